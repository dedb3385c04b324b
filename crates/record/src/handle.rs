//! [`GameHandle`]: a game of any registered kind as every binding holds it
//! (Python's `ludeme.Game`, JavaScript's `Game`, C's `LudemeGame`): the
//! [`AnySession`], the variant as given, and the record it was read from,
//! so that the record it writes keeps that record's free tags and
//! comments.

use alloc::string::{String, ToString};

use alloc::boxed::Box;

use ludeme_players::PlayerSpec;

use ludeme_session::{quote, AnySession, AnySessionError, PerftDepthError, Setup, MAX_PERFT_DEPTH};

use crate::{GameRecord, RecordReadError, GAME_TAGS};

/// A tag a binding's caller may not set on a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TagError {
    /// A tag the game writes itself ([`GAME_TAGS`]).
    #[error(
        "the tag {0} is written by the game itself, as Game, Variant, Position, PlyCap, Result, Outcome and Termination are (the tag {0} is the game's own)"
    )]
    GameTag(String),
    /// A name that is not letters, digits and `_`.
    #[error("bad tag name {0}: letters, digits and _ only")]
    BadName(String),
}

/// A game of any registered kind as the bindings hold it: a session of
/// the game's own type chosen once by name ([`AnySession`]: every move,
/// action and question goes to [`GameHandle::session`] and
/// [`GameHandle::session_mut`]), the variant as given,
/// and the record it was read from, if it was.
///
/// ```
/// use ludeme_record::GameHandle;
/// let mut game = GameHandle::new("surakarta", None, None)?;
/// game.session_mut().play("b2-b3")?;
/// let text = game.record([("Event", "test".to_string())])?;
/// assert!(text.contains("[Event \"test\"]"));
/// let again = GameHandle::from_record_text(&text)?;
/// assert_eq!(again.session().position(), game.session().position());
/// assert!(game.record([("Result", "draw".to_string())]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct GameHandle {
    session: Box<dyn AnySession>,
    /// The variant as given (`None`: the default).
    variant: Option<String>,
    /// The record the game was read from, if it was.
    loaded: Option<GameRecord>,
}

impl GameHandle {
    /// The start, or `position` text, of a game and variant by name (see
    /// [`Setup`] for the other options).
    ///
    /// # Errors
    /// An unknown game or variant; bad position text.
    pub fn new(
        game: &str,
        variant: Option<&str>,
        position: Option<&str>,
    ) -> Result<GameHandle, AnySessionError> {
        let session = Setup::new(game)
            .variant_if(variant)
            .position_if(position)
            .start()?;
        Ok(GameHandle::from_session(session, variant.map(String::from)))
    }

    /// A handle on a session (of the variant named `variant`).
    pub fn from_session(session: Box<dyn AnySession>, variant: Option<String>) -> GameHandle {
        GameHandle {
            session,
            variant,
            loaded: None,
        }
    }

    /// The game a record holds, replayed with the checked play.
    ///
    /// # Errors
    /// The reader's one-line error.
    pub fn from_record(record: &GameRecord) -> Result<GameHandle, RecordReadError> {
        Ok(GameHandle::read(record.clone(), record.replay()?))
    }

    /// The game of a record's text (one record), replayed once as it is
    /// read.
    ///
    /// # Errors
    /// The reader's one-line error (`record 1, line 3, column 7: ...`).
    pub fn from_record_text(text: &str) -> Result<GameHandle, RecordReadError> {
        let mut games = GameHandle::read_all(text)?;
        match games.len() {
            1 => Ok(games.remove(0)),
            // As `GameRecord::from_str` says it.
            _ => Err(text
                .parse::<GameRecord>()
                .err()
                .unwrap_or_else(|| RecordReadError::whole(crate::ReadFault::NoRecord))),
        }
    }

    /// Every game of a text of records (a file of them), each replayed
    /// once as it is read.
    ///
    /// ```
    /// use ludeme_record::GameHandle;
    /// let text = "[Game \"barca\"]\n\nd2-c3 *\n\n[Game \"barca\"]\n\nd2-c3 d9-c8 *\n";
    /// let games = GameHandle::read_all(text)?;
    /// assert_eq!(games[1].session().history(), ["d2-c3", "d9-c8"]);
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// The reader's one-line error at the first record that does not read.
    pub fn read_all(text: &str) -> Result<Vec<GameHandle>, RecordReadError> {
        crate::records_by_name(text)
            .map(|read| read.map(|(record, session)| GameHandle::read(record, session)))
            .collect()
    }

    /// The game of a record read (or replayed) as `session`.
    fn read(record: GameRecord, session: Box<dyn AnySession>) -> GameHandle {
        GameHandle {
            variant: record.tag("Variant").map(String::from),
            loaded: Some(record),
            session,
        }
    }

    /// The game in progress.
    pub fn session(&self) -> &dyn AnySession {
        &*self.session
    }

    /// The game in progress, to play on.
    pub fn session_mut(&mut self) -> &mut dyn AnySession {
        &mut *self.session
    }

    /// The variant as given (`None`: the game's default).
    pub fn variant(&self) -> Option<&str> {
        self.variant.as_deref()
    }

    /// The record of the game so far, as text, with free `tags` added
    /// (replacing any of the same name). A game read from a record keeps
    /// that record's free tags and comments.
    ///
    /// # Errors
    /// A tag the game writes itself, or a name that is not letters, digits
    /// and `_`; nothing is written then.
    pub fn record<N: AsRef<str>>(
        &self,
        tags: impl IntoIterator<Item = (N, String)>,
    ) -> Result<String, TagError> {
        let mut record = match &self.loaded {
            Some(loaded) => loaded.continued(&*self.session),
            None => GameRecord::from_session(&*self.session),
        };
        for (name, value) in tags {
            let name = name.as_ref();
            check_tag_name(name)?;
            record.set_tag(name, value);
        }
        Ok(record.to_string())
    }

    /// Leaf nodes `depth` plies ahead (a chance outcome is one ply), on
    /// every core under the `rayon` feature.
    ///
    /// # Errors
    /// [`PerftDepthError`] beyond [`MAX_PERFT_DEPTH`].
    pub fn perft(&self, depth: u32) -> Result<u64, AnySessionError> {
        if depth > MAX_PERFT_DEPTH {
            return Err(PerftDepthError::new(depth.to_string()).into());
        }
        Ok(self.session.perft(depth))
    }

    /// The move a built-in player named `player` (`mcts:1000`, `ab:0.5s`,
    /// `ab:20000`, …) seeded with `seed` chooses now, in move text (see
    /// [`Session::choose`](ludeme_session::Session::choose)).
    ///
    /// # Errors
    /// An unknown player name.
    pub fn best_move(&self, player: &str, seed: u64) -> Result<Option<String>, AnySessionError> {
        let spec: PlayerSpec = player.parse()?;
        Ok(self.session.choose(spec, seed))
    }
}

impl PartialEq for GameHandle {
    /// The same game (see [`AnySession::same_as`]), variant as given and
    /// record read from.
    fn eq(&self, other: &GameHandle) -> bool {
        self.session.same_as(&*other.session)
            && self.variant == other.variant
            && self.loaded == other.loaded
    }
}

/// Whether a caller may set the tag `name`.
fn check_tag_name(name: &str) -> Result<(), TagError> {
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(TagError::BadName(quote(name)));
    }
    if GAME_TAGS.contains(&name) {
        return Err(TagError::GameTag(name.into()));
    }
    Ok(())
}

//! Replaying a record: every move parsed once and played with the checked
//! play, the result compared with the replayed game. One reader replays on
//! either kind of session ([`Replaying`]): one of the game's own type (a
//! record read as a type), or one chosen by name (a record read by name,
//! its game's type chosen once by `ludeme_session::Setup`).

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{Actions, Seat};
use ludeme_registry::NameError;
use ludeme_session::{quote, AnySession, AnySessionError, Session, SessionError, Setup};

use crate::lex::{tag, Lexed, Token};
use crate::{
    GameRecord, ReadFault, RecordReadError, Recordable, RecordedGame, RecordedMove, UNFINISHED,
};

/// A session a record's moves are replayed on: of the game's own type, or
/// chosen by name (`dyn AnySession`).
pub(crate) trait Replaying: Recordable {
    /// Why a move was not played.
    type Refusal: Into<AnySessionError>;

    /// Plays a move given as text (parsed once), with the checked play.
    ///
    /// # Errors
    /// Text that is no move ([`Replaying::is_move_text`]), or a move the
    /// game refuses; the session is then unchanged.
    fn play_text(&mut self, text: &str) -> Result<(), Self::Refusal>;

    /// Whether `refusal` is of text that is no move (not of a move
    /// refused).
    fn is_move_text(refusal: &Self::Refusal) -> bool;

    /// The sides' names, by seat.
    fn side_names(&self) -> Vec<String>;
}

impl<G: RecordedGame + Actions> Replaying for Session<G> {
    type Refusal = SessionError<G>;

    fn play_text(&mut self, text: &str) -> Result<(), SessionError<G>> {
        self.play(text).map(drop)
    }

    fn is_move_text(refusal: &SessionError<G>) -> bool {
        refusal.is_move_text()
    }

    fn side_names(&self) -> Vec<String> {
        let game = self.game();
        (0..game.seat_count())
            .map(|s| game.side_of(Seat(s as u8)).name(game))
            .collect()
    }
}

impl Replaying for dyn AnySession {
    type Refusal = AnySessionError;

    fn play_text(&mut self, text: &str) -> Result<(), AnySessionError> {
        self.play(text)
    }

    fn is_move_text(refusal: &AnySessionError) -> bool {
        refusal.kind() == ludeme_session::ErrorKind::MoveText
    }

    fn side_names(&self) -> Vec<String> {
        (0..self.seat_count())
            .filter_map(|seat| self.side_name(seat).ok())
            .collect()
    }
}

/// The fault of a move `session` refused: text that is no move, or a move
/// refused.
fn move_fault<S: Replaying + ?Sized>(refusal: S::Refusal) -> ReadFault {
    if S::is_move_text(&refusal) {
        ReadFault::NotAMove(refusal.into())
    } else {
        ReadFault::Illegal(refusal.into())
    }
}

impl GameRecord {
    /// The game replayed to its end, with its history rules, as a session
    /// of the game's own type chosen by the `Game` tag.
    ///
    /// # Errors
    /// As reading: an unknown game or move, an illegal move, a result that
    /// disagrees (record number 1, no lines: this record alone).
    pub fn replay(&self) -> Result<Box<dyn AnySession>, RecordReadError> {
        self.replay_to(self.moves.len())
    }

    /// The game replayed to ply `ply` (0: its start; past the end: its
    /// end), by name: the whole record is replayed and checked on the
    /// game's own type, and the game up to `ply` is handed over.
    ///
    /// # Errors
    /// As [`GameRecord::replay`].
    pub fn replay_to(&self, ply: usize) -> Result<Box<dyn AnySession>, RecordReadError> {
        let mut session = start_by_name(&self.tags).map_err(RecordReadError::whole)?;
        self.replay_on(&mut *session)?;
        session.undo_to(ply);
        Ok(session)
    }

    /// The game replayed on its own type `G` (at full speed, for search
    /// and analysis), with its history rules: a registered game's type or
    /// a game of one's own.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_record::GameRecord;
    /// let record: GameRecord = "[Game \"barca\"]\n\nd2-c3 *\n".parse()?;
    /// let game = record.replay_as::<barca::Position>()?;
    /// assert_eq!(game.history(), ["d2-c3"]);
    /// assert!(record.replay_as::<ludeme_registry::surakarta::Position>().is_err());
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// As [`GameRecord::replay`], and a record of another game or variant
    /// than `G` plays ([`ReadFault::OtherGame`]).
    pub fn replay_as<G: RecordedGame + Actions>(&self) -> Result<Session<G>, RecordReadError> {
        self.replay_to_as(self.moves.len())
    }

    /// The game replayed on its own type `G` to ply `ply` (0: its start;
    /// past the end: its end); the whole record is replayed and checked.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_record::GameRecord;
    /// let record: GameRecord = "[Game \"barca\"]\n\nd2-c3 d9-c8 *\n".parse()?;
    /// assert_eq!(record.replay_to_as::<barca::Position>(1)?.history(), ["d2-c3"]);
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// As [`GameRecord::replay_as`].
    pub fn replay_to_as<G: RecordedGame + Actions>(
        &self,
        ply: usize,
    ) -> Result<Session<G>, RecordReadError> {
        let game = self
            .tag("Game")
            .ok_or(RecordReadError::whole(ReadFault::NoGameTag))?;
        let rules = G::rules_named(game, self.tag("Variant")).map_err(RecordReadError::whole)?;
        let mut session = start_on::<G>(&self.tags, rules).map_err(RecordReadError::whole)?;
        self.replay_on(&mut session)?;
        session.undo_to(ply);
        Ok(session)
    }

    /// Every move replayed on `session` (each parsed once, played with
    /// the checked play), and the result checked.
    fn replay_on<S: Replaying + ?Sized>(&self, session: &mut S) -> Result<(), RecordReadError> {
        let whole = RecordReadError::whole;
        for mv in &self.moves {
            session
                .play_text(&mv.text)
                .map_err(|refusal| whole(move_fault::<S>(refusal)))?;
        }
        check_result(self, session).map_err(whole)
    }
}

/// The `PlyCap` tag's cap, if there is one.
fn ply_cap(tags: &[(String, String)]) -> Result<Option<u32>, ReadFault> {
    tag(tags, "PlyCap")
        .map(|cap| {
            cap.parse::<u32>()
                .map_err(|_| ReadFault::BadPlyCap(cap.to_string()))
        })
        .transpose()
}

/// The game a record's tags begin, chosen by name once (its `Game` and
/// `Variant` tags): the start, or the `Position` tag's, with the game's
/// history rules and the `PlyCap` tag's cap. The faults come in the order
/// of [`start_on`]'s: the name, the position, the cap.
fn start_by_name(tags: &[(String, String)]) -> Result<Box<dyn AnySession>, ReadFault> {
    let game = tag(tags, "Game").ok_or(ReadFault::NoGameTag)?;
    let cap = ply_cap(tags);
    let setup = Setup::new(game)
        .variant_if(tag(tags, "Variant"))
        .position_if(tag(tags, "Position"));
    let setup = match cap {
        Ok(Some(cap)) => setup.ply_cap(cap),
        _ => setup,
    };
    let session = setup
        .start()
        .map_err(|refused| match refused.downcast_ref::<NameError>() {
            Some(name) => ReadFault::Name(name.clone()),
            None => ReadFault::BadPosition(refused),
        })?;
    cap?;
    Ok(session)
}

/// The game a record's tags begin under `rules` (its `Game` and `Variant`
/// tags): the start, or the `Position` tag's, with the game's history
/// rules and the `PlyCap` tag's cap.
fn start_on<G: RecordedGame + Actions>(
    tags: &[(String, String)],
    rules: G::Rules,
) -> Result<Session<G>, ReadFault> {
    let state = match tag(tags, "Position") {
        None => G::start_with(&rules),
        Some(text) => G::from_text(text, &rules).map_err(|reason| {
            let quoted = quote(text);
            ReadFault::BadPosition(SessionError::<G>::Position { quoted, reason }.into())
        })?,
    };
    let mut history = state.history_rules();
    if let Some(cap) = ply_cap(tags)? {
        history = history.with_ply_cap(Some(cap));
    }
    Ok(Session::with_rules(state, history))
}

/// Reads a cut record as the game `G` under `rules` (its `Game` and
/// `Variant` tags): every word parsed once into `G`'s move and played with
/// the checked play; the result checked.
pub(crate) fn read_as_on<G: RecordedGame + Actions>(
    lexed: Lexed<'_>,
    rules: G::Rules,
) -> Result<(GameRecord, Session<G>), RecordReadError> {
    let mut session =
        start_on::<G>(&lexed.tags, rules).map_err(|f| lexed.error(lexed.line, 0, f))?;
    let record = read_on(lexed, &mut session)?;
    Ok((record, session))
}

/// Reads a cut record by name: its game chosen once from its `Game` and
/// `Variant` tags, every word parsed once and played with the checked
/// play; the result checked.
pub(crate) fn read_by_name(
    lexed: Lexed<'_>,
) -> Result<(GameRecord, Box<dyn AnySession>), RecordReadError> {
    let mut session = start_by_name(&lexed.tags).map_err(|f| lexed.error(lexed.line, 0, f))?;
    let record = read_on(lexed, &mut *session)?;
    Ok((record, session))
}

/// Reads a cut record on `session`, begun as its tags say: its words
/// played, its result checked; the record.
fn read_on<S: Replaying + ?Sized>(
    lexed: Lexed<'_>,
    session: &mut S,
) -> Result<GameRecord, RecordReadError> {
    let mut record = GameRecord {
        tags: Vec::new(),
        comment: None,
        moves: Vec::with_capacity(lexed.tokens.len()),
        result: lexed.result.text.to_string(),
    };
    play_words(&lexed, session, &mut record)?;
    // Comments after the result token belong to the last move.
    for text in &lexed.after {
        record.comment_after(text);
    }
    let Lexed {
        number,
        tags,
        result,
        ..
    } = lexed;
    record.tags = tags;
    check_result(&record, session)
        .map_err(|f| RecordReadError::at(number, result.line, result.column, f))?;
    Ok(record)
}

/// Plays the words of `lexed` before its result on `session`, each parsed
/// once (a word alone, or with the next word: Barricade's `roll 5`), and
/// writes them with the comments into `record`.
fn play_words<S: Replaying + ?Sized>(
    lexed: &Lexed<'_>,
    session: &mut S,
    record: &mut GameRecord,
) -> Result<(), RecordReadError> {
    let tokens = &lexed.tokens;
    let mut i = 0;
    while let Some(token) = tokens.get(i) {
        i += 1;
        let word = match token {
            Token::Comment(text) => {
                record.comment_after(text);
                continue;
            }
            Token::Word(word) => word,
        };
        let text = strip_move_number(word.text);
        if text.is_empty() {
            continue;
        }
        let error = |fault| lexed.error(word.line, word.column, fault);
        let written = match session.play_text(text) {
            Ok(()) => text.to_string(),
            Err(alone) if S::is_move_text(&alone) => {
                // Two words? The comments between them are left out.
                let next = tokens[i..].iter().enumerate().find_map(|(at, t)| match t {
                    Token::Word(second) => Some((at, second)),
                    Token::Comment(_) => None,
                });
                let Some((at, second)) = next else {
                    return Err(error(move_fault::<S>(alone)));
                };
                let two = format!("{text} {}", second.text);
                match session.play_text(&two) {
                    Ok(()) => {
                        i += at + 1;
                        two
                    }
                    Err(both) if S::is_move_text(&both) => {
                        return Err(error(move_fault::<S>(alone)))
                    }
                    Err(refused) => return Err(error(move_fault::<S>(refused))),
                }
            }
            Err(refused) => return Err(error(move_fault::<S>(refused))),
        };
        record.moves.push(RecordedMove::new(written));
    }
    Ok(())
}

/// A word without its move number (`12.`, `12...`, `12.d2-c3`).
fn strip_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    }
}

/// Checks the result token and the `Result` and `Outcome` tags against the
/// replayed game.
fn check_result<S: Replaying + ?Sized>(record: &GameRecord, session: &S) -> Result<(), ReadFault> {
    let token = record.result.as_str();
    if token != UNFINISHED && token != "draw" {
        let sides = session.side_names();
        if !sides.iter().any(|s| s == token) {
            return Err(ReadFault::BadResult {
                token: token.to_string(),
                sides,
            });
        }
    }
    if let Some(tag) = record.tag("Result") {
        if tag != token {
            return Err(ReadFault::ResultTagDiffers {
                token: token.to_string(),
                tag: tag.to_string(),
            });
        }
    }
    let decided_outside = record.tag("Termination").is_some();
    let outcome_tag = record.tag("Outcome").filter(|_| !decided_outside);
    match session.ending() {
        Some((expected, described)) => {
            if token != expected && !(decided_outside && token != UNFINISHED) {
                return Err(ReadFault::ResultDiffers {
                    token: token.to_string(),
                    outcome: described,
                });
            }
            match outcome_tag {
                Some(tag) if tag != described => Err(ReadFault::OutcomeDiffers {
                    tag: tag.to_string(),
                    outcome: described,
                }),
                _ => Ok(()),
            }
        }
        None if token != UNFINISHED && !decided_outside => {
            Err(ReadFault::ResultButGoesOn(token.to_string()))
        }
        None => match outcome_tag {
            Some(tag) => Err(ReadFault::OutcomeButGoesOn(tag.to_string())),
            None => Ok(()),
        },
    }
}

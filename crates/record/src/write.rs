//! Writing records: a game's record, of a session of the game's own type,
//! its line of play or a session chosen by name ([`Recordable`], written
//! by [`GameRecord::from_session`]), and a record as text: its tag pairs a line each, a blank line,
//! the moves wrapped at 79 columns with their comments, and the result.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use ludeme_core::{Actions, GameLine};
use ludeme_registry::AnyGame;
use ludeme_session::{AnySession, Session};

use crate::{GameRecord, RecordedGame, RecordedMove, GAME_TAGS, UNFINISHED};

/// What a record is written from: a line of play with its game's and
/// variant's names. Implemented by a session of a game's own type
/// ([`Session`]), its line of play ([`GameLine`]) and a session chosen by
/// name (`dyn AnySession`), so that each writes the same record by the one
/// writer ([`GameRecord::from_session`]).
pub trait Recordable {
    /// The `Game` tag: the game's name.
    fn game_name(&self) -> &'static str;
    /// The `Variant` tag: the variant's name, if the game names variants.
    fn variant_name(&self) -> Option<String>;
    /// The `Position` tag: the start's position text, if the game did not
    /// begin at the variant's start.
    fn other_start(&self) -> Option<String>;
    /// The `PlyCap` tag: the cap on plies, if one is set.
    fn ply_cap(&self) -> Option<u32>;
    /// The moves played, in move text.
    fn move_texts(&self) -> Vec<String>;
    /// The result token (the winning side's name, or `draw`) and the
    /// outcome in words (the `Outcome` tag), once the game is over.
    fn ending(&self) -> Option<(String, String)>;
}

impl<G: RecordedGame> Recordable for GameLine<G> {
    fn game_name(&self) -> &'static str {
        G::game_name(&self.start().rules())
    }

    fn variant_name(&self) -> Option<String> {
        G::variant_name(&self.start().rules())
    }

    fn other_start(&self) -> Option<String> {
        let start = self.start();
        (*start != G::start_with(&start.rules())).then(|| start.to_string())
    }

    fn ply_cap(&self) -> Option<u32> {
        self.rules().ply_cap
    }

    fn move_texts(&self) -> Vec<String> {
        self.moves().iter().map(ToString::to_string).collect()
    }

    fn ending(&self) -> Option<(String, String)> {
        let last = self.position();
        let outcome = self.outcome()?;
        let result = outcome
            .winner()
            .map_or_else(|| String::from("draw"), |side| side.name(last));
        Some((result, outcome.describe(last)))
    }
}

impl<G: RecordedGame + Actions> Recordable for Session<G> {
    fn game_name(&self) -> &'static str {
        self.line().game_name()
    }

    fn variant_name(&self) -> Option<String> {
        self.line().variant_name()
    }

    fn other_start(&self) -> Option<String> {
        self.line().other_start()
    }

    fn ply_cap(&self) -> Option<u32> {
        self.line().ply_cap()
    }

    fn move_texts(&self) -> Vec<String> {
        self.line().move_texts()
    }

    fn ending(&self) -> Option<(String, String)> {
        self.line().ending()
    }
}

impl Recordable for dyn AnySession {
    fn game_name(&self) -> &'static str {
        AnySession::game_name(self)
    }

    fn variant_name(&self) -> Option<String> {
        self.rules().variant_name()
    }

    fn other_start(&self) -> Option<String> {
        let start = self.start_position();
        (AnyGame::start_with(&self.rules()).to_string() != start).then_some(start)
    }

    fn ply_cap(&self) -> Option<u32> {
        self.history_rules().ply_cap
    }

    fn move_texts(&self) -> Vec<String> {
        self.history()
    }

    fn ending(&self) -> Option<(String, String)> {
        let words = self.outcome_text()?;
        let result = self.winner_name().unwrap_or_else(|| String::from("draw"));
        Some((result, words))
    }
}

impl GameRecord {
    /// The record of a game in progress (or over): its `Game`, `Variant`,
    /// `Position` (when it did not begin at the variant's start), `PlyCap`
    /// (when one is set), `Result` and `Outcome` tags, and its moves. The
    /// game is a session of a game's own type (a registered game's or one
    /// of one's own: [`RecordedGame`]), or one chosen by name
    /// (`&*session` of a `Box<dyn AnySession>`); see [`Recordable`].
    ///
    /// ```
    /// use ludeme_record::GameRecord;
    /// use ludeme_registry::barca;
    /// use ludeme_session::{Session, Setup};
    ///
    /// let mut game = Session::from_game(barca::Position::start());
    /// game.play("d2-c3")?;
    /// let record = GameRecord::from_session(&game);
    /// assert_eq!(record.tag("Game"), Some("barca"));
    /// assert_eq!(record.tag("Variant"), Some("standard"));
    /// assert_eq!(record.moves()[0].text, "d2-c3");
    ///
    /// // The same game chosen by name writes the same record.
    /// let mut by_name = Setup::new("barca").start()?;
    /// by_name.play("d2-c3")?;
    /// assert_eq!(GameRecord::from_session(&*by_name), record);
    /// # use ludeme_core::Game;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_session<S: Recordable + ?Sized>(session: &S) -> GameRecord {
        let mut tags = alloc::vec![(String::from("Game"), String::from(session.game_name()))];
        if let Some(variant) = session.variant_name() {
            tags.push(("Variant".into(), variant));
        }
        if let Some(start) = session.other_start() {
            tags.push(("Position".into(), start));
        }
        if let Some(cap) = session.ply_cap() {
            tags.push(("PlyCap".into(), cap.to_string()));
        }
        let ending = session.ending();
        let result = ending
            .as_ref()
            .map_or_else(|| String::from(UNFINISHED), |(result, _)| result.clone());
        tags.push(("Result".into(), result.clone()));
        if let Some((_, words)) = ending {
            tags.push(("Outcome".into(), words));
        }
        GameRecord {
            tags,
            comment: None,
            moves: session
                .move_texts()
                .into_iter()
                .map(RecordedMove::new)
                .collect(),
            result,
        }
    }

    /// The record of a [`GameLine`] (the line of play) of any
    /// [`RecordedGame`]: [`GameRecord::from_session`] of the line.
    ///
    /// ```
    /// use ludeme_core::{Game, GameLine};
    /// use ludeme_registry::surakarta;
    /// use ludeme_record::GameRecord;
    ///
    /// let mut game = GameLine::new(surakarta::Position::start());
    /// game.play(game.position().parse_move("b2-b3")?)?;
    /// let record = GameRecord::from_line(&game);
    /// assert!(record.to_string().ends_with("\n\nb2-b3 *\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_line<G: RecordedGame>(line: &GameLine<G>) -> GameRecord {
        GameRecord::from_session(line)
    }

    /// The record of `session`, a game that began as this record's game
    /// and may have gone another way: this record itself while the moves
    /// are its moves; otherwise the game's record with this record's free
    /// tags, and its comments as far as the moves agree (what a front end
    /// that loaded a record and played on saves).
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_record::GameRecord;
    ///
    /// let mut record: GameRecord = "[Game \"barca\"]\n[Seats \"me, you\"]\n\nd2-c3 {first} *\n".parse()?;
    /// let mut game = record.replay_as::<barca::Position>()?;
    /// game.play("d9-c8")?;
    /// let continued = record.continued(&game);
    /// assert_eq!(continued.tag("Seats"), Some("me, you"));
    /// assert_eq!(continued.moves()[0].comment.as_deref(), Some("first"));
    /// assert_eq!(continued.moves().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn continued<S: Recordable + ?Sized>(&self, session: &S) -> GameRecord {
        let moves = session.move_texts();
        let same_moves = self.moves.len() == moves.len()
            && self.moves.iter().zip(&moves).all(|(m, h)| m.text == *h);
        if same_moves {
            return self.clone();
        }
        let mut record = GameRecord::from_session(session);
        for (name, value) in &self.tags {
            if !GAME_TAGS.contains(&name.as_str()) {
                record.set_tag(name, value.clone());
            }
        }
        record.comment.clone_from(&self.comment);
        for (mine, theirs) in record.moves.iter_mut().zip(&self.moves) {
            if mine.text != theirs.text {
                break;
            }
            mine.comment.clone_from(&theirs.comment);
        }
        record
    }
}

/// The widest line of moves written.
const WIDTH: usize = 79;

/// `value` in a tag's double quotes: `\` and `"` escaped, control
/// characters (line breaks) as spaces (a tag is one line).
fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A comment in braces (a closing brace inside it would end it: written
/// as `)`; control characters as spaces).
fn braced(comment: &str) -> String {
    let text: String = comment
        .chars()
        .map(|c| match c {
            '}' => ')',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    alloc::format!("{{{text}}}")
}

impl fmt::Display for GameRecord {
    /// The record, ending with a line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} {}]", quoted(value))?;
        }
        writeln!(f)?;
        let mut words = alloc::vec::Vec::new();
        if let Some(comment) = &self.comment {
            words.push(braced(comment));
        }
        for mv in &self.moves {
            words.push(mv.text.clone());
            if let Some(comment) = &mv.comment {
                words.push(braced(comment));
            }
        }
        words.push(self.result.clone());
        let mut line = 0;
        for word in words {
            if line > 0 && line + 1 + word.chars().count() > WIDTH {
                writeln!(f)?;
                line = 0;
            }
            if line > 0 {
                f.write_str(" ")?;
                line += 1;
            }
            f.write_str(&word)?;
            line += word.chars().count();
        }
        writeln!(f)
    }
}

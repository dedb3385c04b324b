//! Writing records: a game's record ([`GameRecord::from_line`] and its
//! kin), and a record as text: its tag pairs a line each, a blank line,
//! the moves wrapped at 79 columns with their comments, and the result.

use alloc::string::{String, ToString};
use core::fmt;

use ludeme_core::{Actions, GameLine};

use super::{GameRecord, RecordedGame, RecordedMove, GAME_TAGS, UNFINISHED};
use crate::Session;

impl GameRecord {
    /// The record of a game in progress (or over): its `Game`, `Variant`,
    /// `Position` (when it did not begin at the variant's start), `PlyCap`
    /// (when one is set), `Result` and `Outcome` tags, and its moves. The
    /// game is any [`RecordedGame`]: a registered game's own type, the
    /// by-name game, or a game of one's own.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_session::{GameRecord, Session};
    ///
    /// let mut game = Session::from_game(barca::Position::start());
    /// game.play("d2-c3")?;
    /// let record = GameRecord::from_session(&game);
    /// assert_eq!(record.tag("Game"), Some("barca"));
    /// assert_eq!(record.tag("Variant"), Some("standard"));
    /// assert_eq!(record.moves()[0].text, "d2-c3");
    /// # use ludeme_core::Game;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_session<G>(session: &Session<G>) -> GameRecord
    where
        G: RecordedGame + Actions,
    {
        GameRecord::from_line(session.line())
    }

    /// The record of a [`GameLine`] (the line of play) of any
    /// [`RecordedGame`].
    ///
    /// ```
    /// use ludeme_core::{Game, GameLine};
    /// use ludeme_registry::surakarta;
    /// use ludeme_session::GameRecord;
    ///
    /// let mut game = GameLine::new(surakarta::Position::start());
    /// game.play(game.position().parse_move("b2-b3")?)?;
    /// let record = GameRecord::from_line(&game);
    /// assert!(record.to_string().ends_with("\n\nb2-b3 *\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_line<G>(record: &GameLine<G>) -> GameRecord
    where
        G: RecordedGame,
    {
        let start = record.start();
        let rules = start.rules();
        let mut tags = alloc::vec![(String::from("Game"), String::from(G::game_name(&rules)))];
        if let Some(variant) = G::variant_name(&rules) {
            tags.push(("Variant".into(), variant));
        }
        if *start != G::start_with(&rules) {
            tags.push(("Position".into(), start.to_string()));
        }
        if let Some(cap) = record.rules().ply_cap {
            tags.push(("PlyCap".into(), cap.to_string()));
        }
        let last = record.position();
        let outcome = record.outcome();
        let result = match outcome {
            None => String::from(UNFINISHED),
            Some(outcome) => outcome
                .winner()
                .map_or_else(|| String::from("draw"), |side| side.name(last)),
        };
        tags.push(("Result".into(), result.clone()));
        if let Some(outcome) = outcome {
            tags.push(("Outcome".into(), outcome.describe(last)));
        }
        GameRecord {
            tags,
            comment: None,
            moves: record
                .moves()
                .iter()
                .map(|mv| RecordedMove::new(mv.to_string()))
                .collect(),
            result,
        }
    }

    /// The record of `session`, a game that began as this record's game
    /// and may have gone another way: this record itself while the moves
    /// are its moves; otherwise the game's record with this record's free
    /// tags, and its comments as far as the moves agree (what a front end
    /// that loaded a record and played on saves).
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_session::GameRecord;
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
    pub fn continued<G>(&self, session: &Session<G>) -> GameRecord
    where
        G: RecordedGame + Actions,
    {
        let moves = session.line().moves();
        let same_moves = self.moves.len() == moves.len()
            && self
                .moves
                .iter()
                .zip(moves)
                .all(|(m, h)| m.text == h.to_string());
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

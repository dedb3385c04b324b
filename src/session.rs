//! A game in progress by name, driven by text: what the web package, the
//! Python module and scripts share, so that they say the same things in the
//! same words as the command line.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{Actor, Game, Outcome, Record, Render, SplitMix64};
use ludeme_players::{PlayerSpec, UnknownPlayer};

use crate::{AnyError, AnyGame, AnyMove, NameError};

/// User text as an error message quotes it: in double quotes, its first 40
/// characters and `…` if it is longer (what the command line prints).
///
/// ```
/// assert_eq!(ludeme::session::quote("b2-c3"), "\"b2-c3\"");
/// assert_eq!(ludeme::session::quote(&"x".repeat(50)), format!("{:?}…", "x".repeat(40)));
/// ```
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(ludeme_core::text::QUOTE_CHARS) {
        Some((cut, _)) => alloc::format!("{:?}…", &text[..cut]),
        None => alloc::format!("{text:?}"),
    }
}

/// The deepest perft the bindings count (deeper counts run for hours).
pub const MAX_PERFT_DEPTH: u32 = 20;

/// Why a session refused something, in the command line's words (one
/// line each).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum SessionError {
    /// An unknown game or variant.
    #[error(transparent)]
    Name(#[from] NameError),
    /// Position text that does not parse.
    #[error("bad position text {quoted}: {reason}")]
    Position {
        /// The text, quoted (see [`quote`]).
        quoted: String,
        /// What is wrong with it.
        reason: AnyError,
    },
    /// Move text that does not parse.
    #[error("not a move: {0}")]
    MoveText(AnyError),
    /// A move the game refuses, or any move once the game is over.
    #[error("illegal move {mv}: {reason}")]
    Illegal {
        /// The move.
        mv: AnyMove,
        /// Why it is refused.
        reason: String,
    },
    /// An unknown player name.
    #[error(transparent)]
    Player(#[from] UnknownPlayer),
}

/// A game of any registered kind with its history: moves in and out as
/// text, undo, the history rules of `ludeme play` (repetition, no-capture
/// limit), the outcome in words, and the built-in players.
///
/// ```
/// use ludeme::session::Session;
/// let mut game = Session::new("surakarta", None, None)?;
/// assert_eq!(game.moves().len(), 16);
/// game.play("b2-b3")?;
/// assert!(game.play("b3-b4").unwrap_err().to_string().starts_with("illegal move b3-b4: "));
/// assert_eq!(game.undo().as_deref(), Some("b2-b3"));
/// let reply = game.best_move("mcts:50", 7)?.expect("the game goes on");
/// game.play(&reply)?;
/// # Ok::<(), ludeme::session::SessionError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    record: Record<AnyGame>,
}

impl Session {
    /// The start, or `position` text, of a game and variant by name (see
    /// [`crate::games`]; no variant: the game's default).
    ///
    /// # Errors
    /// An unknown game or variant; bad position text.
    pub fn new(
        game: &str,
        variant: Option<&str>,
        position: Option<&str>,
    ) -> Result<Session, SessionError> {
        let rules = crate::AnyRules::by_name(game, variant)?;
        let state = match position {
            None => AnyGame::start_with(&rules),
            Some(text) => {
                AnyGame::from_text(text, &rules).map_err(|reason| SessionError::Position {
                    quoted: quote(text),
                    reason,
                })?
            }
        };
        Ok(Session::from_game(state))
    }

    /// A session from a game state, under its default history rules.
    pub fn from_game(state: AnyGame) -> Session {
        Session {
            record: Record::new(state),
        }
    }

    /// The current position.
    pub fn game(&self) -> &AnyGame {
        self.record.position()
    }

    /// The whole record: positions, moves, history rules.
    pub fn record(&self) -> &Record<AnyGame> {
        &self.record
    }

    /// The game's command-line name.
    pub fn game_name(&self) -> &'static str {
        self.game().game_name()
    }

    /// The position text.
    pub fn position(&self) -> String {
        self.game().to_string()
    }

    /// The legal moves (at a chance node, its outcomes) in move text,
    /// sorted as `ludeme moves` lists them; none once the game is over,
    /// by the position or by a history rule.
    pub fn moves(&self) -> Vec<String> {
        if self.record.outcome().is_some() {
            return Vec::new();
        }
        self.game()
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Plays a move given as text.
    ///
    /// # Errors
    /// Text that is no move of this game, a move the position refuses, or
    /// any move once the game is over; the session is then unchanged.
    pub fn play(&mut self, text: &str) -> Result<AnyMove, SessionError> {
        let mv = self
            .game()
            .parse_move(text)
            .map_err(SessionError::MoveText)?;
        self.play_move(mv)?;
        Ok(mv)
    }

    /// Plays a move of this game (from [`Session::game`]'s legal moves, or
    /// one a player chose).
    ///
    /// # Errors
    /// A move the position refuses, or any move once the game is over; the
    /// session is then unchanged.
    pub fn play_move(&mut self, mv: AnyMove) -> Result<(), SessionError> {
        self.record.play(mv).map_err(|e| SessionError::Illegal {
            mv,
            reason: e.to_string(),
        })
    }

    /// Plays a move without checking it: `mv` must be one of
    /// [`Session::game`]'s legal moves while [`Session::outcome`] is `None`
    /// (see [`Record::play_unchecked`]; a binding playing by action number
    /// takes its moves from that list).
    pub fn play_unchecked(&mut self, mv: AnyMove) {
        self.record.play_unchecked(mv);
    }

    /// The moves played so far, in move text.
    pub fn history(&self) -> Vec<String> {
        self.record
            .moves()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Takes the last move back; its text, or `None` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.record.undo().map(|mv| mv.to_string())
    }

    /// Who acts now, the history rules counted: nobody once the record
    /// says the game is over.
    pub fn to_act(&self) -> Actor {
        if self.record.outcome().is_some() {
            Actor::Nobody
        } else {
            self.game().to_act()
        }
    }

    /// How the game ended, by the position or a history rule.
    pub fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }

    /// The outcome in the command line's words (`white wins (watering
    /// holes held)`).
    pub fn outcome_text(&self) -> Option<String> {
        self.outcome().map(|o| o.describe(self.game()))
    }

    /// The winning side's name, if a side won.
    pub fn winner_name(&self) -> Option<String> {
        self.outcome()?.winner().map(|side| side.name(self.game()))
    }

    /// Leaf nodes `depth` plies ahead (a chance outcome is one ply).
    pub fn perft(&self, depth: u32) -> u64 {
        crate::perft(self.game(), depth)
    }

    /// The picture, as `ludeme show --svg` draws it.
    pub fn svg(&self) -> String {
        self.game().svg()
    }

    /// The move a built-in player ([`PlayerSpec`] name: `mcts:1000`,
    /// `ab:0.5s`, `ab:20000`, …) chooses, knowing the history; at a chance
    /// node, an outcome drawn with `seed`; `None` once the game is over.
    ///
    /// # Errors
    /// An unknown player name.
    pub fn best_move(&self, player: &str, seed: u64) -> Result<Option<String>, SessionError> {
        let spec: PlayerSpec = player.parse()?;
        Ok(self.choose(spec, seed).map(|mv| mv.to_string()))
    }

    /// [`Session::best_move`] for a parsed player.
    pub fn choose(&self, player: PlayerSpec, seed: u64) -> Option<AnyMove> {
        match self.to_act() {
            Actor::Seat(_) => player.build::<AnyGame>(seed).choose_in(&self.record),
            Actor::Chance => self.game().sample_move(&mut SplitMix64::new(seed)),
            _ => None,
        }
    }
}

//! `AnyRecord`: a game in progress with each game's history rules.

use alloc::vec::Vec;

use ludeme_barca as barca;
use ludeme_barricade as barricade;
use ludeme_core::{Game, Outcome};
use ludeme_surakarta as surakarta;

use crate::{AnyError, AnyGame, AnyMove};

/// A game in progress under its game's history rules: Surakarta's 50 plies
/// without capture and repetition, Barca's threefold repetition (Barricade
/// has none), with undo.
///
/// ```
/// use ludeme::{AnyGame, AnyRecord, AnyRules, Game};
/// let start = AnyGame::start(&AnyRules::by_name("barca", None)?);
/// let mut game = AnyRecord::new(start.clone());
/// let mv = start.parse_move("e2-e5")?;
/// game.play(mv)?;
/// assert_eq!(game.plies(), 1);
/// assert_eq!(game.undo(), Some(mv));
/// assert_eq!(game.position(), start);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum AnyRecord {
    /// A Barca record (threefold repetition draws).
    Barca(barca::Record),
    /// A Barricade game: its positions so far (no history rule).
    Barricade(Vec<barricade::Position>, Vec<barricade::Move>),
    /// A Surakarta record (50 plies without capture, repetition).
    Surakarta(surakarta::Record),
    /// A Bas-basan sepur record (the same rules as Surakarta).
    BasBasan(surakarta::BasBasanRecord),
}

impl AnyRecord {
    /// A record starting at `start`, with the game's default history rules.
    pub fn new(start: AnyGame) -> AnyRecord {
        match start {
            AnyGame::Barca(p) => AnyRecord::Barca(barca::Record::new(p)),
            AnyGame::Barricade(p) => AnyRecord::Barricade(alloc::vec![p], Vec::new()),
            AnyGame::Surakarta(p) => AnyRecord::Surakarta(surakarta::Record::new(p)),
            AnyGame::BasBasan(p) => AnyRecord::BasBasan(surakarta::BasBasanRecord::new(p)),
        }
    }

    /// The current position.
    pub fn position(&self) -> AnyGame {
        match self {
            AnyRecord::Barca(r) => AnyGame::Barca(*r.position()),
            AnyRecord::Barricade(positions, _) => {
                AnyGame::Barricade(*positions.last().expect("a record holds its start"))
            }
            AnyRecord::Surakarta(r) => AnyGame::Surakarta(*r.position()),
            AnyRecord::BasBasan(r) => AnyGame::BasBasan(*r.position()),
        }
    }

    /// The number of plies played.
    pub fn plies(&self) -> usize {
        match self {
            AnyRecord::Barca(r) => r.moves().len(),
            AnyRecord::Barricade(_, moves) => moves.len(),
            AnyRecord::Surakarta(r) => r.moves().len(),
            AnyRecord::BasBasan(r) => r.moves().len(),
        }
    }

    /// How the game ended, by the position or a history rule.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyRecord::Barca(r) => r.outcome(),
            AnyRecord::Barricade(positions, _) => positions.last().and_then(Game::outcome),
            AnyRecord::Surakarta(r) => r.outcome(),
            AnyRecord::BasBasan(r) => r.outcome(),
        }
    }

    /// Plays a move after checking it.
    ///
    /// # Errors
    /// [`AnyError`]: the game's illegal-move reason, or a move of another
    /// game; the record is then unchanged.
    pub fn play(&mut self, mv: AnyMove) -> Result<(), AnyError> {
        match (self, mv) {
            (AnyRecord::Barca(r), AnyMove::Barca(m)) => Ok(r.play(m)?),
            (AnyRecord::Barricade(positions, moves), AnyMove::Barricade(m)) => {
                let mut next = *positions.last().expect("a record holds its start");
                next.play(m)?;
                positions.push(next);
                moves.push(m);
                Ok(())
            }
            (AnyRecord::Surakarta(r), AnyMove::Surakarta(m)) => Ok(r.play(m)?),
            (AnyRecord::BasBasan(r), AnyMove::BasBasan(m)) => Ok(r.play(m)?),
            _ => Err(AnyError::WrongGame),
        }
    }

    /// Takes the last move back, if any.
    pub fn undo(&mut self) -> Option<AnyMove> {
        match self {
            AnyRecord::Barca(r) => r.undo().map(AnyMove::Barca),
            AnyRecord::Barricade(positions, moves) => {
                let mv = moves.pop()?;
                positions.pop();
                Some(AnyMove::Barricade(mv))
            }
            AnyRecord::Surakarta(r) => r.undo().map(AnyMove::Surakarta),
            AnyRecord::BasBasan(r) => r.undo().map(AnyMove::BasBasan),
        }
    }
}

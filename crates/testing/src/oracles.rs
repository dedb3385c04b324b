//! Oracles made up for the tests of the players and their front ends.

use alloc::string::String;

use ludeme_core::{GameLine, History, Oracle, Verdict};

/// Knows that the last legal move is the one to play, everywhere, and
/// nothing of any value: an oracle whose move no player plays by itself
/// (most move lists put it last), so that a test sees who consulted it.
///
/// ```
/// use ludeme_core::{Game, GameLine, Oracle};
/// use ludeme_testing::{demo::DiceRace, LastLegalMove};
/// let line = GameLine::new("0,0,0 0 2".parse::<DiceRace>()?);
/// assert_eq!(LastLegalMove.move_in(&line), line.position().legal_moves().last().copied());
/// # Ok::<(), ludeme_testing::demo::RaceError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct LastLegalMove;

impl<G: History> Oracle<G> for LastLegalMove {
    fn name(&self) -> String {
        "last move".into()
    }

    fn holds_for(&self, _line: &GameLine<G>) -> bool {
        true
    }

    fn value_after_irreversible(&self, _state: &G) -> Option<Verdict> {
        None
    }

    fn move_in(&self, line: &GameLine<G>) -> Option<G::Move> {
        line.position().legal_moves().last().copied()
    }
}

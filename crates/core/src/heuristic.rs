//! What players ask of a game beyond its rules: how well a side stands.

use crate::{Game, Side};

/// A quick estimate of how well a side stands, for players that cannot
/// search to the end: a greedy player picks the move it rates best, and MCTS
/// scores playouts cut short with it.
///
/// The default knows nothing but the result: 1 for a won game, 0 for a lost
/// one, ½ otherwise. A game without a better idea implements the trait with
/// an empty block.
///
/// ```
/// use ludeme_core::{demo::DiceRace, Game, Heuristic, Side};
/// let race: DiceRace = "4,0,0 0 1".parse()?;
/// assert_eq!(race.evaluate(Side(0)), 0.5);
/// let mut won = race.clone();
/// won.play("+1".parse()?)?;
/// assert_eq!(won.evaluate(Side(0)), 1.0);
/// # Ok::<(), ludeme_core::demo::RaceError>(())
/// ```
pub trait Heuristic: Game {
    /// An estimate in `[0, 1]` of how well `side` stands (1 = won, 0 = lost,
    /// the same scale as [`crate::Outcome::value_for`]).
    fn evaluate(&self, side: Side) -> f64 {
        self.outcome()
            .map_or(0.5, |outcome| outcome.value_for(side))
    }
}

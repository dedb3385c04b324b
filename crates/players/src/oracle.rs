//! Exact knowledge that players consult: an [`Oracle`] (a game's endgame
//! tables, say) knows the value of some positions and the move to play in
//! them; [`Consulting`] puts one beside any player.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::sync::Arc;

use ludeme_core::{GameLine, History, Side};

use crate::Player;

/// What a game ends in with best play from a position, as an [`Oracle`]
/// knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Verdict {
    /// This side wins.
    Win(Side),
    /// Nobody wins.
    Draw,
}

/// Exact knowledge of a game that a player consults: the value of the
/// positions that an irreversible move (a capture) reaches, and the move to
/// play in a game in progress. The players know no game: a game's endgame
/// tables implement this for the game's own type (`ludeme_tables` does for
/// Surakarta).
///
/// [`crate::AlphaBeta`] scores every position its search reaches by an
/// irreversible move with [`Oracle::value_after_irreversible`] (an exact
/// score, searched no further) and plays [`Oracle::move_in`] at the root
/// when it answers; every player does the latter through [`Consulting`] or
/// [`Player::choose_consulting`].
///
/// ```
/// use ludeme_core::{Game, GameLine, History};
/// use ludeme_players::{Oracle, Verdict};
/// use ludeme_surakarta::{Move, Position};
///
/// /// Knows that a side left alone with two pieces against one wins.
/// struct TwoAgainstOne;
/// impl Oracle<Position> for TwoAgainstOne {
///     fn name(&self) -> String {
///         "two against one".into()
///     }
///     fn holds_for(&self, line: &GameLine<Position>) -> bool {
///         line.rules() == line.position().history_rules()
///     }
///     fn value_after_irreversible(&self, position: &Position) -> Option<Verdict> {
///         let (us, them) = (position.turn(), position.turn().other());
///         match (position.pieces(us).count_ones(), position.pieces(them).count_ones()) {
///             (2, 1) => Some(Verdict::Win(us.side())),
///             (1, 2) => Some(Verdict::Win(them.side())),
///             _ => None,
///         }
///     }
///     fn move_in(&self, _line: &GameLine<Position>) -> Option<Move> {
///         None
///     }
/// }
/// ```
pub trait Oracle<G: History>: Send + Sync {
    /// A short name, for the name of a player that consults it
    /// (`"tables (5 pieces)"`).
    fn name(&self) -> String;

    /// Whether its answers hold in this game in progress: under its rules
    /// and history rules (the no-capture limit and repetition rule that
    /// exact values depend on). A search asks once, at its root, and
    /// consults the oracle only if they hold.
    fn holds_for(&self, line: &GameLine<G>) -> bool;

    /// The exact value of `state`, reached just now by an irreversible move
    /// (so no earlier position can repeat and the no-capture count is 0),
    /// if the oracle knows it: called only where [`Oracle::holds_for`]
    /// said its answers hold, and fast enough for every such node of a
    /// search.
    fn value_after_irreversible(&self, state: &G) -> Option<Verdict>;

    /// The move to play in the game in progress, if the oracle knows its
    /// position: one that keeps its best value within the history rules
    /// (the plies since the last irreversible move and the positions seen
    /// since count); `None` where it does not know it or its answers do not
    /// hold.
    fn move_in(&self, line: &GameLine<G>) -> Option<G::Move>;
}

impl<G: History, O: Oracle<G> + ?Sized> Oracle<G> for Arc<O> {
    fn name(&self) -> String {
        (**self).name()
    }

    fn holds_for(&self, line: &GameLine<G>) -> bool {
        (**self).holds_for(line)
    }

    fn value_after_irreversible(&self, state: &G) -> Option<Verdict> {
        (**self).value_after_irreversible(state)
    }

    fn move_in(&self, line: &GameLine<G>) -> Option<G::Move> {
        (**self).move_in(line)
    }
}

/// A player that consults an oracle: the oracle's move where it knows one,
/// else the player's own choice ([`Player::choose_consulting`]: alpha-beta
/// also scores its search's positions with the oracle's values).
///
/// ```
/// use std::sync::Arc;
/// use ludeme_core::{Game, GameLine, History};
/// use ludeme_players::{Consulting, Oracle, Player, RandomPlayer, Verdict};
/// use ludeme_surakarta::{Move, Position};
///
/// /// Knows the first legal move is best, everywhere.
/// struct FirstMove;
/// impl Oracle<Position> for FirstMove {
///     fn name(&self) -> String {
///         "first move".into()
///     }
///     fn holds_for(&self, _line: &GameLine<Position>) -> bool {
///         true
///     }
///     fn value_after_irreversible(&self, _position: &Position) -> Option<Verdict> {
///         None
///     }
///     fn move_in(&self, line: &GameLine<Position>) -> Option<Move> {
///         line.position().legal_moves().first().copied()
///     }
/// }
///
/// let mut player = Consulting::new(Box::new(RandomPlayer::new(7)), Arc::new(FirstMove));
/// let line = GameLine::new(Position::start());
/// assert_eq!(player.choose_in(&line), Position::start().legal_moves().first().copied());
/// assert_eq!(player.name(), "random consulting first move");
/// ```
pub struct Consulting<G: History> {
    player: Box<dyn Player<G>>,
    oracle: Arc<dyn Oracle<G>>,
}

impl<G: History> Consulting<G> {
    /// `player`, consulting `oracle`.
    pub fn new(player: Box<dyn Player<G>>, oracle: Arc<dyn Oracle<G>>) -> Consulting<G> {
        Consulting { player, oracle }
    }
}

impl<G: History> Player<G> for Consulting<G> {
    /// Without a history no oracle's answer holds (exact values depend on
    /// the history rules): the player's own choice.
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        self.player.choose(state)
    }

    fn choose_in(&mut self, record: &GameLine<G>) -> Option<G::Move> {
        self.player.choose_consulting(record, &*self.oracle)
    }

    /// The player's name, and the oracle's: `ab(nodes 5000) consulting
    /// tables (5 pieces)`.
    fn name(&self) -> String {
        alloc::format!("{} consulting {}", self.player.name(), self.oracle.name())
    }
}

impl<G: History> core::fmt::Debug for Consulting<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Consulting")
            .field("player", &self.player.name())
            .field("oracle", &self.oracle.name())
            .finish()
    }
}

#[cfg(test)]
mod tests;

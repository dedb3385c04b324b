//! Exact knowledge that players consult: an [`Oracle`] (a game's endgame
//! tables, say) knows the value of some positions and the move to play in
//! them; [`Consulting`] puts one beside any player.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::sync::Arc;

use ludeme_core::{GameLine, History, Known, Oracle};

use crate::{Iteration, Player};

/// A player that consults an oracle: the oracle's move where it knows one,
/// else the player's own choice ([`Player::choose_consulting`]: alpha-beta
/// also scores its search's positions with the oracle's values).
///
/// ```
/// use std::sync::Arc;
/// use ludeme_core::{Game, GameLine, History};
/// use ludeme_core::{Oracle, Verdict};
/// use ludeme_players::{Consulting, Player, RandomPlayer};
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

/// What the analysis of a position found
/// ([`AlphaBeta::analyse_knowing`](crate::AlphaBeta::analyse_knowing)):
/// the oracle's move where it knows one, else the search's last
/// iteration.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Analysis<M> {
    /// The oracle's move, played without a search.
    Known {
        /// The move.
        mv: M,
        /// What the oracle knows of the position, if it says
        /// ([`Oracle::value_in`]).
        known: Option<Known>,
        /// What it knows as a search's score for the side to move: a win
        /// or loss decided `n` plies away scores as a search scores the
        /// oracle's win `n` plies away ([`Iteration::oracle_in`] is `n`),
        /// a draw or nothing known 0.
        score: i32,
    },
    /// The last iteration of the search.
    Searched(Iteration<M>),
}

impl<M> Analysis<M> {
    /// The move to play: the oracle's, or the first of the principal
    /// variation.
    pub fn best_move(&self) -> Option<&M> {
        match self {
            Analysis::Known { mv, .. } => Some(mv),
            Analysis::Searched(iteration) => iteration.principal_variation.first(),
        }
    }

    /// The score for the side to move (see [`Iteration::score`]).
    pub fn score(&self) -> i32 {
        match self {
            Analysis::Known { score, .. } => *score,
            Analysis::Searched(iteration) => iteration.score,
        }
    }

    /// The best line: the oracle's move alone, or the search's principal
    /// variation.
    pub fn principal_variation(&self) -> &[M] {
        match self {
            Analysis::Known { mv, .. } => core::slice::from_ref(mv),
            Analysis::Searched(iteration) => &iteration.principal_variation,
        }
    }

    /// The depth searched (0 for the oracle's move).
    pub fn depth(&self) -> u32 {
        match self {
            Analysis::Known { .. } => 0,
            Analysis::Searched(iteration) => iteration.depth,
        }
    }

    /// The nodes searched (0 for the oracle's move).
    pub fn nodes(&self) -> u64 {
        match self {
            Analysis::Known { .. } => 0,
            Analysis::Searched(iteration) => iteration.nodes,
        }
    }

    /// The same analysis, its moves mapped by `f` (to text, say).
    pub fn map<N>(self, mut f: impl FnMut(M) -> N) -> Analysis<N> {
        match self {
            Analysis::Known { mv, known, score } => Analysis::Known {
                mv: f(mv),
                known,
                score,
            },
            Analysis::Searched(iteration) => Analysis::Searched(Iteration {
                depth: iteration.depth,
                complete: iteration.complete,
                score: iteration.score,
                principal_variation: iteration.principal_variation.into_iter().map(f).collect(),
                nodes: iteration.nodes,
                elapsed: iteration.elapsed,
            }),
        }
    }
}

#[cfg(test)]
mod tests;

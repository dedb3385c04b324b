//! Monte Carlo tree search (UCT) over any [`Game`]: chance nodes are sampled
//! by their probabilities, and each node keeps one reward per side, so that
//! more than two seats and sides (Barricade's pairs) are handled.

use alloc::format;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use ludeme_core::{Actor, Game, GameLine, Heuristic, History, Oracle, Seat, SplitMix64, Verdict};

use crate::clock::{clock_or_wall, Stopwatch};
use crate::{Clock, Player};

/// The most sides a game may have for [`Mcts`].
const MAX_SIDES: usize = 4;

/// The rewards of a finished game where an oracle knows the position that
/// a move reached from its parent (`parent`, the move, the child): a
/// simulation ends there.
type Judge<'a, G> = &'a (dyn Fn(&G, <G as Game>::Move, &G) -> Option<[f64; MAX_SIDES]> + Sync);

/// Each side's reward of a game an oracle's verdict decides: 1 to the
/// winner, ½ to every side in a draw.
fn rewards_of(verdict: Verdict) -> [f64; MAX_SIDES] {
    match verdict {
        Verdict::Win(side) => {
            let mut reward = [0.0; MAX_SIDES];
            if let Some(r) = reward.get_mut(usize::from(side.0)) {
                *r = 1.0;
            }
            reward
        }
        _ => [0.5; MAX_SIDES],
    }
}

/// How an [`Mcts`] player searches: [`MctsConfig::iterations`], then
/// change any field you need.
///
/// ```
/// use ludeme_players::MctsConfig;
/// let mut config = MctsConfig::iterations(500).with_seed(7);
/// config.playout_plies = 60;
/// config.time_limit = Some(std::time::Duration::from_millis(200));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct MctsConfig {
    /// Iterations per move (each one selection, expansion, playout and
    /// backup). With a time limit as well, whichever ends first (the clock
    /// is read before the first iteration and every 32nd; a search that
    /// ran no iteration plays the first legal move).
    pub iterations: u32,
    /// A wall-clock limit per move. Searches bounded only by iterations are
    /// deterministic for a seed; timed ones are not.
    pub time_limit: Option<std::time::Duration>,
    /// The UCT exploration constant (rewards are in `[0, 1]`).
    pub exploration: f64,
    /// Playouts stop after this many plies and score the state with the
    /// game's [`Heuristic`] (for games whose random games run long).
    pub playout_plies: usize,
    /// The seed of the search's random choices.
    pub seed: u64,
    /// Independent trees, each searched with the whole budget from its own
    /// seed and merged at the root by visits (root parallelism): one per
    /// thread under the `rayon` feature, one after another without it. The
    /// move is the same either way, for a seed and a number of trees.
    pub trees: u32,
}

impl MctsConfig {
    /// A search of `iterations` per move, with the default settings
    /// (exploration √2, playouts cut at 200 plies, seed 0).
    pub const fn iterations(iterations: u32) -> MctsConfig {
        MctsConfig {
            iterations,
            time_limit: None,
            exploration: core::f64::consts::SQRT_2,
            playout_plies: 200,
            seed: 0,
            trees: 1,
        }
    }

    /// This configuration with another seed.
    pub const fn with_seed(mut self, seed: u64) -> MctsConfig {
        self.seed = seed;
        self
    }

    /// This configuration with `trees` independent trees (at least one).
    pub const fn with_trees(mut self, trees: u32) -> MctsConfig {
        self.trees = if trees == 0 { 1 } else { trees };
        self
    }
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig::iterations(1000)
    }
}

/// The search player.
///
/// ```
/// use ludeme_core::Game;
/// use ludeme_players::{Mcts, MctsConfig, Player};
/// // White takes c5 round the loop: a won position in one move.
/// let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
/// let mut mcts = Mcts::new(MctsConfig::iterations(300));
/// assert_eq!(mcts.choose(&p).unwrap().to_string(), "b2xc5");
/// ```
#[derive(Clone, Debug)]
pub struct Mcts {
    config: MctsConfig,
    rng: SplitMix64,
    /// The clock the time limit is read on (`None`: the wall clock).
    clock: Option<Arc<dyn Clock>>,
}

struct Node<G: Game> {
    state: G,
    /// Who acts in `state`, asked once (it may cost a move generation).
    actor: Actor,
    parent: usize,
    mv: Option<G::Move>,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: u32,
    reward: [f64; MAX_SIDES],
    /// The rewards an oracle knows for this position: a simulation ends
    /// here.
    known: Option<[f64; MAX_SIDES]>,
}

/// The UCT value of a child (UCB1 applied to trees): its mean reward for
/// the side choosing, plus `exploration` · √(ln N / n) for a child of `n`
/// visits under a node of `N` (each counted as at least 1).
fn uct(reward: f64, visits: u32, parent_visits: u32, exploration: f64) -> f64 {
    let n = f64::from(visits.max(1));
    let log_n = f64::from(parent_visits.max(1)).ln();
    reward / n + exploration * (log_n / n).sqrt()
}

/// The first of `children` (not empty) of the highest `urgency`.
fn most_urgent(children: &[usize], urgency: impl Fn(usize) -> f64) -> usize {
    let mut best = children[0];
    let mut best_value = f64::NEG_INFINITY;
    for &child in children {
        let value = urgency(child);
        if value > best_value {
            best_value = value;
            best = child;
        }
    }
    best
}

/// The visits of each of `moves` at the root of a searched tree, in
/// `moves` order (0 for a move never expanded).
fn root_visits<G: Game>(nodes: &[Node<G>], moves: &[G::Move]) -> Vec<u64> {
    moves
        .iter()
        .map(|&mv| {
            nodes[0]
                .children
                .iter()
                .find(|&&c| nodes[c].mv == Some(mv))
                .map_or(0, |&c| u64::from(nodes[c].visits))
        })
        .collect()
}

/// Puts `items` in a uniformly random order (Fisher–Yates).
fn shuffle<T>(items: &mut [T], rng: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

impl Mcts {
    /// A search player.
    pub const fn new(config: MctsConfig) -> Mcts {
        Mcts {
            rng: SplitMix64::new(config.seed),
            config,
            clock: None,
        }
    }

    /// This player, its time limit ([`MctsConfig::time_limit`]) read on
    /// `clock` instead of the wall clock (every 32 iterations).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Mcts {
        self.clock = Some(clock);
        self
    }

    /// The configuration.
    pub const fn config(&self) -> MctsConfig {
        self.config
    }

    fn node<G: Game>(
        &mut self,
        state: G,
        parent: usize,
        mv: Option<G::Move>,
        known: Option<[f64; MAX_SIDES]>,
    ) -> Node<G> {
        // A position the oracle knows ends the simulation.
        let actor = if known.is_some() {
            Actor::Nobody
        } else {
            state.to_act()
        };
        let mut untried = Vec::new();
        if let Actor::Seat(_) = actor {
            let moves = state.legal_moves();
            untried.extend(moves.iter().copied());
            // Expansion order is random but seeded.
            shuffle(&mut untried, &mut self.rng);
        }
        Node {
            state,
            actor,
            parent,
            mv,
            children: Vec::new(),
            untried,
            visits: 0,
            reward: [0.0; MAX_SIDES],
            known,
        }
    }

    /// Adds to `nodes` the child of node `parent` after `mv` (a seat's
    /// untried move or a chance outcome), and returns the child's index.
    fn expand<G: Game>(
        &mut self,
        nodes: &mut Vec<Node<G>>,
        parent: usize,
        mv: G::Move,
        judge: Option<Judge<'_, G>>,
    ) -> usize {
        let mut state = nodes[parent].state.clone();
        state.play_unchecked(mv);
        let known = judge.and_then(|judge| judge(&nodes[parent].state, mv, &state));
        let child = self.node(state, parent, Some(mv), known);
        nodes.push(child);
        let index = nodes.len() - 1;
        nodes[parent].children.push(index);
        index
    }

    /// The rewards of a finished or cut-off playout, one per side.
    fn score<G: Heuristic>(state: &G, sides: usize) -> [f64; MAX_SIDES] {
        let mut reward = [0.0; MAX_SIDES];
        for (side, r) in reward.iter_mut().enumerate().take(sides) {
            *r = state.evaluate(ludeme_core::Side(side as u8));
        }
        reward
    }

    fn playout<G: Heuristic>(&mut self, state: &G, sides: usize) -> [f64; MAX_SIDES] {
        let mut state = state.clone();
        for _ in 0..self.config.playout_plies {
            match state.sample_move(&mut self.rng) {
                Some(mv) => state.play_unchecked(mv),
                None => break,
            }
        }
        Self::score(&state, sides)
    }

    fn search<G: Heuristic>(
        &mut self,
        root_state: &G,
        judge: Option<Judge<'_, G>>,
    ) -> Vec<Node<G>> {
        let sides = (0..root_state.seat_count())
            .map(|s| usize::from(root_state.side_of(Seat(s as u8)).0) + 1)
            .max()
            .unwrap_or(1)
            .min(MAX_SIDES);
        let root = self.node(root_state.clone(), usize::MAX, None, None);
        let mut nodes = alloc::vec![root];
        let clock = self.clock.clone();
        let watch = Stopwatch::start(clock_or_wall(clock.as_ref()));
        for iteration in 0..self.config.iterations {
            if let Some(limit) = self.config.time_limit {
                if iteration % 32 == 0 && watch.elapsed(iteration.into()) >= limit {
                    break;
                }
            }
            // Selection and expansion.
            let mut at = 0;
            loop {
                match nodes[at].actor {
                    Actor::Nobody => break,
                    Actor::Chance => {
                        let Some(outcome) = nodes[at].state.sample_move(&mut self.rng) else {
                            break;
                        };
                        let existing = nodes[at]
                            .children
                            .iter()
                            .copied()
                            .find(|&c| nodes[c].mv == Some(outcome));
                        match existing {
                            Some(child) => at = child,
                            None => {
                                at = self.expand(&mut nodes, at, outcome, judge);
                                break;
                            }
                        }
                    }
                    Actor::Seat(seat) => {
                        if let Some(mv) = nodes[at].untried.pop() {
                            at = self.expand(&mut nodes, at, mv, judge);
                            break;
                        }
                        if nodes[at].children.is_empty() {
                            break;
                        }
                        let side = usize::from(nodes[at].state.side_of(seat).0).min(MAX_SIDES - 1);
                        let parent_visits = nodes[at].visits;
                        let c = self.config.exploration;
                        let urgency = |child: usize| {
                            let node = &nodes[child];
                            uct(node.reward[side], node.visits, parent_visits, c)
                        };
                        at = most_urgent(&nodes[at].children, urgency);
                    }
                }
            }
            // Playout and backup.
            let reward = match nodes[at].known {
                Some(known) => known,
                None => {
                    let leaf_state = nodes[at].state.clone();
                    self.playout(&leaf_state, sides)
                }
            };
            let mut node = at;
            while node != usize::MAX {
                nodes[node].visits += 1;
                for (total, r) in nodes[node].reward.iter_mut().zip(reward) {
                    *total += r;
                }
                node = nodes[node].parent;
            }
        }
        // Every iteration passes the root: its visits are the iterations.
        watch.count(nodes[0].visits.into());
        nodes
    }
}

impl Mcts {
    /// The root's moves with their visits, summed over `trees` trees of
    /// seeds drawn from this player's generator, in `moves` order.
    fn merged_visits<G>(
        &mut self,
        state: &G,
        moves: &[G::Move],
        judge: Option<Judge<'_, G>>,
    ) -> Vec<u64>
    where
        G: Heuristic + Send + Sync,
        G::Move: Send + Sync,
    {
        let seeds: Vec<u64> = (0..self.config.trees)
            .map(|_| self.rng.next_u64())
            .collect();
        let (config, clock) = (self.config, &self.clock);
        let tree = |&seed: &u64| -> Vec<u64> {
            // One tree of its own seed (`search` is one tree whatever
            // `trees` says), on the same clock.
            let mut one = Mcts {
                clock: clock.clone(),
                ..Mcts::new(MctsConfig { seed, ..config })
            };
            root_visits(&one.search(state, judge), moves)
        };
        #[cfg(feature = "rayon")]
        let per_tree: Vec<Vec<u64>> = {
            use rayon::prelude::*;
            seeds.par_iter().map(tree).collect()
        };
        #[cfg(not(feature = "rayon"))]
        let per_tree: Vec<Vec<u64>> = seeds.iter().map(tree).collect();
        (0..moves.len())
            .map(|i| per_tree.iter().map(|visits| visits[i]).sum())
            .collect()
    }
}

impl Mcts {
    /// The most visited root move, the simulations ending where `judge`
    /// knows a position.
    fn choose_judged<G>(&mut self, state: &G, judge: Option<Judge<'_, G>>) -> Option<G::Move>
    where
        G: Heuristic + Send + Sync,
        G::Move: Send + Sync,
    {
        match state.to_act() {
            Actor::Nobody => return None,
            Actor::Chance => return state.sample_move(&mut self.rng),
            Actor::Seat(_) => {}
        }
        let moves = state.legal_moves();
        if moves.len() == 1 {
            return moves.first().copied();
        }
        if self.config.trees > 1 {
            let visits = self.merged_visits(state, &moves, judge);
            // The most visited; the first in move order among equals.
            let best = (0..moves.len()).rev().max_by_key(|&i| visits[i])?;
            return Some(moves[best]);
        }
        let nodes = self.search(state, judge);
        nodes[0]
            .children
            .iter()
            .max_by_key(|&&c| nodes[c].visits)
            .and_then(|&c| nodes[c].mv)
            .or_else(|| moves.first().copied())
    }
}

impl<G> Player<G> for Mcts
where
    G: Heuristic + Send + Sync,
    G::Move: Send + Sync,
{
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        self.choose_judged(state, None)
    }

    /// The most visited root move, every simulation that reaches a
    /// position the oracle knows by an irreversible move ending there with
    /// the oracle's value (if its answers hold for the line).
    fn search_consulting(&mut self, line: &GameLine<G>, oracle: &dyn Oracle<G>) -> Option<G::Move>
    where
        G: History,
    {
        if !oracle.holds_for(line) {
            return self.choose(line.position());
        }
        let judge = |parent: &G, mv: G::Move, child: &G| {
            if !parent.is_irreversible(mv) {
                return None;
            }
            oracle.value_after_irreversible(child).map(rewards_of)
        };
        self.choose_judged(line.position(), Some(&judge))
    }

    fn name(&self) -> String {
        format!("mcts({})", self.config.iterations)
    }
}

#[cfg(test)]
mod tests;

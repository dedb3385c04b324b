//! Monte Carlo tree search (UCT) over any [`Game`]: chance nodes are sampled
//! by their probabilities, and each node keeps one reward per side, so that
//! more than two seats and sides (Barricade's pairs) are handled.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{Actor, Game, Heuristic, Seat, SplitMix64};

use crate::Player;

/// The most sides a game may have for [`Mcts`].
const MAX_SIDES: usize = 4;

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
        }
    }

    /// The configuration.
    pub const fn config(&self) -> MctsConfig {
        self.config
    }

    fn node<G: Game>(&mut self, state: G, parent: usize, mv: Option<G::Move>) -> Node<G> {
        let actor = state.to_act();
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
        }
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

    fn search<G: Heuristic>(&mut self, root_state: &G) -> Vec<Node<G>> {
        let sides = (0..root_state.seat_count())
            .map(|s| usize::from(root_state.side_of(Seat(s as u8)).0) + 1)
            .max()
            .unwrap_or(1)
            .min(MAX_SIDES);
        let root = self.node(root_state.clone(), usize::MAX, None);
        let mut nodes = alloc::vec![root];
        let started = crate::clock::Instant::now();
        for iteration in 0..self.config.iterations {
            if let Some(limit) = self.config.time_limit {
                if iteration % 32 == 0 && started.elapsed() >= limit {
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
                                let mut state = nodes[at].state.clone();
                                state.play_unchecked(outcome);
                                let child = self.node(state, at, Some(outcome));
                                nodes.push(child);
                                let index = nodes.len() - 1;
                                nodes[at].children.push(index);
                                at = index;
                                break;
                            }
                        }
                    }
                    Actor::Seat(seat) => {
                        if let Some(mv) = nodes[at].untried.pop() {
                            let mut state = nodes[at].state.clone();
                            state.play_unchecked(mv);
                            let child = self.node(state, at, Some(mv));
                            nodes.push(child);
                            let index = nodes.len() - 1;
                            nodes[at].children.push(index);
                            at = index;
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
            let leaf_state = nodes[at].state.clone();
            let reward = self.playout(&leaf_state, sides);
            let mut node = at;
            while node != usize::MAX {
                nodes[node].visits += 1;
                for (total, r) in nodes[node].reward.iter_mut().zip(reward) {
                    *total += r;
                }
                node = nodes[node].parent;
            }
        }
        nodes
    }
}

impl Mcts {
    /// The root's moves with their visits, summed over `trees` trees of
    /// seeds drawn from this player's generator, in `moves` order.
    fn merged_visits<G>(&mut self, state: &G, moves: &[G::Move]) -> Vec<u64>
    where
        G: Heuristic + Send + Sync,
        G::Move: Send + Sync,
    {
        let seeds: Vec<u64> = (0..self.config.trees)
            .map(|_| self.rng.next_u64())
            .collect();
        let config = self.config;
        let tree = |&seed: &u64| -> Vec<u64> {
            // One tree of its own seed (`search` is one tree whatever
            // `trees` says).
            let mut one = Mcts::new(MctsConfig { seed, ..config });
            root_visits(&one.search(state), moves)
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

impl<G> Player<G> for Mcts
where
    G: Heuristic + Send + Sync,
    G::Move: Send + Sync,
{
    fn choose(&mut self, state: &G) -> Option<G::Move> {
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
            let visits = self.merged_visits(state, &moves);
            // The most visited; the first in move order among equals.
            let best = (0..moves.len()).rev().max_by_key(|&i| visits[i])?;
            return Some(moves[best]);
        }
        let nodes = self.search(state);
        nodes[0]
            .children
            .iter()
            .max_by_key(|&&c| nodes[c].visits)
            .and_then(|&c| nodes[c].mv)
            .or_else(|| moves.first().copied())
    }

    fn name(&self) -> String {
        format!("mcts({})", self.config.iterations)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_core::demo::DiceRace;

    #[test]
    fn mcts_is_deterministic_for_a_seed() {
        let p = ludeme_surakarta::Position::start();
        let a = Mcts::new(MctsConfig::iterations(200).with_seed(3)).choose(&p);
        let b = Mcts::new(MctsConfig::iterations(200).with_seed(3)).choose(&p);
        assert_eq!(a, b);
    }

    #[test]
    fn mcts_plays_through_chance_nodes_and_three_seats() {
        // Seat 0, having rolled 2 on cell 3 of 5, reaches the goal with +2;
        // after +1, seat 1 on cell 3 could win first.
        let race: DiceRace = "3,3,0 0 2".parse().unwrap();
        let mut mcts = Mcts::new(MctsConfig::iterations(200));
        assert_eq!(mcts.choose(&race).unwrap().to_string(), "+2");
        // Seat 1 (side 1) likewise: after +1, seat 2 (side 0) on cell 3 would
        // win with a roll of 2.
        let race: DiceRace = "0,3,3 1 2".parse().unwrap();
        assert_eq!(mcts.choose(&race).unwrap().to_string(), "+2");
    }

    #[test]
    fn trees_give_the_same_move_for_a_seed_and_find_the_win() {
        let config = MctsConfig::iterations(150).with_seed(9).with_trees(3);
        let p = ludeme_barca::Position::start();
        let a = Mcts::new(config).choose(&p);
        assert_eq!(Mcts::new(config).choose(&p), a);
        assert!(p.legal_moves().contains(&a.unwrap()));
        // The won-in-one capture round the loop, found by merged trees.
        let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
        let mut mcts = Mcts::new(MctsConfig::iterations(100).with_trees(4));
        assert_eq!(mcts.choose(&p).unwrap().to_string(), "b2xc5");
    }

    #[test]
    fn a_shuffle_gives_every_order_alike() {
        let mut rng = SplitMix64::new(8);
        let mut seen = alloc::collections::BTreeMap::new();
        for _ in 0..6_000 {
            let mut items = [0, 1, 2];
            shuffle(&mut items, &mut rng);
            *seen.entry(items).or_insert(0) += 1;
        }
        // All six orders, each near 1,000 times.
        assert_eq!(seen.len(), 6, "{seen:?}");
        assert!(seen.values().all(|&n| (850..1150).contains(&n)), "{seen:?}");
    }

    #[test]
    fn black_finds_its_win_as_white_does() {
        // The won-in-one capture round the loop, for the second side: every
        // side's rewards are kept.
        let p: ludeme_surakarta::Position = "6/2w3/6/6/1b4/6 b".parse().unwrap();
        let mut mcts = Mcts::new(MctsConfig::iterations(300));
        assert_eq!(mcts.choose(&p).unwrap().to_string(), "b2xc5");
    }

    #[test]
    fn a_time_limit_ends_the_search_or_leaves_it_alone() {
        let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
        let mut config = MctsConfig::iterations(300);
        config.time_limit = Some(std::time::Duration::from_secs(3600));
        assert_eq!(Mcts::new(config).choose(&p).unwrap().to_string(), "b2xc5");
        // No time at all: no iteration, and the first move in move order.
        config.time_limit = Some(std::time::Duration::ZERO);
        assert_eq!(
            Mcts::new(config).choose(&p),
            p.legal_moves().first().copied()
        );
    }

    #[test]
    fn uct_is_the_mean_reward_plus_the_exploration_term() {
        // 3 wins in 4 visits under a node of 20: 0.75 + 2·√(ln 20 / 4).
        let expected = 0.75 + 2.0 * (20f64.ln() / 4.0).sqrt();
        assert!((uct(3.0, 4, 20, 2.0) - expected).abs() < 1e-12);
        // No exploration: the mean alone; unvisited counts as one visit.
        assert_eq!(uct(3.0, 4, 20, 0.0), 0.75);
        assert_eq!(uct(0.0, 0, 0, 1.0), 0.0);
        assert!((uct(1.0, 0, 8, 1.0) - (1.0 + 8f64.ln().sqrt())).abs() < 1e-12);
    }

    #[test]
    fn the_most_urgent_child_is_the_first_of_the_highest() {
        let values = [0.5, 0.9, 0.2, 0.9, 0.1];
        assert_eq!(most_urgent(&[0, 1, 2, 3, 4], |c| values[c]), 1);
        assert_eq!(most_urgent(&[4, 3, 2, 1, 0], |c| values[c]), 3);
        assert_eq!(most_urgent(&[2], |c| values[c]), 2);
    }

    #[test]
    fn a_chance_node_has_a_child_an_outcome_visited_as_often_as_it_falls() {
        // The race's root: the coin, 1 or 2 with probability ½ each.
        let start = DiceRace::start();
        let iterations = 2_000;
        let nodes = Mcts::new(MctsConfig::iterations(iterations)).search(&start);
        let outcomes: alloc::vec::Vec<_> = nodes[0]
            .children
            .iter()
            .map(|&c| (nodes[c].mv.unwrap().to_string(), nodes[c].visits))
            .collect();
        assert_eq!(outcomes.len(), 2, "{outcomes:?}");
        assert_eq!(nodes[0].visits, iterations);
        for (_, visits) in &outcomes {
            // Within six standard deviations (√(2000 · ¼) ≈ 22) of 1,000.
            assert!((865..1135).contains(visits), "{outcomes:?}");
        }
        let mut names: alloc::vec::Vec<_> = outcomes.iter().map(|(mv, _)| mv.as_str()).collect();
        names.sort_unstable();
        assert_eq!(names, ["roll 1", "roll 2"]);
    }

    /// The visits of every root move of one tree searched from `seed`, in
    /// `moves` order.
    fn one_tree<G: Heuristic>(
        state: &G,
        config: MctsConfig,
        seed: u64,
        moves: &[G::Move],
    ) -> Vec<u64> {
        root_visits(
            &Mcts::new(config.with_seed(seed).with_trees(1)).search(state),
            moves,
        )
    }

    #[test]
    fn trees_merge_by_visits_each_from_a_seed_of_the_players_generator() {
        let p = ludeme_surakarta::Position::start();
        let moves = p.legal_moves();
        let mut config = MctsConfig::iterations(400).with_seed(4);
        config.playout_plies = 20;
        // The most visited move, the first in move order among equals.
        let most_visited = |visits: &[u64]| {
            let top = *visits.iter().max().unwrap();
            moves[visits.iter().position(|&v| v == top).unwrap()]
        };
        // One tree: the most visited move of the search from the
        // configuration's own seed (seeds where one move leads alone).
        let mut leading = 0;
        for seed in 0..12 {
            let single = one_tree(&p, config, seed, &moves);
            let top = *single.iter().max().unwrap();
            if single.iter().filter(|&&v| v == top).count() == 1 {
                leading += 1;
                let chosen = Mcts::new(config.with_seed(seed)).choose(&p);
                assert_eq!(chosen, Some(most_visited(&single)), "seed {seed}");
            }
        }
        assert!(leading >= 4, "{leading} seeds with one leading move");
        // Three: trees from the first three numbers of a generator of the
        // configuration's seed, their visits summed.
        let mut seeds = SplitMix64::new(4);
        let mut merged = alloc::vec![0; moves.len()];
        for _ in 0..3 {
            let seed = seeds.next_u64();
            for (total, v) in merged.iter_mut().zip(one_tree(&p, config, seed, &moves)) {
                *total += v;
            }
        }
        assert_eq!(merged.iter().sum::<u64>(), 3 * 400);
        assert_eq!(
            Mcts::new(config.with_trees(3)).choose(&p),
            Some(most_visited(&merged))
        );
    }

    #[test]
    fn a_time_limit_is_looked_at_all_through_the_search() {
        // Far more iterations than 30 ms allow (each plays a game out), and
        // more than the 32 before the clock's second reading: the clock,
        // read all through the search, ends it long before they are done.
        let mut config = MctsConfig::iterations(100_000);
        config.time_limit = Some(std::time::Duration::from_millis(30));
        let nodes = Mcts::new(config).search(&ludeme_surakarta::Position::start());
        assert!(nodes[0].visits < 100_000, "{} iterations", nodes[0].visits);
    }

    #[test]
    fn a_config_has_at_least_one_tree() {
        let config = MctsConfig::iterations(10);
        assert_eq!(config.with_trees(0).trees, 1);
        assert_eq!(config.with_trees(1).trees, 1);
        assert_eq!(config.with_trees(3).trees, 3);
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let p: ludeme_surakarta::Position = "6/6/6/6/1w4/6 b".parse().unwrap();
        assert_eq!(Mcts::new(MctsConfig::default()).choose(&p), None);
    }
}

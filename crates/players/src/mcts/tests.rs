//! The MCTS player: determinism for a seed, chance nodes and seats, trees
//! merged by visits, the time limit, and the parts of UCT selection.

use super::*;
use crate::NodeClock;
use ludeme_testing::demo::DiceRace;

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
    let nodes = Mcts::new(MctsConfig::iterations(iterations)).search(&start, None);
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
fn one_tree<G: Heuristic>(state: &G, config: MctsConfig, seed: u64, moves: &[G::Move]) -> Vec<u64> {
    root_visits(
        &Mcts::new(config.with_seed(seed).with_trees(1)).search(state, None),
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
    // Far more iterations than 30 ms allow (each plays a game out), on a
    // clock of 100,000 iterations a second: read every 32 iterations, it
    // ends the search at the first reading past 30 ms, after 32 × 94
    // = 3,008 iterations (30.08 ms), and is told of them all.
    let mut config = MctsConfig::iterations(100_000);
    config.time_limit = Some(std::time::Duration::from_millis(30));
    let clock = alloc::sync::Arc::new(NodeClock::new(100_000));
    let mut mcts = Mcts::new(config).with_clock(clock.clone());
    let nodes = mcts.search(&ludeme_surakarta::Position::start(), None);
    assert_eq!(nodes[0].visits, 32 * 94);
    assert_eq!(clock.nodes(), 32 * 94);
}

#[test]
fn every_tree_reads_the_players_clock() {
    // Two trees on one node clock of 100,000 iterations a second, 30 ms
    // each: each stops at its first reading past 30 ms since its start, so
    // the clock counts at least one tree's 3,000 iterations and at most
    // two trees' 3,008 and a reading more (whether the trees take turns
    // or run at once, counting into the one clock).
    let mut config = MctsConfig::iterations(100_000).with_trees(2);
    config.time_limit = Some(std::time::Duration::from_millis(30));
    let clock = alloc::sync::Arc::new(NodeClock::new(100_000));
    let p = ludeme_surakarta::Position::start();
    assert!(Mcts::new(config)
        .with_clock(clock.clone())
        .choose(&p)
        .is_some());
    let counted = clock.nodes();
    assert!((3_000..=2 * (3_008 + 32)).contains(&counted), "{counted}");
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

#[test]
fn an_oracles_verdict_is_a_finished_games_rewards() {
    use ludeme_core::{Side, Verdict};
    // The winner 1, every other side 0; a draw ½ to every side, as the
    // heuristic's result of a drawn game.
    assert_eq!(rewards_of(Verdict::Win(Side(1))), [0.0, 1.0, 0.0, 0.0]);
    assert_eq!(rewards_of(Verdict::Win(Side(0))), [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(rewards_of(Verdict::Draw), [0.5; MAX_SIDES]);
    // A side beyond those a node keeps wins nothing there.
    assert_eq!(rewards_of(Verdict::Win(Side(9))), [0.0; MAX_SIDES]);
}

//! The alpha-beta player: forced wins found, legal moves only, the same
//! move for the same node budget, history rules seen.

use ludeme_core::{random_playout, Actor, Game, GameLine, Heuristic, History, HistoryRules};
use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget, Contempt, Iteration, NodeClock, Player};
use std::sync::Arc;
use std::time::Duration;

/// Whether the side to move can force a win within `plies` plies, by
/// brute force over every line (independent of the search).
fn forced_win<G: Game>(state: &G, plies: u32) -> bool {
    let Actor::Seat(seat) = state.to_act() else {
        return false;
    };
    let side = state.side_of(seat);
    fn wins<G: Game>(state: &G, side: ludeme_core::Side, plies: u32) -> bool {
        if let Some(outcome) = state.outcome() {
            return outcome.winner() == Some(side);
        }
        if plies == 0 {
            return false;
        }
        let Actor::Seat(seat) = state.to_act() else {
            return false;
        };
        let ours = state.side_of(seat) == side;
        let mut children = state
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = state.clone();
                child.play_unchecked(mv);
                wins(&child, side, plies - 1)
            })
            .collect::<Vec<_>>()
            .into_iter();
        if ours {
            children.any(|w| w)
        } else {
            children.all(|w| w)
        }
    }
    wins(state, side, plies)
}

fn analyse<G: Heuristic + History>(state: &G, nodes: u64) -> ludeme_players::Iteration<G::Move> {
    let mut search = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(nodes)));
    search
        .analyse(
            &GameLine::with_rules(state.clone(), HistoryRules::NONE),
            |_| {},
        )
        .expect("a seat to act")
}

#[test]
fn a_surakarta_capture_of_the_last_piece_is_found() {
    let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
    let best = analyse(&p, 10_000);
    assert_eq!(best.mate_in(), Some(1));
    assert_eq!(best.principal_variation[0].to_string(), "b2xc5");
}

#[test]
fn a_barca_hole_taken_in_one_ply() {
    let p: ludeme_barca::Position = "3M5M/10/L8L/10/10/10/3E2E3/10/10/eellmm4 w"
        .parse()
        .unwrap();
    assert!(forced_win(&p, 1));
    let best = analyse(&p, 10_000);
    assert_eq!(best.mate_in(), Some(1));
    let mut next = p;
    next.play(best.principal_variation[0]).unwrap();
    assert_eq!(
        next.outcome().and_then(|o| o.winner()),
        Some(ludeme_core::Side(0))
    );
}

#[test]
fn a_barca_hole_taken_in_three_plies() {
    // White holds d4 and g4; a mouse to j7 threatens both d7 and g7.
    let p: ludeme_barca::Position = "10/M9/L8L/10/10/10/3E2E3/10/10/mmeell3M w".parse().unwrap();
    assert!(!forced_win(&p, 1));
    assert!(forced_win(&p, 3));
    let best = analyse(&p, 1_000_000);
    assert_eq!(best.mate_in(), Some(3));
    let mut after = p;
    after.play(best.principal_variation[0]).unwrap();
    // Every black reply loses at once.
    for reply in after.legal_moves().iter() {
        let mut next = after;
        next.play_unchecked(*reply);
        assert!(forced_win(&next, 1), "after {reply}");
    }
}

#[test]
fn the_losing_side_sees_the_loss_coming() {
    let p: ludeme_barca::Position = "10/M9/L8L/10/10/10/3E2E3/10/10/mmeell3M w".parse().unwrap();
    let mut after = p;
    after.play("j1-j7".parse().unwrap()).unwrap();
    assert_eq!(analyse(&after, 100_000).mate_in(), Some(-2));
}

#[test]
fn only_legal_moves_are_chosen_in_every_game() {
    fn check<G: Heuristic + History>(start: &G) {
        for seed in 0..6 {
            let game = random_playout(start, seed, 40 + 7 * seed as usize);
            let state = game.last;
            if !matches!(state.to_act(), Actor::Seat(_)) {
                continue;
            }
            let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(3_000)));
            let mv = ab.choose(&state).expect("a move");
            assert!(state.legal_moves().contains(&mv), "{mv} in {state}");
        }
    }
    check(&ludeme_surakarta::Position::start());
    check(&ludeme_surakarta::BasBasan::start());
    check(&ludeme_barca::Position::start());
    check(&ludeme_barricade::Position::start());
}

#[test]
fn a_node_budget_gives_the_same_move_every_time() {
    let p = ludeme_barca::Position::start();
    let first = analyse(&p, 50_000);
    for _ in 0..3 {
        let again = analyse(&p, 50_000);
        assert_eq!(again.principal_variation, first.principal_variation);
        assert_eq!(again.score, first.score);
        assert_eq!(again.nodes, first.nodes);
    }
}

/// A Surakarta record, two black pieces to one white, after three plies:
/// black to move can repeat the start.
fn black_can_repeat_the_start() -> GameLine<ludeme_surakarta::Position> {
    let start: ludeme_surakarta::Position = "b4b/6/6/6/6/w5 w".parse().unwrap();
    let mut record = GameLine::new(start);
    for mv in ["a1-a2", "f6-f5", "a2-a1"] {
        record.play(mv.parse().unwrap()).unwrap();
    }
    record
}

#[test]
fn a_repetition_is_seen_through_the_record() {
    // Surakarta ends a game at the first repetition, on piece count. Black
    // (two pieces to one) can repeat the start: a win only the record shows.
    let record = black_can_repeat_the_start();
    let mut search = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(20_000)));
    let seen = search.analyse(&record, |_| {}).unwrap();
    assert_eq!(seen.mate_in(), Some(1));
    assert_eq!(seen.principal_variation[0].to_string(), "f5-f6");
    let mut next = record.clone();
    next.play(seen.principal_variation[0]).unwrap();
    assert_eq!(
        next.outcome().and_then(|o| o.winner()),
        Some(ludeme_core::Side(1))
    );
    // The position alone, without its history, has no such win.
    let unseen = analyse(record.position(), 20_000);
    assert_ne!(unseen.mate_in(), Some(1));
}

#[test]
fn plain_search_is_a_fixed_depth_yardstick() {
    let p: ludeme_barca::Position = "3M5M/10/L8L/10/10/10/3E2E3/10/10/eellmm4 w"
        .parse()
        .unwrap();
    let mut plain = AlphaBeta::new(AlphaBetaConfig::plain(2));
    let mv = plain.choose(&p).unwrap();
    let mut next = p;
    next.play(mv).unwrap();
    assert!(next.outcome().is_some(), "{mv}");
}

/// The chase of the Barca example: White's elephant goes back and forth,
/// Black's lion with it; Black to move, where `i4-d9` repeats the position
/// a third time (a draw) and other moves keep the game going.
fn barca_chase() -> GameLine<ludeme_barca::Position> {
    let start: ludeme_barca::Position = "1e3e4/3lmml3/10/10/10/3L6/10/10/3LMM4/4EE4 w"
        .parse()
        .unwrap();
    let mut record = GameLine::new(start);
    for mv in "f1-h3 b10-f6 h3-c8 d9-i4 c8-h3 i4-d9 h3-c8 d9-i4 c8-h3".split(' ') {
        record.play(mv.parse().unwrap()).unwrap();
    }
    record
}

fn choice_with(
    record: &GameLine<ludeme_barca::Position>,
    contempt: Contempt,
) -> Iteration<ludeme_barca::Move> {
    let mut config = AlphaBetaConfig::new(Budget::Nodes(300_000));
    config.contempt = contempt;
    AlphaBeta::new(config).analyse(record, |_| {}).unwrap()
}

#[test]
fn contempt_keeps_the_game_going_past_a_repetition() {
    let record = barca_chase();
    let mut repeated = record.clone();
    repeated.play("i4-d9".parse().unwrap()).unwrap();
    assert_eq!(
        repeated.outcome().map(|o| o.to_string()),
        Some("draw (repetition)".to_string()),
        "the example has stopped offering the repetition"
    );
    // The default: a draw is worth less than keeping the game going, as
    // long as that is not a lost game.
    let chosen = choice_with(&record, Contempt::DEFAULT);
    assert_ne!(chosen.principal_variation[0].to_string(), "i4-d9");
    assert_eq!(chosen.mate_in(), None, "{chosen:?}");
    // Draws welcome (negative contempt): the repetition it is.
    let welcome = choice_with(&record, Contempt::from_thousandths(-500));
    assert_eq!(welcome.principal_variation[0].to_string(), "i4-d9");
    assert_eq!(
        welcome.score, 5_000,
        "a draw worth +0.5 to Black, on the scale of 10,000"
    );
}

/// What an iteration reports but its time: depth, whether complete, score,
/// principal variation, nodes.
type Reported<M> = (u32, bool, i32, Vec<M>, u64);

/// The iterations of searches of `record` by one player, move after move
/// (its caches kept between them), with estimate caches of 2^`bits`.
fn iterations_along<G: Heuristic + History>(
    record: &GameLine<G>,
    bits: u32,
    moves: usize,
) -> Vec<Reported<G::Move>> {
    let mut config = AlphaBetaConfig::new(Budget::Nodes(20_000));
    config.estimate_bits = bits;
    let mut player = AlphaBeta::new(config);
    let mut record = record.clone();
    let mut seen = Vec::new();
    for _ in 0..moves {
        let mut report = |i: &Iteration<G::Move>| {
            seen.push((
                i.depth,
                i.complete,
                i.score,
                i.principal_variation.clone(),
                i.nodes,
            ))
        };
        let Some(last) = player.analyse(&record, &mut report) else {
            break;
        };
        record.play(last.principal_variation[0]).unwrap();
    }
    seen
}

#[test]
fn the_estimate_cache_changes_no_result() {
    // Both seats searched by the same player, so the cache is emptied for
    // each side and kept across its searches; a tiny cache (2^4) replaces
    // entries all the time.
    fn same<G: Heuristic + History>(start: G) {
        let record = GameLine::new(start);
        let without = iterations_along(&record, 0, 6);
        assert!(without.len() >= 6);
        for bits in [4, 16] {
            assert_eq!(iterations_along(&record, bits, 6), without, "2^{bits}");
        }
    }
    same(ludeme_barca::Position::start());
    same(ludeme_surakarta::Position::start());
    same(random_playout(&ludeme_barca::Position::start(), 3, 30).last);
}

#[test]
fn a_forced_result_ends_the_deepening() {
    // White takes Black's last piece: a win in one ply, found at depth 1.
    let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
    assert!(p.legal_moves().len() > 1);
    let mut search = AlphaBeta::new(AlphaBetaConfig::new(Budget::Depth(6)));
    let mut depths = Vec::new();
    let last = search
        .analyse(
            &GameLine::with_rules(p, HistoryRules::NONE),
            |i: &Iteration<_>| depths.push(i.depth),
        )
        .unwrap();
    assert_eq!(depths, [1]);
    assert_eq!(last.mate_in(), Some(1));
}

#[test]
fn choose_in_sees_the_record() {
    // The repetition of `a_repetition_is_seen_through_the_record`: a win
    // the record shows and the position alone does not.
    let mut record = black_can_repeat_the_start();
    let mut player = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(20_000)));
    let mv = player.choose_in(&record).expect("a move");
    record.play(mv).unwrap();
    assert_eq!(
        record.outcome().and_then(|o| o.winner()),
        Some(ludeme_core::Side(1))
    );
}

#[test]
fn the_name_tells_the_plain_yardstick_apart() {
    type G = ludeme_surakarta::Position;
    let name = |config| Player::<G>::name(&AlphaBeta::new(config));
    assert_eq!(name(AlphaBetaConfig::plain(4)), "plain(4)");
    assert_eq!(name(AlphaBetaConfig::new(Budget::Depth(6))), "ab(depth 6)");
    assert_eq!(
        name(AlphaBetaConfig::new(Budget::Nodes(5000))),
        "ab(nodes 5000)"
    );
    assert_eq!(
        name(AlphaBetaConfig::new(Budget::Time(
            std::time::Duration::from_millis(1500)
        ))),
        "ab(1.5s)"
    );
}

/// The iterations `analyse` reports for `config`, without history rules.
fn reports<G: Heuristic + History>(state: &G, config: AlphaBetaConfig) -> Vec<Iteration<G::Move>> {
    let mut seen = Vec::new();
    AlphaBeta::new(config).analyse(
        &GameLine::with_rules(state.clone(), HistoryRules::NONE),
        |i: &Iteration<G::Move>| seen.push(i.clone()),
    );
    seen
}

/// What an iteration reports but its time.
fn untimed<M: Clone>(i: &Iteration<M>) -> Reported<M> {
    (
        i.depth,
        i.complete,
        i.score,
        i.principal_variation.clone(),
        i.nodes,
    )
}

#[test]
fn a_depth_budget_deepens_to_that_depth() {
    let p = ludeme_surakarta::Position::start();
    let seen = reports(&p, AlphaBetaConfig::new(Budget::Depth(3)));
    assert_eq!(seen.iter().map(|i| i.depth).collect::<Vec<_>>(), [1, 2, 3]);
    assert!(seen.iter().all(|i| i.complete));
    // Nodes and time are counted from the start of the whole search.
    assert!(seen.windows(2).all(|w| w[0].nodes < w[1].nodes));
    assert!(seen.windows(2).all(|w| w[0].elapsed <= w[1].elapsed));
    assert!(seen[0].nodes > 1);
    assert!(seen[2].elapsed > std::time::Duration::ZERO);
}

#[test]
fn a_plain_search_one_ply_deep_visits_the_root_and_each_child() {
    fn check<G: Heuristic + History>(state: G) {
        let seen = reports(&state, AlphaBetaConfig::plain(1));
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0].nodes, 1 + state.legal_moves().len() as u64);
    }
    check(ludeme_surakarta::Position::start());
    check(ludeme_barca::Position::start());
    check(random_playout(&ludeme_surakarta::Position::start(), 5, 50).last);
}

/// A node budget ends an iteration part way (reported incomplete), and
/// starts no iteration once half the budget is spent: the complete
/// iterations are those of a search without that budget.
#[test]
fn a_node_budget_cuts_iterations_and_starts_none_past_its_half() {
    let p = random_playout(&ludeme_surakarta::Position::start(), 2, 20).last;
    let full = reports(&p, AlphaBetaConfig::new(Budget::Depth(5)));
    assert_eq!(full.len(), 5);
    let mut budgets = Vec::new();
    for pair in full.windows(2) {
        // Enough to start the next iteration, too little to finish it.
        let (low, high) = (2 * pair[0].nodes + 1, pair[1].nodes);
        if low < high {
            budgets.extend((0..4).map(|k| low + (high - low) * k / 4));
        }
        // Too little left to start the next one.
        budgets.push(pair[0].nodes * 3 / 2);
        budgets.push(pair[0].nodes * 2);
    }
    let mut incomplete = 0;
    for &n in &budgets {
        let seen = reports(&p, AlphaBetaConfig::new(Budget::Nodes(n)));
        for (i, iteration) in seen.iter().enumerate() {
            if iteration.complete {
                assert_eq!(untimed(iteration), untimed(&full[i]), "budget {n}");
            } else {
                incomplete += 1;
                assert_eq!(i + 1, seen.len(), "budget {n}: only the last is cut");
                // Cut at the budget's node, no later.
                assert_eq!(iteration.nodes, n);
            }
        }
        for pair in seen.windows(2) {
            assert!(
                pair[0].nodes * 2 < n,
                "budget {n}: {} before",
                pair[0].nodes
            );
        }
    }
    assert!(incomplete > 0, "budgets {budgets:?} cut no iteration");
}

#[test]
fn a_time_budget_is_spent_and_starts_no_iteration_past_its_half() {
    // Time counted in nodes, a million a second: the same on every
    // machine. 100 ms is 100,000 nodes; the clock is read every 1024.
    let budget = Duration::from_millis(100);
    let p = ludeme_surakarta::Position::start();
    let timed = || {
        let clock = Arc::new(NodeClock::new(1_000_000));
        let mut seen = Vec::new();
        AlphaBeta::new(AlphaBetaConfig::new(Budget::Time(budget)))
            .with_clock(clock.clone())
            .analyse(&GameLine::new(p), |i| seen.push(i.clone()));
        (seen, clock.nodes())
    };
    let (seen, counted) = timed();
    let last = seen.last().expect("an iteration");
    for pair in seen.windows(2) {
        assert!(pair[0].elapsed * 2 < budget, "{:?} before", pair[0].elapsed);
    }
    // It stops at the budget or when the next iteration is not worth
    // starting, past half the budget; at the budget, at the first check
    // past it. Every node is counted, and the time is the nodes'.
    assert!(last.elapsed * 2 >= budget, "{:?}", last.elapsed);
    assert!(last.nodes <= 100_000 + 1024, "{} nodes", last.nodes);
    assert_eq!(counted, last.nodes);
    assert_eq!(last.elapsed, Duration::from_micros(last.nodes));
    // On a clock that counts, the same search every time.
    assert_eq!(timed(), (seen, counted));
}

#[test]
fn a_share_of_a_clock_is_spent_and_its_limit_kept() {
    // A move's share of a clock, on a node clock of a million nodes a
    // second: it aims at 40 ms, scaled by how settled the search is (half
    // to three times), never past the 120 ms limit; it starts no iteration
    // past half its aim, and ends one under way at the first check (every
    // 1024 nodes) past its aim.
    let ms = Duration::from_millis;
    let (target, limit) = (ms(40), ms(120));
    for plies in [0, 10, 30] {
        let p = random_playout(&ludeme_surakarta::Position::start(), 1, plies).last;
        let clock = Arc::new(NodeClock::new(1_000_000));
        let mut seen = Vec::new();
        AlphaBeta::new(AlphaBetaConfig::new(Budget::Clock { target, limit }))
            .with_clock(clock)
            .analyse(&GameLine::new(p), |i| seen.push(i.clone()));
        let last = seen.last().expect("an iteration");
        if last.mate_in().is_some() {
            continue; // a forced result ends the search at once
        }
        assert!(last.elapsed * 4 >= target, "{plies}: {:?}", last.elapsed);
        assert!(
            last.elapsed <= limit + Duration::from_micros(1024),
            "{plies}: {:?}",
            last.elapsed
        );
    }
}

#[test]
fn a_node_clock_counts_every_node_even_of_an_iteration_cut_before_its_first_move() {
    // Under a node budget the search ends after an iteration that leaves
    // less than half of it, or cuts the next one at the budget: part way
    // (reported), or before its first move was searched in full (not
    // reported, its nodes told to the clock when the search ends), which
    // budgets from 4,250 do in this position.
    let p = random_playout(&ludeme_surakarta::Position::start(), 0, 10).last;
    let mut cut_before_a_move = 0;
    for budget in (1_000..40_000).step_by(500) {
        let clock = Arc::new(NodeClock::new(1_000_000));
        let mut last = None;
        AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(budget)))
            .with_clock(clock.clone())
            .analyse(&GameLine::new(p), |i| last = Some(i.clone()));
        let last = last.expect("an iteration");
        let counted = clock.nodes();
        assert!(
            counted == last.nodes || counted >= budget,
            "{budget}: {counted}"
        );
        assert_eq!(last.elapsed, Duration::from_micros(last.nodes));
        if counted > last.nodes {
            cut_before_a_move += 1;
        }
    }
    assert!(
        cut_before_a_move > 0,
        "no budget cut an iteration before its first move"
    );
}

#[test]
fn a_stop_flag_is_seen_within_1024_nodes() {
    use std::sync::{atomic::AtomicBool, Arc};
    // A Barca position whose first iteration visits more than 1024 nodes.
    let p = random_playout(&ludeme_barca::Position::start(), 1, 20).last;
    let first = reports(&p, AlphaBetaConfig::new(Budget::Depth(1)));
    assert!(first[0].nodes > 1024, "{} nodes", first[0].nodes);
    // Told to stop before it starts: it stops at the first check, part way
    // through the first iteration.
    let stop = Arc::new(AtomicBool::new(true));
    let mut player = AlphaBeta::new(AlphaBetaConfig::new(Budget::Depth(30))).with_stop(stop);
    let mut seen = Vec::new();
    player.analyse(
        &GameLine::with_rules(p, HistoryRules::NONE),
        |i: &Iteration<_>| seen.push(i.clone()),
    );
    assert_eq!(seen.len(), 1);
    assert!(!seen[0].complete);
    assert!(seen[0].nodes <= 1024, "{} nodes", seen[0].nodes);
}

/// The table keeps what a search found for the next one: a search of the
/// same position again finds the same, with the table's help.
#[test]
fn a_position_searched_again_gives_the_same_result() {
    let p = random_playout(&ludeme_surakarta::Position::start(), 4, 30).last;
    let record = GameLine::with_rules(p, HistoryRules::NONE);
    let mut player = AlphaBeta::new(AlphaBetaConfig::new(Budget::Depth(3)));
    let first = player.analyse(&record, |_| {}).unwrap();
    let again = player.analyse(&record, |_| {}).unwrap();
    assert_eq!(again.depth, 3);
    assert_eq!(again.score, first.score);
    assert_eq!(again.principal_variation[0], first.principal_variation[0]);
}

/// The last iterations of a plain 4-ply search of `state`, without a
/// table and with one of `table_bits` bits, once checked that the table
/// saved nodes and changed no score.
fn without_and_with_a_table<G: Heuristic + History + core::fmt::Display>(
    state: &G,
    table_bits: u32,
) -> (Iteration<G::Move>, Iteration<G::Move>) {
    let without = reports(state, AlphaBetaConfig::plain(4)).pop().unwrap();
    let mut config = AlphaBetaConfig::plain(4);
    config.table_bits = table_bits;
    let with = reports(state, config).pop().unwrap();
    assert_eq!(with.score, without.score, "{state}");
    assert!(
        with.nodes < without.nodes,
        "{state}: {} >= {}",
        with.nodes,
        without.nodes
    );
    (without, with)
}

/// Transpositions taken from the table: the same plain fixed-depth
/// result in fewer nodes.
#[test]
fn the_table_saves_nodes_and_changes_no_plain_result() {
    for plies in [10, 30, 50] {
        let p = random_playout(&ludeme_surakarta::Position::start(), 6, plies).last;
        let (without, with) = without_and_with_a_table(&p, 14);
        assert_eq!(with.depth, without.depth, "{p}");
    }
}

#[test]
fn the_plain_search_keeps_the_first_of_equal_moves() {
    use ludeme_core::Side;
    let p = ludeme_surakarta::Position::start();
    // Every line of two plies is worth the same to the plain estimate.
    let mut values = Vec::new();
    for &mv in p.legal_moves().iter() {
        let mut child = p;
        child.play_unchecked(mv);
        for &reply in child.legal_moves().iter() {
            let mut grandchild = child;
            grandchild.play_unchecked(reply);
            values.push(grandchild.plain_evaluate(Side(0)));
        }
    }
    assert!(values.windows(2).all(|w| w[0] == w[1]));
    // The table keeps each side's choice for the principal variation.
    let mut config = AlphaBetaConfig::plain(2);
    config.table_bits = 12;
    let last = reports(&p, config).pop().unwrap();
    let first = p.legal_moves()[0];
    let mut child = p;
    child.play_unchecked(first);
    assert_eq!(last.principal_variation, [first, child.legal_moves()[0]]);
}

#[test]
fn a_history_rule_ends_lines_past_the_depth_too() {
    // One ply before the ply cap: every move draws, which the default
    // contempt scores 0.05 below even (500 on the scale of 10,000), and,
    // for a side whose estimate is ahead by more, half the lead beyond
    // 0.05 lower still. One ply deep, the moves' positions are past the
    // depth, where quiescence would follow a capture or stand on the
    // estimate.
    let mut ahead = 0;
    for plies in [30, 40, 50, 60, 70] {
        let p = random_playout(&ludeme_surakarta::Position::start(), 0, plies).last;
        let ludeme_core::Actor::Seat(seat) = p.to_act() else {
            panic!("{p}: a seat to move")
        };
        let side = p.side_of(seat);
        let lead = ((p.evaluate(side) - 0.5) * 20_000.0).round() as i32;
        let expected = -500 - (lead.min(10_000) - 500).max(0) / 2;
        ahead += usize::from(lead > 500);
        let record = GameLine::with_rules(p, HistoryRules::NONE.with_ply_cap(Some(1)));
        let mut player = AlphaBeta::new(AlphaBetaConfig::new(Budget::Depth(1)));
        let last = player.analyse(&record, |_| {}).unwrap();
        assert_eq!(last.score, expected, "{p}");
    }
    assert!(ahead > 0, "a lead beyond the contempt seen");
}

#[test]
fn a_chance_node_met_again_is_taken_from_the_table() {
    use ludeme_testing::demo::DiceRace;
    // Seat 1 advancing one cell after a roll of 1 or of 2 comes to the
    // same position, where chance acts: the second time, the table knows
    // it (four plies: a search after the two rolls).
    let race: DiceRace = "0,1,0 0 2".parse().unwrap();
    without_and_with_a_table(&race, 12);
}

#[test]
fn a_single_legal_move_ends_the_deepening() {
    use ludeme_testing::demo::DiceRace;
    // Seat 0 rolled 1: advancing one cell is its only move.
    let race: DiceRace = "0,1,0 0 1".parse().unwrap();
    assert_eq!(race.legal_moves().len(), 1);
    let seen = reports(&race, AlphaBetaConfig::new(Budget::Depth(5)));
    assert_eq!(seen.iter().map(|i| i.depth).collect::<Vec<_>>(), [1]);
    assert!(seen[0].complete && seen[0].mate_in().is_none());
}

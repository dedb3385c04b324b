//! The search checked against an oracle (plain minimax, expectimax at
//! chance nodes, written without pruning, table or ordering), quiescence
//! against the oracle's, and the rules of principal variation search and
//! late move reductions.

use super::*;
use crate::alphabeta::Contempt;
use ludeme_core::{random_playout, Game, HistoryRules};
use ludeme_testing::demo::DiceRace;

/// A heuristic value on the scale of scores, as the score module gives
/// it: 0..1 becomes -10,000..10,000, ½ an even game.
fn heuristic_score(value: f64) -> i32 {
    ((value - 0.5) * 20_000.0).round() as i32
}

/// A finished game for `side`, `ply` plies from the root: a win is
/// worth `WIN` less the plies to it, a draw the contempt below even.
fn result_score(outcome: Outcome, side: Side, ply: u32, contempt: Contempt) -> i32 {
    match outcome.winner() {
        Some(winner) if winner == side => WIN - ply as i32,
        Some(_) => ply as i32 - WIN,
        None => -10 * contempt.thousandths(),
    }
}

/// What the search is checked against: plain minimax (expectimax at
/// chance nodes), written without pruning, table or ordering.
struct Oracle {
    side: Side,
    plain: bool,
    /// Follow tactical moves past the depth (at most eight plies).
    quiescence: bool,
    contempt: Contempt,
}

impl Oracle {
    fn leaf<G: Heuristic>(&self, state: &G) -> i32 {
        heuristic_score(if self.plain {
            state.plain_evaluate(self.side)
        } else {
            state.evaluate(self.side)
        })
    }

    fn end<G: Heuristic>(&self, state: &G, ply: u32) -> i32 {
        match state.outcome() {
            Some(outcome) => result_score(outcome, self.side, ply, self.contempt),
            None => self.leaf(state),
        }
    }

    fn value<G: Heuristic>(&self, state: &G, depth: u32, ply: u32) -> i32 {
        if depth == 0 {
            return self.quiet_value(state, ply, if self.quiescence { 8 } else { 0 });
        }
        match state.to_act() {
            Actor::Nobody => self.end(state, ply),
            Actor::Chance => {
                let total: f64 = state
                    .chance_outcomes()
                    .iter()
                    .map(|&(mv, p)| {
                        let mut child = state.clone();
                        child.play_unchecked(mv);
                        p * f64::from(self.value(&child, depth - 1, ply + 1))
                    })
                    .sum();
                total.round() as i32
            }
            Actor::Seat(seat) => {
                let moves = state.legal_moves();
                if moves.is_empty() {
                    return self.end(state, ply);
                }
                let values = moves.iter().map(|&mv| {
                    let mut child = state.clone();
                    child.play_unchecked(mv);
                    self.value(&child, depth - 1, ply + 1)
                });
                if state.side_of(seat) == self.side {
                    values.max().unwrap()
                } else {
                    values.min().unwrap()
                }
            }
        }
    }

    /// The heuristic score, or better for the side to move by a
    /// tactical move while `left` plies remain.
    fn quiet_value<G: Heuristic>(&self, state: &G, ply: u32, left: u32) -> i32 {
        let seat = match state.to_act() {
            Actor::Nobody => return self.end(state, ply),
            Actor::Chance => return self.leaf(state),
            Actor::Seat(seat) => seat,
        };
        let stand = self.leaf(state);
        if left == 0 {
            return stand;
        }
        let maximising = state.side_of(seat) == self.side;
        let mut moves = G::MoveList::default();
        state.tactical_moves(&mut moves);
        moves.iter().fold(stand, |best, &mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            let value = self.quiet_value(&child, ply + 1, left - 1);
            if maximising {
                best.max(value)
            } else {
                best.min(value)
            }
        })
    }
}

/// The search's root score and best move for `config` at `depth` (one
/// iteration, from an empty table), and the oracle's value of that
/// move's child.
fn searched<G: Heuristic + History>(
    config: AlphaBetaConfig,
    state: &G,
    depth: u32,
    oracle: &Oracle,
) -> (i32, i32) {
    let mut table = TranspositionTable::default();
    let mut estimates = EstimateCache::default();
    table.prepare(config.table_bits, oracle.side);
    estimates.prepare(config.estimate_bits, oracle.side, config.plain);
    let record = GameLine::with_rules(state.clone(), HistoryRules::NONE);
    let mut search = Search::new(
        config,
        &mut table,
        &mut estimates,
        &record,
        oracle.side,
        Interrupts::default(),
        None,
    );
    let (score, best) = search.root(state, depth).expect("a move searched");
    let mut child = state.clone();
    child.play_unchecked(state.legal_moves()[best]);
    (score, oracle.value(&child, depth - 1, 1))
}

/// Quiescence of `state`, one ply below the root, with `left` plies to
/// follow tactical moves, checked against the oracle's.
fn check_quiescence<G: Heuristic + History>(state: &G, left: u32) {
    let config = AlphaBetaConfig::new(Budget::Depth(1));
    // The root's side moved into `state`: it is the other side's turn.
    let side = Side(1 - side_to_move(state).0);
    let oracle = Oracle {
        side,
        plain: false,
        quiescence: true,
        contempt: config.contempt,
    };
    let mut table = TranspositionTable::default();
    let mut estimates = EstimateCache::default();
    estimates.prepare(4, side, false);
    let record = GameLine::with_rules(state.clone(), HistoryRules::NONE);
    let mut search = Search::new(
        config,
        &mut table,
        &mut estimates,
        &record,
        side,
        Interrupts::default(),
        None,
    );
    let score = search.quiesce(state, 1, -WIN - 1, WIN + 1, left);
    assert_eq!(
        score,
        oracle.quiet_value(state, 1, left),
        "{left} left: {state}"
    );
}

#[test]
fn quiescence_follows_tactical_moves_as_far_as_it_is_told() {
    let start = ludeme_surakarta::Position::start();
    let mut states = positions(&start, &[30, 40, 50, 120]);
    // A capture that ends the game, two plies below the root.
    states.push("6/2b3/6/6/1w4/6 w".parse().unwrap());
    let mut deeper_differs = [false; 3];
    for state in &states {
        for left in 0..=3 {
            check_quiescence(state, left);
        }
        let oracle = Oracle {
            side: Side(1 - side_to_move(state).0),
            plain: false,
            quiescence: true,
            contempt: Contempt::DEFAULT,
        };
        for left in 0..3 {
            let (value, deeper) = (
                oracle.quiet_value(state, 1, left),
                oracle.quiet_value(state, 1, left + 1),
            );
            deeper_differs[left as usize] |= value != deeper;
        }
    }
    // Each ply more changes some value: the limit is seen.
    assert_eq!(deeper_differs, [true; 3]);
}

/// Positions where a seat acts, from a random game of `start` after
/// each number of plies.
fn positions<G: Game>(start: &G, plies: &[usize]) -> Vec<G> {
    plies
        .iter()
        .map(|&plies| random_playout(start, 0, plies).last)
        .filter(|state| matches!(state.to_act(), Actor::Seat(_)))
        .collect()
}

fn side_to_move<G: Game>(state: &G) -> Side {
    match state.to_act() {
        Actor::Seat(seat) => state.side_of(seat),
        _ => unreachable!("positions are where a seat acts"),
    }
}

/// Checks the search of each position against the oracle, at every
/// depth up to `max_depth`: the root's score, and a best move whose
/// child is worth that score.
fn check_against_oracle<G: Heuristic + History>(
    config: AlphaBetaConfig,
    states: &[G],
    max_depth: u32,
) {
    assert!(!states.is_empty());
    for state in states {
        let oracle = Oracle {
            side: side_to_move(state),
            plain: config.plain,
            quiescence: config.enhanced,
            contempt: config.contempt,
        };
        for depth in 1..=max_depth {
            let expected = oracle.value(state, depth, 0);
            let (score, of_best) = searched(config, state, depth, &oracle);
            assert_eq!(score, expected, "depth {depth}: {state}");
            assert_eq!(of_best, expected, "best move, depth {depth}: {state}");
        }
    }
}

#[test]
fn a_plain_search_is_minimax() {
    let config = AlphaBetaConfig::plain(3);
    let start = ludeme_surakarta::Position::start();
    check_against_oracle(config, &positions(&start, &[20, 45, 70, 90]), 3);
    let start = ludeme_barca::Position::start();
    check_against_oracle(config, &positions(&start, &[10, 30]), 2);
    // Dice: a move's position is one where chance acts, scored by the
    // estimate past the depth.
    let start = ludeme_barricade::Position::start();
    check_against_oracle(config, &positions(&start, &[11, 41, 81]), 2);
}

#[test]
fn a_plain_search_with_a_table_is_minimax() {
    let mut config = AlphaBetaConfig::plain(3);
    config.table_bits = 12;
    let start = ludeme_surakarta::Position::start();
    check_against_oracle(config, &positions(&start, &[25, 50, 80]), 3);
}

/// Four plies: the same position comes at the third ply by two orders
/// of the same moves, and is taken from the table the second time;
/// endgames, where the table holds wins and losses.
#[test]
fn a_plain_search_four_plies_deep_with_a_table_is_minimax() {
    let mut config = AlphaBetaConfig::plain(4);
    config.table_bits = 12;
    let endgames: Vec<ludeme_surakarta::Position> = [
        "6/2b3/6/6/1w4/6 w",
        "b4b/6/6/6/6/w5 w",
        "1b4/6/2w3/6/3b2/w5 b",
        "b5/1b4/6/6/4w1/4ww w",
    ]
    .iter()
    .map(|text| text.parse().unwrap())
    .collect();
    check_against_oracle(config, &endgames, 4);
}

/// Depths of two plies at most: late move reductions (from depth 3)
/// are a guess that a deeper search can contradict.
#[test]
fn the_enhanced_search_is_minimax_with_quiescence() {
    let mut config = AlphaBetaConfig::new(Budget::Depth(2));
    config.table_bits = 12;
    config.estimate_bits = 10;
    let start = ludeme_surakarta::Position::start();
    // Positions where quiescence changes the value, whose brute force
    // is quick.
    check_against_oracle(config, &positions(&start, &[30, 40, 50, 120]), 2);
    let start = ludeme_barca::Position::start();
    check_against_oracle(config, &positions(&start, &[80]), 2);
}

/// The dice race: chance nodes, three seats for two sides, wins at
/// every depth, and at most two moves a node (no late move
/// reductions), so that the enhanced search is minimax too.
#[test]
fn chance_nodes_are_averaged_and_seats_play_for_their_side() {
    let races: Vec<DiceRace> = ["3,2,3 1 2", "2,3,1 0 1", "0,0,0 2 2", "1,3,2 1 1"]
        .iter()
        .map(|text| text.parse().unwrap())
        .collect();
    for config in [
        AlphaBetaConfig::plain(6),
        AlphaBetaConfig::new(Budget::Depth(6)),
    ] {
        check_against_oracle(config, &races, 6);
    }
}

/// The searches `search_later_move` asks for (depth, window), given
/// the scores they return (`None`: stopped), and its answer.
fn later_move(
    maximising: bool,
    window: (i32, i32),
    depth: u32,
    reduction: u32,
    scores: &[Option<i32>],
) -> (Vec<(u32, i32, i32)>, Option<i32>) {
    let mut asked = Vec::new();
    let mut scores = scores.iter();
    let answer = search_later_move(maximising, window, depth, reduction, |d, low, high| {
        asked.push((d, low, high));
        *scores.next().expect("no more searches than scripted")
    });
    (asked, answer)
}

#[test]
fn a_later_move_is_searched_with_a_null_window_then_again_if_better() {
    // Failing low stands: at most the bound.
    let (asked, answer) = later_move(true, (10, 50), 4, 0, &[Some(10)]);
    assert_eq!((asked, answer), (vec![(3, 10, 11)], Some(10)));
    // Failing high: again with the full window.
    let (asked, answer) = later_move(true, (10, 50), 4, 0, &[Some(11), Some(30)]);
    assert_eq!(asked, [(3, 10, 11), (3, 10, 50)]);
    assert_eq!(answer, Some(30));
    // The minimising side's bound is beta.
    let (asked, answer) = later_move(false, (10, 50), 4, 0, &[Some(50)]);
    assert_eq!((asked, answer), (vec![(3, 49, 50)], Some(50)));
    let (asked, answer) = later_move(false, (10, 50), 4, 0, &[Some(49), Some(20)]);
    assert_eq!(asked, [(3, 49, 50), (3, 10, 50)]);
    assert_eq!(answer, Some(20));
    // A node of a null window has no wider window to search again with.
    let (asked, answer) = later_move(true, (10, 11), 4, 0, &[Some(11)]);
    assert_eq!((asked, answer), (vec![(3, 10, 11)], Some(11)));
}

#[test]
fn a_reduced_move_is_searched_again_at_full_depth_if_better() {
    let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(10)]);
    assert_eq!((asked, answer), (vec![(2, 10, 11)], Some(10)));
    let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(12), Some(9)]);
    assert_eq!(asked, [(2, 10, 11), (3, 10, 11)]);
    assert_eq!(answer, Some(9));
    let scores = [Some(12), Some(15), Some(20)];
    let (asked, answer) = later_move(true, (10, 50), 4, 1, &scores);
    assert_eq!(asked, [(2, 10, 11), (3, 10, 11), (3, 10, 50)]);
    assert_eq!(answer, Some(20));
    let scores = [Some(45), Some(40), Some(30)];
    let (asked, answer) = later_move(false, (10, 50), 6, 2, &scores);
    assert_eq!(asked, [(3, 49, 50), (5, 49, 50), (5, 10, 50)]);
    assert_eq!(answer, Some(30));
}

#[test]
fn a_later_move_ends_when_the_search_is_stopped() {
    let (asked, answer) = later_move(true, (10, 50), 4, 1, &[None]);
    assert_eq!((asked.len(), answer), (1, None));
    let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(12), None]);
    assert_eq!((asked.len(), answer), (2, None));
    let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(12), Some(15), None]);
    assert_eq!((asked.len(), answer), (3, None));
}

#[test]
fn quiet_moves_late_in_the_order_are_reduced_as_documented() {
    let quiet = |searched, depth| reduction(searched, depth, false, false);
    // Before the fourth move (three searched), from depth 3: one ply.
    assert_eq!(quiet(2, 3), 0);
    assert_eq!(quiet(3, 2), 0);
    assert_eq!(quiet(3, 3), 1);
    assert_eq!(quiet(11, 9), 1);
    // From the thirteenth move (twelve searched), from depth 5: two.
    assert_eq!(quiet(12, 4), 1);
    assert_eq!(quiet(12, 5), 2);
    assert_eq!(quiet(40, 9), 2);
    // A tactical move or a killer never.
    for (tactical, killer) in [(true, false), (false, true), (true, true)] {
        assert_eq!(reduction(3, 3, tactical, killer), 0);
        assert_eq!(reduction(40, 9, tactical, killer), 0);
    }
}

/// Forward pruning (null move, futility, late moves) may change a score,
/// never a forced result that minimax finds within the depth: the pruned
/// search of Surakarta endgames gives the same wins and losses, in the same
/// number of plies.
#[test]
fn the_pruned_search_keeps_every_forced_result_minimax_finds() {
    let mut config = AlphaBetaConfig::new(Budget::Depth(5));
    config.table_bits = 12;
    config.estimate_bits = 10;
    let mut forced = 0;
    for text in [
        "6/2b3/6/6/1w4/6 w",
        "b4b/6/6/6/6/w5 w",
        "1b4/6/2w3/6/3b2/w5 b",
        "b5/1b4/6/6/4w1/4ww w",
        "b5/1b4/6/6/4w1/4ww b",
        "2b3/6/1b4/6/4w1/3w1w b",
    ] {
        let state: ludeme_surakarta::Position = text.parse().unwrap();
        let oracle = Oracle {
            side: side_to_move(&state),
            plain: false,
            quiescence: true,
            contempt: config.contempt,
        };
        for depth in 1..=5 {
            let expected = oracle.value(&state, depth, 0);
            if expected.abs() < score::WON {
                continue;
            }
            forced += 1;
            let (score, of_best) = searched(config, &state, depth, &oracle);
            assert_eq!(score, expected, "depth {depth}: {text}");
            assert_eq!(of_best, expected, "best move, depth {depth}: {text}");
        }
    }
    assert!(forced >= 4, "only {forced} forced results");
}

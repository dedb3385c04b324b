//! The alpha-beta player: forced wins found, legal moves only, the same
//! move for the same node budget, history rules seen.

use ludeme_core::{random_playout, Actor, Game, Heuristic, History, HistoryRules, Record};
use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget, Contempt, Iteration, Player};

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
            &Record::with_rules(state.clone(), HistoryRules::NONE),
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

#[test]
fn a_repetition_is_seen_through_the_record() {
    // Surakarta ends a game at the first repetition, on piece count. Black
    // (two pieces to one) can repeat the start: a win only the record shows.
    let start: ludeme_surakarta::Position = "b4b/6/6/6/6/w5 w".parse().unwrap();
    let mut record = Record::new(start);
    for mv in ["a1-a2", "f6-f5", "a2-a1"] {
        record.play(mv.parse().unwrap()).unwrap();
    }
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
fn barca_chase() -> Record<ludeme_barca::Position> {
    let start: ludeme_barca::Position = "1e3e4/3lmml3/10/10/10/3L6/10/10/3LMM4/4EE4 w"
        .parse()
        .unwrap();
    let mut record = Record::new(start);
    for mv in "f1-h3 b10-f6 h3-c8 d9-i4 c8-h3 i4-d9 h3-c8 d9-i4 c8-h3".split(' ') {
        record.play(mv.parse().unwrap()).unwrap();
    }
    record
}

fn choice_with(
    record: &Record<ludeme_barca::Position>,
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
    record: &Record<G>,
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
        let record = Record::new(start);
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

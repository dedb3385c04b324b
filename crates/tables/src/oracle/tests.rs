//! The tables as an oracle: the players consulting them convert won
//! positions within the rules, and the values they give.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use ludeme_core::{History, HistoryRules, SplitMix64};
use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget, Mcts, MctsConfig, Player};

use super::*;
use crate::{generate, GenerateOptions, Probe};

/// A fresh directory for tables, under the system's temporary one.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "ludeme-tables-oracle-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The tables of up to five pieces, generated once for these tests
/// into a directory removed once they are open (an open table file
/// stays readable).
fn tables() -> &'static Arc<Tables> {
    static TABLES: OnceLock<Arc<Tables>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let dir = scratch("five");
        generate(&dir, 5, &GenerateOptions::default()).expect("tables generated");
        let tables = Tables::open(&dir).expect("tables opened");
        let _ = std::fs::remove_dir_all(&dir);
        Arc::new(tables)
    })
}

fn oracle() -> Arc<dyn Oracle<Position>> {
    tables().clone()
}

/// A random position of `white` and `black` pieces, White to move.
fn random_position(rng: &mut SplitMix64, white: u32, black: u32) -> Position {
    let mut taken = 0u64;
    let mut place = |count: u32| {
        let mut side = 0u64;
        while side.count_ones() < count {
            let point = 1u64 << rng.below(36);
            if taken & point == 0 {
                taken |= point;
                side |= point;
            }
        }
        side
    };
    let (white, black) = (place(white), place(black));
    Position::from_pieces(white, black, Colour::White, Rules::default()).expect("a position")
}

/// What `mv` leads to for the side that plays it, in the line's
/// position.
fn value_of(line: &GameLine<Position>, mv: Move) -> Probe {
    let since = line.plies_since_irreversible();
    let phase = &line.positions()[line.plies() - since..];
    let values = tables()
        .move_values(line.position(), since as u32, |p| phase.contains(p))
        .unwrap();
    values.into_iter().find(|v| v.mv == mv).unwrap().probe
}

/// The plies to the deciding capture of a position the side to move
/// wins by a capture, right after a capture.
fn won_in(position: &Position) -> Option<u32> {
    match tables().probe(position, 0) {
        Ok(Probe { wdl: Wdl::Win, dtc }) => dtc,
        _ => None,
    }
}

/// The captures of `position` into a table position the side to move
/// then loses: the wins a capture decides.
fn winning_captures(position: &Position) -> Vec<Move> {
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.is_capture())
        .filter(|&mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            matches!(tables().probe_wdl_after_capture(&child), Ok(Wdl::Loss))
        })
        .collect()
}

fn alpha_beta() -> AlphaBeta {
    AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(300)))
}

/// Won positions (a win that needs captures) at least five plies from
/// their deciding capture, in which a search of 300 nodes, even with
/// the tables' values after each capture, plays a move that does not
/// bring the win nearer (its DTC, which counts the move, more than the
/// position's): only the tables' own move does.
fn won_positions_a_search_misses() -> Vec<(Position, u32)> {
    let oracle = oracle();
    let mut rng = SplitMix64::new(11);
    let mut found = Vec::new();
    for _ in 0..20_000 {
        let black = 2 + rng.below(2) as u32;
        let position = random_position(&mut rng, 2, black);
        let Some(dtc) = won_in(&position).filter(|&dtc| dtc >= 5) else {
            continue;
        };
        let line = GameLine::new(position);
        let searched = alpha_beta()
            .analyse_consulting(&line, &*oracle, |_| {})
            .unwrap();
        let after = value_of(&line, searched.principal_variation[0]);
        if after.wdl != Wdl::Win || after.dtc > Some(dtc) {
            found.push((position, dtc));
            if found.len() == 3 {
                break;
            }
        }
    }
    assert_eq!(found.len(), 3, "won positions that a search misplays");
    found
}

#[test]
fn alpha_beta_consulting_the_tables_converts_a_won_position_within_the_rules() {
    let oracle = oracle();
    for (position, dtc) in won_positions_a_search_misses() {
        let line = GameLine::new(position);
        let mv = alpha_beta().choose_consulting(&line, &*oracle).unwrap();
        let after = value_of(&line, mv);
        // The move's DTC counts the move itself: the position after it
        // is a ply nearer the deciding capture.
        let best = Probe {
            wdl: Wdl::Win,
            dtc: Some(dtc),
        };
        assert_eq!(after, best, "{position}: {mv}");
        // The whole game, both sides consulting the tables: the side to
        // move wins, each capture within the no-capture limit.
        let mut line = GameLine::new(position);
        let mut players = [alpha_beta(), alpha_beta()];
        while line.outcome().is_none() {
            let seat = usize::from(line.position().turn() == Colour::Black);
            let mv = players[seat].choose_consulting(&line, &*oracle).unwrap();
            line.play(mv).unwrap();
            assert!(
                line.plies_since_irreversible() < 50,
                "{position}: {:?}",
                line.moves()
            );
        }
        let outcome = line.outcome().unwrap();
        assert_eq!(
            outcome.winner(),
            Some(Colour::White.side()),
            "{position}: {outcome:?}"
        );
        assert!(line.plies() <= 5 * 50, "{position}: {} plies", line.plies());
    }
}

fn mcts(seed: u64) -> Mcts {
    Mcts::new(MctsConfig::iterations(200).with_seed(seed))
}

/// Plays `position` out, White `white` and Black `black`, each
/// consulting the tables if asked; the winner, if any.
fn played_out(
    position: Position,
    mut white: Mcts,
    mut black: Mcts,
    consulting: [bool; 2],
) -> Option<ludeme_core::Side> {
    let oracle = oracle();
    let mut line = GameLine::new(position);
    while line.outcome().is_none() {
        let seat = usize::from(line.position().turn() == Colour::Black);
        let player = if seat == 0 { &mut white } else { &mut black };
        let consulted = consulting[seat].then_some(&*oracle);
        let mv = player.choose_knowing(&line, consulted).unwrap();
        line.play(mv).unwrap();
    }
    line.outcome().unwrap().winner()
}

#[test]
fn mcts_consulting_the_tables_converts_won_positions_that_plain_mcts_misplays() {
    // Won positions of two against two: plain MCTS, against plain
    // MCTS, lets some slip (the no-capture limit or a repetition ends
    // them drawn on piece count, or it blunders); consulting the tables
    // it wins every one.
    let mut rng = SplitMix64::new(21);
    let (mut tried, mut slipped) = (0, 0);
    while slipped < 2 {
        assert!(tried < 200, "plain MCTS converted {tried} won positions");
        let position = random_position(&mut rng, 2, 2);
        if won_in(&position).is_none_or(|dtc| dtc < 7) {
            continue;
        }
        tried += 1;
        let seed = rng.next_u64();
        let plain = played_out(position, mcts(seed), mcts(seed + 1), [false, false]);
        if plain == Some(Colour::White.side()) {
            continue;
        }
        slipped += 1;
        let consulting = played_out(position, mcts(seed), mcts(seed + 1), [true, false]);
        assert_eq!(consulting, Some(Colour::White.side()), "{position}");
    }
}

#[test]
fn mcts_ends_its_simulations_at_a_capture_into_the_tables() {
    // Three against three (beyond the five-piece tables, so no table
    // move at the root) where one capture leads to a won table
    // position: MCTS consulting the tables in its tree finds it more
    // often than plain MCTS.
    let oracle = oracle();
    let mut rng = SplitMix64::new(23);
    let (mut positions, mut consulting, mut plain) = (0, 0, 0);
    while positions < 12 {
        let position = random_position(&mut rng, 3, 3);
        let line = GameLine::new(position);
        if line.outcome().is_some() {
            continue;
        }
        let winning = winning_captures(&position);
        if winning.len() != 1 {
            continue;
        }
        positions += 1;
        assert_eq!(oracle.move_in(&line), None, "{position}");
        let seed = rng.next_u64();
        let found = |mv: Option<Move>| usize::from(mv.is_some_and(|mv| winning.contains(&mv)));
        consulting += found(mcts(seed).choose_consulting(&line, &*oracle));
        plain += found(mcts(seed).choose_in(&line));
    }
    assert!(consulting > plain, "{consulting} against {plain} of 12");
    assert!(consulting >= 10, "{consulting} of 12");
}

#[test]
fn the_tables_move_steps_back_to_no_position_seen_since_the_capture() {
    // Random lines of two against two, where a win needs a capture and
    // a repetition ends the game drawn: wherever the side to move wins,
    // the tables' move leads to no position seen since the capture,
    // though the move best by the position alone sometimes would.
    let oracle = oracle();
    let mut rng = SplitMix64::new(3);
    let (mut won, mut traps) = (0, 0);
    while traps < 5 {
        let mut line = GameLine::new(random_position(&mut rng, 2, 2));
        // Quiet moves only: the line stays in one phase.
        while line.outcome().is_none() {
            let since = line.plies_since_irreversible();
            let phase = &line.positions()[line.plies() - since..];
            let position = *line.position();
            let probe = tables().probe(&position, since as u32).unwrap();
            if probe.wdl == Wdl::Win {
                won += 1;
                let mv = oracle.move_in(&line).unwrap();
                let mut child = position;
                child.play_unchecked(mv);
                assert!(
                    !phase.contains(&child),
                    "{position} after {:?}: {mv}",
                    line.moves()
                );
                let blind = tables()
                    .best_move(&position, since as u32, |_| false)
                    .unwrap()
                    .unwrap();
                let mut blind_child = position;
                blind_child.play_unchecked(blind.mv);
                traps += usize::from(phase.contains(&blind_child));
            }
            let moves = position.legal_moves();
            let quiet: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|mv| !mv.is_capture())
                .collect();
            let Some(&mv) = quiet.get(rng.below(quiet.len().max(1) as u64) as usize) else {
                break;
            };
            line.play(mv).unwrap();
        }
    }
    assert!(won > traps);
}

#[test]
fn the_search_scores_a_capture_into_a_table_position_by_the_table() {
    let oracle = oracle();
    let mut rng = SplitMix64::new(5);
    let (mut wins, mut others) = (0, 0);
    while wins < 10 || others < 10 {
        let position = random_position(&mut rng, 3, 3);
        let moves = position.legal_moves();
        let winning = winning_captures(&position);
        if !moves.iter().any(|mv| mv.is_capture()) {
            continue;
        }
        let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Depth(1)));
        let line = GameLine::new(position);
        let iteration = ab.analyse_consulting(&line, &*oracle, |_| {}).unwrap();
        if winning.is_empty() {
            others += 1;
            assert_eq!(iteration.oracle_in(), None, "{position}: {iteration:?}");
        } else {
            wins += 1;
            assert_eq!(iteration.oracle_in(), Some(1), "{position}: {iteration:?}");
            assert!(
                winning.contains(&iteration.principal_variation[0]),
                "{position}"
            );
        }
    }
}

#[test]
fn the_tables_answer_for_standard_surakarta_under_its_history_rules() {
    let tables = tables();
    let position: Position = "6/2b3/6/5b/1w4/w5 w".parse().unwrap();
    assert!(tables.holds_for(&GameLine::new(position)));
    let none = GameLine::with_rules(position, HistoryRules::NONE);
    assert!(!tables.holds_for(&none));
    assert_eq!(tables.move_in(&none), None);
    let rules = position.history_rules();
    let far = GameLine::with_rules(position, rules.with_ply_cap(Some(2_000)));
    assert!(tables.holds_for(&far));
    let near = GameLine::with_rules(position, rules.with_ply_cap(Some(100)));
    assert!(!tables.holds_for(&near));
    let orthogonal = Position::from_pieces(
        position.pieces(Colour::White),
        position.pieces(Colour::Black),
        Colour::White,
        Rules::default().with_orthogonal_steps(true),
    )
    .unwrap();
    assert!(!tables.holds_for(&GameLine::new(orthogonal)));
    assert_eq!(tables.name(), "tables (5 pieces)");
    // The values: the side to move, or the other, or nobody wins.
    assert_eq!(
        verdict(Wdl::Win, Colour::Black),
        Verdict::Win(Colour::Black.side())
    );
    assert_eq!(
        verdict(Wdl::Loss, Colour::Black),
        Verdict::Win(Colour::White.side())
    );
    assert_eq!(verdict(Wdl::Draw, Colour::White), Verdict::Draw);
    // More pieces than the tables hold: unknown.
    assert_eq!(tables.value_after_irreversible(&Position::start()), None);
}

#[test]
fn the_tables_know_the_value_of_a_game_in_progress() {
    let tables = tables();
    let mut rng = SplitMix64::new(9);
    let mut seen = 0;
    while seen < 20 {
        let black = 1 + rng.below(2) as u32;
        let position = random_position(&mut rng, 2, black);
        let line = GameLine::new(position);
        if line.outcome().is_some() {
            continue;
        }
        seen += 1;
        let probe = tables.probe(&position, 0).unwrap();
        let known = tables.value_in(&line).unwrap();
        assert_eq!(known.distance, probe.dtc, "{position}");
        assert_eq!(
            known.value_for(Colour::White.side()),
            probe.wdl.signum(),
            "{position}"
        );
    }
    // Beyond the tables, or rules they do not hold under: unknown.
    let start = tables
        .value_in(&GameLine::new(Position::start()))
        .unwrap_err();
    assert_eq!(
        start.to_string(),
        "24 pieces on the board; the tables hold at most 5"
    );
    let none = GameLine::with_rules(random_position(&mut rng, 1, 1), HistoryRules::NONE);
    let refused = tables.value_in(&none).unwrap_err();
    assert!(matches!(
        refused.downcast_ref::<ProbeError>(),
        Some(ProbeError::HistoryRules(_))
    ));
}

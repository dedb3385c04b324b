//! Every option of `Perft` against counts made by playing every leaf, the
//! progress reports from the threads counting, and the options' debug form.

use std::format;
use std::sync::Mutex;
use std::thread::{self, ThreadId};
use std::vec::Vec;

use ludeme_core::Game;
use ludeme_core::{perft, perft_divide, Perft, PerftProgress};
use ludeme_testing::demo::{DiceRace, RaceRules};
use ludeme_testing::perft_by_playing as leaves;
use ludeme_testing::shuttle::Shuttle;

fn states() -> [DiceRace; 2] {
    let long = DiceRace::from_text("0,0,0 0 -", &RaceRules { goal: 16 }).unwrap();
    [DiceRace::start(), long]
}

#[test]
fn every_option_counts_every_leaf() {
    for start in states() {
        for depth in 0..=7 {
            let expected = leaves(&start, depth);
            assert_eq!(perft(&start, depth), expected, "{start} {depth}");
            let by_root: Vec<_> = start
                .legal_moves()
                .iter()
                .map(|&mv| {
                    let mut child = start;
                    child.play_unchecked(mv);
                    (mv, leaves(&child, depth.saturating_sub(1)))
                })
                .collect();
            if depth > 0 {
                assert_eq!(perft_divide(&start, depth), by_root);
            }
            for threads in [1, 2, 3] {
                for hash_bytes in [0, 1 << 10, 1 << 16] {
                    for bulk in [true, false] {
                        let options = Perft::new()
                            .threads(threads)
                            .hash_bytes(hash_bytes)
                            .bulk(bulk);
                        let what = format!("{start} {depth} {options:?}");
                        assert_eq!(options.count(&start, depth), expected, "{what}");
                        if depth > 0 {
                            assert_eq!(options.divide(&start, depth), by_root, "{what}");
                        }
                    }
                }
            }
        }
    }
    // A game that ends part way, with a chance node of unequal odds.
    let shuttle = Shuttle::start();
    for depth in 0..=6 {
        let options = Perft::new().threads(2).hash_bytes(1 << 12).bulk(false);
        assert_eq!(options.count(&shuttle, depth), leaves(&shuttle, depth));
    }
}

/// The pieces of work a count of `depth` from `state` is cut into on
/// `threads` threads: the root's moves, then every line one ply deeper
/// while there are fewer than 64 a thread, each has three plies or
/// more left, and the cut gives more lines than before. The lines `k`
/// plies deep are the leaves of perft `k`.
fn pieces<G: Game>(state: &G, depth: u32, threads: usize) -> u64 {
    let mut plies = 1;
    let mut lines = leaves(state, 1);
    while threads > 1 && lines > 0 && lines < 64 * threads as u64 && depth - plies >= 3 {
        let deeper = leaves(state, plies + 1);
        plies += 1;
        let grew = deeper > lines;
        lines = deeper;
        if !grew {
            break;
        }
    }
    lines
}

#[test]
fn progress_reports_each_piece_of_work_once_from_the_threads_counting() {
    let caller = thread::current().id();
    // Depths to 12: lines enough (81 and 162 at 8 and 9 plies) to tell
    // 64 a thread from fewer.
    for start in states() {
        for depth in 1..=12 {
            for threads in [1, 2, 3] {
                let seen: Mutex<Vec<(PerftProgress, ThreadId)>> = Mutex::new(Vec::new());
                let report = |progress: PerftProgress| {
                    seen.lock()
                        .unwrap()
                        .push((progress, thread::current().id()));
                };
                let options = Perft::new().threads(threads).progress(&report);
                assert_eq!(options.count(&start, depth), leaves(&start, depth));
                let seen = seen.into_inner().unwrap();
                let total = if cfg!(feature = "rayon") {
                    pieces(&start, depth, threads)
                } else {
                    pieces(&start, depth, 1)
                };
                let what = format!("{start}, depth {depth}, {threads} threads");
                assert_eq!(seen.len() as u64, total, "{what}");
                let mut done: Vec<usize> = seen.iter().map(|(p, _)| p.done).collect();
                done.sort_unstable();
                assert!(done.iter().copied().eq(1..=seen.len()), "{what}: {done:?}");
                assert!(seen.iter().all(|(p, _)| p.total == seen.len()), "{what}");
                let on_caller = seen.iter().filter(|(_, id)| *id == caller).count();
                if threads == 1 || cfg!(not(feature = "rayon")) {
                    assert_eq!(on_caller, seen.len(), "{what}");
                } else {
                    assert_eq!(on_caller, 0, "{what}");
                }
            }
        }
    }
}

#[test]
fn the_options_debug_as_set() {
    let report = |_: PerftProgress| {};
    assert_eq!(
        format!("{:?}", Perft::new()),
        "Perft { threads: 1, hash_bytes: 0, bulk: true, progress: false }"
    );
    let options = Perft::new()
        .threads(3)
        .hash_bytes(4096)
        .bulk(false)
        .progress(&report);
    assert_eq!(
        format!("{options:?}"),
        "Perft { threads: 3, hash_bytes: 4096, bulk: false, progress: true }"
    );
}

//! The endgame tables of `ludeme_tables`, proved against an independent
//! brute-force solver (module `solver`) on every position of up to four
//! pieces.
//!
//! The solver is first checked on its own, so that it can fail: its move
//! generation against the specification's perft numbers and a capture that
//! passes over its own start point, its values against positions reasoned
//! out by hand from the rules. Then the tables are generated into a
//! temporary directory and every position with 2, 3 or 4 pieces (each side
//! at least one, either side to move) is probed and compared with the
//! solver, value and distance to the deciding capture.
//!
//! The solver also answers the checked-in probes that the tables' own
//! tests compare with (module `probes_file`).

mod probes_file;
mod solver;

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Instant;

use ludeme_surakarta::Position;
use ludeme_tables::{generate, GenerateOptions, Probe, Tables, Wdl};
use solver::{point, Answer, Board, Move, Side, Solution, Value, LIMIT};

/// The most pieces of the tables compared.
const MAX_PIECES: u32 = 4;

/// The counts of plies since the last capture compared for every position:
/// both ends, their neighbours and the middle.
///
/// Comparing all 51 counts of all 1.7 million positions means 89 million
/// probes (and as many expected answers): over the test's budget of about
/// 30 s unless a probe takes well under 0.2 µs. A position's solver answer
/// is a step function of the count with at most three steps (its values are
/// monotone in the plies left), so besides these fixed counts every
/// position is also compared on both sides of each step of its solver
/// answer (where an off-by-one in the tables would show), and one position
/// in [`SAMPLE_STRIDE`] at all 51 counts: about 14 million probes. With
/// `SAMPLE_STRIDE = 1` the comparison is exhaustive.
const FIXED_COUNTS: [u32; 5] = [0, 1, 25, 49, 50];

/// One position in this many (in the solver's order) is compared at every
/// count.
const SAMPLE_STRIDE: usize = 16;

/// The solution up to [`MAX_PIECES`], solved once for all the tests.
fn solution() -> &'static Solution {
    static SOLUTION: OnceLock<Solution> = OnceLock::new();
    SOLUTION.get_or_init(|| {
        let start = Instant::now();
        let solution = Solution::solve(MAX_PIECES);
        println!(
            "solver: up to {MAX_PIECES} pieces solved in {:.1?}",
            start.elapsed()
        );
        solution
    })
}

/// The number of move sequences of `depth` plies (history ignored).
fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    board
        .moves()
        .iter()
        .map(|&mv| perft(&board.play(mv), depth - 1))
        .sum()
}

#[test]
fn the_solvers_moves_give_the_perft_numbers_of_the_spec() {
    let start = Board::start();
    assert_eq!(start.text(), "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w");
    for (depth, nodes) in [(1, 16), (2, 256), (3, 5_382), (4, 111_122)] {
        assert_eq!(perft(&start, depth), nodes, "perft({depth}) of the start");
    }
}

#[test]
fn the_solvers_captures_may_pass_over_their_own_start_point() {
    // White b2 and d2, Black c2, White to move. b2 reaches c2 only by b1,
    // the loop, a2, b2 (its own start, empty) and c2: straight from b2 there
    // is no loop before c2, and the other ways round the inner circuit stop
    // at d2. d2 captures c2 on the outer circuit (d1, the loop, f3 … a3, the
    // loop, c1, c2); on the inner circuit c2 comes before any loop and b2
    // blocks the way round.
    let board = Board::new(&["b2", "d2"], &["c2"], Side::White);
    assert_eq!(board.text(), "6/6/6/6/1wbw2/6 w");
    let captures: Vec<Move> = board.moves().into_iter().filter(|mv| mv.capture).collect();
    let capture = |from: &str, to: &str| Move {
        from: point(from.as_bytes()),
        to: point(to.as_bytes()),
        capture: true,
    };
    assert_eq!(captures, [capture("b2", "c2"), capture("d2", "c2")]);
}

/// Asserts the solver's answers for a position at every count.
fn assert_answers(board: Board, text: &str, expected: impl Fn(u32) -> Answer) {
    assert_eq!(board.text(), text);
    let answers = solution().answers(&board);
    assert!(answers.is_some(), "{text} was not solved");
    for (plies, answer) in (0..=LIMIT).zip(answers.unwrap_or_default()) {
        assert_eq!(
            answer,
            expected(plies),
            "{text} at {plies} plies since the capture"
        );
    }
}

/// An answer that is `value` with `dtc` up to `last` plies since the
/// capture and the piece-count result `after` (with no distance) beyond.
fn until(last: u32, value: Value, dtc: u32, after: Value) -> impl Fn(u32) -> Answer {
    move |plies| {
        if plies <= last {
            Answer {
                value,
                dtc: Some(dtc),
            }
        } else {
            Answer {
                value: after,
                dtc: None,
            }
        }
    }
}

#[test]
fn the_solver_gives_positions_reasoned_by_hand_their_values() {
    // Lone pieces on a1 and f6, which lie on no circuit. The side to move
    // must step onto the inner circuit (every neighbour of a corner is on
    // it); the other side, still in its corner, cannot capture, and must
    // step onto the inner circuit too; then the first side captures it
    // (with two pieces on a circuit there is always a way round with a
    // loop). So: a win in 3 plies whenever 3 plies are left (c ≤ 47); with
    // 1 or 2 plies left nobody can capture, and the count draws.
    assert_answers(
        Board::new(&["a1"], &["f6"], Side::White),
        "5b/6/6/6/6/w5 w",
        until(47, Value::Win, 3, Value::Draw),
    );
    assert_answers(
        Board::new(&["a1"], &["f6"], Side::Black),
        "5b/6/6/6/6/w5 b",
        until(47, Value::Win, 3, Value::Draw),
    );
    // b2 and e5 both lie on the inner circuit: White captures Black's last
    // piece at once (c2 … f2, the loop, e1 … e5). A win in 1 while a ply
    // is left; at 50 plies the game is over on count, a draw.
    assert_answers(
        Board::new(&["b2"], &["e5"], Side::White),
        "6/4b1/6/6/1w4/6 w",
        until(49, Value::Win, 1, Value::Draw),
    );
    // White on a1 must step to a2, b1 or b2, all on the inner circuit,
    // where Black's e5 captures the last white piece: a loss in 2 plies
    // whenever 2 are left; with 1 left White steps and the count draws.
    assert_answers(
        Board::new(&["a1"], &["e5"], Side::White),
        "6/4b1/6/6/6/w5 w",
        until(48, Value::Loss, 2, Value::Draw),
    );
    // Two against one, and the capture of the last black piece at hand: a
    // win at every count, which is also the count's result, so no distance.
    assert_answers(
        Board::new(&["a1", "b2"], &["e5"], Side::White),
        "6/4b1/6/6/1w4/w5 w",
        |_| Answer {
            value: Value::Win,
            dtc: None,
        },
    );
    // White's only piece on a1 (on no circuit) is walled in by Black's a2,
    // b1 and b2: no legal move, the game ends on count, a loss (1 against
    // 3) at every count, with no distance.
    let walled_in = Board::new(&["a1"], &["a2", "b1", "b2"], Side::White);
    assert!(walled_in.moves().is_empty());
    assert_answers(walled_in, "6/6/6/6/bb4/wb4 w", |_| Answer {
        value: Value::Loss,
        dtc: None,
    });
}

/// The tables' value of a solver value.
fn wdl(value: Value) -> Wdl {
    match value {
        Value::Loss => Wdl::Loss,
        Value::Draw => Wdl::Draw,
        Value::Win => Wdl::Win,
    }
}

/// The counts compared for the `number`-th position, whose solver answers
/// at 0..=50 plies are `answers` (see [`FIXED_COUNTS`]).
fn counts_to_compare(number: usize, answers: &[Answer]) -> Vec<u32> {
    if number % SAMPLE_STRIDE == 0 {
        return (0..=LIMIT).collect();
    }
    let mut counts = FIXED_COUNTS.to_vec();
    for plies in 1..=LIMIT {
        if answers[plies as usize] != answers[plies as usize - 1] {
            counts.extend([plies - 1, plies]);
        }
    }
    counts.sort_unstable();
    counts.dedup();
    counts
}

/// A directory under the system's temporary directory, removed when
/// dropped.
struct TempDir(PathBuf);

impl TempDir {
    /// A fresh directory path (not created) named after `name` and this
    /// process.
    fn new(name: &str) -> Self {
        let path = std::env::temp_dir().join(format!("ludeme-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What the comparison found.
#[derive(Default)]
struct Comparison {
    /// Positions compared.
    positions: usize,
    /// Probes compared.
    probes: usize,
    /// Probes that differ from the solver.
    mismatches: usize,
    /// The first few mismatches, described.
    examples: Vec<String>,
}

impl Comparison {
    /// Compares the tables with the solver on one position at some counts.
    fn position(&mut self, tables: &Tables, board: &Board, answers: &[Answer], counts: &[u32]) {
        let text = board.text();
        let position: Position = text
            .parse()
            .unwrap_or_else(|error| panic!("the engine does not read {text:?}: {error:?}"));
        self.positions += 1;
        for &plies in counts {
            self.probes += 1;
            let expected = answers[plies as usize];
            let found: Result<Probe, _> = tables.probe(&position, plies);
            let same = match &found {
                Ok(probe) => probe.wdl == wdl(expected.value) && probe.dtc == expected.dtc,
                Err(_) => false,
            };
            if !same {
                self.mismatches += 1;
                if self.examples.len() < 10 {
                    let found = match found {
                        Ok(probe) => format!("{:?} dtc {:?}", probe.wdl, probe.dtc),
                        Err(error) => format!("error {error:?}"),
                    };
                    self.examples.push(format!(
                        "{text} at {plies} plies since the capture: tables {found}, solver {:?} dtc {:?}",
                        expected.value, expected.dtc
                    ));
                }
            }
        }
    }
}

#[test]
fn the_tables_equal_the_solver_on_every_position_of_up_to_four_pieces() {
    let solution = solution();
    let dir = TempDir::new("tables-brute-force");
    let start = Instant::now();
    let _report = generate(&dir.0, MAX_PIECES, &GenerateOptions::default())
        .expect("the tables are generated");
    println!(
        "tables: up to {MAX_PIECES} pieces generated in {:.1?}",
        start.elapsed()
    );
    let tables = Tables::open(&dir.0).expect("the tables open");
    let start = Instant::now();
    let mut comparison = Comparison::default();
    for (number, board) in solution.boards().enumerate() {
        let answers = solution.answers(&board).unwrap_or_default();
        comparison.position(
            &tables,
            &board,
            &answers,
            &counts_to_compare(number, &answers),
        );
    }
    println!(
        "compared {} positions, {} probes in {:.1?}: {} mismatches",
        comparison.positions,
        comparison.probes,
        start.elapsed(),
        comparison.mismatches
    );
    assert_eq!(
        comparison.positions, 1_737_540,
        "positions of 2 to 4 pieces, either side to move"
    );
    assert!(
        comparison.mismatches == 0,
        "{} of {} probes differ from the solver, first:\n{}",
        comparison.mismatches,
        comparison.probes,
        comparison.examples.join("\n")
    );
    // Outside the tables: five pieces.
    let five: Position = "6/6/6/6/6/wwwbb1 w"
        .parse()
        .expect("the engine reads the text");
    assert!(tables.probe(&five, 0).is_err(), "five pieces are probed");
    // A side without pieces: the game is over, lost by the side without.
    for (text, expected) in [
        ("6/6/6/6/6/ww4 b", Value::Loss),
        ("6/6/6/6/6/ww4 w", Value::Win),
    ] {
        let position: Position = text.parse().expect("the engine reads the text");
        let probe = tables
            .probe(&position, 0)
            .expect("a finished game has a value");
        assert_eq!((probe.wdl, probe.dtc), (wdl(expected), None), "{text}");
    }
}

/// The checked-in probes are the solver's: the file's lines are the ones
/// [`probes_file::lines`] chooses and answers now.
#[test]
fn the_probes_file_holds_the_solvers_answers() {
    let text = std::fs::read_to_string(probes_file::PATH).expect("tests/data/probes.txt");
    let found: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let expected = probes_file::lines(solution());
    assert!(
        (50..=100).contains(&expected.len()),
        "{} lines",
        expected.len()
    );
    assert_eq!(found, expected, "write the file again (see its header)");
}

/// Writes `tests/data/probes.txt` from the solver (run on purpose, when
/// the choice of positions changes).
#[test]
#[ignore = "writes the checked-in probes file"]
fn write_the_probes_file() {
    let mut text = probes_file::HEADER.to_string();
    for line in probes_file::lines(solution()) {
        text.push_str(&line);
        text.push('\n');
    }
    std::fs::write(probes_file::PATH, text).expect("the file written");
}

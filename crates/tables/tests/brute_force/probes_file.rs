//! The checked-in file of probes (`tests/data/probes.txt`) that the tables'
//! own tests compare with: positions of 2 to 4 pieces with their value and
//! DTC at some counts of plies since the last capture, chosen and answered
//! by the brute-force solver alone (never by the tables).
//!
//! Per split (the pieces of the side to move against the other's): a
//! position of the longest DTC right after a capture (of those, the least
//! text), a position drawn at random, and two drawn among those whose
//! value a capture decides; each at count 0 and on both sides of the first
//! count where its answer changes, the one drawn at any position also at a
//! random count.

use crate::solver::{Answer, Board, Side, Solution, Value, LIMIT};

/// The file, beside the tests.
pub const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/probes.txt");

/// The comment that opens the file.
pub const HEADER: &str = "\
# Positions of 2 to 4 pieces with their value and DTC for the side to move
# at a count of plies since the last capture, from the brute-force solver of
# tests/brute_force (not from the tables), which checks this file against
# itself. Made by
#   cargo test -p ludeme-tables --test brute_force -- --ignored write_the_probes_file
# position | plies since the capture | value | dtc (none: the count decides)
";

/// The splits, as (pieces of the side to move, of the other).
const SPLITS: [(u32, u32); 6] = [(1, 1), (2, 1), (1, 2), (3, 1), (2, 2), (1, 3)];

/// A generator of pseudo-random numbers (xorshift), seeded.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// The split of a board: the pieces of the side to move, of the other.
fn split_of(board: &Board) -> (u32, u32) {
    let (white, black) = (board.white.count_ones(), board.black.count_ones());
    match board.to_move {
        Side::White => (white, black),
        Side::Black => (black, white),
    }
}

/// The first count at which the answer differs from the one before.
fn first_change(answers: &[Answer]) -> Option<u32> {
    (1..=LIMIT).find(|&plies| answers[plies as usize] != answers[plies as usize - 1])
}

/// A value in the tables' words.
fn word(value: Value) -> &'static str {
    match value {
        Value::Loss => "loss",
        Value::Draw => "draw",
        Value::Win => "win",
    }
}

/// The lines of a board at count 0, around the first change of its
/// answer, and at `more` counts.
fn board_lines(board: &Board, answers: &[Answer], more: &[u32]) -> Vec<String> {
    let mut counts = vec![0];
    counts.extend(more);
    if let Some(change) = first_change(answers) {
        counts.extend([change - 1, change]);
    }
    counts.sort_unstable();
    counts.dedup();
    counts
        .into_iter()
        .map(|plies| {
            let answer = answers[plies as usize];
            let dtc = answer
                .dtc
                .map_or_else(|| "none".to_string(), |d| d.to_string());
            let (text, value) = (board.text(), word(answer.value));
            format!("{text} | {plies} | {value} | {dtc}")
        })
        .collect()
}

/// The file's lines after its header, from the solver.
pub fn lines(solution: &Solution) -> Vec<String> {
    let boards: Vec<Board> = solution.boards().collect();
    let answers = |board: &Board| solution.answers(board).expect("a solved board");
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let mut lines = Vec::new();
    for split in SPLITS {
        let longest = boards
            .iter()
            .filter(|board| split_of(board) == split)
            .max_by_key(|board| (answers(board)[0].dtc, std::cmp::Reverse(board.text())))
            .expect("a board of every split");
        lines.extend(board_lines(longest, &answers(longest), &[]));
        let (mut drawn, mut decided) = (0, 0);
        while drawn < 1 || decided < 2 {
            let board = boards[(random.next() % boards.len() as u64) as usize];
            if split_of(&board) != split {
                continue;
            }
            let answers = answers(&board);
            if answers[0].dtc.is_some() && decided < 2 {
                decided += 1;
                lines.extend(board_lines(&board, &answers, &[]));
            } else if drawn < 1 {
                drawn += 1;
                let plies = 1 + (random.next() % u64::from(LIMIT)) as u32;
                lines.extend(board_lines(&board, &answers, &[plies]));
            }
        }
    }
    lines
}

//! Breakthrough against the rules: perft against a count written from the
//! rules on a plain array board, the battery on both sizes, and the ends.

use ludeme_breakthrough::Position;
use ludeme_core::{perft, EndReason, Game, Outcome, Side, Variants};
use ludeme_kit::Size;
use ludeme_testing as testing;

/// A board as a plain array: 0 empty, 1 White, 2 Black; row 0 is rank 1.
#[derive(Clone)]
struct Plain {
    width: usize,
    height: usize,
    cells: Vec<u8>,
    white_to_move: bool,
}

impl Plain {
    fn start(width: usize, height: usize) -> Plain {
        let mut cells = vec![0; width * height];
        for file in 0..width {
            for rank in [0, 1] {
                cells[rank * width + file] = 1;
                cells[(height - 1 - rank) * width + file] = 2;
            }
        }
        Plain {
            width,
            height,
            cells,
            white_to_move: true,
        }
    }

    fn over(&self) -> bool {
        let top = &self.cells[(self.height - 1) * self.width..];
        let bottom = &self.cells[..self.width];
        top.contains(&1)
            || bottom.contains(&2)
            || !self.cells.contains(&1)
            || !self.cells.contains(&2)
    }

    fn children(&self) -> Vec<Plain> {
        if self.over() {
            return Vec::new();
        }
        let (me, them, dr) = if self.white_to_move {
            (1, 2, 1i32)
        } else {
            (2, 1, -1)
        };
        let mut out = Vec::new();
        for rank in 0..self.height as i32 {
            for file in 0..self.width as i32 {
                if self.cells[rank as usize * self.width + file as usize] != me {
                    continue;
                }
                for df in [-1, 0, 1] {
                    let (f, r) = (file + df, rank + dr);
                    if f < 0 || r < 0 || f >= self.width as i32 || r >= self.height as i32 {
                        continue;
                    }
                    let to = r as usize * self.width + f as usize;
                    let target = self.cells[to];
                    if target == 0 || (df != 0 && target == them) {
                        let mut child = self.clone();
                        child.cells[rank as usize * self.width + file as usize] = 0;
                        child.cells[to] = me;
                        child.white_to_move = !self.white_to_move;
                        out.push(child);
                    }
                }
            }
        }
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children()
            .iter()
            .map(|child| child.perft(depth - 1))
            .sum()
    }
}

#[test]
fn perft_equals_a_count_from_the_rules_on_both_boards() {
    for (name, depth) in [("8x8", 4), ("6x6", 5)] {
        let rules = Size::from_variant(name).unwrap();
        let (width, height) = (
            rules.grid().width() as usize,
            rules.grid().height() as usize,
        );
        let start = Position::start_with(&rules);
        let plain = Plain::start(width, height);
        for d in 0..=depth {
            assert_eq!(perft(&start, d), plain.perft(d), "{name} perft {d}");
        }
    }
}

#[test]
fn perft_from_random_positions_equals_the_count_from_the_rules() {
    for name in ["8x8", "6x6"] {
        let start = Position::start_with(&Size::from_variant(name).unwrap());
        for state in testing::playout_states(&start, 0..6, 60)
            .into_iter()
            .step_by(5)
        {
            let mut plain = Plain::start(
                state.grid().width() as usize,
                state.grid().height() as usize,
            );
            let text = state.to_string();
            plain.white_to_move = text.ends_with('w');
            for (cell, slot) in plain.cells.iter_mut().enumerate() {
                *slot = state.kind_at(cell as u32).map_or(0, |kind| kind as u8 + 1);
            }
            assert_eq!(perft(&state, 3), plain.perft(3), "{text}");
        }
    }
}

#[test]
fn the_battery_passes_on_both_boards() {
    for name in Size::<ludeme_breakthrough::Breakthrough>::VARIANTS
        .iter()
        .map(|v| v.name)
    {
        let start = Position::start_with(&Size::from_variant(name).unwrap());
        testing::check_game(&start, 0..12, 400, true);
    }
}

#[test]
fn a_pawn_on_the_far_rank_or_no_enemy_pawn_left_wins() {
    let reached = six("w5/6/6/6/6/bbbbbb b");
    assert_eq!(
        reached.outcome(),
        Some(Outcome::Win {
            side: Side(0),
            reason: EndReason::Rule("a pawn on the far rank")
        })
    );
    assert!(reached.legal_moves().is_empty());
    let alone = six("6/6/6/6/6/5w b");
    assert_eq!(alone.outcome().map(|o| o.winner()), Some(Some(Side(0))));
    let mut capture = six("6/6/6/6/1b4/w5 w");
    capture.play(capture.parse_move("a1xb2").unwrap()).unwrap();
    assert_eq!(capture.to_string(), "6/6/6/6/1w4/6 b");
    assert_eq!(capture.outcome().map(|o| o.winner()), Some(Some(Side(0))));
}

#[test]
fn a_pawn_never_captures_straight_ahead_and_a_step_written_for_a_capture_is_the_capture() {
    let state = six("6/6/6/6/bb4/w5 w");
    let moves: Vec<String> = state
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["a1xb2"]);
    assert_eq!(state.parse_move("a1-b2").unwrap().to_string(), "a1xb2");
    let straight = state.parse_move("a1xa2").unwrap();
    assert_eq!(
        state.clone().play(straight).unwrap_err().to_string(),
        "a1xa2 is not a legal move here"
    );
    assert_eq!(
        state.parse_move("g1-g2").unwrap_err().to_string(),
        "g1 is off the board in move \"g1-g2\": files a to f, ranks 1 to 6"
    );
    assert_eq!(
        state.parse_move("b2").unwrap_err().to_string(),
        "bad move text \"b2\": expected a step like 'a2-a3' or a capture like 'a2xb3'"
    );
}

/// A position of the 6x6 board.
fn six(text: &str) -> Position {
    Position::from_text(text, &Size::from_variant("6x6").unwrap()).unwrap()
}

//! Othello against the rules: the published perft counts, perft against a
//! count written from the rules on a plain array board for both sizes, the
//! battery, passes and the end.

use ludeme_core::{perft, EndReason, Game, Outcome, Side, Variants};

use ludeme_kit::Size;
use ludeme_othello::Position;
use ludeme_testing as testing;

/// A board as a plain array: 0 empty, 1 Black, 2 White; row 0 is rank 1.
#[derive(Clone)]
struct Plain {
    width: i32,
    height: i32,
    cells: Vec<u8>,
    mover: u8,
}

impl Plain {
    fn start(width: i32, height: i32) -> Plain {
        let mut plain = Plain {
            width,
            height,
            cells: vec![0; (width * height) as usize],
            mover: 1,
        };
        let (w, h) = (width / 2, height / 2);
        for (file, rank, disc) in [(w - 1, h - 1, 2), (w, h, 2), (w - 1, h, 1), (w, h - 1, 1)] {
            plain.cells[(rank * width + file) as usize] = disc;
        }
        plain
    }

    fn at(&self, file: i32, rank: i32) -> Option<u8> {
        (file >= 0 && rank >= 0 && file < self.width && rank < self.height)
            .then(|| self.cells[(rank * self.width + file) as usize])
    }

    /// The discs a drop of `who` on `(file, rank)` flips.
    fn flips(&self, who: u8, file: i32, rank: i32) -> Vec<(i32, i32)> {
        let mut all = Vec::new();
        if self.at(file, rank) != Some(0) {
            return all;
        }
        for (df, dr) in [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ] {
            let mut run = Vec::new();
            let (mut f, mut r) = (file + df, rank + dr);
            while self.at(f, r) == Some(3 - who) {
                run.push((f, r));
                f += df;
                r += dr;
            }
            if !run.is_empty() && self.at(f, r) == Some(who) {
                all.extend(run);
            }
        }
        all
    }

    fn drops(&self, who: u8) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for rank in 0..self.height {
            for file in 0..self.width {
                if !self.flips(who, file, rank).is_empty() {
                    out.push((file, rank));
                }
            }
        }
        out
    }

    fn children(&self) -> Vec<Plain> {
        let drops = self.drops(self.mover);
        if drops.is_empty() {
            if self.drops(3 - self.mover).is_empty() {
                return Vec::new();
            }
            let mut passed = self.clone();
            passed.mover = 3 - self.mover;
            return vec![passed];
        }
        drops
            .into_iter()
            .map(|(file, rank)| {
                let mut child = self.clone();
                for (f, r) in self
                    .flips(self.mover, file, rank)
                    .into_iter()
                    .chain([(file, rank)])
                {
                    child.cells[(r * self.width + f) as usize] = self.mover;
                }
                child.mover = 3 - self.mover;
                child
            })
            .collect()
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
fn perft_from_the_start_is_the_published_count() {
    let published = [1, 4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216];
    let start = Position::start();
    for (depth, &count) in published.iter().enumerate() {
        assert_eq!(perft(&start, depth as u32), count, "perft {depth}");
    }
}

#[test]
fn perft_equals_a_count_from_the_rules_on_both_boards() {
    for (name, depth) in [("8x8", 5), ("6x6", 7)] {
        let rules = Size::from_variant(name).unwrap();
        let grid = rules.grid();
        let start = Position::start_with(&rules);
        let plain = Plain::start(i32::from(grid.width()), i32::from(grid.height()));
        for d in 0..=depth {
            assert_eq!(perft(&start, d), plain.perft(d), "{name} perft {d}");
        }
    }
}

#[test]
fn perft_near_the_end_with_passes_equals_the_count_from_the_rules() {
    let start = Position::start_with(&Size::from_variant("6x6").unwrap());
    let mut checked = 0;
    for state in testing::playout_states(&start, 0..8, 100)
        .into_iter()
        .filter(|s| s.occupied().count_ones() >= 24)
    {
        let grid = state.grid();
        let mut plain = Plain::start(i32::from(grid.width()), i32::from(grid.height()));
        plain.mover = if state.mover() == 0 { 1 } else { 2 };
        for (cell, slot) in plain.cells.iter_mut().enumerate() {
            *slot = state.kind_at(cell as u32).map_or(0, |kind| kind as u8 + 1);
        }
        assert_eq!(perft(&state, 4), plain.perft(4), "{state}");
        checked += 1;
    }
    assert!(checked > 40, "{checked} positions near the end");
}

#[test]
fn the_battery_passes_on_both_boards() {
    for name in Size::<ludeme_othello::Othello>::VARIANTS
        .iter()
        .map(|v| v.name)
    {
        let start = Position::start_with(&Size::from_variant(name).unwrap());
        testing::check_game(&start, 0..10, 200, true);
    }
}

#[test]
fn a_side_without_a_drop_passes_and_the_game_ends_when_neither_can_move() {
    // White to move has no drop, Black can drop on c1: White passes.
    let stuck = six("6/6/6/6/6/bw4 w");
    let moves: Vec<String> = stuck
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["pass"]);
    let mut passed = stuck;
    passed.play(passed.parse_move("pass").unwrap()).unwrap();
    assert_eq!(passed.to_string(), "6/6/6/6/6/bw4 b");
    passed.play(passed.parse_move("c1").unwrap()).unwrap();
    assert_eq!(passed.to_string(), "6/6/6/6/6/bbb3 w");
    assert_eq!(
        passed.outcome(),
        Some(Outcome::Win {
            side: Side(0),
            reason: EndReason::Rule("disc count")
        })
    );
    let level = six("b4w/6/6/6/6/w4b b");
    assert_eq!(
        level.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Rule("disc count")
        })
    );
}

/// A position of the 6x6 board.
fn six(text: &str) -> Position {
    Position::from_text(text, &Size::from_variant("6x6").unwrap()).unwrap()
}

//! How much of a clock's share a move takes ([`super::Budget::Clock`]):
//! more while the search is unsettled, less once it has settled.

/// The scale of the target time, from iteration to iteration.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pace {
    /// The scale now: 1 is the target.
    scale: f64,
    /// The last iteration's best move (its index) and score.
    last: Option<(usize, i32)>,
    /// Iterations in a row that kept the best move.
    kept: u32,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            scale: 1.0,
            last: None,
            kept: 0,
        }
    }
}

/// The shallow iterations, whose best move changes as a matter of course:
/// they do not move the scale.
const SETTLING_DEPTH: u32 = 4;
/// The score's fall (on the search's scale of 10,000) that counts as
/// trouble.
const FALL: i32 = 300;
/// The scale's bounds.
const LEAST: f64 = 0.5;
const MOST: f64 = 3.0;

impl Pace {
    /// The scale after an iteration of `depth` that found `best` (a root
    /// move's index) at `score`: up by half when the best move changed,
    /// by a third when the score fell by [`FALL`] or more, down by a tenth
    /// for each iteration past the second that kept the best move; within
    /// 0.5 and 3.
    pub(super) fn after(&mut self, depth: u32, best: usize, score: i32) -> f64 {
        if let Some((last_best, last_score)) = self.last {
            if depth > SETTLING_DEPTH {
                if best == last_best {
                    self.kept += 1;
                    if self.kept >= 2 {
                        self.scale *= 0.9;
                    }
                } else {
                    self.kept = 0;
                    self.scale *= 1.5;
                }
                if score <= last_score - FALL {
                    self.scale *= 4.0 / 3.0;
                }
            }
        }
        self.last = Some((best, score));
        self.scale = self.scale.clamp(LEAST, MOST);
        self.scale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changing_best_move_or_a_falling_score_stretches_the_time() {
        let mut pace = Pace::default();
        for depth in 1..=4 {
            // The shallow iterations change nothing.
            assert_eq!(pace.after(depth, depth as usize, 0), 1.0);
        }
        assert_eq!(pace.after(5, 0, 0), 1.5);
        assert_eq!(pace.after(6, 0, -400), 2.0);
        assert_eq!(pace.after(7, 1, -400), 3.0);
        // Never past 3.
        assert_eq!(pace.after(8, 2, -800), 3.0);
    }

    #[test]
    fn a_settled_best_move_takes_less_time_down_to_half() {
        let mut pace = Pace::default();
        pace.after(4, 0, 0);
        assert_eq!(pace.after(5, 0, 0), 1.0);
        assert!((pace.after(6, 0, 10) - 0.9).abs() < 1e-9);
        assert!((pace.after(7, 0, 10) - 0.81).abs() < 1e-9);
        let mut scale = 0.0;
        for depth in 8..30 {
            scale = pace.after(depth, 0, 0);
        }
        assert_eq!(scale, 0.5);
    }
}

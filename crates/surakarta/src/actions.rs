//! The fixed action space and observation tensor ([`ludeme_core::Actions`]).
//!
//! - **Actions**: `from · N² + to`, point indices `rank · N + file` (a1 is
//!   0): a step and a capture never share origin and destination, so each
//!   move is one action, of `N⁴` (1,296 on 6×6, 2,401 on 7×7).
//! - **Observation**: `[2, N, N]` float32, as the side to move sees the
//!   board: plane 0 its own pieces, plane 1 the opponent's, row 0 its own
//!   back rank (Black's view is turned upside down: ranks reversed, files
//!   kept), 1.0 where a piece stands.

use ludeme_core::bits::set_bits;
use ludeme_core::{ActionSteps, Actions, ObservationSink};

use crate::{Colour, MoveOn, PositionOn, RulesOn};

impl<const N: usize> Actions for PositionOn<N> {
    const ACTION_SPACE: &'static str = "Surakarta (N×N, N = 6 or 7): action ``from * N² + to`` with points numbered ``rank * N + file`` (a1 = 0); N⁴ actions (1,296 on 6×6). Observation ``(2, N, N)``: the mover's pieces, the opponent's, row 0 the mover's back rank (Black's view turned upside down).";

    /// Piece by piece in point order, each to its destinations in point
    /// order.
    const MOVES_IN_ACTION_ORDER: bool = true;

    fn num_actions(_rules: &RulesOn<N>) -> usize {
        N * N * N * N
    }

    fn actions_of(&self, mv: MoveOn<N>) -> ActionSteps {
        let action = usize::from(mv.from()) * N * N + usize::from(mv.to());
        ActionSteps::One(action as u32)
    }

    fn observation_shape(_rules: &RulesOn<N>) -> [usize; 3] {
        [2, N, N]
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, _pending: &[u32], out: &mut O) {
        let us = self.turn();
        let upside_down = us == Colour::Black;
        for (plane, colour) in [(0, us), (1, us.other())] {
            for point in set_bits(self.pieces(colour)) {
                let point = point as usize;
                let (file, rank) = (point % N, point / N);
                let row = if upside_down { N - 1 - rank } else { rank };
                out.set(plane * N * N + row * N + file, 1.0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec;
    use alloc::vec::Vec;

    use ludeme_core::{random_playout, Actions, Game, Variants};

    use crate::{BasBasan, BasBasanRules, Position, PositionOn, Rules};

    /// A point's index from its name in move text (`b2` is 7 on 6×6).
    fn point_of(name: &str, n: usize) -> usize {
        let bytes = name.as_bytes();
        let rank: usize = name[1..].parse().unwrap();
        (rank - 1) * n + usize::from(bytes[0] - b'a')
    }

    /// The observation worked out from the position text alone: ranks from
    /// the top, digits for runs of empty points, `w` and `b`, then the side
    /// to move; the mover's pieces in plane 0, its rank 1 in row 0 (Black's
    /// rank N).
    fn observation_from_text(text: &str, n: usize) -> Vec<f32> {
        let (board, side) = text.split_once(' ').unwrap();
        let mover = side.chars().next().unwrap();
        let mut out = vec![0.0; 2 * n * n];
        for (from_top, rank_text) in board.split('/').enumerate() {
            let rank = n - 1 - from_top;
            let row = if mover == 'w' { rank } else { n - 1 - rank };
            let mut file = 0;
            for c in rank_text.chars() {
                match c.to_digit(10) {
                    Some(run) => file += run as usize,
                    None => {
                        let plane = usize::from(c != mover);
                        out[plane * n * n + row * n + file] = 1.0;
                        file += 1;
                    }
                }
            }
        }
        out
    }

    fn check<const N: usize>(start: &PositionOn<N>, seeds: core::ops::Range<u64>) {
        assert_eq!(PositionOn::<N>::num_actions(&start.rules()), N * N * N * N);
        assert_eq!(
            PositionOn::<N>::observation_shape(&start.rules()),
            [2, N, N]
        );
        let (mut white, mut black) = (0, 0);
        for seed in seeds {
            let game = random_playout(start, seed, 120);
            let mut p = *start;
            for mv in game.moves {
                let text = p.to_string();
                let mut out = vec![0.0; 2 * N * N];
                p.observe(&[], &mut out);
                assert_eq!(out, observation_from_text(&text, N), "{text}");
                white += usize::from(text.ends_with('w'));
                black += usize::from(text.ends_with('b'));
                for &legal in p.legal_moves().iter() {
                    let name = legal.to_string();
                    let (from, to) = name.split_at(2);
                    let action = point_of(from, N) * N * N + point_of(&to[1..], N);
                    let steps = p.actions_of(legal);
                    assert_eq!(steps.len(), 1, "{name}");
                    assert_eq!(steps.first() as usize, action, "{name}");
                    assert!(action < N * N * N * N);
                }
                p.play_unchecked(mv);
            }
        }
        assert!(white > 20 && black > 20, "{white} {black}");
    }

    #[test]
    fn actions_and_observations_follow_the_position_text() {
        for variant in Rules::VARIANTS {
            check(
                &Position::start_with(&Rules::from_variant(variant.name).unwrap()),
                0..6,
            );
        }
        for variant in BasBasanRules::VARIANTS {
            check(
                &BasBasan::start_with(&BasBasanRules::from_variant(variant.name).unwrap()),
                0..4,
            );
        }
        // The last point's action is the last action.
        let corner: Position = "5w/4b1/6/6/6/6 w".parse().unwrap();
        let last = corner.parse_move("f6-e5").unwrap();
        assert_eq!(corner.actions_of(last).first(), 35 * 36 + 28);
    }
}

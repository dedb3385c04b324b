//! The fixed action space and observation tensor ([`ludeme_core::Actions`]).
//!
//! - **Actions**: `from · N² + to`, point indices `rank · N + file` (a1 is
//!   0): a step and a capture never share origin and destination, so each
//!   move is one action, of `N⁴` (1,296 on 6×6, 2,401 on 7×7).
//! - **Observation**: `[2, N, N]` float32, as the side to move sees the
//!   board: plane 0 its own pieces, plane 1 the opponent's, row 0 its own
//!   back rank (Black's view is turned upside down: ranks reversed, files
//!   kept), 1.0 where a piece stands.

use ludeme_core::{ActionSteps, Actions};

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

    fn observe(&self, _pending: &[u32], out: &mut [f32]) {
        let us = self.turn();
        for (plane, colour) in [(0, us), (1, us.other())] {
            let mut bits = self.pieces(colour);
            while bits != 0 {
                let point = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (file, rank) = (point % N, point / N);
                let row = if us == Colour::White {
                    rank
                } else {
                    N - 1 - rank
                };
                out[plane * N * N + row * N + file] = 1.0;
            }
        }
    }
}

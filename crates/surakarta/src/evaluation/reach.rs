//! What each side's pieces can do, found by one scan of each circuit's
//! occupancy ring: the enemy pieces they attack, their own pieces they
//! guard, and their moves.

use ludeme_core::bits::set_bits;

use crate::movegen::MAX_KEPT_PIECES;
use crate::{Colour, PositionOn};

/// What one side's pieces can do, as if it were to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Reach {
    /// The enemy pieces that some piece of the side can capture.
    pub(super) attacks: u64,
    /// The side's own pieces that another of its pieces reaches along a
    /// circuit after a loop: an enemy that captured one of them could be
    /// recaptured at once.
    pub(super) guards: u64,
    /// The side's steps plus the enemy pieces it can capture (its legal
    /// moves, but a piece that two of ours can capture counts once).
    pub(super) moves: u32,
}

impl<const N: usize> PositionOn<N> {
    /// The reach of both sides (White's, Black's), with their pieces'
    /// capture rays found for all pieces at once, circuit by circuit.
    ///
    /// A ray passes a loop only after leaving its segment (a line between
    /// two loops) over empty points, so it starts at the last occupied entry
    /// of a segment (forward) or the first (backward), and ends at the first
    /// occupied entry of the next non-empty segment (or the last of the
    /// previous one): the last entry of each non-empty segment and the first
    /// of the next one see each other, and no other pair does. The one
    /// exception is a piece that meets its own other entry on the circuit
    /// (a crossing point): the mover's point counts as empty, so its ray
    /// runs on, and that piece's rays are traced one by one.
    ///
    /// `captures` receives the capture targets of the side to move's
    /// pieces, entry i for its i-th piece in square order (meaningful when
    /// it has at most [`MAX_KEPT_PIECES`]): its captures, found on the way.
    #[inline(always)]
    pub(super) fn reaches(&self, captures: &mut [u64; MAX_KEPT_PIECES]) -> [Reach; 2] {
        let t = Self::T;
        let rings = self.rings();
        let white = self.pieces[0];
        let segment = (1u64 << N) - 1;
        let (own, enemy) = (self.pieces(self.turn), self.pieces(self.turn.other()));
        // A capture when `from` is ours and `to` an enemy (masked: nothing
        // is kept otherwise, and the slot stays in bounds).
        let mut keep = |from: u64, to: u64| {
            let ours = u64::from(from & own != 0).wrapping_neg();
            let slot = (own & from.wrapping_sub(1)).count_ones() as usize & (MAX_KEPT_PIECES - 1);
            captures[slot] |= to & enemy & ours;
        };
        // Per colour (White, Black), the points its pieces' rays meet.
        let mut seen = [0u64; 2];
        let mut self_hits = 0u64;
        for (c, &ring) in rings.iter().enumerate().take(self.circuit_count()) {
            let point_bit = &t.point_bit[c];
            // The last entry of one non-empty segment and the first entry of
            // the next one see each other round the loops between them.
            let mut link = |from: usize, to: usize| {
                let (a, b) = (point_bit[from], point_bit[to]);
                if from == to {
                    // A lone piece on the circuit: it meets only itself.
                } else if a == b {
                    // A crossing piece meeting its own other entry.
                    self_hits |= a;
                } else {
                    seen[usize::from(white & a == 0)] |= b;
                    seen[usize::from(white & b == 0)] |= a;
                    keep(a, b);
                    keep(b, a);
                }
            };
            let mut first_of_all = None;
            let mut previous_last = None;
            for s in 0..4 {
                let bits = ring >> (s * N) & segment;
                if bits != 0 {
                    let first = s * N + bits.trailing_zeros() as usize;
                    match previous_last {
                        Some(last) => link(last, first),
                        None => first_of_all = Some(first),
                    }
                    previous_last = Some(s * N + 63 - bits.leading_zeros() as usize);
                }
            }
            if let (Some(last), Some(first)) = (previous_last, first_of_all) {
                // Round the circuit's end back to its start; with a single
                // non-empty segment, its last entry round all four loops to
                // its first.
                link(last, first);
            }
        }
        let counts = self.entry_counts();
        for from in set_bits(self_hits) {
            let from = from as usize;
            let ends = Self::looped_ray_ends(&rings, counts[from] as usize, from);
            seen[usize::from(white >> from & 1 == 0)] |= ends;
            keep(1 << from, ends);
        }
        let empty = !self.occupied() & t.all;
        [Colour::White, Colour::Black].map(|colour| {
            let own = self.pieces(colour);
            let attacks = seen[colour.index()] & self.pieces(colour.other());
            Reach {
                attacks,
                guards: seen[colour.index()] & own,
                moves: self.step_count(own, empty) + attacks.count_ones(),
            }
        })
    }
}

//! Capture rays along the circuits: the circuits' occupancy rings, where
//! each ray from a piece first meets another piece, and whether it passed a
//! loop on the way; piece by piece (listing, checking) or, for counting and
//! sampling, all the rays that can pass a loop at once.

use super::MAX_KEPT_PIECES;
use crate::tables::MAX_CIRCUITS;
use crate::PositionOn;

/// The points that the capture rays of one piece meet first, split by
/// whether the ray passed a loop on the way.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(super) struct RayEnds {
    /// Met after at least one loop: capture targets if they are enemies.
    pub(super) looped: u64,
    /// Met before any loop: never capturable along that ray.
    pub(super) direct: u64,
}

impl<const N: usize> PositionOn<N> {
    #[inline(always)]
    pub(crate) fn circuit_count(&self) -> usize {
        Self::T.base_circuits + usize::from(Self::T.middle_circuit && self.rules.middle_circuit)
    }

    #[inline(always)]
    pub(crate) fn entry_counts(&self) -> &'static [u8; 64] {
        if Self::T.middle_circuit && self.rules.middle_circuit {
            &Self::T.entry_count_all
        } else {
            &Self::T.entry_count_base
        }
    }

    #[inline(always)]
    pub(crate) fn rings(&self) -> [u64; MAX_CIRCUITS] {
        let occupied = self.occupied();
        let mut rings = [0; MAX_CIRCUITS];
        for (c, ring) in rings.iter_mut().enumerate().take(self.circuit_count()) {
            *ring = Self::T.ring(occupied, c + 1);
        }
        rings
    }

    /// What the capture rays of the piece on `from` (which has `entries`
    /// circuit entries) meet first. Per entry and direction: the nearest
    /// occupied entry (the mover's own point cleared) by a trailing- or
    /// leading-zero count on the doubled ring; the ray passed a loop exactly
    /// when no occupied entry lies before the end of the mover's segment.
    /// With `DIRECT` false, `direct` stays empty and costs nothing: the move
    /// generator's hot path.
    #[inline(always)]
    pub(super) fn ray_ends<const DIRECT: bool>(
        rings: &[u64; MAX_CIRCUITS],
        entries: usize,
        from: usize,
    ) -> RayEnds {
        let t = Self::T;
        let len = 4 * N;
        let window = (1u64 << len) - 1;
        let mut ends = RayEnds::default();
        for entry in &t.entries[from][..entries] {
            let c = entry.circuit as usize;
            let e = entry.index as usize;
            let ring = rings[c] & !t.ring_bits[c][from];
            let doubled = ring | ring << len;
            // Bit i of `ahead` is entry e+1+i; the ray meets the lowest.
            let ahead = (doubled >> (e + 1)) & window;
            if ahead != 0 {
                let looped = ahead & t.same_segment_ahead[e] == 0;
                if looped {
                    ends.looped |= t.point_bit[c][e + 1 + ahead.trailing_zeros() as usize];
                } else if DIRECT {
                    ends.direct |= t.point_bit[c][e + 1 + ahead.trailing_zeros() as usize];
                }
            }
            // Bit i of `behind` is entry e+i (mod len); backwards the ray
            // meets the highest.
            let behind = (doubled >> e) & window;
            if behind != 0 {
                let looped = behind & t.same_segment_behind[e] == 0;
                if looped {
                    ends.looped |= t.point_bit[c][e + 63 - behind.leading_zeros() as usize];
                } else if DIRECT {
                    ends.direct |= t.point_bit[c][e + 63 - behind.leading_zeros() as usize];
                }
            }
        }
        ends
    }

    /// The points that the capture rays of the piece on `from` (which has
    /// `entries` circuit entries) meet first after passing a loop, whoever
    /// stands there: capture targets where enemies stand, points it could
    /// recapture on where its own side's pieces stand (the evaluation's
    /// attacks and defences).
    #[inline(always)]
    pub(crate) fn looped_ray_ends(rings: &[u64; MAX_CIRCUITS], entries: usize, from: usize) -> u64 {
        Self::ray_ends::<false>(rings, entries, from).looped
    }

    /// The enemy points that the piece on `from` can capture (empty when no
    /// piece of the side to move stands there).
    ///
    /// ```
    /// use ludeme_surakarta::Position;
    /// // b2 reaches c5 round the inner circuit's bottom-left loop.
    /// let p: Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
    /// assert_eq!(p.capture_targets(7), 1 << 26);
    /// ```
    pub fn capture_targets(&self, from: u8) -> u64 {
        let us = self.turn;
        if from as usize >= N * N || self.pieces(us) >> from & 1 == 0 {
            return 0;
        }
        let entries = self.entry_counts()[from as usize] as usize;
        Self::looped_ray_ends(&self.rings(), entries, from as usize) & self.pieces(us.other())
    }

    /// Adds the capture targets of the side to move to `targets` (entry i:
    /// the i-th piece of `own` in square order), without a branch on the
    /// board.
    ///
    /// A capture ray passes a loop exactly when no piece stands after its
    /// start on its own segment (the mover's other entries lie on other
    /// segments: a segment is a straight line). So forward rays that loop
    /// start at the last occupied entry of a segment and backward ones at the
    /// first: at most eight per circuit, whoever stands there. Each is
    /// followed as [`PositionOn::ray_ends`] does, and kept when it starts on
    /// one of ours and ends on an enemy.
    #[inline(always)]
    pub(super) fn add_captures(&self, own: u64, enemy: u64, targets: &mut [u64; MAX_KEPT_PIECES]) {
        let rings = self.rings();
        let line = (1u64 << N) - 1;
        for (c, &ring) in rings.iter().enumerate().take(self.circuit_count()) {
            for segment in 0..4 {
                let occupied = ring >> (segment * N) & line;
                // On an empty segment both are some empty entry of it, which
                // holds none of ours.
                let last = segment * N + 63 - (occupied | 1).leading_zeros() as usize;
                let first = segment * N + (occupied | 1 << (N - 1)).trailing_zeros() as usize;
                for (entry, ahead) in [(last, true), (first, false)] {
                    let target = Self::looped_target(c, ring, entry, ahead);
                    let start = Self::T.point_bit[c][entry];
                    let ours = u64::from(start & own != 0).wrapping_neg();
                    let capture = target & enemy & ours;
                    // Masked to stay in bounds: `capture` is empty unless
                    // the start is one of ours.
                    let before = own & (start - 1);
                    let slot = before.count_ones() as usize & (MAX_KEPT_PIECES - 1);
                    targets[slot] |= capture;
                }
            }
        }
    }

    /// The point that the ray from `entry` of circuit `c` (forward when
    /// `ahead`, else backward) meets first, the ray's own point cleared from
    /// `ring`; the point itself when the circuit holds nothing else. As in
    /// [`PositionOn::ray_ends`], with the ray's own entry as the sentinel.
    #[inline(always)]
    fn looped_target(c: usize, ring: u64, entry: usize, ahead: bool) -> u64 {
        let t = Self::T;
        let len = 4 * N;
        let window = (1u64 << len) - 1;
        let cleared = ring & !t.entry_ring_bits[c][entry];
        let doubled = cleared | cleared << len;
        let met = if ahead {
            // Bit i is entry entry+1+i; bit len−1 is the entry itself.
            let ahead = (doubled >> (entry + 1)) & window | 1 << (len - 1);
            entry + 1 + ahead.trailing_zeros() as usize
        } else {
            // Bit i is entry entry+i; bit 0 is the entry itself.
            let behind = (doubled >> entry) & window | 1;
            entry + 63 - behind.leading_zeros() as usize
        };
        t.point_bit[c][met]
    }
}

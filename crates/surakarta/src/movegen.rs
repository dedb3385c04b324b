//! Legal move generation, counting and checking.
//!
//! Steps come from neighbourhood masks (or, when only counted, from eight
//! whole-board shifts). Captures use the circuits' occupancy rings: with the
//! mover's own point cleared from its ring, the first occupied entry in each
//! direction is a trailing- or leading-zero count on the doubled ring, and a
//! loop is passed exactly when that distance runs past the end of the
//! segment the mover stands on.
//!
//! Counting and random sampling, which need no list, follow only the rays
//! that can pass a loop: those from the first and last occupied entry of
//! each segment, without a branch on the board (on the ever new positions
//! of a random playout, a mispredicted branch costs more than the
//! instructions it saves).

use smallvec::SmallVec;

use ludeme_core::{Game, SplitMix64};

use crate::error::IllegalMove;
use crate::tables::MAX_CIRCUITS;
use crate::{Colour, MoveOn, PositionOn};

/// The legal moves of a position, on the stack.
///
/// Capacity 256: a piece has at most 8 steps and at most 8 capture targets
/// (two directions on each of at most 4 circuit entries), and a side has at
/// most 2N pieces, so 6×6 needs at most 12 · 16 = 192 and 7×7 at most
/// 14 · 16 = 224 moves.
pub type MoveListOn<const N: usize> = SmallVec<[MoveOn<N>; 256]>;

/// The most pieces whose targets counting and sampling keep on the stack (a
/// side starts with 2N ≤ 14; only set-up positions hold more, and take the
/// slower way).
const MAX_KEPT_PIECES: usize = 16;
// A power of two: a slot index is masked with `MAX_KEPT_PIECES - 1`.
const _: () = assert!(MAX_KEPT_PIECES.is_power_of_two());

/// The index of the `r`-th lowest set bit (from 0) of `bits`, which has
/// more than `r`: a branch-free binary search on the counts of the halves.
#[inline(always)]
fn nth_set_bit(mut bits: u64, mut r: u32) -> u32 {
    let mut at = 0;
    for width in [32u32, 16, 8, 4, 2, 1] {
        let count = (bits & ((1 << width) - 1)).count_ones();
        // All ones when the bit lies above this many.
        let above = u32::from(r >= count).wrapping_neg();
        let shift = width & above;
        r -= count & above;
        bits >>= shift;
        at += shift;
    }
    at
}

/// The points that the capture rays of one piece meet first, split by
/// whether the ray passed a loop on the way.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct RayEnds {
    /// Met after at least one loop: capture targets if they are enemies.
    looped: u64,
    /// Met before any loop: never capturable along that ray.
    direct: u64,
}

impl<const N: usize> PositionOn<N> {
    #[inline(always)]
    pub(crate) fn circuit_count(&self) -> usize {
        let t = Self::T;
        t.base_circuits + usize::from(t.middle_circuit && self.rules.middle_circuit)
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
        let t = Self::T;
        let occupied = self.occupied();
        let mut rings = [0; MAX_CIRCUITS];
        for (c, ring) in rings.iter_mut().enumerate().take(self.circuit_count()) {
            *ring = t.ring(occupied, c + 1);
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
    fn ray_ends<const DIRECT: bool>(
        rings: &[u64; MAX_CIRCUITS],
        entries: usize,
        from: usize,
    ) -> RayEnds {
        let t = Self::T;
        let len = 4 * N;
        let window = (1u64 << len) - 1;
        let mut ends = RayEnds {
            looped: 0,
            direct: 0,
        };
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

    /// The capture targets of the piece on `from`.
    #[inline(always)]
    fn capture_targets_with(
        &self,
        rings: &[u64; MAX_CIRCUITS],
        entries: usize,
        from: usize,
        enemy: u64,
    ) -> u64 {
        Self::ray_ends::<false>(rings, entries, from).looped & enemy
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

    /// The number of steps that the pieces `own` have onto the points
    /// `empty`: eight (or four) whole-board shifts.
    #[inline(always)]
    pub(crate) fn step_count(&self, own: u64, empty: u64) -> u32 {
        let t = Self::T;
        let n = N as u32;
        let east = own & t.not_file_last;
        let west = own & t.not_file_first;
        let mut count = ((own << n) & empty).count_ones()
            + ((own >> n) & empty).count_ones()
            + ((east << 1) & empty).count_ones()
            + ((west >> 1) & empty).count_ones();
        if !self.rules.orthogonal_steps {
            count += ((east << (n + 1)) & empty).count_ones()
                + ((east >> (n - 1)) & empty).count_ones()
                + ((west << (n - 1)) & empty).count_ones()
                + ((west >> (n + 1)) & empty).count_ones();
        }
        count
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
        self.capture_targets_with(
            &self.rings(),
            entries,
            from as usize,
            self.pieces(us.other()),
        )
    }

    #[inline(always)]
    fn step_targets(&self, from: usize, empty: u64) -> u64 {
        let t = Self::T;
        let steps = if self.rules.orthogonal_steps {
            t.rook_step[from]
        } else {
            t.king[from]
        };
        steps & empty
    }

    #[inline(always)]
    fn someone_lost_every_piece(&self) -> bool {
        self.pieces[0] == 0 || self.pieces[1] == 0
    }

    /// Replaces the contents of `moves` with the legal moves, sorted by
    /// origin then destination; empty when the game is over (a side without
    /// pieces, or no legal move). The body of [`ludeme_core::Game::generate_moves`].
    pub(crate) fn generate(&self, moves: &mut MoveListOn<N>) {
        moves.clear();
        if self.someone_lost_every_piece() {
            return;
        }
        let us = self.turn;
        let own = self.pieces(us);
        let enemy = self.pieces(us.other());
        let empty = !self.occupied() & Self::T.all;
        let rings = self.rings();
        let counts = self.entry_counts();
        let mut bits = own;
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let steps = self.step_targets(from, empty);
            let entries = counts[from] as usize;
            let captures = if entries == 0 {
                0
            } else {
                self.capture_targets_with(&rings, entries, from, enemy)
            };
            // Steps go to empty points and captures to enemy points: the two
            // sets are disjoint, so one ascending walk keeps the list sorted.
            let mut targets = steps | captures;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                moves.push(MoveOn::new_unchecked(
                    from as u32,
                    to,
                    captures >> to & 1 == 1,
                ));
            }
        }
    }

    /// A uniformly random legal move without listing the moves: exactly
    /// the move `legal_moves()[rng.below(len)]` gives (the same draw from
    /// `rng`, the same order as [`PositionOn::generate`]), `None` when the
    /// game is over. The body of [`ludeme_core::Game::sample_move`].
    ///
    /// Each piece's targets ([`PositionOn::piece_targets`]) are counted; the
    /// draw is then found by counting, without a branch on the board.
    #[inline]
    pub(crate) fn sample(&self, rng: &mut SplitMix64) -> Option<MoveOn<N>> {
        if self.someone_lost_every_piece() {
            return None;
        }
        let us = self.turn;
        let own = self.pieces(us);
        let pieces = own.count_ones() as usize;
        if pieces > MAX_KEPT_PIECES {
            // Only set-up positions hold this many pieces.
            let moves = self.legal_moves();
            return (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u64) as usize]);
        }
        let enemy = self.pieces(us.other());
        let (targets, origins) = self.piece_targets(own, enemy);
        let total: u32 = targets[..pieces].iter().map(|t| t.count_ones()).sum();
        if total == 0 {
            return None;
        }
        let r = rng.below(u64::from(total)) as u32;
        // The piece holding move r is the first whose running total passes r.
        let (mut i, mut before, mut running) = (0, 0, 0);
        for to in &targets[..pieces] {
            let here = to.count_ones();
            running += here;
            let past = u32::from(running <= r);
            i += past as usize;
            before += here * past;
        }
        let to = nth_set_bit(targets[i], r - before);
        Some(MoveOn::new_unchecked(
            u32::from(origins[i]),
            to,
            enemy >> to & 1 == 1,
        ))
    }

    /// The targets (steps and captures) of each of the pieces `own` of the
    /// side to move, at most [`MAX_KEPT_PIECES`] of them, in square
    /// order, with the points they stand on; the rest of both arrays is
    /// empty. A target is a capture exactly when an `enemy` piece stands on it.
    #[inline(always)]
    fn piece_targets(
        &self,
        own: u64,
        enemy: u64,
    ) -> ([u64; MAX_KEPT_PIECES], [u8; MAX_KEPT_PIECES]) {
        let empty = !self.occupied() & Self::T.all;
        let mut targets = [0u64; MAX_KEPT_PIECES];
        let mut origins = [0u8; MAX_KEPT_PIECES];
        let mut bits = own;
        for (slot, origin) in targets.iter_mut().zip(&mut origins) {
            if bits == 0 {
                break;
            }
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            *slot = self.step_targets(from, empty);
            *origin = from as u8;
        }
        self.add_captures(own, enemy, &mut targets);
        (targets, origins)
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
    fn add_captures(&self, own: u64, enemy: u64, targets: &mut [u64; MAX_KEPT_PIECES]) {
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

    /// The number of legal moves, without listing them (perft's last ply):
    /// the body of [`ludeme_core::Game::legal_move_count`]. Captures by
    /// [`PositionOn::add_captures`] (piece by piece for set-up positions with
    /// more than [`MAX_KEPT_PIECES`] pieces a side).
    pub(crate) fn count_moves(&self) -> usize {
        if self.someone_lost_every_piece() {
            return 0;
        }
        let t = Self::T;
        let us = self.turn;
        let own = self.pieces(us);
        let enemy = self.pieces(us.other());
        let empty = !self.occupied() & t.all;
        let mut count = self.step_count(own, empty);
        if own.count_ones() as usize <= MAX_KEPT_PIECES {
            let mut targets = [0u64; MAX_KEPT_PIECES];
            self.add_captures(own, enemy, &mut targets);
            count += targets.iter().map(|t| t.count_ones()).sum::<u32>();
            return count as usize;
        }
        let rings = self.rings();
        let counts = self.entry_counts();
        let mut bits = own;
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let entries = counts[from] as usize;
            if entries != 0 {
                count += self
                    .capture_targets_with(&rings, entries, from, enemy)
                    .count_ones();
            }
        }
        count as usize
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        if self.someone_lost_every_piece() {
            return false;
        }
        let t = Self::T;
        let own = self.pieces(self.turn);
        let empty = !self.occupied() & t.all;
        let mut bits = own;
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if self.step_targets(from, empty) != 0 {
                return true;
            }
        }
        self.count_moves() > 0
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: MoveOn<N>) -> bool {
        let (from, to) = (mv.from() as usize, mv.to() as usize);
        if self.someone_lost_every_piece() || from >= N * N || to >= N * N {
            return false;
        }
        let us = self.turn;
        if self.pieces(us) >> from & 1 == 0 {
            return false;
        }
        let legal = if mv.is_capture() {
            self.capture_targets(from as u8)
        } else {
            self.step_targets(from, !self.occupied() & Self::T.all)
        };
        legal >> to & 1 == 1
    }

    /// The reason an illegal move is illegal.
    pub(crate) fn why_illegal(&self, mv: MoveOn<N>) -> IllegalMove {
        let name = |p: u8| Self::GRID.square_name(p);
        let (from, to) = (mv.from(), mv.to());
        let us = self.turn;
        if !self.has_legal_move() {
            return IllegalMove::GameOver;
        }
        if self.piece_at(from) != Some(us) {
            return IllegalMove::NotYourPiece {
                colour: us,
                square: name(from),
            };
        }
        if !mv.is_capture() {
            let (df, dr) = (
                (from as i32 % N as i32 - to as i32 % N as i32).abs(),
                (from as i32 / N as i32 - to as i32 / N as i32).abs(),
            );
            return if df > 1 || dr > 1 {
                IllegalMove::NotAdjacent {
                    from: name(from),
                    to: name(to),
                }
            } else if self.piece_at(to).is_some() {
                IllegalMove::DestinationOccupied { square: name(to) }
            } else {
                IllegalMove::DiagonalStep
            };
        }
        if self.piece_at(to) != Some(us.other()) {
            return IllegalMove::NothingToCapture { square: name(to) };
        }
        let entries = self.entry_counts()[from as usize] as usize;
        if entries == 0 {
            return IllegalMove::NotOnCircuit { square: name(from) };
        }
        let ends = Self::ray_ends::<true>(&self.rings(), entries, from as usize);
        if ends.direct >> to & 1 == 1 {
            IllegalMove::NoLoopPassed {
                from: name(from),
                to: name(to),
            }
        } else {
            IllegalMove::PathBlocked {
                from: name(from),
                to: name(to),
            }
        }
    }

    /// The colour with more pieces, `None` when equal.
    pub fn more_pieces(&self) -> Option<Colour> {
        let (w, b) = (self.pieces[0].count_ones(), self.pieces[1].count_ones());
        match w.cmp(&b) {
            core::cmp::Ordering::Greater => Some(Colour::White),
            core::cmp::Ordering::Less => Some(Colour::Black),
            core::cmp::Ordering::Equal => None,
        }
    }
}

//! Legal move generation, counting and checking.
//!
//! Steps come from neighbourhood masks (or, when only counted, from eight
//! whole-board shifts). Captures use the circuits' occupancy rings: with the
//! mover's own point cleared from its ring, the first occupied entry in each
//! direction is a trailing- or leading-zero count on the doubled ring, and a
//! loop is passed exactly when that distance runs past the end of the
//! segment the mover stands on.

use smallvec::SmallVec;

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

    /// The number of legal moves, without listing them (perft's last ply):
    /// the body of [`ludeme_core::Game::legal_move_count`].
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

//! Board tables, computed at compile time for each board size `N`.
//!
//! A circuit is a ring of `4N` entries: row k left→right, column N−1−k
//! bottom→top, row N−1−k right→left, column k top→bottom, with a corner loop
//! after each of the four segments. Its occupancy is kept as a `4N`-bit ring
//! (bit i = entry i), gathered from the board bitboard with four line
//! extractions; a capture ray is then a nearest-set-bit search on the ring.

use ludeme_geometry::Grid;

/// The most circuits a board has (Bas-basan sepur with the middle line).
pub(crate) const MAX_CIRCUITS: usize = 3;
/// The most circuit entries that one point has (the centre of the 7×7 board
/// lies on the middle circuit four times).
pub(crate) const MAX_ENTRIES: usize = 4;

/// One occurrence of a point on a circuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub circuit: u8,
    pub index: u8,
}

/// Everything move generation indexes, for an `N × N` board.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    pub grid: Grid,
    /// How many circuits the board has without / with the middle-line option.
    pub base_circuits: usize,
    pub middle_circuit: bool,
    /// Per point: its entries on every circuit (circuit order), and how many
    /// of them lie on the base circuits / on all circuits.
    pub entries: [[Entry; MAX_ENTRIES]; 64],
    pub entry_count_base: [u8; 64],
    pub entry_count_all: [u8; 64],
    /// Per circuit and point: the ring bits of the point's entries.
    pub ring_bits: [[u64; 64]; MAX_CIRCUITS],
    /// Per circuit and entry: the ring bits of the entry's point (all its
    /// entries on that circuit).
    pub entry_ring_bits: [[u64; 32]; MAX_CIRCUITS],
    /// King-move and orthogonal-move neighbourhoods.
    pub king: [u64; 64],
    pub rook_step: [u64; 64],
    /// Masks for the directional shifts of the step counter.
    pub not_file_first: u64,
    pub not_file_last: u64,
    pub all: u64,
    /// Multiplier gathering a column (shifted to file a) into N low bits.
    pub column_magic: u64,
    /// Bit reversal of N-bit values.
    pub reverse: [u8; 128],
    /// Per circuit, for entry indices 0 … 2·4N (one lap twice, so no modulo
    /// is needed): the bit of the entry's point.
    pub point_bit: [[u64; 64]; MAX_CIRCUITS],
    /// Per entry index: the ray window bits that lie before the next loop
    /// forward (first bits of the ray) and backward (last bits).
    pub same_segment_ahead: [u64; 32],
    pub same_segment_behind: [u64; 32],
}

/// The point at entry `e` of circuit `k` (from 1) of the `n × n` board:
/// row k left→right, column n−1−k bottom→top, row n−1−k right→left, column
/// k top→bottom; a loop after each of the four segments.
const fn entry_point(n: usize, k: usize, e: usize) -> usize {
    let (i, far) = (e % n, n - 1 - k);
    let (file, rank) = match e / n {
        0 => (i, k),
        1 => (far, i),
        2 => (n - 1 - i, far),
        _ => (k, n - 1 - i),
    };
    rank * n + file
}

/// The `n` low bits of `v` in reverse order.
const fn reverse_bits(v: usize, n: usize) -> u8 {
    (v as u8).reverse_bits() >> (8 - n)
}

impl Tables {
    pub(crate) const fn build(n: usize) -> Tables {
        assert!(n >= 3 && n <= 7, "boards of 3×3 to 7×7");
        let grid = Grid::new(n as u8, n as u8);
        let no_entry = Entry {
            circuit: 0,
            index: 0,
        };
        Tables {
            grid,
            // The base circuits k = 1 ..= ⌊(n−2)/2⌋ (n/2 − 1 for even n,
            // (n−3)/2 for odd n); on odd boards the middle line k = (n−1)/2
            // as an option.
            base_circuits: (n - 2) / 2,
            middle_circuit: n % 2 == 1,
            entries: [[no_entry; MAX_ENTRIES]; 64],
            entry_count_base: [0; 64],
            entry_count_all: [0; 64],
            ring_bits: [[0; 64]; MAX_CIRCUITS],
            entry_ring_bits: [[0; 32]; MAX_CIRCUITS],
            king: [0; 64],
            rook_step: [0; 64],
            not_file_first: !(grid.file_mask(0) as u64),
            not_file_last: !(grid.file_mask(n as u8 - 1) as u64),
            all: grid.all() as u64,
            column_magic: 0,
            reverse: [0; 128],
            point_bit: [[0; 64]; MAX_CIRCUITS],
            same_segment_ahead: [0; 32],
            same_segment_behind: [0; 32],
        }
        .with_neighbourhoods(n)
        .with_circuits(n)
        .with_lines(n)
    }

    /// These tables with [`Tables::king`] and [`Tables::rook_step`]: each
    /// point's neighbours, all eight and the orthogonal four.
    const fn with_neighbourhoods(mut self, n: usize) -> Tables {
        let mut sq = 0;
        while sq < n * n {
            let one = 1u128 << sq;
            self.king[sq] = (self.grid.dilate(one) & !one) as u64;
            // The orthogonal neighbours: those on the point's rank or file.
            let lines = self.grid.rank_mask((sq / n) as u8) | self.grid.file_mask((sq % n) as u8);
            self.rook_step[sq] = self.king[sq] & lines as u64;
            sq += 1;
        }
        self
    }

    /// These tables with what they hold about the circuits, one circuit
    /// after another: [`Tables::entries`], [`Tables::entry_count_base`],
    /// [`Tables::entry_count_all`], [`Tables::ring_bits`],
    /// [`Tables::entry_ring_bits`] and [`Tables::point_bit`].
    const fn with_circuits(mut self, n: usize) -> Tables {
        let total = self.base_circuits + self.middle_circuit as usize;
        assert!(total <= MAX_CIRCUITS);
        let len = 4 * n;
        let mut c = 0;
        while c < total {
            let mut e = 0;
            while e < len {
                let p = entry_point(n, c + 1, e);
                self.entries[p][self.entry_count_all[p] as usize] = Entry {
                    circuit: c as u8,
                    index: e as u8,
                };
                self.entry_count_all[p] += 1;
                self.entry_count_base[p] += (c < self.base_circuits) as u8;
                self.ring_bits[c][p] |= 1 << e;
                // One lap after another: two laps fill the 64 entries of
                // the largest board.
                self.point_bit[c][e] = 1 << p;
                self.point_bit[c][len + e] = 1 << p;
                e += 1;
            }
            // Each entry's point's ring bits, once the lap has set them all.
            let mut e = 0;
            while e < len {
                self.entry_ring_bits[c][e] = self.ring_bits[c][entry_point(n, c + 1, e)];
                e += 1;
            }
            c += 1;
        }
        self
    }

    /// These tables with what reading the lines of the rings takes:
    /// [`Tables::column_magic`] (column bit 0, rank r at bit r·n, lands on
    /// bit B + r, B = n(n−1)), [`Tables::reverse`] (every `n`-bit value
    /// reversed), [`Tables::same_segment_ahead`] and
    /// [`Tables::same_segment_behind`].
    const fn with_lines(mut self, n: usize) -> Tables {
        let mut s = 0;
        while s < n {
            self.column_magic |= 1 << (n * (n - 1) - (n - 1) * s);
            s += 1;
        }
        let mut v = 0;
        while v < (1 << n) {
            self.reverse[v] = reverse_bits(v, n);
            v += 1;
        }
        let mut e = 0;
        while e < 4 * n {
            let offset = e % n;
            self.same_segment_ahead[e] = (1 << (n - 1 - offset)) - 1;
            self.same_segment_behind[e] = ((1 << offset) - 1) << (4 * n - offset);
            e += 1;
        }
        self
    }

    /// The `N` bits of column `file`, bit r = rank r.
    #[inline(always)]
    pub(crate) fn column(&self, occupied: u64, file: usize) -> u64 {
        let n = self.grid.width() as usize;
        let file_a = self.grid.file_mask(0) as u64;
        (((occupied >> file) & file_a).wrapping_mul(self.column_magic) >> (n * (n - 1)))
            & ((1 << n) - 1)
    }

    /// The occupancy ring of circuit `k` (1-based line index).
    #[inline(always)]
    pub(crate) fn ring(&self, occupied: u64, k: usize) -> u64 {
        let n = self.grid.width() as usize;
        let line = (1u64 << n) - 1;
        let row_low = (occupied >> (k * n)) & line;
        let col_high = self.column(occupied, n - 1 - k);
        let row_high = self.reverse[((occupied >> ((n - 1 - k) * n)) & line) as usize] as u64;
        let col_low = self.reverse[self.column(occupied, k) as usize] as u64;
        row_low | col_high << n | row_high << (2 * n) | col_low << (3 * n)
    }
}

/// The tables of the `N × N` board.
pub(crate) struct BoardTables<const N: usize>;

impl<const N: usize> BoardTables<N> {
    pub(crate) const TABLES: Tables = Tables::build(N);
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use ludeme_geometry::CyclicTrack;

    use super::*;

    /// Circuit `k` as a track: its entries' points, a loop after each
    /// segment's last entry.
    fn circuit(n: usize, k: usize) -> CyclicTrack {
        let cells: Vec<u8> = (0..4 * n).map(|e| entry_point(n, k, e) as u8).collect();
        let m = n as u8;
        CyclicTrack::new(&cells, &[m - 1, 2 * m - 1, 3 * m - 1, 4 * m - 1])
    }

    fn names(n: usize, track: &CyclicTrack) -> String {
        let grid = Grid::new(n as u8, n as u8);
        track
            .cells()
            .iter()
            .map(|&c| grid.square_name(c).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn circuits_match_the_spec() {
        let t = &BoardTables::<6>::TABLES;
        assert_eq!(t.base_circuits, 2);
        assert!(!t.middle_circuit);
        assert_eq!(
            names(6, &circuit(6, 1)),
            "a2 b2 c2 d2 e2 f2 e1 e2 e3 e4 e5 e6 f5 e5 d5 c5 b5 a5 b6 b5 b4 b3 b2 b1"
        );
        assert_eq!(
            names(6, &circuit(6, 2)),
            "a3 b3 c3 d3 e3 f3 d1 d2 d3 d4 d5 d6 f4 e4 d4 c4 b4 a4 c6 c5 c4 c3 c2 c1"
        );
        for c in &[circuit(6, 1), circuit(6, 2)] {
            for j in 0..24 {
                assert_eq!(c.joint_after(j), j % 6 == 5, "joint after {j}");
            }
        }
    }

    #[test]
    fn bas_basan_circuits() {
        let t = &BoardTables::<7>::TABLES;
        assert_eq!(t.base_circuits, 2);
        assert!(t.middle_circuit);
        assert_eq!(
            names(7, &circuit(7, 3)),
            "a4 b4 c4 d4 e4 f4 g4 d1 d2 d3 d4 d5 d6 d7 g4 f4 e4 d4 c4 b4 a4 d7 d6 d5 d4 d3 d2 d1"
        );
        let d4 = 3 * 7 + 3;
        assert_eq!(t.entry_count_all[d4], 4);
        assert_eq!(t.entry_count_base[d4], 0);
    }

    #[test]
    fn corners_lie_on_no_circuit_and_crossings_twice() {
        let t = &BoardTables::<6>::TABLES;
        for corner in [0, 5, 30, 35] {
            assert_eq!(t.entry_count_all[corner], 0);
        }
        for crossing in [7, 10, 25, 28, 14, 15, 20, 21] {
            let e = &t.entries[crossing][..2];
            assert_eq!(e[0].circuit, e[1].circuit, "crossing {crossing}");
        }
    }

    #[test]
    fn entries_off_the_board_are_empty() {
        fn check(n: usize, t: &Tables) {
            let circuits = t.base_circuits + usize::from(t.middle_circuit);
            for sq in n * n..64 {
                assert_eq!((t.king[sq], t.rook_step[sq]), (0, 0), "n {n}, point {sq}");
                assert_eq!(t.entry_count_all[sq], 0, "n {n}, point {sq}");
            }
            for c in 0..MAX_CIRCUITS {
                // Indices past two laps of a circuit, and circuits the
                // board does not have.
                let laps = if c < circuits { 8 * n } else { 0 };
                assert!(
                    t.point_bit[c][laps..].iter().all(|&b| b == 0),
                    "n {n}, circuit {c}"
                );
                let lap = if c < circuits { 4 * n } else { 0 };
                assert!(
                    t.entry_ring_bits[c][lap..].iter().all(|&b| b == 0),
                    "n {n}, circuit {c}"
                );
                assert!(t.ring_bits[c][if c < circuits { n * n } else { 0 }..]
                    .iter()
                    .all(|&b| b == 0));
            }
            assert!(t.reverse[1 << n..].iter().all(|&r| r == 0), "n {n}");
            let past_a_lap = t.same_segment_ahead[4 * n..].iter();
            assert!(past_a_lap
                .chain(&t.same_segment_behind[4 * n..])
                .all(|&b| b == 0));
        }
        check(6, &BoardTables::<6>::TABLES);
        check(7, &BoardTables::<7>::TABLES);
    }

    #[test]
    fn bits_reverse_within_their_width() {
        for n in 3..=7 {
            for v in 0..1usize << n {
                let reversed = (v as u8).reverse_bits() >> (8 - n);
                assert_eq!(reverse_bits(v, n), reversed, "{v:0n$b}");
            }
        }
    }

    #[test]
    fn rings_equal_a_naive_gather() {
        for (n, t) in [
            (6, &BoardTables::<6>::TABLES),
            (7, &BoardTables::<7>::TABLES),
        ] {
            let mut x = 0x1234_5678_9abc_def1u64;
            for _ in 0..2000 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let occupied = x & t.all;
                for c in 0..t.base_circuits + usize::from(t.middle_circuit) {
                    let naive = circuit(n, c + 1)
                        .cells()
                        .iter()
                        .enumerate()
                        .fold(0u64, |r, (e, &p)| r | ((occupied >> p) & 1) << e);
                    assert_eq!(t.ring(occupied, c + 1), naive, "n {n} circuit {c}");
                }
            }
        }
    }
}

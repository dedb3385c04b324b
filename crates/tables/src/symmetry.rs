//! The eight symmetries of the square board (the dihedral group D4), as
//! maps of points and of whole bitboards.
//!
//! Each of them maps each circuit onto a circuit (the inner onto the inner,
//! the outer onto the outer) and the eight step directions onto each other,
//! so a position and its images have the same moves, mirrored, and the same
//! value.

/// The points of the board.
pub(crate) const POINTS: usize = 36;
/// The board's side.
const SIDE: usize = 6;
/// Every point of the board.
pub(crate) const BOARD: u64 = (1 << POINTS) - 1;

/// The symmetries, as their number: 0 is the identity.
pub(crate) const COUNT: usize = 8;

/// Where symmetry `g` sends the point `(file, rank)`.
const fn map_point(g: usize, file: usize, rank: usize) -> usize {
    let last = SIDE - 1;
    let (f, r) = match g {
        0 => (file, rank),
        1 => (last - rank, file),        // a quarter turn
        2 => (last - file, last - rank), // a half turn
        3 => (rank, last - file),        // three quarters
        4 => (last - file, rank),        // mirrored left to right
        5 => (file, last - rank),        // mirrored top to bottom
        6 => (rank, file),               // on the a1–f6 diagonal
        _ => (last - rank, last - file), // on the a6–f1 diagonal
    };
    r * SIDE + f
}

/// Bitboards in five chunks of eight points (the last holds four), each
/// chunk's image under each symmetry looked up: `IMAGES[g][chunk][bits]`.
static IMAGES: [[[u64; 256]; 5]; COUNT] = images();

const fn images() -> [[[u64; 256]; 5]; COUNT] {
    let mut table = [[[0u64; 256]; 5]; COUNT];
    let mut g = 0;
    while g < COUNT {
        let mut chunk = 0;
        while chunk < 5 {
            let mut bits = 0;
            while bits < 256 {
                let mut image = 0u64;
                let mut i = 0;
                while i < 8 {
                    let point = chunk * 8 + i;
                    if bits >> i & 1 == 1 && point < POINTS {
                        image |= 1 << map_point(g, point % SIDE, point / SIDE);
                    }
                    i += 1;
                }
                table[g][chunk][bits] = image;
                bits += 1;
            }
            chunk += 1;
        }
        g += 1;
    }
    table
}

/// The image of a set of points under symmetry `g`.
#[inline]
pub(crate) fn transform(g: usize, bits: u64) -> u64 {
    let t = &IMAGES[g];
    t[0][(bits & 0xff) as usize]
        | t[1][(bits >> 8 & 0xff) as usize]
        | t[2][(bits >> 16 & 0xff) as usize]
        | t[3][(bits >> 24 & 0xff) as usize]
        | t[4][(bits >> 32 & 0xff) as usize]
}

/// The neighbours of each point: a step goes from a point to one of them.
pub(crate) static NEIGHBOURS: [u64; POINTS] = neighbours();

const fn neighbours() -> [u64; POINTS] {
    let mut table = [0u64; POINTS];
    let mut point = 0;
    while point < POINTS {
        let (file, rank) = ((point % SIDE) as i32, (point / SIDE) as i32);
        let mut df = -1;
        while df <= 1 {
            let mut dr = -1;
            while dr <= 1 {
                let (f, r) = (file + df, rank + dr);
                if (df != 0 || dr != 0) && f >= 0 && r >= 0 && f < SIDE as i32 && r < SIDE as i32 {
                    table[point] |= 1 << (r as usize * SIDE + f as usize);
                }
                dr += 1;
            }
            df += 1;
        }
        point += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_core::Game;
    use ludeme_surakarta::{Colour, Position, Rules};

    #[test]
    fn each_symmetry_is_a_permutation_and_the_identity_is_first() {
        for g in 0..COUNT {
            let mut seen = 0u64;
            for point in 0..POINTS {
                let image = transform(g, 1 << point);
                assert_eq!(image.count_ones(), 1);
                seen |= image;
                if g == 0 {
                    assert_eq!(image, 1 << point);
                }
            }
            assert_eq!(seen, BOARD, "symmetry {g}");
        }
    }

    #[test]
    fn the_eight_symmetries_are_distinct() {
        let probe = 1 << 1 | 1 << 8; // b1 and c2: no symmetry but the identity fixes them
        let images: std::collections::HashSet<u64> =
            (0..COUNT).map(|g| transform(g, probe)).collect();
        assert_eq!(images.len(), COUNT);
    }

    /// The rules are the same in every image: a position and its images
    /// have as many moves of each kind, for random positions.
    #[test]
    fn moves_map_onto_moves() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..300 {
            let white = next() & next() & BOARD;
            let black = next() & next() & BOARD & !white;
            let (white, black) = (keep(white, 6), keep(black, 6));
            let base =
                Position::from_pieces(white, black, Colour::White, Rules::default()).unwrap();
            let moves = base.legal_moves();
            for g in 1..COUNT {
                let image = Position::from_pieces(
                    transform(g, white),
                    transform(g, black),
                    Colour::White,
                    Rules::default(),
                )
                .unwrap();
                let mut mapped: Vec<(u64, u64, bool)> = moves
                    .iter()
                    .map(|m| {
                        (
                            transform(g, 1 << m.from()),
                            transform(g, 1 << m.to()),
                            m.is_capture(),
                        )
                    })
                    .collect();
                let mut theirs: Vec<(u64, u64, bool)> = image
                    .legal_moves()
                    .iter()
                    .map(|m| (1 << m.from(), 1 << m.to(), m.is_capture()))
                    .collect();
                mapped.sort_unstable();
                theirs.sort_unstable();
                assert_eq!(mapped, theirs, "{base} under symmetry {g}");
            }
        }
    }

    /// The lowest `n` points of a set.
    fn keep(mut bits: u64, n: usize) -> u64 {
        let mut kept = 0;
        for _ in 0..n {
            if bits == 0 {
                break;
            }
            let low = bits & bits.wrapping_neg();
            kept |= low;
            bits ^= low;
        }
        kept
    }

    #[test]
    fn neighbours_of_corners_and_middle() {
        assert_eq!(NEIGHBOURS[0].count_ones(), 3);
        assert_eq!(NEIGHBOURS[7].count_ones(), 8);
        assert_eq!(NEIGHBOURS[35], 1 << 34 | 1 << 29 | 1 << 28);
    }
}

//! The position: two bitboards, the side to move and the rules.

use core::fmt;
use core::str::FromStr;

use ludeme_geometry::Grid;

use crate::error::{IllegalMove, PositionError};
use crate::tables::{BoardTables, Tables};
use crate::zobrist::{black_to_move_key, piece_key};
use crate::{Colour, MoveOn, RulesOn};

/// A Surakarta position on an `N × N` board: where the pieces stand, who
/// moves, under which [`RulesOn`]. `Position` is the 6×6 game;
/// [`BasBasan`](crate::BasBasan) = `PositionOn<7>` is Bas-basan sepur.
///
/// Points are indexed `rank · N + file` from `a1` = 0. Positions are small
/// `Copy` values: play a move on a copy to keep the original.
///
/// ```
/// use ludeme_surakarta::{Colour, Position};
/// let start = Position::start();
/// assert_eq!(start.to_string(), "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w");
/// assert_eq!(start.turn(), Colour::White);
/// assert_eq!(start.pieces(Colour::Black).count_ones(), 12);
/// let p: Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
/// assert_eq!(p.legal_moves().len(), 8 + 1); // 8 steps and b2xc5
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PositionOn<const N: usize> {
    pub(crate) pieces: [u64; 2],
    pub(crate) turn: Colour,
    pub(crate) rules: RulesOn<N>,
    pub(crate) hash: u64,
}

impl<const N: usize> PositionOn<N> {
    pub(crate) const T: &'static Tables = &BoardTables::<N>::TABLES;
    pub(crate) const GRID: Grid = Grid::new(N as u8, N as u8);

    /// The start position of the standard rules: each side fills its two back
    /// ranks, White to move.
    pub fn start() -> Self {
        Self::start_with(RulesOn::default())
    }

    /// The start position under `rules`.
    pub fn start_with(rules: RulesOn<N>) -> Self {
        let back_two = (1u64 << (2 * N)) - 1;
        Self::from_parts(back_two, back_two << (N * (N - 2)), Colour::White, rules)
    }

    /// An empty board with `turn` to move (to set up positions with
    /// [`PositionOn::put`]).
    pub fn empty(turn: Colour, rules: RulesOn<N>) -> Self {
        Self::from_parts(0, 0, turn, rules)
    }

    fn from_parts(white: u64, black: u64, turn: Colour, rules: RulesOn<N>) -> Self {
        let mut p = PositionOn {
            pieces: [white, black],
            turn,
            rules,
            hash: 0,
        };
        p.hash = p.zobrist_from_scratch();
        p
    }

    /// The same position with a piece of `colour` on `point` (replacing
    /// whatever stood there).
    ///
    /// # Panics
    /// If `point` is not on the board.
    pub fn put(mut self, colour: Colour, point: u8) -> Self {
        assert!((point as usize) < N * N, "point {point} is off the board");
        let bit = 1u64 << point;
        self.pieces[0] &= !bit;
        self.pieces[1] &= !bit;
        self.pieces[colour.index()] |= bit;
        self.hash = self.zobrist_from_scratch();
        self
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Colour {
        self.turn
    }

    /// The rules of the position.
    #[inline]
    pub const fn rules(&self) -> RulesOn<N> {
        self.rules
    }

    /// The points of one side's pieces (bit `i` = point `i`).
    #[inline]
    pub const fn pieces(&self, colour: Colour) -> u64 {
        self.pieces[colour.index()]
    }

    /// Every occupied point.
    #[inline]
    pub const fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    /// The colour of the piece on `point`, if any.
    pub const fn piece_at(&self, point: u8) -> Option<Colour> {
        if point as usize >= N * N {
            None
        } else if self.pieces[0] >> point & 1 == 1 {
            Some(Colour::White)
        } else if self.pieces[1] >> point & 1 == 1 {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// The incrementally maintained Zobrist hash.
    #[inline]
    pub const fn zobrist(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from scratch.
    pub fn zobrist_from_scratch(&self) -> u64 {
        let mut hash = if self.turn == Colour::Black {
            black_to_move_key()
        } else {
            0
        };
        for colour in [Colour::White, Colour::Black] {
            let mut bits = self.pieces(colour);
            while bits != 0 {
                hash ^= piece_key(colour, bits.trailing_zeros());
                bits &= bits - 1;
            }
        }
        hash
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMove`] says why the move is not legal; the position is then
    /// unchanged.
    pub fn play(&mut self, mv: MoveOn<N>) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(self.why_illegal(mv))
        }
    }

    /// Plays a move without checking it: the fast path for search.
    ///
    /// `mv` must be one of [`PositionOn::legal_moves`]; another move gives a
    /// meaningless position (never undefined behaviour).
    #[inline]
    pub fn play_unchecked(&mut self, mv: MoveOn<N>) {
        let us = self.turn;
        let (from, to) = (u32::from(mv.from()), u32::from(mv.to()));
        self.pieces[us.index()] ^= 1 << from | 1 << to;
        self.hash ^= piece_key(us, from) ^ piece_key(us, to) ^ black_to_move_key();
        if mv.is_capture() {
            self.pieces[us.other().index()] &= !(1 << to);
            self.hash ^= piece_key(us.other(), to);
        }
        self.turn = us.other();
    }

    /// Parses position text under `rules`.
    ///
    /// # Errors
    /// [`PositionError`] names what is wrong and where.
    pub fn from_text(text: &str, rules: RulesOn<N>) -> Result<Self, PositionError> {
        let (board, side) = text.split_once(' ').ok_or(PositionError::MissingSide)?;
        let (side, rest) = side.split_once(' ').unwrap_or((side, ""));
        if !rest.is_empty() {
            return Err(PositionError::TrailingText(rest.into()));
        }
        let turn = match side {
            "w" => Colour::White,
            "b" => Colour::Black,
            "" => return Err(PositionError::MissingSide),
            other => return Err(PositionError::BadSide(other.into())),
        };
        let ranks = board.split('/').count();
        if ranks != N {
            return Err(PositionError::RankCount {
                found: ranks,
                expected: N,
            });
        }
        let mut pieces = [0u64; 2];
        for (i, row) in board.split('/').enumerate() {
            let rank = N - 1 - i;
            let mut file = 0usize;
            for ch in row.chars() {
                match ch {
                    'w' | 'b' => {
                        if file < N {
                            let colour = usize::from(ch == 'b');
                            pieces[colour] |= 1 << (rank * N + file);
                        }
                        file += 1;
                    }
                    '1'..='9' if (ch as usize - '0' as usize) <= N => {
                        file += ch as usize - '0' as usize;
                    }
                    _ => {
                        return Err(PositionError::UnknownChar {
                            rank: rank + 1,
                            found: ch,
                            max_digit: N,
                        })
                    }
                }
            }
            if file != N {
                return Err(PositionError::RankLength {
                    rank: rank + 1,
                    found: file,
                    expected: N,
                });
            }
        }
        for colour in [Colour::White, Colour::Black] {
            let count = pieces[colour.index()].count_ones();
            let max = 2 * N as u32;
            if count > max {
                return Err(PositionError::TooManyPieces { colour, count, max });
            }
        }
        Ok(Self::from_parts(pieces[0], pieces[1], turn, rules))
    }
}

impl<const N: usize> Default for PositionOn<N> {
    fn default() -> Self {
        Self::start()
    }
}

impl<const N: usize> fmt::Display for PositionOn<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..N).rev() {
            let mut empty = 0;
            for file in 0..N {
                match self.piece_at((rank * N + file) as u8) {
                    None => empty += 1,
                    Some(colour) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", colour.letter())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.letter())
    }
}

impl<const N: usize> fmt::Debug for PositionOn<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position<{N}>({self})")
    }
}

impl<const N: usize> FromStr for PositionOn<N> {
    type Err = PositionError;

    /// Parses position text under the default rules of the board size.
    fn from_str(text: &str) -> Result<Self, PositionError> {
        Self::from_text(text, RulesOn::default())
    }
}

ludeme_core::serde_via_text!(const N; PositionOn<N>);

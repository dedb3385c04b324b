//! The position: two bitboards, the side to move and the rules.

use core::fmt;

use ludeme_geometry::Grid;

use ludeme_core::text::write_ranks;

use crate::error::PositionError;
use crate::tables::{BoardTables, Tables};
use crate::zobrist::KEYS;
use crate::{Colour, RulesOn};

/// A Surakarta position on an `N × N` board: where the pieces stand, who
/// moves, under which [`RulesOn`]. `Position` is the 6×6 game;
/// [`BasBasan`](crate::BasBasan) = `PositionOn<7>` is Bas-basan sepur.
///
/// Points are indexed `rank · N + file` from `a1` = 0. Positions are small
/// `Copy` values: play a move on a copy to keep the original.
///
/// The rules of the game ([`ludeme_core::Game`]) and the hooks of ludeme-core's other
/// traits are implemented for every board size.
///
/// ```
/// use ludeme_core::Game;
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

    /// An empty board with `turn` to move (to set up positions with
    /// [`PositionOn::put`]).
    pub fn empty(turn: Colour, rules: RulesOn<N>) -> Self {
        Self::from_parts(0, 0, turn, rules)
    }

    /// The position with White's pieces on the points of `white`, Black's
    /// on `black` (bit `i` = point `i`) and `turn` to move: the quick way
    /// for code that holds boards as bitboards (endgame tables, say).
    ///
    /// `None` if a piece stands off the board, both sides on one point, or
    /// a side has more than the `2N` pieces it starts with.
    ///
    /// ```
    /// use ludeme_surakarta::{Colour, Position, Rules};
    /// let p = Position::from_pieces(1 << 7, 1 << 26, Colour::White, Rules::default()).unwrap();
    /// assert_eq!(p.to_string(), "6/2b3/6/6/1w4/6 w");
    /// assert_eq!(Position::from_pieces(1, 1, Colour::White, Rules::default()), None);
    /// ```
    pub fn from_pieces(white: u64, black: u64, turn: Colour, rules: RulesOn<N>) -> Option<Self> {
        let fits = |side: u64| side & !Self::T.all == 0 && side.count_ones() as usize <= 2 * N;
        (white & black == 0 && fits(white) && fits(black))
            .then(|| Self::from_parts(white, black, turn, rules))
    }

    pub(crate) fn from_parts(white: u64, black: u64, turn: Colour, rules: RulesOn<N>) -> Self {
        let mut p = PositionOn {
            pieces: [white, black],
            turn,
            rules,
            hash: 0,
        };
        p.hash = p.hash_from_scratch();
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
        self.pieces = self.pieces.map(|side| side & !bit);
        self.pieces[colour.index()] |= bit;
        self.hash = self.hash_from_scratch();
        self
    }

    /// Moves the piece of `us`, the side to move, from `from_bit` to
    /// `to_bit` and passes the turn: all of a move but the Zobrist key. A
    /// capture takes the enemy piece on `to_bit`; a step goes to an empty
    /// point, where this clears nothing: no branch either way.
    #[inline(always)]
    pub(crate) fn move_piece(&mut self, us: Colour, from_bit: u64, to_bit: u64) {
        self.pieces[us.index()] ^= from_bit | to_bit;
        self.pieces[us.index() ^ 1] &= !to_bit;
        self.turn = us.other();
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Colour {
        self.turn
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

    /// The Zobrist hash computed from scratch (what [`Game::zobrist`] keeps
    /// incrementally).
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        KEYS.from_scratch(self.turn, |colour, _| self.pieces(colour))
    }
}

impl<const N: usize> fmt::Display for PositionOn<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_ranks(f, N, N, |point| Some(self.piece_at(point as u8)?.letter()))?;
        write!(f, " {}", self.turn.letter())
    }
}

ludeme_core::state_forms!(const N; PositionOn<N>, PositionError, "Position");

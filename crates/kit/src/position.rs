//! A kit game's state, and the game traits of `ludeme-core` derived for it.

use core::fmt;
use core::hash::{Hash, Hasher};

use alloc::string::String;

use ludeme_core::bits::BitSet;
use ludeme_core::{Actor, Game, Heuristic, History, Outcome, Seat, Side};
use ludeme_geometry::{Cells, Direction, Grid};

use crate::moves::MoveDrawer;
use crate::{
    GridGame, IllegalMove, Move, MoveError, MoveList, MoveLister, Moves, PositionError, Size,
};

/// The most kinds of piece a kit game has.
pub(crate) const MAX_KINDS: usize = 8;

/// Zobrist keys: one per kind and cell of a 128-cell board, and the second
/// seat's turn last.
static KEYS: [u64; MAX_KINDS * 128 + 1] = ludeme_core::zobrist_keys(0x6b69_745f_6b65_7973);

#[inline(always)]
pub(crate) fn key(kind: usize, cell: u32) -> u64 {
    KEYS[kind * 128 + cell as usize]
}

/// A position of the kit game `G`: its pieces, the seat to move and the
/// board, with its Zobrist hash kept as moves are played.
pub struct Position<G: GridGame> {
    pieces: G::Pieces,
    mover: u8,
    size: Size<G>,
    hash: u64,
}

impl<G: GridGame> Position<G> {
    /// The position of `pieces` with `mover` to move under `size`.
    ///
    /// # Panics
    /// If the game has more than 8 kinds of piece.
    pub fn new(pieces: G::Pieces, mover: usize, size: Size<G>) -> Self {
        assert!(
            pieces.as_ref().len() <= MAX_KINDS,
            "a kit game has at most {MAX_KINDS} kinds of piece"
        );
        let mut position = Position {
            pieces,
            mover: mover as u8 & 1,
            size,
            hash: 0,
        };
        position.hash = position.hash_from_scratch();
        position
    }

    /// The pieces, one set per kind.
    #[inline(always)]
    pub fn pieces(&self) -> &G::Pieces {
        &self.pieces
    }

    /// The seat to move (0 or 1).
    #[inline(always)]
    pub fn mover(&self) -> usize {
        usize::from(self.mover)
    }

    /// The other seat.
    #[inline(always)]
    pub fn opponent(&self) -> usize {
        usize::from(self.mover ^ 1)
    }

    /// The board.
    #[inline(always)]
    pub fn grid(&self) -> Grid {
        self.size.grid()
    }

    /// The mover's pieces of the first kind: all of them in a game of one
    /// kind per seat.
    #[inline(always)]
    pub fn mine(&self) -> G::Cells {
        self.pieces.as_ref()[self.mover()]
    }

    /// The opponent's pieces of the first kind.
    #[inline(always)]
    pub fn theirs(&self) -> G::Cells {
        self.pieces.as_ref()[self.opponent()]
    }

    /// Every occupied cell.
    #[inline(always)]
    pub fn occupied(&self) -> G::Cells {
        self.pieces
            .as_ref()
            .iter()
            .fold(G::Cells::EMPTY, |all, &kind| all | kind)
    }

    /// The cells of `mv` (origin and destination) as a set.
    #[inline(always)]
    pub fn cells_of(&self, mv: Move) -> G::Cells {
        let grid = self.grid();
        [mv.from(grid), mv.to(grid)]
            .into_iter()
            .flatten()
            .fold(G::Cells::EMPTY, |set, cell| set | G::Cells::cell(cell))
    }

    /// Every cell of the board.
    #[inline(always)]
    pub fn every(&self) -> G::Cells {
        self.size.every
    }

    /// Every cell of `cells` moved one step in `direction`; cells that
    /// would leave the board drop off. [`Grid::step`] with the board's masks
    /// worked out once.
    #[inline(always)]
    pub fn step(&self, cells: G::Cells, direction: Direction) -> G::Cells {
        let size = &self.size;
        let width = u32::from(size.grid().width());
        match direction {
            Direction::North => (cells << width) & size.every,
            Direction::South => cells >> width,
            Direction::East => (cells & size.not_last) << 1,
            Direction::West => (cells & size.not_first) >> 1,
            Direction::NorthEast => ((cells & size.not_last) << (width + 1)) & size.every,
            Direction::NorthWest => ((cells & size.not_first) << (width - 1)) & size.every,
            Direction::SouthEast => (cells & size.not_last) >> (width - 1),
            Direction::SouthWest => (cells & size.not_first) >> (width + 1),
        }
    }

    /// The cells of `cells` and every cell reached from one of them by
    /// steps in `direction` over cells of `through` (an occluded fill: the
    /// runs a move flips in Othello).
    #[inline(always)]
    pub fn fill(&self, cells: G::Cells, direction: Direction, through: G::Cells) -> G::Cells {
        let mut filled = cells;
        let mut front = cells;
        while !front.is_empty() {
            front = self.step(front, direction) & through & !filled;
            filled |= front;
        }
        filled
    }

    /// `direction` as the seat to move sees the board: as it is for the
    /// first seat, turned upside down for the second (North is ahead).
    #[inline(always)]
    pub fn toward(&self, direction: Direction) -> Direction {
        if self.mover == 0 {
            direction
        } else {
            direction.mirrored_vertically()
        }
    }

    /// The `n`-th rank from `seat`'s own edge of the board (0 its first
    /// rank: the bottom one for the first seat, the top one for the second).
    #[inline(always)]
    pub fn rank_from(&self, seat: usize, n: u8) -> G::Cells {
        let grid = self.grid();
        let rank = if seat == 0 { n } else { grid.height() - 1 - n };
        G::Cells::from_u128(grid.rank_mask(rank))
    }

    /// The kind of piece on `cell`, if any.
    pub fn kind_at(&self, cell: u32) -> Option<usize> {
        self.pieces.as_ref().iter().position(|kind| kind.has(cell))
    }

    /// The seat owning pieces of `kind`.
    pub(crate) fn owner(kind: usize) -> usize {
        usize::from(kind >= G::SEATS[0].letters.chars().count())
    }

    /// The Zobrist hash computed from every piece.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = if self.mover == 1 {
            KEYS[MAX_KINDS * 128]
        } else {
            0
        };
        for (kind, &cells) in self.pieces.as_ref().iter().enumerate() {
            for cell in cells.squares() {
                hash ^= key(kind, cell);
            }
        }
        hash
    }

    fn parse_move_on_board(&self, text: &str) -> Result<Move, MoveError> {
        let mv: Move = text.parse()?;
        let grid = self.grid();
        let word = || ludeme_core::text::owned_excerpt(text.trim());
        if !G::FORMS.allow(mv) {
            return Err(MoveError::Form {
                text: word(),
                expected: G::FORMS.expected(),
            });
        }
        if !mv.fits(grid) {
            let square = mv
                .places()
                .find(|&(file, rank)| file >= grid.width() || rank >= grid.height());
            let (file, rank) = square.unwrap_or_default();
            return Err(MoveError::OffBoard {
                square: alloc::format!("{}{}", char::from(b'a' + file), u32::from(rank) + 1),
                text: word(),
                last_file: char::from(b'a' + grid.width() - 1),
                ranks: grid.height(),
            });
        }
        // A step written for a capture, or the other way round, is the legal
        // move between the same cells.
        if mv.is_drop() || mv.is_pass() {
            return Ok(mv);
        }
        let other = mv.with_capture(!mv.is_capture());
        let legal = self.legal_moves();
        if legal.contains(&other) && !legal.contains(&mv) {
            return Ok(other);
        }
        Ok(mv)
    }
}

impl<B: Cells, G: GridGame<Cells = B, Pieces = [B; 2]>> Position<G> {
    /// The pieces of a game of one kind per seat, with the mover's pieces
    /// `mine` and the opponent's `theirs`: what [`GridGame::play`] returns.
    #[inline(always)]
    pub fn arranged(&self, mine: B, theirs: B) -> [B; 2] {
        if self.mover == 0 {
            [mine, theirs]
        } else {
            [theirs, mine]
        }
    }

    /// The pieces of `seat` in a game of one kind per seat.
    #[inline(always)]
    pub fn of(&self, seat: usize) -> B {
        self.pieces[seat & 1]
    }
}

impl<G: GridGame> Clone for Position<G> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GridGame> Copy for Position<G> {}

impl<G: GridGame> PartialEq for Position<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.pieces, self.mover, self.size) == (other.pieces, other.mover, other.size)
    }
}

impl<G: GridGame> Eq for Position<G> {}

impl<G: GridGame> Hash for Position<G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.pieces, self.mover, self.size).hash(state);
    }
}

impl<G: GridGame> fmt::Debug for Position<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({self})", G::NAME)
    }
}

impl<G: GridGame> Game for Position<G> {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Size<G>;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveError;

    fn start_with(rules: &Size<G>) -> Self {
        Position::new(G::start(rules.grid()), 0, *rules)
    }

    fn rules(&self) -> Size<G> {
        self.size
    }

    fn from_text(text: &str, rules: &Size<G>) -> Result<Self, PositionError> {
        crate::text::parse(text, *rules)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_move_on_board(text)
    }

    fn seat_name(&self, seat: Seat) -> String {
        String::from(G::SEATS[usize::from(seat.0 & 1)].name)
    }

    fn mover(&self) -> Actor {
        Actor::Seat(Seat(self.mover))
    }

    #[inline]
    fn generate_moves(&self, moves: &mut MoveList) {
        let mut pending = crate::runs::StepSets::new();
        let mut list = if G::FORMS.steps {
            // Steps and captures come in sets: listed in order at the end.
            MoveLister::in_order(moves, &mut pending, self.grid())
        } else {
            MoveLister::new(moves, self.grid())
        };
        G::generate(self, &mut list);
        list.finish();
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        G::count(self)
    }

    /// The listed draw ([`Game::sample_move`]'s default) without listing:
    /// the drawn index's move in order, found among the sets the generator
    /// added (or, when it added moves one by one, selected from the list).
    fn sample_move(&self, rng: &mut ludeme_core::SplitMix64) -> Option<Move> {
        let mut runs = crate::runs::Runs::default();
        G::generate(self, &mut MoveDrawer::new(&mut runs, self.grid()));
        if !runs.other {
            return runs.draw(self.grid(), rng);
        }
        let mut list = MoveList::new();
        let mut moves = MoveLister::new(&mut list, self.grid());
        G::generate(self, &mut moves);
        let index = rng.below(moves.len() as u64) as usize;
        moves.nth_in_order(index)
    }

    fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        if self.legal_moves().contains(&mv) {
            Ok(())
        } else {
            Err(IllegalMove::NotLegal(mv))
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        let before = self.pieces;
        self.play_unhashed(mv);
        let mut hash = self.hash ^ KEYS[MAX_KINDS * 128];
        for (kind, (&was, &now)) in before.as_ref().iter().zip(self.pieces.as_ref()).enumerate() {
            for cell in (was ^ now).squares() {
                hash ^= key(kind, cell);
            }
        }
        self.hash = hash;
    }

    #[inline]
    fn play_unhashed(&mut self, mv: Move) {
        self.pieces = G::play(self, mv);
        self.mover ^= 1;
    }

    fn outcome(&self) -> Option<Outcome> {
        G::outcome(self).or_else(|| {
            (G::count(self) == 0).then_some(Outcome::Win {
                side: Side(self.mover ^ 1),
                reason: ludeme_core::EndReason::NoLegalMove,
            })
        })
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        self.hash
    }
}

impl<G: GridGame> History for Position<G> {}

impl<G: GridGame> Heuristic for Position<G> {
    fn evaluate(&self, side: Side) -> f64 {
        match self.outcome() {
            Some(outcome) => outcome.value_for(side),
            None => G::evaluate(self, usize::from(side.0 & 1)),
        }
    }

    fn is_tactical(&self, mv: Move) -> bool {
        G::is_tactical(self, mv)
    }
}

ludeme_core::serde_through!(serialize_state, deserialize_state; [G: GridGame] Position<G>);

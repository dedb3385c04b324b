//! The position as a [`ludeme_core::Game`], and its end-of-game and history
//! rules.

use ludeme_core::bits::{nth_set_bit, set_bits};
use ludeme_core::{Actor, EndReason, Game, History, HistoryRules, Outcome, SplitMix64};

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::movegen::moves_to;
use crate::position::{KEYS, START};
use crate::tables::SQUARE_BIT;
use crate::{Animal, Colour, Move, MoveList, Position, Rules};

/// Barca's own end of the game: a side holds 3 of the 4 watering holes after
/// its move, and wins.
///
/// ```
/// use ludeme_barca::HOLES_HELD;
/// assert_eq!(HOLES_HELD.to_string(), "watering holes held");
/// ```
pub const HOLES_HELD: EndReason = EndReason::Rule("watering holes held");

impl Position {
    /// The win of a side holding three watering holes, if one does.
    pub(crate) fn holes_outcome(&self) -> Option<Outcome> {
        self.winner()
            .map(|winner| Outcome::won_by(Some(winner.side()), HOLES_HELD))
    }

    /// The outcome when the side to move has no legal move: a loss, or a
    /// draw under [`Rules`]' `no_legal_move_loses` off.
    pub(crate) fn no_move_outcome(&self) -> Outcome {
        let winner = self
            .rules
            .no_legal_move_loses
            .then_some(self.turn.other().side());
        Outcome::won_by(winner, EndReason::NoLegalMove)
    }

    /// Moves the animal of `mv` (the side to move's) and passes the turn:
    /// all of a move but the Zobrist key. Returns the side that moved and
    /// the animal.
    #[inline]
    fn move_animal(&mut self, mv: Move) -> (Colour, Animal) {
        let us = self.turn;
        let from_bit = SQUARE_BIT[usize::from(mv.from())];
        let kind = crate::movegen::kind_at(&self.animals[us.index()], from_bit);
        self.shift_animal(us, kind, from_bit | SQUARE_BIT[usize::from(mv.to())]);
        (us, kind)
    }

    /// Moves the animal of `kind` of `us`, the side to move, between the
    /// two squares of `squares` (its own and an empty one) and passes the
    /// turn.
    #[inline(always)]
    fn shift_animal(&mut self, us: Colour, kind: Animal, squares: u128) {
        self.animals[us.index()][kind.index()] ^= squares;
        self.turn = us.other();
    }
}

/// Two seats, White (seat and side 0, moving first from the start) and
/// Black (1), named `"white"` and `"black"`.
///
/// The game ends by the rules of the position alone: 3 watering holes held
/// wins ([`HOLES_HELD`]); a side to move without a legal move loses, or draws
/// when [`Rules::no_legal_move_loses`] is off ([`EndReason::NoLegalMove`]).
/// The history rules are the [`History`] impl's.
impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveParseError;

    /// The start position, `4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w`:
    /// White E e1 f1, L d2 g2, M e2 f2; Black mirrored on ranks 9–10; White
    /// to move.
    fn start_with(rules: &Rules) -> Self {
        Position::parse(START, *rules).expect("the start position text is valid")
    }

    fn rules(&self) -> Rules {
        self.rules
    }

    fn from_text(text: &str, rules: &Rules) -> Result<Self, PositionError> {
        Position::parse(text, *rules)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        text.parse()
    }

    fn mover(&self) -> Actor {
        Actor::Seat(self.turn.seat())
    }

    /// The legal moves, sorted by origin then destination.
    #[inline]
    fn generate_moves(&self, moves: &mut MoveList) {
        moves.clear();
        let sets = self.move_sets();
        for i in 0..sets.len {
            moves_to(u32::from(sets.from[i]), sets.to[i]).for_each(|mv| moves.push(mv));
        }
    }

    /// Counted from the destination sets, without listing the moves.
    #[inline]
    fn legal_move_count(&self) -> usize {
        let sets = self.move_sets();
        sets.to[..sets.len]
            .iter()
            .map(|t| t.count_ones() as usize)
            .sum()
    }

    /// Drawn from the destination sets without listing the moves: the very
    /// move (and the same use of `rng`) that the listing default gives, as
    /// the moves are listed by origin, then destination.
    #[inline]
    fn sample_move(&self, rng: &mut SplitMix64) -> Option<Move> {
        let sets = self.move_sets();
        let total: u32 = sets.to[..sets.len].iter().map(|t| t.count_ones()).sum();
        if total == 0 {
            return None;
        }
        let r = rng.below(u64::from(total)) as u32;
        // The set holding move r is the first whose running total passes r:
        // counted without a branch over all six sets (unused ones are empty).
        let (mut i, mut before, mut running) = (0, 0, 0);
        for to in sets.to {
            running += to.count_ones();
            let past = u32::from(running <= r);
            i += past as usize;
            before += to.count_ones() * past;
        }
        let to = nth_set_bit(sets.to[i], r - before);
        Some(Move::new_unchecked(u32::from(sets.from[i]), to))
    }

    fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            Ok(())
        } else {
            Err(self.why_illegal(mv))
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        let (us, kind) = self.move_animal(mv);
        let (from, to) = (u32::from(mv.from()), u32::from(mv.to()));
        let key = |square| KEYS.piece(us, kind.index(), square);
        self.hash ^= key(from) ^ key(to) ^ KEYS.turn(Colour::Black);
    }

    #[inline]
    fn play_unhashed(&mut self, mv: Move) {
        self.move_animal(mv);
    }

    /// The children made from the destination sets: each animal's kind and
    /// bit are known once for all its moves, and no list is written.
    #[inline]
    fn for_each_child(&self, _moves: &mut MoveList, mut visit: impl FnMut(&Self)) -> usize {
        let sets = self.move_sets();
        let us = self.turn;
        let mut count = 0;
        for i in 0..sets.len {
            let from_bit = SQUARE_BIT[usize::from(sets.from[i])];
            let kind = sets.kind[i];
            count += sets.to[i].count_ones() as usize;
            set_bits(sets.to[i]).for_each(|to| {
                let mut child = *self;
                child.shift_animal(us, kind, from_bit | SQUARE_BIT[to as usize]);
                visit(&child);
            });
        }
        count
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(won) = self.holes_outcome() {
            return Some(won);
        }
        if self.has_move() {
            None
        } else {
            Some(self.no_move_outcome())
        }
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        self.hash
    }
}

/// Barca's history rules, neither in the official rules: the third
/// occurrence of the same placement with the same side to move is a draw
/// (repetition `Some(3)`); no no-capture limit (nothing is ever captured, so
/// no move is irreversible); no ply cap by default (a [`ludeme_core::GameLine`]
/// may be given one with [`HistoryRules::with_ply_cap`]). Perft and search
/// ignore them.
///
/// ```
/// use ludeme_barca::Position;
/// use ludeme_core::{EndReason, Game, GameLine, GameLineError};
///
/// let mut game = GameLine::new(Position::start());
/// for _ in 0..2 {
///     for mv in ["e1-a1", "e10-a10", "a1-e1", "a10-e10"] {
///         game.play(mv.parse()?)?;
///     }
/// }
/// // The start position stands for the third time with White to move.
/// assert_eq!(game.outcome().unwrap().reason(), EndReason::Repetition);
/// assert_eq!(game.play("e1-a1".parse()?), Err(GameLineError::GameOver));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl History for Position {
    fn history_rules(&self) -> HistoryRules {
        HistoryRules::NONE.with_repetition(Some(3))
    }
}

/// The candidates are every move from one square to another (9,900).
#[cfg(test)]
impl Position {
    pub(crate) fn candidate_moves(&self) -> alloc::vec::Vec<Move> {
        (0..100u8)
            .flat_map(|from| {
                (0..100u8)
                    .filter(move |&to| to != from)
                    .map(move |to| Move::new(from, to))
            })
            .collect()
    }
}

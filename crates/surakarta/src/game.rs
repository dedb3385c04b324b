//! The position as a [`ludeme_core::Game`], and its end-of-game rules.

use ludeme_core::{Actor, EndReason, Game, Outcome, Seat, Side};

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::{Colour, MoveListOn, MoveOn, PositionOn, RulesOn};

impl Colour {
    /// The seat (and side) that plays this colour: White 0, Black 1.
    pub const fn side(self) -> Side {
        Side(self as u8)
    }
}

/// The outcome when the game ends on piece count (no legal move, or a
/// no-progress rule of the record).
pub(crate) fn by_piece_count<const N: usize>(
    position: &PositionOn<N>,
    reason: EndReason,
) -> Outcome {
    match position.more_pieces() {
        Some(colour) => Outcome::Win {
            side: colour.side(),
            reason,
        },
        None => Outcome::Draw { reason },
    }
}

impl<const N: usize> PositionOn<N> {
    /// How the game ended, if it did, by the rules of the position alone: a
    /// side with no pieces loses; a side to move without a legal move ends the
    /// game on piece count (more pieces wins, equal draws; *project choice*).
    /// History rules live in [`crate::Record`].
    pub fn outcome(&self) -> Option<Outcome> {
        let us = self.turn;
        for loser in [us, us.other()] {
            if self.pieces(loser) == 0 {
                return Some(Outcome::Win {
                    side: loser.other().side(),
                    reason: EndReason::NoPieces,
                });
            }
        }
        if self.has_legal_move() {
            None
        } else {
            Some(by_piece_count(self, EndReason::NoLegalMove))
        }
    }
}

impl<const N: usize> Game for PositionOn<N> {
    type Move = MoveOn<N>;
    type MoveList = MoveListOn<N>;
    type Rules = RulesOn<N>;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveParseError;

    const NAME: &'static str = if N == 6 { "surakarta" } else { "bas-basan" };

    fn start(rules: &RulesOn<N>) -> Self {
        PositionOn::start_with(*rules)
    }

    fn rules(&self) -> RulesOn<N> {
        self.rules
    }

    fn from_text(text: &str, rules: &RulesOn<N>) -> Result<Self, PositionError> {
        PositionOn::from_text(text, *rules)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0)
    }

    fn to_act(&self) -> Actor {
        if self.outcome().is_some() {
            Actor::Nobody
        } else {
            Actor::Seat(Seat(self.turn as u8))
        }
    }

    #[inline]
    fn legal_moves(&self, moves: &mut MoveListOn<N>) {
        self.generate_into(moves);
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        self.count_legal_moves()
    }

    fn play(&mut self, mv: MoveOn<N>) -> Result<(), IllegalMove> {
        PositionOn::play(self, mv)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: MoveOn<N>) {
        PositionOn::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        PositionOn::outcome(self)
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    /// The share of the pieces on the board that `side` owns.
    fn evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = PositionOn::outcome(self) {
            return outcome.value_for(side);
        }
        let own = self.pieces[usize::from(side.0 & 1)].count_ones();
        let total = self.occupied().count_ones().max(1);
        f64::from(own) / f64::from(total)
    }

    fn seat_name(&self, seat: Seat) -> alloc::string::String {
        alloc::string::ToString::to_string(if seat.0 == 0 { "white" } else { "black" })
    }

    fn side_name(&self, side: Side) -> alloc::string::String {
        self.seat_name(Seat(side.0))
    }

    fn zobrist_from_scratch(&self) -> u64 {
        PositionOn::zobrist_from_scratch(self)
    }
}

//! The position as a [`ludeme_core::Game`], and its end-of-game rules.

use ludeme_core::{Actor, EndReason, Game, Outcome, Seat, Side};

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::{Colour, Move, MoveList, Position, Rules};

impl Colour {
    /// The seat (and side) that plays this colour: White 0, Black 1.
    pub const fn side(self) -> Side {
        Side(self as u8)
    }
}

impl Position {
    /// How the game ended by the rules of the position alone: 3 watering
    /// holes held wins; a side to move without a legal move loses (or draws,
    /// see [`Rules::no_legal_move_loses`]). History rules live in
    /// [`crate::Record`].
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.winner() {
            return Some(Outcome::Win {
                side: winner.side(),
                reason: EndReason::HolesHeld,
            });
        }
        let sets = self.move_sets();
        if sets.to[..sets.len].iter().any(|&t| t != 0) {
            None
        } else if self.rules.no_legal_move_loses {
            Some(Outcome::Win {
                side: self.turn.other().side(),
                reason: EndReason::NoLegalMove,
            })
        } else {
            Some(Outcome::Draw {
                reason: EndReason::NoLegalMove,
            })
        }
    }
}

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveParseError;

    const NAME: &'static str = "barca";

    fn start(rules: &Rules) -> Self {
        Position::start_with(*rules)
    }

    fn rules(&self) -> Rules {
        self.rules
    }

    fn from_text(text: &str, rules: &Rules) -> Result<Self, PositionError> {
        Position::from_text(text, *rules)
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
    fn legal_moves(&self, moves: &mut MoveList) {
        self.generate_into(moves);
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        self.count_legal_moves()
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        Position::play(self, mv)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        Position::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    /// Watering holes held (each worth a lot) and animals near holes.
    fn evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let score = |colour: Colour| {
            let near = crate::tables::NEAR_HOLES & self.side(colour);
            1.0 + 4.0 * f64::from(self.holes_held(colour)) + 0.5 * f64::from(near.count_ones())
        };
        let us = if side.0 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let (own, other) = (score(us), score(us.other()));
        own / (own + other)
    }

    fn seat_name(&self, seat: Seat) -> alloc::string::String {
        alloc::string::ToString::to_string(if seat.0 == 0 { "white" } else { "black" })
    }

    fn side_name(&self, side: Side) -> alloc::string::String {
        self.seat_name(Seat(side.0))
    }

    fn zobrist_from_scratch(&self) -> u64 {
        Position::zobrist_from_scratch(self)
    }
}

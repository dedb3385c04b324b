//! The state as a [`ludeme_core::Game`]: the die is a chance node.

use ludeme_core::{Actor, ChanceOutcomes, EndReason, Game, Outcome, Seat, Side, SplitMix64};

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::{Colour, Move, MoveList, Position, Rules};

impl Position {
    /// The legal moves: the six rolls before the roll, the piece moves
    /// (every barricade placement its own move) or `pass` after it, nothing
    /// once the game is over. Sorted.
    ///
    /// ```
    /// use ludeme_barricade::Position;
    /// assert_eq!(Position::start().legal_moves().len(), 6);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        Game::legal_moves(self, &mut moves);
        moves
    }

    /// Perft: the number of move sequences of `depth` plies, a roll being one
    /// ply and every barricade placement its own move (bulk counting).
    ///
    /// ```
    /// assert_eq!(ludeme_barricade::Position::start().perft(2), 176);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        ludeme_core::perft(self, depth)
    }

    /// The side a colour plays for.
    pub const fn side_of_colour(&self, colour: Colour) -> Side {
        Side(self.side_of_seat(self.seat_of(colour)))
    }

    /// How the game ended: the first piece on the goal wins for its side.
    pub fn outcome(&self) -> Option<Outcome> {
        self.on_goal().map(|colour| Outcome::Win {
            side: self.side_of_colour(colour),
            reason: EndReason::GoalReached,
        })
    }
}

const ROLLS: [Move; 6] = [
    Move::Roll(1),
    Move::Roll(2),
    Move::Roll(3),
    Move::Roll(4),
    Move::Roll(5),
    Move::Roll(6),
];

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveParseError;

    const NAME: &'static str = "barricade";

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
        Position::seat_count(self)
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(self.side_of_seat(seat.0))
    }

    fn to_act(&self) -> Actor {
        if self.on_goal().is_some() {
            Actor::Nobody
        } else if self.die().is_none() {
            Actor::Chance
        } else {
            Actor::Seat(Seat(self.seat_of(self.turn)))
        }
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        match self.to_act() {
            Actor::Chance => {
                moves.clear();
                moves.extend(ROLLS);
            }
            _ => self.generate_into(moves),
        }
    }

    fn legal_move_count(&self) -> usize {
        match self.to_act() {
            Actor::Chance => 6,
            _ => self.count_legal_moves(),
        }
    }

    fn chance_outcomes(&self) -> ChanceOutcomes<Move> {
        let mut outcomes = ChanceOutcomes::new();
        if self.to_act() == Actor::Chance {
            outcomes.extend(ROLLS.map(|roll| (roll, 1.0 / 6.0)));
        }
        outcomes
    }

    fn sample_move(&self, rng: &mut SplitMix64) -> Option<Move> {
        match self.to_act() {
            Actor::Nobody => None,
            Actor::Chance => Some(ROLLS[rng.below(6) as usize]),
            Actor::Seat(_) => Some(self.sample_piece_move(rng)),
        }
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

    /// The side's share of the progress of all pieces towards the goal
    /// (squared, so that the leading piece counts most).
    fn evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let mut own = 1.0;
        let mut all = 1.0;
        for colour in Colour::ALL {
            let mut pieces = self.pieces(colour);
            let mut progress = 0.0;
            while pieces != 0 {
                let node = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                let done = f64::from(40 - u32::from(crate::board::GOAL_DISTANCE[node]).min(40));
                progress += done * done;
            }
            all += progress;
            if self.side_of_colour(colour) == side {
                own += progress;
            }
        }
        own / all
    }

    fn seat_name(&self, seat: Seat) -> alloc::string::String {
        let colours: alloc::vec::Vec<alloc::string::String> = Colour::ALL
            .into_iter()
            .filter(|&c| self.plays(c) && self.seat_of(c) == seat.0)
            .map(|c| alloc::string::ToString::to_string(&c))
            .collect();
        colours.join("+")
    }

    fn side_name(&self, side: Side) -> alloc::string::String {
        let colours: alloc::vec::Vec<alloc::string::String> = Colour::ALL
            .into_iter()
            .filter(|&c| self.plays(c) && self.side_of_colour(c) == side)
            .map(|c| alloc::string::ToString::to_string(&c))
            .collect();
        colours.join("+")
    }

    fn zobrist_from_scratch(&self) -> u64 {
        Position::zobrist_from_scratch(self)
    }
}

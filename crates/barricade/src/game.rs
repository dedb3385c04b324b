//! The state as a [`ludeme_core::Game`]: the die is a chance node.

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{
    Actor, ChanceOutcomes, EndReason, Game, History, Outcome, Seat, Side, SplitMix64,
};

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::zobrist::{barricade_key, die_key, piece_key};
use crate::{Move, MoveList, Origin, PawnColour, Position, Rules};

/// Barricade's own end of the game: a piece reached the goal (its side wins).
///
/// ```
/// use ludeme_barricade::{Position, GOAL_REACHED};
/// use ludeme_core::Game;
/// let won: Position = "i14 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,a12 g -".parse()?;
/// assert_eq!(won.outcome().map(|o| o.reason()), Some(GOAL_REACHED));
/// assert_eq!(GOAL_REACHED.to_string(), "goal reached");
/// # Ok::<(), ludeme_barricade::PositionError>(())
/// ```
pub const GOAL_REACHED: EndReason = EndReason::Rule("goal reached");

impl Position {
    /// The side a colour plays for.
    pub const fn side_of_colour(&self, colour: PawnColour) -> Side {
        Side(self.side_of_seat(self.seat_of(colour)))
    }
}

/// The six rolls, listed from a table (cheaper in the search than from a
/// range).
const ROLLS: [Move; 6] = [
    Move::Roll(1),
    Move::Roll(2),
    Move::Roll(3),
    Move::Roll(4),
    Move::Roll(5),
    Move::Roll(6),
];

/// The rules of Barricade: the die first (a chance node), then the colour
/// on turn moves; every barricade placement is its own move.
///
/// ```
/// use ludeme_barricade::Position;
/// use ludeme_core::Game;
/// let start = Position::start();
/// assert_eq!(start.legal_moves().len(), 6);
/// assert_eq!(ludeme_core::perft(&start, 2), 176);
/// ```
impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveParseError;

    /// Every piece in its house, red to roll, the colours of the rules in
    /// play.
    fn start_with(rules: &Rules) -> Self {
        Position::start_position(*rules)
    }

    fn rules(&self) -> Rules {
        self.rules
    }

    fn from_text(text: &str, rules: &Rules) -> Result<Self, PositionError> {
        Position::parse_text(text, *rules)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        text.parse()
    }

    /// 2 seats in the pairs game of two players, otherwise one per colour
    /// in play (a pairs position has all four in play).
    fn seat_count(&self) -> usize {
        match self.rules.players {
            crate::Players::PairsOfTwo => 2,
            _ => self.in_play.count_ones() as usize,
        }
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(self.side_of_seat(seat.0))
    }

    /// The colours the seat moves, joined by `+`: `red+yellow` in the pairs
    /// game of two players, `red` when each colour is its own seat.
    fn seat_name(&self, seat: Seat) -> String {
        let colours: Vec<&str> = PawnColour::ALL
            .into_iter()
            .filter(|&c| self.plays(c) && self.seat_of(c) == seat.0)
            .map(PawnColour::name)
            .collect();
        colours.join("+")
    }

    fn mover(&self) -> Actor {
        match self.die() {
            None => Actor::Chance,
            Some(_) => Actor::Seat(Seat(self.seat_of(self.turn))),
        }
    }

    /// The six rolls before the roll, the piece moves (every barricade
    /// placement its own move) or `pass` after it, nothing once the game is
    /// over. Sorted.
    fn generate_moves(&self, moves: &mut MoveList) {
        match self.to_act() {
            Actor::Chance => {
                moves.clear();
                moves.extend(ROLLS);
            }
            _ => self.piece_moves_into(moves),
        }
    }

    /// Counted without listing the barricade placements.
    fn legal_move_count(&self) -> usize {
        match self.to_act() {
            Actor::Chance => 6,
            _ => self.piece_moves_count(),
        }
    }

    fn chance_outcomes(&self) -> ChanceOutcomes<Move> {
        let mut outcomes = ChanceOutcomes::new();
        if self.to_act() == Actor::Chance {
            outcomes.extend(ROLLS.map(|roll| (roll, 1.0 / 6.0)));
        }
        outcomes
    }

    /// Drawn without listing the barricade placements.
    fn sample_move(&self, rng: &mut SplitMix64) -> Option<Move> {
        match self.to_act() {
            Actor::Nobody => None,
            Actor::Chance => Some(ROLLS[rng.below(6) as usize]),
            Actor::Seat(_) => Some(self.sample_piece_move(rng)),
        }
    }

    fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        self.legality(mv)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        self.hash ^= die_key(self.die);
        match mv {
            Move::Roll(d) => self.die = d,
            Move::Pass => self.end_turn(),
            Move::Go {
                from,
                to,
                barricade,
            } => {
                let us = self.turn;
                let to_index = u32::from(to.index());
                if let Origin::Node(node) = from {
                    self.pieces[us.index()] &= !node.bit();
                    self.hash ^= piece_key(us, u32::from(node.index()));
                }
                for colour in PawnColour::ALL {
                    if self.pieces[colour.index()] & to.bit() != 0 {
                        // Captured: back to its house.
                        self.pieces[colour.index()] &= !to.bit();
                        self.hash ^= piece_key(colour, to_index);
                    }
                }
                self.pieces[us.index()] |= to.bit();
                self.hash ^= piece_key(us, to_index);
                if let Some(place) = barricade {
                    self.barricades ^= to.bit() | place.bit();
                    self.hash ^= barricade_key(to_index) ^ barricade_key(u32::from(place.index()));
                }
                self.end_turn();
            }
        }
        self.hash ^= die_key(self.die);
    }

    /// The first piece on the goal wins for its side ([`GOAL_REACHED`]).
    fn outcome(&self) -> Option<Outcome> {
        let winner = self.side_of_colour(self.on_goal()?);
        Some(Outcome::won_by(Some(winner), GOAL_REACHED))
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }
}

/// No history rules: the game ends only when a piece reaches the goal (a
/// [`ludeme_core::GameLine`] of Barricade keeps the moves and undoes them).
impl History for Position {}

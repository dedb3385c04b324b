//! `DiceRace`: a tiny game with chance, three seats and two sides, small
//! enough to check every perft number by hand. It exists to prove the
//! [`Game`] trait and the test battery, and as a model for new games.
//!
//! Rules: three seats race along a track of [`RaceRules::goal`] cells,
//! starting on cell 0. Seats 0 and 2 play for side 0, seat 1 for side 1. A
//! turn is a coin roll (1 or 2, probability ½ each, a chance node), then the
//! seat on turn advances by 1 or, having rolled 2, by 2 (never past the goal).
//! The first seat to reach the goal wins for its side.
//!
//! Position text: the three cells, comma-separated, the seat to move, and the
//! roll or `-` before it: `0,0,0 0 -`. Move text: `roll 1`, `roll 2`, `+1`,
//! `+2`.

mod render;

use core::fmt;
use core::str::FromStr;

use alloc::string::{String, ToString};
use smallvec::SmallVec;

use ludeme_core::{
    zobrist_keys, Actor, ChanceOutcomes, EndReason, Game, Heuristic, History, Outcome, Seat, Side,
    Variant, Variants,
};

const SEATS: usize = 3;
const MAX_GOAL: u8 = 16;

/// The rules of a [`DiceRace`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RaceRules {
    /// The cell to reach, 1 to 16 (default 5).
    pub goal: u8,
}

impl Default for RaceRules {
    fn default() -> Self {
        RaceRules { goal: 5 }
    }
}

impl Variants for RaceRules {
    const VARIANTS: &'static [Variant] = &[
        Variant {
            name: "standard",
            description: "the goal on cell 5",
        },
        Variant {
            name: "long",
            description: "the goal on cell 16",
        },
    ];

    fn from_variant(name: &str) -> Option<Self> {
        match name {
            "standard" => Some(RaceRules::default()),
            "long" => Some(RaceRules { goal: MAX_GOAL }),
            _ => None,
        }
    }
}

/// A move of the [`DiceRace`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum RaceMove {
    /// Chance: the coin shows 1 or 2.
    Roll(u8),
    /// Advance by 1 or 2 cells.
    Advance(u8),
}

/// A state of the dice race.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DiceRace {
    cells: [u8; SEATS],
    to_move: u8,
    roll: Option<u8>,
    goal: u8,
    hash: u64,
}

/// Why a race move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RaceError {
    /// The race is over.
    #[error("the race is over")]
    GameOver,
    /// The coin must be rolled first.
    #[error("the coin must be rolled first")]
    RollFirst,
    /// The coin was already rolled.
    #[error("the coin was already rolled")]
    AlreadyRolled,
    /// The coin has only 1 and 2.
    #[error("roll {0} is not on the coin")]
    BadRoll(u8),
    /// The advance is not 1 or the roll.
    #[error("cannot advance {advance} after rolling {roll}")]
    BadAdvance {
        /// The advance asked for.
        advance: u8,
        /// The roll.
        roll: u8,
    },
    /// Text that is not a race position or move.
    #[error("bad race text {0:?}")]
    BadText(String),
}

// Keys: cell × seat, seat to move, roll.
const KEYS: [u64; (MAX_GOAL as usize + 1) * SEATS + SEATS + 3] = zobrist_keys(0xD1CE);

impl DiceRace {
    fn key_cell(seat: usize, cell: u8) -> u64 {
        KEYS[cell as usize * SEATS + seat]
    }
    fn key_turn(seat: u8) -> u64 {
        KEYS[(MAX_GOAL as usize + 1) * SEATS + seat as usize]
    }
    fn key_roll(roll: Option<u8>) -> u64 {
        KEYS[(MAX_GOAL as usize + 1) * SEATS + SEATS + roll.unwrap_or(0) as usize]
    }
    fn hash_from_scratch(&self) -> u64 {
        let cells = (0..SEATS).fold(0, |h, s| h ^ Self::key_cell(s, self.cells[s]));
        cells ^ Self::key_turn(self.to_move) ^ Self::key_roll(self.roll)
    }
    fn winner(&self) -> Option<usize> {
        self.cells.iter().position(|&c| c == self.goal)
    }
}

impl Game for DiceRace {
    type Move = RaceMove;
    type MoveList = SmallVec<[RaceMove; 2]>;
    type Rules = RaceRules;
    type IllegalMove = RaceError;
    type ParseError = RaceError;
    type MoveParseError = RaceError;

    fn start_with(rules: &RaceRules) -> Self {
        let mut race = DiceRace {
            cells: [0; SEATS],
            to_move: 0,
            roll: None,
            goal: rules.goal.clamp(1, MAX_GOAL),
            hash: 0,
        };
        race.hash = race.hash_from_scratch();
        race
    }

    fn rules(&self) -> RaceRules {
        RaceRules { goal: self.goal }
    }

    fn from_text(text: &str, rules: &RaceRules) -> Result<Self, RaceError> {
        let bad = || RaceError::BadText(text.to_string());
        let mut fields = text.split(' ');
        let (Some(cells), Some(seat), Some(roll), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(bad());
        };
        let mut race = DiceRace::start_with(rules);
        let mut parts = cells.split(',');
        for cell in &mut race.cells {
            let value: u8 = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
            if value > race.goal {
                return Err(bad());
            }
            *cell = value;
        }
        if parts.next().is_some() || race.cells.iter().filter(|&&c| c == race.goal).count() > 1 {
            return Err(bad());
        }
        race.to_move = match seat {
            "0" => 0,
            "1" => 1,
            "2" => 2,
            _ => return Err(bad()),
        };
        race.roll = match roll {
            "-" => None,
            "1" => Some(1),
            "2" => Some(2),
            _ => return Err(bad()),
        };
        race.hash = race.hash_from_scratch();
        Ok(race)
    }

    fn parse_move(&self, text: &str) -> Result<RaceMove, RaceError> {
        text.parse()
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn seat_name(&self, seat: Seat) -> String {
        seat.to_string()
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0 % 2)
    }

    fn mover(&self) -> Actor {
        if self.roll.is_none() {
            Actor::Chance
        } else {
            Actor::Seat(Seat(self.to_move))
        }
    }

    fn generate_moves(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.to_act() {
            Actor::Nobody => {}
            Actor::Chance => moves.extend([RaceMove::Roll(1), RaceMove::Roll(2)]),
            Actor::Seat(_) => {
                moves.push(RaceMove::Advance(1));
                if self.roll == Some(2) {
                    moves.push(RaceMove::Advance(2));
                }
            }
        }
    }

    fn chance_outcomes(&self) -> ChanceOutcomes<RaceMove> {
        let mut outcomes = ChanceOutcomes::new();
        if self.to_act() == Actor::Chance {
            outcomes.push((RaceMove::Roll(1), 0.5));
            outcomes.push((RaceMove::Roll(2), 0.5));
        }
        outcomes
    }

    fn check(&self, mv: RaceMove) -> Result<(), RaceError> {
        match (self.to_act(), mv) {
            (Actor::Nobody, _) => Err(RaceError::GameOver),
            (Actor::Chance, RaceMove::Advance(_)) => Err(RaceError::RollFirst),
            (Actor::Chance, RaceMove::Roll(r)) if !(1..=2).contains(&r) => {
                Err(RaceError::BadRoll(r))
            }
            (Actor::Seat(_), RaceMove::Roll(_)) => Err(RaceError::AlreadyRolled),
            (Actor::Seat(_), RaceMove::Advance(a)) => {
                let roll = self.roll.unwrap_or(0);
                if a != 1 && a != roll {
                    Err(RaceError::BadAdvance { advance: a, roll })
                } else {
                    Ok(())
                }
            }
            _ => Ok(()),
        }
    }

    fn play_unchecked(&mut self, mv: RaceMove) {
        self.hash ^= Self::key_roll(self.roll);
        match mv {
            RaceMove::Roll(r) => self.roll = Some(r),
            RaceMove::Advance(a) => {
                let seat = self.to_move as usize;
                let to = (self.cells[seat] + a).min(self.goal);
                self.hash ^= Self::key_cell(seat, self.cells[seat]) ^ Self::key_cell(seat, to);
                self.cells[seat] = to;
                self.hash ^= Self::key_turn(self.to_move);
                self.to_move = (self.to_move + 1) % SEATS as u8;
                self.hash ^= Self::key_turn(self.to_move);
                self.roll = None;
            }
        }
        self.hash ^= Self::key_roll(self.roll);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner().map(|seat| Outcome::Win {
            side: self.side_of(Seat(seat as u8)),
            reason: GOAL_REACHED,
        })
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }
}

/// The race's own end: a seat reached the goal.
const GOAL_REACHED: EndReason = EndReason::Rule("goal reached");

/// Actions: the coin's 1 and 2 are 0 and 1; an advance is two decisions
/// (to exercise them): 2, "advance", then 2 + the cells (3 or 4).
/// Observation: one plane per seat from the one to act on, one row, the
/// seat's cell marked among 0 to the longest goal.
impl ludeme_core::Actions for DiceRace {
    fn num_actions(_: &RaceRules) -> usize {
        5
    }

    fn actions_of(&self, mv: RaceMove) -> ludeme_core::ActionSteps {
        match mv {
            RaceMove::Roll(r) => ludeme_core::ActionSteps::One(u32::from(r) - 1),
            RaceMove::Advance(a) => ludeme_core::ActionSteps::Two(2, 2 + u32::from(a)),
        }
    }

    fn observation_shape(_: &RaceRules) -> [usize; 3] {
        [SEATS, 1, MAX_GOAL as usize + 1]
    }

    fn observe_into<O: ludeme_core::ObservationSink + ?Sized>(
        &self,
        _pending: &[u32],
        out: &mut O,
    ) {
        let width = MAX_GOAL as usize + 1;
        for k in 0..SEATS {
            let seat = (self.to_move as usize + k) % SEATS;
            out.set(k * width + self.cells[seat] as usize, 1.0);
        }
    }
}

/// No history rules: a race always moves forward.
impl History for DiceRace {}

/// The default: the result, or ½.
impl Heuristic for DiceRace {}

impl fmt::Display for DiceRace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.cells;
        write!(f, "{a},{b},{c} {} ", self.to_move)?;
        match self.roll {
            Some(r) => write!(f, "{r}"),
            None => f.write_str("-"),
        }
    }
}

impl fmt::Display for RaceMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceMove::Roll(r) => write!(f, "roll {r}"),
            RaceMove::Advance(a) => write!(f, "+{a}"),
        }
    }
}

impl FromStr for RaceMove {
    type Err = RaceError;
    fn from_str(text: &str) -> Result<Self, RaceError> {
        match text {
            "roll 1" => Ok(RaceMove::Roll(1)),
            "roll 2" => Ok(RaceMove::Roll(2)),
            "+1" => Ok(RaceMove::Advance(1)),
            "+2" => Ok(RaceMove::Advance(2)),
            _ => Err(RaceError::BadText(text.to_string())),
        }
    }
}

impl FromStr for DiceRace {
    type Err = RaceError;
    fn from_str(text: &str) -> Result<Self, RaceError> {
        DiceRace::from_text(text, &RaceRules::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_core::perft;

    #[test]
    fn perft_matches_the_hand_count() {
        // Before anyone can reach cell 5 (ply 14 at the earliest), an odd
        // depth 2k+1 has 2·3^k leaves and an even depth 2k has 3^k.
        let start = DiceRace::start();
        let expected = [1, 2, 3, 6, 9, 18, 27, 54, 81, 162, 243, 486, 729, 1458];
        for (depth, &n) in expected.iter().enumerate() {
            assert_eq!(perft(&start, depth as u32), n, "depth {depth}");
        }
    }

    #[test]
    fn the_race_ends_when_a_seat_reaches_the_goal() {
        let mut race: DiceRace = "4,0,0 0 2".parse().unwrap();
        race.play("+1".parse().unwrap()).unwrap();
        assert_eq!(race.to_act(), Actor::Nobody);
        assert_eq!(
            race.outcome(),
            Some(Outcome::Win {
                side: Side(0),
                reason: GOAL_REACHED
            })
        );
        assert_eq!(race.play(RaceMove::Roll(1)), Err(RaceError::GameOver));
    }

    #[test]
    fn seat_one_plays_for_side_one() {
        let mut race: DiceRace = "0,3,0 1 2".parse().unwrap();
        race.play(RaceMove::Advance(2)).unwrap();
        assert_eq!(race.outcome().and_then(Outcome::winner), Some(Side(1)));
    }

    #[test]
    fn illegal_moves_are_named() {
        let mut race: DiceRace = "0,0,0 0 1".parse().unwrap();
        let before = race;
        assert_eq!(
            race.play(RaceMove::Advance(2)),
            Err(RaceError::BadAdvance {
                advance: 2,
                roll: 1
            })
        );
        assert_eq!(race.play(RaceMove::Roll(1)), Err(RaceError::AlreadyRolled));
        assert_eq!(race, before);
    }

    #[test]
    fn an_advance_is_two_decisions() {
        use ludeme_core::{Actions, Decision};
        let race: DiceRace = "0,0,0 0 2".parse().unwrap();
        let legal = race.legal_actions();
        assert_eq!(legal.following(&[]), [2]);
        assert_eq!(legal.following(&[2]), [3, 4]);
        assert_eq!(legal.decide(&[2]), Decision::Begins);
        assert_eq!(
            legal.decide(&[2, 4]),
            Decision::Completes(RaceMove::Advance(2))
        );
        assert_eq!(legal.decide(&[0]), Decision::Illegal);
        assert_eq!(legal.decide(&[2, 5]), Decision::Illegal);
        // Numbers past every action are refused, whatever their bits.
        assert_eq!(legal.decide(&[1, u32::MAX]), Decision::Illegal);
        assert_eq!(legal.decide(&[2, 3, 0]), Decision::Illegal);
        assert_eq!(legal.decide(&[]), Decision::Illegal);
        let one: DiceRace = "0,0,0 0 1".parse().unwrap();
        assert_eq!(one.legal_actions().following(&[2]), [3]);
    }

    #[test]
    fn bad_text_is_refused() {
        for bad in [
            "",
            "0,0 0 -",
            "0,0,0,0 0 -",
            "9,0,0 0 -",
            "0,0,0 3 -",
            "0,0,0 0 3",
            "5,5,0 0 -",
        ] {
            assert!(bad.parse::<DiceRace>().is_err(), "{bad:?}");
        }
    }
}

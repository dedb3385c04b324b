//! A game outside the registry for the record tests: two seats take turns
//! to add 1 (`+1`) or 2 (`jump 2`, a move of two words) to a total; whoever
//! reaches the goal exactly wins. Its move parser counts its calls.

use core::cell::Cell;
use core::fmt;

use ludeme_core::{
    ActionSteps, Actions, Actor, EndReason, Game, History, ObservationSink, Outcome, Seat, Side,
    Variant, Variants,
};

use crate::{ReadFault, RecordedGame};

std::thread_local! {
    /// How many times this thread parsed a move of the race.
    static PARSED: Cell<usize> = const { Cell::new(0) };
}

/// How many moves this thread parsed since the last call.
pub fn parsed() -> usize {
    PARSED.with(|n| n.replace(0))
}

/// The goal: 5 (`short`) or 9 (`long`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceRules {
    goal: u8,
}

impl Default for RaceRules {
    fn default() -> Self {
        RaceRules { goal: 5 }
    }
}

impl Variants for RaceRules {
    const VARIANTS: &'static [Variant] = &[
        Variant {
            name: "short",
            description: "to 5",
        },
        Variant {
            name: "long",
            description: "to 9",
        },
    ];

    fn from_variant(name: &str) -> Option<Self> {
        match name {
            "short" => Some(RaceRules { goal: 5 }),
            "long" => Some(RaceRules { goal: 9 }),
            _ => None,
        }
    }
}

/// A position: the total, the goal, the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Race {
    total: u8,
    goal: u8,
    turn: u8,
}

/// A move: add 1 or 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    One,
    Two,
}

/// What the race refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RaceError {
    #[error("past the goal")]
    Past,
    #[error("bad race text")]
    Text,
}

impl Game for Race {
    type Move = Step;
    type MoveList = Vec<Step>;
    type Rules = RaceRules;
    type IllegalMove = RaceError;
    type ParseError = RaceError;
    type MoveParseError = RaceError;

    fn start_with(rules: &RaceRules) -> Self {
        Race {
            total: 0,
            goal: rules.goal,
            turn: 0,
        }
    }

    fn rules(&self) -> RaceRules {
        RaceRules { goal: self.goal }
    }

    fn from_text(text: &str, rules: &RaceRules) -> Result<Self, RaceError> {
        let (total, turn) = text.split_once(' ').ok_or(RaceError::Text)?;
        let total = total.parse().ok().filter(|&t| t <= rules.goal);
        let turn = turn.parse().ok().filter(|&t| t < 2);
        match (total, turn) {
            (Some(total), Some(turn)) => Ok(Race {
                total,
                goal: rules.goal,
                turn,
            }),
            _ => Err(RaceError::Text),
        }
    }

    fn parse_move(&self, text: &str) -> Result<Step, RaceError> {
        PARSED.with(|n| n.set(n.get() + 1));
        match text {
            "+1" => Ok(Step::One),
            "jump 2" => Ok(Step::Two),
            _ => Err(RaceError::Text),
        }
    }

    fn mover(&self) -> Actor {
        Actor::Seat(Seat(self.turn))
    }

    fn generate_moves(&self, moves: &mut Self::MoveList) {
        moves.clear();
        moves.extend(
            [Step::One, Step::Two]
                .into_iter()
                .filter(|&s| self.check(s).is_ok()),
        );
    }

    fn check(&self, step: Step) -> Result<(), RaceError> {
        let by = if step == Step::One { 1 } else { 2 };
        if self.total + by > self.goal {
            Err(RaceError::Past)
        } else {
            Ok(())
        }
    }

    fn play_unchecked(&mut self, step: Step) {
        self.total += if step == Step::One { 1 } else { 2 };
        self.turn = 1 - self.turn;
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.total == self.goal).then_some(Outcome::Win {
            side: Side(1 - self.turn),
            reason: EndReason::Rule("goal reached"),
        })
    }

    fn zobrist(&self) -> u64 {
        u64::from(self.total) | u64::from(self.turn) << 8 | u64::from(self.goal) << 16
    }
}

impl History for Race {}

impl Actions for Race {
    const MOVES_IN_ACTION_ORDER: bool = true;

    fn num_actions(_: &RaceRules) -> usize {
        2
    }

    fn actions_of(&self, step: Step) -> ActionSteps {
        ActionSteps::One(u32::from(step == Step::Two))
    }

    fn observation_shape(_: &RaceRules) -> [usize; 3] {
        [1, 1, 2]
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, _pending: &[u32], out: &mut O) {
        out.set(0, f32::from(self.total));
        out.set(1, f32::from(self.goal));
    }
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.total, self.turn)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if *self == Step::One { "+1" } else { "jump 2" })
    }
}

/// A game of one's own with named variants.
impl RecordedGame for Race {
    fn game_name(_: &RaceRules) -> &'static str {
        "race"
    }

    fn variant_name(rules: &RaceRules) -> Option<String> {
        rules.variant_name()
    }

    fn rules_named(game: &str, variant: Option<&str>) -> Result<RaceRules, ReadFault> {
        let rules = match variant {
            None => Some(RaceRules::default()),
            Some(name) => RaceRules::from_variant(name),
        };
        rules
            .filter(|_| game == "race")
            .ok_or(ReadFault::OtherGame {
                game: game.into(),
                variant: variant.map(Into::into),
            })
    }
}

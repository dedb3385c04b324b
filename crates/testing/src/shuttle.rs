//! `Shuttle`: the core's test game for what the dice race cannot show.
//! Its positions repeat, one of its moves is irreversible, and its chance
//! node has outcomes of unequal probability.
//!
//! Rules: a spinner first places a shuttle on cell 1 (probability ¼), 2
//! (¼) or 3 (½) of a ring of four cells. Two seats (sides 0 and 1) then
//! take turns. A turn moves the shuttle one cell left or right (it may
//! come back, so positions repeat) or takes one of the two stones
//! (irreversible). Whoever takes the last stone wins: the other seat is
//! left with no legal move.
//!
//! The take is its one tactical move ([`Heuristic::is_tactical`]; the rest
//! of its heuristic is the defaults).
//!
//! Its rules are one flag: `true` gives keys that collide (cells 0 and 2,
//! and 1 and 3, share their Zobrist keys), for what must tell positions
//! apart by more than their keys.
//!
//! Position text: the cell, the stones left, the seat to move, and
//! whether the spinner has spun (`0 2 0 -` is the start, `3 1 1 spun`
//! later). Move text: `spin 1`, `spin 2`, `spin 3`, a step between
//! cells named `c0` to `c3` (`c1-c2`, `c0-c3`), `take`.

use core::fmt;

use alloc::string::String;
use smallvec::SmallVec;

use ludeme_core::{
    Actor, ChanceOutcomes, DiagramStyle, EndReason, Game, Heuristic, History, Outcome, Render,
    Seat, Side,
};

/// A move of the [`Shuttle`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[non_exhaustive]
pub enum ShuttleMove {
    /// The spinner places the shuttle on a cell (1, 2 or 3).
    Spin(u8),
    /// The shuttle steps from one cell to a neighbour.
    Step {
        /// The cell it leaves.
        from: u8,
        /// The cell it reaches.
        to: u8,
    },
    /// The seat to move takes a stone.
    Take,
}

impl ShuttleMove {
    /// The step one cell left of `from`.
    pub const fn left(from: u8) -> Self {
        ShuttleMove::Step {
            from,
            to: (from + 3) % 4,
        }
    }

    /// The step one cell right of `from`.
    pub const fn right(from: u8) -> Self {
        ShuttleMove::Step {
            from,
            to: (from + 1) % 4,
        }
    }
}

/// A state of the shuttle game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Shuttle {
    at: u8,
    stones: u8,
    turn: u8,
    spun: bool,
    colliding_keys: bool,
}

/// Refused text or moves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a shuttle move or position here")]
pub struct ShuttleError;

impl fmt::Display for Shuttle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let spun = if self.spun { "spun" } else { "-" };
        write!(f, "{} {} {} {spun}", self.at, self.stones, self.turn)
    }
}

impl fmt::Display for ShuttleMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShuttleMove::Spin(n) => write!(f, "spin {n}"),
            ShuttleMove::Step { from, to } => write!(f, "c{from}-c{to}"),
            ShuttleMove::Take => f.write_str("take"),
        }
    }
}

impl Game for Shuttle {
    type Move = ShuttleMove;
    type MoveList = SmallVec<[ShuttleMove; 3]>;
    type Rules = bool;
    type IllegalMove = ShuttleError;
    type ParseError = ShuttleError;
    type MoveParseError = ShuttleError;

    fn start_with(colliding_keys: &bool) -> Self {
        Shuttle {
            at: 0,
            stones: 2,
            turn: 0,
            spun: false,
            colliding_keys: *colliding_keys,
        }
    }

    fn rules(&self) -> bool {
        self.colliding_keys
    }

    fn from_text(text: &str, colliding_keys: &bool) -> Result<Self, ShuttleError> {
        let fields: SmallVec<[&str; 4]> = text.split(' ').collect();
        let number = |s: &str, below: u8| s.parse().ok().filter(|&n: &u8| n < below);
        match fields[..] {
            [at, stones, turn, spun] => Ok(Shuttle {
                at: number(at, 4).ok_or(ShuttleError)?,
                stones: number(stones, 3).ok_or(ShuttleError)?,
                turn: number(turn, 2).ok_or(ShuttleError)?,
                spun: match spun {
                    "spun" => true,
                    "-" => false,
                    _ => return Err(ShuttleError),
                },
                colliding_keys: *colliding_keys,
            }),
            _ => Err(ShuttleError),
        }
    }

    fn parse_move(&self, text: &str) -> Result<ShuttleMove, ShuttleError> {
        self.legal_moves()
            .into_iter()
            .find(|mv| alloc::format!("{mv}") == text)
            .ok_or(ShuttleError)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0)
    }

    fn seat_name(&self, seat: Seat) -> String {
        alloc::format!("seat {}", seat.0)
    }

    fn mover(&self) -> Actor {
        if !self.spun {
            Actor::Chance
        } else {
            Actor::Seat(Seat(self.turn))
        }
    }

    fn generate_moves(&self, moves: &mut Self::MoveList) {
        moves.clear();
        if !self.spun {
            moves.extend((1..=3).map(ShuttleMove::Spin));
        } else if self.stones > 0 {
            moves.extend([
                ShuttleMove::left(self.at),
                ShuttleMove::right(self.at),
                ShuttleMove::Take,
            ]);
        }
    }

    fn chance_outcomes(&self) -> ChanceOutcomes<ShuttleMove> {
        let mut outcomes = ChanceOutcomes::new();
        if !self.spun {
            outcomes.extend([
                (ShuttleMove::Spin(1), 0.25),
                (ShuttleMove::Spin(2), 0.25),
                (ShuttleMove::Spin(3), 0.5),
            ]);
        }
        outcomes
    }

    fn check(&self, mv: ShuttleMove) -> Result<(), ShuttleError> {
        if self.legal_moves().contains(&mv) {
            Ok(())
        } else {
            Err(ShuttleError)
        }
    }

    fn play_unchecked(&mut self, mv: ShuttleMove) {
        match mv {
            ShuttleMove::Spin(n) => {
                self.at = n;
                self.spun = true;
                return;
            }
            ShuttleMove::Step { to, .. } => self.at = to,
            ShuttleMove::Take => self.stones -= 1,
        }
        self.turn = 1 - self.turn;
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.spun && self.stones == 0).then_some(Outcome::Win {
            side: Side(1 - self.turn),
            reason: EndReason::NoLegalMove,
        })
    }

    fn zobrist(&self) -> u64 {
        let cell = if self.colliding_keys {
            self.at % 2
        } else {
            self.at
        };
        let packed = u64::from(cell)
            | u64::from(self.stones) << 8
            | u64::from(self.turn) << 16
            | u64::from(self.spun) << 24;
        packed.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// The take is the one tactical move; the rest is the trait's defaults.
impl Heuristic for Shuttle {
    fn is_tactical(&self, mv: ShuttleMove) -> bool {
        mv == ShuttleMove::Take
    }
}

impl History for Shuttle {
    fn is_irreversible(&self, mv: ShuttleMove) -> bool {
        mv == ShuttleMove::Take
    }
}

/// Words for people; the squares a move touches are the default's.
impl Render for Shuttle {
    fn diagram(&self, _: DiagramStyle) -> String {
        alloc::format!("{self}")
    }

    fn svg(&self) -> String {
        String::from("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    }
}

/// A spun shuttle on `at` with both stones, `turn` to move.
pub fn spun(at: u8, turn: u8) -> Shuttle {
    Shuttle {
        at,
        stones: 2,
        turn,
        spun: true,
        colliding_keys: false,
    }
}

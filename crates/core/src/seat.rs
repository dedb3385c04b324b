//! Who acts: seats, the sides that group them, and chance.

use core::fmt;

use alloc::string::String;
use alloc::vec::Vec;

use crate::Game;

/// A player's place at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat(pub u8);

/// A team of one or more seats that wins or loses together (Barricade's pairs;
/// in a two-player game each seat is its own side).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Side(pub u8);

/// Who acts in a state.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Actor {
    /// A player chooses a move.
    Seat(Seat),
    /// Chance picks an outcome (a die roll) with the probabilities of
    /// [`crate::Game::chance_outcomes`].
    Chance,
    /// The game is over.
    Nobody,
}

impl Side {
    /// A person's name for the side: the names of its seats joined by `+`
    /// (`"white"`, `"red+yellow"`), from [`Game::seat_name`].
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Side};
    /// // Seats 0 and 2 race for side 0.
    /// assert_eq!(Side(0).name(&DiceRace::start()), "seat 0+seat 2");
    /// ```
    pub fn name<G: Game>(self, game: &G) -> String {
        let seats: Vec<String> = (0..game.seat_count())
            .map(|s| Seat(s as u8))
            .filter(|&seat| game.side_of(seat) == self)
            .map(|seat| game.seat_name(seat))
            .collect();
        seats.join("+")
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "side {}", self.0)
    }
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Actor::Seat(seat) => seat.fmt(f),
            Actor::Chance => f.write_str("chance"),
            Actor::Nobody => f.write_str("nobody"),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;

    use super::{Actor, Seat, Side};

    #[test]
    fn seats_sides_and_actors_print_as_words() {
        assert_eq!(format!("{} {}", Seat(2), Side(1)), "seat 2 side 1");
        let actors = [Actor::Seat(Seat(0)), Actor::Chance, Actor::Nobody];
        assert_eq!(
            actors.map(|a| format!("{a}")),
            ["seat 0", "chance", "nobody"]
        );
    }
}

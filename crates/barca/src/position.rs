//! The position: six bitboards, the side to move and the rules options.

use core::fmt;

use ludeme_core::ColourKeys;

use crate::error::PositionError;
use crate::tables::{ALL, WATERING_HOLES};
use crate::{Animal, Colour, Rules};
use ludeme_core::text::{board_and_side, owned_excerpt, write_ranks};

/// A Barca position: where the twelve animals stand, who moves, under which
/// [`Rules`]. Squares are indexed `rank · 10 + file` from `a1` = 0; a
/// position is a small `Copy` value.
///
/// ```
/// use ludeme_barca::{Animal, Colour, Position};
/// use ludeme_core::Game;
/// let start = Position::start();
/// assert_eq!(start.to_string(), "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w");
/// assert_eq!(start.animals(Colour::White, Animal::Elephant).count_ones(), 2);
/// assert_eq!(start.legal_moves().len(), 38);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) animals: [[u128; 3]; 2],
    pub(crate) turn: Colour,
    pub(crate) rules: Rules,
    pub(crate) hash: u64,
}

/// The Zobrist keys: one per (colour, animal, square), animals indexed
/// mouse, lion, elephant, and one for Black to move.
pub(crate) static KEYS: ColourKeys<3, 100> = ColourKeys::new(0x0042_4152_4341);

/// The start position: White E e1 f1, L d2 g2, M e2 f2; Black mirrored on
/// ranks 9–10; White to move.
pub(crate) const START: &str = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w";

impl Position {
    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Colour {
        self.turn
    }

    /// The squares of one side's animals of one kind.
    #[inline]
    pub const fn animals(&self, colour: Colour, animal: Animal) -> u128 {
        self.animals[colour.index()][animal.index()]
    }

    /// The squares of all of one side's animals.
    #[inline]
    pub const fn side(&self, colour: Colour) -> u128 {
        let a = &self.animals[colour.index()];
        a[0] | a[1] | a[2]
    }

    /// Every occupied square.
    #[inline]
    pub const fn occupied(&self) -> u128 {
        self.side(Colour::White) | self.side(Colour::Black)
    }

    /// The animal on `square`, with its side.
    pub fn animal_at(&self, square: u8) -> Option<(Animal, Colour)> {
        if square >= 100 {
            return None;
        }
        let bit = 1u128 << square;
        Colour::BOTH
            .into_iter()
            .flat_map(|colour| Animal::ALL.map(|animal| (animal, colour)))
            .find(|&(animal, colour)| self.animals(colour, animal) & bit != 0)
    }

    /// The letter of the animal on `square`, as position text writes it.
    pub(crate) fn letter_at(&self, square: u8) -> Option<char> {
        let (animal, colour) = self.animal_at(square)?;
        Some(animal.letter(colour))
    }

    /// The number of watering holes a side's animals stand on.
    pub const fn holes_held(&self, colour: Colour) -> u32 {
        (self.side(colour) & WATERING_HOLES).count_ones()
    }

    /// The side holding 3 or more watering holes: it has won.
    #[inline]
    pub const fn winner(&self) -> Option<Colour> {
        if self.holes_held(Colour::White) >= 3 {
            Some(Colour::White)
        } else if self.holes_held(Colour::Black) >= 3 {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// The Zobrist hash computed from scratch (what
    /// [`ludeme_core::Game::zobrist`] keeps incrementally).
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        KEYS.from_scratch(self.turn, |colour, kind| self.animals[colour.index()][kind])
    }

    /// Parses position text under `rules` (the body of
    /// [`ludeme_core::Game::from_text`]): surrounding whitespace is ignored,
    /// the board and the side to move are separated by one space.
    pub(crate) fn parse(text: &str, rules: Rules) -> Result<Position, PositionError> {
        let (board, turn) = board_and_side(text, Colour::White, Colour::Black)?;
        let ranks = board.split('/').count();
        if ranks != 10 {
            return Err(PositionError::RankCount(ranks));
        }
        let mut animals = [[0u128; 3]; 2];
        for (rank, row) in (1..=10).rev().zip(board.split('/')) {
            let mut file = 0usize;
            let mut chars = row.char_indices().peekable();
            while let Some((start, ch)) = chars.next() {
                if ch.is_ascii_digit() {
                    let mut end = start + 1;
                    while chars.next_if(|(_, c)| c.is_ascii_digit()).is_some() {
                        end += 1;
                    }
                    let run = &row[start..end];
                    match run.parse::<usize>() {
                        Ok(n @ 1..=10) if !run.starts_with('0') => file += n,
                        _ => {
                            let run = owned_excerpt(run);
                            return Err(PositionError::BadRun { rank, run });
                        }
                    }
                } else if let Some((animal, colour)) = Animal::from_letter(ch) {
                    if file < 10 {
                        animals[colour.index()][animal.index()] |= 1 << ((rank - 1) * 10 + file);
                    }
                    file += 1;
                } else {
                    return Err(PositionError::UnknownChar { rank, found: ch });
                }
            }
            if file != 10 {
                return Err(PositionError::RankLength { rank, found: file });
            }
        }
        for colour in Colour::BOTH {
            for animal in Animal::ALL {
                let count = animals[colour.index()][animal.index()].count_ones();
                if count != 2 {
                    return Err(PositionError::AnimalCount {
                        colour,
                        animal,
                        count,
                    });
                }
            }
        }
        debug_assert_eq!(animals.iter().flatten().fold(0, |a, b| a | b) & !ALL, 0);
        let mut position = Position {
            animals,
            turn,
            rules,
            hash: 0,
        };
        position.hash = position.hash_from_scratch();
        Ok(position)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_ranks(f, 10, 10, |square| self.letter_at(square as u8))?;
        write!(f, " {}", self.turn.letter())
    }
}

// Default (the start), FromStr (text under the default rules), Debug
// (`Position(text)`) and serde.
ludeme_core::state_forms!(Position, PositionError);

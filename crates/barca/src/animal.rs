//! The animals.

use core::fmt;

use ludeme_core::Colour;

/// The three kinds of animal. Each fears the enemy animal of the next kind:
/// the mouse fears the lion, the lion the elephant, the elephant the mouse.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Animal {
    /// Moves like a rook; fears lions.
    Mouse,
    /// Moves like a bishop; fears elephants.
    Lion,
    /// Moves like a queen; fears mice.
    Elephant,
}

impl Animal {
    /// All three kinds.
    pub const ALL: [Animal; 3] = [Animal::Mouse, Animal::Lion, Animal::Elephant];

    /// The kind of enemy animal this one fears.
    #[inline]
    pub const fn fears(self) -> Animal {
        match self {
            Animal::Mouse => Animal::Lion,
            Animal::Lion => Animal::Elephant,
            Animal::Elephant => Animal::Mouse,
        }
    }

    /// The index 0–2 (mouse, lion, elephant).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter in position text: upper case for White, lower for Black.
    pub const fn letter(self, colour: Colour) -> char {
        [['M', 'L', 'E'], ['m', 'l', 'e']][colour.index()][self.index()]
    }

    /// The animal and colour of a position-text letter.
    pub const fn from_letter(letter: char) -> Option<(Animal, Colour)> {
        Some(match letter {
            'M' => (Animal::Mouse, Colour::White),
            'L' => (Animal::Lion, Colour::White),
            'E' => (Animal::Elephant, Colour::White),
            'm' => (Animal::Mouse, Colour::Black),
            'l' => (Animal::Lion, Colour::Black),
            'e' => (Animal::Elephant, Colour::Black),
            _ => return None,
        })
    }

    /// The name, singular: `mouse`.
    pub(crate) const fn name(self) -> &'static str {
        ["mouse", "lion", "elephant"][self.index()]
    }

    /// The name, plural: `mice`.
    pub(crate) const fn plural(self) -> &'static str {
        ["mice", "lions", "elephants"][self.index()]
    }

    /// The name with its indefinite article: `a mouse`, `an elephant`.
    pub(crate) const fn with_article(self) -> &'static str {
        ["a mouse", "a lion", "an elephant"][self.index()]
    }
}

impl fmt::Display for Animal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

//! Pictures of a position for people.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::Game;

/// How a text diagram is drawn.
///
/// ```
/// use ludeme_core::DiagramStyle;
/// let style = DiagramStyle::ascii().with_colour(true);
/// assert!(style.ascii && style.colour);
/// assert_eq!(DiagramStyle::default(), DiagramStyle::unicode());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub struct DiagramStyle {
    /// Plain ASCII only (no box drawing or symbols).
    pub ascii: bool,
    /// ANSI terminal colours, for games whose pieces are told apart by
    /// colour.
    pub colour: bool,
}

impl DiagramStyle {
    /// Unicode box drawing and symbols, no terminal colours.
    pub const fn unicode() -> DiagramStyle {
        DiagramStyle {
            ascii: false,
            colour: false,
        }
    }

    /// Plain ASCII, no terminal colours.
    pub const fn ascii() -> DiagramStyle {
        DiagramStyle {
            ascii: true,
            colour: false,
        }
    }

    /// This style with ANSI terminal colours on or off.
    pub const fn with_colour(mut self, on: bool) -> DiagramStyle {
        self.colour = on;
        self
    }
}

/// A position drawn for people: as text for a terminal, and as an SVG
/// picture.
pub trait Render: Game {
    /// The board as text, ending with a line that says who is to act.
    fn diagram(&self, style: DiagramStyle) -> String;

    /// The position as a standalone SVG picture. Every point, square or
    /// node is one element with `data-square="NAME"`, NAME as move text
    /// names it (the page contract; `testing::check_pictures` checks it
    /// against [`Render::move_squares`]).
    fn svg(&self) -> String;

    /// The `data-square` names of the picture that a person clicks, in
    /// order, to make `mv` here (none for a move without a square, such as
    /// a roll of the die). Default: the parts of the move text between
    /// `-`, `x` and `/` (`e2-e5`, `b2xc5`, `c1-e3/i5`), for a game whose
    /// move text names squares so; a game with other move text says
    /// which squares its moves touch.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Render};
    /// let race: DiceRace = "0,0,0 0 2".parse()?;
    /// assert_eq!(race.move_squares("+2".parse()?), ["s0c2"]); // seat 0 to cell 2
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn move_squares(&self, mv: Self::Move) -> Vec<String> {
        mv.to_string()
            .split(['-', 'x', '/'])
            .filter(|part| !part.is_empty())
            .map(String::from)
            .collect()
    }
}

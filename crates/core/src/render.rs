//! Pictures of a position for people.

use alloc::string::String;

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

    /// The position as a standalone SVG picture.
    fn svg(&self) -> String;
}

//! A drawing of the board for a person: watering holes and scared animals
//! marked.

use alloc::format;
use alloc::string::String;

use ludeme_core::{DiagramStyle, Render};

use crate::tables::WATERING_HOLES;
use crate::{Colour, Position};

/// The board drawn for a person: `E L M` White, `e l m` Black, watering
/// holes in parentheses, `!` after a scared animal; then a last line with
/// the side to move and the holes held. An empty square is `·`, or `.` when
/// `style.ascii` is set; the sides differ by letter case, so `style.colour`
/// changes nothing.
///
/// The diagram never states the outcome: a finished position still ends
/// with its side to move, and the caller reports the result (with
/// [`ludeme_core::Game::outcome`]) once.
///
/// ```
/// use ludeme_barca::Position;
/// use ludeme_core::{DiagramStyle, Game, Render};
/// let text = Position::start().diagram(DiagramStyle::ascii());
/// assert_eq!(text.matches("(.)").count(), 4);
/// assert!(text.contains("white to move"));
///
/// let svg = Position::start().svg();
/// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
/// assert_eq!(svg.matches("class=\"hole\"").count(), 4);
/// ```
impl Render for Position {
    fn diagram(&self, style: DiagramStyle) -> String {
        let empty = if style.ascii { '.' } else { '·' };
        let scared = self.scared_of(Colour::White) | self.scared_of(Colour::Black);
        let mut out = String::from("     a  b  c  d  e  f  g  h  i  j\n");
        for rank in (0..10u8).rev() {
            out.push_str(&format!("{:>3} ", rank + 1));
            for file in 0..10u8 {
                let square = rank * 10 + file;
                let hole = WATERING_HOLES >> square & 1 == 1;
                let (open, close) = if hole { ('(', ')') } else { (' ', ' ') };
                let is_scared = scared >> square & 1 == 1;
                let close = if is_scared { '!' } else { close };
                out.extend([open, self.letter_at(square).unwrap_or(empty), close]);
            }
            out.push_str(&format!(" {}\n", rank + 1));
        }
        out.push_str("     a  b  c  d  e  f  g  h  i  j\n");
        out.push_str(&format!(
            "{} to move; watering holes held: white {}, black {}; ( ) hole, ! scared\n",
            self.turn,
            self.holes_held(Colour::White),
            self.holes_held(Colour::Black)
        ));
        out
    }

    /// The position as a standalone SVG document: watering holes in blue,
    /// White's animals light and Black's dark (`E`, `L`, `M`), scared
    /// animals ringed in red.
    fn svg(&self) -> String {
        crate::svg::picture(self)
    }
}

//! Pictures for people: the board graph as text (here) and as SVG
//! (`svg.rs`), through [`ludeme_core::Render`].

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use ludeme_core::{DiagramStyle, Render};

use crate::board::{nodes, ALL_NODES};
use crate::{Node, PawnColour, Position};

const ANSI: [&str; 4] = ["\x1b[1;31m", "\x1b[1;32m", "\x1b[1;33m", "\x1b[1;34m"];
const RESET: &str = "\x1b[0m";

/// The board as ASCII text, with the pieces' letters in ANSI terminal colours
/// on request, and as an SVG picture.
impl Render for Position {
    /// The board drawn for a person: nodes joined by `-` and `|`, pieces as
    /// `R G Y B`, barricades `#`, free nodes `o`, the goal `*` when free;
    /// then the houses, and a last line with the turn: `red to roll` before
    /// the roll, `red to move, die 5` after it.
    ///
    /// The diagram never states the outcome: a finished game still ends
    /// with its turn line as the state has it (the colour after the winner,
    /// to roll), and the caller reports the result, with the sides' names,
    /// once (from [`ludeme_core::Game::outcome`]).
    ///
    /// The diagram is always plain ASCII, so `style.ascii` changes nothing;
    /// `style.colour` paints the pieces' letters (on the board and at the
    /// houses) in ANSI terminal colours.
    ///
    /// ```
    /// use ludeme_barricade::Position;
    /// use ludeme_core::{DiagramStyle, Game, Render};
    /// let text = Position::start().diagram(DiagramStyle::default());
    /// assert_eq!(text.matches('#').count(), 11);
    /// assert!(text.contains("red to roll"));
    /// assert_eq!(text, Position::start().diagram(DiagramStyle::ascii()));
    /// let coloured = Position::start().diagram(DiagramStyle::ascii().with_colour(true));
    /// assert!(coloured.contains("\x1b[1;31mR\x1b[0m"));
    /// ```
    fn diagram(&self, style: DiagramStyle) -> String {
        let width = 4 + 2 * 17;
        let height = 2 * 14;
        let mut grid = vec![vec![String::from(" "); width]; height];
        let column = |x: u8| 4 + 2 * usize::from(x);
        let line = |row: u8| 2 * (14 - usize::from(row));
        // A colour's capital letter, in its ANSI colour on request.
        let paint = |colour: PawnColour| {
            let letter = colour.letter().to_ascii_uppercase();
            if style.colour {
                format!("{}{letter}{RESET}", ANSI[colour.index()])
            } else {
                String::from(letter)
            }
        };
        for node in nodes(ALL_NODES) {
            let (x, row) = node.coords();
            let symbol = match self.piece_at(node) {
                Some(colour) => paint(colour),
                None if self.barricades() & node.bit() != 0 => String::from("#"),
                None if node == Node::GOAL => String::from("*"),
                None => String::from("o"),
            };
            grid[line(row)][column(x)] = symbol;
            if Node::at(x + 1, row).is_some() {
                grid[line(row)][column(x) + 1] = String::from("-");
            }
            if row > 1 && Node::at(x, row - 1).is_some() {
                grid[line(row) + 1][column(x)] = String::from("|");
            }
        }
        for row in 1..=14u8 {
            grid[line(row)][0] = format!("{row:>2}");
            grid[line(row)][1] = String::new();
        }
        let mut out = String::new();
        for cells in &grid[..height - 1] {
            out.push_str(cells.concat().trim_end());
            out.push('\n');
        }
        // Each house's count, centred under its entry node.
        let mut houses = vec![String::from(" "); width];
        for colour in PawnColour::ALL {
            let (x, _) = colour.entry().coords();
            houses[column(x) - 1] = paint(colour);
            houses[column(x)] = String::from(":");
            houses[column(x) + 1] = format!("{}", self.in_house(colour));
        }
        out.push_str(houses.concat().trim_end());
        out.push_str("  in the houses\n");
        out.push_str("    a b c d e f g h i j k l m n o p q\n");
        let turn = self.turn();
        out + &match self.die() {
            None => format!("{turn} to roll\n"),
            Some(d) => format!("{turn} to move, die {d}\n"),
        }
    }

    /// The position as a standalone SVG document: the 112 nodes and their
    /// edges, barricades as dark squares, pieces in their colours, the goal
    /// ringed, and under the board each colour's house with its count,
    /// joined to its entry node (`c1`, `g1`, `k1`, `o1`) by an edge.
    ///
    /// ```
    /// use ludeme_barricade::Position;
    /// use ludeme_core::{Game, Render};
    /// let svg = Position::start().svg();
    /// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    /// assert_eq!(svg.matches("class=\"barricade\"").count(), 11);
    /// assert_eq!(svg.matches("class=\"house\"").count(), 4);
    /// ```
    fn svg(&self) -> String {
        crate::svg::picture(self)
    }

    /// A piece's origin (its colour's house `h-red`, or a node), its
    /// destination, then a captured barricade's new node; nothing for a
    /// roll or a pass.
    ///
    /// ```
    /// use ludeme_barricade::Position;
    /// use ludeme_core::{Game, Render};
    /// let rolled: Position = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 5".parse()?;
    /// assert_eq!(rolled.move_squares("h-e3/e5".parse()?), ["h-red", "e3", "e5"]);
    /// assert!(rolled.move_squares("roll 5".parse()?).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn move_squares(&self, mv: crate::Move) -> Vec<String> {
        let crate::Move::Go {
            from,
            to,
            barricade,
        } = mv
        else {
            return Vec::new();
        };
        let origin = match from {
            crate::Origin::House => format!("h-{}", self.turn()),
            crate::Origin::Node(node) => node.to_string(),
        };
        let mut squares = vec![origin, to.to_string()];
        squares.extend(barricade.map(|node| node.to_string()));
        squares
    }
}

//! A kit game drawn: a text diagram for terminals and an SVG picture for
//! pages, both from the seats' styles.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::svg::{Font, Shape, Svg};
use ludeme_core::{DiagramStyle, Render};

use crate::{GridGame, Move, Position};

/// The side of a square in the picture, in user units.
const SQUARE: usize = 60;
/// The margin that holds the file letters and rank numbers.
const MARGIN: usize = 30;
const LIGHT: &str = "#e8d8b0";
const DARK: &str = "#b58863";
/// ANSI colours of the two seats' letters.
const ANSI: [&str; 2] = ["\x1b[1;33m", "\x1b[1;36m"];
const ANSI_RESET: &str = "\x1b[0m";

impl<G: GridGame> Position<G> {
    /// The letter and glyph of a kind of piece.
    fn symbol(kind: usize, ascii: bool) -> char {
        let mut symbols = G::SEATS
            .iter()
            .flat_map(|seat| if ascii { seat.letters } else { seat.glyphs }.chars());
        symbols.nth(kind).unwrap_or('?')
    }
}

fn square_name(file: u8, rank: u8) -> String {
    format!("{}{}", char::from(b'a' + file), u32::from(rank) + 1)
}

impl<G: GridGame> Render for Position<G> {
    /// The board, top rank first, with rank numbers on the left and file
    /// letters below, then the seat to move.
    fn diagram(&self, style: DiagramStyle) -> String {
        let grid = self.grid();
        let label = usize::from(grid.height()).to_string().len();
        let mut out = String::new();
        for rank in (0..grid.height()).rev() {
            out.push_str(&format!("{:>label$} ", u32::from(rank) + 1));
            for file in 0..grid.width() {
                let cell = u32::from(rank) * u32::from(grid.width()) + u32::from(file);
                let symbol = match self.kind_at(cell) {
                    None => {
                        if style.ascii {
                            '.'
                        } else {
                            '·'
                        }
                    }
                    Some(kind) => Self::symbol(kind, style.ascii),
                };
                match self.kind_at(cell).filter(|_| style.colour) {
                    Some(kind) => {
                        out.push_str(&format!("{}{symbol}{ANSI_RESET}", ANSI[Self::owner(kind)]))
                    }
                    None => out.push(symbol),
                }
                if file + 1 < grid.width() {
                    out.push(' ');
                }
            }
            out.push('\n');
        }
        out.push_str(&" ".repeat(label + 1));
        let files: Vec<String> = (0..grid.width())
            .map(|file| char::from(b'a' + file).into())
            .collect();
        out.push_str(&files.join(" "));
        out.push('\n');
        let name = G::SEATS[self.mover()].name;
        let mut letters = name.chars();
        let first = letters
            .next()
            .map(|c| c.to_ascii_uppercase())
            .unwrap_or(' ');
        out.push_str(&format!("{first}{} to move\n", letters.as_str()));
        out
    }

    /// The board's squares in two shades, named for the page
    /// (`data-square`), and each piece as a disc of its seat's colour with
    /// its letter.
    fn svg(&self) -> String {
        let grid = self.grid();
        let (width, height) = (usize::from(grid.width()), usize::from(grid.height()));
        let x = |file: usize| MARGIN + SQUARE * file;
        let y = |rank: usize| MARGIN + SQUARE * (height - 1 - rank);
        let title = format!("{}: {self}", G::NAME);
        let mut svg = Svg::new(
            2 * MARGIN + SQUARE * width,
            2 * MARGIN + SQUARE * height,
            title,
            "#f4ecd8",
        );
        for rank in 0..height {
            for file in 0..width {
                let shade = if (rank + file) % 2 == 0 { DARK } else { LIGHT };
                svg.draw(Shape::rect(x(file), y(rank), SQUARE, SQUARE).fill(shade));
            }
        }
        let font = Font::sans(16).centred();
        for file in 0..width {
            let letter = char::from(b'a' + file as u8);
            svg.draw(
                Shape::text(
                    x(file) + SQUARE / 2,
                    MARGIN + SQUARE * height + 20,
                    font,
                    &letter,
                )
                .fill("#555"),
            );
        }
        for rank in 0..height {
            svg.draw(
                Shape::text(MARGIN / 2, y(rank) + SQUARE / 2 + 6, font, &(rank + 1)).fill("#555"),
            );
        }
        for rank in 0..height {
            for file in 0..width {
                let Some(kind) = self.kind_at((rank * width + file) as u32) else {
                    continue;
                };
                let seat = &G::SEATS[Self::owner(kind)];
                let (cx, cy) = (x(file) + SQUARE / 2, y(rank) + SQUARE / 2);
                svg.draw(
                    Shape::circle(cx, cy, SQUARE * 2 / 5)
                        .fill(seat.colour)
                        .stroke("#333")
                        .stroke_width(2),
                );
                let text = if seat.colour.starts_with("#f") || seat.colour.starts_with("#e") {
                    "#222"
                } else {
                    "#eee"
                };
                let letter = Self::symbol(kind, true);
                svg.draw(
                    Shape::text(cx, cy + 7, Font::sans(20).bold().centred(), &letter).fill(text),
                );
            }
        }
        svg.begin_hit_areas();
        for rank in 0..height {
            for file in 0..width {
                let name = square_name(file as u8, rank as u8);
                svg.draw(Shape::rect(x(file), y(rank), SQUARE, SQUARE).square(&name));
            }
        }
        svg.finish()
    }

    /// The squares a person clicks to play `mv`: its cells, none for a pass.
    fn move_squares(&self, mv: Move) -> Vec<String> {
        mv.places()
            .map(|(file, rank)| square_name(file, rank))
            .collect()
    }
}

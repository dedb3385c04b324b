//! A drawing of the board for a person, with the circuits' loops.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use ludeme_core::{DiagramStyle, Render};

use crate::{Colour, PositionOn};

struct Glyphs {
    horizontal: char,
    vertical: char,
    faint_horizontal: char,
    faint_vertical: char,
    /// Corners joining: down-right, down-left, up-right, up-left.
    corners: [char; 4],
    empty: char,
    white: char,
    black: char,
}

const UNICODE: Glyphs = Glyphs {
    horizontal: '─',
    vertical: '│',
    faint_horizontal: '┄',
    faint_vertical: '┆',
    corners: ['╭', '╮', '╰', '╯'],
    empty: '┼',
    white: '○',
    black: '●',
};

const ASCII: Glyphs = Glyphs {
    horizontal: '-',
    vertical: '|',
    faint_horizontal: '.',
    faint_vertical: ':',
    corners: ['+', '+', '+', '+'],
    empty: '.',
    white: 'w',
    black: 'b',
};

const DOWN_RIGHT: usize = 0;
const DOWN_LEFT: usize = 1;
const UP_RIGHT: usize = 2;
const UP_LEFT: usize = 3;

struct Canvas {
    cells: Vec<Vec<char>>,
}

impl Canvas {
    fn set(&mut self, x: usize, y: usize, c: char) {
        self.cells[y][x] = c;
    }
    fn hline(&mut self, y: usize, x0: usize, x1: usize, c: char) {
        for x in x0.min(x1)..=x0.max(x1) {
            self.cells[y][x] = c;
        }
    }
    fn vline(&mut self, x: usize, y0: usize, y1: usize, c: char) {
        for y in y0.min(y1)..=y0.max(y1) {
            self.cells[y][x] = c;
        }
    }
}

/// Pictures of the board: a text diagram and an SVG picture.
///
/// ```
/// use ludeme_core::{DiagramStyle, Game, Render};
/// use ludeme_surakarta::Position;
/// let text = Position::start().diagram(DiagramStyle::ascii());
/// assert!(text.contains("white to move"));
/// assert_eq!(text.matches('w').count(), 12 + 1);
///
/// let svg = Position::start().svg();
/// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
/// assert_eq!(svg.matches("<path").count(), 2 * 4); // 2 circuits × 4 loops
/// ```
impl<const N: usize> Render for PositionOn<N> {
    /// The board drawn for a person: the grid (circuit lines solid, the
    /// others faint), the corner loops of every circuit, the pieces, the
    /// point names, and the side to move. Unicode: box-drawing lines and
    /// round loops, `○` White, `●` Black; ASCII: `-`, `|`, `+`, `w` White,
    /// `b` Black, `.` empty. Colour is ignored: the pieces differ by symbol.
    ///
    /// The last line is the side to move, even in a finished position: the
    /// diagram never states the outcome, which the caller reports (with
    /// [`ludeme_core::Game::outcome`]) once.
    fn diagram(&self, style: DiagramStyle) -> String {
        let g = if style.ascii { &ASCII } else { &UNICODE };
        let circuits = {
            let t = Self::T;
            t.base_circuits + usize::from(t.middle_circuit && self.rules.middle_circuit)
        };
        let on_circuit = |line: usize| {
            let k = line.min(N - 1 - line);
            k >= 1 && k <= circuits
        };
        let loops = circuits;
        let label = 3;
        let left = label + 4 * loops;
        let top = 2 * loops;
        let x = |file: usize| left + 4 * file;
        let y = |rank: usize| top + 2 * (N - 1 - rank);
        let width = x(N - 1) + 4 * loops + 1;
        let height = y(0) + 2 * loops + 2;
        let mut canvas = Canvas {
            cells: vec![vec![' '; width]; height],
        };

        for rank in 0..N {
            let c = if on_circuit(rank) {
                g.horizontal
            } else {
                g.faint_horizontal
            };
            canvas.hline(y(rank), x(0), x(N - 1), c);
        }
        for file in 0..N {
            let c = if on_circuit(file) {
                g.vertical
            } else {
                g.faint_vertical
            };
            canvas.vline(x(file), y(N - 1), y(0), c);
        }
        for k in 1..=circuits {
            let (bottom, upper) = (y(0) + 2 * k, y(N - 1) - 2 * k);
            let (west, east) = (x(0) - 4 * k, x(N - 1) + 4 * k);
            let (low, high) = (k, N - 1 - k);
            // Extensions of the columns beyond the board, and of the rows.
            for file in [low, high] {
                canvas.vline(x(file), y(0), bottom, g.vertical);
                canvas.vline(x(file), upper, y(N - 1), g.vertical);
            }
            for rank in [low, high] {
                canvas.hline(y(rank), west, x(0), g.horizontal);
                canvas.hline(y(rank), x(N - 1), east, g.horizontal);
            }
            canvas.hline(bottom, west, x(low), g.horizontal);
            canvas.hline(bottom, x(high), east, g.horizontal);
            canvas.hline(upper, west, x(low), g.horizontal);
            canvas.hline(upper, x(high), east, g.horizontal);
            canvas.vline(west, y(low), bottom, g.vertical);
            canvas.vline(west, upper, y(high), g.vertical);
            canvas.vline(east, y(low), bottom, g.vertical);
            canvas.vline(east, upper, y(high), g.vertical);
            let corner = |i: usize| g.corners[i];
            canvas.set(x(low), bottom, corner(UP_LEFT));
            canvas.set(west, bottom, corner(UP_RIGHT));
            canvas.set(west, y(low), corner(DOWN_RIGHT));
            canvas.set(x(high), bottom, corner(UP_RIGHT));
            canvas.set(east, bottom, corner(UP_LEFT));
            canvas.set(east, y(low), corner(DOWN_LEFT));
            canvas.set(x(high), upper, corner(DOWN_RIGHT));
            canvas.set(east, upper, corner(DOWN_LEFT));
            canvas.set(east, y(high), corner(UP_LEFT));
            canvas.set(x(low), upper, corner(DOWN_LEFT));
            canvas.set(west, upper, corner(DOWN_RIGHT));
            canvas.set(west, y(high), corner(UP_RIGHT));
        }
        for rank in 0..N {
            for file in 0..N {
                let c = match self.piece_at((rank * N + file) as u8) {
                    Some(Colour::White) => g.white,
                    Some(Colour::Black) => g.black,
                    None => g.empty,
                };
                canvas.set(x(file), y(rank), c);
            }
            let digit = char::from(b'1' + rank as u8);
            canvas.set(0, y(rank), digit);
        }
        for file in 0..N {
            canvas.set(x(file), height - 1, char::from(b'a' + file as u8));
        }

        let mut out = String::new();
        for row in &canvas.cells {
            let line: String = row.iter().collect();
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push_str(&alloc::format!("{} to move\n", self.turn));
        out
    }

    /// The grid, the circuits with their loops drawn as three-quarter arcs,
    /// and the pieces, as a standalone SVG document.
    fn svg(&self) -> String {
        crate::svg::draw(self)
    }
}

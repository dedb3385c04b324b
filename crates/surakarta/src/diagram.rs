//! A drawing of the board for a person, with the circuits' loops.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use ludeme_core::{DiagramStyle, Render};

use crate::{Colour, PositionOn};

struct Glyphs {
    /// The lines of the circuits.
    solid: Lines,
    /// The grid's other lines.
    faint: Lines,
    /// Corners joining: down-right, down-left, up-right, up-left.
    corners: [char; 4],
    /// An empty point, a White piece and a Black piece.
    points: [char; 3],
}

/// The glyphs of a line across (along a rank) and down (along a file).
#[derive(Clone, Copy)]
struct Lines {
    across: char,
    down: char,
}

const fn lines(across: char, down: char) -> Lines {
    Lines { across, down }
}

const UNICODE: Glyphs = Glyphs {
    solid: lines('─', '│'),
    faint: lines('┄', '┆'),
    corners: ['╭', '╮', '╰', '╯'],
    points: ['┼', '○', '●'],
};

const ASCII: Glyphs = Glyphs {
    solid: lines('-', '|'),
    faint: lines('.', ':'),
    corners: ['+', '+', '+', '+'],
    points: ['.', 'w', 'b'],
};

impl Glyphs {
    /// The corner joining a line going up (else down) with one going left
    /// (else right).
    fn corner(&self, up: bool, left: bool) -> char {
        self.corners[2 * usize::from(up) + usize::from(left)]
    }

    /// A point: empty, or the piece on it.
    fn point(&self, piece: Option<Colour>) -> char {
        match piece {
            None => self.points[0],
            Some(Colour::White) => self.points[1],
            Some(Colour::Black) => self.points[2],
        }
    }
}

/// Rows of characters, each as long as its rightmost mark.
struct Canvas {
    cells: Vec<Vec<char>>,
}

impl Canvas {
    fn set(&mut self, x: usize, y: usize, c: char) {
        let row = &mut self.cells[y];
        if row.len() <= x {
            row.resize(x + 1, ' ');
        }
        row[x] = c;
    }
    fn hline(&mut self, y: usize, x0: usize, x1: usize, c: char) {
        for x in x0.min(x1)..=x0.max(x1) {
            self.set(x, y, c);
        }
    }
    fn vline(&mut self, x: usize, y0: usize, y1: usize, c: char) {
        for y in y0.min(y1)..=y0.max(y1) {
            self.set(x, y, c);
        }
    }
}

/// Where the diagram of an `n` × `n` board with `circuits` circuits puts
/// things: points four columns and two rows apart, the rank numbers in
/// the first column, and round the board room for the loops (each
/// circuit's four columns and two rows further out than the one inside
/// it) and the file letters on the last row.
struct Frame {
    n: usize,
    circuits: usize,
    left: usize,
    top: usize,
    height: usize,
}

impl Frame {
    fn new(n: usize, circuits: usize) -> Frame {
        let label = 3;
        let mut frame = Frame {
            n,
            circuits,
            left: label + 4 * circuits,
            top: 2 * circuits,
            height: 0,
        };
        frame.height = frame.y(0) + 2 * circuits + 2;
        frame
    }

    /// The column of file `file`.
    fn x(&self, file: usize) -> usize {
        self.left + 4 * file
    }

    /// The row of rank `rank` (rank 0 lowest).
    fn y(&self, rank: usize) -> usize {
        self.top + 2 * (self.n - 1 - rank)
    }

    /// Whether rank or file `line` belongs to a circuit.
    fn on_circuit(&self, line: usize) -> bool {
        let k = line.min(self.n - 1 - line);
        k >= 1 && k <= self.circuits
    }

    /// The grid: the lines of the circuits solid, the others faint.
    fn draw_grid(&self, canvas: &mut Canvas, g: &Glyphs) {
        let last = self.n - 1;
        let lines = |line: usize| {
            if self.on_circuit(line) {
                g.solid
            } else {
                g.faint
            }
        };
        for rank in 0..self.n {
            canvas.hline(self.y(rank), self.x(0), self.x(last), lines(rank).across);
        }
        for file in 0..self.n {
            canvas.vline(self.x(file), self.y(last), self.y(0), lines(file).down);
        }
    }

    /// The lines of circuit `k` (from 1) carried on beyond the board, out
    /// to its loops: its files above and below, its ranks left and right.
    fn draw_extensions(&self, canvas: &mut Canvas, g: &Glyphs, k: usize) {
        let last = self.n - 1;
        let (bottom, upper) = (self.y(0) + 2 * k, self.y(last) - 2 * k);
        let (west, east) = (self.x(0) - 4 * k, self.x(last) + 4 * k);
        for file in [k, last - k] {
            canvas.vline(self.x(file), self.y(0), bottom, g.solid.down);
            canvas.vline(self.x(file), upper, self.y(last), g.solid.down);
        }
        for rank in [k, last - k] {
            canvas.hline(self.y(rank), west, self.x(0), g.solid.across);
            canvas.hline(self.y(rank), self.x(last), east, g.solid.across);
        }
    }

    /// The four loops of circuit `k` (from 1), each joining the ends of a
    /// file and a rank round a corner of the board (bottom left, bottom
    /// right, top right, top left): its two straight parts, then its three
    /// corners, where the file's line turns outwards, the outer corner,
    /// and where the rank's line comes in.
    fn draw_loops(&self, canvas: &mut Canvas, g: &Glyphs, k: usize) {
        let last = self.n - 1;
        let (bottom, upper) = (self.y(0) + 2 * k, self.y(last) - 2 * k);
        let (west, east) = (self.x(0) - 4 * k, self.x(last) + 4 * k);
        let (low, high) = (k, last - k);
        let loops = [
            (self.x(low), west, bottom, self.y(low)),
            (self.x(high), east, bottom, self.y(low)),
            (self.x(high), east, upper, self.y(high)),
            (self.x(low), west, upper, self.y(high)),
        ];
        for (file_x, outer_x, outer_y, rank_y) in loops {
            canvas.hline(outer_y, outer_x, file_x, g.solid.across);
            canvas.vline(outer_x, rank_y, outer_y, g.solid.down);
            let (out_left, out_down) = (outer_x == west, outer_y == bottom);
            canvas.set(file_x, outer_y, g.corner(out_down, out_left));
            canvas.set(outer_x, outer_y, g.corner(out_down, !out_left));
            canvas.set(outer_x, rank_y, g.corner(!out_down, !out_left));
        }
    }

    /// The ranks' numbers in the first column and the files' letters on
    /// the last row.
    fn draw_labels(&self, canvas: &mut Canvas) {
        for rank in 0..self.n {
            canvas.set(0, self.y(rank), char::from(b'1' + rank as u8));
        }
        for file in 0..self.n {
            canvas.set(self.x(file), self.height - 1, char::from(b'a' + file as u8));
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
    /// Points are four columns and two rows apart, the rank numbers in the
    /// first column; each circuit's loops run that much further out than
    /// the one inside it, the outermost three columns from the left edge
    /// and on the top row, the file letters just below it.
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
        let frame = Frame::new(N, circuits);
        let mut canvas = Canvas {
            cells: vec![Vec::new(); frame.height],
        };
        frame.draw_grid(&mut canvas, g);
        for k in 1..=circuits {
            frame.draw_extensions(&mut canvas, g, k);
            frame.draw_loops(&mut canvas, g, k);
        }
        for rank in 0..N {
            for file in 0..N {
                let point = g.point(self.piece_at((rank * N + file) as u8));
                canvas.set(frame.x(file), frame.y(rank), point);
            }
        }
        frame.draw_labels(&mut canvas);

        let mut out = String::new();
        for row in &canvas.cells {
            out.extend(row);
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

#[cfg(test)]
mod tests;

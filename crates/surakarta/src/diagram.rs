//! A drawing of the board for a person, with the circuits' loops.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use ludeme_core::{DiagramStyle, Render};

use crate::PositionOn;

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
}

/// Rows of characters, each as long as its rightmost mark.
struct Canvas(Vec<Vec<char>>);

impl Canvas {
    fn set(&mut self, x: usize, y: usize, c: char) {
        let row = &mut self.0[y];
        if row.len() <= x {
            row.resize(x + 1, ' ');
        }
        row[x] = c;
    }
    /// A line across or down from `(x0, y0)` to `(x1, y1)`, both ends
    /// included.
    fn line(&mut self, (x0, y0): (usize, usize), (x1, y1): (usize, usize), c: char) {
        for y in y0.min(y1)..=y0.max(y1) {
            for x in x0.min(x1)..=x0.max(x1) {
                self.set(x, y, c);
            }
        }
    }
}

/// Where the diagram of an `N` × `N` board with `circuits` circuits puts
/// things: points four columns and two rows apart, the rank numbers in
/// the first column (then two spaces), and round the board room for the
/// loops (each circuit's four columns and two rows further out than the
/// one inside it) and the file letters on the last row.
struct Frame<const N: usize> {
    circuits: usize,
}

impl<const N: usize> Frame<N> {
    /// The column of file `file`.
    fn x(&self, file: usize) -> usize {
        3 + 4 * (self.circuits + file)
    }

    /// The row of rank `rank` (rank 0 lowest).
    fn y(&self, rank: usize) -> usize {
        2 * (self.circuits + N - 1 - rank)
    }

    /// The number of rows, the file letters' the last.
    fn height(&self) -> usize {
        self.y(0) + 2 * self.circuits + 2
    }

    /// The glyphs of rank or file `line`: solid if it belongs to a
    /// circuit, else faint.
    fn lines(&self, g: &Glyphs, line: usize) -> Lines {
        if (1..=self.circuits).contains(&line.min(N - 1 - line)) {
            g.solid
        } else {
            g.faint
        }
    }

    /// The grid: the lines of the circuits solid, the others faint (where
    /// they cross, the points drawn later).
    fn draw_grid(&self, canvas: &mut Canvas, g: &Glyphs) {
        let last = N - 1;
        for i in 0..N {
            let (lines, x, y) = (self.lines(g, i), self.x(i), self.y(i));
            canvas.line((self.x(0), y), (self.x(last), y), lines.across);
            canvas.line((x, self.y(last)), (x, self.y(0)), lines.down);
        }
    }

    /// The four loops of circuit `k` (from 1), each joining the ends of a
    /// file and a rank round a corner of the board (bottom left, bottom
    /// right, top right, top left): the file's line carried on beyond the
    /// board, the loop's two straight parts and the rank's line carried
    /// in to the board, then its three corners, where the file's line
    /// turns outwards, the outer corner, and where the rank's line comes
    /// in.
    fn draw_loops(&self, canvas: &mut Canvas, g: &Glyphs, k: usize) {
        let last = N - 1;
        let (left, right, bottom, top) = (self.x(0), self.x(last), self.y(0), self.y(last));
        let (west, east, below, above) = (left - 4 * k, right + 4 * k, bottom + 2 * k, top - 2 * k);
        let (low, high) = (k, last - k);
        let loops = [
            (self.x(low), left, west, bottom, below, self.y(low)),
            (self.x(high), right, east, bottom, below, self.y(low)),
            (self.x(high), right, east, top, above, self.y(high)),
            (self.x(low), left, west, top, above, self.y(high)),
        ];
        for (file_x, edge_x, outer_x, edge_y, outer_y, rank_y) in loops {
            canvas.line((file_x, edge_y), (file_x, outer_y), g.solid.down);
            canvas.line((outer_x, outer_y), (file_x, outer_y), g.solid.across);
            canvas.line((outer_x, rank_y), (outer_x, outer_y), g.solid.down);
            canvas.line((outer_x, rank_y), (edge_x, rank_y), g.solid.across);
            let (out_left, out_down) = (outer_x == west, outer_y == below);
            canvas.set(file_x, outer_y, g.corner(out_down, out_left));
            canvas.set(outer_x, outer_y, g.corner(out_down, !out_left));
            canvas.set(outer_x, rank_y, g.corner(!out_down, !out_left));
        }
    }

    /// The ranks' numbers in the first column and the files' letters on
    /// the last row.
    fn draw_labels(&self, canvas: &mut Canvas) {
        let last_row = self.height() - 1;
        for i in 0..N {
            canvas.set(0, self.y(i), char::from(b'1' + i as u8));
            canvas.set(self.x(i), last_row, char::from(b'a' + i as u8));
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
        let frame = Frame::<N> {
            circuits: self.circuit_count(),
        };
        let mut canvas = Canvas(vec![Vec::new(); frame.height()]);
        frame.draw_grid(&mut canvas, g);
        for k in 1..=frame.circuits {
            frame.draw_loops(&mut canvas, g, k);
        }
        for point in 0..N * N {
            // The glyph's index: 0 for an empty point, else 1 + the colour's.
            let glyph = self.piece_at(point as u8).map_or(0, |c| 1 + c.index());
            canvas.set(frame.x(point % N), frame.y(point / N), g.points[glyph]);
        }
        frame.draw_labels(&mut canvas);
        let board = String::from_iter(canvas.0.join(&'\n'));
        alloc::format!("{board}\n{} to move\n", self.turn)
    }

    /// The grid, the circuits with their loops drawn as three-quarter arcs,
    /// and the pieces, as a standalone SVG document.
    fn svg(&self) -> String {
        crate::svg::draw(self)
    }
}

#[cfg(test)]
mod tests;

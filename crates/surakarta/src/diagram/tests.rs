//! The text diagram's layout, read back from the drawing.

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{random_playout, DiagramStyle, Game, Render};

use crate::{BasBasan, BasBasanRules, Colour, Position, PositionOn};

/// A step on the drawing: (row, column) deltas.
type Step = (isize, isize);
const UP: Step = (-1, 0);
const DOWN: Step = (1, 0);
const LEFT: Step = (0, -1);
const RIGHT: Step = (0, 1);

/// Where a line entering `glyph` going `heading` leaves it, if it can.
fn follow(glyph: char, heading: Step) -> Option<Step> {
    match (glyph, heading) {
        ('│', UP | DOWN) | ('─', LEFT | RIGHT) => Some(heading),
        ('╭', UP) | ('╰', DOWN) => Some(RIGHT),
        ('╮', UP) | ('╯', DOWN) => Some(LEFT),
        ('╭', LEFT) | ('╮', RIGHT) => Some(DOWN),
        ('╰', LEFT) | ('╯', RIGHT) => Some(UP),
        _ => None,
    }
}

/// A Unicode drawing read back: its text, its lines of characters
/// (without the last, the side to move), and the column of each file
/// and the line of each rank.
struct Drawing {
    text: String,
    lines: Vec<Vec<char>>,
    column: Vec<usize>,
    row: Vec<usize>,
}

impl Drawing {
    /// The drawing of `p`, its last line checked: the side to move.
    fn of<const N: usize>(p: &PositionOn<N>) -> Drawing {
        let text = p.diagram(DiagramStyle::unicode());
        let mut lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
        assert_eq!(
            String::from_iter(lines.pop().unwrap()),
            alloc::format!("{} to move", p.turn())
        );
        let letters = lines.last().unwrap();
        let column: Vec<usize> = (0..N)
            .map(|f| {
                letters
                    .iter()
                    .position(|&c| c == char::from(b'a' + f as u8))
                    .unwrap()
            })
            .collect();
        let row: Vec<usize> = (0..N)
            .map(|r| {
                lines
                    .iter()
                    .position(|l| l.first() == Some(&char::from(b'1' + r as u8)))
                    .unwrap()
            })
            .collect();
        Drawing {
            text,
            lines,
            column,
            row,
        }
    }

    /// The character on line `r`, column `c` (a space off the text).
    fn at(&self, r: isize, c: isize) -> char {
        let line = usize::try_from(r).ok().and_then(|r| self.lines.get(r));
        line.and_then(|l| usize::try_from(c).ok().and_then(|c| l.get(c)))
            .copied()
            .unwrap_or(' ')
    }
}

/// Checks the Unicode drawing of `p` against the board's layout: the
/// ranks' numbers at the left of their rows and the files' letters
/// under their columns, each point's piece where they cross, the lines
/// between points solid on a circuit and faint elsewhere, and each loop
/// of circuits 1 to `traced` a line that leaves a point on the board's
/// edge outwards and comes back, round three corners, to the point
/// where the circuit goes on; then the ASCII drawing as the same with
/// ASCII glyphs.
fn check_drawing<const N: usize>(p: &PositionOn<N>, circuits: usize, traced: usize) {
    let d = Drawing::of(p);
    check_spacing(&d, N, circuits);
    check_points_and_lines(&d, p, circuits);
    for k in 1..=traced {
        check_loops(&d, N, k);
    }
    check_other_styles(p, &d.text);
}

/// Points four columns and two rows apart; the loops a step further
/// out each, the outermost three columns in, on the top row, the
/// letters just below it.
fn check_spacing(d: &Drawing, n: usize, circuits: usize) {
    let (text, lines, column, row) = (&d.text, &d.lines, &d.column, &d.row);
    for f in 1..n {
        assert_eq!(column[f] - column[f - 1], 4, "{text}");
    }
    for r in 1..n {
        assert_eq!(row[r - 1] - row[r], 2, "{text}");
    }
    let glyph = |c: char| "─│┄┆╭╮╰╯┼○●".contains(c);
    let columns: Vec<usize> = lines
        .iter()
        .flat_map(|l| {
            l.iter()
                .enumerate()
                .filter(|&(_, &c)| glyph(c))
                .map(|(i, _)| i)
        })
        .collect();
    let rows: Vec<usize> = (0..lines.len())
        .filter(|&r| lines[r].iter().any(|&c| glyph(c)))
        .collect();
    let (reach_across, reach_down) = (4 * circuits, 2 * circuits);
    assert_eq!(
        columns.iter().min(),
        Some(&(column[0] - reach_across)),
        "{text}"
    );
    assert_eq!(column[0] - reach_across, 3, "{text}");
    assert_eq!(
        columns.iter().max(),
        Some(&(column[n - 1] + reach_across)),
        "{text}"
    );
    assert_eq!((rows[0], row[n - 1]), (0, reach_down), "{text}");
    assert_eq!(rows.last(), Some(&(row[0] + reach_down)), "{text}");
    assert_eq!(lines.len() - 1, row[0] + reach_down + 1, "{text}");
}

/// Each point's piece, the lines between points solid on a circuit
/// and faint elsewhere, and a line off the circuits stopping at the
/// board's edge.
fn check_points_and_lines<const N: usize>(d: &Drawing, p: &PositionOn<N>, circuits: usize) {
    let (text, column, row) = (&d.text, &d.column, &d.row);
    let on_circuit = |line: usize| (1..=circuits).contains(&line.min(N - 1 - line));
    for r in 0..N {
        for f in 0..N {
            let expected = match p.piece_at((r * N + f) as u8) {
                Some(Colour::White) => '○',
                Some(Colour::Black) => '●',
                None => '┼',
            };
            let (y, x) = (row[r] as isize, column[f] as isize);
            assert_eq!(d.at(y, x), expected, "{f} {r}\n{text}");
            if f + 1 < N {
                let between = if on_circuit(r) { '─' } else { '┄' };
                for c in column[f] + 1..column[f + 1] {
                    assert_eq!(d.at(y, c as isize), between, "rank {r}\n{text}");
                }
            }
            if r + 1 < N {
                let between = if on_circuit(f) { '│' } else { '┆' };
                for l in row[r + 1] + 1..row[r] {
                    assert_eq!(d.at(l as isize, x), between, "file {f}\n{text}");
                }
            }
        }
    }
    // A line off the circuits stops at the board's edge: beyond it,
    // only the loops' lines across it.
    let (reach_across, reach_down) = (4 * circuits, 2 * circuits);
    for r in (0..N).filter(|&r| !on_circuit(r)) {
        let beyond = (1..column[0]).chain(column[N - 1] + 1..=column[N - 1] + reach_across);
        for c in beyond {
            let glyph = d.at(row[r] as isize, c as isize);
            assert!(matches!(glyph, ' ' | '│'), "rank {r}, column {c}\n{text}");
        }
    }
    for f in (0..N).filter(|&f| !on_circuit(f)) {
        let beyond = (row[N - 1] - reach_down..row[N - 1]).chain(row[0] + 1..=row[0] + reach_down);
        for l in beyond {
            let glyph = d.at(l as isize, column[f] as isize);
            assert!(matches!(glyph, ' ' | '─'), "file {f}, line {l}\n{text}");
        }
    }
}

/// The loops of circuit `k` on an `n` × `n` board, traced from both
/// ends: leaving (file, rank) heading out, the line comes back into
/// the board at `to`, heading in, round three corners.
fn check_loops(d: &Drawing, n: usize, k: usize) {
    let edge = n - 1;
    let (low, high) = (k, edge - k);
    let ends = [
        ((low, 0), DOWN, (0, low), RIGHT),
        ((high, 0), DOWN, (edge, low), LEFT),
        ((low, edge), UP, (0, high), RIGHT),
        ((high, edge), UP, (edge, high), LEFT),
    ];
    let turned = |(dr, dc): Step| (-dr, -dc);
    for (a, out_of_a, b, into_b) in ends {
        for (from, heading, to, arriving) in [
            (a, out_of_a, b, into_b),
            (b, turned(into_b), a, turned(out_of_a)),
        ] {
            let (reached, heading, corners) = trace(d, k, from, heading);
            let text = &d.text;
            assert_eq!(
                reached,
                (Some(to.0), Some(to.1)),
                "circuit {k} from {from:?}\n{text}"
            );
            assert_eq!(
                (heading, corners),
                (arriving, 3),
                "circuit {k} from {from:?}\n{text}"
            );
        }
    }
}

/// Follows the line of circuit `k` from the point `from` (file, rank)
/// going `heading` to the next point: that point (file, rank) if it
/// is one, the heading there, and the corners turned on the way.
fn trace(
    d: &Drawing,
    k: usize,
    from: (usize, usize),
    mut heading: Step,
) -> ((Option<usize>, Option<usize>), Step, usize) {
    let (mut y, mut x) = (d.row[from.1] as isize, d.column[from.0] as isize);
    let mut corners = 0;
    loop {
        y += heading.0;
        x += heading.1;
        let glyph = d.at(y, x);
        if matches!(glyph, '┼' | '○' | '●') {
            break;
        }
        let next = follow(glyph, heading).unwrap_or_else(|| {
            let text = &d.text;
            panic!("circuit {k} from {from:?}: {glyph:?} at {y},{x}\n{text}")
        });
        corners += usize::from(next != heading);
        heading = next;
    }
    let reached = (
        d.column.iter().position(|&c| c as isize == x),
        d.row.iter().position(|&r| r as isize == y),
    );
    (reached, heading, corners)
}

/// The ASCII drawing is the Unicode one with ASCII glyphs, and colour
/// changes nothing.
fn check_other_styles<const N: usize>(p: &PositionOn<N>, text: &str) {
    let ascii: String = text
        .chars()
        .map(|c| match c {
            '─' => '-',
            '│' => '|',
            '┄' | '┼' => '.',
            '┆' => ':',
            '╭' | '╮' | '╰' | '╯' => '+',
            '○' => 'w',
            '●' => 'b',
            other => other,
        })
        .collect();
    assert_eq!(p.diagram(DiagramStyle::ascii()), ascii);
    assert_eq!(p.diagram(DiagramStyle::unicode().with_colour(true)), text);
}

#[test]
fn the_drawing_follows_the_layout_of_the_board() {
    check_drawing(&Position::start(), 2, 2);
    for seed in 0..4 {
        check_drawing(&random_playout(&Position::start(), seed, 40).last, 2, 2);
    }
    // The middle circuit's loops share their ends (one line across,
    // one down): only the others are traced.
    for (middle, circuits) in [(false, 2), (true, 3)] {
        let rules = BasBasanRules::default().with_middle_circuit(middle);
        let start = BasBasan::start_with(&rules);
        check_drawing(&start, circuits, 2);
        check_drawing(&random_playout(&start, 3, 30).last, circuits, 2);
    }
}

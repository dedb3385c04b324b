//! An SVG picture of the board: the grid, the circuits with their loops
//! drawn as three-quarter arcs, and the pieces; on top, a transparent hit
//! area per point with its name in `data-square`.

use alloc::string::String;

use ludeme_core::svg::{Font, Shape, Svg};

use crate::PositionOn;

const SPACING: usize = 60;
const CIRCUIT_COLOURS: [&str; 3] = ["#c0392b", "#2471a3", "#1e8449"];

/// The position as a standalone SVG document (the body of
/// [`ludeme_core::Render::svg`]).
pub(crate) fn draw<const N: usize>(position: &PositionOn<N>) -> String {
    let circuits = position.circuit_count();
    let layout = Layout::<N>::new(circuits);
    let mut svg = Svg::new(layout.size, layout.size, position, "#f4ecd8");
    // The grid: every rank and file in thin grey.
    for i in 0..N {
        layout.draw_cross(&mut svg, i, "#999", 1);
    }
    for k in 1..=circuits {
        layout.draw_circuit(&mut svg, k);
    }
    layout.draw_labels(&mut svg);
    for point in 0..N * N {
        // A piece: a circle on its point, white or black.
        if let Some(colour) = position.piece_at(point as u8) {
            let fill = ["#ffffff", "#222222"][colour.index()];
            let piece = Shape::circle(layout.x(point % N), layout.y(point / N), 20).fill(fill);
            svg.draw(piece.stroke("#000").stroke_width(2));
        }
    }
    svg.begin_hit_areas();
    for point in 0..N * N {
        let half = SPACING / 2;
        let (x, y) = (layout.x(point % N) - half, layout.y(point / N) - half);
        let name = PositionOn::<N>::GRID.square_name(point as u8);
        svg.draw(Shape::rect(x, y, SPACING, SPACING).square(&name));
    }
    svg.finish()
}

/// Where the points of an `N` × `N` board with `circuits` circuits
/// stand: evenly spaced, a1 bottom left, with room round the board for
/// the outermost circuit's loops.
struct Layout<const N: usize> {
    margin: usize,
    size: usize,
}

impl<const N: usize> Layout<N> {
    fn new(circuits: usize) -> Self {
        let margin = SPACING * (circuits + 1);
        Layout {
            margin,
            size: 2 * margin + SPACING * (N - 1),
        }
    }

    /// The x of file `file`.
    fn x(&self, file: usize) -> usize {
        self.margin + SPACING * file
    }

    /// The y of rank `rank` (rank 0 lowest).
    fn y(&self, rank: usize) -> usize {
        self.margin + SPACING * (N - 1 - rank)
    }

    /// The line across the board along rank `rank` and the line down it
    /// along file `rank`, in `colour`, `width` wide.
    fn draw_cross(&self, svg: &mut Svg, rank: usize, colour: &str, width: usize) {
        let last = N - 1;
        let across = Shape::line(self.x(0), self.y(rank), self.x(last), self.y(rank));
        svg.draw(across.stroke(colour).stroke_width(width));
        let down = Shape::line(self.x(rank), self.y(0), self.x(rank), self.y(last));
        svg.draw(down.stroke(colour).stroke_width(width));
    }

    /// Circuit `k` (from 1) in its colour: its lines along ranks and files
    /// k and N − 1 − k (from 0), and its loops, three-quarter circles of
    /// radius k spacings, each running clockwise round the outside of its
    /// corner.
    fn draw_circuit(&self, svg: &mut Svg, k: usize) {
        let colour = CIRCUIT_COLOURS[k - 1];
        for line in [k, N - 1 - k] {
            self.draw_cross(svg, line, colour, 3);
        }
        let r = SPACING * k;
        let (left, right, bottom, top) = (self.x(0), self.x(N - 1), self.y(0), self.y(N - 1));
        let arcs = [
            ((left + r, bottom), (left, bottom - r)),
            ((right, bottom - r), (right - r, bottom)),
            ((right - r, top), (right, top + r)),
            ((left, top + r), (left + r, top)),
        ];
        for ((x1, y1), (x2, y2)) in arcs {
            let d = alloc::format!("M {x1} {y1} A {r} {r} 0 1 1 {x2} {y2}");
            svg.draw(Shape::path(&d).fill("none").stroke(colour).stroke_width(3));
        }
    }

    /// The files' letters below the board and the ranks' numbers left of
    /// it.
    fn draw_labels(&self, svg: &mut Svg) {
        let (font, below) = (Font::sans(14), self.size - 8);
        for i in 0..N {
            let (letter, number) = (char::from(b'a' + i as u8), i + 1);
            svg.draw(Shape::text(self.x(i), below, font.centred(), &letter));
            svg.draw(Shape::text(10, self.y(i) + 5, font, &number));
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use ludeme_core::{random_playout, Game, Render};
    use ludeme_testing::svg_elements as elements;

    use crate::{BasBasan, BasBasanRules, Colour, Position, PositionOn};

    /// Where the picture puts the points: the centre of a1, the spacing,
    /// the board's size and the picture's.
    struct Points {
        left: i64,
        bottom: i64,
        spacing: i64,
        n: i64,
        size: i64,
    }

    impl Points {
        fn x(&self, file: i64) -> i64 {
            self.left + file * self.spacing
        }

        fn y(&self, rank: i64) -> i64 {
            self.bottom - rank * self.spacing
        }

        /// The line across along `rank`, as (x1, y1, x2, y2).
        fn across(&self, rank: i64) -> (i64, i64, i64, i64) {
            (self.x(0), self.y(rank), self.x(self.n - 1), self.y(rank))
        }

        /// The line down along `file`.
        fn down(&self, file: i64) -> (i64, i64, i64, i64) {
            (self.x(file), self.y(0), self.x(file), self.y(self.n - 1))
        }
    }

    /// Checks the picture of `p` against the board's layout: `circuits`
    /// circuits, point a1 bottom left, files rightwards, ranks upwards,
    /// evenly spaced and centred; circuit k (from 1) along ranks and files
    /// k and N − 1 − k (from 0), its loops three-quarter circles of radius k
    /// spacings joining its lines' ends round each corner; each piece a
    /// circle on its point, white or black.
    fn check_layout<const N: usize>(p: &PositionOn<N>, circuits: usize) {
        let svg = p.svg();
        let points = check_points(p, &svg, circuits);
        let by_colour = check_lines(&svg, &points, circuits);
        for k in 1..=circuits as i64 {
            check_loops(&svg, &points, &by_colour, k);
        }
        check_pieces_and_labels(p, &svg, &points);
    }

    /// Checks the document's size and title, and that the points' hit
    /// areas lie on a regular grid in the middle with room for the
    /// outermost loops.
    fn check_points<const N: usize>(p: &PositionOn<N>, svg: &str, circuits: usize) -> Points {
        let root = &elements(svg, "svg")[0];
        let size = root.number("width");
        assert_eq!(root.number("height"), size);
        assert_eq!(
            root.attribute("viewBox"),
            alloc::format!("0 0 {size} {size}")
        );
        assert_eq!(elements(svg, "title")[0].text, p.to_string());

        // The points' hit areas: where every point stands.
        let areas = elements(svg, "rect");
        let areas: Vec<_> = areas
            .iter()
            .filter(|area| area.get("data-square").is_some())
            .collect();
        assert_eq!(areas.len(), N * N);
        let spacing = areas[0].number("width");
        let mut centre = alloc::collections::BTreeMap::new();
        for area in &areas {
            assert_eq!(
                (area.number("width"), area.number("height")),
                (spacing, spacing)
            );
            let name = area.attribute("data-square").as_bytes();
            let (file, rank) = (
                i64::from(name[0] - b'a'),
                area.attribute("data-square")[1..].parse::<i64>().unwrap() - 1,
            );
            let at = (
                area.number("x") + spacing / 2,
                area.number("y") + spacing / 2,
            );
            centre.insert((file, rank), at);
        }
        let n = N as i64;
        let (left, bottom) = centre[&(0, 0)];
        for file in 0..n {
            for rank in 0..n {
                assert_eq!(
                    centre[&(file, rank)],
                    (left + file * spacing, bottom - rank * spacing)
                );
            }
        }
        // The board in the middle: as much room right of it as left, and
        // above as below.
        let (right, top) = centre[&(n - 1, n - 1)];
        assert_eq!((size - right, size - bottom), (left, top));
        assert_eq!(
            (left, top),
            (size - right, size - bottom),
            "the board is centred"
        );
        // The outermost loops, a quarter circle past the corners, fit.
        let reach = circuits as i64 * spacing;
        assert!(left >= reach && top >= reach, "{left} {top} {reach}");
        Points {
            left,
            bottom,
            spacing,
            n,
            size,
        }
    }

    /// The lines by colour, as (x1, y1, x2, y2), after checking the grid
    /// (grey, every rank and file) and that the circuits have a colour
    /// each.
    fn check_lines(
        svg: &str,
        points: &Points,
        circuits: usize,
    ) -> alloc::collections::BTreeMap<String, BTreeSet<(i64, i64, i64, i64)>> {
        let mut by_colour: alloc::collections::BTreeMap<String, BTreeSet<(i64, i64, i64, i64)>> =
            Default::default();
        for line in elements(svg, "line") {
            let ends = [
                line.number("x1"),
                line.number("y1"),
                line.number("x2"),
                line.number("y2"),
            ];
            by_colour
                .entry(line.attribute("stroke").to_string())
                .or_default()
                .insert(ends.into());
        }
        let grid: BTreeSet<_> = (0..points.n)
            .flat_map(|i| [points.across(i), points.down(i)])
            .collect();
        assert_eq!(by_colour.remove("#999"), Some(grid));
        assert_eq!(by_colour.len(), circuits, "{by_colour:?}");
        assert_eq!(elements(svg, "path").len(), 4 * circuits);
        by_colour
    }

    /// Checks circuit `k` (from 1): its lines in a colour of their own,
    /// and its loops in that colour, each joining two of its line ends.
    fn check_loops(
        svg: &str,
        points: &Points,
        by_colour: &alloc::collections::BTreeMap<String, BTreeSet<(i64, i64, i64, i64)>>,
        k: i64,
    ) {
        let (n, x, y) = (points.n, |f| points.x(f), |r| points.y(r));
        let lines: BTreeSet<_> = [
            points.across(k),
            points.across(n - 1 - k),
            points.down(k),
            points.down(n - 1 - k),
        ]
        .into();
        let colour = by_colour
            .iter()
            .find(|(_, l)| **l == lines)
            .map(|(c, _)| c.clone());
        let colour = colour.unwrap_or_else(|| panic!("circuit {k}: {by_colour:?}"));
        // Each loop joins two of the circuit's line ends on the edge:
        // the 8 ends, each used once (on the middle circuit, whose
        // lines are one across and one down, 4 ends used twice).
        let mut ends: Vec<(i64, i64)> = Vec::new();
        for arc in elements(svg, "path")
            .iter()
            .filter(|a| a.attribute("stroke") == colour)
        {
            ends.extend(check_arc(points, arc.attribute("d"), k));
        }
        let mut expected: Vec<(i64, i64)> = [
            (x(k), y(0)),
            (x(n - 1 - k), y(0)),
            (x(k), y(n - 1)),
            (x(n - 1 - k), y(n - 1)),
            (x(0), y(k)),
            (x(0), y(n - 1 - k)),
            (x(n - 1), y(k)),
            (x(n - 1), y(n - 1 - k)),
        ]
        .into();
        expected.sort_unstable();
        ends.sort_unstable();
        assert_eq!(ends, expected, "circuit {k}");
    }

    /// Checks the path data `d` of a loop of circuit `k`: three quarters
    /// of a circle of radius k spacings round the board's corner nearest
    /// both its ends, inside the picture; its two ends.
    fn check_arc(points: &Points, d: &str, k: i64) -> [(i64, i64); 2] {
        let (n, x, y) = (points.n, |f| points.x(f), |r| points.y(r));
        let (spacing, size) = (points.spacing, points.size);
        let d: Vec<&str> = d.split(' ').collect();
        let r = k * spacing;
        assert_eq!((d[0], d[3]), ("M", "A"), "{d:?}");
        assert_eq!(
            &d[4..9],
            [&*r.to_string(), &*r.to_string(), "0", "1", "1"],
            "{d:?}"
        );
        let from: (i64, i64) = (d[1].parse().unwrap(), d[2].parse().unwrap());
        let to: (i64, i64) = (d[9].parse().unwrap(), d[10].parse().unwrap());
        // Three quarters of a circle round the corner nearest both.
        let corner = (
            if from.0.min(to.0) == x(0) {
                x(0)
            } else {
                x(n - 1)
            },
            if from.1.min(to.1) == y(n - 1) {
                y(n - 1)
            } else {
                y(0)
            },
        );
        let dist = |(a, b): (i64, i64)| (a - corner.0).abs() + (b - corner.1).abs();
        assert_eq!((dist(from), dist(to)), (r, r), "{d:?}");
        // Inside the picture, with half a spacing to spare.
        for centre in [corner.0, corner.1] {
            assert!(
                centre - r >= spacing / 2 && centre + r <= size - spacing / 2,
                "{d:?} in {size}"
            );
        }
        [from, to]
    }

    /// Checks the pieces on their points, the files' letters below them
    /// and the ranks' numbers beside them.
    fn check_pieces_and_labels<const N: usize>(p: &PositionOn<N>, svg: &str, points: &Points) {
        let (n, x, y) = (points.n, |f| points.x(f), |r| points.y(r));
        let mut pieces = BTreeSet::new();
        for circle in elements(svg, "circle") {
            let fill = circle.attribute("fill").to_string();
            pieces.insert((circle.number("cx"), circle.number("cy"), fill));
        }
        let expected: BTreeSet<_> = (0..(N * N) as u8)
            .filter_map(|point| {
                let colour = p.piece_at(point)?;
                let (file, rank) = (i64::from(point) % n, i64::from(point) / n);
                let fill = if colour == Colour::White {
                    "#ffffff"
                } else {
                    "#222222"
                };
                Some((x(file), y(rank), fill.to_string()))
            })
            .collect();
        assert_eq!(pieces, expected, "{p}");
        let labels: BTreeSet<(String, i64, i64)> = elements(svg, "text")
            .into_iter()
            .map(|t| (t.text.clone(), t.number("x"), t.number("y")))
            .collect();
        let (left, bottom, spacing, size) =
            (points.left, points.bottom, points.spacing, points.size);
        for i in 0..n {
            let letter = char::from(b'a' + i as u8).to_string();
            assert!(
                labels
                    .iter()
                    .any(|(t, lx, ly)| *t == letter && *lx == x(i) && *ly > bottom && *ly < size),
                "{letter}"
            );
            let digit = (i + 1).to_string();
            assert!(
                labels.iter().any(|(t, lx, ly)| *t == digit
                    && *lx < left
                    && (*ly - y(i)).abs() <= spacing / 4),
                "{digit}"
            );
        }
    }

    #[test]
    fn the_picture_follows_the_layout_of_the_board() {
        for seed in 0..4 {
            let game = random_playout(&Position::start(), seed, 40);
            check_layout(&game.last, 2);
        }
        check_layout(&Position::start(), 2);
        for (middle, circuits) in [(false, 2), (true, 3)] {
            let rules = BasBasanRules::default().with_middle_circuit(middle);
            let start = BasBasan::start_with(&rules);
            check_layout(&start, circuits);
            check_layout(&random_playout(&start, 9, 30).last, circuits);
        }
    }
}

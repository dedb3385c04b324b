//! An SVG picture of the board: the grid, the circuits with their loops
//! drawn as three-quarter arcs, and the pieces; on top, a transparent hit
//! area per point with its name in `data-square`.

use alloc::string::String;
use core::fmt::Write;

use crate::{Colour, PositionOn};

const SPACING: usize = 60;
const CIRCUIT_COLOURS: [&str; 3] = ["#c0392b", "#2471a3", "#1e8449"];

/// The position as a standalone SVG document (the body of
/// [`ludeme_core::Render::svg`]).
pub(crate) fn draw<const N: usize>(position: &PositionOn<N>) -> String {
    let t = PositionOn::<N>::T;
    let circuits = t.base_circuits + usize::from(t.middle_circuit && position.rules.middle_circuit);
    let margin = SPACING * (circuits + 1);
    let size = 2 * margin + SPACING * (N - 1);
    let x = |file: usize| margin + SPACING * file;
    let y = |rank: usize| margin + SPACING * (N - 1 - rank);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"#
    );
    let _ = writeln!(out, "<title>{position}</title>");
    let _ = writeln!(
        out,
        r##"<rect width="{size}" height="{size}" fill="#f4ecd8"/>"##
    );
    // The grid.
    for i in 0..N {
        let _ = writeln!(
            out,
            r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#999" stroke-width="1"/>"##,
            x(0),
            y(i),
            x(N - 1),
            y(i)
        );
        let _ = writeln!(
            out,
            r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#999" stroke-width="1"/>"##,
            x(i),
            y(0),
            x(i),
            y(N - 1)
        );
    }
    // The circuits: their lines and their loops.
    for k in 1..=circuits {
        let colour = CIRCUIT_COLOURS[k - 1];
        let r = SPACING * k;
        for line in [k, N - 1 - k] {
            let _ = writeln!(
                out,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="3"/>"#,
                x(0),
                y(line),
                x(N - 1),
                y(line)
            );
            let _ = writeln!(
                out,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="3"/>"#,
                x(line),
                y(0),
                x(line),
                y(N - 1)
            );
        }
        let (left, right, bottom, top) = (x(0), x(N - 1), y(0), y(N - 1));
        // Each loop runs clockwise round the outside of its corner.
        let arcs = [
            ((left + r, bottom), (left, bottom - r)),
            ((right, bottom - r), (right - r, bottom)),
            ((right - r, top), (right, top + r)),
            ((left, top + r), (left + r, top)),
        ];
        for ((x1, y1), (x2, y2)) in arcs {
            let _ = writeln!(
                out,
                r#"<path d="M {x1} {y1} A {r} {r} 0 1 1 {x2} {y2}" fill="none" stroke="{colour}" stroke-width="3"/>"#
            );
        }
    }
    // Labels and pieces.
    for i in 0..N {
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-family="sans-serif" font-size="14" text-anchor="middle">{}</text>"#,
            x(i),
            size - 8,
            (b'a' + i as u8) as char
        );
        let _ = writeln!(
            out,
            r#"<text x="10" y="{}" font-family="sans-serif" font-size="14">{}</text>"#,
            y(i) + 5,
            i + 1
        );
    }
    for point in 0..(N * N) as u8 {
        if let Some(colour) = position.piece_at(point) {
            let (file, rank) = (point as usize % N, point as usize / N);
            let fill = match colour {
                Colour::White => "#ffffff",
                Colour::Black => "#222222",
            };
            let _ = writeln!(
                out,
                r##"<circle cx="{}" cy="{}" r="20" fill="{fill}" stroke="#000" stroke-width="2"/>"##,
                x(file),
                y(rank)
            );
        }
    }
    // On top: one transparent hit area per point, named as in move text,
    // for pages that make the picture clickable.
    out.push_str("<g class=\"squares\" fill=\"transparent\">\n");
    for point in 0..N * N {
        let (file, rank) = (point % N, point / N);
        let _ = writeln!(
            out,
            r#"<rect data-square="{}{}" x="{}" y="{}" width="{SPACING}" height="{SPACING}"/>"#,
            (b'a' + file as u8) as char,
            rank + 1,
            x(file) - SPACING / 2,
            y(rank) - SPACING / 2
        );
    }
    out.push_str("</g>\n</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use ludeme_core::testing::svg_elements as elements;
    use ludeme_core::{random_playout, Game, Render};

    use crate::{BasBasan, BasBasanRules, Colour, Position, PositionOn};

    /// Checks the picture of `p` against the board's layout: `circuits`
    /// circuits, point a1 bottom left, files rightwards, ranks upwards,
    /// evenly spaced and centred; circuit k (from 1) along ranks and files
    /// k and N − 1 − k (from 0), its loops three-quarter circles of radius k
    /// spacings joining its lines' ends round each corner; each piece a
    /// circle on its point, white or black.
    fn check_layout<const N: usize>(p: &PositionOn<N>, circuits: usize) {
        let svg = p.svg();
        let root = &elements(&svg, "svg")[0];
        let size = root.number("width");
        assert_eq!(root.number("height"), size);
        assert_eq!(
            root.attribute("viewBox"),
            alloc::format!("0 0 {size} {size}")
        );
        assert_eq!(elements(&svg, "title")[0].text, p.to_string());

        // The points' hit areas: where every point stands.
        let areas = elements(&svg, "rect");
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
        let (right, top) = centre[&(n - 1, n - 1)];
        assert_eq!(
            (left, top),
            (size - right, size - bottom),
            "the board is centred"
        );
        // The outermost loops, a quarter circle past the corners, fit.
        let reach = circuits as i64 * spacing;
        assert!(left >= reach && top >= reach, "{left} {top} {reach}");
        let x = |file: i64| left + file * spacing;
        let y = |rank: i64| bottom - rank * spacing;

        // Lines: the grid in grey, the circuits in a colour each.
        let mut by_colour: alloc::collections::BTreeMap<String, BTreeSet<(i64, i64, i64, i64)>> =
            Default::default();
        for line in elements(&svg, "line") {
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
        let across = |rank: i64| (x(0), y(rank), x(n - 1), y(rank));
        let down = |file: i64| (x(file), y(0), x(file), y(n - 1));
        let grid: BTreeSet<_> = (0..n).flat_map(|i| [across(i), down(i)]).collect();
        assert_eq!(by_colour.remove("#999"), Some(grid));
        assert_eq!(by_colour.len(), circuits, "{by_colour:?}");
        let arcs = elements(&svg, "path");
        assert_eq!(arcs.len(), 4 * circuits);
        for k in 1..=circuits as i64 {
            let lines: BTreeSet<_> =
                [across(k), across(n - 1 - k), down(k), down(n - 1 - k)].into();
            let colour = by_colour
                .iter()
                .find(|(_, l)| **l == lines)
                .map(|(c, _)| c.clone());
            let colour = colour.unwrap_or_else(|| panic!("circuit {k}: {by_colour:?}"));
            // Each loop joins two of the circuit's line ends on the edge:
            // the 8 ends, each used once (on the middle circuit, whose
            // lines are one across and one down, 4 ends used twice).
            let mut ends: Vec<(i64, i64)> = Vec::new();
            for arc in arcs.iter().filter(|a| a.attribute("stroke") == colour) {
                let d: Vec<&str> = arc.attribute("d").split(' ').collect();
                let r = k * spacing;
                assert_eq!((d[0], d[3]), ("M", "A"), "{d:?}");
                assert_eq!(
                    &d[4..9],
                    [&*r.to_string(), &*r.to_string(), "0", "1", "1"],
                    "{d:?}"
                );
                let from = (d[1].parse().unwrap(), d[2].parse().unwrap());
                let to = (d[9].parse().unwrap(), d[10].parse().unwrap());
                ends.extend([from, to]);
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

        // Pieces on their points; the files' letters below them and the
        // ranks' numbers beside them.
        let mut pieces = BTreeSet::new();
        for circle in elements(&svg, "circle") {
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
        let labels: BTreeSet<(String, i64, i64)> = elements(&svg, "text")
            .into_iter()
            .map(|t| (t.text.clone(), t.number("x"), t.number("y")))
            .collect();
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

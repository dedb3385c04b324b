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

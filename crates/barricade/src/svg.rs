//! An SVG picture of the board graph, with the houses; on top, a
//! transparent hit area per node and per house with its name in
//! `data-square` (`i14`, `h-red`).

use alloc::string::String;
use core::fmt::Write;

use crate::board::{nodes, ALL_NODES};
use crate::{Colour, Node, Position};

const STEP: usize = 36;
const MARGIN: usize = 30;
const FILLS: [&str; 4] = ["#e74c3c", "#27ae60", "#f1c40f", "#2e86c1"];

/// The SVG document of [`ludeme_core::Render::svg`].
pub(crate) fn picture(position: &Position) -> String {
    let width = 2 * MARGIN + 16 * STEP;
    let height = 2 * MARGIN + 13 * STEP + 2 * STEP;
    let x = |column: u8| MARGIN + STEP * usize::from(column);
    let y = |row: u8| MARGIN + STEP * (14 - usize::from(row));
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    let _ = writeln!(out, "<title>{position}</title>");
    let _ = writeln!(
        out,
        r##"<rect width="{width}" height="{height}" fill="#fbf6e9"/>"##
    );
    for node in nodes(ALL_NODES) {
        let (c, r) = node.coords();
        for (nc, nr) in [(c + 1, r), (c, r + 1)] {
            if Node::at(nc, nr).is_some_and(|n| node.neighbours() & n.bit() != 0) {
                let _ = writeln!(
                    out,
                    r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#7f8c8d" stroke-width="3"/>"##,
                    x(c),
                    y(r),
                    x(nc),
                    y(nr)
                );
            }
        }
    }
    // Each house hangs below its entry node, joined to it by an edge of the
    // same style (drawn first, so that the node and the house cover its ends).
    let house_y = y(1) + STEP + 6;
    for colour in Colour::ALL {
        let (c, r) = colour.entry().coords();
        let _ = writeln!(
            out,
            r##"<line class="entry" x1="{}" y1="{}" x2="{}" y2="{house_y}" stroke="#7f8c8d" stroke-width="3"/>"##,
            x(c),
            y(r),
            x(c)
        );
    }
    for node in nodes(ALL_NODES) {
        let (c, r) = node.coords();
        let (cx, cy) = (x(c), y(r));
        if node == Node::GOAL {
            let _ = writeln!(
                out,
                r##"<circle cx="{cx}" cy="{cy}" r="15" fill="none" stroke="#8e44ad" stroke-width="3"/>"##
            );
        }
        if position.barricades() & node.bit() != 0 {
            let _ = writeln!(
                out,
                r##"<rect class="barricade" x="{}" y="{}" width="20" height="20" rx="3" fill="#2c3e50"/>"##,
                cx - 10,
                cy - 10
            );
        } else if let Some(colour) = position.piece_at(node) {
            let _ = writeln!(
                out,
                r##"<circle cx="{cx}" cy="{cy}" r="11" fill="{}" stroke="#000" stroke-width="2"/>"##,
                FILLS[colour.index()]
            );
        } else {
            let _ = writeln!(
                out,
                r##"<circle cx="{cx}" cy="{cy}" r="7" fill="#ffffff" stroke="#555" stroke-width="2"/>"##
            );
        }
    }
    for colour in Colour::ALL {
        let (c, _) = colour.entry().coords();
        let (hx, hy) = (x(c), house_y);
        let _ = writeln!(
            out,
            r##"<rect class="house" x="{}" y="{}" width="44" height="28" rx="6" fill="{}" stroke="#000"/>"##,
            hx - 22,
            hy - 14,
            FILLS[colour.index()]
        );
        let _ = writeln!(
            out,
            r#"<text x="{hx}" y="{}" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle">{}</text>"#,
            hy + 6,
            position.in_house(colour)
        );
    }
    // On top: one transparent hit area per node and per house, named as in
    // move text (a house `h-red`, …), for pages that make the picture
    // clickable.
    out.push_str("<g class=\"squares\" fill=\"transparent\">\n");
    for node in nodes(ALL_NODES) {
        let (c, r) = node.coords();
        let _ = writeln!(
            out,
            r#"<circle data-square="{node}" cx="{}" cy="{}" r="{}"/>"#,
            x(c),
            y(r),
            STEP / 2
        );
    }
    for colour in Colour::ALL {
        let (c, _) = colour.entry().coords();
        let _ = writeln!(
            out,
            r#"<rect data-square="h-{colour}" x="{}" y="{}" width="44" height="28" rx="6"/>"#,
            x(c) - 22,
            house_y - 14
        );
    }
    out.push_str("</g>\n</svg>\n");
    out
}

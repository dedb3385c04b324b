//! An SVG picture of the board: squares, watering holes, animals, and the
//! scared animals ringed; on top, a transparent hit area per square with
//! its name in `data-square`.

use alloc::string::String;
use core::fmt::Write;

use crate::tables::WATERING_HOLES;
use crate::{Colour, Position};

const SQUARE: usize = 50;
const MARGIN: usize = 30;

/// The picture of [`ludeme_core::Render::svg`].
pub(crate) fn picture(position: &Position) -> String {
    let size = 2 * MARGIN + 10 * SQUARE;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"#
    );
    let _ = writeln!(out, "<title>{position}</title>");
    let _ = writeln!(
        out,
        r##"<rect width="{size}" height="{size}" fill="#ffffff"/>"##
    );
    let scared = position.scared_of(Colour::White) | position.scared_of(Colour::Black);
    for square in 0..100u8 {
        let (file, rank) = (usize::from(square % 10), usize::from(square / 10));
        let (x, y) = (MARGIN + SQUARE * file, MARGIN + SQUARE * (9 - rank));
        let fill = if (file + rank) % 2 == 0 {
            "#b9a37e"
        } else {
            "#eadcc0"
        };
        let _ = writeln!(
            out,
            r#"<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="{fill}"/>"#
        );
        let (cx, cy) = (x + SQUARE / 2, y + SQUARE / 2);
        if WATERING_HOLES >> square & 1 == 1 {
            let _ = writeln!(
                out,
                r##"<circle class="hole" cx="{cx}" cy="{cy}" r="22" fill="#5dade2"/>"##
            );
        }
        if let Some((animal, colour)) = position.animal_at(square) {
            let (fill, ink) = match colour {
                Colour::White => ("#fdfefe", "#000000"),
                Colour::Black => ("#1c2833", "#ffffff"),
            };
            let ring = if scared >> square & 1 == 1 {
                "#e74c3c"
            } else {
                "#000000"
            };
            let width = if scared >> square & 1 == 1 { 4 } else { 1 };
            let _ = writeln!(
                out,
                r#"<circle cx="{cx}" cy="{cy}" r="17" fill="{fill}" stroke="{ring}" stroke-width="{width}"/>"#
            );
            let _ = writeln!(
                out,
                r#"<text x="{cx}" y="{}" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"#,
                cy + 6,
                animal.letter(Colour::White)
            );
        }
    }
    for i in 0..10 {
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-family="sans-serif" font-size="13" text-anchor="middle">{}</text>"#,
            MARGIN + SQUARE * i + SQUARE / 2,
            size - 10,
            (b'a' + i as u8) as char
        );
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-family="sans-serif" font-size="13" text-anchor="middle">{}</text>"#,
            MARGIN / 2,
            MARGIN + SQUARE * (9 - i) + SQUARE / 2 + 5,
            i + 1
        );
    }
    // On top: one transparent hit area per square, named as in move text,
    // for pages that make the picture clickable.
    out.push_str("<g class=\"squares\" fill=\"transparent\">\n");
    for square in 0..100u8 {
        let (file, rank) = (usize::from(square % 10), usize::from(square / 10));
        let _ = writeln!(
            out,
            r#"<rect data-square="{}{}" x="{}" y="{}" width="{SQUARE}" height="{SQUARE}"/>"#,
            (b'a' + file as u8) as char,
            rank + 1,
            MARGIN + SQUARE * file,
            MARGIN + SQUARE * (9 - rank)
        );
    }
    out.push_str("</g>\n</svg>\n");
    out
}

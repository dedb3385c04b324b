//! An SVG picture of the board: squares, watering holes, animals, and the
//! scared animals ringed; on top, a transparent hit area per square with
//! its name in `data-square`.

use alloc::string::String;

use ludeme_core::svg::{Font, Shape, Svg};

use crate::tables::WATERING_HOLES;
use crate::{square_name, Animal, Colour, Position};

const SQUARE: usize = 50;
const MARGIN: usize = 30;
const SIZE: usize = 2 * MARGIN + 10 * SQUARE;

/// The picture of [`ludeme_core::Render::svg`].
pub(crate) fn picture(position: &Position) -> String {
    let mut svg = Svg::new(SIZE, SIZE, position, "#ffffff");
    let scared = position.scared_of(Colour::White) | position.scared_of(Colour::Black);
    for square in 0..100u8 {
        draw_square(&mut svg, square);
        if let Some(piece) = position.animal_at(square) {
            draw_animal(&mut svg, square, piece, scared >> square & 1 == 1);
        }
    }
    draw_labels(&mut svg);
    svg.begin_hit_areas();
    for square in 0..100u8 {
        let (x, y) = corner(square);
        svg.draw(Shape::rect(x, y, SQUARE, SQUARE).square(&square_name(square)));
    }
    svg.finish()
}

/// The top left corner of `square` (a1 bottom left).
fn corner(square: u8) -> (usize, usize) {
    let (file, rank) = (usize::from(square % 10), usize::from(square / 10));
    (MARGIN + SQUARE * file, MARGIN + SQUARE * (9 - rank))
}

/// The centre of `square`.
fn centre(square: u8) -> (usize, usize) {
    let (x, y) = corner(square);
    (x + SQUARE / 2, y + SQUARE / 2)
}

/// A square of the chequered board, with its watering hole if it has one.
fn draw_square(svg: &mut Svg, square: u8) {
    let (x, y) = corner(square);
    let dark = (square % 10 + square / 10) % 2 == 0;
    let fill = if dark { "#b9a37e" } else { "#eadcc0" };
    svg.draw(Shape::rect(x, y, SQUARE, SQUARE).fill(fill));
    if WATERING_HOLES >> square & 1 == 1 {
        let (cx, cy) = centre(square);
        svg.draw(Shape::circle(cx, cy, 22).class("hole").fill("#5dade2"));
    }
}

/// An animal on `square`: a disc in its colour with its letter, ringed in
/// red when it is scared.
fn draw_animal(svg: &mut Svg, square: u8, (animal, colour): (Animal, Colour), scared: bool) {
    let (cx, cy) = centre(square);
    // The disc and the letter: light with black for White, dark with white for Black.
    let (fill, ink) = [("#fdfefe", "#000000"), ("#1c2833", "#ffffff")][colour.index()];
    let (ring, width) = if scared {
        ("#e74c3c", 4)
    } else {
        ("#000000", 1)
    };
    let disc = Shape::circle(cx, cy, 17).fill(fill);
    svg.draw(disc.stroke(ring).stroke_width(width));
    let letter = animal.letter(Colour::White);
    let font = Font::sans(18).bold().centred();
    svg.draw(Shape::text(cx, cy + 6, font, &letter).fill(ink));
}

/// The files' letters below the board and the ranks' numbers left of it.
fn draw_labels(svg: &mut Svg) {
    let font = Font::sans(13).centred();
    for i in 0..10u8 {
        // File i and rank i meet on the diagonal.
        let (x, y) = centre(i + 10 * i);
        svg.draw(Shape::text(x, SIZE - 10, font, &char::from(b'a' + i)));
        svg.draw(Shape::text(MARGIN / 2, y + 5, font, &(i + 1)));
    }
}

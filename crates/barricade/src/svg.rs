//! An SVG picture of the board graph, with the houses; on top, a
//! transparent hit area per node and per house with its name in
//! `data-square` (`i14`, `h-red`).

use alloc::string::String;

use ludeme_core::svg::{Font, Shape, Svg};

use crate::board::{nodes, ALL_NODES};
use crate::{Node, PawnColour, Position};

const STEP: usize = 36;
const MARGIN: usize = 30;
const WIDTH: usize = 2 * MARGIN + 16 * STEP;
const HEIGHT: usize = 2 * MARGIN + 13 * STEP + 2 * STEP;
const FILLS: [&str; 4] = ["#e74c3c", "#27ae60", "#f1c40f", "#2e86c1"];
const EDGE: &str = "#7f8c8d";
/// The size and corner radius of a house.
const HOUSE: (usize, usize, usize) = (44, 28, 6);

/// The SVG document of [`ludeme_core::Render::svg`].
pub(crate) fn picture(position: &Position) -> String {
    let mut svg = Svg::new(WIDTH, HEIGHT, position, "#fbf6e9");
    draw_edges(&mut svg);
    for node in nodes(ALL_NODES) {
        draw_node(&mut svg, position, node);
    }
    for colour in PawnColour::ALL {
        draw_house(&mut svg, position, colour);
    }
    svg.begin_hit_areas();
    for node in nodes(ALL_NODES) {
        let (cx, cy) = centre(node);
        svg.draw(Shape::circle(cx, cy, STEP / 2).square(&node));
    }
    for colour in PawnColour::ALL {
        svg.draw(house(colour).square(&format_args!("h-{colour}")));
    }
    svg.finish()
}

/// The x of column `column`.
fn x(column: u8) -> usize {
    MARGIN + STEP * usize::from(column)
}

/// The y of row `row` (row 1 lowest).
fn y(row: u8) -> usize {
    MARGIN + STEP * (14 - usize::from(row))
}

/// Where `node` stands.
fn centre(node: Node) -> (usize, usize) {
    let (c, r) = node.coords();
    (x(c), y(r))
}

/// The y of the houses' centres: each house hangs below its entry node.
fn house_y() -> usize {
    y(1) + STEP + 6
}

/// The rounded rectangle of the house of `colour`, centred under its entry
/// node.
fn house<'a>(colour: PawnColour) -> Shape<'a> {
    let (width, height, rx) = HOUSE;
    let x = centre(colour.entry()).0 - width / 2;
    Shape::rect(x, house_y() - height / 2, width, height).rounded(rx)
}

/// The edges of the graph, each drawn once (from its left or lower end),
/// then each entry node's edge down to its house (drawn before the nodes
/// and the houses, so that they cover its ends).
fn draw_edges(svg: &mut Svg) {
    for node in nodes(ALL_NODES) {
        let (c, r) = node.coords();
        for (nc, nr) in [(c + 1, r), (c, r + 1)] {
            if Node::at(nc, nr).is_some_and(|n| node.neighbours() & n.bit() != 0) {
                let edge = Shape::line(x(c), y(r), x(nc), y(nr));
                svg.draw(edge.stroke(EDGE).stroke_width(3));
            }
        }
    }
    for colour in PawnColour::ALL {
        let (cx, cy) = centre(colour.entry());
        let edge = Shape::line(cx, cy, cx, house_y()).class("entry");
        svg.draw(edge.stroke(EDGE).stroke_width(3));
    }
}

/// A node: the goal ringed, then a barricade, a piece, or an empty node.
fn draw_node(svg: &mut Svg, position: &Position, node: Node) {
    let (cx, cy) = centre(node);
    if node == Node::GOAL {
        let ring = Shape::circle(cx, cy, 15).fill("none").stroke("#8e44ad");
        svg.draw(ring.stroke_width(3));
    }
    let shape = if position.barricades() & node.bit() != 0 {
        Shape::rect(cx - 10, cy - 10, 20, 20)
            .rounded(3)
            .class("barricade")
            .fill("#2c3e50")
    } else if let Some(colour) = position.piece_at(node) {
        let piece = Shape::circle(cx, cy, 11).fill(FILLS[colour.index()]);
        piece.stroke("#000").stroke_width(2)
    } else {
        let empty = Shape::circle(cx, cy, 7).fill("#ffffff");
        empty.stroke("#555").stroke_width(2)
    };
    svg.draw(shape);
}

/// The house of `colour`, in its colour, with the number of pieces in it.
fn draw_house(svg: &mut Svg, position: &Position, colour: PawnColour) {
    let house = house(colour).class("house").fill(FILLS[colour.index()]);
    svg.draw(house.stroke("#000"));
    let font = Font::sans(16).bold().centred();
    let count = position.in_house(colour);
    svg.draw(Shape::text(
        centre(colour.entry()).0,
        house_y() + 6,
        font,
        &count,
    ));
}

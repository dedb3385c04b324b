//! The text diagram and the SVG picture, checked against the board drawn
//! in the spec: its nodes, its edges (nodes one step apart in a row or a
//! column), the start barricades, the goal and the houses.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{DiagramStyle, Game, Render};
use ludeme_testing::{playout_states, svg_elements, SvgElement};

use super::START_BARRICADES;
use crate::{Node, PawnColour, Position};

/// The spec's drawing of the board, rows 14 down to 1: `o` a node, `B` a
/// start barricade, `G` the goal.
const SPEC_BOARD: [&str; 14] = [
    "14                  G",
    "13  o-o-o-o-o-o-o-o-B-o-o-o-o-o-o-o-o",
    "12  o                               o",
    "11  o-o-o-o-o-o-o-o-B-o-o-o-o-o-o-o-o",
    "10                  B",
    " 9              o-o-B-o-o",
    " 8              o       o",
    " 7          o-o-B-o-o-o-B-o-o",
    " 6          o               o",
    " 5      o-o-o-o-o-o-o-o-o-o-o-o-o",
    " 4      o       o       o       o",
    " 3  B-o-o-o-B-o-o-o-B-o-o-o-B-o-o-o-B",
    " 2  o       o       o       o       o",
    " 1  o-o-o-o-o-o-o-o-o-o-o-o-o-o-o-o-o",
];

/// The spec's nodes as (column, row), with their mark.
fn spec_nodes() -> BTreeMap<(u8, u8), char> {
    let mut all = BTreeMap::new();
    for (i, line) in SPEC_BOARD.iter().enumerate() {
        let row = 14 - i as u8;
        for (at, mark) in line.char_indices().skip(4).step_by(2) {
            if mark != ' ' {
                all.insert((((at - 4) / 2) as u8, row), mark);
            }
        }
    }
    assert_eq!(all.len(), 112);
    all
}

/// An edge between two nodes, each (column, row).
type Edge = ((u8, u8), (u8, u8));

/// The spec's edges: nodes one step apart in a row or a column.
fn spec_edges() -> BTreeSet<Edge> {
    let all = spec_nodes();
    let mut edges = BTreeSet::new();
    for &(x, row) in all.keys() {
        for next in [(x + 1, row), (x, row + 1)] {
            if all.contains_key(&next) {
                edges.insert(((x, row), next));
            }
        }
    }
    assert_eq!(edges.len(), 121);
    edges
}

fn node(x: u8, row: u8) -> Node {
    Node::at(x, row).unwrap()
}

/// The start, and every eighth position along random games: pieces on
/// the board, captured barricades placed elsewhere.
fn positions() -> Vec<Position> {
    let mut all = Vec::from([Position::start()]);
    all.extend(
        playout_states(&Position::start(), 0..6, 400)
            .into_iter()
            .step_by(8),
    );
    let start = Position::start().barricades();
    assert!(all.iter().any(|p| p.barricades() != start));
    all
}

/// The colour's letter on the board and at its house.
fn letter(colour: PawnColour) -> char {
    ['R', 'G', 'Y', 'B'][colour.index()]
}

/// The diagram with the ANSI colour codes removed.
fn without_colour(text: &str) -> String {
    let mut plain = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('\x1b') {
        plain.push_str(&rest[..at]);
        let end = rest[at..].find('m').unwrap();
        rest = &rest[at + end + 1..];
    }
    plain + rest
}

#[test]
fn the_diagram_is_the_spec_drawing_with_the_pieces_and_links() {
    let nodes = spec_nodes();
    for p in positions() {
        let text = p.diagram(DiagramStyle::ascii());
        assert_eq!(p.diagram(DiagramStyle::default()), text);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 27 + 3, "{text}");
        for (i, spec) in SPEC_BOARD.iter().enumerate() {
            let row = 14 - i as u8;
            // The node row: the spec's line with each node's content.
            let mut expected: Vec<char> = spec.chars().collect();
            for (&(x, r), _) in nodes.iter().filter(|((_, r), _)| *r == row) {
                let at = node(x, r);
                expected[4 + 2 * usize::from(x)] = match p.piece_at(at) {
                    Some(colour) => letter(colour),
                    None if p.barricades() & at.bit() != 0 => '#',
                    None if (x, r) == (8, 14) => '*',
                    None => 'o',
                };
            }
            let expected: String = expected.into_iter().collect();
            assert_eq!(lines[2 * i], expected, "row {row}:\n{text}");
            // Below it, `|` on each column edge down to the next row.
            if row > 1 {
                let mut link = String::new();
                for &(x, _) in nodes
                    .keys()
                    .filter(|(x, r)| *r == row && nodes.contains_key(&(*x, row - 1)))
                {
                    while link.len() < 4 + 2 * usize::from(x) {
                        link.push(' ');
                    }
                    link.push('|');
                }
                assert_eq!(lines[2 * i + 1], link, "below row {row}:\n{text}");
            }
        }
        // Each house's count centred under its entry node (c1, g1, k1, o1).
        let mut houses = String::new();
        for (colour, x) in PawnColour::ALL.into_iter().zip([2usize, 6, 10, 14]) {
            while houses.len() < 4 + 2 * x - 1 {
                houses.push(' ');
            }
            houses.push(letter(colour));
            houses.push(':');
            houses.push_str(&p.in_house(colour).to_string());
        }
        assert_eq!(lines[27], houses + "  in the houses", "{text}");
        assert_eq!(lines[28], "    a b c d e f g h i j k l m n o p q");
        let turn = match p.die() {
            None => alloc::format!("{} to roll", p.turn()),
            Some(die) => alloc::format!("{} to move, die {die}", p.turn()),
        };
        assert_eq!(lines[29], turn);

        // In colour: the same text, each piece's letter in its colour's
        // ANSI code (31 red, 32 green, 33 yellow, 34 blue), bold.
        let coloured = p.diagram(DiagramStyle::ascii().with_colour(true));
        assert_eq!(without_colour(&coloured), text);
        for colour in PawnColour::ALL {
            let painted =
                alloc::format!("\x1b[1;{}m{}\x1b[0m", 31 + colour.index(), letter(colour));
            let on_board = p.pieces(colour).count_ones() as usize;
            assert_eq!(
                coloured.matches(&painted).count(),
                on_board + 1,
                "{colour}:\n{coloured}"
            );
        }
    }
}

/// Whether a fill `#rrggbb` is of the colour's hue.
fn is_of_hue(fill: &str, colour: PawnColour) -> bool {
    let channel = |i: usize| u8::from_str_radix(&fill[1 + 2 * i..3 + 2 * i], 16).unwrap();
    let (r, g, b) = (channel(0), channel(1), channel(2));
    match colour {
        PawnColour::Red => r > g && r > b,
        PawnColour::Green => g > r && g > b,
        PawnColour::Yellow => r > b && g > b && r.abs_diff(g) < 64,
        PawnColour::Blue => b > r && b > g,
    }
}

/// Where the picture puts the nodes: a1's centre and the step between
/// nodes.
struct Spots {
    left: i64,
    bottom: i64,
    spacing: i64,
}

impl Spots {
    /// The centre of the node in column `x` (from 0) and row `row` (from 1).
    fn at(&self, x: u8, row: u8) -> (i64, i64) {
        (
            self.left + self.spacing * i64::from(x),
            self.bottom - self.spacing * i64::from(row - 1),
        )
    }
}

/// The ends of a line element, (x1, y1, x2, y2).
fn ends(line: &SvgElement) -> (i64, i64, i64, i64) {
    (
        line.number("x1"),
        line.number("y1"),
        line.number("x2"),
        line.number("y2"),
    )
}

#[test]
fn the_picture_draws_the_board_of_the_spec() {
    let nodes = spec_nodes();
    let edges = spec_edges();
    for p in positions() {
        let svg = p.svg();
        let spots = check_hit_areas(&p, &svg, &nodes);
        check_edges(&svg, &spots, &edges);
        check_houses(&p, &svg, &spots);
        check_barricades(&p, &svg, &spots, &nodes);
        check_nodes(&p, &svg, &spots, &nodes);
    }
}

/// Checks the document's size and title, and the hit areas: one circle
/// per node, on a regular grid with a1 bottom left, and the same margin
/// on every side.
fn check_hit_areas(p: &Position, svg: &str, nodes: &BTreeMap<(u8, u8), char>) -> Spots {
    let root = &svg_elements(svg, "svg")[0];
    let (width, height) = (root.number("width"), root.number("height"));
    assert_eq!(
        root.attribute("viewBox"),
        alloc::format!("0 0 {width} {height}")
    );
    assert_eq!(svg_elements(svg, "title")[0].text, p.to_string());

    // The hit areas: one circle per node, on a regular grid with a1
    // bottom left, and one per house.
    let circles = svg_elements(svg, "circle");
    let areas: Vec<&SvgElement> = circles
        .iter()
        .filter(|c| c.get("data-square").is_some())
        .collect();
    assert_eq!(areas.len(), 112);
    let a1 = areas
        .iter()
        .find(|a| a.attribute("data-square") == "a1")
        .unwrap();
    let b1 = areas
        .iter()
        .find(|a| a.attribute("data-square") == "b1")
        .unwrap();
    let (left, bottom) = (a1.number("cx"), a1.number("cy"));
    let spacing = b1.number("cx") - left;
    assert!(spacing > 0);
    let spots = Spots {
        left,
        bottom,
        spacing,
    };
    let mut named = BTreeSet::new();
    for area in &areas {
        let name = area.attribute("data-square");
        let x = name.as_bytes()[0] - b'a';
        let row: u8 = name[1..].parse().unwrap();
        assert!(nodes.contains_key(&(x, row)), "{name}");
        assert_eq!(
            (area.number("cx"), area.number("cy")),
            spots.at(x, row),
            "{name}"
        );
        assert!(named.insert(name));
    }
    // The same margin on every side: left of a1 as right of column q,
    // above the goal as below the row of houses, two steps under row 1.
    let top = spots.at(8, 14).1;
    assert!(left > 0 && top > 0);
    assert_eq!(width - spots.at(16, 14).0, left);
    assert_eq!(height - (bottom + 2 * spacing), top);
    spots
}

/// Checks the edges: those of the spec.
fn check_edges(svg: &str, spots: &Spots, edges: &BTreeSet<Edge>) {
    let drawn: BTreeSet<(i64, i64, i64, i64)> = svg_elements(svg, "line")
        .iter()
        .filter(|l| l.get("class").is_none())
        .map(ends)
        .collect();
    let expected: BTreeSet<_> = edges
        .iter()
        .map(|&((x1, r1), (x2, r2))| {
            let ((a, b), (c, d)) = (spots.at(x1, r1), spots.at(x2, r2));
            (a, b, c, d)
        })
        .collect();
    assert_eq!(drawn, expected);
}

/// Checks each house's edge straight down from its entry node, and the
/// house centred on the edge's end, in the colour's hue, with its count;
/// its hit area the same rectangle.
fn check_houses(p: &Position, svg: &str, spots: &Spots) {
    let lines = svg_elements(svg, "line");
    let entries: Vec<&SvgElement> = lines
        .iter()
        .filter(|l| l.get("class") == Some("entry"))
        .collect();
    assert_eq!(entries.len(), 4);
    let house_y = entries[0].number("y2");
    let (bottom, spacing) = (spots.bottom, spots.spacing);
    assert!(house_y > bottom && house_y < bottom + 2 * spacing);
    let rects = svg_elements(svg, "rect");
    for (colour, x) in PawnColour::ALL.into_iter().zip([2u8, 6, 10, 14]) {
        let (ex, ey) = spots.at(x, 1);
        assert!(
            entries.iter().any(|l| ends(l) == (ex, ey, ex, house_y)),
            "{colour}"
        );
        // The house, centred on the edge's end, in the colour's hue,
        // with its count; its hit area the same rectangle.
        let centred = |r: &&SvgElement| {
            r.number("x") + r.number("width") / 2 == ex
                && r.number("y") + r.number("height") / 2 == house_y
        };
        let house: Vec<_> = rects
            .iter()
            .filter(|r| r.get("class") == Some("house"))
            .filter(centred)
            .collect();
        assert_eq!(house.len(), 1, "{colour}");
        assert!(
            is_of_hue(house[0].attribute("fill"), colour),
            "{colour}: {:?}",
            house[0]
        );
        let name = alloc::format!("h-{colour}");
        let area: Vec<_> = rects
            .iter()
            .filter(|r| r.get("data-square") == Some(&name))
            .filter(centred)
            .collect();
        assert_eq!(area.len(), 1, "{name}");
        let count = p.in_house(colour).to_string();
        assert!(
            svg_elements(svg, "text").iter().any(|t| t.text == count
                && t.number("x") == ex
                && (t.number("y") - house_y).abs() < spacing / 2),
            "{colour}"
        );
    }
}

/// Checks the barricades: squares on their nodes.
fn check_barricades(p: &Position, svg: &str, spots: &Spots, nodes: &BTreeMap<(u8, u8), char>) {
    let barricades: BTreeSet<(i64, i64)> = svg_elements(svg, "rect")
        .iter()
        .filter(|r| r.get("class") == Some("barricade"))
        .map(|r| {
            (
                r.number("x") + r.number("width") / 2,
                r.number("y") + r.number("height") / 2,
            )
        })
        .collect();
    let expected: BTreeSet<_> = nodes
        .keys()
        .filter(|&&(x, r)| p.barricades() & node(x, r).bit() != 0)
        .map(|&(x, r)| spots.at(x, r))
        .collect();
    assert_eq!(barricades, expected);
}

/// Checks the nodes: pieces as circles in their colour's hue; free nodes
/// as smaller white circles; nothing filled under a barricade; the goal
/// ringed.
fn check_nodes(p: &Position, svg: &str, spots: &Spots, nodes: &BTreeMap<(u8, u8), char>) {
    let (mut free_look, mut piece_radii) = (BTreeSet::new(), BTreeSet::new());
    let circles = svg_elements(svg, "circle");
    let drawn: Vec<&SvgElement> = circles
        .iter()
        .filter(|c| c.get("data-square").is_none())
        .collect();
    for &(x, r) in nodes.keys() {
        let here: Vec<&&SvgElement> = drawn
            .iter()
            .filter(|c| (c.number("cx"), c.number("cy")) == spots.at(x, r))
            .collect();
        let filled: Vec<_> = here
            .iter()
            .filter(|c| c.attribute("fill") != "none")
            .collect();
        let n = node(x, r);
        if p.barricades() & n.bit() != 0 {
            assert!(filled.is_empty(), "{n}");
        } else if let Some(colour) = p.piece_at(n) {
            assert_eq!(filled.len(), 1, "{n}");
            assert!(
                is_of_hue(filled[0].attribute("fill"), colour),
                "{n}: {:?}",
                filled[0]
            );
            piece_radii.insert(filled[0].number("r"));
        } else {
            assert_eq!(filled.len(), 1, "{n}");
            free_look.insert((
                filled[0].attribute("fill").to_string(),
                filled[0].number("r"),
            ));
        }
        let rings = here.len() - filled.len();
        assert_eq!(
            rings,
            usize::from((x, r) == (8, 14)),
            "{n}: the goal alone is ringed"
        );
    }
    assert!(free_look.len() <= 1, "{free_look:?}");
    for (fill, radius) in free_look {
        assert_eq!(fill, "#ffffff");
        assert!(
            piece_radii.iter().all(|&piece| radius < piece),
            "a free node is smaller"
        );
    }
}

#[test]
fn a_move_clicks_its_origin_destination_and_placement() {
    use crate::Move;
    let mut placements = 0;
    for p in positions() {
        for &mv in p.legal_moves().iter() {
            let expected: Vec<String> = match mv {
                Move::Roll(_) | Move::Pass => Vec::new(),
                Move::Go {
                    from,
                    to,
                    barricade,
                } => {
                    let origin = super::origin_node(from)
                        .map_or_else(|| alloc::format!("h-{}", p.turn()), |node| node.to_string());
                    placements += usize::from(barricade.is_some());
                    [origin, to.to_string()]
                        .into_iter()
                        .chain(barricade.map(|node| node.to_string()))
                        .collect()
                }
            };
            assert_eq!(p.move_squares(mv), expected, "{p}: {mv}");
        }
    }
    assert!(placements > 0);
}

#[test]
fn a_diagram_shows_the_turn_never_the_outcome() {
    use ludeme_core::{DiagramStyle, Render};
    // Red reached the goal; green is next.
    let over: Position = "i14 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,a12 g -"
        .parse()
        .unwrap();
    assert!(over.outcome().is_some());
    let text = over.diagram(DiagramStyle::ascii());
    ludeme_testing::check_diagrams_never_tell_the_outcome(&over);
    assert!(!text.contains("side 0"), "{text}");
    assert_eq!(text.lines().last(), Some("green to roll"), "{text}");
    let rolled: Position = alloc::format!("- - - - {START_BARRICADES} r 5")
        .parse()
        .unwrap();
    let text = rolled.diagram(DiagramStyle::ascii());
    assert_eq!(text.lines().last(), Some("red to move, die 5"), "{text}");
}

#[test]
fn the_svg_joins_each_house_to_its_entry_node() {
    use ludeme_core::Render;
    let svg = Position::start().svg();
    // The board's 121 edges and the 4 house edges, all in one style.
    assert_eq!(svg.matches("<line").count(), 121 + 4);
    assert_eq!(
        svg.matches(r##"stroke="#7f8c8d" stroke-width="3"/>"##)
            .count(),
        121 + 4
    );
    // From the entry node (row 1, y = 498) down to the house's centre.
    for (colour, x) in PawnColour::ALL.into_iter().zip([102, 246, 390, 534]) {
        let (column, _) = colour.entry().coords();
        assert_eq!(30 + 36 * usize::from(column), x, "{colour}");
        let edge = alloc::format!(r#"<line class="entry" x1="{x}" y1="498" x2="{x}" y2="540""#);
        assert!(svg.contains(&edge), "{colour}: {svg}");
        let house = alloc::format!(r#"<rect class="house" x="{}" y="526""#, x - 22);
        assert!(svg.contains(&house), "{colour}: {svg}");
    }
}

//! The text diagram and the SVG picture, checked against the board of the
//! spec: files `a`–`j` rightwards and ranks `1`–`10` upwards, the watering
//! holes d4, g4, d7 and g7, and the fear rule worked out here square by
//! square (an animal is scared when an enemy animal it fears stands on one
//! of the 8 squares around it).

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{DiagramStyle, Game, Render};
use ludeme_testing::{playout_states, svg_elements, SvgElement};

use crate::{Animal, Colour, Position};

/// The watering holes, as the spec names them.
const HOLES: [&str; 4] = ["d4", "g4", "d7", "g7"];

fn square(name: &str) -> u8 {
    let file = name.as_bytes()[0] - b'a';
    let rank: u8 = name[1..].parse().unwrap();
    (rank - 1) * 10 + file
}

/// The squares of the scared animals, by the spec's fear rule.
fn scared_by_the_spec(p: &Position) -> BTreeSet<u8> {
    let mut scared = BTreeSet::new();
    for at in 0..100u8 {
        let Some((animal, colour)) = p.animal_at(at) else {
            continue;
        };
        let (file, rank) = (i32::from(at % 10), i32::from(at / 10));
        let feared = (-1..=1)
            .flat_map(|df| (-1..=1).map(move |dr| (file + df, rank + dr)))
            .filter(|&(f, r)| {
                (f, r) != (file, rank) && (0..10).contains(&f) && (0..10).contains(&r)
            })
            .filter_map(|(f, r)| p.animal_at((r * 10 + f) as u8))
            .any(|(other, side)| side != colour && other == animal.fears());
        if feared {
            scared.insert(at);
        }
    }
    scared
}

/// The start, and the positions along a few random games (plenty of them
/// with scared animals on both sides).
fn positions() -> Vec<Position> {
    let mut all = Vec::from([Position::start()]);
    all.extend(playout_states(&Position::start(), 0..6, 60));
    let scared: usize = all.iter().map(|p| scared_by_the_spec(p).len()).sum();
    assert!(scared > 20, "the sample must show scared animals: {scared}");
    all
}

#[test]
fn the_diagram_draws_each_square_with_its_hole_and_fear() {
    for p in positions() {
        let scared = scared_by_the_spec(&p);
        for (style, empty) in [(DiagramStyle::ascii(), '.'), (DiagramStyle::default(), '·')] {
            let text = p.diagram(style);
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), 13, "{text}");
            let files = "     a  b  c  d  e  f  g  h  i  j";
            assert_eq!((lines[0], lines[11]), (files, files), "{text}");
            for (row, line) in lines[1..11].iter().enumerate() {
                let rank = 10 - row;
                let cells: Vec<char> = line.chars().collect();
                let label = alloc::format!("{rank:>3} ");
                assert!(line.starts_with(&label), "{line:?}");
                assert!(line.ends_with(&alloc::format!(" {rank}")), "{line:?}");
                assert_eq!(
                    cells.len(),
                    4 + 30 + 1 + label.len() - 4 + rank.to_string().len(),
                    "{line:?}"
                );
                for file in 0..10 {
                    let at = ((rank - 1) * 10 + file) as u8;
                    let cell: String = cells[4 + 3 * file..7 + 3 * file].iter().collect();
                    let name = alloc::format!("{}{rank}", char::from(b'a' + file as u8));
                    let hole = HOLES.contains(&name.as_str());
                    let centre = match p.animal_at(at) {
                        None => empty,
                        Some((animal, colour)) => {
                            let letter = match animal {
                                Animal::Elephant => 'E',
                                Animal::Lion => 'L',
                                Animal::Mouse => 'M',
                            };
                            if colour == Colour::White {
                                letter
                            } else {
                                letter.to_ascii_lowercase()
                            }
                        }
                    };
                    let left = if hole { '(' } else { ' ' };
                    let right = if scared.contains(&at) {
                        '!'
                    } else if hole {
                        ')'
                    } else {
                        ' '
                    };
                    assert_eq!(
                        cell,
                        alloc::format!("{left}{centre}{right}"),
                        "{name} in\n{text}"
                    );
                }
            }
            let held = |colour: Colour| {
                HOLES
                    .iter()
                    .filter(|h| p.animal_at(square(h)).is_some_and(|(_, c)| c == colour))
                    .count()
            };
            assert_eq!(
                lines[12],
                alloc::format!(
                    "{} to move; watering holes held: white {}, black {}; ( ) hole, ! scared",
                    p.turn(),
                    held(Colour::White),
                    held(Colour::Black)
                ),
                "{text}"
            );
        }
    }
}

/// The channels of a colour `#rrggbb`.
fn channels(colour: &str) -> [u32; 3] {
    [1, 3, 5].map(|at| u32::from_str_radix(&colour[at..at + 2], 16).unwrap())
}

fn brightness(colour: &str) -> u32 {
    channels(colour).iter().sum()
}

fn is_red(colour: &str) -> bool {
    let [r, g, b] = channels(colour);
    r > g + 64 && r > b + 64
}

/// The centre of an element drawn as a square (`x`, `y`, `width`).
fn centre_of_square(rect: &SvgElement) -> (i64, i64) {
    let side = rect.number("width");
    assert_eq!(rect.number("height"), side, "{rect:?}");
    (rect.number("x") + side / 2, rect.number("y") + side / 2)
}

/// Where the picture puts the squares: each square's centre, the
/// spacing, a1's centre and the picture's size.
struct Squares {
    centre: BTreeMap<u8, (i64, i64)>,
    spacing: i64,
    left: i64,
    bottom: i64,
    size: i64,
}

impl Squares {
    /// The square whose centre is `at`.
    fn at(&self, at: (i64, i64)) -> Option<u8> {
        self.centre.iter().find(|(_, &v)| v == at).map(|(&k, _)| k)
    }
}

/// One look of an animal's disc per side and fear: the fill, the ring and
/// its width.
type Looks = BTreeMap<(Colour, bool), [String; 3]>;

#[test]
fn the_picture_draws_the_board_of_the_spec() {
    let mut looks = Looks::new();
    for p in positions() {
        let svg = p.svg();
        let squares = check_hit_areas(&p, &svg);
        check_chequer(&svg, &squares);
        check_animals(&p, &svg, &squares, &mut looks);
        check_labels(&svg, &squares);
    }
    check_looks(&looks);
}

/// Checks the document's size and title, and that the hit areas name the
/// squares: a regular grid, a1 bottom left, centred on the picture.
fn check_hit_areas(p: &Position, svg: &str) -> Squares {
    let root = &svg_elements(svg, "svg")[0];
    let size = root.number("width");
    assert_eq!(root.number("height"), size);
    assert_eq!(
        root.attribute("viewBox"),
        alloc::format!("0 0 {size} {size}")
    );
    assert_eq!(svg_elements(svg, "title")[0].text, p.to_string());
    assert!(svg.ends_with("</svg>\n"));

    // The hit areas name the squares: a regular grid, a1 bottom left,
    // centred on the picture.
    let rects = svg_elements(svg, "rect");
    let mut centre = BTreeMap::new();
    for area in rects.iter().filter(|r| r.get("data-square").is_some()) {
        let at = square(area.attribute("data-square"));
        assert!(
            centre.insert(at, centre_of_square(area)).is_none(),
            "{area:?}"
        );
    }
    assert_eq!(centre.len(), 100);
    let spacing = rects
        .iter()
        .find(|r| r.get("data-square").is_some())
        .unwrap()
        .number("width");
    let (left, bottom) = centre[&0];
    for (&at, &c) in &centre {
        let (file, rank) = (i64::from(at % 10), i64::from(at / 10));
        assert_eq!(c, (left + spacing * file, bottom - spacing * rank), "{at}");
    }
    let (right, top) = centre[&99];
    assert_eq!(
        (left, top),
        (size - right, size - bottom),
        "the board is centred"
    );
    Squares {
        centre,
        spacing,
        left,
        bottom,
        size,
    }
}

/// Checks the squares under the hit areas, in two colours like a
/// chessboard.
fn check_chequer(svg: &str, squares: &Squares) {
    let mut fills = BTreeMap::new();
    for rect in svg_elements(svg, "rect")
        .iter()
        .filter(|r| r.get("data-square").is_none() && r.get("x").is_some())
    {
        let c = centre_of_square(rect);
        let at = squares.at(c);
        let at = at.unwrap_or_else(|| panic!("a square off the grid: {rect:?}"));
        assert_eq!(rect.number("width"), squares.spacing);
        fills.insert(at, rect.attribute("fill").to_string());
    }
    assert_eq!(fills.len(), 100);
    assert_ne!(fills[&0], fills[&1]);
    assert!(
        brightness(&fills[&0]) < brightness(&fills[&1]),
        "a1 is a dark square, as on a chessboard"
    );
    for (&at, fill) in &fills {
        let same = (at % 10 + at / 10) % 2 == 0;
        assert_eq!(*fill == fills[&0], same, "square {at}");
    }
}

/// Checks the watering holes, and each animal a circle on its square with
/// its letter; records in `looks` the look of each side's calm and
/// scared animals, and checks that each stays the same.
fn check_animals(p: &Position, svg: &str, squares: &Squares, looks: &mut Looks) {
    let circles = svg_elements(svg, "circle");
    let holes: BTreeSet<(i64, i64)> = circles
        .iter()
        .filter(|c| c.get("class") == Some("hole"))
        .map(|c| (c.number("cx"), c.number("cy")))
        .collect();
    let expected: BTreeSet<_> = HOLES.iter().map(|h| squares.centre[&square(h)]).collect();
    assert_eq!(holes, expected);
    let scared = scared_by_the_spec(p);
    let texts = svg_elements(svg, "text");
    let mut animals = 0;
    for circle in circles.iter().filter(|c| c.get("class").is_none()) {
        let at = (circle.number("cx"), circle.number("cy"));
        let on = squares.at(at).unwrap();
        let (animal, colour) = p.animal_at(on).unwrap_or_else(|| panic!("{on}: {svg}"));
        animals += 1;
        // One look per side and fear: the fill, the ring and its width.
        let look = [
            circle.attribute("fill").to_string(),
            circle.attribute("stroke").to_string(),
            circle.attribute("stroke-width").to_string(),
        ];
        let first = looks
            .entry((colour, scared.contains(&on)))
            .or_insert(look.clone());
        assert_eq!(*first, look, "{on}");
        let letter = match animal {
            Animal::Elephant => "E",
            Animal::Lion => "L",
            Animal::Mouse => "M",
        };
        assert!(
            texts.iter().any(|t| t.text == letter
                && t.number("x") == at.0
                && (t.number("y") - at.1).abs() < squares.spacing / 2),
            "{letter} on {on}"
        );
    }
    assert_eq!(animals, 12);
}

/// Checks the files' letters below the board, the ranks' numbers left of
/// it.
fn check_labels(svg: &str, squares: &Squares) {
    let texts = svg_elements(svg, "text");
    let (left, bottom, spacing) = (squares.left, squares.bottom, squares.spacing);
    for i in 0..10 {
        let letter = char::from(b'a' + i as u8).to_string();
        assert!(
            texts.iter().any(|t| t.text == letter
                && t.number("x") == left + spacing * i
                && t.number("y") > bottom + spacing / 2
                && t.number("y") < squares.size),
            "{letter}"
        );
        let number = (i + 1).to_string();
        assert!(
            texts.iter().any(|t| t.text == number
                && t.number("x") < left - spacing / 2
                && (t.number("y") - (bottom - spacing * i)).abs() <= spacing / 4),
            "{number}"
        );
    }
}

/// Checks the looks seen along the sample: the sides differ by fill; a
/// scared animal keeps its side's fill and is ringed in another colour,
/// thicker.
fn check_looks(looks: &Looks) {
    assert_eq!(looks.len(), 4, "every look is seen along the sample");
    let look = |colour, scared: bool| &looks[&(colour, scared)];
    for scared in [false, true] {
        assert_ne!(
            look(Colour::White, scared)[0],
            look(Colour::Black, scared)[0]
        );
    }
    for colour in [Colour::White, Colour::Black] {
        let (calm, afraid): (&[String; 3], &[String; 3]) =
            (look(colour, false), look(colour, true));
        assert_eq!(calm[0], afraid[0], "a side's fill");
        assert_ne!(calm[1], afraid[1], "the ring's colour");
        assert!(is_red(&afraid[1]), "a scared animal is ringed in red");
        let width = |look: &[String; 3]| look[2].parse::<u32>().unwrap();
        assert!(width(afraid) > width(calm), "the ring's width");
    }
}

#[test]
fn a_diagram_shows_the_turn_never_the_outcome() {
    // White has no legal move: the game is over (Black wins).
    let over: Position = "10/10/10/10/10/10/10/mmll6/MMLe6/LEEe6 w".parse().unwrap();
    assert!(over.outcome().is_some());
    for last in ludeme_testing::check_diagrams_never_tell_the_outcome(&over) {
        assert!(last.starts_with("white to move"), "{last}");
    }
}

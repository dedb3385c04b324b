//! Checks of the pictures: what a person clicks is drawn, once.

use std::collections::BTreeSet;
use std::ops::Range;
use std::string::String;
use std::vec::Vec;

use ludeme_core::{random_playout, Render};

/// One element of an SVG picture, as [`svg_elements`] reads it: its
/// attributes in order, and its text up to the next tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvgElement {
    /// The attributes, `(name, value)`, in document order.
    pub attributes: Vec<(String, String)>,
    /// The text after the start tag, up to the next `<`.
    pub text: String,
}

impl SvgElement {
    /// The value of attribute `name`, if the element has it.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.as_str())
    }

    /// The value of attribute `name`.
    ///
    /// # Panics
    /// If the element has no such attribute.
    pub fn attribute(&self, name: &str) -> &str {
        self.get(name)
            .unwrap_or_else(|| panic!("no attribute {name} in {self:?}"))
    }

    /// The value of attribute `name` as a whole number.
    ///
    /// # Panics
    /// If the element has no such attribute, or its value is no integer.
    pub fn number(&self, name: &str) -> i64 {
        let value = self.attribute(name);
        value
            .parse()
            .unwrap_or_else(|_| panic!("attribute {name}=\"{value}\" is no integer in {self:?}"))
    }
}

/// The elements named `tag` of `svg` (such as `"rect"`), in document
/// order: a reader of the pictures that [`Render::svg`] writes (one start
/// tag per element, attributes in double quotes), not of SVG at large.
///
/// # Panics
/// If a start tag or an attribute value is not closed.
pub fn svg_elements(svg: &str, tag: &str) -> Vec<SvgElement> {
    let open = std::format!("<{tag}");
    svg.match_indices(&open)
        .map(|(at, _)| &svg[at + open.len()..])
        .filter(|rest| rest.starts_with([' ', '>', '/']))
        .map(|rest| {
            let end = rest.find('>').expect("a start tag is closed");
            let mut attributes = Vec::new();
            let mut body = rest[..end].trim_end_matches('/');
            while let Some(eq) = body.find("=\"") {
                let name = String::from(body[..eq].trim());
                let value_end = body[eq + 2..].find('"').expect("a value is closed");
                attributes.push((name, String::from(&body[eq + 2..eq + 2 + value_end])));
                body = &body[eq + 3 + value_end..];
            }
            let text = String::from(rest[end + 1..].split('<').next().unwrap_or(""));
            SvgElement { attributes, text }
        })
        .collect()
}

/// The `data-square` names of an SVG picture, in document order.
pub fn data_squares(svg: &str) -> Vec<String> {
    const ATTRIBUTE: &str = "data-square=\"";
    svg.match_indices(ATTRIBUTE)
        .filter_map(|(at, _)| {
            let rest = &svg[at + ATTRIBUTE.len()..];
            rest.find('"').map(|end| String::from(&rest[..end]))
        })
        .collect()
}

/// Along random games from `start` (one per seed, at most `max_plies`),
/// checks the page contract of [`Render::svg`] with [`check_picture`].
pub fn check_pictures<G: Render>(start: &G, seeds: Range<u64>, max_plies: usize) {
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut state = start.clone();
        check_picture(&state, &state.svg());
        for &mv in &game.moves {
            state.play_unchecked(mv);
            check_picture(&state, &state.svg());
        }
    }
}

/// Checks `svg`, a picture of `state`: every `data-square` name is drawn
/// once, and every square that [`Render::move_squares`] gives for a legal
/// move is drawn (so that a person can click it).
///
/// # Panics
/// With a message naming the state, the move and the square, and what the
/// game must provide.
pub fn check_picture<G: Render>(state: &G, svg: &str) {
    let mut drawn = BTreeSet::new();
    for name in data_squares(svg) {
        assert!(
            !drawn.contains(&name),
            "{state}: the SVG names data-square=\"{name}\" twice; each point, square or \
             node is one element with its own name"
        );
        drawn.insert(name);
    }
    for &mv in state.legal_moves().iter() {
        for square in state.move_squares(mv) {
            assert!(
                drawn.contains(&square),
                "{state}: move {mv} clicks {square:?}, but the SVG has no element with \
                 data-square=\"{square}\": Render::svg must draw every square that \
                 Render::move_squares names (its default splits the move text at '-', 'x' \
                 and '/'; a game with other move text overrides it)"
            );
        }
    }
}

/// Checks that the text diagrams of `state` (ASCII and Unicode) say who is
/// to act, never how the game ended: neither `game over` nor `win` in
/// them, a finished game drawn as any other position. Returns the
/// diagrams' last lines, for a game's own test of what they say.
///
/// # Panics
/// Naming the diagram that tells the outcome.
pub fn check_diagrams_never_tell_the_outcome<G: Render>(state: &G) -> Vec<String> {
    [
        ludeme_core::DiagramStyle::ascii(),
        ludeme_core::DiagramStyle::unicode(),
    ]
    .into_iter()
    .map(|style| {
        let text = state.diagram(style);
        assert!(
            !text.contains("game over") && !text.contains("win"),
            "the diagram tells the outcome: {text}"
        );
        text.lines().last().unwrap_or_default().into()
    })
    .collect()
}

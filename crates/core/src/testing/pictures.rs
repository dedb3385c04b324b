//! Checks of the pictures: what a person clicks is drawn, once.

use std::collections::BTreeSet;
use std::ops::Range;
use std::string::String;
use std::vec::Vec;

use crate::{random_playout, Render};

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

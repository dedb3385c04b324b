//! The picture trait's defaults, on the shuttle.

use ludeme_core::Render;
use ludeme_testing::shuttle::{spun, ShuttleMove};

#[test]
fn the_default_move_squares_are_the_names_in_the_move_text() {
    let state = spun(1, 0);
    assert_eq!(state.move_squares(ShuttleMove::left(1)), ["c1", "c0"]);
    assert_eq!(state.move_squares(ShuttleMove::right(1)), ["c1", "c2"]);
    // Text without a separator is one name.
    assert_eq!(state.move_squares(ShuttleMove::Take), ["take"]);
}

//! The heuristic's defaults on the shuttle, whose one tactical move is
//! the take.

use smallvec::SmallVec;

use ludeme_core::{Game, Heuristic, Side, Yardstick};
use ludeme_testing::shuttle::{Shuttle, ShuttleMove};

// The test game's one tactical move is the take; the rest of its
// heuristic is the defaults under test.

fn shuttle(text: &str) -> Shuttle {
    Shuttle::from_text(text, &false).unwrap()
}

/// A list that holds something already: the defaults replace it.
fn stale() -> SmallVec<[ShuttleMove; 3]> {
    SmallVec::from_slice(&[ShuttleMove::Spin(1), ShuttleMove::Spin(2)])
}

#[test]
fn the_default_tactical_moves_are_the_legal_ones_the_game_calls_tactical() {
    let cases: [(&str, &[ShuttleMove]); 4] = [
        // Left, right and the take, of which the take is tactical.
        ("2 2 1 spun", &[ShuttleMove::Take]),
        ("2 1 0 spun", &[ShuttleMove::Take]),
        // Before the spin, or with no stone left: none.
        ("2 2 1 -", &[]),
        ("2 0 1 spun", &[]),
    ];
    for (text, tactical) in cases {
        let state = shuttle(text);
        let mut moves = stale();
        state.tactical_moves(&mut moves);
        assert_eq!(&moves[..], tactical, "{text}");
        // Quiescence's look lists them when it wants them, from the
        // plain estimate when asked for it.
        let mut looked = stale();
        let value = state.stand_pat(Side(1), Yardstick::Plain, &mut looked, |_| true);
        assert_eq!(value, state.plain_evaluate(Side(1)));
        assert_eq!(&looked[..], tactical, "{text}");
    }
}

#[test]
fn the_default_plain_estimate_is_the_estimate() {
    // Under way (½); seat 0 took the last stone: won by side 0, lost by
    // side 1.
    for (text, side, value) in [
        ("2 2 1 spun", Side(0), 0.5),
        ("2 0 1 spun", Side(0), 1.0),
        ("2 0 1 spun", Side(1), 0.0),
    ] {
        let state = shuttle(text);
        assert_eq!(state.evaluate(side), value, "{text}");
        assert_eq!(state.plain_evaluate(side), value, "{text}");
    }
}

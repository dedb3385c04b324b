//! `sample_move` against a draw from the listed moves (the battery's
//! check), and the quick check that a side has a move, on random games
//! and crowded boards.

use ludeme_core::{Game, SplitMix64, Variants};

use ludeme_testing as testing;

use crate::{Position, Rules};

/// Random crowded placements: every animal within a small box, so that
/// many animals are blocked, scared or trapped.
fn crowded_positions(count: usize) -> impl Iterator<Item = Position> {
    let mut rng = SplitMix64::new(0xba7ca);
    core::iter::repeat_with(move || {
        let side = 2 + rng.below(3) as u32;
        let (left, bottom) = (
            rng.below(u64::from(11 - side)),
            rng.below(u64::from(11 - side)),
        );
        let mut p = Position::start();
        p.animals = [[0; 3]; 2];
        let mut occupied = 0u128;
        for colour in 0..2 {
            for animal in 0..3 {
                for _ in 0..2 {
                    let square = loop {
                        let x = left as u32 + rng.below(u64::from(side)) as u32;
                        let y = bottom as u32 + rng.below(u64::from(side)) as u32;
                        let square = y * 10 + x;
                        if occupied >> square & 1 == 0 || occupied.count_ones() >= side * side {
                            break square;
                        }
                    };
                    if occupied >> square & 1 == 0 {
                        occupied |= 1 << square;
                        p.animals[colour][animal] |= 1 << square;
                    }
                }
            }
        }
        if rng.below(2) == 1 {
            p.turn = p.turn.other();
        }
        p.hash = p.hash_from_scratch();
        p
    })
    .take(count)
}

#[test]
fn the_quick_move_check_agrees_with_the_moves() {
    let mut without_a_move = 0;
    for p in crowded_positions(50_000) {
        let moves = p.legal_moves();
        assert_eq!(p.has_move(), !moves.is_empty(), "{p}");
        assert_eq!(p.outcome().is_none(), !moves.is_empty(), "{p}");
        without_a_move += usize::from(moves.is_empty() && p.winner().is_none());
    }
    // The case the check exists for does occur.
    assert!(without_a_move > 0);
}

#[test]
fn sample_move_is_the_listed_draw_in_random_games_of_every_variant() {
    let mut finished = 0;
    let mut scared = 0;
    for variant in Rules::VARIANTS {
        for with_options in [false, true] {
            let mut name = alloc::string::String::from(variant.name);
            if with_options {
                for option in Rules::OPTIONS {
                    name = alloc::format!("{name}+{}", option.name);
                }
            }
            let start = Position::start_with(&Rules::from_variant(&name).unwrap());
            for (p, rng) in testing::states_with_generators(&start, 0..40, 3000) {
                if let Some(why) =
                    testing::sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng))
                {
                    panic!("{name}: {why}");
                }
                finished += usize::from(p.outcome().is_some());
                scared += usize::from(p.scared() != 0);
            }
        }
    }
    // Finished games (`None` at their end) and the fear rules were met.
    assert!(finished > 20, "{finished} finished games");
    assert!(scared > 1000, "{scared} positions with a scared animal");
}

#[test]
fn sample_move_is_the_listed_draw_in_crowded_and_set_up_positions() {
    let mut rng = SplitMix64::new(11);
    let mut without_a_move = 0;
    let set_up = [
        // A forced escape (the spec's).
        "4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w",
        // A trapped mouse on a1 beside the normal moves of the others.
        "4ee3M/10/4mm4/E9/10/1l8/10/10/1l8/ML3E3L w",
    ]
    .map(|text| text.parse::<Position>().unwrap());
    for p in crowded_positions(20_000).chain(set_up) {
        for rules in [
            Rules::default(),
            Rules::default().with_no_legal_move_loses(false),
        ] {
            let p = Position { rules, ..p };
            if let Some(why) = testing::sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)) {
                panic!("{why}");
            }
            without_a_move += usize::from(p.legal_moves().is_empty());
        }
        rng.next_u64();
    }
    assert!(without_a_move > 0);
}

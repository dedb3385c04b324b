//! `sample_move` against a draw from the listed moves (the battery's
//! check), on random games of every variant, set-up positions and crowded
//! boards.

use ludeme_core::{testing, Game, Variants};

use crate::{BasBasan, BasBasanRules, Colour, Position, Rules};

#[test]
fn sample_move_is_the_listed_draw_in_random_games_of_every_variant() {
    let mut finished = 0;
    for variant in Rules::VARIANTS {
        let rules = Rules::from_variant(variant.name).unwrap();
        finished += testing::check_sample_move_is_the_listed_draw(
            &Position::start_with(&rules),
            0..150,
            1000,
        );
    }
    for variant in BasBasanRules::VARIANTS {
        let rules = BasBasanRules::from_variant(variant.name).unwrap();
        finished += testing::check_sample_move_is_the_listed_draw(
            &BasBasan::start_with(&rules),
            0..100,
            1000,
        );
    }
    // The finished games were checked too (`None` at their end).
    assert!(finished > 300, "{finished} finished games");
}

#[test]
fn sample_move_is_the_listed_draw_in_set_up_positions() {
    let mut rng = ludeme_core::SplitMix64::new(5);
    let positions: [Position; 5] = [
        // No legal move: the corner piece is walled in.
        "6/6/6/6/bb4/wb4 w".parse().unwrap(),
        // A side without pieces.
        "6/6/6/6/1w4/6 b".parse().unwrap(),
        "6/2b3/6/6/1w4/6 w".parse().unwrap(),
        // A lone piece on a crossing: its rays come back to itself.
        "6/6/6/6/1w4/6 w".parse().unwrap(),
        "6/6/6/6/6/6 w".parse().unwrap(),
    ];
    for p in positions {
        for _ in 0..20 {
            let why = testing::sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng));
            assert_eq!(why, None);
            rng.next_u64();
        }
    }
    // Random crowded boards, beyond the 16 pieces a side whose targets the
    // sampler keeps (those are listed instead) and below.
    for (i, rules) in [
        Rules::default(),
        Rules::default().with_orthogonal_steps(true),
    ]
    .into_iter()
    .enumerate()
    {
        for round in 0..400 {
            let turn = if round % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let mut p = Position::empty(turn, rules);
            let crowd = 1 + rng.below(36);
            for _ in 0..crowd {
                let colour = if rng.below(3) == 0 {
                    Colour::Black
                } else {
                    Colour::White
                };
                p = p.put(colour, rng.below(36) as u8);
            }
            let why = testing::sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng));
            assert_eq!(why, None, "rules {i}");
            // Counting shares the sampler's captures.
            assert_eq!(p.legal_move_count(), p.legal_moves().len(), "{p}");
        }
    }
    let three = BasBasanRules::default().with_middle_circuit(true);
    for round in 0..400 {
        let turn = if round % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let mut p = BasBasan::empty(turn, three);
        for _ in 0..1 + rng.below(49) {
            let colour = if rng.below(2) == 0 {
                Colour::Black
            } else {
                Colour::White
            };
            p = p.put(colour, rng.below(49) as u8);
        }
        assert_eq!(
            testing::sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)),
            None
        );
        assert_eq!(p.legal_move_count(), p.legal_moves().len(), "{p}");
    }
}

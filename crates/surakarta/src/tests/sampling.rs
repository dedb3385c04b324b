//! `sample_move` against a draw from the listed moves, on random games of
//! every variant, set-up positions and crowded boards.

use alloc::vec::Vec;

use ludeme_core::{Game, Variants};

use crate::{BasBasan, BasBasanRules, Colour, Position, PositionOn, Rules};

/// Where `sample` parts from the listing default on `state` with the
/// generator `rng`: a different move (or `None` against a move), or a
/// different use of the generator. `None` when they agree.
fn sampling_disagrees<G: Game>(
    state: &G,
    rng: &ludeme_core::SplitMix64,
    sample: impl Fn(&G, &mut ludeme_core::SplitMix64) -> Option<G::Move>,
) -> Option<alloc::string::String> {
    let mut listed_rng = rng.clone();
    let moves = state.legal_moves();
    let listed = (!moves.is_empty()).then(|| moves[listed_rng.below(moves.len() as u64) as usize]);
    let mut sampled_rng = rng.clone();
    let sampled = sample(state, &mut sampled_rng);
    if sampled != listed {
        Some(alloc::format!(
            "{state}: sampled {sampled:?}, listed {listed:?}"
        ))
    } else if sampled_rng != listed_rng {
        Some(alloc::format!("{state}: the generator ends elsewhere"))
    } else if sampled.is_none() != state.outcome().is_some() {
        Some(alloc::format!("{state}: no move, yet the game goes on"))
    } else {
        None
    }
}

/// Every state of seeded random games (moves chosen from the list), the
/// finished ones included, each with the generator as it stands there.
fn states_of_random_games<const N: usize>(
    start: &PositionOn<N>,
    seeds: core::ops::Range<u64>,
    max_plies: usize,
) -> Vec<(PositionOn<N>, ludeme_core::SplitMix64)> {
    let mut states = Vec::new();
    for seed in seeds {
        let mut rng = ludeme_core::SplitMix64::new(seed);
        let mut p = *start;
        for _ in 0..max_plies {
            states.push((p, rng.clone()));
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    states
}

fn check_sampling<const N: usize>(start: &PositionOn<N>, seeds: core::ops::Range<u64>) -> usize {
    let mut finished = 0;
    for (p, rng) in states_of_random_games(start, seeds, 1000) {
        if let Some(why) = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)) {
            panic!("{why}");
        }
        finished += usize::from(p.outcome().is_some());
    }
    finished
}

#[test]
fn sample_move_is_the_listed_draw_in_random_games_of_every_variant() {
    let mut finished = 0;
    for variant in Rules::VARIANTS {
        let rules = Rules::from_variant(variant.name).unwrap();
        finished += check_sampling(&Position::start_with(&rules), 0..150);
    }
    for variant in BasBasanRules::VARIANTS {
        let rules = BasBasanRules::from_variant(variant.name).unwrap();
        finished += check_sampling(&BasBasan::start_with(&rules), 0..100);
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
            let why = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng));
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
            let why = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng));
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
            sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)),
            None
        );
        assert_eq!(p.legal_move_count(), p.legal_moves().len(), "{p}");
    }
}

#[test]
fn the_sampling_check_can_fail() {
    let states = states_of_random_games(&Position::start(), 0..3, 1000);
    assert!(states.iter().any(|(p, _)| p.outcome().is_some()));
    // The next move of the list instead of the drawn one.
    let off_by_one = |p: &Position, rng: &mut ludeme_core::SplitMix64| {
        let moves = p.legal_moves();
        (!moves.is_empty())
            .then(|| moves[(rng.below(moves.len() as u64) as usize + 1) % moves.len()])
    };
    // The drawn move, with one more draw from the generator.
    let greedy = |p: &Position, rng: &mut ludeme_core::SplitMix64| {
        let mv = p.sample_move(rng);
        rng.next_u64();
        mv
    };
    // Always a move, even when the game is over.
    let never_done = |p: &Position, rng: &mut ludeme_core::SplitMix64| {
        p.sample_move(rng).or(Some(crate::Move::step(0, 1)))
    };
    let caught =
        |sample: &dyn Fn(&Position, &mut ludeme_core::SplitMix64) -> Option<crate::Move>| {
            states
                .iter()
                .any(|(p, rng)| sampling_disagrees(p, rng, sample).is_some())
        };
    assert!(caught(&off_by_one));
    assert!(caught(&greedy));
    assert!(caught(&never_done));
    assert!(!caught(&|p, rng| p.sample_move(rng)));
}

//! `sample_move` against a draw from the listed moves (the battery's
//! check), on random games of every variant, set-up positions and crowded
//! boards.

use core::ops::Range;

use ludeme_core::{Game, SplitMix64, Variants};

use ludeme_testing as testing;

use crate::{BasBasanRules, Colour, Position, PositionOn, Rules, RulesOn};

#[test]
fn sample_move_is_the_listed_draw_in_random_games_of_every_variant() {
    let finished =
        listed_draw_in_every_variant::<6>(0..150) + listed_draw_in_every_variant::<7>(0..100);
    // The finished games were checked too (`None` at their end).
    assert!(finished > 300, "{finished} finished games");
}

/// Runs the battery's sampling check on a random game per seed (at most
/// 1,000 plies) of every variant of the board size `N`; returns how many
/// of the games finished.
fn listed_draw_in_every_variant<const N: usize>(seeds: Range<u64>) -> usize {
    RulesOn::<N>::VARIANTS
        .iter()
        .map(|variant| {
            let rules = RulesOn::<N>::from_variant(variant.name).unwrap();
            let start = PositionOn::start_with(&rules);
            testing::check_sample_move_is_the_listed_draw(&start, seeds.clone(), 1000)
        })
        .sum()
}

#[test]
fn sample_move_is_the_listed_draw_in_set_up_positions() {
    let mut rng = SplitMix64::new(5);
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
    // sampler keeps (those are listed instead) and below; on 6×6 one piece
    // in three is black, on 7×7 one in two.
    check_crowded_boards(Rules::default(), 3, &mut rng);
    check_crowded_boards(Rules::default().with_orthogonal_steps(true), 3, &mut rng);
    check_crowded_boards(
        BasBasanRules::default().with_middle_circuit(true),
        2,
        &mut rng,
    );
}

/// Checks `sample_move` against a draw from the listed moves, and the move
/// count against the list, on 400 random boards under `rules`, White and
/// Black to move in turn: from one piece to one per point dropped on
/// random points (a later one replacing an earlier one), black one time
/// in `black_one_in`.
fn check_crowded_boards<const N: usize>(
    rules: RulesOn<N>,
    black_one_in: u64,
    rng: &mut SplitMix64,
) {
    let points = (N * N) as u64;
    for round in 0..400 {
        let turn = if round % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let mut p = PositionOn::empty(turn, rules);
        for _ in 0..1 + rng.below(points) {
            let colour = if rng.below(black_one_in) == 0 {
                Colour::Black
            } else {
                Colour::White
            };
            p = p.put(colour, rng.below(points) as u8);
        }
        let why = testing::sampling_disagrees(&p, rng, |p, rng| p.sample_move(rng));
        assert_eq!(why, None, "{p}");
        // Counting shares the sampler's captures.
        assert_eq!(p.legal_move_count(), p.legal_moves().len(), "{p}");
    }
}

//! Every registered game lists its tactical moves as its legal moves that
//! `is_tactical` accepts, in the same order, whether it lists them directly
//! (Surakarta: its captures alone) or by the default: on random games of
//! every variant.

use ludeme::{games, random_playout, AnyGame, AnyRules, Game, Heuristic};

#[test]
fn tactical_moves_are_the_tactical_legal_moves() {
    let mut positions = 0;
    let mut tactical = 0;
    for game in games() {
        for variant in game.every_variant() {
            let rules = AnyRules::by_name(game.name, Some(&variant)).unwrap();
            let start = AnyGame::start_with(&rules);
            for seed in 0..60 {
                for plies in [0, 3, 6, 10, 15, 20, 30, 45, 60, 80, 120] {
                    let state = random_playout(&start, seed, plies).last;
                    let expected: Vec<_> = state
                        .legal_moves()
                        .iter()
                        .copied()
                        .filter(|&mv| state.is_tactical(mv))
                        .collect();
                    let mut listed = Default::default();
                    state.tactical_moves(&mut listed);
                    assert_eq!(listed.to_vec(), expected, "{variant} {state}");
                    positions += 1;
                    tactical += expected.len();
                }
            }
        }
    }
    // The comparison saw tactical moves, not only empty lists.
    assert!(
        tactical > positions / 4,
        "{tactical} tactical moves in {positions} positions"
    );
}

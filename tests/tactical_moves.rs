//! Every registered game lists its tactical moves as its legal moves that
//! `is_tactical` accepts, in the same order, whether it lists them directly
//! (Surakarta: its captures alone) or by the default: on random games of
//! every variant, on each game's own type; and quiescence's one look
//! (`stand_pat`) gives what `evaluate`, `plain_evaluate` and
//! `tactical_moves` give.

use ludeme::{
    games, random_playout, AnyRules, GameVisitor, Heuristic, Registered, Side, Yardstick,
};

/// Compares along random games; gives the positions seen and the tactical
/// moves among them.
struct Tactical<'a> {
    variant: &'a str,
}

impl GameVisitor for Tactical<'_> {
    type Output = (usize, usize);

    fn visit<G: Registered>(self, rules: G::Rules) -> (usize, usize) {
        let variant = self.variant;
        let (mut positions, mut tactical) = (0, 0);
        let start = G::start_with(&rules);
        for seed in 0..60 {
            for plies in [0, 3, 6, 10, 15, 20, 30, 45, 60, 80, 120] {
                let state = random_playout(&start, seed, plies).last;
                let expected: Vec<_> = state
                    .legal_moves()
                    .iter()
                    .copied()
                    .filter(|&mv| state.is_tactical(mv))
                    .collect();
                let mut listed = G::MoveList::default();
                state.tactical_moves(&mut listed);
                assert_eq!(listed.to_vec(), expected, "{variant} {state}");
                stands_pat_as_it_evaluates(&state, &expected);
                positions += 1;
                tactical += expected.len();
            }
        }
        (positions, tactical)
    }
}

#[test]
fn tactical_moves_are_the_tactical_legal_moves() {
    let mut positions = 0;
    let mut tactical = 0;
    for game in games() {
        for variant in game.every_variant() {
            let rules = AnyRules::by_name(game.name, Some(&variant)).unwrap();
            let (seen, found) = rules.visit(Tactical { variant: &variant });
            positions += seen;
            tactical += found;
        }
    }
    // The comparison saw tactical moves, not only empty lists.
    assert!(
        tactical > positions / 4,
        "{tactical} tactical moves in {positions} positions"
    );
}

/// `stand_pat` for every side, both yardsticks: the estimate of
/// `evaluate` or `plain_evaluate`, and the tactical moves when asked for.
fn stands_pat_as_it_evaluates<G: Heuristic>(state: &G, tactical: &[G::Move]) {
    for side in (0..state.seat_count()).map(|s| Side(s as u8)) {
        for yardstick in Yardstick::BOTH {
            let expected = if yardstick == Yardstick::Plain {
                state.plain_evaluate(side)
            } else {
                state.evaluate(side)
            };
            let mut listed = G::MoveList::default();
            let mut seen = None;
            let value = state.stand_pat(side, yardstick, &mut listed, |v| {
                seen = Some(v);
                true
            });
            assert_eq!(value, expected, "{yardstick:?}, {side:?} in {state}");
            assert_eq!(seen, Some(value), "wants_moves is asked of the estimate");
            assert_eq!(listed.to_vec(), tactical, "{state}");
            let refused = state.stand_pat(side, yardstick, &mut listed, |_| false);
            assert_eq!(refused, expected, "{state}");
        }
    }
}

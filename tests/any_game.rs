//! `AnyGame` behaves as each registered game does on its own: every method
//! of `Game`, `History`, `Heuristic`, `Render` and the battery's
//! `TestableGame`, compared over random games of every variant.

use ludeme::testing::{check_state, TestableGame};
use ludeme::{
    games, perft, random_playout, Actor, AnyGame, AnyRules, DiagramStyle, EndReason, Game,
    GameVisitor, Heuristic, History, NameError, Registered, Render, Seat, Side, SplitMix64,
};

/// Every registered variant, and every option on the default variant.
fn every_variant() -> Vec<AnyRules> {
    let mut all = Vec::new();
    for game in games() {
        for variant in &game.variants {
            all.push(AnyRules::by_name(game.name, Some(variant.name)).unwrap());
        }
        for option in &game.options {
            let name = format!("{}+{}", game.variants[0].name, option.name);
            all.push(AnyRules::by_name(game.name, Some(&name)).unwrap());
        }
    }
    all
}

fn texts<M: ToString>(moves: &[M]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// The fewest states of random games on which each variant is compared.
const MIN_STATES: usize = 80;

/// Compares the game's own type `G` with `AnyGame` state by state.
struct Compare {
    rules: AnyRules,
}

impl GameVisitor for Compare {
    type Output = usize;

    fn visit<G: Registered>(self, rules: G::Rules) -> usize {
        let start = G::start_with(&rules);
        let any_start = AnyGame::start_with(&self.rules);
        assert_eq!(
            any_start,
            start.clone().into(),
            "the start of {:?}",
            self.rules
        );
        let mut compared = 0;
        // Five games at least, more while fewer than 80 states were seen
        // (a game of short random games needs more of them).
        let mut next_seed = 0;
        while next_seed < 5 || (compared <= MIN_STATES && next_seed < 1_000) {
            let seed = next_seed;
            next_seed += 1;
            let game = random_playout(&start, seed, 120);
            let mut state = start.clone();
            let mut any = any_start.clone();
            same(&state, &any, seed, true);
            for mv in game.moves {
                let any_mv = any.parse_move(&mv.to_string()).unwrap();
                state.play(mv).unwrap();
                any.play(any_mv).unwrap();
                compared += 1;
                // Every candidate move is tried on one state in ten.
                same(&state, &any, seed, compared % 10 == 0);
            }
        }
        compared
    }
}

/// Every method of every trait, on `state` and on `any`.
fn same<G: Registered>(state: &G, any: &AnyGame, seed: u64, candidates: bool) {
    let at = format!("{state} (seed {seed})");
    assert_eq!(any, &state.clone().into(), "{at}");
    // Game.
    assert_eq!(any.to_string(), state.to_string(), "{at}");
    assert_eq!(
        AnyGame::start_with(&any.rules()),
        G::start_with(&state.rules()).into(),
        "rules of {at}"
    );
    assert_eq!(
        AnyGame::from_text(&state.to_string(), &any.rules()).as_ref(),
        Ok(any),
        "{at}"
    );
    assert_eq!(any.seat_count(), state.seat_count(), "{at}");
    for seat in (0..state.seat_count()).map(|s| Seat(s as u8)) {
        assert_eq!(any.side_of(seat), state.side_of(seat), "{at}");
        assert_eq!(any.seat_name(seat), state.seat_name(seat), "{at}");
    }
    assert_eq!(any.to_act(), state.to_act(), "{at}");
    let moves = state.legal_moves();
    assert_eq!(texts(&any.legal_moves()), texts(&moves), "{at}");
    assert_eq!(any.legal_move_count(), state.legal_move_count(), "{at}");
    let outcomes: Vec<(String, f64)> = state
        .chance_outcomes()
        .iter()
        .map(|(m, p)| (m.to_string(), *p))
        .collect();
    let any_outcomes: Vec<(String, f64)> = any
        .chance_outcomes()
        .iter()
        .map(|(m, p)| (m.to_string(), *p))
        .collect();
    assert_eq!(any_outcomes, outcomes, "{at}");
    let mut rng = SplitMix64::new(seed);
    let mut any_rng = SplitMix64::new(seed);
    for _ in 0..3 {
        assert_eq!(
            any.sample_move(&mut any_rng).map(|m| m.to_string()),
            state.sample_move(&mut rng).map(|m| m.to_string()),
            "{at}"
        );
    }
    assert_eq!(any.outcome(), state.outcome(), "{at}");
    assert_eq!(any.zobrist(), state.zobrist(), "{at}");
    // Every candidate move: the same verdict, reason and result.
    let candidate_moves = if candidates {
        any.candidate_moves()
    } else {
        Vec::new()
    };
    for any_mv in candidate_moves {
        let text = any_mv.to_string();
        // Some candidates (`roll 0`) have text that no state reads back.
        let Ok(mv) = state.parse_move(&text) else {
            assert!(any.parse_move(&text).is_err(), "{text} in {at}");
            continue;
        };
        let (mut a, mut b) = (any.clone(), state.clone());
        match (a.play(any_mv), b.play(mv)) {
            (Ok(()), Ok(())) => assert_eq!(a, b.into(), "{text} in {at}"),
            (Err(x), Err(y)) => assert_eq!(x.to_string(), y.to_string(), "{text} in {at}"),
            (x, y) => panic!("{text} in {at}: {x:?} against {y:?}"),
        }
    }
    assert_eq!(any.zobrist_from_scratch(), state.zobrist(), "{at}");
    // History.
    assert_eq!(any.history_rules(), state.history_rules(), "{at}");
    for &mv in moves.iter() {
        let any_mv = any.parse_move(&mv.to_string()).unwrap();
        assert_eq!(
            any.is_irreversible(any_mv),
            state.is_irreversible(mv),
            "{at}"
        );
    }
    for reason in [EndReason::Repetition, EndReason::NoCaptureLimit] {
        assert_eq!(any.adjudicate(reason), state.adjudicate(reason), "{at}");
    }
    // Heuristic.
    for side in (0..state.seat_count()).map(|s| Side(s as u8)) {
        assert_eq!(any.evaluate(side), state.evaluate(side), "{at}");
        assert_eq!(any.plain_evaluate(side), state.plain_evaluate(side), "{at}");
    }
    for &mv in moves.iter() {
        let any_mv = any.parse_move(&mv.to_string()).unwrap();
        assert_eq!(any.is_tactical(any_mv), state.is_tactical(mv), "{at}");
    }
    // Render.
    for style in [
        DiagramStyle::unicode(),
        DiagramStyle::ascii(),
        DiagramStyle::unicode().with_colour(true),
    ] {
        assert_eq!(any.diagram(style), state.diagram(style), "{at}");
    }
    assert_eq!(any.svg(), state.svg(), "{at}");
    for &mv in state.legal_moves().iter() {
        let any_mv = any.parse_move(&mv.to_string()).unwrap();
        assert_eq!(
            any.move_squares(any_mv),
            state.move_squares(mv),
            "{mv} in {at}"
        );
    }
}

#[test]
fn any_game_forwards_every_method_of_every_registered_game() {
    for rules in every_variant() {
        let compared = rules.clone().visit(Compare {
            rules: rules.clone(),
        });
        assert!(
            compared > MIN_STATES,
            "{rules:?}: random games reach only {compared} states in 1,000 games; \
             the comparison needs more than {MIN_STATES} (see the book, docs/src/adding-a-game.md)"
        );
    }
}

#[test]
fn any_game_passes_the_battery() {
    for rules in every_variant() {
        let start = AnyGame::start_with(&rules);
        for seed in 0..3 {
            let game = random_playout(&start, seed, 60);
            let mut state = start.clone();
            check_state(&state);
            for mv in game.moves {
                state.play(mv).unwrap();
                check_state(&state);
            }
        }
        ludeme::testing::check_record(&start, 0..3, 300);
    }
}

#[test]
fn the_comparison_can_fail() {
    // A state of another variant is told apart.
    let small = AnyGame::by_name("surakarta", None, None).unwrap();
    let orthogonal = AnyGame::by_name("surakarta", Some("orthogonal"), None).unwrap();
    assert_ne!(small, orthogonal);
    assert_ne!(small.legal_move_count(), orthogonal.legal_move_count());
}

#[test]
fn perft_through_any_game_equals_the_spec() {
    let any = AnyGame::by_name("surakarta", None, None).unwrap();
    assert_eq!(perft(&any, 3), 5_382);
    let barca = AnyGame::by_name("barca", None, None).unwrap();
    assert_eq!(perft(&barca, 3), 66_286);
    let barricade = AnyGame::by_name("barricade", None, None).unwrap();
    assert_eq!(barricade.to_act(), Actor::Chance);
    assert_eq!(perft(&barricade, 2), 176);
}

#[test]
fn names_are_checked() {
    assert!(matches!(
        AnyRules::by_name("go", None),
        Err(NameError::UnknownGame { .. })
    ));
    let err = AnyRules::by_name("go", None).unwrap_err().to_string();
    let names: Vec<&str> = games().iter().map(|g| g.name).collect();
    assert!(err.ends_with(&names.join(", ")), "{err}");
    let err = AnyRules::by_name("surakarta", Some("huge"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("huge") && err.contains("bas-basan-3"), "{err}");
    assert!(AnyRules::by_name("barricade", Some("pairs-4+protect-partners")).is_ok());
    let err = AnyRules::by_name("barricade", Some("pairs+nope"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("+no-low-barricades"), "{err}");
    assert!(AnyRules::by_name("barca", Some("big")).is_err());
    let solo = AnyGame::by_name("barricade", Some("individual-3"), None).unwrap();
    assert_eq!(solo.seat_count(), 3);
    assert_eq!(solo.game_name(), "barricade");
}

#[test]
fn a_move_of_another_game_is_refused() {
    let mut small = AnyGame::by_name("surakarta", None, None).unwrap();
    let big = AnyGame::by_name("surakarta", Some("bas-basan"), None).unwrap();
    let mv = big.parse_move("a2-a3").unwrap();
    let before = small.clone();
    assert_eq!(small.play(mv), Err(ludeme::AnyError::WrongGame));
    assert_eq!(small, before);
    assert!(!small.is_irreversible(mv));
}

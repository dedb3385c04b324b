//! What the by-name layer answers by value (`AnyGame`, `AnyMove`,
//! `AnyRules`: text, rules, names, moves read from text) agrees with each
//! registered game's own type, compared over random games of every
//! variant; and the battery and perft, run on each game's own type chosen
//! by name.

use ludeme::{
    games, random_playout, Actor, AnyGame, AnyRules, GameVisitor, Member, NameError, Registered,
    StateVisitor,
};
use ludeme_testing::{check_record, check_state};

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

/// The fewest states of random games on which each variant is compared.
const MIN_STATES: usize = 80;

/// Compares the by-name values with the game's own type `G`, state by
/// state along random games.
struct Compare {
    rules: AnyRules,
}

impl GameVisitor for Compare {
    type Output = usize;

    fn visit<G: Registered>(self, rules: G::Rules) -> usize {
        let start = G::start_with(&rules);
        assert_eq!(
            AnyGame::start_with(&self.rules),
            start.clone().into(),
            "the start of {:?}",
            self.rules
        );
        assert_eq!(G::any_rules(rules), self.rules);
        let candidates = ludeme_testing::moves_met(&start, 0..20, 120);
        let mut compared = 0;
        // Five games at least, more while fewer than 80 states were seen
        // (a game of short random games needs more of them).
        let mut next_seed = 0;
        while next_seed < 5 || (compared <= MIN_STATES && next_seed < 1_000) {
            let seed = next_seed;
            next_seed += 1;
            let game = random_playout(&start, seed, 120);
            let mut state = start.clone();
            same(&state, seed, Some(&candidates));
            for mv in game.moves {
                state.play(mv).unwrap();
                compared += 1;
                // Every candidate move's text is read on one state in ten.
                same(
                    &state,
                    seed,
                    (compared % 10 == 0).then_some(&candidates[..]),
                );
            }
        }
        compared
    }
}

/// The by-name state's own state, back into a by-name value.
struct Back;

impl StateVisitor for Back {
    type Output = AnyGame;
    fn visit<G: Registered>(self, state: G) -> AnyGame {
        state.into()
    }
}

/// What `state` answers by name, as a value: its text, rules, name and
/// seats, and the moves read from text.
fn same<G: Registered>(state: &G, seed: u64, candidates: Option<&[G::Move]>) {
    let at = format!("{state} (seed {seed})");
    let any: AnyGame = state.clone().into();
    assert_eq!(any.clone().visit(Back), any, "{at}");
    // Text.
    assert_eq!(any.to_string(), state.to_string(), "{at}");
    assert_eq!(
        AnyGame::from_text(&state.to_string(), &any.rules()).as_ref(),
        Ok(&any),
        "{at}"
    );
    // Rules, names and seats.
    assert_eq!(any.rules(), G::any_rules(state.rules()), "{at}");
    assert_eq!(
        AnyGame::start_with(&any.rules()),
        G::start_with(&state.rules()).into(),
        "rules of {at}"
    );
    assert_eq!(any.game_name(), any.rules().game_name(), "{at}");
    assert_eq!(any.seat_count(), state.seat_count(), "{at}");
    // Every legal move read by name is the game's own.
    for &mv in state.legal_moves().iter() {
        let text = mv.to_string();
        let any_mv = any.parse_move(&text).unwrap();
        assert_eq!(any_mv, G::any_move(mv), "{text} in {at}");
        assert_eq!(G::own_move(any_mv), Some(mv), "{text} in {at}");
        assert_eq!(any_mv.to_string(), text, "{at}");
    }
    if let Some(candidates) = candidates {
        same_candidates(state, candidates, &any, &at);
    }
}

/// The text of every candidate move (each move legal somewhere in random
/// games of these rules): read as the same move, or refused with the same
/// reason.
fn same_candidates<G: Registered>(state: &G, candidates: &[G::Move], any: &AnyGame, at: &str) {
    for &mv in candidates {
        let text = mv.to_string();
        // Some candidates (`roll 0`) have text that no state reads back.
        match (any.parse_move(&text), state.parse_move(&text)) {
            (Ok(a), Ok(b)) => assert_eq!(a, G::any_move(b), "{text} in {at}"),
            (Err(x), Err(y)) => assert_eq!(x.to_string(), y.to_string(), "{text} in {at}"),
            (x, y) => panic!("{text} in {at}: {x:?} against {y:?}"),
        }
    }
}

#[test]
fn by_name_values_agree_with_every_registered_game() {
    for rules in every_variant() {
        let compared = rules.clone().visit(Compare {
            rules: rules.clone(),
        });
        assert!(
            compared > MIN_STATES,
            "{rules:?}: random games reach only {compared} states in 1,000 games; \
             the comparison needs more than {MIN_STATES} (see the book, docs/src/writing-a-game.md)"
        );
    }
}

/// The battery on the start and along three random games, and the
/// record's checks.
struct Battery;

impl GameVisitor for Battery {
    type Output = ();

    fn visit<G: Registered>(self, rules: G::Rules) {
        let start = G::start_with(&rules);
        for seed in 0..3 {
            let game = random_playout(&start, seed, 60);
            let mut state = start.clone();
            check_state(&state);
            for mv in game.moves {
                state.play(mv).unwrap();
                check_state(&state);
            }
        }
        check_record(&start, 0..3, 300);
    }
}

#[test]
fn every_variant_chosen_by_name_passes_the_battery() {
    for rules in every_variant() {
        rules.visit(Battery);
    }
}

/// Perft of a state, on the game's own type.
struct Perft(u32);

impl StateVisitor for Perft {
    type Output = u64;
    fn visit<G: Registered>(self, state: G) -> u64 {
        ludeme::perft(&state, self.0)
    }
}

/// The legal move count of a state, on the game's own type.
struct MoveCount;

impl StateVisitor for MoveCount {
    type Output = usize;
    fn visit<G: Registered>(self, state: G) -> usize {
        state.legal_move_count()
    }
}

/// Who acts in a state, on the game's own type.
struct ToAct;

impl StateVisitor for ToAct {
    type Output = Actor;
    fn visit<G: Registered>(self, state: G) -> Actor {
        state.to_act()
    }
}

#[test]
fn the_comparison_can_fail() {
    // A state of another variant is told apart.
    let small = AnyGame::by_name("surakarta", None, None).unwrap();
    let orthogonal = AnyGame::by_name("surakarta", Some("orthogonal"), None).unwrap();
    assert_ne!(small, orthogonal);
    assert_ne!(small.rules(), orthogonal.rules());
    assert_ne!(small.visit(MoveCount), orthogonal.visit(MoveCount));
}

#[test]
fn perft_by_name_equals_the_spec() {
    let any = AnyGame::by_name("surakarta", None, None).unwrap();
    assert_eq!(any.visit(Perft(3)), 5_382);
    let barca = AnyGame::by_name("barca", None, None).unwrap();
    assert_eq!(barca.visit(Perft(3)), 66_286);
    let barricade = AnyGame::by_name("barricade", None, None).unwrap();
    assert_eq!(barricade.clone().visit(ToAct), Actor::Chance);
    assert_eq!(barricade.visit(Perft(2)), 176);
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
fn a_move_of_another_game_is_not_the_games_own() {
    let big = AnyGame::by_name("surakarta", Some("bas-basan"), None).unwrap();
    let mv = big.parse_move("a2-a3").unwrap();
    assert_eq!(ludeme::surakarta::Position::own_move(mv), None);
    let own = ludeme::surakarta::BasBasan::own_move(mv).expect("a Bas-basan move");
    assert_eq!(own.to_string(), "a2-a3");
    assert_ne!(
        AnyGame::by_name("surakarta", None, None)
            .unwrap()
            .parse_move("a2-a3"),
        Ok(mv)
    );
}

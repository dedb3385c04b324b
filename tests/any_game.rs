//! `AnyGame` behaves as each game does on its own.

use ludeme::surakarta::{BasBasan, Position};
use ludeme::{perft, AnyGame, AnyRules, Game, NameError, GAMES};

#[test]
fn every_listed_game_starts_and_passes_the_state_checks() {
    for name in GAMES {
        let start = AnyGame::start(&AnyRules::by_name(name, None).unwrap());
        assert_eq!(start.game_name(), name);
        for seed in 0..5 {
            let game = ludeme::random_playout(&start, seed, 60);
            let mut state = start.clone();
            ludeme_core::testing::check_state(&state);
            for mv in game.moves {
                state.play(mv).unwrap();
                ludeme_core::testing::check_state(&state);
            }
        }
    }
}

#[test]
fn perft_through_any_game_equals_the_game_itself() {
    let any = AnyGame::start(&AnyRules::by_name("surakarta", None).unwrap());
    assert_eq!(perft(&any, 3), Position::start().perft(3));
    let big = AnyGame::start(&AnyRules::by_name("surakarta", Some("bas-basan")).unwrap());
    assert_eq!(perft(&big, 3), BasBasan::start().perft(3));
}

#[test]
fn names_are_checked() {
    assert!(matches!(
        AnyRules::by_name("go", None),
        Err(NameError::UnknownGame { .. })
    ));
    let err = AnyRules::by_name("surakarta", Some("huge"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("huge") && err.contains("bas-basan"), "{err}");
    assert!(AnyRules::by_name("barricade", Some("pairs-4+protect-partners")).is_ok());
    assert!(AnyRules::by_name("barricade", Some("pairs+nope")).is_err());
}
#[test]
fn a_move_of_another_game_is_refused() {
    let mut small = AnyGame::start(&AnyRules::by_name("surakarta", None).unwrap());
    let big = AnyGame::start(&AnyRules::by_name("surakarta", Some("bas-basan")).unwrap());
    let mv = big.parse_move("a2-a3").unwrap();
    let before = small.clone();
    assert!(small.play(mv).is_err());
    assert_eq!(small, before);
    assert!("a2-a3".parse::<ludeme::AnyMove>().is_err());
}

#[test]
fn barca_through_any_game() {
    let any = AnyGame::start(&AnyRules::by_name("barca", None).unwrap());
    assert_eq!(perft(&any, 3), 66_286);
    assert!(AnyRules::by_name("barca", Some("big")).is_err());
}

#[test]
fn barricade_through_any_game_has_chance_nodes() {
    let any = AnyGame::start(&AnyRules::by_name("barricade", None).unwrap());
    assert_eq!(any.to_act(), ludeme::Actor::Chance);
    assert_eq!(any.chance_outcomes().len(), 6);
    assert_eq!(perft(&any, 2), 176);
    let solo = AnyGame::start(&AnyRules::by_name("barricade", Some("individual-3")).unwrap());
    assert_eq!(solo.seat_count(), 3);
}

//! `Session`: a game by name, driven by text, as the bindings use it.

use ludeme::session::{Session, SessionError};
use ludeme::{games, Actor};

#[test]
fn every_game_and_variant_opens_and_counts_like_perft() {
    for info in games() {
        for variant in &info.variants {
            let session = Session::new(info.name, Some(variant.name), None).unwrap();
            assert_eq!(session.game_name(), info.name);
            let direct = ludeme::AnyGame::by_name(info.name, Some(variant.name), None).unwrap();
            assert_eq!(
                session.perft(2),
                Ok(ludeme::perft(&direct, 2)),
                "{}",
                variant.name
            );
            assert_eq!(session.position(), direct.to_string());
        }
    }
}

#[test]
fn errors_are_one_line_and_leave_the_session_unchanged() {
    let mut game = Session::new("surakarta", None, None).unwrap();
    let before = game.clone();
    let cases = [
        ("zz", "not a move: "),
        ("b2-b4", "illegal move b2-b4: "),
        ("", "not a move: "),
    ];
    for (text, start) in cases {
        let message = game.play(text).unwrap_err().to_string();
        assert!(message.starts_with(start), "{text}: {message}");
        assert!(!message.contains('\n'), "{message}");
        assert_eq!(game, before, "{text}");
    }
    for (game, variant, position, start) in [
        (
            "chess",
            None,
            None,
            "unknown game \"chess\": available games are barca",
        ),
        (
            "barca",
            Some("tiny"),
            None,
            "unknown variant \"tiny\" of barca",
        ),
        ("barca", None, Some("xx"), "bad position text \"xx\": "),
    ] {
        let message = Session::new(game, variant, position)
            .unwrap_err()
            .to_string();
        assert!(message.starts_with(start), "{message}");
    }
    let long = "x".repeat(100);
    let message = Session::new("barca", None, Some(&long))
        .unwrap_err()
        .to_string();
    assert!(message.starts_with(&format!("bad position text {:?}…: ", "x".repeat(40))));
    assert!(matches!(
        before.best_move("mcts:many", 0),
        Err(SessionError::Player(_))
    ));
}

#[test]
fn a_won_game_refuses_moves_and_says_who_won() {
    // White takes c5 round the loop: Black's last piece.
    let mut game = Session::new("surakarta", None, Some("6/2b3/6/6/1w4/6 w")).unwrap();
    game.play("b2xc5").unwrap();
    assert_eq!(
        game.outcome_text().as_deref(),
        Some("white wins (no pieces left)")
    );
    assert_eq!(game.winner_name().as_deref(), Some("white"));
    assert_eq!(game.to_act(), Actor::Nobody);
    assert!(game.moves().is_empty());
    let message = game.play("c5-c4").unwrap_err().to_string();
    assert_eq!(message, "illegal move c5-c4: the game is over");
    assert_eq!(game.best_move("mcts:10", 1).unwrap(), None);
    assert_eq!(game.undo().as_deref(), Some("b2xc5"));
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_history_rules_of_play_apply() {
    // Barca: the third occurrence of a placement draws.
    let mut game = Session::new("barca", None, None).unwrap();
    for _ in 0..2 {
        for mv in ["d2-c3", "d9-c8", "c3-d2", "c8-d9"] {
            game.play(mv).unwrap();
        }
    }
    assert_eq!(game.outcome_text().as_deref(), Some("draw (repetition)"));
    assert_eq!(game.history().len(), 8);
    assert_eq!(game.history()[..2], ["d2-c3", "d9-c8"]);
    assert!(game.moves().is_empty());
    assert_eq!(game.to_act(), Actor::Nobody);
}

#[test]
fn built_in_players_and_chance_give_legal_moves() {
    for (name, player) in [
        ("barca", "ab:2000"),
        ("surakarta", "mcts:30"),
        ("barricade", "ab:2000"),
        ("barricade", "greedy"),
    ] {
        let mut game = Session::new(name, None, None).unwrap();
        for seed in 0..12 {
            let Some(mv) = game.best_move(player, seed).unwrap() else {
                break;
            };
            assert!(game.moves().contains(&mv), "{name}: {mv}");
            game.play(&mv).unwrap();
        }
        assert!(game.record().plies() > 0);
    }
}

//! `GameHandle`: a game by name, driven by text, as the bindings use it.

use ludeme::players::PlayerSpec;
use ludeme::session::{ErrorKind, GameHandle, Seats, Session, Turn};
use ludeme::{games, Actor, Game, Registered, StateVisitor};

/// Perft on the game's own type.
struct Perft(u32);

impl StateVisitor for Perft {
    type Output = u64;
    fn visit<G: Registered>(self, state: G) -> u64 {
        ludeme::perft(&state, self.0)
    }
}

#[test]
fn every_game_and_variant_opens_and_counts_like_perft() {
    for info in games() {
        for variant in &info.variants {
            let session = GameHandle::new(info.name, Some(variant.name), None).unwrap();
            assert_eq!(session.session().game_name(), info.name);
            let direct = ludeme::AnyGame::by_name(info.name, Some(variant.name), None).unwrap();
            assert_eq!(
                session.session().perft(2),
                direct.clone().visit(Perft(2)),
                "{}",
                variant.name
            );
            assert_eq!(session.session().position(), direct.to_string());
        }
    }
}

#[test]
fn errors_are_one_line_and_leave_the_session_unchanged() {
    let mut game = GameHandle::new("surakarta", None, None).unwrap();
    let before = game.clone();
    let cases = [
        ("zz", "not a move: "),
        ("b2-b4", "illegal move b2-b4: "),
        ("", "not a move: "),
    ];
    for (text, start) in cases {
        let message = game.session_mut().play(text).unwrap_err().to_string();
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
        let message = GameHandle::new(game, variant, position)
            .unwrap_err()
            .to_string();
        assert!(message.starts_with(start), "{message}");
    }
    let long = "x".repeat(100);
    let message = GameHandle::new("barca", None, Some(&long))
        .unwrap_err()
        .to_string();
    assert!(message.starts_with(&format!("bad position text {:?}…: ", "x".repeat(40))));
    assert!(matches!(
        before.best_move("mcts:many", 0).map_err(|e| e.kind()),
        Err(ErrorKind::Player)
    ));
}

#[test]
fn a_won_game_refuses_moves_and_says_who_won() {
    // White takes c5 round the loop: Black's last piece.
    let mut game = GameHandle::new("surakarta", None, Some("6/2b3/6/6/1w4/6 w")).unwrap();
    game.session_mut().play("b2xc5").unwrap();
    assert_eq!(
        game.session().outcome_text().as_deref(),
        Some("white wins (no pieces left)")
    );
    assert_eq!(game.session().winner_name().as_deref(), Some("white"));
    assert_eq!(game.session().to_act(), Actor::Nobody);
    assert!(game.session().legal_move_texts().is_empty());
    let message = game.session_mut().play("c5-c4").unwrap_err().to_string();
    assert_eq!(message, "illegal move c5-c4: the game is over");
    assert_eq!(game.best_move("mcts:10", 1).unwrap(), None);
    assert_eq!(game.session_mut().undo().as_deref(), Some("b2xc5"));
    assert_eq!(game.session().outcome(), None);
}

#[test]
fn the_history_rules_of_play_apply() {
    // Barca: the third occurrence of a placement draws.
    let mut game = GameHandle::new("barca", None, None).unwrap();
    for _ in 0..2 {
        for mv in ["d2-c3", "d9-c8", "c3-d2", "c8-d9"] {
            game.session_mut().play(mv).unwrap();
        }
    }
    assert_eq!(
        game.session().outcome_text().as_deref(),
        Some("draw (repetition)")
    );
    assert_eq!(game.session().history().len(), 8);
    assert_eq!(game.session().history()[..2], ["d2-c3", "d9-c8"]);
    assert!(game.session().legal_move_texts().is_empty());
    assert_eq!(game.session().to_act(), Actor::Nobody);
}

#[test]
fn built_in_players_and_chance_give_legal_moves() {
    for (name, player) in [
        ("barca", "ab:2000"),
        ("surakarta", "mcts:30"),
        ("barricade", "ab:2000"),
        ("barricade", "greedy"),
    ] {
        let mut game = GameHandle::new(name, None, None).unwrap();
        for seed in 0..12 {
            let Some(mv) = game.best_move(player, seed).unwrap() else {
                break;
            };
            assert!(
                game.session().legal_move_texts().contains(&mv),
                "{name}: {mv}"
            );
            game.session_mut().play(&mv).unwrap();
        }
        assert!(!game.session().history().is_empty());
    }
}

/// Every registered game and variant, by name.
fn every_variant() -> Vec<(&'static str, &'static str)> {
    games()
        .iter()
        .flat_map(|g| g.variants.iter().map(move |v| (g.name, v.name)))
        .collect()
}

#[test]
fn step_plays_every_game_to_its_end_with_legal_moves() {
    for (name, variant) in every_variant() {
        let mut game = GameHandle::new(name, Some(variant), None).unwrap();
        let seats = vec![Some(PlayerSpec::Random); game.session().seat_count()];
        let mut at_table = game.session().seats(&seats, 11);
        let mut plies = 0;
        loop {
            let (to_act, legal) = (game.session().to_act(), game.session().legal_move_texts());
            match game.session_mut().step(&mut at_table).unwrap() {
                Turn::Played { actor, mv } => {
                    assert_eq!(actor, to_act, "{name} {variant}");
                    assert!(legal.contains(&mv), "{name} {variant}: {mv}");
                    plies += 1;
                    assert_eq!(game.session().history().len(), plies);
                }
                Turn::Over(outcome) => {
                    assert_eq!(Some(outcome), game.session().outcome());
                    assert_eq!(
                        game.session().history().len(),
                        plies,
                        "the end plays nothing"
                    );
                    break;
                }
                other => panic!("{name} {variant}: {other:?}"),
            }
            assert!(plies < 100_000, "{name} {variant}: no end");
        }
        assert!(plies > 0, "{name} {variant}");
    }
}

#[test]
fn step_stops_for_a_person_and_the_seeds_replay_the_same_game() {
    for (name, variant) in every_variant() {
        let start = GameHandle::new(name, Some(variant), None).unwrap();
        let seat_count = start.session().seat_count();
        // A person in every seat: only the die moves.
        let mut people = start.session().seats(&vec![None; seat_count], 3);
        let mut game = start.clone();
        loop {
            match game.session_mut().step(&mut people).unwrap() {
                Turn::Played { actor, .. } => assert_eq!(actor, Actor::Chance),
                Turn::Person(seat) => {
                    assert_eq!(game.session().to_act(), Actor::Seat(seat), "{name}");
                    break;
                }
                other => panic!("{name}: {other:?}"),
            }
        }
        // Built-in players with the same seed play the same game.
        let bots = vec![Some(PlayerSpec::mcts(8)); seat_count];
        let play = |seed| {
            let mut game = start.clone();
            let mut seats = game.session().seats(&bots, seed);
            for _ in 0..30 {
                if matches!(game.session_mut().step(&mut seats).unwrap(), Turn::Over(_)) {
                    break;
                }
            }
            game.session().history()
        };
        assert_eq!(play(5), play(5), "{name} {variant}");
    }
}

#[test]
fn a_session_of_a_game_s_own_type_plays_as_the_session_by_name() {
    use ludeme::barricade::Position;
    let own: Session<Position> = Session::from_game(Position::start());
    let by_name = GameHandle::new("barricade", None, None).unwrap();
    let spec = [Some(PlayerSpec::Greedy), Some(PlayerSpec::Random)];
    let (mut own, mut by_name) = (own, by_name);
    let (mut own_seats, mut name_seats) = (Seats::new(&spec, 9), by_name.session().seats(&spec, 9));
    for _ in 0..200 {
        let a = own.step(&mut own_seats).unwrap();
        let b = by_name.session_mut().step(&mut name_seats).unwrap();
        if let (Turn::Played { mv: a, .. }, Turn::Played { mv: b, .. }) = (a, b) {
            assert_eq!(a.to_string(), b.to_string());
        } else {
            break;
        }
    }
    assert_eq!(own.history(), by_name.session().history());
    assert_eq!(own.position(), by_name.session().position());
    assert!(own.history().len() > 10);
}

#[test]
fn a_move_in_two_decisions_is_played_one_at_a_time() {
    // Red's piece on e2 with a 1 lands on e3's barricade, then places it.
    let text = "e2 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1";
    let mut game = GameHandle::new("barricade", None, Some(text)).unwrap();
    let capture = game.session().move_to_action("e2-e3/e5").unwrap();
    assert_eq!(
        game.session_mut().play_action(i64::from(capture)).ok(),
        Some(None)
    );
    assert_eq!(game.session().pending(), [capture]);
    assert!(game
        .session()
        .legal_move_texts()
        .iter()
        .all(|m| m.starts_with("e2-e3/")));
    // Text that does not complete the first decision is refused.
    let refused = game.session_mut().play("h-c1").unwrap_err().to_string();
    assert!(refused.starts_with("illegal move h-c1: "), "{refused}");
    assert_eq!(game.session().pending(), [capture]);
    let place = game.session().move_to_action("e2-e3/e5").unwrap();
    let Ok(Some(mv)) = game.session_mut().play_action(i64::from(place)) else {
        panic!("the second decision completes the move");
    };
    assert_eq!(mv.to_string(), "e2-e3/e5");
    assert!(game.session().pending().is_empty());
    assert_eq!(game.session().history(), ["e2-e3/e5"]);
    // Undo: the move; after a first decision, the decision (as "").
    assert_eq!(game.session_mut().undo().as_deref(), Some("e2-e3/e5"));
    game.session_mut().play_action(i64::from(capture)).unwrap();
    assert_eq!(game.session_mut().undo().as_deref(), Some(""));
    assert_eq!(game.session().position(), text);
    let bad = game.session_mut().play_action(-1).unwrap_err().to_string();
    assert!(
        bad.starts_with("illegal action -1: not among the "),
        "{bad}"
    );
}

#[test]
fn the_outcome_and_legal_actions_follow_every_move_and_undo() {
    let mut game = GameHandle::new("surakarta", None, Some("6/2b3/6/6/1w4/6 w")).unwrap();
    let before = game.session().next_actions().len();
    assert!(before > 0 && game.session().outcome().is_none());
    game.session_mut().play("b2xc5").unwrap();
    assert!(game.session().outcome().is_some());
    assert!(game.session().next_actions().is_empty());
    game.session_mut().undo_to(0);
    assert_eq!(game.session().outcome(), None);
    assert_eq!(game.session().next_actions().len(), before);
}

#[test]
fn perft_depth_and_seats_are_checked_in_words() {
    let handle = ludeme::session::GameHandle::new("barca", None, None).unwrap();
    let deep = handle.perft(21).unwrap_err().to_string();
    assert!(
        deep.starts_with("perft depth must be a whole number from 0 to 20, not 21"),
        "{deep}"
    );
    assert_eq!(handle.perft(1).ok(), Some(38));
    let game = handle.session();
    assert_eq!(game.seat_name(1).ok().as_deref(), Some("black"));
    let seat = game.seat_name(2).unwrap_err().to_string();
    assert_eq!(seat, "no seat 2: the game has seats 0 to 1");
}

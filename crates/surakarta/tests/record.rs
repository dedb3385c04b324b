//! The history rules of a game record (ICGA style), through the generic
//! `ludeme_core::GameLine` and the `History` impl of the position.

use ludeme_core::{EndReason, Game, GameLine, GameLineError, History, HistoryRules};
use ludeme_surakarta::{Colour, Position};

fn first_step(record: &GameLine<Position>) -> ludeme_surakarta::Move {
    *record
        .position()
        .legal_moves()
        .iter()
        .find(|m| !m.is_capture())
        .expect("a step")
}

/// White's b2 against Black's c5 and a1, White to move: b2 can take c5
/// round the loop at once.
fn b2_against_c5_and_a1() -> GameLine<Position> {
    GameLine::new("6/2b3/6/6/1w4/b5 w".parse().unwrap())
}

/// Plays the moves of `texts` in `game`, each while the game is not over.
fn play_while_open(game: &mut GameLine<Position>, texts: &[&str]) {
    for text in texts {
        assert!(game.outcome().is_none(), "over before {text}");
        game.play(text.parse().unwrap()).unwrap();
    }
}

#[test]
fn the_default_history_rules_are_icga_style() {
    let start = Position::start();
    let rules = start.history_rules();
    assert_eq!(rules.repetition, Some(2), "any repetition");
    assert_eq!(rules.no_capture_limit, Some(50));
    assert_eq!(rules.ply_cap, None);
    assert_eq!(GameLine::new(start).rules(), rules);
    assert!(start.is_irreversible("b2xe5".parse().unwrap()));
    assert!(!start.is_irreversible("b2-c3".parse().unwrap()));
}

#[test]
fn fifty_plies_without_capture_end_the_game_on_piece_count() {
    let start: Position = "b5/6/6/6/6/w4w w".parse().unwrap();
    let rules = start.history_rules().with_repetition(None);
    let mut game = GameLine::with_rules(start, rules);
    for ply in 0..50 {
        assert!(game.outcome().is_none(), "over at ply {ply}");
        let mv = first_step(&game);
        game.play(mv).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::NoCaptureLimit);
    assert_eq!(
        outcome.winner(),
        Some(Colour::White.side()),
        "two pieces against one"
    );
    assert_eq!(game.plies_since_irreversible(), 50);
    let mv = first_step(&game);
    assert_eq!(game.play(mv), Err(GameLineError::GameOver));
    // Without the rule the game goes on.
    let mut free = GameLine::with_rules(start, HistoryRules::NONE);
    for _ in 0..60 {
        let mv = first_step(&free);
        free.play(mv).unwrap();
    }
    assert!(free.outcome().is_none());
}

#[test]
fn a_capture_resets_the_count() {
    // White b2 takes c5 round the loop at once; then the count starts again.
    let mut game = b2_against_c5_and_a1();
    game.play("b2-b3".parse().unwrap()).unwrap();
    game.play("a1-a2".parse().unwrap()).unwrap();
    assert_eq!(game.plies_since_irreversible(), 2);
    let mut game = b2_against_c5_and_a1();
    game.play("b2xc5".parse().unwrap()).unwrap();
    assert_eq!(game.plies_since_irreversible(), 0);
    assert!(game.outcome().is_none());
}

#[test]
fn a_repetition_ends_the_game_on_piece_count() {
    // The start position stands again with White to move: White's one piece
    // against Black's two, so Black wins.
    let mut game = b2_against_c5_and_a1();
    assert!(matches!(
        game.play("a1-a2".parse().unwrap()),
        Err(GameLineError::Illegal(_))
    ));
    play_while_open(&mut game, &["b2-b3", "a1-a2", "b3-b2", "a2-a1"]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::Repetition);
    assert_eq!(outcome.winner(), Some(Colour::Black.side()));
    assert_eq!(outcome.describe(game.position()), "black wins (repetition)");
    game.undo();
    assert!(game.outcome().is_none());
}

#[test]
fn a_capture_ends_what_could_repeat() {
    // After a capture no earlier position can repeat: only positions since
    // the capture count.
    let mut game = b2_against_c5_and_a1();
    game.play("b2xc5".parse().unwrap()).unwrap();
    play_while_open(&mut game, &["a1-a2", "c5-c4", "a2-a1", "c4-c5"]);
    assert_eq!(game.occurrences(), 2);
    assert_eq!(game.plies_since_irreversible(), 4);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::Repetition);
    assert_eq!(
        outcome,
        Position::adjudicate(game.position(), EndReason::Repetition)
    );
}

#[test]
fn a_repeated_position_ends_the_game_and_undo_reopens_it() {
    let mut game = GameLine::new(Position::start());
    play_while_open(&mut game, &["a2-a3", "a5-a4", "a3-a2", "a4-a5"]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::Repetition);
    assert_eq!(outcome.winner(), None, "12 against 12");
    assert_eq!(
        game.play("a2-a3".parse().unwrap()),
        Err(GameLineError::GameOver)
    );
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("a4-a5"));
    assert!(game.outcome().is_none());
    assert_eq!(game.plies_since_irreversible(), 3);
    let mut lenient = GameLine::with_rules(Position::start(), HistoryRules::NONE);
    for mv in ["a2-a3", "a5-a4", "a3-a2", "a4-a5"] {
        lenient.play(mv.parse().unwrap()).unwrap();
    }
    assert!(lenient.outcome().is_none());
}

//! The history rules of a game record (ICGA style), through the generic
//! `ludeme_core::Record` and the `History` impl of the position.

use ludeme_core::{EndReason, Game, History, HistoryRules, Record, RecordError};
use ludeme_surakarta::{Colour, Position};

fn first_step(record: &Record<Position>) -> ludeme_surakarta::Move {
    *record
        .position()
        .legal_moves()
        .iter()
        .find(|m| !m.is_capture())
        .expect("a step")
}

#[test]
fn the_default_history_rules_are_icga_style() {
    let start = Position::start();
    let rules = start.history_rules();
    assert_eq!(rules.repetition, Some(2), "any repetition");
    assert_eq!(rules.no_capture_limit, Some(50));
    assert_eq!(rules.ply_cap, None);
    assert_eq!(Record::new(start).rules(), rules);
    assert!(start.is_irreversible("b2xe5".parse().unwrap()));
    assert!(!start.is_irreversible("b2-c3".parse().unwrap()));
}

#[test]
fn fifty_plies_without_capture_end_the_game_on_piece_count() {
    let start: Position = "b5/6/6/6/6/w4w w".parse().unwrap();
    let rules = start.history_rules().with_repetition(None);
    let mut game = Record::with_rules(start, rules);
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
    assert_eq!(game.play(mv), Err(RecordError::GameOver));
    // Without the rule the game goes on.
    let mut free = Record::with_rules(start, HistoryRules::NONE);
    for _ in 0..60 {
        let mv = first_step(&free);
        free.play(mv).unwrap();
    }
    assert!(free.outcome().is_none());
}

#[test]
fn a_capture_resets_the_count() {
    // White b2 takes c5 round the loop at once; then the count starts again.
    let start: Position = "6/2b3/6/6/1w4/b5 w".parse().unwrap();
    let mut game = Record::new(start);
    game.play("b2-b3".parse().unwrap()).unwrap();
    game.play("a1-a2".parse().unwrap()).unwrap();
    assert_eq!(game.plies_since_irreversible(), 2);
    let mut game = Record::new(start);
    game.play("b2xc5".parse().unwrap()).unwrap();
    assert_eq!(game.plies_since_irreversible(), 0);
    assert!(game.outcome().is_none());
}

#[test]
fn a_repetition_ends_the_game_on_piece_count() {
    // The start position stands again with White to move: White's one piece
    // against Black's two, so Black wins.
    let start: Position = "6/2b3/6/6/1w4/b5 w".parse().unwrap();
    let mut game = Record::new(start);
    assert!(matches!(
        game.play("a1-a2".parse().unwrap()),
        Err(RecordError::Illegal(_))
    ));
    for mv in ["b2-b3", "a1-a2", "b3-b2", "a2-a1"] {
        assert!(game.outcome().is_none(), "over before {mv}");
        game.play(mv.parse().unwrap()).unwrap();
    }
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
    let start: Position = "6/2b3/6/6/1w4/b5 w".parse().unwrap();
    let mut game = Record::new(start);
    game.play("b2xc5".parse().unwrap()).unwrap();
    for mv in ["a1-a2", "c5-c4", "a2-a1", "c4-c5"] {
        assert!(game.outcome().is_none(), "over before {mv}");
        game.play(mv.parse().unwrap()).unwrap();
    }
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
    let mut game = Record::new(Position::start());
    for mv in ["a2-a3", "a5-a4", "a3-a2", "a4-a5"] {
        assert!(game.outcome().is_none());
        game.play(mv.parse().unwrap()).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::Repetition);
    assert_eq!(outcome.winner(), None, "12 against 12");
    assert_eq!(
        game.play("a2-a3".parse().unwrap()),
        Err(RecordError::GameOver)
    );
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("a4-a5"));
    assert!(game.outcome().is_none());
    assert_eq!(game.plies_since_irreversible(), 3);
    let mut lenient = Record::with_rules(Position::start(), HistoryRules::NONE);
    for mv in ["a2-a3", "a5-a4", "a3-a2", "a4-a5"] {
        lenient.play(mv.parse().unwrap()).unwrap();
    }
    assert!(lenient.outcome().is_none());
}

//! The history rules of the game record (ICGA style).

use ludeme_core::EndReason;
use ludeme_surakarta::{Colour, IllegalMove, Position, Record, RecordRules};

fn first_step(record: &Record) -> ludeme_surakarta::Move {
    *record
        .position()
        .legal_moves()
        .iter()
        .find(|m| !m.is_capture())
        .expect("a step")
}

#[test]
fn fifty_plies_without_capture_end_the_game_on_piece_count() {
    let start: Position = "b5/6/6/6/6/w4w w".parse().unwrap();
    let mut rules = RecordRules::default();
    rules.repetition = false;
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
    let mv = first_step(&game);
    assert_eq!(game.play(mv), Err(IllegalMove::GameOver));
    // Without the rule the game goes on.
    let mut free = Record::with_rules(start, RecordRules::none());
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
    game.play("b2xc5".parse().unwrap()).unwrap();
    assert_eq!(game.plies_since_capture(), 0);
    assert!(game.outcome().is_none());
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
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("a4-a5"));
    assert!(game.outcome().is_none());
    assert_eq!(game.plies_since_capture(), 3);
    let mut lenient = Record::with_rules(Position::start(), RecordRules::none());
    for mv in ["a2-a3", "a5-a4", "a3-a2", "a4-a5"] {
        lenient.play(mv.parse().unwrap()).unwrap();
    }
    assert!(lenient.outcome().is_none());
}

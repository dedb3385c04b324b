//! Whole games of every game and variant, driven by bytes through a
//! `GameLine` (the game's history rules) with undo. The first byte chooses
//! the game and variant; then each step reads an operation byte:
//!
//! - 0–15: undo (the record walks back to the position before);
//! - 16–23: a candidate move (the next two bytes index the game's whole
//!   move space), which the record must refuse unless it is legal;
//! - 24–27: move text (the next byte is its length), likewise;
//! - 28–255: a legal move or chance outcome (the next byte picks it); once
//!   the record says the game is over, it must refuse that move, and the
//!   step undoes instead.
//!
//! After every step the position's invariants hold (`check_position`:
//! incremental Zobrist equal to the one from scratch, the moves sorted and
//! counted by `legal_move_count`, the end of the game consistent, chance
//! outcomes summing to 1, sampled moves legal, the text round trip), the record's
//! repetition count matches a recount, and its outcome agrees with the
//! position's; every 16th ply, and at the end, the whole per-state battery
//! (`check_state`, which also round-trips every move's text); after an undo
//! and at the end, a record replayed from the start gives the same
//! positions and outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::{GameLine, GameLineError, GameVisitor, Registered};
use ludeme_fuzz::{assert_one_line, candidate, choose, text, Input};
use ludeme_testing::{check_position, check_state};

/// The most steps one input takes (a few hundred plies).
const MAX_STEPS: usize = 400;

/// Plays `mv`, which the record must accept exactly when it is legal and
/// the game goes on, and refuse without a change otherwise.
fn offer<G: Registered>(record: &mut GameLine<G>, mv: G::Move) {
    let over = record.outcome().is_some();
    let legal = !over && record.position().legal_moves().contains(&mv);
    let before = record.clone();
    match record.play(mv) {
        Ok(()) => assert!(legal, "the record accepts {mv} in {}", before.position()),
        Err(e) => {
            assert!(!legal, "the record refuses legal {mv}: {e}");
            if over {
                assert_eq!(e, GameLineError::GameOver);
            }
            assert_one_line(&e.to_string(), "record error");
            assert_eq!(*record, before, "refusing {mv} changed the record");
        }
    }
}

/// The record replayed from its start under its rules: the same positions,
/// repetition counts and outcome.
fn check_replay<G: Registered>(record: &GameLine<G>) {
    let mut replay = GameLine::with_rules(record.start().clone(), record.rules());
    for &mv in record.moves() {
        replay
            .play(mv)
            .unwrap_or_else(|e| panic!("{mv} refused on replay in {}: {e}", replay.position()));
    }
    assert_eq!(replay.positions(), record.positions());
    assert_eq!(replay.occurrences(), record.occurrences());
    assert_eq!(
        replay.plies_since_irreversible(),
        record.plies_since_irreversible()
    );
    assert_eq!(replay.outcome(), record.outcome());
}

/// What holds after every step.
fn check_step<G: Registered>(record: &GameLine<G>) {
    let state = record.position();
    if record.plies().is_multiple_of(16) {
        check_state(state);
    } else {
        check_position(state);
    }
    if let Some(own) = state.outcome() {
        assert_eq!(record.outcome(), Some(own), "the record's end differs");
    }
    let positions = record.positions();
    let quiet = record.plies_since_irreversible();
    let stood = positions[positions.len() - 1 - quiet..]
        .iter()
        .filter(|p| *p == state)
        .count();
    assert_eq!(record.occurrences(), stood, "repetitions of {state}");
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let Some(first) = input.byte() else {
        return;
    };
    choose(first).rules.clone().visit(PlaySequence(input));
});

/// The steps of the rest of the input, on the chosen game's own type.
struct PlaySequence<'a>(Input<'a>);

impl GameVisitor for PlaySequence<'_> {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        play(GameLine::new(G::start_with(&rules)), self.0);
    }
}

/// Steps `record` as `input` says, checking it after each step.
fn play<G: Registered>(mut record: GameLine<G>, mut input: Input<'_>) {
    check_step(&record);
    for _ in 0..MAX_STEPS {
        let Some(op) = input.byte() else {
            break;
        };
        match op {
            0..=15 => {
                let before = record.clone();
                match record.undo() {
                    None => assert_eq!(before.plies(), 0),
                    Some(mv) => {
                        assert_eq!(Some(&mv), before.moves().last());
                        assert_eq!(record.positions(), &before.positions()[..before.plies()]);
                        check_replay(&record);
                    }
                }
            }
            16..=23 => {
                let index = input.u16();
                if let Some(mv) = candidate(record.position(), index) {
                    offer(&mut record, mv);
                }
            }
            24..=27 => {
                let length = usize::from(input.byte().unwrap_or(0) % 24);
                let text = text(input.take(length));
                match record.position().parse_move(&text) {
                    Ok(mv) => offer(&mut record, mv),
                    Err(e) => assert_one_line(&e.to_string(), "move text error"),
                }
            }
            _ => {
                let pick = usize::from(input.byte().unwrap_or(0));
                let moves = record.position().legal_moves();
                if moves.is_empty() {
                    assert!(record.outcome().is_some());
                    record.undo();
                } else {
                    let mv = moves[pick % moves.len()];
                    if record.outcome().is_some() {
                        assert_eq!(record.play(mv), Err(GameLineError::GameOver));
                        record.undo();
                    } else {
                        record
                            .play(mv)
                            .unwrap_or_else(|e| panic!("legal {mv} refused: {e}"));
                    }
                }
            }
        }
        check_step(&record);
    }
    check_state(record.position());
    check_replay(&record);
}

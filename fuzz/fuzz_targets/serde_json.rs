//! The `serde` forms of every game's positions, moves and rules, read from
//! arbitrary JSON. The first byte chooses what is read (a position, a move,
//! or a case: rules, an optional position text, moves, optional history
//! rules and an optional seed for random play, of one of the game types);
//! the rest is the JSON. Reading never panics; what is read writes back to
//! JSON that reads back equal (a position with its rules); a position or
//! move string reads exactly as its text parses; a position read is a valid
//! state (the per-state battery); and rules read from JSON start games that
//! pass the battery too.
#![no_main]

use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use ludeme::testing::{check_play_matches_generation, check_state, TestableGame};
use ludeme::{barca, barricade, surakarta};
use ludeme::{AnyGame, History, HistoryRules, Record, Registered, SplitMix64};
use ludeme_fuzz::{assert_one_line, check_play_sampled, check_views};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A game to set up and play, as JSON gives it.
#[derive(Deserialize)]
#[serde(bound(deserialize = "R: Deserialize<'de>, M: Deserialize<'de>"))]
struct Case<R, M> {
    rules: R,
    #[serde(default)]
    position: Option<String>,
    #[serde(default)]
    moves: Vec<M>,
    #[serde(default)]
    history: Option<HistoryRules>,
    #[serde(default)]
    seed: Option<u64>,
}

/// The most moves of a case that are played.
const MAX_MOVES: usize = 64;
/// The most random plies after them.
const MAX_RANDOM_PLIES: usize = 200;

fn position<G>(json: &[u8])
where
    G: TestableGame + Registered + Serialize + DeserializeOwned + FromStr,
    G::Err: std::fmt::Display,
{
    let read = serde_json::from_slice::<G>(json);
    if let Ok(text) = serde_json::from_slice::<String>(json) {
        match (&read, text.parse::<G>()) {
            (Ok(read), Ok(parsed)) => assert_eq!(read, &parsed, "{text:?}"),
            (Err(_), Err(e)) => assert_one_line(&e.to_string(), "position error"),
            _ => panic!("JSON and text disagree on {text:?}"),
        }
    }
    match read {
        Ok(state) => {
            check_state(&state);
            check_views(&state.clone().into());
            let written = serde_json::to_string(&state).expect("a position writes");
            let again: G = serde_json::from_str(&written)
                .unwrap_or_else(|e| panic!("{written} does not read back: {e}"));
            assert_eq!(again, state, "{written}");
            // The text alone exactly when the rules are the default.
            let as_text = serde_json::to_string(&state.to_string()).unwrap();
            assert_eq!(
                written == as_text,
                state.rules() == G::Rules::default(),
                "{written}"
            );
        }
        // serde_json's own messages quote JSON as it is: not checked.
        Err(e) => drop(e.to_string()),
    }
}

fn a_move<M>(json: &[u8])
where
    M: Serialize + DeserializeOwned + FromStr + Eq + std::fmt::Debug + std::fmt::Display,
    M::Err: std::fmt::Display,
{
    let read = serde_json::from_slice::<M>(json);
    if let Ok(text) = serde_json::from_slice::<String>(json) {
        match (&read, text.parse::<M>()) {
            (Ok(read), Ok(parsed)) => assert_eq!(read, &parsed, "{text:?}"),
            (Err(_), Err(e)) => assert_one_line(&e.to_string(), "move error"),
            _ => panic!("JSON and text disagree on move {text:?}"),
        }
    }
    match read {
        Ok(mv) => {
            let written = serde_json::to_string(&mv).expect("a move writes");
            let again: M = serde_json::from_str(&written)
                .unwrap_or_else(|e| panic!("{written} does not read back: {e}"));
            assert_eq!(again, mv, "{written}");
            assert_eq!(written, serde_json::to_string(&mv.to_string()).unwrap());
        }
        Err(e) => drop(e.to_string()),
    }
}

fn case<G>(json: &[u8])
where
    G: TestableGame + History + Registered + Serialize + DeserializeOwned,
    G::Rules: Serialize + DeserializeOwned,
    G::Move: DeserializeOwned,
{
    let case: Case<G::Rules, G::Move> = match serde_json::from_slice(json) {
        Ok(case) => case,
        Err(e) => return drop(e.to_string()),
    };
    let written = serde_json::to_string(&case.rules).expect("rules write");
    let again: G::Rules = serde_json::from_str(&written)
        .unwrap_or_else(|e| panic!("rules {written} do not read back: {e}"));
    assert_eq!(again, case.rules, "{written}");
    if let Some(history) = case.history {
        let written = serde_json::to_string(&history).expect("history rules write");
        assert_eq!(
            serde_json::from_str::<HistoryRules>(&written).ok(),
            Some(history)
        );
    }
    let state = match &case.position {
        None => G::start_with(&case.rules),
        Some(text) => match G::from_text(text, &case.rules) {
            Ok(state) => state,
            Err(e) => return assert_one_line(&e.to_string(), "position error"),
        },
    };
    assert_eq!(state.rules(), case.rules, "rules {written}");
    // A position's serde form carries its rules when they are not the
    // default: every position reads back equal, rules included.
    let json = serde_json::to_string(&state).expect("a position writes");
    let again: G =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json} does not read back: {e}"));
    assert_eq!(again, state, "{json}");
    check_state(&state);
    if state.zobrist() % 8 == 0 {
        check_play_matches_generation(&state);
    } else {
        check_play_sampled(&state.clone().into(), state.zobrist(), 256);
    }
    check_views(&state.clone().into());
    let history = case.history.unwrap_or_else(|| state.history_rules());
    let mut record = Record::with_rules(state, history);
    for &mv in case.moves.iter().take(MAX_MOVES) {
        let legal = record.outcome().is_none() && record.position().legal_moves().contains(&mv);
        let before = record.position().clone();
        match record.play(mv) {
            Ok(()) => {
                assert!(legal, "{mv} accepted in {before}");
                check_state(record.position());
            }
            Err(e) => {
                assert!(!legal, "legal {mv} refused in {before}: {e}");
                assert_eq!(record.position(), &before);
            }
        }
    }
    if let Some(seed) = case.seed {
        let mut rng = SplitMix64::new(seed);
        for _ in 0..MAX_RANDOM_PLIES {
            if record.outcome().is_some() {
                break;
            }
            let Some(mv) = record.position().sample_move(&mut rng) else {
                panic!("no move drawn in {}, not over", record.position());
            };
            record
                .play(mv)
                .unwrap_or_else(|e| panic!("sampled {mv} refused: {e}"));
            check_state(record.position());
        }
        let any: AnyGame = record.position().clone().into();
        check_views(&any);
    }
    if let Some(outcome) = record.outcome() {
        assert_one_line(&outcome.describe(record.position()), "outcome");
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&kind, json)) = data.split_first() else {
        return;
    };
    match kind % 12 {
        0 => position::<barca::Position>(json),
        1 => position::<barricade::Position>(json),
        2 => position::<surakarta::Position>(json),
        3 => position::<surakarta::BasBasan>(json),
        4 => a_move::<barca::Move>(json),
        5 => a_move::<barricade::Move>(json),
        6 => a_move::<surakarta::Move>(json),
        7 => a_move::<surakarta::BasBasanMove>(json),
        8 => case::<barca::Position>(json),
        9 => case::<barricade::Position>(json),
        10 => case::<surakarta::Position>(json),
        _ => case::<surakarta::BasBasan>(json),
    }
});

//! The `serde` forms of every game's positions, moves and rules, read from
//! arbitrary JSON. The first byte chooses the game and variant (its own
//! type, reached through the registry: `ludeme_fuzz::visit_serde`), the
//! second what is read: a position, a move, or a case (rules, which default
//! to the chosen variant's, an optional position text, moves, optional
//! history rules and an optional seed for random play); the rest is the
//! JSON. Reading never panics; what is read writes back to JSON that reads
//! back equal (a position with its rules); a position or move string reads
//! exactly as its text parses; a position read is a valid state (the
//! per-state battery); and rules read from JSON start games that pass the
//! battery too, played through a `Session` of the game's own type.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::players::PlayerSpec;
use ludeme::session::{Seats, Session, Turn};
use ludeme::{Actor, HistoryRules, Registered, SerdeForms};
use ludeme_fuzz::{assert_one_line, check_parsed_state, check_views, choose};
use ludeme_testing::check_state;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A game to set up and play, as JSON gives it.
#[derive(Deserialize)]
#[serde(bound(deserialize = "R: Deserialize<'de>, M: Deserialize<'de>"))]
struct Case<R, M> {
    #[serde(default)]
    rules: Option<R>,
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

/// What the second byte asks to read.
#[derive(Clone, Copy)]
enum Kind {
    Position,
    Move,
    Case,
}

/// The check of one input on the chosen game's own type.
struct Check<'a> {
    kind: Kind,
    json: &'a [u8],
}

impl ludeme::SerdeVisitor for Check<'_> {
    type Output = ();
    fn visit<G: Registered + SerdeForms>(self, rules: G::Rules) {
        match self.kind {
            Kind::Position => position::<G>(self.json),
            Kind::Move => a_move::<G::Move>(self.json),
            Kind::Case => case::<G>(self.json, rules),
        }
    }
}

fn position<G: Registered + SerdeForms>(json: &[u8]) {
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
            check_views(&state);
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
    M: Serialize + DeserializeOwned + std::str::FromStr + Eq + std::fmt::Debug + std::fmt::Display,
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

/// A case under its rules, else `chosen` (the first byte's variant).
fn case<G: Registered + SerdeForms>(json: &[u8], chosen: G::Rules) {
    let case: Case<G::Rules, G::Move> = match serde_json::from_slice(json) {
        Ok(case) => case,
        Err(e) => return drop(e.to_string()),
    };
    let rules = case.rules.unwrap_or(chosen);
    let written = serde_json::to_string(&rules).expect("rules write");
    let again: G::Rules = serde_json::from_str(&written)
        .unwrap_or_else(|e| panic!("rules {written} do not read back: {e}"));
    assert_eq!(again, rules, "{written}");
    if let Some(history) = case.history {
        let written = serde_json::to_string(&history).expect("history rules write");
        assert_eq!(
            serde_json::from_str::<HistoryRules>(&written).ok(),
            Some(history)
        );
    }
    let state = match &case.position {
        None => G::start_with(&rules),
        Some(text) => match G::from_text(text, &rules) {
            Ok(state) => state,
            Err(e) => return assert_one_line(&e.to_string(), "position error"),
        },
    };
    assert_eq!(state.rules(), rules, "rules {written}");
    // A position's serde form carries its rules when they are not the
    // default: every position reads back equal, rules included.
    let json = serde_json::to_string(&state).expect("a position writes");
    let again: G =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json} does not read back: {e}"));
    assert_eq!(again, state, "{json}");
    check_parsed_state(&state);
    // The game in progress: a session of the game's own type.
    let history = case.history.unwrap_or_else(|| state.history_rules());
    let mut session = Session::with_rules(state, history);
    for &mv in case.moves.iter().take(MAX_MOVES) {
        let legal = !session.is_over() && session.game().legal_moves().contains(&mv);
        let before = session.clone();
        match session.play_move(mv) {
            Ok(()) => {
                assert!(legal, "{mv} accepted in {}", before.game());
                check_state(session.game());
            }
            Err(e) => {
                assert!(!legal, "legal {mv} refused in {}: {e}", before.game());
                assert_one_line(&e.to_string(), "session illegal move");
                assert_eq!(session, before, "refusing {mv} changed the session");
            }
        }
    }
    if let Some(seed) = case.seed {
        play_randomly(&mut session, seed);
    }
    if let Some(words) = session.outcome_text() {
        assert_one_line(&words, "outcome");
    }
}

/// Random players in every seat and the die, drawn with `seed`, until the
/// end or the ply limit.
fn play_randomly<G: Registered>(session: &mut Session<G>, seed: u64) {
    let players = vec![Some(PlayerSpec::Random); session.game().seat_count()];
    let mut seats = Seats::new(&players, seed);
    for _ in 0..MAX_RANDOM_PLIES {
        let actor = session.to_act();
        match session.step(&mut seats) {
            Ok(Turn::Played { actor: played, .. }) => {
                assert_eq!(played, actor, "who played in {}", session.game());
                check_state(session.game());
            }
            Ok(Turn::Over(outcome)) => {
                assert_eq!(actor, Actor::Nobody);
                assert_eq!(session.outcome(), Some(outcome));
                break;
            }
            Ok(turn) => panic!("{turn:?} with every seat a player"),
            Err(e) => panic!("a random player or the die failed: {e}"),
        }
    }
    check_views(session.game());
}

fuzz_target!(|data: &[u8]| {
    let [game, kind, json @ ..] = data else {
        return;
    };
    let kind = match kind % 3 {
        0 => Kind::Position,
        1 => Kind::Move,
        _ => Kind::Case,
    };
    choose(*game)
        .rules
        .clone()
        .visit_serde(Check { kind, json });
});

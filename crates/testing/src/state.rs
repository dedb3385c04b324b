//! Checks of one state: its moves, its text, its hash.

use std::collections::BTreeSet;
use std::vec::Vec;

use ludeme_core::{Actor, Game};

/// Runs every per-state check on `state`: [`check_position`], and every
/// legal move's text read back as the move.
pub fn check_state<G: Game>(state: &G) {
    let moves = state.legal_moves();
    check_position_with(state, &moves);
    check_move_texts(state, &moves);
}

/// Runs every per-state check on `state` but the move texts (the costliest
/// part): clone equality; legal moves strictly sorted (so free of
/// duplicates) and counted by [`Game::legal_move_count`]; the end of the
/// game consistent across [`Game::to_act`], [`Game::outcome`] and the move
/// list; chance outcomes equal to the legal moves with probabilities
/// summing to 1; draws among the legal moves; the position text read back
/// as the same state, with the same Zobrist key (the key of a state read
/// from text is computed from scratch, so the incremental key must equal
/// it), printing as before.
pub fn check_position<G: Game>(state: &G) {
    check_position_with(state, &state.legal_moves());
}

fn check_position_with<G: Game>(state: &G, moves: &[G::Move]) {
    check_clone(state);
    check_move_list(state, moves);
    let over = state.to_act() == Actor::Nobody;
    check_end(state, over, moves);
    check_chance_outcomes(state, moves);
    check_samples(state, over, moves);
    check_position_text(state);
}

/// A clone equals the state and hashes the same.
fn check_clone<G: Game>(state: &G) {
    let clone = state.clone();
    assert_eq!(&clone, state, "a clone differs from {state}");
    assert_eq!(
        clone.zobrist(),
        state.zobrist(),
        "a clone hashes differently: {state}"
    );
}

/// The legal moves are strictly sorted and counted by
/// [`Game::legal_move_count`].
fn check_move_list<G: Game>(state: &G, moves: &[G::Move]) {
    assert!(
        moves.windows(2).all(|w| w[0] < w[1]),
        "legal moves of {state} are not strictly sorted: {moves:?}"
    );
    assert_eq!(
        state.legal_move_count(),
        moves.len(),
        "legal_move_count of {state}"
    );
}

/// The end of the game (`over`: nobody to act) agrees with
/// [`Game::outcome`] and with an empty move list.
fn check_end<G: Game>(state: &G, over: bool, moves: &[G::Move]) {
    assert_eq!(
        over,
        state.outcome().is_some(),
        "to_act and outcome disagree on {state}"
    );
    assert_eq!(
        over,
        moves.is_empty(),
        "a state has no moves iff it is over: {state}"
    );
}

/// At a chance node the outcomes are the legal moves, each with a
/// positive probability, summing to 1; elsewhere there are none.
fn check_chance_outcomes<G: Game>(state: &G, moves: &[G::Move]) {
    let outcomes = state.chance_outcomes();
    if state.to_act() == Actor::Chance {
        let outcome_moves: Vec<G::Move> = outcomes.iter().map(|&(m, _)| m).collect();
        assert_eq!(&outcome_moves[..], moves, "chance outcomes of {state}");
        assert!(
            outcomes.iter().all(|&(_, p)| p > 0.0),
            "a zero probability in {state}"
        );
        let sum: f64 = outcomes.iter().map(|&(_, p)| p).sum();
        assert!(
            (sum - 1.0).abs() < 1e-12,
            "chance probabilities of {state} sum to {sum}"
        );
    } else {
        assert!(
            outcomes.is_empty(),
            "chance outcomes outside a chance node: {state}"
        );
    }
}

/// [`Game::sample_move`] draws legal moves, and nothing once the game is
/// `over`.
fn check_samples<G: Game>(state: &G, over: bool, moves: &[G::Move]) {
    let mut rng = ludeme_core::SplitMix64::new(state.zobrist());
    for _ in 0..4 {
        match state.sample_move(&mut rng) {
            None => assert!(over, "sample_move found nothing in {state}"),
            Some(mv) => assert!(
                moves.contains(&mv),
                "sample_move drew {mv}, not legal in {state}"
            ),
        }
    }
}

/// The position text reads back as the same state, with the same Zobrist
/// key, and prints as before.
fn check_position_text<G: Game>(state: &G) {
    let text = state.to_string();
    match G::from_text(&text, &state.rules()) {
        Ok(parsed) => {
            assert_eq!(&parsed, state, "position text {text:?} does not round-trip");
            assert_eq!(
                state.zobrist(),
                parsed.zobrist(),
                "incremental and from-scratch Zobrist differ on {state}"
            );
            assert_eq!(
                parsed.to_string(),
                text,
                "position text {text:?} prints differently"
            );
        }
        Err(e) => panic!("position text {text:?} does not parse back: {e}"),
    }
}

/// Every legal move's text reads back as the move.
fn check_move_texts<G: Game>(state: &G, moves: &[G::Move]) {
    for &mv in moves {
        let mv_text = mv.to_string();
        assert_eq!(
            state.parse_move(&mv_text).ok(),
            Some(mv),
            "move text {mv_text:?} does not round-trip in {state}"
        );
    }
}

/// Checks that the moves [`Game::play`] accepts among all candidates are
/// exactly the generated legal moves; that a refused move leaves the state
/// unchanged; and that an accepted move gives the same state as
/// [`Game::play_unchecked`], and [`Game::play_unhashed`] the same position
/// (its Zobrist key aside), which is also what [`Game::for_each_child`]
/// shows, move by move. A finished game thereby refuses every move.
///
/// `candidates` are the moves offered: every legal move must be among them.
pub fn check_play_matches_generation<G: Game>(state: &G, candidates: &[G::Move]) {
    let moves = state.legal_moves();
    let mut children = Vec::new();
    let count = state.for_each_child(&mut G::MoveList::default(), |child| {
        children.push(child.to_string());
    });
    let played: Vec<String> = moves
        .iter()
        .map(|&mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            child.to_string()
        })
        .collect();
    assert_eq!(count, children.len(), "for_each_child miscounts in {state}");
    assert_eq!(
        children, played,
        "for_each_child shows other children than the moves played in {state}"
    );
    let legal: BTreeSet<G::Move> = moves.iter().copied().collect();
    let space: BTreeSet<G::Move> = candidates.iter().copied().collect();
    for mv in &legal {
        assert!(
            space.contains(mv),
            "legal move {mv} of {state} is not a candidate"
        );
    }
    for &mv in candidates {
        let mut checked = state.clone();
        match checked.play(mv) {
            Ok(()) => {
                assert!(
                    legal.contains(&mv),
                    "play accepts {mv}, not generated, in {state}"
                );
                let mut unchecked = state.clone();
                unchecked.play_unchecked(mv);
                assert_eq!(
                    checked, unchecked,
                    "play and play_unchecked differ on {mv} in {state}"
                );
                // Unhashed: the same position but for the key (its text,
                // and so every piece, turn and rule the text shows).
                let mut unhashed = state.clone();
                unhashed.play_unhashed(mv);
                assert_eq!(
                    unhashed.to_string(),
                    unchecked.to_string(),
                    "play_unhashed and play_unchecked differ on {mv} in {state}"
                );
                assert_eq!(
                    unhashed.legal_moves().to_vec(),
                    unchecked.legal_moves().to_vec(),
                    "play_unhashed leaves other moves than play_unchecked after {mv} in {state}"
                );
            }
            Err(e) => {
                assert!(
                    !legal.contains(&mv),
                    "play refuses generated move {mv} in {state}: {e}"
                );
                assert_eq!(&checked, state, "refusing {mv} changed {state}");
                assert!(!e.to_string().is_empty(), "an empty reason refusing {mv}");
            }
        }
    }
}

/// Parses arbitrary text as a position and as a move under `rules`: this must
/// never panic, and whatever parses must print and parse back to itself.
pub fn check_parsers_total<G: Game>(text: &str, rules: &G::Rules) {
    if let Ok(state) = G::from_text(text, rules) {
        let printed = state.to_string();
        let again = G::from_text(&printed, rules)
            .unwrap_or_else(|e| panic!("{text:?} parsed, but its print {printed:?} does not: {e}"));
        assert_eq!(
            again, state,
            "{text:?} does not round-trip through {printed:?}"
        );
    }
    let start = G::start_with(rules);
    if let Ok(mv) = start.parse_move(text) {
        let printed = mv.to_string();
        assert_eq!(
            start.parse_move(&printed).ok(),
            Some(mv),
            "move {text:?} prints as {printed:?}"
        );
    }
}

/// Checks that the Zobrist keys of `states` tell them apart: two states
/// with the same position text have the same key, and two with different
/// texts different keys (a 64-bit collision among a few thousand states
/// has odds of about 10⁻¹²). Feed it states that differ in every part of
/// the position: along random games, and variants that only the game can
/// make (the other side to move, a die rolled or not).
///
/// # Panics
/// Naming the two states that share a key, or the text with two keys.
pub fn check_keys_tell_apart<G: Game>(states: impl IntoIterator<Item = G>) {
    let mut by_key = std::collections::BTreeMap::new();
    let mut by_text = std::collections::BTreeMap::new();
    for state in states {
        let (key, text) = (state.zobrist(), state.to_string());
        if let Some(other) = by_key.insert(key, text.clone()) {
            assert_eq!(
                other, text,
                "two positions share the key {key:#018x}: the keys must tell apart every \
                 part of the position"
            );
        }
        if let Some(other) = by_text.insert(text.clone(), key) {
            assert_eq!(other, key, "{text}: one position, two keys");
        }
    }
}

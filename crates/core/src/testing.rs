//! The shared test battery (feature `testing`): the checks that every game
//! passes, written once. A game crate runs them on itself in a few lines:
//!
//! ```
//! use ludeme_core::{demo::DiceRace, testing, Game};
//! let start = DiceRace::start();
//! testing::check_playouts(&start, 0..20, 200, true);
//! ```
//!
//! What the battery asks of a game beyond [`Game`] is [`TestableGame`]: the
//! space of candidate moves, and the Zobrist hash computed from scratch.
//!
//! Every check panics with a message naming the state and the move at fault.

use std::collections::BTreeSet;
use std::ops::Range;
use std::vec::Vec;

use crate::{random_playout, Actor, Game, History, Record, Variants};

/// What the test battery asks of a game beyond [`Game`]: hooks that only
/// tests need, kept off the rules trait.
pub trait TestableGame: Game {
    /// Every move of the game's move space that could be legal in some state
    /// played under this state's rules (a superset of the legal moves), so
    /// that the battery can compare the generated moves with the moves that
    /// [`Game::play`] accepts.
    fn candidate_moves(&self) -> Vec<Self::Move>;

    /// The Zobrist hash computed from scratch, to check the incremental
    /// [`Game::zobrist`].
    fn zobrist_from_scratch(&self) -> u64;
}

/// Runs every per-state check on `state`:
/// clone equality; legal moves strictly sorted (so free of duplicates) and
/// counted by [`Game::legal_move_count`]; the end of the game consistent across
/// [`Game::to_act`], [`Game::outcome`] and the move list; chance outcomes equal
/// to the legal moves with probabilities summing to 1; incremental Zobrist equal
/// to from-scratch; position and move text round-trips.
pub fn check_state<G: TestableGame>(state: &G) {
    let clone = state.clone();
    assert_eq!(&clone, state, "a clone differs from {state}");
    assert_eq!(
        clone.zobrist(),
        state.zobrist(),
        "a clone hashes differently: {state}"
    );

    let moves = state.legal_moves();
    assert!(
        moves.windows(2).all(|w| w[0] < w[1]),
        "legal moves of {state} are not strictly sorted: {:?}",
        &moves[..]
    );
    assert_eq!(
        state.legal_move_count(),
        moves.len(),
        "legal_move_count of {state}"
    );

    let over = state.to_act() == crate::Actor::Nobody;
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

    let outcomes = state.chance_outcomes();
    if state.to_act() == Actor::Chance {
        let outcome_moves: Vec<G::Move> = outcomes.iter().map(|&(m, _)| m).collect();
        assert_eq!(&outcome_moves[..], &moves[..], "chance outcomes of {state}");
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

    assert_eq!(
        state.zobrist(),
        state.zobrist_from_scratch(),
        "incremental and from-scratch Zobrist differ on {state}"
    );

    let mut rng = crate::SplitMix64::new(state.zobrist());
    for _ in 0..4 {
        match state.sample_move(&mut rng) {
            None => assert!(over, "sample_move found nothing in {state}"),
            Some(mv) => assert!(
                moves.contains(&mv),
                "sample_move drew {mv}, not legal in {state}"
            ),
        }
    }

    let text = state.to_string();
    match G::from_text(&text, &state.rules()) {
        Ok(parsed) => {
            assert_eq!(&parsed, state, "position text {text:?} does not round-trip");
            assert_eq!(
                parsed.to_string(),
                text,
                "position text {text:?} prints differently"
            );
        }
        Err(e) => panic!("position text {text:?} does not parse back: {e}"),
    }
    for &mv in moves.iter() {
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
/// [`Game::play_unchecked`]. A finished game thereby refuses every move.
pub fn check_play_matches_generation<G: TestableGame>(state: &G) {
    let moves = state.legal_moves();
    let legal: BTreeSet<G::Move> = moves.iter().copied().collect();
    let candidates = state.candidate_moves();
    let space: BTreeSet<G::Move> = candidates.iter().copied().collect();
    for mv in &legal {
        assert!(
            space.contains(mv),
            "legal move {mv} of {state} is not a candidate"
        );
    }
    for &mv in &candidates {
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

/// Plays a random game from `start` for each seed and runs [`check_state`] and
/// [`check_play_matches_generation`] on every state met. With `must_end`, each
/// game must be over within `max_plies` (the game's length bound).
pub fn check_playouts<G: TestableGame>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
    must_end: bool,
) {
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut state = start.clone();
        check_state(&state);
        check_play_matches_generation(&state);
        for &mv in &game.moves {
            state
                .play(mv)
                .unwrap_or_else(|e| panic!("seed {seed}: {mv} refused in {state}: {e}"));
            check_state(&state);
            check_play_matches_generation(&state);
        }
        assert_eq!(
            state, game.last,
            "seed {seed}: replay differs from the playout"
        );
        if must_end {
            assert!(
                state.to_act() == Actor::Nobody,
                "seed {seed}: not over after {max_plies} plies: {state}"
            );
        }
    }
}

/// The fixed action space along random games from `start`: every legal
/// move's actions lie in `0..num_actions`, distinct moves have distinct
/// sequences and none is a prefix of another's, the actions complete the
/// move again ([`crate::LegalActions::decide`]), the first actions are
/// [`crate::LegalActions::firsts`], and the observation has its shape, is finite and not blank
/// (after each first decision of a two-decision move too).
pub fn check_actions<G: crate::Actions>(start: &G, seeds: Range<u64>, max_plies: usize) {
    let rules = start.rules();
    let size = G::num_actions(&rules);
    let [planes, rows, columns] = G::observation_shape(&rules);
    let mut observation = alloc::vec![0f32; planes * rows * columns];
    let mut observe = |state: &G, pending: &[u32]| {
        observation.fill(0.0);
        state.observe(pending, &mut observation);
        assert!(
            observation.iter().all(|v| v.is_finite()),
            "observation not finite: {state}"
        );
        assert!(
            observation.iter().any(|&v| v != 0.0),
            "observation left blank: {state}"
        );
    };
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut states = alloc::vec![start.clone()];
        for &mv in &game.moves {
            let mut next = states[states.len() - 1].clone();
            next.play_unchecked(mv);
            states.push(next);
        }
        for state in &states {
            let moves = state.legal_moves();
            let legal = state.legal_actions();
            let sequences: Vec<Vec<u32>> = moves
                .iter()
                .map(|&m| state.actions_of(m).to_vec())
                .collect();
            for (m, steps) in moves.iter().zip(&sequences) {
                assert!(
                    (1..=2).contains(&steps.len()),
                    "{m} has {} actions in {state}",
                    steps.len()
                );
                assert!(
                    steps.iter().all(|&a| (a as usize) < size),
                    "{m}: {steps:?} out of 0..{size} in {state}"
                );
                assert_eq!(
                    legal.decide(steps),
                    crate::Decision::Completes(*m),
                    "{m}: {steps:?} in {state}"
                );
                if steps.len() > 1 {
                    observe(state, &steps[..1]);
                }
            }
            for (i, a) in sequences.iter().enumerate() {
                for b in &sequences[i + 1..] {
                    let n = a.len().min(b.len());
                    assert_ne!(a[..n], b[..n], "{a:?} and {b:?} in {state}");
                }
            }
            let mut firsts: Vec<u32> = sequences.iter().map(|s| s[0]).collect();
            firsts.sort_unstable();
            firsts.dedup();
            assert_eq!(legal.firsts(), firsts, "{state}");
            assert_eq!(legal.following(&[]), firsts, "{state}");
            observe(state, &[]);
        }
    }
}

/// Checks that a symmetry of the board preserves the number of legal moves and
/// the perft to `depth` on every state of random playouts from `start`; `map`
/// returns the image of a state.
pub fn check_symmetry<G: Game>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
    depth: u32,
    map: impl Fn(&G) -> G,
) {
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut state = start.clone();
        let check = |state: &G| {
            let image = map(state);
            assert_eq!(
                crate::perft(state, depth),
                crate::perft(&image, depth),
                "seed {seed}: {state} and its image {image} differ in perft {depth}"
            );
        };
        check(&state);
        for &mv in &game.moves {
            state.play_unchecked(mv);
            check(&state);
        }
    }
}

/// Checks that [`crate::perft`], which counts the last ply with
/// [`Game::legal_move_count`], equals a perft that lists and plays every
/// move down to the leaves, at each depth up to `depth`.
pub fn check_bulk_counting<G: Game>(state: &G, depth: u32) {
    fn by_playing<G: Game>(state: &G, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        state
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = state.clone();
                child.play_unchecked(mv);
                by_playing(&child, depth - 1)
            })
            .sum()
    }
    for d in 0..=depth {
        assert_eq!(
            crate::perft(state, d),
            by_playing(state, d),
            "bulk-counted perft {d} of {state}"
        );
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

/// Plays a random game from `start` for each seed through a [`Record`] with
/// the game's default history rules, and checks the record against the
/// positions: the record's position is the state played so far; it ends
/// when the position ends or a history rule does, and then refuses every
/// move; undoing every move walks back through the same positions to the
/// start.
pub fn check_record<G: History>(start: &G, seeds: Range<u64>, max_plies: usize) {
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut record = Record::new(start.clone());
        let mut state = start.clone();
        let mut seen = vec![state.clone()];
        for &mv in &game.moves {
            if let Some(outcome) = record.outcome() {
                if let Some(own) = state.outcome() {
                    assert_eq!(outcome, own, "seed {seed}: the record's end differs");
                }
                assert_eq!(
                    record.play(mv),
                    Err(crate::RecordError::GameOver),
                    "seed {seed}: a finished record accepts {mv}"
                );
                break;
            }
            record
                .play(mv)
                .unwrap_or_else(|e| panic!("seed {seed}: the record refuses {mv}: {e}"));
            state.play_unchecked(mv);
            assert_eq!(record.position(), &state, "seed {seed}: after {mv}");
            seen.push(state.clone());
            // The repetition count, recounted since the last irreversible move.
            let quiet = record.plies_since_irreversible();
            let stood = seen[seen.len() - 1 - quiet..]
                .iter()
                .filter(|p| **p == state)
                .count();
            assert_eq!(record.occurrences(), stood, "seed {seed}: after {mv}");
        }
        assert_eq!(record.positions(), &seen[..], "seed {seed}: positions");
        // Half the moves undone and played again (unchecked, as bindings
        // play moves from the legal list): the same counts.
        let counts = |record: &Record<G>| -> Vec<usize> {
            let mut replay = Record::with_rules(start.clone(), record.rules());
            let mut counts = alloc::vec![replay.occurrences()];
            for &mv in record.moves() {
                replay.play(mv).expect("replayed");
                counts.push(replay.occurrences());
            }
            counts
        };
        let before = counts(&record);
        let played = record.moves().to_vec();
        for _ in 0..played.len() / 2 {
            record.undo();
        }
        for &mv in &played[record.plies()..] {
            record.play_unchecked(mv);
            assert_eq!(
                record.occurrences(),
                before[record.plies()],
                "seed {seed}: played again"
            );
        }
        while let Some(mv) = record.undo() {
            seen.pop();
            assert_eq!(
                record.position(),
                seen.last().expect("the start"),
                "seed {seed}: undo {mv}"
            );
        }
        assert_eq!(record.position(), start, "seed {seed}: undone to the start");
        assert_eq!(record.plies(), 0);
    }
}

/// Checks a perft data file: lines `variant | position | depth | nodes`
/// (`#` starts a comment), the variant named as [`Variants::from_variant`]
/// reads it. Lines
/// with more nodes than `LUDEME_PERFT_LIMIT` (default 10 million) are
/// skipped, so deep numbers can be recorded without slowing CI. Returns the
/// number of lines checked.
///
/// # Panics
/// On a malformed line, an unknown variant or a wrong count.
pub fn check_perft_file<G: Game>(data: &str) -> usize
where
    G::Rules: Variants,
{
    let limit: u64 = std::env::var("LUDEME_PERFT_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000_000);
    let mut checked = 0;
    for (number, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [variant, text, depth, nodes] = fields[..] else {
            panic!(
                "line {}: expected variant | position | depth | nodes",
                number + 1
            );
        };
        let rules = G::Rules::from_variant(variant)
            .unwrap_or_else(|| panic!("line {}: unknown variant {variant}", number + 1));
        let depth: u32 = depth
            .parse()
            .unwrap_or_else(|_| panic!("line {}: bad depth", number + 1));
        let nodes: u64 = nodes
            .parse()
            .unwrap_or_else(|_| panic!("line {}: bad node count", number + 1));
        if nodes > limit {
            continue;
        }
        let state =
            G::from_text(text, &rules).unwrap_or_else(|e| panic!("line {}: {e}", number + 1));
        assert_eq!(
            crate::perft(&state, depth),
            nodes,
            "line {}: {line}",
            number + 1
        );
        checked += 1;
    }
    checked
}

/// Compares `actual` with the checked-in golden file at `path` (a regression
/// snapshot); with the environment variable `LUDEME_BLESS` set, rewrites the
/// file first.
///
/// # Panics
/// When the file cannot be read or differs.
pub fn check_golden(path: &str, actual: &str) {
    if std::env::var_os("LUDEME_BLESS").is_some() {
        std::fs::write(path, actual).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
    }
    let expected =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    assert!(
        actual == expected,
        "{path} differs from this run (LUDEME_BLESS=1 rewrites it)"
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::DiceRace;
    use proptest::prelude::*;

    #[test]
    fn the_battery_passes_on_the_dice_race() {
        let start = DiceRace::start();
        check_playouts(&start, 0..200, 100, true);
    }

    #[test]
    #[should_panic(expected = "not over")]
    fn the_length_bound_can_fail() {
        let start = DiceRace::start();
        check_playouts(&start, 0..1, 3, true);
    }

    #[test]
    fn a_record_of_the_dice_race_agrees_with_its_positions() {
        let start = DiceRace::start();
        check_record(&start, 0..50, 100);
    }

    #[test]
    fn the_actions_of_the_dice_race_pass() {
        check_actions(&DiceRace::start(), 0..20, 40);
    }

    #[test]
    fn the_identity_is_a_symmetry() {
        let start = DiceRace::start();
        check_symmetry(&start, 0..5, 30, 2, |s| *s);
    }

    proptest! {
        #[test]
        fn parsers_are_total(text in ".{0,16}") {
            check_parsers_total::<DiceRace>(&text, &Default::default());
        }
    }
}

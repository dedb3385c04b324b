//! Checks along seeded random games: playouts, the action space, symmetry, bulk counting.

use std::collections::BTreeSet;
use std::ops::Range;
use std::vec::Vec;

use super::{check_play_matches_generation, check_state};
use ludeme_core::{random_playout, Actor, Game, Playout};

/// Runs [`check_playouts`] (games need not end) from the start under each
/// rule set of `runs`, with its seeds and its bound on plies: one table for
/// a game's variants and options.
pub fn check_playouts_under<G: Game>(runs: &[(G::Rules, Range<u64>, usize)]) {
    for (rules, seeds, max_plies) in runs {
        check_playouts(&G::start_with(rules), seeds.clone(), *max_plies, false);
    }
}

/// [`check_playouts_under`], offering each state the moves `candidates`
/// gives for it ([`check_playouts_among`]).
pub fn check_playouts_under_among<G: Game>(
    runs: &[(G::Rules, Range<u64>, usize)],
    candidates: impl Fn(&G) -> Vec<G::Move>,
) {
    for (rules, seeds, max_plies) in runs {
        let start = G::start_with(rules);
        check_playouts_among(&start, seeds.clone(), *max_plies, false, &candidates);
    }
}

/// Plays a random game from `start` for each seed and runs [`check_state`] and
/// [`check_play_matches_generation`] on every state met, offering each state
/// every move legal in any state of these games. With `must_end`, each game
/// must be over within `max_plies` (the game's length bound).
pub fn check_playouts<G: Game>(start: &G, seeds: Range<u64>, max_plies: usize, must_end: bool) {
    let games = playouts(start, seeds, max_plies);
    let candidates = moves_in(start, &games);
    check_games(start, &games, max_plies, must_end, |state| {
        check_play_matches_generation(state, &candidates);
    });
}

/// Every move legal in some state of the random games from `start`, one
/// for each seed, of at most `max_plies` moves: the moves to offer a
/// state's [`Game::play`] when the game has no move space of its own.
pub fn moves_met<G: Game>(start: &G, seeds: Range<u64>, max_plies: usize) -> Vec<G::Move> {
    moves_in(start, &playouts(start, seeds, max_plies))
}

/// The random game from `start` of each seed.
fn playouts<G: Game>(start: &G, seeds: Range<u64>, max_plies: usize) -> Vec<(u64, Playout<G>)> {
    seeds
        .map(|seed| (seed, random_playout(start, seed, max_plies)))
        .collect()
}

/// Every move legal in some state of `games`.
fn moves_in<G: Game>(start: &G, games: &[(u64, Playout<G>)]) -> Vec<G::Move> {
    let mut seen = BTreeSet::new();
    for (_, game) in games {
        let mut state = start.clone();
        seen.extend(state.legal_moves().iter().copied());
        for &mv in &game.moves {
            state.play_unchecked(mv);
            seen.extend(state.legal_moves().iter().copied());
        }
    }
    seen.into_iter().collect()
}

/// [`check_playouts`], offering each state the moves `candidates` gives
/// for it (a game's own move space: every move that could be legal under
/// the state's rules).
pub fn check_playouts_among<G: Game>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
    must_end: bool,
    candidates: impl Fn(&G) -> Vec<G::Move>,
) {
    let games = playouts(start, seeds, max_plies);
    check_games(start, &games, max_plies, must_end, |state| {
        check_play_matches_generation(state, &candidates(state));
    });
}

/// Replays each of `games` with the checked [`Game::play`], running
/// [`check_state`] and `check` on every state.
fn check_games<G: Game>(
    start: &G,
    games: &[(u64, Playout<G>)],
    max_plies: usize,
    must_end: bool,
    mut check: impl FnMut(&G),
) {
    for (seed, game) in games {
        let mut state = start.clone();
        check_state(&state);
        check(&state);
        for &mv in &game.moves {
            state
                .play(mv)
                .unwrap_or_else(|e| panic!("seed {seed}: {mv} refused in {state}: {e}"));
            check_state(&state);
            check(&state);
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
/// move again ([`ludeme_core::LegalActions::decide`]), the legal actions list
/// every move with its actions in the order of their sequences
/// ([`ludeme_core::LegalActions::iter`]), the actions that may follow none or a
/// first decision are those of the moves ([`ludeme_core::LegalActions::following`]),
/// a game that says it lists its moves in action order does
/// ([`ludeme_core::Actions::MOVES_IN_ACTION_ORDER`]), and the observation has its
/// shape, is finite and not blank (after each first decision of a
/// two-decision move too).
pub fn check_actions<G: ludeme_core::Actions>(start: &G, seeds: Range<u64>, max_plies: usize) {
    let mut observer = Observer::new::<G>(&start.rules());
    for seed in seeds {
        for state in &states_along(start, seed, max_plies) {
            check_actions_at(state, &mut observer);
        }
    }
}

/// The start and every state after a move of the random game from
/// `start` for `seed`.
fn states_along<G: Game>(start: &G, seed: u64, max_plies: usize) -> Vec<G> {
    let game = random_playout(start, seed, max_plies);
    let mut states = alloc::vec![start.clone()];
    for &mv in &game.moves {
        let mut next = states[states.len() - 1].clone();
        next.play_unchecked(mv);
        states.push(next);
    }
    states
}

/// The action space of a game's rules: its size, and the observation
/// buffer, checked after each fill.
struct Observer {
    size: usize,
    observation: Vec<f32>,
}

impl Observer {
    fn new<G: ludeme_core::Actions>(rules: &G::Rules) -> Observer {
        let [planes, rows, columns] = G::observation_shape(rules);
        Observer {
            size: G::num_actions(rules),
            observation: alloc::vec![0f32; planes * rows * columns],
        }
    }

    /// The observation of `state` with the `pending` first decision has
    /// its shape, is finite and not blank.
    fn observe<G: ludeme_core::Actions>(&mut self, state: &G, pending: &[u32]) {
        let observation = &mut self.observation;
        observation.fill(0.0);
        state.observe(pending, observation);
        assert!(
            observation.iter().all(|v| v.is_finite()),
            "observation not finite: {state}"
        );
        assert!(
            observation.iter().any(|&v| v != 0.0),
            "observation left blank: {state}"
        );
    }
}

/// Every check of [`check_actions`] on one state.
fn check_actions_at<G: ludeme_core::Actions>(state: &G, observer: &mut Observer) {
    let moves = state.legal_moves();
    let legal = state.legal_actions();
    check_legal_actions_list(state, &moves, &legal);
    let sequences: Vec<Vec<u32>> = moves
        .iter()
        .map(|&m| state.actions_of(m).to_vec())
        .collect();
    check_sequences(state, &moves, &sequences, &legal, observer);
    if G::MOVES_IN_ACTION_ORDER {
        assert!(
            sequences.iter().all(|s| s.len() == 1)
                && sequences.windows(2).all(|w| w[0][0] < w[1][0]),
            "the moves are not listed in action order, one decision each: {state}"
        );
    }
    // Every move with its actions, in the order of the sequences.
    let mut listed: Vec<(ludeme_core::ActionSteps, G::Move)> =
        moves.iter().map(|&m| (state.actions_of(m), m)).collect();
    listed.sort_by_cached_key(|&(steps, _)| steps.to_vec());
    assert!(
        legal.iter().eq(listed.iter().copied()),
        "the legal actions list other moves or actions: {state}"
    );
    check_following(state, &sequences, &legal);
    observer.observe(state, &[]);
}

/// The legal actions hold the legal moves and nothing else, and the end
/// test and the moves in one survey agree with each asked on its own.
fn check_legal_actions_list<G: ludeme_core::Actions>(
    state: &G,
    moves: &[G::Move],
    legal: &ludeme_core::LegalActions<G::Move>,
) {
    // Whatever way the game writes it: `outcome_and_legal_actions_as`.
    let mut listed: Vec<G::Move> = legal.iter().map(|(_, m)| m).collect();
    let mut generated: Vec<G::Move> = moves.to_vec();
    listed.sort_unstable();
    generated.sort_unstable();
    assert_eq!(listed, generated, "the legal actions' moves in {state}");
    let mut both = ludeme_core::LegalActions::empty();
    let outcome = state.outcome_and_legal_actions_as(&mut both, |m| m);
    assert_eq!(outcome, state.outcome(), "the outcome in {state}");
    let expected: Vec<_> = match outcome {
        Some(_) => Vec::new(),
        None => legal.iter().collect(),
    };
    assert_eq!(both.iter().collect::<Vec<_>>(), expected, "{state}");
}

/// Each move's sequence has one or two actions in `0..num_actions` that
/// complete the move again (and an observation after the first of two);
/// no sequence is a prefix of another's.
fn check_sequences<G: ludeme_core::Actions>(
    state: &G,
    moves: &[G::Move],
    sequences: &[Vec<u32>],
    legal: &ludeme_core::LegalActions<G::Move>,
    observer: &mut Observer,
) {
    let size = observer.size;
    for (m, steps) in moves.iter().zip(sequences) {
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
            ludeme_core::Decision::Completes(*m),
            "{m}: {steps:?} in {state}"
        );
        if steps.len() > 1 {
            observer.observe(state, &steps[..1]);
        }
    }
    for (i, a) in sequences.iter().enumerate() {
        for b in &sequences[i + 1..] {
            let n = a.len().min(b.len());
            assert_ne!(a[..n], b[..n], "{a:?} and {b:?} in {state}");
        }
    }
}

/// The actions that may follow none or a first decision are those of the
/// moves: the first actions, and after each, the second actions of the
/// moves that begin with it, sorted (none after the action of a whole
/// move).
fn check_following<G: ludeme_core::Actions>(
    state: &G,
    sequences: &[Vec<u32>],
    legal: &ludeme_core::LegalActions<G::Move>,
) {
    let mut firsts: Vec<u32> = sequences.iter().map(|s| s[0]).collect();
    firsts.sort_unstable();
    firsts.dedup();
    assert_eq!(legal.following(&[]), firsts, "{state}");
    for &first in &firsts {
        let mut seconds: Vec<u32> = sequences
            .iter()
            .filter(|s| s[0] == first)
            .filter_map(|s| s.get(1).copied())
            .collect();
        seconds.sort_unstable();
        assert_eq!(legal.following(&[first]), seconds, "{first} in {state}");
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
                ludeme_core::perft(state, depth),
                ludeme_core::perft(&image, depth),
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

/// The perft of `state` to `depth` by listing and playing every move down
/// to the leaves: the yardstick of the bulk and hashed counts.
pub fn perft_by_playing<G: Game>(state: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    state
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            perft_by_playing(&child, depth - 1)
        })
        .sum()
}

/// Checks that [`ludeme_core::perft`], which counts the last ply with
/// [`Game::legal_move_count`], equals a perft that lists and plays every
/// move down to the leaves, at each depth up to `depth`.
pub fn check_bulk_counting<G: Game>(state: &G, depth: u32) {
    for d in 0..=depth {
        assert_eq!(
            ludeme_core::perft(state, d),
            perft_by_playing(state, d),
            "bulk-counted perft {d} of {state}"
        );
    }
}

/// The states along one random game from `start` per seed (at most
/// `max_plies` moves each): every state after a move, the start not
/// included, in order. What tests that check a property of positions feed
/// on.
pub fn playout_states<G: Game>(start: &G, seeds: Range<u64>, max_plies: usize) -> Vec<G> {
    let mut states = Vec::new();
    for seed in seeds {
        let mut state = start.clone();
        for mv in random_playout(start, seed, max_plies).moves {
            state.play_unchecked(mv);
            states.push(state.clone());
        }
    }
    states
}

/// Calls `check` on every state along one random game from `start` per
/// seed (at most `max_plies` moves each) that a move is played from: the
/// start included, the last state of each game not. What tests that
/// compare the move generator with an oracle feed on.
pub fn check_before_each_move<G: Game>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
    mut check: impl FnMut(&G),
) {
    for seed in seeds {
        let mut state = start.clone();
        for mv in random_playout(start, seed, max_plies).moves {
            check(&state);
            state.play_unchecked(mv);
        }
    }
}

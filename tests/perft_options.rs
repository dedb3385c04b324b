//! Every way of counting perft agrees with the plain serial count: with a
//! transposition table (large, and tiny so that slots are replaced all the
//! time), on two threads, and with every leaf played, for every registered
//! variant, from the start and from positions of random games, on each
//! game's own type chosen through the registry.

use ludeme::{
    games, perft, perft_divide, random_playout, AnyRules, Game, GameVisitor, Perft, Registered,
};

/// Every registered variant, and every option on the default variant.
fn every_variant() -> Vec<AnyRules> {
    let mut all = Vec::new();
    for game in games() {
        for variant in &game.variants {
            all.push(AnyRules::by_name(game.name, Some(variant.name)).unwrap());
        }
        for option in &game.options {
            let name = format!("{}+{}", game.variants[0].name, option.name);
            all.push(AnyRules::by_name(game.name, Some(&name)).unwrap());
        }
    }
    all
}

/// The start and the positions 10 and 40 plies into two random games.
fn positions<G: Game>(start: G) -> Vec<G> {
    let mut all = vec![start.clone()];
    for seed in 0..2 {
        for plies in [10, 40] {
            let game = random_playout(&start, seed, plies);
            if game.last.outcome().is_none() {
                all.push(game.last);
            }
        }
    }
    all
}

/// The deepest depth (at least 2, at most 8) whose plain count stays
/// under `budget` leaves, with its count per depth from 1.
fn counts<G: Game>(state: &G, budget: u64) -> Vec<u64> {
    let mut counts = Vec::new();
    for depth in 1..=8 {
        let n = perft(state, depth);
        counts.push(n);
        if n > budget && depth >= 2 {
            break;
        }
    }
    counts
}

/// Every way of counting against the plain count, at the positions of
/// the game's own type under the rules named `.0`.
struct Agree(String);

impl GameVisitor for Agree {
    type Output = ();

    fn visit<G: Registered>(self, rules: G::Rules) {
        let large = Perft::new().hash_bytes(1 << 20);
        // 16 slots: replaced all the time.
        let tiny = Perft::new().hash_bytes(16 * 16);
        let threaded = Perft::new().threads(2).hash_bytes(1 << 16);
        let unbulked = Perft::new().threads(2).bulk(false);
        let hashed_unbulked = Perft::new().hash_bytes(1 << 16).bulk(false);
        let name = self.0;
        for state in positions(G::start_with(&rules)) {
            for (depth, &n) in (1..).zip(&counts(&state, 20_000)) {
                let at = format!("{name} depth {depth} at {state}");
                assert_eq!(large.count(&state, depth), n, "large table, {at}");
                assert_eq!(tiny.count(&state, depth), n, "tiny table, {at}");
                assert_eq!(threaded.count(&state, depth), n, "two threads, {at}");
                assert_eq!(unbulked.count(&state, depth), n, "no bulk, {at}");
                assert_eq!(
                    hashed_unbulked.count(&state, depth),
                    n,
                    "table, no bulk, {at}"
                );
            }
        }
    }
}

#[test]
fn hashed_threaded_and_unbulked_perft_agree_with_the_plain_count() {
    for rules in every_variant() {
        rules.clone().visit(Agree(format!("{rules:?}")));
    }
}

/// `divide` against the plain count from the start, at depth 3.
struct Divide(String);

impl GameVisitor for Divide {
    type Output = ();

    fn visit<G: Registered>(self, rules: G::Rules) {
        let name = self.0;
        let state = G::start_with(&rules);
        let depth = 3;
        let plain = perft_divide(&state, depth);
        let options = Perft::new().threads(2).hash_bytes(1 << 16);
        assert_eq!(options.divide(&state, depth), plain, "{name}");
        assert_eq!(
            plain.iter().map(|&(_, n)| n).sum::<u64>(),
            perft(&state, depth),
            "{name}"
        );
    }
}

#[test]
fn divide_splits_the_same_count_in_move_order() {
    for rules in every_variant() {
        rules.clone().visit(Divide(format!("{rules:?}")));
    }
}

#[test]
fn depth_zero_is_one_leaf_and_a_finished_game_has_none() {
    use ludeme::surakarta::Position;
    let state = Position::start_with(&Default::default());
    assert_eq!(Perft::new().threads(2).count(&state, 0), 1);
    let won = Position::from_text("6/6/6/6/6/5w b", &Default::default()).unwrap();
    assert!(won.outcome().is_some());
    assert_eq!(
        Perft::new().threads(2).hash_bytes(1 << 12).count(&won, 3),
        0
    );
}

#[test]
fn progress_reaches_every_piece_of_work() {
    use std::sync::Mutex;
    let state = ludeme::barricade::Position::start_with(&Default::default());
    let seen = Mutex::new(Vec::new());
    let report = |p: ludeme::PerftProgress| seen.lock().unwrap().push((p.done, p.total));
    let n = Perft::new().threads(2).progress(&report).count(&state, 5);
    assert_eq!(n, perft(&state, 5));
    let mut seen = seen.into_inner().unwrap();
    seen.sort_unstable();
    let total = seen[0].1;
    // A chance node's six rolls are split further for two threads.
    assert!(total > 6, "{total} pieces");
    assert_eq!(seen, (1..=total).map(|d| (d, total)).collect::<Vec<_>>());
}

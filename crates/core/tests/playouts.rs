//! Random playouts and the default draw (`Game::sample_move` from the
//! list), on the dice race and the shuttle, which keeps the default.

use ludeme_core::random_playout;
use ludeme_core::{Game, SplitMix64};
use ludeme_testing::demo::DiceRace;
use ludeme_testing::shuttle::{spun, Shuttle, ShuttleMove};

#[test]
fn a_chance_outcome_is_drawn_by_its_probability_with_one_number() {
    // The spinner: cell 1 for a draw below ¼, cell 2 below ½, else 3.
    let start = Shuttle::start();
    let mut drawn = [0; 3];
    for seed in 0..400 {
        let mut rng = SplitMix64::new(seed);
        let mut expected_rng = rng.clone();
        let x = expected_rng.unit();
        let cell = 1 + u8::from(x >= 0.25) + u8::from(x >= 0.5);
        assert_eq!(start.sample_move(&mut rng), Some(ShuttleMove::Spin(cell)));
        assert_eq!(rng, expected_rng, "one number drawn");
        drawn[usize::from(cell - 1)] += 1;
    }
    assert!(drawn.iter().all(|&n| n > 50), "{drawn:?}");
}

#[test]
fn a_seat_draws_uniformly_from_the_list_and_a_finished_game_draws_nothing() {
    let state = spun(2, 1);
    let moves = state.legal_moves();
    for seed in 0..100 {
        let mut rng = SplitMix64::new(seed);
        let mut expected_rng = rng.clone();
        let expected = moves[expected_rng.below(moves.len() as u64) as usize];
        assert_eq!(state.sample_move(&mut rng), Some(expected));
        assert_eq!(rng, expected_rng);
    }
    let mut over = state;
    over.play_unchecked(ShuttleMove::Take);
    over.play_unchecked(ShuttleMove::Take);
    assert!(over.outcome().is_some());
    assert_eq!(over.sample_move(&mut SplitMix64::new(1)), None);
}

#[test]
fn a_playout_stops_at_its_ply_bound_or_at_the_end() {
    // A race to cell 16 lasts longer than 7 plies.
    let long =
        DiceRace::from_text("0,0,0 0 -", &ludeme_testing::demo::RaceRules { goal: 16 }).unwrap();
    for seed in 0..20 {
        let game = random_playout(&long, seed, 7);
        assert_eq!(game.moves.len(), 7);
        let mut replayed = long;
        for &mv in &game.moves {
            replayed.play(mv).unwrap();
        }
        assert_eq!(replayed, game.last);
        let whole = random_playout(&long, seed, 10_000);
        assert!(whole.last.outcome().is_some());
        assert_eq!(&whole.moves[..7], &game.moves[..]);
    }
}

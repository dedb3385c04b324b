//! The fit checked against an oracle: positions whose results are drawn
//! from a known logistic model, and the weights it used fitted back.

use super::*;
use ludeme_core::{Game, SplitMix64};

/// A uniform draw in `[0, 1)`.
fn uniform(rng: &mut SplitMix64) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// `count` samples of random terms (small counts, a flag, a rare flag and
/// a continuous term, like the games' terms), each result drawn from the
/// logistic model of `weights` at `score_per_logit`: a win with the
/// model's probability, else a loss, or, with `draws`, a draw instead of
/// one outcome in five (the model's expectation kept).
fn oracle_samples(
    weights: &[f64; 5],
    score_per_logit: f64,
    count: usize,
    draws: bool,
) -> Vec<Sample> {
    let mut rng = SplitMix64::new(7);
    (0..count)
        .map(|_| {
            let terms = vec![
                rng.below(4) as f64 - rng.below(4) as f64,
                (rng.below(2) as f64) - (rng.below(2) as f64),
                if rng.below(50) == 0 { 1.0 } else { 0.0 },
                uniform(&mut rng) * 20.0 - 10.0,
                rng.below(7) as f64 - 3.0,
            ];
            let p = logistic(dot(&terms, weights) / score_per_logit);
            let win = uniform(&mut rng) < p;
            let result = if draws && rng.below(5) == 0 {
                0.5
            } else if win {
                1.0
            } else {
                0.0
            };
            Sample { terms, result }
        })
        .collect()
}

#[test]
fn the_fit_finds_the_weights_of_the_model_that_labelled_the_positions() {
    let truth = [60.0, -35.0, 150.0, 4.0, 20.0];
    let samples = oracle_samples(&truth, 100.0, 60_000, false);
    let options = TuneOptions::default().with_prior(1e-7);
    let fit = fit(&samples, &[0.0; 5], 100.0, options);
    // The standard errors at 60,000 samples are a few points for the
    // frequent terms, some tens for the rare flag.
    let tolerance = [4.0, 6.0, 40.0, 0.6, 2.0];
    for i in 0..5 {
        assert!(
            (fit.weights[i] - truth[i]).abs() < tolerance[i],
            "weight {i}: {} against {}",
            fit.weights[i],
            truth[i]
        );
    }
    assert!(fit.loss_after < fit.loss_before);
}

#[test]
fn draws_that_keep_the_expectation_do_not_move_the_weights_much() {
    // A draw in place of one result in five keeps the sign of every
    // weight and shrinks them (draws flatten the odds), the rare flag
    // aside.
    let truth = [60.0, -35.0, 150.0, 4.0, 20.0];
    let samples = oracle_samples(&truth, 100.0, 60_000, true);
    let fit = fit(
        &samples,
        &[0.0; 5],
        100.0,
        TuneOptions::default().with_prior(1e-7),
    );
    for i in [0, 1, 3, 4] {
        let ratio = fit.weights[i] / truth[i];
        assert!((0.6..1.05).contains(&ratio), "weight {i}: ratio {ratio}");
    }
}

#[test]
fn the_prior_keeps_a_term_that_never_varies_where_it_started() {
    let truth = [60.0, -35.0, 150.0, 4.0, 20.0];
    let mut samples = oracle_samples(&truth, 100.0, 5_000, false);
    // A sixth term, always 0: the data say nothing of it.
    for sample in &mut samples {
        sample.terms.push(0.0);
    }
    let start = [0.0, 0.0, 0.0, 0.0, 0.0, 1_000.0];
    let fit = fit(&samples, &start, 100.0, TuneOptions::default());
    assert!((fit.weights[5] - 1_000.0).abs() < 1e-6, "{:?}", fit.weights);
    assert!(fit.weights[0] > 30.0, "{:?}", fit.weights);
}

#[test]
fn the_quiet_positions_of_a_game_are_labelled_with_its_result() {
    let mut record = GameLine::new(ludeme_barca::Position::start());
    let mut rng = SplitMix64::new(3);
    while record.outcome().is_none() && record.plies() < 400 {
        let moves = record.position().legal_moves();
        record
            .play(moves[rng.below(moves.len() as u64) as usize])
            .expect("a legal move");
    }
    let samples = quiet_samples(&record, 0.25, 4);
    assert!(!samples.is_empty());
    let weights = record.position().weights().len();
    let mut tactical = Default::default();
    let quiet = record.positions()[4..]
        .iter()
        .filter(|p| {
            p.tactical_moves(&mut tactical);
            p.outcome().is_none() && tactical.is_empty()
        })
        .count();
    assert_eq!(samples.len(), quiet);
    assert!(samples
        .iter()
        .all(|s| s.result == 0.25 && s.terms.len() == weights));
}

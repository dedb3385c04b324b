//! Fitting an evaluation's weights to game results (Texel's method): quiet
//! positions of finished games, each labelled with its game's result, and
//! the weights of [`Heuristic::terms`] fitted by logistic regression on
//! those results.
//!
//! The model: the result for side 0 (1 a win, ½ a draw, 0 a loss) is
//! predicted as `1 / (1 + e^(-score / s))`, where `score` is the sum of the
//! position's terms times the weights and `s` is the game's
//! [`Heuristic::score_per_logit`] (the evaluation's own map from score to
//! `[0, 1]` has the logistic's slope at ½ there). The weights minimise the
//! mean cross-entropy of the predictions against the results, plus a pull
//! toward the starting weights ([`TuneOptions::prior`]) that keeps the
//! weights of rare terms (a win next move is seldom quiet) where they were.
//! Newton's method solves it: a few steps of a linear system as small as
//! the number of weights.

use alloc::vec::Vec;

use ludeme_core::{Actor, GameLine, Heuristic, History};

/// One labelled position: its terms, side 0's view, and the result of its
/// game for side 0.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// [`Heuristic::terms`] of the position.
    pub terms: Vec<f64>,
    /// The game's result for side 0: 1 a win, ½ a draw, 0 a loss.
    pub result: f64,
}

/// How [`fit`] fits.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct TuneOptions {
    /// The pull toward the starting weights: this times half the sum of
    /// the squared changes (in the logistic's units) is added to the mean
    /// cross-entropy.
    pub prior: f64,
    /// The most Newton steps.
    pub steps: u32,
}

impl Default for TuneOptions {
    /// A pull of 0.001 and at most 50 steps.
    fn default() -> Self {
        TuneOptions {
            prior: 1e-3,
            steps: 50,
        }
    }
}

impl TuneOptions {
    /// These options with the pull toward the starting weights `prior`.
    ///
    /// ```
    /// use ludeme_players::tune::TuneOptions;
    /// assert_eq!(TuneOptions::default().with_prior(0.0).prior, 0.0);
    /// ```
    pub const fn with_prior(mut self, prior: f64) -> TuneOptions {
        self.prior = prior;
        self
    }
}

/// What [`fit`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// The fitted weights, in the evaluation's points.
    pub weights: Vec<f64>,
    /// The mean cross-entropy of the samples with the starting weights.
    pub loss_before: f64,
    /// The same with the fitted weights.
    pub loss_after: f64,
}

/// The quiet positions of a finished game, labelled with `result` (side
/// 0's): every position from ply `skip` on where a seat is to act, the
/// game goes on and the side to move has no tactical move
/// ([`Heuristic::tactical_moves`]), so that its evaluation is not about
/// to change by a capture or a hole taken. None when the evaluation has no
/// weights.
pub fn quiet_samples<G: Heuristic + History>(
    record: &GameLine<G>,
    result: f64,
    skip: usize,
) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut tactical = G::MoveList::default();
    for position in record.positions().iter().skip(skip) {
        if !matches!(position.to_act(), Actor::Seat(_)) {
            continue;
        }
        position.tactical_moves(&mut tactical);
        if !tactical.is_empty() {
            continue;
        }
        let mut terms = alloc::vec![0.0; position.weights().len()];
        if !terms.is_empty() && position.terms(&mut terms) {
            samples.push(Sample { terms, result });
        }
    }
    samples
}

/// The logistic function.
fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean cross-entropy of the predictions of `beta` (weights in the
/// logistic's units) against the results.
fn loss(samples: &[Sample], beta: &[f64]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|sample| {
            let p = logistic(dot(&sample.terms, beta)).clamp(1e-12, 1.0 - 1e-12);
            -(sample.result * p.ln() + (1.0 - sample.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Fits the weights to the samples, from `start` (the evaluation's
/// weights, in its points), for an evaluation of `score_per_logit`
/// ([`Heuristic::score_per_logit`]).
///
/// ```
/// use ludeme_players::tune::{fit, Sample, TuneOptions};
/// // One term; positions with the term at 1 are won three times in four.
/// let samples: Vec<Sample> = (0..400)
///     .map(|i| Sample { terms: vec![1.0], result: if i % 4 == 0 { 0.0 } else { 1.0 } })
///     .chain((0..400).map(|i| Sample { terms: vec![0.0], result: f64::from(i % 2) }))
///     .collect();
/// let fit = fit(&samples, &[0.0], 100.0, TuneOptions::default().with_prior(0.0));
/// // A logit of ln 3 = 1.10, at 100 points a logit: about 110 points.
/// assert!((fit.weights[0] - 109.9).abs() < 1.0, "{:?}", fit.weights);
/// assert!(fit.loss_after < fit.loss_before);
/// ```
pub fn fit(samples: &[Sample], start: &[f64], score_per_logit: f64, options: TuneOptions) -> Fit {
    let k = start.len();
    let prior: Vec<f64> = start.iter().map(|w| w / score_per_logit).collect();
    let mut beta = prior.clone();
    let loss_before = loss(samples, &beta);
    let n = samples.len().max(1) as f64;
    for _ in 0..options.steps {
        // The gradient and the Hessian of the mean cross-entropy plus the
        // pull toward the prior.
        let mut gradient: Vec<f64> = (0..k)
            .map(|i| options.prior * (beta[i] - prior[i]))
            .collect();
        let mut hessian = alloc::vec![0.0; k * k];
        for i in 0..k {
            hessian[i * k + i] = options.prior;
        }
        for sample in samples {
            let p = logistic(dot(&sample.terms, &beta));
            let (error, weight) = ((p - sample.result) / n, p * (1.0 - p) / n);
            for i in 0..k {
                let ti = sample.terms[i];
                if ti == 0.0 {
                    continue;
                }
                gradient[i] += error * ti;
                for j in 0..k {
                    hessian[i * k + j] += weight * ti * sample.terms[j];
                }
            }
        }
        let Some(step) = solve(&mut hessian, &gradient, k) else {
            break;
        };
        let mut largest: f64 = 0.0;
        for i in 0..k {
            beta[i] -= step[i];
            largest = largest.max(step[i].abs());
        }
        if largest < 1e-10 {
            break;
        }
    }
    Fit {
        weights: beta.iter().map(|b| b * score_per_logit).collect(),
        loss_before,
        loss_after: loss(samples, &beta),
    }
}

/// Solves `a · x = b` for a symmetric positive definite `a` (`k` × `k`,
/// row by row) by Gaussian elimination with partial pivoting; `None` when
/// it is singular.
fn solve(a: &mut [f64], b: &[f64], k: usize) -> Option<Vec<f64>> {
    let mut x = b.to_vec();
    for col in 0..k {
        let pivot =
            (col..k).max_by(|&r, &s| a[r * k + col].abs().total_cmp(&a[s * k + col].abs()))?;
        if a[pivot * k + col].abs() < 1e-300 {
            return None;
        }
        if pivot != col {
            for j in 0..k {
                a.swap(col * k + j, pivot * k + j);
            }
            x.swap(col, pivot);
        }
        for row in col + 1..k {
            let factor = a[row * k + col] / a[col * k + col];
            if factor == 0.0 {
                continue;
            }
            for j in col..k {
                a[row * k + j] -= factor * a[col * k + j];
            }
            x[row] -= factor * x[col];
        }
    }
    for col in (0..k).rev() {
        let mut sum = x[col];
        for j in col + 1..k {
            sum -= a[col * k + j] * x[j];
        }
        x[col] = sum / a[col * k + col];
    }
    Some(x)
}

#[cfg(test)]
mod tests;

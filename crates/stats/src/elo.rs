//! The Elo difference with its interval, the LOS, and the error function.

use super::*;

/// The logistic Elo difference of a mean score `s`:
/// `−400·log10(1/s − 1)` (cutechess-cli's `Elo::diff`). A score of 1 is
/// `+∞`, 0 is `−∞`; outside 0 to 1 it is clamped to them; ½ is 0.
pub fn elo_of_score(s: f64) -> f64 {
    if s >= 1.0 {
        f64::INFINITY
    } else if s <= 0.0 {
        f64::NEG_INFINITY
    } else {
        // `+ 0.0`: an even score is 0, not −0 (which prints as `-0.0`).
        -400.0 * (1.0 / s - 1.0).log10() + 0.0
    }
}

/// The expected score of a logistic Elo difference: `1 / (1 + 10^(−elo/400))`
/// (the inverse of [`elo_of_score`]; fastchess's `leloToScore`).
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// An Elo difference and its 95% confidence interval.
///
/// The normal approximation cutechess-cli uses: with `s` the mean score,
/// `var` the variance of one game's score ([`Wdl::variance`]) and `n` the
/// number of games, `σ = √(var / n)` is the standard error of `s`, and the
/// interval is `[Elo(s − z·σ), Elo(s + z·σ)]` with `z` = [`Z_95`] and Elo
/// the map [`elo_of_score`]. The interval is not centred on the estimate;
/// cutechess-cli prints half its width as the `+/-` margin
/// ([`EloEstimate::margin`]).
///
/// Differences from cutechess-cli: `z` is exact here (cutechess-cli's
/// `phiInv` uses an approximate inverse erf, so its margin differs in the
/// third or fourth digit), and `s ± z·σ` is clamped to `[0, 1]`, so a bound
/// past a 0% or 100% score is `∓∞` rather than NaN.
///
/// Edge cases: a 100% score has `elo`, `lower` and `upper` all `+∞` (0%:
/// all `−∞`), its variance being 0; without games there is no estimate
/// (`None` from [`EloEstimate::from_wdl`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The Elo difference of the mean score.
    pub elo: f64,
    /// The Elo difference at the lower end of the score's 95% interval.
    pub lower: f64,
    /// The Elo difference at the upper end of the score's 95% interval.
    pub upper: f64,
}

impl EloEstimate {
    /// The estimate from single games; `None` without games.
    pub fn from_wdl(wdl: Wdl) -> Option<Self> {
        wdl.sample().map(Sample::elo_estimate)
    }

    /// The estimate from pairs of games, as fastchess computes its
    /// pentanomial Elo: the same map, with `n` the number of pairs and
    /// `var` the variance of a pair's score ([`Pentanomial::variance`]).
    /// `None` without pairs.
    pub fn from_pairs(pairs: Pentanomial) -> Option<Self> {
        pairs.sample().map(Sample::elo_estimate)
    }

    /// Half the interval's width, `(upper − lower) / 2`, as cutechess-cli's
    /// `Elo::errorMargin` (its `+/-`); `+∞` when a bound is infinite.
    pub fn margin(&self) -> f64 {
        if self.lower.is_finite() && self.upper.is_finite() {
            (self.upper - self.lower) / 2.0
        } else {
            f64::INFINITY
        }
    }
}

/// The likelihood of superiority of A, from 0 to 1:
/// `½·(1 + erf((W − L) / √(2·(W + L))))`, draws left out, as
/// cutechess-cli's `Elo::LOS` computes it (there in percent). `None`
/// without a win or a loss (cutechess-cli would print NaN).
pub fn los(wdl: Wdl) -> Option<f64> {
    let w = f64::from(wdl.wins);
    let l = f64::from(wdl.losses);
    (w + l > 0.0).then(|| 0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt())))
}

/// The error function, `erf(x) = 2/√π ∫₀ˣ e^(−t²) dt`, to about 1e-15.
///
/// For `|x| ≤ 6` the series of Abramowitz and Stegun 7.1.6,
/// `erf(x) = 2/√π · e^(−x²) · Σₙ 2ⁿ·x^(2n+1) / (1·3·…·(2n+1))`, whose
/// terms are all positive (no cancellation), summed until a term is below
/// 1e-17 of the sum (at most about 150 terms, at `|x|` = 6); beyond,
/// `±1` (`erfc(6)` ≈ 2e-17 is below half an ulp of 1). NaN gives NaN.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    if a > 6.0 {
        return 1f64.copysign(x);
    }
    let a2 = a * a;
    let mut term = a;
    let mut sum = a;
    let mut k = 1.0;
    while term > sum * 1e-17 && k < 1000.0 {
        term *= 2.0 * a2 / (2.0 * k + 1.0);
        sum += term;
        k += 1.0;
    }
    let two_over_sqrt_pi = std::f64::consts::FRAC_2_SQRT_PI;
    (two_over_sqrt_pi * (-a2).exp() * sum).min(1.0).copysign(x)
}

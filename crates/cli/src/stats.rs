//! The statistics engine testers expect under a match table: the Elo
//! difference with its 95% interval, the likelihood of superiority (LOS)
//! and the draw ratio as cutechess-cli prints them, and a sequential
//! probability ratio test (SPRT) as fishtest and fastchess run it.
//!
//! Everything is about player A of a two-player match, from its wins,
//! draws and losses ([`Wdl`]) or, when the games are played in pairs (one
//! opening, seats swapped), from the points A scored in each pair
//! ([`Pentanomial`]).
//!
//! ```
//! use ludeme_cli::stats::{elo_line, sprt_line, Sprt, Wdl};
//!
//! let wdl = Wdl::new(60, 20, 20);
//! assert_eq!(
//!     elo_line(wdl),
//!     "Elo difference: 147.2 +/- 66.0, LOS: 100.0 %, DrawRatio: 20.0 %"
//! );
//! let sprt: Sprt = "elo0=0,elo1=5".parse().unwrap();
//! assert_eq!(
//!     sprt_line(&sprt, sprt.llr(wdl)),
//!     "SPRT: llr 0.883 (30.0%), lbound -2.94, ubound 2.94"
//! );
//! ```
//!
//! Sources: cutechess-cli's `Elo` class (`projects/lib/src/elo.cpp`) and
//! the result lines of its `Tournament::results`; Michel Van den Bergh's
//! note on the GSPRT approximation
//! (<https://www.cantate.be/Fishtest/GSPRT_approximation.pdf>, formerly at
//! `hardy.uhasselt.be/Fishtest/`), as fishtest's `LLR_alt2`
//! (`fishtest/stats/LLRcalc.py`) and fastchess's `SPRT::getLLR` (before it
//! moved to the exact maximum-likelihood computation) use it.

use std::fmt;
use std::str::FromStr;

use crate::quote;

/// Φ⁻¹(0.975): the two-sided 95% quantile of the standard normal
/// distribution (`statistics.NormalDist().inv_cdf(0.975)` in Python).
pub const Z_95: f64 = 1.959_963_984_540_054;

/// The result of one game for player A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// A won: 1 point.
    Win,
    /// A draw: ½ point.
    Draw,
    /// A lost: 0 points.
    Loss,
}

impl GameResult {
    /// A's points, doubled: 2 for a win, 1 for a draw, 0 for a loss.
    pub fn half_points(self) -> usize {
        match self {
            GameResult::Win => 2,
            GameResult::Draw => 1,
            GameResult::Loss => 0,
        }
    }
}

/// Player A's wins, draws and losses over a match (the trinomial model:
/// each game scores 1, ½ or 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Games A won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
}

impl Wdl {
    /// A's `wins`, `draws` and `losses`.
    pub fn new(wins: u32, draws: u32, losses: u32) -> Self {
        Wdl {
            wins,
            draws,
            losses,
        }
    }

    /// Counts one more game.
    pub fn add(&mut self, result: GameResult) {
        match result {
            GameResult::Win => self.wins += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::Loss => self.losses += 1,
        }
    }

    /// The number of games.
    pub fn games(&self) -> u64 {
        u64::from(self.wins) + u64::from(self.draws) + u64::from(self.losses)
    }

    /// The sample of per-game scores: `None` without games.
    fn sample(&self) -> Option<Sample> {
        Sample::of(&[(0.0, self.losses), (0.5, self.draws), (1.0, self.wins)])
    }

    /// A's mean score a game, `(W + D/2) / n`, from 0 to 1; `None` without
    /// games.
    pub fn score(&self) -> Option<f64> {
        self.sample().map(|s| s.mean)
    }

    /// The variance of one game's score about the mean `s`:
    /// `w·(1 − s)² + d·(½ − s)² + l·(0 − s)²` with `w`, `d`, `l` the
    /// fractions of wins, draws and losses (as cutechess-cli's `Elo`
    /// computes it); `None` without games.
    pub fn variance(&self) -> Option<f64> {
        self.sample().map(|s| s.variance)
    }

    /// The fraction of games drawn, `D / n`; `None` without games.
    pub fn draw_ratio(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| f64::from(self.draws) / n as f64)
    }
}

/// Player A's points in each pair of games (one opening played twice,
/// seats swapped): `counts[k]` pairs where A scored `k/2` points, that is
/// 0, ½, 1, 1½ or 2 (the pentanomial model of fishtest and fastchess;
/// fastchess prints it as `Ptnml(0-2)`).
///
/// A pair's score is taken per game, `k/4`: 0, ¼, ½, ¾ or 1, so that its
/// mean is A's score a game as in [`Wdl::score`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial {
    /// `counts[k]`: the pairs where A scored `k/2` points.
    pub counts: [u32; 5],
}

impl Pentanomial {
    /// The pair counts for 0, ½, 1, 1½ and 2 points.
    pub fn new(counts: [u32; 5]) -> Self {
        Pentanomial { counts }
    }

    /// Counts one more pair: A's results in its two games.
    pub fn add_pair(&mut self, first: GameResult, second: GameResult) {
        self.counts[first.half_points() + second.half_points()] += 1;
    }

    /// The number of pairs.
    pub fn pairs(&self) -> u64 {
        self.counts.iter().map(|&c| u64::from(c)).sum()
    }

    /// The sample of per-pair scores (per game: 0, ¼, ½, ¾, 1); `None`
    /// without pairs.
    fn sample(&self) -> Option<Sample> {
        let c = self.counts;
        Sample::of(&[
            (0.0, c[0]),
            (0.25, c[1]),
            (0.5, c[2]),
            (0.75, c[3]),
            (1.0, c[4]),
        ])
    }

    /// A's mean score a game over the pairs, from 0 to 1; `None` without
    /// pairs.
    pub fn score(&self) -> Option<f64> {
        self.sample().map(|s| s.mean)
    }

    /// The variance of one pair's score (per game, 0 to 1) about the mean;
    /// `None` without pairs.
    pub fn variance(&self) -> Option<f64> {
        self.sample().map(|s| s.variance)
    }
}

/// A sample of scores: its size, mean and (population) variance.
#[derive(Clone, Copy, Debug)]
struct Sample {
    /// The number of scores (games or pairs).
    n: f64,
    /// Their mean.
    mean: f64,
    /// The mean squared distance of a score from `mean`.
    variance: f64,
}

impl Sample {
    /// The sample of `count` scores `value` for each `(value, count)`;
    /// `None` when it is empty.
    fn of(bins: &[(f64, u32)]) -> Option<Sample> {
        let n: f64 = bins.iter().map(|&(_, c)| f64::from(c)).sum();
        if n == 0.0 {
            return None;
        }
        let mean = bins.iter().map(|&(x, c)| x * f64::from(c)).sum::<f64>() / n;
        let variance = bins
            .iter()
            .map(|&(x, c)| f64::from(c) / n * (x - mean) * (x - mean))
            .sum();
        Some(Sample { n, mean, variance })
    }

    /// The 95% interval of the Elo difference (see [`EloEstimate`]).
    fn elo_estimate(self) -> EloEstimate {
        let sigma = (self.variance / self.n).sqrt();
        EloEstimate {
            elo: elo_of_score(self.mean),
            lower: elo_of_score((self.mean - Z_95 * sigma).max(0.0)),
            upper: elo_of_score((self.mean + Z_95 * sigma).min(1.0)),
        }
    }

    /// The GSPRT approximation of the log-likelihood ratio (see
    /// [`Sprt::llr`]).
    fn llr(self, s0: f64, s1: f64) -> f64 {
        if self.variance <= 0.0 {
            return 0.0;
        }
        self.n * (s1 - s0) * (2.0 * self.mean - s0 - s1) / (2.0 * self.variance)
    }
}

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

/// What an SPRT says after the games so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtDecision {
    /// Neither bound reached: play on.
    Continue,
    /// The LLR fell to the lower bound: accept H0 (`elo = elo0`).
    AcceptH0,
    /// The LLR rose to the upper bound: accept H1 (`elo = elo1`).
    AcceptH1,
}

/// A sequential probability ratio test of H0: `elo = elo0` against
/// H1: `elo = elo1` (logistic Elo of A over B), with `alpha` the
/// probability of accepting H1 when H0 holds and `beta` that of accepting
/// H0 when H1 holds.
///
/// Made by [`Sprt::new`] or parsed from `elo0=E0,elo1=E1[,alpha=A,beta=B]`
/// ([`FromStr`]), both of which refuse `elo0 >= elo1`, an `alpha` or
/// `beta` outside (0, 1), and `alpha + beta >= 1` (the bounds would cross).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// H0's Elo difference, less than `elo1`.
    elo0: f64,
    /// H1's Elo difference.
    elo1: f64,
    /// The type I error: accepting H1 when H0 holds, in (0, 1).
    alpha: f64,
    /// The type II error: accepting H0 when H1 holds, in (0, 1).
    beta: f64,
}

/// The default `alpha` and `beta` of an SPRT (cutechess-cli, fastchess
/// and fishtest use 0.05).
pub const DEFAULT_ERROR: f64 = 0.05;

impl Sprt {
    /// The test of `elo0` against `elo1` at error levels `alpha`, `beta`.
    ///
    /// # Errors
    /// One line saying which setting is wrong: an Elo that is not finite,
    /// `elo0 >= elo1`, `alpha` or `beta` outside (0, 1), or
    /// `alpha + beta >= 1`.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Self, String> {
        for (name, value) in [("elo0", elo0), ("elo1", elo1)] {
            if !value.is_finite() {
                return Err(format!("{name} ({value}) is not a finite number"));
            }
        }
        if elo0 >= elo1 {
            return Err(format!("elo0 ({elo0}) must be less than elo1 ({elo1})"));
        }
        for (name, value) in [("alpha", alpha), ("beta", beta)] {
            if !(value > 0.0 && value < 1.0) {
                return Err(format!(
                    "{name} ({value}) must be between 0 and 1, both excluded"
                ));
            }
        }
        if alpha + beta >= 1.0 {
            return Err(format!(
                "alpha + beta ({alpha} + {beta}) must be less than 1"
            ));
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The Elo difference of H0.
    pub fn elo0(&self) -> f64 {
        self.elo0
    }

    /// The Elo difference of H1.
    pub fn elo1(&self) -> f64 {
        self.elo1
    }

    /// The probability of accepting H1 when H0 holds.
    pub fn alpha(&self) -> f64 {
        self.alpha
    }

    /// The probability of accepting H0 when H1 holds.
    pub fn beta(&self) -> f64 {
        self.beta
    }

    /// The lower bound of the LLR, `ln(β / (1 − α))` (Wald's; −2.944 for
    /// α = β = 0.05): reached, H0 is accepted.
    pub fn lower_bound(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The upper bound of the LLR, `ln((1 − β) / α)` (Wald's; 2.944 for
    /// α = β = 0.05): reached, H1 is accepted.
    pub fn upper_bound(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The expected scores `(s0, s1)` of `elo0` and `elo1`, logistic:
    /// `s = 1 / (1 + 10^(−elo/400))` ([`score_of_elo`]).
    pub fn scores(&self) -> (f64, f64) {
        (score_of_elo(self.elo0), score_of_elo(self.elo1))
    }

    /// The log-likelihood ratio of H1 to H0 after single games (the
    /// trinomial model), by the generalized SPRT (GSPRT) approximation
    /// with logistic Elo:
    ///
    /// `LLR = n·(s1 − s0)·(2·s − s0 − s1) / (2·var)`
    ///
    /// with `n` the number of games, `s0`, `s1` the expected scores of
    /// `elo0`, `elo1` ([`Sprt::scores`]), `s` the mean score
    /// ([`Wdl::score`]) and `var` the variance of one game's score
    /// ([`Wdl::variance`]).
    ///
    /// Source: Michel Van den Bergh's note on the GSPRT approximation
    /// (<https://www.cantate.be/Fishtest/GSPRT_approximation.pdf>), which
    /// derives `LLR ≈ (s1 − s0)·(2·s − s0 − s1) / (2·var/n)` for the
    /// maximum-likelihood distributions of mean `s0` and `s1`; fishtest's
    /// `LLR_alt2` (`fishtest/stats/LLRcalc.py`, per game) and fastchess's
    /// `SPRT::getLLR` with its logistic model (releases before its exact
    /// maximum-likelihood computation) are this formula. cutechess-cli's
    /// own SPRT uses the BayesElo model instead; its LLR differs.
    ///
    /// Without games, or with a variance of 0 (every game won, every game
    /// lost, or every game drawn), the LLR is 0, as in fastchess: the
    /// approximation needs a spread, and the test goes on.
    pub fn llr(&self, wdl: Wdl) -> f64 {
        let (s0, s1) = self.scores();
        wdl.sample().map_or(0.0, |s| s.llr(s0, s1))
    }

    /// The log-likelihood ratio of H1 to H0 after pairs of games (the
    /// pentanomial model): the formula of [`Sprt::llr`] with `n` the
    /// number of pairs, `s` the mean score a game over the pairs and `var`
    /// the variance of a pair's score taken per game (0, ¼, ½, ¾ or 1:
    /// [`Pentanomial::variance`]), as fishtest and fastchess compute it
    /// for pairs. 0 without pairs or with a variance of 0.
    pub fn llr_pairs(&self, pairs: Pentanomial) -> f64 {
        let (s0, s1) = self.scores();
        pairs.sample().map_or(0.0, |s| s.llr(s0, s1))
    }

    /// What the test says at `llr`: H1 at or above the upper bound, H0 at
    /// or below the lower bound, else play on.
    pub fn decide(&self, llr: f64) -> SprtDecision {
        if llr >= self.upper_bound() {
            SprtDecision::AcceptH1
        } else if llr <= self.lower_bound() {
            SprtDecision::AcceptH0
        } else {
            SprtDecision::Continue
        }
    }
}

impl fmt::Display for Sprt {
    /// The settings as [`FromStr`] reads them:
    /// `elo0=0,elo1=5,alpha=0.05,beta=0.05`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "elo0={},elo1={},alpha={},beta={}",
            self.elo0, self.elo1, self.alpha, self.beta
        )
    }
}

/// The form of the SPRT settings, for messages.
const SPRT_FORM: &str = "elo0=E0,elo1=E1[,alpha=A,beta=B]";

impl FromStr for Sprt {
    type Err = String;

    /// Reads `elo0=E0,elo1=E1[,alpha=A,beta=B]`: comma-separated
    /// `key=value` items in any order, spaces around them allowed, `elo0`
    /// and `elo1` required, `alpha` and `beta` 0.05 unless given.
    ///
    /// # Errors
    /// One line naming the settings and what is wrong where: an empty
    /// item, an item without `=`, an unknown or repeated key, a value that
    /// is not a finite number, a missing `elo0` or `elo1`, and what
    /// [`Sprt::new`] refuses.
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = |what: String| format!("bad SPRT settings {}: {what}", quote(text));
        let mut values: [Option<f64>; 4] = [None; 4];
        const KEYS: [&str; 4] = ["elo0", "elo1", "alpha", "beta"];
        for (i, item) in text.split(',').enumerate() {
            let at = i + 1;
            let item = item.trim();
            if item.is_empty() {
                return Err(bad(format!("item {at} is empty: expected {SPRT_FORM}")));
            }
            let Some((key, value)) = item.split_once('=') else {
                return Err(bad(format!(
                    "item {at} {} has no \"=\": expected {SPRT_FORM}",
                    quote(item)
                )));
            };
            let (key, value) = (key.trim(), value.trim());
            let Some(k) = KEYS.iter().position(|&name| name == key) else {
                return Err(bad(format!(
                    "item {at}: unknown key {}: expected elo0, elo1, alpha or beta",
                    quote(key)
                )));
            };
            if values[k].is_some() {
                return Err(bad(format!("item {at}: {key} is given twice")));
            }
            match value.parse::<f64>() {
                Ok(v) if v.is_finite() => values[k] = Some(v),
                _ => {
                    return Err(bad(format!(
                        "item {at}: {key} {} is not a finite number",
                        quote(value)
                    )))
                }
            }
        }
        let [elo0, elo1, alpha, beta] = values;
        let elo0 = elo0.ok_or_else(|| bad(format!("elo0 is missing: expected {SPRT_FORM}")))?;
        let elo1 = elo1.ok_or_else(|| bad(format!("elo1 is missing: expected {SPRT_FORM}")))?;
        Sprt::new(
            elo0,
            elo1,
            alpha.unwrap_or(DEFAULT_ERROR),
            beta.unwrap_or(DEFAULT_ERROR),
        )
        .map_err(bad)
    }
}

/// A number printed with one decimal, as cutechess-cli's `'f', 1`, or
/// `n/a` when there is none.
fn one_decimal(x: Option<f64>) -> String {
    match x {
        Some(x) => format!("{x:.1}"),
        None => "n/a".to_string(),
    }
}

/// The Elo line under the match table, worded as cutechess-cli's:
/// `Elo difference: 35.2 +/- 20.1, LOS: 99.9 %, DrawRatio: 12.0 %`
/// (each number with one decimal; LOS and draw ratio in percent).
///
/// Edge cases: a 100% score prints `inf +/- inf` (0%: `-inf +/- inf`);
/// LOS without a win or a loss prints `n/a`; without games every number
/// is `n/a`: `Elo difference: n/a +/- n/a, LOS: n/a, DrawRatio: n/a`.
pub fn elo_line(wdl: Wdl) -> String {
    let estimate = EloEstimate::from_wdl(wdl);
    let percent = |x: Option<f64>| match x {
        Some(x) => format!("{} %", one_decimal(Some(100.0 * x))),
        None => "n/a".to_string(),
    };
    format!(
        "Elo difference: {} +/- {}, LOS: {}, DrawRatio: {}",
        one_decimal(estimate.map(|e| e.elo)),
        one_decimal(estimate.map(|e| e.margin())),
        percent(los(wdl)),
        percent(wdl.draw_ratio()),
    )
}

/// The pair counts as fastchess prints them: `Ptnml(0-2): [1, 11, 47, 25, 16]`.
pub fn pentanomial_line(pairs: Pentanomial) -> String {
    let [a, b, c, d, e] = pairs.counts;
    format!("Ptnml(0-2): [{a}, {b}, {c}, {d}, {e}]")
}

/// The SPRT line under the match table, worded as cutechess-cli's:
/// `SPRT: llr 1.23 (41.8%), lbound -2.94, ubound 2.94 - H1 was accepted`.
///
/// The LLR and the bounds have three significant digits (C's `%.3g`, as
/// cutechess-cli's `'g', 3`: `0.883`, `-2.94`, `12.3`, `0`); the
/// percentage is `llr / ubound · 100` with one decimal (negative below
/// 0); ` - H0 was accepted` or ` - H1 was accepted` follows once a bound
/// is reached ([`Sprt::decide`]), nothing while the test goes on.
pub fn sprt_line(sprt: &Sprt, llr: f64) -> String {
    let upper = sprt.upper_bound();
    let verdict = match sprt.decide(llr) {
        SprtDecision::Continue => "",
        SprtDecision::AcceptH0 => " - H0 was accepted",
        SprtDecision::AcceptH1 => " - H1 was accepted",
    };
    format!(
        "SPRT: llr {} ({:.1}%), lbound {}, ubound {}{verdict}",
        three_significant(llr),
        llr / upper * 100.0,
        three_significant(sprt.lower_bound()),
        three_significant(upper),
    )
}

/// `x` as C's `printf("%.3g", x)`: three significant digits, trailing
/// zeros dropped, in exponent form (`1.23e+03`) below 1e-4 or from 1000
/// on; `inf`, `-inf`, `nan` as such.
fn three_significant(x: f64) -> String {
    if x == 0.0 {
        return "0".to_string();
    }
    if !x.is_finite() {
        return if x.is_nan() {
            "nan".into()
        } else if x > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    // Rounded to three digits first: the exponent of the rounded value
    // decides the form, as in C.
    let scientific = format!("{x:.2e}");
    let (mantissa, exponent) = scientific
        .split_once('e')
        .expect("Rust's exponent form has an e");
    let exponent: i32 = exponent.parse().expect("a whole exponent");
    let trim = |digits: &str| -> String {
        if digits.contains('.') {
            digits
                .trim_end_matches('0')
                .trim_end_matches('.')
                .to_string()
        } else {
            digits.to_string()
        }
    };
    if !(-4..3).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exponent.abs())
    } else {
        let decimals = (2 - exponent) as usize;
        trim(&format!("{x:.decimals$}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `a` and `b` within `rel` of each other (relative to the larger), or
    /// both the same infinity.
    fn close(a: f64, b: f64, rel: f64) -> bool {
        if a.is_infinite() || b.is_infinite() {
            return a == b;
        }
        (a - b).abs() <= rel * a.abs().max(b.abs()).max(1e-300)
    }

    macro_rules! assert_close {
        ($a:expr, $b:expr) => {
            assert_close!($a, $b, 1e-9)
        };
        ($a:expr, $b:expr, $rel:expr) => {{
            let (a, b) = ($a, $b);
            assert!(close(a, b, $rel), "{a} is not {b}");
        }};
    }

    // The expected values below were computed by hand, independently of
    // this module, in a Python 3.11 one-off (math.erf, math.log10,
    // statistics.NormalDist), with
    //
    //   z = NormalDist().inv_cdf(0.975)
    //   def elo(s): return -math.inf if s <= 0 else math.inf if s >= 1 \
    //       else -400*math.log10(1/s-1)
    //   def est(w,d,l):
    //       n=w+d+l; s=(w+d/2)/n
    //       var=(w*(1-s)**2+d*(0.5-s)**2+l*(0-s)**2)/n
    //       sd=math.sqrt(var/n)
    //       lo=max(0.0,s-z*sd); hi=min(1.0,s+z*sd)
    //       return s, var, elo(s), elo(lo), elo(hi), (elo(hi)-elo(lo))/2
    //   def los(w,l): return 0.5*(1+math.erf((w-l)/math.sqrt(2*(w+l))))

    #[test]
    fn the_95_quantile_is_the_normal_one() {
        // NormalDist().inv_cdf(0.975) = 1.9599639845400536
        assert_close!(Z_95, 1.959_963_984_540_053_6, 1e-15);
    }

    #[test]
    fn elo_interval_and_los_of_60_20_20() {
        // est(60,20,20): s=0.7 var=0.16 elo=147.19071411783776
        //   lo=86.22501520030423 hi=218.2517776410748 margin=66.01338122038528
        // los(60,20) = 0.9999961278917845
        let wdl = Wdl::new(60, 20, 20);
        assert_close!(wdl.score().unwrap(), 0.7);
        assert_close!(wdl.variance().unwrap(), 0.16);
        let e = EloEstimate::from_wdl(wdl).unwrap();
        assert_close!(e.elo, 147.190_714_117_837_76, 1e-6);
        assert_close!(e.lower, 86.225_015_200_304_23, 1e-6);
        assert_close!(e.upper, 218.251_777_641_074_8, 1e-6);
        assert_close!(e.margin(), 66.013_381_220_385_28, 1e-6);
        assert_close!(los(wdl).unwrap(), 0.999_996_127_891_784_5, 1e-6);
        assert_close!(wdl.draw_ratio().unwrap(), 0.2);
    }

    #[test]
    fn elo_interval_and_los_of_50_0_50() {
        // est(50,0,50): s=0.5 var=0.25 elo=-0.0 lo=-68.98875106670988
        //   hi=68.98875106670991 margin=68.9887510667099; los(50,50) = 0.5
        let wdl = Wdl::new(50, 0, 50);
        assert_close!(wdl.variance().unwrap(), 0.25);
        let e = EloEstimate::from_wdl(wdl).unwrap();
        assert!(e.elo.abs() < 1e-12, "{}", e.elo);
        assert_close!(e.lower, -68.988_751_066_709_88, 1e-6);
        assert_close!(e.upper, 68.988_751_066_709_91, 1e-6);
        assert_close!(e.margin(), 68.988_751_066_709_9, 1e-6);
        assert_close!(los(wdl).unwrap(), 0.5, 1e-12);
        assert_eq!(wdl.draw_ratio(), Some(0.0));
    }

    #[test]
    fn elo_interval_and_los_of_10_80_10() {
        // est(10,80,10): s=0.5 var=0.05 elo=-0.0 lo=-30.53186432171068
        //   hi=30.531864321710678 margin=30.531864321710678; los(10,10) = 0.5
        let wdl = Wdl::new(10, 80, 10);
        assert_close!(wdl.variance().unwrap(), 0.05);
        let e = EloEstimate::from_wdl(wdl).unwrap();
        assert!(e.elo.abs() < 1e-12, "{}", e.elo);
        assert_close!(e.lower, -30.531_864_321_710_68, 1e-6);
        assert_close!(e.upper, 30.531_864_321_710_678, 1e-6);
        assert_close!(e.margin(), 30.531_864_321_710_678, 1e-6);
        assert_close!(los(wdl).unwrap(), 0.5, 1e-12);
        assert_close!(wdl.draw_ratio().unwrap(), 0.8);
    }

    #[test]
    fn elo_interval_and_los_of_35_40_25() {
        // est(35,40,25): s=0.55 var=0.1475 elo=34.86007028756008
        //   lo=-17.577046764373627 hi=88.94250240957983 margin=53.25977458697673
        // los(35,25) = 0.9016471987705266
        let wdl = Wdl::new(35, 40, 25);
        let e = EloEstimate::from_wdl(wdl).unwrap();
        assert_close!(e.elo, 34.860_070_287_560_08, 1e-6);
        assert_close!(e.lower, -17.577_046_764_373_627, 1e-6);
        assert_close!(e.upper, 88.942_502_409_579_83, 1e-6);
        assert_close!(e.margin(), 53.259_774_586_976_73, 1e-6);
        assert_close!(los(wdl).unwrap(), 0.901_647_198_770_526_6, 1e-6);
    }

    #[test]
    fn a_perfect_score_is_infinite() {
        // est(100,0,0): s=1.0 var=0.0 elo=inf lo=inf hi=inf (margin: Python
        // gives nan for inf - inf; here +inf); los(100,0) = 1.0
        let wdl = Wdl::new(100, 0, 0);
        let e = EloEstimate::from_wdl(wdl).unwrap();
        assert_eq!(
            (e.elo, e.lower, e.upper),
            (f64::INFINITY, f64::INFINITY, f64::INFINITY)
        );
        assert_eq!(e.margin(), f64::INFINITY);
        assert_close!(los(wdl).unwrap(), 1.0, 1e-12);
        let e = EloEstimate::from_wdl(Wdl::new(0, 0, 7)).unwrap();
        assert_eq!(e.elo, f64::NEG_INFINITY);
        assert_eq!(e.margin(), f64::INFINITY);
        // los(1,0) = 0.8413447460685429 (Φ(1))
        assert_close!(
            los(Wdl::new(1, 0, 0)).unwrap(),
            0.841_344_746_068_542_9,
            1e-9
        );
    }

    #[test]
    fn a_bound_past_a_perfect_score_is_infinite() {
        // est(99,1,0): s=0.995 var=0.002475 elo=919.5412305638857
        //   lo=729.8934292127243 hi=inf (s + z·σ clamped to 1) margin=inf
        let e = EloEstimate::from_wdl(Wdl::new(99, 1, 0)).unwrap();
        assert_close!(e.elo, 919.541_230_563_885_7, 1e-6);
        assert_close!(e.lower, 729.893_429_212_724_3, 1e-6);
        assert_eq!(e.upper, f64::INFINITY);
        assert_eq!(e.margin(), f64::INFINITY);
    }

    #[test]
    fn no_games_no_estimate() {
        let wdl = Wdl::default();
        assert_eq!(wdl.games(), 0);
        assert_eq!(wdl.score(), None);
        assert_eq!(wdl.variance(), None);
        assert_eq!(wdl.draw_ratio(), None);
        assert_eq!(EloEstimate::from_wdl(wdl), None);
        assert_eq!(los(wdl), None);
        assert_eq!(los(Wdl::new(0, 12, 0)), None);
        assert_eq!(EloEstimate::from_pairs(Pentanomial::default()), None);
    }

    #[test]
    fn results_are_counted() {
        let mut wdl = Wdl::default();
        let mut pairs = Pentanomial::default();
        use GameResult::*;
        for (a, b) in [
            (Win, Win),
            (Win, Loss),
            (Draw, Draw),
            (Loss, Draw),
            (Draw, Win),
        ] {
            wdl.add(a);
            wdl.add(b);
            pairs.add_pair(a, b);
        }
        assert_eq!(wdl, Wdl::new(4, 4, 2));
        assert_eq!(pairs, Pentanomial::new([0, 1, 2, 1, 1]));
        assert_eq!(pairs.pairs(), 5);
        // The same mean score a game either way.
        assert_close!(pairs.score().unwrap(), wdl.score().unwrap());
    }

    #[test]
    fn erf_matches_python() {
        // math.erf(x) for each x.
        let cases = [
            (0.0, 0.0),
            (1e-9, 1.128_379_167_095_512_7e-9),
            (0.1, 0.112_462_916_018_284_9),
            (0.5, 0.520_499_877_813_046_5),
            (1.0, 0.842_700_792_949_714_9),
            (1.5, 0.966_105_146_475_310_8),
            (2.0, 0.995_322_265_018_952_7),
            (2.5, 0.999_593_047_982_555),
            (3.0, 0.999_977_909_503_001_4),
            (3.5, 0.999_999_256_901_627_6),
            (4.5, 0.999_999_999_803_383_9),
            (5.5, 0.999_999_999_999_992_7),
            (6.5, 1.0),
            (-0.7, -0.677_801_193_837_418_4),
            (-3.2, -0.999_993_974_238_848_3),
        ];
        for (x, want) in cases {
            let got = erf(x);
            assert!((got - want).abs() <= 1e-14, "erf({x}) = {got}, not {want}");
        }
        assert!(erf(f64::NAN).is_nan());
        assert_eq!(erf(f64::INFINITY), 1.0);
        assert_eq!(erf(f64::NEG_INFINITY), -1.0);
    }

    #[test]
    fn elo_and_score_are_inverse() {
        for elo in [-800.0, -35.0, 0.0, 5.0, 147.19] {
            assert_close!(elo_of_score(score_of_elo(elo)), elo, 1e-9);
        }
        // 1/(1+10**(-5/400)) = 0.5071950817090514
        assert_close!(score_of_elo(5.0), 0.507_195_081_709_051_4, 1e-12);
    }

    // SPRT values, by hand in the same Python one-off:
    //
    //   def L(e): return 1/(1+10**(-e/400))
    //   s0, s1 = L(0), L(5)
    //   def llr3(w,d,l):
    //       n=w+d+l; s=(w+d/2)/n
    //       var=(w*(1-s)**2+d*(0.5-s)**2+l*s**2)/n
    //       return n*(s1-s0)*(2*s-s0-s1)/(2*var)
    //   xs=[0,0.25,0.5,0.75,1]
    //   def llr5(p):
    //       N=sum(p); s=sum(pi*x for pi,x in zip(p,xs))/N
    //       var=sum(pi*(x-s)**2 for pi,x in zip(p,xs))/N
    //       return N*(s1-s0)*(2*s-s0-s1)/(2*var)

    fn sprt_0_5() -> Sprt {
        Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap()
    }

    #[test]
    fn sprt_bounds() {
        // math.log(0.05/0.95) = -2.9444389791664403, math.log(0.95/0.05)
        let s = sprt_0_5();
        assert_close!(s.lower_bound(), -2.944_438_979_166_440_3, 1e-12);
        assert_close!(s.upper_bound(), 2.944_438_979_166_440_3, 1e-12);
        // math.log(0.2/0.9) = -1.504077396776274, math.log(0.8/0.1) =
        // 2.0794415416798357
        let s = Sprt::new(0.0, 5.0, 0.1, 0.2).unwrap();
        assert_close!(s.lower_bound(), -1.504_077_396_776_274, 1e-12);
        assert_close!(s.upper_bound(), 2.079_441_541_679_835_7, 1e-12);
    }

    #[test]
    fn sprt_llr_of_single_games() {
        let s = sprt_0_5();
        let cases = [
            ((60, 20, 20), 0.883_207_338_381_443_7),
            ((35, 40, 25), 0.226_352_193_256_003_98),
            ((10, 80, 10), -0.051_769_200_799_925_51),
            ((520, 300, 480), 0.574_015_079_134_988_1),
            ((480, 300, 520), -0.924_406_127_063_014_1),
            ((1000, 1200, 880), 2.312_345_037_343_023_4),
        ];
        for ((w, d, l), want) in cases {
            assert_close!(s.llr(Wdl::new(w, d, l)), want, 1e-6);
        }
    }

    #[test]
    fn sprt_llr_of_pairs() {
        // llr5(...) and, for the first, s = 0.5434782608695652 and
        // var = 0.057892249527410206.
        let s = sprt_0_5();
        let p = Pentanomial::new([5, 20, 50, 30, 10]);
        assert_close!(p.score().unwrap(), 0.543_478_260_869_565_2, 1e-12);
        assert_close!(p.variance().unwrap(), 0.057_892_249_527_410_206, 1e-9);
        assert_close!(s.llr_pairs(p), 0.570_001_680_166_828_3, 1e-6);
        let p = Pentanomial::new([10, 20, 40, 20, 10]);
        assert_close!(s.llr_pairs(p), -0.034_512_800_533_283_68, 1e-6);
        let p = Pentanomial::new([100, 300, 500, 320, 110]);
        assert_close!(s.llr_pairs(p), 0.547_380_531_658_537_1, 1e-6);
    }

    #[test]
    fn sprt_llr_without_spread_is_zero() {
        let s = sprt_0_5();
        assert_eq!(s.llr(Wdl::default()), 0.0);
        assert_eq!(s.llr(Wdl::new(100, 0, 0)), 0.0);
        assert_eq!(s.llr(Wdl::new(0, 30, 0)), 0.0);
        assert_eq!(s.llr_pairs(Pentanomial::default()), 0.0);
        assert_eq!(s.llr_pairs(Pentanomial::new([0, 0, 9, 0, 0])), 0.0);
    }

    #[test]
    fn sprt_decisions() {
        let s = sprt_0_5();
        assert_eq!(s.decide(0.0), SprtDecision::Continue);
        assert_eq!(s.decide(2.94), SprtDecision::Continue);
        assert_eq!(s.decide(-2.94), SprtDecision::Continue);
        assert_eq!(s.decide(2.95), SprtDecision::AcceptH1);
        assert_eq!(s.decide(-2.95), SprtDecision::AcceptH0);
        assert_eq!(s.decide(s.upper_bound()), SprtDecision::AcceptH1);
        assert_eq!(s.decide(s.lower_bound()), SprtDecision::AcceptH0);
    }

    #[test]
    fn sprt_settings_parse() {
        let s: Sprt = "elo0=0,elo1=5".parse().unwrap();
        assert_eq!(s, sprt_0_5());
        let s: Sprt = " beta=0.2 , elo1=10,elo0=-2.5, alpha=0.1".parse().unwrap();
        assert_eq!(s, Sprt::new(-2.5, 10.0, 0.1, 0.2).unwrap());
        assert_eq!(
            (s.elo0(), s.elo1(), s.alpha(), s.beta()),
            (-2.5, 10.0, 0.1, 0.2)
        );
        assert_eq!(s.to_string().parse::<Sprt>(), Ok(s));
    }

    #[test]
    fn bad_sprt_settings_say_what_and_where() {
        let cases = [
            ("", "item 1 is empty"),
            ("elo0=0,,elo1=5", "item 2 is empty"),
            ("elo0=0,elo1", "item 2 \"elo1\" has no \"=\""),
            ("elo0=0,elo1=5,gamma=1", "item 3: unknown key \"gamma\""),
            ("elo0=0,elo0=1,elo1=5", "item 2: elo0 is given twice"),
            ("elo0=0,elo1=x", "item 2: elo1 \"x\" is not a finite number"),
            (
                "elo0=0,elo1=inf",
                "item 2: elo1 \"inf\" is not a finite number",
            ),
            ("elo0=0,alpha=0.1", "elo1 is missing"),
            ("elo1=5", "elo0 is missing"),
            ("elo0=5,elo1=5", "elo0 (5) must be less than elo1 (5)"),
            ("elo0=5,elo1=0", "elo0 (5) must be less than elo1 (0)"),
            ("elo0=0,elo1=5,alpha=0", "alpha (0) must be between 0 and 1"),
            ("elo0=0,elo1=5,alpha=1", "alpha (1) must be between 0 and 1"),
            (
                "elo0=0,elo1=5,beta=-0.1",
                "beta (-0.1) must be between 0 and 1",
            ),
            (
                "elo0=0,elo1=5,alpha=0.5,beta=0.5",
                "alpha + beta (0.5 + 0.5)",
            ),
        ];
        for (text, want) in cases {
            let err = text.parse::<Sprt>().unwrap_err();
            assert!(err.starts_with("bad SPRT settings \""), "{err}");
            assert!(err.contains(want), "{text:?}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
        let err = "elo0=0,elo1=5\nx".parse::<Sprt>().unwrap_err();
        assert!(!err.contains('\n'), "{err}");
    }

    #[test]
    fn the_elo_line_is_worded_as_cutechess() {
        // 60-20-20: elo 147.19, margin 66.01, LOS 99.9996 %, draws 20 %.
        assert_eq!(
            elo_line(Wdl::new(60, 20, 20)),
            "Elo difference: 147.2 +/- 66.0, LOS: 100.0 %, DrawRatio: 20.0 %"
        );
        // 35-40-25: elo 34.86, margin 53.26, LOS 90.16 %, draws 40 %.
        assert_eq!(
            elo_line(Wdl::new(35, 40, 25)),
            "Elo difference: 34.9 +/- 53.3, LOS: 90.2 %, DrawRatio: 40.0 %"
        );
        assert_eq!(
            elo_line(Wdl::new(100, 0, 0)),
            "Elo difference: inf +/- inf, LOS: 100.0 %, DrawRatio: 0.0 %"
        );
        // 50-0-50: elo 0 (not -0), margin 68.99, LOS 50 %.
        assert_eq!(
            elo_line(Wdl::new(50, 0, 50)),
            "Elo difference: 0.0 +/- 69.0, LOS: 50.0 %, DrawRatio: 0.0 %"
        );
        // 0-0-3: LOS 0.5*(1+math.erf(-3/math.sqrt(6))) = 4.16 %.
        assert_eq!(
            elo_line(Wdl::new(0, 0, 3)),
            "Elo difference: -inf +/- inf, LOS: 4.2 %, DrawRatio: 0.0 %"
        );
        assert_eq!(
            elo_line(Wdl::new(0, 4, 0)),
            "Elo difference: 0.0 +/- 0.0, LOS: n/a, DrawRatio: 100.0 %"
        );
        assert_eq!(
            elo_line(Wdl::default()),
            "Elo difference: n/a +/- n/a, LOS: n/a, DrawRatio: n/a"
        );
    }

    #[test]
    fn the_sprt_line_is_worded_as_cutechess() {
        let s = sprt_0_5();
        // llr3(60,20,20) = 0.8832…, 0.8832/2.9444 = 30.0 %.
        assert_eq!(
            sprt_line(&s, s.llr(Wdl::new(60, 20, 20))),
            "SPRT: llr 0.883 (30.0%), lbound -2.94, ubound 2.94"
        );
        assert_eq!(
            sprt_line(&s, 2.95),
            "SPRT: llr 2.95 (100.2%), lbound -2.94, ubound 2.94 - H1 was accepted"
        );
        assert_eq!(
            sprt_line(&s, -3.0),
            "SPRT: llr -3 (-101.9%), lbound -2.94, ubound 2.94 - H0 was accepted"
        );
        assert_eq!(
            sprt_line(&s, 0.0),
            "SPRT: llr 0 (0.0%), lbound -2.94, ubound 2.94"
        );
    }

    #[test]
    fn three_significant_digits_as_printf() {
        // Python: '%.3g' % x for each x.
        let cases = [
            (0.0, "0"),
            (1.0, "1"),
            (-2.944_438_979, "-2.94"),
            (0.883_207, "0.883"),
            (12.345, "12.3"),
            (123.4, "123"),
            (999.6, "1e+03"),
            (1234.0, "1.23e+03"),
            (0.000_123_4, "0.000123"),
            (0.000_012_34, "1.23e-05"),
            (0.1, "0.1"),
            (2.5, "2.5"),
            (f64::INFINITY, "inf"),
        ];
        for (x, want) in cases {
            assert_eq!(three_significant(x), want, "{x}");
        }
    }

    #[test]
    fn the_pentanomial_line_is_worded_as_fastchess() {
        assert_eq!(
            pentanomial_line(Pentanomial::new([1, 11, 47, 25, 16])),
            "Ptnml(0-2): [1, 11, 47, 25, 16]"
        );
    }
}

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
//! use ludeme_stats::{elo_line, sprt_line, Sprt, Wdl};
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
//! The facade crate `ludeme` does not include this crate, and this crate needs
//! no game: depend on `ludeme-stats` for the statistics of any two-player
//! match. The crate has no optional features.
//!
//! Sources: cutechess-cli's `Elo` class (`projects/lib/src/elo.cpp`) and
//! the result lines of its `Tournament::results`; Michel Van den Bergh's
//! note on the GSPRT approximation
//! (<https://www.cantate.be/Fishtest/GSPRT_approximation.pdf>, formerly at
//! `hardy.uhasselt.be/Fishtest/`), as fishtest's `LLR_alt2`
//! (`fishtest/stats/LLRcalc.py`) and fastchess's `SPRT::getLLR` (before it
//! moved to the exact maximum-likelihood computation) use it.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod elo;
mod error;
mod lines;
mod sprt;
#[cfg(test)]
mod tests;

pub use elo::{elo_of_score, erf, los, score_of_elo, EloEstimate};
pub use error::{SprtError, SprtSyntax};
pub use lines::{elo_line, pentanomial_line, sprt_line};
pub use sprt::{Sprt, SprtDecision, DEFAULT_ERROR};

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

//! The sequential probability ratio test.

use std::fmt;
use std::str::FromStr;

use super::*;
use crate::{SprtError, SprtSyntax};

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
    /// Which setting is wrong: an Elo that is not finite
    /// ([`SprtError::NotFinite`]), `elo0 >= elo1`
    /// ([`SprtError::ElosOutOfOrder`]), `alpha` or `beta` outside (0, 1)
    /// ([`SprtError::Probability`]), or `alpha + beta >= 1`
    /// ([`SprtError::ErrorSum`]).
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Self, SprtError> {
        for (name, value) in [("elo0", elo0), ("elo1", elo1)] {
            if !value.is_finite() {
                return Err(SprtError::NotFinite { name, value });
            }
        }
        if elo0 >= elo1 {
            return Err(SprtError::ElosOutOfOrder { elo0, elo1 });
        }
        for (name, value) in [("alpha", alpha), ("beta", beta)] {
            if !(value > 0.0 && value < 1.0) {
                return Err(SprtError::Probability { name, value });
            }
        }
        if alpha + beta >= 1.0 {
            return Err(SprtError::ErrorSum { alpha, beta });
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

impl FromStr for Sprt {
    type Err = SprtError;

    /// Reads `elo0=E0,elo1=E1[,alpha=A,beta=B]`: comma-separated
    /// `key=value` items in any order, spaces around them allowed, `elo0`
    /// and `elo1` required, `alpha` and `beta` 0.05 unless given.
    ///
    /// # Errors
    /// [`SprtError::Syntax`] for an empty item, an item without `=`, an
    /// unknown or repeated key, a value that is not a finite number, a
    /// missing `elo0` or `elo1`; [`SprtError::Settings`] for what
    /// [`Sprt::new`] refuses. Either names the settings and what is wrong
    /// where, in one line.
    fn from_str(text: &str) -> Result<Self, SprtError> {
        let syntax = |problem| SprtError::Syntax {
            text: text.to_string(),
            problem,
        };
        let [elo0, elo1, alpha, beta] = read_settings(text).map_err(syntax)?;
        let elo0 = elo0
            .ok_or(SprtSyntax::Missing { key: "elo0" })
            .map_err(syntax)?;
        let elo1 = elo1
            .ok_or(SprtSyntax::Missing { key: "elo1" })
            .map_err(syntax)?;
        Sprt::new(
            elo0,
            elo1,
            alpha.unwrap_or(DEFAULT_ERROR),
            beta.unwrap_or(DEFAULT_ERROR),
        )
        .map_err(|e| SprtError::Settings {
            text: text.to_string(),
            source: Box::new(e),
        })
    }
}

/// The values of `elo0`, `elo1`, `alpha` and `beta` that `text` gives, in
/// that order.
fn read_settings(text: &str) -> Result<[Option<f64>; 4], SprtSyntax> {
    const KEYS: [&str; 4] = ["elo0", "elo1", "alpha", "beta"];
    let mut values: [Option<f64>; 4] = [None; 4];
    for (i, item) in text.split(',').enumerate() {
        let at = i + 1;
        let item = item.trim();
        if item.is_empty() {
            return Err(SprtSyntax::EmptyItem { item: at });
        }
        let Some((key, value)) = item.split_once('=') else {
            return Err(SprtSyntax::NoEquals {
                item: at,
                text: item.to_string(),
            });
        };
        let (key, value) = (key.trim(), value.trim());
        let Some(k) = KEYS.iter().position(|&name| name == key) else {
            return Err(SprtSyntax::UnknownKey {
                item: at,
                key: key.to_string(),
            });
        };
        if values[k].is_some() {
            return Err(SprtSyntax::Repeated {
                item: at,
                key: KEYS[k],
            });
        }
        match value.parse::<f64>() {
            Ok(v) if v.is_finite() => values[k] = Some(v),
            _ => {
                return Err(SprtSyntax::NotANumber {
                    item: at,
                    key: KEYS[k],
                    value: value.to_string(),
                })
            }
        }
    }
    Ok(values)
}

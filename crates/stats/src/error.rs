//! What [`crate::Sprt::new`] and the SPRT settings' parser refuse.

use ludeme_core::text::quoted as quote;

/// The form of the SPRT settings, for messages.
pub(crate) const SPRT_FORM: &str = "elo0=E0,elo1=E1[,alpha=A,beta=B]";

/// Why an SPRT cannot be made ([`crate::Sprt::new`]) or its settings
/// cannot be read (`"…".parse::<Sprt>()`): one line each.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum SprtError {
    /// An Elo difference that is not a finite number.
    #[error("{name} ({value}) is not a finite number")]
    NotFinite {
        /// Which one: `elo0` or `elo1`.
        name: &'static str,
        /// The value given.
        value: f64,
    },
    /// `elo0` is not less than `elo1`.
    #[error("elo0 ({elo0}) must be less than elo1 ({elo1})")]
    ElosOutOfOrder {
        /// H0's Elo difference.
        elo0: f64,
        /// H1's Elo difference.
        elo1: f64,
    },
    /// An error probability outside (0, 1).
    #[error("{name} ({value}) must be between 0 and 1, both excluded")]
    Probability {
        /// Which one: `alpha` or `beta`.
        name: &'static str,
        /// The value given.
        value: f64,
    },
    /// `alpha + beta` is 1 or more: the bounds would cross.
    #[error("alpha + beta ({alpha} + {beta}) must be less than 1")]
    ErrorSum {
        /// The type I error.
        alpha: f64,
        /// The type II error.
        beta: f64,
    },
    /// Settings text that does not read as
    /// `elo0=E0,elo1=E1[,alpha=A,beta=B]`.
    #[error("bad SPRT settings {}: {problem}", quote(text))]
    Syntax {
        /// The settings as given.
        text: String,
        /// What is wrong, and where.
        #[source]
        problem: SprtSyntax,
    },
    /// Settings text that reads, but names a test that [`crate::Sprt::new`]
    /// refuses.
    #[error("bad SPRT settings {}: {source}", quote(text))]
    Settings {
        /// The settings as given.
        text: String,
        /// What [`crate::Sprt::new`] refused.
        source: Box<SprtError>,
    },
}

/// What is wrong with the form of SPRT settings text (items counted from
/// 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SprtSyntax {
    /// An item with nothing in it (`elo0=0,,elo1=5`).
    #[error("item {item} is empty: expected {SPRT_FORM}")]
    EmptyItem {
        /// The item's number.
        item: usize,
    },
    /// An item that is not `key=value`.
    #[error("item {item} {} has no \"=\": expected {SPRT_FORM}", quote(text))]
    NoEquals {
        /// The item's number.
        item: usize,
        /// The item as given.
        text: String,
    },
    /// A key other than `elo0`, `elo1`, `alpha` and `beta`.
    #[error(
        "item {item}: unknown key {}: expected elo0, elo1, alpha or beta",
        quote(key)
    )]
    UnknownKey {
        /// The item's number.
        item: usize,
        /// The key as given.
        key: String,
    },
    /// A key given a second time.
    #[error("item {item}: {key} is given twice")]
    Repeated {
        /// The item's number.
        item: usize,
        /// The key.
        key: &'static str,
    },
    /// A value that is not a finite number.
    #[error("item {item}: {key} {} is not a finite number", quote(value))]
    NotANumber {
        /// The item's number.
        item: usize,
        /// The key.
        key: &'static str,
        /// The value as given.
        value: String,
    },
    /// `elo0` or `elo1` is not given.
    #[error("{key} is missing: expected {SPRT_FORM}")]
    Missing {
        /// The key.
        key: &'static str,
    },
}

#[cfg(test)]
mod tests {
    use crate::{Sprt, SprtError, SprtSyntax};

    #[test]
    fn sprt_errors_are_typed() {
        assert_eq!(
            Sprt::new(f64::NAN, 5.0, 0.05, 0.05).map_err(|e| e.to_string()),
            Err("elo0 (NaN) is not a finite number".to_string())
        );
        assert!(matches!(
            Sprt::new(0.0, f64::INFINITY, 0.05, 0.05),
            Err(SprtError::NotFinite { name: "elo1", .. })
        ));
        assert_eq!(
            Sprt::new(5.0, 0.0, 0.05, 0.05),
            Err(SprtError::ElosOutOfOrder {
                elo0: 5.0,
                elo1: 0.0
            })
        );
        assert_eq!(
            Sprt::new(0.0, 5.0, 0.05, 1.5),
            Err(SprtError::Probability {
                name: "beta",
                value: 1.5
            })
        );
        assert_eq!(
            Sprt::new(0.0, 5.0, 0.6, 0.4),
            Err(SprtError::ErrorSum {
                alpha: 0.6,
                beta: 0.4
            })
        );
        assert_eq!(
            "elo0=0,elo0=1".parse::<Sprt>(),
            Err(SprtError::Syntax {
                text: "elo0=0,elo0=1".into(),
                problem: SprtSyntax::Repeated {
                    item: 2,
                    key: "elo0"
                },
            })
        );
        let err = "elo0=5,elo1=0".parse::<Sprt>().unwrap_err();
        assert_eq!(
            err,
            SprtError::Settings {
                text: "elo0=5,elo1=0".into(),
                source: Box::new(SprtError::ElosOutOfOrder {
                    elo0: 5.0,
                    elo1: 0.0
                }),
            }
        );
        // The reason is kept as the error's source.
        let source = std::error::Error::source(&err).map(|s| s.to_string());
        assert_eq!(
            source.as_deref(),
            Some("elo0 (5) must be less than elo1 (0)")
        );
    }
}

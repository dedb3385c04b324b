//! Rules options and their variant names.

use ludeme_core::{Variant, Variants};

/// The rules of a position on an `N × N` board (6 for Surakarta, 7 for
/// Bas-basan sepur).
///
/// The default is the standard game of the board size: eight-direction steps
/// on 6×6; orthogonal steps and two circuits on 7×7. The variants are named
/// by board size ([`Variants`]): `standard` and `orthogonal` on 6×6,
/// `bas-basan` and `bas-basan-3` on 7×7.
///
/// ```
/// use ludeme_core::Variants;
/// use ludeme_surakarta::{BasBasanRules, Rules};
/// assert!(!Rules::default().orthogonal_steps);
/// assert!(BasBasanRules::default().orthogonal_steps);
/// assert!(!BasBasanRules::default().middle_circuit);
/// assert_eq!(Rules::from_variant("orthogonal"), Some(Rules::default().with_orthogonal_steps(true)));
/// assert_eq!(BasBasanRules::VARIANTS[1].name, "bas-basan-3");
/// assert_eq!(BasBasanRules::from_variant("standard"), None);
/// ```
///
/// With the `serde` feature, rules read from serde refuse the middle circuit
/// on an even board (which has no middle line), so every rules value read
/// is one that the variant names and the builders give.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RulesForm", into = "RulesForm"))]
#[non_exhaustive]
pub struct RulesOn<const N: usize> {
    /// Steps only in the four orthogonal directions (Chinese/Korean and
    /// Bas-basan sepur style). Captures are unchanged. No non-capturing loop
    /// slide is offered: no source defines one precisely.
    pub orthogonal_steps: bool,
    /// Adds the middle line as a third circuit (odd boards only: Bas-basan
    /// sepur's option). Even boards have no middle line:
    /// [`RulesOn::with_middle_circuit`] leaves it off there, and a value set
    /// by hand is ignored.
    pub middle_circuit: bool,
}

/// The serde form of [`RulesOn`]: its two fields, checked on reading.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename = "Rules", deny_unknown_fields)]
struct RulesForm {
    orthogonal_steps: bool,
    middle_circuit: bool,
}

#[cfg(feature = "serde")]
impl<const N: usize> From<RulesOn<N>> for RulesForm {
    fn from(rules: RulesOn<N>) -> Self {
        RulesForm {
            orthogonal_steps: rules.orthogonal_steps,
            middle_circuit: rules.middle_circuit && N % 2 == 1,
        }
    }
}

/// Why serde refused a rules value: the middle circuit on an even board.
#[cfg(feature = "serde")]
#[derive(Debug, thiserror::Error)]
#[error("middle_circuit needs an odd board: {0}×{0} has no middle line")]
struct NoMiddleLine(usize);

#[cfg(feature = "serde")]
impl<const N: usize> TryFrom<RulesForm> for RulesOn<N> {
    type Error = NoMiddleLine;

    fn try_from(form: RulesForm) -> Result<Self, NoMiddleLine> {
        if form.middle_circuit && N % 2 == 0 {
            return Err(NoMiddleLine(N));
        }
        Ok(RulesOn {
            orthogonal_steps: form.orthogonal_steps,
            middle_circuit: form.middle_circuit,
        })
    }
}

impl<const N: usize> Default for RulesOn<N> {
    fn default() -> Self {
        RulesOn {
            orthogonal_steps: N != 6,
            middle_circuit: false,
        }
    }
}

impl<const N: usize> RulesOn<N> {
    /// These rules with orthogonal steps on or off.
    pub const fn with_orthogonal_steps(mut self, on: bool) -> Self {
        self.orthogonal_steps = on;
        self
    }

    /// These rules with the middle-line circuit on or off (always off on
    /// an even board, which has no middle line).
    ///
    /// ```
    /// use ludeme_surakarta::{BasBasanRules, Rules};
    /// assert!(BasBasanRules::default().with_middle_circuit(true).middle_circuit);
    /// assert_eq!(Rules::default().with_middle_circuit(true), Rules::default());
    /// ```
    pub const fn with_middle_circuit(mut self, on: bool) -> Self {
        self.middle_circuit = on && N % 2 == 1;
        self
    }
}

/// The 6×6 variants (Surakarta).
const SURAKARTA_VARIANTS: &[Variant] = &[
    Variant {
        name: "standard",
        description: "Surakarta on 6×6, steps in all eight directions",
    },
    Variant {
        name: "orthogonal",
        description: "Surakarta on 6×6, steps in the four orthogonal directions only",
    },
];

/// The 7×7 variants (Bas-basan sepur).
const BAS_BASAN_VARIANTS: &[Variant] = &[
    Variant {
        name: "bas-basan",
        description: "Bas-basan sepur on 7×7, orthogonal steps, two circuits",
    },
    Variant {
        name: "bas-basan-3",
        description: "Bas-basan sepur on 7×7 with the middle line as a third circuit",
    },
];

/// The default rules of another board size (not a game of its own).
const OTHER_VARIANTS: &[Variant] = &[Variant {
    name: "standard",
    description: "the default rules of the board size",
}];

/// The variant names depend on the board: `standard` (the default) and
/// `orthogonal` on 6×6; `bas-basan` (the default) and `bas-basan-3` on 7×7.
/// A name of the other board size is not a variant (`standard` means 6×6).
/// Other board sizes have only `standard`, their default rules.
impl<const N: usize> Variants for RulesOn<N> {
    const VARIANTS: &'static [Variant] = match N {
        6 => SURAKARTA_VARIANTS,
        7 => BAS_BASAN_VARIANTS,
        _ => OTHER_VARIANTS,
    };

    fn from_variant(name: &str) -> Option<Self> {
        // The first variant of the board is its default rules; the second
        // (6×6 and 7×7 only) adds its game's option: orthogonal steps on
        // 6×6, the middle circuit on 7×7.
        let option = Self::VARIANTS.iter().position(|v| v.name == name)? == 1;
        let standard = Self::default();
        Some(match N {
            6 => standard.with_orthogonal_steps(option),
            _ => standard.with_middle_circuit(option),
        })
    }
}

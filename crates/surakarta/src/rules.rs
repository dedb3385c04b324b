//! Rules options and the side colours.

use core::fmt;

/// The two sides. White starts on the low ranks and moves first (*project
/// choice*: the traditional rule lets the players decide; a position may name
/// either side to move).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// Starts on the low ranks (1–2 on 6×6), seat 0.
    White,
    /// Starts on the high ranks, seat 1.
    Black,
}

impl Colour {
    /// The other colour.
    #[inline]
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The colour's letter in position text: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// The rules of a position on an `N × N` board (6 for Surakarta, 7 for
/// Bas-basan sepur).
///
/// The default is the standard game of the board size: eight-direction steps
/// on 6×6; orthogonal steps and two circuits on 7×7.
///
/// ```
/// use ludeme_surakarta::{BasBasanRules, Rules};
/// assert!(!Rules::default().orthogonal_steps);
/// assert!(BasBasanRules::default().orthogonal_steps);
/// assert!(!BasBasanRules::default().middle_circuit);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct RulesOn<const N: usize> {
    /// Steps only in the four orthogonal directions (Chinese/Korean and
    /// Bas-basan sepur style). Captures are unchanged. No non-capturing loop
    /// slide is offered: no source defines one precisely.
    pub orthogonal_steps: bool,
    /// Adds the middle line as a third circuit (odd boards only: Bas-basan
    /// sepur's option). Ignored on even boards, which have no middle line.
    pub middle_circuit: bool,
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
    /// The standard rules of the board size (as [`Default`]).
    pub fn standard() -> Self {
        Self::default()
    }

    /// These rules with orthogonal steps on or off.
    pub const fn with_orthogonal_steps(mut self, on: bool) -> Self {
        self.orthogonal_steps = on;
        self
    }

    /// These rules with the middle-line circuit on or off.
    pub const fn with_middle_circuit(mut self, on: bool) -> Self {
        self.middle_circuit = on;
        self
    }
}

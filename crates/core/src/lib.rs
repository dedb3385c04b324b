//! The game-agnostic vocabulary of ludeme: the [`Game`] trait that every game
//! implements, who acts ([`Actor`]: a [`Seat`], chance, or nobody), the
//! [`Side`]s that seats play for, [`Outcome`]s with an [`EndReason`], named
//! rules [`Variants`], the generic [`GameLine`] with its [`HistoryRules`],
//! generic [`perft`] with bulk counting, seeded [`random_playout`]s (and one
//! [`derive_seed`] for every stream a seed gives rise to). The test battery
//! that every game passes is the crate `ludeme-testing`.
//!
//! Beside [`Game`], three small traits carry what only some users need:
//! [`History`] (what a [`GameLine`] asks), [`Heuristic`] (what players ask) and
//! [`Render`] (pictures for people, drawn as SVG with the small writer of
//! [`svg`]).
//!
//! Everything works on any game, here on the tiny dice race of
//! `ludeme-testing` (`ludeme_testing::demo::DiceRace`):
//!
//! ```
//! use ludeme_testing::demo::DiceRace;
//! use ludeme_core::{perft, random_playout, Actor, Game};
//!
//! let mut race = DiceRace::start();
//! assert_eq!(race.to_act(), Actor::Chance); // the coin is rolled first
//! race.play("roll 2".parse()?)?;
//! let moves = race.legal_moves();
//! assert_eq!(moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["+1", "+2"]);
//! race.play("+2".parse()?)?;
//! assert_eq!(race.to_string(), "2,0,0 1 -");
//!
//! assert_eq!(perft(&race, 2), 3);
//! let game = random_playout(&race, 42, 1_000);
//! println!("{}", game.last.outcome().unwrap().describe(&game.last));
//! # Ok::<(), ludeme_testing::demo::RaceError>(())
//! ```
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports the vocabulary that applications use
//! (`ludeme::Game`, `ludeme::perft`, `ludeme::GameLine`, …) beside the built-in
//! games: an application that plays those games, or brings a game of its own to
//! their players and test battery, depends on the facade alone. Depend on
//! `ludeme-core` to write game-agnostic code or a game crate without the
//! built-in games in the dependency tree, or for what the facade leaves out:
//! the move buffer ([`MoveBuffer`]), the bit helpers ([`bits`]), the SVG writer
//! ([`svg`]), the text helpers ([`text`]) and the serde macros.
//!
//! # Features
//! - `std` (default): off for `no_std` + `alloc`.
//! - `serde`: serde forms of the shared types ([`Seat`], [`Side`],
//!   [`Actor`], [`Colour`], [`HistoryRules`]; [`Outcome`] and
//!   [`EndReason`] serialise only), and the module `serde_form` with the
//!   macros that give a game's state and moves their forms through text.
//! - `rayon` (implies `std`): [`Perft::threads`] counts on every core.
//!   Without it the same calls count on the calling thread, with the same
//!   results.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(unsafe_code)]

extern crate alloc;

mod actions;
pub mod bits;
mod colour;
mod game;
mod game_line;
mod heuristic;
mod history;
mod in_order;
mod key_counts;
mod move_buffer;
mod observation;
mod oracle;
mod outcome;
mod perft;
mod playout;
mod render;
mod rng;
mod seat;
mod seed;
#[cfg(feature = "serde")]
pub mod serde_form;
pub mod svg;
pub mod text;
mod variants;
mod zobrist;

pub use actions::{ActionSteps, Actions, Decision, LegalActions};
pub use colour::Colour;
pub use game::{ChanceOutcomes, ChanceOutcomesIter, Game, MoveContainer};
pub use game_line::{GameLine, GameLineError};
pub use heuristic::{Heuristic, Weight, Yardstick, DEFAULT_MOVES_LEFT};
pub use history::{History, HistoryRules};
pub use in_order::InOrder;
pub use move_buffer::{IntoIter as MoveBufferIter, MoveBuffer};
pub use observation::{ObservationSink, ObservationTracker, TrackedObservation};
pub use oracle::{Known, NotKnown, Oracle, Unanswered, Verdict};
pub use outcome::{EndReason, Outcome};
pub use perft::{perft, perft_divide, Perft, PerftProgress};
pub use playout::{random_playout, Playout};
pub use render::{DiagramStyle, Render};
pub use rng::{splitmix64, zobrist_keys, SplitMix64};
pub use seat::{Actor, Seat, Side};
pub use seed::{derive_seed, SeedLabel};
pub use variants::{Variant, Variants};
pub use zobrist::ColourKeys;

/// Implements serde's `Serialize` and `Deserialize` for a type through its
/// text form (`Display` and `FromStr`; `serde_form::serialize_text` and
/// `serde_form::deserialize_text`), compiled only when the calling crate's
/// `serde` feature is on. That feature must turn on `ludeme-core/serde`.
///
/// ```ignore
/// ludeme_core::serde_via_text!(Move);
/// ludeme_core::serde_via_text!(const N; MoveOn<N>);
/// ```
#[macro_export]
macro_rules! serde_via_text {
    (const $n:ident; $t:ty) => {
        $crate::serde_through!(serialize_text, deserialize_text; [const $n: usize] $t);
    };
    ($t:ty) => {
        $crate::serde_through!(serialize_text, deserialize_text; [] $t);
    };
}

/// Implements serde's `Serialize` and `Deserialize` for a game state through
/// `serde_form::serialize_state` and `serde_form::deserialize_state` (its
/// text, with its rules when they are not the default), compiled only when
/// the calling crate's `serde` feature is on. That feature must turn on
/// `ludeme-core/serde`, and the game's `Rules` must be serde types.
///
/// ```ignore
/// ludeme_core::serde_state!(Position);
/// ludeme_core::serde_state!(const N; PositionOn<N>);
/// ```
#[macro_export]
macro_rules! serde_state {
    (const $n:ident; $t:ty) => {
        $crate::serde_through!(serialize_state, deserialize_state; [const $n: usize] $t);
    };
    ($t:ty) => {
        $crate::serde_through!(serialize_state, deserialize_state; [] $t);
    };
}

/// Implements a game state's forms from its [`Game`] impl and `Display`:
/// `Default` (the start under the default rules), `FromStr` (position text
/// under the default rules, refused with the game's `ParseError`), `Debug`
/// (`NAME(text)`, with `<N>` after the name for a board size `N`) and serde
/// (as [`serde_state!`]).
///
/// ```ignore
/// ludeme_core::state_forms!(Position, PositionError);
/// ludeme_core::state_forms!(const N; PositionOn<N>, PositionError, "Position");
/// ```
#[macro_export]
macro_rules! state_forms {
    (const $n:ident; $t:ty, $error:ty, $name:literal) => {
        $crate::state_forms!(@impls [const $n: usize] $t, $error);
        $crate::serde_state!(const $n; $t);
        impl<const $n: usize> core::fmt::Debug for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, concat!($name, "<{}>({})"), $n, self)
            }
        }
    };
    ($t:ty, $error:ty) => {
        $crate::state_forms!(@impls [] $t, $error);
        $crate::serde_state!($t);
        impl core::fmt::Debug for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, concat!(stringify!($t), "({})"), self)
            }
        }
    };
    (@impls [$($generics:tt)*] $t:ty, $error:ty) => {
        /// The start position under the default rules.
        impl<$($generics)*> Default for $t {
            fn default() -> Self {
                <$t as $crate::Game>::start()
            }
        }

        /// Position text under the default rules (`Game::from_text`).
        impl<$($generics)*> core::str::FromStr for $t {
            type Err = $error;

            fn from_str(text: &str) -> Result<$t, $error> {
                <$t as $crate::Game>::from_text(text, &Default::default())
            }
        }
    };
}

/// The impls of [`serde_via_text!`] and [`serde_state!`]: `Serialize` and
/// `Deserialize` for `$t` (with the impl's generic parameters in brackets)
/// through two functions of `serde_form`.
#[doc(hidden)]
#[macro_export]
macro_rules! serde_through {
    ($serialize:ident, $deserialize:ident; [$($generics:tt)*] $t:ty) => {
        #[cfg(feature = "serde")]
        impl<$($generics)*> serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::serde_form::$serialize(self, s)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de, $($generics)*> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::serde_form::$deserialize(d)
            }
        }
    };
}

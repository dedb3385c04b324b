//! What every registered game provides ([`Registered`]), code written once
//! over every game ([`GameVisitor`]), and a game's own errors
//! ([`GameError`]).

use ludeme_core::{Game, Heuristic, History, Render, Variants};

use crate::Member;

/// A trait that means its bounds, and the blanket impl that gives it to
/// every type that meets them: the bounds written once.
macro_rules! bounds_alias {
    ($(#[$doc:meta])* $name:ident: $($bounds:tt)+) => {
        $(#[$doc])*
        pub trait $name: $($bounds)+ {}

        impl<G: $($bounds)+> $name for G {}
    };
}

bounds_alias! {
    /// What every registered game provides: the rules ([`Game`]) with named
    /// variants, history rules for a [`ludeme_core::GameLine`], a heuristic for the
    /// players and pictures, the fixed action space; states, moves, rules and
    /// the game's errors go between threads (an error that keeps the game's own
    /// error, such as a game record's, goes too). Code written once for every
    /// game (a [`GameVisitor`]) may use all of it. The same bounds whatever
    /// features are on; under `serde`, `AnyRules::visit_serde` also gives the
    /// serde forms.
    Registered: Game<
        Rules: Variants + Send + Sync,
        Move: Send + Sync + 'static,
        IllegalMove: Send + Sync + 'static,
        ParseError: Send + Sync + 'static,
        MoveParseError: Send + Sync + 'static,
    > + Send
    + Sync
    + History
    + Heuristic
    + Render
    + ludeme_core::Actions
    + Member
    + 'static
}

#[cfg(feature = "serde")]
bounds_alias! {
    /// Under the `serde` feature: a game's state, moves and rules have serde
    /// forms, the state's and the moves' through their text (`FromStr`, as
    /// `ludeme_core::serde_state!` and `serde_via_text!` write them).
    SerdeForms: serde::Serialize
    + serde::de::DeserializeOwned
    + core::str::FromStr<Err: core::fmt::Display>
    + Game<
        Move: serde::Serialize
                  + serde::de::DeserializeOwned
                  + core::str::FromStr<Err: core::fmt::Display>,
        Rules: serde::Serialize + serde::de::DeserializeOwned,
    >
}

/// Code written once over every registered game and run on the game's own
/// type, chosen by name through [`AnyRules::visit`](crate::AnyRules::visit): no per-node cost of a
/// by-name type.
///
/// ```
/// use ludeme_registry::{AnyRules, GameVisitor, Registered};
/// use ludeme_core::Game;
///
/// struct MoveCount;
/// impl GameVisitor for MoveCount {
///     type Output = usize;
///     fn visit<G: Registered>(self, rules: G::Rules) -> usize {
///         G::start_with(&rules).legal_move_count()
///     }
/// }
///
/// assert_eq!(AnyRules::by_name("surakarta", None)?.visit(MoveCount), 16);
/// assert_eq!(AnyRules::by_name("barca", None)?.visit(MoveCount), 38);
/// # Ok::<(), ludeme_registry::NameError>(())
/// ```
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the game `G` under `rules`.
    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output;
}

/// Code written once over every registered game and run on a state of the
/// game's own type, taken out of an [`AnyGame`](crate::AnyGame) by
/// [`AnyGame::visit`](crate::AnyGame::visit).
///
/// ```
/// use ludeme_registry::{AnyGame, Registered, StateVisitor};
/// use ludeme_core::Game;
///
/// struct Perft(u32);
/// impl StateVisitor for Perft {
///     type Output = u64;
///     fn visit<G: Registered>(self, state: G) -> u64 {
///         ludeme_core::perft(&state, self.0)
///     }
/// }
///
/// let start: AnyGame = ludeme_registry::surakarta::Position::start().into();
/// assert_eq!(start.visit(Perft(2)), 256);
/// ```
pub trait StateVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on `state`, of the game's own type `G`.
    fn visit<G: Registered>(self, state: G) -> Self::Output;
}

/// Under the `serde` feature: a [`GameVisitor`] that may also use the
/// game's serde forms (see
/// [`AnyRules::visit_serde`](crate::AnyRules::visit_serde)).
#[cfg(feature = "serde")]
pub trait SerdeVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the game `G` under `rules`.
    fn visit<G: Registered + SerdeForms>(self, rules: G::Rules) -> Self::Output;
}

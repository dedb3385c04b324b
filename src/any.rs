//! The by-name layer: `AnyGame`, `AnyMove`, `AnyRules`, `AnyError` and the
//! dispatch to a game's own type, all expanded from the registry (the one
//! list of games in `lib.rs`) by the `registry!` macro below. Nothing here
//! names a game.

use ludeme_core::{Game, Heuristic, History, Render, Variants};

use crate::{AnyError, AnyGame, AnyMove, AnyRules};

/// What every registered game provides: the rules ([`Game`]) with named
/// variants, history rules for a [`ludeme_core::Record`], a heuristic for the
/// players and pictures; states, moves and rules go between threads. Code
/// written once for every game (a [`GameVisitor`]) may use all of it.
///
/// Under the `serde` feature it also has its serde forms ([`SerdeForms`]),
/// and under `testing` the test battery's hooks ([`TestHooks`]), so that
/// code over every game (the fuzz targets) may use them too.
pub trait Registered:
    Game<Rules: Variants + Send + Sync, Move: Send + Sync + 'static>
    + Send
    + Sync
    + History
    + Heuristic
    + Render
    + ludeme_core::Actions
    + SerdeForms
    + TestHooks
    + Into<AnyGame>
    + 'static
{
}

impl<G> Registered for G where
    G: Game<Rules: Variants + Send + Sync, Move: Send + Sync + 'static>
        + Send
        + Sync
        + History
        + Heuristic
        + Render
        + ludeme_core::Actions
        + SerdeForms
        + TestHooks
        + Into<AnyGame>
        + 'static
{
}

/// Under the `serde` feature: a game's state, moves and rules have serde
/// forms, the state's and the moves' through their text (`FromStr`, as
/// `ludeme_core::serde_state!` and `serde_via_text!` write them).
/// Without the feature, every type has it.
#[cfg(feature = "serde")]
pub trait SerdeForms:
    serde::Serialize
    + serde::de::DeserializeOwned
    + core::str::FromStr<Err: core::fmt::Display>
    + Game<
        Move: serde::Serialize
                  + serde::de::DeserializeOwned
                  + core::str::FromStr<Err: core::fmt::Display>,
        Rules: serde::Serialize + serde::de::DeserializeOwned,
    >
{
}

#[cfg(feature = "serde")]
impl<G> SerdeForms for G where
    G: serde::Serialize
        + serde::de::DeserializeOwned
        + core::str::FromStr<Err: core::fmt::Display>
        + Game<
            Move: serde::Serialize
                      + serde::de::DeserializeOwned
                      + core::str::FromStr<Err: core::fmt::Display>,
            Rules: serde::Serialize + serde::de::DeserializeOwned,
        >
{
}

/// Under the `serde` feature: a game's serde forms. Without the feature,
/// every type has it.
#[cfg(not(feature = "serde"))]
pub trait SerdeForms {}

#[cfg(not(feature = "serde"))]
impl<G> SerdeForms for G {}

/// Under the `testing` feature: the test battery's hooks
/// (`testing::TestableGame`). Without the feature, every type has it.
#[cfg(feature = "testing")]
pub trait TestHooks: ludeme_core::testing::TestableGame {}

#[cfg(feature = "testing")]
impl<G: ludeme_core::testing::TestableGame> TestHooks for G {}

/// Under the `testing` feature: the test battery's hooks. Without the
/// feature, every type has it.
#[cfg(not(feature = "testing"))]
pub trait TestHooks {}

#[cfg(not(feature = "testing"))]
impl<G> TestHooks for G {}

/// Code written once over every registered game and run on the game's own
/// type, chosen by name through [`crate::AnyRules::visit`]: no per-node cost of a
/// by-name type.
///
/// ```
/// use ludeme::{AnyRules, Game, GameVisitor, Registered};
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
/// # Ok::<(), ludeme::NameError>(())
/// ```
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the game `G` under `rules`.
    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output;
}

/// An error of one game: its position text, move text or illegal-move
/// error, as the game words it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError<G: Game> {
    /// Position text that did not parse.
    #[error(transparent)]
    Position(G::ParseError),
    /// Move text that did not parse.
    #[error(transparent)]
    MoveText(G::MoveParseError),
    /// A move the position refused.
    #[error(transparent)]
    Illegal(G::IllegalMove),
}

/// How a registered game's own values become the by-name ones
/// (implemented by the registry for each registered type).
pub(crate) trait Member: Game<Move: 'static> {
    /// The by-name move.
    fn any_move(mv: Self::Move) -> AnyMove;
    /// The by-name rules.
    fn any_rules(rules: Self::Rules) -> AnyRules;
    /// The by-name error.
    fn any_error(error: GameError<Self>) -> AnyError;
}

/// `state`'s move `mv`, by name.
pub(crate) fn any_move<G: Member>(_state: &G, mv: G::Move) -> AnyMove {
    G::any_move(mv)
}

/// `state`'s game's own move inside `mv`, if `mv` holds one.
pub(crate) fn own_move<G: Member>(_state: &G, mv: AnyMove) -> Option<G::Move> {
    mv.inner().downcast_ref::<G::Move>().copied()
}

/// An error of `state`'s game, by name.
pub(crate) fn any_error<G: Member>(_state: &G, error: GameError<G>) -> AnyError {
    G::any_error(error)
}

/// `state`'s rules, by name.
pub(crate) fn any_rules<G: Member>(state: &G) -> AnyRules {
    G::any_rules(state.rules())
}

/// Expands the registry's list into the by-name types and their dispatch.
macro_rules! registry {
    ($($krate:ident as $module:ident { $($(#[$doc:meta])* $variant:ident($name:literal, $game:ident)),+ $(,)? })+) => {
        $(
            #[doc = concat!("The `", stringify!($krate), "` crate: ", $(stringify!($variant), " ",)+ "and everything of its own.")]
            pub mod $module {
                #[doc(inline)]
                pub use $krate::*;
            }
        )+
        $crate::any::registry!(@types ($) $($($(#[$doc])* $variant($name, $krate::$game))+)+);
    };
    (@types ($d:tt) $($(#[$doc:meta])* $variant:ident($name:literal, $game:ty))+) => {
        /// Each registered type's name, variants and options, in registry order.
        pub(crate) const ENTRIES: &[(&str, &[ludeme_core::Variant], &[ludeme_core::Variant])] = &[
            $(($name, <<$game as Game>::Rules as Variants>::VARIANTS, <<$game as Game>::Rules as Variants>::OPTIONS),)+
        ];

        /// A state of any registered game, usable through [`Game`] like each
        /// game on its own (shakmaty's `VariantPosition` style).
        ///
        /// ```
        /// use ludeme::{AnyGame, Game};
        /// let start = AnyGame::by_name("surakarta", None, None)?;
        /// assert_eq!(ludeme::perft(&start, 2), 256);
        /// let mut next = start.clone();
        /// next.play(start.parse_move("b2-c3")?)?;
        /// assert_eq!(next.to_string(), "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b");
        /// # Ok::<(), ludeme::AnyError>(())
        /// ```
        #[derive(Clone, PartialEq, Eq, Debug)]
        #[non_exhaustive]
        pub enum AnyGame {
            $($(#[$doc])* $variant($game),)+
        }

        /// A move of an [`AnyGame`].
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #[non_exhaustive]
        pub enum AnyMove {
            $($(#[$doc])* $variant(<$game as Game>::Move),)+
        }

        /// The rules of an [`AnyGame`]: which game, and its rules options.
        #[derive(Clone, PartialEq, Debug)]
        #[non_exhaustive]
        pub enum AnyRules {
            $($(#[$doc])* $variant(<$game as Game>::Rules),)+
        }

        /// An error of an [`AnyGame`]: the game's own error, a name that is
        /// not registered, or a move of another game.
        #[derive(Clone, Debug, PartialEq, thiserror::Error)]
        #[non_exhaustive]
        pub enum AnyError {
            $($(#[$doc])* #[error(transparent)] $variant($crate::GameError<$game>),)+
            /// A game or variant name that is not registered.
            #[error(transparent)]
            Name(#[from] $crate::NameError),
            /// A move of another game.
            #[error("that move belongs to another game")]
            WrongGame,
        }

        /// `match` on an [`AnyGame`], [`AnyMove`] or [`AnyRules`] (`$ty`):
        /// `$body` once for each registered game, with its own value
        /// bound to `$inner`.
        macro_rules! each {
            ($d ty:ident, $d value:expr, $d inner:ident => $d body:expr) => {
                match $d value {
                    $($d ty::$variant($d inner) => $d body,)+
                }
            };
        }

        /// `match` on an [`AnyRules`]: `$body` once for each registered
        /// game, with its rules bound to `$inner` and its type named `$g`.
        macro_rules! each_rules {
            ($d value:expr, $d g:ident, $d inner:ident => $d body:expr) => {
                match $d value {
                    $(AnyRules::$variant($d inner) => {
                        type $d g = $game;
                        $d body
                    })+
                }
            };
        }

        $(
            impl From<$game> for AnyGame {
                fn from(state: $game) -> AnyGame {
                    AnyGame::$variant(state)
                }
            }

            impl $crate::any::Member for $game {
                fn any_move(mv: <$game as Game>::Move) -> AnyMove {
                    AnyMove::$variant(mv)
                }
                fn any_rules(rules: <$game as Game>::Rules) -> AnyRules {
                    AnyRules::$variant(rules)
                }
                fn any_error(error: $crate::GameError<$game>) -> AnyError {
                    AnyError::$variant(error)
                }
            }
        )+

        impl AnyMove {
            /// The game's own move, to be told apart by its type.
            fn inner(&self) -> &dyn core::any::Any {
                each!(AnyMove, self, mv => mv)
            }
        }

        /// The default rules of the first of the games named.
        macro_rules! default_of_first {
            ($d first:ident $d($d rest:ident)*) => {
                AnyRules::$d first(Default::default())
            };
        }

        impl Default for AnyRules {
            /// The default rules of the first registered game.
            fn default() -> AnyRules {
                default_of_first!($($variant)+)
            }
        }

        impl AnyRules {
            /// The rules of a game and variant named as on the command line
            /// (see [`games`] for the names); no variant means the game's
            /// default rules.
            ///
            /// ```
            /// use ludeme::AnyRules;
            /// let rules = AnyRules::by_name("surakarta", Some("orthogonal"))?;
            /// assert_eq!(rules.game_name(), "surakarta");
            /// assert!(AnyRules::by_name("chess", None).is_err());
            /// assert!(AnyRules::by_name("barca", Some("tiny")).is_err());
            /// # Ok::<(), ludeme::NameError>(())
            /// ```
            ///
            /// # Errors
            /// [`NameError`] for an unknown game or variant, listing the
            /// available ones.
            pub fn by_name(game: &str, variant: Option<&str>) -> Result<AnyRules, $crate::NameError> {
                let Some(info) = $crate::games().into_iter().find(|g| g.name == game) else {
                    return Err($crate::NameError::unknown_game(game));
                };
                $(
                    if $name == game {
                        let rules = match variant {
                            None => Some(Default::default()),
                            Some(text) => <<$game as Game>::Rules as Variants>::from_variant(text),
                        };
                        if let Some(rules) = rules {
                            return Ok(AnyRules::$variant(rules));
                        }
                    }
                )+
                Err($crate::NameError::UnknownVariant {
                    game: info.name,
                    variant: variant.unwrap_or_default().into(),
                    available: info.variant_list(),
                })
            }

            /// The game's command-line name.
            pub fn game_name(&self) -> &'static str {
                match self {
                    $(AnyRules::$variant(_) => $name,)+
                }
            }

            /// Runs `visitor` on the game's own type under these rules (see
            /// [`GameVisitor`]).
            pub fn visit<V: $crate::GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(AnyRules::$variant(rules) => visitor.visit::<$game>(rules),)+
                }
            }
        }

        $crate::forward::forward_traits!();
    };
}

pub(crate) use registry;

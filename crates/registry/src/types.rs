//! The by-name types (`AnyGame`, `AnyMove`, `AnyRules`, `AnyError`), the
//! game modules and the entries of [`crate::games`], expanded from the list
//! in [`crate::list`]: type definitions only; their methods and trait impls
//! are plain code in the other modules.

use ludeme_core::{Game, Variant, Variants};

use crate::{GameError, NameError};

/// A registered type's name, variants and options, and how to read its
/// rules from a variant name: one entry of [`ENTRIES`].
pub(crate) struct Entry {
    /// The command-line name.
    pub name: &'static str,
    /// The rules' named variants.
    pub variants: &'static [Variant],
    /// The rules' options.
    pub options: &'static [Variant],
    /// The rules of a variant name (none: the default), if the name is
    /// this type's.
    pub rules: fn(Option<&str>) -> Option<crate::AnyRules>,
    /// Whether the game has endgame tables (under some of its rules).
    pub endgame_tables: bool,
}

impl Entry {
    /// The entry of the game `G`, named `name`.
    const fn of<G: Member<Rules: Variants>>(name: &'static str, endgame_tables: bool) -> Entry {
        Entry {
            name,
            endgame_tables,
            variants: <G::Rules as Variants>::VARIANTS,
            options: <G::Rules as Variants>::OPTIONS,
            rules: rules_of::<G>,
        }
    }
}

/// `G`'s rules of a variant name (none: the default).
fn rules_of<G: Member<Rules: Variants>>(variant: Option<&str>) -> Option<crate::AnyRules> {
    let rules = match variant {
        None => Some(G::Rules::default()),
        Some(text) => G::Rules::from_variant(text),
    };
    rules.map(G::any_rules)
}

/// Whether an entry names a tables crate: `knows!()` or `knows!(crate)`.
macro_rules! knows {
    () => {
        false
    };
    ($knows:ident) => {
        true
    };
}

/// The body of [`Member::has_endgame_tables`]: whether the game's tables
/// crate covers the rules.
#[cfg(feature = "std")]
macro_rules! covers {
    ($rules:ident) => {{
        let _ = $rules;
        false
    }};
    ($rules:ident, $knows:ident) => {
        $knows::covers($rules)
    };
}

/// The body of [`Member::endgame_oracle`]: the tables as the game's oracle
/// where its tables crate covers the rules, else none.
#[cfg(feature = "std")]
macro_rules! endgame_oracle {
    ($tables:ident, $rules:ident) => {{
        let _ = ($tables, $rules);
        None
    }};
    ($tables:ident, $rules:ident, $knows:ident) => {
        if covers!($rules, $knows) {
            let oracle: alloc::sync::Arc<dyn ludeme_core::Oracle<_>> = $tables.clone();
            Some(oracle)
        } else {
            None
        }
    };
}

/// Defines the by-name types from the registry's list.
macro_rules! define_types {
    ([$($krate:ident as $module:ident { $($(#[$doc:meta])* $variant:ident($name:literal, $game:ident) $(with $knows:ident)?),+ $(,)? })+]) => {
        $(
            #[doc = concat!("The `", stringify!($krate), "` crate: ", $(stringify!($variant), " ",)+ "and everything of its own.")]
            pub mod $module {
                #[doc(inline)]
                pub use $krate::*;
            }
        )+

        /// Each registered type's entry, in registry order.
        pub(crate) const ENTRIES: &[Entry] = &[$($(Entry::of::<$krate::$game>($name, knows!($($knows)?)),)+)+];

        /// A state of any registered game, as a value: its text, rules and
        /// name, move text read by name, equality, hashing and serde forms.
        /// Code that plays or searches runs on the game's own type, through
        /// [`AnyGame::visit`] and a [`StateVisitor`](crate::StateVisitor).
        ///
        /// ```
        /// use ludeme_registry::{AnyGame, AnyMove, Registered, StateVisitor};
        ///
        /// /// Plays a move of the game, on the game's own type.
        /// struct Play(AnyMove);
        /// impl StateVisitor for Play {
        ///     type Output = AnyGame;
        ///     fn visit<G: Registered>(self, mut state: G) -> AnyGame {
        ///         let mv = G::own_move(self.0).expect("a move of this game");
        ///         state.play(mv).expect("a legal move");
        ///         state.into()
        ///     }
        /// }
        ///
        /// let start = AnyGame::by_name("surakarta", None, None)?;
        /// let next = start.clone().visit(Play(start.parse_move("b2-c3")?));
        /// assert_eq!(next.to_string(), "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b");
        /// assert_eq!(next.rules(), start.rules());
        /// # Ok::<(), ludeme_registry::AnyError>(())
        /// ```
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[non_exhaustive]
        pub enum AnyGame {
            $($($(#[$doc])* $variant($krate::$game),)+)+
        }

        /// A move of an [`AnyGame`] (the game's own move:
        /// [`Member::own_move`]).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[non_exhaustive]
        pub enum AnyMove {
            $($($(#[$doc])* $variant(<$krate::$game as Game>::Move),)+)+
        }

        /// The rules of an [`AnyGame`]: which game, and its rules options.
        /// Its text is `game/variant` (`barricade/pairs-4+protect-partners`).
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[non_exhaustive]
        pub enum AnyRules {
            $($($(#[$doc])* $variant(<$krate::$game as Game>::Rules),)+)+
        }

        /// An error of an [`AnyGame`]: the game's own error, a name that is
        /// not registered, or a move of another game.
        #[derive(Clone, Debug, PartialEq, thiserror::Error)]
        #[non_exhaustive]
        pub enum AnyError {
            $($($(#[$doc])* #[error(transparent)] $variant(GameError<$krate::$game>),)+)+
            /// A game or variant name that is not registered.
            #[error(transparent)]
            Name(#[from] NameError),
            /// A move of another game.
            #[error("that move belongs to another game")]
            WrongGame,
        }

        impl AnyRules {
            /// The game's command-line name.
            pub fn game_name(&self) -> &'static str {
                match self {
                    $($(AnyRules::$variant(_) => $name,)+)+
                }
            }
        }

        $($(
            impl From<$krate::$game> for AnyGame {
                fn from(state: $krate::$game) -> AnyGame {
                    AnyGame::$variant(state)
                }
            }

            impl Member for $krate::$game {
                fn any_move(mv: <$krate::$game as Game>::Move) -> AnyMove {
                    AnyMove::$variant(mv)
                }
                fn any_rules(rules: <$krate::$game as Game>::Rules) -> AnyRules {
                    AnyRules::$variant(rules)
                }
                fn any_error(error: GameError<$krate::$game>) -> AnyError {
                    AnyError::$variant(error)
                }
                #[cfg(feature = "std")]
                fn has_endgame_tables(rules: &<$krate::$game as Game>::Rules) -> bool {
                    covers!(rules $(, $knows)?)
                }
                #[cfg(feature = "std")]
                fn endgame_oracle(
                    tables: &alloc::sync::Arc<ludeme_tables::Tables>,
                    rules: &<$krate::$game as Game>::Rules,
                ) -> Option<alloc::sync::Arc<dyn ludeme_core::Oracle<$krate::$game>>> {
                    endgame_oracle!(tables, rules $(, $knows)?)
                }
                #[allow(unreachable_patterns)]
                fn own_move(mv: AnyMove) -> Option<<$krate::$game as Game>::Move> {
                    match mv {
                        AnyMove::$variant(own) => Some(own),
                        _ => None,
                    }
                }
            }
        )+)+
    };
}

with_registry!(define_types);

/// How a registered game's own values become the by-name ones
/// (implemented by the registry for each registered type, and only there).
pub trait Member: Game<Move: 'static> + Into<AnyGame> {
    /// The by-name move.
    fn any_move(mv: Self::Move) -> AnyMove;
    /// The by-name rules.
    fn any_rules(rules: Self::Rules) -> AnyRules;
    /// The by-name error.
    fn any_error(error: GameError<Self>) -> AnyError;
    /// The game's own move, if `mv` is one of this game's.
    fn own_move(mv: AnyMove) -> Option<Self::Move>;
    /// Whether the game has endgame tables under `rules`.
    #[cfg(feature = "std")]
    fn has_endgame_tables(rules: &Self::Rules) -> bool;
    /// `tables` as this game's oracle under `rules`, if the game has
    /// endgame tables and they hold under these rules (the registry's
    /// list says which games have them).
    #[cfg(feature = "std")]
    fn endgame_oracle(
        tables: &alloc::sync::Arc<ludeme_tables::Tables>,
        rules: &Self::Rules,
    ) -> Option<alloc::sync::Arc<dyn ludeme_core::Oracle<Self>>>;
}

//! The by-name layer: `AnyGame`, `AnyMove`, `AnyRules`, the game list and the
//! dispatch to a game's own type, all expanded from the registry (the one
//! list of games in `lib.rs`) by the `registry!` macro below. Nothing here
//! names a game.

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{Game, Heuristic, History, Render, Variant, Variants};

use crate::{AnyGame, ENTRIES};

/// What every registered game provides: the rules ([`Game`]) with named
/// variants, history rules for a [`ludeme_core::Record`], a heuristic for the
/// players and pictures; states, moves and rules go between threads. Code
/// written once for every game (a [`GameVisitor`]) may use all of it.
pub trait Registered:
    Game<Rules: Variants + Send + Sync, Move: Send + Sync>
    + Send
    + Sync
    + History
    + Heuristic
    + Render
    + ludeme_core::Actions
    + Into<AnyGame>
{
}

impl<G> Registered for G where
    G: Game<Rules: Variants + Send + Sync, Move: Send + Sync>
        + Send
        + Sync
        + History
        + Heuristic
        + Render
        + ludeme_core::Actions
        + Into<AnyGame>
{
}

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

/// A game's name with its variants and options, as [`games`] lists them.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct GameInfo {
    /// The command-line name (`"surakarta"`).
    pub name: &'static str,
    /// The variants, the default first.
    pub variants: Vec<Variant>,
    /// The options that may follow a variant name, each as `+NAME`.
    pub options: Vec<Variant>,
}

impl GameInfo {
    /// The variants in words, for messages and help:
    /// `pairs, pairs-4, …, each optionally followed by +protect-partners and/or +no-low-barricades`.
    pub fn variant_list(&self) -> String {
        let names: Vec<&str> = self.variants.iter().map(|v| v.name).collect();
        let mut text = names.join(", ");
        if !self.options.is_empty() {
            let options: Vec<String> = self
                .options
                .iter()
                .map(|o| alloc::format!("+{}", o.name))
                .collect();
            text.push_str(", each optionally followed by ");
            let (last, rest) = options.split_last().expect("some options");
            if !rest.is_empty() {
                text.push_str(&rest.join(", "));
                text.push_str(" and/or ");
            }
            text.push_str(last);
        }
        text
    }
}

/// Every registered game, in registry order, one entry per name.
///
/// ```
/// let names: Vec<&str> = ludeme::games().iter().map(|g| g.name).collect();
/// assert_eq!(names, ["barca", "barricade", "surakarta"]);
/// let surakarta = &ludeme::games()[2];
/// let variants: Vec<&str> = surakarta.variants.iter().map(|v| v.name).collect();
/// assert_eq!(variants, ["standard", "orthogonal", "bas-basan", "bas-basan-3"]);
/// ```
pub fn games() -> Vec<GameInfo> {
    let mut list: Vec<GameInfo> = Vec::new();
    for &(name, variants, options) in ENTRIES {
        match list.iter_mut().find(|g| g.name == name) {
            Some(game) => {
                game.variants.extend_from_slice(variants);
                game.options.extend_from_slice(options);
            }
            None => list.push(GameInfo {
                name,
                variants: variants.to_vec(),
                options: options.to_vec(),
            }),
        }
    }
    list
}

/// Why a game or variant name was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameError {
    /// No game of that name.
    #[error("unknown game {name:?}: available games are {available}")]
    UnknownGame {
        /// The name given.
        name: String,
        /// The registered games, comma-separated.
        available: String,
    },
    /// No variant of that name for the game.
    #[error("unknown variant {variant:?} of {game}: available variants are {available}")]
    UnknownVariant {
        /// The game.
        game: &'static str,
        /// The variant name given.
        variant: String,
        /// The variants of the game, in words.
        available: String,
    },
}

impl NameError {
    pub(crate) fn unknown_game(name: &str) -> NameError {
        let names: Vec<&str> = games().iter().map(|g| g.name).collect();
        NameError::UnknownGame {
            name: name.into(),
            available: names.join(", "),
        }
    }
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
        $crate::any::registry!(@types $($($(#[$doc])* $variant($name, $krate::$game))+)+);
    };
    (@types $($(#[$doc:meta])* $variant:ident($name:literal, $game:ty))+) => {
        pub use registered::{AnyError, AnyGame, AnyMove, AnyRules};
        pub(crate) use registered::ENTRIES;

        /// The types expanded from the registry.
        mod registered {
        use alloc::string::String;
        #[cfg(feature = "testing")]
        use alloc::vec::Vec;

        use ludeme_core::{Game, Heuristic, History, Render, Variant, Variants};

        use $crate::any::{games, GameError, GameVisitor, NameError};

        /// Each registered type's name, variants and options, in registry order.
        pub(crate) const ENTRIES: &[(&str, &[Variant], &[Variant])] = &[
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
            $($(#[$doc])* #[error(transparent)] $variant(GameError<$game>),)+
            /// A game or variant name that is not registered.
            #[error(transparent)]
            Name(#[from] NameError),
            /// A move of another game.
            #[error("that move belongs to another game")]
            WrongGame,
        }

        $(
            impl From<$game> for AnyGame {
                fn from(state: $game) -> AnyGame {
                    AnyGame::$variant(state)
                }
            }
        )+

        impl Default for AnyRules {
            /// The default rules of the first registered game.
            fn default() -> AnyRules {
                [$(AnyRules::$variant(Default::default())),+].into_iter().next().expect("a registered game")
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
            pub fn by_name(game: &str, variant: Option<&str>) -> Result<AnyRules, NameError> {
                let Some(info) = games().into_iter().find(|g| g.name == game) else {
                    return Err(NameError::unknown_game(game));
                };
                $(
                    if $name == game {
                        match variant {
                            None => return Ok(AnyRules::$variant(Default::default())),
                            Some(text) => {
                                if let Some(rules) = <<$game as Game>::Rules as Variants>::from_variant(text) {
                                    return Ok(AnyRules::$variant(rules));
                                }
                            }
                        }
                    }
                )+
                Err(NameError::UnknownVariant {
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
            pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(AnyRules::$variant(rules) => visitor.visit::<$game>(rules),)+
                }
            }
        }

        impl AnyGame {
            /// A game by name: the start position, or `position` text, of a
            /// game and variant named as on the command line.
            ///
            /// # Errors
            /// [`AnyError::Name`] for an unknown game or variant; the game's
            /// position text error.
            pub fn by_name(game: &str, variant: Option<&str>, position: Option<&str>) -> Result<AnyGame, AnyError> {
                let rules = AnyRules::by_name(game, variant)?;
                match position {
                    None => Ok(AnyGame::start_with(&rules)),
                    Some(text) => AnyGame::from_text(text, &rules),
                }
            }

            /// The game's command-line name.
            pub fn game_name(&self) -> &'static str {
                match self {
                    $(AnyGame::$variant(_) => $name,)+
                }
            }
        }

        impl core::fmt::Display for AnyGame {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match self {
                    $(AnyGame::$variant(p) => p.fmt(f),)+
                }
            }
        }

        impl core::fmt::Display for AnyMove {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match self {
                    $(AnyMove::$variant(m) => m.fmt(f),)+
                }
            }
        }

        impl Game for AnyGame {
            type Move = AnyMove;
            type MoveList = ludeme_core::SmallVec<[AnyMove; 256]>;
            type Rules = AnyRules;
            type IllegalMove = AnyError;
            type ParseError = AnyError;
            type MoveParseError = AnyError;

            fn start_with(rules: &AnyRules) -> Self {
                match rules {
                    $(AnyRules::$variant(r) => AnyGame::$variant(<$game>::start_with(r)),)+
                }
            }

            fn rules(&self) -> AnyRules {
                match self {
                    $(AnyGame::$variant(p) => AnyRules::$variant(p.rules()),)+
                }
            }

            fn from_text(text: &str, rules: &AnyRules) -> Result<Self, AnyError> {
                match rules {
                    $(AnyRules::$variant(r) => <$game>::from_text(text, r)
                        .map(AnyGame::$variant)
                        .map_err(|e| AnyError::$variant(GameError::Position(e))),)+
                }
            }

            fn parse_move(&self, text: &str) -> Result<AnyMove, AnyError> {
                match self {
                    $(AnyGame::$variant(p) => p
                        .parse_move(text)
                        .map(AnyMove::$variant)
                        .map_err(|e| AnyError::$variant(GameError::MoveText(e))),)+
                }
            }

            fn seat_count(&self) -> usize {
                match self {
                    $(AnyGame::$variant(p) => p.seat_count(),)+
                }
            }

            fn side_of(&self, seat: ludeme_core::Seat) -> ludeme_core::Side {
                match self {
                    $(AnyGame::$variant(p) => p.side_of(seat),)+
                }
            }

            fn seat_name(&self, seat: ludeme_core::Seat) -> String {
                match self {
                    $(AnyGame::$variant(p) => p.seat_name(seat),)+
                }
            }

            fn to_act(&self) -> ludeme_core::Actor {
                match self {
                    $(AnyGame::$variant(p) => p.to_act(),)+
                }
            }

            fn generate_moves(&self, moves: &mut Self::MoveList) {
                moves.clear();
                match self {
                    $(AnyGame::$variant(p) => moves.extend(p.legal_moves().iter().map(|&m| AnyMove::$variant(m))),)+
                }
            }

            fn legal_move_count(&self) -> usize {
                match self {
                    $(AnyGame::$variant(p) => p.legal_move_count(),)+
                }
            }

            fn chance_outcomes(&self) -> ludeme_core::ChanceOutcomes<AnyMove> {
                match self {
                    $(AnyGame::$variant(p) => p
                        .chance_outcomes()
                        .into_iter()
                        .map(|(m, probability)| (AnyMove::$variant(m), probability))
                        .collect(),)+
                }
            }

            fn sample_move(&self, rng: &mut ludeme_core::SplitMix64) -> Option<AnyMove> {
                match self {
                    $(AnyGame::$variant(p) => p.sample_move(rng).map(AnyMove::$variant),)+
                }
            }

            fn play(&mut self, mv: AnyMove) -> Result<(), AnyError> {
                match (self, mv) {
                    $((AnyGame::$variant(p), AnyMove::$variant(m)) => p
                        .play(m)
                        .map_err(|e| AnyError::$variant(GameError::Illegal(e))),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(AnyError::WrongGame),
                }
            }

            /// # Panics
            /// On a move of another game.
            fn play_unchecked(&mut self, mv: AnyMove) {
                match (self, mv) {
                    $((AnyGame::$variant(p), AnyMove::$variant(m)) => p.play_unchecked(m),)+
                    #[allow(unreachable_patterns)]
                    _ => panic!("play_unchecked: a move of another game"),
                }
            }

            fn outcome(&self) -> Option<ludeme_core::Outcome> {
                match self {
                    $(AnyGame::$variant(p) => p.outcome(),)+
                }
            }

            fn zobrist(&self) -> u64 {
                match self {
                    $(AnyGame::$variant(p) => p.zobrist(),)+
                }
            }
        }

        impl History for AnyGame {
            fn history_rules(&self) -> ludeme_core::HistoryRules {
                match self {
                    $(AnyGame::$variant(p) => p.history_rules(),)+
                }
            }

            fn is_irreversible(&self, mv: AnyMove) -> bool {
                match (self, mv) {
                    $((AnyGame::$variant(p), AnyMove::$variant(m)) => p.is_irreversible(m),)+
                    #[allow(unreachable_patterns)]
                    _ => false,
                }
            }

            fn adjudicate(&self, reason: ludeme_core::EndReason) -> ludeme_core::Outcome {
                match self {
                    $(AnyGame::$variant(p) => p.adjudicate(reason),)+
                }
            }
        }

        impl Heuristic for AnyGame {
            fn evaluate(&self, side: ludeme_core::Side) -> f64 {
                match self {
                    $(AnyGame::$variant(p) => p.evaluate(side),)+
                }
            }

            fn plain_evaluate(&self, side: ludeme_core::Side) -> f64 {
                match self {
                    $(AnyGame::$variant(p) => p.plain_evaluate(side),)+
                }
            }

            fn is_tactical(&self, mv: AnyMove) -> bool {
                match (self, mv) {
                    $((AnyGame::$variant(p), AnyMove::$variant(m)) => p.is_tactical(m),)+
                    #[allow(unreachable_patterns)]
                    _ => false,
                }
            }
        }

        impl ludeme_core::Actions for AnyGame {
            fn num_actions(rules: &AnyRules) -> usize {
                match rules {
                    $(AnyRules::$variant(r) => <$game as ludeme_core::Actions>::num_actions(r),)+
                }
            }

            /// No actions for a move of another game.
            fn actions_of(&self, mv: AnyMove) -> ludeme_core::ActionSteps {
                match (self, mv) {
                    $((AnyGame::$variant(p), AnyMove::$variant(m)) => p.actions_of(m),)+
                    #[allow(unreachable_patterns)]
                    _ => ludeme_core::ActionSteps::new(),
                }
            }

            fn observation_shape(rules: &AnyRules) -> [usize; 3] {
                match rules {
                    $(AnyRules::$variant(r) => <$game as ludeme_core::Actions>::observation_shape(r),)+
                }
            }

            fn observe(&self, pending: &[u32], out: &mut [f32]) {
                match self {
                    $(AnyGame::$variant(p) => p.observe(pending, out),)+
                }
            }

            /// Built on the game's own type, its moves wrapped.
            fn legal_actions(&self) -> ludeme_core::LegalActions<AnyMove> {
                match self {
                    $(AnyGame::$variant(p) => p.legal_actions().map(AnyMove::$variant),)+
                }
            }
        }

        impl Render for AnyGame {
            fn diagram(&self, style: ludeme_core::DiagramStyle) -> String {
                match self {
                    $(AnyGame::$variant(p) => p.diagram(style),)+
                }
            }

            fn svg(&self) -> String {
                match self {
                    $(AnyGame::$variant(p) => p.svg(),)+
                }
            }
        }

        #[cfg(feature = "testing")]
        impl ludeme_core::testing::TestableGame for AnyGame {
            fn candidate_moves(&self) -> Vec<AnyMove> {
                match self {
                    $(AnyGame::$variant(p) => p.candidate_moves().into_iter().map(AnyMove::$variant).collect(),)+
                }
            }

            fn zobrist_from_scratch(&self) -> u64 {
                match self {
                    $(AnyGame::$variant(p) => p.zobrist_from_scratch(),)+
                }
            }
        }
        }
    };
}

pub(crate) use registry;

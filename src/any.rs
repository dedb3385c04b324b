//! `AnyGame`: every game of the workspace behind one type, chosen by name.

use core::fmt;
use core::str::FromStr;

use alloc::string::String;

use ludeme_barca as barca;
use ludeme_barricade as barricade;
use ludeme_core::{Actor, ChanceOutcomes, Game, Outcome, Seat, Side, SmallVec, SplitMix64};
use ludeme_surakarta as surakarta;

/// The games and variants, by the names the command line uses.
///
/// ```
/// use ludeme::{AnyRules, GAMES};
/// assert_eq!(GAMES, ["barca", "barricade", "surakarta"]);
/// let rules = AnyRules::by_name("surakarta", Some("orthogonal")).unwrap();
/// assert_eq!(rules.game_name(), "surakarta");
/// assert!(AnyRules::by_name("chess", None).is_err());
/// ```
pub const GAMES: [&str; 3] = ["barca", "barricade", "surakarta"];

/// The rules of an [`AnyGame`]: which game, which variant, which options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum AnyRules {
    /// Barca with its rules options.
    Barca(barca::Rules),
    /// Barricade with its players and rules options.
    Barricade(barricade::Rules),
    /// Surakarta (6×6) with its rules options.
    Surakarta(surakarta::Rules),
    /// Bas-basan sepur (7×7) with its rules options.
    BasBasan(surakarta::BasBasanRules),
}

impl Default for AnyRules {
    fn default() -> Self {
        AnyRules::Surakarta(surakarta::Rules::default())
    }
}

/// Why a game or variant name was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameError {
    /// No game of that name.
    #[error("unknown game {name:?}: available games are {}", GAMES.join(", "))]
    UnknownGame {
        /// The name given.
        name: String,
    },
    /// No variant of that name for the game.
    #[error("unknown variant {variant:?} of {game}: available variants are {available}")]
    UnknownVariant {
        /// The game.
        game: &'static str,
        /// The variant name given.
        variant: String,
        /// The variants of the game, comma-separated.
        available: &'static str,
    },
}

impl AnyRules {
    /// The rules of a game and variant named as on the command line:
    /// `barca`; `barricade` with variants `pairs` (default), `pairs-4`,
    /// `individual-2`, `individual-3`, `individual-4`, each optionally
    /// followed by `+protect-partners` and `+no-low-barricades`; `surakarta`
    /// with variants `orthogonal`, `bas-basan` (7×7) and `bas-basan-3` (7×7
    /// with the middle circuit).
    ///
    /// # Errors
    /// [`NameError`] for an unknown or unavailable game or variant.
    pub fn by_name(game: &str, variant: Option<&str>) -> Result<AnyRules, NameError> {
        match game {
            "barca" => match variant {
                None | Some("standard") => Ok(AnyRules::Barca(barca::Rules::default())),
                Some(other) => Err(NameError::UnknownVariant {
                    game: "barca",
                    variant: other.into(),
                    available: "standard",
                }),
            },
            "surakarta" => match variant {
                None | Some("standard") => Ok(AnyRules::Surakarta(surakarta::Rules::default())),
                Some("orthogonal") => Ok(AnyRules::Surakarta(
                    surakarta::Rules::default().with_orthogonal_steps(true),
                )),
                Some("bas-basan") => Ok(AnyRules::BasBasan(surakarta::BasBasanRules::default())),
                Some("bas-basan-3") => Ok(AnyRules::BasBasan(
                    surakarta::BasBasanRules::default().with_middle_circuit(true),
                )),
                Some(other) => Err(NameError::UnknownVariant {
                    game: "surakarta",
                    variant: other.into(),
                    available: "standard, orthogonal, bas-basan, bas-basan-3",
                }),
            },
            "barricade" => barricade_rules(variant),
            name => Err(NameError::UnknownGame { name: name.into() }),
        }
    }

    /// The game's command-line name.
    pub const fn game_name(&self) -> &'static str {
        match self {
            AnyRules::Barca(_) => "barca",
            AnyRules::Barricade(_) => "barricade",
            AnyRules::Surakarta(_) | AnyRules::BasBasan(_) => "surakarta",
        }
    }
}

const BARRICADE_VARIANTS: &str = "pairs (default), pairs-4, individual-2, individual-3, \
individual-4, each optionally followed by +protect-partners and/or +no-low-barricades";

/// Barricade's variants: the players, then `+option`s.
fn barricade_rules(variant: Option<&str>) -> Result<AnyRules, NameError> {
    use barricade::Players;
    let text = variant.unwrap_or("pairs");
    let unknown = || NameError::UnknownVariant {
        game: "barricade",
        variant: text.into(),
        available: BARRICADE_VARIANTS,
    };
    let mut parts = text.split('+');
    let players = match parts.next() {
        Some("pairs" | "standard" | "") => Players::PairsOfTwo,
        Some("pairs-4") => Players::PairsOfFour,
        Some("individual-2") => Players::Individual(2),
        Some("individual-3") => Players::Individual(3),
        Some("individual-4") => Players::Individual(4),
        _ => return Err(unknown()),
    };
    let mut rules = barricade::Rules::default().with_players(players);
    for option in parts {
        rules = match option {
            "protect-partners" => rules.with_protect_partners(true),
            "no-low-barricades" => rules.with_no_barricades_on_rows_1_and_2(true),
            _ => return Err(unknown()),
        };
    }
    Ok(AnyRules::Barricade(rules))
}

/// A state of any game of the workspace, usable through [`Game`] like each
/// game on its own (shakmaty's `VariantPosition` style).
///
/// ```
/// use ludeme::{AnyGame, AnyRules, Game};
/// let rules = AnyRules::by_name("surakarta", None)?;
/// let start = AnyGame::start(&rules);
/// assert_eq!(ludeme::perft(&start, 2), 256);
/// let mv = start.parse_move("b2-c3")?;
/// let mut next = start.clone();
/// next.play(mv)?;
/// assert_eq!(next.to_string(), "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum AnyGame {
    /// A Barca position.
    Barca(barca::Position),
    /// A Barricade state.
    Barricade(barricade::Position),
    /// A Surakarta position.
    Surakarta(surakarta::Position),
    /// A Bas-basan sepur position.
    BasBasan(surakarta::BasBasan),
}

/// A move of an [`AnyGame`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[non_exhaustive]
pub enum AnyMove {
    /// A Barca move.
    Barca(barca::Move),
    /// A Barricade move or roll.
    Barricade(barricade::Move),
    /// A Surakarta move.
    Surakarta(surakarta::Move),
    /// A Bas-basan sepur move.
    BasBasan(surakarta::BasBasanMove),
}

/// An error of an [`AnyGame`]: the game's own error, or a mismatch between
/// the state and a move of another game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AnyError {
    /// A Barca position text error.
    #[error(transparent)]
    BarcaPosition(#[from] barca::PositionError),
    /// A Barca move text error.
    #[error(transparent)]
    BarcaMoveText(#[from] barca::MoveParseError),
    /// A Barca illegal move.
    #[error(transparent)]
    BarcaIllegal(#[from] barca::IllegalMove),
    /// A Barricade position text error.
    #[error(transparent)]
    BarricadePosition(#[from] barricade::PositionError),
    /// A Barricade move text error.
    #[error(transparent)]
    BarricadeMoveText(#[from] barricade::MoveParseError),
    /// A Barricade illegal move.
    #[error(transparent)]
    BarricadeIllegal(#[from] barricade::IllegalMove),
    /// A Surakarta position text error.
    #[error(transparent)]
    SurakartaPosition(#[from] surakarta::PositionError),
    /// A Surakarta move text error.
    #[error(transparent)]
    SurakartaMoveText(#[from] surakarta::MoveParseError),
    /// A Surakarta illegal move.
    #[error(transparent)]
    SurakartaIllegal(#[from] surakarta::IllegalMove),
    /// A move of another game.
    #[error("that move belongs to another game")]
    WrongGame,
    /// Move text parsed without a state: use [`Game::parse_move`].
    #[error("move text {0:?} needs a game to be read in: use Game::parse_move")]
    NoGame(String),
}

/// Runs `$body` on the game inside an [`AnyGame`], with `$p` bound to it
/// and `$wrap` to the [`AnyMove`] variant of its moves: one line per game,
/// here only.
macro_rules! each_game {
    ($value:expr, $p:ident, $wrap:ident => $body:expr) => {
        match $value {
            AnyGame::Barca($p) => {
                let $wrap = AnyMove::Barca;
                $body
            }
            AnyGame::Barricade($p) => {
                let $wrap = AnyMove::Barricade;
                $body
            }
            AnyGame::Surakarta($p) => {
                let $wrap = AnyMove::Surakarta;
                $body
            }
            AnyGame::BasBasan($p) => {
                let $wrap = AnyMove::BasBasan;
                $body
            }
        }
    };
    ($value:expr, $p:ident => $body:expr) => {
        each_game!($value, $p, _wrap => $body)
    };
}

impl fmt::Display for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_game!(self, p => p.fmt(f))
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Barca(m) => m.fmt(f),
            AnyMove::Barricade(m) => m.fmt(f),
            AnyMove::Surakarta(m) => m.fmt(f),
            AnyMove::BasBasan(m) => m.fmt(f),
        }
    }
}

impl FromStr for AnyMove {
    type Err = AnyError;
    /// Move text means nothing without its game: this always fails; use
    /// [`Game::parse_move`] on a state.
    fn from_str(text: &str) -> Result<Self, AnyError> {
        Err(AnyError::NoGame(text.into()))
    }
}

impl AnyGame {
    /// The board drawn for a person: Unicode or plain ASCII, with or
    /// without ANSI terminal colours (Barricade's pieces).
    pub fn diagram(&self, ascii: bool, colour: bool) -> String {
        use barca::DiagramStyle as Barca;
        use barricade::DiagramStyle as Barricade;
        use surakarta::DiagramStyle as Surakarta;
        let surakarta = if ascii {
            Surakarta::Ascii
        } else {
            Surakarta::Unicode
        };
        match self {
            AnyGame::Barca(p) => p.diagram(if ascii { Barca::Ascii } else { Barca::Unicode }),
            AnyGame::Barricade(p) => p.diagram(if colour {
                Barricade::Ansi
            } else {
                Barricade::Plain
            }),
            AnyGame::Surakarta(p) => p.diagram(surakarta),
            AnyGame::BasBasan(p) => p.diagram(surakarta),
        }
    }

    /// The position as a standalone SVG picture.
    pub fn svg(&self) -> String {
        each_game!(self, p => p.svg())
    }

    /// The game's command-line name.
    pub fn game_name(&self) -> &'static str {
        self.rules().game_name()
    }
}

impl Game for AnyGame {
    type Move = AnyMove;
    type MoveList = SmallVec<[AnyMove; 256]>;
    type Rules = AnyRules;
    type IllegalMove = AnyError;
    type ParseError = AnyError;
    type MoveParseError = AnyError;

    const NAME: &'static str = "any";

    fn start(rules: &AnyRules) -> Self {
        match rules {
            AnyRules::Barca(r) => AnyGame::Barca(Game::start(r)),
            AnyRules::Barricade(r) => AnyGame::Barricade(Game::start(r)),
            AnyRules::Surakarta(r) => AnyGame::Surakarta(Game::start(r)),
            AnyRules::BasBasan(r) => AnyGame::BasBasan(Game::start(r)),
        }
    }

    fn rules(&self) -> AnyRules {
        match self {
            AnyGame::Barca(p) => AnyRules::Barca(p.rules()),
            AnyGame::Barricade(p) => AnyRules::Barricade(p.rules()),
            AnyGame::Surakarta(p) => AnyRules::Surakarta(p.rules()),
            AnyGame::BasBasan(p) => AnyRules::BasBasan(p.rules()),
        }
    }

    fn from_text(text: &str, rules: &AnyRules) -> Result<Self, AnyError> {
        Ok(match rules {
            AnyRules::Barca(r) => AnyGame::Barca(barca::Position::from_text(text, *r)?),
            AnyRules::Barricade(r) => AnyGame::Barricade(barricade::Position::from_text(text, *r)?),
            AnyRules::Surakarta(r) => AnyGame::Surakarta(surakarta::Position::from_text(text, *r)?),
            AnyRules::BasBasan(r) => AnyGame::BasBasan(surakarta::BasBasan::from_text(text, *r)?),
        })
    }

    fn seat_count(&self) -> usize {
        each_game!(self, p => p.seat_count())
    }

    fn side_of(&self, seat: Seat) -> Side {
        each_game!(self, p => p.side_of(seat))
    }

    fn to_act(&self) -> Actor {
        each_game!(self, p => p.to_act())
    }

    fn legal_moves(&self, moves: &mut Self::MoveList) {
        each_game!(self, p, wrap => {
            moves.clear();
            moves.extend(p.legal_moves().iter().map(|&m| wrap(m)));
        })
    }

    fn legal_move_count(&self) -> usize {
        each_game!(self, p => p.legal_move_count())
    }

    fn chance_outcomes(&self) -> ChanceOutcomes<AnyMove> {
        each_game!(self, p, wrap => p
            .chance_outcomes()
            .into_iter()
            .map(|(m, prob)| (wrap(m), prob))
            .collect())
    }

    fn sample_move(&self, rng: &mut SplitMix64) -> Option<AnyMove> {
        each_game!(self, p, wrap => p.sample_move(rng).map(wrap))
    }

    fn play(&mut self, mv: AnyMove) -> Result<(), AnyError> {
        match (self, mv) {
            (AnyGame::Barca(p), AnyMove::Barca(m)) => Ok(p.play(m)?),
            (AnyGame::Barricade(p), AnyMove::Barricade(m)) => Ok(p.play(m)?),
            (AnyGame::Surakarta(p), AnyMove::Surakarta(m)) => Ok(p.play(m)?),
            (AnyGame::BasBasan(p), AnyMove::BasBasan(m)) => Ok(p.play(m)?),
            _ => Err(AnyError::WrongGame),
        }
    }

    fn play_unchecked(&mut self, mv: AnyMove) {
        match (self, mv) {
            (AnyGame::Barca(p), AnyMove::Barca(m)) => p.play_unchecked(m),
            (AnyGame::Barricade(p), AnyMove::Barricade(m)) => p.play_unchecked(m),
            (AnyGame::Surakarta(p), AnyMove::Surakarta(m)) => p.play_unchecked(m),
            (AnyGame::BasBasan(p), AnyMove::BasBasan(m)) => p.play_unchecked(m),
            _ => panic!("play_unchecked: a move of another game"),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        each_game!(self, p => p.outcome())
    }

    fn zobrist(&self) -> u64 {
        each_game!(self, p => Game::zobrist(p))
    }

    fn zobrist_from_scratch(&self) -> u64 {
        each_game!(self, p => Game::zobrist_from_scratch(p))
    }

    fn seat_name(&self, seat: Seat) -> String {
        each_game!(self, p => p.seat_name(seat))
    }

    fn side_name(&self, side: Side) -> String {
        each_game!(self, p => p.side_name(side))
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyError> {
        each_game!(self, p, wrap => Ok(wrap(p.parse_move(text)?)))
    }
}

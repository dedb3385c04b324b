//! Colours, players and rules options.

use core::fmt;

use ludeme_core::{Variant, Variants};

use crate::Node;

/// The four colours, in turn order (left to right on the board).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PawnColour {
    /// House below c1; moves first.
    Red,
    /// House below g1.
    Green,
    /// House below k1.
    Yellow,
    /// House below o1.
    Blue,
}

impl PawnColour {
    /// All four, in turn order.
    pub const ALL: [PawnColour; 4] = [Self::Red, Self::Green, Self::Yellow, Self::Blue];

    /// The index 0–3 in turn order.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour of an index 0–3.
    ///
    /// # Panics
    /// If `index > 3`.
    pub const fn from_index(index: usize) -> PawnColour {
        PawnColour::ALL[index]
    }

    /// The node a piece enters the board at from its house.
    pub const fn entry(self) -> Node {
        Node::at(2 + 4 * self as u8, 1).expect("every colour has an entry on row 1")
    }

    /// The partner in the pairs game (red + yellow, green + blue).
    pub const fn partner(self) -> PawnColour {
        PawnColour::ALL[(self as usize + 2) % 4]
    }

    /// The letter in position text.
    pub const fn letter(self) -> char {
        ['r', 'g', 'y', 'b'][self as usize]
    }

    /// The name (`red`), as displayed.
    pub(crate) const fn name(self) -> &'static str {
        ["red", "green", "yellow", "blue"][self as usize]
    }
}

impl fmt::Display for PawnColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who plays which colours, and who wins together.
///
/// With the `serde` feature, `Individual` reads only with 2 to 4 players, the
/// counts that the variants name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "PlayersForm"))]
#[non_exhaustive]
pub enum Players {
    /// Pairs (the source's rule), two players: one plays red + yellow, the
    /// other green + blue.
    PairsOfTwo,
    /// Pairs, four players: one colour each; red + yellow and green + blue
    /// are partners and win together.
    PairsOfFour,
    /// Classic Malefiz: 2–4 players, one colour each, no partners. A start
    /// position seats the first colours in turn order (*project choice*: 2
    /// players red and green, 3 players red, green and yellow); position text
    /// may put any 2–4 colours in play (the others written `x`).
    Individual(u8),
}

/// The serde form of [`Players`], checked on reading.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(rename = "Players")]
enum PlayersForm {
    PairsOfTwo,
    PairsOfFour,
    Individual(u8),
}

/// Why serde refused a players value: an individual game of other than
/// 2–4 players.
#[cfg(feature = "serde")]
#[derive(Debug, thiserror::Error)]
#[error("an individual game has 2 to 4 players, not {0}")]
struct PlayerCount(u8);

#[cfg(feature = "serde")]
impl TryFrom<PlayersForm> for Players {
    type Error = PlayerCount;

    fn try_from(form: PlayersForm) -> Result<Self, PlayerCount> {
        Ok(match form {
            PlayersForm::PairsOfTwo => Players::PairsOfTwo,
            PlayersForm::PairsOfFour => Players::PairsOfFour,
            PlayersForm::Individual(n @ 2..=4) => Players::Individual(n),
            PlayersForm::Individual(n) => return Err(PlayerCount(n)),
        })
    }
}

/// The rules of a Barricade game.
///
/// ```
/// use ludeme_barricade::{Players, Rules};
/// let rules = Rules::default();
/// assert_eq!(rules.players, Players::PairsOfTwo);
/// assert!(!rules.protect_partners && !rules.no_barricades_on_rows_1_and_2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Rules {
    /// Who plays which colours (default: pairs of two players).
    pub players: Players,
    /// A piece may not capture a piece of its partner colour (default off:
    /// the source forbids only the own colour).
    pub protect_partners: bool,
    /// Barricades may not be placed on rows 1 and 2 (default off: only row 1
    /// and the goal are excluded).
    pub no_barricades_on_rows_1_and_2: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            players: Players::PairsOfTwo,
            protect_partners: false,
            no_barricades_on_rows_1_and_2: false,
        }
    }
}

impl Rules {
    /// These rules with other players.
    pub const fn with_players(mut self, players: Players) -> Self {
        self.players = players;
        self
    }

    /// These rules with partner protection on or off.
    pub const fn with_protect_partners(mut self, on: bool) -> Self {
        self.protect_partners = on;
        self
    }

    /// These rules with rows 1 and 2 closed to barricades, or not.
    pub const fn with_no_barricades_on_rows_1_and_2(mut self, on: bool) -> Self {
        self.no_barricades_on_rows_1_and_2 = on;
        self
    }

    /// The colours in play at the start, as a mask (bit i = colour i): all
    /// four in pairs, the first n in turn order in an individual game of n
    /// players (a count below 2 is taken as 2, above 4 as 4).
    ///
    /// ```
    /// use ludeme_barricade::{Players, Rules};
    /// let rules = Rules::default();
    /// assert_eq!(rules.colours_in_play(), 0b1111);
    /// assert_eq!(rules.with_players(Players::Individual(3)).colours_in_play(), 0b0111);
    /// ```
    pub const fn colours_in_play(&self) -> u8 {
        match self.players {
            Players::PairsOfTwo | Players::PairsOfFour => 0b1111,
            Players::Individual(0..=2) => 0b0011,
            Players::Individual(3) => 0b0111,
            Players::Individual(_) => 0b1111,
        }
    }

    /// Whether two distinct colours play on the same side.
    pub const fn partners(&self, a: PawnColour, b: PawnColour) -> bool {
        matches!(self.players, Players::PairsOfTwo | Players::PairsOfFour)
            && a.partner() as u8 == b as u8
    }
}

/// The variant names: the players (`pairs`, the default, also read as
/// `standard` or the empty name; `pairs-4`; `individual-2` to
/// `individual-4`), then any of the options `+protect-partners` and
/// `+no-low-barricades`, in any order.
///
/// ```
/// use ludeme_barricade::{Players, Rules};
/// use ludeme_core::Variants;
/// assert_eq!(Rules::VARIANTS[0].name, "pairs");
/// assert_eq!(Rules::from_variant("pairs"), Some(Rules::default()));
/// let rules = Rules::from_variant("individual-3+no-low-barricades").unwrap();
/// assert_eq!(rules.players, Players::Individual(3));
/// assert!(rules.no_barricades_on_rows_1_and_2 && !rules.protect_partners);
/// // An option alone: the pairs game with it.
/// assert_eq!(
///     Rules::from_variant("+protect-partners"),
///     Some(Rules::default().with_protect_partners(true))
/// );
/// assert_eq!(Rules::from_variant("pairs+fast"), None);
/// ```
impl Variants for Rules {
    const VARIANTS: &'static [Variant] = &[
        Variant {
            name: "pairs",
            description: "red + yellow against green + blue, two players of two colours each",
        },
        Variant {
            name: "pairs-4",
            description: "four players, one colour each, red + yellow and green + blue partners",
        },
        Variant {
            name: "individual-2",
            description: "classic Malefiz, two players: red against green",
        },
        Variant {
            name: "individual-3",
            description: "classic Malefiz, three players: red, green and yellow",
        },
        Variant {
            name: "individual-4",
            description: "classic Malefiz, four players, one colour each, no partners",
        },
    ];

    const OPTIONS: &'static [Variant] = &[
        Variant {
            name: "protect-partners",
            description: "a piece may not capture a piece of its partner colour",
        },
        Variant {
            name: "no-low-barricades",
            description: "barricades may not be placed on rows 1 and 2",
        },
    ];

    fn from_variant(name: &str) -> Option<Self> {
        let mut parts = name.split('+');
        let players = match parts.next()? {
            "pairs" | "standard" | "" => Players::PairsOfTwo,
            "pairs-4" => Players::PairsOfFour,
            "individual-2" => Players::Individual(2),
            "individual-3" => Players::Individual(3),
            "individual-4" => Players::Individual(4),
            _ => return None,
        };
        let mut rules = Rules::default().with_players(players);
        for option in parts {
            rules = match option {
                "protect-partners" => rules.with_protect_partners(true),
                "no-low-barricades" => rules.with_no_barricades_on_rows_1_and_2(true),
                _ => return None,
            };
        }
        Some(rules)
    }
}

//! The state: pieces, barricades, the colour to move and the die.

use core::fmt;

use crate::board::{nodes, CLOSED_TO_BARRICADES, GOAL_BIT, NODE_COUNT, ROW_2};
use crate::zobrist::{barricade_key, die_key, piece_key, turn_key};
use crate::{Node, PawnColour, Players, PositionError, Rules};
use ludeme_core::text::{excerpt, owned_excerpt, position_fields, PositionFieldError};

/// Pieces per colour.
pub const PIECES_PER_COLOUR: u32 = 5;
/// Barricades on the board, always.
pub const BARRICADE_COUNT: u32 = 11;

/// A Barricade state: each colour's pieces on the board (the rest are in its
/// house), the 11 barricades, the colour to move, and the die (`None` before
/// the roll: a chance node). A small `Copy` value.
///
/// ```
/// use ludeme_barricade::{PawnColour, Position};
/// use ludeme_core::Game;
/// let start = Position::start();
/// assert_eq!(start.to_string(), "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r -");
/// assert_eq!(start.in_house(PawnColour::Red), 5);
/// assert_eq!(start.die(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [u128; 4],
    pub(crate) barricades: u128,
    pub(crate) turn: PawnColour,
    pub(crate) die: u8,
    /// The colours in play (bit i = colour i).
    pub(crate) in_play: u8,
    pub(crate) rules: Rules,
    pub(crate) hash: u64,
}

const START_BARRICADES: &str = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

impl Position {
    /// The start position under `rules` ([`ludeme_core::Game::start_with`]).
    pub(crate) fn start_position(rules: Rules) -> Position {
        let mut p = Position {
            pieces: [0; 4],
            barricades: 0,
            turn: PawnColour::Red,
            die: 0,
            in_play: rules.colours_in_play(),
            rules,
            hash: 0,
        };
        for name in START_BARRICADES.split(',') {
            p.barricades |= name.parse::<Node>().expect("a start barricade").bit();
        }
        p.hash = p.hash_from_scratch();
        p
    }

    /// The colour to move (or to roll).
    #[inline]
    pub const fn turn(&self) -> PawnColour {
        self.turn
    }

    /// The die, once rolled.
    #[inline]
    pub const fn die(&self) -> Option<u8> {
        match self.die {
            0 => None,
            die => Some(die),
        }
    }

    /// The nodes of a colour's pieces on the board.
    #[inline]
    pub const fn pieces(&self, colour: PawnColour) -> u128 {
        self.pieces[colour.index()]
    }

    /// Every piece on the board.
    #[inline]
    pub const fn all_pieces(&self) -> u128 {
        self.pieces[0] | self.pieces[1] | self.pieces[2] | self.pieces[3]
    }

    /// The barricade nodes.
    #[inline]
    pub const fn barricades(&self) -> u128 {
        self.barricades
    }

    /// The colours in play, as a mask (bit i = colour i).
    #[inline]
    pub const fn colours_in_play(&self) -> u8 {
        self.in_play
    }

    /// Whether a colour is in play.
    #[inline]
    pub const fn plays(&self, colour: PawnColour) -> bool {
        self.in_play >> colour.index() & 1 == 1
    }

    /// The seat that moves a colour: with pairs of two players red and
    /// yellow are seat 0, green and blue seat 1; with four, each colour its
    /// own; individually, the colours in play are seats 0, 1, … in turn order.
    pub const fn seat_of(&self, colour: PawnColour) -> u8 {
        match self.rules.players {
            Players::PairsOfTwo => colour as u8 % 2,
            Players::PairsOfFour => colour as u8,
            _ => (self.in_play & ((1 << colour as u8) - 1)).count_ones() as u8,
        }
    }

    /// The side a seat wins with: in pairs, red + yellow are side 0 and
    /// green + blue side 1; individually, each seat is its own side.
    pub const fn side_of_seat(&self, seat: u8) -> u8 {
        match self.rules.players {
            Players::PairsOfFour => seat % 2,
            _ => seat,
        }
    }

    /// How many of a colour's pieces wait in its house (0 for a colour not in
    /// play).
    pub const fn in_house(&self, colour: PawnColour) -> u32 {
        if !self.plays(colour) {
            0
        } else {
            PIECES_PER_COLOUR - self.pieces(colour).count_ones()
        }
    }

    /// The colour of the piece on `node`, if any.
    pub fn piece_at(&self, node: Node) -> Option<PawnColour> {
        PawnColour::ALL
            .into_iter()
            .find(|c| self.pieces(*c) & node.bit() != 0)
    }

    /// The colour whose piece stands on the goal: it has won for its side.
    #[inline]
    pub fn on_goal(&self) -> Option<PawnColour> {
        if self.all_pieces() & GOAL_BIT == 0 {
            None
        } else {
            self.piece_at(Node::GOAL)
        }
    }

    /// The colour after `colour` in turn order, among the colours in play.
    pub(crate) const fn next_colour(&self, colour: PawnColour) -> PawnColour {
        // A loop, which returns at its first step when every colour plays:
        // cheaper there than a bit search over the mask.
        let mut i = 1;
        while i <= 4 {
            let c = (colour as usize + i) % 4;
            if self.in_play >> c & 1 == 1 {
                return PawnColour::ALL[c];
            }
            i += 1;
        }
        colour
    }

    /// The Zobrist hash computed from scratch (what [`ludeme_core::Game::zobrist`]
    /// keeps incrementally).
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = turn_key(self.turn) ^ die_key(self.die);
        for colour in PawnColour::ALL {
            for node in nodes(self.pieces(colour)) {
                hash ^= piece_key(colour, u32::from(node.index()));
            }
        }
        for node in nodes(self.barricades) {
            hash ^= barricade_key(u32::from(node.index()));
        }
        hash
    }

    /// Parses position text under `rules` ([`ludeme_core::Game::from_text`]):
    /// surrounding whitespace is ignored, the seven fields are separated by
    /// one space.
    pub(crate) fn parse_text(text: &str, rules: Rules) -> Result<Position, PositionError> {
        let fields = position_fields(
            text,
            "7 fields: red green yellow blue barricades colour die",
        )?;
        let [(_, red), (_, green), (_, yellow), (_, blue), (_, barricades), (_, turn), (_, die)] =
            fields[..]
        else {
            return Err(PositionError::FieldCount(fields.len()));
        };
        let piece_fields = [red, green, yellow, blue];
        let in_play = colours_in_play(piece_fields, rules.players)?;
        let mut taken = 0u128;
        let pieces = read_pieces(piece_fields, &mut taken)?;
        let barricades = read_barricades(barricades, rules, &mut taken)?;
        debug_assert!(taken >> NODE_COUNT == 0);
        let turn = read_turn(turn)
            .filter(|colour| in_play >> colour.index() & 1 == 1)
            .ok_or_else(|| PositionFieldError::BadSide {
                field: "colour to move",
                found: owned_excerpt(turn),
                expected: "r, g, y or b of a colour in play",
            })?;
        let die = read_die(die)?;
        let mut p = Position {
            pieces,
            barricades,
            turn,
            die,
            in_play,
            rules,
            hash: 0,
        };
        p.hash = p.hash_from_scratch();
        Ok(p)
    }
}

/// The colours in play (bit i = colour i), those whose field is not `x`:
/// all four when pairs play, at least two in any game.
fn colours_in_play(piece_fields: [&str; 4], players: Players) -> Result<u8, PositionError> {
    let in_play = (0..4)
        .filter(|&i| piece_fields[i] != "x")
        .fold(0u8, |mask, i| mask | 1 << i);
    let pairs = !matches!(players, Players::Individual(_));
    if (pairs && in_play != 0b1111) || in_play.count_ones() < 2 {
        return Err(PositionError::ColoursInPlay {
            in_play: in_play.count_ones(),
            pairs,
        });
    }
    Ok(in_play)
}

/// The nodes of the comma-separated `list` (or `-`, none) of the field
/// `field`, none of them already `taken`; adds them to `taken`.
fn read_nodes(field: &'static str, list: &str, taken: &mut u128) -> Result<u128, PositionError> {
    let mut mask = 0u128;
    if list == "-" {
        return Ok(0);
    }
    for name in list.split(',') {
        // A long name is refused on its excerpt, which the error quotes.
        let node: Node = excerpt(name)
            .parse()
            .map_err(|source| PositionError::Node {
                field,
                text: owned_excerpt(name),
                source,
            })?;
        if *taken & node.bit() != 0 {
            return Err(PositionError::Occupied(node));
        }
        *taken |= node.bit();
        mask |= node.bit();
    }
    Ok(mask)
}

/// Each colour's pieces on the board, from its field (none for a colour
/// out of play, `x`), at most [`PIECES_PER_COLOUR`] each.
fn read_pieces(piece_fields: [&str; 4], taken: &mut u128) -> Result<[u128; 4], PositionError> {
    let mut pieces = [0; 4];
    for (colour, field) in PawnColour::ALL.into_iter().zip(piece_fields) {
        if field == "x" {
            continue;
        }
        let mask = read_nodes(colour.name(), field, taken)?;
        let count = mask.count_ones() as usize;
        if count > PIECES_PER_COLOUR as usize {
            return Err(PositionError::TooManyPieces { colour, count });
        }
        pieces[colour.index()] = mask;
    }
    Ok(pieces)
}

/// The barricades of the field `field`: [`BARRICADE_COUNT`] of them, none
/// where a barricade may not stand (nor on rows 1 and 2 when `rules` say
/// so).
fn read_barricades(field: &str, rules: Rules, taken: &mut u128) -> Result<u128, PositionError> {
    let barricades = read_nodes("barricade", field, taken)?;
    let count = barricades.count_ones();
    if count != BARRICADE_COUNT {
        return Err(PositionError::BarricadeCount(count as usize));
    }
    if let Some(node) = nodes(barricades & CLOSED_TO_BARRICADES).next() {
        return Err(PositionError::BarricadePlace(node));
    }
    if rules.no_barricades_on_rows_1_and_2 {
        if let Some(node) = nodes(barricades & ROW_2).next() {
            return Err(PositionError::LowBarricade(node));
        }
    }
    Ok(barricades)
}

/// The colour of the field `r`, `g`, `y` or `b`.
fn read_turn(field: &str) -> Option<PawnColour> {
    PawnColour::ALL
        .into_iter()
        .find(|colour| field.chars().eq([colour.letter()]))
}

/// The die of the field: `-` (not rolled, 0) or 1 to 6.
fn read_die(field: &str) -> Result<u8, PositionError> {
    match field {
        "-" => Ok(0),
        "1" | "2" | "3" | "4" | "5" | "6" => Ok(field.as_bytes()[0] - b'0'),
        _ => Err(PositionError::BadDie(owned_excerpt(field))),
    }
}

fn write_nodes(f: &mut fmt::Formatter<'_>, mask: u128) -> fmt::Result {
    if mask == 0 {
        return f.write_str("-");
    }
    let mut separator = "";
    for node in nodes(mask) {
        write!(f, "{separator}{node}")?;
        separator = ",";
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for colour in PawnColour::ALL {
            if !self.plays(colour) {
                f.write_str("x")?;
            } else {
                write_nodes(f, self.pieces(colour))?;
            }
            f.write_str(" ")?;
        }
        write_nodes(f, self.barricades)?;
        let die = self.die().map_or('-', |d| char::from(b'0' + d));
        write!(f, " {} {die}", self.turn.letter())
    }
}

ludeme_core::state_forms!(Position, PositionError);

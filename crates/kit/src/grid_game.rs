//! What a game's author writes: the [`GridGame`] trait.

use core::fmt::Debug;
use core::hash::Hash;

use ludeme_core::{EndReason, Outcome, Side, Variant};
use ludeme_geometry::{Cells, Grid};

use crate::{Move, MoveCounter, MoveForms, Moves, Position};

/// How a seat is named, written and drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SeatStyle {
    /// The seat's name (`white`); its first letter is the side to move in
    /// position text.
    pub name: &'static str,
    /// One letter per kind of piece the seat owns, in the order of the
    /// game's [`GridGame::Pieces`] (the first seat's kinds come first).
    pub letters: &'static str,
    /// The pieces' fill colour in pictures.
    pub colour: &'static str,
    /// The pieces' symbols in Unicode diagrams, one per letter.
    pub glyphs: &'static str,
}

impl SeatStyle {
    /// White pieces, written `w`, drawn `○`.
    pub const WHITE: SeatStyle = SeatStyle {
        name: "white",
        letters: "w",
        colour: "#f4f4f4",
        glyphs: "○",
    };
    /// Black pieces, written `b`, drawn `●`.
    pub const BLACK: SeatStyle = SeatStyle {
        name: "black",
        letters: "b",
        colour: "#222222",
        glyphs: "●",
    };
}

/// A win for `seat` by a rule of the game, named `reason`.
pub const fn win(seat: usize, reason: &'static str) -> Outcome {
    Outcome::Win {
        side: Side(seat as u8),
        reason: EndReason::Rule(reason),
    }
}

/// The end of a game decided by counting (discs, points): a win by
/// `reason` for the seat with more, a draw by the same rule on equal counts.
///
/// ```
/// use ludeme_core::{EndReason, Outcome};
/// assert_eq!(ludeme_kit::most([3, 5], "disc count"), ludeme_kit::win(1, "disc count"));
/// assert_eq!(ludeme_kit::most([4, 4], "disc count"), Outcome::Draw { reason: EndReason::Rule("disc count") });
/// ```
pub const fn most(counts: [u32; 2], reason: &'static str) -> Outcome {
    if counts[0] == counts[1] {
        Outcome::Draw {
            reason: EndReason::Rule(reason),
        }
    } else {
        win((counts[1] > counts[0]) as usize, reason)
    }
}

/// A lead (positive or negative, in any unit) as an estimate in `(0, 1)`:
/// ½ for none, ¾ for a lead of `scale`, towards 1 and 0 beyond. No
/// floating-point function of `std` is needed.
///
/// ```
/// assert_eq!(ludeme_kit::squash(0.0, 10.0), 0.5);
/// assert_eq!(ludeme_kit::squash(10.0, 10.0), 0.75);
/// assert_eq!(ludeme_kit::squash(-10.0, 10.0), 0.25);
/// ```
pub fn squash(lead: f64, scale: f64) -> f64 {
    0.5 + lead / (2.0 * (lead.abs() + scale))
}

/// The rules of a two-seat game on a rectangular board, written on
/// bitboards: everything [`Position<G>`] needs to be a whole game.
///
/// Seats alternate: after every move, the kit hands the turn to the other
/// seat (a pass is a move, [`Move::PASS`]). A game with no move for the seat
/// to move and no outcome of its own is lost by that seat.
pub trait GridGame: Sized + Send + Sync + 'static {
    /// The sets of cells: `u64` for boards of up to 64 cells, `u128` above.
    type Cells: Cells;
    /// The pieces: one set of cells per kind, `[Self::Cells; KINDS]`, kinds
    /// in the order of the seats' letters.
    type Pieces: Copy
        + Eq
        + Hash
        + Debug
        + Default
        + Send
        + Sync
        + AsRef<[Self::Cells]>
        + AsMut<[Self::Cells]>;

    /// The game's name in pictures' titles.
    const NAME: &'static str;
    /// The two seats, the first to move first.
    const SEATS: [SeatStyle; 2];
    /// The board sizes, each named `WxH` (`8x8`), the first the default.
    const SIZES: &'static [Variant];
    /// The forms of the game's moves.
    const FORMS: MoveForms;

    /// The pieces at the start, on `grid`.
    fn start(grid: Grid) -> Self::Pieces;

    /// The legal moves of the seat to move, none once the game is over.
    /// The kit calls it with a list, a counter and its sampler's sets, and
    /// it is compiled for each.
    fn generate(position: &Position<Self>, moves: &mut impl Moves);

    /// The number of legal moves (perft's last ply): by default,
    /// [`GridGame::generate`] counting, with no list (each set of targets
    /// counted at once).
    fn count(position: &Position<Self>) -> usize {
        let mut moves = MoveCounter::new();
        Self::generate(position, &mut moves);
        moves.len()
    }

    /// The pieces after the seat to move plays `mv`, a legal move.
    fn play(position: &Position<Self>, mv: Move) -> Self::Pieces;

    /// How the game ended, if it has.
    fn outcome(position: &Position<Self>) -> Option<Outcome>;

    /// How well `seat` stands, in `[0, 1]`, while the game goes on; by
    /// default ½. [`squash`] turns a lead into such a number.
    fn evaluate(position: &Position<Self>, seat: usize) -> f64 {
        let _ = (position, seat);
        0.5
    }

    /// Whether `mv` is sharp, for searches to try first: by default a
    /// capture.
    fn is_tactical(position: &Position<Self>, mv: Move) -> bool {
        let _ = position;
        mv.is_capture()
    }
}

#[cfg(test)]
mod tests {
    use super::{most, squash, win};
    use ludeme_core::{EndReason, Outcome, Side};

    #[test]
    fn the_larger_count_wins_and_equal_counts_draw() {
        for (counts, winner) in [
            ([3, 5], Some(1)),
            ([5, 3], Some(0)),
            ([0, 1], Some(1)),
            ([4, 4], None),
        ] {
            let expected = match winner {
                Some(seat) => Outcome::Win {
                    side: Side(seat),
                    reason: EndReason::Rule("count"),
                },
                None => Outcome::Draw {
                    reason: EndReason::Rule("count"),
                },
            };
            assert_eq!(most(counts, "count"), expected, "{counts:?}");
        }
        assert_eq!(
            win(1, "far rank"),
            Outcome::Win {
                side: Side(1),
                reason: EndReason::Rule("far rank")
            }
        );
    }

    #[test]
    fn a_squashed_lead_is_a_half_at_none_and_grows_towards_one() {
        assert_eq!(squash(0.0, 10.0), 0.5);
        assert_eq!(squash(10.0, 10.0), 0.75);
        assert_eq!(squash(-10.0, 10.0), 0.25);
        assert_eq!(squash(30.0, 10.0), 0.875);
        let mut last = 0.0;
        for lead in -50..=50 {
            let value = squash(f64::from(lead), 7.0);
            assert!(value > last && value < 1.0, "{lead}: {value}");
            assert_eq!(value + squash(-f64::from(lead), 7.0), 1.0, "{lead}");
            last = value;
        }
    }
}

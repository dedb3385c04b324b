//! Position text: the ranks from the top, `/` between them, each a run of
//! piece letters and numbers of empty squares; a space; the first letter of
//! the seat to move (`bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w`).

use core::fmt;
use core::str::FromStr;

use ludeme_core::text::{owned_excerpt, position_fields, write_ranks, PositionFieldError};
use ludeme_geometry::Cells;

use crate::{GridGame, Position, PositionError, Size};

/// Every piece letter, in the order of the kinds.
fn letters<G: GridGame>() -> impl Iterator<Item = char> {
    G::SEATS.iter().flat_map(|seat| seat.letters.chars())
}

/// The letter of the seat.
fn side_letter<G: GridGame>(seat: usize) -> char {
    G::SEATS[seat].name.chars().next().unwrap_or('?')
}

impl<G: GridGame> fmt::Display for Position<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let grid = self.grid();
        let (width, height) = (usize::from(grid.width()), usize::from(grid.height()));
        write_ranks(f, width, height, |cell| {
            let kind = self.kind_at(cell as u32)?;
            Some(letters::<G>().nth(kind).unwrap_or('?'))
        })?;
        write!(f, " {}", side_letter::<G>(self.mover()))
    }
}

impl<G: GridGame> FromStr for Position<G> {
    type Err = PositionError;

    /// Parses position text on the game's default board (as its serde form
    /// does); [`ludeme_core::Game::from_text`] reads it under other rules.
    fn from_str(text: &str) -> Result<Self, PositionError> {
        parse(text, Size::default())
    }
}

/// What the fields of a position text are, for errors.
const EXPECTED: &str = "the board, a space and the side to move";

/// The number of files of a rank's text (a run of digits is one number).
fn rank_length(rank: &str) -> usize {
    let mut length = 0usize;
    let mut run = 0usize;
    for c in rank.chars() {
        match c.to_digit(10) {
            Some(digit) => run = run.saturating_mul(10).saturating_add(digit as usize),
            None => {
                length = length.saturating_add(run).saturating_add(1);
                run = 0;
            }
        }
    }
    length.saturating_add(run)
}

/// Reads position text on the board of `size`.
pub(crate) fn parse<G: GridGame>(text: &str, size: Size<G>) -> Result<Position<G>, PositionError> {
    let fields = position_fields(text, EXPECTED)?;
    let (board, side) = match fields[..] {
        [] => return Err(PositionFieldError::Empty { expected: EXPECTED }.into()),
        [_] => {
            let expected =
                alloc::format!("' {}' or ' {}'", side_letter::<G>(0), side_letter::<G>(1));
            return Err(PositionError::MissingSide { expected });
        }
        [(_, board), (_, side)] => (board, side),
        [_, _, (at, _), ..] => {
            return Err(
                PositionFieldError::TrailingText(owned_excerpt(text[at..].trim_end())).into(),
            )
        }
    };
    let ranks: alloc::vec::Vec<&str> = board.split('/').collect();
    let grid = size.grid();
    let (width, height) = (usize::from(grid.width()), usize::from(grid.height()));
    if ranks.len() != height {
        return Err(PositionError::RankCount {
            found: ranks.len(),
            expected: height,
        });
    }
    let mut pieces = G::Pieces::default();
    for (from_top, rank_text) in ranks.iter().enumerate() {
        let rank = height - 1 - from_top;
        let found = rank_length(rank_text);
        if found != width {
            return Err(PositionError::RankLength {
                rank: rank + 1,
                found,
                expected: width,
            });
        }
        let mut file = 0;
        let mut run = 0;
        for c in rank_text.chars() {
            if let Some(digit) = c.to_digit(10) {
                if run == 0 && digit == 0 {
                    return Err(unknown::<G>(rank, c));
                }
                run = run * 10 + digit as usize;
                continue;
            }
            file += run;
            run = 0;
            let kind = letters::<G>()
                .position(|letter| letter == c)
                .ok_or_else(|| unknown::<G>(rank, c))?;
            let kinds = pieces.as_mut();
            if kind >= kinds.len() {
                return Err(unknown::<G>(rank, c));
            }
            kinds[kind] |= G::Cells::cell((rank * width + file) as u32);
            file += 1;
        }
    }
    let mover = (0..2).find(|&seat| side.len() == 1 && side.starts_with(side_letter::<G>(seat)));
    let mover = mover.ok_or_else(|| PositionError::BadSide {
        found: owned_excerpt(side),
        expected: alloc::format!("'{}' or '{}'", side_letter::<G>(0), side_letter::<G>(1)),
    })?;
    Ok(Position::new(pieces, mover, size))
}

fn unknown<G: GridGame>(rank: usize, found: char) -> PositionError {
    PositionError::UnknownChar {
        rank: rank + 1,
        found,
        letters: letters::<G>().collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::rank_length;

    #[test]
    fn a_rank_of_huge_runs_has_a_length_and_no_overflow() {
        assert_eq!(rank_length("2b3"), 6);
        assert_eq!(rank_length("10"), 10);
        let huge = "99999999999999999999999999b99999999999999999999999999";
        assert_eq!(rank_length(huge), usize::MAX);
    }
}

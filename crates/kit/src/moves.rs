//! Moves on a grid: a drop (`c4`), a step (`a2-a3`), a capture (`a2xb3`)
//! or a pass (`pass`), and the list a game's generator fills.

use core::fmt;
use core::str::FromStr;

use ludeme_core::bits::BitSet;
use ludeme_geometry::{Cells, Direction, Grid};

use crate::{MoveError, MoveList};

/// No cell: the origin of a drop, both cells of a pass.
const NONE: u8 = u8::MAX;

/// A move, by the ranks and files of its cells, so that its text needs no
/// board: a drop on one cell, a step or a capture from one cell to another,
/// or a pass. Moves order by origin, then destination, cells in the order of
/// their numbers (`rank * width + file`); drops come after steps, and the
/// pass last.
///
/// ```
/// use ludeme_kit::Move;
/// let mv: Move = "a2xb3".parse()?;
/// assert!(mv.is_capture());
/// assert_eq!(mv.to_string(), "a2xb3");
/// assert_eq!("pass".parse::<Move>()?, Move::PASS);
/// # Ok::<(), ludeme_kit::MoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The origin's rank and file.
    from: (u8, u8),
    /// The destination's rank and file.
    to: (u8, u8),
    capture: bool,
}

impl Move {
    /// The order of moves as one number: origin, then destination, each by
    /// rank then file, then the capture flag (two moves between the same
    /// cells are never both legal: the flag only makes the order total).
    #[inline(always)]
    fn key(self) -> u64 {
        let (from, to) = (self.from, self.to);
        u64::from_be_bytes([0, 0, 0, from.0, from.1, to.0, to.1, u8::from(self.capture)])
    }
}

impl PartialOrd for Move {
    #[inline(always)]
    fn partial_cmp(&self, other: &Move) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Move {
    #[inline(always)]
    fn cmp(&self, other: &Move) -> core::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

/// Which forms a game's moves take; the battery's candidate moves and the
/// action numbering follow them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveForms {
    /// Drops on a cell (`c4`).
    pub drops: bool,
    /// Steps and captures from a cell to another (`a2-a3`, `a2xb3`).
    pub steps: bool,
    /// Passes (`pass`).
    pub pass: bool,
}

impl MoveForms {
    /// Steps and captures only.
    pub const STEPS: MoveForms = MoveForms {
        drops: false,
        steps: true,
        pass: false,
    };
    /// Drops and passes.
    pub const DROPS_AND_PASS: MoveForms = MoveForms {
        drops: true,
        steps: false,
        pass: true,
    };

    /// The forms in words, for errors: `a drop like 'c4' or 'pass'`.
    pub(crate) fn expected(self) -> &'static str {
        match (self.drops, self.steps, self.pass) {
            (true, false, false) => "a drop like 'c4'",
            (true, false, true) => "a drop like 'c4' or 'pass'",
            (false, true, false) => "a step like 'a2-a3' or a capture like 'a2xb3'",
            (false, true, true) => "a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
            (true, true, false) => {
                "a drop like 'c4', a step like 'a2-a3' or a capture like 'a2xb3'"
            }
            _ => "a drop like 'c4', a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
        }
    }

    pub(crate) fn allow(self, mv: Move) -> bool {
        if mv.is_pass() {
            self.pass
        } else if mv.is_drop() {
            self.drops
        } else {
            self.steps
        }
    }
}

/// `ceil(2^16 / width)`: `cell * RECIPROCALS[width] >> 16` is `cell /
/// width` for every cell below 128 and width up to 26.
const RECIPROCALS: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut width = 1;
    while width <= 26 {
        table[width] = 65536u32.div_ceil(width as u32);
        width += 1;
    }
    table
};

/// The rank and file of `cell` on `grid`, without a division.
#[inline(always)]
fn place(grid: Grid, cell: u32) -> (u8, u8) {
    let width = u32::from(grid.width());
    let rank = (cell * RECIPROCALS[width as usize]) >> 16;
    (rank as u8, (cell - rank * width) as u8)
}

impl Move {
    /// The pass.
    pub const PASS: Move = Move {
        from: (NONE, NONE),
        to: (NONE, NONE),
        capture: false,
    };

    /// A drop on `cell` of `grid`.
    #[inline(always)]
    pub fn drop(grid: Grid, cell: u32) -> Move {
        Move {
            from: (NONE, NONE),
            to: place(grid, cell),
            capture: false,
        }
    }

    /// A step (or, with `capture`, a capture) from `from` to `to` on `grid`.
    #[inline(always)]
    pub fn step(grid: Grid, from: u32, to: u32, capture: bool) -> Move {
        Move {
            from: place(grid, from),
            to: place(grid, to),
            capture,
        }
    }

    /// Whether the move is a pass.
    pub fn is_pass(self) -> bool {
        self.to.1 == NONE
    }

    /// Whether the move is a drop.
    pub fn is_drop(self) -> bool {
        self.from.1 == NONE && !self.is_pass()
    }

    /// Whether the move is a capture.
    pub fn is_capture(self) -> bool {
        self.capture
    }

    /// The same move as a capture or not.
    pub fn with_capture(self, capture: bool) -> Move {
        Move { capture, ..self }
    }

    /// The cell the move starts on (none for a drop or a pass).
    #[inline(always)]
    pub fn from(self, grid: Grid) -> Option<u32> {
        cell(grid, self.from)
    }

    /// The cell the move ends on (none for a pass).
    #[inline(always)]
    pub fn to(self, grid: Grid) -> Option<u32> {
        cell(grid, self.to)
    }

    /// Whether both cells lie on `grid`.
    pub(crate) fn fits(self, grid: Grid) -> bool {
        let on =
            |(rank, file): (u8, u8)| file == NONE || (file < grid.width() && rank < grid.height());
        on(self.from) && on(self.to)
    }

    /// The files and ranks of the move's cells, origin first (for pictures
    /// and messages).
    pub(crate) fn places(self) -> impl Iterator<Item = (u8, u8)> {
        [self.from, self.to]
            .into_iter()
            .filter(|&(_, file)| file != NONE)
            .map(|(rank, file)| (file, rank))
    }
}

#[inline(always)]
fn cell(grid: Grid, (rank, file): (u8, u8)) -> Option<u32> {
    (file != NONE).then(|| u32::from(rank) * u32::from(grid.width()) + u32::from(file))
}

struct Place((u8, u8));

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rank, file) = self.0;
        write!(f, "{}{}", char::from(b'a' + file), u32::from(rank) + 1)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            f.write_str("pass")
        } else if self.is_drop() {
            write!(f, "{}", Place(self.to))
        } else {
            let separator = if self.capture { 'x' } else { '-' };
            write!(f, "{}{separator}{}", Place(self.from), Place(self.to))
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Parses a cell name: a file letter `a`–`z` and a rank from 1 to 128
/// without leading zeros.
fn parse_place(name: &str, text: &str) -> Result<(u8, u8), MoveError> {
    let bad = || MoveError::BadSquare {
        square: ludeme_core::text::owned_excerpt(name),
        text: ludeme_core::text::owned_excerpt(text),
    };
    let mut chars = name.chars();
    let file = chars
        .next()
        .filter(char::is_ascii_lowercase)
        .ok_or_else(bad)?;
    let digits = chars.as_str();
    if digits.is_empty()
        || digits.len() > 3
        || digits.starts_with('0')
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(bad());
    }
    let rank: u32 = digits.parse().map_err(|_| bad())?;
    if rank > 128 {
        return Err(bad());
    }
    Ok(((rank - 1) as u8, file as u8 - b'a'))
}

impl FromStr for Move {
    type Err = MoveError;

    /// Parses `c4`, `a2-a3`, `a2xb3` or `pass`; surrounding whitespace is
    /// ignored.
    fn from_str(text: &str) -> Result<Move, MoveError> {
        let word =
            ludeme_core::text::one_word(text).map_err(|(at, found)| MoveError::Whitespace {
                text: ludeme_core::text::owned_excerpt(text.trim()),
                at,
                found,
            })?;
        if word.is_empty() {
            return Err(MoveError::Empty);
        }
        if word == "pass" {
            return Ok(Move::PASS);
        }
        match word.find(['-', 'x']) {
            None => Ok(Move {
                from: (NONE, NONE),
                to: parse_place(word, word)?,
                capture: false,
            }),
            Some(at) => {
                let (from, to) = (&word[..at], &word[at + 1..]);
                let mv = Move {
                    from: parse_place(from, word)?,
                    to: parse_place(to, word)?,
                    capture: word.as_bytes()[at] == b'x',
                };
                if mv.from == mv.to {
                    return Err(MoveError::Nowhere(ludeme_core::text::owned_excerpt(word)));
                }
                Ok(mv)
            }
        }
    }
}

ludeme_core::serde_via_text!(Move);

/// What a game's [`crate::GridGame::generate`] fills: a list of moves, or
/// only their number (perft's last ply), with the board to name the cells.
/// Moves are added set-wise, from bitboards of targets, in any order (the
/// kit sorts a list that was not filled in order).
#[derive(Debug)]
pub struct Moves<'a> {
    /// The list, or none when only counting or drawing.
    list: Option<&'a mut MoveList>,
    /// The sets of targets as added, when drawing one move.
    runs: Option<&'a mut Runs>,
    count: usize,
    grid: Grid,
    sorted: bool,
}

impl<'a> Moves<'a> {
    /// The moves of `list` on `grid`.
    pub fn new(list: &'a mut MoveList, grid: Grid) -> Self {
        list.clear();
        Moves {
            list: Some(list),
            runs: None,
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// A count of moves on `grid`, with no list.
    pub fn counting(grid: Grid) -> Self {
        Moves {
            list: None,
            runs: None,
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// The sets of targets added into `runs`, with no list: what the kit's
    /// sampler draws one move from.
    pub(crate) fn drawing(runs: &'a mut Runs, grid: Grid) -> Self {
        Moves {
            list: None,
            runs: Some(runs),
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// Adds `mv`, noting whether the list is still in order.
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        self.count += 1;
        if let Some(list) = &mut self.list {
            if let Some(&last) = list.last() {
                self.sorted &= last < mv;
            }
            list.push(mv);
        }
    }

    /// The `index`-th move of the list in order (`None` past its end),
    /// without sorting the whole list.
    pub(crate) fn nth_in_order(self, index: usize) -> Option<Move> {
        let list = self.list?;
        if index >= list.len() {
            return None;
        }
        if self.sorted {
            return Some(list[index]);
        }
        Some(*list.select_nth_unstable(index).1)
    }

    /// Puts the list in order ([`ludeme_core::Game::generate_moves`]'s
    /// contract) if the moves were not added in order.
    #[inline(always)]
    pub(crate) fn finish(self) {
        if let Some(list) = self.list.filter(|_| !self.sorted) {
            // Each set of targets adds its moves in order: the stable sort
            // merges those runs.
            list.sort();
        }
    }

    /// A drop on every cell of `targets`.
    #[inline(always)]
    pub fn drops<B: Cells>(&mut self, targets: B) {
        if let Some(runs) = self.runs.as_deref_mut() {
            self.count += targets.count() as usize;
            runs.other |= runs.drops & targets.to_u128() != 0;
            runs.drops |= targets.to_u128();
            return;
        }
        let grid = self.grid;
        self.add_all(targets, |cell| Move::drop(grid, cell));
    }

    /// A step onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    #[inline(always)]
    pub fn steps<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, false);
    }

    /// A capture onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    #[inline(always)]
    pub fn captures<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, true);
    }

    #[inline(always)]
    fn add_from_targets<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool) {
        let (df, dr) = direction.delta();
        let grid = self.grid;
        if let Some(runs) = self.runs.as_deref_mut() {
            self.count += targets.count() as usize;
            let step = i32::from(dr) * i32::from(grid.width()) + i32::from(df);
            let targets = targets.to_u128();
            let origins = if step > 0 {
                targets >> step
            } else {
                targets << -step
            };
            runs.other |= runs.steps.len() == runs.steps.inline_size();
            runs.steps.push((origins, step, capture));
            return;
        }
        self.add_all(targets, |cell| {
            let (rank, file) = place(grid, cell);
            Move {
                from: ((rank as i8 - dr) as u8, (file as i8 - df) as u8),
                to: (rank, file),
                capture,
            }
        });
    }

    /// The move `make` gives for each cell of `targets`, in order; only
    /// their number when counting.
    #[inline(always)]
    fn add_all<B: Cells>(&mut self, targets: B, make: impl Fn(u32) -> Move) {
        self.count += targets.count() as usize;
        let Some(list) = self.list.as_deref_mut() else {
            return;
        };
        let mut cells = targets.squares();
        let Some(first) = cells.next().map(&make) else {
            return;
        };
        if let Some(&last) = list.last() {
            self.sorted &= last < first;
        }
        list.push(first);
        for cell in cells {
            list.push(make(cell));
        }
    }

    /// A pass.
    pub fn pass(&mut self) {
        if let Some(runs) = self.runs.as_deref_mut() {
            self.count += 1;
            runs.other |= runs.pass;
            runs.pass = true;
            return;
        }
        self.add(Move::PASS);
    }

    /// Any move.
    pub fn push(&mut self, mv: Move) {
        if let Some(runs) = self.runs.as_deref_mut() {
            runs.other = true;
        }
        self.add(mv);
    }

    /// How many moves were added.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no move was added.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }
}

/// The moves a generator added set-wise, kept as sets: steps and captures
/// by their origins, drops by their cells, the pass. Enough to name the
/// `index`-th move in order without listing the others.
#[derive(Debug, Default)]
pub(crate) struct Runs {
    /// Each set of steps or captures: its origins, the step from an origin
    /// to its destination (in cell numbers), and whether they capture.
    steps: smallvec::SmallVec<[(u128, i32, bool); 16]>,
    drops: u128,
    pass: bool,
    /// A move no set describes was added (or one twice): list them.
    pub(crate) other: bool,
}

impl Runs {
    /// The `index`-th move in order (below the number added).
    pub(crate) fn nth(&self, grid: Grid, mut index: usize) -> Move {
        let origins = self.steps.iter().fold(0u128, |all, run| all | run.0);
        for from in origins.squares() {
            let leaves = |run: &&(u128, i32, bool)| run.0 >> from & 1 == 1;
            let count = self.steps.iter().filter(leaves).count();
            if index < count {
                let mut here: smallvec::SmallVec<[(u32, bool); 8]> = self
                    .steps
                    .iter()
                    .filter(leaves)
                    .map(|run| ((from as i32 + run.1) as u32, run.2))
                    .collect();
                here.sort_unstable();
                let (to, capture) = here[index];
                return Move::step(grid, from, to, capture);
            }
            index -= count;
        }
        let drops = self.drops.count_ones() as usize;
        if index < drops {
            return Move::drop(grid, self.drops.nth_square(index as u32));
        }
        Move::PASS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_and_ranks_come_from_a_cell_without_division() {
        for width in 1..=26u8 {
            let height = (128 / u32::from(width)).min(128) as u8;
            let grid = Grid::new(width, height);
            for cell in 0..u32::from(grid.cells()) {
                let (rank, file) = place(grid, cell);
                assert_eq!(
                    (u32::from(file), u32::from(rank)),
                    (cell % u32::from(width), cell / u32::from(width))
                );
            }
        }
    }

    #[test]
    fn every_form_round_trips_and_bad_text_is_refused_with_what_is_wrong() {
        for text in ["c4", "z128", "a2-a3", "a2xb3", "pass", "j10-j9"] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
        assert_eq!(" c4\n".parse::<Move>().unwrap().to_string(), "c4");
        let kinds = |text: &str| {
            let mv = text.parse::<Move>().unwrap();
            [mv.is_drop(), mv.is_capture(), mv.is_pass()]
        };
        assert_eq!(kinds("c4"), [true, false, false]);
        assert_eq!(kinds("a2-b3"), [false, false, false]);
        assert_eq!(kinds("a2xb3"), [false, true, false]);
        assert_eq!(kinds("pass"), [false, false, true]);
        for (text, message) in [
            ("", "empty move text"),
            (
                "c 4",
                "unexpected ' ' at byte 1 of move \"c 4\": a move has no spaces",
            ),
            (
                "c0",
                "bad square \"c0\" in move \"c0\": expected a file letter and a rank from 1",
            ),
            (
                "c129",
                "bad square \"c129\" in move \"c129\": expected a file letter and a rank from 1",
            ),
            (
                "C4",
                "bad square \"C4\" in move \"C4\": expected a file letter and a rank from 1",
            ),
            (
                "a2-",
                "bad square \"\" in move \"a2-\": expected a file letter and a rank from 1",
            ),
            ("a2-a2", "move \"a2-a2\" goes nowhere"),
        ] {
            assert_eq!(
                text.parse::<Move>().unwrap_err().to_string(),
                message,
                "{text:?}"
            );
        }
    }

    #[test]
    fn every_combination_of_forms_says_what_it_expects_and_allows_its_own() {
        let (drop, step, pass) = (
            "c4".parse::<Move>().unwrap(),
            "a2xb3".parse::<Move>().unwrap(),
            Move::PASS,
        );
        for (drops, steps, passes, expected) in [
            (true, false, false, "a drop like 'c4'"),
            (true, false, true, "a drop like 'c4' or 'pass'"),
            (
                false,
                true,
                false,
                "a step like 'a2-a3' or a capture like 'a2xb3'",
            ),
            (
                false,
                true,
                true,
                "a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
            ),
            (
                true,
                true,
                false,
                "a drop like 'c4', a step like 'a2-a3' or a capture like 'a2xb3'",
            ),
            (
                true,
                true,
                true,
                "a drop like 'c4', a step like 'a2-a3', a capture like 'a2xb3' or 'pass'",
            ),
        ] {
            let forms = MoveForms {
                drops,
                steps,
                pass: passes,
            };
            assert_eq!(forms.expected(), expected);
            assert_eq!(
                [forms.allow(drop), forms.allow(step), forms.allow(pass)],
                [drops, steps, passes]
            );
        }
    }

    #[test]
    fn a_step_from_targets_starts_one_step_back() {
        let grid = Grid::new(8, 8);
        let mut list = MoveList::new();
        let mut moves = Moves::new(&mut list, grid);
        moves.steps(1u64 << 17, Direction::NorthEast);
        moves.captures(1u64 << 17, Direction::North);
        moves.drops(1u64 << 63);
        moves.pass();
        let texts: alloc::vec::Vec<_> = list
            .iter()
            .map(alloc::string::ToString::to_string)
            .collect();
        assert_eq!(texts, ["a2-b3", "b2xb3", "h8", "pass"]);
        assert_eq!(list[0].from(grid), Some(8));
        assert_eq!(list[0].to(grid), Some(17));
        assert_eq!(list[2].from(grid), None);
    }
}

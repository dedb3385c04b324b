//! What a table says: the material of a split, the value for the side to
//! move, and a probe's answer.

use core::cmp::Reverse;
use core::fmt;

/// The material of a split: the pieces of the side to move and of the
/// other side. Every table holds the positions of one split.
///
/// ```
/// use ludeme_tables::Material;
/// let m = Material::new(4, 3);
/// assert_eq!(m.to_string(), "4v3");
/// assert_eq!(m.pieces(), 7);
/// assert_eq!(m.flipped(), Material::new(3, 4));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Pieces of the side to move.
    pub mover: u32,
    /// Pieces of the other side.
    pub other: u32,
}

impl Material {
    /// The split with `mover` pieces for the side to move and `other` for
    /// the other side.
    pub const fn new(mover: u32, other: u32) -> Material {
        Material { mover, other }
    }

    /// Pieces on the board.
    pub const fn pieces(self) -> u32 {
        self.mover + self.other
    }

    /// The split after a step: the other side to move.
    pub const fn flipped(self) -> Material {
        Material::new(self.other, self.mover)
    }

    /// The result on piece count for the side to move.
    pub fn by_count(self) -> Wdl {
        match self.mover.cmp(&self.other) {
            core::cmp::Ordering::Greater => Wdl::Win,
            core::cmp::Ordering::Equal => Wdl::Draw,
            core::cmp::Ordering::Less => Wdl::Loss,
        }
    }

    /// Every split with both sides on the board and at most `pieces`
    /// pieces, in [`Material::order`].
    pub fn up_to(pieces: u32) -> Vec<Material> {
        let mut splits: Vec<Material> = (2..=pieces)
            .flat_map(|n| (1..n).map(move |mover| Material::new(mover, n - mover)))
            .collect();
        splits.sort_by_key(|m| m.order());
        splits
    }

    /// The split's place in the order that generation solves the splits
    /// in, and that verification checks them in: fewest pieces first; of
    /// as many pieces, the phases (a split and its flip, solved together)
    /// from the most uneven to the most even; in a phase, the side with
    /// more pieces to move first.
    ///
    /// ```
    /// use ludeme_tables::Material;
    /// let names: Vec<String> = Material::up_to(4).iter().map(|m| m.to_string()).collect();
    /// assert_eq!(names, ["1v1", "2v1", "1v2", "3v1", "1v3", "2v2"]);
    /// ```
    pub fn order(self) -> impl Ord {
        let larger = self.mover.max(self.other);
        (self.pieces(), Reverse(larger), Reverse(self.mover))
    }

    /// The entries of the split's table: its indices, used or not (the
    /// positions, and the room the index leaves where a symmetry fixes the
    /// fewer pieces).
    ///
    /// ```
    /// use ludeme_tables::Material;
    /// // 6 orbits of a point under the board's 8 symmetries, times the 35
    /// // points left for the other piece.
    /// assert_eq!(Material::new(1, 1).entries(), 210);
    /// ```
    ///
    /// # Panics
    /// When a side has more than 12 pieces, the most a side has.
    pub fn entries(self) -> u64 {
        crate::index::Indexer::new(self).size()
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}v{}", self.mover, self.other)
    }
}

/// Win, draw or loss, for the side to move.
///
/// ```
/// use ludeme_tables::Wdl;
/// assert_eq!(-Wdl::Win, Wdl::Loss);
/// assert!(Wdl::Win > Wdl::Draw && Wdl::Draw > Wdl::Loss);
/// assert_eq!(Wdl::Draw.to_string(), "draw");
/// assert_eq!(Wdl::Loss.signum(), -1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Wdl {
    /// The side to move loses.
    Loss,
    /// Neither side can win.
    Draw,
    /// The side to move wins.
    Win,
}

impl Wdl {
    /// 1, 0 or −1.
    pub const fn signum(self) -> i32 {
        match self {
            Wdl::Loss => -1,
            Wdl::Draw => 0,
            Wdl::Win => 1,
        }
    }

    /// The value of a code 0, 1 or 2 (loss, draw, win); any other is a draw.
    pub(crate) const fn from_code(code: u8) -> Wdl {
        match code {
            0 => Wdl::Loss,
            2 => Wdl::Win,
            _ => Wdl::Draw,
        }
    }

    /// The code of a value: 0, 1 or 2.
    pub(crate) const fn code(self) -> u8 {
        (self.signum() + 1) as u8
    }
}

impl core::ops::Neg for Wdl {
    type Output = Wdl;
    /// The value for the other side.
    fn neg(self) -> Wdl {
        match self {
            Wdl::Loss => Wdl::Win,
            Wdl::Draw => Wdl::Draw,
            Wdl::Win => Wdl::Loss,
        }
    }
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wdl::Loss => "loss",
            Wdl::Draw => "draw",
            Wdl::Win => "win",
        })
    }
}

/// A table's answer for a position at some count of plies since the last
/// capture: the value for the side to move and the distance to the
/// deciding capture.
///
/// `dtc` is `None` when the value is the piece count's (nothing needs to be
/// captured: the side that leads holds on until the game ends on the
/// no-capture limit, a repetition or a lack of moves), and otherwise the
/// fewest plies within which that value is forced (the capture that decides
/// it included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Probe {
    /// The value for the side to move.
    pub wdl: Wdl,
    /// Plies to the deciding capture, if a capture decides.
    pub dtc: Option<u32>,
}

/// When the value of each threshold of a position changes with the plies
/// left: the two switch points that a table stores per position.
///
/// For the threshold `t` (win, or draw-or-better) the side to move reaches
/// `t` by default when the piece count gives it `t`; the other side (or the
/// mover, when the count does not give it `t`) can change that by a
/// capture, given at least `switch` plies: 0 means never.
///
/// ```
/// use ludeme_tables::Switches;
/// let switches = Switches::default();
/// assert_eq!((switches.win, switches.draw), (0, 0));
/// assert_eq!(switches.to_string(), "0/0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub struct Switches {
    /// The plies from which the win threshold flips (0: never).
    pub win: u8,
    /// The plies from which the draw-or-better threshold flips (0: never).
    pub draw: u8,
}

impl fmt::Display for Switches {
    /// `WIN/DRAW`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.win, self.draw)
    }
}

/// What a table holds for a position: the value at count 0 and the switch
/// points ([`TableError::Mismatch`](crate::TableError::Mismatch) shows the
/// stored and the derived one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TableEntry {
    /// The value for the side to move right after a capture.
    pub wdl: Wdl,
    /// When the value changes with fewer plies left.
    pub switches: Switches,
}

impl TableEntry {
    pub(crate) const fn new(wdl: Wdl, switches: Switches) -> TableEntry {
        TableEntry { wdl, switches }
    }
}

impl fmt::Display for TableEntry {
    /// `VALUE, switches WIN/DRAW`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, switches {}", self.wdl, self.switches)
    }
}

/// The no-capture limit of the tables' rules: 50 plies.
pub const NO_CAPTURE_LIMIT: u32 = 50;

impl Switches {
    /// The value and DTC at `plies_left` plies before the no-capture limit,
    /// for a position of split `material`.
    pub(crate) fn probe(self, material: Material, plies_left: u32) -> Probe {
        let by_count = material.by_count();
        let flipped = |switch: u8| switch != 0 && u32::from(switch) <= plies_left;
        let win = (by_count == Wdl::Win) != flipped(self.win);
        let draw = (by_count >= Wdl::Draw) != flipped(self.draw);
        let wdl = if win {
            Wdl::Win
        } else if draw {
            Wdl::Draw
        } else {
            Wdl::Loss
        };
        // The threshold whose flip made the value: the one reached (when
        // better than the count) or the one lost (when worse).
        let dtc = match wdl.cmp(&by_count) {
            core::cmp::Ordering::Equal => None,
            core::cmp::Ordering::Greater if wdl == Wdl::Win => Some(self.win),
            core::cmp::Ordering::Greater => Some(self.draw),
            core::cmp::Ordering::Less if wdl == Wdl::Draw => Some(self.win),
            core::cmp::Ordering::Less => Some(self.draw),
        };
        Probe {
            wdl,
            dtc: dtc.map(u32::from),
        }
    }
}

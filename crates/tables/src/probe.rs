//! Probing: the tables of a directory, and the value, DTC and best move of
//! a position.

use std::path::{Path, PathBuf};

use ludeme_core::Game;
use ludeme_surakarta::{Colour, Move, Position, Rules};

use crate::file::{self, TableFile};
use crate::split::{Split, Splits};
use crate::value::NO_CAPTURE_LIMIT;
use crate::{Damage, Material, Probe, ProbeError, TableError, Wdl};

/// The tables of one or more directories, ready to probe.
///
/// Opening a file reads its header alone, and checks the file's length
/// against it: opening is quick whatever the tables' size. A split's
/// values at count 0 are read into memory (five to a byte) and checked
/// against the file's checksum the first time a probe needs them, once
/// whichever thread asks first, so memory holds the values of the splits
/// probed only. A split found damaged then fails that probe, and every
/// later one of the split, with [`ProbeError::Table`]. The switch points
/// stay in the file and are read one entry at a time, for [`Tables::probe`]
/// and [`Tables::best_move`], by any number of threads at once (checked by
/// [`verify`](crate::verify()) only).
#[derive(Default)]
pub struct Tables {
    splits: Splits,
    max_pieces: u32,
}

impl core::fmt::Debug for Tables {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut splits: Vec<Material> = self.splits.materials().collect();
        splits.sort();
        f.debug_struct("Tables")
            .field("splits", &splits)
            .field("max_pieces", &self.max_pieces)
            .finish()
    }
}

/// A legal move and what it leads to, for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The move.
    pub mv: Move,
    /// Its value and DTC for the side that plays it (the DTC counts the
    /// move itself).
    pub probe: Probe,
}

impl Tables {
    /// No tables: add some with [`Tables::add_directory`].
    pub fn new() -> Tables {
        Tables::default()
    }

    /// The tables of a directory.
    ///
    /// # Errors
    /// As [`Tables::add_directory`].
    pub fn open(dir: impl AsRef<Path>) -> Result<Tables, TableError> {
        let mut tables = Tables::new();
        tables.add_directory(dir)?;
        Ok(tables)
    }

    /// Adds every table file of a directory (files named
    /// `surakarta-MvO.ldmt`), reading their headers; returns how many.
    ///
    /// # Errors
    /// [`TableError::Io`] if the directory or a file cannot be read, and
    /// [`TableError::Damaged`] or [`TableError::Version`] for a file whose
    /// header is damaged or of another version, or whose length or name
    /// does not fit its header.
    pub fn add_directory(&mut self, dir: impl AsRef<Path>) -> Result<usize, TableError> {
        let dir = dir.as_ref();
        let io = |source| TableError::Io {
            path: dir.to_path_buf(),
            source,
        };
        let mut added = 0;
        for entry in std::fs::read_dir(dir).map_err(io)? {
            let entry = entry.map_err(io)?;
            let name = entry.file_name();
            let Some(material) = name.to_str().and_then(file::material_of) else {
                continue;
            };
            let table = TableFile::open(&entry.path())?;
            if table.header.material != material {
                return Err(TableError::Damaged {
                    path: entry.path(),
                    damage: Damage::OtherSplit {
                        named: material,
                        holds: table.header.material,
                    },
                });
            }
            self.add(table);
            added += 1;
        }
        Ok(added)
    }

    /// Adds a table from its file's bytes, wherever they come from
    /// (embedded in a program, fetched, or in a test): checked as
    /// [`Tables::add_directory`] checks a file, `name` naming it in errors.
    /// Returns its split, whose table it replaces if one was loaded.
    ///
    /// ```
    /// use ludeme_surakarta::Position;
    /// use ludeme_tables::{generate, GenerateOptions, Material, Tables, Wdl};
    ///
    /// let dir = std::env::temp_dir().join(format!("ludeme-add-bytes-{}", std::process::id()));
    /// generate(&dir, 2, &GenerateOptions::default())?;
    /// let bytes = std::fs::read(dir.join("surakarta-1v1.ldmt"))?;
    /// std::fs::remove_dir_all(&dir)?;
    ///
    /// let mut tables = Tables::new();
    /// assert_eq!(tables.add_bytes("1v1 in memory", bytes)?, Material::new(1, 1));
    /// assert_eq!(tables.max_pieces(), 2);
    /// let corners: Position = "5b/6/6/6/6/w5 w".parse()?;
    /// assert_eq!(tables.probe_wdl_after_capture(&corners)?, Wdl::Win);
    /// // Bytes that are no table file are refused, named.
    /// let refused = tables.add_bytes("junk", vec![0; 200]).unwrap_err();
    /// assert_eq!(refused.to_string(), "junk: damaged table: not a table file (no LDMTABLE magic)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TableError::Damaged`] or [`TableError::Version`] for bytes whose
    /// header is damaged or of another version, or whose length does not
    /// fit their header.
    pub fn add_bytes(
        &mut self,
        name: impl Into<PathBuf>,
        bytes: impl Into<Box<[u8]>>,
    ) -> Result<Material, TableError> {
        let table = TableFile::from_bytes(name.into(), bytes.into())?;
        let material = table.header.material;
        self.add(table);
        Ok(material)
    }

    /// Adds an open table, and counts the pieces of the whole tables again.
    fn add(&mut self, table: TableFile) {
        self.splits.insert(Split::new(table));
        self.max_pieces = (2..=crate::MAX_PIECES)
            .take_while(|&n| (1..n).all(|m| self.splits.contains(Material::new(m, n - m))))
            .last()
            .unwrap_or(0);
    }

    /// The most pieces for which every split is loaded (0 if none).
    pub fn max_pieces(&self) -> u32 {
        self.max_pieces
    }

    /// The loaded splits, in the order generation writes them and
    /// verification checks them ([`Material::order`]).
    pub fn splits(&self) -> Vec<Material> {
        let mut splits: Vec<Material> = self.splits.materials().collect();
        splits.sort_by_key(|m| m.order());
        splits
    }

    /// The split of a position, and its table, or why there is none.
    fn table_of(&self, position: &Position) -> Result<Option<(Material, u64, &Split)>, ProbeError> {
        if position.rules() != Rules::default() {
            return Err(ProbeError::Rules(position.rules()));
        }
        let us = position.turn();
        let (mover, other) = (position.pieces(us), position.pieces(us.other()));
        let material = Material::new(mover.count_ones(), other.count_ones());
        if material.mover == 0 || material.other == 0 {
            return Ok(None);
        }
        let Some(split) = self.splits.get(material) else {
            return Err(if material.pieces() > self.max_pieces {
                ProbeError::TooManyPieces {
                    pieces: material.pieces(),
                    max: self.max_pieces,
                }
            } else {
                ProbeError::MissingTable(material)
            });
        };
        Ok(Some((material, split.indexer.index(mover, other), split)))
    }

    /// The value for the side to move right after a capture (count 0, all
    /// 50 plies of the no-capture limit left, no earlier position to
    /// repeat): in memory, for use inside a search. The first probe of a
    /// split reads its values from the file; every later one is a lookup.
    ///
    /// A position where a side has no pieces is the game's end: a loss for
    /// a side to move without pieces, a win against one.
    ///
    /// # Errors
    /// [`ProbeError::TooManyPieces`], [`ProbeError::MissingTable`] or
    /// [`ProbeError::Rules`] for the position, and [`ProbeError::Table`]
    /// if the split's values cannot be read or are damaged.
    #[inline]
    pub fn probe_wdl_after_capture(&self, position: &Position) -> Result<Wdl, ProbeError> {
        match self.table_of(position)? {
            Some((_, index, split)) => split.value(index),
            None => Ok(ended(position).wdl),
        }
    }

    /// The value and DTC for the side to move at `plies_since_capture`
    /// plies since the last capture (50 or more: the game is over, on
    /// piece count), assuming no earlier position of the phase repeats.
    ///
    /// # Errors
    /// [`ProbeError::TooManyPieces`], [`ProbeError::MissingTable`] or
    /// [`ProbeError::Rules`] for the position, and [`ProbeError::Table`]
    /// if the file cannot be read.
    pub fn probe(
        &self,
        position: &Position,
        plies_since_capture: u32,
    ) -> Result<Probe, ProbeError> {
        let Some((material, index, split)) = self.table_of(position)? else {
            return Ok(ended(position));
        };
        let plies_left = NO_CAPTURE_LIMIT.saturating_sub(plies_since_capture);
        Ok(split.switches(index)?.probe(material, plies_left))
    }

    /// The DTC alone: as [`Tables::probe`].
    ///
    /// # Errors
    /// As [`Tables::probe`].
    pub fn probe_dtc(
        &self,
        position: &Position,
        plies_since_capture: u32,
    ) -> Result<Option<u32>, ProbeError> {
        Ok(self.probe(position, plies_since_capture)?.dtc)
    }

    /// Every legal move with its value and DTC for the side that plays it,
    /// at `plies_since_capture`, given whether a position was seen since the
    /// last capture (a step back to one ends the game at once, on piece
    /// count). In the order of the legal moves.
    ///
    /// # Errors
    /// As [`Tables::probe`] and [`Tables::probe_wdl_after_capture`].
    pub fn move_values(
        &self,
        position: &Position,
        plies_since_capture: u32,
        seen: impl Fn(&Position) -> bool,
    ) -> Result<Vec<MoveValue>, ProbeError> {
        let mut values = Vec::new();
        for mv in position.legal_moves().iter() {
            let mut child = *position;
            child.play_unchecked(*mv);
            let probe = if mv.is_capture() {
                let wdl = -self.probe_wdl_after_capture(&child)?;
                Probe {
                    wdl,
                    dtc: (wdl != by_count(position)).then_some(1),
                }
            } else if seen(&child) || plies_since_capture.saturating_add(1) >= NO_CAPTURE_LIMIT {
                Probe {
                    wdl: by_count(position),
                    dtc: None,
                }
            } else {
                let after = self.probe(&child, plies_since_capture + 1)?;
                Probe {
                    wdl: -after.wdl,
                    dtc: after.dtc.map(|d| d + 1),
                }
            };
            values.push(MoveValue { mv: *mv, probe });
        }
        Ok(values)
    }

    /// The move that keeps the best value: the quickest deciding capture
    /// when winning (or when a capture is needed for a draw), the slowest
    /// when losing, a move that keeps the value otherwise; `None` when the
    /// game is over. Steps back to positions seen since the last capture are
    /// valued as the game's end they are.
    ///
    /// # Errors
    /// As [`Tables::move_values`].
    pub fn best_move(
        &self,
        position: &Position,
        plies_since_capture: u32,
        seen: impl Fn(&Position) -> bool,
    ) -> Result<Option<MoveValue>, ProbeError> {
        let count = by_count(position);
        let values = self.move_values(position, plies_since_capture, seen)?;
        Ok(values
            .into_iter()
            .max_by_key(|v| preference(v.probe, count)))
    }
}

/// How much the side to move likes a move's probe: its value first; then,
/// when the value is better than the piece count, the fewest plies to the
/// capture that makes it; when worse, the most; and moves whose value needs
/// no capture before those that merely may.
fn preference(probe: Probe, count: Wdl) -> (Wdl, i64) {
    let dtc = probe.dtc.map_or(0, i64::from);
    let order = match probe.wdl.cmp(&count) {
        core::cmp::Ordering::Greater => -dtc,
        core::cmp::Ordering::Less => dtc,
        core::cmp::Ordering::Equal => 0,
    };
    (probe.wdl, order)
}

/// The piece count's result for the side to move.
fn by_count(position: &Position) -> Wdl {
    let us = position.turn();
    Material::new(
        position.pieces(us).count_ones(),
        position.pieces(us.other()).count_ones(),
    )
    .by_count()
}

/// The value of a position where a side has no pieces: the game is over.
fn ended(position: &Position) -> Probe {
    let us: Colour = position.turn();
    Probe {
        wdl: if position.pieces(us) == 0 {
            Wdl::Loss
        } else {
            Wdl::Win
        },
        dtc: None,
    }
}

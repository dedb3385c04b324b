//! The splits that probing holds: each split's file open, its header
//! checked, and its values read and checked the first time a probe needs
//! them (once, whichever thread asks first).

use std::sync::{Arc, OnceLock};

use crate::file::{TableFile, Values};
use crate::index::Indexer;
use crate::value::Switches;
use crate::{Material, ProbeError, TableError, Wdl};

/// A split's table as probing holds it.
pub(crate) struct Split {
    pub(crate) indexer: Indexer,
    file: TableFile,
    /// The values at count 0 once read, or why they could not be (a split
    /// found damaged stays so).
    values: OnceLock<Result<Values, Arc<TableError>>>,
}

impl Split {
    pub(crate) fn new(file: TableFile) -> Split {
        Split {
            indexer: Indexer::new(file.header.material),
            file,
            values: OnceLock::new(),
        }
    }

    /// The split the file holds.
    pub(crate) fn material(&self) -> Material {
        self.file.header.material
    }

    /// The value at count 0 of an entry: from memory, once the values are
    /// read.
    #[inline]
    pub(crate) fn value(&self, index: u64) -> Result<Wdl, ProbeError> {
        match self.values.get() {
            Some(Ok(values)) => Ok(values.get(index)),
            _ => self.value_at_first_use(index),
        }
    }

    /// [`Split::value`] before the values are read: reads them (or waits
    /// for the thread reading them).
    #[cold]
    #[inline(never)]
    fn value_at_first_use(&self, index: u64) -> Result<Wdl, ProbeError> {
        let values = self
            .values
            .get_or_init(|| self.file.read_values().map_err(Arc::new));
        match values {
            Ok(values) => Ok(values.get(index)),
            Err(error) => Err(ProbeError::Table(Arc::clone(error))),
        }
    }

    /// The switch points of an entry, read from the file.
    pub(crate) fn switches(&self, index: u64) -> Result<Switches, ProbeError> {
        Ok(self.file.switches(index)?)
    }
}

/// Pieces a side may have, 0 to 12: the splits are numbered up to them.
const SIDE_COUNTS: usize = 13;

/// The loaded splits, by material.
pub(crate) struct Splits {
    /// `by_material[m][o]`: the split of `m` pieces for the side to move
    /// and `o` for the other.
    by_material: Box<[[Option<Split>; SIDE_COUNTS]; SIDE_COUNTS]>,
}

impl Default for Splits {
    fn default() -> Splits {
        Splits {
            by_material: Box::new(core::array::from_fn(|_| core::array::from_fn(|_| None))),
        }
    }
}

impl Splits {
    /// The split of `material`, if loaded.
    #[inline]
    pub(crate) fn get(&self, material: Material) -> Option<&Split> {
        let by_other = self.by_material.get(material.mover as usize)?;
        by_other.get(material.other as usize)?.as_ref()
    }

    /// Whether the split of `material` is loaded.
    pub(crate) fn contains(&self, material: Material) -> bool {
        self.get(material).is_some()
    }

    /// Adds a split, in place of one of the same material (a split's
    /// header has at most [`MAX_PIECES`](crate::MAX_PIECES) pieces).
    pub(crate) fn insert(&mut self, split: Split) {
        let material = split.material();
        let slot = self
            .by_material
            .get_mut(material.mover as usize)
            .and_then(|by_other| by_other.get_mut(material.other as usize));
        if let Some(slot) = slot {
            *slot = Some(split);
        }
    }

    /// The loaded splits' materials, in no order.
    pub(crate) fn materials(&self) -> impl Iterator<Item = Material> + '_ {
        self.by_material
            .iter()
            .flatten()
            .flatten()
            .map(Split::material)
    }
}

//! Endgame tables by name: a directory's tables opened once, handed to the
//! game whose registry entry names them (`with ludeme_tables`).

use alloc::sync::Arc;
use std::path::{Path, PathBuf};

use ludeme_core::{Oracle, Unanswered};
use ludeme_tables::{TableError, Tables};

use crate::{AnyRules, Registered};

/// Why endgame tables cannot be a game's oracle, or know nothing of its
/// position.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TablesError {
    /// The directory cannot be read, or holds a damaged table.
    #[error(transparent)]
    Table(#[from] TableError),
    /// The directory holds no table.
    #[error("{}: no endgame tables (files named surakarta-MvO.ldmt)", .0.display())]
    NoTables(PathBuf),
    /// The game under these rules has no endgame tables (the registry's
    /// list says which games have them).
    #[error("no endgame tables for {0}")]
    OtherGame(AnyRules),
    /// The tables do not know the position: more pieces than they hold,
    /// a finished game, history rules their values do not hold under, or
    /// a table that cannot be read (the tables' own error inside).
    #[error(transparent)]
    Unanswered(Unanswered),
}

/// The endgame tables of `dir`, opened once to be shared.
///
/// # Errors
/// [`TablesError::Table`] if the directory or a table header in it cannot
/// be read, [`TablesError::NoTables`] if it holds none.
pub fn open_tables(dir: &Path) -> Result<Arc<Tables>, TablesError> {
    let tables = Tables::open(dir)?;
    if tables.splits().is_empty() {
        return Err(TablesError::NoTables(dir.to_path_buf()));
    }
    Ok(Arc::new(tables))
}

/// `tables` as the oracle of the game `G` under `rules`.
///
/// ```no_run
/// use ludeme_registry::{endgame_oracle, open_tables, surakarta};
/// let tables = open_tables("tables".as_ref())?;
/// let oracle = endgame_oracle::<surakarta::Position>(&tables, &Default::default())?;
/// # Ok::<(), ludeme_registry::TablesError>(())
/// ```
///
/// # Errors
/// [`TablesError::OtherGame`] unless `G` has endgame tables under `rules`.
pub fn endgame_oracle<G: Registered>(
    tables: &Arc<Tables>,
    rules: &G::Rules,
) -> Result<Arc<dyn Oracle<G>>, TablesError> {
    G::endgame_oracle(tables, rules)
        .ok_or_else(|| TablesError::OtherGame(G::any_rules(rules.clone())))
}

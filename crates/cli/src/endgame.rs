//! `--tables DIR` of `analyse`, `play` and `match`: the endgame tables the
//! built-in players consult, as the oracle of the game chosen by name.

use std::path::Path;
use std::sync::Arc;

use ludeme_core::Oracle;
use ludeme_registry::{Registered, TablesError};

use crate::Failure;

/// The tables of `dir`, if given, as the oracle of the game `G` under
/// `rules`; a one-line error when they cannot be read or are not of this
/// game.
pub(crate) fn oracle<G: Registered>(
    dir: Option<&Path>,
    rules: &G::Rules,
) -> Result<Option<Arc<dyn Oracle<G>>>, Failure> {
    let Some(dir) = dir else {
        return Ok(None);
    };
    ludeme_registry::open_tables(dir)
        .and_then(|tables| ludeme_registry::endgame_oracle(&tables, rules))
        .map(Some)
        .map_err(|e: TablesError| Failure::Message(format!("--tables: {e}")))
}

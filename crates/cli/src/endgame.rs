//! `--tables DIR` of `analyse`, `play` and `match`: the endgame tables the
//! built-in players consult, as the oracle of the game chosen by name.

use std::path::Path;
use std::sync::Arc;

use ludeme_players::Oracle;
use ludeme_registry::Registered;
use ludeme_tables::OracleError;

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
    ludeme_tables::open_oracle(dir, &G::start_with(rules))
        .map(Some)
        .map_err(|e| {
            Failure::Message(match e {
                OracleError::OtherGame => {
                    format!("--tables: {e}, not {}", G::any_rules(rules.clone()))
                }
                e => format!("--tables: {e}"),
            })
        })
}

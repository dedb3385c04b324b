//! The arena: matches between built-in players and external UGI engines,
//! every game played by one loop ([`Referee::play`]) with clocks or
//! without; one entrant type ([`Entrant`]: a person, a built-in player, an
//! engine), the seating and seeds of each game ([`seating`],
//! [`game_seed`]), the [`Ledger`] that takes the games in order (records
//! saved, statistics counted, the SPRT asked), one table writer
//! ([`write_table`]), and openings ([`read_openings`], [`schedule`]). The
//! statistics are the `ludeme-stats` crate's.
//!
//! ```
//! use ludeme::AnyRules;
//! use ludeme_arena::Match;
//!
//! let mut out = Vec::new();
//! let setup = Match::new(&mut out, "random,random")
//!     .games(2)
//!     .iterations(100)
//!     .max_plies(40)
//!     .threads(1);
//! AnyRules::by_name("surakarta", None)?.visit(setup)?;
//! let table = String::from_utf8(out)?;
//! assert!(table.starts_with("player"));
//! assert!(table.contains("2 games, mean length"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # This crate and the facade
//! The facade crate `ludeme` does not include this crate: depend on
//! `ludeme-arena` (beside `ludeme`) to run matches from a program of your own.
//! `ludeme match` of the `ludeme-cli` crate runs them from the command line.
//!
//! The crate has no optional features; it turns on the facade's `rayon`
//! feature (perft and MCTS trees on every core).
#![cfg_attr(docsrs, feature(doc_cfg))]

mod builtin;
mod clock;
mod entrant;
mod error;
mod fault;
mod game;
mod ledger;
mod match_setup;
mod matches;
mod openings;
mod pool;
pub mod save;
mod table;

use ludeme_registry::{GameError, Registered};

pub use clock::{parse_time_control, TimeControl};
pub use entrant::{check_seats, parse_entrants, start_engines, Entrant};
pub use error::{
    ArenaError, EntrantError, OpeningError, PositionError, SaveError, TimeControlError,
};
pub use fault::{Fault, Forfeit};
pub use game::{game_seed, seat_results, seating, Played, Referee, MATCH_GAME_SEED};
pub use ledger::Ledger;
pub use matches::Match;
pub use openings::{parse_opening, read_openings, read_openings_file, schedule};
pub use pool::play_in_order;
pub use table::write_table;

/// The start position under `rules`, or `position` text read under them.
///
/// # Errors
/// [`PositionError`]: `bad position text "…": ` and the game's reason (its
/// own parse error, kept as the source), in one line.
pub fn start_position<G: Registered>(
    rules: &G::Rules,
    position: Option<&str>,
) -> Result<G, PositionError<G::ParseError>> {
    match position {
        None => Ok(G::start_with(rules)),
        Some(text) => openings::parse_opening(text, rules),
    }
}

/// A game's own position error as the by-name one ([`ludeme_registry::AnyError`]),
/// for an [`ArenaError`].
pub(crate) fn by_name<G: Registered>(error: G::ParseError) -> ludeme_registry::AnyError {
    G::any_error(GameError::Position(error))
}

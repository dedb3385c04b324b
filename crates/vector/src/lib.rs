//! Many games of one kind stepped together: the engine of the Python
//! module's `VectorGame`, with the conventions of vectorised board-game
//! environments (one action per game per step, chance rolled inside,
//! finished games started again, every output written into caller-owned
//! arrays).
//!
//! Each game is a [`ludeme_session::Session`] (so it plays by exactly the
//! rules, history rules included, of a single game), with its own random
//! stream drawn from the seed and its index: the games' courses do not
//! depend on how many threads step them. A step decides every game's
//! action once, then each game plays the action it decided.
//!
//! ```
//! use ludeme_core::Game;
//! use ludeme_registry::surakarta::Position;
//! use ludeme_vector::{VectorGame, VectorOptions};
//!
//! // 16 Surakarta games, each cut off after 100 plies, on random actions.
//! let options = VectorOptions::new(16).seed(1).max_plies(Some(100));
//! let mut games = VectorGame::with_options(Position::start(), options);
//! let mut out = games.buffers(); // observations, masks, rewards, ...
//! games.reset(None, &mut out.outputs())?;
//! let mut actions = vec![0; games.len()];
//! let mut ended = 0;
//! for _ in 0..250 {
//!     games.random_actions(&mut actions)?;
//!     games.step(&actions, &mut out.outputs())?;
//!     ended += out.terminated.iter().chain(&out.truncated).filter(|&&e| e).count();
//! }
//! assert!(ended >= 2 * games.len()); // every game ended and began again
//! # Ok::<(), ludeme_vector::VectorError>(())
//! ```
//!
//! [`by_name`] makes the same of a game chosen by name, as the bindings do
//! ([`AnyVectorGame`]).
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports this crate as `ludeme::vector`, beside
//! the games: applications depend on it. Depend on `ludeme-vector` for the
//! vector games without the rest.
//!
//! # Features
//! - `rayon`: games stepped on several threads
//!   ([`VectorOptions::threads`]). Without it every step runs on the
//!   calling thread; the games' courses are the same either way.
//!
//! The crate needs `std`.
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

mod by_name;
mod error;
mod lane;
mod options;
mod outputs;
mod parallel;
mod vector;

pub use by_name::{by_name, AnyVectorGame, VectorShape};
pub use error::{ActionRefusal, VectorError};
pub use options::VectorOptions;
pub use outputs::{Buffers, Outputs};
pub use vector::{VectorGame, LANE_SEED, SAMPLER_SEED};

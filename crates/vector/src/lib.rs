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
pub use error::VectorError;
pub use options::VectorOptions;
pub use outputs::{Buffers, Outputs};
pub use vector::VectorGame;

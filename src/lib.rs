#![doc = include_str!("../README.md")]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

// The facade: the crates of the workspace under one name, re-exported.
// Nothing here but `pub use` lists and their docs.

// Every registered game as a module of its own (`ludeme::barca`, ...), the
// by-name types and the list of games.
pub use ludeme_registry::*;

// The common vocabulary.
pub use ludeme_core::{
    derive_seed, perft, perft_divide, random_playout, ActionSteps, Actions, Actor, ChanceOutcomes,
    Decision, DiagramStyle, EndReason, Game, Heuristic, History, HistoryRules, LegalActions,
    MoveList, Outcome, Perft, Playout, Progress, Record, RecordError, Render, Seat, SeedLabel,
    Side, SmallVec, SplitMix64, Variant, Variants, Yardstick,
};

/// Game records (feature `std`): the text format of a game of any
/// registered kind.
#[cfg(feature = "std")]
pub use ludeme_session::{read_records, GameRecord, RecordReadError, RecordedMove};

/// A game in progress (feature `std`): the driver under every front end,
/// and the handle every binding holds.
#[cfg(feature = "std")]
pub mod session {
    pub use ludeme_session::{
        quote, Decided, GameHandle, Refusal, Seats, Session, SessionError, TagError, Turn,
        MAX_PERFT_DEPTH,
    };
}

/// Game records (feature `std`): tags, moves, comments, the reader.
#[cfg(feature = "std")]
pub mod game_record {
    pub use ludeme_session::record::*;
}

/// Many games of one kind stepped together (feature `std`; on every core
/// under `rayon`).
#[cfg(feature = "std")]
pub mod vector {
    pub use ludeme_vector::{
        by_name, AnyVectorGame, Buffers, Outputs, VectorError, VectorGame, VectorOptions,
        VectorShape,
    };
}

/// The shared test battery (feature `testing`): run it on a game of your own.
#[cfg(feature = "testing")]
pub mod testing {
    pub use ludeme_core::testing::*;
}

/// Built-in players: random, greedy, MCTS, alpha-beta (feature `std`).
#[cfg(feature = "std")]
pub mod players {
    pub use ludeme_players::{
        parse_budget, AlphaBeta, AlphaBetaConfig, Budget, Contempt, ContemptError, GreedyPlayer,
        Iteration, Mcts, MctsConfig, Player, PlayerSpec, RandomPlayer, UnknownPlayer,
        DEFAULT_ITERATIONS, DEFAULT_TIME, PLAIN_MAX_DEPTH, PLAYER_NAMES,
    };
}

/// Board geometry: grids, directions, graph boards, tracks.
pub mod geometry {
    pub use ludeme_geometry::{CyclicTrack, Direction, GraphBoard, Grid, SquareError, SquareName};
}

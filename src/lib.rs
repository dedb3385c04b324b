#![doc = include_str!("../README.md")]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

mod any;
mod forward;
#[cfg(feature = "std")]
pub mod game_record;
mod names;
#[cfg(feature = "std")]
pub mod session;
#[cfg(feature = "std")]
pub mod vector;

pub use any::{GameError, GameVisitor, Registered, SerdeForms, TestHooks};
#[cfg(feature = "std")]
pub use game_record::{read_records, GameRecord, RecordReadError, RecordedMove};
pub use names::{games, variant_name, GameInfo, NameError};

// The registry: every game of the workspace, named once. Everything by name
// (`AnyGame`, `AnyMove`, `AnyRules`, `AnyError`, `games()`, the command
// line's dispatch, help and `bench` table, the bindings) derives from this
// list, and each game crate is re-exported as a module of the facade.
//
// An entry reads `Variant("command-line name", type in the crate)`. Several
// types may share a name (Surakarta's 6×6 and 7×7 boards): the variant names
// of their rules (`Variants`) tell them apart, and the first type of a name
// gives the game's default rules.
any::registry! {
    ludeme_barca as barca {
        /// Barca (10×10).
        Barca("barca", Position),
    }
    ludeme_barricade as barricade {
        /// Barricade (Malefiz).
        Barricade("barricade", Position),
    }
    ludeme_surakarta as surakarta {
        /// Surakarta (6×6).
        Surakarta("surakarta", Position),
        /// Bas-basan sepur (7×7), Surakarta's relative.
        BasBasan("surakarta", BasBasan),
    }
}

// The common vocabulary.
pub use ludeme_core::{
    perft, perft_divide, random_playout, ActionSteps, Actions, Actor, ChanceOutcomes, Decision,
    DiagramStyle, EndReason, Game, Heuristic, History, HistoryRules, LegalActions, MoveList,
    Outcome, Perft, Playout, Progress, Record, RecordError, Render, Seat, Side, SmallVec,
    SplitMix64, Variant, Variants,
};

/// The shared test battery (feature `testing`): run it on a game of your own.
#[cfg(feature = "testing")]
pub mod testing {
    pub use ludeme_core::testing::*;
}

/// Built-in players: random, greedy, MCTS, alpha-beta (feature `std`).
#[cfg(feature = "std")]
pub mod players {
    pub use ludeme_players::{
        parse_budget, AlphaBeta, AlphaBetaConfig, Budget, GreedyPlayer, Iteration, Mcts,
        MctsConfig, Player, PlayerSpec, RandomPlayer, UnknownPlayer, DEFAULT_ITERATIONS,
        DEFAULT_TIME, PLAIN_MAX_DEPTH, PLAYER_NAMES,
    };
}

/// Board geometry: grids, directions, graph boards, tracks.
pub mod geometry {
    pub use ludeme_geometry::{CyclicTrack, Direction, GraphBoard, Grid, SquareError, SquareName};
}

//! Rules engines for **Barca**, **Barricade** (Malefiz) and **Surakarta**,
//! and **Breakthrough** and **Othello** written with the grid-game [`kit`],
//! behind one [`Game`] trait: exact rules, bitboard move generators, perft,
//! seeded playouts, built-in players, game records and the driver every
//! front end uses.
//!
//! This crate re-exports the workspace's crates under one name and has no
//! code of its own: each game as a module ([`barca`], [`barricade`],
//! [`breakthrough`], [`othello`], [`surakarta`]), the [`kit`] to write one,
//! every game by name ([`AnyGame`], [`games`]), the common
//! vocabulary of `ludeme-core`, and with `std` the [`players`], the
//! [`session`] driver, [`game_record`]s and [`vector`] games. Depend on a
//! single crate (`ludeme-surakarta`, `ludeme-players`, …) instead when you
//! want only that part.
//!
//! ```
//! use ludeme::{perft, AnyGame, Game, Registered, StateVisitor};
//! use ludeme::surakarta::Position;
//!
//! let mut position = Position::start();
//! assert_eq!(perft(&position, 4), 111_122); // the rules' reference count
//! position.play("b2-c3".parse()?)?;
//! assert!(position.play("b2-c3".parse()?).is_err()); // refused: b2 is empty now
//!
//! // Any game by name: code written once runs on the game's own type.
//! struct MoveCount;
//! impl StateVisitor for MoveCount {
//!     type Output = usize;
//!     fn visit<G: Registered>(self, state: G) -> usize {
//!         state.legal_moves().len()
//!     }
//! }
//! let barca = AnyGame::by_name("barca", None, None)?;
//! assert_eq!(barca.visit(MoveCount), 38);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The book (`docs/` in the repository) is the manual: the games, the
//! command line, records, players, the engine protocol, endgame tables,
//! Python, JavaScript and C.
//!
//! # Features
//!
//! - `std` (default): without it the facade is `no_std` + `alloc`, without
//!   players, sessions, records and vector games.
//! - `serde`: moves and positions (de)serialise as their text.
//! - `rayon`: perft, MCTS trees and vector games on every core.
//! - `tables`: Surakarta endgame tables ([`tables`]): generated, probed for
//!   the value and the distance to the deciding capture, verified.
#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]

// The facade: the crates of the workspace under one name, re-exported.
// Nothing here but `pub use` lists and their docs.

// Every registered game as a module of its own (`ludeme::barca`, ...), the
// by-name types and the list of games.
pub use ludeme_registry::*;

// The common vocabulary.
pub use ludeme_core::{
    derive_seed, perft, perft_divide, random_playout, ActionSteps, Actions, Actor, ChanceOutcomes,
    Decision, DiagramStyle, EndReason, Game, GameLine, GameLineError, Heuristic, History,
    HistoryRules, Known, LegalActions, MoveContainer, Oracle, Outcome, Perft, PerftProgress,
    Playout, Render, Seat, SeedLabel, Side, SplitMix64, Variant, Variants, Verdict, Yardstick,
    DEFAULT_MOVES_LEFT,
};

/// The grid-game kit: a board game's rules written on bitboards, and its
/// text forms, pictures, actions, keys and test hooks derived (the book's
/// "Writing a game").
pub use ludeme_kit as kit;

/// Game records (feature `std`): the text format of a game of any
/// registered kind.
#[cfg(feature = "std")]
pub use ludeme_record::{read_records, GameRecord, RecordReadError, RecordedMove};

/// A game in progress (feature `std`): the driver under every front end,
/// and the handle every binding holds.
#[cfg(feature = "std")]
pub mod session {
    pub use ludeme_record::{GameHandle, TagError};
    pub use ludeme_session::{
        quote, ActionRefusal, AnySeats, AnySession, AnySessionError, Decided, ErrorKind, OtherGame,
        PerftDepthError, Refusal, Seats, Session, SessionError, Setup, Turn, CHANCE_MOVE_SEED,
        DICE_SEED, MAX_PERFT_DEPTH, SEAT_PLAYER_SEED,
    };
}

/// Game records (feature `std`): the reader's parts, the errors, and the
/// trait a game of one's own implements to be recorded. The record itself
/// and the reader of a whole text are at the root ([`GameRecord`],
/// [`read_records`], [`RecordReadError`], [`RecordedMove`]).
#[cfg(feature = "std")]
pub mod game_record {
    pub use ludeme_record::{
        read_records_bytes, records, records_as, records_as_bytes, records_by_name,
        records_by_name_bytes, records_bytes, ReadFault, Recordable, RecordedGame, Records,
        RecordsAs, RecordsByName, GAME_TAGS, UNFINISHED,
    };
}

/// Many games of one kind stepped together (feature `std`; on every core
/// under `rayon`).
#[cfg(feature = "std")]
pub mod vector {
    pub use ludeme_vector::{
        by_name, AnyVectorGame, Buffers, Outputs, VectorError, VectorGame, VectorOptions,
        VectorShape, LANE_SEED, SAMPLER_SEED,
    };
}

/// Surakarta endgame tables (feature `tables`): every position of a few
/// pieces solved, stored a file per material split, probed for its value
/// and distance to the deciding capture, and verified.
#[cfg(feature = "tables")]
pub mod tables {
    pub use ludeme_tables::{
        covers, generate, generation_needs, verify, Damage, GenerateOptions, GenerateReport,
        GenerationNeeds, GenerationProgress, Material, MoveValue, Probe, ProbeError, SplitReport,
        SplitStats, Switches, TableEntry, TableError, Tables, VerifyReport, Wdl, FORMAT_VERSION,
        MAX_PIECES, NO_CAPTURE_LIMIT,
    };
}

/// Built-in players: random, greedy, MCTS, alpha-beta (feature `std`).
#[cfg(feature = "std")]
pub mod players {
    /// Fitting an evaluation's weights to game results (`ludeme tune`).
    pub use ludeme_players::tune;
    pub use ludeme_players::{
        AlphaBeta, AlphaBetaConfig, Analysis, Budget, BudgetError, Clock, Consulting, Contempt,
        ContemptError, GreedyPlayer, Iteration, Mcts, MctsConfig, NodeClock, Player, PlayerSpec,
        RandomPlayer, UnknownPlayer, WallClock, DEFAULT_ITERATIONS, DEFAULT_TIME, PLAIN_MAX_DEPTH,
        PLAYER_NAMES, SEARCH_SEED,
    };
}

/// Board geometry: grids, directions, graph boards, tracks.
pub mod geometry {
    pub use ludeme_geometry::{CyclicTrack, Direction, GraphBoard, Grid, SquareError, SquareName};
}

/// The README's and the book's Rust examples, compiled and run as doctests
/// (`cargo test --doc`).
#[cfg(doctest)]
mod book {
    #[doc = include_str!("../README.md")]
    struct Readme;
    #[doc = include_str!("../docs/src/introduction.md")]
    struct Introduction;
    #[doc = include_str!("../docs/src/getting-started.md")]
    struct GettingStarted;
    #[doc = include_str!("../docs/src/games.md")]
    struct Games;
    #[doc = include_str!("../docs/src/command-line.md")]
    struct CommandLine;
    #[doc = include_str!("../docs/src/records.md")]
    struct Records;
    #[doc = include_str!("../docs/src/players.md")]
    struct Players;
    #[doc = include_str!("../docs/src/ugi.md")]
    struct Ugi;
    #[doc = include_str!("../docs/src/referee.md")]
    struct Referee;
    #[doc = include_str!("../docs/src/python.md")]
    struct Python;
    #[doc = include_str!("../docs/src/javascript.md")]
    struct Javascript;
    #[doc = include_str!("../docs/src/c.md")]
    struct C;
    #[doc = include_str!("../docs/src/tables.md")]
    struct Tables;
    #[doc = include_str!("../docs/src/performance.md")]
    struct Performance;
    #[doc = include_str!("../docs/src/perft.md")]
    struct Perft;
    #[doc = include_str!("../docs/src/writing-a-game.md")]
    struct WritingAGame;
    #[doc = include_str!("../docs/src/contributing.md")]
    struct Contributing;
}

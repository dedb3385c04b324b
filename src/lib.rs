#![doc = include_str!("../README.md")]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

mod any;
mod record;

pub use any::{AnyError, AnyGame, AnyMove, AnyRules, NameError, GAMES};
pub use record::AnyRecord;

// The common vocabulary.
pub use ludeme_core::{
    perft, perft_divide, random_move, random_playout, Actor, ChanceOutcomes, EndReason, Game,
    MoveList, Outcome, Playout, Seat, Side, SplitMix64,
};

/// Built-in players: random, greedy, MCTS.
pub mod players {
    pub use ludeme_players::{GreedyPlayer, Mcts, MctsConfig, Player, RandomPlayer};
}

/// Board geometry: grids, bitboards, directions, graph boards, tracks.
pub mod geometry {
    pub use ludeme_geometry::{
        BitWord, Bitboard, CyclicTrack, Direction, GraphBoard, Grid, SquareError, SquareName,
        Squares,
    };
}

/// Barca.
pub mod barca {
    pub use ludeme_barca::{
        parse_square, square_name, Animal, Colour, DiagramStyle, IllegalMove, Move, MoveList,
        MoveParseError, Position, PositionError, Record, RecordRules, Rules, WATERING_HOLES,
    };
}

/// Barricade (Malefiz).
pub mod barricade {
    pub use ludeme_barricade::{
        nodes, Colour, DiagramStyle, IllegalMove, Move, MoveList, MoveParseError, Node, Origin,
        Players, Position, PositionError, Rules, BARRICADE_COUNT, NODE_COUNT, PIECES_PER_COLOUR,
    };
}

/// Surakarta and Bas-basan sepur.
pub mod surakarta {
    pub use ludeme_surakarta::{
        BasBasan, BasBasanMove, BasBasanRecord, BasBasanRules, Colour, DiagramStyle, IllegalMove,
        Move, MoveList, MoveListOn, MoveOn, MoveParseError, Position, PositionError, PositionOn,
        Record, RecordOn, RecordRules, Rules, RulesOn,
    };
}

//! The test battery's hooks on every kit game.

use alloc::vec::Vec;

use ludeme_core::testing::TestableGame;

use crate::{GridGame, Move, Position};

impl<G: GridGame> TestableGame for Position<G> {
    /// Every drop, every step and capture of at most [`GridGame::REACH`]
    /// king steps, and the pass, as the game's forms allow.
    fn candidate_moves(&self) -> Vec<Move> {
        let grid = self.grid();
        let cells = u32::from(grid.cells());
        let reach = i32::from(G::REACH);
        let mut moves = Vec::new();
        if G::FORMS.drops {
            moves.extend((0..cells).map(|cell| Move::drop(grid, cell)));
        }
        if G::FORMS.steps {
            for from in 0..cells {
                for to in 0..cells {
                    let (df, dr) = (
                        i32::from(grid.file_of(to as u8)) - i32::from(grid.file_of(from as u8)),
                        i32::from(grid.rank_of(to as u8)) - i32::from(grid.rank_of(from as u8)),
                    );
                    if from != to && df.abs() <= reach && dr.abs() <= reach {
                        moves.extend(
                            [false, true].map(|capture| Move::step(grid, from, to, capture)),
                        );
                    }
                }
            }
        }
        if G::FORMS.pass {
            moves.push(Move::PASS);
        }
        moves
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hash_from_scratch()
    }
}

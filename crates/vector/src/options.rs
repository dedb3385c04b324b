//! How a vector is set up: the number of games, the seed, the ply limit
//! and the threads ([`VectorOptions`]).

/// How a vector is set up, with chained setters:
/// `VectorOptions::new(64).seed(7).max_plies(200)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct VectorOptions {
    /// The number of games.
    pub games: usize,
    /// The seed of the games' chance (each game draws its own stream from
    /// it and its index).
    pub seed: u64,
    /// Cut a game off (truncated) after this many actions, at the end of a
    /// move (never between the two decisions of one).
    pub max_plies: Option<u32>,
    /// Threads to step with: 1 steps on the calling thread, 0 on rayon's
    /// pool (feature `rayon`) when there are enough games to pay for it,
    /// more on a pool of that many. The games' courses are the same
    /// whatever the choice.
    pub threads: usize,
}

impl VectorOptions {
    /// `games` games, seed 0, no ply limit, threads chosen (0).
    pub fn new(games: usize) -> VectorOptions {
        VectorOptions {
            games,
            seed: 0,
            max_plies: None,
            threads: 0,
        }
    }

    /// The seed of the games' chance.
    pub fn seed(mut self, seed: u64) -> VectorOptions {
        self.seed = seed;
        self
    }

    /// The ply limit (`None`: none).
    pub fn max_plies(mut self, max_plies: Option<u32>) -> VectorOptions {
        self.max_plies = max_plies;
        self
    }

    /// The threads to step with.
    pub fn threads(mut self, threads: usize) -> VectorOptions {
        self.threads = threads;
        self
    }
}

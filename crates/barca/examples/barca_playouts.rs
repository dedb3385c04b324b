//! A fixed playout workload, for instruction counts (callgrind) and timing:
//! `cargo run --release --example barca_playouts -- [GAMES]` plays the random games
//! of seeds 0 … GAMES−1 (default 100) to the end, without history rules, and
//! prints the plies and a checksum of the last positions.
use ludeme_barca::Position;
use ludeme_core::{random_playout, Game};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map_or(100, |a| a.parse().expect("a number of games"));
    let start = Position::start();
    let mut plies = 0;
    let mut checksum = 0u64;
    for seed in 0..games {
        let game = random_playout(&start, seed, 100_000);
        plies += game.moves.len();
        checksum = checksum.rotate_left(5) ^ game.last.zobrist();
    }
    println!("{games} games, {plies} plies, checksum {checksum:016x}");
}

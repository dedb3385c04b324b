//! A fixed playout workload, for instruction counts (callgrind) and timing:
//! `cargo run --release --example surakarta_playouts -- [GAMES] [VARIANT]` plays the
//! random games of seeds 0 … GAMES−1 (default 2000) to the end, without
//! history rules, and prints the plies and a checksum of the last positions.
use ludeme_core::{random_playout, Game, Variants};
use ludeme_surakarta::{BasBasan, BasBasanRules, Position, Rules};

fn run<G: Game>(start: &G, games: u64) -> (usize, u64) {
    let mut plies = 0;
    let mut checksum = 0u64;
    for seed in 0..games {
        let game = random_playout(start, seed, 100_000);
        plies += game.moves.len();
        checksum = checksum.rotate_left(5) ^ game.last.zobrist();
    }
    (plies, checksum)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args
        .next()
        .map_or(2000, |a| a.parse().expect("a number of games"));
    let variant = args.next().unwrap_or_else(|| "standard".to_string());
    let (plies, checksum) = if let Some(rules) = Rules::from_variant(&variant) {
        run(&Position::start_with(&rules), games)
    } else if let Some(rules) = BasBasanRules::from_variant(&variant) {
        run(&BasBasan::start_with(&rules), games)
    } else {
        panic!("unknown variant {variant:?}");
    };
    println!("{variant}: {games} games, {plies} plies, checksum {checksum:016x}");
}

//! Perft from the start: `cargo run --release -p ludeme-barca --example perft -- 4`.
fn main() {
    let depth: u32 = std::env::args().nth(1).and_then(|d| d.parse().ok()).unwrap_or(4);
    let start = ludeme_barca::Position::start();
    for d in 1..=depth {
        let begin = std::time::Instant::now();
        let n = start.perft(d);
        println!("perft {d}: {n} ({:.1} M nodes/s)", n as f64 / begin.elapsed().as_secs_f64() / 1e6);
    }
}

//! Perft from the start position: `cargo run --release --example perft -- 5`.
fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    for rules in [
        ludeme_surakarta::Rules::default(),
        ludeme_surakarta::Rules::default().with_orthogonal_steps(true),
    ] {
        let start = ludeme_surakarta::Position::start_with(rules);
        for d in 1..=depth {
            let t = std::time::Instant::now();
            let n = start.perft(d);
            println!(
                "{rules:?} perft {d}: {n} ({:.1} Mnps)",
                n as f64 / t.elapsed().as_secs_f64() / 1e6
            );
        }
    }
}

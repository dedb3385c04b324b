//! Generic perft over any game, by name, counted on the game's own type:
//! `cargo run --release --example perft -- surakarta 5 [VARIANT]`.

use ludeme::{perft, AnyGame, Registered, StateVisitor};

/// Perft of each depth up to `depth`, with its speed, printed.
struct PerftTable<'a> {
    game: &'a str,
    depth: u32,
}

impl StateVisitor for PerftTable<'_> {
    type Output = ();
    fn visit<G: Registered>(self, start: G) {
        let game = self.game;
        for d in 1..=self.depth {
            let begin = std::time::Instant::now();
            let nodes = perft(&start, d);
            let seconds = begin.elapsed().as_secs_f64();
            println!(
                "{game} perft {d}: {nodes} ({:.1} M nodes/s)",
                nodes as f64 / seconds / 1e6
            );
        }
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "surakarta".into());
    let depth: u32 = args.next().map(|d| d.parse()).transpose()?.unwrap_or(4);
    let variant = args.next();
    let start = AnyGame::by_name(&game, variant.as_deref(), None)?;
    start.visit(PerftTable { game: &game, depth });
    Ok(())
}

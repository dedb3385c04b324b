//! Embedding a game in an app loop: parse a position, list the moves, play
//! them (a scripted opening, then random replies), and detect the end.
//!
//! `cargo run --example app_loop`

use ludeme::barca::Position;
use ludeme::{DiagramStyle, Game, GameLine, Render, SplitMix64};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // An app receives positions and moves as text.
    let start: Position = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w".parse()?;
    let mut game = GameLine::new(start);

    // Scripted moves, as a user would type them; a bad one is refused with
    // its reason and changes nothing.
    for text in ["e2-e5", "e5-e6", "e9-e6"] {
        match text
            .parse()
            .map_err(|e| format!("{e}"))
            .and_then(|mv| game.play(mv).map_err(|e| format!("{e}")))
        {
            Ok(()) => println!("played {text}"),
            Err(reason) => println!("refused {text}: {reason}"),
        }
    }

    // Then random moves until the game ends (the record draws on a threefold
    // repetition, Barca's history rule; a cap keeps the example short).
    let mut rng = SplitMix64::new(2026);
    while game.outcome().is_none() && game.moves().len() < 20_000 {
        let position = *game.position();
        // The game's own API beside the trait: scared animals.
        let moves = position.legal_moves();
        if game.moves().len() % 1000 == 0 {
            println!(
                "ply {}: {} to move, {} legal moves, {} scared animal(s)",
                game.moves().len(),
                position.turn(),
                moves.len(),
                position.scared().count_ones()
            );
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        game.play(mv)?;
    }
    let last = *game.position();
    match game.outcome() {
        Some(outcome) => println!(
            "{} after {} plies",
            outcome.describe(&last),
            game.moves().len()
        ),
        None => println!("stopped after {} plies", game.moves().len()),
    }
    println!("{}", last.diagram(DiagramStyle::ascii()));
    Ok(())
}

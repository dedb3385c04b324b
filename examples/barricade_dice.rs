//! Driving Barricade's chance nodes: the die is an actor of its own with
//! explicit outcomes and probabilities, so games replay exactly; and an app
//! can ask "where to?" and "where does the barricade go?" separately.
//!
//! `cargo run --example barricade_dice`

use ludeme::barricade::{nodes, Move, Origin, Position};
use ludeme::{Actor, DiagramStyle, Game, Render, SplitMix64};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut game = Position::start();
    assert_eq!(game.to_act(), Actor::Chance);
    for (roll, probability) in game.chance_outcomes() {
        println!("{roll} with probability {probability:.4}");
    }

    // The app rolls (here with a seeded generator, so the game replays).
    let mut dice = SplitMix64::new(5);
    let roll = game.sample_move(&mut dice).expect("a roll");
    game.play(roll)?;
    println!("{} rolled: {roll}", game.turn());

    // Force a 5 instead, to show a barricade capture: first question, where
    // to; second question, where the captured barricade goes.
    let mut five = Position::start();
    five.play(Move::Roll(5))?;
    let ends: Vec<String> = nodes(five.destinations(Origin::House))
        .map(|n| n.to_string())
        .collect();
    println!("with a 5, a red piece can go to {}", ends.join(", "));
    let to = "e3".parse()?;
    let places = five.placements(Origin::House, to);
    println!(
        "taking the barricade on e3, it may go to any of {} nodes",
        places.count_ones()
    );
    let place = nodes(places)
        .find(|n| n.to_string() == "i5")
        .expect("i5 is free");
    five.play(Move::Go {
        from: Origin::House,
        to,
        barricade: Some(place),
    })?;
    println!("{five}");
    assert_eq!(five.to_act(), Actor::Chance, "green must roll first");
    println!("{}", five.diagram(DiagramStyle::ascii()));
    Ok(())
}

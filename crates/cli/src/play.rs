//! `ludeme play`: people and built-in players take turns in the terminal.

use std::io::{self, BufRead, IsTerminal, Write};

use ludeme::players::Player;
use ludeme::{random_move, Actor, AnyGame, AnyMove, AnyRecord, Game, Seat, SplitMix64};

use crate::players::PlayerKind;
use crate::Failure;

/// What a person asked for.
enum Request {
    Play(AnyMove),
    Undo,
    Quit,
    EndOfInput,
}

/// Asks a person for a move until the answer is legal or another request.
fn ask(
    game: &AnyGame,
    seat: Seat,
    lines: &mut impl Iterator<Item = io::Result<String>>,
    out: &mut impl Write,
) -> Result<Request, Failure> {
    loop {
        write!(
            out,
            "{} to move (a move, 'moves', 'undo' or 'quit')> ",
            game.seat_name(seat)
        )?;
        out.flush()?;
        let Some(line) = lines.next().transpose()? else {
            return Ok(Request::EndOfInput);
        };
        match line.trim() {
            "" => {}
            "quit" => return Ok(Request::Quit),
            "undo" => return Ok(Request::Undo),
            "moves" => {
                let mut moves = Default::default();
                game.legal_moves(&mut moves);
                let list: Vec<String> = moves.iter().map(ToString::to_string).collect();
                writeln!(out, "{}", list.join(" "))?;
            }
            text => match game.parse_move(text) {
                Err(e) => writeln!(out, "not a move: {e}")?,
                Ok(mv) => match game.clone().play(mv) {
                    Ok(()) => return Ok(Request::Play(mv)),
                    Err(e) => writeln!(out, "illegal move {mv}: {e}")?,
                },
            },
        }
    }
}

/// How a game is played.
pub struct Table {
    pub players: Vec<PlayerKind>,
    pub seed: u64,
    pub max_plies: usize,
    pub ascii: bool,
}

/// Plays until the game ends, input runs out or `quit`.
pub fn run(start: AnyGame, table: &Table) -> Result<(), Failure> {
    let mut bots: Vec<Box<dyn Player<AnyGame>>> = table
        .players
        .iter()
        .enumerate()
        .map(|(i, kind)| kind.build(table.seed.wrapping_add(i as u64)))
        .collect();
    let mut dice = SplitMix64::new(table.seed ^ 0xD1CE);
    let mut record = AnyRecord::new(start);
    let mut lines = io::stdin().lock().lines();
    let mut out = io::stdout().lock();
    let colour = !table.ascii && io::stdout().is_terminal();
    let person_to_move = |game: &AnyGame| matches!(game.to_act(), Actor::Seat(s) if table.players[usize::from(s.0)] == PlayerKind::Human);
    loop {
        let game = record.position();
        write!(out, "{}", game.diagram(table.ascii, colour))?;
        writeln!(out, "position: {game}")?;
        if let Some(outcome) = record.outcome() {
            writeln!(out, "game over: {}", game.describe_outcome(outcome))?;
            return Ok(());
        }
        if record.plies() >= table.max_plies {
            writeln!(out, "game over: draw (ply cap of {})", table.max_plies)?;
            return Ok(());
        }
        let (who, mv) = match game.to_act() {
            Actor::Seat(seat) => {
                let index = usize::from(seat.0);
                let mv = if table.players[index] == PlayerKind::Human {
                    match ask(&game, seat, &mut lines, &mut out)? {
                        Request::Play(mv) => mv,
                        Request::Quit => return Ok(()),
                        Request::EndOfInput => {
                            writeln!(out, "\nend of input: game left unfinished")?;
                            return Ok(());
                        }
                        Request::Undo => {
                            // Back to the previous position where a person moved.
                            if record.undo().is_none() {
                                writeln!(out, "nothing to undo")?;
                            }
                            while !person_to_move(&record.position()) && record.undo().is_some() {}
                            continue;
                        }
                    }
                } else {
                    bots[index].choose(&game).expect("a seat to act has a move")
                };
                (game.seat_name(seat), mv)
            }
            Actor::Chance | Actor::Nobody => {
                let mv = random_move(&game, &mut dice).expect("a chance node has outcomes");
                ("chance".to_string(), mv)
            }
        };
        writeln!(out, "{who} plays {mv}")?;
        record
            .play(mv)
            .expect("moves are checked before they are played");
    }
}

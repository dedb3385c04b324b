//! `ludeme play`: people and built-in players take turns in the terminal.

use std::io::{self, BufRead, IsTerminal, Write};

use ludeme::{random_move, Actor, AnyGame, AnyMove, Game, Seat, SplitMix64};

use crate::Failure;

/// Who takes a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Moves typed on standard input.
    Human,
    /// A uniformly random legal move.
    Random,
}

/// Reads `human,random`-style seat lists: one player per seat.
pub fn parse_players(text: &str, seats: usize) -> Result<Vec<Player>, Failure> {
    let players = text
        .split(',')
        .map(|p| match p.trim() {
            "human" => Ok(Player::Human),
            "random" => Ok(Player::Random),
            other => Err(Failure::Message(format!(
                "unknown player {other:?} in --players: expected human or random"
            ))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if players.len() != seats {
        return Err(Failure::Message(format!(
            "--players names {} players, the game has {seats} seats",
            players.len()
        )));
    }
    Ok(players)
}

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
                let list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
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

/// Plays until the game ends, input runs out or `quit`.
pub fn run(
    start: AnyGame,
    players: &[Player],
    seed: u64,
    max_plies: usize,
    ascii: bool,
) -> Result<(), Failure> {
    let mut rng = SplitMix64::new(seed);
    let mut history = vec![start];
    let mut lines = io::stdin().lock().lines();
    let mut out = io::stdout().lock();
    let person_to_move = |game: &AnyGame| matches!(game.to_act(), Actor::Seat(s) if players[usize::from(s.0)] == Player::Human);
    loop {
        let game = history.last().expect("the history holds the start").clone();
        write!(
            out,
            "{}",
            game.diagram(ascii, !ascii && io::stdout().is_terminal())
        )?;
        writeln!(out, "position: {game}")?;
        if let Some(outcome) = game.outcome() {
            writeln!(out, "game over: {}", game.describe_outcome(outcome))?;
            return Ok(());
        }
        if history.len() > max_plies {
            writeln!(out, "game over: draw (ply cap of {max_plies})")?;
            return Ok(());
        }
        let mv = match game.to_act() {
            Actor::Seat(seat) if players[usize::from(seat.0)] == Player::Human => {
                match ask(&game, seat, &mut lines, &mut out)? {
                    Request::Play(mv) => mv,
                    Request::Quit => return Ok(()),
                    Request::EndOfInput => {
                        writeln!(out, "\nend of input: game left unfinished")?;
                        return Ok(());
                    }
                    Request::Undo => {
                        // Back to the previous position where a person moved.
                        if history.len() > 1 {
                            history.pop();
                            while history.len() > 1 && !person_to_move(history.last().unwrap()) {
                                history.pop();
                            }
                        } else {
                            writeln!(out, "nothing to undo")?;
                        }
                        continue;
                    }
                }
            }
            _ => random_move(&game, &mut rng).expect("the game goes on"),
        };
        let who = match game.to_act() {
            Actor::Seat(seat) => game.seat_name(seat),
            other => other.to_string(),
        };
        writeln!(out, "{who} plays {mv}")?;
        let mut next = game;
        next.play_unchecked(mv);
        history.push(next);
    }
}

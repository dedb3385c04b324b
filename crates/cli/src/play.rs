//! `ludeme play`: people and built-in players take turns in the terminal.

use std::io::{self, BufRead, Write};

use ludeme::players::Player;
use ludeme::{random_move, Actor, Game, GameVisitor, Record, Registered, Seat, SplitMix64};

use crate::commands::style;
use crate::players::{check_seats, parse_players, PlayerKind};
use crate::{load, Failure};

/// `ludeme play GAME`.
pub struct Play {
    pub position: Option<String>,
    pub players: Option<String>,
    pub iterations: u32,
    pub seed: u64,
    pub max_plies: Option<u32>,
    pub ascii: bool,
    pub colour: bool,
    /// Trees of MCTS players written without a count.
    pub trees: u32,
}

impl GameVisitor for Play {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        let default = if game.seat_count() == 2 {
            "human,mcts".to_string()
        } else {
            std::iter::once("human")
                .chain(std::iter::repeat_n("mcts", game.seat_count() - 1))
                .collect::<Vec<_>>()
                .join(",")
        };
        let players = parse_players(self.players.as_deref().unwrap_or(&default), self.iterations)?;
        let players: Vec<PlayerKind> = players
            .into_iter()
            .map(|p| p.with_trees(self.trees))
            .collect();
        check_seats(&players, game.seat_count())?;
        let table = Table {
            players,
            seed: self.seed,
            max_plies: self.max_plies,
            ascii: self.ascii,
            colour: self.colour,
        };
        run(game, &table)
    }
}

/// What a person asked for.
enum Request<M> {
    Play(M),
    Undo,
    Quit,
    EndOfInput,
}

/// Asks a person for a move until the answer is legal or another request.
fn ask<G: Game>(
    game: &G,
    seat: Seat,
    lines: &mut impl Iterator<Item = io::Result<String>>,
    out: &mut impl Write,
) -> Result<Request<G::Move>, Failure> {
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
                let list: Vec<String> =
                    game.legal_moves().iter().map(ToString::to_string).collect();
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
struct Table {
    players: Vec<PlayerKind>,
    seed: u64,
    /// An optional ply cap (off unless asked for: a person's game is not
    /// cut off).
    max_plies: Option<u32>,
    ascii: bool,
    colour: bool,
}

/// Plays until the game ends, input runs out or `quit`.
fn run<G: Registered>(start: G, table: &Table) -> Result<(), Failure> {
    let mut bots: Vec<Option<Box<dyn Player<G>>>> = table
        .players
        .iter()
        .enumerate()
        .map(|(i, kind)| kind.build(table.seed.wrapping_add(i as u64)))
        .collect();
    let mut dice = SplitMix64::new(table.seed ^ 0xD1CE);
    let rules = start.history_rules().with_ply_cap(table.max_plies);
    let mut record = Record::with_rules(start, rules);
    let mut lines = io::stdin().lock().lines();
    let mut out = io::stdout().lock();
    let style = style(table.ascii, table.colour);
    let person_to_move = |game: &G| matches!(game.to_act(), Actor::Seat(s) if table.players[usize::from(s.0)] == PlayerKind::Human);
    loop {
        let game = record.position().clone();
        write!(out, "{}", game.diagram(style))?;
        writeln!(out, "position: {game}")?;
        if let Some(outcome) = record.outcome() {
            writeln!(out, "game over: {}", outcome.describe(&game))?;
            return Ok(());
        }
        let (who, mv) = match game.to_act() {
            Actor::Seat(seat) => {
                let index = usize::from(seat.0);
                let mv = if let Some(bot) = &mut bots[index] {
                    bot.choose_in(&record).expect("a seat to act has a move")
                } else {
                    match ask(&game, seat, &mut lines, &mut out)? {
                        Request::Play(mv) => mv,
                        Request::Quit => return Ok(()),
                        Request::EndOfInput => {
                            writeln!(out, "\nend of input: game left unfinished")?;
                            return Ok(());
                        }
                        Request::Undo => {
                            // Back to the person's previous decision, as it
                            // stood (a die already rolled stays rolled).
                            let earlier = record.positions()[..record.plies()]
                                .iter()
                                .rposition(person_to_move);
                            match earlier {
                                Some(ply) => {
                                    while record.plies() > ply {
                                        record.undo();
                                    }
                                }
                                None => writeln!(out, "nothing to undo")?,
                            }
                            continue;
                        }
                    }
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

//! `ludeme play`: people and built-in players take turns in the terminal.

use std::io::{BufRead, Write};

use ludeme::players::Player;
use ludeme::{random_move, Actor, Game, GameVisitor, Record, Registered, Seat, SplitMix64};

use crate::commands::style;
use crate::players::{check_seats, parse_players, PlayerKind};
use crate::{load, Failure};

/// `ludeme play GAME`.
pub struct Play<'a> {
    /// A person's moves, a line each.
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
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

impl GameVisitor for Play<'_> {
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
        let mut table = Table {
            input: self.input,
            out: self.out,
            players,
            seed: self.seed,
            max_plies: self.max_plies,
            ascii: self.ascii,
            colour: self.colour,
        };
        run(game, &mut table)
    }
}

/// What a person's line of input asks for, in a state (as `ludeme play`
/// reads it, trimmed).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Answer<M> {
    /// An empty line: ask again.
    Nothing,
    /// `quit`: stop the game.
    Quit,
    /// `undo`: back to the person's previous decision.
    Undo,
    /// `moves`: the legal moves, in move text.
    Moves(Vec<String>),
    /// A legal move.
    Play(M),
    /// Not a move, or an illegal one: why, in one line.
    Refused(String),
}

/// Reads one line of a person's input in `game` (the line is trimmed).
///
/// ```
/// use ludeme::Game;
/// use ludeme_cli::{read_line, Answer};
/// let game = ludeme::surakarta::Position::start();
/// assert_eq!(read_line(&game, " quit "), Answer::Quit);
/// assert!(matches!(read_line(&game, "b2-c3"), Answer::Play(_)));
/// let Answer::Refused(why) = read_line(&game, "b2-b5") else { panic!() };
/// assert!(why.starts_with("illegal move b2-b5"), "{why}");
/// ```
pub fn read_line<G: Game>(game: &G, line: &str) -> Answer<G::Move> {
    match line.trim() {
        "" => Answer::Nothing,
        "quit" => Answer::Quit,
        "undo" => Answer::Undo,
        "moves" => Answer::Moves(game.legal_moves().iter().map(ToString::to_string).collect()),
        text => match game.parse_move(text) {
            Err(e) => Answer::Refused(format!("not a move: {e}")),
            Ok(mv) => match game.clone().play(mv) {
                Ok(()) => Answer::Play(mv),
                Err(e) => Answer::Refused(format!("illegal move {mv}: {e}")),
            },
        },
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
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Request<G::Move>, Failure> {
    loop {
        write!(
            out,
            "{} to move (a move, 'moves', 'undo' or 'quit')> ",
            game.seat_name(seat)
        )?;
        out.flush()?;
        // Bytes that are not UTF-8 are read as U+FFFD (and refused as a
        // move), not taken for an input error.
        let mut bytes = Vec::new();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(Request::EndOfInput);
        }
        match read_line(game, &String::from_utf8_lossy(&bytes)) {
            Answer::Nothing => {}
            Answer::Quit => return Ok(Request::Quit),
            Answer::Undo => return Ok(Request::Undo),
            Answer::Moves(list) => writeln!(out, "{}", list.join(" "))?,
            Answer::Play(mv) => return Ok(Request::Play(mv)),
            Answer::Refused(why) => writeln!(out, "{why}")?,
        }
    }
}

/// How a game is played.
struct Table<'a> {
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    players: Vec<PlayerKind>,
    seed: u64,
    /// An optional ply cap (off unless asked for: a person's game is not
    /// cut off).
    max_plies: Option<u32>,
    ascii: bool,
    colour: bool,
}

/// Plays until the game ends, input runs out or `quit`.
fn run<G: Registered>(start: G, table: &mut Table<'_>) -> Result<(), Failure> {
    let mut bots: Vec<Option<Box<dyn Player<G>>>> = table
        .players
        .iter()
        .enumerate()
        .map(|(i, kind)| kind.build(table.seed.wrapping_add(i as u64)))
        .collect();
    let mut dice = SplitMix64::new(table.seed ^ 0xD1CE);
    let rules = start.history_rules().with_ply_cap(table.max_plies);
    let mut record = Record::with_rules(start, rules);
    let (input, out) = (&mut *table.input, &mut *table.out);
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
                    match ask(&game, seat, input, out)? {
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

//! `ludeme play`: people and built-in players take turns in the terminal.

use std::io::{BufRead, Write};
use std::sync::Arc;

use ludeme_core::Oracle;
use ludeme_core::{Actions, Actor, Game, History, Seat};
use ludeme_registry::{GameVisitor, Registered};
use ludeme_session::{quote, Seats, Session, Turn};

use crate::commands::style;
use crate::start::Start;
use crate::{endgame, load, Failure, PlayArgs};
use ludeme_arena::{check_seats, parse_entrants, Entrant};

/// `ludeme play`: a game between people (their moves read from `input`)
/// and built-in players, boards in colour if `colour`.
pub fn run(
    args: PlayArgs,
    colour: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let start = Start::of(&args.setup)?;
    start.rules.clone().visit(Play {
        input,
        out,
        position: start.position,
        moves: start.moves,
        save: args.save,
        players: args.players,
        iterations: args.iterations,
        seed: args.seed,
        max_plies: args.max_plies,
        ascii: args.ascii,
        colour,
        trees: args.threads as u32,
        tables: args.tables,
    })
}

/// `ludeme play GAME`.
pub struct Play<'a> {
    /// A person's moves, a line each.
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
    pub position: Option<String>,
    /// Moves to replay from the position first (a record's, continued).
    pub moves: Vec<String>,
    /// Where to append the game's record when it ends or stops.
    pub save: Option<std::path::PathBuf>,
    pub players: Option<String>,
    pub iterations: u32,
    pub seed: u64,
    pub max_plies: Option<u32>,
    pub ascii: bool,
    pub colour: bool,
    /// Trees of MCTS players written without a count.
    pub trees: u32,
    /// Endgame tables the built-in players consult.
    pub tables: Option<std::path::PathBuf>,
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
        let players = parse_entrants(self.players.as_deref().unwrap_or(&default), self.iterations)?;
        if let Some(Entrant::Engine(command)) =
            players.iter().find(|p| matches!(p, Entrant::Engine(_)))
        {
            return Err(Failure::Message(format!(
                "{} is an engine: ludeme play seats a person and built-in players \
                 (ludeme match referees engines)",
                quote(&format!("ugi:{command}"))
            )));
        }
        let players: Vec<Entrant> = players
            .into_iter()
            .map(|p| p.with_trees(self.trees))
            .collect();
        check_seats(&players, game.seat_count())?;
        let oracle = endgame::oracle::<G>(self.tables.as_deref(), &rules)?;
        let mut table = Table {
            input: self.input,
            out: self.out,
            moves: self.moves,
            save: self.save,
            players,
            seed: self.seed,
            max_plies: self.max_plies,
            ascii: self.ascii,
            colour: self.colour,
        };
        play_and_save(game, &mut table, oracle)
    }
}

/// What a person's line of input asked for, in a game in progress (as
/// `ludeme play` reads it, trimmed): a move is played at once.
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
    /// A legal move, now played.
    Played(M),
    /// Not a move, or an illegal one: why, in one line (nothing played).
    Refused(String),
}

/// Reads one line of a person's input in `game` (the line is trimmed) and
/// plays the move it names, parsed and checked once.
///
/// ```
/// use ludeme::session::Session;
/// use ludeme::Game;
/// use ludeme_cli::{read_line, Answer};
/// let mut game = Session::from_game(ludeme::surakarta::Position::start());
/// assert_eq!(read_line(&mut game, " quit "), Answer::Quit);
/// let Answer::Refused(why) = read_line(&mut game, "b2-b5") else { panic!() };
/// assert!(why.starts_with("illegal move b2-b5"), "{why}");
/// assert!(matches!(read_line(&mut game, "b2-c3"), Answer::Played(_)));
/// assert_eq!(game.history(), ["b2-c3"]);
/// ```
pub fn read_line<G: Actions + History>(game: &mut Session<G>, line: &str) -> Answer<G::Move> {
    match line.trim() {
        "" => Answer::Nothing,
        "quit" => Answer::Quit,
        "undo" => Answer::Undo,
        "moves" => Answer::Moves(game.legal_move_texts()),
        text => match game.play(text) {
            Ok(mv) => Answer::Played(mv),
            Err(why) => Answer::Refused(why.to_string()),
        },
    }
}

/// What a person asked for.
enum Request<M> {
    Played(M),
    Undo,
    Quit,
    EndOfInput,
}

/// Asks a person for a move until one is played or another request comes.
fn ask<G: Actions + History>(
    game: &mut Session<G>,
    seat: Seat,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Request<G::Move>, Failure> {
    loop {
        write!(
            out,
            "{} to move (a move, 'moves', 'undo' or 'quit')> ",
            game.game().seat_name(seat)
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
            Answer::Played(mv) => return Ok(Request::Played(mv)),
            Answer::Refused(why) => writeln!(out, "{why}")?,
        }
    }
}

/// How a game is played.
struct Table<'a> {
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    /// Moves to replay first.
    moves: Vec<String>,
    /// Where to append the record.
    save: Option<std::path::PathBuf>,
    players: Vec<Entrant>,
    seed: u64,
    /// An optional ply cap (off unless asked for: a person's game is not
    /// cut off).
    max_plies: Option<u32>,
    ascii: bool,
    colour: bool,
}

/// Plays until the game ends, input runs out or `quit`, the built-in
/// players consulting `oracle` if given; then appends the record if asked.
fn play_and_save<G: Registered>(
    start: G,
    table: &mut Table<'_>,
    oracle: Option<Arc<dyn Oracle<G>>>,
) -> Result<(), Failure> {
    let rules = start.history_rules().with_ply_cap(table.max_plies);
    let mut game = Session::with_rules(start, rules);
    game.consult(oracle);
    for text in &table.moves {
        game.play(text)
            .map_err(|e| Failure::Message(format!("the record's move {text}: {e}")))?;
    }
    let played = play(&mut game, table);
    if let Some(path) = &table.save {
        let names: Vec<String> = table.players.iter().map(|p| p.name()).collect();
        ludeme_arena::save::append(path, &game, &names.join(", "))?;
    }
    played
}

/// Plays until the game ends, input runs out or `quit`, the built-in
/// players consulting the session's oracle.
fn play<G: Registered>(game: &mut Session<G>, table: &mut Table<'_>) -> Result<(), Failure> {
    let specs: Vec<_> = table.players.iter().map(|p| p.spec()).collect();
    let mut seats = Seats::new(&specs, table.seed);
    let (input, out) = (&mut *table.input, &mut *table.out);
    let style = style(table.ascii, table.colour);
    loop {
        write!(out, "{}", game.game().diagram(style))?;
        writeln!(out, "position: {}", game.game())?;
        let turn = game
            .step(&mut seats)
            .map_err(|e| Failure::Message(e.to_string()))?;
        let (who, mv) = match turn {
            Turn::Over(outcome) => {
                writeln!(out, "game over: {}", outcome.describe(game.game()))?;
                return Ok(());
            }
            Turn::Played { actor, mv } => (actor_name(game.line().positions(), actor), mv),
            Turn::Person(seat) => match ask(game, seat, input, out)? {
                Request::Played(mv) => (actor_name(game.line().positions(), Actor::Seat(seat)), mv),
                Request::Quit => return Ok(()),
                Request::EndOfInput => {
                    writeln!(out, "\nend of input: game left unfinished")?;
                    return Ok(());
                }
                Request::Undo => {
                    // Back to the person's previous decision, as it
                    // stood (a die already rolled stays rolled).
                    let record = game.line();
                    let earlier = record.positions()[..record.plies()]
                        .iter()
                        .rposition(|p| matches!(p.to_act(), Actor::Seat(s) if seats.is_person(s)));
                    match earlier {
                        Some(ply) => game.undo_to(ply),
                        None => writeln!(out, "nothing to undo")?,
                    }
                    continue;
                }
            },
            _ => return Ok(()),
        };
        writeln!(out, "{who} plays {mv}")?;
    }
}

/// Who played the last move of a game whose positions these are.
fn actor_name<G: Game>(positions: &[G], actor: Actor) -> String {
    match (actor, positions.len().checked_sub(2).map(|i| &positions[i])) {
        (Actor::Seat(seat), Some(before)) => before.seat_name(seat),
        _ => "chance".to_string(),
    }
}

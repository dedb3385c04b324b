//! Bring your own game: tic-tac-toe implemented against the `Game` trait in
//! this one file, and everything the workspace has for games then works on
//! it — perft, random playouts, the shared test battery, the history
//! `GameLine`, the random and MCTS players, the `Session` driver and game
//! records.
//!
//! `cargo run --release --example own_game`

use std::fmt;
use std::str::FromStr;

use ludeme::game_record::RecordedGame;
use ludeme::players::{Mcts, MctsConfig, Player, RandomPlayer};
use ludeme::session::Session;
use ludeme::{
    perft, ActionSteps, Actions, Actor, DiagramStyle, EndReason, Game, GameLine, GameRecord,
    Heuristic, History, Outcome, Render, Seat, Side,
};
use ludeme_testing::{check_actions, check_playouts_among, check_record};
// The facade does not name the sink of an observation; the core crate does.
use ludeme_core::ObservationSink;

/// The eight lines of three, as masks over cells 0–8 (a1 b1 c1 a2 … c3).
const LINES: [u16; 8] = [
    0o007, 0o070, 0o700, // rows
    0o111, 0o222, 0o444, // columns
    0o421, 0o124, // diagonals
];

/// A tic-tac-toe position: the cells of X and O, X moving first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
struct TicTacToe {
    marks: [u16; 2],
}

/// A move: the cell to mark, 0–8, written `a1` … `c3`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
struct Cell(u8);

/// Everything that can go wrong, in one line each.
#[derive(Clone, Debug, PartialEq, Eq)]
enum TicTacToeError {
    Taken(Cell),
    Over,
    BadCell(String),
    BadPosition(String),
}

impl fmt::Display for TicTacToeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicTacToeError::Taken(cell) => write!(f, "{cell} is taken"),
            TicTacToeError::Over => f.write_str("the game is over"),
            TicTacToeError::BadCell(text) => write!(f, "bad cell {text:?}: expected a1 to c3"),
            TicTacToeError::BadPosition(text) => {
                write!(
                    f,
                    "bad position {text:?}: expected 9 of x, o, - and the side to move"
                )
            }
        }
    }
}

impl std::error::Error for TicTacToeError {}

impl TicTacToe {
    fn turn(&self) -> usize {
        (self.marks[0].count_ones() > self.marks[1].count_ones()) as usize
    }

    fn free(&self) -> u16 {
        !(self.marks[0] | self.marks[1]) & 0o777
    }

    fn winner(&self) -> Option<usize> {
        (0..2).find(|&s| LINES.iter().any(|&l| self.marks[s] & l == l))
    }
}

impl Game for TicTacToe {
    type Move = Cell;
    type MoveList = Vec<Cell>;
    type Rules = ();
    type IllegalMove = TicTacToeError;
    type ParseError = TicTacToeError;
    type MoveParseError = TicTacToeError;

    fn start_with(_: &()) -> Self {
        TicTacToe::default()
    }

    fn rules(&self) {}

    fn from_text(text: &str, _: &()) -> Result<Self, TicTacToeError> {
        let bad = || TicTacToeError::BadPosition(text.chars().take(40).collect());
        let (cells, turn) = text.split_once(' ').ok_or_else(bad)?;
        if cells.len() != 9 {
            return Err(bad());
        }
        let mut state = TicTacToe::default();
        for (i, c) in cells.chars().enumerate() {
            match c {
                'x' => state.marks[0] |= 1 << i,
                'o' => state.marks[1] |= 1 << i,
                '-' => {}
                _ => return Err(bad()),
            }
        }
        let (x, o) = (state.marks[0].count_ones(), state.marks[1].count_ones());
        let expected = if x == o { "x" } else { "o" };
        if !(x == o || x == o + 1) || turn != expected {
            return Err(bad());
        }
        Ok(state)
    }

    fn parse_move(&self, text: &str) -> Result<Cell, TicTacToeError> {
        text.parse()
    }

    // Two seats, each its own side, are the trait's defaults; the seats'
    // names are this game's own.
    fn seat_name(&self, seat: Seat) -> String {
        ["x", "o"][usize::from(seat.0 & 1)].to_string()
    }

    fn mover(&self) -> Actor {
        Actor::Seat(Seat(self.turn() as u8))
    }

    fn generate_moves(&self, moves: &mut Self::MoveList) {
        moves.clear();
        if self.outcome().is_none() {
            let free = self.free();
            moves.extend((0..9).filter(|&i| free & (1 << i) != 0).map(Cell));
        }
    }

    fn check(&self, cell: Cell) -> Result<(), TicTacToeError> {
        if self.outcome().is_some() {
            Err(TicTacToeError::Over)
        } else if self.free() & (1 << cell.0) == 0 {
            Err(TicTacToeError::Taken(cell))
        } else {
            Ok(())
        }
    }

    fn play_unchecked(&mut self, cell: Cell) {
        let turn = self.turn();
        self.marks[turn] |= 1 << cell.0;
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(side) => Some(Outcome::Win {
                side: Side(side as u8),
                reason: EndReason::Rule("three in a row"),
            }),
            None if self.free() == 0 => Some(Outcome::Draw {
                reason: EndReason::Rule("board full"),
            }),
            None => None,
        }
    }

    fn zobrist(&self) -> u64 {
        // Small enough to be its own perfect hash.
        u64::from(self.marks[0]) | u64::from(self.marks[1]) << 9
    }
}

/// No history rules: every move fills a cell.
impl History for TicTacToe {}

/// A fixed action space (what the `Session` driver and learning agents
/// play by): the cell, 0–8; the observation is the mover's marks, the
/// opponent's and the free cells, each a plane of the 3×3 board.
impl Actions for TicTacToe {
    const MOVES_IN_ACTION_ORDER: bool = true;

    fn num_actions(_: &()) -> usize {
        9
    }

    fn actions_of(&self, cell: Cell) -> ActionSteps {
        ActionSteps::One(u32::from(cell.0))
    }

    fn observation_shape(_: &()) -> [usize; 3] {
        [3, 3, 3]
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, _pending: &[u32], out: &mut O) {
        let us = self.turn();
        let planes = [self.marks[us], self.marks[1 - us], self.free()];
        for (plane, cells) in planes.into_iter().enumerate() {
            for i in 0..9 {
                if cells >> i & 1 == 1 {
                    out.set(plane * 9 + i, 1.0);
                }
            }
        }
    }
}

/// Game records: the name in the `Game` tag (one set of rules: no
/// variant).
impl RecordedGame for TicTacToe {
    fn game_name(_: &()) -> &'static str {
        "tic-tac-toe"
    }
}

/// Open lines: a line still free of the opponent's marks is worth more the
/// more of one's own marks it has.
impl Heuristic for TicTacToe {
    fn evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let worth = |own: u16, other: u16| -> f64 {
            LINES
                .iter()
                .filter(|&&l| other & l == 0)
                .map(|&l| f64::from(1 + (own & l).count_ones()))
                .sum()
        };
        let s = usize::from(side.0 & 1);
        let (own, other) = (
            worth(self.marks[s], self.marks[1 - s]),
            worth(self.marks[1 - s], self.marks[s]),
        );
        own / (own + other).max(1.0)
    }
}

impl Render for TicTacToe {
    fn diagram(&self, _: DiagramStyle) -> String {
        let mut text = String::new();
        for row in (0..3).rev() {
            for col in 0..3 {
                let i = row * 3 + col;
                text.push(match (self.marks[0] >> i & 1, self.marks[1] >> i & 1) {
                    (1, _) => 'X',
                    (_, 1) => 'O',
                    _ => '.',
                });
            }
            text.push('\n');
        }
        match self.outcome() {
            Some(outcome) => text.push_str(&format!("{}\n", outcome.describe(self))),
            None => text.push_str(&format!(
                "{} to move\n",
                self.seat_name(Seat(self.turn() as u8))
            )),
        }
        text
    }

    fn svg(&self) -> String {
        let mut svg = String::from(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3"><rect width="3" height="3" fill="white"/>"#,
        );
        for i in 0..9 {
            let (x, y) = (i % 3, 2 - i / 3);
            for (s, colour) in [(0, "black"), (1, "red")] {
                if self.marks[s] >> i & 1 == 1 {
                    svg.push_str(&format!(
                        r#"<circle cx="{}.5" cy="{}.5" r="0.4" fill="{colour}"/>"#,
                        x, y
                    ));
                }
            }
        }
        svg.push_str("</svg>");
        svg
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.0 % 3) as char, self.0 / 3 + 1)
    }
}

impl FromStr for Cell {
    type Err = TicTacToeError;
    fn from_str(text: &str) -> Result<Cell, TicTacToeError> {
        match text.as_bytes() {
            &[file @ b'a'..=b'c', rank @ b'1'..=b'3'] => {
                Ok(Cell((rank - b'1') * 3 + (file - b'a')))
            }
            _ => Err(TicTacToeError::BadCell(text.chars().take(40).collect())),
        }
    }
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..9 {
            let c = match (self.marks[0] >> i & 1, self.marks[1] >> i & 1) {
                (1, _) => 'x',
                (_, 1) => 'o',
                _ => '-',
            };
            write!(f, "{c}")?;
        }
        write!(f, " {}", ["x", "o"][self.turn()])
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let start = TicTacToe::start();

    // Perft: the well-known counts of tic-tac-toe move sequences (a game
    // that ended earlier is not counted at deeper plies; 255,168 games in all).
    let expected = [9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872];
    for (depth, &nodes) in (1..).zip(&expected) {
        assert_eq!(perft(&start, depth), nodes, "perft {depth}");
    }
    println!("perft 1-9: {expected:?}");

    // The shared battery and the history record, as every game of the
    // workspace runs them; every cell is offered to `play` in every state.
    check_playouts_among(&start, 0..200, 9, true, |_| (0..9).map(Cell).collect());
    check_record(&start, 0..50, 9);
    check_actions(&start, 0..50, 9);
    println!("the test battery passes on 200 random games");

    // A position and a move from text, checked play with a reason.
    let mut game = GameLine::new(TicTacToe::from_text("xx-oo---- x", &())?);
    let taken = game.position().parse_move("a1")?;
    println!("a1: {}", game.play(taken).unwrap_err());
    game.play(game.position().parse_move("c1")?)?;
    print!("{}", game.position().diagram(DiagramStyle::ascii()));

    // The built-in players for free: MCTS never loses to random play.
    let mut score = [0.0; 2];
    for g in 0..20u64 {
        let mut mcts = Mcts::new(MctsConfig::iterations(300).with_seed(g));
        let mut random = RandomPlayer::new(g);
        let mcts_side = (g % 2) as usize;
        let mut state = TicTacToe::start();
        while let Actor::Seat(seat) = state.to_act() {
            let mv = if usize::from(seat.0) == mcts_side {
                mcts.choose(&state)
            } else {
                random.choose(&state)
            };
            state.play(mv.expect("a move"))?;
        }
        let outcome = state.outcome().expect("over");
        score[0] += outcome.value_for(Side(mcts_side as u8));
        score[1] += outcome.value_for(Side(1 - mcts_side as u8));
    }
    println!("20 games, MCTS {} : random {}", score[0], score[1]);
    assert!(score[0] > score[1], "MCTS should beat random play");

    records()
}

/// A game played with the `Session` driver, written as a game record and
/// read back as tic-tac-toe.
fn records() -> Result<(), Box<dyn std::error::Error>> {
    let mut game = Session::from_game(TicTacToe::start());
    for cell in ["b2", "a1", "c1", "a3", "a2", "c3", "c2"] {
        game.play(cell)?;
    }
    let mut record = GameRecord::from_session(&game);
    record.set_tag("Seats", "me, you");
    record.set_comment(5, "x blocks the a-file");
    let text = record.to_string();
    print!("{text}");
    assert!(text.starts_with("[Game \"tic-tac-toe\"]\n"));
    assert!(text.contains("[Outcome \"x wins (three in a row)\"]"));

    let again = GameRecord::parse_as::<TicTacToe>(&text)?;
    assert_eq!(again, record);
    let replayed = again.replay_as::<TicTacToe>()?;
    assert_eq!(replayed.line().positions(), game.line().positions());
    assert_eq!(
        replayed.outcome_text().as_deref(),
        Some("x wins (three in a row)")
    );

    // An illegal move, or a record of another game, is refused.
    let taken = text.replace("a1 c1", "a1 a1");
    let refused = GameRecord::parse_as::<TicTacToe>(&taken).unwrap_err();
    assert!(
        refused.to_string().contains("illegal move a1: a1 is taken"),
        "{refused}"
    );
    assert!(GameRecord::parse_as::<TicTacToe>("[Game \"barca\"]\n\n*\n").is_err());
    println!("the record reads back as the same game");
    Ok(())
}

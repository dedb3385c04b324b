//! One game of a match of built-in players, and what a match keeps of
//! each game (its seating, results, times and record).

use ludeme::session::{Seats, Session, Turn};
use ludeme::{Actor, GameRecord, Registered, Seat};

use crate::players::PlayerKind;
use crate::stats::GameResult;

/// The tally of one player over a match.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Moves chosen, and the time spent choosing them.
    pub moves: u32,
    pub thinking: std::time::Duration,
}

/// One game of a match: who sat where, and how it went.
pub(crate) struct Played {
    /// `seating[seat]`: the index of the player in that seat.
    pub seating: Vec<usize>,
    /// Each seat's result: 1 win, ½ draw, 0 loss, as a tally entry.
    pub results: Vec<GameResult>,
    pub plies: usize,
    /// Per seat: moves chosen and the time spent choosing them.
    pub moves: Vec<u32>,
    pub thinking: Vec<std::time::Duration>,
    /// Why the game was lost by a fault, for the game's record: the side
    /// and the reason, `"red+yellow loses: illegal move d2-d9: ..."`.
    pub fault: Option<String>,
    /// The player (its index in `--players`) at fault.
    pub faulty: Option<usize>,
    /// The game's record (a fault decided in its `Termination` tag),
    /// until the match's ledger has saved it.
    pub record: Option<GameRecord>,
}

/// Each player's tally over `played`.
pub(crate) fn tally(players: usize, played: &[Played]) -> Vec<Tally> {
    let mut tally = vec![Tally::default(); players];
    for game in played {
        for (s, &p) in game.seating.iter().enumerate() {
            let t = &mut tally[p];
            match game.results[s] {
                GameResult::Win => t.wins += 1,
                GameResult::Draw => t.draws += 1,
                GameResult::Loss => t.losses += 1,
            }
            t.moves += game.moves[s];
            t.thinking += game.thinking[s];
        }
    }
    tally
}

/// Each seat's result in a game that ended with `winner` (a side, or
/// `None` for a draw or a game that did not end) in `position`.
pub(crate) fn seat_results<G: ludeme::Game>(
    position: &G,
    winner: Option<ludeme::Side>,
) -> Vec<GameResult> {
    (0..position.seat_count())
        .map(|s| match winner {
            None => GameResult::Draw,
            Some(w) if w == position.side_of(Seat(s as u8)) => GameResult::Win,
            Some(_) => GameResult::Loss,
        })
        .collect()
}

/// The seed of game `g` of a match seeded `seed`.
pub(crate) fn game_seed(seed: u64, g: u32) -> u64 {
    seed.wrapping_add(u64::from(g).wrapping_mul(0x9E37_79B9))
}

/// The seating of game `g` of `seats` players: player `(seat + g) mod n`
/// in `seat` (for two players, seats swapped from one game to the next).
pub(crate) fn seating(seats: usize, g: u32) -> Vec<usize> {
    (0..seats).map(|s| (s + g as usize) % seats).collect()
}

/// Plays game `g` of a match from `start`: player `(seat + g) mod n` in
/// `seat`, its players and dice seeded from `seed` and `g` alone (so a
/// game is the same whichever thread plays it).
pub(crate) fn play_game<G: Registered>(
    start: &G,
    players: &[PlayerKind],
    g: u32,
    seed: u64,
    max_plies: u32,
) -> Played {
    let seats = players.len();
    let seating = seating(seats, g);
    let specs: Vec<_> = seating.iter().map(|&p| players[p].spec()).collect();
    let mut at_table = Seats::new(&specs, game_seed(seed, g));
    let mut moves = vec![0; seats];
    let mut thinking = vec![std::time::Duration::ZERO; seats];
    let rules = start.history_rules().with_ply_cap(Some(max_plies));
    let mut game = Session::with_rules(start.clone(), rules);
    loop {
        let started = std::time::Instant::now();
        match game.step(&mut at_table) {
            Ok(Turn::Played {
                actor: Actor::Seat(seat),
                ..
            }) => {
                let seat = usize::from(seat.0);
                thinking[seat] += started.elapsed();
                moves[seat] += 1;
            }
            Ok(Turn::Played { .. }) => {}
            // Over; built-in players find a legal move wherever a seat is
            // to act.
            _ => break,
        }
    }
    let record = game.record();
    let results = seat_results(record.position(), record.outcome().and_then(|o| o.winner()));
    Played {
        seating,
        results,
        plies: record.plies(),
        moves,
        thinking,
        fault: None,
        faulty: None,
        record: Some(GameRecord::from_session(&game)),
    }
}

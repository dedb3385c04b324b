//! `ludeme match`: built-in players against each other, seats rotated.

use std::io::Write;

use indicatif::{ProgressBar, ProgressStyle};
use ludeme::players::Player;
use ludeme::{random_move, Actor, GameVisitor, Record, Registered, Seat, SplitMix64};

use crate::players::{check_seats, parse_players, PlayerKind};
use crate::{load, Failure};

/// `ludeme match GAME --players …`.
pub struct Match {
    pub position: Option<String>,
    pub players: String,
    pub games: u32,
    pub seed: u64,
    pub iterations: u32,
    pub max_plies: u32,
}

impl GameVisitor for Match {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start: G = load(&rules, self.position.as_deref())?;
        let players = parse_players(&self.players, self.iterations)?;
        check_seats(&players, start.seat_count())?;
        run(
            &start,
            &players,
            self.games,
            self.seed,
            self.max_plies,
            &mut std::io::stdout().lock(),
        )
    }
}

/// The tally of one player over a match.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Moves chosen, and the time spent choosing them.
    moves: u32,
    thinking: std::time::Duration,
}

/// Plays `games` games; game `g` seats player `(seat + g) mod n` in `seat`.
fn run<G: Registered>(
    start: &G,
    players: &[PlayerKind],
    games: u32,
    seed: u64,
    max_plies: u32,
    out: &mut impl Write,
) -> Result<(), Failure> {
    if players.contains(&PlayerKind::Human) {
        return Err(Failure::Message(
            "a match is between built-in players: no human".into(),
        ));
    }
    let seats = players.len();
    let mut tally = vec![Tally::default(); seats];
    let mut total_plies = 0usize;
    let bar = ProgressBar::new(u64::from(games));
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
            .expect("a valid template"),
    );
    for g in 0..games {
        let game_seed = seed.wrapping_add(u64::from(g).wrapping_mul(0x9E37_79B9));
        // seating[seat] = index of the player in that seat.
        let seating: Vec<usize> = (0..seats).map(|s| (s + g as usize) % seats).collect();
        let mut bots: Vec<Box<dyn Player<G>>> = seating
            .iter()
            .enumerate()
            .filter_map(|(s, &p)| players[p].build(game_seed.wrapping_add(s as u64)))
            .collect();
        let mut dice = SplitMix64::new(game_seed ^ 0xD1CE);
        let rules = start.history_rules().with_ply_cap(Some(max_plies));
        let mut record = Record::with_rules(start.clone(), rules);
        while record.outcome().is_none() {
            let game = record.position();
            let mv = match game.to_act() {
                Actor::Seat(seat) => {
                    let seat = usize::from(seat.0);
                    let started = std::time::Instant::now();
                    let mv = bots[seat].choose_in(&record);
                    let player = &mut tally[seating[seat]];
                    player.thinking += started.elapsed();
                    player.moves += 1;
                    mv
                }
                _ => random_move(game, &mut dice),
            };
            let Some(mv) = mv else { break };
            record.play(mv).expect("players play legal moves");
        }
        total_plies += record.plies();
        let final_position = record.position();
        let winner = record.outcome().and_then(|o| o.winner());
        for (s, &p) in seating.iter().enumerate() {
            let side = final_position.side_of(Seat(s as u8));
            match winner {
                None => tally[p].draws += 1,
                Some(w) if w == side => tally[p].wins += 1,
                Some(_) => tally[p].losses += 1,
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    writeln!(
        out,
        "{:<12} {:>6} {:>6} {:>6} {:>7} {:>9}",
        "player", "wins", "draws", "losses", "score", "ms/move"
    )?;
    for (p, t) in players.iter().zip(&tally) {
        let score = (f64::from(t.wins) + 0.5 * f64::from(t.draws)) / f64::from(games.max(1));
        let per_move = t.thinking.as_secs_f64() * 1e3 / f64::from(t.moves.max(1));
        writeln!(
            out,
            "{:<12} {:>6} {:>6} {:>6} {:>6.1}% {:>9.2}",
            p.name(),
            t.wins,
            t.draws,
            t.losses,
            100.0 * score,
            per_move
        )?;
    }
    writeln!(
        out,
        "{games} games, mean length {:.1} plies",
        total_plies as f64 / f64::from(games.max(1))
    )?;
    Ok(())
}

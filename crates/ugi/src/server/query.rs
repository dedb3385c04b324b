//! `query …`: what a manager asks about the game.

use std::io::{self, Write};

use ludeme_core::{Actor, Seat};

use ludeme_registry::Registered;

use super::Server;
use ludeme_session::quote;

impl<G: Registered> Server<G> {
    /// `query gameover|p1turn|result|turn`.
    pub(super) fn query(&self, words: &[&str], out: &mut (dyn Write + Send)) -> io::Result<()> {
        let game = &self.game;
        let answer = match words {
            ["gameover"] => game.is_over().to_string(),
            ["p1turn"] => (game.to_act() == Actor::Seat(Seat(0))).to_string(),
            ["turn"] => match game.to_act() {
                Actor::Seat(seat) => seat.0.to_string(),
                Actor::Chance => "chance".into(),
                _ => "none".into(),
            },
            ["result"] => match game.outcome() {
                None => "none".into(),
                Some(outcome) => match outcome.winner() {
                    None => "draw".into(),
                    Some(side) if self.extended => side.name(game.game()),
                    Some(side) if side == game.game().side_of(Seat(0)) => "p1win".into(),
                    Some(_) => "p2win".into(),
                },
            },
            _ => {
                writeln!(
                    out,
                    "info string error: unknown query {}: expected gameover, p1turn, result or turn",
                    quote(&words.join(" "))
                )?;
                return Ok(());
            }
        };
        writeln!(out, "response {answer}")?;
        Ok(())
    }
}

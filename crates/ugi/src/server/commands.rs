//! The commands that set the engine up: `setoption` and `position`.

use std::path::Path;
use std::sync::Arc;

use ludeme_core::Oracle;
use ludeme_players::PLAYER_NAMES;
use ludeme_registry::Registered;
use ludeme_session::Session;

use super::{Server, HASH_MAX, THREADS_MAX};
use crate::play_ugi_move;
use ludeme_session::quote;

impl<G: Registered> Server<G> {
    /// `setoption name N value V`.
    pub(super) fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let (name, value) = match words {
            ["name", rest @ ..] => {
                let at = rest.iter().position(|&w| w == "value");
                let name = rest[..at.unwrap_or(rest.len())].join(" ");
                let value = at.map(|at| rest[at + 1..].join(" ")).unwrap_or_default();
                (name, value)
            }
            _ => return Err("expected setoption name NAME value VALUE".into()),
        };
        let spin = |max: usize| -> Result<usize, String> {
            match value.parse::<usize>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(format!(
                    "bad value {} for option {name}: expected a whole number from 1 to {max}",
                    quote(&value)
                )),
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "player" => {
                self.player = value.parse().map_err(|_| {
                    format!(
                        "unknown player {} for option Player: expected {PLAYER_NAMES}",
                        quote(&value)
                    )
                })?;
            }
            "hash" => self.hash_mb = spin(HASH_MAX)?,
            "threads" => self.threads = spin(THREADS_MAX as usize)? as u32,
            "tables" => self.oracle = self.tables(&value)?,
            _ => return Err(format!("no option {}", quote(&name))),
        }
        self.ab = None;
        self.generation += 1;
        Ok(())
    }

    /// The endgame tables of the directory `value` as the oracle of this
    /// game (none for an empty value or `<empty>`).
    fn tables(&self, value: &str) -> Result<Option<Arc<dyn Oracle<G>>>, String> {
        if value.is_empty() || value == "<empty>" {
            return Ok(None);
        }
        ludeme_registry::open_tables(Path::new(value))
            .and_then(|tables| ludeme_registry::endgame_oracle(&tables, &self.rules))
            .map(Some)
            .map_err(|e| format!("bad value {} for option Tables: {e}", quote(value)))
    }

    /// The game a `position` line sets up (nothing changes on an error).
    pub(super) fn position(&self, words: &[&str]) -> Result<Session<G>, String> {
        let moves_at = words.iter().position(|&w| w == "moves");
        let (setup, moves) = match moves_at {
            Some(at) => (&words[..at], &words[at + 1..]),
            None => (words, &[][..]),
        };
        let mut game = match setup {
            ["startpos"] => Session::from_game(G::start_with(&self.rules)),
            ["fen", text @ ..] if !text.is_empty() => {
                Session::from_text_with(&self.rules, Some(&text.join(" ")))
                    .map_err(|e| e.to_string())?
            }
            _ => {
                return Err(format!(
                    "expected position startpos|fen TEXT [moves ...], not {}",
                    quote(&words.join(" "))
                ))
            }
        };
        for (n, word) in moves.iter().enumerate() {
            play_ugi_move(&mut game, word)
                .map_err(|why| format!("move {} of the list, {}: {why}", n + 1, quote(word)))?;
        }
        Ok(game)
    }
}

//! The games of a match taken in game order, whichever thread played
//! them: each game's record appended to the `--save` file, player A's
//! results counted for the statistics under the table, and the `--sprt`
//! test asked after each game (or pair of games) whether the match is
//! over.

use std::path::Path;

use ludeme_stats::{
    elo_line, pentanomial_line, sprt_line, GameResult, Pentanomial, Sprt, SprtDecision, Wdl,
};

use crate::{Played, SaveError};

/// The games of a match so far, in game order.
pub struct Ledger<'a> {
    /// The players' names, in `--players` order (for the `Seats` tag).
    names: Vec<String>,
    /// Where to append each game's record.
    save: Option<&'a Path>,
    /// Two players in two seats: the statistics of player A, the first.
    two: bool,
    /// Games played in pairs (an even number of games, seats swapped
    /// between games `2k` and `2k + 1`): the SPRT counts pairs.
    paired: bool,
    sprt: Option<Sprt>,
    /// Player A's results, by game and by pair.
    wdl: Wdl,
    pairs: Pentanomial,
    /// A's result in the last game, while its pair is incomplete.
    first_of_pair: Option<GameResult>,
    /// The games, in order (their records taken once saved).
    pub played: Vec<Played>,
}

impl<'a> Ledger<'a> {
    /// The ledger of a match of `games` games at most between players
    /// `names` in `seats` seats.
    pub fn new(
        names: Vec<String>,
        seats: usize,
        games: u32,
        save: Option<&'a Path>,
        sprt: Option<Sprt>,
    ) -> Ledger<'a> {
        let two = names.len() == 2 && seats == 2;
        Ledger {
            names,
            save,
            two,
            paired: two && games % 2 == 0,
            sprt,
            wdl: Wdl::default(),
            pairs: Pentanomial::default(),
            first_of_pair: None,
            played: Vec::new(),
        }
    }

    /// The number of games taken so far (the number of the next one, from
    /// 0).
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.played.len()
    }

    /// Takes the next game in order: appends its record to the `--save`
    /// file (with `Seats`, `Date` and `Round` tags) and counts it; `false`
    /// once the SPRT has decided, and the match is over.
    ///
    /// # Errors
    /// The record cannot be written ([`SaveError`]: the file and the I/O
    /// error).
    pub fn add(&mut self, mut game: Played) -> Result<bool, SaveError> {
        let round = self.played.len() + 1;
        if let (Some(path), Some(mut record)) = (self.save, game.record.take()) {
            let seats: Vec<&str> = game
                .seating
                .iter()
                .map(|&p| self.names[p].as_str())
                .collect();
            record.set_tag("Seats", seats.join(", "));
            record.set_tag("Date", crate::save::today());
            record.set_tag("Round", round.to_string());
            crate::save::append_text(path, &record.to_string())?;
        }
        game.record = None;
        if self.two {
            let seat = game.seating.iter().position(|&p| p == 0).expect("A plays");
            let result = game.results[seat];
            self.wdl.add(result);
            match self.first_of_pair.take() {
                Some(first) => self.pairs.add_pair(first, result),
                None => self.first_of_pair = Some(result),
            }
        }
        self.played.push(game);
        let due = self.first_of_pair.is_none() || !self.paired;
        Ok(match self.sprt {
            Some(sprt) if due => sprt.decide(self.llr()) == SprtDecision::Continue,
            _ => true,
        })
    }

    /// The SPRT's log-likelihood ratio after the games so far:
    /// pentanomial on the pairs when the games are paired, else trinomial.
    fn llr(&self) -> f64 {
        match self.sprt {
            Some(sprt) if self.paired => sprt.llr_pairs(self.pairs),
            Some(sprt) => sprt.llr(self.wdl),
            None => 0.0,
        }
    }

    /// The lines under the table of a match of two players in two seats
    /// (none otherwise): the Elo difference of A (the first player), the
    /// pair counts when every game has its pair, and the SPRT.
    pub fn statistics(&self) -> Vec<String> {
        if !self.two {
            return Vec::new();
        }
        let mut lines = vec![elo_line(self.wdl)];
        if self.first_of_pair.is_none() && !self.played.is_empty() {
            lines.push(pentanomial_line(self.pairs));
        }
        if let Some(sprt) = &self.sprt {
            lines.push(sprt_line(sprt, self.llr()));
        }
        lines
    }
}

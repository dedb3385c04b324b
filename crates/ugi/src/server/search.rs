//! `go`: a roll at a chance node, or a search on a thread of its own that
//! reports `info` lines and its answer to the loop.

use std::io::{self, Write};
use std::sync::atomic::Ordering;
use std::sync::mpsc::Sender;
use std::sync::Arc;
use std::time::Duration;

use ludeme_core::Oracle;
use ludeme_core::{derive_seed, Actor, GameLine};
use ludeme_players::SEARCH_SEED;
use ludeme_players::{
    AlphaBeta, AlphaBetaConfig, Analysis, Budget, Iteration, Mcts, MctsConfig, Player, PlayerSpec,
};
use ludeme_registry::Registered;

use super::{Event, Server, Thinking};
use crate::{ugi_move, Limits};

impl<G: Registered> Server<G> {
    /// `go ...`: a roll at a chance node at once, else a search on its own
    /// thread.
    pub(super) fn go<'scope>(
        &mut self,
        words: &[&str],
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
        out: &mut (dyn Write + Send),
    ) -> io::Result<()>
    where
        G: 'scope,
    {
        if self.thinking.is_some() {
            writeln!(out, "info string error: already thinking (stop first)")?;
            return Ok(());
        }
        let (limits, errors) = Limits::parse(words);
        for error in errors {
            writeln!(out, "info string error: {error}")?;
        }
        let mut thinking = Thinking {
            infinite: limits.infinite,
            stopped: false,
            best: None,
        };
        match self.game.to_act() {
            Actor::Seat(seat) => {
                self.stop.store(false, Ordering::Relaxed);
                self.think(usize::from(seat.0), &limits, scope, events);
            }
            Actor::Chance => {
                // A manager sends the rolls in `moves`; asked to move at a
                // chance node, the engine rolls the die itself.
                let roll = self.game.game().sample_move(&mut self.dice);
                thinking.best = Some(roll.map_or_else(|| "(none)".into(), |mv| ugi_move(&mv)));
            }
            _ => {
                let why = self.game.outcome_text().unwrap_or_default();
                writeln!(out, "info string error: no move: the game is over ({why})")?;
                thinking.best = Some("(none)".into());
            }
        }
        self.thinking = Some(thinking);
        self.answer_if_due(out)
    }

    /// Starts the search for `seat` on a thread of `scope`.
    fn think<'scope>(
        &mut self,
        seat: usize,
        limits: &Limits,
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
    ) where
        G: 'scope,
    {
        let record = self.game.line().clone();
        // `infinite` thinks until `stop`, whatever else the line says.
        let time = limits.think_time(seat).filter(|_| !limits.infinite);
        let events = events.clone();
        let generation = self.generation;
        let seed = derive_seed(self.seed, SEARCH_SEED, self.searches);
        self.searches += 1;
        let ab = match self.player {
            PlayerSpec::AlphaBeta(own, contempt) => {
                let mut ab = self.ab.take().unwrap_or_else(|| {
                    let mut config = AlphaBetaConfig::new(own);
                    config.table_bits = table_bits(self.hash_mb);
                    config.contempt = contempt;
                    AlphaBeta::new(config).with_stop(Arc::clone(&self.stop))
                });
                let config = ab.config_mut();
                config.max_depth = limits.depth.unwrap_or(64);
                let clock = limits.move_budget(seat, record.position().moves_left());
                config.budget = match (limits.nodes, time, limits.depth) {
                    _ if limits.infinite => Budget::Depth(config.max_depth),
                    (Some(n), _, _) => Budget::Nodes(n),
                    (_, Some(t), _) => clock.unwrap_or(Budget::Time(t)),
                    (_, _, Some(d)) => Budget::Depth(d),
                    _ => own,
                };
                Some(ab)
            }
            PlayerSpec::Plain(depth) => Some(
                AlphaBeta::new(AlphaBetaConfig::plain(depth)).with_stop(Arc::clone(&self.stop)),
            ),
            _ => None,
        };
        let spec = self.player;
        let threads = self.threads;
        let nodes = limits.nodes.filter(|_| !limits.infinite);
        let oracle = self.oracle.clone();
        scope.spawn(move || {
            let oracle = oracle.as_deref();
            let (best, ab) = match ab {
                Some(mut ab) => (search(&mut ab, &record, oracle, &events), Some(ab)),
                None => {
                    let mut player = other_player::<G>(spec, seed, threads, time, nodes);
                    (player.choose_knowing(&record, oracle), None)
                }
            };
            let best = best.map_or_else(|| "(none)".into(), |mv| ugi_move(&mv));
            let _ = events.send(Event::Done {
                best,
                ab,
                generation,
            });
        });
    }
}

/// The alpha-beta player's move in the game of `record`, each iteration
/// sent as an `info` line: the endgame tables' move where they hold the
/// position (said in an `info string`), else the search's, consulting them.
fn search<G: Registered>(
    ab: &mut AlphaBeta,
    record: &GameLine<G>,
    oracle: Option<&dyn Oracle<G>>,
    events: &Sender<Event>,
) -> Option<G::Move> {
    let report = |iteration: &Iteration<G::Move>| {
        let _ = events.send(Event::Info(info_line(iteration)));
    };
    let analysis = ab.analyse_knowing(record, oracle, report);
    if let Some(Analysis::Known { mv, .. }) = &analysis {
        let line = format!("info string endgame tables: {}", ugi_move(mv));
        let _ = events.send(Event::Info(line));
    }
    analysis
        .and_then(|analysis| analysis.best_move().copied())
        .or_else(|| record.position().legal_moves().first().copied())
}

/// The alpha-beta table's size as a power of two of 16-byte entries, for
/// `hash_mb` MiB (rounded down).
fn table_bits(hash_mb: usize) -> u32 {
    16 + hash_mb.max(1).ilog2()
}

/// A player other than alpha-beta: MCTS within `time` if given (its
/// iterations `nodes` if given, trees `threads` unless its name says),
/// the others as they are.
fn other_player<G: Registered>(
    spec: PlayerSpec,
    seed: u64,
    threads: u32,
    time: Option<Duration>,
    nodes: Option<u64>,
) -> Box<dyn Player<G>> {
    match spec {
        PlayerSpec::Mcts { iterations, trees } => {
            let iterations = nodes.map_or(iterations, |n| n.min(u64::from(u32::MAX)) as u32);
            let trees = if trees == 1 { threads } else { trees };
            let mut config = MctsConfig::iterations(iterations)
                .with_seed(seed)
                .with_trees(trees);
            config.time_limit = time;
            Box::new(Mcts::new(config))
        }
        spec => spec.build(seed),
    }
}

/// An iteration as UGI's `info` line: the score in centipawns from the
/// side to move (the heuristic's full range is ±1000; a forced win or
/// loss in n plies is ±(100000 − n); one the endgame tables know, reached
/// by a capture in n plies, ±(90000 − n)).
fn info_line<M: std::fmt::Display>(iteration: &Iteration<M>) -> String {
    let cp = match (iteration.mate_in(), iteration.oracle_in()) {
        (Some(n), _) if n > 0 => 100_000 - n,
        (Some(n), _) => -100_000 - n,
        (None, Some(n)) if n > 0 => 90_000 - n,
        (None, Some(n)) => -90_000 - n,
        (None, None) => iteration.score / 10,
    };
    let ms = iteration.elapsed.as_millis();
    let nps = u128::from(iteration.nodes) * 1000 / ms.max(1);
    let pv: Vec<String> = iteration.principal_variation.iter().map(ugi_move).collect();
    format!(
        "info depth {} score cp {cp} nodes {} nps {nps} time {ms} pv {}",
        iteration.depth,
        iteration.nodes,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sized_in_mib() {
        assert_eq!(table_bits(16), 20);
        assert_eq!(table_bits(1), 16);
        assert_eq!(table_bits(4096), 28);
        assert_eq!(table_bits(100), 22);
    }
}

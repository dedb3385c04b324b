//! The games of a match on threads, handed to the ledger in game order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

use crate::{Ledger, Played, SaveError};

/// Plays games `0..games` with `play` on `threads` threads (0: one per
/// core) and gives each to `ledger` in game order, a game finished early
/// waiting for those before it. Once the ledger says the match is over
/// (its SPRT decided) or fails, no game starts; games already under way
/// are finished and left out, so that the games counted are the same for
/// any number of threads.
///
/// # Errors
/// The ledger's: a record that cannot be written ([`SaveError`]).
pub fn play_in_order(
    games: u32,
    threads: usize,
    play: impl Fn(u32) -> Played + Sync,
    ledger: &mut Ledger<'_>,
) -> Result<(), SaveError> {
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => n,
    }
    .min(games as usize)
    .max(1);
    if threads == 1 {
        for g in 0..games {
            if !ledger.add(play(g))? {
                break;
            }
        }
        return Ok(());
    }
    // The next game to start, counted in 64 bits: each thread takes one
    // past the last game before it stops.
    let next = AtomicU64::new(0);
    let over = AtomicBool::new(false);
    let (send, done) = mpsc::channel::<(u32, Played)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let send = send.clone();
            let (next, over, play) = (&next, &over, &play);
            scope.spawn(move || {
                while !over.load(Ordering::Relaxed) {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    let Ok(g) = u32::try_from(g) else { return };
                    if g >= games || send.send((g, play(g))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(send);
        let mut waiting = BTreeMap::new();
        let mut result = Ok(());
        // Until every thread has ended: the games after the end are
        // received and dropped.
        for (g, played) in done {
            if over.load(Ordering::Relaxed) {
                continue;
            }
            waiting.insert(g, played);
            while let Some(played) = waiting.remove(&(ledger.len() as u32)) {
                match ledger.add(played) {
                    Ok(true) => {}
                    Ok(false) => {
                        over.store(true, Ordering::Relaxed);
                        break;
                    }
                    Err(e) => {
                        over.store(true, Ordering::Relaxed);
                        result = Err(e);
                        break;
                    }
                }
            }
        }
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seating;
    use ludeme_stats::{GameResult, Sprt};

    /// Game `g` of a made-up match: it takes longer the earlier it is (so
    /// that games finish out of order); A wins it unless `g` is a multiple
    /// of 3 (a draw); `plies` is `g`.
    fn fake(g: u32) -> Played {
        std::thread::sleep(std::time::Duration::from_millis(u64::from(12 - g % 12)));
        let a = if g % 3 == 0 {
            GameResult::Draw
        } else {
            GameResult::Win
        };
        let b = match a {
            GameResult::Win => GameResult::Loss,
            other => other,
        };
        let seating = seating(2, g);
        let results = if seating[0] == 0 {
            vec![a, b]
        } else {
            vec![b, a]
        };
        Played {
            seating,
            results,
            plies: g as usize,
            moves: vec![0; 2],
            thinking: vec![std::time::Duration::ZERO; 2],
            fault: None,
            faulty: None,
            record: None,
        }
    }

    fn names() -> Vec<String> {
        vec!["a".into(), "b".into()]
    }

    #[test]
    fn games_come_in_order_on_any_number_of_threads() {
        for threads in [1, 3, 8] {
            let mut ledger = Ledger::new(names(), 2, 30, None, None);
            play_in_order(30, threads, fake, &mut ledger).unwrap();
            let plies: Vec<usize> = ledger.played.iter().map(|p| p.plies).collect();
            assert_eq!(plies, (0..30).collect::<Vec<_>>(), "{threads} threads");
        }
    }

    #[test]
    fn a_decided_test_ends_the_match_at_the_same_game_on_any_number_of_threads() {
        let sprt: Sprt = "elo0=0,elo1=300".parse().unwrap();
        let mut ends = Vec::new();
        for (games, threads) in [(200, 1), (200, 4), (199, 1), (199, 4)] {
            let mut ledger = Ledger::new(names(), 2, games, None, Some(sprt));
            play_in_order(games, threads, fake, &mut ledger).unwrap();
            let n = ledger.played.len();
            assert!(n < games as usize, "{games} games, {threads} threads");
            let plies: Vec<usize> = ledger.played.iter().map(|p| p.plies).collect();
            assert_eq!(plies, (0..n).collect::<Vec<_>>());
            let last = ledger.statistics().pop().unwrap();
            assert!(last.ends_with(" - H1 was accepted"), "{last}");
            ends.push(n);
        }
        assert_eq!(ends[0], ends[1]);
        assert_eq!(ends[2], ends[3]);
        // Pairs: the test is asked after whole pairs only.
        assert_eq!(ends[0] % 2, 0);
    }
}

//! Stepping the games on one thread or several: blocks of consecutive
//! games with their rows, one task each.

use crate::lane::Lane;
use crate::outputs::{Outputs, Rows};
use ludeme_core::{Actions, History};

/// Below this many games a task is not worth handing to another thread
/// (measured on two cores: at 64 games the pool took twice as long as one
/// thread; at 1,024 it was 1.2-1.7 times as fast).
#[cfg(feature = "rayon")]
pub(crate) const MIN_GAMES_A_TASK: usize = 128;

/// A pool of threads of a vector's own (feature `rayon`; none without).
#[cfg(feature = "rayon")]
pub(crate) type Pool = rayon::ThreadPool;
/// A pool of threads of a vector's own (feature `rayon`; none without).
#[cfg(not(feature = "rayon"))]
pub(crate) type Pool = core::convert::Infallible;

/// A pool of `threads` threads, if more than one is asked for (and the
/// `rayon` feature is on).
pub(crate) fn pool_of(threads: usize) -> Option<std::sync::Arc<Pool>> {
    #[cfg(feature = "rayon")]
    if threads > 1 {
        return rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .ok()
            .map(std::sync::Arc::new);
    }
    let _ = threads;
    None
}

/// Where the games are stepped.
#[derive(Clone, Copy)]
#[cfg_attr(not(feature = "rayon"), allow(dead_code))]
pub(crate) enum Threads<'a> {
    /// On the calling thread.
    One,
    /// On rayon's global pool, or on this pool.
    Pool(Option<&'a Pool>),
}

impl<'a> Threads<'a> {
    /// Where `games` games are stepped when `threads` are asked for (see
    /// [`crate::VectorOptions::threads`]), with the vector's own `pool`.
    pub(crate) fn choose(threads: usize, games: usize, pool: Option<&'a Pool>) -> Threads<'a> {
        #[cfg(feature = "rayon")]
        if threads != 1 && games >= 2 * MIN_GAMES_A_TASK {
            return Threads::Pool(pool);
        }
        let _ = (threads, games, pool);
        Threads::One
    }
}

/// Runs `play` on each game with its action (it says whether the ply limit
/// cut the game), then writes the game's rows; `sizes`: an observation's,
/// a mask row's and a reward row's lengths.
pub(crate) fn run<G: Actions + History + Send>(
    lanes: &mut [Lane<G>],
    threads: Threads<'_>,
    actions: &[i64],
    out: &mut Outputs<'_>,
    sizes: (usize, usize, usize),
    play: impl Fn(&mut Lane<G>, i64) -> bool + Sync,
) where
    G::Move: Send,
{
    #[cfg(feature = "rayon")]
    if let Threads::Pool(pool) = threads {
        use rayon::prelude::*;
        let block = MIN_GAMES_A_TASK;
        let blocks: alloc::vec::Vec<Outputs<'_>> = out.blocks(block, sizes).collect();
        let run = || {
            lanes
                .par_chunks_mut(block)
                .zip(actions.par_chunks(block))
                .zip(blocks.into_par_iter())
                .for_each(|((lanes, actions), out)| run_block(lanes, actions, out, sizes, &play));
        };
        match pool {
            Some(pool) => pool.install(run),
            None => run(),
        }
        return;
    }
    let _ = threads;
    // One block of every game (none when there is no game).
    let every = lanes.len().max(1);
    if let Some(out) = out.blocks(every, sizes).next() {
        run_block(lanes, actions, out, sizes, &play);
    }
}

/// [`run`] over consecutive games and their rows, on this thread.
fn run_block<G: Actions + History>(
    lanes: &mut [Lane<G>],
    actions: &[i64],
    out: Outputs<'_>,
    (obs_len, width, seats): (usize, usize, usize),
    play: &impl Fn(&mut Lane<G>, i64) -> bool,
) {
    let rows = Rows {
        observation: out.observation.chunks_mut(obs_len.max(1)),
        mask: out.legal_action_mask.chunks_mut(width.max(1)),
        current_player: out.current_player.iter_mut(),
        rewards: out.rewards.chunks_mut(seats.max(1)),
        terminated: out.terminated.iter_mut(),
        truncated: out.truncated.iter_mut(),
    };
    for ((lane, &action), row) in lanes.iter_mut().zip(actions).zip(rows) {
        let truncated = play(lane, action);
        lane.write(truncated, row);
    }
}

//! A node's moves after the first: principal variation search (a null
//! window first) and late move reductions (a quiet move late in the order
//! first searched shallower), each searched again in full when it may be
//! better.

/// Late move reductions: quiet moves from this one on (in search order)
/// are first searched a ply shallower, from this depth on...
const REDUCE_AFTER: usize = 3;
const REDUCE_FROM_DEPTH: u32 = 3;
/// ... and two plies shallower from this move and depth on.
const REDUCE_MORE_AFTER: usize = 12;
const REDUCE_MORE_FROM_DEPTH: u32 = 5;

/// Late move reductions: the plies by which a move is first searched
/// shallower, when `searched` moves were searched before it at a node
/// `depth` deep; only a quiet move (neither tactical nor a killer) is.
#[inline]
pub(super) fn reduction(searched: usize, depth: u32, tactical: bool, killer: bool) -> u32 {
    let quiet = !tactical && !killer;
    match (searched, depth) {
        _ if !quiet => 0,
        (n, d) if n >= REDUCE_MORE_AFTER && d >= REDUCE_MORE_FROM_DEPTH => 2,
        (n, d) if n >= REDUCE_AFTER && d >= REDUCE_FROM_DEPTH => 1,
        _ => 0,
    }
}

/// Searches a move after the first at a node `depth` deep, of window
/// `alpha`..`beta`: with the null window just past the bound it must beat
/// (principal variation search), first `reduction` plies shallower (late
/// move reductions); while it may be better, again at the full depth, then
/// with the full window. `search_child(depth, low, high)` searches the
/// move's child, `None` once the budget ends the search (which ends this
/// too).
#[inline]
pub(super) fn search_later_move(
    maximising: bool,
    (alpha, beta): (i32, i32),
    depth: u32,
    reduction: u32,
    mut search_child: impl FnMut(u32, i32, i32) -> Option<i32>,
) -> Option<i32> {
    let (low, high) = if maximising {
        (alpha, alpha + 1)
    } else {
        (beta - 1, beta)
    };
    let beats = |score: i32| {
        if maximising {
            score > alpha
        } else {
            score < beta
        }
    };
    let mut score = search_child(depth - 1 - reduction, low, high)?;
    if reduction > 0 && beats(score) {
        score = search_child(depth - 1, low, high)?;
    }
    if beats(score) && beta - alpha > 1 {
        score = search_child(depth - 1, alpha, beta)?;
    }
    Some(score)
}

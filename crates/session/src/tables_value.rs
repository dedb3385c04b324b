//! [`TablesValue`]: what endgame tables know of a session's position, for
//! one seat; and how a session by name finds its game's tables.

use alloc::sync::Arc;

use ludeme_core::{Actor, Known, Side};
use ludeme_registry::{Registered, TablesError};
use ludeme_tables::Tables;

use crate::Session;

/// The refusal of tables that do not know the position.
pub(crate) fn not_known() -> TablesError {
    TablesError::Unanswered(Arc::new(ludeme_core::NotKnown))
}

/// The side of the seat to act, if a seat is.
pub(crate) fn mover_side<G: Registered>(session: &Session<G>) -> Option<Side> {
    match session.to_act() {
        Actor::Seat(seat) => Some(session.game().side_of(seat)),
        _ => None,
    }
}

/// What endgame tables know of a position (or a move) for one seat: its
/// value and the plies to the irreversible move that decides it.
///
/// ```
/// use ludeme_core::{Known, Side, Verdict};
/// use ludeme_session::TablesValue;
/// let won = TablesValue::of(Known::new(Verdict::Win(Side(0)), Some(5)), Side(0));
/// assert_eq!((won.value, won.dtc), (1, Some(5)));
/// assert_eq!(won.to_string(), "win in 5");
/// let lost = TablesValue::of(Known::new(Verdict::Win(Side(0)), Some(8)), Side(1));
/// assert_eq!(lost.to_string(), "loss in 8");
/// assert_eq!(TablesValue::of(Known::new(Verdict::Draw, None), Side(1)).to_string(), "draw");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TablesValue {
    /// 1 (a win), 0 (a draw) or -1 (a loss).
    pub value: i32,
    /// Plies to the irreversible move that decides it (that move
    /// included); `None` where none does (the piece count decides).
    pub dtc: Option<u32>,
}

impl TablesValue {
    /// What `known` says for `side`.
    pub fn of(known: Known, side: Side) -> TablesValue {
        TablesValue {
            value: known.value_for(side),
            dtc: known.distance,
        }
    }
}

impl core::fmt::Display for TablesValue {
    /// `win in 5`, `draw`, `loss in 8`; `win` or `loss` alone where the
    /// piece count decides.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let word = match self.value {
            1 => "win",
            -1 => "loss",
            _ => return f.write_str("draw"),
        };
        match self.dtc {
            Some(plies) => write!(f, "{word} in {plies}"),
            None => f.write_str(word),
        }
    }
}

/// `tables` as the oracle of `G` under the session's rules.
pub(crate) fn endgame_oracle<G: Registered>(
    session: &Session<G>,
    tables: &Arc<Tables>,
) -> Result<Arc<dyn ludeme_core::Oracle<G>>, TablesError> {
    ludeme_registry::endgame_oracle(tables, &session.game().rules())
}

//! What a vector refuses.

/// Why [`crate::VectorGame::step`] refused a batch of actions (no game
/// changed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum VectorError {
    /// Not one action per game.
    #[error("{given} actions for {games} games: one action per game")]
    Count {
        /// How many actions were given.
        given: usize,
        /// How many games there are.
        games: usize,
    },
    /// An action that is not legal in its game.
    #[error("game {game}: action {action} is not legal ({reason})")]
    Illegal {
        /// The game's index.
        game: usize,
        /// The action given.
        action: i64,
        /// Why.
        reason: ActionRefusal,
    },
    /// Output arrays of the wrong length.
    #[error("the {name} array holds {given} values, not {wanted}")]
    Output {
        /// Which output.
        name: &'static str,
        /// Its length.
        given: usize,
        /// The length it needs.
        wanted: usize,
    },
}

pub use ludeme_session::ActionRefusal;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{VectorGame, VectorOptions};
    use ludeme_core::Game;
    use ludeme_registry::surakarta::Position;
    use ludeme_session::Session;

    /// The refusal of `action` in the first game of a vector of one
    /// Surakarta game at its start.
    fn refusal(action: i64) -> VectorError {
        let mut games = VectorGame::with_options(Position::start(), VectorOptions::new(1));
        let mut out = games.buffers();
        games.reset(None, &mut out.outputs()).unwrap();
        games.step(&[action], &mut out.outputs()).unwrap_err()
    }

    #[test]
    fn an_action_out_of_range_is_refused_as_such() {
        for action in [-1, i64::MIN, i64::from(u32::MAX) + 1] {
            let error = refusal(action);
            assert_eq!(
                error,
                VectorError::Illegal {
                    game: 0,
                    action,
                    reason: ActionRefusal::OutOfRange
                }
            );
            assert_eq!(
                error.to_string(),
                format!("game 0: action {action} is not legal (no action is negative or so large)")
            );
        }
    }

    #[test]
    fn an_action_not_legal_now_is_refused_in_the_sessions_words() {
        let session = Session::from_game(Position::start());
        let legal = session.next_actions().len();
        for action in [9_999_999, i64::from(u32::MAX)] {
            let error = refusal(action);
            let reason = ActionRefusal::NotAmong { legal };
            assert_eq!(
                error,
                VectorError::Illegal {
                    game: 0,
                    action,
                    reason
                }
            );
            // The words the session gives for the same refusal.
            let words = session.decide(action).unwrap_err().to_string();
            assert_eq!(words, format!("illegal action {action}: {reason}"));
            assert_eq!(
                error.to_string(),
                format!(
                    "game 0: action {action} is not legal (not among the {legal} legal actions)"
                )
            );
        }
    }
}

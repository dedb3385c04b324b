//! What loses a game by a fault ([`Fault`]), and the side that lost it so
//! ([`Forfeit`]), worded as the game's record and the table say them.

use std::time::Duration;

use ludeme_registry::{AnyError, AnyMove, GameError, Registered};
use ludeme_session::{quote, Refusal, Session};
use ludeme_ugi::client::EngineFault;

/// Why a player lost a game by a fault. A game's own errors are kept as
/// the by-name [`AnyError`] and moves as [`AnyMove`] (a game played goes
/// between threads; the words are the game's own).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum Fault {
    /// What an engine did wrong: it crashed, hung, answered with no move,
    /// or did not get ready for the game.
    #[error(transparent)]
    Engine(#[from] EngineFault),
    /// A built-in player found no move where it was to move.
    #[error("{player} found no move")]
    NoMove {
        /// The player's name.
        player: String,
    },
    /// The player's clock ran out while it thought.
    #[error(
        "lost on time: {} ms used with {} ms on the clock",
        used.as_millis(),
        left.as_millis()
    )]
    OnTime {
        /// The time the move took.
        used: Duration,
        /// The time that was on the clock.
        left: Duration,
    },
    /// An engine's move that is no move of the game.
    #[error("unreadable move {}: {source}", quote(word))]
    UnreadableMove {
        /// The move as the engine sent it.
        word: String,
        /// Why the game does not read it.
        source: AnyError,
    },
    /// A move the game refuses, or any move once the game is over.
    #[error("illegal move {mv}: {reason}")]
    Illegal {
        /// The move.
        mv: AnyMove,
        /// Why it is refused: the game's own reason, or the session's.
        #[source]
        reason: Refusal<AnyError>,
    },
}

/// A game lost by a fault: the side at fault and why, in the words of the
/// record's `Termination` tag (`red+yellow loses: illegal move d2-d9: …`).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{side} loses: {fault}")]
#[non_exhaustive]
pub struct Forfeit {
    /// The side's name.
    pub side: String,
    /// What it did wrong.
    #[source]
    pub fault: Fault,
}

impl Forfeit {
    /// The forfeit of `side` (its name) for `fault`.
    pub fn new(side: String, fault: Fault) -> Forfeit {
        Forfeit { side, fault }
    }
}

/// Plays `mv` in `game` if the session takes it; else the fault.
pub(crate) fn play_checked<G: Registered>(game: &mut Session<G>, mv: G::Move) -> Result<(), Fault> {
    game.check(mv).map_err(|reason| Fault::Illegal {
        mv: G::any_move(mv),
        reason: by_name::<G>(reason),
    })?;
    // Checked: one of the legal moves of a game that goes on.
    game.play_unchecked(mv);
    Ok(())
}

/// Plays the move an engine sent as `word`, if it reads and the session
/// takes it; else the fault.
pub(crate) fn play_word<G: Registered>(game: &mut Session<G>, word: &str) -> Result<(), Fault> {
    let mv = game
        .game()
        .parse_move(word)
        .map_err(|e| Fault::UnreadableMove {
            word: word.to_string(),
            source: G::any_error(GameError::MoveText(e)),
        })?;
    play_checked(game, mv)
}

/// A session's refusal with the game's own reason made by-name. A kind of
/// refusal this crate does not know yet counts as [`Refusal::NotLegal`].
fn by_name<G: Registered>(refusal: Refusal<G::IllegalMove>) -> Refusal<AnyError> {
    match refusal {
        Refusal::Rule(e) => Refusal::Rule(G::any_error(GameError::Illegal(e))),
        Refusal::GameOver => Refusal::GameOver,
        Refusal::Incomplete => Refusal::Incomplete,
        Refusal::NotFollowing => Refusal::NotFollowing,
        _ => Refusal::NotLegal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_core::Game;
    use ludeme_registry::barca::Position;

    #[test]
    fn a_refused_move_is_worded_as_the_session_words_it() {
        let mut game = Session::from_game(Position::start());
        for text in ["d2-d9", "a1-a2", "zz"] {
            let mut session = game.clone();
            let words = session.play(text).unwrap_err().to_string();
            let fault = play_word(&mut game, text).unwrap_err();
            match text {
                "zz" => {
                    assert!(matches!(fault, Fault::UnreadableMove { .. }), "{fault:?}");
                    assert_eq!(
                        fault.to_string(),
                        words.replace("not a move", "unreadable move \"zz\"")
                    );
                }
                _ => {
                    assert!(matches!(fault, Fault::Illegal { .. }), "{fault:?}");
                    assert_eq!(fault.to_string(), words);
                }
            }
        }
        // Nothing was played.
        assert_eq!(game.line().plies(), 0);
        let legal = game.game().legal_moves()[0];
        assert_eq!(play_checked(&mut game, legal), Ok(()));
        assert_eq!(game.line().plies(), 1);
    }

    #[test]
    fn a_forfeit_names_the_side_and_the_fault() {
        let fault = Fault::OnTime {
            used: Duration::from_millis(1500),
            left: Duration::from_millis(1200),
        };
        let forfeit = Forfeit::new("white".into(), fault.clone());
        assert_eq!(
            forfeit.to_string(),
            "white loses: lost on time: 1500 ms used with 1200 ms on the clock"
        );
        assert_eq!(
            std::error::Error::source(&forfeit).map(|s| s.to_string()),
            Some(fault.to_string())
        );
        let engine = Fault::from(EngineFault::NoMove {
            within: Duration::from_millis(2_500),
        });
        assert_eq!(
            engine.to_string(),
            "engine hung: no bestmove within 2.50 s: stopped"
        );
        let none = Fault::NoMove {
            player: "mcts:9".into(),
        };
        assert_eq!(none.to_string(), "mcts:9 found no move");
    }
}

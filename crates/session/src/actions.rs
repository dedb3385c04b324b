//! A session's legal moves, by move text and by action number: a move in
//! two decisions (Barricade's piece move, then the barricade's place) is
//! played one decision at a time, the first kept pending.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{Actions, Decision, History, LegalActions, ObservationSink};

use crate::{ActionRefusal, Refusal, Session, SessionError};

/// An action decided now, with what it amounts to: what
/// [`Session::commit`] plays without deciding it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided<M> {
    action: u32,
    completes: Option<M>,
}

impl<G: Actions + History> Session<G> {
    /// The legal moves with their actions (none once the game is over),
    /// worked out once per position.
    pub fn legal_actions(&self) -> &LegalActions<G::Move> {
        &self.legal
    }

    /// The first actions already decided of a move in two decisions
    /// (empty otherwise).
    pub fn pending(&self) -> &[u32] {
        &self.pending
    }

    /// The legal moves now (at a chance node, its outcomes), in the order
    /// `ludeme moves` lists them; after the first decision of a move in
    /// two, the moves that complete it; none once the game is over.
    pub fn legal_moves(&self) -> Vec<G::Move> {
        if self.is_over() {
            return Vec::new();
        }
        let moves = self.game().legal_moves();
        if self.pending.is_empty() {
            return moves.to_vec();
        }
        moves
            .iter()
            .copied()
            .filter(|&mv| self.completes_pending(mv))
            .collect()
    }

    /// [`Session::legal_moves`] in move text.
    pub fn legal_move_texts(&self) -> Vec<String> {
        self.legal_moves().iter().map(ToString::to_string).collect()
    }

    /// Whether `mv` completes the decision already taken (or none is).
    pub(crate) fn completes_pending(&self, mv: G::Move) -> bool {
        self.pending.is_empty() || self.game().actions_of(mv).starts_with(&self.pending)
    }

    /// The action numbers that may be played now, sorted (at a chance
    /// node, its outcomes; after a first decision, the second ones; none
    /// once the game is over).
    pub fn next_actions(&self) -> &[u32] {
        self.legal_actions().following(&self.pending)
    }

    /// Plays an action number: a whole move, or the first decision of a
    /// move in two (the same seat then decides the second). Returns the
    /// move when the action completes one.
    ///
    /// # Errors
    /// [`SessionError::IllegalAction`] for an action that is not legal
    /// now; the session is then unchanged.
    pub fn play_action(&mut self, action: i64) -> Result<Option<G::Move>, SessionError<G>> {
        let decided = self.decide(action)?;
        Ok(self.commit(decided))
    }

    /// What an action amounts to now, decided once: [`Session::commit`]
    /// then plays it without deciding it again (the vector decides every
    /// game's action before it plays any).
    ///
    /// # Errors
    /// [`SessionError::IllegalAction`] for an action that is not legal now.
    pub fn decide(&self, action: i64) -> Result<Decided<G::Move>, SessionError<G>> {
        self.decision(action)
            .ok_or_else(|| self.illegal_action(action))
    }

    /// [`Session::decide`] without the reason of a refusal: `None` for an
    /// action that is not legal now (for a caller that words its own).
    #[inline]
    pub fn decision(&self, action: i64) -> Option<Decided<G::Move>> {
        let decided = u32::try_from(action).ok()?;
        let decision = match *self.pending {
            [] => self.legal.decide(&[decided]),
            [first] => self.legal.decide(&[first, decided]),
            _ => Decision::Illegal,
        };
        match decision {
            Decision::Completes(mv) => Some(Decided {
                action: decided,
                completes: Some(mv),
            }),
            Decision::Begins => Some(Decided {
                action: decided,
                completes: None,
            }),
            _ => None,
        }
    }

    /// Plays an action that [`Session::decide`] decided in this very
    /// state: the move it completes (returned), or a first decision kept
    /// pending.
    pub fn commit(&mut self, decided: Decided<G::Move>) -> Option<G::Move> {
        match decided.completes {
            Some(mv) => {
                // From the legal list of a game that goes on.
                self.played(mv);
                Some(mv)
            }
            None => {
                self.pending.push(decided.action);
                None
            }
        }
    }

    /// The refusal of an action that is not legal now.
    fn illegal_action(&self, action: i64) -> SessionError<G> {
        SessionError::IllegalAction {
            action,
            reason: ActionRefusal::NotAmong {
                legal: self.next_actions().len(),
            },
        }
    }

    /// The move an action completes now.
    ///
    /// # Errors
    /// [`SessionError::IllegalAction`] for an action that is not legal, or
    /// that is only the first of two decisions.
    pub fn action_to_move(&self, action: i64) -> Result<G::Move, SessionError<G>> {
        let mut decided = self.pending.clone();
        decided.push(u32::try_from(action).unwrap_or(u32::MAX));
        match self.legal_actions().decide(&decided) {
            Decision::Completes(mv) => Ok(mv),
            decision => Err(SessionError::IllegalAction {
                action,
                reason: if decision == Decision::Begins {
                    ActionRefusal::FirstOfTwo
                } else {
                    ActionRefusal::CompletesNoMove
                },
            }),
        }
    }

    /// The action to play now toward a legal move given as text: its only
    /// action, or its next decision.
    ///
    /// # Errors
    /// Text that is no move, or a move that is not legal now (or does not
    /// follow the decision already taken).
    pub fn move_to_action(&self, text: &str) -> Result<u32, SessionError<G>> {
        let state = self.game();
        let mv = state.parse_move(text).map_err(SessionError::MoveText)?;
        let steps = state.actions_of(mv);
        let legal = self.legal_actions().iter().any(|(_, m)| m == mv);
        match steps.get(self.pending.len()) {
            Some(next) if legal && steps.starts_with(&self.pending) => Ok(next),
            _ => Err(SessionError::Illegal {
                mv,
                reason: if self.pending.is_empty() {
                    Refusal::NotLegal
                } else {
                    Refusal::NotFollowing
                },
            }),
        }
    }

    /// Writes the position as the seat to act sees it (with the decision
    /// pending, if any) into `out`, which must hold
    /// [`Actions::observation_shape`]'s number of floats, all zeros.
    pub fn observe(&self, out: &mut [f32]) {
        self.game().observe(&self.pending, out);
    }

    /// [`Session::observe`] into any [`ObservationSink`] (such as a
    /// [`ludeme_core::TrackedObservation`] of a buffer written every step).
    pub fn observe_into<O: ObservationSink + ?Sized>(&self, out: &mut O) {
        self.game().observe_into(&self.pending, out);
    }
}

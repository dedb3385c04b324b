//! `GameLine`: the line of play (every position and move from the start),
//! with the history rules applied to it.

use alloc::vec::Vec;

use crate::key_counts::KeyCounts;

use crate::{EndReason, Game, History, HistoryRules, Outcome};

/// Why a [`GameLine`] refused a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameLineError<E> {
    /// The game is over (by the position or by a history rule).
    #[error("the game is over")]
    GameOver,
    /// The position refused the move.
    #[error(transparent)]
    Illegal(E),
}

/// The line of play: every position from the start, the moves between
/// them, and the history rules ([`HistoryRules`]) applied to them, with
/// undo (its text document, with tags and comments, is a game record:
/// `ludeme_record::GameRecord`).
/// It works for any game through the small [`History`] hook.
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{Game, HistoryRules, GameLine};
/// let mut game = GameLine::with_rules(DiceRace::start(), HistoryRules::NONE.with_ply_cap(Some(2)));
/// game.play("roll 2".parse()?)?;
/// game.play("+2".parse()?)?;
/// assert_eq!(game.outcome().map(|o| o.to_string()).as_deref(), Some("draw (ply cap)"));
/// assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("+2"));
/// assert_eq!(game.outcome(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine<G: Game> {
    /// Every position, the start first; never empty.
    positions: Vec<G>,
    /// The moves: `moves[i]` led from `positions[i]` to `positions[i + 1]`.
    moves: Vec<G::Move>,
    /// For each position, the index of the first position after the last
    /// irreversible move before it (0 if none): only positions from there on
    /// can repeat it.
    reversible_from: Vec<usize>,
    /// For each position, how many times it has stood since the last
    /// irreversible move before it, itself included (worked out once, when
    /// it is played: `outcome` is then free of the game's length).
    occurrences: Vec<u32>,
    /// How many positions since the last irreversible move have each
    /// Zobrist key: a position is compared with earlier ones only when its
    /// key has stood before, so a move costs no scan of the game.
    keys: KeyCounts,
    rules: HistoryRules,
}

impl<G: History> GameLine<G> {
    /// A record starting at `start`, with the game's default history rules.
    pub fn new(start: G) -> Self {
        let rules = start.history_rules();
        Self::with_rules(start, rules)
    }

    /// A record starting at `start` under `rules`.
    pub fn with_rules(start: G, rules: HistoryRules) -> Self {
        let mut keys = KeyCounts::new();
        keys.add(start.zobrist());
        GameLine {
            positions: alloc::vec![start],
            moves: Vec::new(),
            reversible_from: alloc::vec![0],
            occurrences: alloc::vec![1],
            keys,
            rules,
        }
    }

    /// The current position.
    pub fn position(&self) -> &G {
        self.positions.last().expect("a record holds its start")
    }

    /// The position the record started from.
    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    /// Every position so far, the start first and the current one last.
    pub fn positions(&self) -> &[G] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The number of plies played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The history rules in force.
    pub const fn rules(&self) -> HistoryRules {
        self.rules
    }

    /// Plies played since the last irreversible move (or the start).
    pub fn plies_since_irreversible(&self) -> usize {
        self.positions.len() - 1 - self.reversible_from[self.positions.len() - 1]
    }

    /// How many times the current position has stood (with the same player
    /// to act) since the last irreversible move: 1 the first time.
    pub fn occurrences(&self) -> usize {
        self.occurrences[self.positions.len() - 1] as usize
    }

    /// How the game ended: by the position's own rules, or by a history rule
    /// (repetition, then the no-capture limit, then the ply cap).
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome().or_else(|| self.history_outcome())
    }

    /// How a history rule ended the game (repetition, then the no-capture
    /// limit, then the ply cap), whatever the position's own rules say: the
    /// part of [`GameLine::outcome`] that a driver asks after the position's
    /// (it settled that with the legal moves, [`crate::Actions::outcome_and_legal_actions_as`]).
    pub fn history_outcome(&self) -> Option<Outcome> {
        let position = self.position();
        if let Some(n) = self.rules.repetition {
            if self.occurrences() >= n as usize {
                return Some(position.adjudicate(EndReason::Repetition));
            }
        }
        if let Some(limit) = self.rules.no_capture_limit {
            if self.plies_since_irreversible() >= limit as usize {
                return Some(position.adjudicate(EndReason::NoCaptureLimit));
            }
        }
        match self.rules.ply_cap {
            Some(cap) if self.plies() >= cap as usize => Some(Outcome::Draw {
                reason: EndReason::PlyCap,
            }),
            _ => None,
        }
    }

    /// Plays a move after checking that the game goes on and that the move
    /// is legal.
    ///
    /// # Errors
    /// [`GameLineError::GameOver`] once the game has ended (a history rule
    /// included), or the position's reason in [`GameLineError::Illegal`]; the
    /// record is then unchanged.
    pub fn play(&mut self, mv: G::Move) -> Result<(), GameLineError<G::IllegalMove>> {
        if self.outcome().is_some() {
            return Err(GameLineError::GameOver);
        }
        let mut next = self.position().clone();
        next.play(mv).map_err(GameLineError::Illegal)?;
        self.push(mv, next);
        Ok(())
    }

    /// Plays a move without checking it: the fast path for a caller that
    /// took `mv` from the current position's [`Game::legal_moves`] while
    /// [`GameLine::outcome`] was `None` (a binding playing by action number).
    ///
    /// Any other move leaves the record meaningless (but never causes
    /// undefined behaviour); it may panic.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, GameLine};
    /// let mut game = GameLine::new(DiceRace::start());
    /// let roll = game.position().legal_moves()[0];
    /// game.play_unchecked(roll);
    /// assert_eq!(game.plies(), 1);
    /// ```
    pub fn play_unchecked(&mut self, mv: G::Move) {
        let mut next = self.position().clone();
        next.play_unchecked(mv);
        self.push(mv, next);
    }

    /// Appends `next`, the position `mv` leads to from the current one,
    /// counting its repetitions.
    fn push(&mut self, mv: G::Move, next: G) {
        let before = self.position();
        let from = if before.is_irreversible(mv) {
            self.positions.len()
        } else {
            self.reversible_from[self.positions.len() - 1]
        };
        // The latest earlier stand of the same position, if any, counts
        // all those before it.
        if from == self.positions.len() {
            self.keys.clear();
        }
        let key = next.zobrist();
        let occurrences = if self.keys.add(key) == 1 {
            1
        } else {
            self.positions[from..]
                .iter()
                .zip(&self.occurrences[from..])
                .rev()
                .find(|(p, _)| p.zobrist() == key && **p == next)
                .map_or(1, |(_, n)| n + 1)
        };
        self.positions.push(next);
        self.moves.push(mv);
        self.reversible_from.push(from);
        self.occurrences.push(occurrences);
    }

    /// Takes the last move back, if there is one.
    pub fn undo(&mut self) -> Option<G::Move> {
        let mv = self.moves.pop()?;
        let undone = self.positions.pop()?;
        let from = self.reversible_from.pop()?;
        self.occurrences.pop();
        if from == self.positions.len() {
            // Back before an irreversible move: the keys since the one
            // before.
            let now = self.reversible_from[self.positions.len() - 1];
            self.keys.clear();
            for p in &self.positions[now..] {
                self.keys.add(p.zobrist());
            }
        } else {
            self.keys.remove_one(undone.zobrist());
        }
        Some(mv)
    }
}

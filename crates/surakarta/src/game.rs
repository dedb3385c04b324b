//! The position as a [`ludeme_core::Game`], its end-of-game rules, and the
//! [`History`] hook of ludeme-core (the history rules that a
//! [`ludeme_core::GameLine`] applies). The [`ludeme_core::Heuristic`] impl is
//! the evaluation module's.

use ludeme_core::text::board_and_side;
use ludeme_core::{Actor, EndReason, Game, History, HistoryRules, Outcome, SplitMix64};

use crate::error::{IllegalMove, MoveParseError, PositionError};
use crate::zobrist::KEYS;
use crate::{Colour, MoveListOn, MoveOn, PositionOn, RulesOn};

/// Surakarta's own end of the game: a side has no pieces left (it loses).
///
/// ```
/// use ludeme_core::Game;
/// use ludeme_surakarta::{Position, NO_PIECES};
/// let p: Position = "6/6/6/6/1w4/6 b".parse()?;
/// assert_eq!(p.outcome().unwrap().reason(), NO_PIECES);
/// assert_eq!(NO_PIECES.to_string(), "no pieces left");
/// # Ok::<(), ludeme_surakarta::PositionError>(())
/// ```
pub const NO_PIECES: EndReason = EndReason::Rule("no pieces left");

/// Surakarta (`N` = 6) and Bas-basan sepur (`N` = 7) as a [`Game`].
///
/// ```
/// use ludeme_core::{Game, Side};
/// use ludeme_surakarta::{BasBasan, BasBasanRules, Position};
///
/// let start = Position::start();
/// assert_eq!(start.legal_move_count(), 16);
/// assert_eq!(Side(1).name(&start), "black");
/// let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
/// assert!(three.rules().middle_circuit);
/// ```
impl<const N: usize> Game for PositionOn<N> {
    type Move = MoveOn<N>;
    type MoveList = MoveListOn<N>;
    type Rules = RulesOn<N>;
    type IllegalMove = IllegalMove;
    type ParseError = PositionError;
    type MoveParseError = MoveParseError;

    /// Each side fills its two back ranks, White to move.
    fn start_with(rules: &RulesOn<N>) -> Self {
        let back_two = (1u64 << (2 * N)) - 1;
        Self::from_parts(back_two, back_two << (N * (N - 2)), Colour::White, *rules)
    }

    fn rules(&self) -> RulesOn<N> {
        self.rules
    }

    /// Position text: ranks from the top down separated by `/`, `w` and `b`
    /// for pieces, digits for runs of empty points, then one space and the
    /// side to move. Surrounding whitespace is ignored.
    fn from_text(text: &str, rules: &RulesOn<N>) -> Result<Self, PositionError> {
        let (board, turn) = board_and_side(text, Colour::White, Colour::Black)?;
        let found = board.split('/').count();
        if found != N {
            return Err(PositionError::RankCount { found, expected: N });
        }
        let mut pieces = [0u64; 2];
        for (row, rank) in board.split('/').zip((0..N).rev()) {
            let mut file = 0;
            for ch in row.chars() {
                match (ch, ch.to_digit(10)) {
                    ('w' | 'b', _) => {
                        if file < N {
                            pieces[usize::from(ch == 'b')] |= 1 << (rank * N + file);
                        }
                        file += 1;
                    }
                    (_, Some(run @ 1..=9)) if run as usize <= N => file += run as usize,
                    _ => {
                        return Err(PositionError::UnknownChar {
                            rank: rank + 1,
                            found: ch,
                            max_digit: N,
                        })
                    }
                }
            }
            if file != N {
                return Err(PositionError::RankLength {
                    rank: rank + 1,
                    found: file,
                    expected: N,
                });
            }
        }
        for colour in [Colour::White, Colour::Black] {
            let count = pieces[colour.index()].count_ones();
            let max = 2 * N as u32;
            if count > max {
                return Err(PositionError::TooManyPieces { colour, count, max });
            }
        }
        Ok(Self::from_parts(pieces[0], pieces[1], turn, *rules))
    }

    fn parse_move(&self, text: &str) -> Result<MoveOn<N>, MoveParseError> {
        text.parse()
    }

    fn mover(&self) -> Actor {
        Actor::Seat(self.turn.seat())
    }

    /// The legal moves, sorted by origin then destination; empty when the
    /// game is over (a side without pieces, or no legal move).
    #[inline]
    fn generate_moves(&self, moves: &mut MoveListOn<N>) {
        self.generate_with::<true>(moves);
    }

    /// Counted without listing: steps by whole-board shifts, captures by
    /// the circuits' rings.
    #[inline]
    fn legal_move_count(&self) -> usize {
        self.count_moves()
    }

    /// Drawn without listing the moves: the very move (and the same use of
    /// `rng`) that the listing default gives.
    #[inline]
    fn sample_move(&self, rng: &mut SplitMix64) -> Option<MoveOn<N>> {
        self.sample(rng)
    }

    fn check(&self, mv: MoveOn<N>) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            Ok(())
        } else {
            Err(self.why_illegal(mv))
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: MoveOn<N>) {
        let us = self.turn;
        let (from, to) = (u32::from(mv.from()), u32::from(mv.to()));
        self.hash ^= KEYS.piece(us, 0, from) ^ KEYS.piece(us, 0, to) ^ KEYS.turn(Colour::Black);
        if mv.is_capture() {
            self.hash ^= KEYS.piece(us.other(), 0, to);
        }
        self.play_unhashed(mv);
    }

    #[inline]
    fn play_unhashed(&mut self, mv: MoveOn<N>) {
        self.move_piece(self.turn, 1 << mv.from(), 1 << mv.to());
    }

    /// The children made from each piece's targets as generation finds
    /// them: no list is written or read back.
    #[inline]
    fn for_each_child(&self, _moves: &mut MoveListOn<N>, mut visit: impl FnMut(&Self)) -> usize {
        let us = self.turn;
        let mut count = 0;
        self.for_each_piece::<true>(|from, targets, _captures| {
            count += targets.count_ones() as usize;
            let from_bit = 1 << from;
            let mut rest = targets;
            while rest != 0 {
                let to_bit = rest & rest.wrapping_neg();
                rest ^= to_bit;
                let mut child = *self;
                child.move_piece(us, from_bit, to_bit);
                visit(&child);
            }
        });
        count
    }

    /// A side with no pieces loses ([`NO_PIECES`]); a side to move without a
    /// legal move ends the game on piece count (more pieces wins, equal
    /// draws; *project choice*). History rules are the [`History`] impl's.
    fn outcome(&self) -> Option<Outcome> {
        for loser in [self.turn, self.turn.other()] {
            if self.pieces(loser) == 0 {
                return Some(Outcome::won_by(Some(loser.other().side()), NO_PIECES));
            }
        }
        (!self.has_legal_move()).then(|| self.adjudicate(EndReason::NoLegalMove))
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }
}

/// The history rules of a played game, ICGA Computer Olympiad style: a
/// position that repeats an earlier one with the same side to move (since
/// the last capture) ends the game, and so do 50 plies in a row without a
/// capture; either way on piece count (more pieces wins, equal draws).
///
/// ```
/// use ludeme_core::{EndReason, Game, GameLine};
/// use ludeme_surakarta::Position;
///
/// let mut game = GameLine::new(Position::start());
/// for mv in ["a2-a3", "a5-a4", "a3-a2", "a4-a5"] {
///     game.play(mv.parse()?)?;
/// }
/// // The start position is back with White to move: the game ends, drawn.
/// assert_eq!(game.outcome().unwrap().reason(), EndReason::Repetition);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<const N: usize> History for PositionOn<N> {
    /// Repetition `Some(2)` (any repetition) and a no-capture limit of 50
    /// plies; no ply cap.
    fn history_rules(&self) -> HistoryRules {
        HistoryRules::NONE
            .with_repetition(Some(2))
            .with_no_capture_limit(Some(50))
    }

    /// A capture: no earlier position can stand again after it.
    fn is_irreversible(&self, mv: MoveOn<N>) -> bool {
        mv.is_capture()
    }

    /// By piece count: more pieces wins, equal draws (also the end of a
    /// game whose side to move has no legal move).
    fn adjudicate(&self, reason: EndReason) -> Outcome {
        Outcome::won_by(self.more_pieces().map(Colour::side), reason)
    }
}

#[cfg(test)]
impl<const N: usize> PositionOn<N> {
    /// Every step and capture between two distinct points of the board.
    pub(crate) fn candidate_moves(&self) -> alloc::vec::Vec<MoveOn<N>> {
        let points = (N * N) as u8;
        (0..points)
            .flat_map(|from| (0..points).map(move |to| (from, to)))
            .filter(|(from, to)| from != to)
            .flat_map(|(from, to)| [MoveOn::step(from, to), MoveOn::capture(from, to)])
            .collect()
    }
}

//! The heuristic: how well a side stands in the race for the watering holes.
//!
//! Both evaluations rest on one [`Survey`] per side: a single pass over its
//! six animals (one reach each, fear zones from the neighbour tables) that
//! finds its legal destinations by the exact fear rules (as if it were to
//! move), its mobility, how close its animals are to a free hole, and which
//! of them are scared or trapped. A position is surveyed once per side and
//! nothing else is generated: the side to move's survey also settles whether
//! it has a move at all (the only part of [`Game::outcome`] that costs).

use ludeme_core::bits::set_bits;
use ludeme_core::{Game, Heuristic, Side, Yardstick};

use crate::movegen::{kind_at, moves_to, neighbours_of, reach, MoveSets};
use crate::position::KEYS;
use crate::tables::{KING, RAYS, SQUARE_BIT, WATERING_HOLES};
use crate::weights::WEIGHTS;
use crate::{Animal, Colour, Move, MoveList, Position};

// The weights of `evaluate` are in `weights.rs`, in points (one watering
// hole held is about 100), in the order of the terms of [`Term`].

/// The stretched points at which [`squash`] gives ¾ (100 points, one
/// hole, stretch to 133 and give 0.70).
const SQUASH_HALF: f64 = 200.0;
/// The tail stretch of [`squash`]: points `x` count as `x · (1 + |x| / C)`,
/// so that a won-next-move position rates near 1 (about 0.98).
const SQUASH_STRETCH: f64 = 300.0;

/// The plain yardstick's scale: one hole (10 points) ahead rates ¾.
const PLAIN_HALF: f64 = 10.0;

/// The rational logistic-like map of a signed score to `(0, 1)`:
/// `½ + ½ · y / (K + |y|)` with `y = x · (1 + |x| / C)`. Odd in `x` around
/// ½, so `squash(x) + squash(-x) = 1`; strictly increasing; needs no `exp`
/// (the crate is `no_std`).
#[inline(always)]
fn squash(points: f64, half: f64, stretch: f64) -> f64 {
    // `f64::abs` is not in `core` on the MSRV.
    let magnitude = if points < 0.0 { -points } else { points };
    let y = magnitude * (1.0 + magnitude / stretch);
    let lead = 0.5 * y / (half + y);
    if points < 0.0 {
        0.5 - lead
    } else {
        0.5 + lead
    }
}

/// One side's prospects, as if it were to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Survey {
    /// Watering holes its animals stand on.
    held: u32,
    /// Its legal destinations (every animal), by the exact fear rules.
    legal: u128,
    /// The legal destinations of its animals not standing on a hole.
    legal_off_holes: u128,
    /// Safe destinations of all its animals, counted per animal.
    mobility: u32,
    /// Animals off the holes one move (to a safe square) from a free hole.
    near: u32,
    /// Animals off the holes two moves from a free hole (in line with one
    /// from a safe square, blockers ignored).
    near2: u32,
    /// Scared animals.
    scared: u32,
    /// Scared animals with no safe square to go to.
    trapped: u32,
    /// Scared animals on a hole that can escape.
    scared_holders: u32,
}

/// The watering holes, as square indices: d4, g4, d7, g7.
const HOLES: [usize; 4] = [33, 36, 63, 66];

/// Per set of free holes (bit i: hole i of [`HOLES`] free): the squares in
/// line with one of them along ranks and files, then along diagonals, on
/// an empty board.
const FREE_HOLE_LINES: [[u128; 2]; 16] = {
    let mut lines = [[0u128; 2]; 16];
    let mut free = 0;
    while free < 16 {
        let mut i = 0;
        while i < 4 {
            if free >> i & 1 == 1 {
                let h = HOLES[i];
                lines[free][0] |= RAYS[0][h] | RAYS[1][h] | RAYS[4][h] | RAYS[5][h];
                lines[free][1] |= RAYS[2][h] | RAYS[3][h] | RAYS[6][h] | RAYS[7][h];
            }
            i += 1;
        }
        free += 1;
    }
    lines
};

/// What both surveys share: the free holes, and the squares from which an
/// animal of each kind is in line with a free hole.
#[derive(Clone, Copy)]
struct Board {
    occupied: u128,
    free_holes: u128,
    /// Per kind: the squares in line with a free hole, blockers ignored
    /// (the cheap stand-in for "two moves away": no slide is computed).
    to_free_hole: [u128; 3],
}

impl Board {
    #[inline(always)]
    fn of(position: &Position) -> Board {
        let occupied = position.occupied();
        let free_holes = WATERING_HOLES & !occupied;
        let free = HOLES.iter().enumerate().fold(0, |set, (i, &hole)| {
            set | ((free_holes >> hole) as usize & 1) << i
        });
        let [rook, bishop] = FREE_HOLE_LINES[free];
        Board {
            occupied,
            free_holes,
            to_free_hole: [rook, bishop, rook | bishop],
        }
    }
}

impl Survey {
    /// The terms of [`Heuristic::evaluate`] for this side, one per weight
    /// (the score is the difference of both sides' terms times the
    /// weights).
    #[inline(always)]
    fn terms(&self, board: &Board, to_move: bool) -> [f64; TERMS] {
        // The free holes that an animal off the holes can legally move to.
        let threats = (self.legal_off_holes & board.free_holes).count_ones();
        let two_held = self.held >= 2;
        let flag = |on: bool| f64::from(u8::from(on));
        [
            f64::from(self.held),
            flag(two_held),
            flag(two_held && threats > 0 && to_move),
            flag(two_held && threats >= 2 && !to_move),
            flag(two_held && threats == 1 && !to_move),
            flag(threats > 0),
            f64::from(threats.saturating_sub(1)),
            f64::from(self.near),
            f64::from(self.near2),
            f64::from(self.scared),
            f64::from(self.trapped),
            f64::from(self.scared_holders),
            f64::from(self.mobility),
        ]
    }
}

#[cfg(test)]
impl Survey {
    /// This side's points: its terms times the weights.
    fn points(&self, board: &Board, to_move: bool) -> f64 {
        weighted(&self.terms(board, to_move), &[0.0; TERMS])
    }
}

/// The number of terms (and weights) of [`Heuristic::evaluate`].
const TERMS: usize = WEIGHTS.len();

/// The score of both sides' terms: White's minus Black's, times the
/// weights.
#[inline(always)]
fn weighted(white: &[f64; TERMS], black: &[f64; TERMS]) -> f64 {
    let mut score = 0.0;
    for i in 0..TERMS {
        score += WEIGHTS[i].value * (white[i] - black[i]);
    }
    score
}

impl Position {
    /// One pass over the animals of `us`: legal destinations by the exact
    /// rules (the same sets as the move generator's when `us` is to move),
    /// mobility, distances to the free holes, scared and trapped animals.
    ///
    /// `sets` receives the side's legal destinations animal by animal, in
    /// the order of [`Position::move_sets`] (what the move generator would
    /// list, were `us` to move).
    #[inline(always)]
    fn survey(&self, us: Colour, board: &Board, sets: &mut MoveSets) -> Survey {
        let ours = &self.animals[us.index()];
        let them = &self.animals[us.other().index()];
        let all = ours[0] | ours[1] | ours[2];
        // Per set: its destinations under rule 1 (escapes) and rule 2.
        let mut rule_one = [0u128; 6];
        let mut survey = Survey {
            held: (self.side(us) & WATERING_HOLES).count_ones(),
            ..Survey::default()
        };
        // Rule 1 (some scared animal can reach a safe square: only escapes)
        // and rule 2 (unscared animals to safe squares, trapped ones
        // anywhere), each split by whether the animal stands on a hole.
        let (mut escapes, mut escapes_off) = (0u128, 0u128);
        let (mut otherwise, mut otherwise_off) = (0u128, 0u128);
        for kind in Animal::ALL {
            let dangerous = neighbours_of(them[kind.fears().index()]);
            for square in set_bits(ours[kind.index()]) {
                let square = square as usize;
                let bit = SQUARE_BIT[square];
                let reach = reach(kind, square, board.occupied);
                let safe = reach & !dangerous;
                let on_hole = bit & WATERING_HOLES != 0;
                let i = (all & (bit - 1)).count_ones() as usize;
                sets.from[i] = square as u8;
                sets.kind[i] = kind;
                survey.mobility += safe.count_ones();
                let legal_here = if bit & dangerous != 0 {
                    survey.scared += 1;
                    if safe == 0 {
                        survey.trapped += 1;
                        otherwise |= reach;
                        reach
                    } else {
                        survey.scared_holders += u32::from(on_hole);
                        escapes |= safe;
                        rule_one[i] = safe;
                        if !on_hole {
                            escapes_off |= safe;
                        }
                        0
                    }
                } else {
                    otherwise |= safe;
                    safe
                };
                sets.to[i] = legal_here;
                if !on_hole {
                    otherwise_off |= legal_here;
                    if safe & board.free_holes != 0 {
                        survey.near += 1;
                    } else if safe & board.to_free_hole[kind.index()] != 0 {
                        survey.near2 += 1;
                    }
                }
            }
        }
        sets.len = all.count_ones() as usize;
        (survey.legal, survey.legal_off_holes) = if escapes != 0 {
            sets.to = rule_one;
            (escapes, escapes_off)
        } else {
            (otherwise, otherwise_off)
        };
        survey
    }

    /// Both surveys, White's first, or the exact result when the game is
    /// over; `sets` receives the legal destinations of the side to move
    /// (none when the game is over).
    #[inline(always)]
    fn surveys(&self, sets: &mut MoveSets) -> Result<(Board, [Survey; 2]), ludeme_core::Outcome> {
        if self.winner().is_some() {
            return Err(self.outcome().expect("a side holds three holes"));
        }
        let board = Board::of(self);
        let mover = self.survey(self.turn, &board, sets);
        if mover.legal == 0 {
            // No legal move: the rules say what that is.
            return Err(self.outcome().expect("the side to move has no move"));
        }
        let mut unused = MoveSets::EMPTY;
        let other = self.survey(self.turn.other(), &board, &mut unused);
        let surveys = match self.turn {
            Colour::White => [mover, other],
            Colour::Black => [other, mover],
        };
        Ok((board, surveys))
    }
}

/// Barca's heuristic: the race for the watering holes, who is to move in
/// it, and the fear that costs tempi.
impl Heuristic for Position {
    /// The exact result when the game is over; otherwise a squash of the
    /// difference of both sides' points (so both sides' values add up to 1).
    /// Per side, the sum of these terms times their weights (the file
    /// `weights.rs`, [`Heuristic::weights`]; a hole held is about 100
    /// points):
    /// - `hole`: holes held; `two_holes`: two held (one more wins);
    /// - with two held and a free hole that an animal off the holes can
    ///   legally move to: `win_next` when that side is to move (it wins
    ///   next move), else `double_threat` for two such holes,
    ///   `single_threat` for one (the side to move must parry);
    /// - `threat`: a free hole that an animal off the holes can legally
    ///   move to, `more_threats` per further one;
    /// - per animal off the holes: `near` one safe move from a free hole,
    ///   `near2` two moves from one;
    /// - `scared` per scared animal, `trapped` more if it is trapped,
    ///   `scared_holder` more if it stands on a hole and can escape (the
    ///   hole will likely go);
    /// - `mobility`: per safe destination.
    ///
    /// The squash is `½ + ½ · y / (200 + |y|)`, `y = x · (1 + |x| / 300)`:
    /// 100 points ahead ≈ 0.70, 260 ≈ 0.85, 1,000 ≈ 0.98.
    fn evaluate(&self, side: Side) -> f64 {
        let mut sets = MoveSets::EMPTY;
        self.estimate(side, Yardstick::Full, &mut sets)
    }

    /// The yardstick of simple Barca engines: per side,
    /// `10 × holes held + free holes one of its animals can legally move
    /// to + the other side's scared animals`; the difference `d` of both
    /// sides' scores maps to `½ + ½ · d / (10 + |d|)` (one hole ahead = ¾).
    /// The exact result when the game is over.
    fn plain_evaluate(&self, side: Side) -> f64 {
        let mut sets = MoveSets::EMPTY;
        self.estimate(side, Yardstick::Plain, &mut sets)
    }

    /// A move is tactical when it lands on a watering hole (a hole taken,
    /// or the winning move), or when it newly scares an enemy animal that
    /// stands on a hole (forcing it off), or any enemy animal while the
    /// enemy holds two holes (the parry of a hole race that forces the
    /// threatening side to spend its move escaping). Quiet scares elsewhere
    /// and moves that give a hole up are not: that keeps quiescence to a
    /// few moves a position.
    #[inline]
    fn is_tactical(&self, mv: Move) -> bool {
        let (from, to) = (u32::from(mv.from()), u32::from(mv.to()));
        if WATERING_HOLES & 1 << to != 0 {
            return true;
        }
        let ours = &self.animals[self.turn.index()];
        let them = &self.animals[self.turn.other().index()];
        // The enemy kind that fears the mover: the kind before it in the
        // cycle mouse → lion → elephant → mouse.
        let victim = (kind_at(ours, 1 << from).index() + 2) % 3;
        let enemies = them[victim];
        let targets = if ((them[0] | them[1] | them[2]) & WATERING_HOLES).count_ones() >= 2 {
            enemies
        } else {
            enemies & WATERING_HOLES
        };
        targets & KING[to as usize] & !KING[from as usize] != 0
    }

    /// The tactical moves from the legal destination sets, an animal at a
    /// time: those onto a hole, and those next to an enemy it newly scares
    /// (the squares next to the targets not already next to it).
    fn tactical_moves(&self, moves: &mut crate::MoveList) {
        self.tactical_moves_of(&self.move_sets(), moves);
    }

    /// The 13 weights of the terms listed under [`Heuristic::evaluate`],
    /// in its order (`hole` … `mobility`).
    fn weights(&self) -> &'static [ludeme_core::Weight] {
        &WEIGHTS
    }

    /// White's terms minus Black's, in the order of the weights.
    fn terms(&self, terms: &mut [f64]) -> bool {
        let mut sets = MoveSets::EMPTY;
        let Ok((board, [white, black])) = self.surveys(&mut sets) else {
            return false;
        };
        let white_to_move = self.turn == Colour::White;
        let (white, black) = (
            white.terms(&board, white_to_move),
            black.terms(&board, !white_to_move),
        );
        for (term, (w, b)) in terms.iter_mut().zip(white.iter().zip(&black)) {
            *term = w - b;
        }
        true
    }

    /// The squash's slope at ½ is `1 / (2 · 200)` a point, the logistic's
    /// `1 / 4` a unit: 100 points a unit.
    fn score_per_logit(&self) -> f64 {
        SQUASH_HALF / 2.0
    }

    /// The other side to move, unless the game is over or the side to
    /// move has a scared animal: a scared animal must escape (the rules'
    /// "check"), so passing would hide the threat.
    fn passed(&self) -> Option<Self> {
        if self.winner().is_some() || self.scared() != 0 {
            return None;
        }
        let mut passed = *self;
        passed.turn = self.turn.other();
        passed.hash ^= KEYS.turn(Colour::Black);
        Some(passed)
    }

    /// Both surveys at once: the side to move's gives its legal
    /// destinations, from which the tactical moves are listed without
    /// another reach.
    #[inline]
    fn stand_pat(
        &self,
        side: Side,
        yardstick: Yardstick,
        moves: &mut MoveList,
        wants_moves: impl FnOnce(f64) -> bool,
    ) -> f64 {
        let mut sets = MoveSets::EMPTY;
        let value = self.estimate(side, yardstick, &mut sets);
        if wants_moves(value) {
            self.tactical_moves_of(&sets, moves);
        }
        value
    }
}

impl Position {
    /// The estimate for `side` by `yardstick` ([`Heuristic::evaluate`] or
    /// [`Heuristic::plain_evaluate`]); `sets` receives the legal
    /// destinations of the side to move, from which [`Heuristic::stand_pat`]
    /// lists the tactical moves.
    #[inline]
    fn estimate(&self, side: Side, yardstick: Yardstick, sets: &mut MoveSets) -> f64 {
        match self.surveys(sets) {
            Err(outcome) => outcome.value_for(side),
            Ok((board, [white, black])) => {
                let (points, half, stretch) = if yardstick == Yardstick::Plain {
                    let score = |us: &Survey, them: &Survey| {
                        10 * us.held as i32
                            + (us.legal & board.free_holes).count_ones() as i32
                            + them.scared as i32
                    };
                    (
                        f64::from(score(&white, &black) - score(&black, &white)),
                        PLAIN_HALF,
                        f64::INFINITY,
                    )
                } else {
                    let white_to_move = self.turn == Colour::White;
                    let score = weighted(
                        &white.terms(&board, white_to_move),
                        &black.terms(&board, !white_to_move),
                    );
                    (score, SQUASH_HALF, SQUASH_STRETCH)
                };
                let signed = match Colour::of_side(side) {
                    Colour::White => points,
                    Colour::Black => -points,
                };
                squash(signed, half, stretch)
            }
        }
    }

    /// The tactical moves among the legal destinations `sets` of the side
    /// to move, an animal at a time: those onto a hole, and those next to
    /// an enemy it newly scares (the squares next to the targets not
    /// already next to it).
    #[inline(always)]
    fn tactical_moves_of(&self, sets: &MoveSets, moves: &mut MoveList) {
        moves.clear();
        let them = &self.animals[self.turn.other().index()];
        let two_held = ((them[0] | them[1] | them[2]) & WATERING_HOLES).count_ones() >= 2;
        for i in 0..sets.len {
            let from = usize::from(sets.from[i]);
            let enemies = them[(sets.kind[i].index() + 2) % 3];
            let targets = if two_held {
                enemies
            } else {
                enemies & WATERING_HOLES
            };
            let scaring = neighbours_of(targets & !KING[from]);
            moves_to(from as u32, sets.to[i] & (WATERING_HOLES | scaring))
                .for_each(|mv| moves.push(mv));
        }
    }
}

#[cfg(test)]
mod tests;

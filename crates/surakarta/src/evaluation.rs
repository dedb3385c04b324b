//! How well a side stands: the [`Heuristic`] impl of [`PositionOn`].
//!
//! One scan of each circuit's occupancy ring (four segments, two bit scans
//! each) finds every capture of both sides and the points where each side
//! could recapture; steps are counted by whole-board shifts. The evaluation
//! reads the material, the pieces under attack (and whether they are
//! defended), the mobility and whether the side to move has a move at all
//! (the end of the game) from that one survey, so the legal moves are never
//! generated.
//!
//! The signed score, in pieces, is mapped to `[0, 1]` by [`to_unit`], which
//! is odd about ½: the two sides' values add up to 1.

use ludeme_core::{EndReason, Game, Heuristic, Side};

use crate::game::by_piece_count;
use crate::{Colour, MoveOn, PositionOn};

/// The weight of a piece of material while the board is full; the rest of
/// a piece's worth, [`MATERIAL_SCARCITY`], grows as the pieces get fewer.
const MATERIAL_BASE: f64 = 0.7;
/// Scaled by (pieces at the start) / (pieces left): a piece more counts 1 on
/// the full board, 1.9 with 6 pieces left and 3.1 at two against one, since
/// the ratio of the forces decides the ending and the history rules
/// adjudicate on piece count.
const MATERIAL_SCARCITY: f64 = 0.3;

/// The side to move and an enemy piece it can capture that nobody could
/// recapture: the piece is as good as taken (the search's quiescence
/// confirms it), so nearly its whole worth.
const TAKE: f64 = 0.8;
/// Each further undefended target of the side to move: after one capture
/// the opponent must still mind the others.
const TAKE_MORE: f64 = 0.15;
/// Each undefended enemy piece attacked while the *opponent* is to move: it
/// can step away or capture the attacker, so only a little.
const THREAT: f64 = 0.15;
/// The opponent to move with two or more undefended pieces attacked: it
/// can save one per move, so another is nearly lost.
const DOUBLE_THREAT: f64 = 0.45;
/// Each attacked piece that is defended (an enemy that captured it could be
/// recaptured at once), with the attacker to move: an even trade on offer,
/// worth little; far less bad than a hanging piece.
const TRADE: f64 = 0.1;
/// The same with the defender to move.
const TRADE_LATER: f64 = 0.05;

/// Per legal move more than the opponent (steps, and enemy pieces it can
/// capture, counted as if each side were to move): freedom, and pieces on
/// the circuits. Pieces off every circuit (the corners on 6×6) are safe,
/// but they attack nothing and this term is all they lose. In matches of
/// alpha-beta against the same search on `plain_evaluate` (equal node
/// budgets), 0.05 scored better than 0, 0.02 and 0.1.
const MOBILITY: f64 = 0.05;

/// The score, in pieces, that maps to ¾ (and its negative to ¼).
const SCALE: f64 = 2.0;

/// A signed score in pieces mapped to `(0, 1)`: ½ + ½·s / (SCALE + |s|).
/// Odd about ½ (`to_unit(s) + to_unit(-s) = 1`), increasing, and it never
/// reaches 0 or 1, which only finished games get. A ratio rather than a
/// logistic, so that `no_std` builds need no `exp`.
fn to_unit(score: f64) -> f64 {
    // (`f64::abs` is not in `core` before Rust 1.85.)
    let magnitude = if score < 0.0 { -score } else { score };
    0.5 + 0.5 * score / (SCALE + magnitude)
}

/// The material score of `own` pieces against `theirs` on a board that
/// starts with `start` pieces in all: the difference, worth more as the
/// pieces get fewer.
fn material(own: u32, theirs: u32, start: u32) -> f64 {
    let total = f64::from((own + theirs).max(1));
    let diff = f64::from(own) - f64::from(theirs);
    diff * (MATERIAL_BASE + MATERIAL_SCARCITY * f64::from(start) / total)
}

/// The colour that `side` plays.
fn colour_of(side: Side) -> Colour {
    if side.0 == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// What one side's pieces can do, as if it were to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Reach {
    /// The enemy pieces that some piece of the side can capture.
    attacks: u64,
    /// The side's own pieces that another of its pieces reaches along a
    /// circuit after a loop: an enemy that captured one of them could be
    /// recaptured at once.
    guards: u64,
    /// The side's steps plus the enemy pieces it can capture (its legal
    /// moves, but a piece that two of ours can capture counts once).
    moves: u32,
}

/// What the attacks of one side (`attacker`) on the other (`defender`) are
/// worth to the attacker, in pieces.
fn threats(attacker: &Reach, defender: &Reach, attacker_to_move: bool) -> f64 {
    let hanging = (attacker.attacks & !defender.guards).count_ones();
    let defended = f64::from((attacker.attacks & defender.guards).count_ones());
    if attacker_to_move {
        let more = f64::from(hanging.saturating_sub(1));
        TAKE * f64::from(hanging.min(1)) + TAKE_MORE * more + TRADE * defended
    } else {
        let double = if hanging >= 2 { DOUBLE_THREAT } else { 0.0 };
        THREAT * f64::from(hanging) + double + TRADE_LATER * defended
    }
}

impl<const N: usize> PositionOn<N> {
    /// The reach of both sides (White's, Black's), with their pieces'
    /// capture rays found for all pieces at once, circuit by circuit.
    ///
    /// A ray passes a loop only after leaving its segment (a line between
    /// two loops) over empty points, so it starts at the last occupied entry
    /// of a segment (forward) or the first (backward), and ends at the first
    /// occupied entry of the next non-empty segment (or the last of the
    /// previous one): the last entry of each non-empty segment and the first
    /// of the next one see each other, and no other pair does. The one
    /// exception is a piece that meets its own other entry on the circuit
    /// (a crossing point): the mover's point counts as empty, so its ray
    /// runs on, and that piece's rays are traced one by one.
    fn reaches(&self) -> [Reach; 2] {
        let t = Self::T;
        let rings = self.rings();
        let white = self.pieces[0];
        let segment = (1u64 << N) - 1;
        // Per colour (White, Black), the points its pieces' rays meet.
        let mut seen = [0u64; 2];
        let mut self_hits = 0u64;
        for (c, &ring) in rings.iter().enumerate().take(self.circuit_count()) {
            let point_bit = &t.point_bit[c];
            // The last entry of one non-empty segment and the first entry of
            // the next one see each other round the loops between them.
            let mut link = |from: usize, to: usize| {
                let (a, b) = (point_bit[from], point_bit[to]);
                if from == to {
                    // A lone piece on the circuit: it meets only itself.
                } else if a == b {
                    // A crossing piece meeting its own other entry.
                    self_hits |= a;
                } else {
                    seen[usize::from(white & a == 0)] |= b;
                    seen[usize::from(white & b == 0)] |= a;
                }
            };
            let mut first_of_all = None;
            let mut previous_last = None;
            for s in 0..4 {
                let bits = ring >> (s * N) & segment;
                if bits != 0 {
                    let first = s * N + bits.trailing_zeros() as usize;
                    match previous_last {
                        Some(last) => link(last, first),
                        None => first_of_all = Some(first),
                    }
                    previous_last = Some(s * N + 63 - bits.leading_zeros() as usize);
                }
            }
            if let (Some(last), Some(first)) = (previous_last, first_of_all) {
                // Round the circuit's end back to its start; with a single
                // non-empty segment, its last entry round all four loops to
                // its first.
                link(last, first);
            }
        }
        let counts = self.entry_counts();
        while self_hits != 0 {
            let from = self_hits.trailing_zeros() as usize;
            self_hits &= self_hits - 1;
            let ends = Self::looped_ray_ends(&rings, counts[from] as usize, from);
            seen[usize::from(white >> from & 1 == 0)] |= ends;
        }
        let empty = !self.occupied() & t.all;
        [Colour::White, Colour::Black].map(|colour| {
            let own = self.pieces(colour);
            let attacks = seen[colour.index()] & self.pieces(colour.other());
            Reach {
                attacks,
                guards: seen[colour.index()] & own,
                moves: self.step_count(own, empty) + attacks.count_ones(),
            }
        })
    }
}

/// A real evaluation for the search and a plain material count for the
/// yardstick; captures are the tactical moves.
impl<const N: usize> Heuristic for PositionOn<N> {
    /// The result for a finished game; otherwise ½ + ½·s / (2 + |s|) for
    /// the score `s` of `side`, in pieces (a piece up on the full board is
    /// ⅔, two pieces ¾; the two sides' values add up to 1):
    ///
    /// - **material**: (own − theirs) · (0.7 + 0.3 · start / left), where
    ///   `start` is the number of pieces at the start (4N) and `left` those
    ///   on the board: dominant, and worth more as the pieces get fewer;
    /// - **attacks** on the circuits, own minus the opponent's: with the
    ///   attacker to move 0.8 for the first undefended target, 0.15 per
    ///   further one and 0.1 per defended one; with the defender to move
    ///   0.15 per undefended target, 0.45 more for two or more, 0.05 per
    ///   defended one. A hanging piece is nearly lost when the opponent
    ///   moves; a defended one only offers a trade;
    /// - **mobility**: 0.05 per step or capturable enemy piece more than the
    ///   opponent has.
    ///
    /// The capture sets, the guards and the move counts come from one scan
    /// of each circuit, which also tells whether the side to move has a
    /// move (the game's end), so the legal moves are never generated.
    fn evaluate(&self, side: Side) -> f64 {
        if self.pieces[0] == 0 || self.pieces[1] == 0 {
            return self
                .outcome()
                .map_or(0.5, |outcome| outcome.value_for(side));
        }
        let reach = self.reaches();
        let mover = self.turn;
        if reach[mover.index()].moves == 0 {
            return by_piece_count(self, EndReason::NoLegalMove).value_for(side);
        }
        let (white, black) = (&reach[0], &reach[1]);
        let white_to_move = mover == Colour::White;
        let score = material(
            self.pieces[0].count_ones(),
            self.pieces[1].count_ones(),
            4 * N as u32,
        ) + threats(white, black, white_to_move)
            - threats(black, white, !white_to_move)
            + MOBILITY * (f64::from(white.moves) - f64::from(black.moves));
        to_unit(match colour_of(side) {
            Colour::White => score,
            Colour::Black => -score,
        })
    }

    /// The yardstick, "captures made minus pieces lost": since both sides
    /// start with the same number of pieces, own pieces − the opponent's,
    /// mapped to `[0, 1]` as [`Heuristic::evaluate`] maps its score (2 pieces
    /// up = ¾). A finished game gives its result.
    fn plain_evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let own = colour_of(side);
        let diff = f64::from(self.pieces(own).count_ones())
            - f64::from(self.pieces(own.other()).count_ones());
        to_unit(diff)
    }

    /// Captures: the only moves that change the material.
    #[inline]
    fn is_tactical(&self, mv: MoveOn<N>) -> bool {
        mv.is_capture()
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use ludeme_core::{random_playout, Game, Heuristic, Side, Variants};

    use super::*;
    use crate::{BasBasan, BasBasanRules, Move, Position, Rules, RulesOn};

    /// Every position of a few random playouts from `start` (the finished
    /// last ones included).
    fn playout_positions<const N: usize>(start: &PositionOn<N>, games: u64) -> Vec<PositionOn<N>> {
        let mut positions = Vec::new();
        for seed in 0..games {
            let playout = random_playout(start, seed, 400);
            let mut p = *start;
            positions.push(p);
            for &mv in &playout.moves {
                p.play_unchecked(mv);
                positions.push(p);
            }
        }
        positions
    }

    fn starts() -> (Vec<Position>, Vec<BasBasan>) {
        let six = Rules::VARIANTS
            .iter()
            .map(|v| Position::start_with(&Rules::from_variant(v.name).unwrap()))
            .collect();
        let seven = BasBasanRules::VARIANTS
            .iter()
            .map(|v| BasBasan::start_with(&BasBasanRules::from_variant(v.name).unwrap()))
            .collect();
        (six, seven)
    }

    fn check_symmetric_and_exact<const N: usize>(start: &PositionOn<N>) -> usize {
        let mut finished = 0;
        for p in playout_positions(start, 16) {
            for f in [PositionOn::<N>::evaluate, PositionOn::<N>::plain_evaluate] {
                let (white, black) = (f(&p, Side(0)), f(&p, Side(1)));
                assert!(
                    (white + black - 1.0).abs() < 1e-12,
                    "{p}: {white} + {black}"
                );
                assert!((0.0..=1.0).contains(&white), "{p}: {white}");
                match p.outcome() {
                    Some(outcome) => {
                        assert_eq!(white, outcome.value_for(Side(0)), "{p}");
                        assert_eq!(black, outcome.value_for(Side(1)), "{p}");
                    }
                    None => assert!(0.0 < white && white < 1.0, "{p}: {white}"),
                }
            }
            finished += usize::from(p.outcome().is_some());
        }
        finished
    }

    #[test]
    fn the_sides_values_add_up_to_one_and_finished_games_are_exact() {
        let (six, seven) = starts();
        let mut finished = 0;
        for start in &six {
            finished += check_symmetric_and_exact(start);
        }
        for start in &seven {
            finished += check_symmetric_and_exact(start);
        }
        // Random games end (no pieces or no move) often enough to test.
        assert!(finished > 0);
    }

    #[test]
    fn the_start_is_level() {
        let (six, seven) = starts();
        for p in &six {
            assert!((p.plain_evaluate(Side(0)) - 0.5).abs() < 1e-12);
            // White moves first: level material, a little mobility.
            assert!((p.evaluate(Side(0)) - 0.5).abs() < 0.05);
        }
        for p in &seven {
            assert!((p.plain_evaluate(Side(1)) - 0.5).abs() < 1e-12);
            assert!((p.evaluate(Side(1)) - 0.5).abs() < 0.05);
        }
    }

    #[test]
    fn finished_positions_give_the_result() {
        let no_pieces: Position = "6/6/6/6/1w4/6 b".parse().unwrap();
        let walled: Position = "6/6/6/6/bb4/wb4 w".parse().unwrap();
        let seven: BasBasan = "7/7/7/7/7/1b5/7 w".parse().unwrap();
        for (p, white) in [(no_pieces, 1.0), (walled, 0.0)] {
            assert_eq!(p.evaluate(Side(0)), white, "{p}");
            assert_eq!(p.evaluate(Side(1)), 1.0 - white, "{p}");
            assert_eq!(p.plain_evaluate(Side(0)), white, "{p}");
        }
        assert_eq!(seven.evaluate(Side(1)), 1.0);
        assert_eq!(seven.plain_evaluate(Side(0)), 0.0);
    }

    #[test]
    fn a_piece_more_is_better_and_more_so_when_few_are_left() {
        // Pieces in the corners: no circuit, so no attacks.
        let two: Position = "b5/6/6/6/6/w4w w".parse().unwrap();
        let one: Position = "b5/6/6/6/6/w5 w".parse().unwrap();
        assert!(two.evaluate(Side(0)) > one.evaluate(Side(0)));
        assert!(two.evaluate(Side(0)) > 0.6);
        assert!(two.plain_evaluate(Side(0)) > one.plain_evaluate(Side(0)));
        assert!(two.evaluate(Side(1)) < 0.5);
        assert!(material(2, 1, 24) > material(12, 11, 24));
        assert!(material(12, 11, 24) > 0.0);
        assert_eq!(material(11, 12, 24), -material(12, 11, 24));
        assert_eq!(material(7, 7, 24), 0.0);
        // A piece more on the full board (d3, attacked by nobody yet).
        let start = Position::start();
        let up = start.put(Colour::White, 14);
        assert!(up.evaluate(Side(0)) > start.evaluate(Side(0)) + 0.1);
    }

    #[test]
    fn a_hanging_piece_is_nearly_lost_when_the_opponent_moves() {
        // b2 and c5 attack each other round the inner circuit's loops.
        let white_moves: Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
        let black_moves: Position = "6/2b3/6/6/1w4/6 b".parse().unwrap();
        assert!(white_moves.evaluate(Side(0)) > 0.6);
        assert!(black_moves.evaluate(Side(0)) < 0.4);
        // The plain count sees none of it.
        assert_eq!(white_moves.plain_evaluate(Side(0)), 0.5);
        assert_eq!(black_moves.plain_evaluate(Side(0)), 0.5);
    }

    #[test]
    fn a_defended_piece_is_less_bad_than_a_hanging_one() {
        // Black c5 attacks White b2; Black to move. With White's second
        // piece on e1, b2 and e1 guard each other round the inner circuit;
        // on a1 (no circuit) it guards nothing.
        let defended: Position = "6/2b3/6/6/1w4/4w1 b".parse().unwrap();
        let hanging: Position = "6/2b3/6/6/1w4/w5 b".parse().unwrap();
        let reach = defended.reaches();
        assert_eq!(reach[0].guards, 1 << 7 | 1 << 4);
        assert_eq!(reach[1].attacks, 1 << 7 | 1 << 4);
        assert_eq!(hanging.reaches()[0].guards, 0);
        assert!(defended.evaluate(Side(0)) > hanging.evaluate(Side(0)));
    }

    /// Per colour: the enemy pieces and the own pieces that its pieces'
    /// rays meet after a loop, traced piece by piece.
    fn traced<const N: usize>(p: &PositionOn<N>) -> [(u64, u64); 2] {
        let rings = p.rings();
        let counts = p.entry_counts();
        [Colour::White, Colour::Black].map(|colour| {
            let own = p.pieces(colour);
            let mut seen = 0;
            for from in (0..N * N).filter(|&from| own >> from & 1 == 1) {
                seen |= PositionOn::<N>::looped_ray_ends(&rings, counts[from] as usize, from);
            }
            (seen & p.pieces(colour.other()), seen & own)
        })
    }

    fn check_reach<const N: usize>(p: &PositionOn<N>) {
        let reach = p.reaches();
        let traced = traced(p);
        for colour in [Colour::White, Colour::Black] {
            let (attacks, guards) = traced[colour.index()];
            assert_eq!(reach[colour.index()].attacks, attacks, "{p} {colour}");
            assert_eq!(reach[colour.index()].guards, guards, "{p} {colour}");
        }
        let mover = reach[p.turn().index()];
        let captures = p
            .legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .fold(0, |targets, m| targets | 1u64 << m.to());
        assert_eq!(mover.attacks, captures, "{p}");
        if p.pieces(Colour::White) != 0 && p.pieces(Colour::Black) != 0 {
            // (A side without pieces ends the game before anyone moves.)
            assert_eq!(mover.moves == 0, p.legal_move_count() == 0, "{p}");
        }
    }

    /// Random boards of every density, `tries` of them.
    fn random_boards<const N: usize>(rules: &RulesOn<N>, tries: usize) -> Vec<PositionOn<N>> {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        (0..tries)
            .map(|i| {
                let all = (1u64 << (N * N)) - 1;
                // Thin the board out by 0 to 3 random masks.
                let occupied = (0..i % 4).fold(next() & all, |o, _| o & next());
                let white = occupied & next();
                let turn = if i % 2 == 0 {
                    Colour::White
                } else {
                    Colour::Black
                };
                PositionOn::from_parts(white, occupied & !white, turn, *rules)
            })
            .collect()
    }

    #[test]
    fn the_circuit_scan_finds_what_tracing_each_piece_finds() {
        let (six, seven) = starts();
        for start in &six {
            for p in playout_positions(start, 8) {
                check_reach(&p);
            }
            for p in random_boards(&start.rules(), 4000) {
                check_reach(&p);
            }
        }
        for start in &seven {
            for p in playout_positions(start, 8) {
                check_reach(&p);
            }
            for p in random_boards(&start.rules(), 4000) {
                check_reach(&p);
            }
        }
    }

    #[test]
    fn captures_are_tactical() {
        let p: Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
        let capture: Move = "b2xc5".parse().unwrap();
        let step: Move = "b2-c3".parse().unwrap();
        assert!(p.is_tactical(capture));
        assert!(!p.is_tactical(step));
        assert!(p.legal_moves().contains(&capture));
        let seven: BasBasan = BasBasan::start();
        assert!(seven
            .legal_moves()
            .iter()
            .all(|&m| seven.is_tactical(m) == m.is_capture()));
    }

    /// `cargo test -p ludeme-surakarta --release --lib -- --ignored
    /// --nocapture evaluation_speed`: nanoseconds per `evaluate` over the
    /// positions of 200 random playouts (about 49,000), beside
    /// `plain_evaluate` and `legal_move_count` for scale.
    #[test]
    #[cfg(feature = "std")]
    #[ignore = "a timing, not a check"]
    fn evaluation_speed() {
        use std::time::Instant;
        let positions = playout_positions(&Position::start(), 200);
        // Fewer under callgrind: `ROUNDS=1 valgrind --tool=callgrind …`.
        let rounds: usize = std::env::var("ROUNDS").map_or(200, |r| r.parse().unwrap());
        let time = |f: fn(&Position, Side) -> f64| {
            let begin = Instant::now();
            let mut sum = 0.0;
            for _ in 0..rounds {
                for p in &positions {
                    sum += f(core::hint::black_box(p), Side(0));
                }
            }
            core::hint::black_box(sum);
            begin.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64
        };
        let evaluate = time(Position::evaluate);
        let plain = time(Position::plain_evaluate);
        let count = time(|p, _| p.legal_move_count() as f64);
        let pieces: u32 = positions.iter().map(|p| p.occupied().count_ones()).sum();
        std::println!(
            "{} positions, {:.1} pieces on average: evaluate {evaluate:.1} ns, \
             plain_evaluate {plain:.1} ns, legal_move_count {count:.1} ns",
            positions.len(),
            f64::from(pieces) / positions.len() as f64,
        );
    }
}

//! The picker against a full sort of the moves, and what the ordering
//! learns from cutoffs: killers, history, the game's tactical moves.

use super::*;
use ludeme_core::SplitMix64;

/// Facts drawn at random.
struct Drawn {
    tactical: Vec<bool>,
    killer: Vec<bool>,
    history: Vec<u32>,
}

impl MoveFacts for Drawn {
    fn len(&self) -> usize {
        self.tactical.len()
    }
    fn tactical(&self, index: usize) -> bool {
        self.tactical[index]
    }
    fn killer(&self, index: usize) -> bool {
        self.killer[index]
    }
    fn history(&self, index: usize) -> u32 {
        self.history[index]
    }
}

#[test]
fn the_picker_gives_the_order_of_a_full_sort() {
    let mut rng = SplitMix64::new(7);
    for round in 0..400 {
        let len = [0, 1, 2, 3, 4, 5, 17, 60, 300][round % 9];
        // Few history values, so that ties are many; at most two
        // killers (two moves), a table move or none.
        let tactical: Vec<bool> = (0..len).map(|_| rng.below(4) == 0).collect();
        let mut killer = alloc::vec![false; len];
        for _ in 0..rng.below(3) {
            if len > 0 {
                killer[rng.below(len as u64) as usize] = true;
            }
        }
        let history: Vec<u32> = (0..len).map(|_| rng.below(3) as u32 * 7).collect();
        // A table move past the moves (from a colliding key) is none.
        let table = match rng.below(4) {
            0 if len > 0 => rng.below(len as u64) as usize,
            1 => usize::MAX,
            2 => len,
            _ => len + 3,
        };
        let facts = Drawn {
            tactical,
            killer,
            history,
        };
        let mut picker = Picker::new(table, Vec::new(), true);
        let mut got = Vec::new();
        while let Some(ordered) = picker.next(&facts) {
            got.push(ordered);
        }
        // By level (the table's move 3, tactical 2, killer 1, other
        // 0), then history for the others, both higher first, then by
        // index; each with what the facts say of it.
        let level = |i: usize| match () {
            _ if i == table => 3,
            _ if facts.tactical[i] => 2,
            _ if facts.killer[i] => 1,
            _ => 0,
        };
        let mut expected: Vec<usize> = (0..len).collect();
        expected.sort_by_key(|&i| {
            let history = if level(i) == 0 { facts.history[i] } else { 0 };
            (core::cmp::Reverse(level(i)), core::cmp::Reverse(history), i)
        });
        let expected: Vec<Ordered> = expected
            .into_iter()
            .map(|index| Ordered {
                index,
                tactical: facts.tactical[index],
                killer: facts.killer[index],
            })
            .collect();
        assert_eq!(got, expected, "round {round}, {len} moves, table {table}");
        // Off: the game's order.
        let mut picker = Picker::new(usize::MAX, Vec::new(), false);
        let mut got = Vec::new();
        while let Some(ordered) = picker.next(&facts) {
            got.push(ordered.index);
        }
        assert_eq!(got, (0..len).collect::<Vec<_>>());
    }
}

/// Three legal moves of Surakarta's start that share no history slot.
fn three_moves() -> (ludeme_surakarta::Position, [ludeme_surakarta::Move; 3]) {
    use ludeme_core::Game;
    let state = ludeme_surakarta::Position::start();
    let mut picked: Vec<ludeme_surakarta::Move> = Vec::new();
    for &mv in state.legal_moves().iter() {
        if picked.iter().all(|p| history_slot(p) != history_slot(&mv)) {
            picked.push(mv);
        }
    }
    (state, [picked[0], picked[1], picked[2]])
}

#[test]
fn a_cutoff_makes_the_move_a_killer_at_its_ply() {
    let (state, moves) = three_moves();
    let killers = |ordering: &MoveOrdering<_>, ply| {
        let facts = ordering.facts(&state, &moves, ply);
        (0..facts.len())
            .filter(|&i| facts.killer(i))
            .collect::<Vec<_>>()
    };
    let mut ordering = MoveOrdering::new(true);
    assert_eq!(killers(&ordering, 2), []);
    ordering.note_cutoff(moves[0], false, 3, 2);
    assert_eq!(killers(&ordering, 2), [0]);
    assert_eq!(killers(&ordering, 1), [], "another ply's");
    assert_eq!(killers(&ordering, 3), [], "another ply's");
    ordering.note_cutoff(moves[1], false, 2, 2);
    assert_eq!(killers(&ordering, 2), [0, 1]);
    // The first killer cutting off again keeps the second.
    ordering.note_cutoff(moves[1], false, 2, 2);
    assert_eq!(killers(&ordering, 2), [0, 1]);
    // Two a ply: the oldest goes.
    ordering.note_cutoff(moves[2], false, 1, 2);
    assert_eq!(killers(&ordering, 2), [1, 2]);
    ordering.note_cutoff(moves[0], false, 1, 0);
    assert_eq!(killers(&ordering, 0), [0]);
    // Off, nothing is learned.
    let mut off = MoveOrdering::new(false);
    off.note_cutoff(moves[0], false, 3, 2);
    assert_eq!(killers(&off, 2), []);
    // Nor from a tactical move.
    let mut ordering = MoveOrdering::new(true);
    ordering.note_cutoff(moves[0], true, 3, 2);
    assert_eq!(killers(&ordering, 2), []);
}

#[test]
fn a_cutoff_adds_the_square_of_its_depth_to_the_history() {
    let (state, moves) = three_moves();
    let mut ordering = MoveOrdering::new(true);
    ordering.note_cutoff(moves[0], false, 3, 2);
    ordering.note_cutoff(moves[1], false, 2, 4);
    ordering.note_cutoff(moves[1], false, 2, 1);
    ordering.note_cutoff(moves[0], false, 1, 0);
    ordering.note_cutoff(moves[2], true, 5, 0);
    let facts = ordering.facts(&state, &moves, 0);
    let history: Vec<u32> = (0..3).map(|i| facts.history(i)).collect();
    assert_eq!(history, [9 + 1, 4 + 4, 0]);
}

#[test]
fn node_facts_tell_the_game_s_tactical_moves() {
    use ludeme_core::{Game, Heuristic};
    // White's b2 piece can take round the loop; its other moves are steps.
    let state: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
    let moves = state.legal_moves();
    let ordering = MoveOrdering::new(true);
    let facts = ordering.facts(&state, &moves, 0);
    assert_eq!(facts.len(), moves.len());
    let tactical: Vec<bool> = (0..moves.len()).map(|i| facts.tactical(i)).collect();
    let expected: Vec<bool> = moves.iter().map(|&mv| state.is_tactical(mv)).collect();
    assert_eq!(tactical, expected);
    assert!(tactical.contains(&true) && tactical.contains(&false));
}

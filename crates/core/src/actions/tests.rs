//! The lists against a model: every move's sequence in a `BTreeMap`,
//! which orders them as the lists must, and answers `following` and
//! `decide` by looking at every sequence.

use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;

use super::{ActionSteps, Decision, LegalActions};
use crate::SplitMix64;

/// Moves are indices into `steps`; the model maps each sequence to its
/// move.
fn model(steps: &[ActionSteps]) -> BTreeMap<Vec<u32>, usize> {
    steps
        .iter()
        .enumerate()
        .map(|(mv, s)| (s.to_vec(), mv))
        .collect()
}

fn filled(steps: &[ActionSteps], claims_order: bool) -> LegalActions<usize> {
    let mut legal = LegalActions::empty();
    let list: Vec<usize> = (0..steps.len()).collect();
    legal.fill(&list, |mv| steps[mv], claims_order, |mv| mv);
    legal
}

/// Checks every answer of `legal` against the model of `steps`.
fn check(legal: &LegalActions<usize>, steps: &[ActionSteps]) {
    let model = model(steps);
    assert_eq!(legal.len(), steps.len());
    assert_eq!(legal.is_empty(), steps.is_empty());
    let listed: Vec<(ActionSteps, usize)> = legal.iter().collect();
    let expected: Vec<(ActionSteps, usize)> = model.values().map(|&mv| (steps[mv], mv)).collect();
    assert_eq!(listed, expected, "{steps:?}");

    let mut firsts: Vec<u32> = model.keys().map(|s| s[0]).collect();
    firsts.dedup();
    assert_eq!(legal.following(&[]), firsts, "{steps:?}");
    for first in 0..10 {
        let seconds: Vec<u32> = model
            .keys()
            .filter(|s| s[0] == first && s.len() == 2)
            .map(|s| s[1])
            .collect();
        assert_eq!(legal.following(&[first]), seconds, "{first} in {steps:?}");
        for second in 0..10 {
            assert_eq!(legal.following(&[first, second]), [] as [u32; 0]);
        }

        let alone = model.get(&vec![first]).copied();
        let begins = model.keys().any(|s| s.len() == 2 && s[0] == first);
        let decided = legal.decide(&[first]);
        match (alone, begins) {
            (Some(mv), _) => assert_eq!(decided, Decision::Completes(mv)),
            (None, true) => assert_eq!(decided, Decision::Begins),
            (None, false) => assert_eq!(decided, Decision::Illegal),
        }
        for second in 0..10 {
            let expected = model
                .get(&vec![first, second])
                .map_or(Decision::Illegal, |&mv| Decision::Completes(mv));
            assert_eq!(
                legal.decide(&[first, second]),
                expected,
                "{first}, {second} in {steps:?}"
            );
        }
        assert_eq!(legal.decide(&[first, u32::MAX]), Decision::Illegal);
        assert_eq!(legal.decide(&[first, 0, 0]), Decision::Illegal);
    }
    assert_eq!(legal.decide(&[]), Decision::Illegal);
}

/// A random legal list: first actions below 10, each either a move of
/// one decision or the beginning of some of two (no sequence begins
/// another), in a random order.
fn random_steps(rng: &mut SplitMix64, two_decisions: bool) -> Vec<ActionSteps> {
    let mut steps = Vec::new();
    for first in 0..10 {
        match rng.below(3) {
            0 => {}
            1 => steps.push(ActionSteps::One(first)),
            _ if two_decisions => {
                for second in 0..10 {
                    if rng.below(3) == 0 {
                        steps.push(ActionSteps::Two(first, second));
                    }
                }
            }
            _ => {}
        }
    }
    for i in (1..steps.len()).rev() {
        steps.swap(i, rng.below(i as u64 + 1) as usize);
    }
    steps
}

#[test]
fn lists_in_any_order_with_any_claim_answer_as_the_model() {
    let mut rng = SplitMix64::new(26);
    for round in 0..400 {
        let mut steps = random_steps(&mut rng, round % 2 == 0);
        if round % 4 == 1 {
            steps.sort();
        }
        for claims_order in [false, true] {
            check(&filled(&steps, claims_order), &steps);
        }
    }
}

#[test]
fn the_claimed_order_is_checked_not_trusted() {
    let ones = [1, 4, 6].map(ActionSteps::One);
    // In order, out of order at the start or at the end, and with moves
    // of two decisions.
    let lists: [&[ActionSteps]; 5] = [
        &ones,
        &[ones[1], ones[0], ones[2]],
        &[ones[0], ones[2], ones[1]],
        &[
            ActionSteps::One(0),
            ActionSteps::Two(3, 2),
            ActionSteps::Two(3, 1),
        ],
        &[
            ActionSteps::Two(2, 5),
            ActionSteps::One(4),
            ActionSteps::Two(2, 0),
        ],
    ];
    for steps in lists {
        check(&filled(steps, true), steps);
    }
    // Action 0 first: the check starts below every action.
    let from_zero = [0, 1].map(ActionSteps::One);
    check(&filled(&from_zero, true), &from_zero);
}

/// Moves of one decision each, written in the order given (in order or
/// not), over a list that held another.
#[test]
fn lists_written_in_order_answer_as_the_model_and_are_sorted_when_not() {
    let mut rng = SplitMix64::new(39);
    let mut legal = LegalActions::default();
    for round in 0..300 {
        let mut steps = random_steps(&mut rng, false);
        if round % 3 != 0 {
            steps.sort();
        }
        legal.refill_in_order(steps.len(), |list| {
            for (mv, &step) in steps.iter().enumerate() {
                list.push(step.first(), mv);
            }
        });
        check(&legal, &steps);
    }
    legal.refill_in_order(0, |_| {});
    check(&legal, &[]);
}

#[test]
#[should_panic(expected = "more than 2 moves")]
fn a_list_written_past_its_bound_panics() {
    let mut legal: LegalActions<u8> = LegalActions::default();
    legal.refill_in_order(2, |list| {
        for action in 0..3 {
            list.push(action, 0);
        }
    });
}

#[test]
fn a_list_filled_again_forgets_the_last() {
    let mut rng = SplitMix64::new(7);
    let mut legal = LegalActions::default();
    assert!(legal.is_empty());
    let mut lists: Vec<Vec<ActionSteps>> = (0..60)
        .map(|round| random_steps(&mut rng, round % 3 != 0))
        .collect();
    lists.push(Vec::new());
    for (round, steps) in lists.iter().enumerate() {
        let list: Vec<usize> = (0..steps.len()).collect();
        let mut sorted = steps.clone();
        sorted.sort();
        let (steps, claims_order) = if round % 2 == 0 {
            (&sorted, true)
        } else {
            (steps, false)
        };
        legal.fill(&list, |mv| steps[mv], claims_order, |mv| mv);
        check(&legal, steps);
    }
    legal.clear();
    check(&legal, &[]);
}

#[test]
fn action_steps_answer_as_their_lists() {
    for steps in [
        ActionSteps::One(4),
        ActionSteps::Two(7, 3),
        ActionSteps::Two(0, 0),
    ] {
        let list = steps.to_vec();
        assert_eq!(steps.len(), list.len());
        assert!(!steps.is_empty());
        assert_eq!(steps.first(), list[0]);
        for index in 0..3 {
            assert_eq!(steps.get(index), list.get(index).copied());
        }
        for n in 0..=list.len() {
            assert!(steps.starts_with(&list[..n]));
        }
        let mut longer = list.clone();
        longer.push(0);
        assert!(!steps.starts_with(&longer));
        let mut other = list.clone();
        other[0] += 1;
        assert!(!steps.starts_with(&other));
        let last = list.len() - 1;
        let mut other = list.clone();
        other[last] += 1;
        assert!(!steps.starts_with(&other));
    }
    // Keys sort as the sequences do.
    let mut sequences = [
        ActionSteps::Two(3, 0),
        ActionSteps::One(3),
        ActionSteps::Two(2, 9),
        ActionSteps::One(u32::MAX - 1),
        ActionSteps::Two(3, u32::MAX - 1),
    ];
    sequences.sort_by_key(|s| s.key());
    let lists: Vec<Vec<u32>> = sequences.iter().map(|s| s.to_vec()).collect();
    assert!(lists.windows(2).all(|w| w[0] < w[1]), "{lists:?}");
}

#[test]
fn a_move_s_whole_sequence_decides_as_its_actions() {
    let steps = [
        ActionSteps::One(4),
        ActionSteps::Two(7, 1),
        ActionSteps::Two(7, 3),
    ];
    let legal = filled(&steps, false);
    for (mv, &s) in steps.iter().enumerate() {
        assert_eq!(legal.decide_steps(s), Decision::Completes(mv), "{s:?}");
        assert_eq!(legal.decide_steps(s), legal.decide(&s.to_vec()));
    }
    assert_eq!(legal.decide_steps(ActionSteps::One(7)), Decision::Begins);
    assert_eq!(
        legal.decide_steps(ActionSteps::Two(7, 2)),
        Decision::Illegal
    );
    assert_eq!(legal.decide_steps(ActionSteps::One(5)), Decision::Illegal);
}

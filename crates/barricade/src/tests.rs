//! The shared battery of ludeme-core, run on Barricade.

use ludeme_core::testing;
use ludeme_core::{Actor, Game};
use proptest::prelude::*;

use crate::{Colour, IllegalMove, Move, Node, Origin, Players, Position, Rules};

/// Left-right mirror: column x ↔ 16 − x, red ↔ blue, green ↔ yellow.
fn mirror(p: &Position) -> Position {
    let flip = |mask: u128| {
        crate::nodes(mask).fold(0u128, |acc, n| {
            let (x, row) = n.coords();
            acc | Node::at(16 - x, row).expect("the board is symmetric").bit()
        })
    };
    let mut image = *p;
    for colour in Colour::ALL {
        image.pieces[3 - colour.index()] = flip(p.pieces[colour.index()]);
    }
    image.barricades = flip(p.barricades);
    image.in_play = (0..4).fold(0, |m, i| m | (p.in_play >> i & 1) << (3 - i));
    image.turn = Colour::from_index(3 - p.turn.index());
    image.hash = image.hash_from_scratch();
    image
}

#[test]
fn battery_on_random_games() {
    testing::check_playouts(&Position::start(), 0..3, 120, false);
}

#[test]
fn battery_under_every_player_setup_and_option() {
    let setups = [
        Rules::default()
            .with_players(Players::PairsOfFour)
            .with_protect_partners(true),
        Rules::default().with_players(Players::Individual(2)),
        Rules::default()
            .with_players(Players::Individual(3))
            .with_no_barricades_on_rows_1_and_2(true),
    ];
    for (i, rules) in setups.into_iter().enumerate() {
        testing::check_playouts(
            &Position::start_with(&rules),
            10 * i as u64..10 * i as u64 + 1,
            80,
            false,
        );
    }
}

#[test]
fn a_record_agrees_with_its_positions() {
    // No history rules: a record ends only when a piece reaches the goal.
    assert_eq!(
        ludeme_core::History::history_rules(&Position::start()),
        ludeme_core::HistoryRules::NONE
    );
    testing::check_record(&Position::start(), 0..4, 100_000);
    let four = Position::start_with(&Rules::default().with_players(Players::PairsOfFour));
    testing::check_record(&four, 4..6, 100_000);
}

#[test]
fn a_record_plays_undoes_and_refuses_after_the_goal() {
    use ludeme_core::{Record, RecordError};
    let barricades = "a3,e3,i3,m3,q3,i5,g7,k7,i9,i10,i11";
    let start: Position = format!("h13 - - - {barricades} r -").parse().unwrap();
    let mut record = Record::new(start);
    assert_eq!(
        record.play(Move::Roll(3)),
        Ok(()),
        "a roll is a move of the record"
    );
    assert_eq!(
        record.play("h13-i14".parse().unwrap()),
        Err(RecordError::Illegal(IllegalMove::WrongCount {
            from: Origin::Node("h13".parse().unwrap()),
            to: Node::GOAL,
            die: 3
        }))
    );
    assert_eq!(record.plies(), 1);
    assert_eq!(record.undo(), Some(Move::Roll(3)));
    record.play(Move::Roll(2)).unwrap();
    record.play("h13-i14".parse().unwrap()).unwrap();
    let outcome = record.outcome().unwrap();
    assert_eq!(outcome.reason(), crate::GOAL_REACHED);
    assert_eq!(outcome.describe(record.position()), "red+yellow wins (goal reached)");
    assert_eq!(record.play(Move::Roll(1)), Err(RecordError::GameOver));
    assert_eq!(record.undo().map(|m| m.to_string()).as_deref(), Some("h13-i14"));
    assert_eq!(record.outcome(), None);
    assert_eq!(record.plies_since_irreversible(), 1, "no move is irreversible");
}

#[test]
fn random_games_end_and_keep_five_pieces_and_eleven_barricades() {
    for seed in 0..40 {
        let game = ludeme_core::random_playout(&Position::start(), seed, 100_000);
        assert_eq!(game.last.to_act(), Actor::Nobody, "seed {seed}");
        let mut p = Position::start();
        for mv in game.moves {
            p.play_unchecked(mv);
            assert_eq!(p.barricades().count_ones(), 11);
            assert_eq!(
                p.barricades() & (crate::board::ROW_1 | crate::board::GOAL_BIT),
                0
            );
            for colour in Colour::ALL {
                assert_eq!(p.pieces(colour).count_ones() + p.in_house(colour), 5);
            }
            assert_eq!(p.all_pieces() & p.barricades(), 0);
        }
    }
}

#[test]
fn the_mirror_preserves_move_counts() {
    testing::check_symmetry(&Position::start(), 0..4, 200, 2, mirror);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Red's and green's entries differ: swapping only the colour to move is
    // no symmetry.
    let p: Position = "c1 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1"
        .parse()
        .unwrap();
    let q: Position = "c1 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 g 1"
        .parse()
        .unwrap();
    assert_ne!(ludeme_core::perft(&p, 1), ludeme_core::perft(&q, 1));
    assert_eq!(mirror(&mirror(&p)), p);
}

#[test]
fn sampled_moves_are_legal_and_cover_the_placements() {
    let mut p = Position::start();
    p.play(Move::Roll(5)).unwrap();
    let mut rng = ludeme_core::SplitMix64::new(9);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..20_000 {
        let mv = p.sample_move(&mut rng).unwrap();
        assert!(p.is_legal(mv), "{mv}");
        seen.insert(mv);
    }
    assert_eq!(seen.len(), 167, "every one of the 167 moves is drawn");
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "[-a-q0-9,x rgyb]{0,60}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in "\\PC{0,40}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_text_forms() {
    let p = Position::start();
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(json, format!("\"{p}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), p);
    let m: Move = "c1-e3/i5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"c1-e3/i5\"");
    assert_eq!(serde_json::from_str::<Move>("\"c1-e3/i5\"").unwrap(), m);
}

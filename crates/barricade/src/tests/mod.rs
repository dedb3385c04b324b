//! The shared battery of ludeme-core, run on Barricade, with the record,
//! random games, the mirror symmetry, sampling and the keys; the other
//! topics in the submodules.

use alloc::string::ToString;
use alloc::vec::Vec;

use ludeme_core::{Actor, Game};
use ludeme_testing as testing;

use crate::{IllegalMove, Move, Node, Origin, PawnColour, Players, Position, Rules};

mod actions;
mod move_space;
mod names;
mod render;
#[cfg(feature = "serde")]
mod serde_forms;
mod text;

/// The start's barricades, as the barricade field of a position's text.
const START_BARRICADES: &str = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

/// The player setups: pairs of two or four players, and individual games
/// of two, three and four (the last with partners protected).
pub(crate) fn setups() -> [Rules; 5] {
    let rules = Rules::default();
    [
        rules,
        rules.with_players(Players::PairsOfFour),
        rules.with_players(Players::Individual(2)),
        rules.with_players(Players::Individual(3)),
        rules
            .with_players(Players::Individual(4))
            .with_protect_partners(true),
    ]
}

/// The node a piece's move starts from, `None` for the house.
pub(crate) fn origin_node(from: Origin) -> Option<Node> {
    match from {
        Origin::House => None,
        Origin::Node(node) => Some(node),
    }
}

/// Left-right mirror: column x ↔ 16 − x, red ↔ blue, green ↔ yellow.
pub(crate) fn mirror(p: &Position) -> Position {
    let flip = |mask: u128| {
        crate::nodes(mask).fold(0u128, |acc, n| {
            let (x, row) = n.coords();
            acc | Node::at(16 - x, row).expect("the board is symmetric").bit()
        })
    };
    let mut image = *p;
    for colour in PawnColour::ALL {
        image.pieces[3 - colour.index()] = flip(p.pieces[colour.index()]);
    }
    image.barricades = flip(p.barricades);
    image.in_play = (0..4).fold(0, |m, i| m | (p.in_play >> i & 1) << (3 - i));
    image.turn = PawnColour::from_index(3 - p.turn.index());
    image.hash = image.hash_from_scratch();
    image
}

#[test]
fn battery_under_every_player_setup_and_option() {
    let pairs_protected = Rules::default()
        .with_players(Players::PairsOfFour)
        .with_protect_partners(true);
    let three_no_low = Rules::default()
        .with_players(Players::Individual(3))
        .with_no_barricades_on_rows_1_and_2(true);
    testing::check_playouts_under_among(
        &[
            (Rules::default(), 0..3, 120),
            (pairs_protected, 0..1, 80),
            (
                Rules::default().with_players(Players::Individual(2)),
                10..11,
                80,
            ),
            (three_no_low, 20..21, 80),
        ],
        Position::candidate_moves,
    );
}

#[test]
fn the_heuristic_keeps_its_contract_along_random_games() {
    let tactical = testing::check_heuristic(&Position::start(), 0..6, 400);
    let solo = Position::start_with(&Rules::default().with_players(Players::Individual(3)));
    let individual = testing::check_heuristic(&solo, 10..12, 400);
    assert!(
        tactical > 800 && individual > 250,
        "{tactical} {individual}"
    );
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
    use ludeme_core::{GameLine, GameLineError};
    let barricades = "a3,e3,i3,m3,q3,i5,g7,k7,i9,i10,i11";
    let start: Position = format!("h13 - - - {barricades} r -").parse().unwrap();
    let mut record = GameLine::new(start);
    assert_eq!(
        record.play(Move::Roll(3)),
        Ok(()),
        "a roll is a move of the record"
    );
    assert_eq!(
        record.play("h13-i14".parse().unwrap()),
        Err(GameLineError::Illegal(IllegalMove::WrongCount {
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
    assert_eq!(
        outcome.describe(record.position()),
        "red+yellow wins (goal reached)"
    );
    assert_eq!(record.play(Move::Roll(1)), Err(GameLineError::GameOver));
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("h13-i14")
    );
    assert_eq!(record.outcome(), None);
    assert_eq!(
        record.plies_since_irreversible(),
        1,
        "no move is irreversible"
    );
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
            for colour in PawnColour::ALL {
                assert_eq!(p.pieces(colour).count_ones() + p.in_house(colour), 5);
            }
            assert_eq!(p.all_pieces() & p.barricades(), 0);
        }
    }
}

#[test]
fn the_colours_in_play_are_those_with_pieces() {
    for rules in setups() {
        let start = Position::start_with(&rules);
        for p in ludeme_testing::playout_states(&start, 0..2, 400) {
            // A colour in play has its five pieces on the board or in its
            // house; the others have none.
            let with_pieces = PawnColour::ALL.iter().fold(0u8, |mask, &colour| {
                match p.pieces(colour).count_ones() + p.in_house(colour) {
                    5 => mask | 1 << colour.index(),
                    0 => mask,
                    n => panic!("{p}: {colour:?} has {n} pieces"),
                }
            });
            assert_eq!(p.colours_in_play(), with_pieces, "{p}");
            assert_eq!(with_pieces, rules.colours_in_play(), "{p}");
            assert_ne!(with_pieces & 1 << p.turn.index(), 0, "{p}");
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

#[test]
fn keys_tell_positions_apart() {
    // Positions along random games under each setup, and each of them with
    // every colour in play to move, before and after every roll.
    for rules in [
        Rules::default(),
        Rules::default().with_players(Players::Individual(3)),
    ] {
        let start = Position::start_with(&rules);
        let mut states = Vec::new();
        for p in testing::playout_states(&start, 0..2, 600)
            .iter()
            .step_by(10)
        {
            let text = p.to_string();
            let board: Vec<&str> = text.split(' ').take(5).collect();
            for colour in ["r", "g", "y", "b"] {
                for die in ["-", "1", "2", "3", "4", "5", "6"] {
                    let variant = alloc::format!("{} {colour} {die}", board.join(" "));
                    states.extend(Position::from_text(&variant, &rules));
                }
            }
        }
        assert!(states.len() > 1_000, "{}", states.len());
        testing::check_keys_tell_apart(states);
    }
}

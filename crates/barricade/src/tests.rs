//! The shared battery of ludeme-core, run on Barricade.

use alloc::vec::Vec;

use ludeme_core::testing::{self, CandidateMoves};
use ludeme_core::Game;
use proptest::prelude::*;

use crate::{Colour, Move, Node, Origin, Players, Position, Rules};

impl CandidateMoves for Position {
    /// Every roll 0–7, `pass`, every (origin, destination) without placement,
    /// and — for the origins of the colour to move, onto each barricade —
    /// every placement node.
    fn candidate_moves(&self) -> Vec<Move> {
        let nodes: Vec<Node> = (0..112).filter_map(Node::new).collect();
        let origins: Vec<Origin> = core::iter::once(Origin::House)
            .chain(nodes.iter().map(|&n| Origin::Node(n)))
            .collect();
        let mut moves: Vec<Move> = (0..=7).map(Move::Roll).collect();
        moves.push(Move::Pass);
        for &from in &origins {
            for &to in &nodes {
                if from != Origin::Node(to) {
                    moves.push(Move::Go {
                        from,
                        to,
                        barricade: None,
                    });
                }
            }
        }
        let ours = self.pieces(self.turn());
        let own_origins = origins.iter().filter(|o| match o {
            Origin::House => true,
            Origin::Node(n) => ours & n.bit() != 0,
        });
        for &from in own_origins {
            for to in crate::nodes(self.barricades()) {
                for &place in &nodes {
                    moves.push(Move::Go {
                        from,
                        to,
                        barricade: Some(place),
                    });
                }
            }
        }
        moves
    }
}

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
    image.hash = image.zobrist_from_scratch();
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
            &Position::start_with(rules),
            10 * i as u64..10 * i as u64 + 1,
            80,
            false,
        );
    }
}

#[test]
fn random_games_end_and_keep_five_pieces_and_eleven_barricades() {
    for seed in 0..40 {
        let game = ludeme_core::random_playout(&Position::start(), seed, 100_000);
        assert!(game.last.is_over(), "seed {seed}");
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
    assert_ne!(p.perft(1), q.perft(1));
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

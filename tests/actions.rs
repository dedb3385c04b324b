//! The fixed action space and observations of every game and variant
//! (`Actions`), through the registry.

use ludeme::testing::check_actions;
use ludeme::{games, Actions, AnyGame, Decision, Game};

#[test]
fn every_variant_numbers_its_moves_and_observes_its_positions() {
    for info in games() {
        for variant in &info.variants {
            let start = AnyGame::by_name(info.name, Some(variant.name), None).unwrap();
            check_actions(&start, 0..3, 300);
        }
    }
}

#[test]
fn the_games_that_say_they_list_their_moves_in_action_order_do() {
    // On each game's own type (a game of any kind claims nothing), at every
    // position of random games.
    const { assert!(ludeme::barca::Position::MOVES_IN_ACTION_ORDER) };
    check_actions(&ludeme::barca::Position::start(), 0..5, 400);
    const { assert!(ludeme::surakarta::Position::MOVES_IN_ACTION_ORDER) };
    check_actions(&ludeme::surakarta::Position::start(), 0..5, 400);
    check_actions(&ludeme::surakarta::BasBasan::start(), 0..5, 400);
}

fn actions(game: &AnyGame, text: &str) -> Vec<u32> {
    game.actions_of(game.parse_move(text).unwrap()).to_vec()
}

#[test]
fn actions_are_numbered_as_documented() {
    let surakarta = AnyGame::by_name("surakarta", None, None).unwrap();
    // b2 = 1·6 + 1, b3 = 2·6 + 1.
    assert_eq!(actions(&surakarta, "b2-b3"), [7 * 36 + 13]);
    assert_eq!(AnyGame::num_actions(&surakarta.rules()), 1296);
    let bas_basan = AnyGame::by_name("surakarta", Some("bas-basan"), None).unwrap();
    assert_eq!(AnyGame::num_actions(&bas_basan.rules()), 2401);
    let barca = AnyGame::by_name("barca", None, None).unwrap();
    // d2 = 13, c3 = 22.
    assert_eq!(actions(&barca, "d2-c3"), [1322]);
    assert_eq!(AnyGame::num_actions(&barca.rules()), 10_000);
    let start = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r";
    let barricade = AnyGame::by_name("barricade", None, Some(&format!("{start} -"))).unwrap();
    assert_eq!(actions(&barricade, "roll 1"), [0]);
    assert_eq!(actions(&barricade, "roll 6"), [5]);
    assert_eq!(AnyGame::num_actions(&barricade.rules()), 12_775);
    // With a 1, red's one move enters from the house (origin 112).
    let rolled = AnyGame::by_name("barricade", None, Some(&format!("{start} 1"))).unwrap();
    let moves = rolled.legal_moves();
    assert_eq!(moves.len(), 1);
    let steps = rolled.actions_of(moves[0]).to_vec();
    assert_eq!(steps.len(), 1);
    assert!((7..7 + 113 * 112).contains(&(steps[0] as usize)));
    assert_eq!((steps[0] as usize - 7) / 112, 112, "from the house");
}

#[test]
fn a_barricade_capture_is_two_decisions() {
    // Red's piece on e2 with a 1 lands on e3's barricade.
    let game = AnyGame::by_name(
        "barricade",
        None,
        Some("e2 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1"),
    )
    .unwrap();
    let legal = game.legal_actions();
    let first = legal.following(&[]);
    let captures: Vec<u32> = first
        .iter()
        .copied()
        .filter(|&a| !legal.following(&[a]).is_empty())
        .collect();
    assert_eq!(captures.len(), 1, "{first:?}");
    let places = legal.following(&captures);
    // Every free node but the goal and row 1 may take the barricade.
    assert!(places.len() > 80, "{}", places.len());
    assert!(places.iter().all(|&a| (12_663..12_775).contains(&a)));
    let Decision::Completes(mv) = legal.decide(&[captures[0], places[0]]) else {
        panic!("a capture and a place complete a move");
    };
    assert!(mv.to_string().starts_with("e2-e3/"), "{mv}");
    assert_eq!(legal.decide(&captures), Decision::Begins);
}

#[test]
fn observations_are_seen_from_the_side_to_move() {
    let mut game = AnyGame::by_name("surakarta", None, None).unwrap();
    let [planes, rows, columns] = AnyGame::observation_shape(&game.rules());
    assert_eq!([planes, rows, columns], [2, 6, 6]);
    let mut white = vec![0.0; 72];
    game.observe(&[], &mut white);
    game.play(game.parse_move("b2-b3").unwrap()).unwrap();
    let mut black = vec![0.0; 72];
    game.observe(&[], &mut black);
    // Each side sees its own pieces on rows 0 and 1 of plane 0.
    for obs in [&white, &black] {
        assert!(obs[..12].iter().all(|&v| v == 1.0));
        assert!(obs[36 + 24..].iter().sum::<f32>() >= 11.0);
    }
    // White's b3 is, for Black, on row 6 − 1 − 2 = 3 of plane 1.
    assert_eq!(black[36 + 3 * 6 + 1], 1.0);
    // And b2, now empty, on row 4; b1 on row 5.
    assert_eq!(black[36 + 4 * 6 + 1], 0.0);
    assert_eq!(black[36 + 5 * 6 + 1], 1.0);
}

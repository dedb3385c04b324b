//! The fixed action space and observations of every game and variant
//! (`Actions`), on each game's own type chosen through the registry.

use ludeme::{
    games, Actions, AnyGame, AnyRules, Decision, Game, GameVisitor, Registered, StateVisitor,
};
use ludeme_testing::check_actions;

/// `check_actions` from the start, on the game's own type.
struct CheckActions;

impl GameVisitor for CheckActions {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        check_actions(&G::start_with(&rules), 0..3, 300);
    }
}

#[test]
fn every_variant_numbers_its_moves_and_observes_its_positions() {
    for info in games() {
        for variant in &info.variants {
            let rules = AnyRules::by_name(info.name, Some(variant.name)).unwrap();
            rules.visit(CheckActions);
        }
    }
}

#[test]
fn the_games_that_say_they_list_their_moves_in_action_order_do() {
    // At every position of random games.
    const { assert!(ludeme::barca::Position::MOVES_IN_ACTION_ORDER) };
    check_actions(&ludeme::barca::Position::start(), 0..5, 400);
    const { assert!(ludeme::surakarta::Position::MOVES_IN_ACTION_ORDER) };
    check_actions(&ludeme::surakarta::Position::start(), 0..5, 400);
    check_actions(&ludeme::surakarta::BasBasan::start(), 0..5, 400);
}

/// The size of the action space under the rules.
struct NumActions;

impl GameVisitor for NumActions {
    type Output = usize;
    fn visit<G: Registered>(self, rules: G::Rules) -> usize {
        G::num_actions(&rules)
    }
}

/// The actions of the move that text writes.
struct MoveActions<'a>(&'a str);

impl StateVisitor for MoveActions<'_> {
    type Output = Vec<u32>;
    fn visit<G: Registered>(self, state: G) -> Vec<u32> {
        state.actions_of(state.parse_move(self.0).unwrap()).to_vec()
    }
}

/// The actions of each legal move, in their order.
struct EveryMoveActions;

impl StateVisitor for EveryMoveActions {
    type Output = Vec<Vec<u32>>;
    fn visit<G: Registered>(self, state: G) -> Vec<Vec<u32>> {
        let moves = state.legal_moves();
        moves
            .iter()
            .map(|&mv| state.actions_of(mv).to_vec())
            .collect()
    }
}

fn actions(game: &AnyGame, text: &str) -> Vec<u32> {
    game.clone().visit(MoveActions(text))
}

#[test]
fn actions_are_numbered_as_documented() {
    let surakarta = AnyGame::by_name("surakarta", None, None).unwrap();
    // b2 = 1·6 + 1, b3 = 2·6 + 1.
    assert_eq!(actions(&surakarta, "b2-b3"), [7 * 36 + 13]);
    assert_eq!(surakarta.rules().visit(NumActions), 1296);
    let bas_basan = AnyGame::by_name("surakarta", Some("bas-basan"), None).unwrap();
    assert_eq!(bas_basan.rules().visit(NumActions), 2401);
    let barca = AnyGame::by_name("barca", None, None).unwrap();
    // d2 = 13, c3 = 22.
    assert_eq!(actions(&barca, "d2-c3"), [1322]);
    assert_eq!(barca.rules().visit(NumActions), 10_000);
    let start = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r";
    let barricade = AnyGame::by_name("barricade", None, Some(&format!("{start} -"))).unwrap();
    assert_eq!(actions(&barricade, "roll 1"), [0]);
    assert_eq!(actions(&barricade, "roll 6"), [5]);
    assert_eq!(barricade.rules().visit(NumActions), 12_775);
    // With a 1, red's one move enters from the house (origin 112).
    let rolled = AnyGame::by_name("barricade", None, Some(&format!("{start} 1"))).unwrap();
    let moves = rolled.visit(EveryMoveActions);
    assert_eq!(moves.len(), 1);
    let steps = &moves[0];
    assert_eq!(steps.len(), 1);
    assert!((7..7 + 113 * 112).contains(&(steps[0] as usize)));
    assert_eq!((steps[0] as usize - 7) / 112, 112, "from the house");
}

#[test]
fn a_barricade_capture_is_two_decisions() {
    // Red's piece on e2 with a 1 lands on e3's barricade.
    let game = ludeme::barricade::Position::from_text(
        "e2 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1",
        &Default::default(),
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
    let mut game = ludeme::surakarta::Position::start();
    let [planes, rows, columns] = ludeme::surakarta::Position::observation_shape(&game.rules());
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

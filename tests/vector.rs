//! `ludeme::vector`: every registered game and variant, stepped with
//! random legal actions, writes what its games, replayed as games of any
//! kind, show; the same on one thread and on rayon's pool; a refused batch
//! changes nothing.

use ludeme::session::AnySession;
use ludeme::vector::{by_name, AnyVectorGame, Buffers, VectorError, VectorOptions};
use ludeme::{games, Actor, AnyGame, Game, GameVisitor, Registered};

fn buffers(games: &dyn AnyVectorGame) -> Buffers {
    let n = games.len();
    let obs: usize = games.observation_shape().iter().product();
    Buffers {
        observation: vec![0.0; n * obs],
        legal_action_mask: vec![false; n * games.num_actions()],
        current_player: vec![0; n],
        rewards: vec![0.0; n * games.seats()],
        terminated: vec![false; n],
        truncated: vec![false; n],
    }
}

/// Game `i`'s rows, as its copy (a game of any kind) shows them.
fn check_rows(games: &dyn AnyVectorGame, out: &Buffers, i: usize, context: &str) {
    let copy: Box<dyn AnySession> = games.any_game(i);
    let obs_len: usize = games.observation_shape().iter().product();
    let width = games.num_actions();
    let ended = out.terminated[i] || out.truncated[i];
    let mut seen = vec![0.0; obs_len];
    copy.observe(&mut seen);
    assert_eq!(
        out.observation[i * obs_len..][..obs_len],
        seen[..],
        "{context}: game {i}"
    );
    let mask = &out.legal_action_mask[i * width..][..width];
    if ended {
        assert!(mask.iter().all(|&legal| legal), "{context}: game {i}");
        assert_eq!(out.current_player[i], -1);
    } else {
        let shown: Vec<u32> = (0..width as u32).filter(|&a| mask[a as usize]).collect();
        assert_eq!(shown, copy.next_actions(), "{context}: game {i}");
        let Actor::Seat(seat) = copy.to_act() else {
            panic!("{context}: game {i} waits for {:?}", copy.to_act())
        };
        assert_eq!(out.current_player[i], i32::from(seat.0));
    }
    if out.terminated[i] {
        let returns = copy.returns();
        let rewards = &out.rewards[i * returns.len()..][..returns.len()];
        assert!(
            rewards
                .iter()
                .zip(&returns)
                .all(|(&r, &v)| f64::from(r) == v),
            "{context}"
        );
        assert!(copy.is_over());
    } else {
        assert!(out.rewards[i * games.seats()..][..games.seats()]
            .iter()
            .all(|&r| r == 0.0));
    }
}

#[test]
fn every_variant_writes_what_its_games_show() {
    for info in games() {
        for variant in info.every_variant().iter().take(4) {
            let context = format!("{} {variant}", info.name);
            let n = 260;
            let mut one = by_name(
                info.name,
                Some(variant),
                VectorOptions::new(n).seed(9).max_plies(Some(40)).threads(1),
            )
            .unwrap();
            let mut pool = by_name(
                info.name,
                Some(variant),
                VectorOptions::new(n).seed(9).max_plies(Some(40)).threads(0),
            )
            .unwrap();
            let (mut a, mut b) = (buffers(&*one), buffers(&*pool));
            one.reset(None, &mut a.outputs()).unwrap();
            pool.reset(None, &mut b.outputs()).unwrap();
            let mut actions = vec![0; n];
            let mut ends = 0;
            for step in 0..120 {
                one.random_actions(&mut actions).unwrap();
                one.step(&actions, &mut a.outputs()).unwrap();
                pool.step(&actions, &mut b.outputs()).unwrap();
                assert_eq!(a.observation, b.observation, "{context}");
                assert_eq!(a.legal_action_mask, b.legal_action_mask, "{context}");
                assert_eq!(
                    (&a.current_player, &a.rewards, &a.terminated, &a.truncated),
                    (&b.current_player, &b.rewards, &b.terminated, &b.truncated),
                    "{context}"
                );
                ends += a
                    .terminated
                    .iter()
                    .chain(&a.truncated)
                    .filter(|&&e| e)
                    .count();
                if step % 7 == 0 {
                    for i in (0..n).step_by(9) {
                        check_rows(&*one, &a, i, &context);
                    }
                }
            }
            assert!(ends > 0, "{context}: no game ended or was cut off");
        }
    }
}

#[test]
fn a_refused_batch_changes_nothing() {
    let mut games = by_name(
        "barca",
        None,
        VectorOptions::new(3).seed(1).max_plies(None).threads(1),
    )
    .unwrap();
    let mut out = buffers(&*games);
    games.reset(None, &mut out.outputs()).unwrap();
    let mut actions = vec![0; 3];
    games.random_actions(&mut actions).unwrap();
    let before = (out.observation.clone(), out.legal_action_mask.clone());
    let histories =
        |g: &dyn AnyVectorGame| (0..3).map(|i| g.any_game(i).history()).collect::<Vec<_>>();
    let played = histories(&*games);
    let mut bad = actions.clone();
    bad[2] = 9_999_999;
    let error = games.step(&bad, &mut out.outputs()).unwrap_err();
    assert!(matches!(
        error,
        VectorError::Illegal {
            game: 2,
            action: 9_999_999,
            ..
        }
    ));
    assert!(
        error
            .to_string()
            .starts_with("game 2: action 9999999 is not legal"),
        "{error}"
    );
    assert!(matches!(
        games.step(&actions[..2], &mut out.outputs()),
        Err(VectorError::Count { given: 2, games: 3 })
    ));
    let mut short = buffers(&*games);
    short.rewards.pop();
    assert!(matches!(
        games.step(&actions, &mut short.outputs()),
        Err(VectorError::Output {
            name: "rewards",
            ..
        })
    ));
    assert_eq!(
        (out.observation.clone(), out.legal_action_mask.clone()),
        before
    );
    assert_eq!(histories(&*games), played);
    games.step(&actions, &mut out.outputs()).unwrap();
    assert!(histories(&*games).iter().all(|h| h.len() == 1));
}

/// The size of the action space, on the game's own type.
struct NumActions;

impl GameVisitor for NumActions {
    type Output = usize;
    fn visit<G: Registered>(self, rules: G::Rules) -> usize {
        G::num_actions(&rules)
    }
}

#[test]
fn chance_is_rolled_inside_and_copies_replay() {
    let mut games = by_name(
        "barricade",
        None,
        VectorOptions::new(4).seed(5).max_plies(None).threads(1),
    )
    .unwrap();
    let mut out = buffers(&*games);
    games.reset(None, &mut out.outputs()).unwrap();
    for i in 0..4 {
        let copy = games.any_game(i);
        assert_eq!(copy.history().len(), 1, "the first roll is played");
        assert!(matches!(copy.to_act(), Actor::Seat(_)));
        let start: AnyGame = AnyGame::by_name("barricade", None, None).unwrap();
        assert!(copy.state() != start);
        assert_eq!(start.rules().visit(NumActions), games.num_actions());
    }
}

#[test]
fn a_new_vector_has_rolled_its_dice() {
    use ludeme::barricade::Position;
    use ludeme::vector::VectorGame;
    let games = VectorGame::with_options(Position::start(), VectorOptions::new(3).seed(2));
    for i in 0..3 {
        assert!(matches!(games.game(i).to_act(), Actor::Seat(_)));
        assert_eq!(games.game(i).history().len(), 1);
    }
}

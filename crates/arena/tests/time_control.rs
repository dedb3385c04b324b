//! Time control on a clock that counts instead of the wall clock: a
//! clocked built-in alpha-beta player (the player the UGI engine runs,
//! given its share of the clock by the same `move_budget`) never loses on
//! time, on a fast machine or a slow one, whatever else the machine is
//! doing. The same check through real engine processes on the wall clock
//! is `crates/cli/tests`' wall-clock test, run by CI on its own.

use std::sync::Arc;

use ludeme_arena::{parse_time_control, Entrant, Fault, Played, Referee};
use ludeme_players::{Clock, NodeClock};
use ludeme_registry::Registered;

/// Game `g` of `ab` against `ab` at `tc`, from `G`'s start, on a clock
/// whose time is the nodes searched, `speed` a second (a machine of that
/// speed with nothing else to do).
fn clocked_game<G: Registered>(tc: &str, speed: u64, g: u32) -> Played {
    let players = [
        Entrant::parse("ab", 1).unwrap(),
        Entrant::parse("ab", 1).unwrap(),
    ];
    let timer: Arc<dyn Clock> = Arc::new(NodeClock::new(speed));
    let mut referee = Referee {
        entrants: &players,
        engines: &mut [],
        seed: 7,
        max_plies: 400,
        clock: Some(parse_time_control(tc).unwrap()),
        timer,
    };
    referee.play(g, &G::start_with(&G::Rules::default()), None, None)
}

/// Plays a game each way round at `tc` on a node clock of `speed`, and
/// checks that neither side lost on time although the clock pressed them:
/// each side spent more than a quarter of its base time.
fn never_loses_on_time<G: Registered>(tc: &str, speed: u64) {
    let text = tc;
    let tc = parse_time_control(text).unwrap();
    for g in 0..2 {
        let played = clocked_game::<G>(text, speed, g);
        assert!(
            played.fault.is_none(),
            "{text}, game {g}, {speed} nodes a second: {:?}",
            played.fault
        );
        for (seat, &thinking) in played.thinking.iter().enumerate() {
            let allowed = tc.base + tc.increment * played.moves[seat];
            assert!(
                thinking <= allowed,
                "seat {seat}: {thinking:?} of {allowed:?}"
            );
            assert!(
                thinking * 4 > tc.base,
                "seat {seat} used only {thinking:?} in {} moves ({speed} nodes a second)",
                played.moves[seat]
            );
        }
    }
}

#[test]
fn surakarta_alpha_beta_never_loses_on_time_at_one_second_and_a_hundredth() {
    type Surakarta = ludeme_registry::surakarta::Position;
    // A fast machine, and one sixteen times slower; and a tenth of the
    // time, where the increment is most of what a move may take.
    never_loses_on_time::<Surakarta>("1+0.01", 4_000_000);
    never_loses_on_time::<Surakarta>("1+0.01", 250_000);
    never_loses_on_time::<Surakarta>("0.1+0.01", 250_000);
}

#[test]
fn barca_alpha_beta_never_loses_on_time_at_one_second_and_a_hundredth() {
    never_loses_on_time::<ludeme_registry::barca::Position>("1+0.01", 250_000);
}

#[test]
fn barricade_alpha_beta_never_loses_on_time_at_one_second_and_a_hundredth() {
    never_loses_on_time::<ludeme_registry::barricade::Position>("1+0.01", 250_000);
}

#[test]
fn a_clocked_game_on_a_counting_clock_is_the_same_every_time() {
    type Surakarta = ludeme_registry::surakarta::Position;
    let moves = |played: Played| -> Vec<String> {
        let record = played.record.expect("a record");
        record.moves().iter().map(|m| m.text.clone()).collect()
    };
    let first = moves(clocked_game::<Surakarta>("1+0.01", 250_000, 0));
    assert!(first.len() > 10, "{first:?}");
    assert_eq!(
        moves(clocked_game::<Surakarta>("1+0.01", 250_000, 0)),
        first
    );
}

#[test]
fn a_clock_too_short_for_the_game_is_lost_on_time() {
    // 2 ms and no increment on a machine of 100,000 nodes a second: the
    // first iteration of a move, which the search completes whatever its
    // budget, costs about a hundred nodes (a millisecond) here, so the
    // clock runs out within a few moves, and the referee sees it.
    type Surakarta = ludeme_registry::surakarta::Position;
    let played = clocked_game::<Surakarta>("0.002", 100_000, 0);
    let forfeit = played.fault.expect("lost on time");
    assert!(matches!(forfeit.fault, Fault::OnTime { .. }), "{forfeit:?}");
}

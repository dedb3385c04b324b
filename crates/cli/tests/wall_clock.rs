//! Tests whose verdict is real time: how promptly `ludeme ugi` keeps a
//! small clock and answers `stop`, and that it never loses on time
//! through a real process. The machine's load decides them as much as
//! the code does, so the default run (`cargo test --workspace`) leaves
//! them out: each is `#[ignore]`d, and CI runs them alone, in a step of
//! their own on a machine with nothing else to do:
//!
//! ```text
//! cargo test -p ludeme-cli --test wall_clock -- --ignored
//! ```
//!
//! (The other ignored tests of the workspace are run by hand; this file
//! holds the wall-clock ones alone, so that the line above runs them and
//! nothing else.) Each test holds [`one_at_a_time`]'s lock: two at once
//! would share the machine's cores, and so each other's clocks.

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

mod engines;

use engines::{binary, check_info, random_game, referee, rows, seat_to_act, Engine, ANSWER_WITHIN};

/// The lock of [`one_at_a_time`].
static CLOCKS: Mutex<()> = Mutex::new(());

/// The tests here run one at a time: their clocks are real, and the
/// machine may have two cores.
fn one_at_a_time() -> MutexGuard<'static, ()> {
    CLOCKS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Each game and variant of ugi.rs's sessions.
const GAMES: [(&str, Option<&str>); 4] = [
    ("surakarta", None),
    ("barca", None),
    ("barricade", None),
    ("barricade", Some("individual-4")),
];

/// `ludeme ugi GAME` set up as ugi.rs's session sets it up before its
/// searches (hash size, threads, the alpha-beta player), its first
/// search done, at the first position of a random game where a seat is
/// to act: the engine and that position's legal moves.
fn searching_engine(game: &str, variant: Option<&str>) -> (Engine, Vec<String>) {
    let mut args = vec![game];
    if let Some(v) = variant {
        args.extend(["--variant", v]);
    }
    let mut engine = Engine::start(&args);
    engine.send("ugi");
    engine.until("ugiok", ANSWER_WITHIN);
    for option in [
        "setoption name Hash value 8",
        "setoption name Threads value 2",
        "setoption name Player value ab",
    ] {
        engine.send(option);
    }
    engine.ask("isready", "readyok");
    engine.send("uginewgame");
    let seat = seat_to_act(game, variant, &random_game(game, variant, 7));
    engine.send(&seat.position);
    engine.go("go depth 2", ANSWER_WITHIN);
    (engine, seat.legal)
}

#[test]
#[ignore = "real time: run by CI's wall-clock step"]
fn ugi_keeps_a_small_clock_and_answers_stop_at_once() {
    let _clocks = one_at_a_time();
    let second = Duration::from_secs(1);
    for (game, variant) in GAMES {
        let (mut engine, legal) = searching_engine(game, variant);
        // A small clock is kept: an answer well within it.
        let started = Instant::now();
        engine.go("go p1time 100 p2time 100 p3time 100 p4time 100", second);
        assert!(
            started.elapsed() < Duration::from_millis(100),
            "{game} {variant:?}: {:?}",
            started.elapsed()
        );
        // `go infinite` thinks until `stop`, reading `isready` meanwhile;
        // `stop` answers at once.
        engine.send("go infinite");
        std::thread::sleep(Duration::from_millis(300));
        engine.send("isready");
        let lines = engine.until("readyok", second);
        check_info(&lines[..lines.len() - 1]);
        let stopped = Instant::now();
        let best = engine.go("stop", second);
        assert!(
            stopped.elapsed() < Duration::from_millis(250),
            "{game} {variant:?}: {:?}",
            stopped.elapsed()
        );
        assert!(legal.contains(&best), "{game} {variant:?}: {best}");
        engine.quit();
    }
}

#[test]
#[ignore = "real time: run by CI's wall-clock step"]
fn the_engine_never_loses_on_time_at_one_second_and_a_hundredth() {
    let _clocks = one_at_a_time();
    let engine = format!("ugi:{} ugi surakarta", binary().display());
    let table = referee(
        &format!("{engine},{engine}"),
        &["--games", "2", "--tc", "1+0.01"],
    );
    for row in rows(&table, 2) {
        assert_eq!(row[3], 0, "{table}");
    }
    assert!(
        !table.contains("game 1:") && !table.contains("game 2:"),
        "{table}"
    );
}

//! A game by name driven by lines of text, as `ludeme play` reads a
//! person's input and as the bindings drive `ludeme::session::GameHandle`.
//! The first byte chooses the game and variant; the rest is lines (invalid
//! UTF-8 read lossily), each trimmed as `play` trims it:
//!
//! - `undo`, `moves`, `quit` (stops), or an empty line;
//! - `actions`: the action numbers that may be played now;
//! - `action N`: an action number (a whole move, or the first decision of
//!   a move in two, kept pending: `undo` then takes it back first);
//! - `position TEXT`: a new session from position text;
//! - `game NAME VARIANT`: a new session of any game and variant by name;
//! - `best PLAYER`: the player name parsed (and printed back); a cheap
//!   player (random, greedy, mcts up to 32 iterations on one tree, ab up to
//!   200 nodes, plain:1) chooses a move, which the session must then
//!   accept;
//! - `perft D` (D at most 2): the session's count equals the position's;
//!   beyond `MAX_PERFT_DEPTH` it is refused in one line;
//! - anything else: a move.
//!
//! Nothing panics; every message is one line; a refused move or action
//! leaves the session unchanged; a played move was one of its moves; an
//! action is accepted exactly when it is among the next actions, and
//! completes the move that `action_to_move` names; the session's position
//! text reads back to its position; it has moves exactly while the game
//! goes on; its observation (with the decision pending) is finite.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::players::{Budget, PlayerSpec};
use ludeme::session::{GameHandle, MAX_PERFT_DEPTH};
use ludeme::{Actor, AnyGame, Registered, StateVisitor};
use ludeme_fuzz::{assert_one_line, choose, text};

/// The most lines one input runs.
const MAX_LINES: usize = 64;

/// Players quick enough for a fuzz step, and deterministic.
fn cheap(spec: PlayerSpec) -> bool {
    match spec {
        PlayerSpec::Random | PlayerSpec::Greedy | PlayerSpec::Plain(1) => true,
        PlayerSpec::Mcts { iterations, trees } => iterations <= 32 && trees == 1,
        PlayerSpec::AlphaBeta(Budget::Nodes(n), _) => n <= 200,
        _ => false,
    }
}

/// Perft on the state of the game's own type.
struct Perft(u32);

impl StateVisitor for Perft {
    type Output = u64;
    fn visit<G: Registered>(self, state: G) -> u64 {
        ludeme::perft(&state, self.0)
    }
}

fn check_session(session: &GameHandle) {
    let state = session.session().state();
    let text = session.session().position();
    let again = AnyGame::from_text(&text, &state.rules())
        .unwrap_or_else(|e| panic!("the session's position {text:?} does not parse: {e}"));
    assert_eq!(again, state, "{text:?}");
    let over = session.session().outcome().is_some();
    assert_eq!(session.session().to_act() == Actor::Nobody, over);
    assert_eq!(
        session.session().legal_move_texts().is_empty(),
        over,
        "moves of {text}"
    );
    if let Some(words) = session.session().outcome_text() {
        assert_one_line(&words, "outcome");
    }
    if let Some(winner) = session.session().winner_name() {
        assert_one_line(&winner, "winner");
    }
    let next = session.session().next_actions();
    assert!(
        next.windows(2).all(|w| w[0] < w[1]),
        "next actions unsorted"
    );
    let size = session.session().num_actions();
    assert!(
        next.iter().all(|&a| (a as usize) < size),
        "{next:?} of {size}"
    );
    assert_eq!(next.is_empty(), over, "next actions of {text}");
    if !session.session().pending().is_empty() {
        assert!(!over, "a decision pending in a finished game");
        assert!(
            !session.session().legal_move_texts().is_empty(),
            "nothing completes {:?}",
            session.session().pending()
        );
    }
    let [planes, rows, columns] = session.session().observation_shape();
    let mut observation = vec![0f32; planes * rows * columns];
    session.session().observe(&mut observation);
    assert!(observation.iter().all(|v| v.is_finite()), "{text}");
}

/// `action N`: accepted exactly when it is among the next actions, as
/// `action_to_move` foretells; a refusal changes nothing.
fn play_action(session: &mut GameHandle, line: &str, action: i64) {
    let before = session.clone();
    let next = before.session().next_actions();
    let foretold = before.session().action_to_move(action);
    match session.session_mut().play_action(action) {
        Ok(completed) => {
            assert!(
                u32::try_from(action).is_ok_and(|a| next.contains(&a)),
                "{line:?} accepted, not among {next:?}"
            );
            match completed {
                Some(mv) => {
                    let mv = mv.to_string();
                    assert!(
                        before.session().legal_move_texts().contains(&mv),
                        "{mv} is no move"
                    );
                    assert_eq!(foretold.ok(), Some(mv), "{line:?}");
                    assert!(session.session().pending().is_empty());
                    assert_eq!(
                        session.session().history().len(),
                        before.session().history().len() + 1
                    );
                }
                None => {
                    if let Err(e) = foretold {
                        assert_one_line(&e.to_string(), "action error");
                    } else {
                        panic!("{line:?} completes a move, yet it only begins one");
                    }
                    let mut pending = before.session().pending().to_vec();
                    pending.push(action as u32);
                    assert_eq!(session.session().pending(), &pending[..]);
                    assert_eq!(session.session().history(), before.session().history());
                }
            }
        }
        Err(e) => {
            assert!(
                !u32::try_from(action).is_ok_and(|a| next.contains(&a)),
                "{line:?} refused, among {next:?}: {e}"
            );
            assert!(foretold.is_err(), "{line:?}: action_to_move completes it");
            assert_one_line(&e.to_string(), "action error");
            assert_eq!(*session, before, "refusing {line:?} changed the session");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let choice = choose(first);
    let mut session = GameHandle::new(choice.game, Some(&choice.variant), None)
        .expect("every listed game and variant starts");
    let input = text(rest);
    for (number, line) in input.split('\n').take(MAX_LINES).enumerate() {
        match line.trim() {
            "" => {}
            "quit" => break,
            "undo" => {
                let history = session.session().history();
                let pending = session.session().pending().len();
                let undone = session.session_mut().undo();
                if pending > 0 {
                    assert_eq!(undone.as_deref(), Some(""), "a pending decision first");
                    assert_eq!(session.session().pending().len(), pending - 1);
                    assert_eq!(session.session().history(), history);
                } else {
                    assert_eq!(undone, history.last().cloned());
                }
            }
            "actions" => {
                for action in session.session().next_actions() {
                    match session.session().action_to_move(i64::from(*action)) {
                        Ok(mv) => {
                            assert!(session.session().legal_move_texts().contains(&mv), "{mv}")
                        }
                        // The first of two decisions.
                        Err(e) => assert_one_line(&e.to_string(), "action error"),
                    }
                }
            }
            "moves" => {
                for mv in session.session().legal_move_texts() {
                    assert_one_line(&mv, "move text");
                }
            }
            line => {
                if let Some(position) = line.strip_prefix("position ") {
                    match GameHandle::new(
                        session.session().game_name(),
                        Some(&choice.variant),
                        Some(position),
                    ) {
                        Ok(new) => session = new,
                        Err(e) => assert_one_line(&e.to_string(), "position error"),
                    }
                } else if let Some(names) = line.strip_prefix("game ") {
                    let (game, variant) = names.split_once(' ').unwrap_or((names, ""));
                    let variant = (!variant.is_empty()).then_some(variant);
                    match GameHandle::new(game, variant, None) {
                        Ok(new) => session = new,
                        Err(e) => assert_one_line(&e.to_string(), "name error"),
                    }
                } else if let Some(player) = line.strip_prefix("best ") {
                    let parsed = player.parse::<PlayerSpec>();
                    if let Ok(spec) = parsed {
                        assert_eq!(
                            spec.to_string().parse::<PlayerSpec>().ok(),
                            Some(spec),
                            "player {player:?} prints as {spec}"
                        );
                    }
                    match parsed {
                        Err(e) => assert_one_line(&e.to_string(), "player error"),
                        Ok(spec) if cheap(spec) => {
                            let reply = session
                                .best_move(player, number as u64)
                                .expect("a parsed player");
                            assert_eq!(reply.is_none(), session.session().outcome().is_some());
                            if let Some(mv) = reply {
                                // The player chooses a whole move; with a
                                // decision pending it may not complete it.
                                let before = session.clone();
                                match session.session_mut().play(&mv) {
                                    Ok(_) => {}
                                    Err(e) if !before.session().pending().is_empty() => {
                                        assert_one_line(&e.to_string(), "move error");
                                        assert_eq!(session, before);
                                    }
                                    Err(e) => panic!("{player} chose {mv}: {e}"),
                                }
                            }
                        }
                        Ok(_) => {}
                    }
                } else if let Some(action) = line.strip_prefix("action ") {
                    if let Ok(action) = action.trim().parse::<i64>() {
                        play_action(&mut session, line, action);
                    }
                } else if let Some(depth) = line.strip_prefix("perft ") {
                    match depth.parse::<u32>() {
                        Ok(depth @ 0..=2) => assert_eq!(
                            session.perft(depth).ok(),
                            Some(session.session().state().visit(Perft(depth)))
                        ),
                        Ok(depth) if depth > MAX_PERFT_DEPTH => {
                            // The bindings' limit, on the game they hold.
                            let e = session.perft(depth).expect_err("too deep a perft");
                            assert_one_line(&e.to_string(), "perft error");
                        }
                        _ => {}
                    }
                } else {
                    let before = session.clone();
                    let moves = before.session().legal_move_texts();
                    match session.session_mut().play(line) {
                        Ok(()) => {
                            let mv = session
                                .session()
                                .history()
                                .last()
                                .cloned()
                                .unwrap_or_default();
                            assert!(moves.contains(&mv), "{mv} is no move");
                            assert_eq!(
                                session.session().history().len(),
                                before.session().history().len() + 1
                            );
                        }
                        Err(e) => {
                            assert_one_line(&e.to_string(), "move error");
                            assert_eq!(session, before, "refusing {line:?} changed the session");
                        }
                    }
                }
            }
        }
        check_session(&session);
    }
});

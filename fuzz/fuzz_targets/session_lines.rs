//! A game by name driven by lines of text, as `ludeme play` reads a
//! person's input and as the bindings drive `ludeme::session::Session`.
//! The first byte chooses the game and variant; the rest is lines (invalid
//! UTF-8 read lossily), each trimmed as `play` trims it:
//!
//! - `undo`, `moves`, `quit` (stops), or an empty line;
//! - `position TEXT`: a new session from position text;
//! - `game NAME VARIANT`: a new session of any game and variant by name;
//! - `best PLAYER`: the player name parsed (and printed back); a cheap
//!   player (random, greedy, mcts up to 32 iterations on one tree, ab up to
//!   200 nodes, plain:1) chooses a move, which the session must then
//!   accept;
//! - `perft D` (D at most 2): the session's count equals the position's;
//! - anything else: a move.
//!
//! Nothing panics; every message is one line; a refused move leaves the
//! session unchanged; a played move was one of its moves; the session's
//! position text reads back to its position; it has moves exactly while
//! the game goes on.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::players::{Budget, PlayerSpec};
use ludeme::session::Session;
use ludeme::{Actor, AnyGame, Game};
use ludeme_fuzz::{assert_one_line, choose, text};

/// The most lines one input runs.
const MAX_LINES: usize = 64;

/// Players quick enough for a fuzz step, and deterministic.
fn cheap(spec: PlayerSpec) -> bool {
    match spec {
        PlayerSpec::Random | PlayerSpec::Greedy | PlayerSpec::Plain(1) => true,
        PlayerSpec::Mcts { iterations, trees } => iterations <= 32 && trees == 1,
        PlayerSpec::AlphaBeta(Budget::Nodes(n)) => n <= 200,
        _ => false,
    }
}

fn check_session(session: &Session) {
    let state = session.game();
    let text = session.position();
    let again = AnyGame::from_text(&text, &state.rules())
        .unwrap_or_else(|e| panic!("the session's position {text:?} does not parse: {e}"));
    assert_eq!(&again, state, "{text:?}");
    let over = session.outcome().is_some();
    assert_eq!(session.to_act() == Actor::Nobody, over);
    assert_eq!(session.moves().is_empty(), over, "moves of {text}");
    if let Some(words) = session.outcome_text() {
        assert_one_line(&words, "outcome");
    }
    if let Some(winner) = session.winner_name() {
        assert_one_line(&winner, "winner");
    }
    assert_eq!(session.history().len(), session.record().plies());
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let choice = choose(first);
    let mut session = Session::new(choice.game, Some(&choice.variant), None)
        .expect("every listed game and variant starts");
    let input = text(rest);
    for (number, line) in input.split('\n').take(MAX_LINES).enumerate() {
        match line.trim() {
            "" => {}
            "quit" => break,
            "undo" => {
                let history = session.history();
                assert_eq!(session.undo(), history.last().cloned());
            }
            "moves" => {
                for mv in session.moves() {
                    assert_one_line(&mv, "move text");
                }
            }
            line => {
                if let Some(position) = line.strip_prefix("position ") {
                    match Session::new(session.game_name(), Some(&choice.variant), Some(position)) {
                        Ok(new) => session = new,
                        Err(e) => assert_one_line(&e.to_string(), "position error"),
                    }
                } else if let Some(names) = line.strip_prefix("game ") {
                    let (game, variant) = names.split_once(' ').unwrap_or((names, ""));
                    let variant = (!variant.is_empty()).then_some(variant);
                    match Session::new(game, variant, None) {
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
                            assert_eq!(reply.is_none(), session.outcome().is_some());
                            if let Some(mv) = reply {
                                session
                                    .play(&mv)
                                    .unwrap_or_else(|e| panic!("{player} chose {mv}: {e}"));
                            }
                        }
                        Ok(_) => {}
                    }
                } else if let Some(depth) = line.strip_prefix("perft ") {
                    if let Ok(depth @ 0..=2) = depth.parse::<u32>() {
                        assert_eq!(session.perft(depth), ludeme::perft(session.game(), depth));
                    }
                } else {
                    let before = session.clone();
                    let moves = before.moves();
                    match session.play(line) {
                        Ok(mv) => {
                            assert!(moves.contains(&mv.to_string()), "{mv} is no move");
                            assert_eq!(session.history().len(), before.history().len() + 1);
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

//! Move text in positions of every game and variant. The input is a
//! header of four bytes (the game and variant, a number of random plies
//! from the start, a 16-bit seed) that chooses a valid position, then the
//! move text (invalid UTF-8 read lossily). Parsing and checked play never
//! panic; a move that parses prints to text that parses to it again; a
//! refused move leaves the state unchanged and says why in one line; an
//! accepted one is a legal move and plays as `play_unchecked` does. A
//! record (history rules) and a session give the same verdict, and the
//! session's `move_to_action` names the move's first action exactly when
//! it is legal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::session::Session;
use ludeme::{GameLine, GameLineError, GameVisitor, Registered};
use ludeme_fuzz::{assert_one_line, choose, played_state, plies_of, text};
use ludeme_testing::check_state;

/// The check of one input on the chosen game's own type.
struct MoveText<'a> {
    plies: usize,
    seed: u64,
    text: &'a str,
}

impl GameVisitor for MoveText<'_> {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        check(played_state::<G>(&rules, self.plies, self.seed), self.text);
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, plies, seed_low, seed_high, rest @ ..] = data else {
        return;
    };
    let seed = u64::from(u16::from_le_bytes([*seed_low, *seed_high]));
    let text = text(rest);
    choose(*game).rules.clone().visit(MoveText {
        plies: plies_of(*plies),
        seed,
        text: &text,
    });
});

/// The move that `text` writes in `state`: parsed, played, recorded and
/// played through a session.
fn check<G: Registered>(state: G, text: &str) {
    let legal = state.legal_moves();
    let mut session = Session::from_game(state.clone());
    let mv = match state.parse_move(text) {
        Err(e) => {
            assert_one_line(&e.to_string(), "move text error");
            let e = session
                .play(text)
                .expect_err("the session plays unparsable text");
            assert_one_line(&e.to_string(), "session move error");
            assert_eq!(session.game(), &state);
            return;
        }
        Ok(mv) => mv,
    };
    let printed = mv.to_string();
    assert_eq!(
        state.parse_move(&printed).ok(),
        Some(mv),
        "{text:?} parses as {printed}, which does not parse back, in {state}"
    );
    let mut after = state.clone();
    let accepted = match after.play(mv) {
        Ok(()) => {
            assert!(
                legal.contains(&mv),
                "{mv} accepted, not generated, in {state}"
            );
            let mut unchecked = state.clone();
            unchecked.play_unchecked(mv);
            assert_eq!(after, unchecked, "play and play_unchecked differ on {mv}");
            check_state(&after);
            true
        }
        Err(e) => {
            assert!(
                !legal.contains(&mv),
                "generated {mv} refused in {state}: {e}"
            );
            assert_eq!(after, state, "refusing {mv} changed {state}");
            assert_one_line(&e.to_string(), "illegal move error");
            false
        }
    };
    // A fresh record ends only where the position does.
    let mut record = GameLine::new(state.clone());
    match record.play(mv) {
        Ok(()) => {
            assert!(accepted, "the record accepts {mv}, refused in {state}");
            assert_eq!(record.position(), &after);
        }
        Err(GameLineError::GameOver) => assert!(state.outcome().is_some() && !accepted),
        Err(_) => assert!(!accepted, "the record refuses {mv}"),
    }
    match session.move_to_action(text) {
        Ok(action) => {
            assert!(accepted, "move_to_action takes {mv}, refused in {state}");
            assert_eq!(action, state.actions_of(mv).first(), "{mv} in {state}");
        }
        Err(e) => {
            assert!(!accepted, "move_to_action refuses legal {mv}: {e}");
            assert_one_line(&e.to_string(), "session action error");
        }
    }
    match session.play(text) {
        Ok(played) => {
            assert!(accepted && played == mv, "the session plays {played}");
            assert_eq!(session.game(), &after);
        }
        Err(e) => {
            assert!(!accepted, "the session refuses {mv}: {e}");
            assert_one_line(&e.to_string(), "session illegal move");
            assert_eq!(session.game(), &state);
        }
    }
}

//! Position text of every game and variant: arbitrary bytes (the first
//! chooses the game and variant, the rest is the text, invalid UTF-8 read
//! lossily) never make `from_text` panic. What parses is a valid state (the
//! whole per-state battery, `play` against move generation over the whole
//! move space or a sample of it, the pictures and views) and prints to text
//! that parses to an equal state; an error says what is wrong in one line,
//! as does the session's message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::session::GameHandle;
use ludeme::{AnyGame, GameVisitor, Registered, StateVisitor};
use ludeme_fuzz::{assert_one_line, check_parsed_state, choose, text};
use ludeme_testing::check_parsers_total;

/// The checks of a state that text gave, on the game's own type.
struct Valid;

impl StateVisitor for Valid {
    type Output = ();
    fn visit<G: Registered>(self, state: G) {
        check_parsed_state(&state);
    }
}

/// `check_parsers_total` on the game's own type.
struct ParsersTotal<'a>(&'a str);

impl GameVisitor for ParsersTotal<'_> {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        check_parsers_total::<G>(self.0, &rules);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let choice = choose(first);
    let text = text(rest);
    match AnyGame::from_text(&text, &choice.rules) {
        Ok(state) => {
            assert_eq!(state.rules(), choice.rules, "rules of {text:?}");
            let printed = state.to_string();
            let again = AnyGame::from_text(&printed, &choice.rules).unwrap_or_else(|e| {
                panic!("{text:?} parsed, but its print {printed:?} does not: {e}")
            });
            assert_eq!(again, state, "{text:?} does not round-trip via {printed:?}");
            assert_eq!(again.to_string(), printed, "{printed:?} prints differently");
            state.clone().visit(Valid);
            let session = GameHandle::new(choice.game, Some(&choice.variant), Some(&text))
                .unwrap_or_else(|e| panic!("the session refuses {text:?}: {e}"));
            assert_eq!(session.session().state(), state);
        }
        Err(e) => {
            assert_one_line(&e.to_string(), "position error");
            let e = GameHandle::new(choice.game, Some(&choice.variant), Some(&text))
                .expect_err("the session accepts what from_text refuses");
            assert_one_line(&e.to_string(), "session position error");
        }
    }
    choice.rules.clone().visit(ParsersTotal(&text));
});

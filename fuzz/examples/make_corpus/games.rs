//! What the corpus takes from each game's own type, chosen by name: the
//! serde forms, move texts, a short recorded game and a typed game.

use ludeme::{AnyGame, GameRecord, GameVisitor, Registered, SerdeForms, StateVisitor};
use ludeme_fuzz::Choice;
use serde_json::Value;

/// The serde forms of a choice's rules and, if given, of a position of
/// its game (its text under the choice's rules), on the game's own type.
struct Forms<'a> {
    position: Option<&'a str>,
}

impl ludeme::SerdeVisitor for Forms<'_> {
    type Output = (Value, Option<String>);
    fn visit<G: Registered + SerdeForms>(self, rules: G::Rules) -> (Value, Option<String>) {
        let position = self.position.map(|text| {
            let state = G::from_text(text, &rules)
                .unwrap_or_else(|e| panic!("{text:?} does not parse back: {e}"));
            serde_json::to_string(&state).expect("a position writes")
        });
        (serde_json::to_value(rules).expect("rules write"), position)
    }
}

/// The text of a state's legal moves or, with `.0`, of moves to offer it
/// (`ludeme_fuzz::moves_to_offer`), on the game's own type.
pub(crate) struct MoveTexts(pub bool);

impl StateVisitor for MoveTexts {
    type Output = Vec<String>;
    fn visit<G: Registered>(self, state: G) -> Vec<String> {
        let texts = |moves: &[G::Move]| moves.iter().map(ToString::to_string).collect();
        if self.0 {
            texts(&ludeme_fuzz::moves_to_offer(&state, 0))
        } else {
            texts(&state.legal_moves())
        }
    }
}

/// The record of a random game capped at 12 plies, seeded with `.0`.
pub(crate) struct ShortRecord(pub u64);

impl GameVisitor for ShortRecord {
    type Output = GameRecord;
    fn visit<G: Registered>(self, rules: G::Rules) -> GameRecord {
        let start = G::start_with(&rules);
        let seats = vec![Some(ludeme::players::PlayerSpec::Random); start.seat_count()];
        let history = start.history_rules().with_ply_cap(Some(12));
        let mut game = ludeme::session::Session::with_rules(start, history);
        let mut at_table = ludeme::session::Seats::new(&seats, self.0);
        while let Ok(ludeme::session::Turn::Played { .. }) = game.step(&mut at_table) {}
        GameRecord::from_session(&game)
    }
}

/// A random game's moves in text and, if `by_actions`, the actions of its
/// first move in two decisions (else of its first move) with its ply.
pub(crate) struct Typed {
    pub seed: u64,
    pub plies: usize,
    pub by_actions: bool,
}

impl GameVisitor for Typed {
    type Output = (Vec<String>, Option<(usize, Vec<u32>)>);
    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let mut position = G::start_with(&rules);
        let game_moves = ludeme::random_playout(&position, self.seed, self.plies).moves;
        let mut by_actions = None;
        for (j, &mv) in game_moves.iter().enumerate().filter(|_| self.by_actions) {
            let steps = position.actions_of(mv).to_vec();
            if by_actions.is_none() || steps.len() > 1 {
                by_actions = Some((j, steps.clone()));
            }
            if steps.len() > 1 {
                break;
            }
            position.play_unchecked(mv);
        }
        let texts = game_moves.iter().map(ToString::to_string).collect();
        (texts, by_actions)
    }
}

/// The serde form of a choice's rules.
pub(crate) fn rules_json(choice: &Choice) -> Value {
    choice.rules.clone().visit_serde(Forms { position: None }).0
}

/// The serde form of `state`, a position of a choice's game.
pub(crate) fn position_json(choice: &Choice, state: &AnyGame) -> String {
    let text = state.to_string();
    let forms = Forms {
        position: Some(&text),
    };
    choice
        .rules
        .clone()
        .visit_serde(forms)
        .1
        .expect("a position")
}

//! Every registered game reads each of its legal moves as the one word a
//! UGI line carries (what both ends of the protocol rely on).

use ludeme::session::Session;
use ludeme::{games, AnyRules, GameVisitor, Registered, SplitMix64};
use ludeme_ugi::{play_ugi_move, ugi_move};

/// Random games of one variant, every legal move played by its word.
struct EveryWord(u64);

impl GameVisitor for EveryWord {
    type Output = ();

    fn visit<G: Registered>(self, rules: G::Rules) {
        let mut rng = SplitMix64::new(self.0);
        let mut game: Session<G> = Session::from_game(G::start_with(&rules));
        for _ in 0..60 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &mv in &moves {
                let word = ugi_move(&mv);
                assert!(!word.contains(char::is_whitespace), "{word:?}");
                let mut by_word = game.clone();
                play_ugi_move(&mut by_word, &word).unwrap_or_else(|e| panic!("{word:?}: {e}"));
                let mut by_move = game.clone();
                by_move.play_move(mv).unwrap();
                assert_eq!(by_word.game(), by_move.game(), "{word:?}");
            }
            let pick = moves[rng.below(moves.len() as u64) as usize];
            game.play_move(pick).unwrap();
        }
    }
}

#[test]
fn every_legal_move_plays_as_its_word() {
    for (seed, info) in (1..).zip(games()) {
        for variant in &info.variants {
            let rules = AnyRules::by_name(info.name, Some(variant.name)).unwrap();
            rules.visit(EveryWord(seed));
        }
    }
}

/// A word that is no legal move now is refused, the session unchanged.
struct Refused;

impl GameVisitor for Refused {
    type Output = ();

    fn visit<G: Registered>(self, rules: G::Rules) {
        let mut game: Session<G> = Session::from_game(G::start_with(&rules));
        let before = game.game().clone();
        for word in ["roll7", "roll", "e4-e5", ""] {
            assert!(play_ugi_move(&mut game, word).is_err(), "{word:?}");
            assert_eq!(game.game(), &before);
        }
    }
}

#[test]
fn a_word_that_is_no_legal_move_changes_nothing() {
    AnyRules::by_name("barricade", None).unwrap().visit(Refused);
}

//! Players consulting oracles made up for the tests: the search scores
//! the positions after a capture by the oracle alone, and the oracle's move
//! is played where it has one.

use std::sync::Mutex;

use ludeme_core::{GameLine, History, HistoryRules, Known, NotKnown, Side, Unanswered, Verdict};
use ludeme_surakarta::{Move, Position};

use super::*;
use crate::{
    AlphaBeta, AlphaBetaConfig, Analysis, Budget, Iteration, Mcts, MctsConfig, RandomPlayer,
};

/// An oracle of the tests: `verdict` after every capture, `root` as its
/// move everywhere (and `known` as what it knows of the position there),
/// answers that hold where `holds` says; it keeps every position it was
/// asked to value.
struct MadeUp {
    verdict: fn(&Position) -> Option<Verdict>,
    root: Option<&'static str>,
    known: Option<Known>,
    holds: bool,
    asked: Mutex<Vec<Position>>,
}

impl MadeUp {
    fn valuing(verdict: fn(&Position) -> Option<Verdict>) -> MadeUp {
        MadeUp {
            verdict,
            root: None,
            known: None,
            holds: true,
            asked: Mutex::new(Vec::new()),
        }
    }

    fn asked(&self) -> Vec<Position> {
        self.asked.lock().unwrap().clone()
    }
}

impl Oracle<Position> for MadeUp {
    fn name(&self) -> String {
        "made up".into()
    }

    fn holds_for(&self, _line: &GameLine<Position>) -> bool {
        self.holds
    }

    fn value_after_irreversible(&self, position: &Position) -> Option<Verdict> {
        self.asked.lock().unwrap().push(*position);
        (self.verdict)(position)
    }

    fn move_in(&self, line: &GameLine<Position>) -> Option<Move> {
        let mv = self.root?.parse().ok()?;
        self.holds_for(line).then_some(mv)
    }

    fn value_in(&self, _line: &GameLine<Position>) -> Result<Known, Unanswered> {
        self.known.ok_or_else(|| Arc::new(NotKnown) as Unanswered)
    }
}

/// The side that just captured wins.
fn capturer_wins(position: &Position) -> Option<Verdict> {
    Some(Verdict::Win(position.turn().other().side()))
}

/// The side that just captured loses.
fn capturer_loses(position: &Position) -> Option<Verdict> {
    Some(Verdict::Win(position.turn().side()))
}

/// White (to move) can take c5 from b2 round the loop, leaving two against
/// one, which a search declines (Black, to move, would take b2 from c5).
const CAPTURE: &str = "6/2b3/6/5b/1w4/w5 w";
/// Positions where a search takes at once (its way to a quick win), and
/// the capture.
const TAKES: [(&str, &str); 2] = [
    ("b5/2b3/6/6/1w4/w4w w", "b2xc5"),
    ("6/2b3/6/5b/1w4/w5 b", "c5xb2"),
];

fn line(text: &str) -> GameLine<Position> {
    GameLine::new(text.parse().unwrap())
}

fn search(oracle: Option<&MadeUp>, text: &str) -> Iteration<Move> {
    let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(5_000)));
    let record = line(text);
    match oracle {
        Some(oracle) => ab.analyse_consulting(&record, oracle, |_| {}),
        None => ab.analyse(&record, |_| {}),
    }
    .expect("a seat to act")
}

#[test]
fn a_capture_into_a_position_the_oracle_wins_is_scored_a_win_without_search() {
    let plain = search(None, CAPTURE);
    assert_eq!(plain.oracle_in(), None, "{plain:?}");
    assert_ne!(plain.principal_variation[0].to_string(), "b2xc5");
    let oracle = MadeUp::valuing(capturer_wins);
    let consulted = search(Some(&oracle), CAPTURE);
    assert_eq!(consulted.principal_variation[0].to_string(), "b2xc5");
    assert_eq!(consulted.oracle_in(), Some(1), "{consulted:?}");
    assert_eq!(consulted.mate_in(), None);
    // The line ends at the capture: the oracle's value is not searched.
    assert_eq!(consulted.principal_variation.len(), 1, "{consulted:?}");
    // Asked only about positions just reached by a capture: one piece
    // fewer than the root's two against two.
    let asked = oracle.asked();
    assert!(!asked.is_empty());
    for position in asked {
        assert_eq!(position.occupied().count_ones(), 3, "{position}");
    }
}

#[test]
fn the_search_steers_clear_of_captures_the_oracle_loses() {
    // Without the oracle both sides take at once.
    for (text, capture) in TAKES {
        assert_eq!(
            search(None, text).principal_variation[0].to_string(),
            capture
        );
        let oracle = MadeUp::valuing(capturer_loses);
        let consulted = search(Some(&oracle), text);
        let best = consulted.principal_variation[0];
        assert!(!best.is_capture(), "{text}: {consulted:?}");
        assert_eq!(consulted.oracle_in(), None, "{text}: {consulted:?}");
    }
}

/// The search of [`CAPTURE`] consulting `oracle` is the search without
/// one (but for the time it took).
fn assert_searches_as_without(oracle: &MadeUp) {
    let consulted = search(Some(oracle), CAPTURE);
    let without = search(None, CAPTURE);
    assert_eq!(
        consulted,
        Iteration {
            elapsed: consulted.elapsed,
            ..without
        }
    );
}

#[test]
fn an_oracle_that_does_not_hold_is_not_asked() {
    let mut oracle = MadeUp::valuing(capturer_loses);
    oracle.holds = false;
    assert_searches_as_without(&oracle);
    assert!(oracle.asked().is_empty());
}

#[test]
fn an_oracle_that_knows_nothing_changes_nothing() {
    let oracle = MadeUp::valuing(|_| None);
    assert_searches_as_without(&oracle);
    assert!(!oracle.asked().is_empty());
}

#[test]
fn the_oracles_move_is_played_without_a_search() {
    let mut oracle = MadeUp::valuing(capturer_wins);
    // A move no search plays: stepping away from the capture.
    oracle.root = Some("a1-a2");
    let oracle = Arc::new(oracle);
    let record = line(CAPTURE);
    let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(5_000)));
    assert_ne!(ab.choose_in(&record).unwrap().to_string(), "a1-a2");
    let chosen = ab.choose_consulting(&record, &*oracle).unwrap();
    assert_eq!(chosen.to_string(), "a1-a2");
    // No search ran: no position was valued.
    assert!(oracle.asked().is_empty());
    let mut random = Consulting::new(Box::new(RandomPlayer::new(3)), oracle.clone());
    for _ in 0..5 {
        assert_eq!(random.choose_in(&record).unwrap().to_string(), "a1-a2");
    }
    assert_eq!(random.name(), "random consulting made up");
}

#[test]
fn without_the_oracles_move_the_player_chooses_and_the_search_consults() {
    let oracle: Arc<dyn Oracle<Position>> = Arc::new(MadeUp::valuing(capturer_loses));
    let ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(5_000)));
    let mut consulting = Consulting::new(Box::new(ab), oracle);
    let (text, capture) = TAKES[0];
    let chosen = consulting.choose_in(&line(text)).unwrap();
    assert!(!chosen.is_capture(), "{chosen}");
    // Without a history, no history rule and no oracle: the capture.
    let position: Position = text.parse().unwrap();
    assert_eq!(consulting.choose(&position).unwrap().to_string(), capture);
}

#[test]
fn whether_its_answers_hold_is_the_oracles_to_say() {
    // The made-up oracle holds everywhere; the surakarta line's own rules
    // are the game's, and a line with none is still searched.
    let record = GameLine::with_rules(CAPTURE.parse::<Position>().unwrap(), HistoryRules::NONE);
    assert_ne!(record.rules(), record.position().history_rules());
    let oracle = MadeUp::valuing(capturer_wins);
    let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(5_000)));
    let consulted = ab.analyse_consulting(&record, &oracle, |_| {}).unwrap();
    assert_eq!(consulted.oracle_in(), Some(1));
}

fn mcts() -> Mcts {
    Mcts::new(MctsConfig::iterations(200).with_seed(5))
}

#[test]
fn mcts_ends_its_simulations_where_the_oracle_knows_the_position() {
    // Plain MCTS declines the capture that leaves two against one; told
    // that the capturer wins, it takes it, and asks the oracle only about
    // positions just reached by a capture.
    let record = line(CAPTURE);
    assert_ne!(mcts().choose_in(&record).unwrap().to_string(), "b2xc5");
    let oracle = MadeUp::valuing(capturer_wins);
    let chosen = mcts().choose_consulting(&record, &oracle).unwrap();
    assert_eq!(chosen.to_string(), "b2xc5");
    let asked = oracle.asked();
    assert!(!asked.is_empty());
    for position in asked {
        assert!(position.occupied().count_ones() < 4, "{position}");
    }
    // Told that the capturer loses, it keeps clear of every capture.
    for (text, _) in TAKES {
        let record = line(text);
        let oracle = MadeUp::valuing(capturer_loses);
        let chosen = mcts().choose_consulting(&record, &oracle).unwrap();
        assert!(!chosen.is_capture(), "{text}: {chosen}");
    }
    // An oracle that does not hold is not asked: MCTS's own move.
    let mut idle = MadeUp::valuing(capturer_wins);
    idle.holds = false;
    let record = line(CAPTURE);
    assert_eq!(
        mcts().choose_consulting(&record, &idle),
        mcts().choose_in(&record)
    );
    assert!(idle.asked().is_empty());
}

#[test]
fn the_analysis_is_the_oracles_move_else_the_search() {
    let mut oracle = MadeUp::valuing(capturer_wins);
    oracle.root = Some("a1-a2");
    let record = line(CAPTURE);
    let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(5_000)));
    let known = ab.analyse_knowing(&record, Some(&oracle), |_| {}).unwrap();
    assert_eq!(known.best_move().unwrap().to_string(), "a1-a2");
    assert_eq!((known.depth(), known.nodes()), (0, 0));
    assert_eq!(known.principal_variation().len(), 1);
    // The made-up oracle knows no value of a game in progress: score 0.
    assert_eq!(known.score(), 0);
    assert!(matches!(known, Analysis::Known { known: None, .. }));
    // Without its move, the search that consults it.
    oracle.root = None;
    let searched = ab.analyse_knowing(&record, Some(&oracle), |_| {}).unwrap();
    let Analysis::Searched(iteration) = &searched else {
        panic!("{searched:?}");
    };
    assert_eq!(iteration.oracle_in(), Some(1));
    assert_eq!(searched.best_move().unwrap().to_string(), "b2xc5");
    assert_eq!(searched.score(), iteration.score);
    assert_eq!(searched.depth(), iteration.depth);
    assert!(searched.nodes() > 0);
    // What the oracle knows of the root scores as the search scores the
    // oracle's win that many plies away, for the side to move (White), a
    // loss for the other; a draw 0.
    oracle.root = Some("a1-a2");
    for (winner, sign) in [(Side(0), 1), (Side(1), -1)] {
        oracle.known = Some(Known::new(Verdict::Win(winner), Some(3)));
        let known = ab.analyse_knowing(&record, Some(&oracle), |_| {}).unwrap();
        let scored = Iteration::<Move> {
            score: known.score(),
            ..iteration.clone()
        };
        assert_eq!(scored.oracle_in(), Some(3 * sign), "{known:?}");
    }
    oracle.known = Some(Known::new(Verdict::Draw, None));
    assert_eq!(
        ab.analyse_knowing(&record, Some(&oracle), |_| {})
            .unwrap()
            .score(),
        0
    );
    // In text, the same analysis.
    let texts = searched.clone().map(|mv| mv.to_string());
    assert_eq!(texts.principal_variation()[0], "b2xc5");
    // Without an oracle, the plain search.
    let plain = ab.analyse_knowing(&record, None, |_| {}).unwrap();
    assert_ne!(plain.best_move().unwrap().to_string(), "b2xc5");
    // Where no seat acts, nothing.
    let over = line("6/6/6/6/6/ww4 b");
    assert!(ab.analyse_knowing(&over, Some(&oracle), |_| {}).is_none());
}

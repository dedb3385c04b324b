//! The shared battery of ludeme-core, run on Barca.

use alloc::string::ToString;

use ludeme_core::{
    perft, testing, EndReason, Game, History, HistoryRules, Outcome, Record, RecordError,
    SplitMix64, Variants,
};
use proptest::prelude::*;

use crate::{IllegalMove, Position, Rules};

mod render;

/// The image of a position under a map of squares; `swap` also swaps the
/// colours and the side to move.
fn image(p: &Position, map: impl Fn(u32) -> u32, swap: bool) -> Position {
    let mut image = *p;
    for c in 0..2 {
        for a in 0..3 {
            let mut bits = p.animals[c][a];
            let mut out = 0u128;
            while bits != 0 {
                out |= 1 << map(bits.trailing_zeros());
                bits &= bits - 1;
            }
            image.animals[if swap { 1 - c } else { c }][a] = out;
        }
    }
    if swap {
        image.turn = p.turn.other();
    }
    image.hash = image.hash_from_scratch();
    image
}

/// Files a ↔ j.
fn mirror(p: &Position) -> Position {
    image(p, |sq| sq / 10 * 10 + 9 - sq % 10, false)
}

/// Ranks 1 ↔ 10 with the colours (and the side to move) swapped.
fn flip_and_swap(p: &Position) -> Position {
    image(p, |sq| (9 - sq / 10) * 10 + sq % 10, true)
}

#[test]
fn battery_on_random_games() {
    testing::check_playouts(&Position::start(), 0..4, 120, false);
}

#[test]
fn the_heuristic_keeps_its_contract_along_random_games() {
    let tactical = testing::check_heuristic(&Position::start(), 0..8, 300);
    assert!(tactical > 4_000, "{tactical}");
}

#[test]
fn battery_on_random_games_without_the_no_move_rule() {
    let start = Position::start_with(&Rules::default().with_no_legal_move_loses(false));
    testing::check_playouts(&start, 50..51, 80, false);
}

#[test]
fn mirror_symmetries_preserve_perft() {
    let start = Position::start();
    testing::check_symmetry(&start, 0..6, 100, 2, mirror);
    testing::check_symmetry(&start, 10..16, 100, 2, flip_and_swap);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Shifting every animal one file is no symmetry of the board.
    let p = Position::start();
    let shifted: Position = "5ee3/4lmml2/10/10/10/10/10/10/4LMML2/5EE3 w"
        .parse()
        .unwrap();
    assert_ne!(perft(&p, 2), perft(&shifted, 2));
    assert_eq!(mirror(&mirror(&p)), p);
    assert_eq!(flip_and_swap(&flip_and_swap(&p)), p);
}

/// Plays `moves` (move text) on `record`, each of which must be accepted.
fn play_all(record: &mut Record<Position>, moves: &[&str]) {
    for mv in moves {
        record.play(mv.parse().unwrap()).unwrap();
    }
}

/// Elephants e1 and e10 to a1 and a10 and back: the start position again.
const ROUND_TRIP: [&str; 4] = ["e1-a1", "e10-a10", "a1-e1", "a10-e10"];

#[test]
fn the_history_rules_are_threefold_repetition_only() {
    let rules = Position::start().history_rules();
    assert_eq!(rules, HistoryRules::NONE.with_repetition(Some(3)));
    assert_eq!(rules.no_capture_limit, None);
    assert_eq!(rules.ply_cap, None);
    // Nothing is captured in Barca: no move is irreversible.
    let start = Position::start();
    assert!(start
        .legal_moves()
        .iter()
        .all(|&mv| !start.is_irreversible(mv)));
}

#[test]
fn the_third_occurrence_of_a_placement_draws() {
    let mut record = Record::new(Position::start());
    assert_eq!(record.occurrences(), 1);
    play_all(&mut record, &ROUND_TRIP);
    assert_eq!(record.occurrences(), 2);
    assert_eq!(record.outcome(), None);
    play_all(&mut record, &ROUND_TRIP[..3]);
    assert_eq!(record.outcome(), None);
    play_all(&mut record, &ROUND_TRIP[3..]);
    assert_eq!(record.occurrences(), 3);
    assert_eq!(
        record.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
    assert_eq!(
        record.outcome().unwrap().describe(record.position()),
        "draw (repetition)"
    );
    // The position alone does not know its history.
    assert_eq!(record.position().outcome(), None);
    assert_eq!(record.position(), &Position::start());
    // A finished record refuses every move, legal or not, and is unchanged.
    let before = record.clone();
    for mv in ["e1-a1", "e2-e5", "e9-e8"] {
        assert_eq!(
            record.play(mv.parse().unwrap()),
            Err(RecordError::GameOver),
            "{mv}"
        );
    }
    assert_eq!(record, before);
    // Undo reopens the game.
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("a10-e10")
    );
    assert_eq!(record.outcome(), None);
    assert_eq!(record.occurrences(), 2);
    assert_eq!(record.plies(), 7);
    record.play("a10-e10".parse().unwrap()).unwrap();
    assert_eq!(record.outcome().unwrap().reason(), EndReason::Repetition);
}

#[test]
fn the_same_placement_with_the_other_side_to_move_is_no_repetition() {
    // White's elephant takes three plies to return (e1-a1-c1-e1), Black's
    // two, so the start placement comes back with Black to move.
    let mut record = Record::new(Position::start());
    play_all(
        &mut record,
        &["e1-a1", "e10-a10", "a1-c1", "a10-e10", "c1-e1"],
    );
    let black_to_move: Position = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 b"
        .parse()
        .unwrap();
    assert_eq!(record.position(), &black_to_move);
    assert_eq!(record.occurrences(), 1);
    play_all(&mut record, &["e10-a10", "e1-a1", "a10-e10", "a1-e1"]);
    assert_eq!(record.occurrences(), 2);
    assert_eq!(record.outcome(), None);
    // Without the repetition rule, the start may stand any number of times.
    let mut free = Record::with_rules(Position::start(), HistoryRules::NONE);
    for _ in 0..4 {
        play_all(&mut free, &ROUND_TRIP);
    }
    assert_eq!(free.occurrences(), 5);
    assert_eq!(free.outcome(), None);
}

#[test]
fn an_illegal_move_leaves_the_record_unchanged() {
    let mut record = Record::new(Position::start());
    play_all(&mut record, &["e2-e5"]);
    let before = record.clone();
    assert!(matches!(
        record.play("e2-e4".parse().unwrap()),
        Err(RecordError::Illegal(IllegalMove::NotYourAnimal { .. }))
    ));
    assert_eq!(record, before);
}

#[test]
fn a_ply_cap_draws_and_undo_reopens_the_game() {
    let rules = Position::start().history_rules().with_ply_cap(Some(4));
    let mut record = Record::with_rules(Position::start(), rules);
    play_all(&mut record, &["e2-e5", "e9-e6", "f2-f5"]);
    assert_eq!(record.outcome(), None);
    play_all(&mut record, &["f9-f6"]);
    assert_eq!(
        record.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::PlyCap
        })
    );
    assert_eq!(
        record.play("d2-a5".parse().unwrap()),
        Err(RecordError::GameOver)
    );
    assert_eq!(record.plies(), 4);
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("f9-f6")
    );
    assert_eq!(record.outcome(), None);
    assert_eq!(record.moves().len(), 3);
    // Undo walks back to the start, and no further.
    for _ in 0..3 {
        assert!(record.undo().is_some());
    }
    assert_eq!(record.undo(), None);
    assert_eq!(record.position(), &Position::start());
}

#[test]
fn a_win_ends_the_record_by_the_position() {
    // White holds d4 and g4; its mouse g9 escapes the lion h10 to g7, the
    // third hole.
    let p: Position = "E6l2/4mmM3/10/10/10/l1e6e/3L2E3/10/10/M8L w"
        .parse()
        .unwrap();
    let mut record = Record::new(p);
    record.play("g9-g7".parse().unwrap()).unwrap();
    let outcome = record.outcome().unwrap();
    assert_eq!(outcome, record.position().outcome().unwrap());
    assert_eq!(outcome.reason(), crate::HOLES_HELD);
    assert_eq!(
        outcome.describe(record.position()),
        "white wins (watering holes held)"
    );
    assert_eq!(
        record.play("e9-e8".parse().unwrap()),
        Err(RecordError::GameOver)
    );
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("g9-g7")
    );
    assert_eq!(record.outcome(), None);
}

#[test]
fn the_heuristic_rates_holes_and_knows_the_result() {
    use ludeme_core::{Heuristic, Side};
    let start = Position::start();
    assert_eq!(start.evaluate(Side(0)), 0.5);
    assert_eq!(start.evaluate(Side(1)), 0.5);
    // White holds d4 and g4 against none: White stands better.
    let p: Position = "E6l2/4mmM3/10/10/10/l1e6e/3L2E3/10/10/M8L w"
        .parse()
        .unwrap();
    assert!(p.evaluate(Side(0)) > 0.5);
    assert!((p.evaluate(Side(0)) + p.evaluate(Side(1)) - 1.0).abs() < 1e-12);
    let mut won = p;
    won.play("g9-g7".parse().unwrap()).unwrap();
    assert_eq!(won.evaluate(Side(0)), 1.0);
    assert_eq!(won.evaluate(Side(1)), 0.0);
}

#[test]
fn seats_are_named_by_colour() {
    use ludeme_core::{Seat, Side};
    let start = Position::start();
    assert_eq!(start.seat_count(), 2);
    assert_eq!(start.seat_name(Seat(0)), "white");
    assert_eq!(start.seat_name(Seat(1)), "black");
    assert_eq!(Side(1).name(&start), "black");
    assert_eq!(crate::Colour::Black.side(), Side(1));
    assert_eq!(start.side_of(Seat(1)), Side(1));
}

#[test]
fn random_games_with_a_ply_cap_end_within_it() {
    for seed in 0..20 {
        let mut record = Record::with_rules(
            Position::start(),
            Position::start().history_rules().with_ply_cap(Some(300)),
        );
        let mut rng = SplitMix64::new(seed);
        while record.outcome().is_none() {
            let moves = record.position().legal_moves();
            record
                .play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        assert!(record.moves().len() <= 300);
    }
}

#[test]
fn a_record_agrees_with_its_positions() {
    testing::check_record(&Position::start(), 0..20, 400);
    let lenient = Position::start_with(&Rules::default().with_no_legal_move_loses(false));
    testing::check_record(&lenient, 20..25, 400);
}

#[test]
fn bulk_counted_perft_equals_perft_by_playing() {
    ludeme_core::testing::check_bulk_counting(&Position::start(), 3);
    assert_eq!(perft(&Position::start(), 3), 66_286);
}

#[test]
fn every_variant_and_option_is_named() {
    assert_eq!(Rules::VARIANTS[0].name, "standard");
    assert_eq!(Rules::from_variant("standard"), Some(Rules::default()));
    for variant in Rules::VARIANTS {
        assert!(
            Rules::from_variant(variant.name).is_some(),
            "{}",
            variant.name
        );
        assert!(!variant.description.is_empty());
        for option in Rules::OPTIONS {
            let name = alloc::format!("{}+{}", variant.name, option.name);
            assert!(Rules::from_variant(&name).is_some(), "{name}");
            assert!(!option.description.is_empty());
        }
    }
    assert_eq!(
        Rules::from_variant("standard+no-move-draws"),
        Some(Rules::default().with_no_legal_move_loses(false))
    );
    for bad in [
        "",
        "barca",
        "Standard",
        "standard+",
        "standard+fast",
        "no-move-draws",
        "+no-move-draws",
        "standard no-move-draws",
    ] {
        assert_eq!(Rules::from_variant(bad), None, "{bad:?}");
    }
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "[0-9/ eElLmMwbx-]{0,50}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in "\\PC{0,30}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_text_forms() {
    let p = Position::start();
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(json, format!("\"{p}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), p);
    let m: crate::Move = "e2-e5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"e2-e5\"");
    assert_eq!(serde_json::from_str::<crate::Move>("\"e2-e5\"").unwrap(), m);
    assert!(serde_json::from_str::<crate::Move>("\"e2-e2\"").is_err());
}

#[cfg(feature = "serde")]
#[test]
fn serde_keeps_rules_that_are_not_the_default() {
    let rules = crate::Rules::default().with_no_legal_move_loses(false);
    let start = Position::start_with(&rules);
    let json = serde_json::to_string(&start).unwrap();
    let expected =
        alloc::format!(r#"{{"rules":{{"no_legal_move_loses":false}},"text":"{start}"}}"#);
    assert_eq!(json, expected);
    let read: Position = serde_json::from_str(&json).unwrap();
    assert_eq!(read.rules(), rules);
    assert_eq!(read, start);
    for p in [Position::start(), start] {
        let bytes = postcard::to_allocvec(&p).unwrap();
        assert_eq!(postcard::from_bytes::<Position>(&bytes).unwrap(), p);
    }
    let typo = r#"{"no_legal_moves_lose":false}"#;
    assert!(serde_json::from_str::<crate::Rules>(typo).is_err());
}

/// The message of a position-text error.
fn position_error(text: &str) -> alloc::string::String {
    text.parse::<Position>().unwrap_err().to_string()
}

/// The message of a move-text error.
fn move_error(text: &str) -> alloc::string::String {
    text.parse::<crate::Move>().unwrap_err().to_string()
}

#[test]
fn messages_count_in_the_singular_and_the_plural() {
    assert_eq!(position_error("10 w"), "the board has 1 rank, expected 10");
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4/10 w"),
        "the board has 11 ranks, expected 10"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/1/10/10/10/3LMML3/4EE4 w"),
        "rank 6 has 1 square, expected 10"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMLL3/4EE4 w"),
        "white has 1 mouse, expected 2 (animals are never captured)"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMMM3/4EE4 w"),
        "white has 3 mice, expected 2 (animals are never captured)"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4E5 w"),
        "white has 1 elephant, expected 2 (animals are never captured)"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMME3/4EE4 w"),
        "white has 1 lion, expected 2 (animals are never captured)"
    );
    // The article fits the animal.
    let mut p = Position::start();
    let err = p.play("e1-f3".parse().unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "an elephant can not go from e1 to f3: it moves along ranks, files and diagonals"
    );
    let err = p.play("d2-d3".parse().unwrap()).unwrap_err();
    assert!(err.to_string().starts_with("a lion can not go"), "{err}");
}

#[test]
fn surrounding_whitespace_is_ignored_and_bad_spacing_is_named() {
    let start = Position::start();
    let text = start.to_string();
    for padded in [
        alloc::format!("  {text}"),
        alloc::format!("{text} "),
        alloc::format!("{text}\n"),
        alloc::format!("\t{text}\r\n"),
    ] {
        let p: Position = padded.parse().unwrap();
        assert_eq!(p, start, "{padded:?}");
        assert_eq!(p.to_string(), text, "printed canonically");
    }
    // The board is 41 bytes long: the space before the side is byte 41.
    let board = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4";
    assert_eq!(
        position_error(&alloc::format!("{board}  w")),
        "2 spaces between fields at byte 41 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(&alloc::format!(" {board}   w")),
        "3 spaces between fields at byte 42 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(&alloc::format!("{board}\tw")),
        "unexpected '\\t' at byte 41 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(" \n"),
        "empty position text: expected the board, a space and 'w' or 'b'"
    );
    assert_eq!(
        position_error(&alloc::format!("{board} w extra text")),
        "unexpected text after the side to move: \"extra text\""
    );
    assert!(position_error(&alloc::format!("{board} ")).starts_with("missing side"));
    // Move text: surrounding whitespace is ignored, inner whitespace named.
    assert_eq!(" e2-e5\n".parse::<crate::Move>(), "e2-e5".parse());
    assert_eq!(
        move_error("e2 - e5"),
        "unexpected ' ' at byte 2 of move \"e2 - e5\": a move has no spaces"
    );
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    let huge = "é".repeat(50_000); // 100 KB
    let forty = "é".repeat(40);
    let positions = [
        huge.clone(),
        alloc::format!("{huge} w"),
        alloc::format!("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 {huge}"),
        alloc::format!("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w {huge}"),
        alloc::format!(
            "4ee4/3lmml3/10/10/{}/10/10/10/3LMML3/4EE4 w",
            "1".repeat(100_000)
        ),
        alloc::format!("{} w", "/".repeat(100_000)),
    ];
    for text in &positions {
        let message = position_error(text);
        assert!(message.chars().count() < 200, "{message}");
        assert!(!message.contains('\n'), "{message}");
    }
    assert!(position_error(&alloc::format!(
        "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 {huge}"
    ))
    .contains(&alloc::format!("\"{forty}…\"")));
    let moves = [
        huge.clone(),
        alloc::format!("e2-{huge}"),
        alloc::format!("a{}-e5", "1".repeat(100_000)),
        alloc::format!("e2-e5 {huge}"),
    ];
    for text in &moves {
        let message = move_error(text);
        assert!(message.chars().count() < 200, "{message}");
        assert!(!message.contains('\n'), "{message}");
    }
    assert_eq!(
        move_error(&alloc::format!("e2-{huge}")),
        alloc::format!(
            "bad square in move \"e2-{}…\": bad file in square name \"{forty}…\": expected a letter from 'a' to 'j'",
            "é".repeat(37)
        )
    );
}

#[test]
fn a_diagram_shows_the_turn_never_the_outcome() {
    use ludeme_core::{DiagramStyle, Render};
    // White has no legal move: the game is over (Black wins).
    let over: Position = "10/10/10/10/10/10/10/mmll6/MMLe6/LEEe6 w".parse().unwrap();
    assert!(over.outcome().is_some());
    for style in [DiagramStyle::ascii(), DiagramStyle::unicode()] {
        let text = over.diagram(style);
        assert!(
            !text.contains("game over") && !text.contains("win"),
            "{text}"
        );
        assert!(
            text.lines().last().unwrap().starts_with("white to move"),
            "{text}"
        );
    }
}

/// Random crowded placements: every animal within a small box, so that
/// many animals are blocked, scared or trapped.
fn crowded_positions(count: usize) -> impl Iterator<Item = Position> {
    let mut rng = SplitMix64::new(0xba7ca);
    core::iter::repeat_with(move || {
        let side = 2 + rng.below(3) as u32;
        let (left, bottom) = (
            rng.below(u64::from(11 - side)),
            rng.below(u64::from(11 - side)),
        );
        let mut p = Position::start();
        p.animals = [[0; 3]; 2];
        let mut occupied = 0u128;
        for colour in 0..2 {
            for animal in 0..3 {
                for _ in 0..2 {
                    let square = loop {
                        let x = left as u32 + rng.below(u64::from(side)) as u32;
                        let y = bottom as u32 + rng.below(u64::from(side)) as u32;
                        let square = y * 10 + x;
                        if occupied >> square & 1 == 0 || occupied.count_ones() >= side * side {
                            break square;
                        }
                    };
                    if occupied >> square & 1 == 0 {
                        occupied |= 1 << square;
                        p.animals[colour][animal] |= 1 << square;
                    }
                }
            }
        }
        if rng.below(2) == 1 {
            p.turn = p.turn.other();
        }
        p.hash = p.hash_from_scratch();
        p
    })
    .take(count)
}

#[test]
fn the_quick_move_check_agrees_with_the_moves() {
    let mut without_a_move = 0;
    for p in crowded_positions(50_000) {
        let moves = p.legal_moves();
        assert_eq!(p.has_move(), !moves.is_empty(), "{p}");
        assert_eq!(p.outcome().is_none(), !moves.is_empty(), "{p}");
        without_a_move += usize::from(moves.is_empty() && p.winner().is_none());
    }
    // The case the check exists for does occur.
    assert!(without_a_move > 0);
}

/// Where `sample` parts from the listing default on `state` with the
/// generator `rng`: a different move (or `None` against a move), or a
/// different use of the generator. `None` when they agree.
fn sampling_disagrees(
    state: &Position,
    rng: &SplitMix64,
    sample: impl Fn(&Position, &mut SplitMix64) -> Option<crate::Move>,
) -> Option<alloc::string::String> {
    let mut listed_rng = rng.clone();
    let moves = state.legal_moves();
    let listed = (!moves.is_empty()).then(|| moves[listed_rng.below(moves.len() as u64) as usize]);
    let mut sampled_rng = rng.clone();
    let sampled = sample(state, &mut sampled_rng);
    if sampled != listed {
        Some(alloc::format!(
            "{state}: sampled {sampled:?}, listed {listed:?}"
        ))
    } else if sampled_rng != listed_rng {
        Some(alloc::format!("{state}: the generator ends elsewhere"))
    } else if sampled.is_none() != state.outcome().is_some() {
        Some(alloc::format!("{state}: no move, yet the game goes on"))
    } else {
        None
    }
}

/// Every state of seeded random games (moves chosen from the list), the
/// finished ones included, each with the generator as it stands there.
fn states_of_random_games(
    start: &Position,
    seeds: core::ops::Range<u64>,
    max_plies: usize,
) -> alloc::vec::Vec<(Position, SplitMix64)> {
    let mut states = alloc::vec::Vec::new();
    for seed in seeds {
        let mut rng = SplitMix64::new(seed);
        let mut p = *start;
        for _ in 0..max_plies {
            states.push((p, rng.clone()));
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    states
}

#[test]
fn sample_move_is_the_listed_draw_in_random_games_of_every_variant() {
    let mut finished = 0;
    let mut scared = 0;
    for variant in Rules::VARIANTS {
        for with_options in [false, true] {
            let mut name = alloc::string::String::from(variant.name);
            if with_options {
                for option in Rules::OPTIONS {
                    name = alloc::format!("{name}+{}", option.name);
                }
            }
            let start = Position::start_with(&Rules::from_variant(&name).unwrap());
            for (p, rng) in states_of_random_games(&start, 0..40, 3000) {
                if let Some(why) = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)) {
                    panic!("{name}: {why}");
                }
                finished += usize::from(p.outcome().is_some());
                scared += usize::from(p.scared() != 0);
            }
        }
    }
    // Finished games (`None` at their end) and the fear rules were met.
    assert!(finished > 20, "{finished} finished games");
    assert!(scared > 1000, "{scared} positions with a scared animal");
}

#[test]
fn sample_move_is_the_listed_draw_in_crowded_and_set_up_positions() {
    let mut rng = SplitMix64::new(11);
    let mut without_a_move = 0;
    let set_up = [
        // A forced escape (the spec's).
        "4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w",
        // A trapped mouse on a1 beside the normal moves of the others.
        "4ee3M/10/4mm4/E9/10/1l8/10/10/1l8/ML3E3L w",
    ]
    .map(|text| text.parse::<Position>().unwrap());
    for p in crowded_positions(20_000).chain(set_up) {
        for rules in [
            Rules::default(),
            Rules::default().with_no_legal_move_loses(false),
        ] {
            let p = Position { rules, ..p };
            if let Some(why) = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)) {
                panic!("{why}");
            }
            without_a_move += usize::from(p.legal_moves().is_empty());
        }
        rng.next_u64();
    }
    assert!(without_a_move > 0);
}

#[test]
fn the_sampling_check_can_fail() {
    let states = states_of_random_games(&Position::start(), 0..30, 3000);
    assert!(states.iter().any(|(p, _)| p.outcome().is_some()));
    // The next move of the list instead of the drawn one.
    let off_by_one = |p: &Position, rng: &mut SplitMix64| {
        let moves = p.legal_moves();
        (!moves.is_empty())
            .then(|| moves[(rng.below(moves.len() as u64) as usize + 1) % moves.len()])
    };
    // The drawn move, with one more draw from the generator.
    let greedy = |p: &Position, rng: &mut SplitMix64| {
        let mv = p.sample_move(rng);
        rng.next_u64();
        mv
    };
    // Always a move, even when the game is over.
    let never_done =
        |p: &Position, rng: &mut SplitMix64| p.sample_move(rng).or(Some(crate::Move::new(0, 1)));
    let caught = |sample: &dyn Fn(&Position, &mut SplitMix64) -> Option<crate::Move>| {
        states
            .iter()
            .any(|(p, rng)| sampling_disagrees(p, rng, sample).is_some())
    };
    assert!(caught(&off_by_one));
    assert!(caught(&greedy));
    assert!(caught(&never_done));
    assert!(!caught(&|p, rng| p.sample_move(rng)));
}

#[test]
fn animals_and_colours_display_their_names() {
    use crate::{Animal, Colour};
    let names: alloc::vec::Vec<_> = Animal::ALL.iter().map(|a| a.to_string()).collect();
    assert_eq!(names, ["mouse", "lion", "elephant"]);
    assert_eq!(
        (Colour::White.to_string(), Colour::Black.to_string()),
        ("white".into(), "black".into())
    );
}

#[test]
fn keys_tell_positions_apart() {
    // Every position along random games, with either side to move.
    let states = testing::playout_states(&Position::start(), 0..12, 150);
    testing::check_keys_tell_apart(states.into_iter().flat_map(|p| {
        let text = p.to_string();
        let (board, turn) = text.rsplit_once(' ').unwrap();
        let other = if turn == "w" { "b" } else { "w" };
        [p, alloc::format!("{board} {other}").parse().unwrap()]
    }));
}

#[test]
fn a_position_debugs_as_its_text() {
    let p = Position::start();
    assert_eq!(alloc::format!("{p:?}"), alloc::format!("Position({p})"));
}

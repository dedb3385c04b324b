//! The shared battery of ludeme-core, run on Surakarta and Bas-basan sepur.

use alloc::vec::Vec;

use ludeme_core::testing;
use ludeme_core::{perft, Game, Record, Variants};
use proptest::prelude::*;

use crate::{BasBasan, BasBasanRules, Colour, Position, PositionOn, Rules};

/// The left-right mirror image (files a ↔ f).
fn mirror<const N: usize>(p: &PositionOn<N>) -> PositionOn<N> {
    let mut image = PositionOn::empty(p.turn(), p.rules());
    for point in 0..(N * N) as u8 {
        if let Some(colour) = p.piece_at(point) {
            let (file, rank) = (point as usize % N, point as usize / N);
            image = image.put(colour, (rank * N + N - 1 - file) as u8);
        }
    }
    image
}

/// The 180° rotation with colours (and the side to move) swapped.
fn rotate_and_swap<const N: usize>(p: &PositionOn<N>) -> PositionOn<N> {
    let mut image = PositionOn::empty(p.turn().other(), p.rules());
    for point in 0..(N * N) as u8 {
        if let Some(colour) = p.piece_at(point) {
            image = image.put(colour.other(), (N * N - 1) as u8 - point);
        }
    }
    image
}

#[test]
fn battery_on_random_games() {
    testing::check_playouts(&Position::start(), 0..12, 120, false);
}

#[test]
fn battery_on_the_orthogonal_variant() {
    let start = Position::start_with(&Rules::default().with_orthogonal_steps(true));
    testing::check_playouts(&start, 100..106, 120, false);
}

#[test]
fn battery_on_bas_basan_with_and_without_the_middle_circuit() {
    let two = BasBasan::start();
    testing::check_playouts(&two, 200..204, 100, false);
    let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_playouts(&three, 300..304, 100, false);
}

#[test]
fn the_heuristic_keeps_its_contract_along_random_games() {
    let six = testing::check_heuristic(&Position::start(), 0..12, 300);
    let orthogonal = Position::start_with(&Rules::default().with_orthogonal_steps(true));
    let seven = testing::check_heuristic(&BasBasan::start(), 200..204, 300);
    let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    let others = testing::check_heuristic(&orthogonal, 100..104, 300)
        + testing::check_heuristic(&three, 300..304, 300);
    assert!(
        six > 3_000 && seven > 800 && others > 1_500,
        "{six} {seven} {others}"
    );
}

#[test]
fn random_games_with_the_record_end_within_the_bound() {
    // Each capture removes a piece and at most 50 plies separate captures,
    // so a game lasts at most 24 · 51 plies.
    for seed in 0..30 {
        let mut record = Record::new(Position::start());
        let mut rng = ludeme_core::SplitMix64::new(seed);
        while record.outcome().is_none() {
            assert!(record.moves().len() <= 24 * 51, "seed {seed} runs on");
            let moves = record.position().legal_moves();
            let mv = moves[rng.below(moves.len() as u64) as usize];
            record.play(mv).unwrap();
        }
    }
}

#[test]
fn mirror_symmetries_preserve_perft() {
    let start = Position::start();
    testing::check_symmetry(&start, 0..6, 80, 2, mirror);
    testing::check_symmetry(&start, 10..16, 80, 2, rotate_and_swap);
    let big = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_symmetry(&big, 20..23, 60, 2, mirror);
    testing::check_symmetry(&big, 30..33, 60, 2, rotate_and_swap);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Shifting every piece one file right is no symmetry of the board.
    let p: Position = "6/b5/6/6/w5/6 w".parse().unwrap();
    let shifted: Position = "6/1b4/6/6/1w4/6 w".parse().unwrap();
    assert_ne!(perft(&p, 2), perft(&shifted, 2));
    assert_eq!(perft(&p, 2), perft(&mirror(&mirror(&p)), 2));
    assert_eq!(rotate_and_swap(&rotate_and_swap(&p)), p);
}

#[test]
fn bulk_counting_perft_equals_listing_every_move() {
    testing::check_bulk_counting(&Position::start(), 3);
    let big = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_bulk_counting(&big, 2);
}

#[test]
fn records_agree_with_their_positions() {
    testing::check_record(&Position::start(), 0..20, 400);
    let orthogonal = Position::start_with(&Rules::default().with_orthogonal_steps(true));
    testing::check_record(&orthogonal, 20..25, 400);
    testing::check_record(&BasBasan::start(), 40..45, 400);
    let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_record(&three, 50..55, 400);
}

#[test]
fn variant_names_are_those_of_the_board_size() {
    let six: Vec<&str> = Rules::VARIANTS.iter().map(|v| v.name).collect();
    let seven: Vec<&str> = BasBasanRules::VARIANTS.iter().map(|v| v.name).collect();
    assert_eq!(six, ["standard", "orthogonal"]);
    assert_eq!(seven, ["bas-basan", "bas-basan-3"]);
    for variant in Rules::VARIANTS.iter().chain(BasBasanRules::VARIANTS) {
        assert!(!variant.description.is_empty());
    }
    assert_eq!(
        Rules::from_variant(Rules::VARIANTS[0].name),
        Some(Rules::default())
    );
    assert_eq!(
        BasBasanRules::from_variant(BasBasanRules::VARIANTS[0].name),
        Some(BasBasanRules::default())
    );
    assert_eq!(
        Rules::from_variant("orthogonal"),
        Some(Rules::default().with_orthogonal_steps(true))
    );
    assert_eq!(
        BasBasanRules::from_variant("bas-basan-3"),
        Some(BasBasanRules::default().with_middle_circuit(true))
    );
    for name in ["bas-basan", "bas-basan-3", "Standard", "", "standard+x"] {
        assert_eq!(Rules::from_variant(name), None, "{name}");
    }
    for name in ["standard", "orthogonal", "bas-basan+3"] {
        assert_eq!(BasBasanRules::from_variant(name), None, "{name}");
    }
    assert!(Rules::OPTIONS.is_empty() && BasBasanRules::OPTIONS.is_empty());
    // Another board size has only its default rules.
    assert_eq!(<crate::RulesOn<5>>::VARIANTS.len(), 1);
    assert_eq!(
        <crate::RulesOn<5>>::from_variant("standard"),
        Some(Default::default())
    );
}

#[test]
fn seats_are_named_by_colour() {
    let p = Position::start();
    assert_eq!(p.seat_name(ludeme_core::Seat(0)), "white");
    assert_eq!(p.seat_name(ludeme_core::Seat(1)), "black");
    assert_eq!(Colour::Black.side().name(&p), "black");
    let walled: Position = "6/6/6/6/bb4/wb4 w".parse().unwrap();
    let outcome = walled.outcome().unwrap();
    assert_eq!(outcome.describe(&walled), "black wins (no legal move)");
    let none: BasBasan = "7/7/7/7/7/1w5/7 b".parse().unwrap();
    assert_eq!(
        none.outcome().unwrap().describe(&none),
        "white wins (no pieces left)"
    );
}

#[test]
fn colours_map_to_seats_and_sides() {
    let p = Position::start();
    assert_eq!(p.side_of(ludeme_core::Seat(1)), Colour::Black.side());
    assert_eq!(p.seat_count(), 2);
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "[wb1-9/ xa-g-]{0,40}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
        testing::check_parsers_total::<BasBasan>(&text, &BasBasanRules::default());
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in "\\PC{0,24}") {
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
    let m: crate::Move = "b2xe5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"b2xe5\"");
    assert_eq!(serde_json::from_str::<crate::Move>("\"b2xe5\"").unwrap(), m);
    assert!(serde_json::from_str::<crate::Move>("\"b2xb2\"").is_err());
}

#[cfg(feature = "serde")]
#[test]
fn serde_keeps_rules_that_are_not_the_default() {
    let rules = Rules::default().with_orthogonal_steps(true);
    let orthogonal = Position::start_with(&rules);
    let json = serde_json::to_string(&orthogonal).unwrap();
    let expected = alloc::format!(
        r#"{{"rules":{{"orthogonal_steps":true,"middle_circuit":false}},"text":"{orthogonal}"}}"#
    );
    assert_eq!(json, expected);
    let read: Position = serde_json::from_str(&json).unwrap();
    assert_eq!(read.rules(), rules);
    assert_eq!(read, orthogonal);
    // Compact formats always carry the rules, and read back without type
    // information.
    for p in [Position::start(), orthogonal] {
        let bytes = postcard::to_allocvec(&p).unwrap();
        assert_eq!(postcard::from_bytes::<Position>(&bytes).unwrap(), p);
    }
    let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    let json = serde_json::to_string(&three).unwrap();
    assert_eq!(serde_json::from_str::<BasBasan>(&json).unwrap(), three);
    let bytes = postcard::to_allocvec(&three).unwrap();
    assert_eq!(postcard::from_bytes::<BasBasan>(&bytes).unwrap(), three);
}

#[cfg(feature = "serde")]
#[test]
fn serde_refuses_rules_that_no_variant_gives() {
    let middle = r#"{"orthogonal_steps":false,"middle_circuit":true}"#;
    let error = serde_json::from_str::<Rules>(middle)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("middle_circuit needs an odd board: 6×6 has no middle line"),
        "{error}"
    );
    assert!(
        serde_json::from_str::<BasBasanRules>(middle)
            .unwrap()
            .middle_circuit
    );
    // Set by hand on 6×6 (where it is ignored), it is written as off.
    let by_hand = Rules {
        middle_circuit: true,
        ..Rules::default()
    };
    let written = serde_json::to_string(&by_hand).unwrap();
    assert_eq!(
        serde_json::from_str::<Rules>(&written).unwrap(),
        Rules::default()
    );
    let typo = r#"{"orthogonal_step":true,"middle_circuit":false}"#;
    assert!(serde_json::from_str::<Rules>(typo).is_err());
    let text = Position::start().to_string();
    for (json, wanted) in [
        (
            alloc::format!(r#"{{"rules":{middle},"text":"{text}"}}"#),
            "no middle line",
        ),
        (
            r#"{"rules":{"orthogonal_steps":true,"middle_circuit":false}}"#.into(),
            "missing field `text`",
        ),
        (
            alloc::format!(r#"{{"text":"{text}"}}"#),
            "missing field `rules`",
        ),
        (
            alloc::format!(r#"{{"text":"{text}","text":"{text}"}}"#),
            "duplicate field `text`",
        ),
        (
            alloc::format!(r#"{{"board":"{text}"}}"#),
            "unknown field `board`",
        ),
        (
            r#"{"rules":{"orthogonal_steps":true,"middle_circuit":false},"text":"w"}"#.into(),
            "missing side to move after the board",
        ),
        ("17".into(), "position text"),
    ] {
        let error = serde_json::from_str::<Position>(&json)
            .unwrap_err()
            .to_string();
        assert!(error.contains(wanted), "{json}: {error}");
        assert!(!error.contains('\n'), "{error}");
    }
}

/// The message of a position-text error.
fn position_error(text: &str) -> alloc::string::String {
    use alloc::string::ToString;
    text.parse::<Position>().unwrap_err().to_string()
}

/// The message of a move-text error.
fn move_error(text: &str) -> alloc::string::String {
    use alloc::string::ToString;
    text.parse::<crate::Move>().unwrap_err().to_string()
}

#[test]
fn messages_count_in_the_singular_and_the_plural() {
    assert_eq!(position_error("6 w"), "the board has 1 rank, expected 6");
    assert_eq!(
        position_error("6/6/6/6/6 w"),
        "the board has 5 ranks, expected 6"
    );
    assert_eq!(
        position_error("6/6/6/6/6/w w"),
        "rank 1 has 1 point, expected 6"
    );
    assert_eq!(
        position_error("6/6/6/6/6/3 w"),
        "rank 1 has 3 points, expected 6"
    );
    assert_eq!(
        position_error("bbbbbb/bbbbbb/b5/6/wwwwww/wwwwww w"),
        "black has 13 pieces, at most 12 allowed"
    );
}

#[test]
fn surrounding_whitespace_is_ignored_and_bad_spacing_is_named() {
    let start = Position::start();
    let text = alloc::string::ToString::to_string(&start);
    for padded in [
        alloc::format!("  {text}"),
        alloc::format!("{text} "),
        alloc::format!("{text}\n"),
        alloc::format!("\t{text}\r\n"),
    ] {
        let p: Position = padded.parse().unwrap();
        assert_eq!(p, start, "{padded:?}");
        assert_eq!(
            alloc::string::ToString::to_string(&p),
            text,
            "printed canonically"
        );
    }
    assert_eq!(
        position_error("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww  w"),
        "2 spaces between fields at byte 31 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww\nw"),
        "unexpected '\\n' at byte 31 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error("   "),
        "empty position text: expected the board, a space and 'w' or 'b'"
    );
    assert_eq!(
        position_error("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w  x"),
        "2 spaces between fields at byte 33 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w x y "),
        "unexpected text after the side to move: \"x y\""
    );
    // Bas-basan sepur reads its text the same way.
    let big = BasBasan::start();
    let printed = alloc::string::ToString::to_string(&big);
    assert_eq!(alloc::format!(" {printed}\n").parse::<BasBasan>(), Ok(big));
    // Move text: surrounding whitespace is ignored, inner whitespace named.
    assert_eq!(" b2xe5\n".parse::<crate::Move>(), "b2xe5".parse());
    assert_eq!(
        move_error("b2 -c3"),
        "unexpected ' ' at byte 2 of move \"b2 -c3\": a move has no spaces"
    );
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    let huge = "é".repeat(50_000); // 100 KB
    let forty = "é".repeat(40);
    let positions = [
        huge.clone(),
        alloc::format!("{huge} w"),
        alloc::format!("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww {huge}"),
        alloc::format!("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w {huge}"),
        alloc::format!("bbbbbb/bbbbbb/6/6/wwwwww/{} w", "w".repeat(100_000)),
    ];
    for text in &positions {
        let message = position_error(text);
        assert!(message.chars().count() < 200, "{message}");
        assert!(!message.contains('\n'), "{message}");
    }
    assert_eq!(
        position_error(&alloc::format!("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww {huge}")),
        alloc::format!("bad side to move \"{forty}…\": expected 'w' or 'b'")
    );
    for text in [
        huge.clone(),
        alloc::format!("b2-{huge}"),
        alloc::format!("b{}xe5", "1".repeat(100_000)),
        alloc::format!("b2-c3 {huge}"),
    ] {
        let message = move_error(&text);
        assert!(message.chars().count() < 200, "{message}");
        assert!(!message.contains('\n'), "{message}");
    }
}

#[test]
fn a_diagram_shows_the_turn_never_the_outcome() {
    use ludeme_core::{DiagramStyle, Render};
    let over: Position = "6/6/6/6/1w4/6 b".parse().unwrap();
    assert!(over.outcome().is_some());
    for style in [DiagramStyle::ascii(), DiagramStyle::unicode()] {
        let text = over.diagram(style);
        assert!(
            !text.contains("game over") && !text.contains("win"),
            "{text}"
        );
        assert_eq!(text.lines().last(), Some("black to move"), "{text}");
    }
}

/// Where `sample` parts from the listing default on `state` with the
/// generator `rng`: a different move (or `None` against a move), or a
/// different use of the generator. `None` when they agree.
fn sampling_disagrees<G: Game>(
    state: &G,
    rng: &ludeme_core::SplitMix64,
    sample: impl Fn(&G, &mut ludeme_core::SplitMix64) -> Option<G::Move>,
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
fn states_of_random_games<const N: usize>(
    start: &PositionOn<N>,
    seeds: core::ops::Range<u64>,
    max_plies: usize,
) -> Vec<(PositionOn<N>, ludeme_core::SplitMix64)> {
    let mut states = Vec::new();
    for seed in seeds {
        let mut rng = ludeme_core::SplitMix64::new(seed);
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

fn check_sampling<const N: usize>(start: &PositionOn<N>, seeds: core::ops::Range<u64>) -> usize {
    let mut finished = 0;
    for (p, rng) in states_of_random_games(start, seeds, 1000) {
        if let Some(why) = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)) {
            panic!("{why}");
        }
        finished += usize::from(p.outcome().is_some());
    }
    finished
}

#[test]
fn sample_move_is_the_listed_draw_in_random_games_of_every_variant() {
    let mut finished = 0;
    for variant in Rules::VARIANTS {
        let rules = Rules::from_variant(variant.name).unwrap();
        finished += check_sampling(&Position::start_with(&rules), 0..150);
    }
    for variant in BasBasanRules::VARIANTS {
        let rules = BasBasanRules::from_variant(variant.name).unwrap();
        finished += check_sampling(&BasBasan::start_with(&rules), 0..100);
    }
    // The finished games were checked too (`None` at their end).
    assert!(finished > 300, "{finished} finished games");
}

#[test]
fn sample_move_is_the_listed_draw_in_set_up_positions() {
    let mut rng = ludeme_core::SplitMix64::new(5);
    let positions: [Position; 5] = [
        // No legal move: the corner piece is walled in.
        "6/6/6/6/bb4/wb4 w".parse().unwrap(),
        // A side without pieces.
        "6/6/6/6/1w4/6 b".parse().unwrap(),
        "6/2b3/6/6/1w4/6 w".parse().unwrap(),
        // A lone piece on a crossing: its rays come back to itself.
        "6/6/6/6/1w4/6 w".parse().unwrap(),
        "6/6/6/6/6/6 w".parse().unwrap(),
    ];
    for p in positions {
        for _ in 0..20 {
            let why = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng));
            assert_eq!(why, None);
            rng.next_u64();
        }
    }
    // Random crowded boards, beyond the 16 pieces a side whose targets the
    // sampler keeps (those are listed instead) and below.
    for (i, rules) in [
        Rules::default(),
        Rules::default().with_orthogonal_steps(true),
    ]
    .into_iter()
    .enumerate()
    {
        for round in 0..400 {
            let turn = if round % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let mut p = Position::empty(turn, rules);
            let crowd = 1 + rng.below(36);
            for _ in 0..crowd {
                let colour = if rng.below(3) == 0 {
                    Colour::Black
                } else {
                    Colour::White
                };
                p = p.put(colour, rng.below(36) as u8);
            }
            let why = sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng));
            assert_eq!(why, None, "rules {i}");
            // Counting shares the sampler's captures.
            assert_eq!(p.legal_move_count(), p.legal_moves().len(), "{p}");
        }
    }
    let three = BasBasanRules::default().with_middle_circuit(true);
    for round in 0..400 {
        let turn = if round % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let mut p = BasBasan::empty(turn, three);
        for _ in 0..1 + rng.below(49) {
            let colour = if rng.below(2) == 0 {
                Colour::Black
            } else {
                Colour::White
            };
            p = p.put(colour, rng.below(49) as u8);
        }
        assert_eq!(
            sampling_disagrees(&p, &rng, |p, rng| p.sample_move(rng)),
            None
        );
        assert_eq!(p.legal_move_count(), p.legal_moves().len(), "{p}");
    }
}

#[test]
fn the_sampling_check_can_fail() {
    let states = states_of_random_games(&Position::start(), 0..3, 1000);
    assert!(states.iter().any(|(p, _)| p.outcome().is_some()));
    // The next move of the list instead of the drawn one.
    let off_by_one = |p: &Position, rng: &mut ludeme_core::SplitMix64| {
        let moves = p.legal_moves();
        (!moves.is_empty())
            .then(|| moves[(rng.below(moves.len() as u64) as usize + 1) % moves.len()])
    };
    // The drawn move, with one more draw from the generator.
    let greedy = |p: &Position, rng: &mut ludeme_core::SplitMix64| {
        let mv = p.sample_move(rng);
        rng.next_u64();
        mv
    };
    // Always a move, even when the game is over.
    let never_done = |p: &Position, rng: &mut ludeme_core::SplitMix64| {
        p.sample_move(rng).or(Some(crate::Move::step(0, 1)))
    };
    let caught =
        |sample: &dyn Fn(&Position, &mut ludeme_core::SplitMix64) -> Option<crate::Move>| {
            states
                .iter()
                .any(|(p, rng)| sampling_disagrees(p, rng, sample).is_some())
        };
    assert!(caught(&off_by_one));
    assert!(caught(&greedy));
    assert!(caught(&never_done));
    assert!(!caught(&|p, rng| p.sample_move(rng)));
}

/// Positions along random games from `start`, each with either side to move.
fn with_either_side_to_move<const N: usize>(start: &PositionOn<N>) -> Vec<PositionOn<N>> {
    let states = testing::playout_states(start, 0..8, 150);
    states
        .into_iter()
        .flat_map(|p| {
            let text = alloc::string::ToString::to_string(&p);
            let (board, turn) = text.rsplit_once(' ').unwrap();
            let other = if turn == "w" { "b" } else { "w" };
            let flipped = alloc::format!("{board} {other}");
            [p, PositionOn::from_text(&flipped, &p.rules()).unwrap()]
        })
        .collect()
}

#[test]
fn keys_tell_positions_apart() {
    testing::check_keys_tell_apart(with_either_side_to_move(&Position::start()));
    testing::check_keys_tell_apart(with_either_side_to_move(&BasBasan::start()));
}

#[test]
fn a_position_debugs_as_its_size_and_text() {
    let (six, seven) = (Position::start(), BasBasan::start());
    assert_eq!(
        alloc::format!("{six:?}"),
        alloc::format!("Position<6>({six})")
    );
    assert_eq!(
        alloc::format!("{seven:?}"),
        alloc::format!("Position<7>({seven})")
    );
}

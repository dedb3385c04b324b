//! The battery on the demo games: it passes, and it can fail.
use super::*;
use crate::demo::DiceRace;
use ludeme_core::Game;
use proptest::prelude::*;

#[test]
fn the_battery_passes_on_the_dice_race() {
    let start = DiceRace::start();
    check_playouts(&start, 0..200, 100, true);
}

#[test]
#[should_panic(expected = "not over")]
fn the_length_bound_can_fail() {
    let start = DiceRace::start();
    check_playouts(&start, 0..1, 3, true);
}

#[test]
fn a_record_of_the_dice_race_agrees_with_its_positions() {
    let start = DiceRace::start();
    check_record(&start, 0..50, 100);
}

#[test]
fn the_actions_of_the_dice_race_pass() {
    check_actions(&DiceRace::start(), 0..20, 40);
}

#[test]
fn the_pictures_of_the_dice_race_name_every_cell_clicked() {
    check_pictures(&DiceRace::start(), 0..20, 60);
}

#[test]
#[should_panic(expected = "has no element with data-square=\"s0c1\"")]
fn the_picture_check_can_fail() {
    use ludeme_core::Render;
    let mut race = DiceRace::start();
    race.play("roll 1".parse().unwrap()).unwrap();
    // Seat 0 may step to its cell 1: a picture without it fails.
    let svg = race
        .svg()
        .replace("data-square=\"s0c1\"", "data-cell=\"s0c1\"");
    check_picture(&race, &svg);
}

#[test]
#[should_panic(expected = "twice")]
fn a_name_drawn_twice_fails() {
    use ludeme_core::Render;
    let race = DiceRace::start();
    let svg = race.svg().replace("s0c1", "s0c0");
    check_picture(&race, &svg);
}

#[test]
fn the_identity_is_a_symmetry() {
    let start = DiceRace::start();
    check_symmetry(&start, 0..5, 30, 2, |s| *s);
}

proptest! {
    #[test]
    fn parsers_are_total(text in ".{0,16}") {
        check_parsers_total::<DiceRace>(&text, &Default::default());
    }
}

/// Every position of the shuttle: each cell, stones and seat to move,
/// spun or not.
fn every_shuttle_position(colliding_keys: bool) -> Vec<crate::shuttle::Shuttle> {
    let mut all = Vec::new();
    for cell in 0..4 {
        for stones in 0..=2 {
            for seat in 0..2 {
                for spun in ["-", "spun"] {
                    let text = std::format!("{cell} {stones} {seat} {spun}");
                    all.push(crate::shuttle::Shuttle::from_text(&text, &colliding_keys).unwrap());
                }
            }
        }
    }
    all
}

#[test]
fn the_keys_of_every_shuttle_position_differ() {
    let all = every_shuttle_position(false);
    check_keys_tell_apart(all.iter().chain(&all).cloned());
}

#[test]
#[should_panic(expected = "two positions share the key")]
fn the_key_check_can_fail() {
    check_keys_tell_apart(every_shuttle_position(true));
}

#[test]
fn a_golden_transcript_is_the_game_played_move_by_move() {
    let start = DiceRace::start();
    let transcript = golden_transcript(&start, 7);
    let mut lines = transcript.lines();
    let mut state = start;
    assert_eq!(lines.next(), Some(state.to_string().as_str()));
    let last = loop {
        let line = lines.next().expect("a line a move, then the outcome");
        let Some((mv, position)) = line
            .split_once(' ')
            .filter(|_| !line.starts_with("outcome"))
        else {
            break line;
        };
        // A move's text may hold a space (`roll 2`).
        let (mv, position) = match state.parse_move(mv) {
            Ok(mv) => (mv, position),
            Err(_) => {
                let (roll, position) = position.split_once(' ').unwrap();
                (
                    state.parse_move(&std::format!("{mv} {roll}")).unwrap(),
                    position,
                )
            }
        };
        state.play(mv).unwrap();
        assert_eq!(position, state.to_string());
    };
    let outcome = state.outcome().expect("the game played to its end");
    assert_eq!(last, std::format!("outcome: {outcome}"));
    assert_eq!(lines.next(), None);
    assert_ne!(golden_transcript(&start, 8), transcript, "another seed");
}

#[test]
#[should_panic(expected = "differs from this run")]
fn the_golden_check_can_fail() {
    let path = std::env::temp_dir().join(std::format!("ludeme-golden-{}.txt", std::process::id()));
    let path = path.to_str().unwrap();
    std::fs::write(path, golden_transcript(&DiceRace::start(), 7)).unwrap();
    check_golden_transcript(&DiceRace::start(), 7, path);
    check_golden_transcript(&DiceRace::start(), 8, path);
}

#[test]
fn near_texts_read_in_part() {
    let start = DiceRace::start();
    let texts = near_texts(&start, 3, 40);
    let read = check_parsers_on_near_texts(&start, 3..4, 40);
    assert!(read > texts.len() / 20, "{read} of {}", texts.len());
    assert!(read < texts.len(), "{read} of {}", texts.len());
    assert_eq!(near_texts(&start, 3, 40), texts, "seeded");
}

#[test]
fn the_sampling_check_can_fail() {
    use crate::shuttle::{spun, Shuttle, ShuttleMove};
    use ludeme_core::SplitMix64;
    // Past the spin the shuttle draws from its list (the default).
    let start = spun(0, 0);
    let states = states_with_generators(&start, 0..30, 100);
    assert!(states.iter().any(|(p, _)| p.outcome().is_some()));
    assert!(check_sample_move_is_the_listed_draw(&start, 0..30, 100) > 0);
    // The next move of the list instead of the drawn one.
    let off_by_one = |p: &Shuttle, rng: &mut SplitMix64| {
        let moves = p.legal_moves();
        (!moves.is_empty())
            .then(|| moves[(rng.below(moves.len() as u64) as usize + 1) % moves.len()])
    };
    // The drawn move, with one more draw from the generator.
    let greedy = |p: &Shuttle, rng: &mut SplitMix64| {
        let mv = p.sample_move(rng);
        rng.next_u64();
        mv
    };
    // Always a move, even when the game is over.
    let never_done =
        |p: &Shuttle, rng: &mut SplitMix64| p.sample_move(rng).or(Some(ShuttleMove::Take));
    let caught = |sample: &dyn Fn(&Shuttle, &mut SplitMix64) -> Option<ShuttleMove>| {
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
#[should_panic(expected = "does not read")]
fn the_whitespace_check_can_fail() {
    // The race reads its text only as it prints it.
    assert!(DiceRace::from_text("0,0,0 0 -", &Default::default()).is_ok());
    check_surrounding_whitespace(&DiceRace::start());
}

#[test]
#[should_panic(expected = "a long message")]
fn the_message_check_can_fail() {
    // The race quotes a refused text whole.
    let huge = "é".repeat(300);
    let message = DiceRace::from_text(&huge, &Default::default())
        .unwrap_err()
        .to_string();
    assert!(message.contains(&huge));
    check_messages_of_huge_texts(&DiceRace::start());
}

#[test]
fn refusals_are_checked_by_their_messages() {
    let number = str::parse::<u8>;
    check_refusals(number, &[("", "cannot parse integer from empty string")]);
    check_short_refusals(number, &[std::string::String::from("x").repeat(100_000)]);
    check_huge_fields_refused(number, "1 2");
    let trimmed = |text: &str| text.trim().parse::<u8>();
    check_inner_spaces(trimmed, "12", &[("1 2", "invalid digit found in string")]);
    let quoted = quoted_huge();
    assert!(with_huge("{huge}").starts_with(&quoted[1..quoted.len() - 4]));
    assert_eq!(quoted.chars().count(), 43);
}

#[test]
#[should_panic(expected = "reads, a refusal expected")]
fn a_text_that_reads_fails_the_refusal_check() {
    check_refusals(str::parse::<u8>, &[("7", "invalid digit found in string")]);
}

#[test]
#[should_panic(expected = "the refusal of")]
fn another_message_fails_the_refusal_check() {
    check_refusals(str::parse::<u8>, &[("x", "a number expected")]);
}

#[test]
fn the_check_before_each_move_sees_the_start_and_not_the_last_state() {
    let start = DiceRace::start();
    let mut seen = std::vec::Vec::new();
    check_before_each_move(&start, 3..4, 100, |state| seen.push(*state));
    let game = ludeme_core::random_playout(&start, 3, 100);
    assert_eq!(seen.len(), game.moves.len());
    assert_eq!(seen.first(), Some(&start));
    assert!(!seen.contains(&game.last));
}

#[test]
#[should_panic(expected = "reads, a refusal expected")]
fn a_field_that_reads_alone_fails_the_huge_fields_check() {
    // "1 2" with its first field huge reads as the second field.
    check_huge_fields_refused(
        |text: &str| text.rsplit(' ').next().unwrap().parse::<u8>(),
        "1 2",
    );
}

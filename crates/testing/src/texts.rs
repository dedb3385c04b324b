//! The parsers on text near the game's own: its positions and moves along
//! random games, edited at random.

use core::fmt::{Debug, Display};
use std::collections::BTreeSet;
use std::ops::Range;
use std::string::{String, ToString};
use std::vec::Vec;

use super::check_parsers_total;
use ludeme_core::{random_playout, Game, SplitMix64};

/// How many edited copies of each text [`near_texts`] makes (six).
const COPIES: usize = 6;

/// Texts near the game's own, for the parsers: along the random game from
/// `start` for `seed` (at most `max_plies` moves), the text of every
/// position and of up to three of its legal moves, each as it is and in
/// six copies with one to three random edits (a character deleted,
/// doubled, or replaced or preceded by another of the game's texts or any
/// character; the text cut short; another of the texts appended); then as
/// many strings of random length drawn from the characters of those texts
/// and a space.
pub fn near_texts<G: Game>(start: &G, seed: u64, max_plies: usize) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    let own = own_texts(start, seed, max_plies, &mut rng);
    let mut alphabet: BTreeSet<char> = own.iter().flat_map(|t| t.chars()).collect();
    alphabet.insert(' ');
    let alphabet: Vec<char> = alphabet.into_iter().collect();
    let mut texts = own.clone();
    for text in &own {
        for _ in 0..COPIES {
            let mut chars: Vec<char> = text.chars().collect();
            for _ in 0..=rng.below(3) {
                edit(&mut chars, &alphabet, &own, &mut rng);
            }
            texts.push(chars.into_iter().collect());
        }
    }
    for _ in 0..own.len() {
        let length = rng.below(64);
        texts.push((0..length).map(|_| pick(&alphabet, &mut rng)).collect());
    }
    texts
}

/// The texts of the positions along the random game for `seed`, and of up
/// to three legal moves of each.
fn own_texts<G: Game>(start: &G, seed: u64, max_plies: usize, rng: &mut SplitMix64) -> Vec<String> {
    let mut state = start.clone();
    let mut texts = Vec::new();
    let moves = random_playout(start, seed, max_plies).moves;
    for ply in 0..=moves.len() {
        texts.push(state.to_string());
        let legal = state.legal_moves();
        for _ in 0..legal.len().min(3) {
            texts.push(legal[rng.below(legal.len() as u64) as usize].to_string());
        }
        if let Some(&mv) = moves.get(ply) {
            state.play_unchecked(mv);
        }
    }
    texts
}

/// One random edit of `chars`.
fn edit(chars: &mut Vec<char>, alphabet: &[char], own: &[String], rng: &mut SplitMix64) {
    let at = rng.below(chars.len() as u64 + 1) as usize;
    match rng.below(7) {
        0 if at < chars.len() => {
            chars.remove(at);
        }
        1 if at < chars.len() => chars.insert(at, chars[at]),
        2 if at < chars.len() => chars[at] = pick(alphabet, rng),
        3 => chars.insert(at, pick(alphabet, rng)),
        4 => {
            let any = char::from_u32(rng.below(0x3_0000) as u32).unwrap_or('\u{fffd}');
            chars.insert(at, any);
        }
        5 => chars.truncate(at),
        _ => chars.extend(own[rng.below(own.len() as u64) as usize].chars()),
    }
}

/// A character of `alphabet` at random.
fn pick(alphabet: &[char], rng: &mut SplitMix64) -> char {
    alphabet[rng.below(alphabet.len() as u64) as usize]
}

/// Runs [`check_parsers_total`] under the rules of `start` on every text of
/// [`near_texts`] for each seed. Returns how many of them read as a
/// position or as a move at the start, so that a caller can insist that
/// the texts reach past the parsers' first refusal.
///
/// # Panics
/// As [`check_parsers_total`]: when a parser panics, or a text that reads
/// prints as a text that does not read back as the same.
pub fn check_parsers_on_near_texts<G: Game>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
) -> usize {
    let rules = start.rules();
    let at_start = G::start_with(&rules);
    let mut read = 0;
    for seed in seeds {
        for text in near_texts(start, seed, max_plies) {
            check_parsers_total::<G>(&text, &rules);
            read += usize::from(
                G::from_text(&text, &rules).is_ok() || at_start.parse_move(&text).is_ok(),
            );
        }
    }
    read
}

/// Checks that the position text of `state` and the text of each of its
/// legal moves read the same with whitespace around them (spaces, a tab, a
/// line end, before and after), and that the position prints as without.
///
/// # Panics
/// Naming the padded text that reads otherwise or not at all.
pub fn check_surrounding_whitespace<G: Game>(state: &G) {
    let (text, rules) = (state.to_string(), state.rules());
    for padded in pads(&text) {
        let read = G::from_text(&padded, &rules)
            .unwrap_or_else(|e| panic!("{padded:?} does not read: {e}"));
        assert_eq!(&read, state, "{padded:?}");
        assert_eq!(read.to_string(), text, "{padded:?} prints canonically");
    }
    for &mv in state.legal_moves().iter() {
        for padded in pads(&mv.to_string()) {
            assert_eq!(state.parse_move(&padded).ok(), Some(mv), "{padded:?}");
        }
    }
}

/// `text` with whitespace around it.
fn pads(text: &str) -> [String; 4] {
    [
        std::format!("  {text}"),
        std::format!("{text} "),
        std::format!("{text}\n"),
        std::format!("\t{text}\r\n"),
    ]
}

/// Checks that refusing a huge text gives a message of one line under 200
/// characters: 100 KB of `é` alone, in place of each field of the position
/// text of `state` (fields separated by spaces) and after it, and each
/// field's first character repeated 100,000 times; as a move, alone, after
/// and before the text of a legal move, and its first character repeated.
///
/// # Panics
/// Naming the message that is too long or has a line break.
pub fn check_messages_of_huge_texts<G: Game>(state: &G) {
    let huge = "é".repeat(50_000);
    let text = state.to_string();
    let fields: Vec<&str> = text.split(' ').collect();
    let mut positions = std::vec![huge.clone(), std::format!("{text} {huge}")];
    for (i, field) in fields.iter().enumerate() {
        let mut with = fields.clone();
        with[i] = &huge;
        positions.push(with.join(" "));
        let long = field
            .chars()
            .next()
            .unwrap_or('1')
            .to_string()
            .repeat(100_000);
        with[i] = &long;
        positions.push(with.join(" "));
    }
    let rules = state.rules();
    for text in &positions {
        if let Err(e) = G::from_text(text, &rules) {
            check_short_message(&e.to_string());
        }
    }
    let mut moves = std::vec![huge.clone()];
    if let Some(mv) = state.legal_moves().first() {
        let mv = mv.to_string();
        let long = mv.chars().next().unwrap_or('1').to_string().repeat(100_000);
        moves.extend([std::format!("{mv}{huge}"), std::format!("{huge}{mv}")]);
        moves.extend([std::format!("{mv} {huge}"), std::format!("{long}{mv}")]);
    }
    for text in &moves {
        if let Err(e) = state.parse_move(text) {
            check_short_message(&e.to_string());
        }
    }
}

/// Checks that a message refusing a text is one line under 200
/// characters (whatever the size of the text).
///
/// # Panics
/// When the message is longer or has a line break.
pub fn check_short_message(message: &str) {
    assert!(message.chars().count() < 200, "a long message: {message}");
    assert!(
        !message.contains('\n'),
        "a message of several lines: {message}"
    );
}

/// The message with which `parse` refuses `text`.
///
/// # Panics
/// When `parse` reads the text.
pub fn refusal<T, E: Display>(parse: impl Fn(&str) -> Result<T, E>, text: &str) -> String {
    match parse(text) {
        Ok(_) => panic!("{text:?} reads, a refusal expected"),
        Err(e) => e.to_string(),
    }
}

/// Checks that `parse` refuses each text of `cases` with the message
/// paired with it.
///
/// # Panics
/// Naming the text that reads or that is refused with another message.
pub fn check_refusals<T, E: Display>(parse: impl Fn(&str) -> Result<T, E>, cases: &[(&str, &str)]) {
    for &(text, message) in cases {
        assert_eq!(refusal(&parse, text), message, "the refusal of {text:?}");
    }
}

/// Checks that `parse` refuses each of `texts`, huge ones, with a message
/// of one line under 200 characters ([`check_short_message`]).
///
/// # Panics
/// When a text reads, or its message is too long or has a line break.
pub fn check_short_refusals<T, E: Display>(parse: impl Fn(&str) -> Result<T, E>, texts: &[String]) {
    for text in texts {
        check_short_message(&refusal(&parse, text));
    }
}

/// `template` with each `{huge}` replaced by 100 KB of text (`é` 50,000
/// times), for the checks of messages refusing huge input.
pub fn with_huge(template: &str) -> String {
    template.replace("{huge}", &"é".repeat(50_000))
}

/// How a message quotes the huge text of [`with_huge`]: its first forty
/// characters and an ellipsis, in double quotes.
pub fn quoted_huge() -> String {
    std::format!("\"{}…\"", "é".repeat(40))
}

/// Checks that `parse` refuses 100 KB of text ([`with_huge`]) alone, in
/// place of each field of `text` (fields separated by spaces) and after
/// it, with a message of one line under 200 characters.
///
/// # Panics
/// When a text reads, or its message is too long or has a line break.
pub fn check_huge_fields_refused<T, E: Display>(parse: impl Fn(&str) -> Result<T, E>, text: &str) {
    let huge = with_huge("{huge}");
    let fields: Vec<&str> = text.split(' ').collect();
    let mut texts = std::vec![huge.clone(), std::format!("{text} {huge}")];
    for i in 0..fields.len() {
        let mut with = fields.clone();
        with[i] = &huge;
        texts.push(with.join(" "));
    }
    check_short_refusals(parse, &texts);
}

/// Checks that `parse` reads `text` with a space before it and a line end
/// after it as `text` itself (whitespace around a text is ignored), and
/// refuses each text of `spaced` with the message paired with it
/// (whitespace inside a text is named).
///
/// # Panics
/// When the padded text reads otherwise, or as [`check_refusals`].
pub fn check_inner_spaces<T: PartialEq + Debug, E: Display + PartialEq + Debug>(
    parse: impl Fn(&str) -> Result<T, E>,
    text: &str,
    spaced: &[(&str, &str)],
) {
    let padded = std::format!(" {text}\n");
    assert_eq!(parse(&padded), parse(text), "{padded:?}");
    check_refusals(parse, spaced);
}

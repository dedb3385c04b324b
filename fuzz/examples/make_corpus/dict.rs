//! Dictionary tokens and lines: of position and move text, of the command
//! line, of the games' names and of JSON.

use std::collections::BTreeSet;

use serde_json::Value;

/// Dictionary tokens of position text: its short fields (between the
/// characters that are neither letters nor digits) and those characters.
pub(crate) fn position_tokens(text: &str, seen: &mut BTreeSet<String>) {
    for field in text.split(|c: char| !c.is_alphanumeric()) {
        if field.len() <= 3 {
            seen.insert(field.to_string());
        }
    }
    separators(text, seen);
}

/// Dictionary tokens of move text: its words and numbers, square names
/// (a letter and digits) and what stands between them, its separators; a
/// move without a square name whole, and a word before a number with its
/// space (`"word "` of a move `"word 3"`).
pub(crate) fn move_tokens(text: &str, seen: &mut BTreeSet<String>) {
    separators(text, seen);
    let mut squares = false;
    for run in text.split(|c: char| !c.is_alphanumeric()) {
        if run.chars().all(char::is_alphabetic) || run.chars().all(|c| c.is_ascii_digit()) {
            seen.insert(run.to_string());
            continue;
        }
        // Square names: a letter followed by digits; the rest between.
        let chars: Vec<char> = run.chars().collect();
        let mut between = String::new();
        let mut i = 0;
        while i < chars.len() {
            let digits = chars[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            if chars[i].is_alphabetic() && digits > 0 {
                squares = true;
                if !between.is_empty() {
                    seen.insert(std::mem::take(&mut between));
                }
                seen.insert(chars[i..=i + digits].iter().collect());
                i += digits + 1;
            } else {
                between.push(chars[i]);
                i += 1;
            }
        }
        if !between.is_empty() {
            seen.insert(between);
        }
    }
    if !squares {
        seen.insert(text.to_string());
    }
    if let Some((word, number)) = text.split_once(' ') {
        if word.chars().all(char::is_alphabetic) && number.chars().all(|c| c.is_ascii_digit()) {
            seen.insert(format!("{word} "));
        }
    }
}

/// The characters of `text` that are neither letters nor digits.
fn separators(text: &str, seen: &mut BTreeSet<String>) {
    for c in text.chars().filter(|c| !c.is_alphanumeric()) {
        seen.insert(c.to_string());
    }
}

/// Words of built-in player names (`best PLAYER`, `--players`).
pub(crate) const PLAYER_WORDS: &[&str] = &[
    "random", "greedy", "mcts", "mcts:", "ab", "ab:", "plain:", "ms", "s", "x", "0", "1", "2",
];

/// Dictionary lines of the command line's words, as its parser knows them:
/// the commands, their flags (long and short) and the flags' named values.
pub(crate) fn command_words() -> String {
    let mut top = ludeme_cli::command();
    top.build();
    let mut words = BTreeSet::new();
    for command in std::iter::once(&top).chain(top.get_subcommands()) {
        if command.get_name() != top.get_name() {
            words.insert(command.get_name().to_string());
        }
        for arg in command.get_arguments() {
            words.extend(arg.get_long().map(|long| format!("--{long}")));
            words.extend(arg.get_short().map(|short| format!("-{short}")));
            for value in arg.get_possible_values() {
                words.insert(value.get_name().to_string());
            }
        }
    }
    words.iter().map(|word| entry(word)).collect()
}

/// Dictionary lines of every registered game's name and its variants' and
/// options' names.
pub(crate) fn game_names() -> String {
    let mut lines = String::new();
    for info in ludeme::games() {
        lines.push_str(&entry(info.name));
        for variant in info.variants.iter().chain(&info.options) {
            lines.push_str(&entry(variant.name));
        }
    }
    lines
}

/// The keys and string values of a JSON value, quoted, as dictionary words.
pub(crate) fn collect_json_words(value: &Value, words: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                words.insert(format!("{key:?}"));
                collect_json_words(inner, words);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect_json_words(v, words)),
        Value::String(s) => {
            words.insert(format!("{s:?}"));
        }
        other => {
            words.insert(other.to_string());
        }
    }
}

/// A libFuzzer dictionary line: the token in double quotes, with `"`, `\`
/// and bytes outside printable ASCII escaped as `\xNN`.
pub(crate) fn entry(token: &str) -> String {
    let mut line = String::from("\"");
    for &b in token.as_bytes() {
        match b {
            b'"' | b'\\' => {
                line.push('\\');
                line.push(b as char);
            }
            0x20..=0x7e => line.push(b as char),
            _ => line.push_str(&format!("\\x{b:02X}")),
        }
    }
    line.push_str("\"\n");
    line
}

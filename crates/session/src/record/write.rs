//! A record as text: its tag pairs a line each, a blank line, the moves
//! wrapped at 79 columns with their comments, and the result.

use alloc::string::String;
use core::fmt;

use super::GameRecord;

/// The widest line of moves written.
const WIDTH: usize = 79;

/// `value` in a tag's double quotes: `\` and `"` escaped, control
/// characters (line breaks) as spaces (a tag is one line).
fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A comment in braces (a closing brace inside it would end it: written
/// as `)`; control characters as spaces).
fn braced(comment: &str) -> String {
    let text: String = comment
        .chars()
        .map(|c| match c {
            '}' => ')',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    alloc::format!("{{{text}}}")
}

impl fmt::Display for GameRecord {
    /// The record, ending with a line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} {}]", quoted(value))?;
        }
        writeln!(f)?;
        let mut words = alloc::vec::Vec::new();
        if let Some(comment) = &self.comment {
            words.push(braced(comment));
        }
        for mv in &self.moves {
            words.push(mv.text.clone());
            if let Some(comment) = &mv.comment {
                words.push(braced(comment));
            }
        }
        words.push(self.result.clone());
        let mut line = 0;
        for word in words {
            if line > 0 && line + 1 + word.chars().count() > WIDTH {
                writeln!(f)?;
                line = 0;
            }
            if line > 0 {
                f.write_str(" ")?;
                line += 1;
            }
            f.write_str(&word)?;
            line += word.chars().count();
        }
        writeln!(f)
    }
}

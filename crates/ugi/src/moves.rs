//! A move as one word of a UGI line, and a word played as a move.

use ludeme_registry::Registered;
use ludeme_session::{Session, SessionError};

/// A move in a UGI line: its move text without spaces (`roll 5` is
/// `roll5`), so that a move is one word.
pub fn ugi_move<M: std::fmt::Display>(mv: &M) -> String {
    mv.to_string().split_whitespace().collect()
}

/// Plays a move given as a UGI word: move text, which every game reads in
/// one word too (`roll5`). The session is unchanged on an error, which is
/// the move text's own.
///
/// # Errors
/// The move text's error, or why the move is not legal now.
pub fn play_ugi_move<G: Registered>(
    game: &mut Session<G>,
    word: &str,
) -> Result<(), SessionError<G>> {
    game.play(word).map(|_| ())
}

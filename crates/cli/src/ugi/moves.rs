//! A move as one word of a UGI line, and a word played as a move.

use ludeme::session::{Session, SessionError};
use ludeme::Registered;

/// A move in a UGI line: its move text without spaces (`roll 5` is
/// `roll5`), so that a move is one word.
pub fn ugi_move<M: std::fmt::Display>(mv: &M) -> String {
    mv.to_string().split_whitespace().collect()
}

/// Plays a move given as a UGI word: move text, or a legal move's text
/// with its spaces taken out (`roll5`). The session is unchanged on an
/// error, which is the move text's own.
pub fn play_ugi_move<G: Registered>(
    game: &mut Session<G>,
    word: &str,
) -> Result<(), SessionError<G>> {
    match game.play(word) {
        Ok(_) => Ok(()),
        Err(error) => {
            let found = game
                .legal_moves()
                .into_iter()
                .find(|mv| mv.to_string().contains(' ') && ugi_move(mv) == word);
            match found {
                Some(mv) => game.play_move(mv),
                None => Err(error),
            }
        }
    }
}

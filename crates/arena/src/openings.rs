//! Openings for a match (`--openings FILE`): the start positions its games
//! are played from, and the order they are played in.
//!
//! The file has one opening a line: position text of the match's game, read
//! with the game's [`Game::from_text`] under the match's rules. Blank lines
//! and lines whose first non-blank character is `#` are left out; spaces
//! around a line (a Windows `\r` too) are not part of its text.
//!
//! ```text
//! # Surakarta, standard rules: the start, and a position of two pieces
//! bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w
//! 6/2b3/6/6/1w4/6 w
//! ```
//!
//! Each opening is played twice, seats swapped ([`schedule`]), so that
//! neither player has the better side of it; the two games are a pair for
//! the pentanomial statistics ([`ludeme_stats::Pentanomial`]).
//!
//! A file of game records (its first line that is not blank starts with
//! `[`) is read as records instead: each record's last position is an
//! opening (a start position and moves played from it).

use std::path::Path;

use ludeme_core::{Actions, Game};
use ludeme_record::RecordedGame;

use crate::{OpeningError, PositionError};

/// One line's text as an opening: the position it reads as under `rules`.
///
/// The extension point for other forms of openings: a record (position
/// text and moves) would be recognised here and replayed to its last
/// position, which needs the game's move text too ([`Game::parse_move`],
/// [`Game::play`]); callers see openings only through this function and
/// [`read_openings`].
///
/// # Errors
/// [`PositionError`]: `bad position text "…": ` and the game's parse error
/// (kept as its source), in one line.
pub fn parse_opening<G: Game>(
    line: &str,
    rules: &G::Rules,
) -> Result<G, PositionError<G::ParseError>> {
    G::from_text(line, rules).map_err(|source| PositionError {
        text: line.to_string(),
        source,
    })
}

/// Reads the openings of `text`, an openings file's contents: one position
/// text a non-empty line that is not a `#` comment, parsed under `rules`
/// (see the module's documentation).
///
/// # Errors
/// One line naming the (1-based) line and why it did not parse
/// ([`OpeningError::Line`]), e.g. `line 3: bad position text "6/6 w": …`;
/// or `no openings` when there is no line to play from
/// ([`OpeningError::NoLines`]). A file of records: the record that does not
/// read, replay or is of another game ([`OpeningError::Record`]), a last
/// position that is no position under `rules`
/// ([`OpeningError::LastPosition`]), or [`OpeningError::NoRecords`].
///
/// ```
/// use ludeme::surakarta::{Position, Rules};
/// use ludeme::Game;
/// use ludeme_arena::{read_openings, OpeningError};
///
/// let rules = Rules::default();
/// let file = "# two openings\nbbbbbb/bbbbbb/6/6/wwwwww/wwwwww w\n\n6/2b3/6/6/1w4/6 w\n";
/// let openings: Vec<Position> = read_openings(file, &rules).unwrap();
/// assert_eq!(openings.len(), 2);
/// assert_eq!(openings[0], Position::start_with(&rules));
///
/// let err = read_openings::<Position>("6/6 w\n", &rules).unwrap_err();
/// assert!(matches!(err, OpeningError::Line { line: 1, .. }));
/// assert!(err.to_string().starts_with("line 1: bad position text \"6/6 w\": "));
/// ```
pub fn read_openings<G: RecordedGame + Actions>(
    text: &str,
    rules: &G::Rules,
) -> Result<Vec<G>, OpeningError<G::ParseError>> {
    if text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[')
    {
        return read_record_openings(text, rules);
    }
    let mut openings = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let opening = parse_opening(line, rules).map_err(|source| OpeningError::Line {
            line: i + 1,
            source,
        })?;
        openings.push(opening);
    }
    if openings.is_empty() {
        return Err(OpeningError::NoLines);
    }
    Ok(openings)
}

/// Reads the openings file at `path` ([`read_openings`]).
///
/// # Errors
/// One line starting `openings file "PATH": `: the file cannot be read
/// (or is not UTF-8: [`OpeningError::Read`], the I/O error its source), or
/// what [`read_openings`] says ([`OpeningError::File`]).
pub fn read_openings_file<G: RecordedGame + Actions>(
    path: &Path,
    rules: &G::Rules,
) -> Result<Vec<G>, OpeningError<G::ParseError>> {
    let text = std::fs::read_to_string(path).map_err(|source| OpeningError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    read_openings(&text, rules).map_err(|e| OpeningError::File {
        path: path.to_path_buf(),
        source: Box::new(e),
    })
}

/// The opening and seating of each game of a match of `games` games over
/// `openings` openings: entry `g` is `(opening, swapped)` for game `g`.
///
/// Games come in pairs on one opening: game `2k` plays opening
/// `k mod openings` with the players in their order (`swapped == false`:
/// the first player of `--players` in the first seat), game `2k + 1` the
/// same opening with the seats swapped. The openings are taken in file
/// order and start over when there are more than `2 · openings` games; an
/// odd number of games leaves the last opening played once, unswapped.
///
/// This is the seating `ludeme match` already rotates (game `g` puts
/// player `(seat + g) mod 2` in `seat`), and the pairing the pentanomial
/// statistics count ([`ludeme_stats::Pentanomial::add_pair`] on games
/// `2k` and `2k + 1`).
///
/// Without openings there is no schedule: the result is empty (a match
/// without `--openings` plays from its one start position).
pub fn schedule(openings: usize, games: u32) -> Vec<(usize, bool)> {
    if openings == 0 {
        return Vec::new();
    }
    (0..games as usize)
        .map(|g| ((g / 2) % openings, g % 2 == 1))
        .collect()
}

/// The openings of a file of game records: each record's last position,
/// replayed once on the game's own type (and read under `rules` where the
/// record's variant is another).
fn read_record_openings<G: RecordedGame + Actions>(
    text: &str,
    rules: &G::Rules,
) -> Result<Vec<G>, OpeningError<G::ParseError>> {
    let mut openings = Vec::new();
    for read in ludeme_record::records_as::<G>(text) {
        let (_, session) = read.map_err(OpeningError::Record)?;
        let number = openings.len() + 1;
        let end = session.game();
        let opening = if end.rules() == *rules {
            end.clone()
        } else {
            G::from_text(&end.to_string(), rules)
                .map_err(|source| OpeningError::LastPosition { number, source })?
        };
        openings.push(opening);
    }
    if openings.is_empty() {
        return Err(OpeningError::NoRecords);
    }
    Ok(openings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_registry::{AnyRules, GameVisitor, Registered};

    #[test]
    fn a_file_of_records_gives_their_last_positions() {
        use ludeme_registry::surakarta::{Position, Rules};
        let rules = Rules::default();
        let file = "[Game \"surakarta\"]\n\nb2-b3 *\n\n[Game \"surakarta\"]\n\n*\n";
        let openings: Vec<Position> = read_openings(file, &rules).unwrap();
        assert_eq!(
            openings[0].to_string(),
            "bbbbbb/bbbbbb/6/1w4/w1wwww/wwwwww b"
        );
        assert_eq!(openings[1], Position::start_with(&rules));
        let barca = "[Game \"barca\"]\n\n*\n";
        let err = read_openings::<Position>(barca, &rules)
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "record 1, line 1: a record of barca standard is not a game of this type"
        );
        let bad = "[Game \"surakarta\"]\n\nb2-b5 *\n";
        let err = read_openings::<Position>(bad, &rules)
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("record 1, line 3, column 1: illegal move b2-b5"),
            "{err}"
        );
    }

    #[test]
    fn a_file_of_records_is_refused_with_the_typed_reason() {
        use ludeme_registry::surakarta::{Position, Rules};
        let rules = Rules::default();
        let barca = "[Game \"surakarta\"]\n\n*\n\n[Game \"barca\"]\n\n*\n";
        let err = read_openings::<Position>(barca, &rules).unwrap_err();
        let OpeningError::Record(read) = &err else {
            panic!("{err:?}");
        };
        assert_eq!(read.record, 2);
        assert!(
            matches!(&read.reason, ludeme_record::ReadFault::OtherGame { game, .. } if game == "barca"),
            "{err:?}"
        );
        let bad = "[Game \"surakarta\"]\n\nb2-b5 *\n";
        let err = read_openings::<Position>(bad, &rules).unwrap_err();
        assert!(
            matches!(&err, OpeningError::Record(e) if e.record == 1 && e.line == 3),
            "{err:?}"
        );
        let none = read_openings::<Position>("[", &rules).unwrap_err();
        assert!(
            matches!(none, OpeningError::Record(_) | OpeningError::NoRecords),
            "{none:?}"
        );
    }

    #[test]
    fn a_schedule_plays_each_opening_twice_seats_swapped() {
        assert_eq!(
            schedule(3, 6),
            vec![
                (0, false),
                (0, true),
                (1, false),
                (1, true),
                (2, false),
                (2, true)
            ]
        );
    }

    #[test]
    fn a_schedule_starts_over_and_may_end_on_half_a_pair() {
        assert_eq!(
            schedule(2, 7),
            vec![
                (0, false),
                (0, true),
                (1, false),
                (1, true),
                (0, false),
                (0, true),
                (1, false)
            ]
        );
        assert_eq!(schedule(1, 3), vec![(0, false), (0, true), (0, false)]);
        assert_eq!(schedule(5, 0), vec![]);
        assert_eq!(schedule(0, 4), vec![]);
    }

    #[test]
    fn every_opening_is_played_equally_often_from_each_seat() {
        let plan = schedule(4, 40);
        assert_eq!(plan.len(), 40);
        for opening in 0..4 {
            for swapped in [false, true] {
                let n = plan.iter().filter(|&&p| p == (opening, swapped)).count();
                assert_eq!(n, 5, "opening {opening}, swapped {swapped}");
            }
        }
        // A pair is two consecutive games on one opening.
        for pair in plan.chunks(2) {
            assert_eq!(pair[0].0, pair[1].0);
            assert_eq!((pair[0].1, pair[1].1), (false, true));
        }
    }

    /// Runs `check` on each registered game's own type under its default
    /// rules.
    fn each_game(check: impl GameVisitor<Output = ()> + Copy) {
        for info in ludeme_registry::games() {
            AnyRules::by_name(info.name, None)
                .expect("a registered game")
                .visit(check);
        }
    }

    /// Two openings, both the start, among comments and blank lines.
    #[derive(Clone, Copy)]
    struct ReadsOneALine;

    impl GameVisitor for ReadsOneALine {
        type Output = ();
        fn visit<G: Registered>(self, rules: G::Rules) {
            let start = G::start_with(&rules);
            let text = start.to_string();
            let file = format!("# openings\n\n{text}\r\n   \n  # indented comment\n  {text}  \n");
            let openings: Vec<G> = read_openings(&file, &rules).expect("two openings");
            assert_eq!(openings, vec![start.clone(), start], "{file:?}");
        }
    }

    #[test]
    fn openings_are_read_one_a_line_comments_and_blanks_left_out() {
        each_game(ReadsOneALine);
    }

    /// A bad line named with the game's own parse error.
    #[derive(Clone, Copy)]
    struct NamesTheBadLine;

    impl GameVisitor for NamesTheBadLine {
        type Output = ();
        fn visit<G: Registered>(self, rules: G::Rules) {
            let start = G::start_with(&rules);
            let text = start.to_string();
            let file = format!("# first\n{text}\nnot a position\n");
            let error = read_openings::<G>(&file, &rules).unwrap_err();
            let parse_error = G::from_text("not a position", &rules).unwrap_err();
            assert!(
                matches!(&error, OpeningError::Line { line: 3, source }
                    if source.text == "not a position" && source.source == parse_error),
                "{error:?}"
            );
            let err = error.to_string();
            assert!(
                err.starts_with("line 3: bad position text \"not a position\": "),
                "{err}"
            );
            assert!(err.ends_with(&parse_error.to_string()), "{err}");
            assert!(!err.contains('\n'), "{err}");
            // The same line read alone parses as the start.
            assert_eq!(parse_opening::<G>(&text, &rules), Ok(start));
        }
    }

    #[test]
    fn a_bad_line_is_named_with_the_parse_error() {
        each_game(NamesTheBadLine);
    }

    #[test]
    fn a_file_without_openings_is_refused() {
        use ludeme_registry::surakarta::{Position, Rules};
        let rules = Rules::default();
        for file in ["", "\n\n", "# only\n   # comments\n"] {
            let error = read_openings::<Position>(file, &rules).unwrap_err();
            assert!(matches!(error, OpeningError::NoLines), "{error:?}");
            let err = error.to_string();
            assert!(err.starts_with("no openings"), "{err}");
        }
    }

    #[test]
    fn an_openings_file_is_named_in_its_errors() {
        use ludeme_registry::surakarta::{Position, Rules};
        let rules = Rules::default();
        let missing = Path::new("/nonexistent/openings.txt");
        let error = read_openings_file::<Position>(missing, &rules).unwrap_err();
        assert!(
            matches!(&error, OpeningError::Read { path, source }
                if path == missing && source.kind() == std::io::ErrorKind::NotFound),
            "{error:?}"
        );
        let err = error.to_string();
        assert!(
            err.starts_with("openings file \"/nonexistent/openings.txt\": cannot read it: "),
            "{err}"
        );
        let dir = std::env::temp_dir().join(format!("ludeme-openings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("openings.txt");
        let start = Position::start_with(&rules);
        std::fs::write(&path, format!("{start}\nbad\n")).unwrap();
        let error = read_openings_file::<Position>(&path, &rules).unwrap_err();
        assert!(
            matches!(&error, OpeningError::File { source, .. }
                if matches!(**source, OpeningError::Line { line: 2, .. })),
            "{error:?}"
        );
        let err = error.to_string();
        assert!(
            err.contains(": line 2: bad position text \"bad\": "),
            "{err}"
        );
        std::fs::write(&path, format!("{start}\n")).unwrap();
        assert_eq!(
            read_openings_file::<Position>(&path, &rules).map_err(|e| e.to_string()),
            Ok(vec![start])
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn errors_of_records_name_the_record() {
        let bad = "[Game \"barca\"]\n\nd2-c3 *\n\n[Game \"barca\"]\n\nd2-d9 *\n";
        let source = ludeme_record::read_records(bad).unwrap_err();
        assert!(
            source.to_string().starts_with("record 2, line 7, "),
            "{source}"
        );
        let rules = ludeme_registry::barca::Rules::default();
        let refused = read_openings::<ludeme_registry::barca::Position>(bad, &rules).unwrap_err();
        assert_eq!(refused.to_string(), source.to_string());
        let none = OpeningError::<ludeme_registry::AnyError>::NoRecords;
        assert_eq!(
            none.to_string(),
            "no openings: the file holds no game record"
        );
        assert!(std::error::Error::source(&none).is_none());
    }

    #[test]
    fn an_error_keeps_its_words_under_another_reason_type() {
        use ludeme_registry::barca::{Position, Rules};
        let rules = Rules::default();
        let error = read_openings::<Position>("x\n", &rules).unwrap_err();
        let words = error.to_string();
        let by_name = error.map(|e| {
            <Position as ludeme_registry::Member>::any_error(ludeme_registry::GameError::Position(
                e,
            ))
        });
        assert!(matches!(by_name, OpeningError::Line { line: 1, .. }));
        assert_eq!(by_name.to_string(), words);
    }
}

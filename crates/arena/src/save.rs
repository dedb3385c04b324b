//! `--save FILE`: a game's record appended to a file, with who played and
//! the date.

use std::io::Write;
use std::path::Path;

use ludeme_record::GameRecord;
use ludeme_registry::Registered;
use ludeme_session::Session;

use crate::SaveError;

/// Appends the record of `game`, played by `seats` (the players' names,
/// comma-separated), to the file at `path`.
///
/// # Errors
/// [`SaveError`]: `cannot write PATH: ` and the I/O error.
pub fn append<G: Registered>(path: &Path, game: &Session<G>, seats: &str) -> Result<(), SaveError> {
    let mut record = GameRecord::from_session(game);
    record.set_tag("Seats", seats);
    record.set_tag("Date", today());
    append_text(path, &record.to_string())
}

/// Appends record text to a file, a blank line before it when the file
/// does not end with one.
///
/// # Errors
/// [`SaveError`]: `cannot write PATH: ` and the I/O error.
pub fn append_text(path: &Path, text: &str) -> Result<(), SaveError> {
    let cannot = |source| SaveError {
        path: path.to_path_buf(),
        source,
    };
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(cannot)?;
    let separator = if file.metadata().map_err(cannot)?.len() > 0 {
        "\n"
    } else {
        ""
    };
    write!(file, "{separator}{text}").map_err(cannot)
}

/// Today's date (UTC) as records write it: `2026.12.01`.
pub fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The proleptic Gregorian date of a day number counted from 1970-01-01
/// (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_that_cannot_be_written_names_the_file() {
        let path = std::env::temp_dir()
            .join(format!("ludeme-no-dir-{}", std::process::id()))
            .join("games.txt");
        let error = append_text(&path, "[Game \"barca\"]\n\n*\n").unwrap_err();
        assert_eq!(error.path, path);
        assert_eq!(error.source.kind(), std::io::ErrorKind::NotFound);
        assert_eq!(
            error.to_string(),
            format!("cannot write {}: {}", path.display(), error.source)
        );
    }

    #[test]
    fn dates_are_counted_from_the_epoch() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        // 2000-03-01 is day 11,017; 2026-12-01 is day 20,788 (as `date -d
        // 2026-12-01 +%s` / 86400 gives).
        assert_eq!(civil_from_days(11_017), (2000, 3, 1));
        assert_eq!(civil_from_days(20_788), (2026, 12, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}

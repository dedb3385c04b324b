//! A clock per game: `--tc SECONDS[+INCREMENT]`.

use std::time::Duration;

use crate::TimeControlError;

/// A clock per game: a base time and an increment a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// The time on each clock when the game starts.
    pub base: Duration,
    /// The time added to a clock after each move.
    pub increment: Duration,
}

/// Reads `SECONDS[+INCREMENT]` (`2`, `1+0.01`, `0.5+0`).
///
/// # Errors
/// [`TimeControlError::Base`] or [`TimeControlError::Increment`] for the
/// part that is not a number of seconds it may be; either says what a time
/// control looks like, in one line.
pub fn parse_time_control(text: &str) -> Result<TimeControl, TimeControlError> {
    let seconds = |part: &str, positive: bool| -> Option<Duration> {
        let value: f64 = part.trim().parse().ok()?;
        (value.is_finite() && value <= 86_400.0 && (value > 0.0 || !positive && value == 0.0))
            .then(|| Duration::from_secs_f64(value))
    };
    let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
    let text = || text.to_string();
    let base = seconds(base, true)
        .filter(|&base| base >= Duration::from_millis(1))
        .ok_or_else(|| TimeControlError::Base { text: text() })?;
    let increment =
        seconds(increment, false).ok_or_else(|| TimeControlError::Increment { text: text() })?;
    Ok(TimeControl { base, increment })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_seconds_and_an_increment() {
        let ms = Duration::from_millis;
        let tc = |t: &str| parse_time_control(t);
        assert_eq!(
            tc("2+0.05"),
            Ok(TimeControl {
                base: ms(2000),
                increment: ms(50)
            })
        );
        assert_eq!(
            tc("60"),
            Ok(TimeControl {
                base: ms(60_000),
                increment: ms(0)
            })
        );
        assert_eq!(tc("1+0.01").unwrap().increment, ms(10));
        for bad in ["", "0", "-1", "1+-1", "x", "1+", "1e9", "nan", "2+1+1"] {
            assert!(tc(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_bad_time_control_names_the_bad_part() {
        let text = |t: &str| t.to_string();
        for bad in ["", "0", "0.0001", "-1+1", "x+0", "1e9"] {
            assert_eq!(
                parse_time_control(bad),
                Err(TimeControlError::Base { text: text(bad) })
            );
        }
        for bad in ["1+-1", "1+", "2+1+1", "1+nan"] {
            assert_eq!(
                parse_time_control(bad),
                Err(TimeControlError::Increment { text: text(bad) })
            );
        }
        for error in [tc_error("0"), tc_error("1+x")] {
            assert_eq!(
                error.to_string(),
                "expected SECONDS[+INCREMENT], such as 60, 2+0.05 or 0.5+0"
            );
        }
    }

    fn tc_error(text: &str) -> TimeControlError {
        parse_time_control(text).unwrap_err()
    }
}

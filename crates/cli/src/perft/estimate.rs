//! How large and how long a perft will be, from the counts of lower depths
//! and the time the last of them took.

/// A perft's expected count and time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Estimate {
    /// The nodes (the count it will print).
    pub nodes: f64,
    /// Seconds at the speed of the counts it is taken from.
    pub seconds: f64,
}

/// The perft of `depth`, extrapolated from `counts` (`counts[d]` is the
/// perft of depth `d`, from 0, whose perft is 1) and the `seconds` that
/// the last of them took: each further ply multiplies the count by the
/// growth per ply of the last two plies (a chance ply and a move ply
/// alternate in a game with dice), and the time grows with the count. `None`
/// without a count above depth 0, or when `depth` is one of the counts.
pub(crate) fn extrapolate(counts: &[u64], seconds: f64, depth: u32) -> Option<Estimate> {
    let last = counts.len().checked_sub(1).filter(|&d| d > 0)?;
    let plies = (depth as usize).checked_sub(last).filter(|&p| p > 0)?;
    let nodes = counts[last] as f64;
    if nodes == 0.0 {
        // A game over: no move, at any depth.
        return Some(Estimate {
            nodes: 0.0,
            seconds: 0.0,
        });
    }
    let back = last.min(2);
    let per_ply = (nodes / counts[last - back] as f64).powf(1.0 / back as f64);
    let expected = nodes * per_ply.powi(plies as i32);
    Some(Estimate {
        nodes: expected,
        seconds: seconds * expected / nodes,
    })
}

/// A count in two figures: `5400`, `1.2e16`.
pub(crate) fn nodes_text(nodes: f64) -> String {
    if nodes < 1e4 {
        return format!("{nodes:.0}");
    }
    let exponent = nodes.log10().floor();
    let mantissa = nodes / 10f64.powf(exponent);
    // 9.96e5 is written 1.0e6.
    let (mantissa, exponent) = if format!("{mantissa:.1}") == "10.0" {
        (1.0, exponent + 1.0)
    } else {
        (mantissa, exponent)
    };
    format!("{mantissa:.1}e{exponent:.0}")
}

/// A time for a person, in the largest unit that keeps it above 1.5:
/// `40 seconds`, `3 minutes`, `5 hours`, `12 days`, `2.6 years`.
pub(crate) fn duration_text(seconds: f64) -> String {
    const UNITS: [(f64, &str); 5] = [
        (365.25 * 86_400.0, "years"),
        (86_400.0, "days"),
        (3_600.0, "hours"),
        (60.0, "minutes"),
        (1.0, "seconds"),
    ];
    let (size, name) = UNITS
        .into_iter()
        .find(|&(size, _)| seconds >= 1.5 * size)
        .unwrap_or(UNITS[UNITS.len() - 1]);
    let value = seconds / size;
    if value < 10.0 && name == "years" {
        format!("{value:.1} {name}")
    } else {
        format!("{value:.0} {name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Perft of Surakarta's start to depth 4 (the spec).
    const SURAKARTA: [u64; 5] = [1, 16, 256, 5_382, 111_122];
    /// Perft of Barca's start to depth 4 (the spec).
    const BARCA: [u64; 5] = [1, 38, 1_404, 66_286, 3_046_014];

    fn within_twice(estimate: f64, actual: f64) -> bool {
        (0.5..2.0).contains(&(estimate / actual))
    }

    #[test]
    fn deep_counts_are_foreseen_within_a_factor_of_two() {
        // The deep counts of docs/src/perft.md, each confirmed two ways.
        for (depth, actual) in [
            (5, 2_572_484.0),
            (6, 58_479_230.0),
            (7, 1_442_032_302.0),
            (8, 34_962_252_038.0),
        ] {
            let e = extrapolate(&SURAKARTA, 1.0, depth).unwrap();
            assert!(within_twice(e.nodes, actual), "surakarta {depth}: {e:?}");
        }
        for (depth, actual) in [(6, 8_730_119_968.0), (7, 516_944_231_826.0)] {
            let e = extrapolate(&BARCA, 1.0, depth).unwrap();
            assert!(within_twice(e.nodes, actual), "barca {depth}: {e:?}");
        }
        // From fewer counts: the growth of the last ply alone.
        let e = extrapolate(&SURAKARTA[..2], 1.0, 2).unwrap();
        assert_eq!(e.nodes, 256.0);
        // Depth 4 from depths 1 to 3: 5382 · √(5382 / 16).
        let e = extrapolate(&SURAKARTA[..4], 1.0, 4).unwrap();
        assert!((e.nodes - 5_382.0 * (5_382.0 / 16.0f64).sqrt()).abs() < 1e-6);
        assert!(within_twice(e.nodes, 111_122.0), "{e:?}");
    }

    #[test]
    fn the_time_grows_with_the_count() {
        let e = extrapolate(&SURAKARTA, 0.5, 6).unwrap();
        let growth = e.nodes / 111_122.0;
        assert!((e.seconds - 0.5 * growth).abs() < 1e-9 * e.seconds, "{e:?}");
        let deeper = extrapolate(&SURAKARTA, 0.5, 8).unwrap();
        assert!(deeper.seconds > 100.0 * e.seconds, "{deeper:?}");
    }

    #[test]
    fn nothing_is_foreseen_without_counts_or_for_a_depth_counted() {
        assert_eq!(extrapolate(&[1], 1.0, 5), None);
        assert_eq!(extrapolate(&SURAKARTA, 1.0, 4), None);
        assert_eq!(extrapolate(&SURAKARTA, 1.0, 3), None);
        let over = extrapolate(&[1, 0], 0.1, 9).unwrap();
        assert_eq!((over.nodes, over.seconds), (0.0, 0.0));
    }

    #[test]
    fn counts_and_times_are_written_for_a_person() {
        assert_eq!(nodes_text(5_382.0), "5382");
        assert_eq!(nodes_text(34_962_252_038.0), "3.5e10");
        assert_eq!(nodes_text(999_999.0), "1.0e6");
        assert_eq!(duration_text(40.0), "40 seconds");
        assert_eq!(duration_text(89.0), "89 seconds");
        assert_eq!(duration_text(228.0), "4 minutes");
        assert_eq!(duration_text(5.0 * 3_600.0), "5 hours");
        assert_eq!(duration_text(12.0 * 86_400.0), "12 days");
        assert_eq!(duration_text(2.6 * 365.25 * 86_400.0), "2.6 years");
    }
}

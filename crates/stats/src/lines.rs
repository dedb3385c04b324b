//! The summary lines under a match table, as cutechess-cli words them.

use super::*;

/// A number printed with one decimal, as cutechess-cli's `'f', 1`, or
/// `n/a` when there is none.
fn one_decimal(x: Option<f64>) -> String {
    match x {
        Some(x) => format!("{x:.1}"),
        None => "n/a".to_string(),
    }
}

/// The Elo line under the match table, worded as cutechess-cli's:
/// `Elo difference: 35.2 +/- 20.1, LOS: 99.9 %, DrawRatio: 12.0 %`
/// (each number with one decimal; LOS and draw ratio in percent).
///
/// Edge cases: a 100% score prints `inf +/- inf` (0%: `-inf +/- inf`);
/// LOS without a win or a loss prints `n/a`; without games every number
/// is `n/a`: `Elo difference: n/a +/- n/a, LOS: n/a, DrawRatio: n/a`.
pub fn elo_line(wdl: Wdl) -> String {
    let estimate = EloEstimate::from_wdl(wdl);
    let percent = |x: Option<f64>| match x {
        Some(x) => format!("{} %", one_decimal(Some(100.0 * x))),
        None => "n/a".to_string(),
    };
    format!(
        "Elo difference: {} +/- {}, LOS: {}, DrawRatio: {}",
        one_decimal(estimate.map(|e| e.elo)),
        one_decimal(estimate.map(|e| e.margin())),
        percent(los(wdl)),
        percent(wdl.draw_ratio()),
    )
}

/// The pair counts as fastchess prints them: `Ptnml(0-2): [1, 11, 47, 25, 16]`.
pub fn pentanomial_line(pairs: Pentanomial) -> String {
    let [a, b, c, d, e] = pairs.counts;
    format!("Ptnml(0-2): [{a}, {b}, {c}, {d}, {e}]")
}

/// The SPRT line under the match table, worded as cutechess-cli's:
/// `SPRT: llr 1.23 (41.8%), lbound -2.94, ubound 2.94 - H1 was accepted`.
///
/// The LLR and the bounds have three significant digits (C's `%.3g`, as
/// cutechess-cli's `'g', 3`: `0.883`, `-2.94`, `12.3`, `0`); the
/// percentage is `llr / ubound · 100` with one decimal (negative below
/// 0); ` - H0 was accepted` or ` - H1 was accepted` follows once a bound
/// is reached ([`Sprt::decide`]), nothing while the test goes on.
pub fn sprt_line(sprt: &Sprt, llr: f64) -> String {
    let upper = sprt.upper_bound();
    let verdict = match sprt.decide(llr) {
        SprtDecision::Continue => "",
        SprtDecision::AcceptH0 => " - H0 was accepted",
        SprtDecision::AcceptH1 => " - H1 was accepted",
    };
    format!(
        "SPRT: llr {} ({:.1}%), lbound {}, ubound {}{verdict}",
        three_significant(llr),
        llr / upper * 100.0,
        three_significant(sprt.lower_bound()),
        three_significant(upper),
    )
}

/// `x` as C's `printf("%.3g", x)`: three significant digits, trailing
/// zeros dropped, in exponent form (`1.23e+03`) below 1e-4 or from 1000
/// on; `inf`, `-inf`, `nan` as such.
pub(super) fn three_significant(x: f64) -> String {
    if x == 0.0 {
        return "0".to_string();
    }
    if !x.is_finite() {
        return if x.is_nan() {
            "nan".into()
        } else if x > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    // Rounded to three digits first: the exponent of the rounded value
    // decides the form, as in C.
    let scientific = format!("{x:.2e}");
    let (mantissa, exponent) = scientific
        .split_once('e')
        .expect("Rust's exponent form has an e");
    let exponent: i32 = exponent.parse().expect("a whole exponent");
    let trim = |digits: &str| -> String {
        if digits.contains('.') {
            digits
                .trim_end_matches('0')
                .trim_end_matches('.')
                .to_string()
        } else {
            digits.to_string()
        }
    };
    if !(-4..3).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exponent.abs())
    } else {
        let decimals = (2 - exponent) as usize;
        trim(&format!("{x:.decimals$}"))
    }
}

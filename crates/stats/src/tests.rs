//! The statistics against values computed by hand from their formulas.

use super::lines::three_significant;
use super::*;

/// `a` and `b` within `rel` of each other (relative to the larger), or
/// both the same infinity.
fn close(a: f64, b: f64, rel: f64) -> bool {
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= rel * a.abs().max(b.abs()).max(1e-300)
}

macro_rules! assert_close {
    ($a:expr, $b:expr) => {
        assert_close!($a, $b, 1e-9)
    };
    ($a:expr, $b:expr, $rel:expr) => {{
        let (a, b) = ($a, $b);
        assert!(close(a, b, $rel), "{a} is not {b}");
    }};
}

// The expected values below were computed by hand, independently of
// this module, in a Python 3.11 one-off (math.erf, math.log10,
// statistics.NormalDist), with
//
//   z = NormalDist().inv_cdf(0.975)
//   def elo(s): return -math.inf if s <= 0 else math.inf if s >= 1 \
//       else -400*math.log10(1/s-1)
//   def est(w,d,l):
//       n=w+d+l; s=(w+d/2)/n
//       var=(w*(1-s)**2+d*(0.5-s)**2+l*(0-s)**2)/n
//       sd=math.sqrt(var/n)
//       lo=max(0.0,s-z*sd); hi=min(1.0,s+z*sd)
//       return s, var, elo(s), elo(lo), elo(hi), (elo(hi)-elo(lo))/2
//   def los(w,l): return 0.5*(1+math.erf((w-l)/math.sqrt(2*(w+l))))

#[test]
fn the_95_quantile_is_the_normal_one() {
    // NormalDist().inv_cdf(0.975) = 1.9599639845400536
    assert_close!(Z_95, 1.959_963_984_540_053_6, 1e-15);
}

#[test]
fn elo_interval_and_los_of_60_20_20() {
    // est(60,20,20): s=0.7 var=0.16 elo=147.19071411783776
    //   lo=86.22501520030423 hi=218.2517776410748 margin=66.01338122038528
    // los(60,20) = 0.9999961278917845
    let wdl = Wdl::new(60, 20, 20);
    assert_close!(wdl.score().unwrap(), 0.7);
    assert_close!(wdl.variance().unwrap(), 0.16);
    let e = EloEstimate::from_wdl(wdl).unwrap();
    assert_close!(e.elo, 147.190_714_117_837_76, 1e-6);
    assert_close!(e.lower, 86.225_015_200_304_23, 1e-6);
    assert_close!(e.upper, 218.251_777_641_074_8, 1e-6);
    assert_close!(e.margin(), 66.013_381_220_385_28, 1e-6);
    assert_close!(los(wdl).unwrap(), 0.999_996_127_891_784_5, 1e-6);
    assert_close!(wdl.draw_ratio().unwrap(), 0.2);
}

/// An even tally (as many wins as losses): its variance, an Elo of 0, the
/// interval's bounds and half-width, a LOS of one half, its draw ratio.
#[test]
fn elo_interval_and_los_of_even_tallies() {
    let cases = [
        // est(50,0,50): s=0.5 var=0.25 elo=-0.0 lo=-68.98875106670988
        //   hi=68.98875106670991 margin=68.9887510667099; los(50,50) = 0.5
        (
            Wdl::new(50, 0, 50),
            0.25,
            [
                -68.988_751_066_709_88,
                68.988_751_066_709_91,
                68.988_751_066_709_9,
            ],
            0.0,
        ),
        // est(10,80,10): s=0.5 var=0.05 elo=-0.0 lo=-30.53186432171068
        //   hi=30.531864321710678 margin=30.531864321710678; los(10,10) = 0.5
        (
            Wdl::new(10, 80, 10),
            0.05,
            [
                -30.531_864_321_710_68,
                30.531_864_321_710_678,
                30.531_864_321_710_678,
            ],
            0.8,
        ),
    ];
    for (wdl, variance, [lower, upper, margin], draw_ratio) in cases {
        assert_close!(wdl.variance().unwrap(), variance);
        let e = EloEstimate::from_wdl(wdl).unwrap();
        assert!(e.elo.abs() < 1e-12, "{}", e.elo);
        assert_close!(e.lower, lower, 1e-6);
        assert_close!(e.upper, upper, 1e-6);
        assert_close!(e.margin(), margin, 1e-6);
        assert_close!(los(wdl).unwrap(), 0.5, 1e-12);
        assert_close!(wdl.draw_ratio().unwrap(), draw_ratio);
    }
}

#[test]
fn elo_interval_and_los_of_35_40_25() {
    // est(35,40,25): s=0.55 var=0.1475 elo=34.86007028756008
    //   lo=-17.577046764373627 hi=88.94250240957983 margin=53.25977458697673
    // los(35,25) = 0.9016471987705266
    let wdl = Wdl::new(35, 40, 25);
    let e = EloEstimate::from_wdl(wdl).unwrap();
    assert_close!(e.elo, 34.860_070_287_560_08, 1e-6);
    assert_close!(e.lower, -17.577_046_764_373_627, 1e-6);
    assert_close!(e.upper, 88.942_502_409_579_83, 1e-6);
    assert_close!(e.margin(), 53.259_774_586_976_73, 1e-6);
    assert_close!(los(wdl).unwrap(), 0.901_647_198_770_526_6, 1e-6);
}

#[test]
fn a_perfect_score_is_infinite() {
    // est(100,0,0): s=1.0 var=0.0 elo=inf lo=inf hi=inf (margin: Python
    // gives nan for inf - inf; here +inf); los(100,0) = 1.0
    let wdl = Wdl::new(100, 0, 0);
    let e = EloEstimate::from_wdl(wdl).unwrap();
    assert_eq!(
        (e.elo, e.lower, e.upper),
        (f64::INFINITY, f64::INFINITY, f64::INFINITY)
    );
    assert_eq!(e.margin(), f64::INFINITY);
    assert_close!(los(wdl).unwrap(), 1.0, 1e-12);
    let e = EloEstimate::from_wdl(Wdl::new(0, 0, 7)).unwrap();
    assert_eq!(e.elo, f64::NEG_INFINITY);
    assert_eq!(e.margin(), f64::INFINITY);
    // los(1,0) = 0.8413447460685429 (Φ(1))
    assert_close!(
        los(Wdl::new(1, 0, 0)).unwrap(),
        0.841_344_746_068_542_9,
        1e-9
    );
}

#[test]
fn a_bound_past_a_perfect_score_is_infinite() {
    // est(99,1,0): s=0.995 var=0.002475 elo=919.5412305638857
    //   lo=729.8934292127243 hi=inf (s + z·σ clamped to 1) margin=inf
    let e = EloEstimate::from_wdl(Wdl::new(99, 1, 0)).unwrap();
    assert_close!(e.elo, 919.541_230_563_885_7, 1e-6);
    assert_close!(e.lower, 729.893_429_212_724_3, 1e-6);
    assert_eq!(e.upper, f64::INFINITY);
    assert_eq!(e.margin(), f64::INFINITY);
}

#[test]
fn no_games_no_estimate() {
    let wdl = Wdl::default();
    assert_eq!(wdl.games(), 0);
    assert_eq!(wdl.score(), None);
    assert_eq!(wdl.variance(), None);
    assert_eq!(wdl.draw_ratio(), None);
    assert_eq!(EloEstimate::from_wdl(wdl), None);
    assert_eq!(los(wdl), None);
    assert_eq!(los(Wdl::new(0, 12, 0)), None);
    assert_eq!(EloEstimate::from_pairs(Pentanomial::default()), None);
}

#[test]
fn results_are_counted() {
    let mut wdl = Wdl::default();
    let mut pairs = Pentanomial::default();
    use GameResult::*;
    for (a, b) in [
        (Win, Win),
        (Win, Loss),
        (Draw, Draw),
        (Loss, Draw),
        (Draw, Win),
    ] {
        wdl.add(a);
        wdl.add(b);
        pairs.add_pair(a, b);
    }
    assert_eq!(wdl, Wdl::new(4, 4, 2));
    assert_eq!(pairs, Pentanomial::new([0, 1, 2, 1, 1]));
    assert_eq!(pairs.pairs(), 5);
    // The same mean score a game either way.
    assert_close!(pairs.score().unwrap(), wdl.score().unwrap());
}

#[test]
fn erf_matches_python() {
    // math.erf(x) for each x.
    let cases = [
        (0.0, 0.0),
        (1e-9, 1.128_379_167_095_512_7e-9),
        (0.1, 0.112_462_916_018_284_9),
        (0.5, 0.520_499_877_813_046_5),
        (1.0, 0.842_700_792_949_714_9),
        (1.5, 0.966_105_146_475_310_8),
        (2.0, 0.995_322_265_018_952_7),
        (2.5, 0.999_593_047_982_555),
        (3.0, 0.999_977_909_503_001_4),
        (3.5, 0.999_999_256_901_627_6),
        (4.5, 0.999_999_999_803_383_9),
        (5.5, 0.999_999_999_999_992_7),
        (6.5, 1.0),
        (-0.7, -0.677_801_193_837_418_4),
        (-3.2, -0.999_993_974_238_848_3),
    ];
    for (x, want) in cases {
        let got = erf(x);
        assert!((got - want).abs() <= 1e-14, "erf({x}) = {got}, not {want}");
    }
    assert!(erf(f64::NAN).is_nan());
    assert_eq!(erf(f64::INFINITY), 1.0);
    assert_eq!(erf(f64::NEG_INFINITY), -1.0);
}

#[test]
fn elo_and_score_are_inverse() {
    for elo in [-800.0, -35.0, 0.0, 5.0, 147.19] {
        assert_close!(elo_of_score(score_of_elo(elo)), elo, 1e-9);
    }
    // 1/(1+10**(-5/400)) = 0.5071950817090514
    assert_close!(score_of_elo(5.0), 0.507_195_081_709_051_4, 1e-12);
}

// SPRT values, by hand in the same Python one-off:
//
//   def L(e): return 1/(1+10**(-e/400))
//   s0, s1 = L(0), L(5)
//   def llr3(w,d,l):
//       n=w+d+l; s=(w+d/2)/n
//       var=(w*(1-s)**2+d*(0.5-s)**2+l*s**2)/n
//       return n*(s1-s0)*(2*s-s0-s1)/(2*var)
//   xs=[0,0.25,0.5,0.75,1]
//   def llr5(p):
//       N=sum(p); s=sum(pi*x for pi,x in zip(p,xs))/N
//       var=sum(pi*(x-s)**2 for pi,x in zip(p,xs))/N
//       return N*(s1-s0)*(2*s-s0-s1)/(2*var)

fn sprt_0_5() -> Sprt {
    Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap()
}

#[test]
fn sprt_bounds() {
    // math.log(0.05/0.95) = -2.9444389791664403, math.log(0.95/0.05)
    let s = sprt_0_5();
    assert_close!(s.lower_bound(), -2.944_438_979_166_440_3, 1e-12);
    assert_close!(s.upper_bound(), 2.944_438_979_166_440_3, 1e-12);
    // math.log(0.2/0.9) = -1.504077396776274, math.log(0.8/0.1) =
    // 2.0794415416798357
    let s = Sprt::new(0.0, 5.0, 0.1, 0.2).unwrap();
    assert_close!(s.lower_bound(), -1.504_077_396_776_274, 1e-12);
    assert_close!(s.upper_bound(), 2.079_441_541_679_835_7, 1e-12);
}

#[test]
fn sprt_llr_of_single_games() {
    let s = sprt_0_5();
    let cases = [
        ((60, 20, 20), 0.883_207_338_381_443_7),
        ((35, 40, 25), 0.226_352_193_256_003_98),
        ((10, 80, 10), -0.051_769_200_799_925_51),
        ((520, 300, 480), 0.574_015_079_134_988_1),
        ((480, 300, 520), -0.924_406_127_063_014_1),
        ((1000, 1200, 880), 2.312_345_037_343_023_4),
    ];
    for ((w, d, l), want) in cases {
        assert_close!(s.llr(Wdl::new(w, d, l)), want, 1e-6);
    }
}

#[test]
fn sprt_llr_of_pairs() {
    // llr5(...) and, for the first, s = 0.5434782608695652 and
    // var = 0.057892249527410206.
    let s = sprt_0_5();
    let p = Pentanomial::new([5, 20, 50, 30, 10]);
    assert_close!(p.score().unwrap(), 0.543_478_260_869_565_2, 1e-12);
    assert_close!(p.variance().unwrap(), 0.057_892_249_527_410_206, 1e-9);
    assert_close!(s.llr_pairs(p), 0.570_001_680_166_828_3, 1e-6);
    let p = Pentanomial::new([10, 20, 40, 20, 10]);
    assert_close!(s.llr_pairs(p), -0.034_512_800_533_283_68, 1e-6);
    let p = Pentanomial::new([100, 300, 500, 320, 110]);
    assert_close!(s.llr_pairs(p), 0.547_380_531_658_537_1, 1e-6);
}

#[test]
fn sprt_llr_without_spread_is_zero() {
    let s = sprt_0_5();
    assert_eq!(s.llr(Wdl::default()), 0.0);
    assert_eq!(s.llr(Wdl::new(100, 0, 0)), 0.0);
    assert_eq!(s.llr(Wdl::new(0, 30, 0)), 0.0);
    assert_eq!(s.llr_pairs(Pentanomial::default()), 0.0);
    assert_eq!(s.llr_pairs(Pentanomial::new([0, 0, 9, 0, 0])), 0.0);
}

#[test]
fn sprt_decisions() {
    let s = sprt_0_5();
    assert_eq!(s.decide(0.0), SprtDecision::Continue);
    assert_eq!(s.decide(2.94), SprtDecision::Continue);
    assert_eq!(s.decide(-2.94), SprtDecision::Continue);
    assert_eq!(s.decide(2.95), SprtDecision::AcceptH1);
    assert_eq!(s.decide(-2.95), SprtDecision::AcceptH0);
    assert_eq!(s.decide(s.upper_bound()), SprtDecision::AcceptH1);
    assert_eq!(s.decide(s.lower_bound()), SprtDecision::AcceptH0);
}

#[test]
fn sprt_settings_parse() {
    let s: Sprt = "elo0=0,elo1=5".parse().unwrap();
    assert_eq!(s, sprt_0_5());
    let s: Sprt = " beta=0.2 , elo1=10,elo0=-2.5, alpha=0.1".parse().unwrap();
    assert_eq!(s, Sprt::new(-2.5, 10.0, 0.1, 0.2).unwrap());
    assert_eq!(
        (s.elo0(), s.elo1(), s.alpha(), s.beta()),
        (-2.5, 10.0, 0.1, 0.2)
    );
    assert_eq!(s.to_string().parse::<Sprt>(), Ok(s));
}

#[test]
fn bad_sprt_settings_say_what_and_where() {
    let cases = [
        ("", "item 1 is empty"),
        ("elo0=0,,elo1=5", "item 2 is empty"),
        ("elo0=0,elo1", "item 2 \"elo1\" has no \"=\""),
        ("elo0=0,elo1=5,gamma=1", "item 3: unknown key \"gamma\""),
        ("elo0=0,elo0=1,elo1=5", "item 2: elo0 is given twice"),
        ("elo0=0,elo1=x", "item 2: elo1 \"x\" is not a finite number"),
        (
            "elo0=0,elo1=inf",
            "item 2: elo1 \"inf\" is not a finite number",
        ),
        ("elo0=0,alpha=0.1", "elo1 is missing"),
        ("elo1=5", "elo0 is missing"),
        ("elo0=5,elo1=5", "elo0 (5) must be less than elo1 (5)"),
        ("elo0=5,elo1=0", "elo0 (5) must be less than elo1 (0)"),
        ("elo0=0,elo1=5,alpha=0", "alpha (0) must be between 0 and 1"),
        ("elo0=0,elo1=5,alpha=1", "alpha (1) must be between 0 and 1"),
        (
            "elo0=0,elo1=5,beta=-0.1",
            "beta (-0.1) must be between 0 and 1",
        ),
        (
            "elo0=0,elo1=5,alpha=0.5,beta=0.5",
            "alpha + beta (0.5 + 0.5)",
        ),
    ];
    for (text, want) in cases {
        let err = text.parse::<Sprt>().unwrap_err().to_string();
        assert!(err.starts_with("bad SPRT settings \""), "{err}");
        assert!(err.contains(want), "{text:?}: {err}");
        assert!(!err.contains('\n'), "{err}");
    }
    let err = "elo0=0,elo1=5\nx".parse::<Sprt>().unwrap_err().to_string();
    assert!(!err.contains('\n'), "{err}");
}

#[test]
fn the_elo_line_is_worded_as_cutechess() {
    let cases = [
        // 60-20-20: elo 147.19, margin 66.01, LOS 99.9996 %, draws 20 %.
        (
            Wdl::new(60, 20, 20),
            "Elo difference: 147.2 +/- 66.0, LOS: 100.0 %, DrawRatio: 20.0 %",
        ),
        // 35-40-25: elo 34.86, margin 53.26, LOS 90.16 %, draws 40 %.
        (
            Wdl::new(35, 40, 25),
            "Elo difference: 34.9 +/- 53.3, LOS: 90.2 %, DrawRatio: 40.0 %",
        ),
        (
            Wdl::new(100, 0, 0),
            "Elo difference: inf +/- inf, LOS: 100.0 %, DrawRatio: 0.0 %",
        ),
        // 50-0-50: elo 0 (not -0), margin 68.99, LOS 50 %.
        (
            Wdl::new(50, 0, 50),
            "Elo difference: 0.0 +/- 69.0, LOS: 50.0 %, DrawRatio: 0.0 %",
        ),
        // 0-0-3: LOS 0.5*(1+math.erf(-3/math.sqrt(6))) = 4.16 %.
        (
            Wdl::new(0, 0, 3),
            "Elo difference: -inf +/- inf, LOS: 4.2 %, DrawRatio: 0.0 %",
        ),
        (
            Wdl::new(0, 4, 0),
            "Elo difference: 0.0 +/- 0.0, LOS: n/a, DrawRatio: 100.0 %",
        ),
        (
            Wdl::default(),
            "Elo difference: n/a +/- n/a, LOS: n/a, DrawRatio: n/a",
        ),
    ];
    for (wdl, want) in cases {
        assert_eq!(elo_line(wdl), want, "{wdl:?}");
    }
}

#[test]
fn the_sprt_line_is_worded_as_cutechess() {
    let s = sprt_0_5();
    let cases = [
        // llr3(60,20,20) = 0.8832…, 0.8832/2.9444 = 30.0 %.
        (
            s.llr(Wdl::new(60, 20, 20)),
            "SPRT: llr 0.883 (30.0%), lbound -2.94, ubound 2.94",
        ),
        (
            2.95,
            "SPRT: llr 2.95 (100.2%), lbound -2.94, ubound 2.94 - H1 was accepted",
        ),
        (
            -3.0,
            "SPRT: llr -3 (-101.9%), lbound -2.94, ubound 2.94 - H0 was accepted",
        ),
        (0.0, "SPRT: llr 0 (0.0%), lbound -2.94, ubound 2.94"),
    ];
    for (llr, want) in cases {
        assert_eq!(sprt_line(&s, llr), want, "llr {llr}");
    }
}

#[test]
fn three_significant_digits_as_printf() {
    // Python: '%.3g' % x for each x.
    let cases = [
        (0.0, "0"),
        (1.0, "1"),
        (-2.944_438_979, "-2.94"),
        (0.883_207, "0.883"),
        (12.345, "12.3"),
        (123.4, "123"),
        (999.6, "1e+03"),
        (1234.0, "1.23e+03"),
        (0.000_123_4, "0.000123"),
        (0.000_012_34, "1.23e-05"),
        (0.1, "0.1"),
        (2.5, "2.5"),
        (f64::INFINITY, "inf"),
    ];
    for (x, want) in cases {
        assert_eq!(three_significant(x), want, "{x}");
    }
}

#[test]
fn the_pentanomial_line_is_worded_as_fastchess() {
    assert_eq!(
        pentanomial_line(Pentanomial::new([1, 11, 47, 25, 16])),
        "Ptnml(0-2): [1, 11, 47, 25, 16]"
    );
}

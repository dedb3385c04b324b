//! The race clock (the expected turns to the goal, in quarter pips) and the
//! exponential weights of a piece by its clock, built at compile time.

/// Steps from a house to the goal: the entry is 39 steps away, and entering
/// it is the first step.
pub(super) const HOUSE_DISTANCE: usize = 40;

/// The clock's unit: a quarter of a pip (a step), so that every term below
/// is a small integer and a weight is one table lookup.
pub(super) const QUARTERS: f64 = 4.0;

/// Pips a colour moves in a turn on average (the mean of the die).
const PIPS_PER_TURN: f64 = 3.5;

/// The race clock: the expected turns `T(d)` a lone piece `d` steps from
/// the goal needs to land on it, in quarter pips (turns × 3.5 × 4), indexed
/// by distance (40 = in the house). The count is exact: each turn the piece
/// moves the roll if that does not overshoot. Within 6 steps every roll but
/// one fails, so `T(1..=6)` is 6 turns alike; farther out `T` grows by one
/// turn per 3.5 steps plus about 4.8 turns for the exact landing.
/// (`T(d) = (6 + Σ T(d − r)) / m`, the sum over the `m = min(d, 6)` rolls
/// that do not overshoot.)
pub(super) const CLOCK: [u16; HOUSE_DISTANCE + 1] = {
    let mut turns = [0.0; HOUSE_DISTANCE + 1];
    let mut clock = [0u16; HOUSE_DISTANCE + 1];
    let mut d = 1;
    while d <= HOUSE_DISTANCE {
        let rolls = if d < 6 { d } else { 6 };
        let mut sum = 6.0;
        let mut r = 1;
        while r <= rolls {
            sum += turns[d - r];
            r += 1;
        }
        turns[d] = sum / rolls as f64;
        clock[d] = (turns[d] * PIPS_PER_TURN * QUARTERS + 0.5) as u16;
        d += 1;
    }
    clock
};

/// `e^x`, for the tables built at compile time (halved into the range of
/// a short Taylor series, then squared back).
const fn exp(x: f64) -> f64 {
    let mut y = x;
    let mut halvings = 0;
    while y > 0.25 || y < -0.25 {
        y /= 2.0;
        halvings += 1;
    }
    let mut term = 1.0;
    let mut sum = 1.0;
    let mut k = 1;
    while k < 16 {
        term *= y / k as f64;
        sum += term;
        k += 1;
    }
    while halvings > 0 {
        sum *= sum;
        halvings -= 1;
    }
    sum
}

/// The length of the weight table, in quarter pips; longer clocks weigh as
/// its last entry. At the default weights no clock reaches 300 (a house
/// behind all 11 barricades).
pub(super) const CLOCK_LIMIT: usize = 1024;

/// The weights of a piece by its clock, `e^(-slope × q)` for `q` quarter
/// pips.
pub(crate) type Weights = [f64; CLOCK_LIMIT];

/// [`Weights`] for a slope per quarter pip.
pub(super) const fn weights(slope: f64) -> Weights {
    let step = exp(-slope);
    let mut table = [0.0; CLOCK_LIMIT];
    let mut w = 1.0;
    let mut q = 0;
    while q < CLOCK_LIMIT {
        table[q] = w;
        w *= step;
        q += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    #[test]
    fn exp_agrees_with_the_library_over_a_wide_range() {
        // Far beyond the slopes of the weights (a few tenths), so that the
        // halving and squaring back are exercised.
        for i in -400..=400 {
            let x = f64::from(i) * 0.0625;
            let (ours, library) = (super::exp(x), x.exp());
            assert!(
                (ours - library).abs() <= 1e-12 * library,
                "{x}: {ours} against {library}"
            );
        }
    }
}

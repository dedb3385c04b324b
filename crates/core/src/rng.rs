//! A small, fast, seedable random number generator for playouts.

/// SplitMix64: a tiny seedable generator, good enough for random playouts and
/// reproducible everywhere (no platform or dependency differences).
///
/// ```
/// use ludeme_core::SplitMix64;
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator seeded with `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = splitmix64(self.state);
        self.state = state;
        value
    }

    /// A uniform integer in `0..n` (Lemire's multiply-shift with rejection).
    ///
    /// # Panics
    /// If `n` is 0.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0) has no value");
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as u64;
            }
        }
    }

    /// A uniform float in `[0, 1)`.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// One SplitMix64 step: the next state and its output. Usable in `const` to
/// build Zobrist tables at compile time.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(GOLDEN_GAMMA);
    (state, mix64(state))
}

/// SplitMix64's increment of the state per step (2^64 over the golden
/// ratio, made odd).
pub(crate) const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's finaliser: the output for a state (a bijection of `u64`).
pub(crate) const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `N` pseudo-random 64-bit keys from `seed`, for Zobrist tables built at
/// compile time.
///
/// ```
/// use ludeme_core::zobrist_keys;
/// const KEYS: [u64; 4] = zobrist_keys(1);
/// assert!(KEYS.iter().all(|&k| k != 0));
/// ```
pub const fn zobrist_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, value) = splitmix64(state);
        state = next;
        keys[i] = value;
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_roughly_uniform() {
        let mut rng = SplitMix64::new(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn seed_zero_gives_the_reference_outputs_of_splitmix64() {
        // The first outputs of the published SplitMix64 from state 0
        // (Steele, Lea and Flood; Vigna's splitmix64.c), worked out apart
        // from this crate.
        let mut rng = SplitMix64::new(0);
        let expected = [
            0xE220_A839_7B1D_CDAF,
            0x6E78_9E6A_A1B9_65F4,
            0x06C4_5D18_8009_454F,
            0xF88B_B8A8_724C_81EC,
            0x1B39_896A_51A8_749B,
        ];
        for value in expected {
            assert_eq!(rng.next_u64(), value);
        }
    }

    #[test]
    fn unit_is_the_top_53_bits_over_two_to_the_53() {
        let mut rng = SplitMix64::new(0);
        // 0xE220A8397B1DCDAF >> 11, over 2^53.
        let expected = (0xE220_A839_7B1D_CDAF_u64 >> 11) as f64 / 9_007_199_254_740_992.0;
        assert_eq!(rng.unit(), expected);
        assert!((0.88..0.89).contains(&expected));
    }

    #[test]
    fn unit_is_in_range() {
        let mut rng = SplitMix64::new(2);
        assert!((0..1000)
            .map(|_| rng.unit())
            .all(|x| (0.0..1.0).contains(&x)));
    }

    #[test]
    fn keys_are_distinct() {
        let keys: [u64; 256] = zobrist_keys(3);
        let mut sorted = keys.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 256);
    }
}

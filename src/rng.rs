//! Seeded pseudo-random numbers, the same on every target and in every build, with no
//! dependency: the crate's one home for them, below [`rules`](crate::rules) so that every layer
//! (and the tests, examples and benches) can use it.
//!
//! Each generator stays the one its users were written with, because there a seed's output
//! matters: hash keys and magic numbers, the engine's book picks and weaker levels' choices,
//! training games, and test positions and fixtures drawn from fixed seeds.
//!
//! - [`XorShift64`] (Marsaglia's 13/7/17): the engine's randomness ([`Engine::seed`]), and the
//!   random walks of the evaluation's tests and benchmark.
//! - [`XorShift64Star`] (Vigna's xorshift64*): magic multipliers, the tests' random games, the
//!   self-play example's openings.
//!
//!   Both are a [`XorShift`], one step written once for any shifts; xorshift64* multiplies its
//!   word.
//! - [`SplitMix64`] and its step [`mix`]: Zobrist keys, a network's initial weights and batch
//!   order, training games.
//! - [`Lcg64`] (Knuth's MMIX constants, the high 31 bits out): the network tests' weights and moves.
//!
//! None of them is fit for anything an adversary could predict.
//!
//! [`Engine::seed`]: crate::engine::Engine::seed
//!
//! # Examples
//! ```
//! use poda::rng::{Random, XorShift64Star};
//! let mut rng = XorShift64Star::new(7);
//! let pick = rng.below(20);
//! assert!(pick < 20);
//! assert_eq!(XorShift64Star::new(7).below(20), pick, "the same seed, the same numbers");
//! ```

/// 2⁶⁴ divided by the golden ratio: SplitMix64's increment.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// A source of 64-bit words and of indices drawn from them.
pub trait Random {
    fn next_u64(&mut self) -> u64;

    /// A number in `0..n` (`n > 0`), as the word modulo `n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A xorshift generator over 64 bits: each step xors the state with itself shifted by `A`,
/// then `B`, then `C` bits, left, right, left (`RIGHT_FIRST`: right, left, right); its word is
/// the new state. The state is never 0, which no step could leave.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XorShift<const A: u32, const B: u32, const C: u32, const RIGHT_FIRST: bool>(u64);

impl<const A: u32, const B: u32, const C: u32, const RIGHT_FIRST: bool> XorShift<A, B, C, RIGHT_FIRST> {
    /// Starts from `seed` (0 is taken as 1).
    pub const fn new(seed: u64) -> Self {
        XorShift(if seed == 0 { 1 } else { seed })
    }
}

impl<const A: u32, const B: u32, const C: u32, const RIGHT_FIRST: bool> Random for XorShift<A, B, C, RIGHT_FIRST> {
    fn next_u64(&mut self) -> u64 {
        let shift = |x: u64, by: u32, left: bool| if left { x << by } else { x >> by };
        let x = &mut self.0;
        *x ^= shift(*x, A, !RIGHT_FIRST);
        *x ^= shift(*x, B, RIGHT_FIRST);
        *x ^= shift(*x, C, !RIGHT_FIRST);
        *x
    }
}

/// Marsaglia's xorshift64 with shifts 13, 7, 17.
pub type XorShift64 = XorShift<13, 7, 17, false>;

/// Vigna's xorshift64*: xorshift with shifts 12, 25, 27 (right first), the state times a
/// constant out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XorShift64Star(XorShift<12, 25, 27, true>);

impl XorShift64Star {
    /// Starts from `seed` (0 is taken as 1).
    pub const fn new(seed: u64) -> XorShift64Star {
        XorShift64Star(XorShift::new(seed))
    }
}

impl Random for XorShift64Star {
    fn next_u64(&mut self) -> u64 {
        self.0.next_u64().wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// SplitMix64's word for the state `z`: the state advanced by the golden gamma, then mixed.
/// Also a good 64-bit hash, which is how training games derive their own seeds.
pub const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(GOLDEN_GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Steele, Lea and Flood's SplitMix64 (any seed will do, 0 included).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next word ([`Random::next_u64`], usable in a `const fn`).
    pub const fn next(&mut self) -> u64 {
        let word = mix(self.0);
        self.0 = self.0.wrapping_add(GOLDEN_GAMMA);
        word
    }
}

impl Random for SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.next()
    }
}

/// A 64-bit linear congruential generator with Knuth's MMIX constants; its word is the state's
/// high 31 bits (the low bits of an LCG repeat with short periods).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Lcg64(u64);

impl Lcg64 {
    pub const fn new(seed: u64) -> Lcg64 {
        Lcg64(seed)
    }
}

impl Random for Lcg64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first words of each generator from one seed: what its users' fixed seeds rely on.
    #[test]
    fn each_generator_keeps_its_sequence() {
        fn first<R: Random>(mut rng: R) -> [u64; 3] {
            [rng.next_u64(), rng.next_u64(), rng.next_u64()]
        }
        assert_eq!(first(XorShift64::new(0x9E37_79B9_7F4A_7C15)), XORSHIFT64);
        assert_eq!(first(XorShift64Star::new(7)), XORSHIFT64_STAR);
        assert_eq!(first(SplitMix64::new(0x00C0_FFEE_900D_A000)), SPLITMIX64);
        assert_eq!(first(Lcg64::new(0x1234_5678)), LCG64);
        assert_eq!(mix(5), SPLITMIX64_MIX_5);
    }

    /// A checksum of the first 1,000 words and the 1,000th word, for several seeds (0 among
    /// them, which starts as 1 does): both xorshifts must keep their sequences to the bit.
    #[test]
    fn xorshifts_keep_their_first_thousand_words() {
        fn thousand<R: Random>(mut rng: R) -> (u64, u64) {
            let (mut sum, mut last) = (0, 0);
            for _ in 0..1000 {
                last = rng.next_u64();
                sum = mix(sum ^ last);
            }
            (sum, last)
        }
        for (seed, xorshift, star) in THOUSANDTH {
            assert_eq!(thousand(XorShift64::new(seed)), xorshift, "xorshift64, seed {seed:#x}");
            assert_eq!(thousand(XorShift64Star::new(seed)), star, "xorshift64*, seed {seed:#x}");
        }
    }

    #[test]
    fn zero_seeds_do_not_stick() {
        assert_ne!(XorShift64::new(0).next_u64(), 0);
        assert_ne!(XorShift64Star::new(0).next_u64(), 0);
        assert_eq!(XorShift64Star::new(0), XorShift64Star::new(1));
    }

    // Written down from the generators as they stood inline in each user.
    const XORSHIFT64: [u64; 3] = [0xDC1B_77AE_0BF3_4DAD, 0x64F0_EEB9_026E_6076, 0x7B07_CE91_E590_6136];
    const XORSHIFT64_STAR: [u64; 3] = [0xD1FB_AF7F_728D_2EAE, 0xEDA4_6C77_629D_A6AE, 0x16DF_9D6A_C76B_D322];
    const SPLITMIX64: [u64; 3] = [0x6038_E13D_8DB6_4EE6, 0x1F81_C969_DAAB_0CE6, 0xEB19_A0F3_ECE3_9B22];
    const LCG64: [u64; 3] = [0x6586_9CE2, 0x4491_A8F9, 0x04D2_D4D4];
    const SPLITMIX64_MIX_5: u64 = 0x6303_3B0C_A389_C35A;

    /// A generator's checksum and 1,000th word.
    type Words = (u64, u64);
    /// (seed, xorshift64's words, xorshift64*'s), written down from the generators as they
    /// stood before they shared their step.
    const THOUSANDTH: [(u64, Words, Words); 6] = [
        (0, (0x5D4E_06D3_681B_E20F, 0x9E8B_2325_C8F3_382D), (0xC7D2_27BF_2325_3656, 0x0304_E771_4A5F_ABC4)),
        (1, (0x5D4E_06D3_681B_E20F, 0x9E8B_2325_C8F3_382D), (0xC7D2_27BF_2325_3656, 0x0304_E771_4A5F_ABC4)),
        (7, (0x2BD1_75AE_4FBB_E66A, 0xD12F_3CC7_1E6C_9D42), (0x4138_5C6A_C576_8CFA, 0xE8DE_3171_5856_D7F6)),
        (GOLDEN_GAMMA, (0x1D96_5159_B8F0_5F17, 0x56B6_6321_9F6E_38F5), (0x14F7_5519_9856_4748, 0xCD13_4A62_6664_73DD)),
        (u64::MAX, (0xAC8B_F413_C149_0E29, 0xD963_8309_F63F_BCB1), (0x0A54_AC7D_EC3F_3476, 0x310E_4FB3_4099_6466)),
        (12345, (0x484F_3534_F2DD_EF4B, 0x3FC6_DB71_BCD5_3360), (0x4E19_5519_0930_B43C, 0x6297_BC2A_1E7D_D160)),
    ];
}

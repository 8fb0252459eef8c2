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

/// Marsaglia's xorshift64 with shifts 13, 7, 17; its word is the new state.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XorShift64(u64);

impl XorShift64 {
    /// Starts from `seed` (0, which the generator could never leave, is taken as 1).
    pub const fn new(seed: u64) -> XorShift64 {
        XorShift64(if seed == 0 { 1 } else { seed })
    }
}

impl Random for XorShift64 {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Vigna's xorshift64*: xorshift with shifts 12, 25, 27, the state times a constant out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XorShift64Star(u64);

impl XorShift64Star {
    /// Starts from `seed` (0, which the generator could never leave, is taken as 1).
    pub const fn new(seed: u64) -> XorShift64Star {
        XorShift64Star(if seed == 0 { 1 } else { seed })
    }
}

impl Random for XorShift64Star {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
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
}

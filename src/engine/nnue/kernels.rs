//! The accumulator's and the output layer's loops: plain loops the compiler vectorises, and in
//! wasm built with the `simd128` target feature explicit SIMD128.

use super::shape::QA;

/// `dst = src + a − b`, lane by lane (a quiet move: one row in, one out).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub(super) fn add_sub(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16]) {
    for (((d, &s), &a), &b) in dst.iter_mut().zip(src).zip(a).zip(b) {
        *d = s.wrapping_add(a).wrapping_sub(b);
    }
}

/// `dst = src + a − b − c` (a capture: one row in, two out).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub(super) fn add_sub2(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16], c: &[i16]) {
    for ((((d, &s), &a), &b), &c) in dst.iter_mut().zip(src).zip(a).zip(b).zip(c) {
        *d = s.wrapping_add(a).wrapping_sub(b).wrapping_sub(c);
    }
}

/// `dst = src + a − b` with explicit SIMD128: one length check, then eight lanes at a time
/// (the compiler's own vectorisation of the plain loop brings checks and tails V8 does not
/// remove).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub(super) fn add_sub(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16]) {
    use core::arch::wasm32::*;
    let n = dst.len();
    assert!(src.len() >= n && a.len() >= n && b.len() >= n);
    let chunks = n / 8;
    for k in 0..chunks {
        let o = k * 8;
        // SAFETY: `o + 8 <= n`, within every slice (checked above); no alignment is needed.
        unsafe {
            let v = i16x8_sub(
                i16x8_add(v128_load(src.as_ptr().add(o).cast()), v128_load(a.as_ptr().add(o).cast())),
                v128_load(b.as_ptr().add(o).cast()),
            );
            v128_store(dst.as_mut_ptr().add(o).cast(), v);
        }
    }
    for i in chunks * 8..n {
        dst[i] = src[i].wrapping_add(a[i]).wrapping_sub(b[i]);
    }
}

/// `dst = src + a − b − c` with explicit SIMD128 (see [`add_sub`]).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub(super) fn add_sub2(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16], c: &[i16]) {
    use core::arch::wasm32::*;
    let n = dst.len();
    assert!(src.len() >= n && a.len() >= n && b.len() >= n && c.len() >= n);
    let chunks = n / 8;
    for k in 0..chunks {
        let o = k * 8;
        // SAFETY: as in `add_sub`.
        unsafe {
            let v = i16x8_sub(
                i16x8_sub(
                    i16x8_add(v128_load(src.as_ptr().add(o).cast()), v128_load(a.as_ptr().add(o).cast())),
                    v128_load(b.as_ptr().add(o).cast()),
                ),
                v128_load(c.as_ptr().add(o).cast()),
            );
            v128_store(dst.as_mut_ptr().add(o).cast(), v);
        }
    }
    for i in chunks * 8..n {
        dst[i] = src[i].wrapping_add(a[i]).wrapping_sub(b[i]).wrapping_sub(c[i]);
    }
}

#[inline]
pub(super) fn add_row(acc: &mut [i16], row: &[i16]) {
    for (a, &w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(w);
    }
}

/// Σ clamp(a, 0, QA) · w, the output layer's half for one perspective.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub(super) fn dot_clipped(acc: &[i16], weights: &[i16]) -> i32 {
    acc.iter().zip(weights).fold(0i32, |s, (&a, &w)| s.wrapping_add(i32::from(a.clamp(0, QA as i16)) * i32::from(w)))
}

/// What both SIMD dot products share: eight lanes of `acc` at a time, clamped to [0, QA], are
/// handed with the matching `weights` to `kernel`, whose four 32-bit lanes are summed. Returns
/// the sums and how many values they cover (the caller adds the tail).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn simd_sum_clipped(
    acc: &[i16],
    weights: &[i16],
    kernel: impl Fn(core::arch::wasm32::v128, core::arch::wasm32::v128) -> core::arch::wasm32::v128,
) -> (core::arch::wasm32::v128, usize) {
    use core::arch::wasm32::*;
    let (zero, top) = (i16x8_splat(0), i16x8_splat(QA as i16));
    let mut total = i32x4_splat(0);
    let chunks = acc.len() / 8;
    for c in 0..chunks {
        // SAFETY: `c * 8 + 8 <= len` for both slices (equal lengths, checked by the caller's
        // split); v128_load has no alignment requirement.
        let (a, w) = unsafe {
            (v128_load(acc.as_ptr().add(c * 8) as *const v128), v128_load(weights.as_ptr().add(c * 8) as *const v128))
        };
        total = i32x4_add(total, kernel(i16x8_min(i16x8_max(a, zero), top), w));
    }
    (total, chunks * 8)
}

/// Σ clamp(a, 0, QA) · w with wasm's 128-bit SIMD: eight lanes clamped at a time, multiplied
/// and summed pairwise into four 32-bit lanes by `i32x4.dot_i16x8_s`.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub(super) fn dot_clipped(acc: &[i16], weights: &[i16]) -> i32 {
    use core::arch::wasm32::*;
    let (total, done) = simd_sum_clipped(acc, weights, |clipped, w| i32x4_dot_i16x8(clipped, w));
    let mut sum = i32x4_extract_lane::<0>(total)
        .wrapping_add(i32x4_extract_lane::<1>(total))
        .wrapping_add(i32x4_extract_lane::<2>(total))
        .wrapping_add(i32x4_extract_lane::<3>(total));
    for i in done..acc.len() {
        sum = sum.wrapping_add(i32::from(acc[i].clamp(0, QA as i16)) * i32::from(weights[i]));
    }
    sum
}

/// Σ clamp(a, 0, QA)² · w, the squared activation's half for one perspective. Summed in `i32`
/// by blocks of 128 (each at most 128 · 255² · 127 < 2³¹), the blocks in `i64`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub(super) fn dot_squared(acc: &[i16], weights: &[i16]) -> i64 {
    acc.chunks(128)
        .zip(weights.chunks(128))
        .map(|(a, w)| {
            // `a · w` fits an i16 (|w| ≤ SCRELU_MAX_WEIGHT), so the products pair up as in
            // the SIMD multiply-add of 16-bit lanes into 32-bit ones.
            let block = a.iter().zip(w).fold(0i32, |s, (&a, &w)| {
                let a = a.clamp(0, QA as i16);
                s.wrapping_add(i32::from(a.wrapping_mul(w)) * i32::from(a))
            });
            i64::from(block)
        })
        .sum()
}

/// Σ clamp(a, 0, QA)² · w with wasm's 128-bit SIMD: `a · w` fits an i16 lane (|w| ≤
/// [`SCRELU_MAX_WEIGHT`], checked when the file is read), then `i32x4.dot_i16x8_s` multiplies
/// by `a` again and sums pairwise; each 32-bit lane gathers at most `len / 4` products.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub(super) fn dot_squared(acc: &[i16], weights: &[i16]) -> i64 {
    use core::arch::wasm32::*;
    let (total, done) = simd_sum_clipped(acc, weights, |clipped, w| i32x4_dot_i16x8(i16x8_mul(clipped, w), clipped));
    let mut sum = i64::from(i32x4_extract_lane::<0>(total))
        + i64::from(i32x4_extract_lane::<1>(total))
        + i64::from(i32x4_extract_lane::<2>(total))
        + i64::from(i32x4_extract_lane::<3>(total));
    for i in done..acc.len() {
        let a = i64::from(acc[i].clamp(0, QA as i16));
        sum += a * i64::from(weights[i]) * a;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::{add_sub, add_sub2, dot_clipped, dot_squared, QA};

    /// A small generator of test values (xorshift), so that the test needs no crate.
    struct Values(u64);

    impl Values {
        fn next(&mut self, low: i16, high: i16) -> i16 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (i64::from(low) + (self.0 % (i64::from(high) - i64::from(low) + 1) as u64) as i64) as i16
        }
        fn vec(&mut self, n: usize, low: i16, high: i16) -> Vec<i16> {
            (0..n).map(|_| self.next(low, high)).collect()
        }
    }

    /// Every kernel, whichever the build compiles (plain or SIMD128), gives what the
    /// definitions say, at lengths that are and are not multiples of the SIMD width, with
    /// accumulator values beyond both ends of the clipping and weights at their bounds.
    #[test]
    fn kernels_agree_with_their_definitions() {
        let mut v = Values(0x9e37_79b9_7f4a_7c15);
        for n in [1, 7, 8, 15, 16, 17, 31, 128, 129, 200, 1024] {
            let (src, a, b, c) = (v.vec(n, -8000, 8000), v.vec(n, -800, 800), v.vec(n, -800, 800), v.vec(n, -800, 800));
            let mut dst = vec![0; n];
            add_sub(&mut dst, &src, &a, &b);
            for i in 0..n {
                assert_eq!(dst[i], src[i] + a[i] - b[i], "add_sub, length {n}, lane {i}");
            }
            add_sub2(&mut dst, &src, &a, &b, &c);
            for i in 0..n {
                assert_eq!(dst[i], src[i] + a[i] - b[i] - c[i], "add_sub2, length {n}, lane {i}");
            }
            for weights in [v.vec(n, -127, 127), vec![127; n], vec![-127; n]] {
                let acc = v.vec(n, -300, 600);
                let clipped = |x: i16| i64::from(x.clamp(0, QA as i16));
                let squared: i64 =
                    acc.iter().zip(&weights).map(|(&x, &w)| clipped(x) * clipped(x) * i64::from(w)).sum();
                assert_eq!(dot_squared(&acc, &weights), squared, "dot_squared, length {n}");
                let plain: i64 = acc.iter().zip(&weights).map(|(&x, &w)| clipped(x) * i64::from(w)).sum();
                assert_eq!(i64::from(dot_clipped(&acc, &weights)), plain, "dot_clipped, length {n}");
            }
            // The largest sums: every value clipped at QA, every weight at a bound.
            let top = vec![QA as i16; n];
            assert_eq!(dot_squared(&top, &vec![127; n]), n as i64 * 255 * 255 * 127);
            assert_eq!(dot_squared(&top, &vec![-127; n]), -(n as i64) * 255 * 255 * 127);
        }
    }
}

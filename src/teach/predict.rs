//! The textbook's predictions of how many leaves each algorithm evaluates, for a uniform tree
//! with `b` moves at every node searched to depth `d`:
//!
//! - minimax evaluates every leaf: bᵈ;
//! - alpha-beta with the moves in random order: about (¾·b)ᵈ, as the course notes put it;
//! - alpha-beta with perfect ordering (Knuth and Moore, 1975): b^⌈d/2⌉ + b^⌊d/2⌋ − 1, about
//!   twice as deep for the same work.

pub fn minimax(b: f64, d: u32) -> f64 {
    b.powi(d as i32)
}

pub fn random_order(b: f64, d: u32) -> f64 {
    (0.75 * b).powi(d as i32)
}

pub fn perfect_order(b: f64, d: u32) -> f64 {
    b.powi(d.div_ceil(2) as i32) + b.powi((d / 2) as i32) - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn textbook_values() {
        assert_eq!(minimax(10.0, 3), 1000.0);
        assert_eq!(perfect_order(10.0, 3), 100.0 + 10.0 - 1.0);
        assert_eq!(perfect_order(10.0, 4), 100.0 + 100.0 - 1.0);
        assert!((random_order(4.0, 2) - 9.0).abs() < 1e-9);
    }
}

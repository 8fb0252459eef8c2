//! The textbook's predictions of how many leaves each algorithm evaluates, for a uniform tree
//! with `b` moves at every node searched to depth `d`:
//!
//! - minimax evaluates every leaf: bᵈ;
//! - alpha-beta with the moves in random order: about (¾·b)ᵈ, as the course notes put it;
//! - alpha-beta with perfect ordering (Knuth and Moore, 1975): b^⌈d/2⌉ + b^⌊d/2⌋ − 1, about
//!   twice as deep for the same work.
//!
//! # When they apply
//! The formulas are about uniform trees, and say nothing sensible about others: on the course's
//! example tree (1 to 3 children, b ≈ 1.7) "random order" would evaluate fewer leaves than
//! perfect order. [`TreeProfile`] measures a game tree down to the depth searched — how many moves
//! each position has, and whether games end before the depth — and [`applies`] says whether the
//! predictions fit it, or why not ([`NoPrediction`]): all leaves at the same depth, every
//! position with about the same number of moves, from position to position ([`SPREAD`]) and from
//! ply to ply ([`PLY_RATIO`]), at least two plies, and a tree
//! bushy enough that the estimates keep their own order (perfect ≤ random ≤ minimax).
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::predict::{applies, NoPrediction, TreeProfile};
//!
//! // Three moves everywhere, three plies deep: the predictions apply.
//! let uniform = AbstractTree::parse(&format!("3 3 3 3 3 3 3 3 3 3 3 3 3 / {}", "1 ".repeat(27))).unwrap();
//! let shape = TreeProfile::of_game(&uniform.root(), 3, 10_000);
//! assert_eq!(applies(&shape), Ok((3.0, 3)));
//! // The course's example: one to three children per node.
//! let course = AbstractTree::course_example();
//! let shape = TreeProfile::of_game(&course.root(), course.height(), 10_000);
//! assert!(matches!(applies(&shape), Err(NoPrediction::UnevenBranching { fewest: 1, most: 3, .. })));
//! ```

use super::game::TeachGame;

pub fn minimax(b: f64, d: u32) -> f64 {
    b.powi(d as i32)
}

pub fn random_order(b: f64, d: u32) -> f64 {
    (0.75 * b).powi(d as i32)
}

pub fn perfect_order(b: f64, d: u32) -> f64 {
    b.powi(d.div_ceil(2) as i32) + b.powi((d / 2) as i32) - 1.0
}

/// The most the number of moves may vary from position to position for the tree to count as
/// uniform: its standard deviation over its mean (chess middlegames stay well under it, in spite
/// of the few positions in check).
pub const SPREAD: f64 = 0.35;

/// The most the average number of moves may differ from one ply to another, as a ratio.
pub const PLY_RATIO: f64 = 1.5;

/// The shape of a game tree down to a depth: what the predictions assume of it.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeProfile {
    /// The depth searched.
    pub depth: u32,
    /// For each ply looked at whole, from the root: its positions with moves, and their moves.
    /// Fewer plies than `depth` when the tree was too big to look at whole.
    pub per_ply: Vec<(u64, u64)>,
    /// The sum of the squares of the numbers of moves.
    pub moves_squared: f64,
    /// The fewest and most moves of one position.
    pub fewest: u32,
    pub most: u32,
    /// Games over before the depth (leaves nearer the root than the others).
    pub early_ends: u64,
    /// The ply of the first of them.
    pub shallowest_end: Option<u32>,
    /// Every position above the depth was looked at.
    pub complete: bool,
}

impl TreeProfile {
    /// Measures `game`'s tree down to `depth`, ply by ply, looking at no more than `budget`
    /// positions: a big tree is measured over its first plies only.
    pub fn of_game<G: TeachGame>(game: &G, depth: u32, budget: usize) -> TreeProfile {
        let mut shape = TreeProfile {
            depth,
            per_ply: Vec::new(),
            moves_squared: 0.0,
            fewest: u32::MAX,
            most: 0,
            early_ends: 0,
            shallowest_end: None,
            complete: false,
        };
        let mut level = vec![game.clone()];
        let mut seen = 0usize;
        let mut ply = 0;
        while ply < depth && !level.is_empty() && seen + level.len() <= budget {
            seen += level.len();
            // The next ply is only built while it stays within the budget.
            let mut next = Vec::new();
            let mut build = ply + 1 < depth;
            let (mut interior, mut moves_here) = (0u64, 0u64);
            for g in &level {
                let moves = g.moves();
                if g.outcome(&moves, ply).is_some() {
                    shape.early_ends += 1;
                    shape.shallowest_end.get_or_insert(ply);
                    continue;
                }
                let n = moves.len() as u32;
                interior += 1;
                moves_here += u64::from(n);
                shape.moves_squared += f64::from(n) * f64::from(n);
                shape.fewest = shape.fewest.min(n);
                shape.most = shape.most.max(n);
                if build && seen + next.len() + moves.len() > budget {
                    build = false;
                    next = Vec::new();
                }
                if build {
                    next.extend(moves.iter().map(|&m| g.play(m)));
                }
            }
            shape.per_ply.push((interior, moves_here));
            ply += 1;
            shape.complete = ply == depth || (build && next.is_empty());
            if !build {
                break;
            }
            level = next;
        }
        if shape.fewest == u32::MAX {
            shape.fewest = 0;
        }
        shape
    }

    /// Positions above the depth with moves, looked at.
    pub fn interior(&self) -> u64 {
        self.per_ply.iter().map(|p| p.0).sum()
    }

    /// The average number of moves of a position above the depth.
    pub fn branching(&self) -> f64 {
        let interior = self.interior();
        if interior == 0 {
            0.0
        } else {
            self.per_ply.iter().map(|p| p.1).sum::<u64>() as f64 / interior as f64
        }
    }

    /// How much the number of moves varies from position to position: its standard deviation
    /// over its mean.
    pub fn spread(&self) -> f64 {
        let b = self.branching();
        if b == 0.0 {
            return 0.0;
        }
        let mean_square = self.moves_squared / self.interior() as f64;
        (mean_square - b * b).max(0.0).sqrt() / b
    }

    /// How much the average number of moves varies from ply to ply: the largest average of a
    /// ply over the smallest (1 when they agree). Games where one side has far more moves than
    /// the other (the cats and the mouse) differ here.
    pub fn ply_ratio(&self) -> f64 {
        let means: Vec<f64> = self.per_ply.iter().filter(|p| p.0 > 0).map(|p| p.1 as f64 / p.0 as f64).collect();
        let most = means.iter().copied().fold(0.0, f64::max);
        let fewest = means.iter().copied().fold(f64::INFINITY, f64::min);
        if means.is_empty() || fewest <= 0.0 {
            1.0
        } else {
            most / fewest
        }
    }
}

/// Why the textbook's predictions are not shown for a tree.
#[derive(Clone, Debug, PartialEq)]
pub enum NoPrediction {
    /// One ply: alpha-beta cannot cut anything, every move is evaluated.
    TooShallow { depth: u32 },
    /// Some games end before the depth: the leaves are not all at the same depth. `count`: those
    /// seen (all of them only when the whole tree was looked at).
    UnevenDepth { shallowest: u32, depth: u32, count: u64 },
    /// The number of moves varies too much from position to position.
    UnevenBranching { fewest: u32, most: u32, branching: f64 },
    /// The tree is too sparse for the estimates: random order's (¾·b)ᵈ falls below perfect
    /// order's minimum.
    TooSparse { branching: f64, depth: u32, random: f64, perfect: f64 },
}

/// Whether the predictions fit a tree of this shape: `Ok((b, d))` with the average number of
/// moves and the depth to put in the formulas, else why not.
///
/// # Errors
/// A [`NoPrediction`] saying what makes the tree unlike the textbook's.
pub fn applies(shape: &TreeProfile) -> Result<(f64, u32), NoPrediction> {
    let (b, d) = (shape.branching(), shape.depth);
    if d < 2 {
        return Err(NoPrediction::TooShallow { depth: d });
    }
    if let Some(shallowest) = shape.shallowest_end {
        return Err(NoPrediction::UnevenDepth { shallowest, depth: d, count: shape.early_ends });
    }
    if shape.spread() > SPREAD || shape.ply_ratio() > PLY_RATIO {
        return Err(NoPrediction::UnevenBranching { fewest: shape.fewest, most: shape.most, branching: b });
    }
    let (random, perfect) = (random_order(b, d), perfect_order(b, d));
    if random < perfect || minimax(b, d) < random {
        return Err(NoPrediction::TooSparse { branching: b, depth: d, random, perfect });
    }
    Ok((b, d))
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

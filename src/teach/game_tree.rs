//! A game's whole tree to a small depth, written as an abstract tree (the notes' format) for the
//! practice page: a chess position at depth 2 becomes an exercise like a drawn tree, each node
//! labelled with the move that leads to it.
//!
//! The moves are in the game's generation order (for chess: pawns, pieces, the king last, as the
//! textbook searches take them), so the student's alpha-beta on the drawn tree is the walk's.
//! A leaf's value is the game's evaluation (for chess the course's: [`Evaluator::Seed`](crate::engine::eval::Evaluator))
//! or its end (mate, draw), from the side to move at the root: MAX. A chess mate, which the
//! search scores `MATE − plies`, is written [`SHEET_MATE`] − plies, a number a sheet's box holds.

use std::fmt;

use super::abstract_tree::AbstractTree;
use super::game::TeachGame;
use super::random_tree::MAX_LEAVES;
use crate::engine::search::MATE;

/// A mate on an exercise sheet: this much less the plies to it.
pub const SHEET_MATE: i32 = 10_000;

/// A game's tree as an exercise: the tree, and for every node but the root (breadth-first, as
/// [`AbstractTree`] numbers them) the move that leads to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseTree {
    /// The notes' format: `child counts / leaf values`.
    pub text: String,
    /// `labels[i]` names the move into node `i` (`labels[0]` is empty: the root).
    pub labels: Vec<String>,
}

/// Why a position makes no exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExerciseTreeError {
    /// The game is over at the root.
    GameOver,
    /// More leaves than a sheet can hold ([`MAX_LEAVES`]).
    TooManyLeaves(u32),
}

impl fmt::Display for ExerciseTreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExerciseTreeError::GameOver => write!(f, "the game is over in that position"),
            ExerciseTreeError::TooManyLeaves(n) => {
                write!(f, "that position's tree has {n} leaves; at most {MAX_LEAVES} can be drawn")
            }
        }
    }
}

impl std::error::Error for ExerciseTreeError {}

/// The tree of `game` to `depth` plies, every move searched (no pruning: the student prunes).
///
/// # Errors
/// When the game is over at the root, or the tree has more than [`MAX_LEAVES`] leaves.
pub fn exercise_tree<G: TeachGame>(game: &G, depth: u32) -> Result<ExerciseTree, ExerciseTreeError> {
    if game.outcome(&game.moves(), 0).is_some() {
        return Err(ExerciseTreeError::GameOver);
    }
    // Breadth-first: each node's children are counted level by level, as the notes write them.
    let mut counts = Vec::new();
    let mut labels = vec![String::new()];
    let mut level: Vec<(G, u32)> = vec![(game.clone(), 0)];
    let mut leaves_dfs: Vec<(Vec<u32>, i32)> = Vec::new();
    let mut paths: Vec<Vec<u32>> = vec![Vec::new()];
    let mut leaves = 0u32;
    while !level.is_empty() {
        let mut next = Vec::new();
        let mut next_paths = Vec::new();
        for ((node, ply), path) in level.iter().zip(&paths) {
            let moves = node.moves();
            let end = node.outcome(&moves, *ply);
            if *ply == depth || end.is_some() {
                counts.push(0);
                let v = match end {
                    Some(v) if v.abs() > MATE - 1000 => v.signum() * (SHEET_MATE - *ply as i32),
                    Some(v) => v,
                    None => node.evaluate(),
                };
                // Negamax values are the side to move's; MAX moves at even plies.
                let max_view = if ply % 2 == 0 { v } else { -v };
                leaves_dfs.push((path.clone(), max_view));
                leaves += 1;
                if leaves > MAX_LEAVES {
                    return Err(ExerciseTreeError::TooManyLeaves(count_leaves(game, depth)));
                }
                continue;
            }
            counts.push(moves.len());
            for (i, &m) in moves.iter().enumerate() {
                labels.push(node.label(m));
                next.push((node.play(m), ply + 1));
                let mut p = path.clone();
                p.push(i as u32);
                next_paths.push(p);
            }
        }
        level = next;
        paths = next_paths;
    }
    // Leaves left to right: depth-first order is the order of their paths.
    leaves_dfs.sort_by(|a, b| a.0.cmp(&b.0));
    while counts.last() == Some(&0) {
        counts.pop();
    }
    let counts: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
    let values: Vec<String> = leaves_dfs.iter().map(|(_, v)| v.to_string()).collect();
    let text = format!("{} / {}", counts.join(" "), values.join(" "));
    debug_assert!(AbstractTree::parse(&text).is_ok(), "{text}");
    Ok(ExerciseTree { text, labels })
}

/// The number of leaves of the whole tree (to say how far over the limit it is).
fn count_leaves<G: TeachGame>(game: &G, depth: u32) -> u32 {
    fn count<G: TeachGame>(node: &G, ply: u32, depth: u32) -> u32 {
        let moves = node.moves();
        if ply == depth || node.outcome(&moves, ply).is_some() {
            return 1;
        }
        moves.iter().map(|&m| count(&node.play(m), ply + 1, depth)).fold(0u32, u32::saturating_add)
    }
    count(game, 0, depth)
}

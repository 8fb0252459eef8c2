//! The transposition table: a fixed-size, always-indexed cache of search results keyed by the
//! Zobrist hash. One entry per slot; a new result replaces an old one unless the old one is
//! from the current search and notably deeper. Mate scores are stored relative to the node
//! (not the root) so that they stay correct when the same position is met at another ply.

use super::score::MATE_BOUND;
use crate::rules::Move;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most the stored one (fail-low).
    Upper = 1,
    /// The true score is at least the stored one (fail-high).
    Lower = 2,
    /// The stored score is exact.
    Exact = 3,
}

#[derive(Copy, Clone, Default)]
struct Slot {
    key: u32,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// bits 0–1 bound (0 = empty), bits 2–7 search generation.
    flags: u8,
}

#[derive(Copy, Clone, Debug)]
pub struct Hit {
    pub mv: Move,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct TranspositionTable {
    slots: Vec<Slot>,
    generation: u8,
    /// Slots per bucket: a position may sit in any slot of the bucket its hash picks.
    ways: usize,
}

impl TranspositionTable {
    /// A table of at most `megabytes` MiB (a power-of-two number of slots, at least one).
    pub fn new(megabytes: usize) -> TranspositionTable {
        // A power of two, so that the index is a mask (no 128-bit multiply, slow in wasm).
        let n = (megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Slot>()).max(1);
        let n = if n.is_power_of_two() { n } else { n.next_power_of_two() / 2 };
        TranspositionTable { slots: vec![Slot::default(); n], generation: 0, ways: 1 }
    }

    /// Sets the slots per bucket (1 to 8); a change empties the table.
    pub fn set_ways(&mut self, ways: usize) {
        let ways = ways.clamp(1, 8);
        if ways != self.ways {
            self.ways = ways;
            self.clear();
        }
    }

    pub fn resize(&mut self, megabytes: usize) {
        *self = TranspositionTable::new(megabytes);
    }

    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.generation = 0;
    }

    /// Marks the start of a new search, so that older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// The first slot of the bucket of `hash`.
    #[inline]
    fn index(&self, hash: u64) -> usize {
        if self.ways == 1 {
            return hash as usize & (self.slots.len() - 1);
        }
        let buckets = self.slots.len() / self.ways;
        (((hash as u32 as u64) * buckets as u64) >> 32) as usize * self.ways
    }

    /// Asks the processor to bring `hash`'s slot into the cache: called as soon as a child
    /// position's hash is known, so that the probe on entering it finds the slot there
    /// instead of waiting on memory (a hint only; nothing in wasm, which has no prefetch).
    #[inline]
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const Slot = &self.slots[self.index(hash)];
            // SAFETY: a prefetch never faults and has no effect on memory; the address is
            // inside the table anyway.
            unsafe { std::arch::x86_64::_mm_prefetch(slot.cast::<i8>(), std::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    #[inline]
    pub fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        let i = self.index(hash);
        let key = (hash >> 32) as u32;
        let s = self.slots[i..i + self.ways].iter().find(|s| s.flags & 3 != 0 && s.key == key)?;
        let bound = match s.flags & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            _ => Bound::Exact,
        };
        Some(Hit {
            mv: Move::from_bits(s.mv),
            score: score_from_tt(s.score as i32, ply),
            eval: s.eval as i32,
            depth: s.depth as i32,
            bound,
        })
    }

    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn store(&mut self, hash: u64, ply: usize, mv: Move, score: i32, eval: i32, depth: i32, bound: Bound) {
        let first = self.index(hash);
        let generation = self.generation;
        let key = (hash >> 32) as u32;
        let bucket = &mut self.slots[first..first + self.ways];
        // The position's own slot if it has one, else the least worth keeping: empty, then
        // from an older search, then the shallowest.
        let idx = match bucket.iter().position(|s| s.flags & 3 != 0 && s.key == key) {
            Some(i) => i,
            None => {
                let worth = |s: &Slot| {
                    if s.flags & 3 == 0 {
                        return i32::MIN;
                    }
                    let age = (generation.wrapping_sub(s.flags >> 2) & 63) as i32;
                    s.depth as i32 - 8 * age
                };
                (0..bucket.len()).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let s = &mut bucket[idx];
        let same = s.key == key;
        let old_generation = s.flags >> 2;
        if !same && old_generation == generation && s.depth as i32 > depth + 3 && bound != Bound::Exact {
            return;
        }
        // Keep the old best move when the new result has none.
        let mv = if mv.is_null() && same { Move::from_bits(s.mv) } else { mv };
        *s = Slot {
            key,
            mv: mv.to_bits(),
            score: score_to_tt(score, ply) as i16,
            eval: eval.clamp(-32000, 32000) as i16,
            depth: depth.clamp(0, 255) as u8,
            flags: bound as u8 | generation << 2,
        };
    }

    /// Permille of a sample of slots filled during the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let n = self.slots.len().min(1000);
        let used = self.slots[..n].iter().filter(|s| s.flags & 3 != 0 && s.flags >> 2 == self.generation).count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[inline]
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    fn a_move() -> Move {
        let pos = Position::startpos();
        let mut moves = crate::rules::MoveList::new();
        pos.generate(crate::rules::GenKind::All, &mut moves);
        moves[0]
    }

    /// Hashes that share a bucket (same low 32 bits) but not a key.
    fn same_bucket(n: u64) -> impl Iterator<Item = u64> {
        (1..=n).map(|k| k << 32 | 0x1234)
    }

    #[test]
    fn a_bucket_keeps_as_many_positions_as_it_has_ways() {
        for ways in [1, 4, 5] {
            let mut tt = TranspositionTable::new(1);
            tt.set_ways(ways);
            for (i, h) in same_bucket(ways as u64).enumerate() {
                tt.store(h, 0, a_move(), i as i32, 7, 3, Bound::Exact);
            }
            for (i, h) in same_bucket(ways as u64).enumerate() {
                let hit = tt.probe(h, 0).expect("stored");
                assert_eq!((hit.score, hit.eval, hit.depth, hit.bound), (i as i32, 7, 3, Bound::Exact));
            }
            assert!(tt.probe(0xdead_beef << 32 | 0x1234, 0).is_none());
        }
    }

    #[test]
    fn a_full_bucket_gives_up_its_oldest_then_shallowest_slot() {
        let mut tt = TranspositionTable::new(1);
        tt.set_ways(4);
        let h: Vec<u64> = same_bucket(6).collect();
        tt.store(h[0], 0, a_move(), 0, 0, 9, Bound::Lower);
        tt.new_search();
        tt.store(h[1], 0, a_move(), 0, 0, 2, Bound::Lower);
        tt.store(h[2], 0, a_move(), 0, 0, 5, Bound::Lower);
        tt.store(h[3], 0, a_move(), 0, 0, 6, Bound::Lower);
        // The deep entry of the previous search goes first (9 − 8 < 2) ...
        tt.store(h[4], 0, a_move(), 0, 0, 4, Bound::Lower);
        assert!(tt.probe(h[0], 0).is_none());
        // ... then the shallowest of this search.
        tt.store(h[5], 0, a_move(), 0, 0, 4, Bound::Lower);
        assert!(tt.probe(h[1], 0).is_none());
        for &k in &h[2..] {
            assert!(tt.probe(k, 0).is_some());
        }
    }

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        let mut tt = TranspositionTable::new(1);
        let mate_in_3_from_root = MATE_BOUND + 500;
        tt.store(42, 4, a_move(), mate_in_3_from_root, 0, 1, Bound::Exact);
        assert_eq!(tt.probe(42, 6).map(|h| h.score), Some(mate_in_3_from_root - 2));
    }
}

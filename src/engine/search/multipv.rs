//! MultiPV: several root moves scored per iteration, each with its own line. After the best
//! line, each iteration searches the root again without the moves already given a line, and
//! the best of the rest is the next line, until [`Searcher::multi_pv`] lines are found or no
//! root move is left. Every line is an exact score of its move at the iteration's depth, so a
//! weaker level ([`crate::engine::Level::choose`]) picks among moves the search already scored,
//! and UCI reports each line (`info … multipv i …`).
//!
//! Only the best line stores its result at the root in the transposition table: a later line's
//! entry would hand the next iteration a worse move to search first. With one line (the
//! default) none of this runs and the search is the single-line search, node for node.
//!
//! When the search stops in the middle of an iteration, the lines it completed come first,
//! then the previous iteration's lines of the moves it had not reached, each with its depth.

use super::lines::Line;
use super::{Info, Searcher};
use crate::engine::trace::Tracer;
use crate::engine::Score;
use crate::rules::{Move, Position};

impl super::SearchResult {
    /// This result playing `line`'s move instead: its move, score, depth and principal variation
    /// (the lines and the node count are the search's).
    pub fn with_line(self, line: &Line) -> super::SearchResult {
        super::SearchResult {
            best_move: line.mv(),
            ponder: line.pv.get(1).copied(),
            score: line.score,
            depth: line.depth,
            pv: line.pv.clone(),
            ..self
        }
    }
}

impl<T: Tracer> Searcher<'_, T> {
    /// The lines of the iteration at `depth` whose best line `best` was just found, among the
    /// root's `legal` moves: with [`Searcher::multi_pv`] above one, the next best moves are
    /// searched one after the other, each without the moves found before it. `previous` holds
    /// the lines of the iteration before, which fill in for moves not reached when the search
    /// stops.
    pub(super) fn more_lines(
        &mut self,
        root: &Position,
        depth: i32,
        legal: &[Move],
        best: Line,
        previous: &[Line],
    ) -> Vec<Line> {
        let mut lines = vec![best];
        if self.multi_pv > 1 && !self.stopped {
            let allowed = std::mem::take(&mut self.root_moves);
            let candidates: Vec<Move> =
                legal.iter().copied().filter(|m| allowed.is_empty() || allowed.contains(m)).collect();
            let wanted = self.multi_pv.min(candidates.len());
            while lines.len() < wanted {
                self.root_moves = candidates.iter().copied().filter(|&m| !lines.iter().any(|l| l.mv() == m)).collect();
                self.line = lines.len();
                // The window is centred on this line's score of the iteration before.
                let guess = previous.get(lines.len()).or(lines.last()).map_or(0, |l| l.value);
                let value = self.aspiration(root, depth, guess);
                if self.stopped || self.pv_len[0] == 0 {
                    break;
                }
                let pv = self.pv[0][..self.pv_len[0]].to_vec();
                lines.push(Line { score: Score::from_internal(value), depth: depth as u32, pv, value });
            }
            self.line = 0;
            self.root_moves = allowed;
        }
        for line in previous {
            if lines.len() >= self.multi_pv {
                break;
            }
            if !lines.iter().any(|l| l.mv() == line.mv()) {
                lines.push(line.clone());
            }
        }
        lines
    }

    /// Reports each of `lines` (numbered from 1), at `time`.
    pub(super) fn report(&mut self, lines: &[Line], time: u64) {
        for (i, line) in lines.iter().enumerate() {
            self.reporter.info(&Info {
                depth: line.depth,
                seldepth: self.seldepth as u32,
                multipv: i as u32 + 1,
                score: line.score,
                nodes: self.nodes,
                time_ms: time,
                nps: (self.nodes * 1000).checked_div(time).unwrap_or(0),
                hashfull: self.tt.hashfull(),
                pv: line.pv.clone(),
            });
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::{Histories, SearchParams, SearchResult, Searcher};
    use super::*;
    use crate::engine::trace::NoTrace;
    use crate::engine::tt::TranspositionTable;
    use crate::engine::{FrozenClock, Info, Limits};
    use std::sync::atomic::AtomicBool;

    const OPEN_GAME: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

    /// A fresh search of `fen` within `limits` scoring `lines` root moves among `root_moves`
    /// (empty: all), selective or plain; the result and every report.
    fn search(
        fen: &str,
        limits: &Limits,
        lines: usize,
        root_moves: &[Move],
        selective: bool,
    ) -> (SearchResult, Vec<Info>) {
        let pos = Position::from_fen(fen).expect("valid");
        let mut tt = TranspositionTable::new(4);
        let mut history = Histories::new();
        let params = SearchParams { selective, ..SearchParams::default() };
        let stop = AtomicBool::new(false);
        let mut infos = Vec::new();
        let mut reporter = |i: &Info| infos.push(i.clone());
        let mut s = Searcher::new(&mut tt, &mut history, &params, &FrozenClock, &stop, &mut reporter, &[], NoTrace);
        s.multi_pv = lines;
        s.root_moves = root_moves.to_vec();
        let result = s.iterative_deepening(&pos, limits);
        (result, infos)
    }

    fn moves(lines: &[Line]) -> Vec<Move> {
        lines.iter().map(Line::mv).collect()
    }

    fn distinct(moves: &[Move]) -> bool {
        moves.iter().enumerate().all(|(i, m)| !moves[..i].contains(m))
    }

    /// Each line is its move's own score: the plain search of that move alone finds the same,
    /// and the lines come best first, each a different move, the first the search's answer.
    #[test]
    fn each_line_scores_its_move_as_a_search_of_it_alone_would() {
        let (result, _) = search(OPEN_GAME, &Limits::depth(4), 8, &[], false);
        assert_eq!(result.lines.len(), 8);
        assert!(distinct(&moves(&result.lines)));
        let first = &result.lines[0];
        assert_eq!((first.mv(), first.score, &first.pv), (result.best_move, result.score, &result.pv));
        for pair in result.lines.windows(2) {
            assert!(pair[0].value >= pair[1].value, "best first: {:?}", result.lines);
        }
        for line in &result.lines {
            assert_eq!(line.depth, 4);
            let (alone, _) = search(OPEN_GAME, &Limits::depth(4), 1, &[line.mv()], false);
            assert_eq!(alone.score, line.score, "{}", line.mv());
        }
    }

    /// One line (the default) is the search as it always was; with more, every depth reports
    /// each line, numbered from 1, and the table keeps the best line's root move.
    #[test]
    fn every_depth_reports_each_line() {
        let (one, infos) = search(OPEN_GAME, &Limits::depth(6), 1, &[], true);
        assert_eq!(one.lines.len(), 1);
        assert_eq!((one.lines[0].mv(), one.lines[0].score), (one.best_move, one.score));
        assert_eq!(
            infos.iter().map(|i| (i.depth, i.multipv)).collect::<Vec<_>>(),
            (1..=6).map(|d| (d, 1)).collect::<Vec<_>>()
        );

        let (three, infos) = search(OPEN_GAME, &Limits::depth(6), 3, &[], true);
        let expected: Vec<(u32, u32)> = (1..=6).flat_map(|d| (1..=3).map(move |k| (d, k))).collect();
        assert_eq!(infos.iter().map(|i| (i.depth, i.multipv)).collect::<Vec<_>>(), expected);
        let last: Vec<Move> = infos[infos.len() - 3..].iter().map(|i| i.pv[0]).collect();
        assert_eq!(last, moves(&three.lines));
        assert!(distinct(&last));
        assert!(three.nodes > one.nodes, "more lines, more nodes");
    }

    /// No more lines than moves to score: the legal ones, or those the search is limited to.
    #[test]
    fn lines_stop_at_the_moves_there_are() {
        // The king in check has two moves (Kxd2, Kf1).
        let fen = "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1";
        let (all, _) = search(fen, &Limits::depth(4), 8, &[], true);
        assert_eq!(Position::from_fen(fen).unwrap().legal_moves().len(), 2);
        assert_eq!(all.lines.len(), 2);
        let pos = Position::from_fen(OPEN_GAME).unwrap();
        let two = [pos.parse_uci("d2d4").unwrap(), pos.parse_uci("a2a3").unwrap()];
        let (some, _) = search(OPEN_GAME, &Limits::depth(4), 8, &two, true);
        let mut found = moves(&some.lines);
        found.sort_by_key(|m| m.to_string());
        assert_eq!(found, vec![two[1], two[0]]);
    }

    /// A search stopped anywhere, in the best line or a later one, keeps lines of different
    /// moves, the first its answer, and never more than asked.
    #[test]
    fn a_stopped_search_keeps_whole_lines() {
        for nodes in (1..40).map(|i| i * 1_500) {
            let (r, _) = search(OPEN_GAME, &Limits::nodes(nodes), 4, &[], true);
            assert!(!r.lines.is_empty() && r.lines.len() <= 4, "{nodes}: {:?}", r.lines);
            assert!(distinct(&moves(&r.lines)), "{nodes}: {:?}", r.lines);
            assert_eq!(r.lines[0].mv(), r.best_move, "{nodes}");
            assert!(r.lines.iter().all(|l| l.depth >= 1 && l.depth <= r.depth), "{nodes}");
        }
    }
}

//! Tic-tac-toe with a transposition table (`Algorithm::MinimaxTable`): minimax that values every
//! board once, however many move orders reach it, finding the same values as plain minimax
//! with a fraction of its nodes.

use poda::teach::tictactoe::Board;
use poda::teach::tree::NodeKind;
use poda::teach::{search, Algorithm, SearchOptions, SearchRecord, TeachGame};
use std::collections::{HashMap, HashSet};

fn full(board: &Board, algorithm: Algorithm, record: usize) -> SearchRecord {
    search(board, &SearchOptions { algorithm, record, ..SearchOptions::full_tree() })
}

/// Every board a game reaches from `start`, and the moves between them (the game as a graph).
fn game_graph(start: Board) -> (usize, u64) {
    let mut seen = HashSet::from([start.text()]);
    let mut frontier = vec![start];
    let mut edges = 0;
    while let Some(board) = frontier.pop() {
        for m in board.moves() {
            edges += 1;
            let next = board.play(m);
            if seen.insert(next.text()) {
                frontier.push(next);
            }
        }
    }
    (seen.len(), edges)
}

#[test]
fn the_table_values_each_board_once_from_the_empty_board() {
    let empty = Board::empty();
    let plain = full(&empty, Algorithm::Minimax, 0);
    assert_eq!(plain.counts.nodes, 549_946, "the whole game tree");
    let table = full(&empty, Algorithm::MinimaxTable, 0);
    assert_eq!(table.value, plain.value);
    // Each board is searched (a leaf or its moves) once, the first time it is reached; every
    // other arrival is answered from the table. So the search visits one node per move of the
    // game's graph, plus the root.
    let (boards, moves) = game_graph(empty);
    assert_eq!(boards, 5_478, "the boards a game of tic-tac-toe can reach");
    assert_eq!(table.counts.interior + table.counts.leaves, boards as u64);
    assert_eq!(table.counts.nodes, moves + 1);
    assert_eq!(table.counts.nodes, 16_168);
    assert_eq!(table.counts.moves, moves, "every move of every board is looked at once");
    let hits = table.counts.nodes - boards as u64;
    assert!(hits > table.counts.nodes / 2, "most arrivals are answered by the table: {hits}");
    assert!(table.counts.nodes * 30 < plain.counts.nodes);
    assert_eq!(table.counts.cutoffs, 0, "no window, no cut-off: minimax still");
}

#[test]
fn the_table_finds_minimax_values_everywhere() {
    // Every board two moves in, a few later ones, and searches cut short at a horizon.
    let empty = Board::empty();
    let mut boards: Vec<Board> = Vec::new();
    for a in empty.moves() {
        let one = empty.play(a);
        boards.push(one);
        boards.extend(one.moves().into_iter().map(|b| one.play(b)));
    }
    for text in ["x-o/-xo/---", "xo-/-x-/--o", "x--/-o-/--x", "xox/-o-/---", "oxx/xoo/x--"] {
        boards.push(Board::parse(text).unwrap());
    }
    for board in &boards {
        for depth in [2, 4, 64] {
            let options = |algorithm| SearchOptions { depth, algorithm, record: 0, ..SearchOptions::full_tree() };
            let plain = search(board, &options(Algorithm::Minimax));
            let table = search(board, &options(Algorithm::MinimaxTable));
            assert_eq!(table.value, plain.value, "{} depth {depth}", board.text());
            assert!(table.counts.nodes <= plain.counts.nodes);
            // Its line is a best line: playing it, the minimax value of each position is the
            // value its side was promised (a win one ply nearer the new root is worth one more).
            let mut at = *board;
            let mut value = table.value;
            for code in &table.pv_codes {
                let m: usize = code.parse().unwrap();
                at = at.play(m);
                value = -value - value.signum();
                if depth == 64 {
                    assert_eq!(full(&at, Algorithm::Minimax, 0).value, value, "{} then {code}", board.text());
                }
            }
        }
    }
}

#[test]
fn the_whole_search_fits_in_the_recording_with_its_table_answers_marked() {
    let table = full(&Board::empty(), Algorithm::MinimaxTable, 20_000);
    let tree = table.tree.as_ref().expect("recorded");
    assert_eq!(tree.dropped, 0);
    assert_eq!(tree.nodes.len() as u64, table.counts.nodes);
    let hits = tree.nodes.iter().filter(|n| n.kind == NodeKind::TableHit).count() as u64;
    assert_eq!(hits, table.counts.nodes - table.counts.interior - table.counts.leaves);
    // A board answered from the table has the value it was given the first time it was searched.
    let mut first: HashMap<Vec<&str>, i32> = HashMap::new();
    for (i, n) in tree.nodes.iter().enumerate() {
        let mut cells = tree.line(i as u32);
        // The same board, whatever the order: X's cells and O's cells.
        let (mut x, mut o): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
        for (k, c) in cells.drain(..).enumerate() {
            if k % 2 == 0 {
                x.push(c)
            } else {
                o.push(c)
            }
        }
        x.sort();
        o.sort();
        let key: Vec<&str> = x.into_iter().chain([";"]).chain(o).collect();
        let value = n.value.unwrap();
        if n.kind == NodeKind::TableHit {
            assert_eq!(first.get(&key), Some(&value), "node {i}");
        } else {
            first.entry(key).or_insert(value);
        }
    }
    assert_eq!(first.len(), 5_478);
}

#[test]
fn a_game_without_keys_searches_as_plain_minimax() {
    use poda::teach::mouse::MouseBoard;
    let start = MouseBoard::start();
    let options = |algorithm| SearchOptions { depth: 4, algorithm, record: 0, ..SearchOptions::full_tree() };
    let plain = search(&start, &options(Algorithm::Minimax));
    let table = search(&start, &options(Algorithm::MinimaxTable));
    assert_eq!((table.value, table.counts), (plain.value, plain.counts));
}

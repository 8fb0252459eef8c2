//! The teaching view's drawn tree: every node placed, the pruned subtrees grown from the game,
//! no text crossed by an edge or covered by a node, the principal variation a path, and each
//! node's state at a step of the walk.
use poda::teach::abstract_tree::{AbstractTree, COURSE_EXAMPLE};
use poda::teach::tree_layout::{Rect, Shape, TreeLayout};
use poda::teach::tree_picture::{looks, picture, Reached};
use poda::teach::walk::Walk;
use poda::teach::{search, Algorithm, SearchOptions};

/// Russell and Norvig's tree: the second MIN node's first leaf, 2, makes it skip 4 and 6.
const AIMA: &str = "3 3 3 3 / 3 12 8 2 4 6 14 5 2";

fn walk(text: &str, algorithm: Algorithm) -> (AbstractTree, Walk) {
    let game = AbstractTree::parse(text).unwrap();
    let options = SearchOptions { algorithm, ..SearchOptions::full_tree() };
    let tree = search(&game.root(), &options).tree.unwrap();
    (game, Walk::new(tree))
}

fn spot(layout: &TreeLayout, path: &str) -> usize {
    layout.spots.iter().position(|s| s.path.to_string() == path).unwrap_or_else(|| panic!("no node {path}"))
}

#[test]
fn the_textbook_tree_shows_its_pruned_leaves_with_their_values() {
    let (game, mut walk) = walk(AIMA, Algorithm::AlphaBeta);
    let layout = TreeLayout::new(&walk.tree, Some(&game));
    assert_eq!(layout.spots.len(), 13);
    walk.set_step(walk.len());
    let looks = looks(&layout, &walk);
    for (path, value) in [("1.1", 4), ("1.2", 6)] {
        let i = spot(&layout, path);
        assert_eq!((looks[i].reached, looks[i].value), (Reached::Pruned, Some(value)), "{path}");
    }
    assert_eq!(looks.iter().filter(|l| l.reached == Reached::Pruned).count(), 2);
    assert_eq!(looks[0].value, Some(3));
    let svg = picture(&layout, &walk, None, [0.0, 0.0, layout.width, layout.height]);
    assert_eq!(svg.matches("data-node=").count(), 13);
    assert_eq!(svg.matches("data-state=\"pruned\"").count(), 2);
    assert!(svg.contains("data-node=\"1.1\" data-state=\"pruned\""));
    assert_eq!(svg.matches("class=\"cut\"").count(), 2, "a cross on each edge a cut skipped");
}

#[test]
fn the_course_tree_draws_all_fourteen_leaves_the_skipped_subtree_grown_from_the_game() {
    let (game, mut walk) = walk(COURSE_EXAMPLE, Algorithm::AlphaBeta);
    assert_eq!(walk.tree.nodes.len(), 28, "the recording stops at the skipped nodes");
    let layout = TreeLayout::new(&walk.tree, Some(&game));
    assert_eq!((layout.spots.len(), layout.leaves()), (33, 14));
    // I (the root's third child's second child) was skipped whole: its subtree comes from the game.
    let i = spot(&layout, "2.1");
    assert_eq!(layout.spots[i].name, "I");
    assert!(layout.spots[i].recorded.is_some());
    let grown: Vec<usize> = (0..layout.spots.len()).filter(|&s| layout.spots[s].recorded.is_none()).collect();
    assert_eq!(grown.len(), 5);
    assert!(grown.iter().all(|&s| layout.spots[s].stands_for == layout.spots[i].recorded.unwrap()));
    // Before the cut they are not reached; after it, pruned, the leaves with their values.
    walk.set_step(walk.step_of(layout.spots[i].recorded.unwrap()) - 1);
    assert!(grown.iter().all(|&s| looks(&layout, &walk)[s].reached == Reached::Unvisited));
    walk.set_step(walk.len());
    let at_end = looks(&layout, &walk);
    assert!(grown.iter().all(|&s| at_end[s].reached == Reached::Pruned));
    let leaf_values: Vec<i32> =
        grown.iter().filter(|&&s| layout.spots[s].shape == Shape::Leaf).filter_map(|&s| at_end[s].value).collect();
    assert_eq!(leaf_values.len(), 3);
    // Five leaves pruned in all (the summary's count): I's three and two more.
    let pruned_leaves = (0..layout.spots.len())
        .filter(|&s| layout.spots[s].shape == Shape::Leaf && at_end[s].reached == Reached::Pruned)
        .count();
    assert_eq!(pruned_leaves, 5);
    // Without the game, the recorded tree alone: the skipped node is a leaf without value.
    let bare = TreeLayout::new(&walk.tree, None);
    assert_eq!(bare.spots.len(), 28);
}

#[test]
fn the_principal_variation_is_a_path_from_the_root_once_the_root_has_its_value() {
    for text in [AIMA, COURSE_EXAMPLE] {
        let (game, mut walk) = walk(text, Algorithm::AlphaBeta);
        let layout = TreeLayout::new(&walk.tree, Some(&game));
        walk.set_step(walk.len() - 1);
        assert!(looks(&layout, &walk).iter().all(|l| !l.pv), "not before the root is left");
        walk.set_step(walk.len());
        let looks = looks(&layout, &walk);
        let on: Vec<usize> = (0..looks.len()).filter(|&i| looks[i].pv).collect();
        let leaves: Vec<usize> = on.iter().copied().filter(|&i| layout.spots[i].children.is_empty()).collect();
        assert_eq!(leaves.len(), 1, "{text}");
        // From that leaf up, every node is on it, and nothing else is.
        let mut path = vec![leaves[0]];
        while let Some(p) = layout.spots[*path.last().unwrap()].parent {
            path.push(p);
        }
        path.sort_unstable();
        assert_eq!(path, on, "{text}");
        // The leaf's value is the root's.
        assert_eq!(looks[leaves[0]].value, looks[0].value);
        let svg = picture(&layout, &walk, None, [0.0, 0.0, 1.0, 1.0]);
        assert_eq!(svg.matches("class=\"edge searched pv\"").count(), on.len() - 1, "{text}");
    }
}

/// A tree of 2 to 5 plies whose nodes have 0 to 3 children (the root at least 2), values from
/// −20 to 20: shallow leaves beside deep subtrees.
fn uneven(seed: u64) -> String {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let height = 2 + next(4);
    let (mut counts, mut depths, mut at) = (Vec::new(), vec![0u64], 0);
    while at < depths.len() {
        let n = match depths[at] {
            0 => 2 + next(2),
            d if d < height => next(4),
            _ => 0,
        };
        counts.push(n);
        depths.extend(std::iter::repeat_n(depths[at] + 1, n as usize));
        at += 1;
    }
    let leaves = counts.iter().filter(|&&c| c == 0).count();
    let values: Vec<String> = (0..leaves).map(|_| (next(41) as i64 - 20).to_string()).collect();
    let counts: Vec<String> = counts.iter().map(u64::to_string).collect();
    format!("{} / {}", counts.join(" "), values.join(" "))
}

/// Every text's box of spot `i`, and its shape's.
fn boxes(layout: &TreeLayout, i: usize) -> (Vec<Rect>, Rect) {
    let s = &layout.spots[i];
    let (up, down) = layout.reach(i);
    let shape = Rect { x: s.x - layout.half(i), y: s.y - up, w: 2.0 * layout.half(i), h: up + down };
    let mut texts = vec![layout.window_box(i), layout.value_box(i)];
    if !s.name.is_empty() {
        texts.push(layout.name_box(i));
    }
    (texts, shape)
}

fn overlap(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

fn assert_clear(layout: &TreeLayout, what: &str) {
    let n = layout.spots.len();
    let edges: Vec<_> = (0..n).filter_map(|i| layout.edge(i)).collect();
    for i in 0..n {
        let (texts, shape) = boxes(layout, i);
        for b in &texts {
            assert!(
                b.x >= 0.0 && b.x + b.w <= layout.width && b.y >= 0.0 && b.y + b.h <= layout.height,
                "{what}: {b:?}"
            );
            for &(a, z) in &edges {
                assert!(!b.crossed_by(a, z), "{what}: an edge {a:?}–{z:?} crosses a text of {}", layout.spots[i].path);
            }
            for j in (0..n).filter(|&j| j != i) {
                let (others, other_shape) = boxes(layout, j);
                assert!(
                    !overlap(b, &other_shape),
                    "{what}: {} covers a text of {}",
                    layout.spots[j].path,
                    layout.spots[i].path
                );
                for o in &others {
                    assert!(
                        !overlap(b, o),
                        "{what}: texts of {} and {} overlap",
                        layout.spots[i].path,
                        layout.spots[j].path
                    );
                }
            }
        }
        for j in (i + 1)..n {
            assert!(!overlap(&shape, &boxes(layout, j).1), "{what}: two nodes overlap");
        }
    }
}

#[test]
fn no_edge_crosses_a_text_and_no_node_covers_one() {
    let mut trees = vec![AIMA.to_string(), COURSE_EXAMPLE.to_string(), "2 2 2 / 3 5 2 9".to_string()];
    // Uneven trees: leaves beside deep subtrees, long values.
    trees.push("3 0 2 1 2 1 / -100 7 8 12 -3".to_string());
    trees.push("2 1 3 1 0 1 2 / 9 -1 1000 2 3".to_string());
    trees.extend((1..=40u64).map(uneven));
    for text in &trees {
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
            let (game, walk) = walk(text, algorithm);
            assert_clear(&TreeLayout::new(&walk.tree, Some(&game)), text);
        }
    }
}

#[test]
fn each_node_is_named_by_its_path_and_a_click_finds_it() {
    let (game, walk) = walk(COURSE_EXAMPLE, Algorithm::AlphaBeta);
    let layout = TreeLayout::new(&walk.tree, Some(&game));
    let paths: Vec<String> = layout.spots.iter().map(|s| s.path.to_string()).collect();
    assert_eq!(&paths[..4], ["root", "0", "0.0", "0.0.0"]);
    for (i, s) in layout.spots.iter().enumerate() {
        assert_eq!(layout.at(s.x, s.y), Some(i), "{}", s.path);
        if let Some(id) = s.recorded {
            assert_eq!(layout.spot_of(id), Some(i));
        }
    }
    assert_eq!(layout.at(1.0, 1.0), None);
}

#[test]
fn the_states_follow_the_walk() {
    let (game, mut walk) = walk(AIMA, Algorithm::AlphaBeta);
    let layout = TreeLayout::new(&walk.tree, Some(&game));
    let count = |walk: &Walk, r: Reached| looks(&layout, walk).iter().filter(|l| l.reached == r).count();
    assert_eq!(count(&walk, Reached::Unvisited), 13);
    walk.set_step(1);
    let now = looks(&layout, &walk);
    assert_eq!((now[0].reached, now[0].open), (Reached::Searched, Some((-1_000_000, 1_000_000))));
    walk.set_step(walk.len());
    assert_eq!((count(&walk, Reached::Searched), count(&walk, Reached::Pruned)), (11, 2));
    let svg = picture(&layout, &walk, Some(0), [0.0, 0.0, 10.0, 10.0]);
    assert!(svg.contains("class=\"ring\""));
    assert!(svg.contains("viewBox=\"0.0 0.0 10.0 10.0\""));
}

#[test]
fn the_frame_shows_the_whole_tree_or_a_readable_part_that_follows_the_walk() {
    use poda::web::teach::viewport::{Viewport, READABLE};
    // A wide frame: the whole tree, centred.
    let mut v = Viewport::new(800.0, 400.0);
    v.set_frame(800.0, 400.0);
    assert_eq!(v.view(), [0.0, 0.0, 800.0, 400.0]);
    // A phone's frame: the tree at a readable size around the node the walk stands on.
    v.set_frame(360.0, v.frame_height(360.0));
    assert_eq!(v.scale(), READABLE);
    v.follow(700.0, 40.0);
    let [x, _, w, _] = v.view();
    assert!(x <= 700.0 && 700.0 <= x + w && (x + w - 800.0).abs() < 1e-9, "kept inside the drawing: {x} {w}");
    // Fit: the whole tree, however small.
    v.fit();
    assert!((v.scale() - 360.0 / 800.0).abs() < 1e-9);
    let [x, _, w, _] = v.view();
    assert!(x <= 0.0 && x + w >= 800.0);
    // A zoom keeps the point under the pointer where it is; a drag moves by as much.
    let before = v.to_drawing(100.0, 50.0);
    v.zoom(2.0, Some((100.0, 50.0)));
    let after = v.to_drawing(100.0, 50.0);
    assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
    let s = v.scale();
    let left = v.view()[0];
    v.pan(-30.0, 0.0);
    assert!((v.view()[0] - (left + 30.0 / s)).abs() < 1e-9);
    // Not past its limits, nor by nonsense.
    v.zoom(1e9, None);
    assert_eq!(v.scale(), poda::web::teach::viewport::MAX_SCALE);
    v.zoom(f64::NAN, None);
    assert_eq!(v.scale(), poda::web::teach::viewport::MAX_SCALE);
}

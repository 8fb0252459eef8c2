//! A worksheet: as many exercises from the settings as a printed page holds, with consecutive
//! seeds, drawn with their boxes empty and then as the answer key.

use poda::teach::random_tree::RandomTreeSpec;
use poda::teach::tree_svg::{spaced_svg, WORKSHEET_LEAF_GAP};
use poda::teach::Convention;
use poda::web::practice::worksheet::{per_page, worksheet};

#[test]
fn a_worksheet_takes_as_many_trees_as_a_page_holds_with_consecutive_seeds() {
    let spec = RandomTreeSpec { seed: 41, ..RandomTreeSpec::default() };
    let sheet = worksheet(&spec, Convention::COURSE).expect("the default settings draw trees");
    assert_eq!(sheet.len(), 3, "27 leaves: three to a page");
    assert_eq!(sheet.iter().map(|(seed, _)| *seed).collect::<Vec<_>>(), [41, 42, 43]);
    let texts: Vec<String> =
        sheet.iter().map(|(_, ex)| spaced_svg(ex, &[], "root", false, WORKSHEET_LEAF_GAP)).collect();
    assert!(texts[0] != texts[1] && texts[1] != texts[2], "three different trees");

    let small = RandomTreeSpec { depth: 2, ..spec };
    assert_eq!(worksheet(&small, Convention::COURSE).unwrap().len(), 4, "9 leaves: four, two to a row");
    let large = RandomTreeSpec { depth: 4, ..spec };
    assert_eq!(worksheet(&large, Convention::COURSE).unwrap().len(), 1, "81 leaves: one to a page");
    assert!(worksheet(&RandomTreeSpec { depth: 0, ..spec }, Convention::COURSE).is_err(), "no tree, no sheet");
    assert_eq!((per_page(8), per_page(27), per_page(36), per_page(81)), (4, 3, 2, 1));
}

#[test]
fn the_answer_key_fills_the_boxes_the_exercise_leaves_empty() {
    let spec = RandomTreeSpec { depth: 2, branching: 2, seed: 5, ..RandomTreeSpec::default() };
    let (_, ex) = worksheet(&spec, Convention::COURSE).unwrap().remove(0);
    let exercise = spaced_svg(&ex, &[], "root", false, WORKSHEET_LEAF_GAP);
    let key = spaced_svg(&ex, &[], "root", true, WORKSHEET_LEAF_GAP);
    // Every inner node's box: empty on the exercise, its value on the key.
    let empty_boxes = |svg: &str| svg.matches("text-anchor=\"middle\" fill=\"black\"></text>").count();
    assert_eq!(empty_boxes(&exercise), 3, "the root and its two children wait for the student");
    assert_eq!(empty_boxes(&key), 0);
    // Closer leaves than a single tree's drawing: a narrower picture.
    let single = poda::teach::tree_svg::exercise_svg(&ex, &[], "root", false);
    let width = |svg: &str| {
        svg.split("width=\"").nth(1).and_then(|w| w.split('"').next()).and_then(|w| w.parse::<f64>().ok()).unwrap()
    };
    assert!(width(&exercise) < width(&single), "{} < {}", width(&exercise), width(&single));
}

//! The exercise's tree as SVG: a node for each node, the values only on the solution, the
//! pruned nodes greyed with a cross where the cut happened.
use crate::support::HAND;
use poda::teach::abstract_tree::AbstractTree;
use poda::teach::practice::{NodeFact, PracticeExercise};
use poda::teach::tree_svg::exercise_svg;

#[test]
fn the_sheet_draws_every_node_and_the_solution_its_values_and_cuts() {
    let ex = PracticeExercise::new(AbstractTree::parse(HAND).unwrap());
    let sheet = exercise_svg(&ex, &[], "root", false);
    let solution = exercise_svg(&ex, &[], "root", true);
    for svg in [&sheet, &solution] {
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<polygon").count(), 7, "one triangle per inner node");
        assert_eq!(svg.matches("<line").count(), 14, "one edge per node but the root");
        for name in ["root", ">A<", ">B<", ">G<", ">N<"] {
            assert!(svg.contains(name), "{name}");
        }
    }
    // Leaves show their values on both; inner values only on the solution.
    assert!(sheet.contains(">−1<") && sheet.contains(">9<"));
    let pruned: Vec<u32> = (0..ex.len() as u32).filter(|&n| matches!(ex.fact(n), NodeFact::Pruned(_))).collect();
    assert!(!pruned.is_empty());
    assert_eq!(sheet.matches("stroke-dasharray").count(), 0, "the exercise gives nothing away");
    assert_eq!(solution.matches("stroke-dasharray").count(), pruned.len(), "each pruned node's edge is dashed");
    let cuts = pruned.iter().filter(|&&n| !pruned.contains(&ex.parent(n).unwrap())).count();
    assert_eq!(solution.matches("stroke-width=\"2.5\"").count(), cuts, "a cross where each cut happened");
    assert!(solution.contains(&format!(">{}<", ex.value())), "the root's value");
}

#[test]
fn move_labels_and_odd_characters_are_written_safely() {
    let ex = PracticeExercise::new(AbstractTree::parse("2 / 1 2").unwrap());
    let svg = exercise_svg(&ex, &["".into(), "Qh8#".into(), "a<b&c".into()], "raíz", false);
    assert!(svg.contains(">A Qh8#<") && svg.contains(">B a&lt;b&amp;c<") && svg.contains(">raíz<"));
}

/// The printed size of an SVG's smallest text in points, and the picture's printed width and
/// height in mm: its `font-size` in the picture's units scaled by its printed width (in mm, or
/// in CSS pixels at 96 to the inch) over its `viewBox` width.
fn printed_points(svg: &str) -> (f64, f64, f64) {
    let attr =
        |name: &str| svg.split(&format!(" {name}=\"")).nth(1).and_then(|v| v.split('"').next()).unwrap().to_string();
    let mm = |v: String| match v.strip_suffix("mm") {
        Some(mm) => mm.parse::<f64>().unwrap(),
        None => v.parse::<f64>().unwrap() / 96.0 * 25.4,
    };
    let (width_mm, height_mm) = (mm(attr("width")), mm(attr("height")));
    let view_w: f64 = attr("viewBox").split(' ').nth(2).unwrap().parse().unwrap();
    let smallest = svg
        .split("font-size=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next()?.parse::<f64>().ok())
        .fold(f64::INFINITY, f64::min);
    (smallest * width_mm / view_w / 25.4 * 72.0, width_mm, height_mm)
}

#[test]
fn a_wide_tree_prints_whole_on_an_a4_page_with_readable_text() {
    use poda::rules::Position;
    use poda::teach::random_tree::{random_tree, RandomTreeSpec};
    let spec = RandomTreeSpec { depth: 4, branching: 3, seed: 7, ..RandomTreeSpec::default() };
    let ex = PracticeExercise::new(random_tree(&spec).unwrap());
    assert_eq!(ex.tree().leaves(), 81);
    let roomy =
        printed_points(&exercise_svg(&PracticeExercise::new(AbstractTree::parse(HAND).unwrap()), &[], "root", false));
    let (points, w, h) = printed_points(&exercise_svg(&ex, &[], "root", false));
    assert!(w <= 277.0 && h <= 190.0, "on an A4 page in landscape: {w} × {h} mm");
    assert!(points >= 6.0, "the smallest text printed: {points:.2} pt (a small tree's: {:.2} pt)", roomy.0);
    // A chess position's tree (30 leaves, a letter and a move on each node).
    let pos = Position::from_fen("k7/8/1K6/8/8/8/7Q/8 w - - 0 1").unwrap();
    let chess = poda::web::practice::model::chess_tree(&pos).unwrap();
    let ex = PracticeExercise::new(AbstractTree::parse(&chess.text).unwrap());
    let (points, w, h) = printed_points(&exercise_svg(&ex, &chess.labels, "root", false));
    assert!(w <= 277.0 && h <= 190.0, "{w} × {h} mm");
    assert!(points >= 6.0, "a chess tree's smallest text printed: {points:.2} pt");
}

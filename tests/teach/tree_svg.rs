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

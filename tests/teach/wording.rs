//! The teaching view's sentences as a reader checks them, in English and Spanish: one move
//! takes a verb in the singular, one ply is one ply, the root has its article, decimals are
//! written as each language writes them.

use poda::teach::convention::Cut;
use poda::teach::point_of_view::MaxMin;
use poda::teach::predict::NoPrediction;
use poda::teach::tree::NodeKind;
use poda::web::i18n::{teach, Lang, LeaveFacts};

fn leave(skipped: &[&str], cut: bool) -> LeaveFacts {
    LeaveFacts {
        node: "V".to_string(),
        value: "4".to_string(),
        parent: "K".to_string(),
        parent_role: MaxMin::Min,
        window: Some(("5".to_string(), "4".to_string())),
        cut,
        skipped: skipped.iter().map(|s| s.to_string()).collect(),
        kind: NodeKind::Terminal,
        rule: Cut::AtEqual,
        tie: false,
    }
}

#[test]
fn the_step_says_the_cut_rule_the_search_follows() {
    let (en, es) = (teach(Lang::En), teach(Lang::Es));
    let strict = LeaveFacts { rule: Cut::PastEqual, ..leave(&["W"], true) };
    assert!((en.walk_leave)(&strict).contains(" α > β: cut-off!"));
    assert!((es.walk_leave)(&strict).contains(" α > β: ¡poda!"));
    assert!((en.walk_leave)(&leave(&["W"], true)).contains(" α ≥ β: cut-off!"));
    // A tie that does not cut under α > β says so.
    let tie = LeaveFacts { window: Some(("6".into(), "6".into())), tie: true, ..leave(&[], false) };
    let tie = LeaveFacts { rule: Cut::PastEqual, ..tie };
    assert!((en.walk_leave)(&tie).ends_with("α = β, but only α > β cuts here: the search goes on."));
    assert!((es.walk_leave)(&tie).ends_with("α = β, pero aquí solo poda α > β: la búsqueda sigue."));
}

#[test]
fn one_skipped_move_takes_a_singular_verb() {
    let es = teach(Lang::Es);
    assert!((es.walk_leave)(&leave(&["W"], true)).ends_with("así que no se mira W."));
    assert!((es.walk_leave)(&leave(&["W", "X"], true)).ends_with("así que no se miran W, X."));
    let en = teach(Lang::En);
    assert!((en.walk_leave)(&leave(&["W"], true)).ends_with("so W is not looked at."));
    assert!((en.walk_leave)(&leave(&["W", "X"], true)).ends_with("so W, X are not looked at."));
}

#[test]
fn alpha_at_least_beta_at_the_last_move_is_no_cut_off() {
    let en = (teach(Lang::En).walk_leave)(&leave(&[], true));
    assert!(en.contains("nothing is pruned") && !en.contains("cut-off!"), "{en}");
    let es = (teach(Lang::Es).walk_leave)(&leave(&[], true));
    assert!(es.contains("no se poda nada") && !es.contains("¡poda!"), "{es}");
}

#[test]
fn the_root_has_its_article_in_spanish() {
    let es = teach(Lang::Es);
    let root = es.root;
    let enter = (es.walk_enter)(root, MaxMin::Max, "−∞", "+∞", NodeKind::Interior);
    assert!(enter.starts_with("Entra en la raíz (MAX)"), "{enter}");
    let mut back = leave(&[], false);
    back.parent = root.to_string();
    let text = (es.walk_leave)(&back);
    assert!(text.contains("De vuelta en la raíz"), "{text}");
    assert!((es.walk_enter)("B", MaxMin::Min, "3", "+∞", NodeKind::Interior).starts_with("Entra en B (MIN)"));
}

#[test]
fn one_ply_is_one_ply() {
    let uneven = NoPrediction::UnevenDepth { shallowest: 1, depth: 3, count: 2 };
    let es = (teach(Lang::Es).no_prediction)(&uneven);
    assert!(es.contains("tras 1 media jugada."), "{es}");
    let en = (teach(Lang::En).no_prediction)(&uneven);
    assert!(en.contains("after 1 ply."), "{en}");
    let uneven = NoPrediction::UnevenDepth { shallowest: 5, depth: 6, count: 2 };
    assert!((teach(Lang::Es).no_prediction)(&uneven).contains("tras 5 medias jugadas."));
}

#[test]
fn decimals_as_each_language_writes_them() {
    assert_eq!((teach(Lang::En).decimal)(20.7312, 2), "20.73");
    assert_eq!((teach(Lang::Es).decimal)(20.7312, 2), "20,73");
    let sparse = NoPrediction::UnevenBranching { fewest: 1, most: 3, branching: 1.75 };
    let es = (teach(Lang::Es).no_prediction)(&sparse);
    assert!(es.contains("(1,8 de media)"), "{es}");
}

#[test]
fn the_crash_cuts_example_keeps_the_language() {
    use poda::web::teach::options::crash_example_link;
    let es = crash_example_link(Lang::Es);
    assert!(es.starts_with("./?mode=teach&fen=4r2k%2F6pp%2F7N%2F3Q4%2F8%2F8%2F8%2F6K1%20w%20-%20-%200%201&"), "{es}");
    assert!(es.ends_with("&crash=1&lang=es"), "{es}");
    assert!(crash_example_link(Lang::En).ends_with("&lang=en"));
}

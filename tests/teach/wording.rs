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
    assert!((es.walk_leave)(&leave(&["W", "X"], true)).ends_with("así que no se miran W y X."));
    assert!((es.walk_leave)(&leave(&["W", "X", "Z"], true)).ends_with("así que no se miran W, X y Z."));
    // "e" for "y" before the sound of i.
    assert!((es.walk_leave)(&leave(&["H", "I"], true)).ends_with("así que no se miran H e I."));
    assert!((es.walk_leave)(&leave(&["Cf3", "Ch3"], true)).ends_with("así que no se miran Cf3 y Ch3."));
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

#[test]
fn counts_of_one_take_the_singular_in_the_summary() {
    use poda::teach::Counts;
    use poda::web::i18n::{KeptTree, SummaryFacts};
    let summary = |counts: &Counts, pruned, kept| {
        let facts = SummaryFacts {
            algorithm: "Alfa-beta",
            depth: None,
            value: "3".to_string(),
            for_max: "MAX".to_string(),
            pv: String::new(),
            counts,
            pruned,
            crash_cut: true,
            kept,
        };
        (teach(Lang::Es).tree_summary)(&facts)
    };
    let one = Counts { nodes: 2, leaves: 1, cutoffs: 1, crash_skipped: 1, ..Counts::default() };
    let text = summary(&one, Some(1), KeptTree::First { kept: 1, dropped: 1 });
    assert!(text.contains(". 2 nodos, 1 hoja evaluada, 1 hoja nunca evaluada (podada), 1 poda."), "{text}");
    assert!(text.contains("El corte agresivo descartó 1 jugada."), "{text}");
    assert!(text.ends_with("el otro se buscó y se contó, pero no se guardó."), "{text}");
    let facts = SummaryFacts {
        algorithm: "Alpha-beta",
        depth: None,
        value: "3".to_string(),
        for_max: "MAX".to_string(),
        pv: String::new(),
        counts: &one,
        pruned: Some(1),
        crash_cut: true,
        kept: KeptTree::Whole,
    };
    let text = (teach(Lang::En).tree_summary)(&facts);
    assert!(
        text.ends_with(
            ". 2 nodes, 1 leaf evaluated, 1 leaf never evaluated (pruned), 1 cut-off. The crash cut skipped 1 move."
        ),
        "{text}"
    );
    let many = Counts { nodes: 9, leaves: 5, cutoffs: 0, crash_skipped: 3, ..Counts::default() };
    let text = summary(&many, Some(0), KeptTree::DownToPly { ply: 2, kept: 7, dropped: 2 });
    assert!(text.contains(". 9 nodos, 5 hojas evaluadas, 0 hojas nunca evaluadas (podadas), 0 podas."), "{text}");
    assert!(text.contains("descartó 3 jugadas."), "{text}");
    assert!(
        text.ends_with("hasta el nivel 2 (7 nodos); los otros 2 se buscaron y se contaron, pero no se guardaron."),
        "{text}"
    );
    // Thousands grouped as the counters' table groups them, in both languages.
    let big = Counts { nodes: 15_617, leaves: 15_067, cutoffs: 1_204, ..Counts::default() };
    let text = summary(&big, None, KeptTree::Whole);
    assert!(text.contains(". 15\u{202f}617 nodos, 15\u{202f}067 hojas evaluadas, 1\u{202f}204 podas."), "{text}");
    let crash = poda::web::i18n::crash_report(Lang::Es, 15_617, 2_315, "#2", "#2");
    assert!(
        crash.starts_with("Corte agresivo: 2\u{202f}315 nodos en vez de 15\u{202f}617 (13\u{202f}302 menos, 85 %)"),
        "{crash}"
    );
    let crash = poda::web::i18n::crash_report(Lang::En, 15_617, 2_315, "#2", "#2");
    assert!(crash.starts_with("Crash cut: 2\u{202f}315 nodes instead of 15\u{202f}617"), "{crash}");
}

#[test]
fn minimax_beside_alpha_beta_counts_the_leaves_alpha_beta_skips() {
    let (es, en) = (teach(Lang::Es).compare_minimax, teach(Lang::En).compare_minimax);
    assert_eq!(es(8, 0), "Minimax evalúa las 8 hojas, y alfa-beta también las evalúa todas.");
    assert_eq!(es(8, 1), "Minimax evalúa las 8 hojas; la de borde discontinuo es la única que alfa-beta nunca evalúa.");
    assert_eq!(es(8, 3), "Minimax evalúa las 8 hojas; las 3 con borde discontinuo son las que alfa-beta nunca evalúa.");
    assert_eq!(es(1, 0), "Minimax evalúa la única hoja, y alfa-beta también.");
    assert!(en(8, 1).contains("the one outlined with dashes is the only one"), "{}", en(8, 1));
    assert!(en(8, 0).ends_with("and alpha-beta evaluates them all too."), "{}", en(8, 0));
}

#[test]
fn errors_with_counts_read_right_for_one_and_none() {
    use poda::teach::abstract_tree::TreeError;
    use poda::teach::mouse::MouseBoardError;
    let es = teach(Lang::Es);
    assert_eq!(
        (es.tree_error)(&TreeError::TooManyCounts { counts: 2, nodes: 1 }),
        "se dieron 2 números de hijos, pero el árbol solo tiene 1 nodo"
    );
    assert_eq!(
        (es.tree_error)(&TreeError::ValueCount { leaves: 2, values: 1 }),
        "el árbol tiene 2 hojas, pero se dio 1 valor"
    );
    assert_eq!(
        (es.tree_error)(&TreeError::ValueCount { leaves: 3, values: 2 }),
        "el árbol tiene 3 hojas, pero se dieron 2 valores"
    );
    assert_eq!((es.mouse_board_error)(&MouseBoardError::Mice(0)), "no hay ningún ratón en el tablero: debe haber uno");
    assert_eq!((es.mouse_board_error)(&MouseBoardError::Mice(2)), "hay 2 ratones en el tablero: debe haber uno");
    assert_eq!(
        (es.mouse_board_error)(&MouseBoardError::Cats(0)),
        "no hay ningún gato en el tablero: debe haber de 1 a 4"
    );
    assert_eq!(
        (es.step_clamped)(9, 1),
        "El enlace pide el paso 9, pero esta búsqueda tiene 1 paso: se muestra el último."
    );
    assert_eq!(
        (es.step_clamped)(9, 4),
        "El enlace pide el paso 9, pero esta búsqueda tiene 4 pasos: se muestra el último."
    );
}

#[test]
fn a_ply_is_a_half_move_wherever_the_walk_counts_them() {
    let es = teach(Lang::Es);
    assert_eq!((es.new_line_from)(2), "nueva línea desde la media jugada 3");
    assert!((es.ladder_verdict)(0, 3).contains("ni una media jugada"));
}

#[test]
fn practice_lists_of_boxes_agree_with_their_count() {
    use poda::web::i18n::practice;
    let es = practice(Lang::Es);
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!((es.bad_values)(&names(&["D"])), "No es un número entero: el valor de D. Escribe números como 7 o -3.");
    assert_eq!(
        (es.bad_values)(&names(&["D", "E", "la raíz"])),
        "No son números enteros: los valores de D, E y la raíz. Escribe números como 7 o -3."
    );
    assert!((es.bad_values)(&names(&["H", "I"])).starts_with("No son números enteros: los valores de H e I."));
    assert!((es.bad_bounds)(&names(&["α de B"])).starts_with("No es una cota: α de B."));
    assert!((es.bad_bounds)(&names(&["α de B", "β de C"])).starts_with("No son cotas: α de B y β de C."));
}

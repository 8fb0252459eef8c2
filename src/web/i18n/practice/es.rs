//! The practice page in Spanish (see `mod.rs`).

use super::{PracticeNodeRole, PracticeTexts};
use crate::teach::abstract_tree::AbstractTree;
use crate::teach::game_tree::ExerciseTreeError;
use crate::teach::practice::{number_text as n, wrong_bounds, Mistake, NodeFact};
use crate::teach::random_tree::{RandomTreeError, BRANCHINGS, DEPTHS, MAX_LEAVES, VALUE_LIMIT};

/// A node's name in a sentence: its letter, or "la raíz".
fn name(node: u32) -> String {
    if node == 0 {
        "la raíz".to_string()
    } else {
        AbstractTree::name(node)
    }
}

pub(super) const ES: PracticeTexts = PracticeTexts {
    intro: "Resuelve alfa-beta a mano en este árbol. MAX (▲) juega en la raíz y MIN (▽) responde; los hijos se exploran de izquierda a derecha y un nodo se detiene cuando β ≤ α.",
    how_to: "Haz clic en cada hoja (o en la cima de un subárbol entero) que nunca se evalúa; escribe el valor de cada nodo que se explora; después comprueba tu respuesta.",
    settings: "Un árbol al azar",
    depth: "Profundidad",
    branching: "Hijos por nodo",
    low: "Valor mínimo",
    high: "Valor máximo",
    seed: "Semilla",
    make: "Dibujar este árbol",
    new_tree: "Árbol nuevo",
    tree_label: "O escribe un árbol (número de hijos / valores de las hojas)",
    load_tree: "Usar este árbol",
    fen_label: "O una posición de ajedrez (FEN): su árbol hasta profundidad 2, con la evaluación del curso (centipeones, desde el punto de vista del bando que mueve; un mate vale 10000 menos sus medias jugadas)",
    load_fen: "Usar esta posición",
    check: "Comprobar",
    clear: "Borrar la respuesta",
    walk: "Ver la solución (el recorrido, paso a paso)",
    sheet: "Hoja de soluciones",
    print: "Imprimir",
    svg: "Guardar el árbol (SVG)",
    link_note: "La dirección de esta página es un enlace a este ejercicio.",
    score_heading: "Puntuación",
    no_score: "Todavía no has comprobado ningún árbol.",
    ordering_heading: "Ordenación de movimientos",
    ordering_help: "Mueve los hijos a izquierda y derecha y mira cuántas hojas evalúa alfa-beta. Reordenar crea un ejercicio nuevo.",
    reorder: "Reordenar los hijos",
    root_clicked: "La raíz siempre se explora: marca las hojas o los subárboles de debajo que nunca se evalúan.",
    bad_settings: "Los valores mínimo y máximo y la semilla deben ser números enteros (la semilla, de 0 en adelante).",
    tree_name: "Árbol de práctica",
    sheet_title: "Alfa-beta: ¿qué hojas nunca se evalúan? ¿Cuánto vale cada nodo explorado?",
    solution_title: "Alfa-beta: solución",
    windows: "Rellenar también α y β",
    windows_help: "Debajo de cada valor, escribe la ventana con la que se entra en el nodo, α a la izquierda y β a la derecha, desde el lado de MAX: un número entero, o ∞ y −∞ (inf, -inf).",
    verdict: |v| {
        let what = if v.leaf { "esta hoja" } else { "este nodo" };
        match (v.fact, v.mistake) {
            (NodeFact::Searched { alpha, beta, value }, Some(Mistake::WrongValue { given })) => {
                format!("su valor es {}, no {} (se entra con α = {}, β = {})", n(value), n(given), n(alpha), n(beta))
            }
            (NodeFact::Searched { value, .. }, Some(Mistake::ValueMissing)) => {
                format!("falta el valor: devuelve {}", n(value))
            }
            (NodeFact::Searched { alpha, beta, .. }, Some(Mistake::WrongWindow { alpha: a, beta: b })) => {
                let wrong: Vec<String> =
                    wrong_bounds((alpha, beta), (a, b)).into_iter().map(|(l, g)| format!("{l} = {}", n(g))).collect();
                let not = if wrong.is_empty() { String::new() } else { format!(", no con {}", wrong.join(", ")) };
                format!(
                    "se entra en él con α = {}, β = {}{not}: un nodo empieza con la ventana de su padre tal como está cuando le llega el turno",
                    n(alpha),
                    n(beta)
                )
            }
            (NodeFact::Searched { alpha, beta, .. }, _) if v.leaf => {
                format!("{what} se evalúa: en ese momento α = {} < β = {}", n(alpha), n(beta))
            }
            (NodeFact::Searched { alpha, beta, value }, _) => {
                format!("{what} se explora: se entra con α = {} < β = {} y devuelve {}", n(alpha), n(beta), n(value))
            }
            (NodeFact::Pruned(cut), mistake) => {
                let before = if let Some(Mistake::ValueOfPruned { .. }) = mistake {
                    "nunca se explora, así que no tiene valor; "
                } else {
                    ""
                };
                format!(
                    "{before}podado: en {}, β = {} ≤ α = {} después de que {} devolviera {}",
                    name(cut.at),
                    n(cut.beta),
                    n(cut.alpha),
                    name(cut.child),
                    n(cut.returned)
                )
            }
        }
    },
    random_tree_error: |err| {
        match err {
            RandomTreeError::Depth(d) => {
                format!("la profundidad {d} no está entre {} y {}", DEPTHS.start(), DEPTHS.end())
            }
            RandomTreeError::Branching(b) => {
                format!("{b} hijos por nodo no está entre {} y {}", BRANCHINGS.start(), BRANCHINGS.end())
            }
            RandomTreeError::Values { low, high } => format!(
                "los valores de {low} a {high} no son un intervalo: el mínimo debe ser menor que el máximo, los dos entre −{VALUE_LIMIT} y {VALUE_LIMIT}"
            ),
            RandomTreeError::TooManyLeaves { leaves } => {
                format!("ese árbol tiene {leaves} hojas; se pueden dibujar {MAX_LEAVES} como mucho")
            }
        }
    },
    result: |right, total| {
        if right == total {
            format!("¡Los {total} nodos están bien!")
        } else {
            format!("{right} de {total} nodos bien. Los errores están marcados con un círculo:")
        }
    },
    score: |solved, trees, right, total| format!("En esta sesión: árboles resueltos, {solved} de {trees}; nodos bien, {right} de {total} (cada árbol cuenta en su primera comprobación)."),
    ordering_counts: |evaluated, best, leaves| format!("En este orden alfa-beta evalúa {evaluated} de las {leaves} hojas; con el mejor hijo primero en cada nodo, {best}."),
    node_name: |name, role, marked| {
        let what = match role {
            PracticeNodeRole::Max => "MAX".to_string(),
            PracticeNodeRole::Min => "MIN".to_string(),
            PracticeNodeRole::Leaf(v) => format!("hoja {}", n(v)),
        };
        let mark = if marked { ", marcado como nunca evaluado" } else { "" };
        format!("{name} ({what}){mark}")
    },
    value_name: |name| format!("Valor de {name}"),
    move_name: |name, earlier| format!("Mover {name} a la {}", if earlier { "izquierda" } else { "derecha" }),
    bad_values: |names| format!("No es un número entero: el valor de {}. Escribe números como 7 o -3.", names.join(", ")),
    bound_name: |name, bound| format!("{bound} de {name}"),
    bad_bounds: |names| format!("No es una cota: {}. Escribe números enteros como 7 o -3, o ∞ y −∞ (inf, -inf).", names.join(", ")),
    inside_marked: |name, top| format!("{name} está dentro del subárbol de {top}, marcado entero: haz clic en {top} para desmarcarlo primero."),
    exercise_tree_error: |err| match err {
        ExerciseTreeError::GameOver => "la partida ha terminado en esa posición".to_string(),
        ExerciseTreeError::TooManyLeaves(n) => {
            format!("el árbol de esa posición tiene {n} hojas; caben {MAX_LEAVES} como mucho")
        }
    },
};

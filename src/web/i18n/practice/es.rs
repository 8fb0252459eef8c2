//! The practice page in Spanish (see `mod.rs`).

use super::{PracticeNodeRole, PracticeTexts};
use crate::teach::convention::{Convention, Cut, Values};
use crate::teach::findings::{Cause, Finding, Reveal};
use crate::teach::game_tree::ExerciseTreeError;
use crate::teach::practice::number_text as n;
use crate::teach::random_tree::{RandomTreeError, BRANCHINGS, DEPTHS, MAX_LEAVES, VALUE_LIMIT};
use crate::web::i18n::words::{capital, y_list};

/// Una causa de errores, dicha una vez, sin los valores correctos.
fn finding(f: &Finding, convention: Convention, name: &dyn Fn(u32) -> String) -> String {
    let (closes, open) = match convention.cut {
        Cut::AtEqual => ("(β ≤ α)", "(α < β)"),
        Cut::PastEqual => ("(β < α)", "(α ≤ β, y solo poda α > β)"),
    };
    let names = |nodes: &[u32]| y_list(&nodes.iter().map(|&x| name(x)).collect::<Vec<_>>());
    let (all, many) = (names(&f.nodes), f.nodes.len() > 1);
    let text = match &f.cause {
        Cause::Unmarked { at, child, tops } => {
            let below = if f.nodes.len() > tops.len() { ", ni nada de lo que cuelga debajo" } else { "" };
            let (verb, mark) = if tops.len() > 1 { ("miran", "Márcalos") } else { ("mira", "Márcalo") };
            format!(
                "Nunca se {verb} {}{below}: en cuanto {} devuelve su valor, la ventana de {at} se cierra {closes} y {at} ya no mira más hijos. {mark}.",
                names(tops),
                name(*child),
                at = name(*at)
            )
        }
        Cause::MarkedSearched { mark, leaf: true } => format!(
            "{} se evalúa: cuando le llega el turno, la ventana sigue abierta {open}, así que no hay que marcarlo.",
            name(*mark)
        ),
        Cause::MarkedSearched { mark, leaf: false } => format!(
            "{} se explora: cuando le llega el turno, la ventana sigue abierta {open}; solo lo que viene después de una poda no se mira nunca.",
            name(*mark)
        ),
        Cause::NoValue => {
            format!("Falta el valor de {all}: cada nodo en el que entra la búsqueda devuelve un valor.")
        }
        Cause::CountsPruned { pruned } => format!(
            "{} de {all} tiene{} en cuenta {}, que la búsqueda nunca mira: el valor de un nodo sale solo de los hijos que mira.",
            if many { "Los valores" } else { "El valor" },
            if many { "n" } else { "" },
            name(*pruned)
        ),
        Cause::WrongValue { node, given, max } => {
            let (side, which) = if *max { ("MAX", "mayor") } else { ("MIN", "menor") };
            let carried = match &f.nodes[1..] {
                [] => String::new(),
                [one] => format!(" ({} hereda el error)", name(*one)),
                above => format!(" ({} heredan el error)", names(above)),
            };
            let kept = match convention.values {
                Values::Soft => "",
                Values::Hard => ", ajustado a su ventana (α, β)",
            };
            format!(
                "{} no vale {}: es {side}, así que se queda con el {which} valor de los hijos que mira{kept}{carried}.",
                name(*node),
                n(*given)
            )
        }
        Cause::ValueOfPruned => {
            if many {
                format!("{all} nunca se miran, así que no tienen valor: deja sus casillas vacías.")
            } else {
                format!("{all} nunca se mira, así que no tiene valor: deja su casilla vacía.")
            }
        }
        Cause::WrongWindow { node, wrong } => {
            let wrong: Vec<String> = wrong.iter().map(|(letter, given)| format!("{letter} = {}", n(*given))).collect();
            format!(
                "No se entra en {} con {}: un nodo empieza con la ventana de su padre tal como está cuando le llega el turno.",
                name(*node),
                wrong.join(", ")
            )
        }
    };
    capital(&text)
}

pub(super) const ES: PracticeTexts = PracticeTexts {
    intro: "Resuelve alfa-beta a mano en este árbol. MAX (▲) juega en la raíz y MIN (▽) responde; los hijos se exploran de izquierda a derecha y un nodo se detiene cuando su ventana se cierra, según la convención elegida más abajo.",
    how_to: "Pulsa cada hoja (o la raíz de un subárbol entero) que nunca se evalúa; escribe el valor de cada nodo que se explora; después comprueba tu respuesta.",
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
    fen_label: "O una posición de ajedrez (FEN): su árbol hasta profundidad 2, con la evaluación del curso (centipeones, desde el punto de vista del bando que mueve; un mate vale 10 000 menos sus medias jugadas)",
    load_fen: "Usar esta posición",
    check: "Comprobar",
    hint: "Pista",
    clear: "Borrar la respuesta",
    walk: "Ver la solución (el recorrido, paso a paso)",
    sheet: "Hoja de soluciones",
    print: "Imprimir",
    svg: "Guardar el árbol (SVG)",
    worksheet: "Hoja de ejercicios",
    worksheet_print: "Imprimir la hoja",
    worksheet_close: "Cerrar la hoja",
    worksheet_title: "Hoja de ejercicios de alfa-beta",
    worksheet_instructions: "En cada árbol, con MAX en la raíz: escribe en cada casilla el valor de su nodo y tacha cada hoja que alfa-beta nunca evalúa (los hijos se exploran de izquierda a derecha).",
    worksheet_name: "Nombre: ______________________   Fecha: ____________",
    answer_key: "Soluciones",
    scorm: "Descargar para una plataforma (SCORM 1.2)",
    scorm_working: "Empaquetando el ejercicio…",
    scorm_failed: "No se pudo crear el paquete: no se pudo descargar un archivo del sitio.",
    link_note: "La dirección de esta página es un enlace a este ejercicio.",
    score_heading: "Puntuación",
    no_score: "Todavía no has comprobado ningún árbol.",
    ordering_heading: "Ordenación de jugadas",
    ordering_help: "Mueve los hijos a izquierda y derecha y mira cuántas hojas evalúa alfa-beta. Reordenar crea un ejercicio nuevo.",
    reorder: "Reordenar los hijos",
    the_root: "la raíz",
    empty_answer: "Aún no hay nada que comprobar: marca los nodos que nunca se evalúan y escribe el valor de cada nodo que se explora; después, comprueba.",
    nothing_to_hint: "Todos los nodos están bien: no hace falta ninguna pista.",
    root_clicked: "La raíz siempre se explora: marca las hojas o los subárboles de debajo que nunca se evalúan.",
    bad_settings: "Los valores mínimo y máximo y la semilla deben ser números enteros (la semilla, de 0 en adelante).",
    tree_name: "Árbol de práctica",
    sheet_title: "Alfa-beta: ¿qué hojas nunca se evalúan? ¿Cuánto vale cada nodo explorado?",
    solution_title: "Alfa-beta: solución",
    windows: "Rellenar también α y β",
    windows_help: "Debajo de cada valor, escribe la ventana con la que se entra en el nodo, α a la izquierda y β a la derecha, desde el lado de MAX: un número entero, o ∞ y −∞ (inf, -inf).",
    finding,
    hinted: |name, reveal| {
        let text = match reveal {
            Reveal::Pruned => format!("{name} nunca se mira: ya está marcado."),
            Reveal::Searched => format!("{name} sí se mira: se le quita la marca."),
            Reveal::Value(v) => format!("{name} vale {}: ya está escrito.", n(*v)),
            Reveal::NoValue => format!("{name} nunca se mira, así que no tiene valor: se vacía su casilla."),
            Reveal::Window(a, b) => format!("se entra en {name} con α = {}, β = {}: ya están escritos.", n(*a), n(*b)),
        };
        format!("Pista: {text}")
    },
    random_tree_error: |err| {
        match err {
            RandomTreeError::Depth(d) => {
                format!("la profundidad {d} no está entre {} y {}", DEPTHS.start(), DEPTHS.end())
            }
            RandomTreeError::Branching(b) => {
                format!("el número de hijos por nodo, {b}, no está entre {} y {}", BRANCHINGS.start(), BRANCHINGS.end())
            }
            RandomTreeError::Values { low, high } => format!(
                "los valores de {low} a {high} no son un intervalo: el mínimo debe ser menor que el máximo, los dos entre −{VALUE_LIMIT} y {VALUE_LIMIT}"
            ),
            RandomTreeError::TooManyLeaves { leaves } => {
                format!("ese árbol tiene {leaves} hojas; se pueden dibujar {MAX_LEAVES} como mucho")
            }
        }
    },
    exercise_caption: |n, seed| format!("Ejercicio {n} (semilla {seed})"),
    result: |right, total| {
        if right == total {
            format!("¡Los {total} nodos están bien!")
        } else {
            format!("{right} de {total} nodos bien. Los errores están marcados con un círculo:")
        }
    },
    score: |solved, trees, right, total| format!("En esta sesión: árboles resueltos, {solved} de {trees}; nodos bien, {right} de {total} (cada árbol cuenta en su primera comprobación)."),
    ordering_counts: |evaluated, best, leaves| format!("En este orden, alfa-beta evalúa {evaluated} de las {leaves} hojas; con el mejor hijo primero en cada nodo, {best}."),
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
    bad_values: |names| match names {
        [one] => format!("No es un número entero: el valor de {one}. Escribe números como 7 o -3."),
        _ => format!("No son números enteros: los valores de {}. Escribe números como 7 o -3.", y_list(names)),
    },
    bound_name: |name, bound| format!("{bound} de {name}"),
    bad_bounds: |names| {
        let what = if names.len() == 1 { "No es una cota" } else { "No son cotas" };
        format!("{what}: {}. Escribe números enteros como 7 o -3, o ∞ y −∞ (inf, -inf).", y_list(names))
    },
    inside_marked: |name, top| format!("{name} está dentro del subárbol de {top}, que está marcado entero: pulsa {top} para desmarcarlo primero."),
    exercise_tree_error: |err| match err {
        ExerciseTreeError::GameOver => "la partida ha terminado en esa posición".to_string(),
        ExerciseTreeError::TooManyLeaves(n) => {
            format!("el árbol de esa posición tiene {n} hojas; caben {MAX_LEAVES} como mucho")
        }
    },
};

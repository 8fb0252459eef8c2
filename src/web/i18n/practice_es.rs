//! The practice page in Spanish (see `practice.rs`).

use super::es::Spanish;
use super::practice::{PracticeLanguage, PracticeNodeRole, PracticeText};
use crate::teach::abstract_tree::AbstractTree;
use crate::teach::practice::{number_text as n, wrong_bounds, Mistake, NodeFact, NodeVerdict};
use crate::teach::random_tree::{RandomTreeError, BRANCHINGS, DEPTHS, MAX_LEAVES, VALUE_LIMIT};

/// A node's name in a sentence: its letter, or "la raíz".
fn name(node: u32) -> String {
    if node == 0 {
        "la raíz".to_string()
    } else {
        AbstractTree::name(node)
    }
}

impl PracticeLanguage for Spanish {
    fn practice_text(&self, text: PracticeText) -> &'static str {
        match text {
            PracticeText::Intro => "Resuelve alfa-beta a mano en este árbol. MAX (▲) juega en la raíz y MIN (▽) responde; los hijos se exploran de izquierda a derecha y un nodo se detiene cuando β ≤ α.",
            PracticeText::HowTo => "Haz clic en cada hoja (o en la cima de un subárbol entero) que nunca se evalúa; escribe el valor de cada nodo que se explora; después comprueba tu respuesta.",
            PracticeText::Settings => "Un árbol al azar",
            PracticeText::Depth => "Profundidad",
            PracticeText::Branching => "Hijos por nodo",
            PracticeText::Low => "Valor mínimo",
            PracticeText::High => "Valor máximo",
            PracticeText::Seed => "Semilla",
            PracticeText::Make => "Dibujar este árbol",
            PracticeText::NewTree => "Árbol nuevo",
            PracticeText::TreeLabel => "O escribe un árbol (número de hijos / valores de las hojas)",
            PracticeText::LoadTree => "Usar este árbol",
            PracticeText::FenLabel => "O una posición de ajedrez (FEN): su árbol hasta profundidad 2, con la evaluación del curso (centipeones, desde el punto de vista del bando que mueve; un mate vale 10000 menos sus medias jugadas)",
            PracticeText::LoadFen => "Usar esta posición",
            PracticeText::Check => "Comprobar",
            PracticeText::Clear => "Borrar la respuesta",
            PracticeText::Walk => "Ver la solución (el recorrido, paso a paso)",
            PracticeText::Sheet => "Hoja de soluciones",
            PracticeText::Print => "Imprimir",
            PracticeText::Svg => "Guardar el árbol (SVG)",
            PracticeText::LinkNote => "La dirección de esta página es un enlace a este ejercicio.",
            PracticeText::ScoreHeading => "Puntuación",
            PracticeText::NoScore => "Todavía no has comprobado ningún árbol.",
            PracticeText::OrderingHeading => "Ordenación de movimientos",
            PracticeText::OrderingHelp => "Mueve los hijos a izquierda y derecha y mira cuántas hojas evalúa alfa-beta. Reordenar crea un ejercicio nuevo.",
            PracticeText::Reorder => "Reordenar los hijos",
            PracticeText::RootClicked => "La raíz siempre se explora: marca las hojas o los subárboles de debajo que nunca se evalúan.",
            PracticeText::BadSettings => "Los valores mínimo y máximo y la semilla deben ser números enteros (la semilla, de 0 en adelante).",
            PracticeText::TreeName => "Árbol de práctica",
            PracticeText::SheetTitle => "Alfa-beta: ¿qué hojas nunca se evalúan? ¿Cuánto vale cada nodo explorado?",
            PracticeText::SolutionTitle => "Alfa-beta: solución",
            PracticeText::Windows => "Rellenar también α y β",
            PracticeText::WindowsHelp => "Debajo de cada valor, escribe la ventana con la que se entra en el nodo, α a la izquierda y β a la derecha, desde el lado de MAX: un número entero, o ∞ y −∞ (inf, -inf).",
        }
    }

    fn verdict(&self, v: &NodeVerdict) -> String {
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
    }

    fn random_tree_error(&self, err: &RandomTreeError) -> String {
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
    }

    fn practice_result(&self, right: usize, total: usize) -> String {
        if right == total {
            format!("¡Los {total} nodos están bien!")
        } else {
            format!("{right} de {total} nodos bien. Los errores están marcados con un círculo:")
        }
    }

    fn practice_score(&self, solved: usize, trees: usize, right: usize, total: usize) -> String {
        format!("En esta sesión: árboles resueltos, {solved} de {trees}; nodos bien, {right} de {total} (cada árbol cuenta en su primera comprobación).")
    }

    fn ordering_counts(&self, evaluated: u64, best: u64, leaves: u64) -> String {
        format!("En este orden alfa-beta evalúa {evaluated} de las {leaves} hojas; con el mejor hijo primero en cada nodo, {best}.")
    }

    fn node_name(&self, name: &str, role: PracticeNodeRole, marked: bool) -> String {
        let what = match role {
            PracticeNodeRole::Max => "MAX".to_string(),
            PracticeNodeRole::Min => "MIN".to_string(),
            PracticeNodeRole::Leaf(v) => format!("hoja {}", n(v)),
        };
        let mark = if marked { ", marcado como nunca evaluado" } else { "" };
        format!("{name} ({what}){mark}")
    }

    fn value_name(&self, name: &str) -> String {
        format!("Valor de {name}")
    }

    fn move_name(&self, name: &str, earlier: bool) -> String {
        format!("Mover {name} a la {}", if earlier { "izquierda" } else { "derecha" })
    }

    fn bad_values(&self, names: &[String]) -> String {
        format!("No es un número entero: el valor de {}. Escribe números como 7 o -3.", names.join(", "))
    }

    fn bound_name(&self, name: &str, bound: char) -> String {
        format!("{bound} de {name}")
    }

    fn bad_bounds(&self, names: &[String]) -> String {
        format!("No es una cota: {}. Escribe números enteros como 7 o -3, o ∞ y −∞ (inf, -inf).", names.join(", "))
    }

    fn inside_marked(&self, name: &str, top: &str) -> String {
        format!("{name} está dentro del subárbol de {top}, marcado entero: haz clic en {top} para desmarcarlo primero.")
    }
}

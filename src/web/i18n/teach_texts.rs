//! The teaching views' fixed texts ([`TeachText`]) in each language: a table apart from the
//! page's, so that the play page's wasm does not carry them.

use super::{Lang, TeachText};

/// The wording of a teaching view's fixed text in `lang`: the mouse and the cats' texts and the
/// search story's live with their subject, both languages together; the others in the tables
/// below.
pub(super) fn wording(lang: Lang, text: TeachText) -> &'static str {
    match text {
        TeachText::MousePlayer | TeachText::MouseSideMouse | TeachText::MouseSideCats | TeachText::NewMouseGame => {
            super::mouse::fixed(lang, text)
        }
        TeachText::AlgoMinimaxTable
        | TeachText::IterationsHeading
        | TeachText::ColDepth
        | TeachText::ColScore
        | TeachText::ColPv
        | TeachText::ColWindows
        | TeachText::ColTableHits
        | TeachText::FailLow
        | TeachText::FailHigh
        | TeachText::NewBestMove
        | TeachText::ReachLabel => super::story::fixed(lang, text),
        _ => match lang {
            Lang::En => english(text),
            Lang::Es => spanish(text),
        },
    }
}

/// The teaching views' fixed texts in English (empty for those [`wording`] takes elsewhere; the
/// match names every text, so the compiler sees a missing one).
fn english(text: TeachText) -> &'static str {
    match text {
        // The teaching view (index.html).
        TeachText::TeachIntro => "The computer's real search, node by node: each position it looked at, the window (α, β) it looked with, the value it found and where α ≥ β cut the search short.",
        TeachText::TreeIntro => "A game tree from the course notes: MAX (▲) moves at the root, MIN (▽) answers. Write your own: the number of children of each node in breadth-first order, a slash, then the leaf values from left to right.",
        TeachText::TicTacToeIntro => "Play tic-tac-toe against the computer: after each move you see the whole tree it searched to choose its reply.",
        TeachText::Depth => "Depth",
        TeachText::Algorithm => "Algorithm",
        TeachText::CrashCutLabel => "Crash cut (corte agresivo): skip moves that give up the queen",
        TeachText::CrashExample => "Try the crash cut on a queen sacrifice (Philidor's smothered mate)",
        TeachText::RunSearch => "Search",
        TeachText::FenLabel => "Position (FEN)",
        TeachText::SetPosition => "Use this position",
        TeachText::TreeTextLabel => "Tree (child counts / leaf values)",
        TeachText::LoadTree => "Load tree",
        TeachText::NewTicTacToe => "New game (sides alternate)",
        TeachText::StepFirst => "First step",
        TeachText::StepBack => "Step back",
        TeachText::StepForward => "Step forward",
        TeachText::StepLast => "Last step",
        TeachText::StepPv => "Principal variation",
        TeachText::StepPreviousCut => "Previous cut-off",
        TeachText::StepNextCut => "Next cut-off",
        TeachText::StepNextLeaf => "Next leaf",
        TeachText::StepFinish => "Finish this subtree",
        TeachText::Play => "Play",
        TeachText::Pause => "Pause",
        TeachText::Speed => "Steps per second",
        TeachText::CopyLink => "Copy link",
        TeachText::MoveOrder => "Minimax and alpha-beta without ordering look at the moves in a fixed order: pawn moves first, then knights, bishops, rooks, queens, and the king last.",
        TeachText::WalkHeading => "Step by step",
        TeachText::StepKeys => "Keys: ← → one step, Home and End; C next cut-off, Shift+C the previous one; L next leaf; F finish the subtree; Space play or pause.",
        TeachText::OutlineHeading => "Search tree",
        TeachText::ExpandAll => "Expand all",
        TeachText::CollapseAll => "Collapse all",
        TeachText::NodeHeading => "Selected node",
        TeachText::CountersHeading => "Nodes per algorithm",
        TeachText::ColAlgorithm => "Algorithm",
        TeachText::ColNodes => "Nodes",
        TeachText::ColLeaves => "Leaves",
        TeachText::ColEbf => "Effective branching",
        TeachText::ColValue => "Value",
        TeachText::ChartHeading => "Leaves evaluated, measured and predicted (log scale)",
        TeachText::ChartLabel => "Bar chart of leaves per algorithm on a logarithmic scale",
        TeachText::EvalHeading => "Evaluation explained",

        // The teaching view (dynamic).
        TeachText::Root => "root",
        TeachText::Max => "MAX",
        TeachText::Min => "MIN",
        TeachText::Expand => "Expand",
        TeachText::Collapse => "Collapse",
        TeachText::CutOff => "✂ α ≥ β: cut-off",
        TeachText::NotRecorded => "children not recorded",
        TeachText::KindHorizon => "leaf",
        TeachText::KindTerminal => "game over",
        TeachText::KindPruned => "pruned",
        TeachText::KindCrashCut => "crash cut",
        TeachText::KindQuiescence => "quiescence",
        TeachText::KindNullMove => "null move",
        TeachText::KindReduced => "reduced",
        TeachText::KindResearch => "re-search",
        TeachText::KindTableHit => "from the table",
        TeachText::KindStaticCut => "static cut",
        TeachText::KindFutile => "skipped: futile",
        TeachText::AlgoMinimax => "Minimax",
        TeachText::AlgoAlphaBeta => "Alpha-beta",
        TeachText::AlgoOrdered => "Alpha-beta, ordered moves",
        TeachText::AlgoPoda => "Poda's own search",
        TeachText::Counting => "counting…",
        TeachText::PredictMinimax => "minimax, bᵈ",
        TeachText::PredictRandom => "alpha-beta, random order, (¾·b)ᵈ",
        TeachText::PredictPerfect => "alpha-beta, perfect order, b^⌈d/2⌉ + b^⌊d/2⌋ − 1",
        TeachText::Searching => "Searching…",
        TeachText::SearchStopped => "Search stopped.",
        TeachText::SearchFailed => "The search failed; the worker was restarted.",
        TeachText::NoLandmark => "Nothing further that way.",
        TeachText::CopyLinkFailed => "Could not copy: the link is in the address bar.",
        TeachText::StepExpected => "a whole number of steps, 0 or more",
        TeachText::WalkStart => "Before the search: nothing looked at yet. Step forward to begin.",
        TeachText::NeverEvaluated => "Never looked at: an earlier move already settled this node.",
        TeachText::ExplainRoot => "The evaluation of the position on the board",
        TeachText::ExplainLeaf => "The evaluation of the selected leaf",
        TeachText::Term => "Term",
        TeachText::White => "White",
        TeachText::Black => "Black",
        TeachText::Meaning => "What it counts",
        // Worded in `mouse` and `story` (see `wording`).
        TeachText::MousePlayer | TeachText::MouseSideMouse | TeachText::MouseSideCats | TeachText::NewMouseGame | TeachText::AlgoMinimaxTable | TeachText::IterationsHeading | TeachText::ColDepth | TeachText::ColScore | TeachText::ColPv | TeachText::ColWindows | TeachText::ColTableHits | TeachText::FailLow | TeachText::FailHigh | TeachText::NewBestMove | TeachText::ReachLabel => "",
    }
}

/// The teaching views' fixed texts in Spanish (as [`english`]).
fn spanish(text: TeachText) -> &'static str {
    match text {
        // The teaching view (index.html).
        TeachText::TeachIntro => "La búsqueda real del ordenador, nodo a nodo: cada posición que miró, la ventana (α, β) con que la miró, el valor que encontró y dónde α ≥ β cortó la búsqueda (poda).",
        TeachText::TreeIntro => "Un árbol de juego de los apuntes: MAX (▲) juega en la raíz y MIN (▽) responde. Escribe el tuyo: el número de hijos de cada nodo en anchura, una barra y los valores de las hojas de izquierda a derecha.",
        TeachText::TicTacToeIntro => "Juega al tres en raya contra el ordenador: tras cada jugada ves el árbol entero que exploró para elegir su respuesta.",
        TeachText::Depth => "Profundidad",
        TeachText::Algorithm => "Algoritmo",
        TeachText::CrashCutLabel => "Corte agresivo: no mirar jugadas que entregan la dama",
        TeachText::CrashExample => "Prueba el corte agresivo con un sacrificio de dama (el mate de la coz de Philidor)",
        TeachText::RunSearch => "Buscar",
        TeachText::FenLabel => "Posición (FEN)",
        TeachText::SetPosition => "Usar esta posición",
        TeachText::TreeTextLabel => "Árbol (número de hijos / valores de las hojas)",
        TeachText::LoadTree => "Cargar árbol",
        TeachText::NewTicTacToe => "Nueva partida (se alternan los bandos)",
        TeachText::StepFirst => "Primer paso",
        TeachText::StepBack => "Paso atrás",
        TeachText::StepForward => "Paso adelante",
        TeachText::StepLast => "Último paso",
        TeachText::StepPv => "Variante principal",
        TeachText::StepPreviousCut => "Corte anterior",
        TeachText::StepNextCut => "Siguiente corte",
        TeachText::StepNextLeaf => "Siguiente hoja",
        TeachText::StepFinish => "Terminar este subárbol",
        TeachText::Play => "Reproducir",
        TeachText::Pause => "Pausa",
        TeachText::Speed => "Pasos por segundo",
        TeachText::CopyLink => "Copiar enlace",
        TeachText::MoveOrder => "Minimax y alfa-beta sin ordenación miran las jugadas en un orden fijo: primero las de peón, luego caballos, alfiles, torres, damas y el rey al final.",
        TeachText::WalkHeading => "Paso a paso",
        TeachText::StepKeys => "Teclas: ← → un paso, Inicio y Fin; C siguiente corte, Mayús+C el anterior; L siguiente hoja; F terminar el subárbol; Espacio reproducir o pausar.",
        TeachText::OutlineHeading => "Árbol de búsqueda",
        TeachText::ExpandAll => "Desplegar todo",
        TeachText::CollapseAll => "Plegar todo",
        TeachText::NodeHeading => "Nodo seleccionado",
        TeachText::CountersHeading => "Nodos por algoritmo",
        TeachText::ColAlgorithm => "Algoritmo",
        TeachText::ColNodes => "Nodos",
        TeachText::ColLeaves => "Hojas",
        TeachText::ColEbf => "Ramificación efectiva",
        TeachText::ColValue => "Valor",
        TeachText::ChartHeading => "Hojas evaluadas, medidas y previstas (escala logarítmica)",
        TeachText::ChartLabel => "Gráfico de barras de hojas por algoritmo en escala logarítmica",
        TeachText::EvalHeading => "La evaluación explicada",

        // The teaching view (dynamic).
        TeachText::Root => "raíz",
        TeachText::Max => "MAX",
        TeachText::Min => "MIN",
        TeachText::Expand => "Desplegar",
        TeachText::Collapse => "Plegar",
        TeachText::CutOff => "✂ α ≥ β: poda",
        TeachText::NotRecorded => "hijos no registrados",
        TeachText::KindHorizon => "hoja",
        TeachText::KindTerminal => "fin de partida",
        TeachText::KindPruned => "podado",
        TeachText::KindCrashCut => "corte agresivo",
        TeachText::KindQuiescence => "quiescencia",
        TeachText::KindNullMove => "jugada nula",
        TeachText::KindReduced => "reducida",
        TeachText::KindResearch => "nueva búsqueda",
        TeachText::KindTableHit => "de la tabla",
        TeachText::KindStaticCut => "corte estático",
        TeachText::KindFutile => "descartada: inútil",
        TeachText::AlgoMinimax => "Minimax",
        TeachText::AlgoAlphaBeta => "Alfa-beta",
        TeachText::AlgoOrdered => "Alfa-beta con ordenación",
        TeachText::AlgoPoda => "La búsqueda de Poda",
        TeachText::Counting => "contando…",
        TeachText::PredictMinimax => "minimax, bᵈ",
        TeachText::PredictRandom => "alfa-beta, orden al azar, (¾·b)ᵈ",
        TeachText::PredictPerfect => "alfa-beta, orden perfecto, b^⌈d/2⌉ + b^⌊d/2⌋ − 1",
        TeachText::Searching => "Buscando…",
        TeachText::SearchStopped => "Búsqueda detenida.",
        TeachText::SearchFailed => "La búsqueda falló; se reinició el proceso de búsqueda.",
        TeachText::NoLandmark => "No hay nada más en esa dirección.",
        TeachText::CopyLinkFailed => "No se pudo copiar: el enlace está en la barra de direcciones.",
        TeachText::StepExpected => "un número entero de pasos, 0 o más",
        TeachText::WalkStart => "Antes de la búsqueda: aún no se ha mirado nada. Avanza un paso para empezar.",
        TeachText::NeverEvaluated => "Nunca se miró: una jugada anterior ya decidió este nodo.",
        TeachText::ExplainRoot => "La evaluación de la posición del tablero",
        TeachText::ExplainLeaf => "La evaluación de la hoja seleccionada",
        TeachText::Term => "Término",
        TeachText::White => "Blancas",
        TeachText::Black => "Negras",
        TeachText::Meaning => "Qué cuenta",
        // Worded in `mouse` and `story` (see `wording`).
        TeachText::MousePlayer | TeachText::MouseSideMouse | TeachText::MouseSideCats | TeachText::NewMouseGame | TeachText::AlgoMinimaxTable | TeachText::IterationsHeading | TeachText::ColDepth | TeachText::ColScore | TeachText::ColPv | TeachText::ColWindows | TeachText::ColTableHits | TeachText::FailLow | TeachText::FailHigh | TeachText::NewBestMove | TeachText::ReachLabel => "",
    }
}

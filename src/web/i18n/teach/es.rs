//! The teaching views in Spanish (see `mod.rs`).

use super::{Asked, CrashFacts, KeptTree, TeachTexts};
use crate::engine::eval::{Evaluator, Term};
use crate::teach::abstract_tree::{TreeError, MAX_NODES};
use crate::teach::ladder::Idea;
use crate::teach::mouse::{row_of, MouseBoardError, MouseSide, GOAL_ROW};
use crate::teach::point_of_view::{Player, MaxMin};
use crate::teach::predict::NoPrediction;
use crate::teach::tictactoe::BoardError;
use crate::teach::tree::NodeKind;
use crate::web::i18n::words::{capital, grouped, y_list};

/// A node's name after a preposition: the root with its article ("entra en la raíz").
fn la(node: &str) -> String {
    if node == ES.root {
        format!("la {node}")
    } else {
        node.to_string()
    }
}

/// A number of plies: "1 media jugada", "3 medias jugadas".
fn medias_jugadas(n: u32) -> String {
    if n == 1 {
        "1 media jugada".to_string()
    } else {
        format!("{n} medias jugadas")
    }
}

/// A number with one decimal, as Spanish writes it: 20,7.
fn coma(x: f64) -> String {
    format!("{x:.1}").replace('.', ",")
}

/// A count with its noun, in the singular for 1, its digits grouped: "1 hoja", "0 hojas",
/// "15 617 hojas".
fn cuenta(n: u64, una: &str, varias: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { una } else { varias })
}

/// The nodes searched and counted that the tree does not keep, after those it keeps.
fn dropped_ones(dropped: u64) -> String {
    if dropped == 1 {
        "el otro se buscó y se contó, pero no se guardó.".to_string()
    } else {
        format!("los otros {} se buscaron y se contaron, pero no se guardaron.", grouped(dropped))
    }
}

/// How a node that is left got its value, when it is a leaf.
fn leave_how(kind: NodeKind) -> &'static str {
    match kind {
        NodeKind::Horizon => " (hoja evaluada: la búsqueda se detiene a esta profundidad)",
        NodeKind::Terminal => " (aquí termina la partida)",
        _ => "",
    }
}

/// The verb's plural ending for a plural subject: "aquí mueven las blancas".
fn plural(p: Player) -> &'static str {
    if matches!(p, Player::White | Player::Black | Player::Cats) {
        "n"
    } else {
        ""
    }
}

pub(super) const ES: TeachTexts = TeachTexts {
    // ---- Fixed texts.
    teach_intro: "La búsqueda real del ordenador, nodo a nodo: cada posición que miró, la ventana (α, β) con la que la miró, el valor que encontró y dónde α ≥ β cortó la búsqueda (poda).",
    tree_intro: "Un árbol de juego de los apuntes: MAX (▲) juega en la raíz y MIN (▽) responde. Escribe el tuyo: el número de hijos de cada nodo, nivel a nivel (recorrido en anchura), una barra y los valores de las hojas de izquierda a derecha.",
    tic_tac_toe_intro: "Juega al tres en raya contra el ordenador: tras cada jugada ves el árbol entero que exploró para elegir su respuesta.",
    depth: "Profundidad",
    algorithm: "Algoritmo",
    crash_cut_label: "Corte agresivo: no mirar jugadas que entregan la dama",
    crash_example: "Prueba el corte agresivo con un sacrificio de dama (el mate de la coz de Philidor)",
    run_search: "Buscar",
    fen_label: "Posición (FEN)",
    set_position: "Usar esta posición",
    tree_text_label: "Árbol (número de hijos / valores de las hojas)",
    load_tree: "Cargar árbol",
    new_tic_tac_toe: "Nueva partida (se alternan los bandos)",
    mouse_player: "Juegas con",
    mouse_side_mouse: "el ratón",
    mouse_side_cats: "los gatos",
    new_mouse_game: "Nueva partida",
    step_first: "Primer paso",
    step_back: "Paso atrás",
    step_forward: "Paso adelante",
    step_last: "Último paso",
    step_pv: "Variante principal",
    step_previous_cut: "Poda anterior",
    step_next_cut: "Siguiente poda",
    step_next_leaf: "Siguiente hoja",
    step_finish: "Terminar este subárbol",
    play: "Reproducir",
    pause: "Pausa",
    speed: "Pasos por segundo",
    copy_link: "Copiar enlace",
    move_order: "Minimax y alfa-beta sin ordenación miran las jugadas en un orden fijo: primero las de peón, luego las de caballo, alfil, torre y dama, y al final las del rey.",
    walk_heading: "Paso a paso",
    step_keys: "Teclas: ← → (o Re Pág, Av Pág) un paso, Inicio y Fin; C siguiente poda, Mayús+C la anterior; L siguiente hoja; F terminar el subárbol; P variante principal; Espacio reproducir o pausar.",
    present: "Presentar",
    present_hint: "Solo el dibujo y la frase, en letra grande, para proyectar en clase (Esc para salir).",
    present_exit: "Salir (Esc)",
    compare_label: "Minimax junto a alfa-beta, avanzando a la vez",
    compare_alpha_beta: "Alfa-beta",
    quiz_label: "Preguntar antes de mostrar: en algunos pasos la clase responde primero y después se muestra el paso",
    quiz_submit: "Responder",
    quiz_show: "Mostrar",
    quiz_yes: "Sí",
    quiz_no: "No",
    quiz_number: "Un número, o −∞, +∞",
    quiz_unreadable: "Escribe un número entero, o −∞ o +∞.",
    quiz_number_chess: "Un número, −∞, +∞, o un mate: #2, −#2",
    quiz_unreadable_chess: "Escribe un número entero, −∞ o +∞, o un mate como #2 (MAX da mate en 2 jugadas) o −#2 (MIN da mate en 2).",
    zoom_in: "Acercar",
    zoom_out: "Alejar",
    zoom_fit: "Ajustar",
    zoom_fit_title: "Ver el árbol entero",
    outline_heading: "Árbol de búsqueda",
    expand_all: "Desplegar todo",
    collapse_all: "Plegar todo",
    node_heading: "Nodo seleccionado",
    counters_heading: "Nodos por algoritmo",
    col_algorithm: "Algoritmo",
    col_nodes: "Nodos",
    col_leaves: "Hojas",
    col_ebf: "Ramificación efectiva",
    col_value: "Valor",
    chart_heading: "Hojas evaluadas, medidas y previstas (escala logarítmica)",
    chart_label: "Gráfico de barras de hojas por algoritmo en escala logarítmica",
    eval_heading: "La evaluación explicada",
    root: "raíz",
    max: "MAX",
    min: "MIN",
    expand: "Desplegar",
    collapse: "Plegar",
    cut_off: "✂ α ≥ β: poda",
    cut_off_strict: "✂ α > β: poda",
    not_recorded: "hijos no registrados",
    kind_horizon: "hoja",
    kind_terminal: "fin de partida",
    kind_pruned: "podado",
    kind_crash_cut: "corte agresivo",
    kind_quiescence: "quiescencia",
    kind_null_move: "jugada nula",
    kind_reduced: "reducido",
    kind_research: "nueva búsqueda",
    kind_table_hit: "de la tabla",
    kind_static_cut: "corte estático",
    kind_futile: "descartado por futilidad",
    algo_minimax: "Minimax",
    algo_alpha_beta: "Alfa-beta",
    algo_ordered: "Alfa-beta con ordenación",
    algo_poda: "La búsqueda de Poda",
    counting: "contando…",
    predict_minimax: "minimax, bᵈ",
    predict_random: "alfa-beta, orden al azar, (¾·b)ᵈ",
    predict_perfect: "alfa-beta, orden perfecto, b^⌈d/2⌉ + b^⌊d/2⌋ − 1",
    searching: "Buscando…",
    search_stopped: "Búsqueda detenida.",
    search_failed: "La búsqueda falló; se reinició el proceso de búsqueda.",
    walk_start: "Antes de la búsqueda: aún no se ha mirado nada. Avanza un paso para empezar.",
    no_landmark: "No hay nada más en esa dirección.",
    copy_link_failed: "No se pudo copiar: el enlace está en la barra de direcciones.",
    step_expected: "un número entero de pasos, de 0 en adelante",
    never_evaluated: "Nunca se miró: una jugada anterior ya decidió este nodo.",
    explain_root: "La evaluación de la posición del tablero",
    explain_leaf: "La evaluación de la hoja seleccionada",
    term: "Término",
    white: "Blancas",
    black: "Negras",
    meaning: "Qué cuenta",
    algo_minimax_table: "Minimax con tabla de transposiciones",
    iterations_heading: "Iteraciones de la profundización iterativa",
    col_depth: "Prof.",
    col_score: "Valor",
    col_pv: "Variante principal",
    col_windows: "Ventana en la raíz",
    col_table_hits: "Aciertos en la tabla",
    fail_low: "falla por abajo",
    fail_high: "falla por arriba",
    new_best_move: "nueva mejor jugada",
    ladder_label: "Lo que aporta cada idea de la búsqueda: la profundidad que alcanza con el mismo número de nodos, una idea más en cada fila",
    ladder_no_network: "La última idea, la red neuronal que evalúa las posiciones en lugar de la fórmula de los apuntes, no se mide en esta página: no busca más hondo, sino que juzga mejor (mira la fuerza de los niveles).",

    // ---- The walk, the summary and the evaluation.
    decimal: |x, places| format!("{x:.places$}").replace('.', ","),
    tree_error: |err| {
        match err {
            TreeError::Empty => "el árbol está vacío".to_string(),
            TreeError::MissingSlash => "falta la / entre el número de hijos y los valores de las hojas".to_string(),
            TreeError::ExtraSlash => "solo se admite una /".to_string(),
            TreeError::BadCount(t) => format!("el número de hijos «{t}» no es un número entero de 0 en adelante"),
            TreeError::BadValue(t) => format!("el valor de hoja «{t}» no es un número entero"),
            TreeError::TooManyNodes => format!("el árbol tiene más de {MAX_NODES} nodos"),
            TreeError::TooManyCounts { counts, nodes } => {
                format!(
                    "{} {}, pero el árbol solo tiene {}",
                    if *counts == 1 { "se dio" } else { "se dieron" },
                    cuenta(*counts as u64, "número de hijos", "números de hijos"),
                    cuenta(*nodes as u64, "nodo", "nodos")
                )
            }
            TreeError::ValueCount { leaves, values } => {
                format!(
                    "el árbol tiene {}, pero {} {}",
                    cuenta(*leaves as u64, "hoja", "hojas"),
                    if *values == 1 { "se dio" } else { "se dieron" },
                    cuenta(*values as u64, "valor", "valores")
                )
            }
        }
    },
    board_error: |err| {
        match err {
            BoardError::Shape(t) => format!("«{t}» no son nueve casillas de «x», «o» y «-»"),
            BoardError::Counts { x, o } => format!("no puede haber {x} X y {o} O (empieza X)"),
            BoardError::Impossible => "ninguna partida llega a este tablero".to_string(),
        }
    },
    tree_summary: |f| {
        let mut s = match f.depth {
            Some(d) => format!("{} a profundidad {d}: valor {} para {}", f.algorithm, f.value, f.for_max),
            None => format!("{}: la raíz vale {}", f.algorithm, f.value),
        };
        if !f.pv.is_empty() {
            s += &format!(", mejor línea {}", f.pv);
        }
        s += &format!(
            ". {}, {}",
            cuenta(f.counts.nodes, "nodo", "nodos"),
            cuenta(f.counts.leaves, "hoja evaluada", "hojas evaluadas")
        );
        if let Some(p) = f.pruned {
            s += &format!(", {}", cuenta(p, "hoja nunca evaluada (podada)", "hojas nunca evaluadas (podadas)"));
        }
        s += &format!(", {}.", cuenta(f.counts.cutoffs, "poda", "podas"));
        if f.crash_cut {
            s += &format!(" El corte agresivo descartó {}.", cuenta(f.counts.crash_skipped, "jugada", "jugadas"));
        }
        s += &match f.kept {
            KeptTree::Whole => String::new(),
            KeptTree::LastIteration { nodes, kept, earlier } => {
                let unkept = nodes.saturating_sub(kept as u64);
                let mut s = format!(
                    " El árbol muestra la última iteración de la profundización iterativa: {} nodos, como en la tabla de iteraciones",
                    grouped(nodes)
                );
                if unkept > 0 {
                    let (others, counted) = if unkept == 1 {
                        ("el otro".to_string(), "se contó, pero no se dibuja")
                    } else {
                        (format!("los otros {}", grouped(unkept)), "se contaron, pero no se dibujan")
                    };
                    s += &format!(
                        ", {} de ellos dibujados ({others}, un intento anterior en la raíz o la prueba de una extensión singular, que vuelve a buscar la posición del propio nodo, {counted})",
                        grouped(kept as u64)
                    );
                }
                s + &format!(
                    "; los {} nodos de las iteraciones anteriores, menos profundas, se contaron, pero no se guardaron.",
                    grouped(earlier)
                )
            }
            KeptTree::DownToPly { ply, kept, dropped } => format!(
                " El árbol guarda todos los nodos hasta el nivel {ply} ({}); {}",
                cuenta(kept as u64, "nodo", "nodos"),
                dropped_ones(dropped)
            ),
            KeptTree::First { kept, dropped } => {
                format!(" El árbol muestra los primeros {} nodos; {}", grouped(kept as u64), dropped_ones(dropped))
            }
        };
        s
    },
    step_label: |step, steps| format!("Paso {step} de {steps}"),
    step_clamped: |asked, steps| format!(
        "El enlace pide el paso {asked}, pero esta búsqueda tiene {}: se muestra el último.",
        cuenta(steps as u64, "paso", "pasos")
    ),
    walk_enter: |node, role, alpha, beta, kind| {
        let side = ES.side(role);
        let goal = if role == MaxMin::Max { "MAX busca un valor mayor que α" } else { "MIN busca un valor menor que β" };
        let note = ES.kind_note(kind);
        format!("Entra en {} ({side}) con α = {alpha}, β = {beta}: {goal}.{note}", la(node))
    },
    walk_enter_minimax: |node, role| {
        let side = ES.side(role);
        if role == MaxMin::Max {
            format!("Entra en {} ({side}): MAX se quedará con el mayor valor de sus jugadas.", la(node))
        } else {
            format!("Entra en {} ({side}): MIN se quedará con el menor valor de sus jugadas.", la(node))
        }
    },
    walk_leave_minimax: |node, value, parent, kind| {
        let Some((parent, role, best)) = parent else {
            return format!("La búsqueda ha terminado: la raíz vale {value}.");
        };
        let (how, side) = (leave_how(kind), ES.side(role));
        format!(
            "Sale de {node} con valor {value}{how}. De vuelta en {} ({side}): lo mejor hasta ahora, {best}.",
            la(parent)
        )
    },
    compare_minimax: |leaves, skipped| match (leaves, skipped) {
        (1, _) => "Minimax evalúa la única hoja, y alfa-beta también.".to_string(),
        (_, 0) => format!("Minimax evalúa las {leaves} hojas, y alfa-beta también las evalúa todas."),
        (_, 1) => format!(
            "Minimax evalúa las {leaves} hojas; la de borde discontinuo es la única que alfa-beta nunca evalúa."
        ),
        _ => format!(
            "Minimax evalúa las {leaves} hojas; las {skipped} con borde discontinuo son las que alfa-beta nunca evalúa."
        ),
    },
    quiz_question: |asked| match asked {
        Asked::Alpha { node, .. } => format!("¿Cuánto vale α cuando la búsqueda entra en {}?", la(node)),
        Asked::Pruned { node, value, parent, .. } => format!(
            "{} devuelve {value} a {}. ¿Se podan los hijos que le quedan a {}?",
            capital(&la(node)),
            la(parent),
            la(parent)
        ),
        Asked::Returns { node, .. } => format!("¿Qué valor devuelve {}?", la(node)),
    },
    quiz_verdict: |asked, right| {
        let fact = match asked {
            Asked::Alpha { node, alpha } => format!("α vale {alpha} en {}.", la(node)),
            Asked::Pruned { parent, pruned: true, .. } => {
                format!("{} se detiene aquí y los hijos que le quedan se podan.", capital(&la(parent)))
            }
            Asked::Pruned { parent, pruned: false, .. } => {
                format!("{} sigue con su siguiente hijo; todavía no se poda nada.", capital(&la(parent)))
            }
            Asked::Returns { node, value } => format!("{} devuelve {value}.", capital(&la(node))),
        };
        match right {
            Some(true) => format!("¡Correcto! {fact}"),
            Some(false) => format!("Incorrecto: {fact}"),
            None => format!("La respuesta: {fact}"),
        }
    },
    walk_leave: |f| {
        let Some((alpha, beta)) = &f.window else {
            return format!("La búsqueda ha terminado: la raíz vale {}.", f.value);
        };
        let (how, side) = (leave_how(f.kind), ES.side(f.parent_role));
        let mut s = format!(
            "Sale de {} con valor {}{how}. De vuelta en {} ({side}): α = {alpha}, β = {beta}.",
            f.node,
            f.value,
            la(&f.parent)
        );
        let rule = f.rule.symbol();
        if f.cut && f.skipped.is_empty() {
            s += &format!(" α {rule} β, pero no quedan jugadas por mirar: no se poda nada, así que no cuenta como poda.");
        } else if f.cut {
            let (rest, verb) = (y_list(&f.skipped), if f.skipped.len() == 1 { "mira" } else { "miran" });
            s += &format!(" α {rule} β: ¡poda! El rival nunca permitirá esta línea, así que no se {verb} {rest}.");
        } else if f.tie {
            s += " α = β, pero aquí solo poda α > β: la búsqueda sigue.";
        }
        s
    },
    best_so_far: |best| format!("lo mejor hasta ahora, {best}"),
    node_line: |line, role, depth| {
        let side = ES.side(role);
        let line = if line.is_empty() { capital(ES.root) } else { line.to_string() };
        match depth {
            Some(d) => format!("{line} — juega {side}, profundidad restante {d}"),
            None => format!("{line} — juega {side}"),
        }
    },
    node_value: |value| format!("Valor para MAX: {value}"),
    crash_report: |crash| {
        let CrashFacts { nodes_without, nodes_with, saved, pct, value_without, value_with } = crash;
        let (nodes_without, nodes_with, saved) = (grouped(*nodes_without), grouped(*nodes_with), grouped(*saved));
        if value_without == value_with {
            format!(
                "Corte agresivo: {nodes_with} nodos en vez de {nodes_without} ({saved} menos, {pct:.0} %), con el mismo valor {value_with}."
            )
        } else {
            format!(
                "Corte agresivo: {nodes_with} nodos en vez de {nodes_without} ({saved} menos, {pct:.0} %), pero el valor pasa de {value_without} a {value_with}: la mejor línea entrega la dama y el corte agresivo nunca la mira."
            )
        }
    },
    branching: |b, depth| format!("Jugadas legales por posición, de media: b = {}; profundidad: d = {depth}. El libro predice:", coma(b)),
    evaluator_title: |evaluator, score, max| {
        let name = match evaluator {
            Evaluator::Seed => "La evaluación del curso (material 1/3/3/5/10, protección y ataque al rey)",
            Evaluator::Full => "La evaluación completa de Poda",
            Evaluator::Material => "Solo material",
        };
        format!("{name}: {score} centipeones para {max} (100 = un peón)")
    },
    term_name: |term| {
        match term {
            Term::Material => "Material",
            Term::PieceSquare => "Colocación de las piezas",
            Term::Mobility => "Movilidad",
            Term::PassedPawns => "Peones pasados",
            Term::SupportedPawns => "Peones protegidos",
            Term::IsolatedPawns => "Peones aislados",
            Term::DoubledPawns => "Peones doblados",
            Term::Threats => "Amenazas",
            Term::Outposts => "Puestos avanzados",
            Term::KingProtection => "Protección del rey",
            Term::KingAttack => "Ataque al rey",
            Term::BishopPair => "Pareja de alfiles",
            Term::RookFiles => "Torres en columnas abiertas",
            Term::Tempo => "Turno de juego",
        }
    },
    term_meaning: |term, evaluator| {
        let seed = evaluator != Evaluator::Full;
        match term {
            Term::Material if seed => "peón 100, caballo 300, alfil 300, torre 500, dama 1000 (1/3/3/5/10)",
            Term::Material => "las piezas del tablero, cada una con su valor ajustado",
            Term::KingProtection if seed => "+10 por cada pieza o peón propio junto al propio rey",
            Term::KingAttack if seed => "+10 por cada pieza o peón que ataca una casilla junto al rey rival",
            Term::KingProtection => "el escudo de peones delante del rey",
            Term::KingAttack => "piezas que atacan las casillas alrededor del rey rival",
            Term::PieceSquare => "las piezas valen más en buenas casillas (caballos en el centro, peones avanzados…)",
            Term::Mobility => "a cuántas casillas puede ir cada pieza",
            Term::PassedPawns => "peones sin peón rival delante ni al lado: pueden coronar",
            Term::SupportedPawns => "peones protegidos por otro peón",
            Term::IsolatedPawns => "peones sin peones propios en las columnas vecinas (una debilidad)",
            Term::DoubledPawns => "dos peones del mismo bando en una columna (una debilidad)",
            Term::Threats => "piezas atacadas por otras de menos valor",
            Term::Outposts => "caballos y alfiles en casillas que ningún peón rival puede atacar",
            Term::BishopPair => "los dos alfiles aún en el tablero",
            Term::RookFiles => "torres en columnas sin peones, o sin peones propios",
            Term::Tempo => "un pequeño premio por tener el turno",
        }
    },
    tictactoe_status: |board, human| {
        match board.winner() {
            Some(w) if w == human => format!("Gana {} — ¡bien jugado!", w.letter()),
            Some(w) => format!("Gana {}: el ordenador encontró la línea ganadora.", w.letter()),
            None if board.is_over() => "Tablas, como predice el árbol si los dos bandos juegan lo mejor posible.".to_string(),
            None if board.turn() == human => format!("Juegas con {}: te toca (pulsa una casilla).", human.letter()),
            None => "El ordenador está pensando…".to_string(),
        }
    },

    // ---- Reading the numbers.
    player: |p| match p {
        Player::White => "las blancas",
        Player::Black => "las negras",
        Player::Mouse => "el ratón",
        Player::Cats => "los gatos",
        Player::X => "X",
        Player::O => "O",
        Player::Max => "MAX",
        Player::Min => "MIN",
    },
    legend: |pov| {
        let (max, min) = ((ES.player)(pov.max), (ES.player)(pov.min));
        match pov.max {
            Player::White | Player::Black => format!(
                "Valores: centipeones (100 = un peón), desde el punto de vista de {max}: {max} son MAX (▲), que mueven en la raíz. + es bueno para {max}, − para {min}; así se escriben todos los números del árbol, de los pasos, del resumen y de la evaluación."
            ),
            Player::X | Player::O => format!(
                "Valores: puntos, desde el punto de vista de {max}: {max} es MAX (▲), que mueve en la raíz. Una victoria vale 100 menos las medias jugadas (de uno u otro bando) desde la raíz hasta la jugada ganadora: 99 es ganar en el acto y 93, ganar tras 7 medias jugadas; una derrota vale lo mismo en negativo, y unas tablas, 0. Donde la búsqueda se para antes del final, el valor son las líneas aún abiertas para {max} menos las aún abiertas para {min}."
            ),
            Player::Mouse => format!(
                "Valores: puntos (la puntuación del ratón, explicada abajo), desde el punto de vista del ratón: {max} es MAX (▲), que mueve en la raíz."
            ),
            Player::Cats => format!(
                "Valores: puntos, desde el punto de vista de los gatos: {max} son MAX (▲), que mueven en la raíz, así que los valores son la puntuación del ratón (explicada abajo) cambiada de signo."
            ),
            Player::Max | Player::Min => "Valores: puntos, desde el punto de vista de MAX: MAX (▲) mueve en la raíz y MIN (▽) responde; las hojas valen lo que dice el árbol.".to_string(),
        }
    },
    legend_short: |pov| {
        let max = (ES.player)(pov.max);
        match pov.max {
            Player::White | Player::Black => format!("Centipeones, desde el lado de {max}: {max} son MAX ▲"),
            Player::X | Player::O => {
                format!("Puntos, desde el lado de {max}: {max} es MAX ▲; ganar vale 100 − medias jugadas")
            }
            Player::Mouse => format!("Puntos (la puntuación del ratón), desde su lado: {max} es MAX ▲"),
            Player::Cats => {
                format!("Puntos, desde el lado de los gatos (los del ratón, en negativo): {max} son MAX ▲")
            }
            Player::Max | Player::Min => "Puntos, desde el lado de MAX: MAX ▲ mueve en la raíz".to_string(),
        }
    },
    to_move: |pov, ply| {
        let p = pov.to_move(ply);
        let role = if p == pov.max { "MAX" } else { "MIN" };
        match p {
            Player::Max | Player::Min => format!("aquí mueve {role}"),
            _ => format!("aquí mueve{} {}: {role}", plural(p), (ES.player)(p)),
        }
    },
    after_move: |label| format!("tras {label}"),
    mate_note: |pov, shown, mate| {
        let n = mate.moves;
        let mater = if mate.for_max { pov.max } else { pov.min };
        let who = ES.player_role(pov, mater);
        let name = (ES.player)(mater);
        let nth = if n == 1 { "primera jugada".to_string() } else { format!("jugada {n}") };
        if mate.for_max {
            format!("{shown} = mate en {n} para {who}: da mate con su {nth}, contada desde la raíz.")
        } else {
            format!("{shown} = mate en {n} para {who}: MAX recibe mate con la {nth} de {name}, contada desde la raíz.")
        }
    },
    zero_width_note: |alpha, beta, engine| format!(
        "α = {alpha}, β = {beta}: una ventana de anchura cero (β = α + 1). Ningún valor cabe entre los dos, así que la búsqueda solo pregunta si el valor supera α (y entonces es al menos β) o no (y entonces es como mucho α).{}",
        if engine { " Una prueba rápida de sí o no: el motor vuelve a buscar con una ventana más ancha cuando la respuesta importa." } else { "" }
    ),
    win_note: |pov, shown, win| {
        let winner = if win.for_max { pov.max } else { pov.min };
        let who = ES.player_role(pov, winner);
        let p = win.plies;
        let sum = if win.for_max { format!("100 − {p}") } else { format!("−(100 − {p})") };
        match p {
            1 => format!("{shown} = victoria de {who} con la primera media jugada desde la raíz ({sum})."),
            _ => format!("{shown} = victoria de {who} a {} de la raíz ({sum}).", medias_jugadas(p)),
        }
    },
    horizon_note: |capture, ply, reply| {
        let unseen = match reply {
            Some(r) => format!("Nunca ve la respuesta {r}, que recupera la pieza"),
            None => "Nunca ve la respuesta".to_string(),
        };
        format!(
            "Efecto horizonte: la mejor línea termina con la captura {capture} en la media jugada {ply}, la última que mira esta búsqueda. {unseen}, así que el valor cuenta material que quizá no se gana de verdad. Una búsqueda más profunda, o una que sigue con las capturas más allá de su profundidad (una búsqueda de quiescencia, como la de Poda), no cae en esta trampa."
        )
    },
    no_prediction: |why| {
        let reason = match why {
            NoPrediction::TooShallow { depth } => format!(
                "a profundidad {depth} alfa-beta no puede podar nada, así que evalúa todas las jugadas en cualquier orden (las fórmulas valen a partir de la profundidad 2)."
            ),
            NoPrediction::UnevenDepth { shallowest, depth, .. } => format!(
                "las fórmulas del libro son para un árbol uniforme, con todas las hojas a profundidad d = {depth}, pero aquí hay partidas que terminan antes, la primera tras {}.",
                medias_jugadas(*shallowest)
            ),
            NoPrediction::UnevenBranching { fewest, most, branching } => format!(
                "las fórmulas del libro son para un árbol uniforme, donde cada posición tiene el mismo número b de jugadas, pero aquí las posiciones tienen de {fewest} a {most} jugadas ({} de media), y bᵈ, (¾·b)ᵈ y b^⌈d/2⌉ + b^⌊d/2⌋ − 1 no dicen nada fiable de un árbol así.",
                coma(*branching)
            ),
            NoPrediction::TooSparse { branching, depth, random, perfect } => format!(
                "con b = {} y d = {depth} el árbol está demasiado poco ramificado para las estimaciones: la del orden aleatorio, (¾·b)ᵈ = {}, sale por debajo de la del orden perfecto, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {}, el mínimo de hojas que alfa-beta puede evaluar.",
                coma(*branching),
                coma(*random),
                coma(*perfect)
            ),
        };
        format!("Sin predicción para este árbol: {reason}")
    },

    // ---- The story of a search.
    iterations_intro: |aspiration| format!(
        "Poda busca a profundidad 1, luego a 2, luego a 3…, cada vez desde la raíz. Cada iteración deja en la \
             tabla de transposiciones la mejor jugada de cada posición que buscó, así que la siguiente mira \
             primero las mejores jugadas y poda antes (sus aciertos en la tabla son las posiciones que la \
             tabla respondió al momento). Desde la profundidad {aspiration}, la raíz se busca con una ventana \
             estrecha alrededor del valor anterior, una ventana de aspiración: si el valor cae fuera (falla \
             por abajo o por arriba), la raíz se vuelve a buscar con una ventana más ancha. El árbol muestra \
             la última iteración; aquí están todas."
    ),
    new_line_from: |ply| format!("nueva línea desde la media jugada {}", ply + 1),
    ladder_heading: |budget| format!("Lo que aporta cada idea: cuánto profundiza con {budget} nodos"),
    ladder_intro: |budget| format!(
        "Una idea de la búsqueda más en cada fila, en el orden en que las enseña un curso, en la posición del \
             tablero: cada fila muestra la búsqueda más profunda que completa con el mismo presupuesto de \
             {budget} nodos (su profundidad, los nodos que le costó y el tiempo que tardó). Todas evalúan con la fórmula de los apuntes (material, \
             protección del rey, ataque al rey), así que solo cambia la búsqueda. Las tres primeras buscan cada \
             profundidad desde cero, como el libro; a partir de la profundización iterativa, cada fila es la \
             búsqueda de Poda con las ideas siguientes desactivadas."
    ),
    ladder_verdict: |minimax, ordered| {
        let claim = "Los apuntes dicen que, con una buena ordenación de jugadas, alfa-beta llega más o menos al doble de profundidad que minimax";
        if minimax == 0 {
            format!("{claim}; aquí minimax no completa ni una media jugada con el presupuesto.")
        } else if ordered >= 2 * minimax {
            format!("{claim}: aquí se cumple, profundidad {ordered} frente a {minimax}.")
        } else {
            format!(
                "{claim}: aquí no del todo, profundidad {ordered} frente a {minimax}. La cuenta supone un árbol ordenado \
                 a la perfección (con un número de hojas que es, más o menos, la raíz cuadrada del de minimax); ninguna \
                 ordenación real es perfecta, y con pocas medias jugadas de profundidad cada una más es un gran salto."
            )
        }
    },
    idea_name: |idea| match idea {
        Idea::Minimax => "Minimax",
        Idea::AlphaBeta => "Alfa-beta",
        Idea::Ordering => "Ordenación de jugadas",
        Idea::IterativeDeepening => "Profundización iterativa",
        Idea::TranspositionTable => "Tabla de transposiciones",
        Idea::NullMove => "Jugada nula",
        Idea::LateMoveReductions => "Reducción de jugadas tardías",
        Idea::Quiescence => "Búsqueda de quiescencia",
        Idea::MovePruning => "Poda de jugadas",
        Idea::Network => "La red neuronal",
    },
    idea_text: |idea| match idea {
        Idea::Minimax => "Se busca cada jugada hasta la profundidad completa y no se salta nada: el número de posiciones se multiplica por el factor de ramificación (unos 35 en ajedrez) en cada media jugada.",
        Idea::AlphaBeta => "El mismo valor que minimax, pero un nodo deja de mirar sus jugadas en cuanto α ≥ β: el rival nunca dejaría que la partida llegara ahí. Las jugadas se toman en el orden en que se generan, así que una buena jugada encontrada tarde poda poco.",
        Idea::Ordering => "Primero las capturas (la víctima más valiosa, tomada por el atacante menos valioso), luego las jugadas asesinas que podaron a la misma profundidad: la mejor jugada suele llegar primero y las podas llegan pronto.",
        Idea::IterativeDeepening => "Se busca a profundidad 1, luego 2, luego 3…: cada iteración cuesta poco al lado de la última y le dice a la siguiente qué jugada probar primero y qué jugadas podan (el historial).",
        Idea::TranspositionTable => "Se recuerdan las posiciones ya buscadas, a las que se vuelve por otro orden de las mismas jugadas: se toma su valor tal cual o, al menos, se prueba primero su mejor jugada.",
        Idea::NullMove => "Se pasa el turno y se busca menos hondo: si ni con una jugada gratis llega el rival a β, tampoco lo harán las jugadas de verdad, y el nodo se poda con una fracción del coste.",
        Idea::LateMoveReductions => "Las jugadas que llegan tarde, después de las buenas, se buscan primero a menos profundidad, y a la profundidad completa solo si sorprenden.",
        Idea::Quiescence => "En el horizonte se juegan las capturas hasta que la posición está tranquila, para no contar como ganada una dama que se recaptura en la jugada siguiente. Cuesta nodos, pero da valores correctos.",
        Idea::MovePruning => "Las jugadas que no pueden subir α ni siquiera se buscan: las que quedan muy por debajo de α cerca del horizonte (futilidad), las jugadas tranquilas tardías y las capturas que pierden material (SEE).",
        Idea::Network => "La evaluación con la red neuronal de Poda en lugar de la fórmula de los apuntes.",
    },
    rung_value: |depth, nodes, ms| format!("prof. {depth} · {nodes} nodos · {ms} ms"),
    table_report: |table, minimax, positions, hits| format!(
        "Con una tabla de transposiciones, minimax busca {table} nodos en lugar de {minimax}: valora una \
             sola vez cada una de las {positions} posiciones distintas, y las otras {hits} veces que llega a \
             una posición ya valorada (por otro orden de las mismas jugadas) responde la tabla."
    ),
    not_counted: |deepest| format!("solo se cuenta hasta la profundidad {deepest}"),

    // ---- The mouse and the cats.
    mouse_rules: "El ratón y los gatos, el juego de alfa-beta de los apuntes, en las casillas oscuras de un \
             tablero de ajedrez. El ratón (claro, sale de e1) se mueve una casilla en diagonal en cualquier \
             dirección; los cuatro gatos (oscuros, salen de b8, d8, f8 y h8) avanzan una casilla en diagonal \
             hacia delante, hacia abajo del tablero. Empieza el ratón y gana si llega a la fila de arriba; \
             los gatos ganan si lo encierran. Quien no puede mover pierde. Tras cada jugada ves el árbol \
             alfa-beta que exploró el ordenador para elegir su respuesta.",
    mouse_evaluation: "La evaluación es la puntuación del ratón, de 0 a 255: el ratón la maximiza y los gatos la \
             minimizan. 255: el ratón ha llegado a la fila de arriba; 0: está encerrado (una victoria a \
             varias jugadas de distancia vale algo menos). Si no, se supone que los gatos se quedan quietos donde están (los que siguen \
             en la fila de arriba aún no cuentan): si el ratón tiene camino hasta la fila de arriba, 240 \
             menos 10 por cada paso del camino más corto (como mínimo 100); si los gatos le cierran el \
             paso, 20 más 2 por cada casilla que aún alcanza. En el árbol, el bando que mueve en la raíz \
             es MAX: cuando en la raíz mueven los gatos, los valores son la puntuación cambiada de signo (de −255 a 0).",
    convention_heading: "Alfa-beta como lo enseña tu curso",
    convention_values: "Valores",
    values_soft: "fail-soft: el mejor valor visto",
    values_hard: "fail-hard: dentro de (α, β)",
    values_soft_help: "Fail-soft: un nodo devuelve el mejor valor que ha visto, aunque quede fuera de su ventana (α, β).",
    values_hard_help: "Fail-hard: un nodo devuelve su mejor valor ajustado a su ventana, nunca por debajo de α ni por encima de β (una hoja devuelve su propio valor).",
    convention_cut: "Poda",
    cut_ge: "con α ≥ β",
    cut_gt: "solo con α > β",
    cut_ge_help: "Un nodo deja de mirar a sus hijos en cuanto α ≥ β: basta un empate con la cota para podar.",
    cut_gt_help: "Un nodo solo se detiene cuando α > β: un empate con la cota no poda y la búsqueda sigue.",
    mouse_status: |board, human| match board.winner() {
        Some(winner) => {
            let how = match (winner, row_of(board.mouse()) == GOAL_ROW) {
                (MouseSide::Mouse, true) => "El ratón ha llegado a la fila de arriba",
                (MouseSide::Mouse, false) => "Los gatos no pueden mover",
                (MouseSide::Cats, _) => "El ratón está encerrado",
            };
            let who = if winner == human { "¡ganas tú, bien jugado!" } else { "gana el ordenador." };
            format!("{how}: {who}")
        }
        None if board.turn() == human => match human {
            MouseSide::Mouse => "Eres el ratón: te toca (pulsa una casilla a la que pueda ir).",
            MouseSide::Cats => "Eres los gatos: te toca (pulsa un gato y luego su casilla).",
        }
        .to_string(),
        None => "El ordenador está pensando…".to_string(),
    },
    mouse_board_error: |err| match err {
        MouseBoardError::Shape(t) => {
            format!("«{t}» no son ocho filas de «m», «c» y «-» (la de arriba primero) seguidas de «m» o «c» (quién mueve)")
        }
        MouseBoardError::Mice(0) => "no hay ningún ratón en el tablero: debe haber uno".to_string(),
        MouseBoardError::Mice(n) => format!("hay {n} ratones en el tablero: debe haber uno"),
        MouseBoardError::Cats(0) => "no hay ningún gato en el tablero: debe haber de 1 a 4".to_string(),
        MouseBoardError::Cats(n) => format!("hay {n} gatos en el tablero: debe haber de 1 a 4"),
        MouseBoardError::LightSquare(s) => {
            format!("hay una pieza en {s}, una casilla clara: las piezas van en las casillas oscuras")
        }
    },
};

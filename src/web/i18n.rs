//! Every text the page shows, in English and Spanish, and the choice between them.
//!
//! - `texts!` is the one translation table: each fixed text is a [`Text`] variant with a key
//!   (used by `data-i18n` attributes in `index.html`) and its English and Spanish wording side by
//!   side. [`tr`] is an exhaustive match built from it, so a text without both translations does
//!   not compile.
//! - Texts with parameters are small functions next to it ([`to_move`], [`checkmate`],
//!   [`level_label`], [`Notice::text`], [`EngineLine::text`], …), each holding the sentence in
//!   both languages.
//! - [`choose`] picks the language (pure, tested without a browser); the functions after it
//!   ([`set_current`], [`on_change`], [`connect_switch`], …) are the browser side: they read and
//!   write `localStorage`, apply the table to the document and tell listeners to re-render.
//!
//! # Which language
//! `?lang=en|es` in the address wins, then the choice remembered from the switch
//! (`localStorage["poda.lang"]`), then the browser's languages in order of preference (the
//! first English or Spanish one), else English. A bad `?lang=` gives a [`Notice`] and the next
//! rule decides.
//!
//! Only the switch remembers a choice. A link with `?lang=` is often someone else's choice (a
//! shared link, a course page): following it shows the page in that language but does not
//! change what the visitor picked for themselves. When the switch is used on a page opened
//! with `?lang=`, the parameter in the address is replaced too (`history.replaceState`), so
//! that reloading keeps what the user just chose. When `localStorage` is unavailable (a
//! sandboxed frame, some private modes) nothing is remembered and nothing fails.
//!
//! # Adding a text
//! Add a row to the `texts!` table below (variant, key, English, Spanish). For a static text in
//! `index.html`, put the key on the element: `data-i18n="key"` sets its text,
//! `data-i18n-aria-label="key"` (or `-title`, `-placeholder`, `-alt`, `-data-empty`) sets that
//! attribute. Dynamic texts call `tr(current(), Text::…)`, and views re-render in
//! [`on_change`]. Move notation (SAN, UCI, FEN) stays as is in both languages.
//!
//! Details that come from elsewhere as plain text (a message from the worker, a serialisation
//! error) are shown inside a translated sentence but not translated themselves.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlOptionElement, HtmlSelectElement, UrlSearchParams, Window};

use crate::rules::{self, Color, FenError};

/// A language of the page.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The language tag: `"en"` or `"es"` (for `<html lang>`, `?lang=` and storage).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language from a tag: `en`, `ES`, `es-MX`, `en_GB` … (its first subtag, any case).
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The language's own name, as the switch lists it whatever the page's language.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
        }
    }
}

/// Builds [`Text`], its keys and [`tr`] from one table (see the module doc).
macro_rules! texts {
    ($( $(#[$doc:meta])* $variant:ident $key:literal { en: $en:literal, es: $es:literal } )*) => {
        /// A fixed text of the page; [`tr`] gives its wording.
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub enum Text {
            $( $(#[$doc])* $variant, )*
        }

        impl Text {
            pub const ALL: &'static [Text] = &[$( Text::$variant ),*];

            /// The name used by `data-i18n` attributes.
            pub const fn key(self) -> &'static str {
                match self {
                    $( Text::$variant => $key, )*
                }
            }

            /// The text for a `data-i18n` key.
            pub fn from_key(key: &str) -> Option<Text> {
                match key {
                    $( $key => Some(Text::$variant), )*
                    _ => None,
                }
            }
        }

        /// The wording of `text` in `lang`.
        pub const fn tr(lang: Lang, text: Text) -> &'static str {
            match text {
                $( Text::$variant => match lang {
                    Lang::En => $en,
                    Lang::Es => $es,
                }, )*
            }
        }
    };
}

texts! {
    // The page around the board (index.html).
    Title "title" { en: "Poda — chess that shows how it thinks", es: "Poda — ajedrez que muestra cómo piensa" }
    Tagline "tagline" { en: "A chess game that shows how it thinks", es: "Un juego de ajedrez que muestra cómo piensa" }
    /// The label of the language switch.
    Language "language" { en: "Language", es: "Idioma" }
    Board "board" { en: "Chess board", es: "Tablero de ajedrez" }
    Loading "loading" { en: "Loading…", es: "Cargando…" }
    NewGame "new-game" { en: "New game", es: "Nueva partida" }
    TakeBack "take-back" { en: "Take back", es: "Deshacer jugada" }
    Flip "flip" { en: "Flip board", es: "Girar tablero" }
    Stop "stop" { en: "Stop", es: "Detener" }
    EngineMove "engine-move" { en: "Computer move", es: "Jugada del ordenador" }
    Level "level" { en: "Level", es: "Nivel" }
    PlayingLevel "playing-level" { en: "Playing level", es: "Nivel de juego" }
    /// The accessible name of the move list.
    Moves "moves" { en: "Moves", es: "Jugadas" }
    /// Shown in the empty move list.
    NoMoves "no-moves" { en: "No moves yet", es: "Aún no hay jugadas" }
    Fen "fen" { en: "Position (FEN)", es: "Posición (FEN)" }
    Resign "resign" { en: "Resign", es: "Abandonar" }
    ReviewProgress "review-progress" { en: "Analysis", es: "Análisis" }
    ReviewGraph "review-graph" { en: "Evaluation graph: click a point to see that position", es: "Gráfica de evaluación: pulsa un punto para ver esa posición" }
    Nav "nav" { en: "Go through the moves", es: "Recorrer las jugadas" }
    NavFirst "nav-first" { en: "Start of the game", es: "Inicio de la partida" }
    NavBack "nav-back" { en: "Previous move", es: "Jugada anterior" }
    NavForward "nav-forward" { en: "Next move", es: "Jugada siguiente" }
    NavLast "nav-last" { en: "Current position", es: "Posición actual" }
    NavFirstKey "nav-first-key" { en: "Start of the game (Home)", es: "Inicio de la partida (Inicio)" }
    NavBackKey "nav-back-key" { en: "Previous move (←)", es: "Jugada anterior (←)" }
    NavForwardKey "nav-forward-key" { en: "Next move (→)", es: "Jugada siguiente (→)" }
    NavLastKey "nav-last-key" { en: "Current position (End)", es: "Posición actual (Fin)" }
    EvalBar "eval-bar" { en: "Evaluation bar", es: "Barra de evaluación" }
    Sound "sound" { en: "Sound", es: "Sonido" }
    Pv "pv" { en: "Principal variation", es: "Variante principal" }
    Evaluation "evaluation" { en: "Evaluation", es: "Evaluación" }
    Hint "hint" { en: "Hint", es: "Pista" }
    Analyse "analyse" { en: "Analyse game", es: "Analizar partida" }
    Close "close" { en: "Close", es: "Cerrar" }
    PlayAs "play-as" { en: "Play as", es: "Juegas con" }
    SideWhite "side-white" { en: "White", es: "Blancas" }
    SideBlack "side-black" { en: "Black", es: "Negras" }
    SideRandom "side-random" { en: "Random", es: "Al azar" }
    NewGameFen "ng-fen" { en: "Start position (FEN, optional)", es: "Posición inicial (FEN, opcional)" }
    Start "start" { en: "Start", es: "Empezar" }
    Cancel "cancel" { en: "Cancel", es: "Cancelar" }
    ImportExport "import-export" { en: "Import and export", es: "Importar y exportar" }
    ImportLabel "import-label" { en: "Paste a FEN or a PGN", es: "Pega un FEN o un PGN" }
    ImportLoad "import-load" { en: "Load", es: "Cargar" }
    ImportEmpty "import-empty" { en: "Paste a FEN or a PGN first.", es: "Primero pega un FEN o un PGN." }
    CopyFen "copy-fen" { en: "Copy FEN", es: "Copiar FEN" }
    CopyPgn "copy-pgn" { en: "Copy PGN", es: "Copiar PGN" }
    DownloadPgn "download-pgn" { en: "Download PGN", es: "Descargar PGN" }
    Copied "copied" { en: "Copied.", es: "Copiado." }
    CopyFailed "copy-failed" { en: "Could not copy: select the text below and copy it.", es: "No se pudo copiar: selecciona el texto de abajo y cópialo." }

    // The engine line.
    EngineStarting "engine-starting" { en: "Engine: starting…", es: "Motor: arrancando…" }
    EngineReady "engine-ready" { en: "Engine: ready", es: "Motor: listo" }
    EngineUnavailable "engine-unavailable" { en: "Engine: unavailable", es: "Motor: no disponible" }
    EngineRestarting "engine-restarting" { en: "Engine: stopped, restarting…", es: "Motor: detenido, reiniciando…" }

    // Game over.
    Stalemate "stalemate" { en: "Stalemate — draw", es: "Ahogado — tablas" }
    DrawInsufficientMaterial "draw-insufficient-material" {
        en: "Draw by insufficient material", es: "Tablas por material insuficiente" }
    DrawFiftyMoves "draw-fifty-moves" {
        en: "Draw by the fifty-move rule", es: "Tablas por la regla de los cincuenta movimientos" }
    DrawRepetition "draw-repetition" { en: "Draw by threefold repetition", es: "Tablas por triple repetición" }
    Draw "draw" { en: "Draw", es: "Tablas" }

    // The engine's levels (src/engine/levels.rs names them in English), by number.
    Level1 "level-1" { en: "First steps", es: "Primeros pasos" }
    Level2 "level-2" { en: "Novice", es: "Novato" }
    Level3 "level-3" { en: "Beginner (seed depth 3)", es: "Principiante (semilla, profundidad 3)" }
    Level4 "level-4" { en: "Intermediate (seed depth 4)", es: "Intermedio (semilla, profundidad 4)" }
    Level5 "level-5" { en: "Advanced (seed depth 5)", es: "Avanzado (semilla, profundidad 5)" }
    Level6 "level-6" { en: "Club", es: "Club" }
    Level7 "level-7" { en: "Strong club", es: "Club fuerte" }
    Level8 "level-8" { en: "Expert", es: "Experto" }
    Level9 "level-9" { en: "Master", es: "Maestro" }
    Level10 "level-10" { en: "Full strength", es: "Máxima fuerza" }

    // Notices without parameters.
    EngineNotStarted "engine-not-started" { en: "The engine could not be started.", es: "No se pudo iniciar el motor." }
    EngineGaveUp "engine-gave-up" {
        en: "The engine could not be started. Reload the page to try again.",
        es: "No se pudo iniciar el motor. Recarga la página para volver a intentarlo." }

    // The modes (header links).
    ModesLabel "modes" { en: "Mode", es: "Modo" }
    ModePlay "mode-play" { en: "Play", es: "Jugar" }
    ModeTeach "mode-teach" { en: "Teach: search tree", es: "Aprender: árbol de búsqueda" }
    ModeTree "mode-tree" { en: "Example tree", es: "Árbol de ejemplo" }
    ModeTicTacToe "mode-tictactoe" { en: "Tic-tac-toe", es: "Tres en raya" }

    // The teaching view (index.html).
    TeachIntro "teach-intro" {
        en: "The computer's real search, node by node: each position it looked at, the window (α, β) it looked with, the value it found and where α ≥ β cut the search short.",
        es: "La búsqueda real del ordenador, nodo a nodo: cada posición que miró, la ventana (α, β) con que la miró, el valor que encontró y dónde α ≥ β cortó la búsqueda (poda)." }
    TreeIntro "tree-intro" {
        en: "A game tree from the course notes: MAX (▲) moves at the root, MIN (▽) answers. Write your own: the number of children of each node in breadth-first order, a slash, then the leaf values from left to right.",
        es: "Un árbol de juego de los apuntes: MAX (▲) juega en la raíz y MIN (▽) responde. Escribe el tuyo: el número de hijos de cada nodo en anchura, una barra y los valores de las hojas de izquierda a derecha." }
    TicTacToeIntro "tictactoe-intro" {
        en: "Play tic-tac-toe against the computer: after each move you see the whole tree it searched to choose its reply.",
        es: "Juega al tres en raya contra el ordenador: tras cada jugada ves el árbol entero que exploró para elegir su respuesta." }
    Depth "depth" { en: "Depth", es: "Profundidad" }
    Algorithm "algorithm" { en: "Algorithm", es: "Algoritmo" }
    CrashCutLabel "crash-cut" { en: "Crash cut (corte agresivo): skip moves that give up the queen", es: "Corte agresivo: no mirar jugadas que entregan la dama" }
    CrashExample "crash-example" {
        en: "Try the crash cut on a queen sacrifice (Philidor's smothered mate)",
        es: "Prueba el corte agresivo con un sacrificio de dama (el mate de la coz de Philidor)" }
    RunSearch "run-search" { en: "Search", es: "Buscar" }
    FenLabel "fen-label" { en: "Position (FEN)", es: "Posición (FEN)" }
    SetPosition "set-position" { en: "Use this position", es: "Usar esta posición" }
    TreeTextLabel "tree-text-label" { en: "Tree (child counts / leaf values)", es: "Árbol (número de hijos / valores de las hojas)" }
    LoadTree "load-tree" { en: "Load tree", es: "Cargar árbol" }
    NewTicTacToe "new-tictactoe" { en: "New game (sides alternate)", es: "Nueva partida (se alternan los bandos)" }
    StepFirst "step-first" { en: "First step", es: "Primer paso" }
    StepBack "step-back" { en: "Step back", es: "Paso atrás" }
    StepForward "step-forward" { en: "Step forward", es: "Paso adelante" }
    StepLast "step-last" { en: "Last step", es: "Último paso" }
    StepPv "step-pv" { en: "Principal variation", es: "Variante principal" }
    WalkHeading "walk-heading" { en: "Step by step", es: "Paso a paso" }
    StepKeys "step-keys" { en: "Keys: ← → one step, Home and End.", es: "Teclas: ← → un paso, Inicio y Fin." }
    OutlineHeading "outline-heading" { en: "Search tree", es: "Árbol de búsqueda" }
    ExpandAll "expand-all" { en: "Expand all", es: "Desplegar todo" }
    CollapseAll "collapse-all" { en: "Collapse all", es: "Plegar todo" }
    NodeHeading "node-heading" { en: "Selected node", es: "Nodo seleccionado" }
    CountersHeading "counters-heading" { en: "Nodes per algorithm", es: "Nodos por algoritmo" }
    ColAlgorithm "col-algorithm" { en: "Algorithm", es: "Algoritmo" }
    ColNodes "col-nodes" { en: "Nodes", es: "Nodos" }
    ColLeaves "col-leaves" { en: "Leaves", es: "Hojas" }
    ColEbf "col-ebf" { en: "Effective branching", es: "Ramificación efectiva" }
    ColValue "col-value" { en: "Value", es: "Valor" }
    ChartHeading "chart-heading" { en: "Leaves evaluated, measured and predicted (log scale)", es: "Hojas evaluadas, medidas y previstas (escala logarítmica)" }
    ChartLabel "chart-label" { en: "Bar chart of leaves per algorithm on a logarithmic scale", es: "Gráfico de barras de hojas por algoritmo en escala logarítmica" }
    EvalHeading "eval-heading" { en: "Evaluation explained", es: "La evaluación explicada" }

    // The teaching view (dynamic).
    Root "root" { en: "root", es: "raíz" }
    Max "max" { en: "MAX", es: "MAX" }
    Min "min" { en: "MIN", es: "MIN" }
    Expand "expand" { en: "Expand", es: "Desplegar" }
    Collapse "collapse" { en: "Collapse", es: "Plegar" }
    CutOff "cut-off" { en: "✂ α ≥ β: cut-off", es: "✂ α ≥ β: poda" }
    NotRecorded "not-recorded" { en: "children not recorded", es: "hijos no registrados" }
    KindHorizon "kind-horizon" { en: "leaf", es: "hoja" }
    KindTerminal "kind-terminal" { en: "game over", es: "fin de partida" }
    KindPruned "kind-pruned" { en: "pruned", es: "podado" }
    KindCrashCut "kind-crash-cut" { en: "crash cut", es: "corte agresivo" }
    KindQuiescence "kind-quiescence" { en: "quiescence", es: "quiescencia" }
    KindNullMove "kind-null-move" { en: "null move", es: "jugada nula" }
    KindReduced "kind-reduced" { en: "reduced", es: "reducida" }
    KindResearch "kind-research" { en: "re-search", es: "nueva búsqueda" }
    KindTableHit "kind-table-hit" { en: "from the table", es: "de la tabla" }
    KindStaticCut "kind-static-cut" { en: "static cut", es: "corte estático" }
    KindFutile "kind-futile" { en: "skipped: futile", es: "descartada: inútil" }
    AlgoMinimax "algo-minimax" { en: "Minimax", es: "Minimax" }
    AlgoAlphaBeta "algo-alphabeta" { en: "Alpha-beta", es: "Alfa-beta" }
    AlgoOrdered "algo-ordered" { en: "Alpha-beta, ordered moves", es: "Alfa-beta con ordenación" }
    AlgoPoda "algo-poda" { en: "Poda's own search", es: "La búsqueda de Poda" }
    Counting "counting" { en: "counting…", es: "contando…" }
    PredictMinimax "predict-minimax" { en: "minimax, bᵈ", es: "minimax, bᵈ" }
    PredictRandom "predict-random" { en: "alpha-beta, random order, (¾·b)ᵈ", es: "alfa-beta, orden al azar, (¾·b)ᵈ" }
    PredictPerfect "predict-perfect" { en: "alpha-beta, perfect order, b^⌈d/2⌉ + b^⌊d/2⌋ − 1", es: "alfa-beta, orden perfecto, b^⌈d/2⌉ + b^⌊d/2⌋ − 1" }
    Searching "searching" { en: "Searching…", es: "Buscando…" }
    SearchStopped "search-stopped" { en: "Search stopped.", es: "Búsqueda detenida." }
    SearchFailed "search-failed" { en: "The search failed; the worker was restarted.", es: "La búsqueda falló; se reinició el proceso de búsqueda." }
    WalkStart "walk-start" { en: "Before the search: nothing looked at yet. Step forward to begin.", es: "Antes de la búsqueda: aún no se ha mirado nada. Avanza un paso para empezar." }
    NeverEvaluated "never-evaluated" { en: "Never looked at: an earlier move already settled this node.", es: "Nunca se miró: una jugada anterior ya decidió este nodo." }
    ExplainRoot "explain-root" { en: "The evaluation of the position on the board", es: "La evaluación de la posición del tablero" }
    ExplainLeaf "explain-leaf" { en: "The evaluation of the selected leaf", es: "La evaluación de la hoja seleccionada" }
    Term "term" { en: "Term", es: "Término" }
    White "white" { en: "White", es: "Blancas" }
    Black "black" { en: "Black", es: "Negras" }
    Meaning "meaning" { en: "What it counts", es: "Qué cuenta" }

    // The play page (promotion, typed moves, saved games).
    /// The accessible name of the promotion chooser.
    Promotion "promotion" { en: "Promote to", es: "Coronar en" }
    PromoteQueen "promote-queen" { en: "Queen", es: "Dama" }
    PromoteRook "promote-rook" { en: "Rook", es: "Torre" }
    PromoteBishop "promote-bishop" { en: "Bishop", es: "Alfil" }
    PromoteKnight "promote-knight" { en: "Knight", es: "Caballo" }
    AlwaysQueen "always-queen" { en: "Always promote to a queen", es: "Coronar siempre en dama" }
    /// The label of the box where a move is typed in SAN.
    MoveInput "move-input" { en: "Move", es: "Jugada" }
    MovePlaceholder "move-placeholder" { en: "e.g. e4, Nf3, O-O", es: "p. ej. e4, Nf3, O-O" }
    MoveGameOver "move-game-over" { en: "The game is over: start a new game to play on.", es: "La partida ha terminado: empieza una nueva para seguir jugando." }
    MoveNotYourTurn "move-not-your-turn" { en: "Wait: it is the computer's turn.", es: "Espera: le toca al ordenador." }
    MoveEmpty "move-empty" { en: "Type a move first, like e4 or Nf3.", es: "Escribe primero una jugada, como e4 o Nf3." }
}

// ---- Texts with parameters ---------------------------------------------------------------

/// Who is about to move, as the status line says it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mover {
    /// The person at the board.
    Human,
    /// The computer, not yet asked.
    Computer,
    /// The computer, searching.
    ComputerThinking,
}

/// The status line while the game goes on: "White to move — your turn", "Check! …".
pub fn to_move(lang: Lang, turn: Color, mover: Mover, check: bool) -> String {
    let who = match (lang, mover) {
        (Lang::En, Mover::Human) => format!("{} to move — your turn", color_en(turn)),
        (Lang::En, Mover::Computer) => format!("{} (computer) to move", color_en(turn)),
        (Lang::En, Mover::ComputerThinking) => format!("{} (computer) is thinking…", color_en(turn)),
        (Lang::Es, Mover::Human) => format!("Juegan las {} — tu turno", color_es(turn)),
        (Lang::Es, Mover::Computer) => format!("Juegan las {} (ordenador)", color_es(turn)),
        (Lang::Es, Mover::ComputerThinking) => format!("El ordenador ({}) está pensando…", color_es(turn)),
    };
    if !check {
        return who;
    }
    match lang {
        Lang::En => format!("Check! {who}"),
        Lang::Es => format!("¡Jaque! {who}"),
    }
}

/// "Checkmate — Black wins".
pub fn checkmate(lang: Lang, winner: Color) -> String {
    match lang {
        Lang::En => format!("Checkmate — {} wins", color_en(winner)),
        Lang::Es => format!("Jaque mate — ganan las {}", color_es(winner)),
    }
}

/// "White resigns — Black wins".
pub fn resigned(lang: Lang, winner: Color) -> String {
    let loser = match winner {
        Color::White => Color::Black,
        Color::Black => Color::White,
    };
    match lang {
        Lang::En => format!("{} resigns — {} wins", color_en(loser), color_en(winner)),
        Lang::Es => format!("Las {} abandonan — ganan las {}", color_es(loser), color_es(winner)),
    }
}

/// What the screen reader hears after a move: "White played e4", "Black (computer) played
/// Nf6". SAN is read as written.
pub fn announce_move(lang: Lang, mover: Color, computer: bool, san: &str) -> String {
    match (lang, computer) {
        (Lang::En, false) => format!("{} played {san}", color_en(mover)),
        (Lang::En, true) => format!("{} (computer) played {san}", color_en(mover)),
        (Lang::Es, false) => format!("Las {} jugaron {san}", color_es(mover)),
        (Lang::Es, true) => format!("Las {} (ordenador) jugaron {san}", color_es(mover)),
    }
}

/// "Analysing… 12 of 41 positions".
pub fn review_progress(lang: Lang, done: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Analysing… {done} of {total} positions"),
        Lang::Es => format!("Analizando… {done} de {total} posiciones"),
    }
}

/// A side's judged moves: "White: 1 inaccuracy, 0 mistakes, 2 blunders".
pub fn review_counts(lang: Lang, side: Color, (inaccuracies, mistakes, blunders): (usize, usize, usize)) -> String {
    let n = |count: usize, one: &str, many: &str| format!("{count} {}", if count == 1 { one } else { many });
    match lang {
        Lang::En => format!(
            "{}: {}, {}, {}",
            color_en(side),
            n(inaccuracies, "inaccuracy", "inaccuracies"),
            n(mistakes, "mistake", "mistakes"),
            n(blunders, "blunder", "blunders")
        ),
        Lang::Es => format!(
            "{}: {}, {}, {}",
            if side == Color::White { "Blancas" } else { "Negras" },
            n(inaccuracies, "imprecisión", "imprecisiones"),
            n(mistakes, "error", "errores"),
            n(blunders, "error grave", "errores graves")
        ),
    }
}

/// The title of a judged move: "Blunder. Better: Nf3".
pub fn judged_move(lang: Lang, judgement: crate::web::analysis::review::Judgement, better: &str) -> String {
    use crate::web::analysis::review::Judgement;
    let what = match (lang, judgement) {
        (Lang::En, Judgement::Inaccuracy) => "Inaccuracy",
        (Lang::En, Judgement::Mistake) => "Mistake",
        (Lang::En, Judgement::Blunder) => "Blunder",
        (Lang::Es, Judgement::Inaccuracy) => "Imprecisión",
        (Lang::Es, Judgement::Mistake) => "Error",
        (Lang::Es, Judgement::Blunder) => "Error grave",
    };
    match lang {
        Lang::En => format!("{what}. Better: {better}"),
        Lang::Es => format!("{what}. Mejor: {better}"),
    }
}

/// How a drawn game ended (stalemate, insufficient material, fifty moves, repetition).
pub fn draw(lang: Lang, reason: rules::Status) -> &'static str {
    let text = match reason {
        rules::Status::Stalemate => Text::Stalemate,
        rules::Status::InsufficientMaterial => Text::DrawInsufficientMaterial,
        rules::Status::FiftyMoveRule => Text::DrawFiftyMoves,
        rules::Status::ThreefoldRepetition => Text::DrawRepetition,
        rules::Status::Ongoing | rules::Status::Checkmate { .. } => Text::Draw,
    };
    tr(lang, text)
}

fn color_en(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// As in "juegan las blancas": the sides are "las blancas" and "las negras".
fn color_es(color: Color) -> &'static str {
    match color {
        Color::White => "blancas",
        Color::Black => "negras",
    }
}

/// The name of engine level `number`, or `None` for a level the table does not know.
pub fn level_name(lang: Lang, number: u8) -> Option<&'static str> {
    let text = match number {
        1 => Text::Level1,
        2 => Text::Level2,
        3 => Text::Level3,
        4 => Text::Level4,
        5 => Text::Level5,
        6 => Text::Level6,
        7 => Text::Level7,
        8 => Text::Level8,
        9 => Text::Level9,
        10 => Text::Level10,
        _ => return None,
    };
    Some(tr(lang, text))
}

/// "3 · Beginner (seed depth 3)": an entry of the level menu (the engine's own name for a
/// level the table does not know).
pub fn level_label(lang: Lang, level: &crate::engine::Level) -> String {
    format!("{} · {}", level.number, level_name(lang, level.number).unwrap_or(level.name))
}

/// Why the worker was replaced.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Restart {
    /// The user pressed Stop (or started a new game) during a search.
    Stopped,
    /// The worker died.
    Crashed,
}

/// What the engine line under the buttons says.
#[derive(Clone, PartialEq, Debug)]
pub enum EngineLine {
    Starting,
    Ready,
    Unavailable,
    /// Stop was pressed; the fresh worker is not ready yet.
    Restarting,
    Restarted {
        cause: Restart,
        ms: f64,
    },
    /// A search report: depth, the score from White's side, the speed (`speed` as
    /// `crate::web::analysis::eval::speed` writes it).
    Searching {
        depth: u32,
        eval: Option<crate::web::analysis::eval::Eval>,
        speed: String,
    },
    Played {
        san: String,
    },
    /// The level menu changed.
    Level {
        number: u8,
    },
    /// The worker's network arrived: the strongest levels evaluate with it from now on.
    Network {
        hidden: u32,
    },
}

impl EngineLine {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            EngineLine::Starting => tr(lang, Text::EngineStarting).to_string(),
            EngineLine::Ready => tr(lang, Text::EngineReady).to_string(),
            EngineLine::Unavailable => tr(lang, Text::EngineUnavailable).to_string(),
            EngineLine::Restarting => tr(lang, Text::EngineRestarting).to_string(),
            EngineLine::Restarted { cause, ms } => match (lang, cause, ms.round() as i64) {
                (Lang::En, Restart::Stopped, ms) => format!("Engine: stopped and restarted in {ms} ms"),
                (Lang::En, Restart::Crashed, ms) => format!("Engine: crashed and restarted in {ms} ms"),
                (Lang::Es, Restart::Stopped, ms) => format!("Motor: detenido y reiniciado en {ms} ms"),
                (Lang::Es, Restart::Crashed, ms) => format!("Motor: falló y se reinició en {ms} ms"),
            },
            EngineLine::Searching { depth, eval, speed } => {
                let score = eval.map(|e| e.text()).unwrap_or_default();
                match lang {
                    Lang::En => format!("Engine: depth {depth} · {score} · {speed} nodes/s"),
                    Lang::Es => format!("Motor: profundidad {depth} · {score} · {speed} nodos/s"),
                }
            }
            EngineLine::Played { san } => match lang {
                Lang::En => format!("Engine: played {san}"),
                Lang::Es => format!("Motor: jugó {san}"),
            },
            EngineLine::Network { hidden } => match lang {
                Lang::En => format!("Engine: neural network ready (NNUE 768→{hidden}×2→1)"),
                Lang::Es => format!("Motor: red neuronal lista (NNUE 768→{hidden}×2→1)"),
            },
            EngineLine::Level { number } => {
                let name = level_name(lang, *number).unwrap_or("");
                match lang {
                    Lang::En => format!("Engine: level {number} · {name}"),
                    Lang::Es => format!("Motor: nivel {number} · {name}"),
                }
            }
        }
    }
}

/// A message in the notice box: a page option that could not be used, or an engine failure.
#[derive(Clone, PartialEq, Debug)]
pub enum Notice {
    /// `?fen=` is not a valid position.
    BadFen(FenError),
    /// `?depth=` is not a number from 1 to `max`.
    BadDepth {
        text: String,
        max: u32,
    },
    /// `?level=` is not a level number.
    BadLevel {
        text: String,
        max: u8,
    },
    /// `?movetime=` is not a positive number of milliseconds.
    BadMovetime {
        text: String,
    },
    /// `?lang=` is not a language of the page.
    /// `?mode=` is not one of the page's modes.
    BadMode {
        text: String,
    },
    BadLang {
        text: String,
    },
    /// A worker message that could not be read (the detail is not translated).
    EngineUnreadable {
        detail: String,
    },
    /// `postMessage` failed (the detail is not translated).
    EngineUnreachable {
        detail: String,
    },
    EngineNotStarted,
    /// Several starts in a row failed.
    EngineGaveUp,
    /// The worker's best move is not legal here.
    EngineIllegalMove {
        uci: String,
    },
    /// The worker's own error message (in English).
    EngineError {
        message: String,
    },
    /// `?pgn=` is not a game that can be read.
    BadPgn(crate::rules::pgn::PgnError),
    /// An embedding parameter (`side`, `orientation`, `controls`, `interactive`, `parent`)
    /// with a value it cannot take; `expected` lists the values it can.
    BadParam {
        name: &'static str,
        text: String,
        expected: &'static str,
    },
    /// The saved game was dropped; a new game starts.
    GameDropped(crate::web::saved::SavedError),
    /// The saved preferences were dropped; the defaults apply.
    PrefsDropped(crate::web::saved::SavedError),
}

impl Notice {
    pub fn text(&self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::En, Notice::BadFen(err)) => format!(
                "Could not use the position in the link ({}). Starting from the usual position instead.",
                fen_error(lang, err)
            ),
            (Lang::Es, Notice::BadFen(err)) => format!(
                "No se pudo usar la posición del enlace ({}). Se empieza desde la posición inicial.",
                fen_error(lang, err)
            ),
            (Lang::En, Notice::BadDepth { text, max }) => {
                format!("The search depth must be a number from 1 to {max}, not {text:?}.")
            }
            (Lang::Es, Notice::BadDepth { text, max }) => {
                format!("La profundidad de búsqueda debe ser un número del 1 al {max}, no {text:?}.")
            }
            (Lang::En, Notice::BadLevel { text, max }) => {
                format!("The level must be a number from 1 to {max}, not {text:?}.")
            }
            (Lang::Es, Notice::BadLevel { text, max }) => {
                format!("El nivel debe ser un número del 1 al {max}, no {text:?}.")
            }
            (Lang::En, Notice::BadMovetime { text }) => {
                format!("The thinking time must be a number of milliseconds, not {text:?}.")
            }
            (Lang::Es, Notice::BadMovetime { text }) => {
                format!("El tiempo de reflexión debe ser un número de milisegundos, no {text:?}.")
            }
            (Lang::En, Notice::BadLang { text }) => {
                format!("The language in the link (lang) must be \"en\" or \"es\", not {text:?}.")
            }
            (Lang::Es, Notice::BadLang { text }) => {
                format!("El idioma del enlace (lang) debe ser \"es\" o \"en\", no {text:?}.")
            }
            (Lang::En, Notice::BadMode { text }) => format!(
                "The mode in the link (mode) must be play, teach, tree or tictactoe, not {text:?}. Showing the game."
            ),
            (Lang::Es, Notice::BadMode { text }) => format!(
                "El modo del enlace (mode) debe ser play, teach, tree o tictactoe, no {text:?}. Se muestra la partida."
            ),
            (Lang::En, Notice::EngineUnreadable { detail }) => {
                format!("The engine sent something unreadable: {detail}")
            }
            (Lang::Es, Notice::EngineUnreadable { detail }) => format!("El motor envió algo ilegible: {detail}"),
            (Lang::En, Notice::EngineUnreachable { detail }) => format!("Could not reach the engine: {detail}"),
            (Lang::Es, Notice::EngineUnreachable { detail }) => format!("No se pudo comunicar con el motor: {detail}"),
            (_, Notice::EngineNotStarted) => tr(lang, Text::EngineNotStarted).to_string(),
            (_, Notice::EngineGaveUp) => tr(lang, Text::EngineGaveUp).to_string(),
            (Lang::En, Notice::EngineIllegalMove { uci }) => format!("The engine proposed an illegal move ({uci})."),
            (Lang::Es, Notice::EngineIllegalMove { uci }) => format!("El motor propuso una jugada ilegal ({uci})."),
            (Lang::En, Notice::EngineError { message }) => format!("Engine error: {message}"),
            (Lang::Es, Notice::EngineError { message }) => format!("Error del motor: {message}"),
            (_, Notice::BadParam { name, text, expected }) => bad_param(lang, name, text, expected),
            (Lang::En, Notice::BadPgn(err)) => format!(
                "Could not use the game in the link ({}). Starting from the usual position instead.",
                pgn_error(lang, err)
            ),
            (Lang::Es, Notice::BadPgn(err)) => format!(
                "No se pudo usar la partida del enlace ({}). Se empieza desde la posición inicial.",
                pgn_error(lang, err)
            ),
            (Lang::En, Notice::GameDropped(err)) => {
                format!("The saved game could not be restored ({}), so a new game starts.", saved_error(lang, err))
            }
            (Lang::Es, Notice::GameDropped(err)) => {
                format!(
                    "No se pudo recuperar la partida guardada ({}); empieza una partida nueva.",
                    saved_error(lang, err)
                )
            }
            (Lang::En, Notice::PrefsDropped(err)) => {
                format!("The saved preferences could not be used ({}); the defaults apply.", saved_error(lang, err))
            }
            (Lang::Es, Notice::PrefsDropped(err)) => {
                format!(
                    "No se pudieron usar las preferencias guardadas ({}); se usan las de siempre.",
                    saved_error(lang, err)
                )
            }
        }
    }
}

/// Why a FEN was refused. The English is the rules' own wording (`FenError`'s `Display`).
pub fn fen_error(lang: Lang, err: &FenError) -> String {
    if lang == Lang::En {
        return err.to_string();
    }
    let side = |color: Color| format!("las {}", color_es(color));
    match err {
        FenError::Empty => "FEN vacío".to_string(),
        FenError::WrongFieldCount { found } => format!(
            "un FEN tiene 6 campos (tablero, turno, enroques, al paso, contador de medias jugadas, número de jugada); tiene {found}"
        ),
        FenError::WrongRowCount { board, found } => {
            format!("el tablero '{board}' tiene {found} filas separadas por '/'; necesita 8")
        }
        FenError::BadRow { row, rank } => format!("la fila {rank} del tablero ('{row}') no describe 8 casillas"),
        FenError::UnknownPiece { ch, row } => format!("letra de pieza desconocida '{ch}' en la fila '{row}' del tablero"),
        FenError::WrongKingCount { color, count } => {
            format!("{} tienen {count} reyes; hace falta exactamente 1", side(*color))
        }
        FenError::TooManyPieces { color } => format!("{} tienen más de 16 piezas o más de 8 peones", side(*color)),
        FenError::PawnOnBackRank { square } => {
            format!("un peón en {square}: los peones no pueden estar en la primera ni en la última fila")
        }
        FenError::BadSideToMove { text } => format!("el turno '{text}' no es 'w' ni 'b'"),
        FenError::OpponentInCheck { color } => {
            format!("{} están en jaque, pero no les toca jugar", side(*color))
        }
        FenError::BadCastling { text } => format!("el campo de enroque '{text}' no es '-' ni letras de 'KQkq'"),
        FenError::CastlingWithoutPieces { right } => {
            format!("el enroque '{right}' necesita el rey y la torre en sus casillas iniciales")
        }
        FenError::BadEnPassant { text } => format!("el campo de captura al paso '{text}' no es '-' ni una casilla"),
        FenError::ImpossibleEnPassant { square } => {
            format!("la casilla de captura al paso {square} no puede seguir a un avance doble de peón en esta posición")
        }
        FenError::BadHalfmoveClock { text } => format!("el contador de medias jugadas '{text}' no es un número"),
        FenError::BadFullmoveNumber { text } => format!("el número de jugada '{text}' no es un número positivo"),
    }
}

/// The name of a piece a pawn can promote to (`None` for a pawn or a king).
pub fn promotion_name(lang: Lang, role: rules::Role) -> Option<&'static str> {
    let text = match role {
        rules::Role::Queen => Text::PromoteQueen,
        rules::Role::Rook => Text::PromoteRook,
        rules::Role::Bishop => Text::PromoteBishop,
        rules::Role::Knight => Text::PromoteKnight,
        rules::Role::Pawn | rules::Role::King => return None,
    };
    Some(tr(lang, text))
}

/// "a, b or c" ("a, b o c").
fn one_of(lang: Lang, items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            let or = if lang == Lang::En { "or" } else { "o" };
            format!("{} {or} {last}", rest.join(", "))
        }
    }
}

/// Why a move typed in the box was not played: a sentence shown beside the box.
pub fn typed_move_error(lang: Lang, err: &crate::web::board::state::TypedMoveError) -> String {
    use crate::web::board::state::TypedMoveError;
    match (lang, err) {
        (_, TypedMoveError::GameOver) => tr(lang, Text::MoveGameOver).to_string(),
        (_, TypedMoveError::NotYourTurn) => tr(lang, Text::MoveNotYourTurn).to_string(),
        (Lang::En, TypedMoveError::Ambiguous { text, candidates }) => {
            format!("{text} is ambiguous: it could be {}. Say which piece moves.", one_of(lang, candidates))
        }
        (Lang::Es, TypedMoveError::Ambiguous { text, candidates }) => {
            format!("{text} es ambigua: puede ser {}. Indica qué pieza mueve.", one_of(lang, candidates))
        }
        (_, TypedMoveError::San(err)) => san_error(lang, err),
    }
}

/// Why a SAN move was refused, as a sentence.
pub fn san_error(lang: Lang, err: &rules::SanError) -> String {
    use rules::SanError;
    match (lang, err) {
        (_, SanError::Empty) => tr(lang, Text::MoveEmpty).to_string(),
        (Lang::En, SanError::Syntax { text }) => {
            format!("\u{201c}{text}\u{201d} is not a move in algebraic notation (like e4, Nf3, e8=Q or O-O).")
        }
        (Lang::Es, SanError::Syntax { text }) => {
            format!("«{text}» no es una jugada en notación algebraica (como e4, Nf3, e8=Q u O-O).")
        }
        (Lang::En, SanError::Illegal { text }) => format!("{text} is not a legal move in this position."),
        (Lang::Es, SanError::Illegal { text }) => format!("{text} no es una jugada legal en esta posición."),
        (Lang::En, SanError::Ambiguous { text, candidates }) => {
            format!("{text} is ambiguous: it could be {}.", one_of(lang, candidates))
        }
        (Lang::Es, SanError::Ambiguous { text, candidates }) => {
            format!("{text} es ambigua: puede ser {}.", one_of(lang, candidates))
        }
        (Lang::En, SanError::MissingPromotion { text }) => {
            format!("{text} reaches the last rank: add the piece, e.g. {text}=Q or {text}=N.")
        }
        (Lang::Es, SanError::MissingPromotion { text }) => {
            format!("{text} llega a la última fila: añade la pieza, p. ej. {text}=Q o {text}=N.")
        }
    }
}

/// Why a pasted or linked PGN could not be read: where (game, line) and what.
pub fn pgn_error(lang: Lang, err: &rules::pgn::PgnError) -> String {
    use rules::pgn::{PgnError, MAX_VARIATION_DEPTH};
    if lang == Lang::En {
        return format!("Not a valid PGN: {err}.");
    }
    let at = err.at();
    let game = &at.game;
    let mut place = format!("partida {}", game.number);
    if game.white.is_some() || game.black.is_some() {
        place.push_str(&format!(
            " ({} - {})",
            game.white.as_deref().unwrap_or("?"),
            game.black.as_deref().unwrap_or("?")
        ));
    }
    place.push_str(&format!(", línea {}", at.line));
    let what = match err {
        PgnError::BadTag { text, .. } => format!("«{text}» no es una etiqueta como [White \"Morphy\"]"),
        PgnError::BadFen { fen, error, .. } => format!("la etiqueta FEN «{fen}»: {}", fen_error(lang, error)),
        PgnError::BadMove { text, error, .. } => format!("la jugada {text}: {}", san_error(lang, error)),
        PgnError::BadNag { text, .. } => format!("«{text}» no es un NAG ($0 a $255)"),
        PgnError::UnclosedComment { .. } => "un comentario abierto con «{» no se cierra".to_string(),
        PgnError::UnclosedVariation { .. } => "una variante abierta con «(» no se cierra".to_string(),
        PgnError::UnmatchedParenthesis { .. } => "«)» no cierra ninguna variante".to_string(),
        PgnError::VariationWithoutMove { .. } => "una variante «(» antes de ninguna jugada".to_string(),
        PgnError::VariationsTooDeep { .. } => format!("variantes anidadas a más de {MAX_VARIATION_DEPTH} niveles"),
    };
    format!("No es un PGN válido: {place}: {}.", what.trim_end_matches('.'))
}

/// Why a pasted or linked game could not be loaded.
pub fn load_error(lang: Lang, err: &crate::web::board::state::LoadError) -> String {
    use crate::web::board::state::LoadError;
    match err {
        LoadError::Empty => tr(lang, Text::ImportEmpty).to_string(),
        LoadError::Fen(err) => match lang {
            Lang::En => format!("Not a valid FEN: {}.", fen_error(lang, err)),
            Lang::Es => format!("No es un FEN válido: {}.", fen_error(lang, err)),
        },
        LoadError::Pgn(err) => pgn_error(lang, err),
    }
}

/// Why a stored game or stored preferences could not be used.
pub fn saved_error(lang: Lang, err: &crate::web::saved::SavedError) -> String {
    use crate::web::saved::SavedError;
    match (lang, err) {
        (Lang::En, SavedError::NotJson) => "it is not readable".to_string(),
        (Lang::Es, SavedError::NotJson) => "no se puede leer".to_string(),
        (Lang::En, SavedError::OtherVersion { found }) => {
            format!("it was saved by another version of Poda (version {found})")
        }
        (Lang::Es, SavedError::OtherVersion { found }) => {
            format!("se guardó con otra versión de Poda (versión {found})")
        }
        (Lang::En, SavedError::BadField { field }) => format!("its field {field} is missing or wrong"),
        (Lang::Es, SavedError::BadField { field }) => format!("su campo {field} falta o es erróneo"),
        (_, SavedError::BadFen(err)) => fen_error(lang, err),
        (Lang::En, SavedError::IllegalMove { index, uci }) => format!("its move {} ({uci}) is not legal", index + 1),
        (Lang::Es, SavedError::IllegalMove { index, uci }) => {
            format!("su jugada {} ({uci}) no es legal", index + 1)
        }
    }
}

// ---- Choosing the language ---------------------------------------------------------------

/// Where the switch's choice is remembered.
pub const STORAGE_KEY: &str = "poda.lang";

/// The page's language from `?lang=` (`param`), the remembered choice (`stored`) and the
/// browser's preferred languages (`browser`, as `navigator.languages`), in that order; English
/// when none of them names English or Spanish. A `param` that is not a language gives a
/// [`Notice::BadLang`] and is otherwise ignored; a bad `stored` value is ignored silently.
///
/// # Examples
/// ```ignore
/// use poda::web::i18n::{choose, Lang};
/// let browser = ["fr-FR".to_string(), "es-AR".to_string()];
/// assert_eq!(choose(None, None, &browser).0, Lang::Es);
/// assert_eq!(choose(Some("en"), Some("es"), &browser).0, Lang::En);
/// ```
pub fn choose(param: Option<&str>, stored: Option<&str>, browser: &[String]) -> (Lang, Option<Notice>) {
    let mut notice = None;
    if let Some(text) = param {
        match Lang::from_code(text) {
            Some(lang) => return (lang, None),
            None => notice = Some(Notice::BadLang { text: text.to_string() }),
        }
    }
    let lang = stored
        .and_then(Lang::from_code)
        .or_else(|| browser.iter().find_map(|tag| Lang::from_code(tag)))
        .unwrap_or(Lang::En);
    (lang, notice)
}

// ---- The teaching view -------------------------------------------------------------------

/// A URL parameter that could not be used: names it, shows the bad value and what is expected.
pub fn bad_param(lang: Lang, name: &str, text: &str, expected: &str) -> String {
    match lang {
        Lang::En => format!("The link's {name} ({text:?}) cannot be used: {expected}. The default is used."),
        Lang::Es => format!("No se puede usar {name} del enlace ({text:?}): {expected}. Se usa el valor por defecto."),
    }
}

/// Why a tree's text was refused.
pub fn tree_error(lang: Lang, err: &crate::teach::abstract_tree::TreeError) -> String {
    use crate::teach::abstract_tree::{TreeError, MAX_NODES};
    if lang == Lang::En {
        return err.to_string();
    }
    match err {
        TreeError::Empty => "el árbol está vacío".to_string(),
        TreeError::MissingSlash => "falta la / entre el número de hijos y los valores de las hojas".to_string(),
        TreeError::ExtraSlash => "solo se admite una /".to_string(),
        TreeError::BadCount(t) => format!("el número de hijos {t:?} no es un entero desde 0"),
        TreeError::BadValue(t) => format!("el valor de hoja {t:?} no es un número entero"),
        TreeError::TooManyNodes => format!("el árbol tiene más de {MAX_NODES} nodos"),
        TreeError::TooManyCounts { counts, nodes } => {
            format!("se dieron {counts} números de hijos pero el árbol solo tiene {nodes} nodos")
        }
        TreeError::ValueCount { leaves, values } => {
            format!("el árbol tiene {leaves} hojas pero se dieron {values} valores")
        }
    }
}

/// Why a tic-tac-toe board was refused.
pub fn board_error(lang: Lang, err: &crate::teach::tictactoe::BoardError) -> String {
    use crate::teach::tictactoe::BoardError;
    if lang == Lang::En {
        return err.to_string();
    }
    match err {
        BoardError::Shape(t) => format!("{t:?} no son nueve casillas de x, o y -"),
        BoardError::Counts { x, o } => format!("{x} X y {o} O no pueden darse (empieza X)"),
        BoardError::Impossible => "ninguna partida llega a este tablero".to_string(),
    }
}

pub fn engine_unreadable(lang: Lang, detail: &str) -> String {
    Notice::EngineUnreadable { detail: detail.to_string() }.text(lang)
}

pub fn engine_unreachable(lang: Lang, detail: &str) -> String {
    Notice::EngineUnreachable { detail: detail.to_string() }.text(lang)
}

pub fn engine_error(lang: Lang, message: &str) -> String {
    Notice::EngineError { message: message.to_string() }.text(lang)
}

/// A mate score: "#3" for mate in 3 for MAX, "−#3" when MAX is mated.
pub fn mate_value(_lang: Lang, for_max: bool, moves: i32) -> String {
    if for_max {
        format!("#{moves}")
    } else {
        format!("−#{moves}")
    }
}

/// What the tree summary says.
pub struct SummaryFacts<'a> {
    pub algorithm: &'a str,
    /// `None` for abstract trees (searched to their leaves).
    pub depth: Option<u32>,
    pub value: String,
    pub pv: String,
    pub nodes: u64,
    pub leaves: u64,
    /// Leaves minimax evaluates and this search did not (once minimax's count is known).
    pub pruned: Option<u64>,
    pub cutoffs: u64,
    pub kept: usize,
    pub dropped: u64,
    /// The tree was kept by levels, down to this ply.
    pub ply_limit: Option<u32>,
    /// The engine's own search: only its last iteration is kept.
    pub last_iteration: bool,
    /// With the crash cut on: the moves it refused.
    pub crash_skipped: Option<u64>,
}

pub fn tree_summary(lang: Lang, f: &SummaryFacts) -> String {
    let mut s = match (lang, f.depth) {
        (Lang::En, Some(d)) => format!("{} to depth {d}: value {} for the side to move", f.algorithm, f.value),
        (Lang::En, None) => format!("{}: the root is worth {}", f.algorithm, f.value),
        (Lang::Es, Some(d)) => format!("{} a profundidad {d}: valor {} para el bando que juega", f.algorithm, f.value),
        (Lang::Es, None) => format!("{}: la raíz vale {}", f.algorithm, f.value),
    };
    if !f.pv.is_empty() {
        s += &match lang {
            Lang::En => format!(", best line {}", f.pv),
            Lang::Es => format!(", mejor línea {}", f.pv),
        };
    }
    s += &match lang {
        Lang::En => format!(". {} nodes, {} leaves evaluated", f.nodes, f.leaves),
        Lang::Es => format!(". {} nodos, {} hojas evaluadas", f.nodes, f.leaves),
    };
    if let Some(p) = f.pruned {
        s += &match lang {
            Lang::En => format!(", {p} leaves never evaluated (pruned)"),
            Lang::Es => format!(", {p} hojas nunca evaluadas (podadas)"),
        };
    }
    s += &match lang {
        Lang::En => format!(", {} cut-offs.", f.cutoffs),
        Lang::Es => format!(", {} podas.", f.cutoffs),
    };
    if let Some(n) = f.crash_skipped {
        s += &match lang {
            Lang::En => format!(" The crash cut skipped {n} moves."),
            Lang::Es => format!(" El corte agresivo descartó {n} jugadas."),
        };
    }
    if f.last_iteration && f.dropped > 0 {
        s += &match lang {
            Lang::En => format!(
                " The tree shows the last iteration of iterative deepening ({} nodes); the {} nodes of the earlier, shallower iterations were counted but not kept.",
                f.kept, f.dropped
            ),
            Lang::Es => format!(
                " El árbol muestra la última iteración de la profundización iterativa ({} nodos); los {} nodos de las iteraciones anteriores, menos profundas, se contaron pero no se guardaron.",
                f.kept, f.dropped
            ),
        };
    } else if let (true, Some(ply)) = (f.dropped > 0, f.ply_limit) {
        s += &match lang {
            Lang::En => format!(
                " The tree keeps every node down to ply {ply} ({} nodes); the other {} were searched and counted but not kept.",
                f.kept, f.dropped
            ),
            Lang::Es => format!(
                " El árbol guarda todos los nodos hasta el nivel {ply} ({} nodos); los otros {} se buscaron y contaron pero no se guardaron.",
                f.kept, f.dropped
            ),
        };
    } else if f.dropped > 0 {
        s += &match lang {
            Lang::En => format!(
                " The tree shows the first {} nodes; the other {} were searched and counted but not kept.",
                f.kept, f.dropped
            ),
            Lang::Es => format!(
                " El árbol muestra los primeros {} nodos; los otros {} se buscaron y contaron pero no se guardaron.",
                f.kept, f.dropped
            ),
        };
    }
    s
}

pub fn step_label(lang: Lang, step: usize, steps: usize) -> String {
    match lang {
        Lang::En => format!("Step {step} of {steps}"),
        Lang::Es => format!("Paso {step} de {steps}"),
    }
}

fn side_name(lang: Lang, max: bool) -> &'static str {
    tr(lang, if max { Text::Max } else { Text::Min })
}

/// Entering a node.
pub fn walk_enter(
    lang: Lang,
    node: &str,
    max: bool,
    alpha: &str,
    beta: &str,
    kind: crate::teach::tree::NodeKind,
) -> String {
    let side = side_name(lang, max);
    let goal = match (lang, max) {
        (Lang::En, true) => "MAX looks for a value above α",
        (Lang::En, false) => "MIN looks for a value below β",
        (Lang::Es, true) => "MAX busca un valor mayor que α",
        (Lang::Es, false) => "MIN busca un valor menor que β",
    };
    let kind_note = match kind {
        crate::teach::tree::NodeKind::Interior => String::new(),
        k => kind_text(k).map(|t| format!(" [{}]", tr(lang, t))).unwrap_or_default(),
    };
    match lang {
        Lang::En => format!("Enter {node} ({side}) with α = {alpha}, β = {beta}: {goal}.{kind_note}"),
        Lang::Es => format!("Entra en {node} ({side}) con α = {alpha}, β = {beta}: {goal}.{kind_note}"),
    }
}

/// The facts of leaving a node.
pub struct LeaveFacts {
    pub node: String,
    pub value: String,
    pub parent: String,
    pub parent_max: bool,
    /// The parent's window after taking the value, or `None` at the root.
    pub window: Option<(String, String)>,
    pub cut: bool,
    pub skipped: Vec<String>,
    pub kind: crate::teach::tree::NodeKind,
}

/// How a node that is left got its value, when it is a leaf.
fn leave_how(lang: Lang, kind: crate::teach::tree::NodeKind) -> &'static str {
    use crate::teach::tree::NodeKind;
    match (lang, kind) {
        (Lang::En, NodeKind::Horizon) => " (evaluated: the search stops at this depth)",
        (Lang::Es, NodeKind::Horizon) => " (evaluada: la búsqueda se detiene a esta profundidad)",
        (Lang::En, NodeKind::Terminal) => " (the game is over here)",
        (Lang::Es, NodeKind::Terminal) => " (aquí termina la partida)",
        _ => "",
    }
}

/// Entering a node in plain minimax, which has no window: each side takes its best value.
pub fn walk_enter_minimax(lang: Lang, node: &str, max: bool) -> String {
    let side = side_name(lang, max);
    match (lang, max) {
        (Lang::En, true) => format!("Enter {node} ({side}): MAX will take the largest value among its moves."),
        (Lang::En, false) => format!("Enter {node} ({side}): MIN will take the smallest value among its moves."),
        (Lang::Es, true) => format!("Entra en {node} ({side}): MAX se quedará con el mayor valor de sus jugadas."),
        (Lang::Es, false) => format!("Entra en {node} ({side}): MIN se quedará con el menor valor de sus jugadas."),
    }
}

/// Leaving a node in plain minimax: the parent's best value so far (`None` at the root).
pub fn walk_leave_minimax(
    lang: Lang,
    node: &str,
    value: &str,
    parent: Option<(&str, bool, &str)>,
    kind: crate::teach::tree::NodeKind,
) -> String {
    let how = leave_how(lang, kind);
    match (lang, parent) {
        (Lang::En, None) => format!("The search is over: the root is worth {value}."),
        (Lang::Es, None) => format!("La búsqueda ha terminado: la raíz vale {value}."),
        (Lang::En, Some((p, max, best))) => {
            format!("Leave {node} with value {value}{how}. Back at {p} ({}): best so far {best}.", side_name(lang, max))
        }
        (Lang::Es, Some((p, max, best))) => format!(
            "Sale de {node} con valor {value}{how}. De vuelta en {p} ({}): lo mejor hasta ahora, {best}.",
            side_name(lang, max)
        ),
    }
}

/// A node on the current path in plain minimax: its best value so far.
pub fn best_so_far(lang: Lang, best: &str) -> String {
    match lang {
        Lang::En => format!("best so far {best}"),
        Lang::Es => format!("lo mejor hasta ahora, {best}"),
    }
}

pub fn walk_leave(lang: Lang, f: &LeaveFacts) -> String {
    let how = leave_how(lang, f.kind);
    let Some((alpha, beta)) = &f.window else {
        return match lang {
            Lang::En => format!("The search is over: the root is worth {}.", f.value),
            Lang::Es => format!("La búsqueda ha terminado: la raíz vale {}.", f.value),
        };
    };
    let side = side_name(lang, f.parent_max);
    let mut s = match lang {
        Lang::En => format!(
            "Leave {} with value {}{how}. Back at {} ({side}): α = {alpha}, β = {beta}.",
            f.node, f.value, f.parent
        ),
        Lang::Es => format!(
            "Sale de {} con valor {}{how}. De vuelta en {} ({side}): α = {alpha}, β = {beta}.",
            f.node, f.value, f.parent
        ),
    };
    if f.cut {
        let rest = f.skipped.join(", ");
        s += &match (lang, f.skipped.is_empty()) {
            (Lang::En, true) => " α ≥ β: cut-off (no moves were left to look at).".to_string(),
            (Lang::Es, true) => " α ≥ β: poda (no quedaban jugadas por mirar).".to_string(),
            (Lang::En, false) => {
                format!(" α ≥ β: cut-off! The opponent will never allow this line, so {rest} are not looked at.")
            }
            (Lang::Es, false) => {
                format!(" α ≥ β: ¡poda! El rival nunca permitirá esta línea, así que no se miran {rest}.")
            }
        };
    }
    s
}

/// The label of a node kind worth naming in a row.
pub fn kind_text(kind: crate::teach::tree::NodeKind) -> Option<Text> {
    use crate::teach::tree::NodeKind;
    Some(match kind {
        NodeKind::Interior => return None,
        NodeKind::Horizon => Text::KindHorizon,
        NodeKind::Terminal => Text::KindTerminal,
        NodeKind::Pruned => Text::KindPruned,
        NodeKind::CrashCut => Text::KindCrashCut,
        NodeKind::Quiescence => Text::KindQuiescence,
        NodeKind::NullMove => Text::KindNullMove,
        NodeKind::Reduced => Text::KindReduced,
        NodeKind::Research => Text::KindResearch,
        NodeKind::TableHit => Text::KindTableHit,
        NodeKind::StaticCut => Text::KindStaticCut,
        NodeKind::Futile => Text::KindFutile,
    })
}

/// The selected node: its line from the root, its side and the depth left.
pub fn node_line(lang: Lang, line: &str, max: bool, depth: Option<i32>) -> String {
    let side = side_name(lang, max);
    let line = if line.is_empty() { tr(lang, Text::Root).to_string() } else { line.to_string() };
    match (lang, depth) {
        (Lang::En, Some(d)) => format!("{line} — {side} to move, depth left {d}"),
        (Lang::Es, Some(d)) => format!("{line} — juega {side}, profundidad restante {d}"),
        (Lang::En, None) => format!("{line} — {side} to move"),
        (Lang::Es, None) => format!("{line} — juega {side}"),
    }
}

pub fn node_value(lang: Lang, value: &str) -> String {
    match lang {
        Lang::En => format!("Value for MAX: {value}"),
        Lang::Es => format!("Valor para MAX: {value}"),
    }
}

/// What the crash cut saved, and what it changed.
pub fn crash_report(lang: Lang, nodes_without: u64, nodes_with: u64, value_without: &str, value_with: &str) -> String {
    let saved = nodes_without.saturating_sub(nodes_with);
    let pct = if nodes_without > 0 { saved as f64 * 100.0 / nodes_without as f64 } else { 0.0 };
    let same = value_without == value_with;
    match (lang, same) {
        (Lang::En, true) => format!(
            "Crash cut: {nodes_with} nodes instead of {nodes_without} ({saved} fewer, {pct:.0} %), same value {value_with}."
        ),
        (Lang::En, false) => format!(
            "Crash cut: {nodes_with} nodes instead of {nodes_without} ({saved} fewer, {pct:.0} %), but the value changes from {value_without} to {value_with}: the best line gives up the queen, and the crash cut never looks at it."
        ),
        (Lang::Es, true) => format!(
            "Corte agresivo: {nodes_with} nodos en vez de {nodes_without} ({saved} menos, {pct:.0} %), mismo valor {value_with}."
        ),
        (Lang::Es, false) => format!(
            "Corte agresivo: {nodes_with} nodos en vez de {nodes_without} ({saved} menos, {pct:.0} %), pero el valor pasa de {value_without} a {value_with}: la mejor línea entrega la dama y el corte agresivo nunca la mira."
        ),
    }
}

/// The average branching factor and what the predictions use.
pub fn branching(lang: Lang, b: f64, depth: u32) -> String {
    match lang {
        Lang::En => format!("Average legal moves per position b = {b:.1}, depth d = {depth}. The textbook predicts:"),
        Lang::Es => {
            format!("Jugadas legales por posición, de media, b = {b:.1}, profundidad d = {depth}. El libro predice:")
        }
    }
}

/// The heading of one evaluator's breakdown.
pub fn evaluator_title(lang: Lang, evaluator: crate::engine::eval::Evaluator, score: i32, turn: Color) -> String {
    use crate::engine::eval::Evaluator;
    let name = match (lang, evaluator) {
        (Lang::En, Evaluator::Seed) => "The course's evaluation (material 1/3/3/5/10, king protection, king attack)",
        (Lang::Es, Evaluator::Seed) => "La evaluación del curso (material 1/3/3/5/10, protección y ataque al rey)",
        (Lang::En, Evaluator::Full) => "Poda's full evaluation",
        (Lang::Es, Evaluator::Full) => "La evaluación completa de Poda",
        (Lang::En, Evaluator::Material) => "Material only",
        (Lang::Es, Evaluator::Material) => "Solo material",
    };
    let white = if turn == Color::White { score } else { -score };
    match lang {
        Lang::En => format!("{name}: {white:+} centipawns for White (100 = one pawn)"),
        Lang::Es => format!("{name}: {white:+} centipeones para las blancas (100 = un peón)"),
    }
}

pub fn term_name(lang: Lang, term: crate::engine::eval::Term) -> &'static str {
    use crate::engine::eval::Term::*;
    match (lang, term) {
        (Lang::En, Material) => "Material",
        (Lang::Es, Material) => "Material",
        (Lang::En, PieceSquare) => "Piece placement",
        (Lang::Es, PieceSquare) => "Colocación de las piezas",
        (Lang::En, Mobility) => "Mobility",
        (Lang::Es, Mobility) => "Movilidad",
        (Lang::En, PassedPawns) => "Passed pawns",
        (Lang::Es, PassedPawns) => "Peones pasados",
        (Lang::En, SupportedPawns) => "Supported pawns",
        (Lang::Es, SupportedPawns) => "Peones protegidos",
        (Lang::En, IsolatedPawns) => "Isolated pawns",
        (Lang::Es, IsolatedPawns) => "Peones aislados",
        (Lang::En, DoubledPawns) => "Doubled pawns",
        (Lang::Es, DoubledPawns) => "Peones doblados",
        (Lang::En, Threats) => "Threats",
        (Lang::Es, Threats) => "Amenazas",
        (Lang::En, Outposts) => "Outposts",
        (Lang::Es, Outposts) => "Puestos avanzados",
        (Lang::En, KingProtection) => "King protection",
        (Lang::Es, KingProtection) => "Protección del rey",
        (Lang::En, KingAttack) => "King attack",
        (Lang::Es, KingAttack) => "Ataque al rey",
        (Lang::En, BishopPair) => "Bishop pair",
        (Lang::Es, BishopPair) => "Pareja de alfiles",
        (Lang::En, RookFiles) => "Rooks on open files",
        (Lang::Es, RookFiles) => "Torres en columnas abiertas",
        (Lang::En, Tempo) => "Side to move",
        (Lang::Es, Tempo) => "Turno de juego",
    }
}

/// What a term counts, in words a student understands.
pub fn term_meaning(
    lang: Lang,
    term: crate::engine::eval::Term,
    evaluator: crate::engine::eval::Evaluator,
) -> &'static str {
    use crate::engine::eval::{Evaluator, Term::*};
    let seed = evaluator != Evaluator::Full;
    match (lang, term) {
        (Lang::En, Material) if seed => "pawn 100, knight 300, bishop 300, rook 500, queen 1000 (1/3/3/5/10)",
        (Lang::Es, Material) if seed => "peón 100, caballo 300, alfil 300, torre 500, dama 1000 (1/3/3/5/10)",
        (Lang::En, Material) => "the pieces on the board, each at its tuned value",
        (Lang::Es, Material) => "las piezas del tablero, cada una con su valor ajustado",
        (Lang::En, KingProtection) if seed => "+10 for each own piece or pawn next to the own king",
        (Lang::Es, KingProtection) if seed => "+10 por cada pieza o peón propio junto al propio rey",
        (Lang::En, KingAttack) if seed => "+10 for each piece or pawn that attacks a square next to the enemy king",
        (Lang::Es, KingAttack) if seed => "+10 por cada pieza o peón que ataca una casilla junto al rey rival",
        (Lang::En, KingProtection) => "the pawn shield in front of the king",
        (Lang::Es, KingProtection) => "el escudo de peones delante del rey",
        (Lang::En, KingAttack) => "pieces hitting the squares around the enemy king",
        (Lang::Es, KingAttack) => "piezas que golpean las casillas alrededor del rey rival",
        (Lang::En, PieceSquare) => "pieces score more on good squares (knights in the centre, pawns advanced …)",
        (Lang::Es, PieceSquare) => "las piezas valen más en buenas casillas (caballos en el centro, peones avanzados…)",
        (Lang::En, Mobility) => "how many squares each piece can reach",
        (Lang::Es, Mobility) => "a cuántas casillas puede ir cada pieza",
        (Lang::En, PassedPawns) => "pawns with no enemy pawn in front or beside: they may queen",
        (Lang::Es, PassedPawns) => "peones sin peón rival delante ni al lado: pueden coronar",
        (Lang::En, SupportedPawns) => "pawns protected by another pawn",
        (Lang::Es, SupportedPawns) => "peones protegidos por otro peón",
        (Lang::En, IsolatedPawns) => "pawns with no friendly pawn on the files beside them (a weakness)",
        (Lang::Es, IsolatedPawns) => "peones sin peones propios en las columnas vecinas (una debilidad)",
        (Lang::En, DoubledPawns) => "two pawns of one side on the same file (a weakness)",
        (Lang::Es, DoubledPawns) => "dos peones del mismo bando en una columna (una debilidad)",
        (Lang::En, Threats) => "pieces attacked by cheaper ones",
        (Lang::Es, Threats) => "piezas atacadas por otras de menos valor",
        (Lang::En, Outposts) => "knights and bishops on squares no enemy pawn can attack",
        (Lang::Es, Outposts) => "caballos y alfiles en casillas que ningún peón rival puede atacar",
        (Lang::En, BishopPair) => "both bishops still on the board",
        (Lang::Es, BishopPair) => "los dos alfiles aún en el tablero",
        (Lang::En, RookFiles) => "rooks on files with no pawns, or none of their own",
        (Lang::Es, RookFiles) => "torres en columnas sin peones, o sin peones propios",
        (Lang::En, Tempo) => "a small bonus for having the move",
        (Lang::Es, Tempo) => "un pequeño premio por tener el turno",
    }
}

/// The tic-tac-toe status line.
pub fn tictactoe_status(
    lang: Lang,
    board: &crate::teach::tictactoe::Board,
    human: crate::teach::tictactoe::Mark,
) -> String {
    let you = human.letter();
    match (lang, board.winner()) {
        (Lang::En, Some(w)) if w == human => format!("{} wins — well played!", w.letter()),
        (Lang::Es, Some(w)) if w == human => format!("Ganan las {} — ¡bien jugado!", w.letter()),
        (Lang::En, Some(w)) => format!("{} wins: the computer found the line.", w.letter()),
        (Lang::Es, Some(w)) => format!("Ganan las {}: el ordenador encontró la línea.", w.letter()),
        (Lang::En, None) if board.is_over() => "Draw — as the tree predicts with best play.".to_string(),
        (Lang::Es, None) if board.is_over() => "Tablas — como predice el árbol con el mejor juego.".to_string(),
        (Lang::En, None) if board.turn() == human => format!("You play {you}: your move (click a cell)."),
        (Lang::Es, None) if board.turn() == human => format!("Juegas con {you}: te toca (pulsa una casilla)."),
        (Lang::En, None) => "The computer is thinking…".to_string(),
        (Lang::Es, None) => "El ordenador está pensando…".to_string(),
    }
}

// ---- In the browser ----------------------------------------------------------------------

type Listener = Rc<dyn Fn(Lang)>;

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static LISTENERS: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
}

/// The page's language now (English until [`set_current`] is first called).
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Calls `listener` after every [`set_current`], with the new language: a view re-renders
/// its dynamic texts there (the `data-i18n` ones are already done).
pub fn on_change(listener: impl Fn(Lang) + 'static) {
    LISTENERS.with(|l| l.borrow_mut().push(Rc::new(listener)));
}

/// Makes `lang` the page's language: sets `<html lang>`, rewrites every `data-i18n*` text of
/// the document (when there is one), then calls the [`on_change`] listeners, so a view's own
/// text wins over the initial text an element may carry as `data-i18n` (as `#status` does).
/// Remembers nothing: the switch calls [`remember`].
pub fn set_current(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        apply(&document, lang);
    }
    // A copy, so that a listener may itself register listeners.
    let listeners: Vec<Listener> = LISTENERS.with(|l| l.borrow().clone());
    for listener in listeners {
        listener(lang);
    }
}

/// The attributes that `data-i18n-<attribute>="key"` may set.
const ATTRIBUTES: [&str; 5] = ["aria-label", "title", "placeholder", "alt", "data-empty"];

/// Writes the table's texts into `document`: `<html lang>`, the text of every `[data-i18n]`
/// element and every `[data-i18n-<attribute>]` attribute. Unknown keys are left as they are
/// (and logged).
pub fn apply(document: &Document, lang: Lang) {
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    for_each_keyed(document, "data-i18n", |element, text| element.set_text_content(Some(tr(lang, text))));
    for attribute in ATTRIBUTES {
        for_each_keyed(document, &format!("data-i18n-{attribute}"), |element, text| {
            let _ = element.set_attribute(attribute, tr(lang, text));
        });
    }
}

fn for_each_keyed(document: &Document, marker: &str, mut f: impl FnMut(&Element, Text)) {
    let Ok(nodes) = document.query_selector_all(&format!("[{marker}]")) else { return };
    for i in 0..nodes.length() {
        let Some(element) = nodes.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        let key = element.get_attribute(marker).unwrap_or_default();
        match Text::from_key(&key) {
            Some(text) => f(&element, text),
            None => web_sys::console::warn_1(&format!("poda: no text for {marker}=\"{key}\"").into()),
        }
    }
}

/// The choice remembered by the switch, if storage can be read.
pub fn remembered(window: &Window) -> Option<String> {
    window.local_storage().ok().flatten()?.get_item(STORAGE_KEY).ok().flatten()
}

/// Remembers `lang` for the next visits; does nothing when storage is unavailable or full.
pub fn remember(window: &Window, lang: Lang) {
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(STORAGE_KEY, lang.code());
    }
}

/// The browser's preferred languages (`navigator.languages`, else `navigator.language`).
pub fn browser_languages(window: &Window) -> Vec<String> {
    let navigator = window.navigator();
    let tags: Vec<String> = navigator.languages().iter().filter_map(|tag| tag.as_string()).collect();
    if tags.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        tags
    }
}

/// The language for this page load (see [`choose`]), from the address, storage and browser.
pub fn choose_in(window: &Window) -> (Lang, Option<Notice>) {
    let param = window.location().search().ok().and_then(|s| UrlSearchParams::new_with_str(&s).ok()?.get("lang"));
    choose(param.as_deref(), remembered(window).as_deref(), &browser_languages(window))
}

/// Fills the language `select` with the languages (each in its own name) and makes it switch:
/// a change remembers the choice, replaces a `?lang=` in the address, and calls
/// [`set_current`]. The select follows [`current`] when the language changes elsewhere.
///
/// # Errors
/// When an option cannot be created or added.
pub fn connect_switch(window: &Window, select: &HtmlSelectElement) -> Result<(), JsValue> {
    for lang in Lang::ALL {
        let option = HtmlOptionElement::new_with_text_and_value(lang.name(), lang.code())?;
        option.set_attribute("lang", lang.code())?;
        select.append_child(&option)?;
    }
    select.set_value(current().code());
    let window = window.clone();
    let chosen = select.clone();
    let on_select = Closure::<dyn FnMut()>::new(move || {
        let Some(lang) = Lang::from_code(&chosen.value()) else { return };
        remember(&window, lang);
        replace_lang_param(&window, lang);
        set_current(lang);
    });
    select.set_onchange(Some(on_select.as_ref().unchecked_ref()));
    // The switch lives as long as the page.
    on_select.forget();
    let follower = select.clone();
    on_change(move |lang| follower.set_value(lang.code()));
    Ok(())
}

/// Rewrites `?lang=` in the address to `lang`, if the address has one (no reload, no new
/// history entry), so that a reload keeps the switch's choice.
fn replace_lang_param(window: &Window, lang: Lang) {
    let location = window.location();
    let Ok(search) = location.search() else { return };
    let Ok(params) = UrlSearchParams::new_with_str(&search) else { return };
    if params.get("lang").is_none() {
        return;
    }
    params.set("lang", lang.code());
    let url = format!("?{}{}", String::from(params.to_string()), location.hash().unwrap_or_default());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

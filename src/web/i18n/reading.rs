//! The teaching view's words on how to read its numbers, in both languages together: whose
//! point of view and what unit the values are in (the legend), who is to move at a node, what a
//! mate score, a zero-width window and a tic-tac-toe score mean, the horizon effect, and why the
//! textbook's predictions are left out for a tree. The numbers themselves are read in
//! `teach::point_of_view`, `teach::horizon` and `teach::predict`.

use super::{san, Lang};
use crate::teach::horizon::HorizonCapture;
use crate::teach::point_of_view::{Mate, Player, PointOfView, Win};
use crate::teach::predict::NoPrediction;

/// A player's name as a sentence's subject: "White", "the mouse" / "las blancas", "el ratón".
pub fn player(lang: Lang, p: Player) -> &'static str {
    match (lang, p) {
        (Lang::En, Player::White) => "White",
        (Lang::En, Player::Black) => "Black",
        (Lang::En, Player::Mouse) => "the mouse",
        (Lang::En, Player::Cats) => "the cats",
        (Lang::Es, Player::White) => "las blancas",
        (Lang::Es, Player::Black) => "las negras",
        (Lang::Es, Player::Mouse) => "el ratón",
        (Lang::Es, Player::Cats) => "los gatos",
        (_, Player::X) => "X",
        (_, Player::O) => "O",
        (_, Player::Max) => "MAX",
        (_, Player::Min) => "MIN",
    }
}

/// The player with its role: "Black (MAX)", "las negras (MAX)"; MAX or MIN alone in an abstract
/// tree.
pub fn player_role(lang: Lang, pov: &PointOfView, p: Player) -> String {
    let role = if p == pov.max { "MAX" } else { "MIN" };
    match p {
        Player::Max | Player::Min => role.to_string(),
        _ => format!("{} ({role})", player(lang, p)),
    }
}

/// Who MAX is, for the summary's "value … for …".
pub fn for_max(lang: Lang, pov: &PointOfView) -> String {
    player_role(lang, pov, pov.max)
}

fn capital(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The legend above the tree: the unit, and whose point of view the values are from.
pub fn legend(lang: Lang, pov: &PointOfView) -> String {
    let (max, min) = (player(lang, pov.max), player(lang, pov.min));
    match (lang, pov.max) {
        (Lang::En, Player::White | Player::Black) => format!(
            "Values: centipawns (100 = one pawn), from {max}'s point of view: {max} is MAX (▲), to move at the root. + is good for {max}, − for {min}; every number in the tree, the steps, the summary and the evaluation is written this way."
        ),
        (Lang::Es, Player::White | Player::Black) => format!(
            "Valores: centipeones (100 = un peón), desde el punto de vista de {max}: {max} son MAX (▲), que mueven en la raíz. + es bueno para {max}, − para {min}; así se escriben todos los números del árbol, de los pasos, del resumen y de la evaluación."
        ),
        (Lang::En, Player::X | Player::O) => format!(
            "Values: points, from {max}'s point of view: {max} is MAX (▲), to move at the root. A win is worth 100 minus the plies (moves of either side) from the root to the winning move: 99 wins at once, 93 after 7 plies; a loss is the same, negative; a draw is 0. Where the search stops before the end, the value is the lines still open for {max} minus those still open for {min}."
        ),
        (Lang::Es, Player::X | Player::O) => format!(
            "Valores: puntos, desde el punto de vista de {max}: {max} es MAX (▲), que mueve en la raíz. Una victoria vale 100 menos las medias jugadas (de uno u otro bando) desde la raíz hasta la jugada ganadora: 99 gana en el acto, 93 tras 7 medias jugadas; una derrota, lo mismo en negativo; unas tablas, 0. Donde la búsqueda se para antes del final, el valor son las líneas aún abiertas para {max} menos las aún abiertas para {min}."
        ),
        (Lang::En, Player::Mouse) => format!(
            "Values: points (the mouse's score, explained below), from the mouse's point of view: {max} is MAX (▲), to move at the root."
        ),
        (Lang::Es, Player::Mouse) => format!(
            "Valores: puntos (la puntuación del ratón, explicada abajo), desde el punto de vista del ratón: {max} es MAX (▲), que mueve en la raíz."
        ),
        (Lang::En, Player::Cats) => format!(
            "Values: points, from the cats' point of view: {max} are MAX (▲), to move at the root, so the values are the mouse's score (explained below) negated."
        ),
        (Lang::Es, Player::Cats) => format!(
            "Valores: puntos, desde el punto de vista de los gatos: {max} son MAX (▲), que mueven en la raíz, así que los valores son la puntuación del ratón (explicada abajo) cambiada de signo."
        ),
        (Lang::En, _) => "Values: points, from MAX's point of view: MAX (▲) moves at the root, MIN (▽) answers; the leaves' values are as the tree gives them.".to_string(),
        (Lang::Es, _) => "Valores: puntos, desde el punto de vista de MAX: MAX (▲) mueve en la raíz y MIN (▽) responde; las hojas valen lo que dice el árbol.".to_string(),
    }
}

/// The legend in one short line, for the compact embedded view.
pub fn legend_short(lang: Lang, pov: &PointOfView) -> String {
    let max = player(lang, pov.max);
    match (lang, pov.max) {
        (Lang::En, Player::White | Player::Black) => format!("Centipawns, from {max}'s side: {max} is MAX ▲"),
        (Lang::Es, Player::White | Player::Black) => format!("Centipeones, desde el lado de {max}: {max} son MAX ▲"),
        (Lang::En, Player::X | Player::O) => format!("Points, from {max}'s side: {max} is MAX ▲; a win is 100 − plies"),
        (Lang::Es, Player::X | Player::O) => {
            format!("Puntos, desde el lado de {max}: {max} es MAX ▲; ganar vale 100 − medias jugadas")
        }
        (Lang::En, Player::Mouse) => format!("Points (the mouse's score), from the mouse's side: {max} is MAX ▲"),
        (Lang::Es, Player::Mouse) => format!("Puntos (la puntuación del ratón), desde su lado: {max} es MAX ▲"),
        (Lang::En, Player::Cats) => format!("Points, from the cats' side (the mouse's score negated): {max} are MAX ▲"),
        (Lang::Es, Player::Cats) => {
            format!("Puntos, desde el lado de los gatos (la del ratón con el signo cambiado): {max} son MAX ▲")
        }
        (Lang::En, _) => "Points, from MAX's side: MAX ▲ moves at the root".to_string(),
        (Lang::Es, _) => "Puntos, desde el lado de MAX: MAX ▲ mueve en la raíz".to_string(),
    }
}

/// A node's badge's longer name: who is to move there.
pub fn to_move(lang: Lang, pov: &PointOfView, ply: u32) -> String {
    let p = pov.to_move(ply);
    let role = if p == pov.max { "MAX" } else { "MIN" };
    match (lang, p) {
        (Lang::En, Player::Max | Player::Min) => format!("{role} to move here"),
        (Lang::Es, Player::Max | Player::Min) => format!("aquí mueve {role}"),
        (Lang::En, _) => format!("{} to move here: {role}", capital(player(lang, p))),
        (Lang::Es, _) => format!("aquí mueve{} {}: {role}", plural(p), player(lang, p)),
    }
}

fn plural(p: Player) -> &'static str {
    if matches!(p, Player::White | Player::Black | Player::Cats) {
        "n"
    } else {
        ""
    }
}

/// The node reached by a move, as an outline row names it: "after e4" / "tras e4".
pub fn after_move(lang: Lang, label: &str) -> String {
    match lang {
        Lang::En => format!("after {label}"),
        Lang::Es => format!("tras {label}"),
    }
}

/// What a mate score shown as `shown` means.
pub fn mate_note(lang: Lang, pov: &PointOfView, shown: &str, mate: Mate) -> String {
    let n = mate.moves;
    let mater = if mate.for_max { pov.max } else { pov.min };
    let who = player_role(lang, pov, mater);
    let name = player(lang, mater);
    let (en_move, es_move) = if n == 1 {
        ("first move".to_string(), "primera jugada".to_string())
    } else {
        (format!("move {n}"), format!("jugada {n}"))
    };
    match (lang, mate.for_max) {
        (Lang::En, true) => {
            format!("{shown} = mate in {n} for {who}: it mates with its {en_move}, counted from the root.")
        }
        (Lang::En, false) => {
            format!("{shown} = mate in {n} for {who}: MAX is mated by {name}'s {en_move}, counted from the root.")
        }
        (Lang::Es, true) => {
            format!("{shown} = mate en {n} para {who}: da mate con su {es_move}, contada desde la raíz.")
        }
        (Lang::Es, false) => format!(
            "{shown} = mate en {n} para {who}: MAX recibe mate con la {es_move} de {name}, contada desde la raíz."
        ),
    }
}

/// What a zero-width window (β = α + 1) means; `engine`: in the engine's own search, which
/// asks such questions on purpose.
pub fn zero_width_note(lang: Lang, alpha: &str, beta: &str, engine: bool) -> String {
    match (lang, engine) {
        (Lang::En, _) => format!(
            "α = {alpha}, β = {beta}: a zero-width window (β = α + 1). No value lies between them, so the search only asks whether the value is above α (then at least β) or not (then at most α).{}",
            if engine { " A quick yes-or-no test: the engine searches again with a wider window when the answer matters." } else { "" }
        ),
        (Lang::Es, _) => format!(
            "α = {alpha}, β = {beta}: una ventana de anchura cero (β = α + 1). Ningún valor cabe entre ellos, así que la búsqueda solo pregunta si el valor supera α (y entonces es al menos β) o no (y entonces es como mucho α).{}",
            if engine { " Una prueba rápida de sí o no: el motor vuelve a buscar con una ventana más ancha cuando la respuesta importa." } else { "" }
        ),
    }
}

/// What a tic-tac-toe score shown as `shown` means.
pub fn win_note(lang: Lang, pov: &PointOfView, shown: &str, win: Win) -> String {
    let winner = if win.for_max { pov.max } else { pov.min };
    let who = player_role(lang, pov, winner);
    let p = win.plies;
    let sum = if win.for_max { format!("100 − {p}") } else { format!("−(100 − {p})") };
    match (lang, p) {
        (Lang::En, 1) => format!("{shown} = a win for {who} with the first ply from the root ({sum})."),
        (Lang::En, _) => format!("{shown} = a win for {who} {p} plies from the root ({sum})."),
        (Lang::Es, 1) => format!("{shown} = victoria de {who} con la primera media jugada desde la raíz ({sum})."),
        (Lang::Es, _) => format!("{shown} = victoria de {who} a {p} medias jugadas de la raíz ({sum})."),
    }
}

/// The horizon effect on a best line that ends in a capture.
pub fn horizon_note(lang: Lang, h: &HorizonCapture) -> String {
    let capture = san(lang, &h.capture);
    let ply = h.ply;
    let unseen = match (lang, h.reply.as_deref()) {
        (Lang::En, Some(r)) => format!("It never sees the reply {}, which takes the piece back", san(lang, r)),
        (Lang::En, None) => "It never sees the reply".to_string(),
        (Lang::Es, Some(r)) => format!("Nunca ve la respuesta {}, que recupera la pieza", san(lang, r)),
        (Lang::Es, None) => "Nunca ve la respuesta".to_string(),
    };
    match lang {
        Lang::En => {
            format!(
                "Horizon effect: the best line ends with the capture {capture} on ply {ply}, the last one this search looks at. {unseen}, so the value counts material that may not really be won. A deeper search, or one that goes on with the captures past its depth (a quiescence search, as Poda's own search does), is not fooled this way."
            )
        }
        Lang::Es => {
            format!(
                "Efecto horizonte: la mejor línea termina con la captura {capture} en la media jugada {ply}, la última que mira esta búsqueda. {unseen}, así que el valor cuenta material que quizá no se gana de verdad. Una búsqueda más profunda, o una que sigue con las capturas más allá de su profundidad (una búsqueda de quiescencia, como la de Poda), no cae en esta trampa."
            )
        }
    }
}

/// Why the textbook's predictions are not shown.
pub fn no_prediction(lang: Lang, why: &NoPrediction) -> String {
    let es = lang == Lang::Es;
    let head = if es { "Sin predicción para este árbol: " } else { "No prediction for this tree: " };
    let reason = match (why, es) {
        (NoPrediction::TooShallow { depth }, false) => format!(
            "at depth {depth} alpha-beta cannot cut anything, so every move is evaluated whatever the order (the formulas start at depth 2)."
        ),
        (NoPrediction::TooShallow { depth }, true) => format!(
            "a profundidad {depth} alfa-beta no puede podar nada, así que evalúa todas las jugadas en cualquier orden (las fórmulas empiezan en profundidad 2)."
        ),
        (NoPrediction::UnevenDepth { shallowest, depth, .. }, false) => format!(
            "the textbook's formulas are for a uniform tree, with every leaf at depth d = {depth}, but here games end sooner, the first after {shallowest} plies."
        ),
        (NoPrediction::UnevenDepth { shallowest, depth, .. }, true) => format!(
            "las fórmulas del libro son para un árbol uniforme, con todas las hojas a profundidad d = {depth}, pero aquí hay partidas que terminan antes, la primera tras {shallowest} medias jugadas."
        ),
        (NoPrediction::UnevenBranching { fewest, most, branching }, false) => format!(
            "the textbook's formulas are for a uniform tree, where every position has the same number b of moves, but here positions have from {fewest} to {most} moves ({branching:.1} on average), and bᵈ, (¾·b)ᵈ and b^⌈d/2⌉ + b^⌊d/2⌋ − 1 say nothing reliable about such a tree."
        ),
        (NoPrediction::UnevenBranching { fewest, most, branching }, true) => format!(
            "las fórmulas del libro son para un árbol uniforme, donde cada posición tiene el mismo número b de jugadas, pero aquí las posiciones tienen de {fewest} a {most} jugadas ({branching:.1} de media), y bᵈ, (¾·b)ᵈ y b^⌈d/2⌉ + b^⌊d/2⌋ − 1 no dicen nada fiable de un árbol así."
        ),
        (NoPrediction::TooSparse { branching, depth, random, perfect }, false) => format!(
            "with b = {branching:.1} and d = {depth} the tree is too sparse for the estimates: random order's (¾·b)ᵈ = {random:.1} comes out below perfect order's b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {perfect:.1}, the fewest leaves alpha-beta can evaluate."
        ),
        (NoPrediction::TooSparse { branching, depth, random, perfect }, true) => format!(
            "con b = {branching:.1} y d = {depth} el árbol es demasiado escaso para las estimaciones: la del orden aleatorio, (¾·b)ᵈ = {random:.1}, sale por debajo de la del orden perfecto, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {perfect:.1}, el mínimo de hojas que alfa-beta puede evaluar."
        ),
    };
    format!("{head}{reason}")
}

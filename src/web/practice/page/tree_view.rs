//! The practice tree drawn as nested lists: every node a button (`data-node` its path,
//! `aria-pressed` when marked never evaluated), every inner node a value box under it (and,
//! with "Also fill in α and β", an α box and a β box: `data-alpha-of`, `data-beta-of`), the lines
//! between them drawn by the style sheet (`.ptree`). Written whole when the tree, the language,
//! the solution sheet or the reordering changes ([`write_tree`]); the marks, the boxes' values
//! and a check's verdicts are then updated in place ([`show_state`]), so typing in a box never
//! loses its focus.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

use crate::teach::abstract_tree::AbstractTree;
use crate::teach::findings::Finding;
use crate::teach::practice::{number_text, wrong_bounds, Mistake, NodeFact};
use crate::web::i18n::{self, Lang, PracticeNodeRole};
use crate::web::practice::model::{PracticeState, WindowEdge};
use crate::web::shell::dom::{set_attr, set_text};

use super::print_fit;

/// A drawn node's elements.
pub struct DrawnNode {
    pub item: Element,
    pub button: Element,
    pub value: Option<HtmlInputElement>,
    /// The α and β boxes, while they are shown.
    pub bounds: Option<[HtmlInputElement; 2]>,
}

/// `text` safe inside an attribute or an element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// What node `n` is (MAX at even depths).
fn role(tree: &AbstractTree, n: u32, depth: usize) -> PracticeNodeRole {
    if tree.children(n).is_empty() {
        PracticeNodeRole::Leaf(tree.leaf_value(n))
    } else if depth.is_multiple_of(2) {
        PracticeNodeRole::Max
    } else {
        PracticeNodeRole::Min
    }
}

/// Writes the tree into `host` and returns its nodes by breadth-first number.
pub fn write_tree(host: &HtmlElement, state: &PracticeState, lang: Lang) -> Vec<DrawnNode> {
    let mut html = String::with_capacity(state.exercise.len() * 300);
    html.push_str("<ul>");
    write_node(&mut html, state, lang, 0);
    html.push_str("</ul>");
    host.set_inner_html(&html);
    // A chess exercise's values are centipawns: wider boxes.
    let _ = host.set_attribute("data-chess", if state.labels.is_empty() { "false" } else { "true" });
    fit(host);
    let n = state.exercise.len();
    let mut nodes = Vec::with_capacity(n);
    for id in 0..n as u32 {
        let path = state.exercise.path(id).to_string();
        let button = host.query_selector(&format!("[data-node=\"{path}\"]")).ok().flatten();
        let Some(button) = button else { break };
        let Some(item) = button.parent_element() else { break };
        let input = |hook: &str| {
            host.query_selector(&format!("[data-{hook}-of=\"{path}\"]"))
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
        };
        let bounds = input("alpha").zip(input("beta")).map(|(a, b)| [a, b]);
        nodes.push(DrawnNode { item, button, value: input("value"), bounds });
    }
    nodes
}

/// A tree wider than its box starts scrolled to its root, which stands over the middle of
/// the leaves; its printed page and scale are measured anew ([`print_fit`]).
fn fit(host: &HtmlElement) {
    // Measured first: the compact drawing measured for print would clamp the scrolling.
    print_fit::fit(host);
    let overflow = host.scroll_width() - host.client_width();
    host.set_scroll_left(overflow.max(0) / 2);
}

/// Fits the tree again whenever its box changes size (when the page's style sheet arrives
/// after the first tree was written, when the window turns), and when the page is printed.
pub fn watch(host: &HtmlElement) {
    let watched = host.clone();
    let resized = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || fit(&watched));
    if let Ok(observer) = web_sys::ResizeObserver::new(resized.as_ref().unchecked_ref()) {
        observer.observe(host);
    }
    // The tree's box lives as long as the page.
    resized.forget();
    print_fit::watch(host);
}

fn write_node(html: &mut String, state: &PracticeState, lang: Lang, id: u32) {
    let ex = &state.exercise;
    let tree = ex.tree();
    let path = ex.path(id);
    let depth = path.0.len();
    // A chess exercise adds to each node's letter the move that leads to it (the verdicts
    // name the letters).
    let name = match state.labels.get(id as usize) {
        _ if id == 0 => i18n::teach(lang).root.to_string(),
        Some(m) => format!("{} {}", AbstractTree::name(id), i18n::san(lang, m)),
        None => AbstractTree::name(id),
    };
    let role = role(tree, id, depth);
    let (kind, shape) = match role {
        PracticeNodeRole::Max => ("max", "▲".to_string()),
        PracticeNodeRole::Min => ("min", "▽".to_string()),
        PracticeNodeRole::Leaf(v) => ("leaf", number_text(v)),
    };
    let label = escape(&(i18n::practice(lang).node_name)(&name, role, false));
    // Inside a sentence the root has its article: "Value of the root", "Valor de la raíz".
    let in_sentence = if id == 0 { i18n::practice(lang).the_root.to_string() } else { name.clone() };
    let short = if id == 0 { String::new() } else { name.clone() };
    html.push_str(&format!(
        "<li class=\"pn\" data-kind=\"{kind}\"><button type=\"button\" class=\"pnode\" data-node=\"{path}\" aria-pressed=\"false\" aria-label=\"{label}\"><span class=\"pname\">{short}</span><span class=\"pshape\">{shape}</span></button>"
    ));
    let children = tree.children(id);
    if !children.is_empty() {
        let value = if state.sheet {
            match ex.fact(id) {
                NodeFact::Searched { value, .. } => number_text(value),
                NodeFact::Pruned(_) => String::new(),
            }
        } else {
            state.typed.get(path).cloned().unwrap_or_default()
        };
        let readonly = if state.sheet { " readonly" } else { "" };
        html.push_str(&format!(
            "<input class=\"pvalue\" type=\"text\" inputmode=\"numeric\" size=\"3\" autocomplete=\"off\" data-value-of=\"{path}\" aria-label=\"{}\" value=\"{}\"{readonly} />",
            escape(&(i18n::practice(lang).value_name)(&in_sentence)),
            escape(&value)
        ));
        if state.windows {
            write_bounds(html, state, lang, id, &in_sentence);
        }
    }
    if state.reorder && id != 0 {
        let siblings = ex.parent(id).map_or(0, |p| tree.children(p).len());
        let index = path.0.last().copied().unwrap_or(0) as usize;
        html.push_str("<span class=\"pmove\">");
        for (earlier, arrow, enabled) in [(true, "◀", index > 0), (false, "▶", index + 1 < siblings)] {
            let disabled = if enabled { "" } else { " disabled" };
            html.push_str(&format!(
                "<button type=\"button\" data-move=\"{}\" data-of=\"{path}\" aria-label=\"{}\"{disabled}>{arrow}</button>",
                if earlier { "left" } else { "right" },
                escape(&(i18n::practice(lang).move_name)(&name, earlier))
            ));
        }
        html.push_str("</span>");
    }
    if !children.is_empty() {
        html.push_str("<ul>");
        for &c in children {
            write_node(html, state, lang, c);
        }
        html.push_str("</ul>");
    }
    html.push_str("</li>");
}

/// The α and β boxes of inner node `id` (named `name`): on the solution sheet, the window the
/// walk enters it with (none for a node it never enters).
fn write_bounds(html: &mut String, state: &PracticeState, lang: Lang, id: u32, name: &str) {
    let ex = &state.exercise;
    let path = ex.path(id);
    html.push_str("<span class=\"pbounds\">");
    for (i, bound) in WindowEdge::BOTH.into_iter().enumerate() {
        let text = if state.sheet {
            match ex.fact(id) {
                NodeFact::Searched { alpha, beta, .. } => number_text(if i == 0 { alpha } else { beta }),
                NodeFact::Pruned(_) => String::new(),
            }
        } else {
            state.bounds.get(&(path.clone(), bound)).cloned().unwrap_or_default()
        };
        let readonly = if state.sheet { " readonly" } else { "" };
        html.push_str(&format!(
            "<input class=\"pbound\" type=\"text\" size=\"3\" autocomplete=\"off\" spellcheck=\"false\" data-{}-of=\"{path}\" placeholder=\"{}\" aria-label=\"{}\" value=\"{}\"{readonly} />",
            bound.name(),
            bound.letter(),
            escape(&(i18n::practice(lang).bound_name)(name, bound.letter())),
            escape(&text)
        ));
    }
    html.push_str("</span>");
}

/// Shows the marks, the check's verdicts and the accessible names on the drawn `nodes`.
pub fn show_state(nodes: &[DrawnNode], state: &PracticeState, lang: Lang) {
    let ex = &state.exercise;
    let tree = ex.tree();
    for (id, drawn) in nodes.iter().enumerate() {
        let id = id as u32;
        let marked = state.shows_marked(id);
        let direct = if state.sheet {
            marked && !ex.parent(id).is_some_and(|p| ex.is_pruned(p))
        } else {
            state.marked.contains(ex.path(id))
        };
        set_attr(&drawn.button, "aria-pressed", if direct { "true" } else { "false" });
        // A chess exercise adds to each node's letter the move that leads to it (the verdicts
        // name the letters).
        let name = match state.labels.get(id as usize) {
            _ if id == 0 => i18n::teach(lang).root.to_string(),
            Some(m) => format!("{} {}", AbstractTree::name(id), i18n::san(lang, m)),
            None => AbstractTree::name(id),
        };
        let role = role(tree, id, ex.path(id).0.len());
        set_attr(&drawn.button, "aria-label", &(i18n::practice(lang).node_name)(&name, role, marked));
        let verdict = state.check.as_ref().and_then(|c| c.verdicts.get(id as usize)).filter(|_| !state.sheet);
        let class = match (marked, verdict.map(|v| v.right())) {
            (true, Some(false)) => "pn marked wrong",
            (true, _) => "pn marked",
            (false, Some(false)) => "pn wrong",
            (false, _) => "pn",
        };
        set_attr(&drawn.item, "class", class);
        // A wrong node's tooltip: the cause that makes it wrong, as the result's list tells it.
        let cause = verdict.filter(|v| !v.right()).and_then(|_| state.findings.iter().find(|f| f.nodes.contains(&id)));
        match cause {
            Some(f) => set_attr(&drawn.button, "title", &finding_text(f, state, lang)),
            None => {
                let _ = drawn.button.remove_attribute("title");
            }
        }
        if state.sheet {
            continue;
        }
        if let Some(input) = &drawn.value {
            let typed = state.typed.get(ex.path(id)).map_or("", String::as_str);
            if input.value() != typed {
                input.set_value(typed);
            }
        }
        if let Some(boxes) = &drawn.bounds {
            // The bounds a check found wrong.
            let wrong = match (verdict.map(|v| (v.fact, v.mistake)), state.check.is_some()) {
                (
                    Some((NodeFact::Searched { alpha, beta, .. }, Some(Mistake::WrongWindow { alpha: a, beta: b }))),
                    true,
                ) => wrong_bounds((alpha, beta), (a, b)).into_iter().map(|(letter, _)| letter).collect(),
                _ => Vec::new(),
            };
            for (input, bound) in boxes.iter().zip(WindowEdge::BOTH) {
                let typed = state.bounds.get(&(ex.path(id).clone(), bound)).map_or("", String::as_str);
                if input.value() != typed {
                    input.set_value(typed);
                }
                set_attr(input, "aria-invalid", if wrong.contains(&bound.letter()) { "true" } else { "false" });
            }
        }
    }
}

/// Writes the check's summary and one line per cause of mistakes into the result box.
pub fn show_result(
    result: &HtmlElement,
    summary: &HtmlElement,
    reasons: &HtmlElement,
    state: &PracticeState,
    lang: Lang,
) {
    let Some(check) = state.check.as_ref().filter(|_| !state.sheet) else {
        result.set_hidden(true);
        let _ = result.remove_attribute("data-correct");
        let _ = result.remove_attribute("data-wrong");
        return;
    };
    result.set_hidden(false);
    set_attr(result, "data-correct", if check.correct() { "true" } else { "false" });
    let wrong: Vec<String> = check.wrong().map(|v| v.path.to_string()).collect();
    set_attr(result, "data-wrong", &wrong.join(" "));
    set_text(summary, &(i18n::practice(lang).result)(check.right(), check.total()));
    // One line per cause, naming the nodes it makes wrong; never the right values.
    let mut html = String::new();
    for f in &state.findings {
        let paths: Vec<String> = f.nodes.iter().map(|&n| state.exercise.path(n).to_string()).collect();
        html.push_str(&format!(
            "<li data-nodes=\"{}\">{}</li>",
            paths.join(" "),
            escape(&finding_text(f, state, lang))
        ));
    }
    reasons.set_inner_html(&html);
}

/// A node as a sentence names it: its letter (in a chess exercise, with its move), or the root.
pub fn sentence_name(state: &PracticeState, lang: Lang, node: u32) -> String {
    if node == 0 {
        return i18n::practice(lang).the_root.to_string();
    }
    match state.labels.get(node as usize) {
        Some(m) if !m.is_empty() => format!("{} ({})", AbstractTree::name(node), i18n::san(lang, m)),
        _ => AbstractTree::name(node),
    }
}

/// A finding's sentence, its nodes named as the drawing names them.
fn finding_text(f: &Finding, state: &PracticeState, lang: Lang) -> String {
    (i18n::practice(lang).finding)(f, state.exercise.convention(), &|n| sentence_name(state, lang, n))
}

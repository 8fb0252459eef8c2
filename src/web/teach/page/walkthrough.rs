//! The walk-through: the step's label, what the search does at this step in words, the
//! current path with each node's window (or best value so far, for plain minimax); the
//! selected node's detail; and, in chess, the evaluation explained term by term (of the
//! selected leaf, else of the root).

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlElement};

use crate::engine::eval::Term;
use crate::rules::Color;
use crate::teach::point_of_view::MaxMin;
use crate::teach::point_of_view::PointOfView;
use crate::teach::tree::{NodeKind, Tree, NO_PARENT};
use crate::teach::walk::Seen;
use crate::web::i18n::{self, Lang};
use crate::web::worker_messages::EvalReport;

use super::View;
use crate::web::teach::options::TeachMode;

impl View {
    pub(super) fn render_walk(&self, lang: Lang) {
        let Some(walk) = self.state.browse.walk.as_ref() else {
            self.els.step_label.set_text_content(Some(""));
            self.els.walk_text.set_text_content(Some(""));
            self.els.walk_path.set_inner_html("");
            self.els.walk_notes.set_inner_html("");
            let _ = self.els.walk_notes.style().set_property("display", "none");
            return;
        };
        // The numbers the step's sentence shows (MAX's side), and the window where the search
        // stands, for the notes on what they mean.
        let mut shown: Vec<i32> = Vec::new();
        let mut standing: Option<(i32, i32)> = None;
        let value = self.value_text();
        self.els.step_label.set_text_content(Some(&(i18n::teach(lang).step_label)(walk.step(), walk.len())));
        let name = |id: u32| self.node_name(lang, id);
        // Plain minimax has no window: each node keeps its best value so far (α at MAX nodes, β
        // at MIN nodes in MAX's terms, which is what the negamax window carries).
        let minimax = self.state.recorded.as_ref().is_some_and(|r| r.settings.algorithm.is_minimax());
        // The cut rule the search followed (a tie cuts, or only α > β does).
        let rule = self.state.recorded.as_ref().map(|r| r.settings.convention.cut).unwrap_or_default();
        let best = |ply: u32, alpha: i32, beta: i32| {
            let w = Tree::max_view(ply, alpha, beta);
            let b = if ply.is_multiple_of(2) { w.alpha } else { w.beta };
            if b.abs() >= crate::teach::tree::INFINITY {
                "—".to_string()
            } else {
                value(b)
            }
        };
        let leaf_kind = |kind| {
            if self.state.mode == TeachMode::Tree && kind == NodeKind::Terminal {
                NodeKind::Interior
            } else {
                kind
            }
        };
        let text = match walk.last_event() {
            None => i18n::teach(lang).walk_start.to_string(),
            Some((id, leave)) if minimax => {
                let node = &walk.tree.nodes[id as usize];
                if !leave {
                    (i18n::teach(lang).walk_enter_minimax)(&name(id), MaxMin::at_ply(node.ply))
                } else {
                    let max_value = Tree::max_value(node.ply, node.value.unwrap_or(0));
                    shown.push(max_value);
                    let v = value(max_value);
                    let e = walk.tree.events[walk.step() - 1];
                    let parent = (node.parent != NO_PARENT).then(|| {
                        let p = &walk.tree.nodes[node.parent as usize];
                        let w = Tree::max_view(p.ply, e.alpha, e.beta);
                        shown.push(if p.ply.is_multiple_of(2) { w.alpha } else { w.beta });
                        (name(node.parent), MaxMin::at_ply(p.ply), best(p.ply, e.alpha, e.beta))
                    });
                    let parent = parent.as_ref().map(|(n, m, b)| (n.as_str(), *m, b.as_str()));
                    (i18n::teach(lang).walk_leave_minimax)(&name(id), &v, parent, leaf_kind(node.kind))
                }
            }
            Some((id, leave)) => {
                let node = &walk.tree.nodes[id as usize];
                let role = MaxMin::at_ply(node.ply);
                if !leave {
                    let w = Tree::max_view(node.ply, node.alpha, node.beta);
                    shown.extend([w.alpha, w.beta]);
                    standing = Some((w.alpha, w.beta));
                    (i18n::teach(lang).walk_enter)(
                        &name(id),
                        role,
                        &value(w.alpha),
                        &value(w.beta),
                        leaf_kind(node.kind),
                    )
                } else {
                    let v = Tree::max_value(node.ply, node.value.unwrap_or(0));
                    shown.push(v);
                    let parent = node.parent;
                    let mut tie = false;
                    let (cut, skipped, parent_name, window) = if parent == NO_PARENT {
                        (false, Vec::new(), String::new(), None)
                    } else {
                        let p = &walk.tree.nodes[parent as usize];
                        let e = walk.tree.events[walk.step() - 1];
                        let w = Tree::max_view(p.ply, e.alpha, e.beta);
                        shown.extend([w.alpha, w.beta]);
                        standing = Some((w.alpha, w.beta));
                        let cut = rule.cuts(w.alpha, w.beta);
                        tie = !cut && w.alpha == w.beta;
                        // The siblings this cut skipped.
                        let idx = p.children.iter().position(|&c| c == id).unwrap_or(0);
                        let skipped: Vec<String> = p.children[idx + 1..]
                            .iter()
                            .filter(|&&c| walk.tree.nodes[c as usize].kind == NodeKind::Pruned)
                            .map(|&c| name(c))
                            .collect();
                        (cut, skipped, name(parent), Some((value(w.alpha), value(w.beta))))
                    };
                    (i18n::teach(lang).walk_leave)(&i18n::LeaveFacts {
                        node: name(id),
                        value: value(v),
                        parent: parent_name,
                        parent_role: MaxMin::at_ply(node.ply + 1),
                        window,
                        cut,
                        skipped,
                        // An abstract tree's leaves are given, not the end of a game.
                        kind: leaf_kind(node.kind),
                        rule,
                        tie,
                    })
                }
            }
        };
        self.els.walk_text.set_text_content(Some(&text));
        self.render_notes(lang, &shown, standing);
        // The current path with each node's window now.
        let path = walk.path_to(walk.current());
        self.els.walk_path.set_inner_html("");
        if walk.step() == 0 {
            return;
        }
        for id in path {
            let node = &walk.tree.nodes[id as usize];
            let text = match walk.seen(id) {
                Seen::Open { alpha, beta } if minimax => (i18n::teach(lang).best_so_far)(&best(node.ply, alpha, beta)),
                Seen::Open { alpha, beta } => window_text(&value, node.ply, alpha, beta),
                Seen::Done(v) => format!("= {}", value(Tree::max_value(node.ply, v))),
                _ => String::new(),
            };
            let side = i18n::teach(lang).side(MaxMin::at_ply(node.ply));
            if let Ok(li) = self.document.create_element("li") {
                li.set_text_content(Some(&format!("{} ({side}): {text}", name(id))));
                let _ = self.els.walk_path.append_child(&li);
            }
        }
    }

    pub(super) fn render_detail(&self, lang: Lang) {
        let d = &self.els.detail;
        d.set_inner_html("");
        let (Some(walk), Some(id)) = (self.state.browse.walk.as_ref(), self.state.browse.selected) else { return };
        let node = &walk.tree.nodes[id as usize];
        let value = self.value_text();
        let labels: Vec<String> = walk
            .path_to(id)
            .iter()
            .skip(1)
            .map(|&n| self.move_name(lang, &walk.tree.nodes[n as usize].label))
            .collect();
        let depth = (self.state.mode != TeachMode::Tree).then_some(node.depth);
        let mut lines = vec![(i18n::teach(lang).node_line)(&labels.join(" "), MaxMin::at_ply(node.ply), depth)];
        // What is known of the node at the current step.
        match walk.seen(id) {
            Seen::NotYet => {}
            Seen::Skipped => lines.push(i18n::teach(lang).never_evaluated.to_string()),
            Seen::Open { alpha, beta } => lines.push(window_text(&value, node.ply, alpha, beta)),
            Seen::Done(v) => {
                lines.push(window_text(&value, node.ply, node.alpha, node.beta));
                lines.push((i18n::teach(lang).node_value)(&value(Tree::max_value(node.ply, v))));
            }
        }
        for line in lines {
            if let Ok(p) = self.document.create_element("p") {
                p.set_text_content(Some(&line));
                let _ = d.append_child(&p);
            }
        }
    }

    /// The evaluation explained (chess): of the selected leaf, term by term, else of the root
    /// position.
    pub(super) fn render_explain(&self, lang: Lang) {
        let leaf = self.state.explained_leaf();
        let e = &self.els.explain;
        e.set_inner_html("");
        if self.state.mode != TeachMode::Teach {
            e.set_hidden(true);
            return;
        }
        e.set_hidden(false);
        let key = self.state.explain_key(leaf);
        if let Some((shown, white_to_move, reports)) = self.state.explanation.as_ref() {
            if *shown == key {
                let pov = self.state.point_of_view();
                let _ = explain_into(&self.document, e, *white_to_move, reports, &pov, lang, leaf.is_some());
            }
        }
    }
}

/// A node's window in MAX's terms, as `α = …, β = …`.
fn window_text(value: &impl Fn(i32) -> String, ply: u32, alpha: i32, beta: i32) -> String {
    let w = Tree::max_view(ply, alpha, beta);
    format!("α = {}, β = {}", value(w.alpha), value(w.beta))
}

/// The evaluation term by term, as the worker reported it: the course's evaluator (material
/// 1/3/3/5/10, king protection, king attack) and the engine's full one, in words; each total
/// from MAX's side (`pov`), as the tree's values are.
fn explain_into(
    document: &Document,
    into: &HtmlElement,
    white_to_move: bool,
    reports: &[EvalReport],
    pov: &PointOfView,
    lang: Lang,
    leaf: bool,
) -> Result<(), JsValue> {
    let heading = document.create_element("h3")?;
    heading.set_text_content(Some(if leaf { i18n::teach(lang).explain_leaf } else { i18n::teach(lang).explain_root }));
    into.append_child(&heading)?;
    for report in reports {
        let evaluator = report.evaluator;
        let turn = if white_to_move { Color::White } else { Color::Black };
        let title = document.create_element("h4")?;
        title.set_text_content(Some(&i18n::evaluator_title(lang, evaluator, report.score, turn, pov)));
        into.append_child(&title)?;
        let table = document.create_element("table")?;
        table.set_class_name("explain");
        let head = document.create_element("tr")?;
        let texts = i18n::teach(lang);
        for t in [texts.term, texts.white, texts.black, texts.meaning] {
            let th = document.create_element("th")?;
            th.set_text_content(Some(t));
            head.append_child(&th)?;
        }
        table.append_child(&head)?;
        for &(index, white, black) in &report.terms {
            let Some(&term) = Term::ALL.get(usize::from(index)) else { continue };
            let tr = document.create_element("tr")?;
            tr.set_attribute("data-term", &format!("{term:?}").to_ascii_lowercase())?;
            let cells = [
                (i18n::teach(lang).term_name)(term).to_string(),
                white.to_string(),
                black.to_string(),
                (i18n::teach(lang).term_meaning)(term, evaluator).to_string(),
            ];
            for (i, text) in cells.iter().enumerate() {
                let td = document.create_element(if i == 0 { "th" } else { "td" })?;
                td.set_text_content(Some(text));
                tr.append_child(&td)?;
            }
            table.append_child(&tr)?;
        }
        into.append_child(&table)?;
    }
    Ok(())
}

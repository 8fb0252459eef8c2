//! The story of a search, beside the counters: the table of every iteration of the engine's
//! iterative deepening (`#iterations`, for the engine's own search), the depth each algorithm
//! reaches within one node budget (`#reach`, chess) and what the transposition table saves in
//! tic-tac-toe (`#table-report`, under the counters).
//!
//! Their elements are made here when the view starts, not written in `index.html`, so that the
//! play page carries none of them; they take the counters' styles (`.teach-more > div`,
//! `table.counters`, the `.chart`'s bars).
//!
//! Hooks for pages and tests: each iteration's row carries `data-depth`, `data-nodes`,
//! `data-value`, `data-researches` and `data-table-hits`; `#iterations` carries `data-nodes`
//! (their sum); each bar of `#reach-chart` carries `data-algorithm`, `data-depth` and
//! `data-nodes`, and `#reach` the `data-budget`; `#table-report` carries `data-nodes` (with the
//! table) and `data-minimax-nodes` (without).

use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;

use super::counters::{add, el, grouped};
use super::View;
use crate::teach::iterations::{aspiration_depth, pv_change, Iteration, PvChange, TryOutcome};
use crate::teach::ladder::Idea;
use crate::teach::reach::BUDGET;
use crate::teach::Algorithm;
use crate::web::i18n::{self, Lang};
use crate::web::teach::options::TeachMode;

impl View {
    /// Draws the iterations and the depths reached, when the subject and the search have them.
    pub(super) fn render_story(&self, lang: Lang) {
        let _ = self.render_iterations(lang);
        let _ = self.render_ladder(lang);
    }

    fn render_iterations(&self, lang: Lang) -> Result<(), JsValue> {
        let s = &self.state;
        let story = &self.story;
        let shown = s.recorded.as_ref().filter(|r| {
            r.settings.algorithm == Algorithm::Poda && !r.iterations.is_empty() && r.subject == s.subject()
        });
        story.iterations.set_hidden(shown.is_none());
        let Some(rec) = shown else { return Ok(()) };
        let iterations = &rec.iterations;
        story.iterations_heading.set_text_content(Some(i18n::teach(lang).iterations_heading));
        story.iterations_intro.set_text_content(Some(&(i18n::teach(lang).iterations_intro)(aspiration_depth())));
        let total: u64 = iterations.iter().map(|it| it.nodes).sum();
        story.iterations.set_attribute("data-nodes", &total.to_string())?;

        let head = &story.iterations_head;
        head.set_inner_html("");
        let texts = i18n::teach(lang);
        let columns = [
            (texts.col_depth, "num"),
            (texts.col_nodes, "num"),
            (texts.col_score, "num"),
            (texts.col_pv, ""),
            (texts.col_windows, ""),
            (texts.col_table_hits, "num"),
        ];
        for (text, class) in columns {
            add(head, el(&self.document, "th", class, text))?;
        }
        let rows = &story.iteration_rows;
        rows.set_inner_html("");
        for (i, it) in iterations.iter().enumerate() {
            let previous = i.checked_sub(1).map(|p| iterations[p].pv.as_slice());
            add(rows, self.iteration_row(it, pv_change(previous, &it.pv), lang))?;
        }
        Ok(())
    }

    /// One iteration's row: its depth, nodes, score, line (the moves that changed in bold),
    /// root windows and table hits.
    fn iteration_row(&self, it: &Iteration, change: PvChange, lang: Lang) -> Result<HtmlElement, JsValue> {
        let document = &self.document;
        let value = self.value_text();
        let tr = el(document, "tr", "", "")?;
        let data = [
            ("data-depth", it.depth.to_string()),
            ("data-nodes", it.nodes.to_string()),
            ("data-value", it.value.to_string()),
            ("data-researches", it.researches().to_string()),
            ("data-table-hits", it.table_hits.to_string()),
        ];
        for (name, text) in data {
            tr.set_attribute(name, &text)?;
        }
        add(&tr, el(document, "th", "num", &it.depth.to_string()))?;
        add(&tr, el(document, "td", "num", &grouped(it.nodes)))?;
        add(&tr, el(document, "td", "num", &value(it.value)))?;

        let pv = el(document, "td", "pv", "")?;
        let changed_from = match change {
            PvChange::Changed { ply } => ply,
            PvChange::First | PvChange::Kept => usize::MAX,
        };
        for (ply, m) in it.pv.iter().enumerate() {
            if ply > 0 {
                pv.append_with_str_1(" ")?;
            }
            let tag = if ply >= changed_from { "b" } else { "span" };
            add(&pv, el(document, tag, "", &i18n::san(lang, m)))?;
        }
        // A new best move is said; a later change is in bold, and said in the cell's title.
        if let Some(note) = i18n::teach(lang).pv_change_note(change) {
            if change == (PvChange::Changed { ply: 0 }) {
                pv.append_with_str_1(" ")?;
                add(&pv, el(document, "small", "", &format!("({note})")))?;
            } else {
                pv.set_title(&note);
            }
        }
        tr.append_child(&pv)?;

        // Each window tried; one the score fell outside is followed by the re-search's.
        let research = i18n::teach(lang).kind_research;
        let windows = it
            .tries
            .iter()
            .map(|t| {
                let window = format!("({}, {})", value(t.alpha), value(t.beta));
                match t.outcome() {
                    TryOutcome::Inside => window,
                    TryOutcome::FailLow => format!("{window} {} → {research}", i18n::teach(lang).fail_low),
                    TryOutcome::FailHigh => format!("{window} {} → {research}", i18n::teach(lang).fail_high),
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        add(&tr, el(document, "td", "windows", &windows))?;
        add(&tr, el(document, "td", "num", &grouped(it.table_hits)))?;
        Ok(tr)
    }

    /// What each idea of the search buys within the budget, one rung a row, each with its bar,
    /// its numbers and its paragraph (chess only).
    fn render_ladder(&self, lang: Lang) -> Result<(), JsValue> {
        let s = &self.state;
        let story = &self.story;
        let texts = i18n::teach(lang);
        let ladder = s.ladder.as_ref().filter(|l| l.fen == s.subjects.fen);
        let pending = s.ladder_pending();
        story.ladder.set_hidden(s.mode != TeachMode::Teach || (ladder.is_none() && !pending));
        let rows = &story.ladder_rows;
        rows.set_inner_html("");
        rows.set_attribute("aria-label", texts.ladder_label)?;
        story.ladder_note.set_text_content(Some(texts.ladder_no_network));
        let Some(ladder) = ladder else {
            story.ladder_heading.set_text_content(Some(&(texts.ladder_heading)(&grouped(BUDGET))));
            story.ladder_intro.set_text_content(Some(texts.counting));
            story.ladder_verdict.set_text_content(None);
            return Ok(());
        };
        let budget = grouped(ladder.budget);
        story.ladder.set_attribute("data-budget", &ladder.budget.to_string())?;
        story.ladder_heading.set_text_content(Some(&(texts.ladder_heading)(&budget)));
        story.ladder_intro.set_text_content(Some(&(texts.ladder_intro)(&budget)));
        let depth_of = |idea: Idea| ladder.rungs.iter().find(|r| r.idea == idea).map_or(0, |r| r.depth);
        let verdict = (texts.ladder_verdict)(depth_of(Idea::Minimax), depth_of(Idea::Ordering));
        story.ladder_verdict.set_text_content(Some(&verdict));
        let deepest = ladder.rungs.iter().map(|r| r.depth).max().unwrap_or(0).max(1);
        for r in &ladder.rungs {
            let row = el(&self.document, "li", "rung", "")?;
            row.set_attribute("data-idea", r.idea.name())?;
            row.set_attribute("data-depth", &r.depth.to_string())?;
            row.set_attribute("data-nodes", &r.nodes.to_string())?;
            let line = el(&self.document, "div", "bar-row measured", "")?;
            add(&line, el(&self.document, "span", "bar-label", (texts.idea_name)(r.idea)))?;
            let track = el(&self.document, "span", "bar-track", "")?;
            let bar = el(&self.document, "span", "bar", "")?;
            let width = (f64::from(r.depth) / f64::from(deepest) * 100.0).max(1.0);
            bar.style().set_property("width", &format!("{width:.1}%"))?;
            track.append_child(&bar)?;
            line.append_child(&track)?;
            let value = (texts.rung_value)(r.depth, &grouped(r.nodes), r.ms.round() as u64);
            add(&line, el(&self.document, "span", "bar-value", &value))?;
            row.append_child(&line)?;
            add(&row, el(&self.document, "p", "idea-text", (texts.idea_text)(r.idea)))?;
            rows.append_child(&row)?;
        }
        Ok(())
    }

    /// Tic-tac-toe: what the transposition table saves, once both minimax counts are in.
    pub(super) fn render_table_report(&self, lang: Lang) {
        let s = &self.state;
        let report = &self.story.table_report;
        let row = |a: Algorithm| s.counts.iter().find(|r| r.algorithm == a);
        let (Some(table), Some(plain)) = (row(Algorithm::MinimaxTable), row(Algorithm::Minimax)) else {
            report.set_hidden(true);
            return;
        };
        let positions = table.counts.interior + table.counts.leaves;
        let hits = table.counts.nodes.saturating_sub(positions);
        let text = (i18n::teach(lang).table_report)(
            &grouped(table.counts.nodes),
            &grouped(plain.counts.nodes),
            &grouped(positions),
            &grouped(hits),
        );
        report.set_text_content(Some(&text));
        let _ = report.set_attribute("data-nodes", &table.counts.nodes.to_string());
        let _ = report.set_attribute("data-minimax-nodes", &plain.counts.nodes.to_string());
        report.set_hidden(false);
    }
}

//! The view's drawing of its state: the notices and the status line, the summary of the
//! recorded search, the outline's visible rows and the counters; the board
//! ([`super::board_view`]) and the walk-through ([`super::walkthrough`]) have files of their own.
//! Everything is drawn again from the state on every change (`View::render`).

use crate::teach::point_of_view::mate;
use crate::teach::Algorithm;
use crate::web::i18n::{self, Lang, TeachNotice};

use super::{counters, outline, View};
use crate::teach::practice::number_text;
use crate::web::shell::dom;
use crate::web::teach::options::TeachMode;
use crate::web::teach::state::Recorded;
use crate::web::teach::versus::Versus;

impl View {
    pub(super) fn lang(&self) -> Lang {
        i18n::current()
    }

    /// Asks for what the shown state needs from the worker, then renders.
    pub(super) fn update(&mut self) {
        self.request_explanation();
        self.state.follow_compare();
        self.render();
    }

    pub(super) fn render(&self) {
        let s = &self.state;
        let lang = self.lang();
        crate::web::shell::dom::show_notices(&self.els.notice, &TeachNotice::texts(&self.notices, lang));
        self.els.stop.set_disabled(!s.busy());
        let _ = self.els.body.set_attribute("data-step", &s.browse.step().to_string());
        self.render_board();
        self.render_summary(lang);
        self.render_walk(lang);
        self.render_quiz(lang);
        self.render_outline();
        self.render_detail(lang);
        self.render_explain(lang);
        self.render_counters(lang);
        self.render_story(lang);
        self.render_play(lang);
        self.address_changed();
        self.report_game_end();
        if let Some(versus) = s.subjects.versus.as_ref() {
            let _ = self.els.body.set_attribute("data-board", &versus.text());
            let status = match versus {
                Versus::TicTacToe { board, human } => (i18n::teach(lang).tictactoe_status)(board, *human),
                Versus::Mouse { board, human, .. } => {
                    dom::set_text(&self.els.mouse_rules, i18n::teach(lang).mouse_rules);
                    dom::set_text(&self.els.mouse_evaluation, i18n::teach(lang).mouse_evaluation);
                    (i18n::teach(lang).mouse_status)(board, *human)
                }
            };
            self.els.versus_status.set_text_content(Some(&status));
        }
    }

    pub(super) fn show_status(&self, text: &str) {
        self.els.status.set_text_content(Some(text));
    }

    pub(super) fn show_input_error(&self, text: &str) {
        self.els.input_error.set_text_content(Some(text));
        self.els.input_error.set_hidden(text.is_empty());
    }

    /// A value from MAX's side, as people read it in this subject: mates as `#n` in chess.
    pub(super) fn value_text(&self) -> impl Fn(i32) -> String {
        let chess = self.state.mode == TeachMode::Teach;
        move |v: i32| match mate(v).filter(|_| chess) {
            Some(m) => i18n::mate_value(m),
            None => number_text(v),
        }
    }

    pub(super) fn render_summary(&self, lang: Lang) {
        let s = &self.state;
        let summary = &self.els.summary;
        let Some(Recorded { settings, found, .. }) = s.recorded.as_ref() else {
            summary.set_text_content(Some(""));
            self.els.legend.set_text_content(Some(""));
            self.els.horizon.set_hidden(true);
            return;
        };
        let pov = s.point_of_view();
        // The compact view (controls=0) keeps the board large: one short line, the whole legend
        // on hovering it.
        let compact = self.els.body.get_attribute("data-controls").as_deref() == Some("0");
        if compact {
            dom::set_text(&self.els.legend, &(i18n::teach(lang).legend_short)(&pov));
            dom::set_attr(&self.els.legend, "title", &(i18n::teach(lang).legend)(&pov));
        } else {
            dom::set_text(&self.els.legend, &(i18n::teach(lang).legend)(&pov));
        }
        let horizon = s.horizon();
        if let Some(h) = horizon.as_ref() {
            dom::set_text(&self.els.horizon, &i18n::horizon_note(lang, h));
        }
        self.els.horizon.set_hidden(horizon.is_none());
        let value = self.value_text();
        let minimax_leaves = s.counts.iter().find(|r| r.algorithm == Algorithm::Minimax).map(|r| r.counts.leaves);
        // Against minimax's leaves only for the textbook algorithms that prune: the engine's own
        // search evaluates differently (quiescence, its own evaluation), and minimax with a table
        // prunes nothing (its table answers).
        let prunes = !matches!(settings.algorithm, Algorithm::Poda | Algorithm::MinimaxTable);
        let pruned = minimax_leaves.filter(|_| prunes).map(|m| m.saturating_sub(found.counts.leaves));
        let _ = summary.set_attribute("data-value", &found.value.to_string());
        let _ = summary.set_attribute("data-leaves", &found.counts.leaves.to_string());
        let _ = summary.set_attribute("data-nodes", &found.counts.nodes.to_string());
        let _ = summary.set_attribute("data-cutoffs", &found.counts.cutoffs.to_string());
        let _ = summary.set_attribute("data-algorithm", settings.algorithm.name());
        match pruned {
            Some(p) => {
                let _ = summary.set_attribute("data-pruned", &p.to_string());
            }
            None => {
                let _ = summary.remove_attribute("data-pruned");
            }
        }
        summary.set_text_content(Some(&(i18n::teach(lang).tree_summary)(&i18n::SummaryFacts {
            algorithm: counters::algorithm_name(i18n::teach(lang), settings.algorithm),
            depth: if s.mode == TeachMode::Tree { None } else { Some(settings.depth) },
            value: value(found.value),
            for_max: i18n::teach(lang).for_max(&pov),
            pv: if s.mode == TeachMode::Teach { i18n::line(lang, &found.pv) } else { found.pv.join(" ") },
            counts: &found.counts,
            pruned,
            crash_cut: settings.crash_cut,
            kept: s.kept_tree().unwrap_or(i18n::KeptTree::Whole),
        })));
    }

    /// A node's label as the page shows it: in chess its move, in the language's piece
    /// letters; in the other modes the label as given.
    pub(super) fn move_name(&self, lang: Lang, label: &str) -> String {
        if self.state.mode == TeachMode::Teach {
            i18n::san(lang, label)
        } else {
            label.to_string()
        }
    }

    /// A node's name as the walk's sentences say it: its move, or the root.
    pub(super) fn node_name(&self, lang: Lang, id: u32) -> String {
        let label = self.state.browse.walk.as_ref().map(|w| w.tree.nodes[id as usize].label.as_str()).unwrap_or("");
        if label.is_empty() {
            i18n::teach(lang).root.to_string()
        } else {
            self.move_name(lang, label)
        }
    }

    pub(super) fn render_outline(&self) {
        let s = &self.state;
        let Some(walk) = s.browse.walk.as_ref() else {
            self.els.rows.set_inner_html("");
            return;
        };
        let value = self.value_text();
        let cx = outline::RowContext {
            walk,
            expanded: &s.browse.expanded,
            selected: s.browse.selected,
            value: &value,
            lang: self.lang(),
            given_leaves: s.mode == TeachMode::Tree,
            chess: s.mode == TeachMode::Teach,
            windows: s.recorded.as_ref().is_none_or(|r| !r.settings.algorithm.is_minimax()),
            pov: s.point_of_view(),
            rule: s.recorded.as_ref().map(|r| r.settings.convention.cut).unwrap_or_default(),
        };
        outline::render(&self.document, &self.els.outline, &self.els.rows, &s.browse.rows, &cx);
    }

    pub(super) fn render_counters(&self, lang: Lang) {
        let s = &self.state;
        let value = self.value_text();
        let depth = s.depth_for_search().min(s.tree_height());
        let counted = if s.counted.is_empty() { s.mode.counted(depth) } else { s.counted.clone() };
        let listed =
            counters::Listed { algorithms: s.mode.algorithms(), counted: &counted, deepest: *s.mode.depths().end() };
        let _ = counters::render(
            &self.document,
            &self.els.counters,
            &self.els.predictions,
            &self.els.chart,
            &listed,
            &s.counts,
            depth,
            s.prediction().as_ref(),
            &value,
            lang,
        );
        self.render_table_report(lang);
        // What the crash cut saved, and whether it changed the answer.
        let report = &self.els.crash_report;
        let saved =
            s.recorded.as_ref().map(|rec| rec.settings).filter(|settings| settings.crash_cut).and_then(|settings| {
                let with = s.counts.iter().find(|r| r.algorithm == settings.algorithm)?;
                let without = s.plain_counts.iter().find(|r| r.algorithm == settings.algorithm)?;
                Some(i18n::crash_report(
                    lang,
                    without.counts.nodes,
                    with.counts.nodes,
                    &value(without.value),
                    &value(with.value),
                ))
            });
        report.set_text_content(Some(saved.as_deref().unwrap_or("")));
        report.set_hidden(saved.is_none());
    }

    /// Scrolls the outline to the selected node's row.
    pub(super) fn reveal_selected(&self) {
        if let Some(index) = self.state.browse.selected_row() {
            outline::reveal(&self.els.outline, index);
        }
    }
}

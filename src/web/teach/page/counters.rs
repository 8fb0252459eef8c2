//! The counters: for one position and depth, nodes and leaves of every algorithm, the measured
//! effective branching factor, the textbook's predictions beside them where the tree is uniform
//! enough for them (else a sentence saying why not, `teach::predict::applies`), and a bar chart
//! of all of it on a logarithmic scale.
//!
//! Every row carries its numbers as attributes (`data-algorithm`, `data-nodes`, `data-leaves`,
//! `data-value` for the textbook algorithms), so pages and tests read them without parsing text.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, HtmlElement, Node};

/// Appends the element `child` (or passes on its error) to `parent`.
pub(super) fn add(parent: &Node, child: Result<HtmlElement, JsValue>) -> Result<(), JsValue> {
    let child: HtmlElement = child?;
    parent.append_child(&child)?;
    Ok(())
}

use crate::teach::predict::{self, NoPrediction};
use crate::teach::Algorithm;
use crate::web::i18n::{self, Lang, TeachTexts};

use crate::web::teach::state::Row;

/// The algorithm's name for people (the menu, the counters, the summary).
pub fn algorithm_name(texts: &TeachTexts, algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax => texts.algo_minimax,
        Algorithm::MinimaxTable => texts.algo_minimax_table,
        Algorithm::AlphaBeta => texts.algo_alpha_beta,
        Algorithm::Ordered => texts.algo_ordered,
        Algorithm::Poda => texts.algo_poda,
    }
}

pub(super) fn el(document: &Document, tag: &str, class: &str, text: &str) -> Result<HtmlElement, JsValue> {
    let e: HtmlElement = document.create_element(tag)?.dyn_into()?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    if !text.is_empty() {
        e.set_text_content(Some(text));
    }
    Ok(e)
}

/// A number with its digits grouped in threes (thin spaces), as the sentences write it too.
pub(super) use crate::web::i18n::grouped;

/// Which algorithms the counters list, and which of them are counted at the depth searched.
pub struct Listed<'a> {
    /// Those that apply to the subject (in [`Algorithm::ALL`]'s order).
    pub algorithms: &'a [Algorithm],
    /// Those counted at the depth searched; the others' rows say how deep they are counted.
    pub counted: &'a [Algorithm],
    /// The deepest depth the others are counted to.
    pub deepest: u32,
}

/// Fills the table body and the chart; rows not yet measured show as pending.
#[allow(clippy::too_many_arguments)]
pub fn render(
    document: &Document,
    tbody: &HtmlElement,
    predictions: &HtmlElement,
    chart: &HtmlElement,
    listed: &Listed,
    rows: &[Row],
    depth: u32,
    prediction: Option<&Result<(f64, u32), NoPrediction>>,
    value: &dyn Fn(i32) -> String,
    lang: Lang,
) -> Result<(), JsValue> {
    tbody.set_inner_html("");
    let algorithms = listed.algorithms;
    for &algorithm in algorithms {
        let tr: HtmlElement = el(document, "tr", "", "")?;
        tr.set_attribute("data-algorithm", algorithm.name())?;
        add(&tr, el(document, "th", "", algorithm_name(i18n::teach(lang), algorithm)))?;
        if !listed.counted.contains(&algorithm) {
            let td = el(document, "td", "pending", &(i18n::teach(lang).not_counted)(listed.deepest))?;
            td.set_attribute("colspan", "4")?;
            tr.append_child(&td)?;
            tbody.append_child(&tr)?;
            continue;
        }
        match rows.iter().find(|r| r.algorithm == algorithm) {
            Some(r) => {
                tr.set_attribute("data-nodes", &r.counts.nodes.to_string())?;
                tr.set_attribute("data-leaves", &r.counts.leaves.to_string())?;
                tr.set_attribute("data-cutoffs", &r.counts.cutoffs.to_string())?;
                if algorithm != Algorithm::Poda {
                    tr.set_attribute("data-value", &r.value.to_string())?;
                }
                add(&tr, el(document, "td", "num", &grouped(r.counts.nodes)))?;
                add(&tr, el(document, "td", "num", &grouped(r.counts.leaves)))?;
                add(
                    &tr,
                    el(document, "td", "num", &(i18n::teach(lang).decimal)(r.counts.effective_branching(depth), 2)),
                )?;
                add(&tr, el(document, "td", "num", &value(r.value)))?;
            }
            None => {
                let td = el(document, "td", "pending", i18n::teach(lang).counting)?;
                td.set_attribute("colspan", "4")?;
                tr.append_child(&td)?;
            }
        }
        tbody.append_child(&tr)?;
    }

    // The textbook's predictions from the measured average branching factor.
    predictions.set_inner_html("");
    chart.set_inner_html("");
    // The engine's own search does not count its moves as the textbook's do (it searches
    // captures beyond the horizon, prunes some moves unsearched).
    let b = rows
        .iter()
        .find(|r| r.algorithm == Algorithm::Minimax)
        .or_else(|| rows.iter().find(|r| r.algorithm != Algorithm::Poda))
        .map(|r| r.counts.branching())
        .unwrap_or(0.0);
    let mut bars: Vec<(String, f64, &str)> = Vec::new();
    for &algorithm in algorithms {
        if let Some(r) = rows.iter().find(|r| r.algorithm == algorithm) {
            bars.push((algorithm_name(i18n::teach(lang), algorithm).to_string(), r.counts.leaves as f64, "measured"));
        }
    }
    if let Some(Err(why)) = prediction {
        let p = el(document, "p", "no-prediction", &(i18n::teach(lang).no_prediction)(why))?;
        predictions.append_child(&p)?;
    } else if b > 0.0 && prediction.is_some() {
        let items = [
            (i18n::teach(lang).predict_minimax, predict::minimax(b, depth)),
            (i18n::teach(lang).predict_random, predict::random_order(b, depth)),
            (i18n::teach(lang).predict_perfect, predict::perfect_order(b, depth)),
        ];
        let head = el(document, "p", "", &(i18n::teach(lang).branching)(b, depth))?;
        predictions.append_child(&head)?;
        let list = el(document, "ul", "", "")?;
        for (text, n) in items {
            let li = el(document, "li", "", &format!("{}: {}", text, grouped(n.round() as u64)))?;
            list.append_child(&li)?;
            bars.push((text.to_string(), n, "predicted"));
        }
        predictions.append_child(&list)?;
    }
    let max = bars.iter().map(|b| b.1).fold(1.0f64, f64::max);
    let scale = (max.max(10.0)).log10();
    for (label, n, kind) in bars {
        let row = el(document, "div", &format!("bar-row {kind}"), "")?;
        add(&row, el(document, "span", "bar-label", &label))?;
        let track = el(document, "span", "bar-track", "")?;
        let bar = el(document, "span", "bar", "")?;
        let width = if n >= 1.0 { ((n.log10() + 0.05) / (scale + 0.05) * 100.0).clamp(1.0, 100.0) } else { 1.0 };
        bar.style().set_property("width", &format!("{width:.1}%"))?;
        track.append_child(&bar)?;
        row.append_child(&track)?;
        add(&row, el(document, "span", "bar-value", &grouped(n.round() as u64)))?;
        chart.append_child(&row)?;
    }
    chart.set_attribute("aria-label", i18n::teach(lang).chart_label)?;
    Ok(())
}

//! The two convention menus the teaching pages show (the tree mode of the teaching view and the
//! practice page): the values a node returns (fail-soft or fail-hard) and when a node stops
//! (α ≥ β or only α > β), each with the sentence that explains the choice made, in the page's
//! language. The menus are the view's own: written once, after an anchor of the page's panel,
//! so the play page, which shares `index.html`, carries none of them. What the choices mean is
//! [`crate::teach::convention`]'s; the pages keep the choice in their state and address.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlElement, HtmlOptionElement, HtmlSelectElement};

use crate::teach::convention::{Convention, Cut, Values};
use crate::web::i18n::{self, Lang};
use crate::web::shell::dom::{element, set_text};

/// The menus' handles; their ids start with the page's `prefix` (`teach`, `practice`):
/// `#{prefix}-values`, `#{prefix}-cut`.
pub struct ConventionMenus {
    pub root: HtmlElement,
    heading: HtmlElement,
    values_label: HtmlElement,
    cut_label: HtmlElement,
    pub values: HtmlSelectElement,
    pub cut: HtmlSelectElement,
    values_help: HtmlElement,
    cut_help: HtmlElement,
}

impl ConventionMenus {
    /// Writes the menus right after `anchor` (once: found again the next time) and finds them.
    ///
    /// # Errors
    /// When the document refuses the new elements.
    pub fn add(document: &Document, anchor: &Element, prefix: &str) -> Result<ConventionMenus, JsValue> {
        let id = format!("{prefix}-conventions");
        if document.get_element_by_id(&id).is_none() {
            let made: HtmlElement = document.create_element("fieldset")?.dyn_into()?;
            made.set_id(&id);
            made.set_class_name("conventions");
            made.set_inner_html(&format!(
                r#"<legend class="conventions-heading"></legend>
<label><span class="conventions-values-label"></span> <select id="{prefix}-values"></select></label>
<span id="{prefix}-values-help" class="hint"></span>
<label><span class="conventions-cut-label"></span> <select id="{prefix}-cut"></select></label>
<span id="{prefix}-cut-help" class="hint"></span>"#
            ));
            anchor.after_with_node_1(&made)?;
        }
        let root: HtmlElement = element(document, &id)?;
        let inside = |selector: &str| -> Result<HtmlElement, JsValue> {
            root.query_selector(selector)?
                .ok_or_else(|| JsValue::from_str(selector))?
                .dyn_into::<HtmlElement>()
                .map_err(|_| JsValue::from_str(selector))
        };
        Ok(ConventionMenus {
            heading: inside("legend")?,
            values_label: inside(".conventions-values-label")?,
            cut_label: inside(".conventions-cut-label")?,
            values: element(document, &format!("{prefix}-values"))?,
            cut: element(document, &format!("{prefix}-cut"))?,
            values_help: element(document, &format!("{prefix}-values-help"))?,
            cut_help: element(document, &format!("{prefix}-cut-help"))?,
            root,
        })
    }

    /// Fills the menus in `lang` with `convention` chosen, and writes the sentence of each
    /// choice beside its menu.
    pub fn show(&self, convention: Convention, lang: Lang) {
        let texts = i18n::teach(lang);
        set_text(&self.heading, texts.convention_heading);
        set_text(&self.values_label, texts.convention_values);
        set_text(&self.cut_label, texts.convention_cut);
        let values = Values::ALL.map(|v| (v.name(), texts.values_choice(v).0, v == convention.values));
        let cut = Cut::ALL.map(|c| (c.name(), texts.cut_choice(c).0, c == convention.cut));
        fill(&self.values, &values);
        fill(&self.cut, &cut);
        set_text(&self.values_help, texts.values_choice(convention.values).1);
        set_text(&self.cut_help, texts.cut_choice(convention.cut).1);
    }

    /// The convention the menus say (the course's where one cannot be read).
    pub fn read(&self) -> Convention {
        Convention {
            values: Values::from_name(&self.values.value()).unwrap_or_default(),
            cut: Cut::from_name(&self.cut.value()).unwrap_or_default(),
        }
    }
}

/// Writes `options` (value, text, chosen) into `select`, keeping the options already there
/// when their values are the same.
fn fill(select: &HtmlSelectElement, options: &[(&str, &str, bool)]) {
    if select.length() as usize != options.len() {
        select.set_inner_html("");
        for (value, text, _) in options {
            if let Ok(option) = HtmlOptionElement::new_with_text_and_value(text, value) {
                let _ = select.append_child(&option);
            }
        }
    }
    for (i, (value, text, chosen)) in options.iter().enumerate() {
        if let Some(option) = select.item(i as u32).and_then(|o| o.dyn_into::<HtmlOptionElement>().ok()) {
            option.set_value(value);
            set_text(&option, text);
            option.set_selected(*chosen);
        }
    }
}

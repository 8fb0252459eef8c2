//! The browser side of the texts: the page's current language, the listeners that re-render
//! when it changes, writing the texts into the document's `data-i18n*` elements, and the
//! language switch with what it remembers in `localStorage` and rewrites in the address.
//! Which language to start with is decided by [`choose`](super::choose); the wordings are in
//! the language files.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlOptionElement, HtmlSelectElement, UrlSearchParams, Window};

use super::{choose, shared, Lang, Notice, STORAGE_KEY};

type Listener = Rc<dyn Fn(Lang)>;

/// More keyed texts than the page's own: `data-i18n` key and language to its wording.
type Lookup = fn(&str, Lang) -> Option<&'static str>;

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static ALSO: Cell<Option<Lookup>> = const { Cell::new(None) };
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

/// Makes [`apply`] write the keys `lookup` knows too: those of the page's own module
/// ([`PlayTexts`](super::PlayTexts) on the play page, [`TeachTexts`](super::TeachTexts) on the
/// teaching page), so that each page's wasm carries only its own texts. Keys that neither knows
/// are left as they are (tests/web/i18n.rs checks that index.html names none).
pub fn also_apply(lookup: Lookup) {
    ALSO.with(|a| a.set(Some(lookup)));
}

/// The attributes that `data-i18n-<attribute>="key"` may set.
const ATTRIBUTES: [&str; 5] = ["aria-label", "title", "placeholder", "alt", "data-empty"];

/// Writes the table's texts into `document`: `<html lang>`, the text of every `[data-i18n]`
/// element and every `[data-i18n-<attribute>]` attribute, for the keys of
/// [`SharedTexts`](super::SharedTexts) and those of [`also_apply`]. Other keys (the teaching
/// view's, on the play page) are left as they are.
pub fn apply(document: &Document, lang: Lang) {
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    for_each_keyed(document, "data-i18n", lang, |element, text| element.set_text_content(Some(text)));
    for attribute in ATTRIBUTES {
        for_each_keyed(document, &format!("data-i18n-{attribute}"), lang, |element, text| {
            let _ = element.set_attribute(attribute, text);
        });
    }
}

fn for_each_keyed(document: &Document, marker: &str, lang: Lang, mut f: impl FnMut(&Element, &str)) {
    let Ok(nodes) = document.query_selector_all(&format!("[{marker}]")) else { return };
    let also = ALSO.with(Cell::get);
    for i in 0..nodes.length() {
        let Some(element) = nodes.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        let key = element.get_attribute(marker).unwrap_or_default();
        let text = shared(lang).by_key(&key).or_else(|| also.and_then(|lookup| lookup(&key, lang)));
        if let Some(text) = text {
            f(&element, text);
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

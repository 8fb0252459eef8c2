//! Which language the page speaks: from the address, the remembered choice and the browser's
//! languages (see the module doc of `i18n`).

use super::lang::Lang;
use super::shared::Notice;

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

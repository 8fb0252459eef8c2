//! The page's languages ([`Lang`]): their tags and their own names.

/// A language of the page.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    Es,
    /// The `lang-stub` feature's language: English's texts under another tag.
    #[cfg(feature = "lang-stub")]
    Xx,
}

impl Lang {
    #[cfg(not(feature = "lang-stub"))]
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];
    #[cfg(feature = "lang-stub")]
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Xx];

    /// The language tag: `"en"` or `"es"` (for `<html lang>`, `?lang=` and storage).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            #[cfg(feature = "lang-stub")]
            Lang::Xx => "qaa",
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
            #[cfg(feature = "lang-stub")]
            Lang::Xx => "Stub",
        }
    }
}

//! `texts!`, which declares a page module's key list, and `languages!`, which declares its
//! language files and the one function that picks among them (see the module doc of `i18n`).

/// Declares a module's key list: a struct with a field per text, so that a language is one
/// `const` value of it, complete or not compiled. `fixed` texts are `&'static str` fields, each
/// with the key the page's markup names it by where it has one (`new_game "new-game"`);
/// `sentences` are `fn` fields (or plain values), written once per language. Generates `KEYS`
/// (the markup's keys), `by_key` (the wording of a key, for `page.rs`'s `apply`) and `FIXED`
/// (every fixed text by field name, for tests).
macro_rules! texts {
    (
        $(#[$doc:meta])*
        pub struct $name:ident {
            fixed {
                $( $(#[$fdoc:meta])* $fixed:ident $($key:literal)?, )*
            }
            sentences {
                $( $(#[$sdoc:meta])* $sentence:ident: $ty:ty, )*
            }
        }
    ) => {
        $(#[$doc])*
        pub struct $name {
            $( $(#[$fdoc])* pub $fixed: &'static str, )*
            $( $(#[$sdoc])* pub $sentence: $ty, )*
        }

        impl $name {
            /// The keys the markup names the fixed texts by, where it does.
            pub const KEYS: &'static [&'static str] = &[$( $( $key, )? )*];

            /// Every fixed text, by field name.
            pub const FIXED: &'static [(&'static str, fn(&$name) -> &'static str)] =
                &[$( (stringify!($fixed), |t: &$name| t.$fixed), )*];

            /// The texts [`KEYS`](Self::KEYS) names, in its order.
            fn keyed(&self) -> [&'static str; Self::KEYS.len()] {
                [$( $( { let _ = $key; self.$fixed }, )? )*]
            }

            /// The wording of the fixed text the markup names `key`, if any (a search of the
            /// keys: a `match` on them would weigh more in each page).
            pub fn by_key(&self, key: &str) -> Option<&'static str> {
                let i = Self::KEYS.iter().position(|k| *k == key)?;
                self.keyed().get(i).copied()
            }
        }
    };
}

/// Declares a page module's language files (`en.rs`, `es.rs`, and `xx.rs` with the `lang-stub`
/// feature, each one `const` of the key list) and the function that picks one: the only
/// `match` on a [`Lang`](super::Lang) among the texts. Adding a language adds its arm here and a
/// file in each module.
macro_rules! languages {
    ($(#[$doc:meta])* pub fn $name:ident() -> $texts:ident) => {
        pub(super) mod en;
        pub(super) mod es;
        #[cfg(feature = "lang-stub")]
        mod xx;

        $(#[$doc])*
        pub fn $name(lang: Lang) -> &'static $texts {
            match lang {
                Lang::En => &en::EN,
                Lang::Es => &es::ES,
                #[cfg(feature = "lang-stub")]
                Lang::Xx => &xx::XX,
            }
        }
    };
}

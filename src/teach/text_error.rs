//! `text_error!`: the teaching floor's errors that are one text each (an abstract tree that
//! cannot be read, a practice setting out of range).

/// An error that is one text: the newtype `$name(pub String)`, its `Display` (`$format`, written
/// with the text) and its `Error`.
macro_rules! text_error {
    ($(#[$meta:meta])* $name:ident, $format:literal) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $name(pub String);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, $format, self.0)
            }
        }

        impl std::error::Error for $name {}
    };
}

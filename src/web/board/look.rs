//! How the board looks, as the player chooses it: the colours of the squares, the set of
//! pieces and whether the coordinates are drawn. Plain values with the names they are saved
//! under (`web::saved`) and that the page's menus use as option values; the drawing reads
//! them in `render` and `pieces`.

/// An enum whose variants have fixed names (saved, and used as `<option value>`), with `ALL`
/// in menu order, `name`, `from_name` and the first variant as the default.
macro_rules! named {
    ($(#[$meta:meta])* $enum:ident { $($(#[$vmeta:meta])* $variant:ident $name:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $enum {
            $($(#[$vmeta])* $variant),+
        }

        impl $enum {
            /// Every choice, in menu order.
            pub const ALL: &'static [$enum] = &[$($enum::$variant),+];

            /// The name it is saved under.
            pub fn name(self) -> &'static str {
                match self {
                    $($enum::$variant => $name),+
                }
            }

            /// The choice saved as `name`, if there is one.
            pub fn from_name(name: &str) -> Option<$enum> {
                Self::ALL.iter().copied().find(|v| v.name() == name)
            }
        }

        impl Default for $enum {
            fn default() -> $enum {
                Self::ALL[0]
            }
        }
    };
}
pub(crate) use named;

named! {
    /// The colours of the squares.
    BoardColours {
        /// Cream and brown, the first board.
        Wood "wood",
        /// Pale yellow and green.
        Green "green",
        /// Grey-white and slate blue.
        Blue "blue",
        /// Light and mid grey.
        Grey "grey",
    }
}

impl BoardColours {
    /// The light and the dark squares' colours.
    pub fn squares(self) -> (&'static str, &'static str) {
        match self {
            BoardColours::Wood => ("#ecdab9", "#ae8a68"),
            BoardColours::Green => ("#eeeed2", "#769656"),
            BoardColours::Blue => ("#dee3e6", "#8ca2ad"),
            BoardColours::Grey => ("#e4e4e0", "#a3a39d"),
        }
    }
}

named! {
    /// The drawing of the pieces.
    PieceSet {
        /// Flat fills with a thin outline and a plinth.
        Classic "classic",
        /// Rounded light on the body, a bold outline, no plinth.
        Shaded "shaded",
    }
}

/// Everything the player chooses about the board's drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    pub board: BoardColours,
    pub pieces: PieceSet,
    /// Draw the files and ranks along the board's edges.
    pub coordinates: bool,
}

impl Default for Look {
    fn default() -> Look {
        Look { board: BoardColours::Wood, pieces: PieceSet::Classic, coordinates: true }
    }
}

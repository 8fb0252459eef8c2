//! The small value types every other module speaks in: colours, roles, pieces, files, ranks,
//! squares and per-colour data. They are plain `Copy` values with checked constructors from text
//! and unchecked ones from indices that callers have already validated.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// The side a piece belongs to, or the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `+1` for White, `-1` for Black: the sign of a White-relative score.
    #[inline]
    pub const fn sign(self) -> i32 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// The FEN letter of the side to move: `w` or `b`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The rank (0-based) on which this colour's pieces start.
    #[inline]
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank(0),
            Color::Black => Rank(7),
        }
    }

    /// Looks at a rank from this colour's side: rank 0 is this colour's back rank.
    #[inline]
    pub const fn relative_rank(self, rank: Rank) -> Rank {
        match self {
            Color::White => rank,
            Color::Black => Rank(7 - rank.0),
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// What kind of piece something is, regardless of colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
    /// The pieces a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn from_index(i: usize) -> Role {
        Role::ALL[i]
    }

    /// Lower-case letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Upper-case letter as used in SAN: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// Reads a piece letter in either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }

    /// English name, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A coloured piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: upper case for White, lower case for Black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Reads a FEN piece letter (`PNBRQK` White, `pnbrqk` Black).
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        Some(Piece { color, role })
    }

    /// Index 0..12 for tables indexed by piece.
    #[inline]
    pub const fn index(self) -> usize {
        self.color as usize * 6 + self.role as usize
    }
}

/// The common half of [`File`] and [`Rank`]: eight values from 0, each written as one character
/// counted from the byte `$first` (`a` to `h`, `1` to `8`).
macro_rules! board_line {
    ($name:ident, $first:literal) => {
        impl $name {
            pub const ALL: [$name; 8] =
                [$name(0), $name(1), $name(2), $name(3), $name(4), $name(5), $name(6), $name(7)];

            pub const fn new(index: u8) -> Option<$name> {
                if index < 8 {
                    Some($name(index))
                } else {
                    None
                }
            }
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
            pub const fn char(self) -> char {
                ($first + self.0) as char
            }
            pub fn from_char(c: char) -> Option<$name> {
                if (char::from($first)..=char::from($first + 7)).contains(&c) {
                    Some($name(c as u8 - $first))
                } else {
                    None
                }
            }
        }
    };
}

/// A file, `a` (0) to `h` (7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(pub(crate) u8);

impl File {
    pub const A: File = File(0);
    pub const H: File = File(7);
}

board_line!(File, b'a');

/// A rank, `1` (0) to `8` (7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(pub(crate) u8);

board_line!(Rank, b'1');

/// One of the 64 squares: a1 = 0, b1 = 1, …, h8 = 63.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const B1: Square = Square(1);
    pub const C1: Square = Square(2);
    pub const D1: Square = Square(3);
    pub const E1: Square = Square(4);
    pub const F1: Square = Square(5);
    pub const G1: Square = Square(6);
    pub const H1: Square = Square(7);
    pub const A8: Square = Square(56);
    pub const B8: Square = Square(57);
    pub const C8: Square = Square(58);
    pub const D8: Square = Square(59);
    pub const E8: Square = Square(60);
    pub const F8: Square = Square(61);
    pub const G8: Square = Square(62);
    pub const H8: Square = Square(63);

    /// The square with this index.
    ///
    /// # Panics
    /// If `index >= 64`.
    #[inline]
    pub const fn new(index: u8) -> Square {
        assert!(index < 64, "square index out of range");
        Square(index)
    }

    /// The square with this index, or `None` if it is off the board.
    #[inline]
    pub const fn try_new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    #[inline]
    pub(crate) const fn from_index_unchecked(index: u32) -> Square {
        Square(index as u8)
    }

    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square seen from Black's side when `color` is Black (a1 ↔ a8).
    #[inline]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => Square(self.0 ^ 56),
        }
    }

    /// The square `delta` steps away in index space, if it is on the board. Callers handle
    /// wrap-around across files themselves.
    #[inline]
    pub const fn offset(self, delta: i8) -> Option<Square> {
        let i = self.0 as i8 + delta;
        if i >= 0 && i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// Whether this is a light square (h1 is light).
    pub const fn is_light(self) -> bool {
        (self.0 / 8 + self.0 % 8) % 2 == 1
    }

    /// Reads `e4`-style coordinates.
    pub fn parse(s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let file = File::from_char(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        Some(Square::from_coords(file, rank))
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

/// Data kept once per colour, indexed by [`Color`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub white: T,
    pub black: T,
}

impl<T> ByColor<T> {
    pub const fn new(white: T, black: T) -> ByColor<T> {
        ByColor { white, black }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline]
    fn index(&self, c: Color) -> &T {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

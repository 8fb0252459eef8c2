//! A net's shape: its hidden size, output buckets, activation and inputs, as a net file's
//! header says them and `poda train` takes them.

use crate::rules::Square;

/// Inputs per perspective: (own, other) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;
/// Quantisation of the feature transformer and of the output layer.
pub const QA: i32 = 255;
pub const QB: i32 = 64;
/// Largest magnitude of a float weight (feature and output layers): 33 feature rows of
/// 3 × 255 stay within `i16`.
pub const CLIP: f32 = 3.0;

/// An enum that a net file's header stores as its discriminant (`from_code`) and that
/// `poda train` takes by name (`name`, `from_name`).
macro_rules! net_option {
    ($(#[$meta:meta])* pub enum $ty:ident ($flag:literal) {
        $($(#[$vmeta:meta])* $variant:ident = $code:literal => $name:literal,)*
    }) => {
        $(#[$meta])*
        pub enum $ty {
            $($(#[$vmeta])* $variant = $code,)*
        }

        impl $ty {
            pub(super) fn from_code(code: u32) -> Option<$ty> {
                match code {
                    $($code => Some($ty::$variant),)*
                    _ => None,
                }
            }

            #[doc = concat!("The name `poda train ", $flag, "` takes.")]
            pub fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)*
                }
            }

            pub fn from_name(name: &str) -> Option<$ty> {
                [$($ty::$variant),*].into_iter().find(|v| v.name() == name)
            }
        }
    };
}

net_option! {
    /// How a hidden unit's sum becomes the output layer's input.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub enum Activation ("--activation") {
        /// clamp(x, 0, 1): the first nets.
        ClippedRelu = 0 => "crelu",
        /// clamp(x, 0, 1)²: a smoother response, at the price of one more multiplication.
        SquaredClippedRelu = 1 => "screlu",
    }
}

net_option! {
    /// What the feature transformer sees of the board.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub enum Inputs ("--inputs") {
        /// The board as it is (mirrored top to bottom for Black's perspective).
        Plain = 0 => "plain",
        /// Also mirrored left to right whenever the perspective's own king stands on files a–d, so
        /// that each perspective sees its king on the e–h half: the weights learn the king's wing
        /// and the other one instead of two copies of the same knowledge.
        KingMirrored = 1 => "king-mirrored",
        /// Two sets of feature weights: one for a perspective whose own king stands on files
        /// e–h, one for files a–d. Twice the rows of plain inputs, each set learning the
        /// board as seen from one wing; a king that changes wing changes its side's whole view.
        KingWing = 2 => "king-wing",
    }
}

/// How a perspective sees the features while its king stands where it does ([`Inputs::view`]):
/// a feature's row is its index XORed with `flip` (files mirrored, or not) plus `base` (which
/// set of weights).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KingView {
    flip: usize,
    base: usize,
}

impl KingView {
    /// The weight row of `feature` ([`feature`](super::feature)) in this view.
    #[inline]
    pub fn row(self, feature: usize) -> usize {
        (feature ^ self.flip) + self.base
    }
}

impl Inputs {
    /// How a perspective whose own king stands on `king` sees the features: king-mirrored
    /// inputs mirror the files when it stands on files a–d, king-wing inputs use the second set
    /// of weights there; plain inputs see every feature as it is.
    #[inline]
    pub fn view(self, king: Square) -> KingView {
        let queenside = king.file().index() < 4;
        match self {
            Inputs::Plain => KingView { flip: 0, base: 0 },
            Inputs::KingMirrored => KingView { flip: if queenside { 7 } else { 0 }, base: 0 },
            Inputs::KingWing => KingView { flip: 0, base: if queenside { INPUTS } else { 0 } },
        }
    }

    /// The feature transformer's rows: [`INPUTS`], twice that for king-wing inputs.
    pub fn rows(self) -> usize {
        match self {
            Inputs::Plain | Inputs::KingMirrored => INPUTS,
            Inputs::KingWing => 2 * INPUTS,
        }
    }
}

/// Hidden units a net may have at most (sums stay within their integer types).
pub const MAX_HIDDEN: usize = 1024;
/// Output buckets a net may have at most.
pub const MAX_BUCKETS: usize = 16;
/// Largest magnitude of a quantised output weight under [`Activation::SquaredClippedRelu`]:
/// QA × 127 still fits an `i16`, so a lane can hold `a · w` before it is multiplied by `a` again.
pub const SCRELU_MAX_WEIGHT: i16 = 127;

/// The output bucket of a position with `pieces` pieces on the board (kings included) in a
/// net of `buckets` buckets: the material left chooses which output weights apply.
#[inline]
pub fn output_bucket(pieces: u32, buckets: usize) -> usize {
    ((pieces.saturating_sub(2) as usize * buckets) / 31).min(buckets - 1)
}

/// A net's shape: what a net file's header says, and what the file, the engine's
/// [`Network`](super::Network) and the trainer's networks each carry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NetShape {
    /// Hidden units per perspective.
    pub hidden: usize,
    /// Output buckets ([`output_bucket`]).
    pub buckets: usize,
    pub activation: Activation,
    pub inputs: Inputs,
}

impl NetShape {
    /// The shape in words, e.g. `768→128×2→1, 8 output buckets, screlu`.
    pub fn describe(self) -> String {
        let buckets =
            if self.buckets == 1 { "1 output bucket".to_string() } else { format!("{} output buckets", self.buckets) };
        let inputs =
            if self.inputs == Inputs::Plain { String::new() } else { format!(", inputs {}", self.inputs.name()) };
        format!("{}→{}×2→1, {buckets}, {}{inputs}", self.inputs.rows(), self.hidden, self.activation.name())
    }
}

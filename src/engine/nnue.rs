//! Inference of an efficiently updatable network, (768 → N)×2 → 1, in integers: the feature
//! transformer's sums (the [`Accumulator`], one half per perspective) are updated move by move
//! ([`Network::update`]: a few rows added and subtracted) instead of recomputed, then one small
//! output layer gives centipawns. The output layer may have several buckets, chosen by the
//! number of pieces on the board ([`output_bucket`]), and its inputs are the sums clipped to
//! 0..1 or clipped and squared ([`Activation`]).
//!
//! The net file is written by `poda train` (`crate::train::nnue` on native builds), read and
//! written here ([`decode`], [`encode`]): [`MAGIC`], the hidden size, the number of output
//! buckets, the activation and the inputs (the net's [`NetShape`]; four u32), the output biases (one i32
//! per bucket), then the network's i16 values — the feature weights (768 × N), the feature
//! biases (N), the output weights (2N per bucket, side to move first) — zigzag-coded and stored
//! as two byte planes, every low byte first, then every high byte: most weights are small, so
//! the high plane is nearly constant and the file compresses to about 0.73 of the plain layout
//! (what the browser downloads). Files of the earlier layouts are still read: [`MAGIC_V3`] (no
//! inputs field: plain inputs), and with one bucket and clipped ReLU [`MAGIC_V2`] (the same
//! planes after one output bias) and [`MAGIC_PLAIN`] (plain little-endian i16 values, then the
//! output bias). Feature weights and biases are scaled by [`QA`], output weights by [`QB`].
//!
//! The search keeps one accumulator per ply in a flat `i16` buffer ([`Network::update_into`]
//! writes a child's from its parent's); in wasm built with the `simd128` target feature the
//! output layer is an explicit `i32x4.dot_i16x8_s` loop, elsewhere plain loops the compiler
//! vectorises. The trainer keeps every weight within ±[`CLIP`] so that no sum leaves `i16`.

use crate::rules::{Color, File, Move, MoveKind, Piece, Position, Role, Square};

/// Inputs per perspective: (own, other) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;
/// Quantisation of the feature transformer and of the output layer.
pub const QA: i32 = 255;
pub const QB: i32 = 64;
/// The first bytes of a net file.
pub const MAGIC: &[u8; 8] = b"PODANNU4";
/// The first bytes of a net file in the third layout (no input field: plain inputs; still read).
pub const MAGIC_V3: &[u8; 8] = b"PODANNU3";
/// The first bytes of a net file in the second layout (one output bucket, clipped ReLU; still
/// read).
pub const MAGIC_V2: &[u8; 8] = b"PODANNU2";
/// The first bytes of a net file in the first, plain layout (still read).
pub const MAGIC_PLAIN: &[u8; 8] = b"PODANNU1";
/// Largest magnitude of a float weight (feature and output layers): 33 feature rows of
/// 3 × 255 stay within `i16`.
pub const CLIP: f32 = 3.0;

/// The input index of a piece of `color` and `role` on `square` seen from `perspective`
/// (Black's perspective sees the board mirrored top to bottom).
#[inline]
pub fn feature(perspective: Color, color: Color, role: Role, square: usize) -> usize {
    let (side, square) = match perspective {
        Color::White => (usize::from(color != Color::White), square),
        Color::Black => (usize::from(color != Color::Black), square ^ 56),
    };
    side * 384 + role as usize * 64 + square
}

/// Whether the strongest levels evaluate with the network unless told otherwise (UCI
/// `UseNNUE`, the page's `?net=`, `bench`): on since the network beats the hand-crafted
/// evaluation (docs/strength.md).
pub const ON_BY_DEFAULT: bool = true;

/// The network the engine uses by default: the built-in one when [`ON_BY_DEFAULT`].
#[cfg(not(target_arch = "wasm32"))]
pub fn default_network() -> Option<std::sync::Arc<Network>> {
    ON_BY_DEFAULT.then(embedded)
}

/// The network trained for Poda (`src/engine/poda.nnue`, provenance in docs/strength.md),
/// built into the native binary. The browser fetches the same file after the first move.
#[cfg(not(target_arch = "wasm32"))]
pub fn embedded() -> std::sync::Arc<Network> {
    static NET: std::sync::OnceLock<std::sync::Arc<Network>> = std::sync::OnceLock::new();
    NET.get_or_init(|| {
        let bytes = include_bytes!("poda.nnue");
        std::sync::Arc::new(Network::from_bytes(bytes).expect("the built-in net file is valid"))
    })
    .clone()
}

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
            fn from_code(code: u32) -> Option<$ty> {
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
    /// The weight row of `feature` ([`feature`]) in this view.
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

/// A net's shape: what a net file's header says, and what the file, the engine's [`Network`]
/// and the trainer's networks each carry.
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

/// A net file's contents: the shape, the i16 values (feature weights, feature biases, then the
/// output weights bucket by bucket, in that order) and the output biases (one per bucket).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NetFile {
    pub shape: NetShape,
    pub values: Vec<i16>,
    pub b2: Vec<i32>,
}

impl NetFile {
    /// The values cut into the feature weights, the feature biases and the output weights.
    pub fn layers(&self) -> (&[i16], &[i16], &[i16]) {
        let (w1, rest) = self.values.split_at(self.shape.inputs.rows() * self.shape.hidden);
        let (b1, w2) = rest.split_at(self.shape.hidden);
        (w1, b1, w2)
    }
}

/// How many i16 values a net of `hidden` neurons, `buckets` output buckets and these inputs has.
fn value_count(hidden: usize, buckets: usize, inputs: Inputs) -> Option<usize> {
    (inputs.rows() + 1).checked_mul(hidden)?.checked_add(buckets.checked_mul(2)?.checked_mul(hidden)?)
}

/// Writes a net file (the current layout, see the module's documentation).
pub fn encode(net: &NetFile) -> Vec<u8> {
    debug_assert_eq!(Some(net.values.len()), value_count(net.shape.hidden, net.shape.buckets, net.shape.inputs));
    debug_assert_eq!(net.b2.len(), net.shape.buckets);
    let zigzag = |v: i16| ((v << 1) ^ (v >> 15)) as u16;
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&(net.shape.hidden as u32).to_le_bytes());
    out.extend_from_slice(&(net.shape.buckets as u32).to_le_bytes());
    out.extend_from_slice(&(net.shape.activation as u32).to_le_bytes());
    out.extend_from_slice(&(net.shape.inputs as u32).to_le_bytes());
    for b in &net.b2 {
        out.extend_from_slice(&b.to_le_bytes());
    }
    out.extend(net.values.iter().map(|&v| zigzag(v) as u8));
    out.extend(net.values.iter().map(|&v| (zigzag(v) >> 8) as u8));
    out
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// Reads a net file of any layout; `None` if it is not one (wrong header, wrong length, a
/// shape or values the engine cannot compute with).
pub fn decode(bytes: &[u8]) -> Option<NetFile> {
    let unzigzag = |z: u16| ((z >> 1) as i16) ^ -((z & 1) as i16);
    let planes = |body: &[u8], n: usize| -> Vec<i16> {
        let (low, high) = body.split_at(n);
        low.iter().zip(high).map(|(&l, &h)| unzigzag(u16::from_le_bytes([l, h]))).collect()
    };
    let current = bytes.strip_prefix(MAGIC.as_slice());
    let net = if let Some(rest) = current.or_else(|| bytes.strip_prefix(MAGIC_V3.as_slice())) {
        let hidden = u32_at(rest, 0)? as usize;
        let buckets = u32_at(rest, 4)? as usize;
        let activation = Activation::from_code(u32_at(rest, 8)?)?;
        let (inputs, header) = match current {
            Some(_) => (Inputs::from_code(u32_at(rest, 12)?)?, 16),
            None => (Inputs::Plain, 12),
        };
        if !(1..=MAX_HIDDEN).contains(&hidden) || !(1..=MAX_BUCKETS).contains(&buckets) {
            return None;
        }
        let n = value_count(hidden, buckets, inputs)?;
        let body = rest.get(header..)?;
        if body.len() != 4 * buckets + 2 * n {
            return None;
        }
        let b2 = body[..4 * buckets].chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        NetFile { shape: NetShape { hidden, buckets, activation, inputs }, values: planes(&body[4 * buckets..], n), b2 }
    } else {
        // The two earlier layouts: one output bucket, clipped ReLU.
        let (plain, rest) = match bytes.strip_prefix(MAGIC_V2.as_slice()) {
            Some(rest) => (false, rest),
            None => (true, bytes.strip_prefix(MAGIC_PLAIN.as_slice())?),
        };
        let hidden = u32_at(rest, 0)? as usize;
        let n = value_count(hidden, 1, Inputs::Plain)?;
        if hidden == 0 || rest.len() != 4 + 2 * n + 4 {
            return None;
        }
        let body = &rest[4..];
        let (values, b2) = if plain {
            let values = body[..2 * n].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
            (values, i32::from_le_bytes(body[2 * n..].try_into().ok()?))
        } else {
            (planes(&body[4..], n), i32::from_le_bytes(body[..4].try_into().ok()?))
        };
        let shape = NetShape { hidden, buckets: 1, activation: Activation::ClippedRelu, inputs: Inputs::Plain };
        NetFile { shape, values, b2: vec![b2] }
    };
    if net.shape.activation == Activation::SquaredClippedRelu
        && net.values[(net.shape.inputs.rows() + 1) * net.shape.hidden..].iter().any(|w| w.abs() > SCRELU_MAX_WEIGHT)
    {
        return None;
    }
    Some(net)
}

/// A network loaded from its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    shape: NetShape,
    w1: Vec<i16>,
    b1: Vec<i16>,
    /// `buckets × 2 × hidden`: per bucket, the side to move's half, then the other's.
    w2: Vec<i16>,
    b2: Vec<i32>,
}

/// The feature transformer's sums for a position: White's perspective, then Black's
/// (`2 × hidden` values).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accumulator {
    values: Vec<i16>,
}

impl Accumulator {
    pub fn values(&self) -> &[i16] {
        &self.values
    }
}

/// The rows a move adds and removes (at most two of each: castling moves two pieces, a
/// capture removes two).
struct Delta {
    add: [(Piece, Square); 2],
    adds: usize,
    sub: [(Piece, Square); 2],
    subs: usize,
}

impl Delta {
    fn new() -> Delta {
        let none = (Piece::new(Color::White, Role::Pawn), Square::new(0));
        Delta { add: [none; 2], adds: 0, sub: [none; 2], subs: 0 }
    }
    fn add(&mut self, p: Piece, s: Square) {
        self.add[self.adds] = (p, s);
        self.adds += 1;
    }
    fn sub(&mut self, p: Piece, s: Square) {
        self.sub[self.subs] = (p, s);
        self.subs += 1;
    }
}

impl Network {
    /// Reads a net file; `None` if it is not one (wrong header, wrong length).
    pub fn from_bytes(bytes: &[u8]) -> Option<Network> {
        let file = decode(bytes)?;
        let (w1, b1, w2) = file.layers();
        Some(Network { shape: file.shape, w1: w1.to_vec(), b1: b1.to_vec(), w2: w2.to_vec(), b2: file.b2 })
    }

    pub fn hidden(&self) -> usize {
        self.shape.hidden
    }

    pub fn shape(&self) -> NetShape {
        self.shape
    }

    /// The net's shape in words, e.g. `768→128×2→1, 8 output buckets, screlu`.
    pub fn describe(&self) -> String {
        self.shape.describe()
    }

    /// The length of one accumulator: both perspectives.
    pub fn accumulator_len(&self) -> usize {
        2 * self.shape.hidden
    }

    #[inline]
    fn row(&self, index: usize) -> &[i16] {
        &self.w1[index * self.shape.hidden..(index + 1) * self.shape.hidden]
    }

    /// The accumulator of `pos`, computed from scratch.
    pub fn refresh(&self, pos: &Position) -> Accumulator {
        let mut values = vec![0; self.accumulator_len()];
        self.refresh_into(pos, &mut values);
        Accumulator { values }
    }

    /// Writes the accumulator of `pos` into `out` (`2 × hidden` values).
    pub fn refresh_into(&self, pos: &Position, out: &mut [i16]) {
        let h = self.shape.hidden;
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            self.refresh_half(pos, perspective, &mut out[half * h..(half + 1) * h]);
        }
    }

    /// Writes `perspective`'s half of the accumulator of `pos` into `acc`.
    fn refresh_half(&self, pos: &Position, perspective: Color, acc: &mut [i16]) {
        let view = self.shape.inputs.view(pos.king(perspective));
        acc.copy_from_slice(&self.b1);
        for color in Color::ALL {
            for role in Role::ALL {
                for square in pos.pieces(color, role) {
                    add_row(acc, self.row(view.row(feature(perspective, color, role, square.index()))));
                }
            }
        }
    }

    /// The accumulator after `m` is played in `pos` (whose accumulator is `acc`).
    pub fn update(&self, acc: &Accumulator, pos: &Position, m: Move) -> Accumulator {
        let mut values = vec![0; self.accumulator_len()];
        self.update_into(&acc.values, &mut values, pos, m);
        Accumulator { values }
    }

    /// Writes into `dst` the accumulator after `m` is played in `pos`, whose accumulator is
    /// `src`: only the squares the move changes — the moved piece, a capture (en passant too),
    /// a promotion, castling's rook. With king-mirrored or king-wing inputs, a king that crosses to
    /// the other half of the board changes everything its side sees: that half is recomputed.
    pub fn update_into(&self, src: &[i16], dst: &mut [i16], pos: &Position, m: Move) {
        let d = Self::delta(pos, m);
        let h = self.shape.hidden;
        for (half, perspective) in Color::ALL.into_iter().enumerate() {
            let king = pos.king(perspective);
            let view = self.shape.inputs.view(king);
            let (src, dst) = (&src[half * h..(half + 1) * h], &mut dst[half * h..(half + 1) * h]);
            if m.from() == king && self.shape.inputs.view(m.to()) != view {
                let mut child = *pos;
                child.play_unchecked(m);
                self.refresh_half(&child, perspective, dst);
                continue;
            }
            let rows = |list: &[(Piece, Square)]| -> [&[i16]; 2] {
                let mut out: [&[i16]; 2] = [&[], &[]];
                for (slot, &(p, s)) in out.iter_mut().zip(list) {
                    *slot = self.row(view.row(feature(perspective, p.color, p.role, s.index())));
                }
                out
            };
            let (add, sub) = (rows(&d.add[..d.adds]), rows(&d.sub[..d.subs]));
            match (d.adds, d.subs) {
                (1, 1) => add_sub(dst, src, add[0], sub[0]),
                (1, 2) => add_sub2(dst, src, add[0], sub[0], sub[1]),
                _ => {
                    dst.copy_from_slice(src);
                    for row in &add[..d.adds] {
                        add_row(dst, row);
                    }
                    for row in &sub[..d.subs] {
                        for (a, &w) in dst.iter_mut().zip(*row) {
                            *a = a.wrapping_sub(w);
                        }
                    }
                }
            }
        }
    }

    fn delta(pos: &Position, m: Move) -> Delta {
        let mut d = Delta::new();
        let us = pos.turn();
        let (from, to) = (m.from(), m.to());
        let role = pos.role_at(from).unwrap_or(Role::Pawn);
        match m.kind() {
            MoveKind::Castle => {
                let rank = us.back_rank();
                let (rook_from, rook_to) = if to.file() > from.file() {
                    (Square::from_coords(File::H, rank), Square::from_coords(File(5), rank))
                } else {
                    (Square::from_coords(File::A, rank), Square::from_coords(File(3), rank))
                };
                d.sub(Piece::new(us, Role::King), from);
                d.add(Piece::new(us, Role::King), to);
                d.sub(Piece::new(us, Role::Rook), rook_from);
                d.add(Piece::new(us, Role::Rook), rook_to);
            }
            MoveKind::EnPassant => {
                d.sub(Piece::new(!us, Role::Pawn), Square::from_coords(to.file(), from.rank()));
                d.sub(Piece::new(us, Role::Pawn), from);
                d.add(Piece::new(us, Role::Pawn), to);
            }
            kind => {
                if let Some(captured) = pos.role_at(to) {
                    d.sub(Piece::new(!us, captured), to);
                }
                d.sub(Piece::new(us, role), from);
                let placed = if let MoveKind::Promotion(r) = kind { r } else { role };
                d.add(Piece::new(us, placed), to);
            }
        }
        d
    }

    /// Centipawns for the side to move of `pos` from its accumulator.
    pub fn evaluate(&self, acc: &Accumulator, pos: &Position) -> i32 {
        self.evaluate_slice(&acc.values, pos)
    }

    /// Centipawns for the side to move of `pos` from its accumulator held as `2 × hidden`
    /// values (the position gives the side to move and the output bucket).
    #[inline]
    pub fn evaluate_slice(&self, acc: &[i16], pos: &Position) -> i32 {
        let h = self.shape.hidden;
        let (white, black) = acc.split_at(h);
        let (first, second) = match pos.turn() {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let bucket = output_bucket(pos.occupied().count(), self.shape.buckets);
        let w2 = &self.w2[bucket * 2 * h..(bucket + 1) * 2 * h];
        let sum = match self.shape.activation {
            Activation::ClippedRelu => {
                i64::from(dot_clipped(first, &w2[..h])) + i64::from(dot_clipped(second, &w2[h..]))
            }
            // Σ clamp(a, 0, QA)² · w is in units of QA² · QB: one QA is divided out.
            Activation::SquaredClippedRelu => {
                (dot_squared(first, &w2[..h]) + dot_squared(second, &w2[h..])) / i64::from(QA)
            }
        };
        ((sum + i64::from(self.b2[bucket])) * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }

    /// Centipawns for the side to move of `pos`, computed from scratch.
    pub fn evaluate_position(&self, pos: &Position) -> i32 {
        self.evaluate(&self.refresh(pos), pos)
    }
}

/// `dst = src + a − b`, lane by lane (a quiet move: one row in, one out).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn add_sub(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16]) {
    for (((d, &s), &a), &b) in dst.iter_mut().zip(src).zip(a).zip(b) {
        *d = s.wrapping_add(a).wrapping_sub(b);
    }
}

/// `dst = src + a − b − c` (a capture: one row in, two out).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn add_sub2(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16], c: &[i16]) {
    for ((((d, &s), &a), &b), &c) in dst.iter_mut().zip(src).zip(a).zip(b).zip(c) {
        *d = s.wrapping_add(a).wrapping_sub(b).wrapping_sub(c);
    }
}

/// `dst = src + a − b` with explicit SIMD128: one length check, then eight lanes at a time
/// (the compiler's own vectorisation of the plain loop brings checks and tails V8 does not
/// remove).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn add_sub(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16]) {
    use core::arch::wasm32::*;
    let n = dst.len();
    assert!(src.len() >= n && a.len() >= n && b.len() >= n);
    let chunks = n / 8;
    for k in 0..chunks {
        let o = k * 8;
        // SAFETY: `o + 8 <= n`, within every slice (checked above); no alignment is needed.
        unsafe {
            let v = i16x8_sub(
                i16x8_add(v128_load(src.as_ptr().add(o).cast()), v128_load(a.as_ptr().add(o).cast())),
                v128_load(b.as_ptr().add(o).cast()),
            );
            v128_store(dst.as_mut_ptr().add(o).cast(), v);
        }
    }
    for i in chunks * 8..n {
        dst[i] = src[i].wrapping_add(a[i]).wrapping_sub(b[i]);
    }
}

/// `dst = src + a − b − c` with explicit SIMD128 (see [`add_sub`]).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn add_sub2(dst: &mut [i16], src: &[i16], a: &[i16], b: &[i16], c: &[i16]) {
    use core::arch::wasm32::*;
    let n = dst.len();
    assert!(src.len() >= n && a.len() >= n && b.len() >= n && c.len() >= n);
    let chunks = n / 8;
    for k in 0..chunks {
        let o = k * 8;
        // SAFETY: as in `add_sub`.
        unsafe {
            let v = i16x8_sub(
                i16x8_sub(
                    i16x8_add(v128_load(src.as_ptr().add(o).cast()), v128_load(a.as_ptr().add(o).cast())),
                    v128_load(b.as_ptr().add(o).cast()),
                ),
                v128_load(c.as_ptr().add(o).cast()),
            );
            v128_store(dst.as_mut_ptr().add(o).cast(), v);
        }
    }
    for i in chunks * 8..n {
        dst[i] = src[i].wrapping_add(a[i]).wrapping_sub(b[i]).wrapping_sub(c[i]);
    }
}

#[inline]
fn add_row(acc: &mut [i16], row: &[i16]) {
    for (a, &w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(w);
    }
}

/// Σ clamp(a, 0, QA) · w, the output layer's half for one perspective.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn dot_clipped(acc: &[i16], weights: &[i16]) -> i32 {
    acc.iter().zip(weights).fold(0i32, |s, (&a, &w)| s.wrapping_add(i32::from(a.clamp(0, QA as i16)) * i32::from(w)))
}

/// What both SIMD dot products share: eight lanes of `acc` at a time, clamped to [0, QA], are
/// handed with the matching `weights` to `kernel`, whose four 32-bit lanes are summed. Returns
/// the sums and how many values they cover (the caller adds the tail).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn simd_sum_clipped(
    acc: &[i16],
    weights: &[i16],
    kernel: impl Fn(core::arch::wasm32::v128, core::arch::wasm32::v128) -> core::arch::wasm32::v128,
) -> (core::arch::wasm32::v128, usize) {
    use core::arch::wasm32::*;
    let (zero, top) = (i16x8_splat(0), i16x8_splat(QA as i16));
    let mut total = i32x4_splat(0);
    let chunks = acc.len() / 8;
    for c in 0..chunks {
        // SAFETY: `c * 8 + 8 <= len` for both slices (equal lengths, checked by the caller's
        // split); v128_load has no alignment requirement.
        let (a, w) = unsafe {
            (v128_load(acc.as_ptr().add(c * 8) as *const v128), v128_load(weights.as_ptr().add(c * 8) as *const v128))
        };
        total = i32x4_add(total, kernel(i16x8_min(i16x8_max(a, zero), top), w));
    }
    (total, chunks * 8)
}

/// Σ clamp(a, 0, QA) · w with wasm's 128-bit SIMD: eight lanes clamped at a time, multiplied
/// and summed pairwise into four 32-bit lanes by `i32x4.dot_i16x8_s`.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn dot_clipped(acc: &[i16], weights: &[i16]) -> i32 {
    use core::arch::wasm32::*;
    let (total, done) = simd_sum_clipped(acc, weights, |clipped, w| i32x4_dot_i16x8(clipped, w));
    let mut sum = i32x4_extract_lane::<0>(total)
        .wrapping_add(i32x4_extract_lane::<1>(total))
        .wrapping_add(i32x4_extract_lane::<2>(total))
        .wrapping_add(i32x4_extract_lane::<3>(total));
    for i in done..acc.len() {
        sum = sum.wrapping_add(i32::from(acc[i].clamp(0, QA as i16)) * i32::from(weights[i]));
    }
    sum
}

/// Σ clamp(a, 0, QA)² · w, the squared activation's half for one perspective. Summed in `i32`
/// by blocks of 128 (each at most 128 · 255² · 127 < 2³¹), the blocks in `i64`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn dot_squared(acc: &[i16], weights: &[i16]) -> i64 {
    acc.chunks(128)
        .zip(weights.chunks(128))
        .map(|(a, w)| {
            // `a · w` fits an i16 (|w| ≤ SCRELU_MAX_WEIGHT), so the products pair up as in
            // the SIMD multiply-add of 16-bit lanes into 32-bit ones.
            let block = a.iter().zip(w).fold(0i32, |s, (&a, &w)| {
                let a = a.clamp(0, QA as i16);
                s.wrapping_add(i32::from(a.wrapping_mul(w)) * i32::from(a))
            });
            i64::from(block)
        })
        .sum()
}

/// Σ clamp(a, 0, QA)² · w with wasm's 128-bit SIMD: `a · w` fits an i16 lane (|w| ≤
/// [`SCRELU_MAX_WEIGHT`], checked when the file is read), then `i32x4.dot_i16x8_s` multiplies
/// by `a` again and sums pairwise; each 32-bit lane gathers at most `len / 4` products.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn dot_squared(acc: &[i16], weights: &[i16]) -> i64 {
    use core::arch::wasm32::*;
    let (total, done) = simd_sum_clipped(acc, weights, |clipped, w| i32x4_dot_i16x8(i16x8_mul(clipped, w), clipped));
    let mut sum = i64::from(i32x4_extract_lane::<0>(total))
        + i64::from(i32x4_extract_lane::<1>(total))
        + i64::from(i32x4_extract_lane::<2>(total))
        + i64::from(i32x4_extract_lane::<3>(total));
    for i in done..acc.len() {
        let a = i64::from(acc[i].clamp(0, QA as i16));
        sum += a * i64::from(weights[i]) * a;
    }
    sum
}

//! A small efficiently updatable network, (768 → N)×2 → 1, and its trainer.
//!
//! Inputs: 768 features per perspective — (the piece's side relative to the perspective: own
//! or other) × 6 roles × 64 squares, the board mirrored top to bottom for Black's perspective.
//! One hidden layer of N units per perspective shares its weights (the feature transformer);
//! the side to move's accumulator comes first, the other side's second, both through a clipped
//! ReLU (0 to 1, or its square: [`Activation`]), then one output, whose weights may come in
//! buckets chosen by the number of pieces on the board ([`output_bucket`]). The output times
//! [`SCALE`] is centipawns for the side to move.
//!
//! Training: from `poda datagen` lines (`FEN | score | result`, White's side), the target is
//! λ·σ(score/[`SCALE`]) + (1 − λ)·result from the side to move's view, the loss the mean
//! squared error of σ(output), Adam in mini-batches, all randomness from one seed. A held-out
//! twentieth of the positions gives the validation loss printed after each epoch.
//!
//! Quantisation for integer inference: feature weights and biases × [`QA`] (i16), output
//! weights × [`QB`] (i16), output bias × QA·QB (i32); [`Quantised::to_bytes`] writes the file
//! that `crate::engine::nnue::Network` reads (the features and the scales are the engine's).
//! The net in floats ([`FloatNetwork`]) and in integers ([`Quantised`]) has the same
//! [`Layers`], and computes its hidden layer and picks its output bucket the same way.

use std::ops::AddAssign;

use crate::rng::SplitMix64;
use crate::rules::{Color, Position, Role};

use crate::engine::nnue::{decode, encode, NetFile};
pub use crate::engine::nnue::{
    feature, output_bucket, Activation, Inputs, NetShape, CLIP, INPUTS, MAGIC, MAX_BUCKETS, MAX_HIDDEN, QA, QB,
    SCRELU_MAX_WEIGHT,
};

/// Centipawns per unit of output (and of the sigmoid's argument).
pub const SCALE: f32 = crate::engine::nnue::SCALE as f32;

/// The active features of `pos` from the side to move's view and from the other side's.
pub fn features(pos: &Position) -> (Vec<u16>, Vec<u16>) {
    features_for(pos, Inputs::Plain)
}

/// [`features`] as a net with the given inputs sees them.
pub fn features_for(pos: &Position, inputs: Inputs) -> (Vec<u16>, Vec<u16>) {
    let (us, them) = (pos.turn(), !pos.turn());
    let (view_us, view_them) = (inputs.view(pos.king(us)), inputs.view(pos.king(them)));
    let mut a = Vec::with_capacity(32);
    let mut b = Vec::with_capacity(32);
    for color in Color::ALL {
        for role in Role::ALL {
            for sq in pos.pieces(color, role) {
                a.push(view_us.row(feature(us, color, role, sq.index())) as u16);
                b.push(view_them.row(feature(them, color, role, sq.index())) as u16);
            }
        }
    }
    (a, b)
}

pub(crate) fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Uniform in (−1, 1): an initial weight's share of its range.
fn unit(rng: &mut SplitMix64) -> f32 {
    (rng.next() >> 40) as f32 / (1u64 << 23) as f32 - 1.0
}

/// A network's layers: its weights and feature biases are `W`s, its output biases `B`s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layers<W, B> {
    /// The shape; the samples must have been read for its inputs.
    pub shape: NetShape,
    /// The feature transformer's weights, `rows × hidden` ([`Inputs::rows`]), row by feature.
    pub w1: Vec<W>,
    /// The feature transformer's biases, `hidden`.
    pub b1: Vec<W>,
    /// `buckets × 2 × hidden`: per bucket, the side to move's half, then the other's.
    pub w2: Vec<W>,
    /// One per bucket.
    pub b2: Vec<B>,
}

/// The network in floating point (training).
pub type FloatNetwork = Layers<f32, f32>;

/// The network in integers, as the engine uses it.
pub type Quantised = Layers<i16, i32>;

impl<W: Copy, B> Layers<W, B> {
    /// The output weights of the bucket for `pieces` pieces, and the bucket.
    fn output_layer(&self, pieces: u32) -> (usize, &[W]) {
        let (h, b) = (self.shape.hidden, output_bucket(pieces, self.shape.buckets));
        (b, &self.w2[b * 2 * h..(b + 1) * 2 * h])
    }

    /// The feature transformer's sums for the side to move's `us` and the other side's `them`
    /// into `acc` (`2 × hidden`: the side to move's half first).
    fn accumulate<A: Copy + From<W> + AddAssign>(&self, us: &[u16], them: &[u16], acc: &mut [A]) {
        let h = self.shape.hidden;
        for (features, out) in [us, them].into_iter().zip(acc.chunks_exact_mut(h)) {
            for (o, &b) in out.iter_mut().zip(&self.b1) {
                *o = A::from(b);
            }
            for &f in features {
                let row = &self.w1[f as usize * h..(f as usize + 1) * h];
                for (o, &w) in out.iter_mut().zip(row) {
                    *o += A::from(w);
                }
            }
        }
    }
}

impl Activation {
    #[inline]
    fn apply(self, a: f32) -> f32 {
        let c = a.clamp(0.0, 1.0);
        match self {
            Activation::ClippedRelu => c,
            Activation::SquaredClippedRelu => c * c,
        }
    }

    /// The derivative (0 where the clamp holds).
    #[inline]
    fn slope(self, a: f32) -> f32 {
        if a <= 0.0 || a >= 1.0 {
            0.0
        } else {
            match self {
                Activation::ClippedRelu => 1.0,
                Activation::SquaredClippedRelu => 2.0 * a,
            }
        }
    }

    /// The largest magnitude an output weight may take (so that its quantised value fits what
    /// the engine computes with).
    pub(crate) fn output_clip(self) -> f32 {
        match self {
            Activation::ClippedRelu => CLIP,
            Activation::SquaredClippedRelu => f32::from(SCRELU_MAX_WEIGHT) / QB as f32,
        }
    }
}

/// One training position.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sample {
    pub us: Vec<u16>,
    pub them: Vec<u16>,
    /// The target in [0, 1] from the side to move's view.
    pub target: f32,
}

impl Sample {
    /// The pieces on the board (kings included): what chooses the output bucket.
    pub fn pieces(&self) -> u32 {
        self.us.len() as u32
    }
}

impl Sample {
    /// From a data line: `FEN | score | result`, score and result from White's side.
    pub fn parse(line: &str, lambda: f32) -> Option<Sample> {
        Sample::parse_for(line, lambda, Inputs::Plain)
    }

    /// [`Sample::parse`] for a net with the given inputs.
    pub fn parse_for(line: &str, lambda: f32, inputs: Inputs) -> Option<Sample> {
        let mut parts = line.split(" | ");
        let pos = Position::from_fen(parts.next()?.trim()).ok()?;
        let score: f32 = parts.next()?.trim().parse().ok()?;
        let result: f32 = parts.next()?.trim().parse().ok()?;
        let (score, result) = if pos.turn() == Color::White { (score, result) } else { (-score, 1.0 - result) };
        let target = lambda * sigmoid(score / SCALE) + (1.0 - lambda) * result;
        let (us, them) = features_for(&pos, inputs);
        Some(Sample { us, them, target })
    }
}

impl Sample {
    /// The same position with the board mirrored left to right (a↔h): as good a sample, for a
    /// position where no castling right makes the two wings differ. Plain inputs only: for
    /// the others the mirror changes the king's view ([`super::samples::sample_from_packed`]).
    pub fn mirrored(&self) -> Sample {
        let flip = |f: &u16| f ^ 7;
        Sample {
            us: self.us.iter().map(flip).collect(),
            them: self.them.iter().map(flip).collect(),
            target: self.target,
        }
    }
}

impl FloatNetwork {
    /// A network with small random weights from `seed`: one output bucket, clipped ReLU, plain
    /// inputs.
    pub fn new(hidden: usize, seed: u64) -> FloatNetwork {
        let shape = NetShape { hidden, buckets: 1, activation: Activation::ClippedRelu, inputs: Inputs::Plain };
        FloatNetwork::with_shape(shape, seed)
    }

    /// A network of the given shape, small random weights from `seed`.
    pub fn with_shape(shape: NetShape, seed: u64) -> FloatNetwork {
        let NetShape { hidden, buckets, inputs, .. } = shape;
        let mut rng = SplitMix64::new(seed);
        let r1 = (1.0 / 32.0f32).sqrt();
        let r2 = (1.0 / (2 * hidden) as f32).sqrt();
        FloatNetwork {
            shape,
            w1: (0..inputs.rows() * hidden).map(|_| unit(&mut rng) * r1).collect(),
            b1: vec![0.0; hidden],
            w2: (0..buckets * 2 * hidden).map(|_| unit(&mut rng) * r2).collect(),
            b2: vec![0.0; buckets],
        }
    }

    /// This network with `hidden` neurons (at least as many as it has): the new neurons get
    /// small random input weights from `seed` and zero output weights, so the wider net computes
    /// the same function until training gives them a part (function-preserving widening).
    pub fn widened(&self, hidden: usize, seed: u64) -> FloatNetwork {
        let h = self.shape.hidden;
        assert!(hidden >= h, "a net is widened, not narrowed: {h} to {hidden}");
        let shape = NetShape { hidden, ..self.shape };
        let fresh = FloatNetwork::with_shape(shape, seed);
        let w1 = (0..self.shape.inputs.rows())
            .flat_map(|f| self.w1[f * h..(f + 1) * h].iter().chain(&fresh.w1[f * hidden + h..(f + 1) * hidden]))
            .copied()
            .collect();
        let mut b1 = self.b1.clone();
        b1.resize(hidden, 0.0);
        let w2 = self
            .w2
            .chunks_exact(h)
            .flat_map(|half| half.iter().copied().chain(std::iter::repeat_n(0.0, hidden - h)))
            .collect();
        FloatNetwork { shape, w1, b1, w2, b2: self.b2.clone() }
    }

    /// This plain-input network with king-wing inputs: both sets of feature weights start as its
    /// one, so the new net computes the same function until training tells the wings apart.
    pub fn split_by_king_wing(&self) -> FloatNetwork {
        assert_eq!(self.shape.inputs, Inputs::Plain, "only plain inputs are split by the king's wing");
        let shape = NetShape { inputs: Inputs::KingWing, ..self.shape };
        FloatNetwork { shape, w1: self.w1.repeat(2), ..self.clone() }
    }

    /// The raw output for a position's features (× [`SCALE`] = centipawns for the side to move).
    pub fn output(&self, us: &[u16], them: &[u16]) -> f32 {
        let mut acc = vec![0.0; 2 * self.shape.hidden];
        self.accumulate(us, them, &mut acc);
        let (b, w2) = self.output_layer(us.len() as u32);
        self.b2[b] + acc.iter().zip(w2).map(|(&a, w)| self.shape.activation.apply(a) * w).sum::<f32>()
    }

    /// The evaluation of `pos` in centipawns for the side to move.
    pub fn evaluate(&self, pos: &Position) -> f32 {
        let (us, them) = features_for(pos, self.shape.inputs);
        self.output(&us, &them) * SCALE
    }

    /// The mean loss over `samples`.
    pub fn loss(&self, samples: &[Sample]) -> f32 {
        let total: f64 =
            samples.iter().map(|s| f64::from((sigmoid(self.output(&s.us, &s.them)) - s.target).powi(2))).sum();
        (total / samples.len().max(1) as f64) as f32
    }

    /// Adds the gradient of the loss on `s` (not averaged) to `g`; returns the loss. `acc` and
    /// `d` are scratch, `2 × hidden` each.
    pub(crate) fn backward(&self, s: &Sample, g: &mut FloatNetwork, acc: &mut [f32], d: &mut [f32]) -> f32 {
        let h = self.shape.hidden;
        self.accumulate(&s.us, &s.them, acc);
        let (bucket, w2) = self.output_layer(s.pieces());
        let act = self.shape.activation;
        let out = self.b2[bucket] + acc.iter().zip(w2).map(|(&a, w)| act.apply(a) * w).sum::<f32>();
        let p = sigmoid(out);
        let err = p - s.target;
        // d(err²)/d(out) = 2·err·σ'(out)
        let d_out = 2.0 * err * p * (1.0 - p);
        g.b2[bucket] += d_out;
        let base = bucket * 2 * h;
        for (k, (&a, &w)) in acc.iter().zip(w2).enumerate() {
            g.w2[base + k] += d_out * act.apply(a);
            d[k] = d_out * w * act.slope(a);
        }
        // Each active feature's row takes the hidden units' gradients at once: one pass along
        // the row, which the compiler turns into vector adds.
        for (features, dh) in [&s.us, &s.them].into_iter().zip(d.chunks_exact(h)) {
            for (b, &x) in g.b1.iter_mut().zip(dh) {
                *b += x;
            }
            for &f in features.iter() {
                let row = &mut g.w1[f as usize * h..(f as usize + 1) * h];
                for (w, &x) in row.iter_mut().zip(dh) {
                    *w += x;
                }
            }
        }
        err * err
    }

    /// Adds `other`'s values to this one's (gradients summed over threads).
    pub(crate) fn add(&mut self, other: &FloatNetwork) {
        for (p, q) in self.params_mut().into_iter().zip([&other.w1, &other.b1, &other.w2, &other.b2]) {
            for (a, b) in p.iter_mut().zip(q.iter()) {
                *a += b;
            }
        }
    }

    pub(crate) fn zeroed(&self) -> FloatNetwork {
        FloatNetwork {
            shape: self.shape,
            w1: vec![0.0; self.w1.len()],
            b1: vec![0.0; self.b1.len()],
            w2: vec![0.0; self.w2.len()],
            b2: vec![0.0; self.b2.len()],
        }
    }

    pub(crate) fn params_mut(&mut self) -> [&mut [f32]; 4] {
        [&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2]
    }

    /// The quantised network: the integers the engine computes with. The rows of pawns on the
    /// first and last ranks, features no position has, are written as zeros (they keep their
    /// random start in training; zeros compress).
    pub fn quantise(&self) -> Quantised {
        let q = |v: f32, by: i32| (v * by as f32).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        let h = self.shape.hidden;
        let never = |row: usize| row % 384 / 64 == Role::Pawn as usize && !(8..56).contains(&(row % 64));
        let top = match self.shape.activation {
            Activation::ClippedRelu => i16::MAX,
            Activation::SquaredClippedRelu => SCRELU_MAX_WEIGHT,
        };
        Quantised {
            shape: self.shape,
            w1: self.w1.iter().enumerate().map(|(i, &w)| if never(i / h) { 0 } else { q(w, QA) }).collect(),
            b1: self.b1.iter().map(|&b| q(b, QA)).collect(),
            w2: self.w2.iter().map(|&w| q(w, QB).clamp(-top, top)).collect(),
            b2: self.b2.iter().map(|&b| (b * (QA * QB) as f32).round() as i32).collect(),
        }
    }
}

impl Quantised {
    /// The floating-point network these integers stand for (to train it further).
    pub fn dequantise(&self) -> FloatNetwork {
        let f = |v: i16, by: i32| f32::from(v) / by as f32;
        FloatNetwork {
            shape: self.shape,
            w1: self.w1.iter().map(|&w| f(w, QA)).collect(),
            b1: self.b1.iter().map(|&b| f(b, QA)).collect(),
            w2: self.w2.iter().map(|&w| f(w, QB)).collect(),
            b2: self.b2.iter().map(|&b| b as f32 / (QA * QB) as f32).collect(),
        }
    }

    /// Centipawns for the side to move, in integer arithmetic.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let (us, them) = features_for(pos, self.shape.inputs);
        let mut acc = vec![0i32; 2 * self.shape.hidden];
        self.accumulate(&us, &them, &mut acc);
        let (bucket, w2) = self.output_layer(us.len() as u32);
        let mut sum: i64 = 0;
        for (&a, &w) in acc.iter().zip(w2) {
            let a = i64::from(a.clamp(0, QA));
            sum += match self.shape.activation {
                Activation::ClippedRelu => a * i64::from(w),
                Activation::SquaredClippedRelu => a * a * i64::from(w),
            };
        }
        if self.shape.activation == Activation::SquaredClippedRelu {
            sum /= i64::from(QA);
        }
        ((sum + i64::from(self.b2[bucket])) * SCALE as i64 / i64::from(QA * QB)) as i32
    }

    /// The net file (the layout is described at [`crate::engine::nnue`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let values: Vec<i16> = self.w1.iter().chain(&self.b1).chain(&self.w2).copied().collect();
        encode(&NetFile { shape: self.shape, values, b2: self.b2.clone() })
    }

    /// Reads a net file.
    pub fn from_bytes(bytes: &[u8]) -> Option<Quantised> {
        let file = decode(bytes)?;
        let (w1, b1, w2) = file.layers();
        Some(Quantised { shape: file.shape, w1: w1.to_vec(), b1: b1.to_vec(), w2: w2.to_vec(), b2: file.b2 })
    }
}

//! The net file is written by `poda train` (`crate::train::nnue` on native builds), read and
//! written here ([`decode`], [`encode`]): [`MAGIC`], the hidden size, the number of output buckets,
//! the activation and the inputs (the net's [`NetShape`]; four u32), the output biases (one i32 per
//! bucket), then the network's i16 values — the feature weights (768 × N; 1,536 × N for king-wing
//! inputs), the feature biases (N), the output weights (2N per bucket, side to move first) —
//! zigzag-coded and stored as two byte planes, every low byte first, then every high byte: most
//! weights are small, so the high plane is nearly constant and the file compresses to about 0.73 of
//! the plain layout (what the browser downloads). Files of the earlier layouts are still read:
//! [`MAGIC_V3`] (no inputs field: plain inputs), and with one bucket and clipped ReLU [`MAGIC_V2`]
//! (the same planes after one output bias) and [`MAGIC_PLAIN`] (plain little-endian i16 values,
//! then the output bias). Feature weights and biases are scaled by [`QA`](super::QA), output
//! weights by [`QB`](super::QB).

use super::shape::{Activation, Inputs, NetShape, MAX_BUCKETS, MAX_HIDDEN, SCRELU_MAX_WEIGHT};

/// The first bytes of a net file.
pub const MAGIC: &[u8; 8] = b"PODANNU4";
/// The first bytes of a net file in the third layout (no input field: plain inputs; still read).
pub const MAGIC_V3: &[u8; 8] = b"PODANNU3";
/// The first bytes of a net file in the second layout (one output bucket, clipped ReLU; still
/// read).
pub const MAGIC_V2: &[u8; 8] = b"PODANNU2";
/// The first bytes of a net file in the first, plain layout (still read).
pub const MAGIC_PLAIN: &[u8; 8] = b"PODANNU1";

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

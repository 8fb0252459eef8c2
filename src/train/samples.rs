//! The trainer's data: positions read from `poda datagen`'s files (text lines or 32-byte
//! records, [`super::packed`]) and turned into [`Sample`]s, the inputs and target the network
//! learns from.
//!
//! A large run keeps its positions packed ([`PackedSamples`], 32 bytes each, plus 4 for each
//! entry) and builds each sample when a batch needs it, so 50 million positions take under
//! 2 GB; small ones and the tests may keep [`Sample`]s in a `Vec`. Both are a [`SampleSet`].

use std::io::Write;

use super::nnue::{feature, sigmoid, Inputs, Sample, SCALE};
use super::packed::{self, PackedPosition};
use crate::rules::{Color, Role, Square};

/// Samples the trainer can read by index.
pub trait SampleSet: Sync {
    fn len(&self) -> usize;

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Writes sample `i` into `out`, reusing its buffers.
    fn read(&self, i: usize, out: &mut Sample);
}

impl SampleSet for [Sample] {
    fn len(&self) -> usize {
        <[Sample]>::len(self)
    }

    fn read(&self, i: usize, out: &mut Sample) {
        out.clone_from(&self[i]);
    }
}

impl SampleSet for Vec<Sample> {
    fn len(&self) -> usize {
        self.as_slice().len()
    }

    fn read(&self, i: usize, out: &mut Sample) {
        out.clone_from(&self[i]);
    }
}

/// Packed positions, each an entry or two (itself, and its mirror image left to right when it
/// has no castling right and mirroring is asked for).
pub struct PackedSamples {
    records: Vec<PackedPosition>,
    /// The record's index times two, plus one for its mirror image.
    entries: Vec<u32>,
    lambda: f32,
    inputs: Inputs,
}

impl PackedSamples {
    /// `records` as samples for a net with `inputs` and the blend `lambda` (of score and
    /// result). King-mirrored inputs see a position and its mirror image alike: `mirror` adds
    /// nothing there and is ignored.
    pub fn new(records: Vec<PackedPosition>, lambda: f32, inputs: Inputs, mirror: bool) -> PackedSamples {
        let mirror = mirror && inputs != Inputs::KingMirrored;
        let mut entries = Vec::with_capacity(records.len());
        for (i, r) in records.iter().enumerate() {
            if mirror && !r.has_castling() {
                entries.push(2 * i as u32 + 1);
            }
            entries.push(2 * i as u32);
        }
        PackedSamples { records, entries, lambda, inputs }
    }

    /// The positions (entries count mirror images twice).
    pub fn positions(&self) -> usize {
        self.records.len()
    }
}

impl SampleSet for PackedSamples {
    fn len(&self) -> usize {
        self.entries.len()
    }

    fn read(&self, i: usize, out: &mut Sample) {
        let entry = self.entries[i];
        sample_from_packed(&self.records[(entry / 2) as usize], entry & 1 == 1, self.lambda, self.inputs, out);
    }
}

/// The sample of a checked record ([`PackedPosition::check`]); `mirrored`: the board mirrored
/// left to right.
pub fn sample_from_packed(p: &PackedPosition, mirrored: bool, lambda: f32, inputs: Inputs, out: &mut Sample) {
    let us = p.turn();
    let them = !us;
    let (mut king_us, mut king_them) = (0, 0);
    for piece in p.piece_iter().filter(|piece| piece.role == Role::King) {
        let sq = if mirrored { piece.square ^ 7 } else { piece.square };
        if piece.color == us {
            king_us = sq;
        } else {
            king_them = sq;
        }
    }
    let (view_us, view_them) = (inputs.view(Square::new(king_us)), inputs.view(Square::new(king_them)));
    out.us.clear();
    out.them.clear();
    for piece in p.piece_iter() {
        let sq = usize::from(if mirrored { piece.square ^ 7 } else { piece.square });
        out.us.push(view_us.row(feature(us, piece.color, piece.role, sq)) as u16);
        out.them.push(view_them.row(feature(them, piece.color, piece.role, sq)) as u16);
    }
    let result = p.result().map_or(0.5, |r| r.value());
    let (score, result) =
        if us == Color::White { (p.score() as f32, result) } else { (-p.score() as f32, 1.0 - result) };
    out.target = lambda * sigmoid(score / SCALE) + (1.0 - lambda) * result;
}

/// Reads data files (comma-separated; `*.bin` packed, any other text), at most `limit`
/// positions, every twentieth held out for validation. Text lines that are not positions are
/// counted and reported on `log`, as are records that fail their check.
pub fn read_data(
    files: &str,
    limit: usize,
    log: &mut dyn Write,
) -> Result<(Vec<PackedPosition>, Vec<PackedPosition>), String> {
    let mut all = Vec::new();
    for file in files.split(',') {
        if all.len() >= limit {
            break;
        }
        let before = all.len();
        let mut rejected = 0usize;
        if file.ends_with(".bin") {
            let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
            for r in packed::records(&bytes).map_err(|e| format!("{file}: {e}"))? {
                if all.len() >= limit {
                    break;
                }
                match r.check() {
                    Ok(()) => all.push(r),
                    Err(_) => rejected += 1,
                }
            }
        } else {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
                if all.len() >= limit {
                    break;
                }
                match packed::from_text_line(line) {
                    Ok(r) => all.push(r),
                    Err(_) => rejected += 1,
                }
            }
        }
        writeln!(
            log,
            "train: {file}: {} positions{}",
            all.len() - before,
            match rejected {
                0 => String::new(),
                n => format!(", {n} unreadable ones left out"),
            }
        )
        .map_err(|e| e.to_string())?;
    }
    let mut train = Vec::with_capacity(all.len());
    let mut validation = Vec::with_capacity(all.len() / 20 + 1);
    for (i, r) in all.into_iter().enumerate() {
        if i % 20 == 19 {
            validation.push(r);
        } else {
            train.push(r);
        }
    }
    Ok((train, validation))
}

/// Whether the data line's position has no castling right (its FEN's third field is `-`).
fn without_castling(line: &str) -> bool {
    line.split_whitespace().nth(2) == Some("-")
}

/// Reads data lines into samples, every twentieth held out for validation.
pub fn read_samples(text: &str, lambda: f32) -> (Vec<Sample>, Vec<Sample>) {
    read_samples_with(text, lambda, false)
}

/// [`read_samples`], with `mirror`: each position without castling rights also mirrored left
/// to right (in the same set as the original).
pub fn read_samples_with(text: &str, lambda: f32, mirror: bool) -> (Vec<Sample>, Vec<Sample>) {
    read_samples_for(text, lambda, mirror, Inputs::Plain)
}

/// [`read_samples_with`] for a net with the given inputs. King-mirrored inputs already see a
/// position and its mirror image alike: `mirror` adds nothing there and is ignored.
pub fn read_samples_for(text: &str, lambda: f32, mirror: bool, inputs: Inputs) -> (Vec<Sample>, Vec<Sample>) {
    // A text sample is mirrored by its feature indices ([`Sample::mirrored`]): plain inputs only.
    let mirror = mirror && inputs == Inputs::Plain;
    let mut train = Vec::new();
    let mut validation = Vec::new();
    let lines = text.lines().filter(|l| !l.starts_with('#'));
    for (i, (line, s)) in lines.filter_map(|l| Sample::parse_for(l, lambda, inputs).map(|s| (l, s))).enumerate() {
        let set = if i % 20 == 19 { &mut validation } else { &mut train };
        if mirror && without_castling(line) {
            set.push(s.mirrored());
        }
        set.push(s);
    }
    (train, validation)
}

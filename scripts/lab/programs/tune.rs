//! Texel tuning of Poda's evaluation weights.
//!
//! Reads quiet positions labelled with game results (`<FEN> | <1.0|0.5|0.0>`, White's result, as
//! written by `scripts/lab/gen_tuning_data.py`) and minimises the mean squared error between the
//! result and `sigmoid(K · eval)`, where `sigmoid(x) = 1 / (1 + 10^(-x/400))` and `eval` is the
//! full evaluation from White's side. When the data also carry a search score (third field, in
//! centipawns from White's side), `--lambda X` makes the target `X · result + (1 − X) ·
//! sigmoid(score)`; the default `--lambda 1` is pure Texel tuning on results.
//!
//! The evaluation is linear in its weights once the phase is known, so each position is traced
//! once through the evaluation's own code with a `TermSink` that records which weights were
//! used how often (White minus Black). Evaluating and differentiating is then a sparse dot
//! product, and the gradient is exact. `K` is fitted first with the starting weights and then
//! kept; the weights are fitted by full-batch Adam. One game in ten is held out; the weights
//! with the lowest held-out error are kept. An L2 term pulls the weights towards the starting
//! ones, and left-right mirrored squares of each piece-square table share one value.
//!
//! Usage: `cargo run --release --example tune -- DATA [--epochs N] [--lr X] [--l2 X]
//! [--start hand|default] [--out FILE]`. The result is written as a Rust `const` to FILE (default
//! `target/tuning/tuned.rs`), ready to replace `src/engine/eval/tuned.rs`.

use poda::engine::eval::{self, EvalParams, Evaluator, Term, TermSink, HAND_SET, MAX_PHASE, S};
use poda::rules::{Color, Position};
use std::io::{BufRead, Write};
use std::time::Instant;

/// Records (weight index, White-minus-Black count) for every term reported.
struct Features<'a> {
    params: &'a EvalParams,
    used: Vec<(u16, i16)>,
}

impl TermSink for Features<'_> {
    fn add(&mut self, _term: Term, color: Color, weight: &S, count: i32) {
        if let Some(i) = self.params.index_of(weight) {
            self.used.push((i as u16, (count * color.sign()) as i16));
        }
    }
}

/// All positions as sparse feature rows.
struct Data {
    start: Vec<u32>,
    features: Vec<(u16, i16)>,
    /// phase / MAX_PHASE: the middlegame share of each weight.
    mg_share: Vec<f32>,
    result: Vec<f32>,
}

impl Data {
    fn new() -> Data {
        Data { start: vec![0], features: Vec::new(), mg_share: Vec::new(), result: Vec::new() }
    }

    fn len(&self) -> usize {
        self.result.len()
    }

    fn push(&mut self, pos: &Position, result: f32, params: &EvalParams) {
        let mut f = Features { params, used: Vec::with_capacity(96) };
        let phase = eval::trace(pos, Evaluator::Full, params, &mut f);
        f.used.sort_unstable_by_key(|&(i, _)| i);
        let from = self.features.len();
        for (i, c) in f.used {
            let len = self.features.len();
            match self.features.last_mut() {
                Some(last) if len > from && last.0 == i => last.1 += c,
                _ => self.features.push((i, c)),
            }
        }
        // Drop weights whose White and Black uses cancel out.
        let mut kept = from;
        for j in from..self.features.len() {
            if self.features[j].1 != 0 {
                self.features[kept] = self.features[j];
                kept += 1;
            }
        }
        self.features.truncate(kept);
        self.start.push(self.features.len() as u32);
        self.mg_share.push(phase as f32 / MAX_PHASE as f32);
        self.result.push(result);
    }

    fn row(&self, n: usize) -> &[(u16, i16)] {
        &self.features[self.start[n] as usize..self.start[n + 1] as usize]
    }

    /// White's evaluation of position `n` with weights `w` (mg, eg interleaved), unrounded.
    #[inline]
    fn eval(&self, n: usize, w: &[f64]) -> f64 {
        let rho = self.mg_share[n] as f64;
        let mut e = 0.0;
        for &(i, c) in self.row(n) {
            let i = i as usize * 2;
            e += c as f64 * (w[i] * rho + w[i + 1] * (1.0 - rho));
        }
        e
    }
}

fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

fn mse(data: &Data, targets: &[f32], rows: &[usize], w: &[f64], k: f64) -> f64 {
    let mut sum = 0.0;
    for &n in rows {
        let d = sigmoid(k, data.eval(n, w)) - targets[n] as f64;
        sum += d * d;
    }
    sum / rows.len().max(1) as f64
}

/// MSE of the real integer evaluation (rounding, tapering and all) with `params`.
fn mse_exact(targets: &[f32], rows: &[usize], positions: &[Position], params: &EvalParams, k: f64) -> f64 {
    let mut sum = 0.0;
    for &n in rows {
        let pos = &positions[n];
        let e = eval::evaluate_params(pos, params) * pos.turn().sign();
        let d = sigmoid(k, e as f64) - targets[n] as f64;
        sum += d * d;
    }
    sum / rows.len().max(1) as f64
}

/// The K minimising the error of `w` against `targets` (ternary search).
fn fit_k(data: &Data, targets: &[f32], rows: &[usize], w: &[f64]) -> f64 {
    let (mut lo, mut hi) = (0.2f64, 3.0f64);
    for _ in 0..40 {
        let (a, b) = (lo + (hi - lo) / 3.0, hi - (hi - lo) / 3.0);
        if mse(data, targets, rows, w, a) < mse(data, targets, rows, w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

fn to_flat(p: &EvalParams) -> Vec<f64> {
    let mut w = Vec::with_capacity(EvalParams::LEN * 2);
    p.flat(|_, s| {
        for x in s {
            w.push(x.0 as f64);
            w.push(x.1 as f64);
        }
    });
    w
}

fn from_flat(w: &[f64]) -> EvalParams {
    let mut p = HAND_SET;
    let mut i = 0;
    p.flat_mut(|_, s| {
        for x in s {
            *x = S(w[i].round() as i32, w[i + 1].round() as i32);
            i += 2;
        }
    });
    p
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut data_paths = Vec::new();
    let mut lambda = 1.0f32;
    let mut epochs = 1500usize;
    let mut lr = 1.0f64;
    let mut l2 = 0.0f64;
    let mut start = "default".to_string();
    let mut out_path = "target/tuning/tuned.rs".to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--epochs" => epochs = it.next().and_then(|s| s.parse().ok()).unwrap_or(epochs),
            "--lr" => lr = it.next().and_then(|s| s.parse().ok()).unwrap_or(lr),
            "--l2" => l2 = it.next().and_then(|s| s.parse().ok()).unwrap_or(l2),
            "--start" => start = it.next().cloned().unwrap_or(start),
            "--out" => out_path = it.next().cloned().unwrap_or(out_path),
            "--lambda" => lambda = it.next().and_then(|s| s.parse().ok()).unwrap_or(lambda),
            other => data_paths.push(other.to_string()),
        }
    }
    if data_paths.is_empty() {
        eprintln!(
            "usage: tune DATA... [--epochs N] [--lr X] [--l2 X] [--lambda X] [--start hand|default] [--out FILE]"
        );
        std::process::exit(2);
    }
    let initial = if start == "hand" { HAND_SET } else { eval::DEFAULT };

    // Load.
    let t0 = Instant::now();
    let mut data = Data::new();
    let mut positions = Vec::new();
    let mut skipped = 0;
    // Games are consecutive in a file and each starts at move 1: a new game begins when the
    // move number drops.
    let mut game = Vec::new();
    let mut results = Vec::new();
    let (mut game_id, mut last_move) = (0usize, 0u32);
    for data_path in &data_paths {
        let file = match std::fs::File::open(data_path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("cannot open {data_path}: {e}");
                std::process::exit(1);
            }
        };
        for line in std::io::BufReader::new(file).lines().map_while(Result::ok) {
            let mut fields = line.split('|').map(str::trim);
            let (Some(fen), Some(result)) = (fields.next(), fields.next()) else {
                continue;
            };
            let (Ok(pos), Ok(result)) = (Position::from_fen(fen), result.parse::<f32>()) else {
                skipped += 1;
                continue;
            };
            // With a search score, the target blends the result with the score's expectation.
            let target = match fields.next().and_then(|s| s.parse::<f64>().ok()) {
                Some(cp) => lambda * result + (1.0 - lambda) * sigmoid(1.0, cp) as f32,
                None => result,
            };
            if pos.fullmove_number() < last_move {
                game_id += 1;
            }
            last_move = pos.fullmove_number();
            game.push(game_id);
            data.push(&pos, target, &initial);
            results.push(result);
            positions.push(pos);
        }
    }
    let n = data.len();
    println!(
        "{n} positions ({skipped} skipped), {} features, {} weights, loaded in {:.1}s",
        data.features.len(),
        EvalParams::LEN,
        t0.elapsed().as_secs_f64()
    );
    let (train, valid): (Vec<usize>, Vec<usize>) = (0..n).partition(|&i| game[i] % 10 != 7);
    println!("{} games; {} positions for training, {} held out", game_id + 1, train.len(), valid.len());

    // The float model must agree with the real evaluation (up to rounding).
    let w0 = to_flat(&initial);
    for i in (0..n).step_by((n / 200).max(1)) {
        let exact = eval::evaluate_params(&positions[i], &initial) * positions[i].turn().sign();
        let model = data.eval(i, &w0);
        assert!((exact as f64 - model).abs() <= 1.0, "model {model} vs eval {exact}");
    }

    // Fit K to the target, and separately to the game results for the comparable report.
    let k = fit_k(&data, &data.result, &train, &w0);
    let k_results = fit_k(&data, &results, &train, &w0);
    let before_train = mse_exact(&data.result, &train, &positions, &initial, k);
    let before_valid = mse_exact(&data.result, &valid, &positions, &initial, k);
    let before_results = mse_exact(&results, &valid, &positions, &initial, k_results);
    println!(
        "K = {k:.4}; MSE before: train {before_train:.6}, held out {before_valid:.6}; \
         held out against results only (K = {k_results:.4}): {before_results:.6}"
    );

    // Left-right mirrored squares of each piece-square table share one value: the data are too
    // few to learn real asymmetries, and the hand-set tables start symmetric.
    let mut partner: Vec<Option<usize>> = vec![None; EvalParams::LEN];
    for role in 0..6 {
        for sq in 0..64 {
            if let (Some(a), Some(b)) =
                (initial.index_of(&initial.pst[role][sq]), initial.index_of(&initial.pst[role][sq ^ 7]))
            {
                partner[a] = Some(b);
            }
        }
    }

    // Adam over all weights, with an L2 pull towards the starting weights; the weights with the
    // lowest held-out error are kept.
    let mut w = w0.clone();
    let mut best = (mse(&data, &data.result, &valid, &w, k), w.clone(), 0);
    let mut m = vec![0.0f64; w.len()];
    let mut v = vec![0.0f64; w.len()];
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8f64);
    let scale = k * std::f64::consts::LN_10 / 400.0;
    let mut grad = vec![0.0f64; w.len()];
    for epoch in 1..=epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        let mut err = 0.0;
        for &n in &train {
            let s = sigmoid(k, data.eval(n, &w));
            let d = s - data.result[n] as f64;
            err += d * d;
            let g = 2.0 * d * s * (1.0 - s) * scale;
            let rho = data.mg_share[n] as f64;
            for &(i, c) in data.row(n) {
                let i = i as usize * 2;
                grad[i] += g * c as f64 * rho;
                grad[i + 1] += g * c as f64 * (1.0 - rho);
            }
        }
        let inv = 1.0 / train.len() as f64;
        for (i, g) in grad.iter_mut().enumerate() {
            *g = *g * inv + 2.0 * l2 * (w[i] - w0[i]) / 10_000.0;
        }
        for (a, b) in partner.iter().enumerate().filter_map(|(a, b)| b.map(|b| (a, b))) {
            if a < b {
                for half in 0..2 {
                    let sum = grad[2 * a + half] + grad[2 * b + half];
                    grad[2 * a + half] = sum;
                    grad[2 * b + half] = sum;
                }
            }
        }
        // Step size decays to a tenth over the run.
        let step = lr * (1.0 - 0.9 * epoch as f64 / epochs as f64);
        for i in 0..w.len() {
            let g = grad[i];
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= step * mh / (vh.sqrt() + eps);
        }
        if epoch % 10 == 0 || epoch == epochs {
            let held = mse(&data, &data.result, &valid, &w, k);
            if held < best.0 {
                best = (held, w.clone(), epoch);
            }
            if epoch % 100 == 0 || epoch == epochs {
                println!(
                    "epoch {epoch}: train {:.6} held out {held:.6}, best held out {:.6} at epoch {} ({:.0}s)",
                    err * inv,
                    best.0,
                    best.2,
                    t0.elapsed().as_secs_f64()
                );
            }
        }
    }

    let tuned = from_flat(&best.1);
    let after_train = mse_exact(&data.result, &train, &positions, &tuned, k);
    let after_valid = mse_exact(&data.result, &valid, &positions, &tuned, k);
    let after_results = mse_exact(&results, &valid, &positions, &tuned, k_results);
    println!(
        "MSE after (epoch {}): train {after_train:.6}, held out {after_valid:.6}; \
         held out against results only: {after_results:.6}",
        best.2
    );
    let summary = format!(
        "{n} positions from {} games, lambda {lambda}, K = {k:.4}, L2 {l2}, epoch {} of {epochs}.\n\
         //! MSE train {before_train:.6} -> {after_train:.6}, held out {before_valid:.6} -> {after_valid:.6};\n\
         //! held out against game results only (K = {k_results:.4}): {before_results:.6} -> {after_results:.6}.",
        game_id + 1,
        best.2
    );
    write_out(&out_path, &tuned, &summary);
    println!("wrote {out_path}");
}

fn write_out(path: &str, p: &EvalParams, summary: &str) {
    let text = format!(
        "//! The tuned weights of the full evaluation. Generated by `scripts/lab/programs/tune.rs`\n\
         //! (see `docs/tuning.md`); edit by re-running the tuner rather than by hand.\n\
         //!\n\
         //! {summary}\n\n\
         use super::params::{{EvalParams, S}};\n\n{}",
        p.to_rust("DEFAULT")
    );
    let result = std::fs::File::create(path).and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = result {
        eprintln!("cannot write {path}: {e}");
    }
}

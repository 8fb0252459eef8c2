//! The trainer: Adam in mini-batches over a [`SampleSet`], every batch's gradient summed over
//! as many threads as asked for, and `poda train`'s options.
//!
//! A run is fixed by its seed and its number of threads: each thread sums its own share of a
//! batch and the shares are added in thread order, so the same seed and threads give the same
//! net bit for bit (another number of threads adds in another order: a net as good, not the
//! same one).

use std::io::{self, Write};

use super::nnue::{Activation, FloatNetwork, Inputs, NetShape, Quantised, Sample, CLIP, MAX_BUCKETS, MAX_HIDDEN};
use super::samples::{read_data, PackedSamples, SampleSet};
use crate::rng::SplitMix64;

/// How to train.
#[derive(Debug, Clone)]
pub struct TrainConfig {
    /// The network's shape (output buckets are chosen by the number of pieces:
    /// [`output_bucket`](super::nnue::output_bucket)).
    pub shape: NetShape,
    pub epochs: usize,
    pub batch: usize,
    pub lr: f32,
    /// The learning rate of the last epoch; between, it falls geometrically epoch by epoch
    /// (equal to `lr`: constant).
    pub final_lr: f32,
    pub lambda: f32,
    pub seed: u64,
    /// Threads that share each batch (1: the calling thread alone).
    pub threads: usize,
}

/// Options of `poda train` beyond the training itself.
#[derive(Clone, Debug, PartialEq)]
pub struct DataOptions {
    pub data: String,
    pub out: String,
    /// Positions read at most.
    pub limit: usize,
    /// Add each castling-free position mirrored left to right.
    pub mirror: bool,
    /// A net file to start from instead of random weights (its hidden size is used).
    pub init: Option<String>,
    /// Widen the `init` net to this many neurons before training ([`FloatNetwork::widened`]).
    pub widen: Option<usize>,
    /// The inputs `--inputs` asked for: with `init`, a plain net is split by the king's wing
    /// ([`FloatNetwork::split_by_king_wing`]) when they are king-wing inputs.
    pub inputs: Option<Inputs>,
}

impl TrainConfig {
    /// A network of this shape with small random weights from the seed.
    pub fn network(&self) -> FloatNetwork {
        FloatNetwork::with_shape(self.shape, self.seed)
    }
}

impl Default for TrainConfig {
    fn default() -> TrainConfig {
        TrainConfig {
            shape: NetShape { hidden: 128, buckets: 1, activation: Activation::ClippedRelu, inputs: Inputs::Plain },
            epochs: 10,
            batch: 4096,
            lr: 0.001,
            final_lr: 0.001,
            lambda: 0.75,
            seed: 1,
            threads: 1,
        }
    }
}

/// Trains a network on `train`, printing the training and validation loss after each epoch
/// to `log`. Returns the network and the losses (train, validation) per epoch.
pub fn train<T: SampleSet + ?Sized, V: SampleSet + ?Sized>(
    train: &T,
    validation: &V,
    config: &TrainConfig,
    log: &mut dyn Write,
) -> io::Result<(FloatNetwork, Vec<(f32, f32)>)> {
    train_from(config.network(), train, validation, config, log)
}

/// [`train`], starting from `net` instead of random weights (e.g. a committed net, read back
/// with [`Quantised::dequantise`], trained further on new data).
pub fn train_from<T: SampleSet + ?Sized, V: SampleSet + ?Sized>(
    mut net: FloatNetwork,
    train: &T,
    validation: &V,
    config: &TrainConfig,
    log: &mut dyn Write,
) -> io::Result<(FloatNetwork, Vec<(f32, f32)>)> {
    let mut m = net.zeroed();
    let mut v = net.zeroed();
    let mut rng = SplitMix64::new(config.seed ^ 0x5EED);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut curve = Vec::new();
    writeln!(
        log,
        "train: {} positions, {} held out, hidden {}, {} output buckets, {}, inputs {}",
        train.len(),
        validation.len(),
        net.shape.hidden,
        net.shape.buckets,
        net.shape.activation.name(),
        net.shape.inputs.name()
    )?;
    for epoch in 1..=config.epochs {
        let progress = if config.epochs > 1 { (epoch - 1) as f32 / (config.epochs - 1) as f32 } else { 0.0 };
        let lr = if config.final_lr == config.lr {
            config.lr
        } else {
            config.lr * (config.final_lr / config.lr).powf(progress)
        };
        // Fisher–Yates with the run's randomness.
        for i in (1..order.len()).rev() {
            let j = (rng.next() % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        let mut total = 0.0f64;
        for batch in order.chunks(config.batch.max(1)) {
            let (g, loss) = batch_gradient(&net, train, batch, config.threads);
            total += loss;
            step += 1;
            let scale = 1.0 / batch.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(step), 1.0 - beta2.powi(step));
            let mut g = g;
            let grads = g.params_mut();
            let ms = m.params_mut();
            let vs = v.params_mut();
            let output_clip = net.shape.activation.output_clip();
            for (group, (((p, g), m), v)) in net.params_mut().into_iter().zip(grads).zip(ms).zip(vs).enumerate() {
                // Feature weights and biases stay within ±CLIP, so the engine's i16 sums never
                // overflow; output weights within what the activation allows; the output
                // biases (group 3) are i32.
                let limit = match group {
                    0 | 1 => CLIP,
                    2 => output_clip,
                    _ => f32::INFINITY,
                };
                for k in 0..p.len() {
                    let gk = g[k] * scale;
                    m[k] = beta1 * m[k] + (1.0 - beta1) * gk;
                    v[k] = beta2 * v[k] + (1.0 - beta2) * gk * gk;
                    p[k] = (p[k] - lr * (m[k] / c1) / ((v[k] / c2).sqrt() + eps)).clamp(-limit, limit);
                }
            }
        }
        let train_loss = (total / train.len().max(1) as f64) as f32;
        let valid_loss = mean_loss(&net, validation);
        curve.push((train_loss, valid_loss));
        writeln!(log, "train: epoch {epoch}: lr {lr:.6}, loss {train_loss:.6}, validation {valid_loss:.6}")?;
    }
    Ok((net, curve))
}

/// The gradient of the loss summed over `batch` (indices into `set`), and the summed loss; the
/// batch is cut into `threads` consecutive shares, added in order.
fn batch_gradient<T: SampleSet + ?Sized>(
    net: &FloatNetwork,
    set: &T,
    batch: &[usize],
    threads: usize,
) -> (FloatNetwork, f64) {
    let share = |part: &[usize]| {
        let h2 = 2 * net.shape.hidden;
        let (mut g, mut acc, mut d, mut s) = (net.zeroed(), vec![0.0; h2], vec![0.0; h2], Sample::default());
        let mut total = 0.0f64;
        for &i in part {
            set.read(i, &mut s);
            total += f64::from(net.backward(&s, &mut g, &mut acc, &mut d));
        }
        (g, total)
    };
    if threads <= 1 || batch.len() < 2 {
        return share(batch);
    }
    let parts: Vec<&[usize]> = batch.chunks(batch.len().div_ceil(threads)).collect();
    let results: Vec<(FloatNetwork, f64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = parts.iter().map(|part| scope.spawn(move || share(part))).collect();
        handles.into_iter().map(|h| h.join().expect("a training thread does not panic")).collect()
    });
    let mut results = results.into_iter();
    let (mut g, mut total) = results.next().expect("at least one share");
    for (other, loss) in results {
        g.add(&other);
        total += loss;
    }
    (g, total)
}

/// The mean loss over a sample set.
pub fn mean_loss<S: SampleSet + ?Sized>(net: &FloatNetwork, set: &S) -> f32 {
    let mut s = Sample::default();
    let mut total = 0.0f64;
    for i in 0..set.len() {
        set.read(i, &mut s);
        total += f64::from(net.loss(std::slice::from_ref(&s)));
    }
    (total / set.len().max(1) as f64) as f32
}

/// Reads `train` options: `--data` (files separated by commas), `--out`, `--hidden`, `--buckets`
/// (output buckets by piece count), `--activation crelu|screlu`,
/// `--inputs plain|king-mirrored|king-wing` (with `--init`, a plain net is split by the king's
/// wing, both wings starting as it; other changes of inputs are refused), `--epochs`,
/// `--threads` (default: every core), `--batch`, `--lr`, `--final-lr` (after `--lr`),
/// `--lambda`, `--seed`, `--limit` (positions read at most), `--mirror true|false`,
/// `--init <net file>` (start from that net; with `--epochs 0` no data is read and the net is
/// written again in the current file layout), `--widen <hidden>` (the `--init` net with that
/// many neurons, the new ones not yet counting).
pub fn parse_args(args: &[String]) -> Result<(DataOptions, TrainConfig), String> {
    let mut d = DataOptions {
        data: "data/selfplay.txt".to_string(),
        out: "poda.nnue".to_string(),
        limit: usize::MAX,
        mirror: false,
        init: None,
        widen: None,
        inputs: None,
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut c = TrainConfig { threads: cores, ..TrainConfig::default() };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = || format!("{flag} cannot be {value:?}");
        match flag.as_str() {
            "--data" => d.data = value.clone(),
            "--out" => d.out = value.clone(),
            "--hidden" => c.shape.hidden = value.parse().map_err(|_| bad())?,
            "--buckets" => c.shape.buckets = value.parse().map_err(|_| bad())?,
            "--activation" => c.shape.activation = Activation::from_name(value).ok_or_else(bad)?,
            "--inputs" => {
                c.shape.inputs = Inputs::from_name(value).ok_or_else(bad)?;
                d.inputs = Some(c.shape.inputs);
            }
            "--epochs" => c.epochs = value.parse().map_err(|_| bad())?,
            "--batch" => c.batch = value.parse().map_err(|_| bad())?,
            "--lr" => {
                c.lr = value.parse().map_err(|_| bad())?;
                c.final_lr = c.lr;
            }
            "--final-lr" => c.final_lr = value.parse().map_err(|_| bad())?,
            "--lambda" => c.lambda = value.parse().map_err(|_| bad())?,
            "--seed" => c.seed = value.parse().map_err(|_| bad())?,
            "--threads" => c.threads = value.parse::<usize>().map_err(|_| bad())?.max(1),
            "--limit" => d.limit = value.parse().map_err(|_| bad())?,
            "--mirror" => d.mirror = value.parse().map_err(|_| bad())?,
            "--init" => d.init = Some(value.clone()),
            "--widen" => d.widen = Some(value.parse().map_err(|_| bad())?),
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(1..=MAX_HIDDEN).contains(&c.shape.hidden) || !(1..=MAX_BUCKETS).contains(&c.shape.buckets) {
        return Err(format!("hidden must be within 1..={MAX_HIDDEN}, buckets within 1..={MAX_BUCKETS}"));
    }
    if c.batch == 0 || !(0.0..=1.0).contains(&c.lambda) || !(c.lr > 0.0 && c.final_lr > 0.0) {
        return Err("batch and the learning rates must be positive, lambda within 0..1".to_string());
    }
    if d.widen.is_some_and(|h| d.init.is_none() || !(1..=MAX_HIDDEN).contains(&h)) {
        return Err(format!("--widen needs --init and a hidden size within 1..={MAX_HIDDEN}"));
    }
    Ok((d, c))
}

/// The net in `file` to start from, widened when `--widen` asks and split by the king's wing
/// when `--inputs king-wing` asks.
fn initial_net(file: &str, d: &DataOptions, config: &TrainConfig, log: &mut dyn Write) -> Result<FloatNetwork, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    let q = Quantised::from_bytes(&bytes).ok_or(format!("{file}: not a Poda net file"))?;
    let say = |log: &mut dyn Write, what: String| writeln!(log, "{what}").map_err(|e| e.to_string());
    say(log, format!("train: starting from {file} (hidden {}, inputs {})", q.shape.hidden, q.shape.inputs.name()))?;
    let mut net = match d.widen {
        Some(h) if h < q.shape.hidden => {
            return Err(format!("--widen {h}: {file} already has {} neurons", q.shape.hidden));
        }
        Some(h) => {
            say(log, format!("train: widened to hidden {h}"))?;
            q.dequantise().widened(h, config.seed)
        }
        None => q.dequantise(),
    };
    match d.inputs {
        Some(inputs) if inputs == net.shape.inputs => {}
        Some(Inputs::KingWing) if net.shape.inputs == Inputs::Plain => {
            say(log, "train: plain inputs split by the king's wing".to_string())?;
            net = net.split_by_king_wing();
        }
        Some(inputs) => {
            return Err(format!(
                "--inputs {}: {file} has {} inputs; only plain ones can become king-wing ones",
                inputs.name(),
                net.shape.inputs.name()
            ));
        }
        None => {}
    }
    Ok(net)
}

/// `poda train`: data files → net file, the loss curve on `log`.
pub fn run(args: &[String], log: &mut dyn Write) -> Result<(), String> {
    let (d, config) = parse_args(args)?;
    if config.epochs == 0 {
        let file = d.init.as_ref().ok_or("--epochs 0 rewrites the --init net: give --init")?;
        let out = initial_net(file, &d, &config, log)?.quantise().to_bytes();
        std::fs::write(&d.out, &out).map_err(|e| format!("{}: {e}", d.out))?;
        writeln!(log, "train: rewrote {file} as {} ({} bytes)", d.out, out.len()).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let (train_records, validation_records) = read_data(&d.data, d.limit, log)?;
    let start = match &d.init {
        Some(file) => initial_net(file, &d, &config, log)?,
        None => config.network(),
    };
    if d.mirror && start.shape.inputs == Inputs::KingMirrored {
        writeln!(log, "train: --mirror ignored: king-mirrored inputs see a position and its mirror alike")
            .map_err(|e| e.to_string())?;
    }
    let train_set = PackedSamples::new(train_records, config.lambda, start.shape.inputs, d.mirror);
    let validation = PackedSamples::new(validation_records, config.lambda, start.shape.inputs, false);
    if train_set.is_empty() {
        return Err(format!("{}: no positions", d.data));
    }
    let config = TrainConfig { shape: start.shape, ..config };
    let (net, _) = train_from(start, &train_set, &validation, &config, log).map_err(|e| e.to_string())?;
    let q = net.quantise();
    std::fs::write(&d.out, q.to_bytes()).map_err(|e| format!("{}: {e}", d.out))?;
    writeln!(log, "train: wrote {} ({} bytes)", d.out, q.to_bytes().len()).map_err(|e| e.to_string())?;
    Ok(())
}

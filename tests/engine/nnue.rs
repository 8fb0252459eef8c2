//! The network trainer: features, gradients, learning, quantisation and the net file.
use crate::support::MATERIAL_LINES;
use poda::rng::{Lcg64, Random};
use poda::rules::{Color, Position, Role};
use poda::train::nnue::{
    feature, features, features_for, output_bucket, Activation, FloatNetwork, Inputs, NetShape, Quantised, Sample,
    INPUTS, QA,
};
use poda::train::samples::{read_samples_for, read_samples_with};
use poda::train::trainer::{train, TrainConfig};

/// A training configuration for the small tests: the given shape, the rest as named.
fn config(shape: NetShape, epochs: usize, batch: usize, lr: f32, seed: u64) -> TrainConfig {
    TrainConfig { shape, epochs, batch, lr, final_lr: lr, lambda: 0.75, seed, ..TrainConfig::default() }
}

/// Both activations, one bucket and four, every kind of inputs.
const SHAPES: [(usize, Activation, Inputs); 5] = [
    (1, Activation::ClippedRelu, Inputs::Plain),
    (4, Activation::ClippedRelu, Inputs::Plain),
    (4, Activation::SquaredClippedRelu, Inputs::Plain),
    (4, Activation::SquaredClippedRelu, Inputs::KingMirrored),
    (4, Activation::ClippedRelu, Inputs::KingWing),
];

#[test]
fn features_are_the_same_for_a_position_and_its_colour_flipped_mirror() {
    assert_eq!(feature(Color::White, Color::White, Role::Pawn, 8), 8);
    assert_eq!(feature(Color::Black, Color::Black, Role::Pawn, 48), 8, "own pawn on its second rank");
    assert_eq!(feature(Color::White, Color::Black, Role::King, 60), 384 + 5 * 64 + 60);
    let pos = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").unwrap();
    let mirror = Position::from_fen("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3").unwrap();
    let sorted = |(mut a, mut b): (Vec<u16>, Vec<u16>)| {
        a.sort_unstable();
        b.sort_unstable();
        (a, b)
    };
    assert_eq!(sorted(features(&pos)), sorted(features(&mirror)));
    assert_eq!(features(&pos).0.len(), 32);
}

fn samples() -> (Vec<Sample>, Vec<Sample>) {
    samples_for(Inputs::Plain)
}

fn samples_for(inputs: Inputs) -> (Vec<Sample>, Vec<Sample>) {
    // A small set: material up for the side to move scores high, down scores low.
    let text = MATERIAL_LINES.repeat(4).join("\n");
    read_samples_for(&text, 0.75, false, inputs)
}

#[test]
fn the_gradient_matches_finite_differences() {
    for (buckets, activation, inputs) in SHAPES {
        gradient_matches_finite_differences(buckets, activation, inputs);
    }
}

/// An output weight (group 0), a feature bias (1) or an output bias (2).
fn weight(net: &mut FloatNetwork, group: usize, idx: usize) -> &mut f32 {
    match group {
        0 => &mut net.w2[idx],
        1 => &mut net.b1[idx],
        _ => &mut net.b2[idx],
    }
}

fn gradient_matches_finite_differences(buckets: usize, activation: Activation, inputs: Inputs) {
    let (train_set, _) = samples_for(inputs);
    let config = config(NetShape { hidden: 8, buckets, activation, inputs }, 1, 1_000_000, 0.0, 3);
    let net = config.network();
    // With lr = 0 one epoch changes nothing: the loss printed is the loss of `net`.
    let (same, curve) = train(&train_set, &[][..] as &[Sample], &config, &mut Vec::new()).unwrap();
    assert_eq!(same, net);
    assert!((curve[0].0 - net.loss(&train_set)).abs() < 1e-6);
    // Finite differences on a few weights against a step of the trainer with a tiny rate:
    // the loss must go down by about lr × |gradient|², which needs the gradient's sign right.
    let lr = 1e-3;
    let step = TrainConfig { lr, final_lr: lr, ..config };
    let (after, _) = train(&train_set, &[][..] as &[Sample], &step, &mut Vec::new()).unwrap();
    assert!(after.loss(&train_set) < net.loss(&train_set), "one step lowers the loss");
    let h = 1e-3f32;
    // Output weights of the first and the last bucket, feature biases, output biases.
    let mut checked = 0;
    let last = (buckets - 1) * 16;
    for (i, idx) in [(0usize, 5usize), (0, last + 3), (0, last + 12), (1, 3), (1, 6), (2, 0), (2, buckets - 1)] {
        let mut plus = net.clone();
        let mut minus = net.clone();
        *weight(&mut plus, i, idx) += h;
        *weight(&mut minus, i, idx) -= h;
        let numeric = (plus.loss(&train_set) - minus.loss(&train_set)) / (2.0 * h);
        let moved = *weight(&mut after.clone(), i, idx) - *weight(&mut net.clone(), i, idx);
        // Adam's first step moves each weight by about lr against its gradient's sign.
        if numeric.abs() > 1e-4 {
            checked += 1;
            assert_eq!(
                moved.signum(),
                -numeric.signum(),
                "{buckets} buckets, {activation:?}: weight {i}/{idx}: numeric {numeric}, moved {moved}"
            );
        }
    }
    assert!(checked >= 3, "{buckets} buckets, {activation:?}: only {checked} weights had a gradient");
}

#[test]
fn training_learns_material_and_the_quantised_net_agrees() {
    for (buckets, activation, inputs) in SHAPES {
        learns_material_and_the_quantised_net_agrees(buckets, activation, inputs);
    }
}

fn learns_material_and_the_quantised_net_agrees(buckets: usize, activation: Activation, inputs: Inputs) {
    let (train_set, validation) = samples_for(inputs);
    let config = config(NetShape { hidden: 16, buckets, activation, inputs }, 150, 8, 0.01, 5);
    let mut log = Vec::new();
    let (net, curve) = train(&train_set, &validation, &config, &mut log).unwrap();
    assert!(curve.last().unwrap().0 < curve[0].0 / 3.0, "the loss falls: {curve:?}");
    assert!(String::from_utf8(log).unwrap().contains("epoch 150"));
    let queen_up = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
    let queen_down = Position::from_fen("3qk3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert!(net.evaluate(&queen_up) > 200.0, "{activation:?}: {}", net.evaluate(&queen_up));
    assert!(net.evaluate(&queen_down) < -200.0, "{activation:?}: {}", net.evaluate(&queen_down));
    // The same seed gives the same net.
    assert_eq!(train(&train_set, &validation, &config, &mut Vec::new()).unwrap().0, net);
    // Integers: close to the float network, and the file round-trips.
    let q = net.quantise();
    for pos in [queen_up, queen_down, Position::startpos()] {
        let (f, i) = (net.evaluate(&pos), q.evaluate(&pos) as f32);
        assert!((f - i).abs() <= 12.0 + f.abs() * 0.03, "{buckets} buckets, {activation:?}: float {f}, integer {i}");
    }
    assert!(q.b1.iter().all(|&b| i32::from(b).abs() <= 4 * QA));
    let bytes = q.to_bytes();
    assert_eq!(Quantised::from_bytes(&bytes), Some(q.clone()));
    assert_eq!(Quantised::from_bytes(&bytes[..bytes.len() - 1]), None);
    assert_eq!(Quantised::from_bytes(b"not a net"), None);
}

#[test]
fn the_net_file_is_stored_in_byte_planes_and_the_plain_layout_is_still_read() {
    use poda::engine::nnue::{decode, encode, NetFile, MAGIC, MAGIC_PLAIN, MAGIC_V2, MAGIC_V3};
    let hidden = 4;
    // Every sign and size of value, the extremes included.
    let values: Vec<i16> = (0..(INPUTS + 3) * hidden)
        .map(|i| match i % 7 {
            0 => i16::MIN,
            1 => i16::MAX,
            2 => -1,
            3 => 0,
            _ => (i as i16).wrapping_mul(37) - 900,
        })
        .collect();
    let file = |buckets: usize, activation: Activation, values: Vec<i16>, b2: Vec<i32>| NetFile {
        shape: NetShape { hidden, buckets, activation, inputs: Inputs::Plain },
        values,
        b2,
    };
    let one = file(1, Activation::ClippedRelu, values.clone(), vec![-123_456]);
    let bytes = encode(&one);
    assert!(bytes.starts_with(MAGIC));
    assert_eq!(bytes.len(), 8 + 4 * 4 + 4 + 2 * values.len());
    assert_eq!(decode(&bytes), Some(one.clone()));
    // Small values: the high plane is all zero bytes (0, −1 and 1 are coded 0, 1 and 2).
    let small = encode(&file(1, Activation::ClippedRelu, vec![-1; values.len()], vec![0]));
    assert!(small[28 + values.len()..].iter().all(|&b| b == 0));
    assert!(small[28..28 + values.len()].iter().all(|&b| b == 1));
    // Buckets and the squared activation: four output layers, four biases.
    let wide: Vec<i16> = (0..(INPUTS + 1) * hidden + 4 * 2 * hidden).map(|i| (i % 255) as i16 - 127).collect();
    let four = file(4, Activation::SquaredClippedRelu, wide.clone(), vec![1, -2, 3, -4]);
    assert_eq!(decode(&encode(&four)), Some(four.clone()));
    let mirrored = NetFile { shape: NetShape { inputs: Inputs::KingMirrored, ..four.shape }, ..four.clone() };
    assert_eq!(decode(&encode(&mirrored)), Some(mirrored.clone()));
    // King-wing inputs: twice the feature rows; the file says so, and its length must agree.
    let mut two_wings = wide.clone();
    two_wings.splice(0..0, wide[..INPUTS * hidden].iter().map(|v| v / 2));
    let wings =
        NetFile { shape: NetShape { inputs: Inputs::KingWing, ..four.shape }, values: two_wings, ..four.clone() };
    assert_eq!(decode(&encode(&wings)), Some(wings.clone()));
    let mut short = encode(&four);
    short[20..24].copy_from_slice(&(Inputs::KingWing as u32).to_le_bytes());
    assert_eq!(decode(&short), None, "king-wing inputs with plain inputs' rows");
    // The third layout: no input field (plain inputs).
    let v4 = encode(&four);
    let third = [MAGIC_V3.as_slice(), &v4[8..20], &v4[24..]].concat();
    assert_eq!(decode(&third), Some(four.clone()));
    assert_eq!(decode(&third[..third.len() - 1]), None);
    // Output weights beyond what the squared activation computes with, a bucket count out of
    // range, an unknown activation: refused.
    let mut too_big = wide.clone();
    *too_big.last_mut().unwrap() = 128;
    assert_eq!(decode(&encode(&file(4, Activation::SquaredClippedRelu, too_big.clone(), vec![0; 4]))), None);
    assert!(decode(&encode(&file(4, Activation::ClippedRelu, too_big, vec![0; 4]))).is_some());
    let mut no_buckets = encode(&four);
    no_buckets[12..16].copy_from_slice(&0u32.to_le_bytes());
    assert_eq!(decode(&no_buckets), None);
    let mut unknown = encode(&four);
    unknown[16..20].copy_from_slice(&7u32.to_le_bytes());
    assert_eq!(decode(&unknown), None);
    let mut unknown_inputs = encode(&four);
    unknown_inputs[20..24].copy_from_slice(&2u32.to_le_bytes());
    assert_eq!(decode(&unknown_inputs), None);
    // The second layout: the output bias, then the same planes; one bucket, clipped ReLU.
    let mut second = MAGIC_V2.to_vec();
    second.extend_from_slice(&(hidden as u32).to_le_bytes());
    second.extend_from_slice(&(-123_456i32).to_le_bytes());
    second.extend_from_slice(&bytes[28..]);
    assert_eq!(decode(&second), Some(one.clone()));
    // The first layout: plain little-endian i16 values, then the output bias.
    let mut plain = MAGIC_PLAIN.to_vec();
    plain.extend_from_slice(&(hidden as u32).to_le_bytes());
    values.iter().for_each(|v| plain.extend_from_slice(&v.to_le_bytes()));
    plain.extend_from_slice(&7i32.to_le_bytes());
    assert_eq!(decode(&plain), Some(file(1, Activation::ClippedRelu, values.clone(), vec![7])));
    // Truncated, lengthened or foreign files are refused.
    assert_eq!(decode(&bytes[..bytes.len() - 1]), None);
    assert_eq!(decode(&[bytes.as_slice(), &[0]].concat()), None);
    assert_eq!(decode(&second[..second.len() - 1]), None);
    assert_eq!(decode(&plain[..plain.len() - 2]), None);
    assert_eq!(decode(b"PODANNU9\x04\0\0\0"), None);
    assert_eq!(
        decode(&encode(&NetFile { shape: NetShape { hidden: 0, ..one.shape }, values: vec![], ..one.clone() })),
        None
    );
    assert_eq!(decode(&encode(&file(4, Activation::ClippedRelu, wide, vec![0; 4]))[..40]), None);
}

#[test]
fn the_output_bucket_follows_the_material_left() {
    assert_eq!(output_bucket(32, 8), 7);
    assert_eq!(output_bucket(2, 8), 0);
    assert_eq!(output_bucket(3, 1), 0);
    assert_eq!(output_bucket(32, 1), 0);
    let all: Vec<usize> = (2..=32).map(|n| output_bucket(n, 8)).collect();
    assert!(all.windows(2).all(|w| w[0] <= w[1] && w[1] <= w[0] + 1), "{all:?}");
    for b in 0..8 {
        assert!(all.contains(&b), "bucket {b} is used: {all:?}");
    }
}

#[test]
fn pawn_rows_of_the_first_and_last_ranks_are_written_as_zeros() {
    let config = config(NetShape { hidden: 8, ..TrainConfig::default().shape }, 1, 8, 0.01, 3);
    let (train_set, validation) = samples();
    let q = train(&train_set, &validation, &config, &mut Vec::new()).unwrap().0.quantise();
    let row = |f: usize| &q.w1[f * 8..(f + 1) * 8];
    for side in [Color::White, Color::Black] {
        for square in (0..8).chain(56..64) {
            assert!(row(feature(Color::White, side, Role::Pawn, square)).iter().all(|&w| w == 0));
        }
        // A pawn on its own second rank has weights.
        assert!(row(feature(Color::White, side, Role::Pawn, 12)).iter().any(|&w| w != 0));
        assert!(row(feature(Color::White, side, Role::Knight, 0)).iter().any(|&w| w != 0));
    }
    // Written again from the file, the net is the same.
    assert_eq!(Quantised::from_bytes(&q.to_bytes()).unwrap().dequantise().quantise(), q);
}

#[test]
fn the_engine_reads_the_net_and_updates_it_move_by_move_as_a_refresh_would() {
    for (buckets, activation, inputs) in SHAPES {
        engine_agrees_with_the_trainer(buckets, activation, inputs);
    }
}

fn engine_agrees_with_the_trainer(buckets: usize, activation: Activation, inputs: Inputs) {
    use poda::engine::nnue::Network as Inference;
    // A trained toy net, through the file.
    let (train_set, validation) = samples_for(inputs);
    let config = config(NetShape { hidden: 16, buckets, activation, inputs }, 20, 8, 0.01, 9);
    let q = train(&train_set, &validation, &config, &mut Vec::new()).unwrap().0.quantise();
    let net = Inference::from_bytes(&q.to_bytes()).expect("the engine reads the trainer's file");
    assert_eq!(net.hidden(), 16);
    assert!(Inference::from_bytes(&q.to_bytes()[..100]).is_none());
    // Random games from positions with every kind of move: castling both ways, en passant,
    // promotions with and without capture.
    let starts = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2P5/8/8/8/8/6p1/4K2k b - - 0 1",
    ];
    let mut rng = Lcg64::new(0x1234_5678);
    let mut kinds = std::collections::HashSet::new();
    for fen in starts {
        for _ in 0..6 {
            let mut pos = Position::from_fen(fen).unwrap();
            let mut acc = net.refresh(&pos);
            for _ in 0..40 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.below(legal.len())];
                kinds.insert(format!("{:?}", m.kind()).chars().take(5).collect::<String>());
                acc = net.update(&acc, &pos, m);
                pos.play_unchecked(m);
                assert_eq!(acc, net.refresh(&pos), "after {m} in {}", pos.fen());
                assert_eq!(net.evaluate(&acc, &pos), q.evaluate(&pos), "{activation:?}: {}", pos.fen());
            }
        }
    }
    // En passant, played on purpose (random games rarely meet one).
    let pos = Position::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").unwrap();
    let m = pos.parse_uci("e5f6").unwrap();
    kinds.insert(format!("{:?}", m.kind()).chars().take(5).collect::<String>());
    let mut after = pos;
    after.play_unchecked(m);
    assert_eq!(net.update(&net.refresh(&pos), &pos, m), net.refresh(&after));
    for kind in ["Castl", "EnPas", "Promo", "Norma"] {
        assert!(kinds.contains(kind), "no {kind} move was tried: {kinds:?}");
    }
}

/// A position mirrored left to right is the same position for the net to learn: the mirrored
/// sample equals the sample of the mirrored FEN; positions with castling rights are not mirrored.
#[test]
fn mirrored_samples_are_the_mirrored_positions() {
    let line = "r3k3/1p3ppp/2n5/8/3P4/5N2/PPP2PPP/4RK2 b - - 0 20 | -35 | 0.5";
    let mirrored_line = "3k3r/ppp3p1/5n2/8/4P3/2N5/PPP2PPP/2KR4 b - - 0 20 | -35 | 0.5";
    let sorted = |s: &Sample| {
        let (mut us, mut them) = (s.us.clone(), s.them.clone());
        us.sort();
        them.sort();
        (us, them, s.target)
    };
    let a = Sample::parse(line, 0.75).expect("valid");
    let b = Sample::parse(mirrored_line, 0.75).expect("valid");
    assert_eq!(sorted(&a.mirrored()), sorted(&b));
    assert_ne!(sorted(&a), sorted(&b));
    let castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | 10 | 0.5";
    let text: String = std::iter::repeat_n([line, castling], 10).flatten().map(|l| format!("{l}\n")).collect();
    let (train_plain, valid_plain) = read_samples_with(&text, 0.75, false);
    let (train_mirror, valid_mirror) = read_samples_with(&text, 0.75, true);
    assert_eq!(train_plain.len() + valid_plain.len(), 20);
    assert_eq!(train_mirror.len() + valid_mirror.len(), 30, "only the ten castling-free lines are mirrored");
}

/// A net read back from its file and dequantised is the same net in integers: training can
/// start from a committed net.
#[test]
fn a_quantised_net_dequantises_to_itself() {
    let (samples, _) = samples();
    for (buckets, activation, inputs) in SHAPES {
        let config = config(NetShape { hidden: 8, buckets, activation, inputs }, 2, 8, 0.01, 4);
        let (net, _) = train(&samples, &[][..] as &[Sample], &config, &mut std::io::sink()).unwrap();
        let q = net.quantise();
        let again = Quantised::from_bytes(&q.to_bytes()).expect("round trip").dequantise().quantise();
        assert_eq!(again, q);
    }
}

/// A widened net computes what the narrower one did, in floating point and in integers, and
/// training then gives the new neurons a part.
#[test]
fn a_widened_net_starts_as_the_net_it_widens() {
    let (samples, _) = samples();
    for (buckets, activation, inputs) in SHAPES {
        let config = config(NetShape { hidden: 8, buckets, activation, inputs }, 2, 8, 0.01, 4);
        let (net, _) = train(&samples, &[][..] as &[Sample], &config, &mut std::io::sink()).unwrap();
        let wide = net.widened(12, 9);
        assert_eq!(wide.shape.hidden, 12);
        for s in samples.iter().take(50) {
            let (narrow_out, wide_out) = (net.output(&s.us, &s.them), wide.output(&s.us, &s.them));
            assert!((narrow_out - wide_out).abs() < 1e-5, "{narrow_out} against {wide_out}");
        }
        for line in MATERIAL_LINES {
            let pos = Position::from_fen(line.split('|').next().unwrap().trim()).unwrap();
            assert_eq!(net.quantise().evaluate(&pos), wide.quantise().evaluate(&pos), "{line}");
        }
        let (trained, _) = poda::train::trainer::train_from(
            wide,
            &samples,
            &[][..] as &[Sample],
            &TrainConfig { shape: NetShape { hidden: 12, ..config.shape }, ..config },
            &mut std::io::sink(),
        )
        .unwrap();
        let new_outputs = trained.w2.chunks_exact(12).flat_map(|half| &half[8..]);
        assert!(new_outputs.into_iter().any(|&w| w != 0.0), "the new neurons stay silent");
    }
}

/// King-mirrored inputs: each perspective sees its king on the e–h half, so a position and its
/// mirror image (no castling rights) have the same features; a king crossing the middle of the
/// board (castling long, a king step from e to d) is followed by the engine's accumulator.
#[test]
fn king_mirrored_inputs_see_a_position_and_its_mirror_alike() {
    let pos = Position::from_fen("2kr3r/ppp2ppp/2n5/8/3P4/5N2/PPP2PPP/4RK2 b - - 0 20").unwrap();
    let mirror = Position::from_fen("r3rk2/ppp2ppp/5n2/8/4P3/2N5/PPP2PPP/2KR4 b - - 0 20").unwrap();
    let sorted = |(mut a, mut b): (Vec<u16>, Vec<u16>)| {
        a.sort_unstable();
        b.sort_unstable();
        (a, b)
    };
    let hm = |p: &Position| sorted(features_for(p, Inputs::KingMirrored));
    assert_eq!(hm(&pos), hm(&mirror));
    assert_ne!(sorted(features(&pos)), sorted(features(&mirror)));
    // Black (to move) has its king on f8 (e–h): its view is not mirrored; White's king on c1
    // (a–d): White's view is.
    assert_eq!(features_for(&mirror, Inputs::KingMirrored).0, features(&mirror).0);
    assert_ne!(features_for(&mirror, Inputs::KingMirrored).1, features(&mirror).1);
    // `--mirror` adds nothing to king-mirrored samples.
    let line = "r3k3/1p3ppp/2n5/8/3P4/5N2/PPP2PPP/4RK2 b - - 0 20 | -35 | 0.5\n".repeat(20);
    let (t, v) = read_samples_for(&line, 0.75, true, Inputs::KingMirrored);
    assert_eq!(t.len() + v.len(), 20);
    the_accumulator_follows_a_king_across_the_middle(Inputs::KingMirrored);
}

/// The engine's incremental update with `inputs` where a king crosses the middle of the board
/// (castling long, a king step from e to d, from d to e): the same as a refresh.
fn the_accumulator_follows_a_king_across_the_middle(inputs: Inputs) {
    use poda::engine::nnue::Network as Inference;
    let (train_set, validation) = samples_for(inputs);
    let config =
        config(NetShape { hidden: 16, buckets: 4, activation: Activation::ClippedRelu, inputs }, 5, 8, 0.01, 2);
    let q = train(&train_set, &validation, &config, &mut Vec::new()).unwrap().0.quantise();
    let net = Inference::from_bytes(&q.to_bytes()).expect("a net file");
    for (fen, uci) in [
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1c1"),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", "e8c8"),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1d1"),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1g1"),
        ("8/8/3k4/8/8/4K3/8/8 b - - 0 1", "d6e5"),
    ] {
        let pos = Position::from_fen(fen).unwrap();
        let m = pos.parse_uci(uci).unwrap();
        let mut after = pos;
        after.play_unchecked(m);
        assert_eq!(net.update(&net.refresh(&pos), &pos, m), net.refresh(&after), "{uci} in {fen}");
        assert_eq!(net.evaluate(&net.refresh(&after), &after), q.evaluate(&after), "{uci} in {fen}");
    }
}

/// King-wing inputs: one set of weights for a king on files e–h, another for a–d. A plain net
/// split by the king's wing starts as that net, in floating point and in integers; training
/// then tells the wings apart; the engine's accumulator follows a king that changes wing.
#[test]
fn king_wing_inputs_start_as_the_plain_net_they_split() {
    let pos = Position::from_fen("2kr3r/ppp2ppp/2n5/8/3P4/5N2/PPP2PPP/4RK2 b - - 0 20").unwrap();
    // Black (to move) has its king on c8: the second set; White's on f1: the first.
    let (us, them) = features_for(&pos, Inputs::KingWing);
    let (plain_us, plain_them) = features(&pos);
    assert_eq!(us, plain_us.iter().map(|f| f + INPUTS as u16).collect::<Vec<_>>());
    assert_eq!(them, plain_them);
    let (samples, _) = samples();
    for (buckets, activation, _) in SHAPES.into_iter().filter(|shape| shape.2 == Inputs::Plain) {
        let shape = NetShape { hidden: 8, buckets, activation, inputs: Inputs::Plain };
        let config = config(shape, 2, 8, 0.01, 4);
        let (net, _) = train(&samples, &[][..] as &[Sample], &config, &mut std::io::sink()).unwrap();
        let wings = net.split_by_king_wing();
        assert_eq!((wings.shape.inputs, wings.w1.len()), (Inputs::KingWing, 2 * net.w1.len()));
        for line in MATERIAL_LINES.iter().chain(&[pos.fen().as_str()]) {
            let p = Position::from_fen(line.split('|').next().unwrap().trim()).unwrap();
            assert!((net.evaluate(&p) - wings.evaluate(&p)).abs() < 1e-3, "{line}");
            assert_eq!(net.quantise().evaluate(&p), wings.quantise().evaluate(&p), "{line}");
        }
        let (wing_samples, _) = samples_for(Inputs::KingWing);
        let wing_config = TrainConfig { shape: wings.shape, ..config };
        let (trained, _) = poda::train::trainer::train_from(
            wings,
            &wing_samples,
            &[][..] as &[Sample],
            &wing_config,
            &mut std::io::sink(),
        )
        .unwrap();
        let (kingside, queenside) = trained.w1.split_at(INPUTS * 8);
        assert_ne!(kingside, queenside, "training tells the wings apart");
    }
    the_accumulator_follows_a_king_across_the_middle(Inputs::KingWing);
}

/// `poda train --inputs king-wing --init <plain net>` splits the net; other changes of inputs
/// are refused with the reason.
#[test]
fn train_splits_a_plain_net_by_the_king_wing_and_refuses_other_changes() {
    use poda::train::trainer::run;
    let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    let dir = std::env::temp_dir().join(format!("poda-wing-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (plain, wings, back) = (dir.join("plain.nnue"), dir.join("wings.nnue"), dir.join("back.nnue"));
    let (samples, _) = samples();
    let shape = NetShape { hidden: 8, buckets: 4, activation: Activation::SquaredClippedRelu, inputs: Inputs::Plain };
    let (net, _) = train(&samples, &[][..] as &[Sample], &config(shape, 2, 8, 0.01, 4), &mut std::io::sink()).unwrap();
    std::fs::write(&plain, net.quantise().to_bytes()).unwrap();
    let (p, w) = (plain.display(), wings.display());
    run(&args(&format!("--init {p} --inputs king-wing --epochs 0 --out {w}")), &mut std::io::sink()).unwrap();
    let split = Quantised::from_bytes(&std::fs::read(&wings).unwrap()).unwrap();
    assert_eq!(split.shape, NetShape { inputs: Inputs::KingWing, ..shape });
    for line in MATERIAL_LINES {
        let pos = Position::from_fen(line.split('|').next().unwrap().trim()).unwrap();
        assert_eq!(split.evaluate(&pos), net.quantise().evaluate(&pos), "{line}");
    }
    let err =
        run(&args(&format!("--init {w} --inputs plain --epochs 0 --out {}", back.display())), &mut std::io::sink())
            .unwrap_err();
    assert!(err.contains("only plain ones can become king-wing ones"), "{err}");
    let err = run(
        &args(&format!("--init {p} --inputs king-mirrored --epochs 0 --out {}", back.display())),
        &mut std::io::sink(),
    )
    .unwrap_err();
    assert!(err.contains("has plain inputs"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn net_options_are_found_by_the_names_they_give() {
    for (_, activation, inputs) in SHAPES {
        assert_eq!(Activation::from_name(activation.name()), Some(activation));
        assert_eq!(Inputs::from_name(inputs.name()), Some(inputs));
    }
    assert_eq!((Activation::SquaredClippedRelu.name(), Inputs::KingMirrored.name()), ("screlu", "king-mirrored"));
    assert_eq!((Activation::from_name("relu"), Inputs::from_name("mirrored")), (None, None));
}

/// `poda train --widen`: without `--init`, or narrower than the net, it is refused with the
/// reason; with `--epochs 0` it writes the widened net, which evaluates as the net it widens.
#[test]
fn train_widen_is_refused_with_its_reason_or_writes_the_wider_net() {
    use poda::train::trainer::run;
    let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    let err = run(&args("--widen 256 --epochs 0"), &mut std::io::sink()).unwrap_err();
    assert!(err.contains("--widen needs --init"), "{err}");
    let dir = std::env::temp_dir().join(format!("poda-widen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (narrow, wide) = (dir.join("narrow.nnue"), dir.join("wide.nnue"));
    let (samples, _) = samples();
    let config = config(
        NetShape { hidden: 8, buckets: 4, activation: Activation::SquaredClippedRelu, inputs: Inputs::Plain },
        2,
        8,
        0.01,
        4,
    );
    let (net, _) = train(&samples, &[][..] as &[Sample], &config, &mut std::io::sink()).unwrap();
    std::fs::write(&narrow, net.quantise().to_bytes()).unwrap();
    let init = narrow.display();
    let err = run(&args(&format!("--init {init} --widen 4 --epochs 0 --out {}", wide.display())), &mut std::io::sink())
        .unwrap_err();
    assert!(err.contains("already has 8 neurons"), "{err}");
    run(&args(&format!("--init {init} --widen 12 --epochs 0 --out {}", wide.display())), &mut std::io::sink()).unwrap();
    let wider = Quantised::from_bytes(&std::fs::read(&wide).unwrap()).unwrap();
    assert_eq!(wider.shape.hidden, 12);
    for line in MATERIAL_LINES {
        let pos = Position::from_fen(line.split('|').next().unwrap().trim()).unwrap();
        assert_eq!(wider.evaluate(&pos), net.quantise().evaluate(&pos), "{line}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

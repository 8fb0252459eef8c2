//! The network trainer: features, gradients, learning, quantisation and the net file.
use poda::rules::{Color, Position, Role};
use poda::train::nnue::{
    feature, features, read_samples, read_samples_with, train, Network, Quantised, Sample, TrainConfig, INPUTS, QA,
};

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
    // A small set: material up for the side to move scores high, down scores low.
    let lines = [
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | 900 | 1.0",
        "3qk3/8/8/8/8/8/8/4K3 w - - 0 1 | -900 | 0.0",
        "4k3/8/8/8/8/8/8/3RK3 w - - 0 1 | 500 | 1.0",
        "3rk3/8/8/8/8/8/8/4K3 w - - 0 1 | -500 | 0.0",
        "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1 | 0 | 0.5",
        "4k3/8/8/8/8/8/8/3QK3 b - - 0 1 | 900 | 1.0",
        "3qk3/8/8/8/8/8/8/4K3 b - - 0 1 | -900 | 0.0",
        "4k3/8/8/8/8/8/8/2N1K3 w - - 0 1 | 300 | 0.5",
        "2n1k3/8/8/8/8/8/8/4K3 w - - 0 1 | -300 | 0.5",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 0 | 0.5",
    ];
    let text = lines.repeat(4).join("\n");
    read_samples(&text, 0.75)
}

#[test]
fn the_gradient_matches_finite_differences() {
    let (train_set, _) = samples();
    let net = Network::new(8, 3);
    let config = TrainConfig { hidden: 8, epochs: 1, batch: 1_000_000, lr: 0.0, final_lr: 0.0, lambda: 0.75, seed: 3 };
    // With lr = 0 one epoch changes nothing: the loss printed is the loss of `net`.
    let (same, curve) = train(&train_set, &[], &config, &mut Vec::new()).unwrap();
    assert_eq!(same, net);
    assert!((curve[0].0 - net.loss(&train_set)).abs() < 1e-6);
    // Finite differences on a few weights against a step of the trainer with a tiny rate:
    // the loss must go down by about lr × |gradient|², which needs the gradient's sign right.
    let lr = 1e-3;
    let step = TrainConfig { lr, final_lr: lr, ..config };
    let (after, _) = train(&train_set, &[], &step, &mut Vec::new()).unwrap();
    assert!(after.loss(&train_set) < net.loss(&train_set), "one step lowers the loss");
    let h = 1e-3f32;
    for (i, idx) in [(0usize, 5usize), (1, 3)] {
        let mut plus = net.clone();
        let mut minus = net.clone();
        if i == 0 {
            plus.w2[idx] += h;
            minus.w2[idx] -= h;
        } else {
            plus.b1[idx] += h;
            minus.b1[idx] -= h;
        }
        let numeric = (plus.loss(&train_set) - minus.loss(&train_set)) / (2.0 * h);
        let moved = if i == 0 { after.w2[idx] - net.w2[idx] } else { after.b1[idx] - net.b1[idx] };
        // Adam's first step moves each weight by about lr against its gradient's sign.
        if numeric.abs() > 1e-4 {
            assert_eq!(moved.signum(), -numeric.signum(), "weight {i}/{idx}: numeric {numeric}, moved {moved}");
        }
    }
}

#[test]
fn training_learns_material_and_the_quantised_net_agrees() {
    let (train_set, validation) = samples();
    let config = TrainConfig { hidden: 16, epochs: 150, batch: 8, lr: 0.01, final_lr: 0.01, lambda: 0.75, seed: 5 };
    let mut log = Vec::new();
    let (net, curve) = train(&train_set, &validation, &config, &mut log).unwrap();
    assert!(curve.last().unwrap().0 < curve[0].0 / 3.0, "the loss falls: {curve:?}");
    assert!(String::from_utf8(log).unwrap().contains("epoch 150"));
    let queen_up = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
    let queen_down = Position::from_fen("3qk3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert!(net.evaluate(&queen_up) > 200.0, "{}", net.evaluate(&queen_up));
    assert!(net.evaluate(&queen_down) < -200.0, "{}", net.evaluate(&queen_down));
    // The same seed gives the same net.
    assert_eq!(train(&train_set, &validation, &config, &mut Vec::new()).unwrap().0, net);
    // Integers: close to the float network, and the file round-trips.
    let q = net.quantise();
    for pos in [queen_up, queen_down, Position::startpos()] {
        let (f, i) = (net.evaluate(&pos), q.evaluate(&pos) as f32);
        assert!((f - i).abs() <= 12.0 + f.abs() * 0.03, "float {f}, integer {i}");
    }
    assert!(q.b1.iter().all(|&b| i32::from(b).abs() <= 4 * QA));
    let bytes = q.to_bytes();
    assert_eq!(Quantised::from_bytes(&bytes), Some(q.clone()));
    assert_eq!(Quantised::from_bytes(&bytes[..bytes.len() - 1]), None);
    assert_eq!(Quantised::from_bytes(b"not a net"), None);
}

#[test]
fn the_net_file_is_stored_in_byte_planes_and_the_plain_layout_is_still_read() {
    use poda::engine::nnue::{decode, encode, MAGIC, MAGIC_PLAIN};
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
    let bytes = encode(hidden, &values, -123_456);
    assert!(bytes.starts_with(MAGIC));
    assert_eq!(bytes.len(), 8 + 4 + 4 + 2 * values.len());
    assert_eq!(decode(&bytes), Some((hidden, values.clone(), -123_456)));
    // Small values: the high plane is all zero bytes (0, −1 and 1 are coded 0, 1 and 2).
    let small = encode(hidden, &vec![-1; values.len()], 0);
    assert!(small[16 + values.len()..].iter().all(|&b| b == 0));
    assert!(small[16..16 + values.len()].iter().all(|&b| b == 1));
    // The first layout: plain little-endian i16 values, then the output bias.
    let mut plain = MAGIC_PLAIN.to_vec();
    plain.extend_from_slice(&(hidden as u32).to_le_bytes());
    values.iter().for_each(|v| plain.extend_from_slice(&v.to_le_bytes()));
    plain.extend_from_slice(&7i32.to_le_bytes());
    assert_eq!(decode(&plain), Some((hidden, values.clone(), 7)));
    // Truncated, lengthened or foreign files are refused.
    assert_eq!(decode(&bytes[..bytes.len() - 1]), None);
    assert_eq!(decode(&[bytes.as_slice(), &[0]].concat()), None);
    assert_eq!(decode(&plain[..plain.len() - 2]), None);
    assert_eq!(decode(b"PODANNU9\x04\0\0\0"), None);
    assert_eq!(decode(&encode(0, &[], 0)), None);
}

#[test]
fn pawn_rows_of_the_first_and_last_ranks_are_written_as_zeros() {
    let config = TrainConfig { hidden: 8, epochs: 1, batch: 8, lr: 0.01, final_lr: 0.01, lambda: 0.75, seed: 3 };
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
    use poda::engine::nnue::Network as Inference;
    // A trained toy net, through the file.
    let (train_set, validation) = samples();
    let config = TrainConfig { hidden: 16, epochs: 20, batch: 8, lr: 0.01, final_lr: 0.01, lambda: 0.75, seed: 9 };
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
    let mut seed = 0x1234_5678_u64;
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
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let m = legal[(seed >> 33) as usize % legal.len()];
                kinds.insert(format!("{:?}", m.kind()).chars().take(5).collect::<String>());
                acc = net.update(&acc, &pos, m);
                pos.play_unchecked(m);
                assert_eq!(acc, net.refresh(&pos), "after {m} in {}", pos.fen());
                assert_eq!(net.evaluate(&acc, pos.turn()), q.evaluate(&pos), "{}", pos.fen());
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
    let text: String = std::iter::repeat([line, castling]).take(10).flatten().map(|l| format!("{l}\n")).collect();
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
    let config = TrainConfig { hidden: 8, epochs: 2, batch: 8, lr: 0.01, final_lr: 0.01, lambda: 0.75, seed: 4 };
    let (net, _) = train(&samples, &[], &config, &mut std::io::sink()).unwrap();
    let q = net.quantise();
    let again = Quantised::from_bytes(&q.to_bytes()).expect("round trip").dequantise().quantise();
    assert_eq!(again, q);
}

//! Training positions in 32 bytes (`poda::train::packed`): every position a game reaches packs
//! and reads back exactly, bad records are refused without a panic, and the trainer's samples
//! made from records are the samples made from text.
use crate::support::MATERIAL_LINES;
use poda::rng::{Lcg64, Random};
use poda::rules::Position;
use poda::train::nnue::{features_for, Inputs, Sample};
use poda::train::packed::{from_text_line, records, PackError, PackedPosition, WhiteResult, PACKED_LEN};
use poda::train::samples::{read_samples_for, sample_from_packed, PackedSamples, SampleSet};
use poda::train::trainer::{mean_loss, train, TrainConfig};

/// Positions of random games from a few starts (castling rights, en passant, promotions,
/// both sides to move), 4,000 in all.
fn game_positions() -> Vec<Position> {
    let starts = [
        Position::STARTPOS_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    ];
    let mut rng = Lcg64::new(11);
    let mut out = Vec::new();
    for start in starts {
        for _ in 0..20 {
            let mut pos = Position::from_fen(start).unwrap();
            for _ in 0..40 {
                out.push(pos);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }
    out
}

#[test]
fn every_position_of_a_game_packs_and_reads_back_exactly() {
    let positions = game_positions();
    assert!(positions.len() > 3000);
    let (mut ep, mut black, mut castling) = (0, 0, 0);
    for (i, pos) in positions.iter().enumerate() {
        let score = (i as i32 * 37) % 2001 - 1000;
        let result = [WhiteResult::Lost, WhiteResult::Drawn, WhiteResult::Won][i % 3];
        let packed = PackedPosition::pack(pos, score, result).unwrap();
        let (back, s, r) = packed.unpack().unwrap();
        assert_eq!(back.fen(), pos.fen());
        assert_eq!(back.hash(), pos.hash(), "{}", pos.fen());
        assert_eq!((s, r), (score, result));
        assert_eq!(packed.turn(), pos.turn());
        assert_eq!(packed.has_castling(), pos.castling_rights().bits() != 0);
        ep += usize::from(pos.ep_square().is_some());
        black += usize::from(pos.turn() == poda::rules::Color::Black);
        castling += usize::from(pos.castling_rights().bits() != 0);
    }
    assert!(
        ep > 0 && black > 1000 && castling > 100,
        "the positions cover en passant ({ep}), Black to move ({black}) and castling ({castling})"
    );
}

#[test]
fn scores_beyond_sixteen_bits_are_clamped_and_counters_kept() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 99 300").unwrap();
    let packed = PackedPosition::pack(&pos, 100_000, WhiteResult::Drawn).unwrap();
    assert_eq!(packed.score(), i16::MAX as i32);
    assert_eq!(PackedPosition::pack(&pos, -100_000, WhiteResult::Drawn).unwrap().score(), -(i16::MAX as i32));
    assert_eq!(packed.unpack().unwrap().0.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 99 300");
}

#[test]
fn a_bad_record_is_refused_with_its_reason_and_random_bytes_never_panic() {
    let pos = Position::startpos();
    let good = PackedPosition::pack(&pos, 12, WhiteResult::Won).unwrap();
    let with = |at: usize, byte: u8| {
        let mut b = good.0;
        b[at] = byte;
        PackedPosition(b)
    };
    assert_eq!(with(31, 1).unpack().unwrap_err(), PackError::BadField("reserved bits"));
    assert_eq!(with(25, good.0[25] | 0x30).unpack().unwrap_err(), PackError::BadField("result"));
    assert_eq!(with(8, 0x06).unpack().unwrap_err(), PackError::BadField("piece"));
    assert_eq!(with(24, 70).unpack().unwrap_err(), PackError::BadField("en passant square"));
    // Both kings white: a record of no legal position.
    let mut kings = good.0;
    // The 29th piece in square order (index 28, a low nibble) is the black king on e8.
    assert_eq!(kings[8 + 14] & 0x0f, 8 | 5);
    kings[8 + 14] = (kings[8 + 14] & 0xf0) | 5;
    assert!(matches!(PackedPosition(kings).unpack(), Err(PackError::BadPosition(_))));
    assert!(records(&[0u8; 33]).is_err(), "a file cut short");
    assert_eq!(records(&[good.0, good.0].concat()).unwrap().count(), 2);
    let mut rng = Lcg64::new(5);
    let mut readable = 0;
    for _ in 0..20_000 {
        let mut b = [0u8; PACKED_LEN];
        for byte in b.iter_mut() {
            *byte = rng.next_u64() as u8;
        }
        // Mostly garbage; whatever reads back must pack to the same bytes' position.
        if let Ok((p, s, r)) = PackedPosition(b).unpack() {
            readable += 1;
            assert_eq!(PackedPosition::pack(&p, s, r).unwrap().unpack().unwrap().0.fen(), p.fen());
        }
    }
    assert!(readable < 20_000);
}

#[test]
fn a_text_line_and_its_record_give_the_same_sample() {
    let lines = [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 | 35 | 0.5",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3 | -120 | 0.0",
        "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 99 50 | 240 | 1.0",
        "3qk3/8/8/8/8/8/8/4K3 b - - 0 1 | -900 | 0.0",
    ];
    // The board of a FEN mirrored left to right (a↔h).
    let mirror_board = |fen: &str| {
        let (board, rest) = fen.split_once(' ').unwrap();
        let ranks: Vec<String> = board.split('/').map(|r| r.chars().rev().collect()).collect();
        format!("{} {rest}", ranks.join("/"))
    };
    for inputs in [Inputs::Plain, Inputs::KingMirrored, Inputs::KingWing] {
        for line in lines {
            let record = from_text_line(line).unwrap();
            let from_text = Sample::parse_for(line, 0.75, inputs).unwrap();
            let mut from_record = Sample::default();
            sample_from_packed(&record, false, 0.75, inputs, &mut from_record);
            let sorted = |v: &[u16]| {
                let mut v = v.to_vec();
                v.sort();
                v
            };
            assert_eq!(sorted(&from_record.us), sorted(&from_text.us), "{line}");
            assert_eq!(sorted(&from_record.them), sorted(&from_text.them), "{line}");
            assert!((from_record.target - from_text.target).abs() < 1e-6, "{line}");
            let pos = Position::from_fen(line.split(" | ").next().unwrap()).unwrap();
            assert_eq!(sorted(&from_record.us), sorted(&features_for(&pos, inputs).0));
            let mut mirrored = Sample::default();
            sample_from_packed(&record, true, 0.75, inputs, &mut mirrored);
            if inputs == Inputs::Plain {
                assert_eq!(sorted(&mirrored.us), sorted(&from_text.mirrored().us), "{line}");
            }
            if pos.castling_rights().bits() == 0 {
                // The mirror image as a position: for king-wing inputs the king changes wing.
                let image = Position::from_fen(&mirror_board(line.split(" | ").next().unwrap())).unwrap();
                let (us, them) = features_for(&image, inputs);
                assert_eq!((sorted(&mirrored.us), sorted(&mirrored.them)), (sorted(&us), sorted(&them)), "{line}");
            }
        }
    }
    assert!(from_text_line("not a fen | 1 | 0.5").is_err());
    assert!(from_text_line("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | x | 0.5").is_err());
}

#[test]
fn packed_samples_mirror_only_positions_without_castling_rights() {
    let with_castling = PackedPosition::pack(&Position::startpos(), 0, WhiteResult::Drawn).unwrap();
    let without = from_text_line("4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | 900 | 1.0").unwrap();
    assert_eq!(PackedSamples::new(vec![with_castling, without], 0.75, Inputs::Plain, true).len(), 3);
    assert_eq!(PackedSamples::new(vec![with_castling, without], 0.75, Inputs::Plain, false).len(), 2);
    assert_eq!(PackedSamples::new(vec![with_castling, without], 0.75, Inputs::KingMirrored, true).len(), 2);
}

fn material_lines() -> Vec<&'static str> {
    MATERIAL_LINES[..8].repeat(8)
}

#[test]
fn training_on_records_over_two_threads_learns_as_training_on_text_does() {
    let lines = material_lines();
    let (text_train, text_valid) = read_samples_for(&lines.join("\n"), 0.75, false, Inputs::Plain);
    let records: Vec<PackedPosition> = lines.iter().map(|l| from_text_line(l).unwrap()).collect();
    let packed = PackedSamples::new(records, 0.75, Inputs::Plain, false);
    let config =
        |threads| TrainConfig { epochs: 40, batch: 8, lr: 0.01, final_lr: 0.01, threads, ..TrainConfig::default() };
    let (text_net, text_curve) = train(&text_train, &text_valid, &config(1), &mut Vec::new()).unwrap();
    let (one, curve_one) = train(&packed, &text_valid, &config(1), &mut Vec::new()).unwrap();
    let (two, curve_two) = train(&packed, &text_valid, &config(2), &mut Vec::new()).unwrap();
    let (two_again, _) = train(&packed, &text_valid, &config(2), &mut Vec::new()).unwrap();
    assert_eq!(two, two_again, "the same seed and threads give the same net");
    for (name, curve) in [("text", &text_curve), ("records", &curve_one), ("two threads", &curve_two)] {
        let (first, last) = (curve[0].0, curve.last().unwrap().0);
        assert!(last < first * 0.5, "{name}: the loss falls ({first} → {last})");
    }
    // Learning material: a queen up is good for the side to move, down is bad.
    for net in [&text_net, &one, &two] {
        let up = net.evaluate(&Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap());
        let down = net.evaluate(&Position::from_fen("3qk3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap());
        assert!(up > 200.0 && down < -200.0, "{up} {down}");
    }
    let loss = |net| mean_loss(net, &packed);
    assert!((loss(&one) - loss(&two)).abs() < 0.01, "{} {}", loss(&one), loss(&two));
}

#[test]
fn convert_turns_text_into_records_and_back_and_names_a_bad_line() {
    let dir = std::env::temp_dir().join(format!("poda-packed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lines = material_lines()[..8].join("\n") + "\n# game 0 plies 10 result 1.0\n";
    std::fs::write(dir.join("a.txt"), &lines).unwrap();
    assert_eq!(poda::train::packed::convert(&dir.join("a.txt"), &dir.join("a.bin")).unwrap(), 8);
    assert_eq!(std::fs::metadata(dir.join("a.bin")).unwrap().len(), 8 * PACKED_LEN as u64);
    assert_eq!(poda::train::packed::convert(&dir.join("a.bin"), &dir.join("b.txt")).unwrap(), 8);
    let back = std::fs::read_to_string(dir.join("b.txt")).unwrap();
    let kept: Vec<&str> = lines.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(back.lines().collect::<Vec<_>>(), kept);
    std::fs::write(dir.join("bad.txt"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 0 | 0.5\nnonsense\n").unwrap();
    let err = poda::train::packed::convert(&dir.join("bad.txt"), &dir.join("bad.bin")).unwrap_err();
    assert!(err.contains("bad.txt:2"), "{err}");
    assert!(!dir.join("bad.bin").exists(), "nothing written");
    assert!(poda::train::packed::convert(&dir.join("a.txt"), &dir.join("c.txt")).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

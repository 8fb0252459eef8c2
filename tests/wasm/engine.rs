//! The engine compiled to wasm searches exactly as it does natively: the `bench` node count
//! (the search's signature, recorded in tests/fixtures/bench-signature.txt and checked natively
//! by tests/engine/bench.rs) is the same in Node and in Chromium.
#![cfg(target_arch = "wasm32")]

use poda::engine::nnue::Network;
use poda::uci::bench::{run_with, DEFAULT_DEPTH};
use std::sync::Arc;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::bench_signature::recorded;

#[wasm_bindgen_test]
fn bench_signature_is_the_same_in_wasm() {
    // The default evaluation: the built-in network (the file the page's worker fetches, SIMD128
    // inference here) when it is on by default.
    let net = poda::engine::nnue::ON_BY_DEFAULT
        .then(|| Arc::new(Network::from_bytes(include_bytes!("../../src/engine/poda.nnue")).expect("net file")));
    assert_eq!(
        run_with(DEFAULT_DEPTH, net).nodes,
        recorded("net"),
        "record the new signature in tests/fixtures/bench-signature.txt"
    );
}

/// The hand-crafted evaluation's search is the same node for node in wasm as natively.
#[wasm_bindgen_test]
fn hand_crafted_bench_is_the_same_in_wasm() {
    assert_eq!(
        run_with(DEFAULT_DEPTH, None).nodes,
        recorded("hand-crafted"),
        "record the new signature in tests/fixtures/bench-signature.txt"
    );
}

/// The SIMD128 output layers (clipped and squared clipped ReLU, several buckets, plain,
/// king-mirrored and king-wing inputs) give what plain integer arithmetic gives, on a net whose values reach
/// the limits the file allows.
#[wasm_bindgen_test]
fn simd_output_layers_match_plain_arithmetic() {
    use poda::engine::nnue::{encode, feature, output_bucket, Activation, Inputs, NetFile, NetShape, QA, QB, SCALE};
    use poda::rng::{Lcg64, Random};
    use poda::rules::{Color, Position, Role};
    let hidden = 40; // not a multiple of 16: the loops' tails run too
    let buckets = 8;
    let shapes = [
        (Activation::ClippedRelu, Inputs::Plain),
        (Activation::SquaredClippedRelu, Inputs::Plain),
        (Activation::SquaredClippedRelu, Inputs::KingMirrored),
        (Activation::SquaredClippedRelu, Inputs::KingWing),
    ];
    for (activation, inputs) in shapes {
        let mut rng = Lcg64::new(0x9E37_79B9);
        let mut next = |range: i64| (rng.next_u64() as i64 % (2 * range + 1) - range) as i16;
        let rows = inputs.rows();
        let mut values: Vec<i16> = (0..(rows + 1) * hidden).map(|_| next(200)).collect();
        values.extend((0..buckets * 2 * hidden).map(|_| next(127)));
        let b2: Vec<i32> = (0..buckets).map(|b| b as i32 * 1000 - 3000).collect();
        let shape = NetShape { hidden, buckets, activation, inputs };
        let file = NetFile { shape, values: values.clone(), b2: b2.clone() };
        let net = Network::from_bytes(&encode(&file)).expect("a valid net");
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/3QK3 b - - 0 1",
            "2kr3r/ppp2ppp/2n5/8/3P4/5N2/PPP2PPP/4RK2 b - - 0 20",
        ] {
            let pos = Position::from_fen(fen).expect("valid");
            let mut sum = 0i64;
            let bucket = output_bucket(pos.occupied().count(), buckets);
            let w2 = &values[(rows + 1) * hidden + bucket * 2 * hidden..];
            for (half, perspective) in [pos.turn(), !pos.turn()].into_iter().enumerate() {
                let view = inputs.view(pos.king(perspective));
                for j in 0..hidden {
                    let mut a = i64::from(values[rows * hidden + j]);
                    for color in Color::ALL {
                        for role in Role::ALL {
                            for sq in pos.pieces(color, role) {
                                let f = view.row(feature(perspective, color, role, sq.index()));
                                a += i64::from(values[f * hidden + j]);
                            }
                        }
                    }
                    let a = a.clamp(0, i64::from(QA));
                    let w = i64::from(w2[half * hidden + j]);
                    sum += if activation == Activation::ClippedRelu { a * w } else { a * a * w };
                }
            }
            if activation == Activation::SquaredClippedRelu {
                sum /= i64::from(QA);
            }
            let expected = ((sum + i64::from(b2[bucket])) * i64::from(SCALE) / i64::from(QA * QB)) as i32;
            assert_eq!(net.evaluate_position(&pos), expected, "{activation:?}, {inputs:?}: {fen}");
        }
    }
}

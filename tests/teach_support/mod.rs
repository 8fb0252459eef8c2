//! Shared by the teaching view's tests (`teach_view.rs`, `teach_walk.rs`): the address's options
//! from pairs, and the view's searches run through the teaching worker as the page runs them.
#![allow(dead_code)]

use poda::web::i18n::{Lang, TeachNotice};
use poda::web::teach::options::{TeachMode, TeachOptions};
use poda::web::teach::state::{Arrived, Decoding, Found, Row, State};
use poda::web::teach::worker::handle;
use poda::web::worker_messages::{TeachAnswer, TeachRequest};

/// The options `pairs` (name, value) give, and the notices of the bad ones.
pub fn options(mode: TeachMode, pairs: &[(&str, &str)]) -> (TeachOptions, Vec<String>) {
    let (options, notices) =
        TeachOptions::read(mode, |name| pairs.iter().find(|(key, _)| *key == name).map(|(_, v)| v.to_string()));
    (options, TeachNotice::texts(&notices, Lang::En))
}

/// Runs the searches the view asks for through the teaching worker, and feeds every answer
/// back, reading the recorded tree slice by slice as the page does between tasks.
pub fn run(state: &mut State, requests: Vec<TeachRequest>) {
    for request in requests {
        let mut replies = Vec::new();
        handle(request, &mut |reply| replies.push(reply));
        for reply in replies {
            match reply {
                TeachAnswer::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                    let arrived = Arrived { algorithm, found: Found { value, pv, pv_codes, counts }, iterations };
                    assert!(matches!(state.tree_arrived(id, arrived, tree), Some(Ok(()))));
                    let mut slices = 0;
                    loop {
                        slices += 1;
                        match state.decode_slice() {
                            Decoding::More => continue,
                            Decoding::Done => break,
                            Decoding::Idle => panic!("nothing was being read"),
                            Decoding::Failed(err) => panic!("the tree could not be read: {err:?}"),
                        }
                    }
                    assert!(slices >= 1);
                }
                TeachAnswer::TeachCount { id, algorithm, value, counts } => {
                    assert!(state.count_arrived(id, Row { algorithm, value, counts }));
                }
                TeachAnswer::TeachReach { id, budget, reached } => {
                    assert_eq!(state.reach_arrived(id, budget, &reached), Some(Ok(())));
                }
                other => panic!("unexpected answer {other:?}"),
            }
        }
    }
}

//! `poda`: the native UCI engine. `poda bench [depth]` runs the bench and exits.
//! (On wasm32 there is no stdin: the browser build is the `app` and `worker` binaries.)

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("bench") {
        let out: poda::protocol::uci::Output = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
        let mut session = poda::protocol::uci::UciSession::new(out);
        session.handle(&args.join(" "));
        return;
    }
    poda::protocol::uci::run_stdio();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

//! `poda`: the native UCI engine. `poda bench [depth]` runs the bench and exits; `poda datagen …`
//! plays Poda against itself for training data, `poda train …` trains a network on it, `poda
//! convert` turns text data into 32-byte records or back (see `poda::train`).
//! (On wasm32 there is no stdin: the browser build is the `app` and `worker` binaries.)

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("datagen") {
        // `poda datagen [--out data/selfplay.txt] [--games N] [--nodes N | --depth D] …`: see poda::train::datagen.
        let config = match poda::train::datagen::parse_args(&args[1..]) {
            Ok(config) => config,
            Err(err) => {
                eprintln!("poda datagen: {err}");
                std::process::exit(2);
            }
        };
        if let Err(err) = poda::train::datagen::run(&config, &mut std::io::stderr()) {
            eprintln!("poda datagen: {err}");
            std::process::exit(1);
        }
        return;
    }
    if args.first().map(String::as_str) == Some("train") {
        // `poda train --data data/selfplay.txt --out poda.nnue [--hidden 128] …`: see poda::train::trainer.
        if let Err(err) = poda::train::trainer::run(&args[1..], &mut std::io::stderr()) {
            eprintln!("poda train: {err}");
            std::process::exit(1);
        }
        return;
    }
    if args.first().map(String::as_str) == Some("convert") {
        // `poda convert data.txt data.bin` (or back): see poda::train::packed.
        let [_, input, output] = &args[..] else {
            eprintln!("poda convert: give the file to read and the file to write (`*.bin`: 32-byte records)");
            std::process::exit(2);
        };
        match poda::train::packed::convert(input.as_ref(), output.as_ref()) {
            Ok(n) => eprintln!("poda convert: {n} positions → {output}"),
            Err(err) => {
                eprintln!("poda convert: {err}");
                std::process::exit(1);
            }
        }
        return;
    }
    if args.first().map(String::as_str) == Some("bench") {
        let out: poda::uci::session::Output = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
        let mut session = poda::uci::session::UciSession::new(out);
        session.handle(&args.join(" "));
        return;
    }
    poda::uci::session::run_stdio();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

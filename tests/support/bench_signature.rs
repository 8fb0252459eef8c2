//! The recorded bench signatures, read from tests/fixtures/bench-signature.txt. The file is
//! compiled in (`include_str!`), so the same reading serves the native tests and the wasm ones,
//! which have no filesystem.

const RECORDED: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/bench-signature.txt"));

/// The node count recorded under `name` (`net`, `hand-crafted`).
pub fn recorded(name: &str) -> u64 {
    RECORDED
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .find_map(|l| {
            let (key, value) = l.split_once(char::is_whitespace)?;
            (key == name).then(|| value.trim().parse().unwrap_or_else(|_| panic!("a node count after '{name}'")))
        })
        .unwrap_or_else(|| panic!("a '{name}' line in tests/fixtures/bench-signature.txt"))
}

//! Text protocols spoken by the native binary.
pub mod bench;
pub mod uci;

//! Protocols.

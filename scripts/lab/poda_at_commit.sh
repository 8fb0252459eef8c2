#!/usr/bin/env bash
# Builds the committed Poda engine (HEAD, or the commit given as $1) from a clean export, so that
# uncommitted work in the tree never enters a measurement, and prints the binary's path:
#   target/bin/poda-<short commit>
# With the lab programs selfplay and nodecount in that commit (scripts/lab/programs/, or
# examples/ in older commits), also builds them as
#   target/bin/selfplay-<short commit>, target/bin/nodecount-<short commit>
# Usage: scripts/lab/poda_at_commit.sh [commit]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
REV=$(git -C "$ROOT" rev-parse --short "${1:-HEAD}")
OUT="$ROOT/target/bin/poda-$REV"
if [ ! -x "$OUT" ]; then
    SRC="$ROOT/target/snapshots/$REV"
    rm -rf "$SRC" && mkdir -p "$SRC"
    git -C "$ROOT" archive "$REV" | tar -x -C "$SRC"
    (cd "$SRC" && CARGO_TARGET_DIR="$ROOT/target/snapshot-build" nice cargo build --release --bin poda >&2)
    mkdir -p "$ROOT/target/bin"
    cp "$ROOT/target/snapshot-build/release/poda" "$OUT"
    for ex in selfplay nodecount; do
        if [ -f "$SRC/scripts/lab/programs/$ex.rs" ] || [ -f "$SRC/examples/$ex.rs" ]; then
            (cd "$SRC" && CARGO_TARGET_DIR="$ROOT/target/snapshot-build" nice cargo build --release --example $ex >&2)
            cp "$ROOT/target/snapshot-build/release/examples/$ex" "$ROOT/target/bin/$ex-$REV"
        fi
    done
fi
echo "$OUT"

#!/usr/bin/env bash
# One round of training data and a net, from nothing but the checkout: every file it needs is
# made again, and every step resumes where a stopped run left it.
#
#   scripts/lab/round.sh data [ROUND] [PROCESSES] [GAMES]    # self-play data, one process a core
#   scripts/lab/round.sh train [ROUND] [extra train options]  # a net from the round's data
#   scripts/lab/round.sh test [ROUND] [GAMES]                 # the new net against the committed one
#
# `data` builds the committed engine (HEAD, clean, scripts/lab/poda_at_commit.sh) and runs
# PROCESSES datagen processes (default: every core) under `nice`, each to GAMES games (default
# 100000) in data/round<ROUND>/s<SEED>.bin with its own seed (ROUND × 100 + process), labelled
# by the committed net (`--net builtin`) searching NODES nodes a move (default 3000, which per
# CPU-hour is worth as much as 6000: docs/strength-journal.md, round 3). Run it again after a
# stop, with the same NODES: each process resumes its file to the same bytes. Stop it with
# `pkill -f 'datagen --out data/round'`.
# `train` fine-tunes the committed net on every data/round<R>/s*.bin for R up to ROUND that this
# machine has (`--init`, so what earlier rounds taught it is kept although their data may be
# gone) into data/round<ROUND>/net.nnue. The defaults are those of the thirteenth net: 0.0001 →
# 0.00001 (0.0002 moved the twelfth less, round 9), and a tenth of the target from the game's
# result (`--lambda 0.9`), which moved the tenth net where the search's score alone did not
# (docs/strength-journal.md, round 7).
# `test` plays it against the committed net at 20,000 nodes a move (scripts/lab/programs/abtest.rs).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
# A clean build's default data folder is beside its snapshot, not beside the checkout.
export PODA_SHARED_DATA=${PODA_SHARED_DATA:-$ROOT/../shared/data}
STEP=${1:?data, train or test}
ROUND=${2:-1}
DIR="data/round$ROUND"
mkdir -p "$DIR"
case "$STEP" in
data)
    PROCS=${3:-$(nproc)}
    GAMES=${4:-100000}
    NODES=${NODES:-3000}
    # DEPTH=8 labels each move by a search to that depth instead (docs/strength-journal.md, the
    # label comparison); a round's files should keep one.
    LIMIT="--nodes $NODES"
    [ -n "${DEPTH:-}" ] && LIMIT="--depth $DEPTH"
    P=$(scripts/lab/poda_at_commit.sh)
    # `nice` ranks processes within one scheduling group only; a run started in a session of its
    # own (setsid, nohup) is a group of its own, and takes its share beside everything else
    # unless the group itself is lowered.
    echo 19 2>/dev/null > /proc/self/autogroup || true
    for i in $(seq 1 "$PROCS"); do
        SEED=$((ROUND * 100 + i))
        nice -n 15 "$P" datagen --out "$DIR/s$SEED.bin" --seed "$SEED" --games "$GAMES" \
            $LIMIT --random-plies 4 --hash 16 --net builtin > "$DIR/s$SEED.log" 2>&1 &
    done
    echo "round $ROUND: $PROCS datagen processes ($P), logs in $DIR/s*.log"
    wait
    ;;
train)
    shift 2 || true
    P=$(scripts/lab/poda_at_commit.sh)
    # Every round up to this one that this machine still has: a round's data alone moves a net
    # that learnt from more little; beside the earlier rounds' they do.
    FILES=$(for r in $(seq 1 "$ROUND"); do ls data/round"$r"/s*.bin 2>/dev/null || true; done | paste -sd, -)
    nice "$P" train --data "$FILES" --out "$DIR/net.nnue" --init src/engine/poda.nnue \
        --epochs 8 --lr 0.0001 --final-lr 0.00001 --lambda 0.9 --mirror true "$@" 2>&1 | tee "$DIR/train.log"
    ;;
test)
    GAMES=${3:-400}
    cargo build --release --example abtest
    nice target/release/examples/abtest "$GAMES" 20000 "nnue=$DIR/net.nnue" seed=$((ROUND * 100)) | tee "$DIR/test.log"
    ;;
*)
    echo "round.sh: the step is data, train or test" >&2
    exit 2
    ;;
esac

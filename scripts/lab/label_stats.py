#!/usr/bin/env python3
"""How far apart the labels of the same positions are: two or more packed data files (what
`poda datagen` writes, or `relabel` rewrites) holding the same positions in the same order,
compared pair by pair: the mean absolute difference of the scores in centipawns, the same in
win probability as the trainer sees it (sigmoid(cp / 400)), and how often the two disagree on
who stands better by more than 50 centipawns. Then, file by file, how well the label foretells
the game's result: the mean squared difference between sigmoid(cp / 400) and the result (1, ½,
0 for White), the same quantity the trainer's loss measures with λ = 0.

Usage: python3 scripts/lab/label_stats.py A.bin B.bin [C.bin …]
"""
import itertools
import math
import struct
import sys

RECORD = 32
SCALE = 400.0  # src/train/nnue.rs SCALE


def scores(path):
    data = open(path, "rb").read()
    if len(data) % RECORD:
        sys.exit(f"{path}: not a whole number of {RECORD}-byte records")
    keys = [data[i:i + 29] for i in range(0, len(data), RECORD)]
    vals = [struct.unpack_from("<h", data, i + 29)[0] for i in range(0, len(data), RECORD)]
    results = [((data[i + 25] >> 4) & 3) / 2 for i in range(0, len(data), RECORD)]
    return keys, vals, results


def wp(cp):
    return 1.0 / (1.0 + math.exp(-cp / SCALE))


def main():
    files = sys.argv[1:]
    if len(files) < 2:
        sys.exit(__doc__)
    loaded = {f: scores(f) for f in files}
    print("| A | B | positions | mean abs. difference, cp | in win probability | opposite sides by 50+ cp |")
    print("|---|---|---:|---:|---:|---:|")
    for a, b in itertools.combinations(files, 2):
        (ka, va, _), (kb, vb, _) = loaded[a], loaded[b]
        if ka != kb:
            sys.exit(f"{a} and {b} do not hold the same positions in the same order")
        n = len(va)
        cp = sum(abs(x - y) for x, y in zip(va, vb)) / n
        p = sum(abs(wp(x) - wp(y)) for x, y in zip(va, vb)) / n
        flip = sum(1 for x, y in zip(va, vb) if (x > 50 and y < -50) or (x < -50 and y > 50)) / n
        print(f"| {a} | {b} | {n:,} | {cp:.1f} | {p:.4f} | {100 * flip:.2f} % |")
    print()
    print("| file | positions | mean squared error against the game's result |")
    print("|---|---:|---:|")
    for f in files:
        _, v, r = loaded[f]
        mse = sum((wp(x) - y) ** 2 for x, y in zip(v, r)) / len(v)
        print(f"| {f} | {len(v):,} | {mse:.5f} |")


if __name__ == "__main__":
    main()

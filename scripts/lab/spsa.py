#!/usr/bin/env python3
"""SPSA tuning of the search's parameters by self-play at a fixed node count a move.

Each iteration perturbs every parameter at once by ±c (a random sign each), plays one opening
with both colours between θ + c·Δ and θ − c·Δ (`scripts/lab/programs/abtest.rs`, 2 games), and moves θ along
Δ by the result, as fishtest does: c_k = c / k^0.101, a_k = a / (A + k)^0.602, step
a_k / c_k² · c_k · (wins − losses) · Δ, with a and c set so that at the last iteration the step
per unit of result is r_end · c_end. r_end is 0.01, five times fishtest's usual
0.002, for runs of a few thousand games rather than tens of thousands. Several workers play side by side; θ is saved after every
iteration, and the run resumes from its state file.

    cargo build --release --example abtest
    python3 scripts/lab/spsa.py --iterations 3000 --nodes 10000 --workers 2 \
        --state target/spsa/state.json
"""

import argparse
import json
import os
import random
import re
import subprocess
import threading
import time

# name: (start, c_end, low, high, is_integer). c_end: a change worth a few Elo.
PARAMS = {
    "rfp_margin": (75, 8, 20, 200, True),
    "futility_base": (90, 10, 0, 300, True),
    "futility_per_depth": (90, 10, 20, 300, True),
    "lmr_base": (0.75, 0.1, 0.0, 2.0, False),
    "lmr_divisor": (2.25, 0.2, 1.0, 5.0, False),
    "lmp_base": (3, 1, 1, 10, True),
    "see_quiet_margin": (-60, 10, -200, 0, True),
    "see_capture_margin": (-100, 12, -300, 0, True),
    "qs_delta_margin": (200, 20, 50, 600, True),
    "history_bonus": (32, 4, 4, 100, True),
}
ALPHA, GAMMA = 0.602, 0.101
SCORE = re.compile(r"B \+(\d+) =(\d+) -(\d+)")


def value(name, x):
    """θ's value for `name` as abtest reads it: within bounds, an integer where it must be."""
    _, _, lo, hi, is_int = PARAMS[name]
    x = min(max(x, lo), hi)
    return str(int(round(x))) if is_int else f"{x:.4f}"


def play(abtest, nodes, seed, plus, minus):
    """Wins minus losses of `plus` (B) against `minus` (A) over one opening, both colours."""
    args = [abtest, "2", str(nodes), f"seed={seed}"]
    args += [f"{k}={value(k, v)}" for k, v in plus.items()]
    args += [f"a.{k}={value(k, v)}" for k, v in minus.items()]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stderr
    w, _, l = map(int, SCORE.findall(out)[-1])
    return w - l


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iterations", type=int, default=3000)
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--r-end", type=float, default=0.01)
    ap.add_argument("--state", default="target/spsa/state.json")
    ap.add_argument("--abtest", default="target/release/examples/abtest")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    n = args.iterations
    big_a = 0.1 * n
    consts = {}
    for k, (_, c_end, *_rest) in PARAMS.items():
        c = c_end * n**GAMMA
        a_end = args.r_end * c_end**2
        consts[k] = (c, a_end * (big_a + n) ** ALPHA)

    os.makedirs(os.path.dirname(args.state) or ".", exist_ok=True)
    if os.path.exists(args.state):
        with open(args.state) as f:
            state = json.load(f)
    else:
        state = {"k": 0, "theta": {k: float(v[0]) for k, v in PARAMS.items()}, "results": []}
    lock = threading.Lock()
    started, before = time.time(), len(state["results"])

    def worker(wid):
        rng = random.Random(args.seed * 1000 + wid * 7919 + state["k"])
        while True:
            with lock:
                if state["k"] >= n:
                    return
                state["k"] += 1
                k = state["k"]
                theta = dict(state["theta"])
            flips = {name: rng.choice((-1, 1)) for name in PARAMS}
            ck = {name: consts[name][0] / k**GAMMA for name in PARAMS}
            plus = {name: theta[name] + ck[name] * flips[name] for name in PARAMS}
            minus = {name: theta[name] - ck[name] * flips[name] for name in PARAMS}
            result = play(args.abtest, args.nodes, args.seed * 1_000_000 + k, plus, minus)
            with lock:
                for name in PARAMS:
                    ak = consts[name][1] / (big_a + k) ** ALPHA
                    _, _, lo, hi, _ = PARAMS[name]
                    step = ak / ck[name] ** 2 * ck[name] * result * flips[name]
                    state["theta"][name] = min(max(state["theta"][name] + step, lo), hi)
                state["results"].append(result)
                done = len(state["results"])
                tmp = args.state + ".tmp"
                with open(tmp, "w") as f:
                    json.dump(state, f)
                os.replace(tmp, args.state)
                if done % 50 == 0:
                    rate = (done - before) / max(time.time() - started, 1)
                    shown = " ".join(f"{name}={value(name, v)}" for name, v in state["theta"].items())
                    print(f"{done:5d} pairs ({rate * 3600:.0f}/h)  {shown}", flush=True)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(args.workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("final", " ".join(f"{name}={value(name, v)}" for name, v in state["theta"].items()))


if __name__ == "__main__":
    main()

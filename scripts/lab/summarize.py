#!/usr/bin/env python3
"""Markdown table of the match summaries (target/matches/*.json written by match.py).

    python3 scripts/lab/summarize.py [files…]
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
files = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "target/matches/*.json")), key=os.path.getmtime)
print("| Poda | commit | opponent | tc | games | W | D | L | score | Elo diff [95 %] | incidents | terminations |")
print("|---|---|---|---|---:|---:|---:|---:|---:|---|---|---|")
for f in files:
    s = json.load(open(f))
    print("| %s | %s | %s | %s | %d | %d | %d | %d | %.1f %% | %+.0f [%+.0f, %+.0f] | %s | %s |" % (
        s["poda"], s["commit"], s["opponent"], s["tc"], s["games"], s["wins"], s["draws"], s["losses"],
        100 * s["score"], s["elo"], s["elo_lo"], s["elo_hi"], "; ".join(s["incidents"]) or "none",
        ", ".join("%s %d" % kv for kv in sorted(s["terminations"].items()))))

#!/usr/bin/env python3
"""Where Poda's games that it did not win went wrong, by Stockfish's eye.

    python3 scripts/lab/losses.py target/matches/sf2600-twelfth-41.pgn ... [--time 0.05]
    python3 scripts/lab/losses.py --from target/matches/losses.jsonl      # summary again, no engine

Every position after a move of Poda's, in each game it lost or drew, is evaluated by full-strength
Stockfish (`--time` seconds each, 64 MiB, one thread), from Poda's side; the evaluations are kept
one game a line in --out (default target/matches/losses.jsonl). The summary says, of the losses,
how many were lost out of the opening (the first evaluation at most -100), how many in one move
(from at least -50 to at most -200) and how many gradually; at which ply the evaluation first fell
to -200; how many Poda moves the slide took and its largest one-move drop; and which games Poda
had stood at +200 or better.
"""
import argparse
import json
import os
import statistics

import chess
import chess.engine
import chess.pgn

from match import find_game  # Debian's engines in /usr/games

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def analyse(files, seconds, out):
    eng = chess.engine.SimpleEngine.popen_uci(find_game("stockfish"))
    eng.configure({"Hash": 64, "Threads": 1})
    with open(out, "w") as f:
        for path in files:
            with open(path) as pgn:
                while (game := chess.pgn.read_game(pgn)) is not None:
                    poda_white = game.headers["White"].startswith("Poda")
                    score = {"1-0": 1.0 if poda_white else 0.0, "0-1": 0.0 if poda_white else 1.0}.get(game.headers["Result"], 0.5)
                    if score == 1.0:
                        continue
                    poda = chess.WHITE if poda_white else chess.BLACK
                    board = game.board()
                    evals = []
                    for node in game.mainline():
                        mover = board.turn
                        board.push(node.move)
                        if mover == poda:
                            info = eng.analyse(board, chess.engine.Limit(time=seconds))
                            evals.append((board.ply(), info["score"].pov(poda).score(mate_score=3000)))
                    row = {"file": os.path.basename(path), "round": game.headers["Round"], "score": score, "evals": evals}
                    print(json.dumps(row), file=f, flush=True)
    eng.quit()


def summarize(path):
    rows = [json.loads(line) for line in open(path)]
    rows = [r for r in rows if r["evals"]]
    losses = [r for r in rows if r["score"] == 0.0]
    draws = [r for r in rows if r["score"] == 0.5]
    print("%d games not won: %d lost, %d drawn" % (len(rows), len(losses), len(draws)))
    opening = sudden = gradual = 0
    at_ply = {"before ply 40": 0, "plies 40-79": 0, "plies 80-119": 0, "ply 120 or later": 0}
    spans, drops = [], []
    for r in losses:
        ev = [s for _, s in r["evals"]]
        if ev[0] <= -100:
            opening += 1
            continue
        k = next((i for i, s in enumerate(ev) if s <= -200), None)
        if k is None:
            continue
        if k > 0 and ev[k - 1] >= -50:
            sudden += 1
        else:
            gradual += 1
        ply = r["evals"][k][0]
        at_ply[list(at_ply)[min(ply // 40, 3)]] += 1
        j = max((i for i in range(k) if ev[i] >= -50), default=0)
        spans.append(k - j)
        drops.append(max(ev[i] - ev[i + 1] for i in range(j, k)) if k > j else 0)
    print("losses: out of the opening %d, in one move %d, gradually %d" % (opening, sudden, gradual))
    print("where the evaluation first fell to -200: %s" % ", ".join("%s %d" % kv for kv in at_ply.items()))
    def q(xs):
        if len(xs) < 2:
            return " ".join(map(str, xs)) or "none"
        return "median %g, quartiles %g and %g" % (statistics.median(xs), *statistics.quantiles(xs, n=4)[::2])

    print("Poda moves from the last evaluation >= -50 to the first <= -200: %s" % q(spans))
    print("the largest one-move drop in that slide (cp): %s" % q(drops))
    for name, group in (("drawn", draws), ("lost", losses)):
        high = [(r["file"], r["round"], max(s for _, s in r["evals"])) for r in group if max(s for _, s in r["evals"]) >= 200]
        print("%s after standing at +200 or better: %d %s" % (name, len(high), high))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pgn", nargs="*")
    ap.add_argument("--time", type=float, default=0.05, help="Stockfish's seconds a position")
    ap.add_argument("--out", default=os.path.join(ROOT, "target/matches/losses.jsonl"))
    ap.add_argument("--from", dest="source", help="summarize this file of an earlier run instead")
    args = ap.parse_args()
    if args.source:
        summarize(args.source)
    elif args.pgn:
        analyse(args.pgn, args.time, args.out)
        summarize(args.out)
    else:
        ap.error("PGN files to analyse, or --from FILE")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Nodes a second of two or more Poda builds on positions from real games, at equal nodes.

    python3 scripts/lab/speed.py target/bin/poda-<a> target/bin/poda-<b> \\
        --pgn target/matches/<match>.pgn --positions 150 --nodes 150000 --rounds 2

Positions are taken from the PGNs after the 20th, 40th and 70th half-move of each game (a seeded
sample of --positions of them). Each round searches every position with every build in turn
(`go nodes`, each position a new game with an empty table of --hash MiB), the builds' order
reversed from one round to the next, so that a machine whose speed drifts slows each build
alike. The speed is the engines' own count of nodes over their own search time.
Prints each build's nodes, seconds and nodes a second per round, and each build's speed over the
first's, round by round. Builds that search the same nodes (a change that only makes the search
faster) say so; different nodes make the ratio a ratio of different work.
"""
import argparse
import random
import sys

import chess
import chess.engine
import chess.pgn


def positions(pgns, count, seed):
    fens = []
    for path in pgns:
        with open(path) as f:
            while (game := chess.pgn.read_game(f)) is not None:
                board = game.board()
                for i, move in enumerate(game.mainline_moves()):
                    board.push(move)
                    if i in (20, 40, 70) and not board.is_game_over():
                        fens.append(board.fen())
    random.Random(seed).shuffle(fens)
    return fens[:count]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("engines", nargs="+", help="two or more UCI engine binaries")
    ap.add_argument("--pgn", action="append", required=True, help="games to take positions from (repeatable)")
    ap.add_argument("--positions", type=int, default=150)
    ap.add_argument("--nodes", type=int, default=150_000, help="nodes a position")
    ap.add_argument("--hash", type=int, default=64, help="MiB of transposition table, as in the matches")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    if len(args.engines) < 2:
        sys.exit("speed.py: name at least two builds")
    fens = positions(args.pgn, args.positions, args.seed)
    if not fens:
        sys.exit("speed.py: the PGNs hold no position after move 20")
    engines = {path: chess.engine.SimpleEngine.popen_uci(path) for path in args.engines}
    try:
        for engine in engines.values():
            engine.configure({"Hash": args.hash})
        for r in range(args.rounds):
            order = args.engines if r % 2 == 0 else args.engines[::-1]
            totals = {path: [0, 0.0] for path in args.engines}
            for i, fen in enumerate(fens):
                for path in order:
                    limit = chess.engine.Limit(nodes=args.nodes)
                    info = engines[path].analyse(chess.Board(fen), limit, game=(r, i))
                    totals[path][0] += info.get("nodes", 0)
                    totals[path][1] += info.get("time", 0.0)
            first = totals[args.engines[0]][0] / totals[args.engines[0]][1]
            same = len({nodes for nodes, _ in totals.values()}) == 1
            for path in args.engines:
                nodes, seconds = totals[path]
                print(f"round {r + 1}: {path}: {len(fens)} positions, {nodes} nodes, {seconds:.2f} s, "
                      f"{nodes / seconds:.0f} nodes/s, {nodes / seconds / first:.3f} of the first")
            print(f"round {r + 1}: {'the same nodes in every build' if same else 'the builds searched different nodes'}")
    finally:
        for engine in engines.values():
            engine.quit()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares two match PGNs game by game: the same opening, the same moves, the same result.

Two runs of a match between levels decided by work (depth, nodes, a fixed `Seed` for each
side) should give the same games whatever else the machine is doing; this says whether they
did, and where the first difference is.

Usage: scripts/lab/same_games.py A.pgn B.pgn
Prints one line a game that differs and a summary; exits 1 when any game differs or the
files hold different numbers of games.
"""
import sys

import chess.pgn


def games(path):
    with open(path) as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                return
            yield game


def moves(game):
    return [m.uci() for m in game.mainline_moves()]


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    left, right = list(games(sys.argv[1])), list(games(sys.argv[2]))
    same = 0
    for i, (a, b) in enumerate(zip(left, right), start=1):
        ma, mb = moves(a), moves(b)
        fen_a, fen_b = a.headers.get("FEN", "startpos"), b.headers.get("FEN", "startpos")
        if fen_a != fen_b:
            print("game %d: different openings (%s | %s)" % (i, fen_a, fen_b))
            continue
        if ma == mb and a.headers.get("Result") == b.headers.get("Result"):
            same += 1
            continue
        ply = next((p for p, (x, y) in enumerate(zip(ma, mb)) if x != y), min(len(ma), len(mb)))
        print("game %d: first difference at ply %d (%s | %s), %d and %d plies"
              % (i, ply + 1, ma[ply] if ply < len(ma) else "end", mb[ply] if ply < len(mb) else "end",
                 len(ma), len(mb)))
    plies = sum(len(moves(g)) for g in left)
    print("%d of %d games the same move for move (%d plies in the first file); %d and %d games in the files"
          % (same, min(len(left), len(right)), plies, len(left), len(right)))
    return 0 if same == len(left) == len(right) else 1


if __name__ == "__main__":
    sys.exit(main())

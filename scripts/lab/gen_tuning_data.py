#!/usr/bin/env python3
"""Generates Texel-tuning data for Poda's evaluation.

Stockfish plays itself at a small, randomised node budget from the opening positions in
../shared/data/books/8moves_v3.epd. Every quiet position of each game (side to move not in
check, the move played not a capture or promotion) is written with the game's result and
Stockfish's score of the position:

    <FEN> | <result from White's side: 1.0, 0.5 or 0.0> | <score in cp from White's side>

(mate scores are written as +-3000).

Games end by the rules (mate, stalemate, insufficient material, 50 moves, threefold), by
adjudication (|score| >= 1000 cp for 6 plies in a row, or |score| <= 10 cp for 20 plies after
ply 120 → draw), or at 300 plies (draw).

Usage: scripts/lab/gen_tuning_data.py OUT.txt SECONDS [SEED]
Needs: python-chess (`pip install chess`), stockfish on PATH or at /usr/games/stockfish.
"""
import random
import shutil
import subprocess
import sys
import time

import chess

BOOK = "../shared/data/books/8moves_v3.epd"


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, token):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            if line.startswith(token):
                return line

    def go(self, fen, nodes):
        """Returns (best move in UCI, score in cp from the side to move or None for mate, mate sign)."""
        self.send("position fen " + fen)
        self.send("go nodes %d" % nodes)
        score = 0
        mate = 0
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            if line.startswith("info") and " score " in line:
                t = line.split()
                i = t.index("score")
                if t[i + 1] == "cp":
                    score, mate = int(t[i + 2]), 0
                elif t[i + 1] == "mate":
                    m = int(t[i + 2])
                    mate = 1 if m > 0 else -1
                    score = 100000 * mate
            elif line.startswith("bestmove"):
                return line.split()[1], score, mate


def play_game(engine, fen, rng):
    board = chess.Board(fen)
    quiet = []
    win_run = {1: 0, -1: 0}
    draw_run = 0
    result = None
    for ply in range(300):
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result = {True: 1.0, False: 0.0, None: 0.5}[outcome.winner]
            break
        nodes = rng.randint(800, 3000)
        mv, score, _ = engine.go(board.fen(), nodes)
        move = chess.Move.from_uci(mv)
        white_score = score if board.turn == chess.WHITE else -score
        if not board.is_check() and not board.is_capture(move) and move.promotion is None:
            quiet.append((board.fen(), max(-3000, min(3000, white_score))))
        for sign in (1, -1):
            win_run[sign] = win_run[sign] + 1 if white_score * sign >= 1000 else 0
            if win_run[sign] >= 6:
                result = 1.0 if sign == 1 else 0.0
        draw_run = draw_run + 1 if abs(white_score) <= 10 else 0
        if ply >= 120 and draw_run >= 20:
            result = 0.5
        if result is not None:
            break
        board.push(move)
    if result is None:
        result = 0.5
    return quiet, result


def main():
    out_path, seconds = sys.argv[1], float(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    path = shutil.which("stockfish") or "/usr/games/stockfish"
    with open(BOOK) as f:
        book = [" ".join(l.split()[:4]) + " 0 1" for l in f if l.strip()]
    engine = Engine(path)
    start = time.time()
    games = positions = 0
    scores = {1.0: 0, 0.5: 0, 0.0: 0}
    with open(out_path, "w") as out:
        while time.time() - start < seconds:
            quiet, result = play_game(engine, rng.choice(book), rng)
            for fen, score in quiet:
                out.write("%s | %.1f | %d\n" % (fen, result, score))
            games += 1
            positions += len(quiet)
            scores[result] += 1
            if games % 100 == 0:
                out.flush()
                print("%d games, %d positions, +%d =%d -%d, %.0fs" % (
                    games, positions, scores[1.0], scores[0.5], scores[0.0], time.time() - start), flush=True)
    engine.send("quit")
    print("done: %d games, %d positions" % (games, positions))


if __name__ == "__main__":
    main()

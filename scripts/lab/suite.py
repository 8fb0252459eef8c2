#!/usr/bin/env python3
"""Run an EPD test suite (bm / am, or mates) against Poda at a fixed time per position.

    python3 scripts/lab/suite.py ../shared/data/suites/bratko_kopec.epd --time 1
    python3 scripts/lab/suite.py ../shared/data/suites/ecmgcp.epd --time 1 --engine target/bin/poda-<commit>

    python3 scripts/lab/suite.py ../shared/data/suites/ecmgcp.epd --nodes 1000000 --option keep_checks=true

A position counts as solved when the move Poda returns after --time seconds (`go movetime`) is
one of the `bm` moves and none of the `am` moves (positions with only `am`: any other move).
Each position starts a new game (ucinewgame, empty hash). The returned move is checked legal.

Mate puzzles (`bm #N`, or `dm N` beside a `bm` move; a `PV:` field is ignored):

    python3 scripts/lab/suite.py ../shared/data/puzzles/mates2000_m1-m5.epd --time 0.2

count as solved when Poda's last score is a mate for the side to move in at most N moves and
the move it returns is the `bm` move where one is given. For N ≤ 2 the move itself is then
proven to mate within N here, by trying every reply, so a mate score from a pruned search
cannot pass unchecked; for longer mates the score is taken as Poda reports it.
"""
import argparse
import os
import re
import subprocess
import sys
import time

import chess
import chess.engine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read_epd(line):
    """The board and operations of an EPD line; `bm #N` becomes `dm N` (python-chess reads `bm`
    as moves), and a `PV:` field (moves in UCI, not SAN) is dropped."""
    line = re.sub(r"\bbm #(\d+);", r"dm \1;", line)
    line = re.sub(r"\s*PV:[^;]*;", "", line)
    return chess.Board.from_epd(line)


def mates_within(board, n):
    """Whether the side to move on `board` can force checkmate in at most `n` moves."""
    return any(move_mates_within(board, m, n) for m in board.legal_moves)


def move_mates_within(board, move, n):
    """Whether `move` forces checkmate in at most `n` moves (this one included), every reply tried."""
    board.push(move)
    try:
        if board.is_checkmate():
            return True
        if n <= 1 or board.is_game_over():
            return False
        for reply in list(board.legal_moves):
            board.push(reply)
            ok = mates_within(board, n - 1)
            board.pop()
            if not ok:
                return False
        return True
    finally:
        board.pop()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("epd", nargs="+")
    ap.add_argument("--engine", default=os.path.join(ROOT, "target/release/poda"))
    ap.add_argument("--time", type=float, default=1.0, help="seconds per position")
    ap.add_argument("--nodes", type=int, help="nodes per position instead of a time (`go nodes`: the same "
                    "result whatever the machine's load, for A/B comparisons of the search)")
    ap.add_argument("--option", action="append", help="UCI option NAME=VALUE")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every position")
    args = ap.parse_args()

    opts = {}
    for item in args.option or []:
        k, _, v = item.partition("=")
        opts[k] = int(v) if v.lstrip("-").isdigit() else v
    base = os.path.basename(args.engine)
    if base.startswith("poda-"):  # a clean build from scripts/lab/poda_at_commit.sh
        label = "Poda commit " + base[5:]
    elif base == "poda":
        label = "Poda, working tree at " + subprocess.run(
            ["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    else:
        label = base

    engine = chess.engine.SimpleEngine.popen_uci([args.engine], stderr=subprocess.DEVNULL)
    for name in opts:
        # Poda also reads its search parameters (SearchParams, e.g. keep_checks) by setoption
        # without advertising them: let python-chess send those too.
        if name not in engine.options:
            engine.protocol.options[name] = chess.engine.Option(name, "string", None, None, None, None)
    if opts:
        engine.configure(opts)
    grand = [0, 0]
    for path in args.epd:
        solved = total = illegal = 0
        failed = []
        t0 = time.time()
        with open(path) as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                board, ops = read_epd(line)
                bm, am, dm = ops.get("bm", []), ops.get("am", []), ops.get("dm")
                if not bm and not am and dm is None:
                    continue
                total += 1
                limit = chess.engine.Limit(nodes=args.nodes) if args.nodes else chess.engine.Limit(time=args.time)
                res = engine.play(board, limit, game=object(), info=chess.engine.INFO_SCORE)
                move = res.move
                mate = res.info["score"].relative.mate() if "score" in res.info else None
                if move is None or move not in board.legal_moves:
                    illegal += 1
                    print("!!! ILLEGAL move %s in %s" % (move, board.fen()), flush=True)
                    ok = False
                elif dm is not None:
                    ok = mate is not None and 0 < mate <= dm and (not bm or move in bm)
                    if ok and dm <= 2 and not move_mates_within(board, move, dm):
                        print("!!! FALSE MATE: %s claims mate in %d, it is not, in %s" % (
                            board.san(move), mate, board.fen()), flush=True)
                        ok = False
                else:
                    ok = (move in bm if bm else True) and move not in am
                solved += ok
                pid = ops.get("id", "#%d" % total)
                if not ok:
                    failed.append(pid)
                if args.verbose:
                    if dm is not None:
                        want = "mate in %d%s (%s)" % (dm, " by " + " ".join(board.san(m) for m in bm) if bm else "",
                                                     "mate in %d" % mate if mate and mate > 0 else "no mate")
                    else:
                        want = ("bm " + " ".join(board.san(m) for m in bm)) if bm else ("am " + " ".join(board.san(m) for m in am))
                    print("%-16s %-22s played %-8s %s" % (pid, want, board.san(move) if move in board.legal_moves else move,
                                                         "ok" if ok else "--"), flush=True)
        name = os.path.basename(path)
        budget = "%d nodes" % args.nodes if args.nodes else "%g s" % args.time
        print("%s: solved %d / %d at %s per position (%s, %.0f s)%s" % (
            name, solved, total, budget, label, time.time() - t0, "  ILLEGAL: %d" % illegal if illegal else ""), flush=True)
        if failed:
            print("  not solved: " + " ".join(failed), flush=True)
        grand[0] += solved
        grand[1] += total
    engine.quit()
    if len(args.epd) > 1:
        print("total: %d / %d" % tuple(grand))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""How each side spent its clock in a match: the seconds a move by stretch of ten moves, the time
left after move 40, the lowest time left and the time losses, from the `[%emt]` comments that
match.py writes (the wall time from `go` to the move).

    python3 scripts/lab/clock_profile.py 60+0 target/matches/NAME.pgn [more.pgn …]

The clock is the match's (base+increment in seconds); every side starts it at the first move
out of the book.
"""
import re
import statistics
import sys

import chess.pgn


def main():
    if len(sys.argv) < 3 or "+" not in sys.argv[1]:
        sys.exit(__doc__)
    base, inc = (float(x) for x in sys.argv[1].split("+"))
    at40, lows, stretches, endings, games = [], [], {}, {}, 0
    for path in sys.argv[2:]:
        with open(path) as f:
            while (game := chess.pgn.read_game(f)) is not None:
                games += 1
                ending = game.headers.get("Termination", "?")
                endings[ending] = endings.get(ending, 0) + 1
                left = {chess.WHITE: base, chess.BLACK: base}
                low = dict(left)
                after40 = {}
                for node in game.mainline():
                    emt = re.search(r"%emt ([0-9.]+)", node.comment or "")
                    if not emt:
                        continue
                    before = node.parent.board()
                    side, move_number = before.turn, before.fullmove_number
                    spent = float(emt.group(1))
                    left[side] += inc - spent
                    low[side] = min(low[side], left[side])
                    stretches.setdefault((move_number - 1) // 10, []).append(spent)
                    if move_number == 40:
                        after40[side] = left[side]
                at40.extend(after40.values())
                lows.extend(low.values())
    print("%d games; endings: %s" % (games, ", ".join("%s %d" % kv for kv in sorted(endings.items()))))
    print("| moves | moves played | mean (s) | median (s) | longest (s) |")
    print("|---|---:|---:|---:|---:|")
    for k in sorted(stretches):
        v = stretches[k]
        print("| %d–%d | %d | %.2f | %.2f | %.2f |" % (10 * k + 1, 10 * k + 10, len(v), statistics.mean(v), statistics.median(v), max(v)))
    if at40:
        print("time left after move 40, %d sides: least %.1f s, median %.1f s, most %.1f s"
              % (len(at40), min(at40), statistics.median(at40), max(at40)))
    if lows:
        print("lowest time left: %.2f s in all; the median side's lowest %.1f s" % (min(lows), statistics.median(lows)))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Play a match between Poda (UCI) and an opponent, with every move checked by python-chess.

Examples (from the repository root, after `cargo build --release`):

    # 100 games at 10 s + 0.1 s against Stockfish limited to 2000 Elo (50 openings, both colours)
    nice python3 scripts/lab/match.py --opponent stockfish --opp-option UCI_Elo=2000 --games 100 --tc 10+0.1

    # games 51-100 of that run, with the openings and colours the full run gives them (a run
    # stopped at game 50 goes on; its two halves make one 100-game run)
    nice python3 scripts/lab/match.py --opponent stockfish --opp-option UCI_Elo=2000 --games 100 --first-game 51 --tc 10+0.1

    # quick check: 20 games at 2 s + 0.02 s
    python3 scripts/lab/match.py --opponent stockfish --opp-option UCI_Elo=1600 --games 20 --tc 2+0.02

    # Fairy-Max (xboard, no setboard: games start from the initial position, with a few fixed
    # opening lines sent as moves so that the games differ)
    python3 scripts/lab/match.py --opponent fairymax --games 20 --tc 10+0.1

    # Poda against itself at another level
    python3 scripts/lab/match.py --option Level=5 --opponent poda --opp-option Level=15 --games 10 --tc 5+0.05

Rules of the match:
  * openings: a seeded random sample of --games/2 positions from the EPD book, each played twice
    with colours reversed (for xboard engines without `setboard`: fixed opening lines from the
    initial position, see OPENING_LINES);
  * the games end only by the rules: checkmate, stalemate, threefold repetition, the 50-move rule,
    insufficient material (python-chess decides); optionally (--adjudicate) a conservative
    resign/draw adjudication, described at `Adjudicator`;
  * the harness keeps the clocks: time used = wall time between sending `go` and reading the move;
    a side whose clock falls below -(--time-margin) loses on time;
  * every move is checked legal by python-chess; an illegal move, a null move while legal moves
    exist, a crash (engine exits or protocol error) or a move exceeding the per-move wall-clock
    cap is a loss for that side, printed loudly and written to the PGN's Termination tag.
Results: W/D/L from Poda's side, score, Elo difference with a 95 % interval (logistic model,
trinomial variance of the per-game score). PGN of every game in target/matches/.
"""
import argparse
import asyncio
import datetime
import json
import math
import os
import random
import shlex
import shutil
import subprocess
import sys
import time

import chess
import chess.engine
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_BOOK = "../shared/data/books/8moves_v3.epd"

# Known openings as UCI moves from the initial position, for engines that cannot set up a position.
OPENING_LINES = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",          # Ruy Lopez
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6",  # Sicilian, open
    "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6",          # French, Classical
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4",     # Caro-Kann
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",          # Queen's Gambit Declined
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",  # King's Indian
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",          # Nimzo-Indian
    "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6",          # English, four knights
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5",          # Italian
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6",          # Slav
]


def find_game(name):
    """Debian puts engines in /usr/games, which is not always on PATH."""
    return shutil.which(name) or shutil.which(name, path="/usr/games") or name


def parse_tc(text):
    """'10+0.1' -> (10.0, 0.1) seconds."""
    base, _, inc = text.partition("+")
    return float(base), float(inc or 0)


def parse_options(items):
    opts = {}
    for item in items or []:
        name, _, value = item.partition("=")
        if value.lower() in ("true", "false"):
            opts[name] = value.lower() == "true"
        else:
            try:
                opts[name] = int(value)
            except ValueError:
                opts[name] = value
    return opts


class Player:
    """One engine process, restarted after a crash or a timeout."""

    def __init__(self, name, cmd, protocol, options):
        self.name, self.cmd, self.protocol, self.options = name, cmd, protocol, options
        self.engine = None

    def start(self):
        popen = chess.engine.SimpleEngine.popen_uci if self.protocol == "uci" else chess.engine.SimpleEngine.popen_xboard
        self.engine = popen(self.cmd, stderr=subprocess.DEVNULL)
        if self.options:
            self.engine.configure(self.options)

    def ensure(self):
        if self.engine is None:
            self.start()

    def kill(self):
        if self.engine is not None:
            try:
                self.engine.protocol.transport.kill()
            except Exception:
                pass
            try:
                self.engine.close()
            except Exception:
                pass
        self.engine = None

    def quit(self):
        if self.engine is not None:
            try:
                self.engine.quit()
            except Exception:
                self.kill()
        self.engine = None

    def play(self, board, limit, game_id, cap, want_info):
        """Returns the PlayResult; raises asyncio.TimeoutError / chess.engine.EngineError etc."""
        eng = self.engine
        info = chess.engine.INFO_SCORE if want_info else chess.engine.INFO_NONE
        coro = asyncio.wait_for(eng.protocol.play(board, limit, game=game_id, info=info), cap)
        return asyncio.run_coroutine_threadsafe(coro, eng.protocol.loop).result()


class Adjudicator:
    """Optional, conservative adjudication from both engines' own scores (off by default).

    resign: both engines agree (each in its last `resign_moves` reported scores, from White's
    point of view) that one side is ahead by >= `resign_cp` centipawns (or mate);
    draw: after move `draw_after`, both engines' last `draw_moves` scores are within +-`draw_cp`.
    """

    def __init__(self, resign_cp=1000, resign_moves=5, draw_cp=10, draw_moves=10, draw_after=60):
        self.resign_cp, self.resign_moves = resign_cp, resign_moves
        self.draw_cp, self.draw_moves, self.draw_after = draw_cp, draw_moves, draw_after
        self.scores = {chess.WHITE: [], chess.BLACK: []}

    def add(self, mover, score):
        self.scores[mover].append(None if score is None else score.white().score(mate_score=100000))

    def verdict(self, board):
        w, b = self.scores[chess.WHITE], self.scores[chess.BLACK]
        n = self.resign_moves
        if len(w) >= n and len(b) >= n and None not in w[-n:] + b[-n:]:
            last = w[-n:] + b[-n:]
            if all(s >= self.resign_cp for s in last):
                return "1-0", "adjudication: both engines score White >= %d cp for %d moves" % (self.resign_cp, n)
            if all(s <= -self.resign_cp for s in last):
                return "0-1", "adjudication: both engines score Black >= %d cp for %d moves" % (self.resign_cp, n)
        n = self.draw_moves
        if board.fullmove_number > self.draw_after and len(w) >= n and len(b) >= n and None not in w[-n:] + b[-n:]:
            if all(abs(s) <= self.draw_cp for s in w[-n:] + b[-n:]):
                return "1/2-1/2", "adjudication: both engines score within %d cp for %d moves" % (self.draw_cp, n)
        return None


def rules_end(board):
    """(result, reason) if the game is over by the rules, else None."""
    if board.is_checkmate():
        return ("0-1" if board.turn == chess.WHITE else "1-0"), "checkmate"
    if board.is_stalemate():
        return "1/2-1/2", "stalemate"
    if board.is_insufficient_material():
        return "1/2-1/2", "insufficient material"
    if board.halfmove_clock >= 100:
        return "1/2-1/2", "50-move rule"
    if board.is_repetition(3):
        return "1/2-1/2", "threefold repetition"
    return None


def play_game(white, black, start, tc, args, game_no):
    """Plays one game; `start` is a chess.Board (FEN start or initial position with moves)."""
    board = start.copy()
    base, inc = tc
    clock = {chess.WHITE: base, chess.BLACK: base}
    players = {chess.WHITE: white, chess.BLACK: black}
    game_id = object()
    adj = Adjudicator() if args.adjudicate else None
    result = reason = None
    loss_flag = None
    times = []  # seconds used for each move played from `start`
    while True:
        end = rules_end(board)
        if end:
            result, reason = end
            break
        if adj:
            v = adj.verdict(board)
            if v:
                result, reason = v
                break
        side = board.turn
        p = players[side]
        if args.nodes:
            limit = chess.engine.Limit(nodes=args.nodes)
            cap = args.move_cap if args.move_cap else 60.0
        else:
            limit = chess.engine.Limit(white_clock=max(clock[chess.WHITE], 0.001), black_clock=max(clock[chess.BLACK], 0.001),
                                       white_inc=inc, black_inc=inc)
            cap = args.move_cap if args.move_cap else clock[side] + inc + args.grace
        t0 = time.monotonic()
        try:
            p.ensure()
            res = p.play(board, limit, game_id, cap, bool(adj))
        except (asyncio.TimeoutError, TimeoutError):
            loss_flag = (side, "TIMEOUT: %s exceeded the per-move wall-clock cap of %.1f s" % (p.name, cap))
            p.kill()
            break
        except chess.engine.EngineTerminatedError as e:
            loss_flag = (side, "CRASH: %s terminated (%s)" % (p.name, e))
            p.kill()
            break
        except chess.engine.EngineError as e:
            loss_flag = (side, "ILLEGAL/PROTOCOL: %s: %s" % (p.name, e))
            p.kill()
            break
        used = time.monotonic() - t0
        move = res.move
        if move is None and res.resigned:
            result = "0-1" if side == chess.WHITE else "1-0"
            reason = "%s resigns" % p.name
            break
        if move is None or move not in board.legal_moves:
            loss_flag = (side, "ILLEGAL: %s played %s in %s" % (p.name, move, board.fen()))
            break
        clock[side] -= used
        times.append(used)
        if clock[side] < -args.time_margin and not args.nodes:
            loss_flag = (side, "TIME FORFEIT: %s clock %.3f s after %s" % (p.name, clock[side], move.uci()))
            board.push(move)
            break
        clock[side] += inc
        if adj:
            adj.add(side, res.info.get("score") if res.info else None)
        board.push(move)
    if loss_flag:
        side, reason = loss_flag
        result = "0-1" if side == chess.WHITE else "1-0"
        print("!!! game %d: %s" % (game_no, reason), flush=True)
    return board, result, reason, times


def score_elo(w, d, l):
    """(score, elo, elo_lo, elo_hi) with a 95 % interval from the trinomial variance."""
    n = w + d + l
    if n == 0:
        return 0.5, 0.0, float("nan"), float("nan")
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * (0 - s) ** 2) / n
    se = math.sqrt(var / n)

    def elo(x):
        if x <= 0:
            return float("-inf")
        if x >= 1:
            return float("inf")
        return -400 * math.log10(1 / x - 1)

    return s, elo(s), elo(s - 1.96 * se), elo(s + 1.96 * se)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=os.path.join(ROOT, "target/release/poda"))
    ap.add_argument("--option", action="append", help="Poda UCI option NAME=VALUE (repeatable)")
    ap.add_argument("--opponent", default="stockfish", help="stockfish | fairymax | poda | a command line")
    ap.add_argument("--opp-protocol", choices=["uci", "xboard"], help="default: xboard for fairymax, else uci")
    ap.add_argument("--opp-option", action="append", help="opponent option NAME=VALUE (repeatable)")
    ap.add_argument("--games", type=int, default=20, help="number of games (even: each opening twice)")
    ap.add_argument("--tc", default="10+0.1", help="base+increment in seconds")
    ap.add_argument("--nodes", type=int, help="a fixed node count a move for both sides instead of the clock (UCI engines)")
    ap.add_argument("--book", default=DEFAULT_BOOK)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first-game", type=int, default=1,
                    help="start at this game number: a run stopped early goes on with the same openings and colours")
    ap.add_argument("--no-book", action="store_true", help="start from the initial position with OPENING_LINES")
    ap.add_argument("--grace", type=float, default=3.0, help="per-move cap = clock + increment + grace (s)")
    ap.add_argument("--move-cap", type=float, help="fixed per-move wall-clock cap (s), overrides --grace")
    ap.add_argument("--time-margin", type=float, default=0.05, help="tolerated clock overdraft (s) before a time forfeit")
    ap.add_argument("--adjudicate", action="store_true", help="enable the conservative resign/draw adjudication")
    ap.add_argument("--pgn", help="PGN output (default target/matches/<name>.pgn)")
    ap.add_argument("--name", help="match name for the output files")
    args = ap.parse_args()
    if not 1 <= args.first_game <= args.games:
        ap.error("--first-game must be between 1 and --games (%d)" % args.games)

    tc = parse_tc(args.tc)
    tc_label = "%d nodes" % args.nodes if args.nodes else args.tc
    poda_opts = parse_options(args.option)
    opp_opts = parse_options(args.opp_option)
    opp = args.opponent
    if opp == "stockfish":
        cmd, proto, label = [find_game("stockfish")], "uci", "Stockfish 15.1"
        opp_opts = {"Threads": 1, "Hash": 16, **({"UCI_LimitStrength": True} if "UCI_Elo" in opp_opts else {}), **opp_opts}
        if "UCI_Elo" in opp_opts:
            label += " UCI_Elo %s" % opp_opts["UCI_Elo"]
    elif opp == "fairymax":
        # Fairy-Max declares setboard=0 and python-chess refuses xboard engines without setboard,
        # although it only sends `setboard` for a non-initial start. Every game against it starts
        # from the initial position (moves sent in force mode), so the declaration is patched.
        cmd = ["sh", "-c", "%s | sed -u 's/setboard=0/setboard=1/'" % shlex.quote(find_game("fairymax"))]
        proto, label = "xboard", "Fairy-Max 5.0b"
    elif opp == "poda":
        cmd, proto, label = [args.engine], "uci", "Poda"
        if opp_opts:
            label += " " + " ".join("%s=%s" % kv for kv in opp_opts.items())
    else:
        cmd, proto, label = shlex.split(opp), "uci", opp
    proto = args.opp_protocol or proto
    no_book = args.no_book or opp == "fairymax"

    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "src/engine", "src/rules", "src/uci", "src/bin/poda.rs", "src/lib.rs"], capture_output=True, text=True).stdout.strip()
    commit_label = commit + ("+dirty-src" if dirty else "")
    base_name = os.path.basename(args.engine)
    if base_name.startswith("poda-"):  # a clean build from scripts/lab/poda_at_commit.sh
        commit_label = base_name[len("poda-"):]
    poda_label = "Poda" + ("" if not poda_opts else " " + " ".join("%s=%s" % kv for kv in poda_opts.items()))

    rng = random.Random(args.seed)
    npairs = (args.games + 1) // 2
    if no_book:
        starts = []
        for i in range(npairs):
            b = chess.Board()
            for u in OPENING_LINES[i % len(OPENING_LINES)].split():
                b.push_uci(u)
            starts.append(b)
        source = "initial position + OPENING_LINES"
    else:
        with open(args.book) as f:
            lines = [l.strip() for l in f if l.strip()]
        # The first k of a sample of more are the sample of k (random.sample draws one by one)
        # as long as both sizes take the same branch of it: for a book of 34,700 lines, up to
        # about 5,400 pairs. So a 50-game run is the first half of a 100-game one (--first-game).
        picks = rng.sample(range(len(lines)), npairs)
        starts = []
        for i in picks:
            epd = lines[i]
            fields = epd.split()
            fen = " ".join(fields[:6]) if len(fields) >= 6 and fields[4].isdigit() else " ".join(fields[:4]) + " 0 1"
            starts.append(chess.Board(fen))
        source = "%s (seed %d)" % (os.path.basename(args.book), args.seed)

    # The seed is in the name: two matches started in the same second keep their own files.
    name = args.name or "poda_vs_%s_%s_s%d_%s" % (label.replace(" ", "_").replace(".", ""), tc_label, args.seed,
                                                  datetime.datetime.now().strftime("%Y%m%d-%H%M%S"))
    pgn_path = args.pgn or os.path.join(ROOT, "target/matches", name + ".pgn")
    os.makedirs(os.path.dirname(pgn_path), exist_ok=True)
    open(pgn_path, "w").close()

    poda = Player(poda_label, [args.engine], "uci", poda_opts)
    other = Player(label, cmd, proto, opp_opts)
    games_label = "%d games" % args.games if args.first_game == 1 else "games %d-%d of %d" % (
        args.first_game, args.games, args.games)
    print("match: %s (commit %s) vs %s, tc %s, %s, openings: %s, adjudication: %s" % (
        poda_label, commit_label, label, tc_label, games_label, source, "on" if args.adjudicate else "rules only"), flush=True)
    print("pgn: %s" % pgn_path, flush=True)

    w = d = l = 0
    incidents = []
    reasons = {}
    t_start = time.time()
    used = {True: [0.0, 0], False: [0.0, 0]}  # Poda / opponent: seconds, moves
    for g in range(args.first_game - 1, args.games):
        start = starts[g // 2]
        poda_white = g % 2 == 0
        white, black = (poda, other) if poda_white else (other, poda)
        board, result, reason, times = play_game(white, black, start, tc, args, g + 1)
        for i, t in enumerate(times):
            # the side that made move i: Poda on even plies when it starts the game
            poda_moved = (i % 2 == 0) == (start.turn == (chess.WHITE if poda_white else chess.BLACK))
            used[poda_moved][0] += t
            used[poda_moved][1] += 1
        reasons[reason.split(":")[0]] = reasons.get(reason.split(":")[0], 0) + 1
        if reason.split(":")[0] in ("TIMEOUT", "CRASH", "ILLEGAL/PROTOCOL", "ILLEGAL", "TIME FORFEIT"):
            incidents.append("game %d: %s" % (g + 1, reason))
        if result == "1/2-1/2":
            d += 1
        elif (result == "1-0") == poda_white:
            w += 1
        else:
            l += 1
        game = chess.pgn.Game.from_board(board)
        nodes = list(game.mainline())[len(start.move_stack):]
        for node, t in zip(nodes, times):
            node.comment = "[%%emt %.3f]" % t  # elapsed move time, seconds
        game.headers["Event"] = name
        game.headers["Site"] = "poda scripts/lab/match.py"
        game.headers["Date"] = datetime.date.today().strftime("%Y.%m.%d")
        game.headers["Round"] = str(g + 1)
        game.headers["White"] = white.name
        game.headers["Black"] = black.name
        game.headers["Result"] = result
        game.headers["TimeControl"] = "-" if args.nodes else "%g+%g" % tc
        game.headers["Termination"] = reason
        game.headers["PodaCommit"] = commit_label
        with open(pgn_path, "a") as f:
            print(game, file=f, end="\n\n")
        s, e, lo, hi = score_elo(w, d, l)
        print("game %3d  %-22s %-7s %-30s plies %3d | +%d =%d -%d  score %.3f  Elo %+.0f [%+.0f, %+.0f]" % (
            g + 1, "Poda White" if poda_white else "Poda Black", result, reason[:30], len(board.move_stack) - len(start.move_stack),
            w, d, l, s, e, lo, hi), flush=True)

    poda.quit()
    other.quit()
    s, e, lo, hi = score_elo(w, d, l)
    n = w + d + l
    summary = {
        "poda": poda_label, "commit": commit_label, "opponent": label, "tc": tc_label, "games": n,
        "wins": w, "draws": d, "losses": l, "score": round(s, 4), "elo": round(e, 1), "elo_lo": round(lo, 1),
        "elo_hi": round(hi, 1), "terminations": reasons,
        "ms_per_move": {who: round(1000 * t / max(m, 1), 1) for who, (t, m) in (("poda", used[True]), ("opponent", used[False]))}, "incidents": incidents, "openings": source,
        "pgn": os.path.relpath(pgn_path, ROOT), "wall_s": round(time.time() - t_start),
    }
    print()
    print("RESULT %s vs %s (tc %s, commit %s): W %d  D %d  L %d  (%d games)  score %.1f/%d = %.1f %%" % (
        poda_label, label, tc_label, commit_label, w, d, l, n, w + 0.5 * d, n, 100 * s))
    print("Elo difference %+.0f, 95 %% interval [%+.0f, %+.0f]" % (e, lo, hi))
    print("terminations: %s" % reasons)
    print("time per move: Poda %.0f ms, opponent %.0f ms" % tuple(
        1000 * t / max(m, 1) for t, m in (used[True], used[False])))
    if incidents:
        print("INCIDENTS (illegal move / crash / timeout / time forfeit): %d" % len(incidents))
        for i in incidents:
            print("  " + i)
    else:
        print("incidents (illegal move / crash / timeout / time forfeit): none")
    with open(pgn_path[:-4] + ".json", "w") as f:
        json.dump(summary, f, indent=1)
    print("summary: %s" % (pgn_path[:-4] + ".json"))


if __name__ == "__main__":
    main()

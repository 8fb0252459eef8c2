#!/usr/bin/env python3
"""How each level loses: every costly move of a level classed as an oversight or a quiet drift.

    python3 scripts/lab/loss_profile.py target/matches/self-L1.pgn ... [--nodes 20000] [--games 30]
    python3 scripts/lab/loss_profile.py --table target/matches/loss-profile/self-L1.jsonl ...
    python3 scripts/lab/loss_profile.py --selftest

Every position of each game is searched once by Stockfish at a fixed node count (Hash 64, one
thread, a new game for each game, so a run is repeatable). A move's loss is the evaluation before
it minus the evaluation after it, from the mover's side, each clamped to [-600, +600] first (a
mate counts as 10000 before the clamp): a move in a position already won or lost beyond 600 that
leaves it so costs nothing, so lost games do not flood the count. A move that loses 100 or more
is a costly move, and it is an oversight when
  b) material left or mate allowed: the move and the reference's line after it lose the mover at
     least a pawn of material within two moves (exchanges settled), or the opponent now mates;
  a) a win missed: the reference's line from before the move mates, or wins at least a pawn of
     material within two moves (exchanges settled), and at least a pawn more than the line after
     the move that was played;
  c) a threat not met: with the mover passing (a null move; not when in check), the opponent's
     best line mates or wins at least a pawn within two moves, and its first move still mates,
     or still wins at least a pawn by static exchange, after the move that was played;
tried in that order; any other costly move is a quiet drift. Material is counted in pawns of
100 (knight and bishop 300, rook 500, queen 900). Stockfish's line stops where its hash answers,
so a costly move's lines are carried on to eight plies by searching the position at their end.

By default every move of both sides counts (games of a level against itself); --side NAME counts
only the moves of the side whose PGN name starts with NAME (e.g. "Poda Level=1" in a ladder
match). Each game's costly moves go one game a line into --out-dir/<pgn name>.jsonl, and a run
goes on from where that file stops; --table prints the table again without an engine.
"""
import argparse
import json
import os
import sys

import chess
import chess.engine
import chess.pgn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from match import find_game  # noqa: E402  Debian's engines in /usr/games

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VALUE = {chess.PAWN: 100, chess.KNIGHT: 300, chess.BISHOP: 300, chess.ROOK: 500, chess.QUEEN: 900, chess.KING: 0}
MATE = 10000
CLAMP = 600
COSTLY = 100
PAWN = 100
WINDOW = 4  # plies: two moves


def material(board, side):
    """The side's material minus the other side's, in centipawns."""
    total = 0
    for piece, value in VALUE.items():
        total += value * (len(board.pieces(piece, side)) - len(board.pieces(piece, not side)))
    return total


def swing(board, moves, side):
    """Material won by `side` along `moves` from `board`: the first WINDOW plies, then on while the
    next move captures (an exchange settled), up to 12 plies; stops at the first illegal move."""
    b = board.copy(stack=False)
    start = material(b, side)
    for k, move in enumerate(moves[:12]):
        if move not in b.legal_moves:
            break
        if k >= WINDOW and not (b.is_capture(move) or move.promotion):
            break
        b.push(move)
    return material(b, side) - start


def see(board, move):
    """Static exchange on the move's square, for the side to move: what it wins in centipawns,
    each side recapturing with its least valuable piece and free to stop; pins respected."""
    if not board.is_capture(move):
        return VALUE[move.promotion] - PAWN if move.promotion else 0
    b = board.copy(stack=False)
    sq = move.to_square
    first = PAWN if b.is_en_passant(move) else VALUE[b.piece_type_at(sq)]
    if move.promotion:
        first += VALUE[move.promotion] - PAWN
    gains = [first]
    b.push(move)
    while True:
        on_sq = VALUE[b.piece_type_at(sq)]
        caps = [m for m in b.legal_moves if m.to_square == sq]
        if not caps:
            break
        m = min(caps, key=lambda m: VALUE[b.piece_type_at(m.from_square)] if b.piece_type_at(m.from_square) != chess.KING else 10000)
        gains.append(on_sq - gains[-1])
        b.push(m)
    while len(gains) > 1:
        last = gains.pop()
        gains[-1] = -max(-gains[-1], last)
    return gains[0]


def to_cp(score):
    """A PovScore's relative score in centipawns, a mate in n as 10000 - n."""
    return score.relative.score(mate_score=MATE)


def clamp(cp):
    return max(-CLAMP, min(CLAMP, cp))


class Reference:
    """Stockfish at a fixed node count; each position's score (for the side to move) and line."""

    def __init__(self, nodes):
        self.nodes = nodes
        self.engine = chess.engine.SimpleEngine.popen_uci(find_game("stockfish"))
        self.engine.configure({"Hash": 64, "Threads": 1})
        self.game = 0

    def new_game(self):
        self.game += 1

    def search(self, board):
        outcome = board.outcome(claim_draw=False)
        if outcome is not None:
            return (-MATE if outcome.termination == chess.Termination.CHECKMATE else 0), []
        info = self.engine.analyse(board, chess.engine.Limit(nodes=self.nodes), game=self.game)
        return to_cp(info["score"]), info.get("pv", [])

    def quit(self):
        self.engine.quit()


def null_board(board):
    """The position with the other side to move (no en passant): the side to move has passed."""
    null = chess.Board(board.fen())
    null.turn, null.ep_square = not board.turn, None
    return chess.Board(null.fen())


def null_search(board, ref):
    """The opponent's best (score, line) were the side to move to pass; None when in check."""
    if board.is_check():
        return None
    null = null_board(board)
    return extend(null, ref.search(null), ref)


def classify(board, move, before, after, null):
    """The kind of a costly move: 'b', 'a', 'c' (oversights, tried in that order) or 'drift'.
    `before` and `after` are (score for the side to move, line) of the positions around it, `null`
    the opponent's were the mover to pass (None when in check)."""
    side = board.turn
    score_before, line_before = before
    score_after, line_after = after
    played = swing(board, [move] + line_after, side)
    if played <= -PAWN or score_after >= MATE - 200:
        return "b"
    mate_before = score_before >= MATE - 200
    mate_after = -score_after >= MATE - 200
    if line_before and line_before[0] != move:
        best = swing(board, line_before, side)
        if (mate_before and not mate_after) or (best >= PAWN and best - played >= PAWN):
            return "a"
    if null is not None:
        score_null, line_null = null
        if line_null and (score_null >= MATE - 200 or swing(null_board(board), line_null, not side) >= PAWN):
            threat = line_null[0]
            b = board.copy(stack=False)
            b.push(move)
            if threat in b.legal_moves:
                b2 = b.copy(stack=False)
                b2.push(threat)
                if b2.is_checkmate() or see(b, threat) >= PAWN:
                    return "c"
    return "drift"


LINE = 8  # plies a costly move's lines are made to reach, for the material count


def extend(board, result, ref):
    """A line cut short (Stockfish's line stops at a hash hit) carried on to LINE plies by
    searching the position at its end, at most three times."""
    score, line = result
    line = list(line)
    for _ in range(3):
        if len(line) >= LINE:
            break
        b = board.copy(stack=False)
        for m in line:
            b.push(m)
        if b.is_game_over(claim_draw=False):
            break
        more = ref.search(b)[1]
        if not more:
            break
        line += more
    return score, line


def extended(c, ref):
    """A costly move of an earlier run, its lines carried on as `extend` does."""
    board = chess.Board(c["fen"])
    after = board.copy(stack=False)
    after.push(chess.Move.from_uci(c["move"]))
    c["before"] = pack(extend(board, unpack(c["before"]), ref))
    c["after"] = pack(extend(after, unpack(c["after"]), ref))
    if c["null"] is not None:
        null = null_board(board)
        c["null"] = pack(extend(null, unpack(c["null"]), ref))
    return c


def pack(result):
    score, line = result
    return [score, [m.uci() for m in line[:16]]]


def unpack(packed):
    if packed is None:
        return None
    score, line = packed
    return score, [chess.Move.from_uci(m) for m in line]


def kind_of(c):
    board = chess.Board(c["fen"])
    return classify(board, chess.Move.from_uci(c["move"]), unpack(c["before"]), unpack(c["after"]), unpack(c["null"]))


def analyse_game(game, ref, side_prefix):
    board = game.board()
    moves = list(game.mainline_moves())
    counted = {chess.WHITE: True, chess.BLACK: True}
    if side_prefix:
        counted = {chess.WHITE: game.headers.get("White", "").startswith(side_prefix),
                   chess.BLACK: game.headers.get("Black", "").startswith(side_prefix)}
    ref.new_game()
    current = ref.search(board)
    n, costly = 0, []
    for move in moves:
        nxt = board.copy(stack=False)
        nxt.push(move)
        after = ref.search(nxt)
        if counted[board.turn]:
            n += 1
            loss = clamp(current[0]) - clamp(-after[0])
            if loss >= COSTLY:
                null = null_search(board, ref)
                costly.append({"ply": board.ply(), "san": board.san(move), "loss": loss, "fen": board.fen(),
                               "move": move.uci(), "before": pack(extend(board, current, ref)),
                               "after": pack(extend(nxt, after, ref)),
                               "null": pack(null) if null else None})
        board, current = nxt, after
    return n, costly


def analyse(path, out, nodes, games, side_prefix):
    done = set()
    if os.path.exists(out):
        done = {json.loads(line)["round"] for line in open(out) if line.strip()}
    ref = Reference(nodes)
    if os.path.exists(out):  # rows of a run before lines were carried on
        rows = [json.loads(line) for line in open(out) if line.strip()]
        if not all(r.get("extended") for r in rows):
            for r in rows:
                if not r.get("extended"):
                    ref.new_game()
                    r["costly"] = [extended(c, ref) for c in r["costly"]]
                    r["extended"] = True
            with open(out + ".tmp", "w") as f:
                f.writelines(json.dumps(r) + "\n" for r in rows)
            os.replace(out + ".tmp", out)
    with open(path) as pgn, open(out, "a") as f:
        k = 0
        while (game := chess.pgn.read_game(pgn)) is not None:
            k += 1
            if games and k > games:
                break
            rnd = game.headers.get("Round", str(k))
            if rnd in done:
                continue
            n, costly = analyse_game(game, ref, side_prefix)
            row = {"round": rnd, "nodes": nodes, "moves": n, "costly": costly, "extended": True}
            print(json.dumps(row), file=f, flush=True)
    ref.quit()


def table(paths, min_loss=COSTLY):
    print("| games | level's moves | costly moves (loss ≥ %d) | oversights: a win missed / material left or mate allowed / threat not met | quiet drifts | oversights : drifts | oversights' share of costly |" % min_loss)
    print("|---|---|---|---|---|---|---|")
    for path in paths:
        rows = [json.loads(line) for line in open(path) if line.strip()]
        moves = sum(r["moves"] for r in rows)
        kinds = [kind_of(c) for r in rows for c in r["costly"] if c["loss"] >= min_loss]
        a, b, c, d = (kinds.count(k) for k in ("a", "b", "c", "drift"))
        over = a + b + c
        share = "%.0f %%" % (100 * over / len(kinds)) if kinds else "-"
        ratio = "%.1f" % (over / d) if d else "-"
        name = os.path.splitext(os.path.basename(path))[0]
        print("| %s: %d | %d | %d | %d (%d / %d / %d) | %d | %s | %s |" % (name, len(rows), moves, len(kinds), over, a, b, c, d, ratio, share))


def selftest():
    """The classifier on hand-made positions, with Stockfish as the reference."""
    ref = Reference(20000)
    try:
        selftest_positions(ref)
    finally:
        ref.quit()
    print("selftest ok")


def selftest_positions(ref):

    def kind(fen, san):
        board = chess.Board(fen)
        move = board.parse_san(san)
        before = ref.search(board)
        nxt = board.copy()
        nxt.push(move)
        after = ref.search(nxt)
        loss = clamp(before[0]) - clamp(-after[0])
        return loss, classify(board, move, before, after, null_search(board, ref))

    # a) White's queen could take a loose rook on a4 and plays a pawn move instead.
    loss, k = kind("6k1/5ppp/8/8/r7/8/5PPP/3Q2K1 w - - 0 1", "h3")
    assert loss >= COSTLY and k == "a", (loss, k)
    # b) White puts its queen where a pawn takes it.
    loss, k = kind("6k1/4pppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1", "Qd6")
    assert loss >= COSTLY and k == "b", (loss, k)
    # a) a back-rank mate in one missed.
    loss, k = kind("6k1/5ppp/8/8/8/8/r4PPP/4R1K1 w - - 0 1", "h3")
    assert loss >= COSTLY and k == "a", (loss, k)
    # swing and see: a defended pawn taken by a queen loses it; an undefended knight is won.
    b = chess.Board("6k1/5ppp/8/8/8/2p5/1p3PPP/2Q3K1 w - - 0 1")
    assert see(b, b.parse_san("Qxc3")) == 100, see(b, b.parse_san("Qxc3"))
    b = chess.Board("6k1/8/2p5/3p4/8/8/8/3Q2K1 w - - 0 1")
    assert see(b, b.parse_san("Qxd5")) == 100 - 900, see(b, b.parse_san("Qxd5"))
    assert swing(b, [b.parse_san("Qxd5"), chess.Move.from_uci("c6d5")], chess.WHITE) == -800
    # the threat a null move shows: Black's bishop on b7 eyes White's loose rook on e4.
    b = chess.Board("6k1/1b3ppp/8/8/4R3/8/5PP1/6K1 w - - 0 1")
    score, line = null_search(b, ref)
    assert line and line[0] == chess.Move.from_uci("b7e4"), line
    # not costly: a quiet move in a quiet, level position.
    loss, _ = kind(chess.STARTING_FEN, "Nf3")
    assert loss < COSTLY, loss


def main():
    global WINDOW
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pgn", nargs="*")
    ap.add_argument("--nodes", type=int, default=20000, help="Stockfish's nodes a position")
    ap.add_argument("--games", type=int, default=0, help="only the first N games of each file (0: all)")
    ap.add_argument("--side", help="count only the moves of the side whose name starts with this")
    ap.add_argument("--out-dir", default=os.path.join(ROOT, "target/matches/loss-profile"))
    ap.add_argument("--table", action="store_true", help="the arguments are .jsonl files of earlier runs")
    ap.add_argument("--window", type=int, default=WINDOW, help="plies of a line searched for material won (4: two moves)")
    ap.add_argument("--min-loss", type=int, default=COSTLY, help="with --table: count only moves losing this much or more")
    ap.add_argument("--selftest", action="store_true")
    args = ap.parse_args()
    WINDOW = args.window
    if args.selftest:
        selftest()
    elif args.table and args.pgn:
        table(args.pgn, args.min_loss)
    elif args.pgn:
        os.makedirs(args.out_dir, exist_ok=True)
        outs = []
        for path in args.pgn:
            out = os.path.join(args.out_dir, os.path.splitext(os.path.basename(path))[0] + ".jsonl")
            analyse(path, out, args.nodes, args.games, args.side)
            outs.append(out)
        table(outs)
    else:
        ap.error("PGN files to analyse, --table FILES or --selftest")


if __name__ == "__main__":
    main()

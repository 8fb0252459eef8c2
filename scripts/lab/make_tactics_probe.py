"""Makes the tactics probe (tests/fixtures/tactics-probe.txt): positions of three kinds that a
person at the board may overlook, each with every move that wins, checked by Stockfish.

    target/labenv/bin/python scripts/lab/make_tactics_probe.py [--per-kind 10] [--seed 1]

Games start from ../shared/data/books/8moves_v3.epd and go on with a mix of weak Stockfish moves
and random ones (a random move is what leaves a piece hanging); every position on the way is
tried for the three kinds with python-chess, and a candidate is kept only if Stockfish at depth
16 with MultiPV 12 agrees (after a quick look at depth 8):

- free: a capture of a knight, bishop, rook or queen that is undefended or defended by less than
  its value gained, winning at least 2 pawns over every move that does not take it;
- mate: a mate in one (one or two mating moves);
- tactic: a fork (a move after which one piece attacks two pieces worth more than it or
  undefended, or the king and one) or a skewer (a sliding piece attacks the king or queen with
  a piece worth 3 or more behind it), winning at least 2 pawns over every move but the winning
  ones, in a position with no free piece and no mate in one.

The winning moves are those within 50 centipawns of the best; every other move scores 200 or
more below it (a mate in one: every mating move).
"""

import argparse
import random

import chess
import chess.engine

VALUE = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 100}
STOCKFISH = "/usr/games/stockfish"


def free_captures(board):
    """Captures of a piece worth 3 or more that win at least 3 by a simple exchange count."""
    found = []
    for m in board.legal_moves:
        if not board.is_capture(m) or board.is_en_passant(m):
            continue
        target = board.piece_at(m.to_square)
        if VALUE[target.piece_type] < 3 or target.piece_type == chess.KING:
            continue
        mover = VALUE[board.piece_at(m.from_square).piece_type]
        defended = bool(board.attackers(target.color, m.to_square))
        gain = VALUE[target.piece_type] - (mover if defended else 0)
        if gain >= 3:
            found.append(m)
    return found


def mates_in_one(board):
    out = []
    for m in board.legal_moves:
        board.push(m)
        if board.is_checkmate():
            out.append(m)
        board.pop()
    return out


def is_fork_or_skewer(board, m):
    """After `m`, the moved piece forks two pieces, or skewers the king or queen."""
    us = board.turn
    mover = board.piece_at(m.from_square).piece_type
    board.push(m)
    to = m.to_square
    targets = []
    for sq in board.attacks(to):
        p = board.piece_at(sq)
        if p and p.color != us:
            undefended = not board.attackers(p.color, sq)
            if p.piece_type == chess.KING or VALUE[p.piece_type] > VALUE[mover] or (undefended and VALUE[p.piece_type] >= 3):
                targets.append(p.piece_type)
    fork = len(targets) >= 2
    skewer = False
    if mover in (chess.BISHOP, chess.ROOK, chess.QUEEN):
        for sq in board.attacks(to):
            p = board.piece_at(sq)
            if not p or p.color == us or p.piece_type not in (chess.KING, chess.QUEEN):
                continue
            ray = chess.ray(to, sq)
            beyond = [s for s in chess.SquareSet(ray) if chess.square_distance(to, s) > chess.square_distance(to, sq)
                      and chess.SquareSet.between(to, s).issuperset(chess.SquareSet([sq]))]
            beyond.sort(key=lambda s: chess.square_distance(to, s))
            for s in beyond:
                q = board.piece_at(s)
                if q:
                    if q.color != us and VALUE[q.piece_type] >= 3 and q.piece_type != chess.KING:
                        skewer = True
                    break
    board.pop()
    return fork or skewer


def scored(sf, board, depth):
    infos = sf.analyse(board, chess.engine.Limit(depth=depth), multipv=min(12, board.legal_moves.count()))
    return [(i["pv"][0], i["score"].relative) for i in infos if "pv" in i]


def promising(sf, board, kind, candidates):
    """A quick look (depth 8, two lines): the best move is a candidate and wins by a margin."""
    lines = scored_quick(sf, board)
    if not lines or lines[0][0] not in candidates:
        return False
    if kind == "mate" or len(lines) < 2:
        return True
    a, b = lines[0][1], lines[1][1]
    return not a.is_mate() and not b.is_mate() and a.score() - b.score() >= 150


def scored_quick(sf, board):
    infos = sf.analyse(board, chess.engine.Limit(depth=8), multipv=2)
    return [(i["pv"][0], i["score"].relative) for i in infos if "pv" in i]


def verify(sf, board, kind, depth):
    lines = scored(sf, board, depth)
    if kind == "mate":
        winners = [m for m, s in lines if s.mate() == 1]
        return winners if 1 <= len(winners) <= 2 else None
    if any(s.is_mate() for _, s in lines):
        return None
    cps = [(m, s.score()) for m, s in lines]
    best = cps[0][1]
    winners = [m for m, c in cps if c >= best - 50]
    rest = [c for m, c in cps if c < best - 50]
    if len(cps) == board.legal_moves.count() and not rest:
        return None
    if rest and best - max(rest) < 200:
        return None
    if len(rest) == 0 and len(cps) < board.legal_moves.count():
        return None  # every listed move wins: the gap to the others is unknown
    if abs(best) > 900 or len(winners) > 3:
        return None
    if kind == "free":
        frees = set(free_captures(board))
        return winners if all(m in frees for m in winners) else None
    if not all(is_fork_or_skewer(board, m) for m in winners):
        return None
    return winners


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-kind", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=16)
    ap.add_argument("--out", default="tests/fixtures/tactics-probe.txt")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    book = [" ".join(l.split()[:4]) for l in open("../shared/data/books/8moves_v3.epd") if l.strip()]
    sf = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    sf.configure({"Threads": 1, "Hash": 64})
    found = {"free": [], "mate": [], "tactic": []}
    games = 0
    while any(len(v) < args.per_kind for v in found.values()):
        games += 1
        board = chess.Board(rng.choice(book) + " 0 1")
        kept_this_game = False
        for _ in range(rng.randint(4, 60)):
            if board.is_game_over():
                break
            if rng.random() < 0.3:
                move = rng.choice(list(board.legal_moves))
            else:
                move = sf.play(board, chess.engine.Limit(nodes=rng.choice([50, 200, 1000]))).move
            board.push(move)
            if kept_this_game or board.is_game_over():
                continue
            mates = mates_in_one(board)
            kinds = []
            if mates:
                kinds = [("mate", mates)]
            elif not board.is_check():
                frees = free_captures(board)
                if frees:
                    kinds = [("free", frees)]
                else:
                    kinds = [("tactic", [m for m in board.legal_moves if is_fork_or_skewer(board, m)])]
            for kind, candidates in kinds:
                if len(found[kind]) >= args.per_kind or not candidates:
                    continue
                if not promising(sf, board, kind, candidates):
                    continue
                winners = verify(sf, board, kind, args.depth)
                if winners:
                    found[kind].append((board.fen(), winners))
                    kept_this_game = True
                    print("%s | %s | %s" % (kind, board.fen(), " ".join(m.uci() for m in winners)), flush=True)
    sf.quit()
    with open(args.out, "w") as f:
        f.write("# The tactics probe (scripts/lab/make_tactics_probe.py, seed %d, %d games; Stockfish 15.1 at\n" % (args.seed, games))
        f.write("# depth %d, MultiPV 12): kind | FEN | every winning move (UCI). Kinds: free (a piece of 3 points or\n" % args.depth)
        f.write("# more to take), mate (a mate in one), tactic (a fork or skewer that wins material).\n")
        for kind in ("free", "mate", "tactic"):
            for fen, winners in found[kind]:
                f.write("%s | %s | %s\n" % (kind, fen, " ".join(m.uci() for m in winners)))


if __name__ == "__main__":
    main()

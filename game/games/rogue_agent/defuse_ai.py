"""Rogue Agent: optimal bomb defusal (spec 2.10, 4.2.9): exact dynamic programming over the bomb board.

The policy maximises P(defused) - P(exploded) over every placement order, column choice and
"cut another wire / stop" decision, with the dice faces of the data files. A board is
reduced to what matters for the future: each column's symbols top to bottom, plus the colour
of its lowest die when that is a blast (the die a destabilisation check would roll). The
colour of an X never matters, so Xs are placed colourless.

Values are pairs (P(defused), P(exploded)); results are memoised for the whole process.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import comb

from game.games.rogue_agent import content as K

Col = tuple[str, str]  # (symbols top to bottom as "B"/"X" letters, colour of a lowest blast or "")
Board = tuple[Col, ...]
Value = tuple[float, float]
COLOURS = K.COLOURS


def _p(colour: str) -> tuple[float, float, float]:
    faces = K.FACES[colour]
    b = faces.count("BLAST") / len(faces)
    x = faces.count("AMPLIFY") / len(faces)
    return b, x, 1 - b - x


def canon(cols: tuple) -> Board:
    """The engine's board columns in the planner's form."""
    out = []
    for col in cols:
        syms = "".join("B" if sym == "BLAST" else "X" for sym, _c in col)
        last = col[-1][1] if col and col[-1][0] == "BLAST" else ""
        out.append((syms, last))
    return tuple(out)


def _line(board: Board) -> bool:
    def x(c: int, r: int) -> bool:
        return 0 <= c < len(board) and 0 <= r < len(board[c][0]) and board[c][0][r] == "X"

    for c in range(len(board)):
        for r in range(K.BOMB_ROWS):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if all(x(c + k * dc, r + k * dr) for k in range(3)):
                    return True
    return False


def _circuit(board: Board) -> tuple[str, ...]:
    return tuple(sorted(last for syms, last in board if syms and syms[-1] == "B"))


@cache
def check_pass(circuit: tuple[str, ...]) -> float:
    """P(the destabilisation check passes) for these circuit dice colours."""
    if not circuit:
        return 1.0
    none_b = 1.0
    neither = 1.0
    for c in circuit:
        b, x, _o = _p(c)
        none_b *= 1 - b
        neither *= 1 - b - x
    return (none_b - neither) / (1 - neither)


@cache
def _roll(pool: tuple[int, int, int]) -> tuple[tuple[float, tuple[int, ...], tuple[int, int, int]], ...]:
    """Outcomes of rolling the pool: (probability, (blasts, xs) per colour flattened, dice back)."""
    per: list[list[tuple[float, int, int, int]]] = []
    for colour, n in zip(COLOURS, pool, strict=True):
        b, x, o = _p(colour)
        opts = []
        for nb in range(n + 1):
            for nx in range(n - nb + 1):
                no = n - nb - nx
                pr = comb(n, nb) * comb(n - nb, nx) * b**nb * x**nx * o**no
                if pr > 0:
                    opts.append((pr, nb, nx, no))
        per.append(opts)
    out = []
    for combo in product(*per):
        pr = 1.0
        for c in combo:
            pr *= c[0]
        placed = tuple(v for c in combo for v in (c[1], c[2]))
        back = (combo[0][3], combo[1][3], combo[2][3])
        out.append((pr, placed, back))
    return tuple(out)


def _new_col(board: Board) -> int | None:
    if any(syms and syms[-1] == "B" and len(syms) < K.BOMB_ROWS for syms, _l in board):
        return None
    return next((i for i, (syms, _l) in enumerate(board) if not syms), None)


def _moves(board: Board, sym: str) -> list[int]:
    fresh = _new_col(board)
    out = []
    for i, (syms, _l) in enumerate(board):
        if 0 < len(syms) < K.BOMB_ROWS and (sym == "X" or set(syms) == {"B"}):
            out.append(i)
        elif i == fresh:
            out.append(i)
    return out


def _put(board: Board, i: int, sym: str, colour: str) -> Board:
    syms, _last = board[i]
    new = (syms + sym, colour if sym == "B" else "")
    return board[:i] + (new,) + board[i + 1:]


def _better(a: Value, b: Value) -> bool:
    """Higher P(defused) - P(exploded); on a tie, the lower risk of an explosion."""
    da, db = a[0] - a[1], b[0] - b[1]
    if abs(da - db) > 1e-9:
        return da > db
    return a[1] < b[1] - 1e-9


@cache
def between_wires(board: Board, pool: tuple[int, int, int], timer: int) -> Value:
    """All dice of the last wire are placed: defused if a line, else the best of stop / wire."""
    circuit = _circuit(board)
    passed = check_pass(circuit)
    if _line(board):
        return (passed, 1 - passed)
    stop: Value = (0.0, 1 - passed)
    if not sum(pool):
        return stop
    wire = cut_wire(board, pool, timer)
    return wire if _better(wire, stop) else stop


@cache
def cut_wire(board: Board, pool: tuple[int, int, int], timer: int) -> Value:
    """Value of cutting a wire now. A roll with no blast and no X changes nothing, and in that
    same position cutting again is again the best choice, so those rolls are conditioned away."""
    d = e = 0.0
    null = 0.0
    for pr, placed, back in _roll(pool):
        if not any(placed):
            null += pr
            continue
        blasts = tuple(c for c, k in zip(COLOURS, placed[0::2], strict=True) for _ in range(k))
        xs = sum(placed[1::2])
        v = place(board, timer, back, blasts, xs)
        d += pr * v[0]
        e += pr * v[1]
    return (d / (1 - null), e / (1 - null))


@cache
def place(board: Board, timer: int, pool: tuple[int, int, int], blasts: tuple[str, ...], xs: int) -> Value:
    """Best value of placing these dice (blast colours, number of Xs), in the best order."""
    if not blasts and not xs:
        return between_wires(board, pool, timer)
    best: Value | None = None
    choices: list[tuple[str, str]] = ([("X", "")] if xs else []) + [("B", c) for c in sorted(set(blasts))]
    for sym, colour in choices:
        rest_b = blasts
        if sym == "B":
            lst = list(blasts)
            lst.remove(colour)
            rest_b = tuple(lst)
        rest_x = xs - 1 if sym == "X" else xs
        for i in _moves(board, sym):
            t = timer - 1 if not board[i][0] and any(s for s, _l in board) else timer
            v: Value = (0.0, 1.0) if t <= 0 else place(_put(board, i, sym, colour), t, pool, rest_b, rest_x)
            if best is None or _better(v, best):
                best = v
    return best if best is not None else (0.0, 1.0)


def empty_board() -> Board:
    return tuple(("", "") for _ in range(K.BOMB_COLS))


def odds(timer: int) -> Value:
    """(P(defused), P(exploded)) of a defusal started at ``timer`` under the optimal policy."""
    return cut_wire(empty_board(), tuple(K.DICE_COUNT[c] for c in COLOURS), timer)


def choose_placement(board_cols: tuple, to_place: tuple, pool: tuple[str, ...], timer: int,
                     legal: list[tuple]) -> tuple:
    """The legal ("place", symbol, colour, column) with the best optimal-play value."""
    board = canon(board_cols)
    counts = tuple(pool.count(c) for c in COLOURS)
    best, best_v = legal[0], None
    for a in legal:
        _k, sym, colour, i = a
        s = "B" if sym == "BLAST" else "X"
        rest = list(to_place)
        rest.remove((sym, colour))
        blasts = tuple(sorted(c for f, c in rest if f == "BLAST"))
        xs = sum(1 for f, _c in rest if f == "AMPLIFY")
        t = timer - 1 if not board[i][0] and any(x for x, _l in board) else timer
        v: Value = (0.0, 1.0) if t <= 0 else place(_put(board, i, s, colour), t, counts, blasts, xs)
        if best_v is None or _better(v, best_v):
            best, best_v = a, v
    return best


def should_cut(board_cols: tuple, pool: tuple[str, ...], timer: int) -> bool:
    board = canon(board_cols)
    counts = tuple(pool.count(c) for c in COLOURS)
    if not sum(counts):
        return False
    passed = check_pass(_circuit(board))
    return _better(cut_wire(board, counts, timer), (0.0, 1 - passed))

"""Rogue Agent engine: defusing a bomb (spec 4.2.9) -- wiring rolls, the bomb board's columns and
lines, destabilisation.
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import bag_add, note, push
from game.games.rogue_agent.engine.bombs import bomb, explode
from game.games.rogue_agent.engine.dice import roll_tasks
from game.games.rogue_agent.engine.procedures import gain_influence
from game.games.rogue_agent.engine.stack import action, auto, decision
from game.games.rogue_agent.engine.turn import use_justice
from game.games.rogue_agent.state import BombBoard, RAState, replace, setp

ALL_DICE = ("R", "R", "R", "G", "G", "G", "K", "K", "K")


@action("defuse")
def a_defuse(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "defuse")
    b = bomb(s, a[1])
    assert b is not None
    board = BombBoard(bomb=b.id, timer=b.timer, cols=((),) * K.BOMB_COLS, pool=ALL_DICE)
    return push(replace(s, board=board), ("wire", seat))


@auto
def t_wire(s: RAState, seat: int) -> RAState:
    assert s.board is not None
    s = replace(s, roll=(), roll2=())
    return push(s, *roll_tasks(s.board.pool), ("wire_sort", seat))


@auto
def t_wire_sort(s: RAState, seat: int) -> RAState:
    board = s.board
    if board is None:
        return s
    place = tuple(sorted((f, c) for c, f in s.roll if f in ("BLAST", "AMPLIFY")))
    pool = tuple(sorted((c for c, f in s.roll if f not in ("BLAST", "AMPLIFY")), key=K.COLOURS.index))
    return push(replace(s, board=replace(board, to_place=place, pool=pool)), ("place", seat))


def blocks_new_column(col: tuple) -> bool:
    return len(col) > 0 and col[-1][0] == "BLAST" and len(col) < K.BOMB_ROWS


def live_circuit(col: tuple) -> bool:
    return len(col) > 0 and col[-1][0] == "BLAST"


def can_add(col: tuple, symbol: str) -> bool:
    return 0 < len(col) < K.BOMB_ROWS and (symbol == "AMPLIFY" or all(c[0] == "BLAST" for c in col))


def new_column(cols: tuple) -> int | None:
    """The column a new circuit would start in, or None when none may start."""
    if any(blocks_new_column(c) for c in cols):
        return None
    return next((i for i, c in enumerate(cols) if not c), None)


def placements(board: BombBoard) -> list[tuple]:
    out: list[tuple] = []
    fresh = new_column(board.cols)
    for sym, colour in sorted(set(board.to_place)):
        for i, col in enumerate(board.cols):
            if can_add(col, sym) or i == fresh:
                out.append(("place", sym, colour, i))
    return out


def line(cols: tuple) -> bool:
    def x(c: int, r: int) -> bool:
        return 0 <= c < len(cols) and 0 <= r < len(cols[c]) and cols[c][r][0] == "AMPLIFY"

    for c in range(len(cols)):
        for r in range(K.BOMB_ROWS):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if all(x(c + k * dc, r + k * dr) for k in range(3)):
                    return True
    return False


def circuit_dice(cols: tuple) -> list[tuple[str, str]]:
    return [col[-1] for col in cols if live_circuit(col)]


@auto
def t_place(s: RAState, seat: int) -> RAState:
    board = s.board
    if board is None:
        return s
    if not board.to_place:
        return push(s, ("after_wire", seat))
    if not placements(board):  # a blast with no room: the bomb explodes (4.2.9)
        return explode(s, board.bomb)
    return push(s, ("D", seat, "place"))


@decision("place")
def o_place(s: RAState, seat: int) -> list[tuple]:
    assert s.board is not None
    return placements(s.board)


@decision("place")
def d_place(s: RAState, seat: int, a: tuple) -> RAState:
    board = s.board
    assert board is not None
    _k, sym, colour, i = a
    timer = board.timer
    if not board.cols[i] and any(board.cols):
        timer -= 1
    left = list(board.to_place)
    left.remove((sym, colour))
    cols = setp(board.cols, i, board.cols[i] + ((sym, colour),))
    board = replace(board, cols=cols, timer=timer, to_place=tuple(left))
    s = replace(s, board=board)
    if timer <= 0:
        return explode(s, board.bomb)
    return push(s, ("place", seat))


@auto
def t_after_wire(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    if line(board.cols):
        return push(replace(s, board=replace(board, defused=True)), ("destab", seat))
    if not board.pool:
        return push(s, ("destab", seat))
    return push(s, ("D", seat, "wire"))


@decision("wire")
def o_wire(s: RAState, seat: int) -> list[tuple]:
    return [("wire",), ("stop",)]


@decision("wire")
def d_wire(s: RAState, seat: int, a: tuple) -> RAState:
    return push(s, ("wire", seat) if a[0] == "wire" else ("destab", seat))


@auto
def t_destab(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    dice = circuit_dice(board.cols)
    if not dice:
        return push(s, ("defuse_end", seat))
    s = replace(s, roll=())
    return push(s, *roll_tasks([c for _sym, c in dice]), ("destab_check", seat))


@auto
def t_destab_check(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    faces = [f for _c, f in s.roll]
    if "BLAST" in faces:
        return explode(s, board.bomb)
    if "AMPLIFY" in faces:
        return push(s, ("defuse_end", seat))
    return push(s, ("destab", seat))


@auto
def t_defuse_end(s: RAState, seat: int) -> RAState:
    board = s.board
    assert board is not None
    s = replace(s, board=None)
    if board.defused:
        b = bomb(s, board.bomb)
        s = note(s, "defused", b.pos if b else "")
        s = replace(s, bombs=tuple(b for b in s.bombs if b.id != board.bomb))
        return gain_influence(bag_add(s, "B"), seat, 1)
    return replace(s, bombs=tuple(replace(b, timer=board.timer) if b.id == board.bomb else b for b in s.bombs))

"""Hexes in words, like a clock face seen from above ("the centre hex", "the 2 o'clock inner
hex", "edge 7 o'clock"): the log, the battle log and the strip's labels never show coordinates."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any


def ring(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def _angle_hours(q: int, r: int) -> float:
    x, y = 1.5 * q, math.sqrt(3) * (r + q / 2)
    return (math.degrees(math.atan2(x, -y)) / 30) % 12


def clock(q: int, r: int) -> int:
    """The hour a hex points at from the centre (12 is north; flat-topped axial hexes)."""
    hour = round(_angle_hours(q, r)) % 12
    return hour or 12


@lru_cache(maxsize=64)
def _half_hours(hexes: tuple) -> frozenset:
    """Hexes of a board that share their ring and hour with another (odd-shaped boards): these
    are named to the half hour ("9:30") so that no two hexes read alike."""
    seen: dict[tuple[int, int], list] = {}
    for q, r in hexes:
        if ring(q, r):
            seen.setdefault((ring(q, r), clock(q, r)), []).append((q, r))
    return frozenset(h for group in seen.values() if len(group) > 1 for h in group)


def _hour(q: int, r: int, hexes: tuple) -> str:
    if hexes and (q, r) in _half_hours(hexes):
        half = round(_angle_hours(q, r) * 2) / 2
        hour = int(half) % 12 or 12
        return f"{hour}:30" if half % 1 else str(hour)
    return str(clock(q, r))


def hex_words(q: int, r: int, outer: int, lang: str, hexes: tuple = ()) -> str:
    """A hex in words; ``outer`` is the board's outermost ring, ``hexes`` all its hexes."""
    hu = lang == "hu"
    k = ring(q, r)
    if k == 0:
        return "a középső mező" if hu else "the centre hex"
    h = _hour(q, r, hexes)
    if k == outer:
        return f"a {h} órás szélső mező" if hu else f"the {h} o'clock edge hex"
    if k == 1:
        return f"a {h} órás belső mező" if hu else f"the {h} o'clock inner hex"
    return f"a {h} órás mező a(z) {k}. gyűrűben" if hu else f"the {h} o'clock hex of ring {k}"


def hex_short(q: int, r: int, outer: int, lang: str, hexes: tuple = ()) -> str:
    """A hex in a few words, to follow a tile's name: "centre", "inner 2 o'clock", "edge 7 o'clock"."""
    hu = lang == "hu"
    k = ring(q, r)
    if k == 0:
        return "közép" if hu else "centre"
    h = _hour(q, r, hexes)
    ring_k = f"{k}. gyűrű" if hu else f"ring {k},"
    where = ("szélső" if hu else "edge") if k == outer else (("belső" if hu else "inner") if k == 1 else ring_k)
    return f"{where}, {h} óra" if hu else f"{where} {h} o'clock"


def outer_ring(s: Any) -> int:
    """The board's outermost ring (2 on the base board)."""
    try:
        return max((ring(q, r) for q, r in s.lay.hexes), default=2)
    except Exception:
        return 2


def hex_name(s: Any, h: Any, lang: str, short: bool = False) -> str:
    """Hex ``h`` of state ``s`` in words (``short``: "inner 2 o'clock")."""
    q, r = int(h[0]), int(h[1])
    hexes = board_hexes(s)
    return (hex_short(q, r, outer_ring(s), lang, hexes) if short
            else hex_words(q, r, outer_ring(s), lang, hexes))


def board_hexes(s: Any) -> tuple:
    try:
        return tuple(s.lay.hexes)
    except Exception:
        return ()

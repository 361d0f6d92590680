"""Which steps the table's game log shows for Neuroshima Hex, in words (pure: no pygame).

A tile placement is four decisions (pick the tile, the hex, the facing, confirm): the log
shows one line when it is confirmed. Picks that are cancelled, tiles drawn face down and
"ends the turn" are left out. Hexes are named by where they lie on the board, like a clock
face seen from above: "the centre hex", "the 2 o'clock inner hex", "the 7 o'clock edge
hex", never by coordinates. ``describe`` (the replay's text) keeps its coordinates.
"""

from __future__ import annotations

import math
import re
from typing import Any

from .board import DIR_NAMES
from .content import TILES
from .text import DIR_HU, _name_at, describe, who
from .turn import push_chooser

# steps that only narrow a decision; the confirm (or the step that ends it) is the line
PICKS = ("play", "hex", "unit", "target", "rot", "area", "ability", "ally", "turret")
SILENT = ("cancel", "end")
_COORD = re.compile(r"\((-?\d+),\s*(-?\d+)\)")


def ring(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def clock(q: int, r: int) -> int:
    """The hour a hex points at from the centre (12 is north; flat-topped axial hexes)."""
    x, y = 1.5 * q, math.sqrt(3) * (r + q / 2)
    hour = round(math.degrees(math.atan2(x, -y)) / 30) % 12
    return hour or 12


def hex_words(q: int, r: int, outer: int, lang: str) -> str:
    """A hex in words; ``outer`` is the board's outermost ring."""
    hu = lang == "hu"
    k = ring(q, r)
    if k == 0:
        return "a középső mező" if hu else "the centre hex"
    h = clock(q, r)
    if k == outer:
        return f"a {h} órás szélső mező" if hu else f"the {h} o'clock edge hex"
    if k == 1:
        return f"a {h} órás belső mező" if hu else f"the {h} o'clock inner hex"
    return f"a {h} órás mező a(z) {k}. gyűrűben" if hu else f"the {h} o'clock hex of ring {k}"


def hex_short(q: int, r: int, outer: int, lang: str) -> str:
    """A hex in a few words, to follow a tile's name: "centre", "inner 2 o'clock", "edge 7 o'clock"."""
    hu = lang == "hu"
    k = ring(q, r)
    if k == 0:
        return "közép" if hu else "centre"
    h = clock(q, r)
    ring_k = f"{k}. gyűrű" if hu else f"ring {k},"
    where = ("szélső" if hu else "edge") if k == outer else (("belső" if hu else "inner") if k == 1 else ring_k)
    return f"{where}, {h} óra" if hu else f"{where} {h} o'clock"


def in_words(text: str, s: Any, lang: str, short: bool = False) -> str:
    """``text`` with every "(q,r)" replaced by the hex's name (``short``: "(edge 7 o'clock)")."""
    try:
        outer = max((ring(q, r) for q, r in s.lay.hexes), default=2)
    except Exception:
        outer = 2
    hu = lang == "hu"

    def sub(m: re.Match) -> str:
        q, r = int(m.group(1)), int(m.group(2))
        if short:
            return f"({hex_short(q, r, outer, lang)})"
        words = hex_words(q, r, outer, lang)
        return f"({words})" if hu else words

    return _COORD.sub(sub, text)


def facing_matters(name: Any) -> bool:
    """False when turning the tile changes nothing: no edge features at all (a Mine, Roots,
    a mobile trap) or the same on every side (an HQ)."""
    t = TILES.get(name) if isinstance(name, str) else None
    if t is None:
        return True
    edges = [sorted((a.type, a.strength) for a in t.attacks if a.edge == e)
             + [("armor", e in t.armor), ("net", e in t.nets), ("link", e in t.links)] for e in range(6)]
    return any(edges[e] != edges[0] for e in range(1, 6))


_FACING = re.compile(r"(, irány | facing )(" + "|".join(sorted(set(DIR_NAMES) | set(DIR_HU), key=len, reverse=True)) + r")$")


def _drop_facing(line: str, before: Any, action: tuple) -> str:
    """A placement line without "facing N" when the tile's facing does not matter."""
    pd = getattr(before, "pending", ()) or ()
    if action[:1] == ("confirm",) and pd and pd[0] == "place" and not facing_matters(pd[1]):
        return _FACING.sub("", line)
    return line


def log_line(before: Any, action: Any, after: Any, lang: str) -> str | None:
    a = tuple(action)
    kind = a[0] if a else ""
    if kind == "draw" or kind in SILENT:
        return None
    if kind in PICKS and getattr(after, "pending", ()) and getattr(after, "phase", "") == getattr(before, "phase", ""):
        return None  # a part of a decision still being made: the confirm will say it all
    moved = _move_line(before, a, lang)
    if moved is not None:
        return moved
    return in_words(_drop_facing(describe(before, a, lang), before, a), before, lang)


def _move_line(s: Any, action: tuple, lang: str) -> str | None:
    """A confirmed move or push names the unit and where it went from and to."""
    pd = getattr(s, "pending", ()) or ()
    chooser = push_chooser(s) if pd and action[:1] == ("hex",) else None
    if (action[:1] != ("confirm",) and chooser is None) or not pd or pd[0] not in ("move", "push"):
        return None
    try:
        if chooser is not None:  # the pushed unit's owner chose the hex: that completes the push
            src, dst = pd[3], (action[1], action[2])
        else:
            src, dst = (pd[2], pd[3]) if pd[0] == "move" else (pd[3], pd[4])
        outer = max((ring(q, r) for q, r in s.lay.hexes), default=2)
        name = _name_at(s, src, lang)
        a, b = hex_words(src[0], src[1], outer, lang), hex_words(dst[0], dst[1], outer, lang)
        me = who(s.turn, lang)
    except Exception:  # an odd pending tuple: the plain line below still says it
        return None
    if lang == "hu":
        verb = "mozgatja" if pd[0] == "move" else "eltaszítja"
        chose = f" (a mezőt {who(chooser, lang)} választotta)" if chooser is not None else ""
        return f"{me} {verb}: {name}, {a} → {b}{chose}"
    verb = "moves" if pd[0] == "move" else "pushes"
    chose = f" ({who(chooser, lang)} chose where)" if chooser is not None else ""
    return f"{me} {verb} {name} from {a} to {b}{chose}"


def log_round(s: Any) -> int | None:
    """Rounds: every seat still in the game has taken as many turns as the round before."""
    taken = getattr(s, "turns_taken", ())
    out = getattr(s, "eliminated", ()) or (False,) * len(taken)
    alive = [t for t, gone in zip(taken, out, strict=False) if not gone]
    return (min(alive) + 1) if alive else None

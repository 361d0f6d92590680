"""Which steps the table's game log shows for Neuroshima Hex, in words (pure: no pygame).

A tile placement is four decisions (pick the tile, the hex, the facing, confirm): the log
shows one line when it is confirmed. Picks that are cancelled, tiles drawn face down and
"ends the turn" are left out. Hexes are named by where they lie on the board, like a clock
face seen from above: "the centre hex", "the 2 o'clock inner hex", "the 7 o'clock edge
hex", never by coordinates. ``describe`` (the replay's text) keeps its coordinates.
"""

from __future__ import annotations

import re
from typing import Any

from .board import DIR_NAMES
from .content import TILES
from .hexwords import board_hexes, clock, hex_short, hex_words, ring  # noqa: F401  (the log's words)
from .text import DIR_HU, _name_at, describe, who
from .turn import push_chooser

# steps that only narrow a decision; the confirm (or the step that ends it) is the line
PICKS = ("play", "hex", "unit", "target", "rot", "area", "ability", "ally", "turret", "hit")
SILENT = ("cancel", "end")
_COORD = re.compile(r"\((-?\d+),\s*(-?\d+)\)")


def in_words(text: str, s: Any, lang: str, short: bool = False) -> str:
    """``text`` with every "(q,r)" replaced by the hex's name (``short``: "(edge 7 o'clock)")."""
    try:
        outer = max((ring(q, r) for q, r in s.lay.hexes), default=2)
    except Exception:
        outer = 2
    hu = lang == "hu"
    hexes = board_hexes(s)

    def sub(m: re.Match) -> str:
        q, r = int(m.group(1)), int(m.group(2))
        if short:
            return f"({hex_short(q, r, outer, lang, hexes)})"
        words = hex_words(q, r, outer, lang, hexes)
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
    line = in_words(_drop_facing(describe(before, a, lang), before, a), before, lang)
    hit = _instant_hexes(before, a, after)
    if hit is not None:
        results = instant_results(before, hit, after, lang)
        if results:
            line = f"{line}: {results}"
    return line


def _instant_hexes(before: Any, action: tuple, after: Any) -> list | None:
    """The hexes an instant tile hit, when ``action`` resolves it (its confirm, or the Medic's
    choice it waited for); None for other steps and while a Medic still has to choose."""
    if getattr(after, "phase", "") == "medic_choice":
        return None
    if getattr(before, "phase", "") == "medic_choice" and before.battle and before.battle[1] == "instant":
        return [tuple(h) for h in before.battle[4][1:]]
    pd = getattr(before, "pending", ()) or ()
    if action[:1] != ("confirm",) or not pd:
        return None
    try:
        if pd[0] == "area":
            lay = before.lay
            if pd[2] == "air":
                i = lay.index[tuple(pd[3])]
                return [lay.hexes[i]] + [lay.hexes[j] for j in lay.nb[i] if j >= 0]
            return [tuple(h) for h in pd[3]]
        if pd[0] in ("sniper", "grenade"):
            return [tuple(pd[2])]
    except (KeyError, IndexError, TypeError):
        return None
    return None


def instant_results(before: Any, hexes: list, after: Any, lang: str) -> str:
    """What an instant tile did to the units in ``hexes``: destroyed, wounded, saved by a Medic
    or unharmed (HQs, dense forest), each named with where it stands."""
    hu = lang == "hu"
    lay = before.lay
    words = {"destroyed": ("destroyed", "megsemmisült"), "wounded": ("wounded", "megsebesült"),
             "saved": ("saved by a Medic", "életmentő mentette meg"),
             "immune": ("unharmed (dense forest)", "sértetlen (sűrű erdő)"),
             "hq": ("unharmed (HQs are not hit)", "sértetlen (főhadiszállást nem ér)"),
             "found": ("destroyed", "megsemmisült")}
    out = []
    hexes_all = board_hexes(before)
    outer = max((ring(q, r) for q, r in hexes_all), default=2)
    for h in hexes:
        i = lay.index.get(tuple(h))
        if i is None:
            continue
        where = hex_short(h[0], h[1], outer, lang, hexes_all)
        p, q = before.board[i], after.board[i]
        f, g = before.found[i], after.found[i]
        if f is not None and g is None:
            out.append(f"{_tile(f.name, lang)} ({where}) {words['found'][1 if hu else 0]}")
        if p is None:
            continue
        if TILES[p.name].kind == "hq":
            what = "hq"
        elif "dense" in lay.props[i] or "hidden" in lay.props[i]:
            what = "immune"
        elif q is None or q.uid != p.uid:
            what = "destroyed"
        elif q.dmg > p.dmg:
            what = "wounded"
        else:
            what = "saved"
        out.append(f"{_tile(p.name, lang)} ({where}) {words[what][1 if hu else 0]}")
    return ", ".join(out)


def _tile(name: str, lang: str) -> str:
    t = TILES.get(name)
    return (t.name_hu if lang == "hu" else t.name_en) if t is not None else name


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
        hexes = board_hexes(s)
        a, b = hex_words(src[0], src[1], outer, lang, hexes), hex_words(dst[0], dst[1], outer, lang, hexes)
        me = who(s.turn, lang)
    except Exception:  # an odd pending tuple: the plain line below still says it
        return None
    if pd[0] == "move" and src == dst:  # a Move may only turn the unit where it stands
        d = (DIR_HU if lang == "hu" else DIR_NAMES)[int(pd[4]) % 6] if len(pd) > 4 else ""
        if lang == "hu":
            return f"{me} elforgatja: {name}, {a}, irány {d}"
        return f"{me} turns {name} on {a} to face {d}"
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

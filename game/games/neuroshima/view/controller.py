"""Sorting the legal actions of the current decision into what the table can click.

The rules split a turn into small decisions; each legal action is one of:
``("play", tile)`` / ``("discard", tile)`` (hand), ``(tag, q, r)`` with tag in hex/unit/target/hq
and ``("ability", kind, q, r)`` (a board hex), ``("area", q1, r1, q2, r2, q3, r3)`` (a triangle
of hexes), ``("rot", k)`` (rotation control), and everything else (confirm, cancel, end, hit,
reward, turret, ally, ...) which becomes a button in the prompt strip. Battle decisions
(phase "battle_choice") glow on the hex they aim at: ``("sharpshoot", uq, ur, tq, tr)`` and
``("medic", mq, mr, tq, tr, k)`` on the target, ``("rocket", uq, ur, path...)`` on the hex where the
rocket ends when a piece stands there (a rocket steered into nothing is a button), while
``("explode", ...)`` and ``("swap", ...)`` are buttons. The view never invents an action: every
click returns one element of ``legal``.
"""
from __future__ import annotations

from typing import Any

Hex = tuple[int, int]
HEX_TAGS = ("hex", "unit", "target", "hq")


def is_hex_action(a: Any) -> bool:
    return (isinstance(a, tuple) and len(a) == 3 and a[0] in HEX_TAGS and isinstance(a[1], int)
            and isinstance(a[2], int)) or (isinstance(a, tuple) and len(a) == 4 and a[0] == "ability")


def action_hex(a: tuple) -> Hex:
    return (a[-2], a[-1])


def battle_hex(a: Any, occupied: Any = None) -> Hex | None:
    """The board hex a battle decision aims at, or None when it is not a board choice."""
    if not isinstance(a, tuple) or not a:
        return None
    if a[0] in ("sharpshoot", "medic") and len(a) >= 5:
        return (a[3], a[4])
    if a[0] == "rocket" and len(a) >= 5 and len(a) % 2 == 1:
        end = (a[-2], a[-1])
        if occupied is None or end in occupied:
            return end
    return None


class Choices:
    """The legal actions of one decision, sorted by where they are taken."""

    def __init__(self, legal: list, occupied: Any = None) -> None:
        self.legal = list(legal)
        self.by_hex: dict[Hex, list] = {}
        self.areas: list[tuple] = []
        self.rots: list[int] = []
        self.play: dict[str, tuple] = {}
        self.discard: dict[str, tuple] = {}
        self.other: list = []
        for a in self.legal:
            if not isinstance(a, tuple) or not a:
                self.other.append(a)
            elif is_hex_action(a):
                self.by_hex.setdefault(action_hex(a), []).append(a)
            elif battle_hex(a, occupied) is not None:
                self.by_hex.setdefault(battle_hex(a, occupied), []).append(a)
            elif a[0] == "area" and len(a) == 7:
                self.areas.append(a)
            elif a[0] == "rot" and len(a) == 2:
                self.rots.append(int(a[1]))
            elif a[0] == "play" and len(a) == 2:
                self.play[a[1]] = a
            elif a[0] == "discard" and len(a) == 2:
                self.discard[a[1]] = a
            else:
                self.other.append(a)
        self.rots.sort()

    # ------------------------------------------------------------------ queries
    @property
    def glowing(self) -> set[Hex]:
        out = set(self.by_hex)
        for a in self.areas:
            out.update(area_hexes(a))
        return out

    def has(self, a: Any) -> bool:
        return a in self.legal

    @property
    def confirm(self) -> tuple | None:
        return ("confirm",) if ("confirm",) in self.legal else None

    @property
    def cancel(self) -> tuple | None:
        return ("cancel",) if ("cancel",) in self.legal else None

    def next_rot(self, current: int, step: int) -> int:
        """The next legal rotation clockwise (step 1) or counter-clockwise (step -1)."""
        if not self.rots:
            return current
        if current not in self.rots:
            return self.rots[0]
        for k in range(1, 7):
            cand = (current + step * k) % 6
            if cand in self.rots:
                return cand
        return current

    def glow_kind(self, h: Hex) -> str:
        acts = self.by_hex.get(h, [])
        if any(a[0] in ("target", "sharpshoot", "rocket", "medic") for a in acts):
            return "target"
        if any(a[0] in ("unit", "ability") for a in acts):
            return "unit"
        return "hex"


def area_hexes(a: tuple) -> list[Hex]:
    return [(a[1], a[2]), (a[3], a[4]), (a[5], a[6])]

"""Rogue Agent table: legal actions by place -- which tile, criminal, seat, die or bomb-board column
offers which action. The view only ever offers actions from ``legal_actions``; this module
just sorts them by where they are clicked (the engine's action shapes are listed in the
design note of ``rules.py``)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.games.rogue_agent import content as K

TILE_KINDS = ("move", "informant", "assassin", "bomb")  # (kind, position)
CRIMINAL_KINDS = ("investigate", "attack", "arrest", "take", "drop")
SEAT_KINDS = ("steal", "screen", "attack_android", "attack_agent")
ODDS_KINDS = ("attack", "attack_assassin", "defuse", "attack_android", "attack_agent", "attack_location")
LOCAL_KINDS = ("search", "buy", "turnin", "reinforce", "attack_assassin", "attack_location")  # done where you stand


def district_pos(s: Any, number: int) -> str | None:
    for i, tid in enumerate(s.layout):
        if tid in K.TILES and K.TILES[tid].number == number:
            return K.POS_ORDER[i]
    return None


def criminal_pos(s: Any, num: int) -> str | None:
    for c in s.criminals:
        if c.num == num:
            if c.pos is not None:
                return c.pos
            if 0 <= c.holder < len(s.players):
                return s.players[c.holder].pos
    return None


def target_of(s: Any, a: tuple) -> tuple | None:
    """Where the action ``a`` is clicked: ("tile", pos), ("crim", n), ("seat", k), ("die", i),
    ("col", c); None: a button in the prompt strip."""
    if not a:
        return None
    kind = a[0]
    if kind in TILE_KINDS and len(a) > 1 and isinstance(a[1], str):
        return ("tile", a[1])
    if kind == "assign" and len(a) > 1:
        pos = district_pos(s, int(a[1]))
        return ("tile", pos) if pos else None
    if kind == "defuse" and len(a) > 1:
        for b in s.bombs:
            if b.id == a[1]:
                return ("tile", b.pos)
        return None
    if kind in CRIMINAL_KINDS and len(a) > 1:
        return ("crim", int(a[1]))
    if kind in SEAT_KINDS and len(a) > 1:
        return ("seat", int(a[1]))
    if kind == "amp" and len(a) > 1 and isinstance(a[1], int):
        return ("die", a[1])
    if kind == "place" and len(a) > 3:
        return ("col", int(a[3]))
    return None


def _acting_tile(s: Any) -> str | None:
    """The tile of the agent choosing their next action (the turn's main menu), else None."""
    top = s.stack[-1] if s is not None and s.stack else ()
    if len(top) > 2 and top[0] == "D" and top[2] == "main" and 0 <= top[1] < len(s.players):
        return s.players[top[1]].pos
    return None


class Choices:
    """The legal actions of one decision, grouped by target."""

    def __init__(self, s: Any, legal: Sequence[Any]) -> None:
        self.legal = [tuple(a) for a in legal]
        self.by_target: dict[tuple, list[tuple]] = {}
        self.buttons: list[tuple] = []
        self.reroll = any(a and a[0] == "reroll" for a in self.legal)
        here = _acting_tile(s)
        for a in self.legal:
            tgt = target_of(s, a) if s is not None else None
            if a and a[0] == "reroll":
                continue  # the dice are picked in the tray; one button rerolls the picked ones
            if tgt is None:
                self.buttons.append(a)
                if here is not None and a[0] in LOCAL_KINDS:  # also offered on the agent's own tile
                    self.by_target.setdefault(("tile", here), []).append(a)
            else:
                self.by_target.setdefault(tgt, []).append(a)

    def tile_actions(self, s: Any, pos: str) -> list[tuple]:
        """Actions on the tile itself, then on the criminals standing there."""
        out = list(self.by_target.get(("tile", pos), []))
        for c in s.criminals:
            if c.pos == pos:
                out += self.by_target.get(("crim", c.num), [])
        for k, p in enumerate(s.players):  # steal from / screen / fight an agent standing there
            if p.pos == pos:
                out += self.by_target.get(("seat", k), [])
        return out

    def lit_tiles(self, s: Any) -> set[str]:
        out = {t[1] for t in self.by_target if t[0] == "tile"}
        for t in self.by_target:
            if t[0] == "crim":
                p = criminal_pos(s, t[1])
                if p:
                    out.add(p)
            elif t[0] == "seat" and 0 <= t[1] < len(s.players):
                out.add(s.players[t[1]].pos)
        return out

    def reroll_action(self, picked: set[int]) -> tuple | None:
        mask = sum(1 << i for i in picked)
        a = ("reroll", mask)
        return a if a in self.legal else None

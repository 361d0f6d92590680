"""What the board shows: a ``Shown`` piece per occupied hex, read from a (view) state."""
from __future__ import annotations

from typing import Any

from game.games.neuroshima.content import TILES
from game.games.neuroshima.derive import derive

from .board import Shown

Hex = tuple[int, int]


def army_of(name: str, owner: int, armies) -> str:
    t = TILES.get(name)
    if t is not None:
        return t.army
    return armies[owner] if 0 <= owner < len(armies) else ""


def shown_from_state(s: Any) -> dict[Hex, Shown]:
    out: dict[Hex, Shown] = {}
    if s is None:
        return out
    lay = s.lay
    netted: set = set()
    try:
        netted = set(derive(lay, s.armies, s.board, s.found, s.teams).netted)
    except Exception:
        pass
    for i, p in enumerate(s.board):
        if p is None:
            continue
        h = lay.hexes[i]
        sp = Shown(name=p.name, owner=p.owner, army=army_of(p.name, p.owner, s.armies), rot=p.rot, dmg=p.dmg,
                   venom=len(p.venom), netted=i in netted)
        if p.name in TILES and TILES[p.name].kind == "hq":
            sp.hp = max(0, 20 - p.dmg)
        out[h] = sp
    return out


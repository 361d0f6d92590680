"""Final scoring (4.13) and the gold tie-break."""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.games.waterdeep.content import ALL_QUESTS, LORDS
from game.games.waterdeep.state import WDState


def lord_bonus(s: WDState, seat: int) -> int:
    p = s.players[seat]
    lord = LORDS.get(p.lord) if p.lord is not HIDDEN else None
    if lord is None:
        return 0
    if lord.bonus == "buildings":
        return lord.vp_each * sum(1 for _k, o, _st in s.buildings if o == seat)
    return lord.vp_each * sum(1 for q in p.completed if ALL_QUESTS[q].type in lord.types)


def breakdown(s: WDState) -> list[dict[str, Any]]:
    rows = []
    for seat, p in enumerate(s.players):
        adv = sum(p.cubes)
        gold = p.gold // 2
        lord = lord_bonus(s, seat)
        rows.append({"vp": p.vp, "adventurers": adv, "gold": gold, "lord": lord, "total": p.vp + adv + gold + lord})
    return rows


def winners(s: WDState) -> list[int]:
    totals = [r["total"] for r in breakdown(s)]
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    most_gold = max(s.players[i].gold for i in tied)
    return [i for i in tied if s.players[i].gold == most_gold]

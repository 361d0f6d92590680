"""Rogue Agent final scoring (spec section 5): influence, informants, syndicate bonus; stamina breaks ties."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.games.rogue_agent import content as K
from game.games.rogue_agent.state import RAState


def group_bonus(n: int) -> int:
    """1, 3, 6, 10 for one to four criminals of a syndicate, then 5 more for each beyond the 4th."""
    if n <= 0:
        return 0
    if n < len(K.SYND_BONUS):
        return K.SYND_BONUS[n]
    return K.SYND_BONUS[-1] + K.SYND_STEP * (n - (len(K.SYND_BONUS) - 1))


def syndicate_bonus(cards: tuple[str, ...] | list[str]) -> int:
    """Wild criminals all join the syndicate the player turned in most of (alone: one group)."""
    counts = Counter(K.CARDS[c].syndicate for c in cards)
    wild = counts.pop(K.WILD, 0)
    if counts:
        best = max(counts, key=lambda k: (counts[k], k))
        counts[best] += wild
    elif wild:
        counts[K.WILD] = wild
    return sum(group_bonus(n) for n in counts.values())


def informants_in_city(s: RAState, seat: int) -> int:
    return sum(1 for cell in s.slots for o in cell if o == seat)


def breakdown(s: RAState) -> list[dict[str, Any]]:
    rows = []
    for seat, p in enumerate(s.players):
        inf = informants_in_city(s, seat)
        syn = syndicate_bonus(p.turned_in)
        rows.append({"influence": p.influence, "informants": inf, "syndicates": syn,
                     "total": p.influence + inf + syn, "stamina": p.stamina})
    return rows


def winners(s: RAState) -> list[int]:
    rows = breakdown(s)
    best = max((r["total"], r["stamina"]) for r in rows)
    return [i for i, r in enumerate(rows) if (r["total"], r["stamina"]) == best]

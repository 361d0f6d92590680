"""Map algorithms of spec section 3.7 (pure functions over station ids).

``active`` is the set of stations in play (chosen zones, the Polis and the Hansa ring);
``owner`` maps a controlled station to its seat. Inactive stations and their edges are
ignored by every search.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations

from game.games.metro2033.content import FACTION_IDS, NEIGHBOURS, STATIONS, ZONE_ADJ


def active_stations(factions: Iterable[str]) -> frozenset[str]:
    zones = set(factions) | {"polis", "hansa"}
    return frozenset(s for s, st in STATIONS.items() if st.zone in zones)


def hero_reach(start: str, speed: int, active: frozenset[str]) -> frozenset[str]:
    """Stations a hero at ``start`` can end on with ``speed`` moves (start included)."""
    seen = {start}
    frontier = [start]
    for _ in range(max(0, speed)):
        nxt = []
        for u in frontier:
            for v, _h in NEIGHBOURS[u]:
                if v in active and v not in seen:
                    seen.add(v)
                    nxt.append(v)
        frontier = nxt
    return frozenset(seen)


def passable(station: str, owner: Mapping[str, int]) -> bool:
    st = STATIONS[station]
    return st.type == "hansa" or (st.type == "polis" and station not in owner)


def army_reach(own: Iterable[str], owner: Mapping[str, int], active: frozenset[str], limit: int | None = 1) -> frozenset[str]:
    """Stations an army holding ``own`` can reach (spec 3.7); ``limit`` None: any Hansa tunnels."""
    own = frozenset(own)
    frontier = [(s, 0) for s in sorted(own)]
    seen = set(frontier)
    reach: set[str] = set()
    while frontier:
        u, h = frontier.pop()
        for v, hansa in NEIGHBOURS[u]:
            if v not in active:
                continue
            h2 = h + (1 if hansa and limit is not None else 0)
            if limit is not None and h2 > limit:
                continue
            reach.add(v)
            if passable(v, owner) and (v, h2) not in seen:
                seen.add((v, h2))
                frontier.append((v, h2))
    return frozenset(reach - own)


def attackable_stations(own: Iterable[str], owner: Mapping[str, int], active: frozenset[str], limit: int | None = 1) -> frozenset[str]:
    return frozenset(
        t for t in army_reach(own, owner, active, limit) if STATIONS[t].type in ("regular", "polis")
    )


def distance(a: str, targets: Iterable[str], active: frozenset[str] | None = None) -> int:
    """Edges from ``a`` to the nearest of ``targets`` (breadth first); -1 if none."""
    goal = set(targets)
    seen = {a}
    frontier = [a]
    d = 0
    while frontier:
        if goal & set(frontier):
            return d
        nxt = []
        for u in frontier:
            for v, _h in NEIGHBOURS[u]:
                if v not in seen and (active is None or v in active):
                    seen.add(v)
                    nxt.append(v)
        frontier = nxt
        d += 1
    return -1


def zone_adjacency_from_map() -> dict[str, frozenset[str]]:
    """Zone adjacency by the rule of spec 3.4 (single edge, or a Hansa-interior path with at
    most one Hansa tunnel; the Polis makes no adjacency)."""
    adj: dict[str, set[str]] = {f: set() for f in FACTION_IDS}
    for s, st in STATIONS.items():
        if st.zone not in adj:
            continue
        frontier = [(s, 0)]
        seen = {(s, 0)}
        while frontier:
            u, h = frontier.pop()
            for v, hansa in NEIGHBOURS[u]:
                h2 = h + (1 if hansa else 0)
                if h2 > 1:
                    continue
                z = STATIONS[v].zone
                if z in adj and z != st.zone:
                    adj[st.zone].add(z)
                if STATIONS[v].type == "hansa" and (v, h2) not in seen:
                    seen.add((v, h2))
                    frontier.append((v, h2))
    return {k: frozenset(v) for k, v in adj.items()}


def connected(nodes: frozenset[str]) -> bool:
    if not nodes:
        return True
    start = min(nodes)
    seen = {start}
    frontier = [start]
    while frontier:
        u = frontier.pop()
        for v, _h in NEIGHBOURS[u]:
            if v in nodes and v not in seen:
                seen.add(v)
                frontier.append(v)
    return seen == set(nodes)


def draftable_sets() -> list[frozenset[str]]:
    """Faction sets of 2+ that a draft can produce (connected in the zone graph)."""
    out = []
    for k in range(2, len(FACTION_IDS) + 1):
        for combo in combinations(FACTION_IDS, k):
            if connected_zones(frozenset(combo)):
                out.append(frozenset(combo))
    return out


def connected_zones(zs: frozenset[str]) -> bool:
    start = min(zs)
    seen = {start}
    frontier = [start]
    while frontier:
        u = frontier.pop()
        for v in ZONE_ADJ[u]:
            if v in zs and v not in seen:
                seen.add(v)
                frontier.append(v)
    return seen == set(zs)

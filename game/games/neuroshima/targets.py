"""Legal targets of tiles and abilities during a turn (placement hexes, rotations, Move, Push,
Sniper, Small bomb, Castling, Air strike, Grenade, rewards, gloomy forest, control panel).
All functions return hex indices / small ints in a deterministic order.
"""

from __future__ import annotations

from .board import triangles
from .content import TILES
from .derive import Derived, derive
from .ops import can_enter
from .state import State, friendly


def dv(s: State) -> Derived:
    return derive(s.lay, s.armies, s.board, s.found, s.teams)


_OWN: dict = {}


def own_army_units(s: State, seat: int) -> list[int]:
    """Hexes of the seat's own-army units (memoized for the last boards seen; callers only read it)."""
    army = s.armies[seat]
    board = s.board
    key = (id(board), seat, army)
    hit = _OWN.get(key)
    if hit is not None and hit[0] is board:
        return hit[1]
    out = [i for i, p in enumerate(board) if p is not None and p.owner == seat and TILES[p.name].army == army]
    if len(_OWN) > 64:
        _OWN.clear()
    _OWN[key] = (board, out)
    return out


def placement_hexes(s: State, name: str, seat: int) -> list[int]:
    t = TILES[name]
    lay = s.lay
    if t.kind == "foundation":
        return [i for i in range(len(lay.hexes)) if s.board[i] is None and s.found[i] is None
                and not ({"closed", "deadly"} & lay.props[i])]
    props = lay.props
    # can_enter, with its two commonest answers first: an occupied hex, plain terrain
    return [i for i, p in enumerate(s.board) if p is None and (not props[i] or can_enter(s, i, name, seat))]


def can_place(s: State, name: str, seat: int) -> bool:
    """``bool(placement_hexes(s, name, seat))``, stopping at the first hex found."""
    if TILES[name].kind == "foundation":
        return bool(placement_hexes(s, name, seat))
    props = s.lay.props
    for i, p in enumerate(s.board):
        if p is None and (not props[i] or can_enter(s, i, name, seat)):
            return True
    return False


def _signature(name: str, rot: int) -> tuple:
    t = TILES[name]
    return (tuple(sorted(((a.edge + rot) % 6, a.type, a.strength) for a in t.attacks)),
            tuple(sorted((e + rot) % 6 for e in t.armor)), tuple(sorted((e + rot) % 6 for e in t.nets)),
            tuple(sorted((e + rot) % 6 for e in t.links)))


_ROT_CACHE: dict[str, tuple[int, ...]] = {}


def rotations(name: str) -> tuple[int, ...]:
    """Distinct rotations of a tile (rotations giving identical edges are merged)."""
    r = _ROT_CACHE.get(name)
    if r is None:
        t = TILES[name]
        if t.kind == "foundation":
            r = (0,)
        else:
            seen, out = set(), []
            for k in range(6):
                sig = _signature(name, k)
                if sig not in seen:
                    seen.add(sig)
                    out.append(k)
            r = tuple(out)
        _ROT_CACHE[name] = r
    return r


def movable_units(s: State, seat: int, d: Derived) -> list[int]:
    return [i for i in own_army_units(s, seat) if i not in d.netted]


def has_move_doubler(s: State, seat: int, d: Derived) -> bool:
    return any(p is not None and p.owner == seat and p.name == "op.recon_center" and i not in d.netted
               for i, p in enumerate(s.board))


def move_destinations(s: State, i: int, seat: int, d: Derived, double: bool) -> list[int]:
    """Hexes the unit at i may move to (its own hex first: rotate in place)."""
    p = s.board[i]
    lay = s.lay
    out = [i]
    frontier = [i]
    seen = {i}
    for _step in range(2 if double else 1):
        nxt = []
        for h in frontier:
            for j in lay.nb[h]:
                if j < 0 or j in seen:
                    continue
                seen.add(j)
                if can_enter(s, j, p.name, seat, ignore=(i,)):
                    out.append(j)
                    nxt.append(j)
        frontier = nxt
    return out


def push_dests(s: State, pusher: int, target: int) -> list[int]:
    lay = s.lay
    d = next(k for k in range(6) if lay.nb[pusher][k] == target)
    p = s.board[target]
    out = []
    for dd in (d, (d + 5) % 6, (d + 1) % 6):
        j = lay.nb[target][dd]
        if j >= 0 and can_enter(s, j, p.name, p.owner):
            out.append(j)
    return sorted(out)


def push_targets(s: State, pusher: int) -> list[int]:
    p = s.board[pusher]
    out = []
    for j in s.lay.nb[pusher]:
        if j >= 0 and s.board[j] is not None and not friendly(s.teams, s.board[j].owner, p.owner) and push_dests(s, pusher, j):
            out.append(j)
    return sorted(out)


def pushers(s: State, seat: int, d: Derived) -> list[int]:
    return [i for i in movable_units(s, seat, d) if push_targets(s, i)]


def sniper_targets(s: State, seat: int) -> list[int]:
    lay = s.lay
    out = []
    for i in range(len(lay.hexes)):
        p, f = s.board[i], s.found[i]
        if p is not None and not friendly(s.teams, p.owner, seat) and TILES[p.name].kind != "hq":
            out.append(i)
        elif f is not None and not friendly(s.teams, f.owner, seat):
            out.append(i)
        elif i in lay.wh_index and warehouse_open_for(s, i, seat):
            out.append(i)
    return out


def warehouse_open_for(s: State, i: int, seat: int) -> bool:
    k = s.lay.wh_index[i]
    w = s.lay.warehouses[k]
    wounds, open_ = s.wh[k]
    return open_ and wounds < w.strength and (not w.armies or s.armies[seat] in w.armies)


def bomb_areas(s: State) -> list[tuple[int, ...]]:
    return triangles(s.lay)


def air_areas(s: State) -> list[int]:
    lay = s.lay
    return [i for i in range(len(lay.hexes)) if all(j >= 0 for j in lay.nb[i])]


def area_hexes(s: State, kind: str, area: tuple[int, ...]) -> tuple[int, ...]:
    if kind == "air":
        return (area[0],) + tuple(s.lay.nb[area[0]])
    return area


def choice_hexes(s: State, hexes: tuple[int, ...]) -> list[int]:
    """Hexes of an area holding both a unit and a foundation: the attacker chooses."""
    return [i for i in hexes if s.board[i] is not None and s.found[i] is not None and not instant_immune(s, i)]


def instant_immune(s: State, i: int) -> bool:
    props = s.lay.props[i]
    return "dense" in props or "hidden" in props


def castle_partners(s: State, a: int, seat: int, d: Derived) -> list[int]:
    lay = s.lay
    pa = s.board[a]
    out = []
    adjacent_only = s.opt("castling_requires_adjacency", "no") == "yes"
    for b in movable_units(s, seat, d):
        if b == a:
            continue
        if adjacent_only and b not in lay.nb[a]:
            continue
        pb = s.board[b]
        if can_enter(s, b, pa.name, seat, ignore=(a, b)) and can_enter(s, a, pb.name, seat, ignore=(a, b)):
            out.append(b)
    return out


def castle_firsts(s: State, seat: int, d: Derived) -> list[int]:
    return [a for a in movable_units(s, seat, d) if castle_partners(s, a, seat, d)]


def grenade_targets(s: State, seat: int, d: Derived) -> list[int]:
    """Enemy units (not HQs) and enemy foundations next to the seat's HQ. Printed rule
    (grenade=destroy): none while the HQ is netted (spec 1.10)."""
    hq = next((i for i, p in enumerate(s.board) if p is not None and p.owner == seat and TILES[p.name].kind == "hq"), -1)
    if hq < 0:
        return []
    if hq in d.netted and s.opt("grenade", "wound") == "destroy":
        return []
    out = []
    for j in s.lay.nb[hq]:
        if j < 0:
            continue
        p, f = s.board[j], s.found[j]
        if p is not None and not friendly(s.teams, p.owner, seat) and TILES[p.name].kind != "hq":
            out.append(j)  # an enemy unit (not an HQ) next to the HQ
        elif f is not None and not friendly(s.teams, f.owner, seat):
            out.append(j)  # or an enemy foundation there (Roots, Mine): one hit destroys it (spec 3.4)
    return sorted(out)


def reward_units(s: State, seat: int) -> list[int]:
    return [i for i in own_army_units(s, seat) if TILES[s.board[i].name].kind != "hq" and len(s.board[i].rewards) < 2]


def gloomy_units(s: State, seat: int, d: Derived) -> list[int]:
    lay = s.lay
    return [i for i in movable_units(s, seat, d) if "gloomy" in lay.props[i] and TILES[s.board[i].name].kind != "hq"
            and (len(gloomy_dests(s, i, seat)) > 1 or len(rotations(s.board[i].name)) > 1)]


def gloomy_dests(s: State, i: int, seat: int) -> list[int]:
    lay = s.lay
    code = lay.plate[i]
    plates = {code}
    for h in lay.plates.get(code, ()):
        for j in lay.nb[h]:
            if j >= 0 and lay.terrain[j] == "forest":
                plates.add(lay.plate[j])
    p = s.board[i]
    out = [i]
    for c in sorted(plates):
        for j in lay.plates.get(c, ()):
            if j != i and can_enter(s, j, p.name, seat, ignore=(i,)):
                out.append(j)
    return sorted(set(out), key=out.index)


def panel_operator(s: State, seat: int, d: Derived) -> bool:
    lay = s.lay
    if lay.panel < 0:
        return False
    p = s.board[lay.panel]
    return p is not None and p.owner == seat and lay.panel not in d.netted

"""Derived board state: nets (spec 1.11.6), module links, HQ abilities, the Neojungle homeland
(3.6.2), effective toughness, strength and initiative. Pure function of the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import Layout
from .content import TILES
from .state import friendly

ACTIVE, INACTIVE, UNKNOWN = 1, 0, -1


@dataclass
class Derived:
    netted: set = field(default_factory=set)
    tough: dict = field(default_factory=dict)
    melee: dict = field(default_factory=dict)  # bonus
    ranged: dict = field(default_factory=dict)
    init: dict = field(default_factory=dict)  # modifier
    extra: dict = field(default_factory=dict)  # idx -> sorted list of extra-action source ids
    medics: dict = field(default_factory=dict)  # medic idx -> set of protected idx
    mobile: set = field(default_factory=set)
    sharp: set = field(default_factory=set)
    explosive: set = field(default_factory=set)
    homeland: dict = field(default_factory=dict)  # seat -> set of member hex idx (units and roots)
    dead_hq: set = field(default_factory=set)
    nets: list = field(default_factory=list)  # active (netter, netted) pairs
    quartermaster: dict = field(default_factory=dict)  # unit idx -> set of working Quartermasters linked to it
    taken: dict = field(default_factory=dict)  # module idx -> seat of the Scoper that took it over

    def slots(self, board: tuple, i: int) -> list[tuple[tuple, int]]:
        """Action slots of the unit at i: (slot id, effective value)."""
        t = TILES[board[i].name]
        if not t.initiative:
            return []
        mod = self.init.get(i, 0)
        out = [(("p", k), max(0, v + mod)) for k, v in enumerate(t.initiative)]
        for src in self.extra.get(i, ()):
            values = {v for _s, v in out}
            for v in sorted(values, reverse=True):
                if v - 1 not in values:
                    if v - 1 >= 0:
                        out.append((("x", src), v - 1))
                    break
        return out


def _hq_alive(p) -> bool:
    return p.dmg < 20


def _base_tough(lay: Layout, board: tuple, i: int) -> int:
    p = board[i]
    t = TILES[p.name]
    if t.kind == "hq":
        return 20
    v = t.toughness
    if "fortress" in lay.props[i]:
        v += 1
    v += p.rewards.count("first_aid")
    return v


def _ny_hq_gives(board: tuple, armies: tuple, src: int, dst: int, teams: tuple = ()) -> bool:
    """Would the NY HQ at src give +1 toughness to the unit at dst (ignoring nets)?"""
    h, p = board[src], board[dst]
    t = TILES[p.name]
    if t.kind == "hq":
        return False
    if any(e == "medic" for e, _v in t.effects):
        return False
    if friendly(teams, p.owner, h.owner):
        return True
    return "spy" in t.abilities


_SCOPERS = frozenset(k for k, t in TILES.items() if any(e == "scoper" for e, _v in t.effects))
_HOMELAND_HQS = frozenset(k for k, t in TILES.items() if t.kind == "hq" and any(e == "homeland" for e, _v in t.effects))
_STATIC: dict[str, tuple] = {}


def _static(name: str) -> tuple:
    """What the apply step of ``_derive`` reads from a tile type, worked out once per type:
    (kind, printed toughness, Mobility, Sharpshooter, a ranged/shotgun/gauss attack, Explosion)."""
    st = _STATIC.get(name)
    if st is None:
        t = TILES[name]
        st = _STATIC[name] = (t.kind, t.toughness, "mobility" in t.abilities, "sharpshooter" in t.abilities,
                              any(a.type in ("ranged", "shotgun", "gauss") for a in t.attacks),
                              "explosion" in t.abilities)
    return st


_CACHE: dict = {}
_BY_VALUE: dict = {}


def derive(lay: Layout, armies: tuple, board: tuple, found: tuple, teams: tuple = ()) -> Derived:
    """Derived state of a board (read-only; shared between callers). Cached by the identity of
    the immutable board tuples, then by their value: a search replays the same boards with
    other hidden tiles many times, and equal boards derive equally (a pure function)."""
    key = (id(lay), armies, teams, id(board), id(found))
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is board and hit[1] is found:
        return hit[2]
    vkey = (lay.scenario, len(lay.hexes), armies, teams, board, found)  # the pair fixes the layout
    d = _BY_VALUE.get(vkey)
    if d is None:
        d = _derive(lay, armies, board, found, teams)
        if len(_BY_VALUE) >= 4096:
            _BY_VALUE.clear()
        _BY_VALUE[vkey] = d
    if len(_CACHE) > 256:
        _CACHE.clear()
    _CACHE[key] = (board, found, d)
    return d


def _derive(lay: Layout, armies: tuple, board: tuple, found: tuple, teams: tuple) -> Derived:
    d = Derived()
    nb = lay.nb
    units = [i for i, p in enumerate(board) if p is not None]
    ny_hqs = []
    for i in units:
        p = board[i]
        t = TILES[p.name]
        if t.kind == "hq":
            if not _hq_alive(p):
                d.dead_hq.add(i)
            elif any(e == "toughness_plus" for e, _v in t.effects):
                ny_hqs.append(i)
    # toughness bonus from NY HQs, ignoring nets (for the net dependency rule)
    hq_bonus: dict[int, list[int]] = {}
    for h in ny_hqs:
        for j in nb[h]:
            if j >= 0 and board[j] is not None and _ny_hq_gives(board, armies, h, j, teams):
                hq_bonus.setdefault(j, []).append(h)
    _resolve_nets(d, lay, board, units, hq_bonus, teams)
    netted = d.netted
    effects: dict[int, list[tuple[str, int, int]]] = {}  # target -> (effect, value, source)

    def give(j: int, eff: str, val: int, src: int) -> None:
        effects.setdefault(j, []).append((eff, val, src))

    d.taken = _scoped(lay, board, units, netted, teams)
    for i in units:
        if i in netted or i in d.dead_hq:
            continue
        p = board[i]
        t = TILES[p.name]
        if not t.effects or t.kind not in ("module", "hq"):
            continue
        if i in d.taken:
            p = p._replace(owner=d.taken[i])
        recipients: set[int] = set()
        hostile = t.hostile
        for e in t.links:
            j = nb[i][(e + p.rot) % 6]
            if j < 0:
                continue
            q = board[j]
            if q is None:
                continue
            if hostile:
                if not friendly(teams, q.owner, p.owner):
                    recipients.add(j)
            elif friendly(teams, q.owner, p.owner):
                recipients.add(j)
            elif "spy" in TILES[q.name].abilities and j not in netted:
                recipients.add(j)
        for eff, val in t.effects:
            if eff == "homeland":
                continue
            for j in recipients:
                if eff == "toughness_plus" and not _ny_hq_gives(board, armies, i, j, teams):
                    continue
                give(j, eff, val, i)
    _homeland(d, lay, armies, board, found, units, give)
    _scoped_homeland(d, lay, board, teams, give)
    # apply
    props = lay.props
    d_tough, d_mobile = d.tough, d.mobile
    for i in units:
        p = board[i]
        kind, toughness, self_mobile, self_sharp, ranged_kind, self_explode = _static(p.name)
        rewards = p.rewards
        if kind == "hq":
            tough = 20
        else:
            tough = toughness + 1 if "fortress" in props[i] else toughness
            if rewards:
                tough += rewards.count("first_aid")
        if rewards:
            melee = rewards.count("punch")
            ranged = rewards.count("shot")
            init = rewards.count("accelerator")
            extra = [("r", k) for k, r in enumerate(rewards) if r == "extra_action"]
            mobile = self_mobile or "mobility" in rewards
        else:
            melee = ranged = init = 0
            extra = []
            mobile = self_mobile
        given = effects.get(i)
        if given:
            seen_tough = False
            for eff, val, src in given:
                if eff == "melee_plus":
                    melee += val
                elif eff == "ranged_plus":
                    ranged += val
                elif eff == "init_plus":
                    init += val
                elif eff == "init_minus":
                    init -= val
                elif eff == "extra_action":
                    extra.append(("m", src))
                elif eff == "medic":
                    d.medics.setdefault(src, set()).add(i)
                elif eff == "mobility_grant":
                    mobile = True
                elif eff == "quartermaster":
                    d.quartermaster.setdefault(i, set()).add(src)
                elif eff == "toughness_plus" and kind != "hq":
                    if not seen_tough:
                        tough += val
                        seen_tough = True
        d_tough[i] = tough
        if melee:
            d.melee[i] = melee
        if ranged:
            d.ranged[i] = ranged
        if init:
            d.init[i] = init
        if extra:
            d.extra[i] = sorted(extra)
        if mobile:
            d_mobile.add(i)
        if self_sharp or (ranged_kind and "watchtower" in props[i]):
            d.sharp.add(i)
        if self_explode or (rewards and "explosives" in rewards):
            d.explosive.add(i)
    return d


def _resolve_nets(d: Derived, lay: Layout, board: tuple, units: list, hq_bonus: dict, teams: tuple) -> None:
    cands = []
    nb = lay.nb
    for i in units:
        p = board[i]
        t = TILES[p.name]
        if not t.nets or i in d.dead_hq:
            continue
        for e in t.nets:
            j = nb[i][(e + p.rot) % 6]
            if j >= 0 and board[j] is not None and not friendly(teams, board[j].owner, p.owner):
                cands.append((i, j))
    if not cands:
        return
    into: dict[int, list[tuple[int, int]]] = {}
    for c in cands:
        into.setdefault(c[1], []).append(c)

    def depends(w: int, v: int) -> bool:
        if v not in hq_bonus.get(w, ()):
            return False
        others = 1 if len(hq_bonus[w]) > 1 else 0
        return board[w].dmg >= _base_tough(lay, board, w) + others

    status = {c: UNKNOWN for c in cands}
    relevant = {}
    for u, v in cands:
        relevant[(u, v)] = [c for c in into.get(u, ()) if c[0] != v and not depends(c[0], v)]
    changed = True
    while changed:
        changed = False
        for c in cands:
            if status[c] != UNKNOWN:
                continue
            rel = relevant[c]
            if all(status[x] == INACTIVE for x in rel):
                status[c] = ACTIVE
                changed = True
            elif any(status[x] == ACTIVE for x in rel):
                status[c] = INACTIVE
                changed = True
    for c in cands:
        if status[c] != INACTIVE:
            d.netted.add(c[1])
            d.nets.append(c)


def _scoped(lay: Layout, board: tuple, units: list, netted: set, teams: tuple) -> dict:
    """Enemy modules on a link edge of a working Scoper act for the Scoper's owner."""
    out: dict[int, int] = {}
    for i in units:
        p = board[i]
        if p.name not in _SCOPERS or i in netted:
            continue
        t = TILES[p.name]
        for e in t.links:
            j = lay.nb[i][(e + p.rot) % 6]
            if (j >= 0 and board[j] is not None and not friendly(teams, board[j].owner, p.owner)
                    and TILES[board[j].name].kind == "module"):
                out[j] = p.owner
    return out


def _homeland(d: Derived, lay: Layout, armies: tuple, board: tuple, found: tuple, units: list, give) -> None:
    for h in units:
        hq = board[h]
        if hq.name not in _HOMELAND_HQS:
            continue
        if h in d.netted or h in d.dead_hq or armies[hq.owner] != "neojungle":
            continue
        seat = hq.owner
        members = {h}
        stack = [h]
        while stack:
            i = stack.pop()
            for j in lay.nb[i]:
                if j < 0 or j in members:
                    continue
                p = board[j]
                f = found[j]
                if (p is not None and p.owner == seat and TILES[p.name].army == "neojungle" and j not in d.taken) or (
                        f is not None and f.name == "nj.roots" and f.owner == seat):
                    members.add(j)
                    stack.append(j)
        d.homeland[seat] = members
        member_units = {j for j in members if board[j] is not None and board[j].owner == seat
                        and TILES[board[j].name].army == "neojungle" and j not in d.taken}
        for m in sorted(member_units):
            p = board[m]
            t = TILES[p.name]
            if t.kind != "module" or m in d.netted or t.hostile:
                continue
            linked = any(lay.nb[m][(e + p.rot) % 6] in member_units for e in t.links)
            if not linked:
                continue
            direct = set()
            for e in t.links:
                j = lay.nb[m][(e + p.rot) % 6]
                if j >= 0 and board[j] is not None:
                    direct.add(j)
            for j in member_units - direct - {m}:
                for eff, val in t.effects:
                    give(j, eff, val, m)


def _scoped_homeland(d: Derived, lay: Layout, board: tuple, teams: tuple, give) -> None:
    """A Neojungle hostile module (Vines) taken over by a Scoper and linked to a unit of a
    Neojungle homeland acts on that whole homeland (FAQ general.59), HQ included."""
    for m, seat in sorted(d.taken.items()):
        p = board[m]
        t = TILES[p.name]
        if m in d.netted or not t.hostile or t.army != "neojungle":
            continue
        linked = {lay.nb[m][(e + p.rot) % 6] for e in t.links} - {-1}
        direct = {j for j in linked if board[j] is not None and not friendly(teams, board[j].owner, seat)}
        for owner, members in sorted(d.homeland.items()):
            if friendly(teams, owner, seat):
                continue
            units = {j for j in members if board[j] is not None and board[j].owner == owner}
            if not linked & units:
                continue
            for j in sorted(units - direct - {m}):
                for eff, val in t.effects:
                    give(j, eff, val, m)

"""Legal actions and their effects for every decision of a seat (see ``turn`` for the vocabulary)."""

from __future__ import annotations

from . import targets as T
from .content import PLACEABLE_REWARDS, TILES, TURRETS
from .derive import derive
from .ops import enter, new_piece, place_found, remove_found, remove_unit, settle
from .state import State, friendly, replace, setv
from .turn import (
    advance_setup,
    ally_types,
    battle_choose,
    end_turn,
    hx,
    idx,
    instant_choose,
    instant_hits,
    post_action,
    push_chooser,
    remove_from_hand,
    start_battle,
    turret_hexes,
    ux,
    wound_warehouse,
    zone_hexes,
)

CANCEL = ("cancel",)
CONFIRM = ("confirm",)


def dv(s: State):
    return derive(s.lay, s.armies, s.board, s.found, s.teams)


# ============================================================================ legal actions
def legal(s: State) -> list[tuple]:
    ph = s.phase
    if ph in ("battle_choice", "medic_choice"):
        return list(s.battle[6][3])
    if ph == "main":
        return _main(s) if not s.pending else _pending(s)
    if ph == "discard":
        return [("discard", t) for t in sorted(set(s.hands[s.turn]))]
    if ph == "hq":
        step = s.setup[0]
        name = _hq_name(s, step[1])
        return [ux(s, i, "hq") for i in zone_hexes(s, step[2], name, step[1])]
    if ph == "ally":
        step = s.setup[0]
        if not s.pending:
            return [("ally", t) for t in ally_types(s, step)]
        if len(s.pending) == 2:
            return [hx(s, i) for i in zone_hexes(s, step[4], s.pending[1], step[1])]
        return [("rot", k) for k in T.rotations(s.pending[1])]
    if ph == "survivor":
        step = s.setup[0]
        if not s.pending:
            return [hx(s, i) for i in zone_hexes(s, step[3], step[2][0], step[1])]
        return [("rot", k) for k in T.rotations(step[2][0])]
    if ph == "turret":
        if not s.pending:
            have = {t for t, _i, _r in s.turrets}
            return [("turret", t) for t in sorted(TURRETS) if t not in have] or [("turret", t) for t in sorted(TURRETS)]
        if len(s.pending) == 2:
            return [hx(s, i) for i in turret_hexes(s)]
        return [("rot", k) for k in range(6)]
    return []


def _hq_name(s: State, seat: int) -> str:
    from .content import HQ_OF
    return HQ_OF[s.armies[seat]]


def _main(s: State) -> list[tuple]:
    seat = s.turn
    d = dv(s)
    out: list[tuple] = []
    hand = sorted(set(s.hands[seat]))
    for t in hand:
        if _playable(s, t, seat, d):
            out.append(("play", t))
    for t in hand:
        out.append(("discard", t))
    lay = s.lay
    for i in T.movable_units(s, seat, d):
        p = s.board[i]
        q, r = lay.hexes[i]
        if "push" in TILES[p.name].abilities and ("push", p.uid) not in s.used and T.push_targets(s, i):
            out.append(("ability", "push", q, r))
        if i in d.mobile and ("mob", p.uid) not in s.used and i != lay.panel and _dests(s, i, seat, d, "mobility"):
            out.append(("ability", "mobility", q, r))
    if ("gloomy",) not in s.used and "gloomy" in lay.all_props:
        for i in T.gloomy_units(s, seat, d):
            q, r = lay.hexes[i]
            out.append(("ability", "gloomy", q, r))
    placeable = list(s.pools[seat])
    if placeable:
        for f in s.fresh[seat]:
            if f in placeable:
                placeable.remove(f)
        tokens = [tok for tok in sorted(set(placeable)) if tok in PLACEABLE_REWARDS]
        if tokens and T.reward_units(s, seat):
            out += [("reward", tok) for tok in tokens]
    if s.turrets and T.panel_operator(s, seat, d):
        for k in range(len(s.turrets)):
            if ("turret", k) not in s.used:
                out.append(("turret", k))
    out.append(("end",))
    return out


def _playable(s: State, name: str, seat: int, d) -> bool:
    t = TILES[name]
    if t.kind != "instant":
        return T.can_place(s, name, seat)
    k = t.instant
    if k == "battle":
        return s.ending < 0 and s.overtime == 0
    if k == "move":
        return any(_dests(s, i, seat, d, "move") for i in T.movable_units(s, seat, d))
    if k == "push_back":
        return bool(T.pushers(s, seat, d))
    if k == "sniper":
        return bool(T.sniper_targets(s, seat))
    if k == "small_bomb":
        return True
    if k == "air_strike":
        return bool(T.air_areas(s))
    if k == "castling":
        return bool(T.castle_firsts(s, seat, d))
    if k == "grenade":
        return bool(T.grenade_targets(s, seat, d))
    return False


def _pending(s: State) -> list[tuple]:
    seat = s.turn
    pd = s.pending
    kind = pd[0]
    out: list[tuple]
    if kind == "place":
        if len(pd) == 2:
            out = [hx(s, i) for i in T.placement_hexes(s, pd[1], seat)]
        elif len(pd) == 3:
            out = [("rot", k) for k in T.rotations(pd[1])]
        else:
            out = [CONFIRM]
    elif kind == "battle":
        out = [CONFIRM]
    elif kind == "move":
        out = _move_options(s, pd, seat)
    elif kind == "push":
        out = _push_options(s, pd, seat)
        if push_chooser(s) is not None:
            return out  # the owner of the pushed unit answers: the push itself is decided
    elif kind == "sniper":
        if len(pd) == 2:
            out = [ux(s, i, "target") for i in T.sniper_targets(s, seat)]
        elif len(pd) == 3 and _needs_hit_choice(s, pd[2], seat):
            out = [("hit", "unit"), ("hit", "foundation")]
        else:
            out = [CONFIRM]
    elif kind == "area":
        out = _area_options(s, pd)
    elif kind == "castle":
        d = dv(s)
        if len(pd) == 2:
            out = [ux(s, i, "unit") for i in T.castle_firsts(s, seat, d)]
        elif len(pd) == 3:
            a = s.lay.index[pd[2]]
            out = [ux(s, i, "unit") for i in T.castle_partners(s, a, seat, d)]
        else:
            out = [CONFIRM]
    elif kind == "grenade":
        if len(pd) == 2:
            out = [ux(s, i, "target") for i in T.grenade_targets(s, seat, dv(s))]
        elif len(pd) == 3 and _needs_hit_choice(s, pd[2], seat):  # a unit on a foundation: the rulebook's choice
            out = [("hit", "unit"), ("hit", "foundation")]
        else:
            out = [CONFIRM]
    elif kind == "reward":
        out = [ux(s, i, "unit") for i in T.reward_units(s, seat)] if len(pd) == 2 else [CONFIRM]
    elif kind == "turret":
        cur = s.turrets[pd[1]][2]
        out = [("rot", k) for k in range(6) if k != cur]
    else:
        out = []
    return out + [CANCEL]


def _move_options(s: State, pd: tuple, seat: int) -> list[tuple]:
    # pd = ("move", source, unit?, dest?, rot?)
    d = dv(s)
    if len(pd) == 2:
        return [ux(s, i, "unit") for i in T.movable_units(s, seat, d) if _dests(s, i, seat, d, pd[1])]
    i = s.lay.index[pd[2]]
    if len(pd) == 3:
        return [hx(s, j) for j in _dests(s, i, seat, d, pd[1])]
    if len(pd) == 4:
        rots = T.rotations(s.board[i].name)
        if pd[3] == pd[2]:
            cur = s.board[i].rot
            from .targets import _signature
            sig = _signature(s.board[i].name, cur)
            rots = tuple(k for k in rots if _signature(s.board[i].name, k) != sig)
        return [("rot", k) for k in rots]
    return [CONFIRM]


def _dests(s: State, i: int, seat: int, d, source: str) -> list[int]:
    """Destinations of a move; staying put only if the unit can face a new way."""
    if source == "gloomy":
        dests = T.gloomy_dests(s, i, seat)
    else:
        dests = T.move_destinations(s, i, seat, d, T.has_move_doubler(s, seat, d))
    if len(T.rotations(s.board[i].name)) == 1:
        dests = [j for j in dests if j != i]
    return dests


def _push_options(s: State, pd: tuple, seat: int) -> list[tuple]:
    # pd = ("push", source, pusher?, target?, dest?)
    d = dv(s)
    if len(pd) == 2:
        return [ux(s, i, "unit") for i in T.pushers(s, seat, d)]
    u = s.lay.index[pd[2]]
    if len(pd) == 3:
        return [ux(s, i, "target") for i in T.push_targets(s, u)]
    t = s.lay.index[pd[3]]
    if len(pd) == 4:
        return [hx(s, j) for j in T.push_dests(s, u, t)]
    return [CONFIRM]


def _needs_hit_choice(s: State, hexq: tuple, seat: int) -> bool:
    i = s.lay.index[hexq]
    p, f = s.board[i], s.found[i]
    return (p is not None and f is not None and not friendly(s.teams, p.owner, seat)
            and not friendly(s.teams, f.owner, seat) and TILES[p.name].kind != "hq")


def _area_options(s: State, pd: tuple) -> list[tuple]:
    # pd = ("area", tile, kind, area?, choices...)
    kind = pd[2]
    if len(pd) == 3:
        if kind == "bomb":
            return [("area",) + tuple(c for i in tri for c in s.lay.hexes[i]) for tri in T.bomb_areas(s)]
        return [ux(s, i, "target") for i in T.air_areas(s)]
    area = (s.lay.index[pd[3]],) if kind == "air" else tuple(s.lay.index[h] for h in pd[3])
    hexes = T.area_hexes(s, kind, area)
    need = T.choice_hexes(s, hexes)
    if len(pd) - 4 < len(need):
        return [("hit", "unit"), ("hit", "foundation")]
    return [CONFIRM]


# ============================================================================ apply
def act(s: State, a: tuple) -> State:
    ph = s.phase
    if ph == "battle_choice":
        return battle_choose(s, a)
    if ph == "medic_choice":
        return instant_choose(s, a)
    if a == CANCEL:
        return replace(s, pending=())
    if ph == "discard":
        s = remove_from_hand(s, s.turn, a[1], True)
        return replace(s, phase="main", pending=())
    if ph == "hq":
        return _place_hq(s, a)
    if ph in ("ally", "survivor", "turret"):
        return _setup_step(s, a)
    if not s.pending:
        return _main_act(s, a)
    return _pending_act(s, a)


def _place_hq(s: State, a: tuple) -> State:
    step = s.setup[0]
    seat = step[1]
    i = idx(s, a)
    s, piece = new_piece(s, _hq_name(s, seat), seat, 0)
    piece = piece._replace(dmg=20 - s.hp_start[seat])
    s = enter(s, i, piece)
    s = settle(s)
    return advance_setup(replace(s, setup=s.setup[1:]))


def _setup_step(s: State, a: tuple) -> State:
    step = s.setup[0]
    seat = step[1]
    ph = s.phase
    if ph == "ally":
        if a[0] == "ally":
            return replace(s, pending=("ally", a[1]))
        if a[0] == "hex":
            rots = T.rotations(s.pending[1])
            if len(rots) == 1:  # no facing to choose
                return _setup_step(replace(s, pending=s.pending + ((a[1], a[2]),)), ("rot", rots[0]))
            return replace(s, pending=s.pending + ((a[1], a[2]),))
        name, h = s.pending[1], s.pending[2]
        s, piece = new_piece(s, name, seat, a[1])
        s = settle(enter(s, s.lay.index[h], piece))
        rest = (("ally", seat, step[2], step[3] - 1, step[4]),) + s.setup[1:]
        return advance_setup(replace(s, setup=rest, pending=()))
    if ph == "survivor":
        if a[0] == "hex":
            rots = T.rotations(step[2][0])
            if len(rots) == 1:  # no facing to choose
                return _setup_step(replace(s, pending=("survivor", (a[1], a[2]))), ("rot", rots[0]))
            return replace(s, pending=("survivor", (a[1], a[2])))
        s, piece = new_piece(s, step[2][0], seat, a[1])
        s = settle(enter(s, s.lay.index[s.pending[1]], piece))
        rest = (("survivor", seat, step[2][1:], step[3]),) + s.setup[1:]
        return advance_setup(replace(s, setup=rest, pending=()))
    # turret
    if a[0] == "turret":
        return replace(s, pending=("turret", a[1]))
    if a[0] == "hex":
        return replace(s, pending=s.pending + ((a[1], a[2]),))
    tid, h = s.pending[1], s.pending[2]
    s = replace(s, turrets=s.turrets + ((tid, s.lay.index[h], a[1]),))
    rest = (("turret", seat, step[2] - 1),) + s.setup[1:]
    return advance_setup(replace(s, setup=rest, pending=()))


def _main_act(s: State, a: tuple) -> State:
    seat = s.turn
    kind = a[0]
    if kind == "end":
        return end_turn(s)
    if kind == "discard":
        return remove_from_hand(s, seat, a[1], True)
    if kind == "play":
        t = TILES[a[1]]
        if t.kind != "instant":
            return replace(s, pending=("place", a[1]))
        k = t.instant
        if k == "battle":
            return replace(s, pending=("battle", a[1]))
        if k == "move":
            return replace(s, pending=("move", a[1]))
        if k == "push_back":
            return replace(s, pending=("push", a[1]))
        if k == "sniper":
            return replace(s, pending=("sniper", a[1]))
        if k == "small_bomb":
            return replace(s, pending=("area", a[1], "bomb"))
        if k == "air_strike":
            return replace(s, pending=("area", a[1], "air"))
        if k == "castling":
            return replace(s, pending=("castle", a[1]))
        if k == "grenade":
            return replace(s, pending=("grenade", a[1]))
    if kind == "ability":
        h = (a[2], a[3])
        if a[1] == "push":
            return replace(s, pending=("push", "ability", h))
        return replace(s, pending=("move", a[1], h))
    if kind == "reward":
        return replace(s, pending=("reward", a[1]))
    if kind == "turret":
        return replace(s, pending=("turret", a[1]))
    raise ValueError(f"unknown action {a!r}")


def _pending_act(s: State, a: tuple) -> State:
    pd = s.pending
    if a != CONFIRM:
        if pd[0] == "turret":
            return _rotate_turret(s, pd[1], a[1])
        if pd[0] == "push" and a[0] in ("hex", "target"):
            return _push_step(s, pd + ((a[1], a[2]),))
        if a[0] in ("hex", "unit", "target"):
            return _skip_forced_facing(replace(s, pending=pd + ((a[1], a[2]),)))
        if a[0] == "area":
            h = ((a[1], a[2]), (a[3], a[4]), (a[5], a[6]))
            return replace(s, pending=pd + (h,))
        if a[0] == "target" or (pd[0] == "area" and len(pd) == 3):
            return replace(s, pending=pd + ((a[1], a[2]),))
        return replace(s, pending=pd + (a[1],))
    return _execute(s, pd)


def _push_step(s: State, pd: tuple) -> State:
    """A push's target or retreat hex is chosen. Printed rule (push_back_chooser=owner): the
    only legal hex is taken without asking; with several, the pushed unit's owner picks next
    (``push_chooser``), and his pick completes the push. House rule: the pusher picks, confirms."""
    owner_picks = s.opt("push_back_chooser", "pusher") == "owner"
    if owner_picks and len(pd) == 5:
        return _execute(s, pd, tile_spent=True)  # the owner's answer: nothing is left to decide
    if owner_picks and len(pd) == 4:
        dests = T.push_dests(s, s.lay.index[pd[2]], s.lay.index[pd[3]])
        if len(dests) == 1:
            pd = pd + (s.lay.hexes[dests[0]],)
        elif pd[1] != "ability":  # the push is made: its tile is spent before the owner answers
            s = remove_from_hand(s, s.turn, pd[1], True)
    return replace(s, pending=pd)


def _skip_forced_facing(s: State) -> State:
    """A facing that offers no choice (all rotations of the tile are alike, or only one new
    facing is possible) is taken without asking (issue 8)."""
    pd = s.pending
    if pd[0] == "place" and len(pd) == 3:
        rots = T.rotations(pd[1])
        if len(rots) == 1:
            return replace(s, pending=pd + (rots[0],))
    elif pd[0] == "move" and len(pd) == 4:
        opts = _move_options(s, pd, s.turn)
        if len(opts) == 1:
            p = s.board[s.lay.index[pd[2]]]
            k = opts[0][1]
            if pd[3] != pd[2] and T._signature(p.name, p.rot) == T._signature(p.name, k):
                k = p.rot  # the same facing: keep the tile as it lies
            return replace(s, pending=pd + (k,))
    return s


def _rotate_turret(s: State, k: int, rot: int) -> State:
    tid, i, _r = s.turrets[k]
    s = replace(s, turrets=setv(s.turrets, k, (tid, i, rot)), used=s.used | {("turret", k)}, pending=())
    return s


def _execute(s: State, pd: tuple, tile_spent: bool = False) -> State:
    seat = s.turn
    kind = pd[0]
    lay = s.lay
    log: list = []
    if kind == "place":
        name, h, rot = pd[1], pd[2], pd[3]
        s = remove_from_hand(s, seat, name, False)
        i = lay.index[h]
        if TILES[name].kind == "foundation":
            s = place_found(s, i, name, seat)
        else:
            s, piece = new_piece(s, name, seat, rot)
            s = enter(s, i, piece, log)
        return post_action(settle(s, log))
    if kind == "battle":
        s = remove_from_hand(s, seat, pd[1], True)
        return start_battle(replace(s, pending=()), seat, "tile")
    if kind == "move":
        src, i, j, rot = pd[1], lay.index[pd[2]], lay.index[pd[3]], pd[4]
        if src in ("mobility", "gloomy"):
            s = replace(s, used=s.used | {("mob", s.board[i].uid) if src == "mobility" else ("gloomy",)})
        else:
            s = remove_from_hand(s, seat, src, True)
        piece = s.board[i]._replace(rot=rot)
        if i == j:
            s = replace(s, board=setv(s.board, i, piece))
        else:
            s = replace(s, board=setv(s.board, i, None))
            s = enter(s, j, piece, log)
        return post_action(settle(s, log))
    if kind == "push":
        src, u, t, j = pd[1], lay.index[pd[2]], lay.index[pd[3]], lay.index[pd[4]]
        if src == "ability":
            s = replace(s, used=s.used | {("push", s.board[u].uid)})
        elif not tile_spent:
            s = remove_from_hand(s, seat, src, True)
        piece = s.board[t]
        if "rocky" in lay.props[t] and TILES[piece.name].kind != "hq":
            s = remove_unit(s, t, log, "fell")
        else:
            s = replace(s, board=setv(s.board, t, None))
            s = enter(s, j, piece, log)
        return post_action(settle(s, log))
    if kind == "sniper":
        s = remove_from_hand(s, seat, pd[1], True)
        i = lay.index[pd[2]]
        choice = pd[3] if len(pd) > 3 else ("unit" if s.board[i] is not None and not friendly(s.teams, s.board[i].owner, seat)
                                              and TILES[s.board[i].name].kind != "hq" else "foundation")
        if T.instant_immune(s, i):
            pass
        elif i in lay.wh_index:
            s = wound_warehouse(s, i, seat, log)
        elif choice == "foundation":
            s = remove_found(s, i, log)
        else:
            return instant_hits(s, [i])
        return post_action(settle(s, log))
    if kind == "area":
        s = remove_from_hand(s, seat, pd[1], True)
        area = tuple(lay.index[h] for h in pd[3]) if pd[2] == "bomb" else (lay.index[pd[3]],)
        hexes = T.area_hexes(s, pd[2], area)
        need = T.choice_hexes(s, hexes)
        choices = dict(zip(need, pd[4:], strict=False))
        hits = []
        for i in hexes:
            if T.instant_immune(s, i):
                continue
            p, f = s.board[i], s.found[i]
            c = choices.get(i, "unit" if p is not None else "foundation")
            if c == "foundation" and f is not None:
                s = remove_found(s, i, log)
            elif p is not None and TILES[p.name].kind != "hq" and c == "unit":
                hits.append(i)
        return instant_hits(s, hits)
    if kind == "castle":
        s = remove_from_hand(s, seat, pd[1], True)
        a, b = lay.index[pd[2]], lay.index[pd[3]]
        pa, pb = s.board[a], s.board[b]
        s = replace(s, board=setv(setv(s.board, a, None), b, None))
        s = enter(s, b, pa, log)
        s = enter(s, a, pb, log)
        return post_action(settle(s, log))
    if kind == "grenade":
        s = remove_from_hand(s, seat, pd[1], True)
        i = lay.index[pd[2]]
        p = s.board[i]
        unit = p is not None and not friendly(s.teams, p.owner, seat) and TILES[p.name].kind != "hq"
        choice = pd[3] if len(pd) > 3 else ("unit" if unit else "foundation")
        if T.instant_immune(s, i):
            pass
        elif choice == "foundation":
            s = remove_found(s, i, log)
        elif s.opt("grenade", "wound") == "destroy":
            s = remove_unit(s, i, log, "grenade")  # whatever its toughness; no wound, so no Medic
        else:
            return instant_hits(s, [i])  # house rule: 1 wound
        return post_action(settle(s, log))
    if kind == "reward":
        tok, i = pd[1], lay.index[pd[2]]
        pool = list(s.pools[seat])
        pool.remove(tok)
        p = s.board[i]
        s = replace(s, pools=setv(s.pools, seat, tuple(pool)),
                    board=setv(s.board, i, p._replace(rewards=p.rewards + (tok,))))
        return post_action(settle(s, log))
    raise ValueError(f"cannot execute {pd!r}")

"""Rogue Agent engine: a player's turn (spec 4.2) -- the menu of legal actions and the justice budget,
patrols with gangster fights (4.2.1), Investigate (4.2.2), Arrest, Turn in, Buy goods, Reinforce and
ending the turn.
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import (
    bag_add,
    crim,
    has_clock,
    icon_count,
    is_destroyed,
    pidx,
    protect,
    push,
    safe,
    set_crim,
    set_player,
    tile,
)
from game.games.rogue_agent.engine.procedures import (
    end_clocks,
    gain,
    informant_positions,
    lose,
    lose_stamina,
    pay,
)
from game.games.rogue_agent.engine.stack import ACTIONS, action, decision
from game.games.rogue_agent.state import EMPTY, RAState, replace, setp


def pair_free(s: RAState, action: str, pos: str) -> bool:
    return (action, pos) not in s.turn.used


def justice_ok(s: RAState, seat: int, action: str) -> bool:
    """Justice (agents) or underground (androids) action budget and the once-per-location rule."""
    p = s.players[seat]
    if s.turn.done or s.turn.justice >= 2:
        return False
    if not p.exposed and s.police == p.pos:
        return False
    return pair_free(s, action, p.pos)


def can_investigate(s: RAState, seat: int, in_attack: bool = False) -> list[int]:
    """Cards ``seat`` may investigate now. ``in_attack``: decision point (c) of 4.2, between naming
    an attack's target and its reveal, which exists in the second justice action too (the attack is
    not over yet; only after it is the turn limited to Reinforce or End turn)."""
    p = s.players[seat]
    if p.exposed or p.evidence < 2 or (s.turn.done and not in_attack) or s.turn.over or is_destroyed(s, p.pos):
        return []
    reach = {p.pos} | set(informant_positions(s, seat))
    return [c.num for c in s.criminals if c.pos in reach and not c.face_up and seat not in c.investigators]


def patrol_moves(s: RAState, seat: int, running: bool) -> list[tuple]:
    """4.2.1: no location is stepped onto twice in one patrol. ``turn.visited`` is the route walked
    (the start first); the start is not a step, so the patrol may come back to it (A-18 revised),
    unless the house rule ``patrol_out_and_back = off`` counts it as visited."""
    p = s.players[seat]
    if running:
        stepped = s.turn.visited[1:] if s.flag("patrol_out_and_back") else s.turn.visited
        return [("move", q) for q in K.ADJ[p.pos] if q not in stepped]
    if s.turn.patrols and p.fuel < 1:
        return []
    return [("move", q) for q in K.ADJ[p.pos]]


def agents_here(s: RAState, seat: int) -> list[int]:
    pos = s.players[seat].pos
    return [i for i, q in enumerate(s.players) if i != seat and q.pos == pos and not q.exposed]


def androids_here(s: RAState, seat: int) -> list[int]:
    pos = s.players[seat].pos
    return [i for i, q in enumerate(s.players) if i != seat and q.pos == pos and q.exposed]


def affordable_goods(s: RAState, seat: int) -> list[int]:
    p = s.players[seat]
    if is_destroyed(s, p.pos):
        return []
    out = []
    for i, g in enumerate(tile(s, p.pos).goods):
        have = p.evidence if g.currency == "evidence" else p.credits
        if have >= g.price:
            out.append(i)
    return out


def can_search(s: RAState, seat: int) -> bool:
    pos = s.players[seat].pos
    return not is_destroyed(s, pos) and bool(tile(s, pos).search)


@decision("main")
def o_main(s: RAState, seat: int) -> list[tuple]:
    p = s.players[seat]
    acts: list[tuple] = []
    # 4.2: after the second *justice* action an agent may only Reinforce or end the turn; an android
    # takes no justice actions (6.5: Patrol under the agents' rules, at most two underground actions),
    # so the budget limits only his underground actions, never his patrols.
    if not s.turn.done or p.exposed:
        acts += patrol_moves(s, seat, False)
    acts += [("investigate", n) for n in can_investigate(s, seat)]
    if p.exposed:
        acts += _android_menu(s, seat)
    else:
        acts += _agent_menu(s, seat)
    acts.append(("end",))
    return acts


def _agent_menu(s: RAState, seat: int) -> list[tuple]:
    p = s.players[seat]
    pos = p.pos
    acts: list[tuple] = []
    if justice_ok(s, seat, "attack"):
        acts += [("attack", c.num) for c in s.criminals if c.pos == pos and not c.defeated]
        if pos in s.assassins:
            acts.append(("attack_assassin",))
    if justice_ok(s, seat, "arrest"):
        acts += [("arrest", c.num) for c in s.criminals if c.pos == pos and c.defeated]
    if justice_ok(s, seat, "steal"):
        for t in agents_here(s, seat):
            marked = has_clock(s, t, "C_MARKED")
            if s.players[t].custody and (marked or (not safe(s, seat, pos) and not safe(s, t, pos))):
                acts.append(("steal", t))
    if justice_ok(s, seat, "turnin") and s.layout[pidx(pos)] == K.HQ_TILE and p.custody:
        acts.append(("turnin",))
    if justice_ok(s, seat, "search") and can_search(s, seat):
        acts.append(("search",))
    if justice_ok(s, seat, "buy"):
        acts += [("buy", g) for g in affordable_goods(s, seat)]
    if justice_ok(s, seat, "defuse"):
        acts += [("defuse", b.id) for b in s.bombs if b.pos == pos]
    if justice_ok(s, seat, "attack_android"):
        acts += [("attack_android", t) for t in androids_here(s, seat) if not safe(s, t, pos)]
    if (p.credits >= 2 and p.informants > 0 and not is_destroyed(s, pos) and tile(s, pos).slots
            and EMPTY in s.slots[pidx(pos)]):
        acts.append(("reinforce",))
    if s.mode == "android" and not s.limit_reached and not s.turn.done and p.evidence >= 4:
        reach = {pos} | set(informant_positions(s, seat))
        acts += [("screen", t) for t, q in enumerate(s.players)
                 if t != seat and q.pos in reach and not q.exposed and q.tokens and not q.revealed_round]
    return acts


def _android_menu(s: RAState, seat: int) -> list[tuple]:
    pos = s.players[seat].pos
    acts: list[tuple] = []
    if justice_ok(s, seat, "search") and can_search(s, seat):
        acts.append(("search",))
    if justice_ok(s, seat, "buy"):
        acts += [("buy", g) for g in affordable_goods(s, seat)]
    if justice_ok(s, seat, "attack_agent"):
        acts += [("attack_agent", t) for t in agents_here(s, seat) if not safe(s, t, pos)]
    if justice_ok(s, seat, "attack_location") and not is_destroyed(s, pos) and tile(s, pos).destroyable:
        acts.append(("attack_location",))
    return acts


def use_justice(s: RAState, action: str) -> RAState:
    seat = s.turn.seat
    t = s.turn
    n = t.justice + 1
    return replace(s, turn=replace(t, justice=n, used=t.used + ((action, s.players[seat].pos),), done=n >= 2,
                                   steps_left=0))


@decision("main")
def d_main(s: RAState, seat: int, a: tuple) -> RAState:
    kind = a[0]
    if kind != "investigate" and kind != "move":
        s = replace(s, turn=replace(s.turn, steps_left=0))
    return ACTIONS[kind](s, seat, a)


@decision("patrol")
def o_patrol(s: RAState, seat: int) -> list[tuple]:
    return patrol_moves(s, seat, True) + [("investigate", n) for n in can_investigate(s, seat)] + [("stop",)]


@decision("patrol")
def d_patrol(s: RAState, seat: int, a: tuple) -> RAState:
    if a[0] == "stop":
        return replace(s, turn=replace(s.turn, steps_left=0))
    return ACTIONS[a[0]](s, seat, a)


@action("end")
def a_end(s: RAState, seat: int, a: tuple) -> RAState:
    return replace(s, turn=replace(s.turn, over=True, steps_left=0))


@action("move")
def a_move(s: RAState, seat: int, a: tuple) -> RAState:
    p = s.players[seat]
    t = s.turn
    if t.steps_left == 0:  # a new patrol
        if t.patrols:
            s = lose(s, seat, "fuel", 1)
        steps = 3 if icon_count(p, "engine") else 2
        t = replace(t, patrols=t.patrols + 1, steps_left=steps, visited=(p.pos,))
    t = replace(t, steps_left=t.steps_left - 1, visited=t.visited + (a[1],))
    s = set_player(replace(s, turn=t), seat, pos=a[1])
    return enter(s, seat, a[1])


def enter(s: RAState, seat: int, pos: str) -> RAState:
    """4.2.1: destroyed-location loss, then the gangster fight."""
    p = s.players[seat]
    if is_destroyed(s, pos):
        if not p.exposed:
            s, _ = lose_stamina(s, seat, 1)
        return s
    icons = tile(s, pos).gangsters
    if not icons or s.police == pos:
        return s
    base = icons - icon_count(p, "shield") - protect(s, seat, pos)
    if base <= 0:
        return s
    if p.ammo == 0:
        s, _ = lose_stamina(s, seat, base)
        return s
    return push(s, ("D", seat, "gangster", base))


@decision("gangster")
def o_gangster(s: RAState, seat: int, base: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(base, s.players[seat].ammo) + 1)]


@decision("gangster")
def d_gangster(s: RAState, seat: int, a: tuple, base: int) -> RAState:
    s = lose(s, seat, "ammo", a[1])
    s, _ = lose_stamina(s, seat, base - a[1])
    return s


@action("investigate")
def a_investigate(s: RAState, seat: int, a: tuple) -> RAState:
    c = crim(s, a[1])
    assert c is not None
    s = lose(s, seat, "evidence", 2)
    return set_crim(s, replace(c, investigators=c.investigators + (seat,)))


@action("arrest")
def a_arrest(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "arrest")
    c = crim(s, a[1])
    assert c is not None
    s = set_crim(s, replace(c, pos=None, holder=seat))
    return set_player(s, seat, custody=s.players[seat].custody + (a[1],))


@action("turnin")
def a_turnin(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "turnin")
    reward = 0
    for num in s.players[seat].custody:
        c = crim(s, num)
        assert c is not None
        reward += K.CARDS[c.card].reward
        s = replace(s, criminals=tuple(x for x in s.criminals if x.num != num))
        s = bag_add(s, f"C{num}")
        s = end_clocks(s, num)
        s = set_player(s, seat, turned_in=s.players[seat].turned_in + (c.card,))
    s = set_player(s, seat, custody=())
    return gain(s, seat, "credits", reward)


@action("reinforce")
def a_reinforce(s: RAState, seat: int, a: tuple) -> RAState:
    p = s.players[seat]
    s = pay(s, seat, 2)
    i = pidx(p.pos)
    top, bottom = s.slots[i]
    cell = (seat, bottom) if top == EMPTY else (top, seat)
    s = replace(s, slots=setp(s.slots, i, cell))
    s = set_player(s, seat, informants=p.informants - 1)
    return replace(s, turn=replace(s.turn, over=True, steps_left=0))


@action("buy")
def a_buy(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "buy")
    return push(buy_unit(s, seat, a[1]), ("D", seat, "buy_more"))


def buy_unit(s: RAState, seat: int, g: int) -> RAState:
    good = tile(s, s.players[seat].pos).goods[g]
    if good.currency == "evidence":
        s = lose(s, seat, "evidence", good.price)
    else:
        s = pay(s, seat, good.price)
    return gain(s, seat, good.target, good.amount)


@decision("buy_more")
def o_buy_more(s: RAState, seat: int) -> list[tuple]:
    return [("buy", g) for g in affordable_goods(s, seat)] + [("done",)]


@decision("buy_more")
def d_buy_more(s: RAState, seat: int, a: tuple) -> RAState:
    if a[0] == "done":
        return s
    return push(buy_unit(s, seat, a[1]), ("D", seat, "buy_more"))

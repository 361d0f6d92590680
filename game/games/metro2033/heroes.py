"""Metro 2033 rules: the hero phase (spec 5.4) - moving, the one action (market, quest,
exchange, scout, attack, duel, the heroes' abilities) and the equipment limit."""

from __future__ import annotations

from game.games.metro2033 import graph
from game.games.metro2033.basics import (
    Task,
    active,
    bank,
    can_pay,
    danger_available,
    drop_equipment,
    eq_limit,
    gain,
    hero_speed,
    options_keep,
    pay,
    push,
    setp,
)
from game.games.metro2033.combat import start_attack, start_duel
from game.games.metro2033.content import CONST, RESOURCES, STATIONS
from game.games.metro2033.draws import peek_tasks, start_scout
from game.games.metro2033.quests import decision_quest_uses, use_quest
from game.games.metro2033.state import Combat, Player, State, replace

HERO_ABILITIES = ("A2", "A3", "A4", "A6", "A7", "A8")


def _limit(s: State, task: Task) -> State:
    seat = task[1]
    if len(s.players[seat].equipment) > eq_limit(s):
        return push(s, ("eq_discard", seat), ("limit", seat))
    return s


def _d_keep_eq(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    rest = list(s.offer)
    rest.remove(a[1])
    p = s.players[seat]
    s = setp(s, seat, equipment=p.equipment + (a[1],))
    return replace(s, offer=(), offer_owner=-1, eq_discard=tuple(sorted(s.eq_discard + tuple(rest))))


def _o_eq_discard(s: State, task: Task) -> list[Task]:
    return [("discard", e) for e in sorted(set(s.players[task[1]].equipment))]


def _d_eq_discard(s: State, task: Task, a: Task) -> State:
    return drop_equipment(s, task[1], a[1])


def _o_hero_move(s: State, task: Task) -> list[Task]:
    seat = task[1]
    p = s.players[seat]
    if not p.hero_at:
        return []
    if p.wounded == s.round:
        uses = decision_quest_uses(s, seat, ("A9",))  # Field Hospital, or (A19) any ability
        return [("end",)] + uses if uses else []
    out: list[Task] = [("move", st) for st in sorted(graph.hero_reach(p.hero_at, hero_speed(p), active(s)))]
    out += decision_quest_uses(s, seat, HERO_ABILITIES)
    return out


def _d_hero_move(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    if seat not in s.turn_done:
        s = replace(s, turn_done=s.turn_done + (seat,))
    if a[0] == "end":
        return s
    if a[0] == "quest_use":
        return use_quest(push(s, task), seat, a[1])
    return push(setp(s, seat, hero_at=a[1]), ("hero_act", seat))


def trade_here(s: State, seat: int) -> bool:
    p = s.players[seat]
    return STATIONS[p.hero_at].type == "hansa" or "A7" in p.effects


def can_take_quest(s: State, seat: int) -> bool:
    p = s.players[seat]
    return p.quest_round != s.round and can_pay(p, ammo=1, mushroom=1) and bool(s.q_pile or s.q_discard)


def eq_costs(p: Player) -> list[dict[str, int]]:
    if p.faction == "alliance_1905":
        return [{"ammo": 1}, {"mushroom": 1}]
    return [{"ammo": 1, "mushroom": 1}]


def _o_hero_act(s: State, task: Task) -> list[Task]:
    seat = task[1]
    p = s.players[seat]
    st = p.hero_at
    info = STATIONS[st]
    owner = s.owner_map()
    out: list[Task] = [("end",)]
    trade = trade_here(s, seat)
    if trade or p.hero == "sasha":
        if s.market or (p.refresh_round != s.round and p.r("ammo") >= 1):
            out.append(("market",))
        for a in RESOURCES:
            for b in RESOURCES:
                if a != b:
                    out += [("exchange", a, b, k) for k in range(1, min(p.r(a), bank(s, b)) + 1)]
    if (trade or p.hero == "artyom") and can_take_quest(s, seat):
        out.append(("quest",))
    if st not in owner and info.type != "hansa" and danger_available(s):
        out.append(("scout",))
    if info.type in ("regular", "polis") and owner.get(st) != seat:
        if st in owner:
            if s.law != "truce":
                out.append(("attack",))
        elif info.type == "polis" or danger_available(s):
            out.append(("attack",))
    if info.type != "hansa" and s.law != "truce":
        for q, other in enumerate(s.players):
            if q != seat and other.hero_at == st and owner.get(st) != q:
                out.append(("duel", q))
    if p.hero == "hunter" and info.type != "hansa" and danger_available(s):
        out.append(("hunt",))
    if p.hero == "miller" and p.army < 6:
        out.append(("drill",))
    if p.hero == "khan":
        out += [("paths", x) for x in sorted(active(s)) if x != st]
    if p.hero == "anna" and danger_available(s) and not s.peek:
        out.append(("radio",))
    out += decision_quest_uses(s, seat, HERO_ABILITIES)
    return out


def _d_hero_act(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    p = s.players[seat]
    kind = a[0]
    if kind == "end":
        return s
    if kind == "quest_use":
        return use_quest(push(s, task), seat, a[1])
    if kind == "market":
        return push(s, ("market", seat, 0))
    if kind == "exchange":
        s = pay(s, seat, **{a[1]: a[3]})
        return gain(s, seat, a[2], a[3])
    if kind == "quest":
        s = pay(s, seat, ammo=1, mushroom=1)
        s = setp(s, seat, quest_round=s.round)
        return push(s, ("draw_q", seat), ("draw_q", seat), ("keep_q", seat))
    if kind == "scout":
        return start_scout(s, seat)
    if kind == "attack":
        return start_attack(s, seat, "hero", p.hero_at)
    if kind == "duel":
        return start_duel(s, seat, "hero", a[1])
    if kind == "hunt":
        c = Combat(purpose="hunt", attacker=seat, att_unit="hero", station=p.hero_at)
        return push(replace(s, combat=c), ("draw_danger", "combat"), ("combat_quest", seat), ("fight",),
                    ("combat_end",))
    if kind == "drill":
        return setp(s, seat, army=min(6, p.army + 1))
    if kind == "paths":
        s = setp(s, seat, hero_at=a[1])
        if a[1] not in s.owner_map() and STATIONS[a[1]].type != "hansa" and danger_available(s):
            return start_scout(s, seat)
        return s
    if kind == "radio":
        return push(s, *peek_tasks(s, seat))
    raise AssertionError(kind)


def _o_market(s: State, task: Task) -> list[Task]:
    seat, bought = task[1], task[2]
    p = s.players[seat]
    out: list[Task] = [("done",)]
    if not bought and p.refresh_round != s.round and p.r("ammo") >= 1:
        out.append(("refresh",))
    for e in sorted(set(s.market)):
        for cost in eq_costs(p):
            if can_pay(p, **cost):
                out.append(("buy", e, "+".join(sorted(cost))))
    return out + decision_quest_uses(s, seat)


def _d_market(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    if a[0] == "quest_use":
        return use_quest(push(s, task), seat, a[1])
    if a[0] == "done":
        need = CONST["market_size"] - len(s.market)
        return push(s, *[("draw_eq", -1, "market")] * need)
    if a[0] == "refresh":
        s = pay(s, seat, ammo=1)
        s = setp(s, seat, refresh_round=s.round)
        s = replace(s, eq_discard=tuple(sorted(s.eq_discard + s.market)), market=())
        return push(s, *[("draw_eq", -1, "market")] * CONST["market_size"], ("market", seat, 0))
    e, cost = a[1], a[2]
    s = pay(s, seat, **{r: 1 for r in cost.split("+")})
    market = list(s.market)
    market.remove(e)
    s = replace(s, market=tuple(market))
    s = setp(s, seat, equipment=s.players[seat].equipment + (e,))
    return push(s, ("limit", seat), ("market", seat, 1))


# the flow's dispatch (automatic tasks)
AUTO = {
    "limit": _limit,
}


# the flow's dispatch (what is legal at each decision)
OPTIONS = {
    "keep_eq": options_keep,
    "eq_discard": _o_eq_discard,
    "hero_move": _o_hero_move,
    "hero_act": _o_hero_act,
    "market": _o_market,
}


# the flow's dispatch (applying a decision)
DECIDE = {
    "keep_eq": _d_keep_eq,
    "eq_discard": _d_eq_discard,
    "hero_move": _d_hero_move,
    "hero_act": _d_hero_act,
    "market": _d_market,
}

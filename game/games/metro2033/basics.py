"""Metro 2033 rules, the shared floor: state edits (the task stack, resources, stations, decks)
and the read-only rule queries every phase module asks (strengths, speed, army reach, capture cost).

Tasks are tuples on ``State.stack`` (top = last); ``push`` puts several so that the first given
runs first. The generic "take one resource of your choice" decision (``any``) lives here too.
"""

from __future__ import annotations

from typing import Any

from game.games.metro2033 import graph
from game.games.metro2033.content import (
    CONST,
    DANGER_DECK,
    EQUIPMENT,
    FACTIONS,
    HEROES,
    POLIS,
    RESOURCES,
    STATIONS,
)
from game.games.metro2033.state import Deck, Player, State, replace

Task = tuple


def push(s: State, *tasks: Task) -> State:
    """Put tasks on the stack so that the first one given runs first."""
    return replace(s, stack=s.stack + tuple(reversed(tasks)))


def pop(s: State) -> tuple[State, Task]:
    return replace(s, stack=s.stack[:-1]), s.stack[-1]


def setp(s: State, seat: int, **kw: Any) -> State:
    players = list(s.players)
    players[seat] = replace(players[seat], **kw)
    return replace(s, players=tuple(players))


def bank(s: State, res: str) -> int:
    i = RESOURCES.index(res)
    return CONST["bank_per_resource"] - sum(p.res[i] for p in s.players)


def gain(s: State, seat: int, res: str, k: int) -> State:
    k = max(0, min(k, bank(s, res)))
    r = list(s.players[seat].res)
    r[RESOURCES.index(res)] += k
    return setp(s, seat, res=tuple(r))


def pay(s: State, seat: int, **cost: int) -> State:
    r = list(s.players[seat].res)
    for res, k in cost.items():
        r[RESOURCES.index(res)] -= k
        assert r[RESOURCES.index(res)] >= 0, "paid more than held"
    return setp(s, seat, res=tuple(r))


def can_pay(p: Player, **cost: int) -> bool:
    return all(p.r(res) >= k for res, k in cost.items())


def eq_limit(s: State) -> int:
    return CONST["equipment_limit"][str(s.stage)]


def vp_target(p: Player) -> int:
    return CONST["vp_target_red_line"] if p.faction == "red_line" else CONST["vp_target"]


def active(s: State) -> frozenset[str]:
    return graph.active_stations(p.faction for p in s.players if p.faction)


def hero_strength(p: Player, danger_type: str | None = None) -> int:
    total = HEROES[p.hero]["str"] + sum(EQUIPMENT[e]["str"] for e in p.equipment)
    if danger_type:
        total += sum(EQUIPMENT[e]["vs"][danger_type] for e in p.equipment)
    if "A2" in p.effects:
        total += 2
    return total


def hero_base_strength(p: Player) -> int:
    return HEROES[p.hero]["str"] + sum(EQUIPMENT[e]["str"] for e in p.equipment)


def hero_speed(p: Player) -> int:
    spd = HEROES[p.hero]["spd"] + sum(EQUIPMENT[e]["spd"] for e in p.equipment)
    return max(0, spd + (2 if "A3" in p.effects else 0))


def hansa_limit(s: State, p: Player) -> int | None:
    return None if s.law == "free_passage" or "A5" in p.effects else 1


def attack_targets(s: State, seat: int) -> list[str]:
    p = s.players[seat]
    owner = s.owner_map()
    out = []
    for t in sorted(graph.attackable_stations(p.stations, owner, active(s), hansa_limit(s, p))):
        if t in owner and s.law == "truce":
            continue
        if t not in owner and STATIONS[t].type == "regular" and not danger_available(s):
            continue
        out.append(t)
    return out


def hero_targets_for_army(s: State, seat: int) -> list[int]:
    if s.law == "truce":
        return []
    p = s.players[seat]
    owner = s.owner_map()
    reach = graph.army_reach(p.stations, owner, active(s), hansa_limit(s, p))
    out = []
    for q, other in enumerate(s.players):
        at = other.hero_at
        if q == seat or not at or STATIONS[at].type == "hansa" or owner.get(at) == q:
            continue
        if at in p.stations or at in reach:
            out.append(q)
    return out


def danger_available(s: State) -> bool:
    d = s.decks[s.stage - 1]
    return d.size() + len(d.discard) > 0


def deck_of_card(card: str) -> int:
    return 0 if card in DANGER_DECK[1] else 1


def set_deck(s: State, k: int, deck: Deck) -> State:
    decks = list(s.decks)
    decks[k] = deck
    return replace(s, decks=tuple(decks))


def discard_danger(s: State, card: str) -> State:
    k = deck_of_card(card)
    d = s.decks[k]
    return set_deck(s, k, replace(d, discard=tuple(sorted(d.discard + (card,)))))


def station_loss(s: State, seat: int, station: str) -> State:
    p = s.players[seat]
    return setp(s, seat, stations=tuple(x for x in p.stations if x != station))


def station_gain(s: State, seat: int, station: str) -> State:
    p = s.players[seat]
    assert len(p.stations) < CONST["max_stations"], "disc limit"
    return setp(s, seat, stations=tuple(sorted(p.stations + (station,))))


def add_event(s: State, seat: int, goal: str) -> State:
    p = s.players[seat]
    return s if goal in p.events else setp(s, seat, events=p.events + (goal,))


def min3_candidates(s: State, seat: int) -> list[str]:
    owner = s.owner_map()
    act = active(s)
    allow_polis = bool(s.opt("min3_polis"))
    free = [st for st in sorted(act) if st not in owner and STATIONS[st].type == "regular"]
    zone = s.players[seat].faction
    own_zone = [st for st in free if STATIONS[st].zone == zone]
    if own_zone:
        return own_zone
    if allow_polis:
        free += [st for st in POLIS if st not in owner and st in act]
    return free


def flee_options(s: State, seat: int) -> list[str]:
    p = s.players[seat]
    homes = [h for h in FACTIONS[p.faction]["homes"] if h in p.stations]
    return sorted(homes) if homes else list(p.stations)


def annex_cost(s: State, seat: int, station: str, from_player: int) -> dict[str, int]:
    p = s.players[seat]
    if "A6" in p.effects:
        return {}
    if from_player:
        cost = {"mushroom": 1}
    elif s.law == "colonization_act":
        cost = {"pig": 1}
    else:
        cost = {"mushroom": 1, "pig": 1}
    if s.law == "polis_council_decree" and STATIONS[station].type == "polis":
        cost["ammo"] = cost.get("ammo", 0) + 1
    return cost


def drop_equipment(s: State, seat: int, e: str) -> State:
    eq = list(s.players[seat].equipment)
    eq.remove(e)
    s = setp(s, seat, equipment=tuple(eq))
    return replace(s, eq_discard=tuple(sorted(s.eq_discard + (e,))))


def options_keep(s: State, task: Task) -> list[Task]:
    return [("keep", c) for c in sorted(set(s.offer))]


def _o_any(s: State, task: Task) -> list[Task]:
    return [("take", r) for r in RESOURCES if bank(s, r) > 0]


def _d_any(s: State, task: Task, a: Task) -> State:
    seat, k = task[1], task[2]
    s = gain(s, seat, a[1], 1)
    return push(s, ("any", seat, k - 1)) if k > 1 else s


# the flow's dispatch (what is legal at each decision)
OPTIONS = {
    "any": _o_any,
}


# the flow's dispatch (applying a decision)
DECIDE = {
    "any": _d_any,
}

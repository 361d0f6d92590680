"""Metro 2033 rules: combat (spec 6) - starting an attack or a duel, the combat cards, the
strengths, the outcome and its consequences (rewards, annexing, wounds, taken equipment)."""

from __future__ import annotations

from game.games.metro2033.basics import (
    Task,
    add_event,
    annex_cost,
    can_pay,
    discard_danger,
    drop_equipment,
    flee_options,
    gain,
    hero_strength,
    pay,
    push,
    setp,
    station_gain,
    station_loss,
)
from game.games.metro2033.content import COMBAT, CONST, DANGERS, GOALS, RESOURCES, STATIONS
from game.games.metro2033.quests import decision_quest_uses, usable_quests, use_quest
from game.games.metro2033.state import Combat, Player, State, replace


def start_attack(s: State, seat: int, unit: str, station: str) -> State:
    owner = s.owner_map().get(station)
    purpose = "army_station" if unit == "army" else "hero_station"
    c = Combat(purpose=purpose, attacker=seat, att_unit=unit, station=station)
    s = replace(s, combat=c)
    if owner is None:
        if STATIONS[station].type == "polis":
            return push(s, ("combat_quest", seat), ("fight",), ("combat_end",))
        tasks: list[Task] = []
        p = s.players[seat]
        if p.scout and p.scout_round == s.round - 1:
            tasks.append(("use_scout", seat))
        return push(s, *tasks, ("draw_danger", "combat"), ("combat_quest", seat), ("fight",), ("combat_end",))
    s = replace(s, combat=replace(c, defender=owner, def_unit="army"))
    pre = [("defender", owner)] if s.players[owner].hero_at == station else []
    return push(s, *pre, *pvp_tasks(s), ("combat_end",))


def pvp_tasks(s: State) -> list[Task]:
    c = s.combat
    assert c is not None
    quests = [("combat_quest", c.attacker), ("combat_quest", c.defender)]
    if s.law == "code_of_honour":
        return quests + [("fight",)]
    return quests + [("deal",), ("card", c.attacker, 0), ("card", c.defender, 1), ("reveal",), ("fight",)]


def start_duel(s: State, seat: int, unit: str, target: int) -> State:
    purpose = "army_hero" if unit == "army" else "hero_hero"
    c = Combat(purpose=purpose, attacker=seat, att_unit=unit, defender=target, def_unit="hero",
               station=s.players[target].hero_at)
    s = replace(s, combat=c)
    return push(s, *pvp_tasks(s), ("combat_end",))


def _reveal(s: State, task: Task) -> State:
    assert s.combat is not None
    return replace(s, combat=replace(s.combat, revealed=True))


def unit_strength(s: State, seat: int, unit: str, c: Combat, danger: str = "") -> int:
    p = s.players[seat]
    if unit == "army":
        total = p.army + (2 if "A1" in p.effects else 0)
        if p.faction == "fourth_reich" and seat == c.attacker and c.defender >= 0:
            total += 1
        return total + hideouts(p, c)
    dtype = DANGERS[danger]["type"] if danger else None
    return hero_strength(p, dtype) + hideouts(p, c)


def hideouts(p: Player, c: Combat) -> int:
    """Bandits: +2 defending their own station against Dangers from the dark."""
    return 2 if p.faction == "bandits" and c.purpose == "event" else 0


def combat_strengths(s: State) -> tuple[int, int]:
    c = s.combat
    assert c is not None
    att = unit_strength(s, c.attacker, c.att_unit, c, c.danger)
    if c.defender < 0:
        if c.danger:
            d = DANGERS[c.danger]
            return att, d["str"] + (1 if d["property"] == c.att_unit else 0)
        return att, CONST["polis_defence"]
    dfn = unit_strength(s, c.defender, c.def_unit, c)
    if c.revealed and c.cards[0] and c.cards[1]:
        a, b = COMBAT[c.cards[0]], COMBAT[c.cards[1]]
        att += a["vs"][b["type"]]
        dfn += b["vs"][a["type"]]
    return att, dfn


def fight(s: State, task: Task) -> State:
    c = s.combat
    assert c is not None
    if c.defender < 0 and STATIONS.get(c.station) and STATIONS[c.station].type == "regular" and not c.danger \
            and c.purpose != "hunt":
        return s  # no danger card could be drawn: the attack fizzles
    if c.purpose == "hunt" and not c.danger:
        return s
    att, dfn = combat_strengths(s)
    result = (att > dfn) - (att < dfn)
    s = replace(s, combat=replace(c, result=result, strengths=(att, dfn)), fights=s.fights + 1,
                last_fight=(c.purpose, c.attacker, c.att_unit, c.defender, c.def_unit, c.station, c.danger,
                            att, dfn, result))
    return _outcome(s)


def _reward_tasks(s: State, seat: int, danger: str) -> tuple[State, list[Task]]:
    d = DANGERS[danger]
    tasks: list[Task] = []
    for res, k in d["reward"].items():
        if res in RESOURCES:
            s = gain(s, seat, res, k)
        elif res == "any":
            tasks.append(("any", seat, k))
        elif res == "army":
            p = s.players[seat]
            s = setp(s, seat, army=min(CONST["army_max"], p.army + k))
        elif res == "equipment":
            tasks.append(("draw_eq", seat, "hero"))
    if d["str"] >= GOALS["G5"]["danger"]:
        s = add_event(s, seat, "G5")
    return s, tasks


def _outcome(s: State) -> State:
    c = s.combat
    assert c is not None
    a, d, res = c.attacker, c.defender, c.result
    tasks: list[Task] = []
    if c.purpose == "event":
        if res > 0:
            s, tasks = _reward_tasks(s, a, c.danger)
        elif res < 0:
            s = station_loss(s, a, c.station)
            if s.opt("event_penalty"):
                s, more = _unit_loss(s, a, c.att_unit)
                tasks += more
        return push(s, *tasks, ("clear_combat",), ("checkpoint",))
    if c.purpose == "hunt":
        if res > 0:
            s, tasks = _reward_tasks(s, a, c.danger)
        elif res < 0:
            s, tasks = _unit_loss(s, a, "hero")
        return push(s, *tasks)
    if c.purpose in ("army_station", "hero_station"):
        if res > 0:
            if c.danger:
                s, tasks = _reward_tasks(s, a, c.danger)
            if d >= 0:
                s = station_loss(s, d, c.station)
                if c.att_unit == "hero" and c.def_unit == "hero":
                    s = add_event(s, a, "G8")
                    if s.opt("hero_rules"):  # A23 option: the hero-vs-hero row (may take, wounded)
                        if s.players[d].equipment:
                            tasks.append(("take", a, d))
                        s, more = _unit_loss(s, d, "hero")
                        tasks += more
            tasks.append(("annex", a, c.station, 1 if d >= 0 else 0))
        elif res < 0:
            if c.att_unit == "army":
                s, more = _unit_loss(s, a, "army")
                tasks += more
            else:
                duel_rules = d >= 0 and c.def_unit == "hero" and s.opt("hero_rules")
                if d >= 0 and c.def_unit == "hero":
                    s = add_event(s, d, "G8")
                if d >= 0 and s.players[a].equipment:
                    tasks.append(("take", d, a) if duel_rules else ("strip", d, a))
                s, more = _unit_loss(s, a, "hero")
                tasks += more
        return push(s, *tasks)
    if c.purpose == "army_hero":
        if res > 0:
            if s.players[d].equipment:
                tasks.append(("destroy", a, d))
            s, more = _unit_loss(s, d, "hero")
            tasks += more
        elif res < 0:
            s, more = _unit_loss(s, a, "army")
            tasks += more
        return push(s, *tasks)
    # hero_hero
    if res != 0:
        win, lose = (a, d) if res > 0 else (d, a)
        s = add_event(s, win, "G8")
        if s.players[lose].equipment:
            tasks.append(("take", win, lose))
        s, more = _unit_loss(s, lose, "hero")
        tasks += more
    return push(s, *tasks)


def _unit_loss(s: State, seat: int, unit: str) -> tuple[State, list[Task]]:
    p = s.players[seat]
    if unit == "army":
        return setp(s, seat, army=max(CONST["army_min"], p.army - 1)), []
    return wound(s, seat)


def wound(s: State, seat: int) -> tuple[State, list[Task]]:
    if s.phase == "hero":
        if seat in s.turn_done or not s.opt("wound_skips"):
            w = s.round + 1
        else:
            w = s.round
    else:
        w = s.round
    s = setp(s, seat, wounded=w)
    places = flee_options(s, seat)
    if len(places) == 1:
        return setp(s, seat, hero_at=places[0]), []
    if not places:
        return s, []
    return s, [("flee", seat)]


def _combat_end(s: State, task: Task) -> State:
    c = s.combat
    if c is not None and c.danger:
        s = discard_danger(s, c.danger)
    return replace(s, combat=None)


def _clear_combat(s: State, task: Task) -> State:
    return replace(s, combat=None)


def combat_unit(s: State, seat: int) -> str:
    c = s.combat
    if c is not None and seat == c.attacker:
        return c.att_unit
    if c is not None and seat == c.defender:
        return c.def_unit
    return s.defences[seat][1] if s.defences else "army"


def _o_combat_quest(s: State, task: Task) -> list[Task]:
    """Quest abilities a fighter may declare before the fight (spec 5.8 timing)."""
    seat = task[1]
    c = s.combat
    if c is not None and c.purpose not in ("event", "hunt") and c.defender < 0 and STATIONS[c.station].type == "regular" \
            and not c.danger:
        return []
    allowed = ["A4", "A1" if combat_unit(s, seat) == "army" else "A2"]
    if c is not None and seat == c.attacker and c.purpose in ("army_station", "hero_station"):
        allowed.append("A6")
    usable = usable_quests(s, seat, tuple(allowed))
    return [("done",)] + [("quest_use", q) for q in usable] if usable else []


def _d_combat_quest(s: State, task: Task, a: Task) -> State:
    if a[0] == "done":
        return s
    return use_quest(push(s, task), task[1], a[1], checkpoint=False)  # nothing completes mid-combat


def _o_defender(s: State, task: Task) -> list[Task]:
    return [("unit", "army"), ("unit", "hero")]


def _d_defender(s: State, task: Task, a: Task) -> State:
    assert s.combat is not None
    return replace(s, combat=replace(s.combat, def_unit=a[1]))


def _o_card(s: State, task: Task) -> list[Task]:
    c = s.combat
    assert c is not None
    return [("play", x) for x in c.hands[task[2]]]


def _d_card(s: State, task: Task, a: Task) -> State:
    c = s.combat
    assert c is not None
    cards = list(c.cards)
    cards[task[2]] = a[1]
    return replace(s, combat=replace(c, cards=tuple(cards)))


def _o_annex(s: State, task: Task) -> list[Task]:
    seat, station, from_player = task[1], task[2], task[3]
    if station in s.owner_map():
        return []
    if len(s.players[seat].stations) >= CONST["max_stations"]:
        return []
    uses = decision_quest_uses(s, seat)  # Settlers, or Smugglers' Cache to pay (spec 5.8, A19)
    if can_pay(s.players[seat], **annex_cost(s, seat, station, from_player)):
        return [("annex", True), ("annex", False), *uses]
    return [("annex", False), *uses] if uses else []


def _d_annex(s: State, task: Task, a: Task) -> State:
    seat, station, from_player = task[1], task[2], task[3]
    if a[0] == "quest_use":  # inside the capture sequence: the checkpoint comes after it (5.6)
        return use_quest(push(s, task), seat, a[1], checkpoint=False)
    if not a[1]:
        return s
    s = pay(s, seat, **annex_cost(s, seat, station, from_player))
    s = station_gain(s, seat, station)
    if from_player:
        s = add_event(s, seat, "G7")
    return s


def _o_flee(s: State, task: Task) -> list[Task]:
    return [("flee", st) for st in flee_options(s, task[1])]


def _d_flee(s: State, task: Task, a: Task) -> State:
    return setp(s, task[1], hero_at=a[1])


def _o_strip(s: State, task: Task) -> list[Task]:
    return [("discard", e) for e in sorted(set(s.players[task[2]].equipment))]


def _d_strip(s: State, task: Task, a: Task) -> State:
    return drop_equipment(s, task[2], a[1])


def _o_take(s: State, task: Task) -> list[Task]:
    return [("none",)] + [("take", e) for e in sorted(set(s.players[task[2]].equipment))]


def _d_take(s: State, task: Task, a: Task) -> State:
    if a[0] == "none":
        return s
    win, lose = task[1], task[2]
    eq = list(s.players[lose].equipment)
    eq.remove(a[1])
    s = setp(s, lose, equipment=tuple(eq))
    s = setp(s, win, equipment=s.players[win].equipment + (a[1],))
    return push(s, ("limit", win))


def _o_destroy(s: State, task: Task) -> list[Task]:
    return [("none",)] + [("destroy", e) for e in sorted(set(s.players[task[2]].equipment))]


def _d_destroy(s: State, task: Task, a: Task) -> State:
    if a[0] == "none":
        return s
    return drop_equipment(s, task[2], a[1])


# the flow's dispatch (automatic tasks)
AUTO = {
    "fight": fight,
    "reveal": _reveal,
    "combat_end": _combat_end,
    "clear_combat": _clear_combat,
}


# the flow's dispatch (what is legal at each decision)
OPTIONS = {
    "defender": _o_defender,
    "card": _o_card,
    "annex": _o_annex,
    "flee": _o_flee,
    "strip": _o_strip,
    "take": _o_take,
    "destroy": _o_destroy,
    "combat_quest": _o_combat_quest,
}


# the flow's dispatch (applying a decision)
DECIDE = {
    "defender": _d_defender,
    "card": _d_card,
    "annex": _d_annex,
    "flee": _d_flee,
    "strip": _d_strip,
    "take": _d_take,
    "destroy": _d_destroy,
    "combat_quest": _d_combat_quest,
}

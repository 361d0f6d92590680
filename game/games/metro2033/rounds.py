"""Metro 2033 rules: setup and the round (spec 4, 5.1-5.3, 5.5) - the faction and hero drafts,
Events (production, Dangers from the dark, the law vote's place in the round), Mobilization,
Army actions, End of round (expiries, victory, round limit, first player, stage check) and the
minimum-3 stations choice."""

from __future__ import annotations

from game.games.metro2033 import graph
from game.games.metro2033.basics import (
    Task,
    attack_targets,
    bank,
    discard_danger,
    gain,
    hero_targets_for_army,
    min3_candidates,
    pay,
    push,
    setp,
    station_gain,
    vp_target,
)
from game.games.metro2033.combat import fight, start_attack, start_duel
from game.games.metro2033.content import (
    CONST,
    DANGER_DECK,
    EQUIPMENT,
    FACTION_IDS,
    FACTIONS,
    HERO_IDS,
    LAW_IDS,
    POLIS,
    QUESTS,
    RESOURCES,
    STATIONS,
    ZONE_ADJ,
    track_space,
)
from game.games.metro2033.draws import enter_stage2, scout_to_bottom
from game.games.metro2033.quests import decision_quest_uses, use_quest
from game.games.metro2033.state import Combat, Deck, Player, State, replace


def initial_state(n: int, opts: tuple, first: int | None, factions: tuple[str, ...] = ()) -> State:
    """A new game; ``factions`` (one per seat, "random" for chance) replaces the faction draft."""
    s = State(
        n=n,
        opts=opts,
        players=tuple(Player(army=CONST["start_army"]) for _ in range(n)),
        free_factions=FACTION_IDS,
        free_heroes=HERO_IDS,
        eq_pile=tuple(sorted(EQUIPMENT)),
        q_pile=tuple(sorted(QUESTS)),
        law_pile=tuple(sorted(LAW_IDS)),
        decks=(Deck(pile=tuple(sorted(DANGER_DECK[1]))), Deck(pile=tuple(sorted(DANGER_DECK[2])))),
    )
    setup = ("setup_chosen", *factions) if factions else ("setup_factions",)
    if first is None:
        return push(s, ("first",), setup)
    return push(replace(s, first=first), setup)


def playable_factions(factions: list[str] | tuple[str, ...]) -> bool:
    """Whether the zones of these factions, with the Polis and the Ring, make one connected map."""
    return graph.connected(graph.active_stations(factions))


def _setup_chosen(s: State, task: Task) -> State:
    """Factions chosen on the setup page (option faction_choice=choose): each seat takes its own;
    a seat left to chance draws one of the rest in seat order (a chance draw)."""
    wanted = task[1:]
    for seat, f in enumerate(wanted):
        if f != "random":
            s = setp(s, seat, faction=f)
    s = replace(s, free_factions=tuple(f for f in s.free_factions if f not in wanted))
    draws = [("draw_faction", seat) for seat in s.order() if wanted[seat] == "random"]
    return push(s, *draws, ("setup_bonus",))


def faction_options(s: State) -> list[str]:
    chosen = [p.faction for p in s.players if p.faction]
    if not chosen:
        return list(s.free_factions)
    near = {z for f in chosen for z in ZONE_ADJ[f]}
    return [f for f in s.free_factions if f in near]


def _setup_factions(s: State, task: Task) -> State:
    return push(s, *[("faction", seat) for seat in s.order()], ("setup_bonus",))


def _setup_bonus(s: State, task: Task) -> State:
    tasks: list[Task] = []
    for seat in s.order():
        p = s.players[seat]
        fac = FACTIONS[p.faction]
        s = setp(s, seat, stations=tuple(sorted(fac["homes"])))
        bonus = fac["bonus"]
        if bonus["kind"] == "resources":
            for res in RESOURCES:
                s = gain(s, seat, res, bonus.get(res, 0))
        elif bonus["kind"] == "army":
            s = setp(s, seat, army=bonus["army"])
        elif bonus["kind"] == "equipment":
            tasks += [("draw_eq", seat, "offer")] * bonus["draw"] + [("keep_eq", seat), ("limit", seat)]
        elif bonus["kind"] == "quest":
            tasks += [("draw_q", seat)] * bonus["draw"] + [("keep_q", seat)]
    heroes = [("hero", (s.first - 1 - i) % s.n) for i in range(s.n)]
    market = [("draw_eq", -1, "market")] * CONST["market_size"]
    return push(s, *tasks, *heroes, *market, ("round_start",))


def _o_faction(s: State, task: Task) -> list[Task]:
    return [("faction", f) for f in faction_options(s)]


def _d_faction(s: State, task: Task, a: Task) -> State:
    s = setp(s, task[1], faction=a[1])
    return replace(s, free_factions=tuple(f for f in s.free_factions if f != a[1]))


def _o_hero(s: State, task: Task) -> list[Task]:
    return [("hero", h) for h in s.free_heroes]


def _d_hero(s: State, task: Task, a: Task) -> State:
    s = setp(s, task[1], hero=a[1])
    s = replace(s, free_heroes=tuple(h for h in s.free_heroes if h != a[1]))
    return push(s, ("hero_home", task[1]))


def _o_hero_home(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    return [("home", h) for h in FACTIONS[p.faction]["homes"]]


def _d_hero_home(s: State, task: Task, a: Task) -> State:
    return setp(s, task[1], hero_at=a[1])


def _round_start(s: State, task: Task) -> State:
    s = replace(s, round=s.round + 1, phase="events")
    space = track_space(s.round)
    tasks: list[Task] = [("checkpoint",)]
    if "res" in space:
        tasks += [("produce", seat) for seat in s.order()]
    elif space.get("event") == "danger":
        tasks += [("defend", seat) for seat in s.order()]
        tasks += [("draw_danger", "event"), ("event_fights",)]
    elif space.get("event") == "law":
        tasks += [("draw_law",)] + [("vote", seat) for seat in s.order()] + [("law_resolve",)]
    tasks += [("checkpoint",), ("phase", "mobilize")]
    tasks += [t for seat in s.order() for t in (("upkeep", seat), ("recruit", seat))]
    tasks += [("checkpoint",), ("phase", "army")]
    tasks += [t for seat in s.order() for t in (("army", seat), ("checkpoint",))]
    tasks += [("phase", "hero")]
    tasks += [t for seat in s.order() for t in (("hero_move", seat), ("checkpoint",))]
    tasks += [("phase", "end"), ("end_round",)]
    return push(s, *tasks)


def _phase(s: State, task: Task) -> State:
    return replace(s, phase=task[1], turn_done=())


def _produce(s: State, task: Task) -> State:
    seat = task[1]
    space = track_space(s.round)
    mult = 2 if space.get("double") else 1
    tasks = []
    for st in s.players[seat].stations:
        info = STATIONS[st]
        if info.type == "regular" and info.res in space["res"]:
            s = gain(s, seat, info.res, mult)
        elif info.type == "polis":
            if len(space["res"]) == 1:
                s = gain(s, seat, space["res"][0], mult)
            else:
                tasks.append(("polis_res", seat, st, mult))
    return push(s, *tasks)


def _o_polis_res(s: State, task: Task) -> list[Task]:
    return [("produce", r) for r in track_space(s.round)["res"]]


def _d_polis_res(s: State, task: Task, a: Task) -> State:
    return gain(s, task[1], a[1], task[3])


def _o_defend(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    out = []
    for st in p.stations:
        out.append(("defend", st, "army"))
        if p.hero_at == st:
            out.append(("defend", st, "hero"))
    return out + decision_quest_uses(s, task[1]) if out else out


def _d_defend(s: State, task: Task, a: Task) -> State:
    if a[0] == "quest_use":
        return use_quest(push(s, task), task[1], a[1])
    d = list(s.defences) if s.defences else [("", "")] * s.n
    d[task[1]] = (a[1], a[2])
    return replace(s, defences=tuple(d))


def _event_fights(s: State, task: Task) -> State:
    if not s.event_card:
        return replace(s, defences=())
    tasks: list[Task] = []
    for seat in s.order():
        if s.defences and s.defences[seat][0]:
            tasks += [("combat_quest", seat), ("event_fight", seat)]
    return push(s, *tasks, ("event_done",))


def _event_fight(s: State, task: Task) -> State:
    seat = task[1]
    station, unit = s.defences[seat]
    if station not in s.players[seat].stations:
        return s
    c = Combat(purpose="event", attacker=seat, att_unit=unit, station=station, danger=s.event_card)
    return fight(replace(s, combat=c), ("fight",))


def _event_done(s: State, task: Task) -> State:
    if s.event_card:
        s = discard_danger(s, s.event_card)
    return replace(s, event_card="", defences=(), combat=None)


def upkeep(strength: int) -> int:
    return CONST["upkeep"].get(str(strength), 0)


def upkeep_levels(s: State, p: Player) -> list[int]:
    """The strengths the army may keep (spec 5.2, T01/T02): troops are dismissed only down to a
    level whose upkeep the player can and wants to pay, i.e. the top of a cheaper upkeep step
    (8, 7, 6 or 5), never below 5 (an army of 5 or less costs nothing)."""
    if s.law == "martial_law":
        return [p.army]
    free = max(k for k in range(1, CONST["army_max"] + 1) if upkeep(k) == 0)
    levels = sorted({min(p.army, k) for k in range(free, CONST["army_max"] + 1)}, reverse=True)
    return [k for k in levels if upkeep(k) <= p.r("pig")]


def _o_upkeep(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    levels = upkeep_levels(s, p)
    if levels == [p.army] and (s.law == "martial_law" or upkeep(p.army) == 0):
        return []  # nothing to pay and nothing to choose (martial law, or an army of 5 or less)
    return [("keep", k) for k in levels] + decision_quest_uses(s, task[1])


def _d_upkeep(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    if a[0] == "quest_use":  # before paying (Smugglers' Cache can pay for a bigger army)
        return use_quest(push(s, task), seat, a[1])
    s = setp(s, seat, army=a[1])
    if s.law != "martial_law" and upkeep(a[1]):
        s = pay(s, seat, pig=upkeep(a[1]))
    return s


def recruit_max(s: State, p: Player) -> int:
    room = CONST["army_max"] - p.army
    if s.law == "general_mobilization":
        return min(room, p.r("ammo"))
    return min(room, p.r("ammo"), p.r("pig"))


MOBILIZE_ABILITIES = ("A4",)  # quest abilities worth using in one's own mobilization turn (spec 5.8)


def _o_recruit(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    out: list[Task] = [("recruit", k) for k in range(recruit_max(s, p) + 1)]
    return out + decision_quest_uses(s, task[1], MOBILIZE_ABILITIES)


def _d_recruit(s: State, task: Task, a: Task) -> State:
    seat, k = task[1], a[1]
    if a[0] == "quest_use":
        return use_quest(push(s, task), seat, k)
    if not k:
        return s
    p = s.players[seat]
    s = pay(s, seat, ammo=k) if s.law == "general_mobilization" else pay(s, seat, ammo=k, pig=k)
    return setp(s, seat, army=p.army + k)


ARMY_ABILITIES = ("A1", "A4", "A5", "A6", "A8")


def _o_army(s: State, task: Task) -> list[Task]:
    seat = task[1]
    p = s.players[seat]
    out: list[Task] = [("pass",)]
    out += [("attack", t) for t in attack_targets(s, seat)]
    out += [("attack_hero", q) for q in hero_targets_for_army(s, seat)]
    out += [("gather", r) for r in RESOURCES if bank(s, r) > 0]
    if p.faction == "baumansky" and bank(s, "ammo") > 0:
        out.append(("gather", "ammo2"))
    out += decision_quest_uses(s, seat, ARMY_ABILITIES)
    return out


def _d_army(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    kind = a[0]
    if kind == "pass":
        return s
    if kind == "quest_use":
        return use_quest(push(s, task), seat, a[1])
    if kind == "gather":
        if a[1] == "ammo2":
            return gain(s, seat, "ammo", 2)
        return gain(s, seat, a[1], 1)
    if kind == "attack":
        return start_attack(s, seat, "army", a[1])
    return start_duel(s, seat, "army", a[1])


def _end_round(s: State, task: Task) -> State:
    # 1. expiries
    for seat, p in enumerate(s.players):
        s = setp(s, seat, effects=(), used=())
        if p.scout and p.scout_round == s.round - 1:
            s = scout_to_bottom(s, seat)
    dur = s.opt("law_duration")
    if s.law and dur and s.round >= s.law_round + int(dur) - 1:
        s = replace(s, law_under=s.law_under + (s.law,), law="", law_round=0)
    # 2. victory
    qual = [seat for seat in s.order() if _qualifies(s, seat)]
    if qual:
        p = s.players[qual[0]]
        polis = all(st in p.stations for st in POLIS)
        return replace(s, winner=qual[0], phase="over", stack=(), end_reason="polis" if polis else "vp")
    # 3. round limit
    limit = s.opt("max_rounds")
    if limit and s.round >= int(limit):
        return replace(s, winner=limit_winner(s), phase="over", stack=(), end_reason="limit")
    # 4. first player passes left
    s = replace(s, first=(s.first + 1) % s.n)
    # 6. stage check
    if s.stage == 1 and any(p.vp() >= CONST["stage2_vp"] for p in s.players):
        s = enter_stage2(s)
        grants = [t for seat in s.order() for t in
                  (("draw_eq", seat, "offer"), ("draw_eq", seat, "offer"), ("keep_eq", seat), ("limit", seat))]
        return push(s, *grants, ("round_start",))
    return push(s, ("round_start",))


def _qualifies(s: State, seat: int) -> bool:
    p = s.players[seat]
    return p.vp() >= vp_target(p) or all(st in p.stations for st in POLIS)


def limit_winner(s: State) -> int:
    order = s.order()

    def key(seat: int) -> tuple:
        p = s.players[seat]
        polis = sum(1 for st in p.stations if st in POLIS)
        return (vp_target(p) - p.vp(), -polis, -len(p.done), order.index(seat))

    return min(range(s.n), key=key)


def _o_min3(s: State, task: Task) -> list[Task]:
    seat = task[1]
    if len(s.players[seat].stations) >= CONST["min_stations"]:
        return []
    return [("settle", st) for st in min3_candidates(s, seat)]


def _d_min3(s: State, task: Task, a: Task) -> State:
    return station_gain(s, task[1], a[1])


# the flow's dispatch (automatic tasks)
AUTO = {
    "setup_factions": _setup_factions,
    "setup_chosen": _setup_chosen,
    "setup_bonus": _setup_bonus,
    "round_start": _round_start,
    "phase": _phase,
    "produce": _produce,
    "event_fights": _event_fights,
    "event_fight": _event_fight,
    "event_done": _event_done,
    "end_round": _end_round,
}


# the flow's dispatch (what is legal at each decision)
OPTIONS = {
    "faction": _o_faction,
    "hero": _o_hero,
    "hero_home": _o_hero_home,
    "polis_res": _o_polis_res,
    "defend": _o_defend,
    "upkeep": _o_upkeep,
    "recruit": _o_recruit,
    "army": _o_army,
    "min3": _o_min3,
}


# the flow's dispatch (applying a decision)
DECIDE = {
    "faction": _d_faction,
    "hero": _d_hero,
    "hero_home": _d_hero_home,
    "polis_res": _d_polis_res,
    "defend": _d_defend,
    "upkeep": _d_upkeep,
    "recruit": _d_recruit,
    "army": _d_army,
    "min3": _d_min3,
}

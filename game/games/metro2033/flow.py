"""The Metro 2033 decision flow: setup, the five phases, combat, quests and stages.

The state carries a stack of tasks (tuples, top = last). ``advance`` runs automatic tasks until
a decision or a real chance draw is on top. ``options`` lists a decision's legal actions,
``decide`` applies one, ``chance_outcomes``/``apply_chance`` handle draws. Every randomness is
a chance draw: piles are kept as sorted multisets and each card drawn is a chance outcome.
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Any

from game.games.metro2033 import graph
from game.games.metro2033.content import (
    COMBAT,
    COMBAT_IDS,
    CONST,
    DANGER_DECK,
    DANGERS,
    EQUIPMENT,
    FACTION_IDS,
    FACTIONS,
    GOALS,
    HERO_IDS,
    HEROES,
    LAW_IDS,
    POLIS,
    QUESTS,
    RESOURCES,
    STATIONS,
    ZONE_ADJ,
    track_space,
)
from game.games.metro2033.state import Combat, Deck, Player, State, replace

Task = tuple
DRAWS = ("draw_eq", "draw_q", "draw_law", "draw_danger", "deal", "first")
DECISIONS = (
    "faction", "hero", "hero_home", "keep_eq", "keep_q", "polis_res", "defend", "vote", "upkeep",
    "recruit", "army", "use_scout", "defender", "card", "annex", "any", "eq_discard", "flee", "strip",
    "take", "destroy", "min3", "hero_move", "hero_act", "market", "order", "complete", "combat_quest",
)
ARMY_ABILITIES = ("A1", "A4", "A5", "A6", "A8")
HERO_ABILITIES = ("A2", "A3", "A4", "A6", "A7", "A8")
EFFECT_ABILITIES = ("A1", "A2", "A3", "A5", "A6", "A7")


# ----- small helpers ---------------------------------------------------------------------------
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


def usable_quests(s: State, seat: int, allowed: tuple[str, ...]) -> list[str]:
    """Quest cards whose ability may be used now (discard an open one, or 1 ammo for a done one)."""
    p = s.players[seat]
    out = []
    for q, _r in p.quests:
        ab = QUESTS[q]["ability"]
        if ab in allowed and ability_useful(s, seat, ab):
            out.append(q)
    if p.r("ammo") >= 1:
        for q in p.done:
            ab = QUESTS[q]["ability"]
            if q not in p.used and ab in allowed and ability_useful(s, seat, ab):
                out.append(q)
    return sorted(set(out))


def ability_useful(s: State, seat: int, ab: str) -> bool:
    p = s.players[seat]
    if ab in EFFECT_ABILITIES:
        return ab not in p.effects
    if ab == "A8":
        return danger_available(s) and not s.peek
    if ab == "A9":
        return p.wounded == s.round
    return True


# ----- setup -------------------------------------------------------------------------------------
def initial_state(n: int, opts: tuple, first: int | None) -> State:
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
    if first is None:
        return push(s, ("first",), ("setup_factions",))
    return push(replace(s, first=first), ("setup_factions",))


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


# ----- chance ----------------------------------------------------------------------------------
def _reshuffle_eq(s: State) -> State:
    if not s.eq_pile and s.eq_discard:
        return replace(s, eq_pile=tuple(sorted(s.eq_discard)), eq_discard=())
    return s


def _reshuffle_q(s: State) -> State:
    if not s.q_pile and s.q_discard:
        return replace(s, q_pile=tuple(sorted(s.q_discard)), q_discard=())
    return s


def _danger_ready(s: State) -> State:
    """Before drawing from the current danger deck: reshuffle its discard pile if it is empty."""
    k = s.stage - 1
    d = s.decks[k]
    if d.size() == 0 and d.discard:
        s = set_deck(s, k, Deck(pile=tuple(sorted(d.discard))))
    return s


def is_real_chance(s: State) -> bool:
    task = s.stack[-1]
    kind = task[0]
    if kind == "first" or kind == "deal":
        return True
    if kind == "draw_eq":
        return len(s.eq_pile) > 0
    if kind == "draw_q":
        return len(s.q_pile) > 0
    if kind == "draw_law":
        return len(s.law_pile) > 0
    if kind == "draw_danger":
        d = s.decks[s.stage - 1]
        return not d.top and len(d.pile) > 0
    return False


def chance_outcomes(s: State) -> list[tuple[Task, float]]:
    task = s.stack[-1]
    kind = task[0]
    if kind == "first":
        return [(("first", i), 1 / s.n) for i in range(s.n)]
    if kind == "deal":
        out = []
        for mine in combinations(COMBAT_IDS, 3):
            rest = [c for c in COMBAT_IDS if c not in mine]
            for theirs in combinations(rest, 3):
                out.append(("deal", tuple(sorted(mine)), tuple(sorted(theirs))))
        return [(o, 1 / len(out)) for o in out]
    pile = {
        "draw_eq": s.eq_pile,
        "draw_q": s.q_pile,
        "draw_law": s.law_pile,
        "draw_danger": s.decks[s.stage - 1].pile,
    }[kind]
    cards = sorted(set(pile))
    return [(("card", c), pile.count(c) / len(pile)) for c in cards]


def _remove(pile: tuple, card: Any) -> tuple:
    i = pile.index(card)
    return pile[:i] + pile[i + 1 :]


def apply_chance(s: State, a: Task) -> State:
    s, task = pop(s)
    kind = task[0]
    if kind == "first":
        return replace(s, first=a[1])
    if kind == "deal":
        c = s.combat
        assert c is not None
        return replace(s, combat=replace(c, hands=(a[1], a[2])))
    card = a[1]
    if kind == "draw_eq":
        return _got_eq(replace(s, eq_pile=_remove(s.eq_pile, card)), task, card)
    if kind == "draw_q":
        return replace(s, q_pile=_remove(s.q_pile, card), offer=s.offer + (card,), offer_owner=task[1])
    if kind == "draw_law":
        return replace(s, law_pile=_remove(s.law_pile, card), law_new=card)
    k = s.stage - 1
    d = s.decks[k]
    s = set_deck(s, k, replace(d, pile=_remove(d.pile, card)))
    return _got_danger(s, task, card)


def _auto_draw(s: State) -> State:
    """A draw task whose card is already determined (or impossible)."""
    s, task = pop(s)
    kind = task[0]
    if kind == "draw_eq":
        s = _reshuffle_eq(s)
        if s.eq_pile:
            return push(s, task)
        return s  # nothing left to draw
    if kind == "draw_q":
        s = _reshuffle_q(s)
        return push(s, task) if s.q_pile else s
    if kind == "draw_law":
        if s.law_under:
            return replace(s, law_under=s.law_under[1:], law_new=s.law_under[0])
        return s
    # danger
    s = _danger_ready(s)
    k = s.stage - 1
    d = s.decks[k]
    if d.top:
        card = d.top[0][0]
        return _got_danger(set_deck(s, k, replace(d, top=d.top[1:])), task, card)
    if d.pile:
        return push(s, task)
    if d.bottom:
        card = d.bottom[0][0]
        return _got_danger(set_deck(s, k, replace(d, bottom=d.bottom[1:])), task, card)
    return s


def _got_eq(s: State, task: Task, card: str) -> State:
    dest = task[2]
    if dest == "market":
        return replace(s, market=s.market + (card,))
    if dest == "offer":
        return replace(s, offer=s.offer + (card,), offer_owner=task[1])
    seat = task[1]  # "hero": onto the hero (a danger's reward)
    p = s.players[seat]
    return push(setp(s, seat, equipment=p.equipment + (card,)), ("limit", seat))


def _got_danger(s: State, task: Task, card: str) -> State:
    dest = task[1]
    if dest == "combat":
        assert s.combat is not None
        return replace(s, combat=replace(s.combat, danger=card))
    if dest == "event":
        return replace(s, event_card=card)
    if dest == "scout":
        return setp(s, task[2], scout=card, scout_round=s.round)
    # peek
    return replace(s, peek=s.peek + (card,), peek_owner=task[2])


# ----- the loop ----------------------------------------------------------------------------------
def advance(s: State) -> State:
    while s.stack:
        kind = s.stack[-1][0]
        if kind in DECISIONS:
            if options(s):
                return s
            s, task = pop(s)  # nothing to decide (no station to defend, a wounded hero, ...)
            if kind == "hero_move" and task[1] not in s.turn_done:
                s = replace(s, turn_done=s.turn_done + (task[1],))
            continue
        if kind in DRAWS:
            if is_real_chance(s):
                return s
            s = _auto_draw(s)
            continue
        s, task = pop(s)
        s = AUTO[kind](s, task)
    return s


# ----- rounds and phases -------------------------------------------------------------------------
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
    return _fight(replace(s, combat=c), ("fight",))


def _event_done(s: State, task: Task) -> State:
    if s.event_card:
        s = discard_danger(s, s.event_card)
    return replace(s, event_card="", defences=(), combat=None)


def _law_resolve(s: State, task: Task) -> State:
    if not s.law_new:
        return replace(s, votes=())
    votes = {seat: v for seat, v in zip(s.order(), s.votes)}
    weight = {seat: len(p.stations) + (2 if p.faction == "arbat" else 0) for seat, p in enumerate(s.players)}
    yes = sum(weight[k] for k, v in votes.items() if v > 0)
    no = sum(weight[k] for k, v in votes.items() if v < 0)
    new = s.law_new
    s = replace(s, votes=(), law_new="")
    if yes > no:
        under = s.law_under + ((s.law,) if s.law else ())
        s = replace(s, law=new, law_round=s.round, law_under=under)
        tasks = [("any", seat, 1) for seat in s.order() if s.players[seat].faction == "arbat" and votes[seat] > 0]
        return push(s, *tasks)
    return replace(s, law_under=s.law_under + (new,))


def _end_round(s: State, task: Task) -> State:
    # 1. expiries
    for seat, p in enumerate(s.players):
        s = setp(s, seat, effects=(), used=())
        if p.scout and p.scout_round == s.round - 1:
            s = _scout_to_bottom(s, seat)
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
        s = _enter_stage2(s)
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


def _return_scouts(s: State, k: int) -> State:
    """Scouted cards of deck ``k`` go back into its pile (the deck is set aside)."""
    d = s.decks[k]
    for seat, p in enumerate(s.players):
        if p.scout and deck_of_card(p.scout) == k:
            d = replace(d, pile=tuple(sorted(d.pile + (p.scout,))))
            s = setp(s, seat, scout="", scout_round=0)
    return set_deck(s, k, d)


def _merged(d: Deck) -> Deck:
    cards = d.pile + tuple(c for c, _k in d.top) + tuple(c for c, _k in d.bottom) + d.discard
    return Deck(pile=tuple(sorted(cards)))


def _enter_stage2(s: State) -> State:
    s = _return_scouts(s, 0)
    s = set_deck(s, 1, _merged(s.decks[1]))
    return replace(s, stage=2, peek=(), peek_owner=-1)


def _stage_back(s: State) -> State:
    s = _return_scouts(s, 1)
    s = set_deck(s, 0, _merged(s.decks[0]))
    s = replace(s, stage=1, peek=(), peek_owner=-1)
    tasks = [("limit", seat) for seat in s.order() if len(s.players[seat].equipment) > 2]
    return push(s, *tasks)


def _scout_to_bottom(s: State, seat: int) -> State:
    p = s.players[seat]
    k = deck_of_card(p.scout)
    d = s.decks[k]
    s = set_deck(s, k, replace(d, bottom=d.bottom + ((p.scout, (seat,)),)))
    return setp(s, seat, scout="", scout_round=0)


# ----- checkpoints -------------------------------------------------------------------------------
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


def goal_met(s: State, seat: int, goal: str) -> bool:
    p = s.players[seat]
    g = GOALS[goal]
    if g["kind"] == "event":
        return goal in p.events
    if goal == "G1":
        return len(p.stations) >= g["stations"]
    if goal == "G2":
        return all(x >= g["each"] for x in p.res)
    if goal == "G3":
        return p.army >= g["army"]
    if goal == "G4":
        return bool(p.hero) and hero_base_strength(p) >= g["hero"]
    if goal == "G6":
        return any(st in POLIS for st in p.stations)
    if goal == "G9":
        return len({STATIONS[st].zone for st in p.stations}) >= g["zones"]
    return False


def completable(s: State, seat: int) -> dict[str, list[str]]:
    p = s.players[seat]
    done_goals = {QUESTS[q]["goal"] for q in p.done}
    out: dict[str, list[str]] = {}
    for q, r in p.quests:
        goal = QUESTS[q]["goal"]
        if r < s.round and goal not in done_goals and goal_met(s, seat, goal):
            out.setdefault(goal, []).append(q)
    return out


def complete_quest(s: State, seat: int, q: str) -> State:
    p = s.players[seat]
    quests = tuple(x for x in p.quests if x[0] != q)
    return setp(s, seat, quests=quests, done=p.done + (q,))


def _checkpoint(s: State, task: Task) -> State:
    if s.phase == "over":
        return s
    for seat in s.order():
        if len(s.players[seat].stations) < CONST["min_stations"] and min3_candidates(s, seat):
            return push(s, ("min3", seat), ("checkpoint",))
    if s.stage == 2 and all(p.vp() < CONST["stage2_vp"] for p in s.players):
        return push(_stage_back(s), ("checkpoint",))
    for seat in s.order():
        for goal, qs in sorted(completable(s, seat).items()):
            if len(qs) > 1:
                return push(s, ("complete", seat, goal), ("checkpoint",))
            s = complete_quest(s, seat, qs[0])
    for seat in range(s.n):
        if s.players[seat].events:
            s = setp(s, seat, events=())
    return s


def _limit(s: State, task: Task) -> State:
    seat = task[1]
    if len(s.players[seat].equipment) > eq_limit(s):
        return push(s, ("eq_discard", seat), ("limit", seat))
    return s


# ----- combat ------------------------------------------------------------------------------------
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


def _fight(s: State, task: Task) -> State:
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


def flee_options(s: State, seat: int) -> list[str]:
    p = s.players[seat]
    homes = [h for h in FACTIONS[p.faction]["homes"] if h in p.stations]
    return sorted(homes) if homes else list(p.stations)


def _combat_end(s: State, task: Task) -> State:
    c = s.combat
    if c is not None and c.danger:
        s = discard_danger(s, c.danger)
    return replace(s, combat=None)


def _clear_combat(s: State, task: Task) -> State:
    return replace(s, combat=None)


AUTO = {
    "setup_factions": _setup_factions,
    "setup_bonus": _setup_bonus,
    "round_start": _round_start,
    "phase": _phase,
    "produce": _produce,
    "event_fights": _event_fights,
    "event_fight": _event_fight,
    "event_done": _event_done,
    "law_resolve": _law_resolve,
    "end_round": _end_round,
    "checkpoint": _checkpoint,
    "limit": _limit,
    "fight": _fight,
    "reveal": _reveal,
    "combat_end": _combat_end,
    "clear_combat": _clear_combat,
}


# ----- decisions: what is legal ------------------------------------------------------------------
def options(s: State) -> list[Task]:
    task = s.stack[-1]
    return OPTIONS[task[0]](s, task)


def _o_faction(s: State, task: Task) -> list[Task]:
    return [("faction", f) for f in faction_options(s)]


def _o_hero(s: State, task: Task) -> list[Task]:
    return [("hero", h) for h in s.free_heroes]


def _o_hero_home(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    return [("home", h) for h in FACTIONS[p.faction]["homes"]]


def _o_keep(s: State, task: Task) -> list[Task]:
    return [("keep", c) for c in sorted(set(s.offer))]


def _o_polis_res(s: State, task: Task) -> list[Task]:
    return [("produce", r) for r in track_space(s.round)["res"]]


def _o_defend(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    out = []
    for st in p.stations:
        out.append(("defend", st, "army"))
        if p.hero_at == st:
            out.append(("defend", st, "hero"))
    return out


def _o_vote(s: State, task: Task) -> list[Task]:
    return [("vote", True), ("vote", False)] if s.law_new else []


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
    return [("keep", k) for k in levels]


def recruit_max(s: State, p: Player) -> int:
    room = CONST["army_max"] - p.army
    if s.law == "general_mobilization":
        return min(room, p.r("ammo"))
    return min(room, p.r("ammo"), p.r("pig"))


MOBILIZE_ABILITIES = ("A4",)  # quest abilities worth using in one's own mobilization turn (spec 5.8)


def _o_recruit(s: State, task: Task) -> list[Task]:
    p = s.players[task[1]]
    out: list[Task] = [("recruit", k) for k in range(recruit_max(s, p) + 1)]
    return out + [("quest_use", q) for q in usable_quests(s, task[1], MOBILIZE_ABILITIES)]


def _o_army(s: State, task: Task) -> list[Task]:
    seat = task[1]
    p = s.players[seat]
    out: list[Task] = [("pass",)]
    out += [("attack", t) for t in attack_targets(s, seat)]
    out += [("attack_hero", q) for q in hero_targets_for_army(s, seat)]
    out += [("gather", r) for r in RESOURCES if bank(s, r) > 0]
    if p.faction == "baumansky" and bank(s, "ammo") > 0:
        out.append(("gather", "ammo2"))
    out += [("quest_use", q) for q in usable_quests(s, seat, ARMY_ABILITIES)]
    return out


def _o_yesno(s: State, task: Task) -> list[Task]:
    return [("yes",), ("no",)]


def _o_defender(s: State, task: Task) -> list[Task]:
    return [("unit", "army"), ("unit", "hero")]


def _o_card(s: State, task: Task) -> list[Task]:
    c = s.combat
    assert c is not None
    return [("play", x) for x in c.hands[task[2]]]


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


def _o_annex(s: State, task: Task) -> list[Task]:
    seat, station, from_player = task[1], task[2], task[3]
    if station in s.owner_map():
        return []
    if len(s.players[seat].stations) >= CONST["max_stations"]:
        return []
    if can_pay(s.players[seat], **annex_cost(s, seat, station, from_player)):
        return [("annex", True), ("annex", False)]
    return []


def _o_any(s: State, task: Task) -> list[Task]:
    return [("take", r) for r in RESOURCES if bank(s, r) > 0]


def _o_eq_discard(s: State, task: Task) -> list[Task]:
    return [("discard", e) for e in sorted(set(s.players[task[1]].equipment))]


def _o_flee(s: State, task: Task) -> list[Task]:
    return [("flee", st) for st in flee_options(s, task[1])]


def _o_strip(s: State, task: Task) -> list[Task]:
    return [("discard", e) for e in sorted(set(s.players[task[2]].equipment))]


def _o_take(s: State, task: Task) -> list[Task]:
    return [("none",)] + [("take", e) for e in sorted(set(s.players[task[2]].equipment))]


def _o_destroy(s: State, task: Task) -> list[Task]:
    return [("none",)] + [("destroy", e) for e in sorted(set(s.players[task[2]].equipment))]


def _o_min3(s: State, task: Task) -> list[Task]:
    seat = task[1]
    if len(s.players[seat].stations) >= CONST["min_stations"]:
        return []
    return [("settle", st) for st in min3_candidates(s, seat)]


def _o_hero_move(s: State, task: Task) -> list[Task]:
    seat = task[1]
    p = s.players[seat]
    if not p.hero_at:
        return []
    if p.wounded == s.round:
        hospital = usable_quests(s, seat, ("A9",))
        return [("end",)] + [("quest_use", q) for q in hospital] if hospital else []
    out: list[Task] = [("move", st) for st in sorted(graph.hero_reach(p.hero_at, hero_speed(p), active(s)))]
    out += [("quest_use", q) for q in usable_quests(s, seat, HERO_ABILITIES)]
    return out


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
    out += [("quest_use", q) for q in usable_quests(s, seat, HERO_ABILITIES)]
    return out


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
    return out


def _o_order(s: State, task: Task) -> list[Task]:
    return [("order",) + perm for perm in sorted(set(permutations(s.peek)))]


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


def _o_complete(s: State, task: Task) -> list[Task]:
    qs = completable(s, task[1]).get(task[2], [])
    return [("complete", q) for q in qs]


OPTIONS = {
    "faction": _o_faction,
    "hero": _o_hero,
    "hero_home": _o_hero_home,
    "keep_eq": _o_keep,
    "keep_q": _o_keep,
    "polis_res": _o_polis_res,
    "defend": _o_defend,
    "vote": _o_vote,
    "upkeep": _o_upkeep,
    "recruit": _o_recruit,
    "army": _o_army,
    "use_scout": _o_yesno,
    "defender": _o_defender,
    "card": _o_card,
    "annex": _o_annex,
    "any": _o_any,
    "eq_discard": _o_eq_discard,
    "flee": _o_flee,
    "strip": _o_strip,
    "take": _o_take,
    "destroy": _o_destroy,
    "min3": _o_min3,
    "hero_move": _o_hero_move,
    "hero_act": _o_hero_act,
    "market": _o_market,
    "order": _o_order,
    "complete": _o_complete,
    "combat_quest": _o_combat_quest,
}


def decider(s: State) -> int:
    task = s.stack[-1]
    return task[1]


# ----- decisions: applying -----------------------------------------------------------------------
def decide(s: State, a: Task) -> State:
    s, task = pop(s)
    return DECIDE[task[0]](s, task, a)


def _d_faction(s: State, task: Task, a: Task) -> State:
    s = setp(s, task[1], faction=a[1])
    return replace(s, free_factions=tuple(f for f in s.free_factions if f != a[1]))


def _d_hero(s: State, task: Task, a: Task) -> State:
    s = setp(s, task[1], hero=a[1])
    s = replace(s, free_heroes=tuple(h for h in s.free_heroes if h != a[1]))
    return push(s, ("hero_home", task[1]))


def _d_hero_home(s: State, task: Task, a: Task) -> State:
    return setp(s, task[1], hero_at=a[1])


def _d_keep_eq(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    rest = list(s.offer)
    rest.remove(a[1])
    p = s.players[seat]
    s = setp(s, seat, equipment=p.equipment + (a[1],))
    return replace(s, offer=(), offer_owner=-1, eq_discard=tuple(sorted(s.eq_discard + tuple(rest))))


def _d_keep_q(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    rest = list(s.offer)
    rest.remove(a[1])
    p = s.players[seat]
    s = setp(s, seat, quests=p.quests + ((a[1], s.round),))
    return replace(s, offer=(), offer_owner=-1, q_discard=tuple(sorted(s.q_discard + tuple(rest))))


def _d_polis_res(s: State, task: Task, a: Task) -> State:
    return gain(s, task[1], a[1], task[3])


def _d_defend(s: State, task: Task, a: Task) -> State:
    d = list(s.defences) if s.defences else [("", "")] * s.n
    d[task[1]] = (a[1], a[2])
    return replace(s, defences=tuple(d))


def _d_vote(s: State, task: Task, a: Task) -> State:
    return replace(s, votes=s.votes + (1 if a[1] else -1,))


def _d_upkeep(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    s = setp(s, seat, army=a[1])
    if s.law != "martial_law" and upkeep(a[1]):
        s = pay(s, seat, pig=upkeep(a[1]))
    return s


def _d_recruit(s: State, task: Task, a: Task) -> State:
    seat, k = task[1], a[1]
    if a[0] == "quest_use":
        return use_quest(push(s, task), seat, k)
    if not k:
        return s
    p = s.players[seat]
    s = pay(s, seat, ammo=k) if s.law == "general_mobilization" else pay(s, seat, ammo=k, pig=k)
    return setp(s, seat, army=p.army + k)


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


def use_quest(s: State, seat: int, q: str, checkpoint: bool = True) -> State:
    """Discard an open quest (or pay 1 ammo for a done one) for its ability; outside a combat
    the goals are checked once the ability has resolved (spec 5.8: after each atomic action)."""
    p = s.players[seat]
    if q in p.done:
        s = pay(s, seat, ammo=1)
        s = setp(s, seat, used=p.used + (q,))
    else:
        s = setp(s, seat, quests=tuple(x for x in p.quests if x[0] != q))
        s = replace(s, q_discard=tuple(sorted(s.q_discard + (q,))))
    ab = QUESTS[q]["ability"]
    p = s.players[seat]
    if ab in EFFECT_ABILITIES:
        return setp(s, seat, effects=p.effects + (ab,))
    if ab == "A4":
        return push(s, ("any", seat, 1), ("any", seat, 1), *([("checkpoint",)] if checkpoint else []))
    if ab == "A8":
        return push(s, *_peek_tasks(s, seat))
    if ab == "A9":
        return setp(s, seat, wounded=0)
    return s


def _peek_tasks(s: State, seat: int) -> list[Task]:
    k = min(3, s.decks[s.stage - 1].size() + len(s.decks[s.stage - 1].discard))
    return [("draw_danger", "peek", seat)] * k + [("order", seat)]


def _d_use_scout(s: State, task: Task, a: Task) -> State:
    if a[0] != "yes":
        return s
    seat = task[1]
    p = s.players[seat]
    k = s.stage - 1
    d = s.decks[k]
    s = set_deck(s, k, replace(d, top=((p.scout, (seat,)),) + d.top))
    return setp(s, seat, scout="", scout_round=0)


def _d_defender(s: State, task: Task, a: Task) -> State:
    assert s.combat is not None
    return replace(s, combat=replace(s.combat, def_unit=a[1]))


def _d_card(s: State, task: Task, a: Task) -> State:
    c = s.combat
    assert c is not None
    cards = list(c.cards)
    cards[task[2]] = a[1]
    return replace(s, combat=replace(c, cards=tuple(cards)))


def _d_annex(s: State, task: Task, a: Task) -> State:
    seat, station, from_player = task[1], task[2], task[3]
    if not a[1]:
        return s
    s = pay(s, seat, **annex_cost(s, seat, station, from_player))
    s = station_gain(s, seat, station)
    if from_player:
        s = add_event(s, seat, "G7")
    return s


def _d_any(s: State, task: Task, a: Task) -> State:
    seat, k = task[1], task[2]
    s = gain(s, seat, a[1], 1)
    return push(s, ("any", seat, k - 1)) if k > 1 else s


def _d_eq_discard(s: State, task: Task, a: Task) -> State:
    return _drop_eq(s, task[1], a[1])


def _drop_eq(s: State, seat: int, e: str) -> State:
    eq = list(s.players[seat].equipment)
    eq.remove(e)
    s = setp(s, seat, equipment=tuple(eq))
    return replace(s, eq_discard=tuple(sorted(s.eq_discard + (e,))))


def _d_flee(s: State, task: Task, a: Task) -> State:
    return setp(s, task[1], hero_at=a[1])


def _d_strip(s: State, task: Task, a: Task) -> State:
    return _drop_eq(s, task[2], a[1])


def _d_take(s: State, task: Task, a: Task) -> State:
    if a[0] == "none":
        return s
    win, lose = task[1], task[2]
    eq = list(s.players[lose].equipment)
    eq.remove(a[1])
    s = setp(s, lose, equipment=tuple(eq))
    s = setp(s, win, equipment=s.players[win].equipment + (a[1],))
    return push(s, ("limit", win))


def _d_destroy(s: State, task: Task, a: Task) -> State:
    if a[0] == "none":
        return s
    return _drop_eq(s, task[2], a[1])


def _d_min3(s: State, task: Task, a: Task) -> State:
    return station_gain(s, task[1], a[1])


def _d_hero_move(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    if seat not in s.turn_done:
        s = replace(s, turn_done=s.turn_done + (seat,))
    if a[0] == "end":
        return s
    if a[0] == "quest_use":
        return use_quest(push(s, task), seat, a[1])
    return push(setp(s, seat, hero_at=a[1]), ("hero_act", seat))


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
        return _scout(s, seat)
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
            return _scout(s, seat)
        return s
    if kind == "radio":
        return push(s, *_peek_tasks(s, seat))
    raise AssertionError(kind)


def _scout(s: State, seat: int) -> State:
    if s.players[seat].scout:
        s = _scout_to_bottom(s, seat)
    return push(s, ("draw_danger", "scout", seat))


def _d_market(s: State, task: Task, a: Task) -> State:
    seat = task[1]
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


def _d_order(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    k = s.stage - 1
    d = s.decks[k]
    top = tuple((c, (seat,)) for c in a[1:])
    s = set_deck(s, k, replace(d, top=top + d.top))
    return replace(s, peek=(), peek_owner=-1)


def _d_combat_quest(s: State, task: Task, a: Task) -> State:
    if a[0] == "done":
        return s
    return use_quest(push(s, task), task[1], a[1], checkpoint=False)  # nothing completes mid-combat


def _d_complete(s: State, task: Task, a: Task) -> State:
    return complete_quest(s, task[1], a[1])


DECIDE = {
    "faction": _d_faction,
    "hero": _d_hero,
    "hero_home": _d_hero_home,
    "keep_eq": _d_keep_eq,
    "keep_q": _d_keep_q,
    "polis_res": _d_polis_res,
    "defend": _d_defend,
    "vote": _d_vote,
    "upkeep": _d_upkeep,
    "recruit": _d_recruit,
    "army": _d_army,
    "use_scout": _d_use_scout,
    "defender": _d_defender,
    "card": _d_card,
    "annex": _d_annex,
    "any": _d_any,
    "eq_discard": _d_eq_discard,
    "flee": _d_flee,
    "strip": _d_strip,
    "take": _d_take,
    "destroy": _d_destroy,
    "min3": _d_min3,
    "hero_move": _d_hero_move,
    "hero_act": _d_hero_act,
    "market": _d_market,
    "order": _d_order,
    "complete": _d_complete,
    "combat_quest": _d_combat_quest,
}

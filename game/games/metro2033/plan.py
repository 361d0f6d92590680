"""Metro 2033 bot plan (pure): how a seat turns resources into victory points.

The win is 10 VP (Red Line 9) = stations + completed quests, or all four Polis stations, checked
at the end of a round. Every VP comes from an annex (a won attack plus 1 mushroom and, for a
neutral station, 1 pig) or a completed quest (1 ammo + 1 mushroom to draw, then a goal). So the
plan is: keep an army just strong enough for the next capture (stage I dangers are 2-5, stage II
5-8, a neutral Polis station 7; upkeep costs 1-3 pigs a round from strength 6), spend resources
on annexes first, on recruits up to that strength, then on quests and equipment, and use the
hero as a second capturer (or Miller's free drill) rather than as an idle piece.

``action_scores(s, legal)`` rates the legal actions of the seat to move in VP-like units;
``policy_action`` plays the best (with optional noise), which is the greedy bot, the rollout
policy and, through ``top_actions``, the list of moves the search compares.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

from game.games.metro2033 import basics, combat, graph, heroes, rounds
from game.games.metro2033.content import (
    COMBAT,
    COMBAT_IDS,
    DANGERS,
    EQUIPMENT,
    GOALS,
    HEROES,
    POLIS,
    QUESTS,
    RESOURCES,
    STATIONS,
    track_space,
)
from game.games.metro2033.state import Player, State, hero_wounded, replace

RES_VALUE = {"pig": 0.30, "mushroom": 0.36, "ammo": 0.22}
# 2-player plan-vs-plan games (greedy mirror, 60 seeds each): the Fourth Reich beat the Red Line
# 40-20 and the 1905 Alliance 36-24; the Bandits beat Arbat 38-22 (the draft then allows only
# zones next to a chosen one)
FACTION_PREF = ("fourth_reich", "red_line", "bandits", "baumansky", "arbat", "alliance_1905")
# Hero draft: Hunter first. In 2-player plan-vs-plan games (greedy mirror, 100 seeds in both seat
# orders, seat 0 drafting the Fourth Reich) the Red Line, choosing its hero first, won 50 with
# Hunter against 35 with Miller, and the Reich's result did not change (65 either way); with four
# players the order made no clear difference (hunter first 36 of 160 games, miller first 40).
HERO_PREF = ("hunter", "miller", "anna", "sasha", "artyom", "khan")
ARMY_LOSS = 0.25  # an army point lost after a failed attack
WOUND = 0.35  # a wounded hero misses a hero phase


# ----- combat odds ---------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def card_diff_dist() -> tuple[tuple[int, float], ...]:
    """Distribution of (attacker's card bonus - defender's) when 3+3 of the 7 combat cards are
    dealt at random and each side plays one of its three at random."""
    counts: Counter[int] = Counter()
    total = 0
    for mine in combinations(COMBAT_IDS, 3):
        rest = [c for c in COMBAT_IDS if c not in mine]
        for theirs in combinations(rest, 3):
            for a in mine:
                for b in theirs:
                    ca, cb = COMBAT[a], COMBAT[b]
                    counts[ca["vs"][cb["type"]] - cb["vs"][ca["type"]]] += 1
                    total += 1
    return tuple(sorted((k, v / total) for k, v in counts.items()))


@lru_cache(maxsize=64)
def pvp_odds(diff: int, cards: bool = True) -> tuple[float, float]:
    """(win, lose) chance of a player-vs-player fight ``diff`` strength points ahead."""
    if not cards:
        return (1.0, 0.0) if diff > 0 else ((0.0, 1.0) if diff < 0 else (0.0, 0.0))
    win = sum(p for d, p in card_diff_dist() if diff + d > 0)
    lose = sum(p for d, p in card_diff_dist() if diff + d < 0)
    return win, lose


def danger_cards(s: State) -> list[str]:
    """The cards the next danger draw may show (a known top card, else the pile's multiset)."""
    d = s.decks[s.stage - 1]
    if d.top and d.top[0][0] in DANGERS:
        return [d.top[0][0]]
    if d.pile:
        return [c for c in d.pile if c in DANGERS]
    if d.bottom:
        return [c for c, _k in d.bottom if c in DANGERS][:1]
    return [c for c in d.discard if c in DANGERS]


def reward_value(card: str) -> float:
    out = 0.0
    for res, k in DANGERS[card]["reward"].items():
        if res in RES_VALUE:
            out += RES_VALUE[res] * k
        elif res in ("any", "army", "equipment"):
            out += 0.32 * k
    return out


def danger_odds(s: State, p: Player, unit: str, bonus: int = 0) -> tuple[float, float, float]:
    """(win, lose, reward value when winning) of ``unit`` against the next danger card."""
    cards = danger_cards(s)
    if not cards:
        return 0.0, 0.0, 0.0
    win = lose = rew = 0.0
    for c in cards:
        d = DANGERS[c]
        mine = (p.army + (2 if "A1" in p.effects else 0)) if unit == "army" else basics.hero_strength(p, d["type"])
        mine += bonus
        theirs = d["str"] + (1 if d["property"] == unit else 0)
        if mine > theirs:
            win += 1
            rew += reward_value(c) + (0.25 if d["str"] >= GOALS["G5"]["danger"] else 0.0)
        elif mine < theirs:
            lose += 1
    n = len(cards)
    return win / n, lose / n, (rew / win if win else 0.0)


# ----- what a seat needs -----------------------------------------------------------------------------
def vp_short(p: Player) -> int:
    return basics.vp_target(p) - p.vp()


def army_point(s: State) -> float:
    """What one army point up to the goal is worth: each capture is a VP, and in stage II the
    seventh and eighth points double the chance to beat a danger."""
    return 0.45 if s.stage == 1 else 0.6


def army_goal(s: State, seat: int) -> int:
    """The army strength worth keeping: stage I dangers are 2-5 (6 beats them all), stage II
    5-8 (7 wins two thirds, 8 five sixths), a neutral Polis station defends with 7."""
    p = s.players[seat]
    goal = 6 if s.stage == 1 else 7
    if s.stage == 2 and p.r("pig") >= 4:
        goal = 8
    if any(QUESTS[q]["goal"] == "G3" for q, _r in p.quests if q in QUESTS):
        goal = max(goal, 7)
    # a rival army that out-muscles ours takes our stations: match it while pigs last
    rival = max((o.army + (1 if o.faction == "fourth_reich" else 0) for q, o in enumerate(s.players)
                 if q != seat and o.faction), default=0)
    if rival >= goal and p.r("pig") >= 3:
        goal = min(8, rival)
    return goal


# value of the k-th unit held (1-based) per resource: the first units pay the next annexes and
# recruits; a stock beyond that is worth little until it is spent (quests, equipment, exchange)
TIERS = {
    "pig": (0.42, 0.36, 0.28, 0.22, 0.12),
    "mushroom": (0.48, 0.40, 0.28, 0.18, 0.10),
    "ammo": (0.32, 0.26, 0.20, 0.14, 0.07),
}


def unit_value(r: str, k: int) -> float:
    """Value of holding the ``k``-th unit of resource ``r`` (k >= 1)."""
    tiers = TIERS[r]
    return tiers[min(k, len(tiers)) - 1] if k >= 1 else 0.0


def res_need(s: State, seat: int) -> dict[str, float]:
    """Marginal value of one more unit of each resource: what the plan spends next."""
    p = s.players[seat]
    out = {r: unit_value(r, p.r(r) + 1) for r in RESOURCES}
    if p.army < army_goal(s, seat) and p.r("ammo") < 3:
        out["ammo"] += 0.08
    if any(QUESTS[q]["goal"] == "G2" for q, _r in p.quests if q in QUESTS):
        for r in RESOURCES:
            if p.r(r) < 4:
                out[r] += 0.15
    return out


def spend_cost(p: Player, cost: dict[str, int] | list[str]) -> float:
    """What paying ``cost`` gives up: the value of the last units held."""
    items = cost.items() if isinstance(cost, dict) else Counter(cost).items()
    total = 0.0
    for r, k in items:
        have = p.r(r)
        total += sum(unit_value(r, have - i) for i in range(k))
    return total


def stock_value(p: Player) -> float:
    return sum(unit_value(r, i) for r in RESOURCES for i in range(1, min(p.r(r), 12) + 1))


def best_res(s: State, seat: int, options: list[str] | None = None) -> str:
    need = res_need(s, seat)
    opts = options or list(RESOURCES)
    return max(opts, key=lambda r: (need[r], -RESOURCES.index(r)))


def _annex_ok(s: State, seat: int, station: str, from_player: bool, reward_cards: list[str] | None = None) -> float:
    """How likely the seat can pay for the annex after winning (the danger reward may help)."""
    p = s.players[seat]
    cost = basics.annex_cost(s, seat, station, int(from_player))
    if all(p.r(r) >= k for r, k in cost.items()):
        return 1.0
    if not reward_cards:
        return 0.0
    ok = 0
    for c in reward_cards:
        rew = DANGERS[c]["reward"]
        anyk = rew.get("any", 0)
        short = sum(max(0, k - p.r(r) - rew.get(r, 0)) for r, k in cost.items())
        ok += short <= anyk
    return ok / len(reward_cards)


def goal_progress(s: State, seat: int, goal: str) -> float:
    """0..1: how close the seat is to a quest goal (1: met)."""
    p = s.players[seat]
    g = GOALS[goal]
    if goal == "G1":
        return min(1.0, len(p.stations) / g["stations"])
    if goal == "G2":
        return sum(min(x, g["each"]) for x in p.res) / (3 * g["each"])
    if goal == "G3":
        return min(1.0, p.army / g["army"])
    if goal == "G4":
        return min(1.0, basics.hero_base_strength(p) / g["hero"]) if p.hero else 0.0
    if goal == "G6":
        return 1.0 if any(st in POLIS for st in p.stations) else 0.4
    if goal == "G9":
        return min(1.0, len({STATIONS[st].zone for st in p.stations}) / g["zones"])
    if goal == "G5":
        return 0.5 if s.stage == 2 else 0.35
    if goal == "G7":
        return 0.35
    return 0.15  # G8: a hero duel


def quest_value(s: State, seat: int) -> float:
    """Expected VP of the seat's open quests (a met goal is nearly a VP)."""
    p = s.players[seat]
    done_goals = {QUESTS[q]["goal"] for q in p.done}
    seen: set[str] = set()
    total = 0.0
    for q, _r in p.quests:
        if q not in QUESTS:
            total += 0.3
            continue
        goal = QUESTS[q]["goal"]
        if goal in done_goals or goal in seen:
            total += 0.1  # only its ability is left
            continue
        seen.add(goal)
        prog = goal_progress(s, seat, goal)
        if prog < 1.0:
            total += 0.15 + 0.5 * prog * prog
        elif s.opt("quest_after_draw"):
            total += 0.35 if q in p.waiting else 1.0  # a waiting goal must fail and be met again
        else:
            total += 1.0 if _r < s.round else 0.85
    return total


# ----- the position score ----------------------------------------------------------------------
def score(s: State, seat: int, ahead: bool = False) -> float:
    """Progress toward the win in VP-like units."""
    p = s.players[seat]
    if not p.faction:
        return 0.0
    vp = p.vp()
    target = basics.vp_target(p)
    polis = sum(1 for st in p.stations if st in POLIS)
    total = float(vp - target + 10) + 0.35 * polis  # the Red Line's 9 VP target counts + (1.5 if polis == 4 else 0.0)
    if vp >= target:
        total += 2.0
    total += quest_value(s, seat)
    goal = army_goal(s, seat)
    total += army_point(s) * min(p.army, goal) + 0.1 * max(0, p.army - goal)
    up = rounds.upkeep(p.army)
    total -= spend_cost(p, {"pig": up}) if up <= p.r("pig") else 0.5 * up
    total += stock_value(p)
    total += 0.07 * basics.hero_base_strength(p) if p.hero else 0.0
    if ahead:
        total += _ahead_terms(s, seat)
    return total


def _ahead_terms(s: State, seat: int) -> float:
    """What the normal and hard levels' evaluation looks ahead to: the capture its army can make
    next (its best target's value with the present army and resources), what the strongest rival
    army can take from it, the station a coming Dangers-from-the-dark round may cost, and a
    wounded hero's lost turn."""
    p = s.players[seat]
    owner = s.owner_map()
    act = basics.active(s)
    targets = graph.attackable_stations(p.stations, owner, act, basics.hansa_limit(s, p))
    best = 0.0
    for t in targets:
        if t in owner and s.law == "truce":
            continue
        best = max(best, attack_station_value(s, seat, t, "army"))
    out = 0.45 * best
    threat = 0.0
    for q, o in enumerate(s.players):
        if q == seat or not o.faction or s.law == "truce":
            continue
        reach = graph.army_reach(o.stations, owner, act, basics.hansa_limit(s, o))
        if not any(st in reach for st in p.stations):
            continue
        diff = o.army + (1 if o.faction == "fourth_reich" else 0) - p.army
        win, _lose = pvp_odds(diff, s.law != "code_of_honour")
        threat = max(threat, win * (0.2 if len(p.stations) <= 3 else 0.6))
    out -= 0.5 * threat
    out -= _event_risk(s, seat)
    if p.hero and hero_wounded(s, p):
        out -= 0.15
    return out


def _event_risk(s: State, seat: int) -> float:
    """The VP a coming Dangers-from-the-dark round (round track, spec 5.1) is likely to cost:
    the seat defends one station with its stronger unit against the current deck."""
    nxt = s.round if s.phase in ("setup", "events") and not s.event_card else s.round + 1
    if track_space(nxt).get("event") != "danger" or not danger_cards(s):
        return 0.0
    p = s.players[seat]
    bonus = 2 if p.faction == "bandits" else 0
    _w, lose, _r = danger_odds(s, p, "army", bonus)
    if p.hero and p.hero_at in p.stations:
        _hw, hlose, _hr = danger_odds(s, p, "hero", bonus)
        lose = min(lose, hlose)
    return 0.8 * lose


# ----- choosing --------------------------------------------------------------------------------
def decider(s: State) -> int:
    return s.stack[-1][1]


def action_scores(s: State, legal: list[Any]) -> list[float]:
    """A value per legal action for the seat to move (higher is better)."""
    kind = s.stack[-1][0]
    fn = SCORERS.get(kind)
    if fn is None:
        return [0.0] * len(legal)
    if kind in QUEST_AT_DECISION and any(a[0] == "quest_use" for a in legal):
        return _with_quest_uses(s, decider(s), legal, fn)
    return fn(s, decider(s), legal)


def _with_quest_uses(s: State, seat: int, legal: list[Any], fn: Any) -> list[float]:
    """A decision that also offers quest abilities (spec 5.8, A19): the ability is used first and
    the decision is still taken afterwards, so it is worth the best other choice plus what the
    ability adds here."""
    others = [a for a in legal if a[0] != "quest_use"]
    scores = dict(zip(others, fn(s, seat, others)))
    best = max(scores.values(), default=0.0)
    kind = s.stack[-1][0]
    return [scores[a] if a in scores else best + ability_gain(s, seat, a[1], kind) for a in legal]


def quest_use_cost(s: State, seat: int, q: str) -> float:
    """What using a quest's ability gives up: an open quest's chance of its VP, or 1 ammo."""
    p = s.players[seat]
    if q in p.done:
        return spend_cost(p, {"ammo": 1})
    goal = QUESTS[q]["goal"]
    if goal in {QUESTS[x]["goal"] for x in p.done}:
        return 0.0
    return 0.2 + 0.6 * goal_progress(s, seat, goal)


def _cache_gain(s: State, seat: int, kind: str) -> float:
    """Smugglers' Cache (2 resources of choice) here: the best pair, counted as held resources
    and, before paying upkeep, as the stronger army they pay for."""
    p = s.players[seat]
    best = -9.0
    for pair in (("pig", "pig"), ("pig", "mushroom"), ("pig", "ammo"), ("mushroom", "mushroom"),
                 ("mushroom", "ammo"), ("ammo", "ammo")):
        res = list(p.res)
        for r in pair:
            res[RESOURCES.index(r)] += 1
        p2 = replace(p, res=tuple(res))
        gain = stock_value(p2) - stock_value(p)
        if kind == "upkeep":
            s2 = replace(s, players=tuple(p2 if i == seat else x for i, x in enumerate(s.players)))
            gain += _best_upkeep(s2, seat) - _best_upkeep(s, seat)
        if kind == "annex":
            task = s.stack[-1]
            cost = basics.annex_cost(s, seat, task[2], task[3])
            if not basics.can_pay(p, **cost) and basics.can_pay(p2, **cost):
                gain += 1.0
        best = max(best, gain)
    return best


def _best_upkeep(s: State, seat: int) -> float:
    p = s.players[seat]
    levels = rounds.upkeep_levels(s, p) or [p.army]
    return max(_s_upkeep(s, seat, [("keep", k) for k in levels]))


def ability_gain(s: State, seat: int, q: str, kind: str) -> float:
    """What using quest ``q``'s ability at this decision adds, its cost taken off."""
    p = s.players[seat]
    ab = QUESTS[q]["ability"]
    cost = quest_use_cost(s, seat, q)
    if ab == "A4":
        return _cache_gain(s, seat, kind) - cost
    if ab == "A6" and kind == "annex":
        task = s.stack[-1]
        price = basics.annex_cost(s, seat, task[2], task[3])
        saved = spend_cost(p, price) if basics.can_pay(p, **price) else 1.0
        return saved + 0.1 - cost
    if ab == "A8" and kind == "defend":
        bonus = 2 if p.faction == "bandits" else 0
        _w, lose, _r = danger_odds(s, p, "army", bonus)
        if p.hero and p.hero_at in p.stations:
            lose = min(lose, danger_odds(s, p, "hero", bonus)[1])
        return 0.8 * (lose - lose ** 3) - cost  # the weakest of the top three goes on top
    if ab == "A9" and p.wounded == s.round:
        return WOUND + 0.05 - cost
    return -0.3 - cost  # the others help only in the owner's own turn or fight


def policy_action(s: State, legal: list[Any], rng: random.Random, noise: float = 0.0) -> Any:
    if len(legal) == 1:
        return legal[0]
    scores = action_scores(s, legal)
    if noise:
        scores = [v + rng.random() * noise for v in scores]
    best = max(range(len(legal)), key=lambda i: (scores[i], -i))
    return legal[best]


def top_actions(s: State, legal: list[Any], k: int, margin: float) -> list[Any]:
    """The ``k`` best actions by the plan, only those within ``margin`` of the best."""
    if len(legal) <= 1:
        return list(legal)
    scores = action_scores(s, legal)
    order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
    best = scores[order[0]]
    return [legal[i] for i in order[:k] if scores[i] >= best - margin]


# per decision kind ------------------------------------------------------------------------------
def _s_faction(s: State, seat: int, legal: list) -> list[float]:
    return [-FACTION_PREF.index(a[1]) for a in legal]


def _s_hero(s: State, seat: int, legal: list) -> list[float]:
    return [-HERO_PREF.index(a[1]) if a[1] in HERO_PREF else -9 for a in legal]


def _hansa_distance(st: str, act: frozenset[str]) -> int:
    d = graph.distance(st, [x for x in act if STATIONS[x].type == "hansa"], act)
    return d if d >= 0 else 9


def _s_home(s: State, seat: int, legal: list) -> list[float]:
    act = basics.active(s)
    return [-_hansa_distance(a[1], act) for a in legal]


def _eq_value(p: Player, e: str) -> float:
    """An equipment card for this hero: strength turns the hero into a second capturer, but a
    hero slowed below 2 can no longer reach the market or a target."""
    info = EQUIPMENT[e]
    v = info["str"] * 0.2 + info["spd"] * 0.1 + sum(info["vs"].values()) * 0.06
    if p.hero:
        speed = HEROES[p.hero]["spd"] + sum(EQUIPMENT[x]["spd"] for x in p.equipment)
        if e not in p.equipment:
            speed += info["spd"]
        v -= 0.2 * max(0, 2 - speed)
    if p.hero and any(QUESTS[q]["goal"] == "G4" for q, _r in p.quests if q in QUESTS) \
            and "G4" not in {QUESTS[q]["goal"] for q in p.done}:
        now = basics.hero_base_strength(p)
        with_it = now + (info["str"] if e not in p.equipment else 0)
        v += 0.9 if now < GOALS["G4"]["hero"] <= with_it else info["str"] * 0.12
    return v


def _s_keep(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    out = []
    for a in legal:
        c = a[1]
        if c in EQUIPMENT:
            out.append(_eq_value(p, c))
        elif c in QUESTS:
            goal = QUESTS[c]["goal"]
            done_goals = {QUESTS[q]["goal"] for q in p.done} | {QUESTS[q]["goal"] for q, _r in p.quests if q in QUESTS}
            prog = goal_progress(s, seat, goal)
            if prog >= 1.0 and s.opt("quest_after_draw"):
                prog = 0.35  # met at the draw: it counts only once it fails and is met again (5.8)
            out.append(prog - (1.0 if goal in done_goals else 0.0))
        else:
            out.append(0.0)
    return out


def _s_res(s: State, seat: int, legal: list) -> list[float]:
    need = res_need(s, seat)
    return [need.get(a[1], 0.0) for a in legal]


def _s_defend(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    out = []
    for a in legal:
        st, unit = a[1], a[2]
        strength = p.army if unit == "army" else basics.hero_base_strength(p)
        keep = 0.5 if st in POLIS else 0.0
        keep += 0.1 if STATIONS[st].home == p.faction else 0.0
        keep += 0.2 * res_need(s, seat).get(STATIONS[st].res or "", 0.0)
        out.append(strength - keep)
    return out


def _law_value(s: State, seat: int, law: str) -> float:
    p = s.players[seat]
    rivals = [o for q, o in enumerate(s.players) if q != seat and o.faction]
    best_army = max((o.army for o in rivals), default=0)
    lead = vp_short(p) < min((vp_short(o) for o in rivals), default=10)
    if law == "truce":
        return 0.3 if p.army < best_army or lead else -0.2
    if law == "free_passage":
        return 0.1
    if law == "colonization_act":
        return 0.2
    if law == "general_mobilization":
        return 0.2 if p.army < army_goal(s, seat) else -0.05
    if law == "martial_law":
        return 0.3 if p.army >= 6 else -0.1
    if law == "polis_council_decree":
        held = sum(1 for st in p.stations if st in POLIS)
        others = max((sum(1 for st in o.stations if st in POLIS) for o in rivals), default=0)
        return 0.2 if others > held else -0.2
    if law == "code_of_honour":
        return 0.1 if p.army > best_army else -0.1
    return 0.0


def _s_vote(s: State, seat: int, legal: list) -> list[float]:
    v = _law_value(s, seat, s.law_new) - (_law_value(s, seat, s.law) if s.law else 0.0)
    return [v if a[1] else -v for a in legal]


def _s_upkeep(s: State, seat: int, legal: list) -> list[float]:
    goal = army_goal(s, seat)
    p = s.players[seat]
    out = []
    for a in legal:
        k = a[1]
        cost = rounds.upkeep(k)
        v = army_point(s) * min(k, goal) + 0.1 * max(0, k - goal) - spend_cost(p, {"pig": cost})
        out.append(v)
    return out


def _s_recruit(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    goal = army_goal(s, seat)
    mob = s.law == "general_mobilization"
    out = []
    for a in legal:
        if a[0] != "recruit":
            out.append(_quest_use_value(s, seat, a[1], "mobilize"))
            continue
        k = a[1]
        room = max(0, goal - p.army)
        up = rounds.upkeep(p.army + k) - rounds.upkeep(p.army)
        v = army_point(s) * min(k, room) + 0.1 * max(0, k - room) - (spend_cost(p, {"pig": up}) if up <= p.r("pig") else 0.5 * up)
        v -= spend_cost(p, {"ammo": k} if mob else {"ammo": k, "pig": k})
        if p.army + k >= 7 and any(QUESTS[q]["goal"] == "G3" for q, _r in p.quests if q in QUESTS):
            v += 0.3
        out.append(v)
    return out


def _rival_weight(s: State, seat: int, owner: int) -> float:
    """How much a rival's lost VP is worth to the seat: fully against the leader (or in a duel)."""
    if s.n == 2:
        return 0.9
    shorts = sorted((vp_short(o), q) for q, o in enumerate(s.players) if q != seat)
    return 0.9 if shorts[0][1] == owner else 0.4


def attack_station_value(s: State, seat: int, station: str, unit: str) -> float:
    p = s.players[seat]
    owner = s.owner_map().get(station)
    polis = station in POLIS
    gain = 1.0 + (0.45 if polis else 0.0)
    if owner is None:
        if polis:
            mine = p.army + (2 if "A1" in p.effects else 0) if unit == "army" else basics.hero_strength(p)
            win = 1.0 if mine > 7 else 0.0
            lose = 1.0 if mine < 7 else 0.0
            pay = _annex_ok(s, seat, station, False)
            return win * gain * pay - lose * (ARMY_LOSS if unit == "army" else WOUND)
        win, lose, rew = danger_odds(s, p, unit)
        pay = _annex_ok(s, seat, station, False, danger_cards(s))
        if p.scout and p.scout in DANGERS and p.scout_round == s.round - 1:
            d = DANGERS[p.scout]
            mine = p.army if unit == "army" else basics.hero_strength(p, d["type"])
            if mine > d["str"] + (1 if d["property"] == unit else 0):
                win, lose, rew = 1.0, 0.0, reward_value(p.scout)
        zone_bonus = 0.15 if STATIONS[station].zone not in {STATIONS[x].zone for x in p.stations} else 0.0
        return win * (gain * pay + rew + zone_bonus) - lose * (ARMY_LOSS if unit == "army" else WOUND)
    o = s.players[owner]
    mine = (p.army + (2 if "A1" in p.effects else 0)) if unit == "army" else basics.hero_strength(p)
    if unit == "army" and p.faction == "fourth_reich":
        mine += 1
    theirs = o.army + (2 if "A1" in o.effects else 0)
    if o.hero_at == station:
        theirs = max(theirs, basics.hero_strength(o))
    win, lose = pvp_odds(mine - theirs, s.law != "code_of_honour")
    pay = 1.0 if p.r("mushroom") >= 1 or "A6" in p.effects else 0.0
    hurt = _rival_weight(s, seat, owner) * (0.15 if len(o.stations) <= 3 else 1.0 + (0.3 if polis else 0.0))
    g7 = 0.2 if any(QUESTS[q]["goal"] == "G7" for q, _r in p.quests if q in QUESTS) else 0.0
    loss = ARMY_LOSS if unit == "army" else WOUND + (0.3 if p.equipment else 0.0)
    return win * (gain * pay + hurt + g7 * pay) - lose * loss


def attack_hero_value(s: State, seat: int, target: int) -> float:
    p, o = s.players[seat], s.players[target]
    win, lose = pvp_odds(p.army - basics.hero_strength(o), s.law != "code_of_honour")
    return win * (0.2 + (0.25 if o.equipment else 0.0)) * _rival_weight(s, seat, target) - lose * ARMY_LOSS


def _quest_use_value(s: State, seat: int, q: str, when: str) -> float:
    p = s.players[seat]
    ab = QUESTS[q]["ability"]
    open_q = q not in p.done
    cost = 0.0
    if open_q:
        goal = QUESTS[q]["goal"]
        done_goals = {QUESTS[x]["goal"] for x in p.done}
        cost = 0.0 if goal in done_goals else 0.2 + 0.6 * goal_progress(s, seat, goal)
    else:
        cost = spend_cost(p, {"ammo": 1})
    if ab == "A4":
        return 0.6 - cost
    if ab == "A9" and p.wounded == s.round:  # Field Hospital: the wounded hero acts this turn
        return WOUND + 0.05 - cost
    return -0.3 - cost  # the others only pay inside a fight (see combat_quest)


def _s_army(s: State, seat: int, legal: list) -> list[float]:
    need = res_need(s, seat)
    out = []
    for a in legal:
        kind = a[0]
        if kind == "pass":
            out.append(0.0)
        elif kind == "attack":
            out.append(attack_station_value(s, seat, a[1], "army"))
        elif kind == "attack_hero":
            out.append(attack_hero_value(s, seat, a[1]))
        elif kind == "gather":
            out.append(2 * need["ammo"] * 0.9 if a[1] == "ammo2" else need[a[1]])
        else:
            out.append(_quest_use_value(s, seat, a[1], "army"))
    return out


def _s_yes_scout(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    c = s.combat
    good = False
    if p.scout in DANGERS and c is not None:
        d = DANGERS[p.scout]
        mine = p.army if c.att_unit == "army" else basics.hero_strength(p, d["type"])
        good = mine > d["str"] + (1 if d["property"] == c.att_unit else 0)
    return [1.0 if (a[0] == "yes") == good else 0.0 for a in legal]


def _s_defender(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    return [p.army if a[1] == "army" else basics.hero_strength(p) + 0.1 for a in legal]


def _s_card(s: State, seat: int, legal: list) -> list[float]:
    """The card with the best expected result against the cards the rival may hold."""
    c = s.combat
    assert c is not None
    side = s.stack[-1][2]
    att, dfn = combat.combat_strengths(s)
    base = att - dfn if side == 0 else dfn - att
    mine = [a[1] for a in legal]
    other = c.cards[1 - side]
    pool = [other] if other in COMBAT and (c.revealed or False) else [x for x in COMBAT_IDS if x not in mine]
    out = []
    for a in legal:
        ca = COMBAT[a[1]]
        v = 0.0
        for b in pool:
            cb = COMBAT[b]
            d = base + ca["vs"][cb["type"]] - cb["vs"][ca["type"]]
            v += (d > 0) - (d < 0) + 0.05 * d
        out.append(v / len(pool))
    return out


def _s_annex(s: State, seat: int, legal: list) -> list[float]:
    return [1.0 if a[1] else 0.0 for a in legal]


def _s_discard_own(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    return [-_eq_value(p, a[1]) for a in legal]


def _s_strip(s: State, seat: int, legal: list) -> list[float]:
    victim = s.players[s.stack[-1][2]]
    return [_eq_value(victim, a[1]) for a in legal]


def _s_take(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    return [0.0 if a[0] == "none" else _eq_value(p, a[1]) + 0.01 for a in legal]


def _s_destroy(s: State, seat: int, legal: list) -> list[float]:
    victim = s.players[s.stack[-1][2]]
    return [0.0 if a[0] == "none" else _eq_value(victim, a[1]) + 0.01 for a in legal]


def _s_flee(s: State, seat: int, legal: list) -> list[float]:
    act = basics.active(s)
    return [-_hansa_distance(a[1], act) for a in legal]


def _s_min3(s: State, seat: int, legal: list) -> list[float]:
    need = res_need(s, seat)
    return [need.get(STATIONS[a[1]].res or "", 0.0) for a in legal]


def _s_order(s: State, seat: int, legal: list) -> list[float]:
    """Weak dangers on top when the seat attacks next, strong ones otherwise."""
    mine_next = s.phase in ("events", "mobilize") or (s.phase == "army" and seat not in s.turn_done)
    out = []
    for a in legal:
        strengths = [DANGERS[c]["str"] for c in a[1:] if c in DANGERS]
        if not strengths:
            out.append(0.0)
            continue
        out.append(-strengths[0] if mine_next else strengths[0])
    return out


def _s_complete(s: State, seat: int, legal: list) -> list[float]:
    return [0.0 for _ in legal]


def _s_combat_quest(s: State, seat: int, legal: list) -> list[float]:
    """Use a quest ability in a fight only when it changes a likely loss or draw into a win."""
    c = s.combat
    out = []
    for a in legal:
        if a[0] == "done" or c is None:
            out.append(0.0)
            continue
        q = a[1]
        ab = QUESTS[q]["ability"]
        use_cost = -_quest_use_value(s, seat, q, "fight") - 0.3
        if ab == "A4":
            out.append(0.6 - use_cost - 0.3)
            continue
        if ab == "A6":
            out.append(0.4 - use_cost)
            continue
        if not c.danger and c.defender < 0 and not STATIONS.get(c.station):
            out.append(-1.0)
            continue
        try:
            att, dfn = combat.combat_strengths(s)
        except Exception:  # noqa: BLE001 - a half-built combat: no use
            out.append(-1.0)
            continue
        me_att = seat == c.attacker
        diff = att - dfn if me_att else dfn - att
        pvp = c.defender >= 0 and s.law != "code_of_honour"
        w0, _l0 = pvp_odds(diff, pvp)
        w1, _l1 = pvp_odds(diff + 2, pvp)
        out.append((w1 - w0) * 1.4 - use_cost)
    return out


# hero --------------------------------------------------------------------------------------------
def hero_options_here(s: State, seat: int, at: str) -> list[tuple[float, Any]]:
    """(value, action) of the hero actions available on station ``at`` (the hero standing there)."""
    p = s.players[seat]
    info = STATIONS[at]
    owner = s.owner_map()
    out: list[tuple[float, Any]] = []
    trade = info.type == "hansa" or "A7" in p.effects or p.hero == "sasha"
    need = res_need(s, seat)
    if trade:
        v = _market_value(s, seat)
        if v > 0:
            out.append((v, ("market",)))
        ex = _exchange(s, seat, need)
        if ex:
            out.append(ex)
    if (info.type == "hansa" or "A7" in p.effects or p.hero == "artyom") and heroes.can_take_quest(s, seat):
        out.append((_quest_take_value(s, seat), ("quest",)))
    if info.type in ("regular", "polis") and owner.get(at) != seat:
        if at in owner:
            if s.law != "truce":
                out.append((attack_station_value(s, seat, at, "hero"), ("attack",)))
        elif info.type == "polis" or basics.danger_available(s):
            out.append((attack_station_value(s, seat, at, "hero"), ("attack",)))
    if p.hero == "miller" and p.army < 6:
        out.append((0.38, ("drill",)))
    if p.hero == "hunter" and info.type != "hansa" and basics.danger_available(s):
        win, lose, rew = danger_odds(s, p, "hero")
        out.append((win * rew - lose * WOUND, ("hunt",)))
    if at not in owner and info.type != "hansa" and basics.danger_available(s) and not p.scout:
        out.append((0.04, ("scout",)))
    return out


def _market_value(s: State, seat: int) -> float:
    p = s.players[seat]
    costs = heroes.eq_costs(p)
    if not s.market or not any(basics.can_pay(p, **c) for c in costs):
        return 0.0
    best = max(_eq_value(p, e) for e in s.market)
    limit = basics.eq_limit(s)
    if len(p.equipment) >= limit:
        best -= min(_eq_value(p, e) for e in p.equipment)
    return best + 0.1 - min(spend_cost(p, c) for c in costs if basics.can_pay(p, **c))


def _quest_take_value(s: State, seat: int) -> float:
    p = s.players[seat]
    spend = spend_cost(p, {"ammo": 1, "mushroom": 1})
    open_goals = {QUESTS[q]["goal"] for q, _r in p.quests if q in QUESTS} | {QUESTS[q]["goal"] for q in p.done}
    return 0.62 - 0.06 * len(open_goals) - spend


def _exchange(s: State, seat: int, need: dict[str, float]) -> tuple[float, Any] | None:
    """The best trade of a surplus for what the plan spends next (value gained, action)."""
    p = s.players[seat]
    best: tuple[float, Any] | None = None
    for src in RESOURCES:
        for dst in RESOURCES:
            if src == dst:
                continue
            for k in range(1, min(p.r(src), basics.bank(s, dst), 4) + 1):
                gain = sum(unit_value(dst, p.r(dst) + i) for i in range(1, k + 1)) - spend_cost(p, {src: k})
                if gain > 0.05 and (best is None or gain > best[0]):
                    best = (gain, ("exchange", src, dst, k))
    return best


@lru_cache(maxsize=4096)
def _hansa_dist_cached(st: str, act: frozenset[str]) -> int:
    return _hansa_distance(st, act)


def _trade_value(s: State, seat: int) -> float:
    """What a Hansa station offers the seat now (market, exchange or a quest)."""
    p = s.players[seat]
    vals = [_market_value(s, seat)]
    ex = _exchange(s, seat, res_need(s, seat))
    if ex:
        vals.append(ex[0])
    if p.quest_round != s.round and basics.can_pay(p, ammo=1, mushroom=1):
        vals.append(_quest_take_value(s, seat))
    return max(vals)


def _s_hero_move(s: State, seat: int, legal: list) -> list[float]:
    """Where to stand and act: the best action on arrival; failing that, a station from which
    next round's hero turn reaches the market (a heroic stock of ammo is worth spending)."""
    p = s.players[seat]
    act = basics.active(s)
    speed = basics.hero_speed(p)
    trade = 0.45 * max(0.0, _trade_value(s, seat)) if p.hero != "sasha" else 0.0
    out = []
    for a in legal:
        if a[0] == "end":
            out.append(0.0)
            continue
        if a[0] == "quest_use":
            out.append(_quest_use_value(s, seat, a[1], "hero"))
            continue
        at = a[1]
        best = max((v for v, _a in hero_options_here(s, seat, at)), default=0.0)
        dist = _hansa_dist_cached(at, act)
        pos = (trade if 0 < dist <= speed else 0.0) - 0.01 * dist
        out.append(max(best, 0.0) + pos + (0.001 if at == p.hero_at else 0.0))
    return out


def _s_hero_act(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    vals = {a: v for v, a in hero_options_here(s, seat, p.hero_at)}
    out = []
    for a in legal:
        if a in vals:
            out.append(vals[a])
        elif a[0] == "end":
            out.append(0.0)
        elif a[0] == "quest_use":
            out.append(_quest_use_value(s, seat, a[1], "hero"))
        elif a[0] == "exchange":
            out.append(-0.5)
        else:
            out.append(-0.1)
    return out


def _s_market(s: State, seat: int, legal: list) -> list[float]:
    p = s.players[seat]
    limit = basics.eq_limit(s)
    out = []
    for a in legal:
        if a[0] == "done":
            out.append(0.0)
        elif a[0] == "refresh":
            worth = max((_eq_value(p, e) for e in s.market), default=0.0)
            out.append(0.05 if worth < 0.25 and p.r("ammo") >= 3 else -0.3)
        else:
            e, cost = a[1], a[2].split("+")
            v = _eq_value(p, e) + 0.1 - spend_cost(p, cost)
            if len(p.equipment) >= limit:
                v -= min(_eq_value(p, x) for x in p.equipment) + 0.1
            out.append(v)
    return out


SCORERS = {
    "faction": _s_faction,
    "hero": _s_hero,
    "hero_home": _s_home,
    "keep_eq": _s_keep,
    "keep_q": _s_keep,
    "polis_res": _s_res,
    "any": _s_res,
    "defend": _s_defend,
    "vote": _s_vote,
    "upkeep": _s_upkeep,
    "recruit": _s_recruit,
    "army": _s_army,
    "use_scout": _s_yes_scout,
    "defender": _s_defender,
    "card": _s_card,
    "annex": _s_annex,
    "eq_discard": _s_discard_own,
    "flee": _s_flee,
    "strip": _s_strip,
    "take": _s_take,
    "destroy": _s_destroy,
    "min3": _s_min3,
    "hero_move": _s_hero_move,
    "hero_act": _s_hero_act,
    "market": _s_market,
    "order": _s_order,
    "complete": _s_complete,
    "combat_quest": _s_combat_quest,
}

# decisions whose scorer knows nothing of quest abilities: ``_with_quest_uses`` rates those
QUEST_AT_DECISION = ("upkeep", "defend", "vote", "annex", "market")

# the decisions the search compares (the others follow the plan directly)
SEARCHED = ("upkeep", "recruit", "army", "hero_move", "hero_act", "market", "vote", "defend")

__all__ = ["policy_action", "top_actions", "action_scores", "score", "SEARCHED"]

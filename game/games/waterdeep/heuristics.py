"""Pure heuristics for the Lords of Waterdeep bots.

- ``estimate(state, seat)``: expected final score of a seat: VP on the track, final scoring of
  what it holds, its Lord bonus (completed quests and a share of active ones), the expected
  value of its active quests by how much of their cost it already holds, and what its
  remaining agent placements, Intrigue cards, buildings and plot effects are worth.
- ``evaluate``: that estimate relative to the best opponent, squashed into [0, 1].
- ``rollout_action``: a cheap policy: complete the best quest, place where the active
  quests' missing adventurers are, otherwise random.
- ``greedy_action``: completes the best quest it can, otherwise one step of look-ahead
  with ``estimate``.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.games.waterdeep.content import AGENTS_BY_PLAYERS, ALL_QUESTS, BASIC, BUILDINGS, LORDS
from game.games.waterdeep.state import WDState

CUBE_WEIGHT = (2.0, 1.0, 1.0, 2.0)  # clerics and wizards are scarcer (1 per action)
GOLD_WEIGHT = 0.5
PLACEMENT_VALUE = 3.0
INTRIGUE_VALUE = 2.0


def _static_yield(steps: tuple) -> tuple[tuple[int, int, int, int], int, bool]:
    cubes, gold, quest = [0, 0, 0, 0], 0, False
    for st in steps:
        if st[0] == "gain":
            cubes = [a + b for a, b in zip(cubes, st[1], strict=False)]
            gold += st[2]
        elif st[0] == "gain_choice":
            for c in st[2][:1]:
                cubes["CFRW".index(c)] += st[1]
        elif st[0] in ("take_faceup_quest", "heroes_garden", "cliffwatch_reset"):
            quest = True
        elif st[0] == "pay_gold":
            gold -= st[1]
    return tuple(cubes), gold, quest  # type: ignore[return-value]


YIELD = {sp: _static_yield(b.action) for sp, b in BASIC.items()}
YIELD.update({k: _static_yield(b.action) for k, b in BUILDINGS.items()})
STOCK_IDX = {"C": 0, "F": 1, "R": 2, "W": 3}


def _lord_types(p: Any) -> tuple[str, ...]:
    lord = LORDS.get(p.lord) if isinstance(p.lord, str) else None
    return lord.types if lord else ()


def needs(s: WDState, seat: int) -> tuple[list[int], int]:
    """Adventurers and gold still missing for the seat's active quests."""
    p = s.players[seat]
    need = [0, 0, 0, 0]
    gold = 0
    for q in p.quests:
        quest = ALL_QUESTS[q]
        for i in range(4):
            need[i] += quest.req[i]
        gold += quest.req_gold
    return [max(0, need[i] - p.cubes[i]) for i in range(4)], max(0, gold - p.gold)


def quest_value(s: WDState, seat: int, name: str) -> float:
    q = ALL_QUESTS[name]
    v = q.vp + 1.0 * sum(q.rew) + 0.5 * q.rew_gold + INTRIGUE_VALUE * q.rew_intrigue
    if q.type in _lord_types(s.players[seat]):
        v += 4
    if q.plot:
        v += 1.2 * (8 - s.round) + 2
    return v


def _remaining_placements(s: WDState, seat: int) -> float:
    rounds_left = max(0, 8 - s.round)
    base = AGENTS_BY_PLAYERS[s.num_players]
    future = sum(base + (1 if r >= 5 else 0) for r in range(s.round + 1, 9))
    p = s.players[seat]
    return future + p.pool + (rounds_left if p.lieutenant else 0)


def estimate(s: WDState, seat: int) -> float:
    p = s.players[seat]
    score = p.vp + sum(p.cubes) + p.gold // 2
    types = _lord_types(p)
    lord = LORDS.get(p.lord) if isinstance(p.lord, str) else None
    if lord is not None:
        if lord.bonus == "buildings":
            score += lord.vp_each * sum(1 for _k, o, _st in s.buildings if o == seat)
        else:
            score += lord.vp_each * sum(1 for q in p.completed if ALL_QUESTS[q].type in types)
    pool = list(p.cubes)
    gold = p.gold
    late = s.round >= 8
    for name in sorted(p.quests, key=lambda n: -ALL_QUESTS[n].vp):
        q = ALL_QUESTS[name]
        total = sum(CUBE_WEIGHT[i] * q.req[i] for i in range(4)) + GOLD_WEIGHT * q.req_gold
        have = 0.0
        for i in range(4):
            use = min(pool[i], q.req[i])
            pool[i] -= use
            have += CUBE_WEIGHT[i] * use
        g = min(gold, q.req_gold)
        gold -= g
        have += GOLD_WEIGHT * g
        progress = have / total if total else 1.0
        weight = progress**1.5 * (0.35 if late else 0.75)
        if q.mandatory:
            score -= 2 * (1 - progress)
        else:
            score += quest_value(s, seat, name) * weight
    score += PLACEMENT_VALUE * _remaining_placements(s, seat)
    score += INTRIGUE_VALUE * len(p.intrigue)
    score += len(p.plots) * 0.8 * max(0, 8 - s.round)
    score += 0.7 * max(0, 8 - s.round) * sum(1 for _k, o, _st in s.buildings if o == seat)
    return float(score)


def evaluate(game: Any, state: WDState, seat: int) -> float:
    if not state.stack:
        totals = [r["total"] for r in game.breakdown(state)]
        best_other = max(t for i, t in enumerate(totals) if i != seat)
        return 1.0 if totals[seat] > best_other else (0.5 if totals[seat] == best_other else 0.0)
    est = _estimates(state)
    mine = est[seat]
    best_other = max(est[i] for i in range(state.num_players) if i != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / 12.0))


_LAST: list = [(None, None)]  # (the last state evaluated, every seat's estimate): asked once per seat


def _estimates(state: WDState) -> list[float]:
    last = _LAST[0]
    if last[0] is state:
        return last[1]
    est = [estimate(state, i) for i in range(state.num_players)]
    _LAST[0] = (state, est)
    return est


# ----- policies ----------------------------------------------------------------------------


def _space_score(s: WDState, seat: int, space: str, need: list[int], gold_need: int) -> float:
    if space not in YIELD:
        return 0.5
    cubes, gold, quest = YIELD[space]
    if space in BUILDINGS:
        for k, _o, st in s.buildings:
            if k == space and BUILDINGS[k].stock_kind in STOCK_IDX:
                c = list(cubes)
                c[STOCK_IDX[BUILDINGS[k].stock_kind]] += st
                cubes = tuple(c)
            elif k == space and BUILDINGS[k].stock_kind == "G":
                gold += st
            elif k == space and BUILDINGS[k].stock_kind == "VP":
                gold += 2 * st
    score = 0.0
    for i in range(4):
        score += CUBE_WEIGHT[i] * (min(cubes[i], need[i]) * 1.5 + 0.3 * cubes[i])
    score += GOLD_WEIGHT * (min(gold, gold_need) + 0.3 * gold)
    if quest:
        score += 2.5 if len(s.players[seat].quests) < 3 else 0.8
    if space == "castle":
        score += 1.5 + (1.0 if s.first_player != seat else 0.0)
    if space == "builders_hall":
        score += 2.0 + max((t for _k, t in s.hall), default=0)
    if space.startswith("h"):
        score += 2.5
    return score


def _best_quest(s: WDState, seat: int, legal: list) -> Any:
    best, best_v = None, -1.0
    for a in legal:
        if a[0] == "complete":
            v = quest_value(s, seat, a[1]) + (20 if a[1] in ALL_QUESTS and ALL_QUESTS[a[1]].mandatory else 0)
            if v > best_v:
                best, best_v = a, v
    return best


def _best_place(s: WDState, seat: int, legal: list, rng: random.Random) -> Any:
    need, gold_need = needs(s, seat)
    best, best_v = legal[0], -1e9
    for a in legal:
        v = _space_score(s, seat, a[1], need, gold_need) if a[0] == "place" else -5.0
        v += rng.random() * 0.5
        if v > best_v:
            best, best_v = a, v
    return best


def rollout_action(game: Any, state: WDState, legal: Any, rng: random.Random) -> Any:
    task = state.stack[-1]
    kind = task[0]
    seat = task[1]
    if kind == "quest_step":
        return _best_quest(state, seat, legal) or legal[-1]
    if kind == "place" and rng.random() < 0.8:
        return _best_place(state, seat, legal, rng)
    if kind == "gain_choice":
        need, _g = needs(state, seat)
        return max(legal, key=lambda a: need["CFRW".index(a[1])] + rng.random() * 0.1)
    return legal[rng.randrange(len(legal))]


def _settle(game: Any, s: WDState, rng: random.Random) -> WDState:
    from game.engine.core import CHANCE

    while game.current_player(s) == CHANCE:
        outs = game.chance_outcomes(s)
        s = game.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
    return s


def greedy_action(game: Any, state: WDState, seat: int, rng: random.Random) -> Any:
    legal = list(game.legal_actions(state))
    if len(legal) == 1:
        return legal[0]
    task = state.stack[-1]
    if task[0] == "quest_step":
        best = _best_quest(state, seat, legal)
        if best is not None:
            return best
    if task[0] == "place" and task[2] != "reassign":
        return _best_place(state, seat, legal, rng)
    if task[0] == "gain_choice":
        need, _g = needs(state, seat)
        return max(legal, key=lambda a: need["CFRW".index(a[1])] + rng.random() * 0.1)
    best, best_v = legal[0], -1e18
    for a in legal:
        after = _settle(game, game.apply(state, a), rng)
        if not after.stack:
            v = float(game.returns(after)[seat]) * 10
        else:
            v = estimate(after, seat)
            if task[0] == "place" and a[0] == "place":
                need, gold_need = needs(state, seat)
                v += 0.3 * _space_score(state, seat, a[1], need, gold_need)
        v += rng.random() * 1e-3
        if v > best_v:
            best, best_v = a, v
    return best

"""Android's rules of thumb and belief, pure (spec 11 "AI", simplified): what the planner bot
(``bot.py``) and the shared cheap bots build on.

- ``estimate(state, seat)``: expected final VP of a seat: its hunches weighted by how likely each
  suspect is to be convicted (a soft-max over the evidence totals the seat can see, unknown
  tokens at the mix's mean), tokens, favors with current links, trauma, plot endings and the
  current plot's baggage margin.
- ``evaluate``: that estimate against the best opponent, squashed into [0, 1].
- ``greedy_action``: rules of thumb per decision: go to the nearest lead and follow it up,
  frame the guilty hunch with positive evidence and clear the innocent one, hit suspects that
  hurt its hunches, move leads away from everyone, end the turn when nothing useful is left.
- ``rollout_action``: the same rules of thumb, cheaper (used by the tree search).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any

from game.engine.core import HIDDEN
from game.games.android import board, scoring
from game.games.android.content import CONTENT
from game.games.android.state import AState

MEAN = 0.5  # expected value of an unknown evidence token (the mix, perjury and witnesses included)
VAL = CONTENT.evidence_value


def _known_total(s: AState, sid: str, seat: int) -> float:
    sus = s.suspect(sid)
    total = -5.0 * sus.alibis
    for t in sus.tokens:
        if t.code is HIDDEN or (not t.face_up and seat not in t.known_by and t.placer != seat):
            total += MEAN
        else:
            total += VAL.get(t.code, 0)
    return total


def conviction_odds(s: AState, seat: int) -> dict[str, float]:
    alive = [x.id for x in s.suspects if x.alive]
    if not alive:
        return {}
    totals = {sid: _known_total(s, sid, seat) for sid in alive}
    weights = {sid: math.exp(min(50.0, v / 2.5)) for sid, v in totals.items()}
    z = sum(weights.values()) + 1.0  # "nobody convicted" keeps a little weight
    return {sid: w / z for sid, w in weights.items()}


def estimate(s: AState, seat: int) -> float:
    p = s.players[seat]
    if s.over:
        return float(scoring.breakdown(s)[seat]["total"])
    odds = conviction_odds(s, seat)
    vp = 0.0
    if isinstance(p.guilty, str) and p.guilty in odds:
        vp += 15 * odds[p.guilty]
    if isinstance(p.innocent, str) and p.innocent in odds:
        vp += 5 * (1 - odds[p.innocent])
    row = scoring.breakdown(s)[seat]
    vp += row["total"] - row["hunches"]  # tokens, conspiracy, trauma, plot endings, extras as they stand
    vp += 0.3 * sum(p.favors) + 0.5 * p.passes
    if p.plot:
        vp += 1.5 * max(-3, min(3, p.good - p.bad))
    return vp


def evaluate(game: Any, s: AState, seat: int) -> float:
    mine = estimate(s, seat)
    best = max(estimate(s, i) for i in range(s.num_players) if i != seat)
    return 1 / (1 + math.exp(-(mine - best) / 8))


# ----- routing ------------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _steps(start: str, ruler: int) -> dict[str, int]:
    """Fewest ordinary moves from ``start`` to every location (restricted ones count 3)."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for here in frontier:
            for to in board.ruler_targets(here, ruler):
                cost = dist[here] + (3 if CONTENT.locations[to].restricted else 1)
                if cost < dist.get(to, 99):
                    dist[to] = cost
                    nxt.append(to)
        frontier = nxt
    return dist


def _towards(s: AState, seat: int, legal: list[tuple], goals: set[str]) -> tuple | None:
    p = s.players[seat]
    ruler = CONTENT.detectives[p.detective].ruler
    best, best_d = None, 99
    for a in legal:
        if a[0] != "move":
            continue
        d = min((_steps(a[1], ruler).get(g, 99) for g in goals), default=99)
        if d < best_d:
            best, best_d = a, d
    here = min((_steps(p.location, ruler).get(g, 99) for g in goals), default=99)
    return best if best is not None and best_d < here else None


# ----- decisions ------------------------------------------------------------------------------------------
def greedy_action(game: Any, s: AState, seat: int, rng: random.Random) -> Any:
    legal = list(game.legal_actions(s))
    return choose(s, seat, legal, rng)


def rollout_action(game: Any, s: AState, legal: Any, rng: random.Random) -> Any:
    head = s.queue[0]
    seat = head[1] if len(head) > 1 and isinstance(head[1], int) else 0
    return choose(s, seat, list(legal), rng)


def choose(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple:
    if len(legal) == 1:
        return legal[0]
    kind = s.queue[0][0]
    fn = _RULES.get(kind)
    a = fn(s, seat, legal, rng) if fn else None
    return a if a in legal else rng.choice(legal)


def _act(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    arms = [a for a in legal if a[0] == "arm" and a[2] == ""]
    if arms:
        return arms[0]  # every dark card in hand stands ready for its trigger
    kinds = {a[0] for a in legal}
    plays = [a for a in legal if a[0] == "play"]
    if plays and rng.random() < 0.4:
        return rng.choice(plays)
    if "follow" in kinds:
        return ("follow",)
    good_abilities = [a for a in legal if a[0] in ("ability", "event", "plot")]
    if good_abilities and rng.random() < 0.6:
        return rng.choice(good_abilities)
    goals = {ld.location for ld in s.leads if ld.location}
    step = _towards(s, seat, legal, goals) if goals else None
    if step:
        return step
    draws = [a for a in legal if a[0] == "draw"]
    if draws and s.time >= 1 and rng.random() < 0.3:
        return rng.choice(draws)
    return ("end",)


def _lead_use(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    p = s.players[seat]
    if ("reveal",) in legal and (p.pile >= 1 or rng.random() < 0.35):
        return ("reveal",)
    if ("dig",) in legal and rng.random() < 0.15:
        return ("dig",)
    return ("evidence",) if ("evidence",) in legal else None


def _place(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    p = s.players[seat]
    code = s.drawn[0] if s.drawn else None
    v = VAL.get(code, 0) if isinstance(code, str) else 0
    alive = {a[1] for a in legal}
    if code == "P" or v > 0:
        target = p.guilty if p.guilty in alive else None
    else:
        target = p.innocent if p.innocent in alive else None
    if target is None or target == (p.innocent if v > 0 else p.guilty):
        others = sorted(alive - {p.guilty, p.innocent})
        target = rng.choice(others) if others else rng.choice(sorted(alive))
    return ("place", target, 0)


def _keep(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    return max(legal, key=lambda a: abs(VAL.get(a[1], 0)))


def _hit(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    p = s.players[seat]
    odds = conviction_odds(s, seat)
    hits = [a for a in legal if a[0] == "hit"]
    pool = [a for a in hits if a[1] not in (p.guilty, p.innocent)]
    if not pool:
        return ("nohit",) if ("nohit",) in legal else (hits[0] if hits else None)
    return max(pool, key=lambda a: odds.get(a[1], 0) + rng.random() * 0.01)


def _lead_move(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    spots = [pl.location for pl in s.players]

    def far(a: tuple) -> float:
        loc = CONTENT.locations[a[1]]
        return min(math.hypot(loc.x - CONTENT.locations[x].x, loc.y - CONTENT.locations[x].y) for x in spots)

    return max(legal, key=far)


def _free(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    takes = [a for a in legal if a[0] == "take"]
    return rng.choice(takes) if takes else None


def _put(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    puts = [a for a in legal if a[0] == "put"]
    return rng.choice(puts) if puts else None


def _pay(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    dark = [a for a in legal if a[0] == "sac" and a[1].endswith(":dark")]
    return dark[0] if dark and rng.random() < 0.5 else (("paid",) if ("paid",) in legal else None)


def _fight(s: AState, seat: int, legal: list[tuple], rng: random.Random) -> tuple | None:
    return ("tactic", "flee") if s.time >= 3 else ("tactic", "talk")


_RULES = {"pay": _pay, "fight": _fight, "act": _act, "lead_use": _lead_use, "place": _place, "keep": _keep, "hit": _hit, "hit_most": _hit,
          "lead_move": _lead_move, "free": _free, "put_piece": _put, "extra_draw": _free}

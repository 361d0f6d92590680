"""Metro 2033 heuristics for the bots: a position value, a greedy rule and a rollout policy."""

from __future__ import annotations

import random
from typing import Any

from game.games.metro2033 import flow
from game.games.metro2033.content import POLIS
from game.games.metro2033.state import State


def _score(s: State, seat: int) -> float:
    p = s.players[seat]
    if not p.faction:
        return 0.0
    short = flow.vp_target(p) - p.vp()
    polis = sum(1 for st in p.stations if st in POLIS)
    res = sum(p.res)
    return -3.0 * short + 0.6 * polis + 0.4 * p.army + 0.08 * min(res, 12) + 0.3 * len(p.equipment) + 0.4 * len(p.quests)


def evaluate(game: Any, state: State, seat: int) -> float:
    """Win probability-like value in [0, 1]: own standing against the best rival."""
    if state.winner >= 0:
        return 1.0 if state.winner == seat else 0.0
    mine = _score(state, seat)
    best = max((_score(state, o) for o in range(state.n) if o != seat), default=0.0)
    x = (mine - best) / 10.0
    return max(0.0, min(1.0, 0.5 + x))


_PREFER = ("annex", "settle", "complete", "keep", "attack", "recruit", "buy", "quest", "take", "destroy")


def rollout_action(game: Any, state: State, legal: Any, rng: random.Random) -> Any:
    """Cheap play-out: mostly grab stations, annex and recruit; otherwise random."""
    legal = list(legal)
    if rng.random() < 0.6:
        for a in legal:
            if a[0] == "annex" and a[1]:
                return a
        attacks = [a for a in legal if a[0] == "attack"]
        if attacks and rng.random() < 0.7:
            return rng.choice(attacks)
        rec = [a for a in legal if a[0] == "recruit"]
        if rec:
            return rec[-1]
    return rng.choice(legal)


def greedy_action(game: Any, state: State, seat: int, rng: random.Random) -> Any:
    """One step of look-ahead with ``evaluate`` (chance steps sampled once)."""
    legal = list(game.legal_actions(state))
    if len(legal) == 1:
        return legal[0]
    if len(legal) > 40:
        legal = rng.sample(legal, 40)

    def value(a: Any) -> float:
        after = game.apply(state, a)
        for _ in range(20):
            if game.current_player(after) != -1:
                break
            outcomes = game.chance_outcomes(after)
            after = game.apply(after, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
        return evaluate(game, after, seat) + rng.random() * 1e-6

    return max(legal, key=value)


def _ai_levels() -> dict | None:
    try:
        from game.ai.budget import Budget
        from game.ai.mcts import SearchConfig
    except ImportError:  # pragma: no cover
        return None
    return {
        "ai:easy": SearchConfig(Budget(seconds=0.5, iterations=60), rollout_plies=8),
        "ai:normal": SearchConfig(Budget(seconds=1.5, iterations=250), rollout_plies=12),
        "ai:hard": SearchConfig(Budget(seconds=4.0, iterations=900), rollout_plies=16),
    }


AI_LEVELS = _ai_levels()

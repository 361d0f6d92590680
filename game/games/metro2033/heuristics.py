"""Metro 2033 heuristics for the bots (pure): the position value, the greedy rule, the rollout
policy and which moves the search compares. The plan behind them is in ``plan.py``.

- ``evaluate``: the seat's progress to its VP target (VP, Polis stations, quests near their
  goal, an army sized to the next capture against its upkeep, resources by what they buy next)
  against the best rival's, squashed to [0, 1]; ``ai:easy``'s leaf value. ``evaluate_ahead``
  (``ai:normal`` and ``ai:hard``) adds the next capture, the rival army's threat, the coming
  danger round and a wounded hero's lost turn.
- ``greedy_action``: the plan's best-rated move (one ply, no search).
- ``rollout_action``: the same plan with a little noise, so that searched futures are played
  the way the bots play.
- ``search_actions``: the search compares only the plan's few best moves, and only for the
  decisions that matter (army, hero, mobilization, market, vote, danger defence); for every
  other decision, or when one move is clearly best, it plays the plan's move without searching.
- ``AI_LEVELS``: the three searching levels differ in iterations, rollout depth and leaf value
  (measured in the README). Every search has its own horizon - a rollout stops after a few
  plies and is evaluated - so no decision waits on a game that has no round limit (spec A25).
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.ai.budget import Budget
from game.ai.mcts import SearchConfig
from game.games.metro2033 import plan
from game.games.metro2033.state import State

_cache: dict[tuple[int, bool], tuple[State, list[float]]] = {}  # (id(state), ahead)


def _scores(state: State, ahead: bool) -> list[float]:
    """Every seat's plan score, computed once per state (the search asks for each seat)."""
    key = (id(state), ahead)
    hit = _cache.get(key)
    if hit is not None and hit[0] is state:
        return hit[1]
    scores = [plan.score(state, q, ahead) for q in range(state.n)]
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = (state, scores)
    return scores


def _value(state: State, seat: int, ahead: bool) -> float:
    if state.winner >= 0:
        return 1.0 if state.winner == seat else 0.0
    scores = _scores(state, ahead)
    mine = scores[seat]
    best = max((v for q, v in enumerate(scores) if q != seat), default=0.0)
    return 1.0 / (1.0 + math.exp(-(mine - best) / 1.6))


def evaluate(game: Any, state: State, seat: int) -> float:
    """Win-probability-like value in [0, 1]: own progress against the best rival's."""
    return _value(state, seat, False)


def evaluate_ahead(game: Any, state: State, seat: int) -> float:
    """``evaluate`` with the near future (``plan._ahead_terms``)."""
    return _value(state, seat, True)


def rollout_action(game: Any, state: State, legal: Any, rng: random.Random) -> Any:
    """Play-out move: the plan's choice with a little noise."""
    return plan.policy_action(state, list(legal), rng, noise=0.12)


def rollout_steady(game: Any, state: State, legal: Any, rng: random.Random) -> Any:
    """The plan with less noise (ai:normal and ai:hard): searched futures closer to its play."""
    return plan.policy_action(state, list(legal), rng, noise=0.05)


def greedy_action(game: Any, state: State, seat: int, rng: random.Random) -> Any:
    """One ply: the plan's best-rated move."""
    legal = list(game.legal_actions(state))
    return plan.policy_action(state, legal, rng, noise=1e-6)


def search_actions(game: Any, state: State, legal: list) -> list:
    """The moves worth searching (see the module docstring)."""
    if len(legal) <= 1:
        return legal
    if state.stack[-1][0] not in plan.SEARCHED:
        return [plan.policy_action(state, legal, random.Random(0))]
    return plan.top_actions(state, legal, 4, 0.4)


AI_LEVELS = {
    "ai:easy": SearchConfig(Budget(seconds=0.5, iterations=30), rollout_plies=6),
    "ai:normal": SearchConfig(
        Budget(seconds=1.5, iterations=100), rollout_plies=8, evaluate=evaluate_ahead,
        rollout_policy=rollout_steady,
    ),
    "ai:hard": SearchConfig(
        Budget(seconds=3.0, iterations=500), rollout_plies=10, evaluate=evaluate_ahead,
        rollout_policy=rollout_steady,
    ),
}

"""The Android AI as the shell sees it (``AndroidGame.heuristics``): the difficulty levels and
the bots that play them, and the rules of thumb the shared bots call.

- ``AI_LEVELS`` / ``BOTS``: ai:easy, ai:normal and ai:hard are the turn planner of ``bot.py``
  with the settings below (``make_bot`` asks ``BOTS`` first; a worker process finds a level's
  settings here by name).
- ``evaluate``, ``estimate``, ``greedy_action``, ``rollout_action``: from ``rules_of_thumb``;
  ``random`` and ``greedy`` (those rules) stay the shared cheap baselines.
"""

from __future__ import annotations

from typing import Any

from game.ai.budget import Budget
from game.games.android.bot import PlannerBot
from game.games.android.plan import PlanConfig
from game.games.android.rules_of_thumb import (
    conviction_odds,
    estimate,
    evaluate,
    greedy_action,
    rollout_action,
)

# ----- levels ------------------------------------------------------------------------------------------
# The planner bot (``bot.py``) fills ai:easy / ai:normal / ai:hard; random and greedy stay the shared
# cheap baselines (greedy = the rules of thumb in rules_of_thumb).
AI_LEVELS = {
    "ai:easy": PlanConfig(Budget(seconds=0.5, iterations=40), plans=6, dets=1, tails=("greedy",), sub_dets=1,
                          sub_options=8),
    "ai:normal": PlanConfig(Budget(seconds=1.5, iterations=250), plans=24, dets=3, sub_dets=2, sub_options=24),
    "ai:hard": PlanConfig(Budget(seconds=4.0, iterations=800), plans=32, dets=4, sub_dets=3, sub_options=32,
                          own_view=True, refine=6, refine_dets=8),
}


def _planner(level: str) -> Any:
    def factory(game: Any, seat: int, num_players: int, seed: int) -> Any:
        return PlannerBot(game, seat, num_players, seed, level, AI_LEVELS[level])

    return factory


# make_bot (game/ai/bots.py) builds these levels with the planner instead of the shared tree search
BOTS = {level: _planner(level) for level in AI_LEVELS}


__all__ = ["AI_LEVELS", "BOTS", "conviction_odds", "estimate", "evaluate", "greedy_action", "rollout_action"]

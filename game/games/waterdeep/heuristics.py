"""Pure heuristics for the Lords of Waterdeep bots (filled in below)."""

from __future__ import annotations

import random
from typing import Any


def evaluate(game: Any, state: Any, seat: int) -> float:
    return 0.5


def rollout_action(game: Any, state: Any, legal: Any, rng: random.Random) -> Any:
    return legal[rng.randrange(len(legal))]


def greedy_action(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    legal = game.legal_actions(state)
    return legal[rng.randrange(len(legal))]

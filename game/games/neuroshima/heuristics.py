"""The AI face of Neuroshima Hex (``NeuroshimaGame.heuristics``, read by ``game/ai``): the leaf
value and greedy choice (from ``value``), what the tree search considers and its rollout policy,
the difficulty levels (``AI_LEVELS``) and the game's own bots (``BOTS``: ai:hard's turn planner)."""

from __future__ import annotations

import random
from typing import Any

from game.ai.budget import Budget
from game.ai.mcts import SearchConfig

from .planner import TurnPlanConfig, TurnPlanner
from .state import State
from .value import battle_evaluate, evaluate, greedy_action, material, threat

__all__ = ["AI_LEVELS", "BOTS", "battle_evaluate", "evaluate", "greedy_action", "material", "rollout_action",
           "search_actions", "threat"]


def search_actions(game: Any, s: State, legal: list) -> list:
    """What the search considers: never "cancel" (the tree already weighs every other hex,
    facing and tile, so backing out only doubles the work)."""
    return [a for a in legal if a[0] != "cancel"]


def rollout_action(game: Any, s: State, legal: list, rng: random.Random) -> Any:
    """Cheap sensible policy: prefer placing and confirming tiles, rarely cancel or end early.
    A battle decision takes the engine's default (the most damaging option)."""
    if len(legal) == 1:
        return legal[0]
    if s.phase in ("battle_choice", "medic_choice") and s.battle:
        return s.battle[6][4]
    kinds = [a[0] for a in legal]
    if "confirm" in kinds:
        return ("confirm",)
    choices = [a for a in legal if a[0] != "cancel"]
    plays = [a for a in choices if a[0] == "play"]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    if s.phase == "discard":
        return rng.choice(choices)
    non_end = [a for a in choices if a[0] not in ("end", "discard")]
    if non_end and rng.random() < 0.5:
        return rng.choice(non_end)
    if ("end",) in choices and rng.random() < 0.7:
        return ("end",)
    return rng.choice(choices)


def _ai_levels() -> dict:
    """Longer rollouts than the default: a tile placement takes four small decisions."""
    # Measured with ``python -m game.tournament`` (README, AI): 250 iterations did not beat easy's 60
    # clearly, so normal searches 800 (about 1 s) and hard 3,000; the seconds cap a slow machine.
    return {
        "ai:easy": SearchConfig(Budget(seconds=0.3, iterations=60), rollout_plies=10),
        "ai:normal": SearchConfig(Budget(seconds=1.8, iterations=800), rollout_plies=14),
        # hard is not a tree search: it plans whole turns (planner.py; a tree search over
        # half-placed tiles with this battle-aware leaf value was not clearly stronger than normal)
        "ai:hard": TurnPlanConfig(Budget(seconds=4.0, iterations=2500), beam=6, max_decisions=5),
    }


AI_LEVELS = _ai_levels()


def _hard_bot(game: Any, seat: int, num_players: int, seed: int) -> Any:
    return TurnPlanner(game, seat, num_players, seed, "ai:hard", AI_LEVELS["ai:hard"])


# make_bot (game/ai/bots.py) asks BOTS first: ai:hard plans whole turns (planner.py)
BOTS = {"ai:hard": _hard_bot}

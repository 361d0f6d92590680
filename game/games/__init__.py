"""The registry of games: game id -> rules object. Explicit on purpose: no folder scans.

``REGISTRY`` holds the published games the app ships. ``TEST_GAMES`` holds the small
test-only game that exercises the Match, the AI and the UI before (and besides) the real
games; it is reachable by id but is not listed by ``python -m game list``.
"""

from __future__ import annotations

from typing import Any

from game.games.duel.rules import DuelGame

REGISTRY: dict[str, Any] = {}

TEST_GAMES: dict[str, Any] = {"duel": DuelGame()}


def _register_published() -> None:
    # One line per game; each import is pure (rules only, no pygame).
    from game.games.waterdeep.rules import WaterdeepGame

    REGISTRY["waterdeep"] = WaterdeepGame()
    from game.games.neuroshima.rules import NeuroshimaGame

    REGISTRY["neuroshima"] = NeuroshimaGame()


_register_published()


def all_games() -> dict[str, Any]:
    """Every game the app can run: the published ones first, then the test game."""
    return {**REGISTRY, **TEST_GAMES}


def get_game(game_id: str) -> Any:
    games = all_games()
    if game_id not in games:
        known = ", ".join(list(REGISTRY) + list(TEST_GAMES))
        raise KeyError(f"unknown game {game_id!r}; known games: {known}")
    return games[game_id]

"""Which view draws which game: game id -> "module:Class", imported lazily.

A game whose view is missing or fails to import gets ``GenericView`` (its legal actions as
buttons), so every registered game is playable from the first day.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.ui.game_view import GameView, GenericView, ViewContext

VIEWS: dict[str, str] = {
    "duel": "game.games.duel.view:DuelView",
    "waterdeep": "game.games.waterdeep.view:WaterdeepView",
    "neuroshima": "game.games.neuroshima.view:NeuroshimaView",
    "metro2033": "game.games.metro2033.view:Metro2033View",
    "rogue_agent": "game.games.rogue_agent.view:RogueAgentView",
    "android": "game.games.android.view:AndroidView",
}


def view_class(game_id: str) -> type[GameView]:
    target = VIEWS.get(game_id)
    if not target:
        return GenericView
    module, _, name = target.partition(":")
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return GenericView
    return cls if isinstance(cls, type) and issubclass(cls, GameView) else GenericView


def make_view(game_id: str, ctx: ViewContext) -> GameView:
    cls = view_class(game_id)
    try:
        return cls(ctx)
    except Exception:
        if cls is GenericView:
            raise
        return GenericView(ctx)


def describe_view(game_id: str) -> Any:
    return VIEWS.get(game_id)

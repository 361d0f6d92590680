"""Which view draws which game: the registry entry's "module:Class", imported lazily.

The view path lives on the game's one registry line (``game.games.ENTRIES``); importing
it only here keeps the rules pygame-free. A game whose view is missing or fails to import
gets ``GenericView`` (its legal actions as buttons), so every registered game is playable.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.games import view_path
from game.ui.game_view import GameView, GenericView, ViewContext


def view_class(game_id: str) -> type[GameView]:
    target = view_path(game_id)
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
    return view_path(game_id)

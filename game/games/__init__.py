"""The games: one folder each, registered by one line in ``registry.py`` (re-exported here)."""

from game.games.registry import (
    ENTRIES,
    REGISTRY,
    TEST_GAMES,
    GameEntry,
    all_games,
    entry,
    get_game,
    load_match,
    view_path,
)

__all__ = ["ENTRIES", "REGISTRY", "TEST_GAMES", "GameEntry", "all_games", "entry", "get_game", "load_match",
           "view_path"]

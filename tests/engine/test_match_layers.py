"""The engine is handed its game: it never imports the registry (no circle engine ->
games -> ai -> engine), and one registry line per game names both its rules and its view."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.engine.match import Match
from game.engine.replay import ReplayError
from game.games import ENTRIES, REGISTRY, TEST_GAMES, get_game, load_match


def test_engine_does_not_import_the_games_registry():
    code = (
        "import sys, game.engine.match, game.engine.verify, game.engine.replay\n"
        "print('game.games' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_one_registry_line_carries_rules_and_view():
    ids = [e.id for e in ENTRIES]
    assert len(ids) == len(set(ids))
    for e in ENTRIES:
        module, _, cls = e.view.partition(":")
        assert module.startswith(f"game.games.{e.id}.") and cls, e
        assert get_game(e.id).spec.id == e.id
    assert set(REGISTRY) == {e.id for e in ENTRIES if e.listed}
    assert set(TEST_GAMES) == {e.id for e in ENTRIES if not e.listed} and "duel" in TEST_GAMES
    assert not set(TEST_GAMES) & set(REGISTRY)


def test_views_resolve_from_the_registry_and_unbuilt_games_are_gone():
    from game.ui import views
    from game.ui.game_view import GenericView

    for e in ENTRIES:
        if e.listed or e.id == "duel":  # unlisted games whose table is not built yet use GenericView
            assert views.view_class(e.id) is not GenericView, e.id
    assert views.view_class("metro2033") is not GenericView  # its table is built (listed)
    assert not hasattr(views, "VIEWS")


def test_loading_is_handed_the_lookup(tmp_path):
    game = get_game("duel")
    m = Match(game, 2, ["random", "random"], seed=5)
    m.advance()
    path = tmp_path / "s.jsonl"
    m.save(path)
    assert len(Match.load(path, get_game).steps) == len(m.steps)
    assert len(load_match(path).steps) == len(m.steps)

    def nothing(_gid):
        raise KeyError(_gid)

    with pytest.raises(ReplayError, match="unknown game"):
        Match.load(path, nothing)

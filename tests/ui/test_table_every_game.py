"""The table frame with each registered game's real view: a storm of input raises nothing,
and a hot-seat game of two humans shows the pass screen before either hand."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.games import all_games  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import make_app, names, step  # noqa: E402

GAME_IDS = list(all_games())


def _storm(app, rng: random.Random, events: int) -> None:
    for _ in range(events):
        w, h = app.size
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.7:
            button = rng.choice([1, 1, 1, 3, 4, 5])
            app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        elif r < 0.85:
            key = rng.choice([pygame.K_SPACE, pygame.K_q, pygame.K_e, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN])
            app.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        elif r < 0.95:
            app.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
        else:
            size = rng.choice([(1280, 720), (1920, 1080), (900, 700), (1500, 600)])
            app.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.step(1 / 60)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_input_storm_on_every_game_table(game_id, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    game = all_games()[game_id]
    n = game.spec.min_players
    app = make_app()
    app.new_match(game_id, n, ["human"] + ["random"] * (n - 1), None, 5, {})
    step(app, 3)
    table = app.scenes.find(TableScene)
    assert table is not None, names(app)
    _storm(app, random.Random(99), 300)
    assert app.running
    assert app.scenes.find(TableScene) is table or names(app)[-1] in ("pause", "gameover", "dialog")
    assert len(table.match.steps) > 0


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if all_games()[g].spec.hidden_info])
def test_two_humans_get_a_pass_screen_first(game_id, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant"))
    game = all_games()[game_id]
    n = game.spec.min_players
    app = make_app()
    # Neuroshima shows held tiles openly by default (printed rule); its house rule hides them.
    # Rogue Agent's agent mode has no secret until someone investigates; android mode deals
    # identity tokens at once (3 players at least)
    options = {"hidden_hands": "yes"} if game_id == "neuroshima" else {}
    if game_id == "rogue_agent":
        options, n = {"mode": "android"}, 3
    app.new_match(game_id, n, ["human"] * n, None, 5, options)
    step(app, 3)
    assert names(app)[-1] == "pass", names(app)


def test_open_hands_need_no_pass_screen(tmp_path, monkeypatch):
    """Neuroshima's printed rule shows held tiles: two humans share the screen with no hand-off."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant"))
    app = make_app()
    app.new_match("neuroshima", 2, ["human", "human"], None, 5, {})
    step(app, 3)
    assert "pass" not in names(app), names(app)

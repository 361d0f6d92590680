"""Monkey tests: a storm of random clicks, keys, wheel and resizes in every scene raises
nothing, the app keeps running and keeps drawing frames (fixed seed, ~300 events each)."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import click_widget, make_app, names, run_until, step  # noqa: E402

KEYS = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_z, pygame.K_l, pygame.K_F1, pygame.K_TAB,
        pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_PAGEDOWN, pygame.K_F3, pygame.K_f]
SIZES = [(1280, 720), (320, 200), (3000, 400), (800, 600), (1920, 1080), (641, 997)]


def goto(app, scene: str) -> None:
    if scene == "menu":
        return
    if scene in ("picker", "setup"):
        click_widget(app, "new_game")
        if scene == "setup":
            app.scenes.top.choose("duel")
    elif scene == "settings":
        click_widget(app, "settings")
    elif scene == "load":
        click_widget(app, "load")
    elif scene == "rules":
        click_widget(app, "rules")
        app.scenes.top.choose("duel")
    elif scene in ("table", "pause"):
        app.new_match("duel", 3, ["human", "random", "random"], None, 4, {})
        step(app, 2)
        if scene == "pause":
            app.scenes.top.open_pause()
    elif scene == "pass":
        app.new_match("duel", 2, ["human", "human"], None, 4, {})
        step(app, 3)
    elif scene == "gameover":
        app.new_match("duel", 2, ["random", "random"], None, 4, {})
        run_until(app, lambda: names(app)[-1] == "gameover", 4000)
    step(app, 2)
    assert names(app)[-1] == scene, names(app)


@pytest.mark.parametrize("scene", ["menu", "picker", "setup", "settings", "load", "rules", "table", "pause", "pass",
                                   "gameover"])
def test_monkey(scene, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="fast", ai_turns="fast"))
    app = make_app()
    quits = []
    app.quit = lambda: quits.append(1)  # the Quit button must not end the storm
    step(app, 2)
    goto(app, scene)
    rng = random.Random(1234 + len(scene))
    frames0 = app.frames
    for _i in range(300):
        w, h = app.size
        r = rng.random()
        if r < 0.55:
            pos = (rng.randrange(w), rng.randrange(h))
            b = rng.choice([1, 1, 1, 3, 4, 5])
            app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=b))
            if rng.random() < 0.8:
                app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=b))
        elif r < 0.75:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
            app.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
        elif r < 0.82:
            app.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "ő", "Ű", "7", " "])))
        elif r < 0.9:
            app.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 2]), flipped=False))
        else:
            size = rng.choice(SIZES)
            app.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.step(1 / 60)
    assert app.running
    assert app.frames - frames0 >= 300
    assert len(app.scenes) >= 1

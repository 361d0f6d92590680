"""Idle CPU: the window's loop draws only when something changed or moves; an idle menu
draws nothing, an idle table only at the idle frame rate, and input is handled at once."""

from __future__ import annotations

import os
import time

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.ui import app as app_module  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import make_app, names  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def _settle(app):
    """Let the scene finish its intro and the settle time after the last change."""
    for scene in app.scenes:
        if hasattr(scene, "t_anim"):
            scene.t_anim = 99.0
    app.step()
    app.lively_until = 0.0
    app.step()


def test_idle_menu_draws_nothing_and_input_wakes_it_at_once():
    app = make_app()
    _settle(app)
    drawn = app.drawn_frames
    t0 = time.perf_counter()
    for _ in range(4):
        app.step()  # the real loop: sleeps until input or the idle tick
    took = time.perf_counter() - t0
    assert app.drawn_frames == drawn, "nothing changed, nothing is drawn"
    assert took >= 3.5 / app_module.IDLE_FPS, "the idle loop sleeps instead of spinning"
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0)))
    t0 = time.perf_counter()
    app.step()
    assert time.perf_counter() - t0 < 0.5 / app_module.IDLE_FPS + 0.03, "input is handled at once"
    assert app.drawn_frames == drawn + 1


def test_idle_table_redraws_only_at_the_idle_rate_and_fully_while_animating():
    app = make_app({"game": "duel", "players": 2, "seats": "human,random", "seed": 4})
    table = app.scenes.top
    for _ in range(300):  # until the turn banner and any dice have settled
        app.step(1 / 30)
        if not table.animating() and table.view.acting is not None:
            break
    assert names(app)[-1] == "table" and not table.animating()
    _settle(app)
    d0, t0 = app.drawn_frames, time.perf_counter()
    while time.perf_counter() - t0 < 0.6:
        app.step()
    rate = (app.drawn_frames - d0) / (time.perf_counter() - t0)
    assert 0 < rate <= app_module.IDLE_FPS * 1.5, rate  # the glow still pulses, slowly
    table.banner = {"seat": 0, "t": 0.0, "text": "x"}  # something moves: the full rate
    assert table.animating() and app.wants_full_rate()


def test_forced_steps_always_draw_for_tests_and_bench():
    app = make_app()
    _settle(app)
    d0 = app.drawn_frames
    app.step(1 / 60)
    app.step(1 / 60)
    assert app.drawn_frames == d0 + 2


def test_bench_reports_idle_cpu_under_its_own_key():
    from game.bench import format_report, idle_cpu

    cpu = idle_cpu(lambda app: None, seconds=0.3, settle=0.2)
    assert 0.0 <= cpu < 2.0
    report = {"scenes": [], "rules": [], "ai": [], "startup_s": 0.4, "idle_cpu": {"menu": round(cpu, 3)}}
    assert "Idle CPU" in format_report(report) and "menu" in format_report(report)

"""Body text reads at 4.5:1 or better on every theme colour it is drawn on, and overlays
do not show another overlay's buttons through them."""

from __future__ import annotations

import importlib
import os

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.games import ENTRIES  # noqa: E402
from game.ui import style  # noqa: E402
from game.ui.game_view import DEFAULT_THEME  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import make_app, names, step  # noqa: E402

TEXT = ("ink", "ink_soft", "accent")  # body text colours (ink_faint is for disabled controls only)
BACKS = ("bg", "bg2", "board", "panel", "panel_hi")


def _themes() -> dict[str, dict]:
    themes = {"shell": dict(style.SHELL), "table": dict(DEFAULT_THEME)}
    for e in ENTRIES:
        module, _, name = e.view.partition(":")
        try:
            cls = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):  # a view not built yet: the table's default theme
            continue
        try:
            theme = cls.theme(cls.__new__(cls)) or {}
        except Exception:
            theme = {}
        themes[e.id] = {**DEFAULT_THEME, **theme}
    return themes


@pytest.mark.parametrize("theme_name", list(_themes()))
def test_body_text_has_at_least_4_5_to_1_on_every_theme_background(theme_name):
    th = _themes()[theme_name]
    low = [(ink, bg, round(style.contrast_ratio(th[ink], th[bg]), 2))
           for ink in TEXT for bg in BACKS if ink in th and bg in th
           if style.contrast_ratio(th[ink], th[bg]) < 4.5]
    assert not low, f"{theme_name}: low-contrast text pairs {low}"


def test_error_text_and_ink_on_colours_read():
    assert style.contrast_ratio(style.SHELL["danger_ink"], style.SHELL["panel"]) >= 4.5
    assert style.contrast_ratio(style.SHELL["danger_ink"], style.SHELL["bg2"]) >= 4.5
    palette, _shapes = style.player_palette()
    for c in palette + [(200, 200, 200), (120, 160, 220), (240, 220, 160)]:
        assert style.contrast_ratio(style.ink_on(c), c) >= 4.5, c  # no white on a light badge
    mid = (150, 120, 90)  # no ink reaches 4.5 here: the better one is taken
    best = max(style.contrast_ratio((20, 20, 24), mid), style.contrast_ratio((245, 243, 238), mid))
    assert style.contrast_ratio(style.ink_on(mid), mid) == best


def test_readable_lifts_any_colour_to_4_5_to_1_and_keeps_good_ones():
    brown, slate = (110, 80, 50), (58, 64, 70)
    pink = style.mix((238, 234, 224), (214, 96, 78), 0.55)
    for fg, bg in [(pink, brown), ((0, 114, 178), slate), ((50, 110, 200), slate), ((240, 228, 66), (250, 250, 250))]:
        assert style.contrast_ratio(style.readable(fg, bg), bg) >= 4.5, (fg, bg)
    assert style.readable((236, 232, 222), slate) == (236, 232, 222)


def test_settings_over_the_pause_menu_hides_the_pause_menu(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    app = make_app({"game": "duel", "players": 2, "seats": "human,random", "seed": 3})
    step(app, 3)
    table = app.scenes.top
    table.open_pause()
    step(app)
    app.scenes.top.on_settings()
    step(app)
    assert names(app) == ["menu", "table", "pause", "settings"]
    assert [s.name for s in app.scenes.visible()] == ["table", "settings"]
    app.scenes.pop()
    step(app)
    assert [s.name for s in app.scenes.visible()] == ["table", "pause"]
    app.scenes.top.ask_save()
    step(app)
    assert [s.name for s in app.scenes.visible()] == ["table", "dialog"]
    pygame.quit()


def test_campaign_dim_text_reads_on_its_steel_cards():
    from game.ui.scenes.campaign import FAINT_TEXT, STEEL

    assert style.contrast_ratio(FAINT_TEXT, STEEL) >= 4.5
    assert style.contrast_ratio(style.SHELL["ink_soft"], STEEL) >= 4.5

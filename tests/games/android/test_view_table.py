"""The Android table inside the real table frame (headless app): the strip follows a gesture
step by step, every tab and label fits at 1280x720 in both languages, and the map carries the
printed A-L / 1-8 grid."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.core import CHANCE, TERMINAL  # noqa: E402
from game.games.android import text as AT  # noqa: E402
from game.games.android.content import CONTENT  # noqa: E402
from game.games.android.view import GRID  # noqa: E402
from game.ui.render import textfit  # noqa: E402
from game.ui.render.fonts import get_font  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.games.android.test_view import GAME, make_view, play_until, show  # noqa: E402
from tests.ui.helpers import click, click_widget, make_app, names, step  # noqa: E402


def _table(tmp_path, monkeypatch, seats="human,random,random", seed=4, size=(1280, 720), lang="en"):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip", lang=lang))
    app = make_app(size=size)
    n = len(seats.split(","))
    app.new_match("android", n, seats.split(","), None, seed, {})
    step(app, 3)
    table = app.scenes.find(TableScene)
    assert table is not None, names(app)
    return app, table


def _drive(app, table, pred, rng, limit=3000):
    """Let bots play and the human play randomly until ``pred(state)`` holds at the human's decision."""
    m = table.match
    for _ in range(limit):
        if names(app)[-1] == "pass":
            click_widget(app, "confirm")
        step(app, 1)
        if m.is_over:
            return False
        if table.acting_seat() is None:
            continue
        if pred(m.state):
            step(app, 2)
            return True
        table.submit(rng.choice(m.legal_actions()))
    return False


def test_the_strip_is_asked_again_after_each_step_of_a_gesture(tmp_path, monkeypatch):
    app, table = _table(tmp_path, monkeypatch)
    rng = random.Random(2)
    ok = _drive(app, table, lambda s: s.queue[0][0] == "act"
                and sum(1 for a in GAME.legal_actions(s) if a[0] == "move") >= 2, rng)
    assert ok, "no move came"
    v = table.view
    lid = next(a[1] for a in table.match.legal_actions() if a[0] == "move")
    before = list(table.choice_sig)
    click(app, v.renderer.node_pos(lid))  # first click: the route is shown, nothing is made yet
    assert v.selected is not None and v.selected[0] == "move"
    assert [a for _l, a in table.choice_sig] == [v.selected], "the strip still offers the old choices"
    assert table.choice_sig != before
    assert [b.text for b in table.choice_buttons] == [lb for lb, _a in table.choice_sig]
    cancel = next(r for r, kind, _p in v.hot if kind == "cancel")
    click(app, cancel.center)  # cancelled: the strip is asked again
    assert v.selected is None
    assert all(a != ("move", lid) for _l, a in table.choice_sig)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_tab_and_suspect_name_fits_whole(lang, size):
    v = make_view(size=size, lang=lang)
    s = play_until(lambda s: s.queue[0][0] == "act", seed=3)
    textfit.TRUNCATED.clear()
    for tab in ("case", "detectives", "puzzle", "orders"):
        v.tab = tab
        show(v, s)
        fsize, tabs, _h = v.tab_layout(v.side.x + 10, v.side.y, v.side.w - 20)
        assert fsize >= 14
        f = get_font(fsize, bold=True)
        for name, rect, lines in tabs:
            assert "".join(lines).replace("-", "") == v.t(f"tab.{name}").replace(" ", "").replace("-", "")
            for line in lines:
                assert f.size(line)[0] <= rect.w, f"tab {name!r} is wider than its tab"
            assert rect.right <= v.side.right, f"tab {name!r} leaves the column"
    words = {v.t(f"tab.{t}") for t in ("case", "detectives", "puzzle", "orders")}
    sus = {AT.sus_name(x.id, lang) for x in s.suspects}
    cut = {t for t in textfit.TRUNCATED if any(t.startswith(w[:4]) for w in words | sus)}
    assert not cut, f"cut with an ellipsis: {cut}"


def test_the_map_grid_puts_every_location_in_its_printed_square():
    v = make_view()
    s = play_until(lambda s: s.queue[0][0] == "act", seed=3)
    show(v, s)
    cols, rows = GRID
    for lid, loc in CONTENT.locations.items():
        col, row = "ABCDEFGHIJKL".index(loc.grid[0]), int(loc.grid[1:]) - 1
        x0, y0 = v.world_to_screen(col * 100, row * 100)
        x1, y1 = v.world_to_screen((col + 1) * 100, (row + 1) * 100)
        x, y = v.renderer.node_pos(lid)
        assert x0 < x < x1 and y0 < y < y1, f"{lid} is drawn outside square {loc.grid}"
    assert cols == 12 and rows == 8

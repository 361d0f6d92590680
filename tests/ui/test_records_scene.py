"""Issue 20's Records screen: per game and per participant, the people's results as a chart,
past games that open their final board or replay, a record deleted, the records as CSV; in
English and Hungarian, fitting 1280x720."""
from __future__ import annotations

import os

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.records import RecordStore, build_record, default_store, record_finished  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.records.test_store import finished  # noqa: E402
from tests.ui.helpers import click_widget, make_app, names, run_until, step  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


@pytest.fixture
def recorded():
    for seed in (1, 2):
        record_finished(finished(seed=seed, seats=["human", "ai:easy"], names=["Anna", "Bot"]), duration_s=900)
    record_finished(finished("neuroshima", seed=3, seats=["human", "random"], names=["Anna", "Bela"]))
    return default_store().games()


def _open(app):
    click_widget(app, "records")
    step(app, 3)
    scene = app.scenes.top
    assert names(app)[-1] == "records"
    return scene


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_records_screen_shows_each_game(recorded, lang):
    app = make_app()
    app.settings.lang = lang
    scene = _open(app)
    assert scene.game == "neuroshima"  # the newest game's tab opens
    assert scene.widget("tab_waterdeep") is not None and scene.widget("tab_neuroshima") is not None
    click_widget(app, "tab_waterdeep")
    step(app, 2)
    assert scene.game == "waterdeep" and scene.summary["played"] == 2
    app.draw()
    assert scene.chart is not None and scene.chart.points  # Anna's two results
    tip = scene.chart.hover(scene.chart.points[0].at)
    assert tip[0] == "Anna"
    for rect in (scene.table_rect, scene.chart_rect, scene.panel.rect):
        assert rect.right <= app.size[0] and rect.bottom <= app.size[1]
    assert "900" not in scene.row_text(scene.game_rows()[0]) and "15" in scene.row_text(scene.game_rows()[0])


def test_delete_and_export(recorded, tmp_path):
    app = make_app()
    scene = _open(app)
    gid = scene.game_rows()[0]["id"]
    scene.on_delete(gid)
    step(app, 2)
    assert names(app)[-1] == "dialog" and len(default_store().games()) == 3  # asked first
    app.scenes.top._answer(1)()  # the dialog's Delete
    step(app, 2)
    assert len(default_store().games()) == 2 and len(scene.records) == 2
    scene.export_csv()
    text = scene.exported.read_text(encoding="utf-8")
    assert text.startswith("game_id,") and len(text.splitlines()) == 1 + 4


def test_a_past_game_opens_its_board_and_replays(recorded):
    app = make_app()
    scene = _open(app)
    click_widget(app, "tab_waterdeep")
    step(app, 2)
    scene.on_replay(scene.game_rows()[0]["id"])
    table = app.scenes.top
    assert names(app)[-1] == "table" and table.in_replay and table.match.is_over
    assert len(table.replay) == len(table.match.steps) - 1  # the first frame is already showing
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=20000)
    assert len(default_store().games()) == 3  # looking at a recorded game records nothing new


def test_a_damaged_records_file_does_not_stop_the_screen(tmp_path):
    path = default_store().path
    path.write_bytes(b"\x00not sqlite" * 300)
    app = make_app()
    scene = _open(app)
    assert scene.summary is None and app.notice is not None
    app.draw()
    assert isinstance(RecordStore(path).games(), list)
    assert build_record(finished()) is not None

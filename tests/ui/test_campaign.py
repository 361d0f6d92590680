"""The Babel 13 campaign from the menu: picker entry, scenarios as normal matches, Next scenario,
progress on disk, a broken progress file, a whole campaign, and a monkey storm on the scene."""

from __future__ import annotations

import json
import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

import game.games as games  # noqa: E402
from game import paths  # noqa: E402
from game.ui.scenes import campaign as C  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import click_widget, key, make_app, names, run_until, step  # noqa: E402

nc = pytest.importorskip("game.games.neuroshima.campaign")


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    if "neuroshima" not in games.REGISTRY:  # the lead registers it; until then, do it here
        from game.games.neuroshima.rules import NeuroshimaGame

        monkeypatch.setitem(games.REGISTRY, "neuroshima", NeuroshimaGame())
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def open_from_picker(app):
    step(app, 2)
    click_widget(app, "new_game")
    assert names(app)[-1] == "picker"
    picker = app.scenes.top
    assert picker.widget("campaign_neuroshima") is not None
    assert picker.widget("campaign_duel") is None and picker.widget("campaign_waterdeep") is None
    click_widget(app, "campaign_neuroshima")
    step(app, 2)
    return app.scenes.top


def stored():
    return json.loads(C.progress_file("neuroshima").read_text(encoding="utf-8"))


def play_to_game_over(app):
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=20000, dt=1 / 30), names(app)
    return app.scenes.top


def test_picker_offers_campaign_and_scene_shows_five_scenarios():
    app = make_app()
    scene = open_from_picker(app)
    assert scene.name == "campaign" and names(app) == ["menu", "picker", "campaign"]
    assert scene.count == 5 and len(scene.rows) == 5
    assert [C.scenario_name(app, "neuroshima", k) for k in (1, 5)] == ["The First Encounter", "The Battle of Babel 13"]
    assert C.campaign_title(app, "neuroshima") == "Mission Babel 13"
    assert scene.widget("start").text == "Start scenario 1"
    assert not scene.widget("abandon").enabled  # nothing to abandon yet
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["menu", "picker"]


def test_start_campaign_creates_scenario_1_with_the_right_options():
    app = make_app()
    scene = open_from_picker(app)
    scene.widget("kind1").select("ai:easy")
    click_widget(app, "start")
    assert names(app) == ["menu", "table"]
    m = app.scenes.top.match
    expected = nc.scenario_options(nc.new_campaign())
    assert m.options["scenario"] == "campaign_1"
    assert m.options["armies"] == "new_york,neojungle"
    assert m.options["carry"] == expected["carry"]
    assert m.seats == ["human", "ai:easy"]
    assert m.names == ["New York", "Neojungle"]
    data = stored()
    assert data["progress"]["scenario"] == 1 and data["match"]["seed"] == m.seed
    assert C.campaign_for_match(m) is not None
    # the options are in the autosave header: the scenario resumes like any match
    header = json.loads(paths.autosave_file("neuroshima").read_text(encoding="utf-8").splitlines()[0])
    assert header["options"]["scenario"] == "campaign_1" and header["options"]["carry"] == expected["carry"]


def test_finishing_a_scenario_offers_next_and_advances_progress_also_after_continue():
    app = make_app()
    scene = open_from_picker(app)
    scene.kinds = ["random", "random"]
    click_widget(app, "start")
    over = play_to_game_over(app)
    assert over.widget("rematch") is None
    assert over.widget("campaign_next").text == "Next scenario"
    finished_state = over.match.state
    click_widget(app, "campaign_next")
    assert names(app) == ["menu", "campaign"]
    data = stored()
    assert data["progress"] == nc.advance(nc.new_campaign(), finished_state)
    assert data["progress"]["scenario"] == 2 and len(data["progress"]["history"]) == 1
    assert data["seats"] == ["random", "random"]
    camp = app.scenes.top
    assert camp.widget("start").text == "Start scenario 2"
    # start scenario 2, quit to the menu mid-game, and Continue resumes it
    click_widget(app, "start")
    assert app.scenes.top.match.options["scenario"] == "campaign_2"
    app.to_menu()
    step(app, 2)
    click_widget(app, "continue")
    assert names(app) == ["menu", "table"]
    resumed = app.scenes.top.match
    assert resumed.options["scenario"] == "campaign_2"
    over = play_to_game_over(app)
    assert over.widget("campaign_next") is not None
    click_widget(app, "campaign_next")
    assert stored()["progress"]["scenario"] == 3
    # the old scenario-2 autosave no longer counts as the campaign's match: no double advance
    assert C.campaign_for_match(resumed) is None
    # back in the menu, Continue opens the campaign (its progress is the newest thing)
    app.to_menu()
    step(app, 2)
    assert "Mission Babel 13" in app.scenes.top.auto_line
    click_widget(app, "continue")
    assert names(app) == ["menu", "campaign"]


def test_corrupted_progress_file_shows_dialog_and_fresh_start():
    path = C.progress_file("neuroshima")
    path.write_text('{"format": "gameshelf-campaign", "game": "neuroshima", "progress": {"hp": ', encoding="utf-8")
    app = make_app()
    step(app, 2)
    assert app.scenes.top.widget("continue").enabled is False  # a broken campaign is not offered
    open_from_picker(app)
    assert names(app) == ["menu", "picker", "campaign", "dialog"]
    dlg = app.scenes.top
    assert "neuroshima.json" in dlg.dialog.message
    key(app, pygame.K_RETURN)  # the last button: start fresh
    assert names(app) == ["menu", "picker", "campaign"]
    assert stored()["progress"] == nc.new_campaign()
    assert path.with_suffix(".broken.json").exists()
    # a wrong shape (valid JSON) is caught as well, and Back leaves without a crash
    key(app, pygame.K_ESCAPE)
    path.write_text(json.dumps({"format": "gameshelf-campaign", "game": "neuroshima", "progress": [1, 2]}), "utf-8")
    click_widget(app, "campaign_neuroshima")
    step(app, 2)
    assert names(app)[-1] == "dialog"
    key(app, pygame.K_ESCAPE)  # the first button: back
    assert names(app) == ["menu", "picker"]
    assert app.running


def test_abandon_asks_first():
    data = C.new_data("neuroshima")
    data["progress"]["scenario"] = 3
    C.save_data(data)
    app = make_app()
    scene = open_from_picker(app)
    assert scene.widget("start").text == "Start scenario 3"
    click_widget(app, "abandon")
    assert names(app)[-1] == "dialog"
    key(app, pygame.K_ESCAPE)  # cancel
    assert C.progress_file("neuroshima").exists()
    click_widget(app, "abandon")
    key(app, pygame.K_RETURN)  # confirm
    assert names(app)[-1] == "campaign"
    assert not C.progress_file("neuroshima").exists()
    assert scene.widget("start").text == "Start scenario 1"


def _finished_state(options, seed):
    from game.engine.match import Match
    from game.games import get_game

    m = Match(get_game("neuroshima"), 2, ["random", "random"], None, options, seed)
    rng = random.Random(seed)
    while not m.is_over:
        if m.current_player < 0:
            m.advance()
            continue
        m.submit(rng.choice(m.legal_actions()))
    return m.state


def test_whole_campaign_start_to_end():
    app = make_app()
    scene = open_from_picker(app)
    scene.kinds = ["random", "random"]
    # scenario 1 through the real buttons, the rest by the pure API with randomly played states
    click_widget(app, "start")
    play_to_game_over(app)
    click_widget(app, "campaign_next")
    data = stored()
    seed = 7
    while not data["progress"]["finished"]:
        opts = C.current_options(data)
        assert opts["scenario"] == f"campaign_{data['progress']['scenario']}"
        data["progress"] = nc.advance(data["progress"], _finished_state(opts, seed))
        seed += 1
    C.save_data(data)
    progress = data["progress"]
    assert progress["winner"] in (0, 1, None)
    app.to_menu()
    step(app, 2)
    scene = open_from_picker(app)
    line, _colour = scene.status_line()
    if progress["winner"] is None:
        assert "draw" in line
    else:
        assert ("New York", "Neojungle")[progress["winner"]] in line
    assert scene.widget("start").text == "New campaign"
    step(app, 3)
    click_widget(app, "start")
    assert stored()["progress"] == nc.new_campaign()


def test_last_scenario_offers_campaign_result():
    progress = nc.new_campaign()
    progress["scenario"] = 5
    data = C.new_data("neuroshima", ["random", "random"])
    data["progress"] = progress
    C.save_data(data)
    app = make_app()
    open_from_picker(app)
    click_widget(app, "start")
    assert app.scenes.top.match.options["scenario"] == "campaign_5"
    over = play_to_game_over(app)
    assert over.widget("campaign_next").text == "Campaign result"
    click_widget(app, "campaign_next")
    assert names(app) == ["menu", "campaign"]
    assert stored()["progress"]["finished"] is True
    assert app.scenes.top.finished


def test_monkey_on_campaign_scene():
    save_settings(Settings(anim_speed="fast", ai_turns="fast"))
    data = C.new_data("neuroshima", ["ai:easy", "ai:easy"])
    data["progress"]["rewards"] = [["first_aid"], ["mobility", "accelerator"]]
    data["progress"]["history"] = [{"scenario": 1, "hp": [17, 20], "damage": [3, 0]}]
    data["progress"]["scenario"] = 2
    C.save_data(data)
    app = make_app()
    app.quit = lambda: None
    open_from_picker(app)
    rng = random.Random(99)
    sizes = [(1280, 720), (320, 200), (3000, 400), (800, 600), (1920, 1080), (641, 997)]
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_a, pygame.K_SPACE]
    frames0 = app.frames
    for _ in range(300):
        w, h = app.size
        r = rng.random()
        if r < 0.6:
            pos = (rng.randrange(w), rng.randrange(h))
            b = rng.choice([1, 1, 1, 3, 4])
            app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=b))
            app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=b))
        elif r < 0.8:
            app.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="", scancode=0))
        elif r < 0.88:
            app.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "ő", "Ű", " "])))
        else:
            size = rng.choice(sizes)
            app.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.step(1 / 60)
        if names(app) == ["menu"] and rng.random() < 0.3:
            click_widget(app, "new_game")
            click_widget(app, "campaign_neuroshima")
    assert app.running and app.frames - frames0 >= 300

"""Running games (several in progress, Continue resumes the newest), the save name field,
and the load list (what each row says, broken files marked, delete with confirmation)."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game import paths  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import click, click_widget, key, make_app, names, step, type_text  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def _start(app, seed, game="duel", seats=("human", "random")):
    from game.engine.match import Match
    from game.games import get_game

    m = Match(get_game(game), len(seats), list(seats), None, {}, seed, autosave_path=paths.new_autosave_file(game))
    rng = random.Random(seed)
    for _ in range(3):  # a few moves, so the game is under way
        m.advance()
        m.submit(rng.choice(m.legal_actions()))
    while m.current_player != 0:
        m.advance()
        m.submit(rng.choice(m.legal_actions()))
    app.start_match(m)
    step(app, 2)
    assert app.scenes.top.name == "table"
    return m


def _touch_newer(path, seconds):
    st = path.stat()
    os.utime(path, (st.st_atime + seconds, st.st_mtime + seconds))


def test_a_new_game_keeps_the_running_one_and_continue_resumes_the_newest():
    app = make_app()
    first = _start(app, seed=101)
    app.to_menu()
    step(app, 2)
    second = _start(app, seed=202)
    _touch_newer(second.autosave_path, 5)
    app.to_menu()
    step(app, 2)
    assert first.autosave_path != second.autosave_path and first.autosave_path.exists()
    assert paths.running_autosaves() == [second.autosave_path, first.autosave_path]
    menu = app.scenes.top
    assert menu.widget("running").enabled and "(2)" in menu.widget("running").text
    click_widget(app, "continue")
    assert names(app) == ["menu", "table"] and app.scenes.top.match.seed == 202
    app.to_menu()
    step(app, 2)
    click_widget(app, "running")
    assert names(app) == ["menu", "load"]
    lst = app.scenes.top
    assert [p for p, _k in lst.items] == [second.autosave_path, first.autosave_path]
    click(app, lst.row_rect(1).center)
    table = app.scenes.top
    assert table.name == "table" and table.match.seed == 101
    assert len(table.match.steps) == len(first.steps)  # resumed exactly, in its own file
    assert table.match.autosave_path == first.autosave_path


def test_finished_games_drop_out_of_the_running_list():
    app = make_app()
    m = _start(app, seed=5)
    rng = random.Random(1)
    while True:
        m.advance()
        if m.is_over:
            break
        m.submit(rng.choice(m.legal_actions()))
    m.autosave()
    assert paths.is_finished_save(m.autosave_path)
    assert paths.running_autosaves() == []
    app.to_menu()
    step(app, 2)
    assert not app.scenes.top.widget("running").enabled


def test_save_name_is_selected_so_typing_replaces_it():
    app = make_app()
    _start(app, seed=7)
    key(app, pygame.K_ESCAPE)
    click_widget(app, "save")
    entry = app.scenes.top.dialog.extra[0]
    assert entry.focused and entry.all_selected and entry.text.startswith("duel-")
    type_text(app, "Évi játéka")
    assert entry.text == "Évi játéka"
    key(app, pygame.K_RETURN)
    assert (paths.saves_dir() / "Évi játéka.jsonl").exists()


def test_load_list_describes_saves_marks_junk_and_deletes_after_asking():
    app = make_app()
    m = _start(app, seed=9, game="waterdeep", seats=("human", "random"))
    m.save(paths.saves_dir() / "evening.jsonl")
    junk = paths.saves_dir() / "notes.jsonl"
    junk.write_text("shopping list\n", encoding="utf-8")
    app.to_menu()
    step(app, 2)
    click_widget(app, "load")
    load = app.scenes.top
    step(app, 2)
    rows = {p.name: (p, k) for p, k in load.items}
    good_path, kind = rows["evening.jsonl"]
    info = __import__("game.ui.scenes.load", fromlist=["save_info"]).save_info(good_path, "en")
    detail = load.row_detail(good_path, kind, info)
    assert "Lords of Waterdeep" in detail and "Player 1, Player 2" in detail
    assert "round 1" in detail and "Player 1 " in detail  # the round and each player's score
    junk_info = __import__("game.ui.scenes.load", fromlist=["save_info"]).save_info(junk, "en")
    assert not junk_info.ok and load.row_detail(junk, "save", junk_info).startswith("Not a Game Shelf save")
    i = [p for p, _k in load.items].index(junk)
    click(app, load.delete_rect(i).center)
    assert names(app)[-1] == "dialog"
    key(app, pygame.K_ESCAPE)  # cancel: nothing deleted
    assert junk.exists() and names(app)[-1] == "load"
    click(app, load.delete_rect(i).center)
    key(app, pygame.K_RETURN)  # confirm
    assert not junk.exists() and junk not in [p for p, _k in load.items]
    assert good_path in [p for p, _k in load.items]

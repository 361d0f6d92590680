"""Scene tests: real pygame events through the App, frames rendered offscreen."""

from __future__ import annotations

import json
import os

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"  # an exception in a scene fails the test instead of a toast

from game import paths  # noqa: E402
from game.ui.settings import Settings, load_settings, save_settings  # noqa: E402
from tests.ui.helpers import click, click_widget, key, make_app, names, run_until, step, type_text, wait_for_human  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def start_duel_via_menu(app, seats=("human", "random")):
    assert names(app) == ["menu"]
    click_widget(app, "new_game")
    assert names(app)[-1] == "picker"
    picker = app.scenes.top
    picker.choose("duel")  # the test game is not listed in the picker; it opens by id
    step(app)
    assert names(app)[-1] == "setup"
    setup = app.scenes.top
    for i, kind in enumerate(seats):
        setup.widget(f"kind{i}").select(kind)
    click_widget(app, "start")
    assert names(app)[-1] == "table"
    return app.scenes.top


def human_move(app, table):
    """Click the first hand card, then the first glowing cell."""
    run_until(app, lambda: table.view.acting is not None and not table.view.busy)
    view = table.view
    plies = len(table.match.steps)
    click(app, view.hand_rects[0].center)
    assert view.state.phase == "cell", view.message
    free = [(a[1], a[2]) for a in view.legal if a[0] == "cell"]
    click(app, view.cells[free[0]].center)
    assert len(table.match.steps) > plies + 1


def test_menu_new_game_play_pause_save_quit_continue():
    app = make_app()
    step(app, 2)
    assert not app.scenes.top.widget("continue").enabled  # no autosave yet
    assert app.scenes.top.widget("continue").tooltip  # ...and it says why
    table = start_duel_via_menu(app)
    human_move(app, table)
    human_move(app, table)
    run_until(app, lambda: table.view.acting is not None)
    # an illegal click explains itself
    taken = table.view.state.board[0]
    click(app, table.view.hand_rects[0].center)
    click(app, table.view.cells[(taken[0], taken[1])].center)
    assert table.view.message
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # undo the card pick
    assert table.view.state.phase == "choose"
    saved_state = table.game.to_json(table.match.state)
    plies = len(table.match.steps)
    key(app, pygame.K_ESCAPE)
    assert names(app)[-1] == "pause"
    click_widget(app, "save")
    assert names(app)[-1] == "dialog"
    key(app, pygame.K_RETURN)
    assert names(app)[-1] == "pause"
    saves = list(paths.saves_dir().glob("*.jsonl"))
    assert len(saves) == 1
    click_widget(app, "quit")
    assert names(app) == ["menu"]
    assert app.scenes.top.widget("continue").enabled
    click_widget(app, "continue")
    assert names(app) == ["menu", "table"]
    resumed = app.scenes.top
    assert len(resumed.match.steps) == plies
    assert resumed.game.to_json(resumed.match.state) == saved_state
    # the explicit save loads too
    key(app, pygame.K_ESCAPE)
    click_widget(app, "load")
    load = app.scenes.top
    assert load.name == "load" and load.items
    idx = [p for p, _k in load.items].index(saves[0])
    click(app, load.row_rect(idx).center)
    assert names(app) == ["menu", "table"]
    assert len(app.scenes.top.match.steps) == plies


def test_pass_the_screen_hides_everything_between_two_humans():
    app = make_app({"game": "duel", "players": 2, "seats": "human,human", "seed": 5, "names": ["Anna", "Béla"]})
    step(app, 3)
    assert names(app)[-1] == "pass"
    table = app.scenes.find(type(app.scenes.scenes[1]))
    assert table.name == "table"
    before = table.view_draws
    step(app, 10)
    assert table.view_draws == before, "the table (and its view) must not be drawn behind the pass screen"
    assert table.view.acting is None and table.view.legal == []
    pas = app.scenes.top
    assert "Anna" in pas.t("pass.title", name="Anna")
    assert pas.seat == 0
    click_widget(app, "confirm")
    assert names(app)[-1] == "table"
    assert table.viewer == 0
    step(app, 2)
    assert table.view_draws > before
    human_move(app, table)
    step(app, 3)
    assert names(app)[-1] == "pass" and app.scenes.top.seat == 1
    assert app.scenes.top.summary, "a public summary of what happened"
    drawn = table.view_draws
    step(app, 5)
    assert table.view_draws == drawn
    # Béla's secret hand is not in the view's state until he confirms
    assert table.view.state is not None and table.viewer == 0
    click_widget(app, "confirm")
    assert table.viewer == 1 and table.view.acting == 1


def test_settings_persist_across_apps_and_broken_file_gives_defaults():
    app = make_app()
    click_widget(app, "settings")
    sc = app.scenes.top
    assert sc.name == "settings"
    sc.widget("lang").select("hu")
    click(app, sc.widget("mute").rect.center)
    assert app.settings.lang == "hu" and app.settings.mute
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.widget("new_game").text == "Új játék"
    pygame.quit()
    app2 = make_app()
    assert app2.settings.lang == "hu" and app2.settings.mute is True
    pygame.quit()
    paths.settings_file().write_text("{not json", encoding="utf-8")
    s, problem = load_settings()
    assert s == Settings() and problem
    app3 = make_app()
    step(app3, 2)
    assert app3.settings.lang == "en" and app3.running
    assert app3.notice is not None  # the player is told
    paths.settings_file().write_text(json.dumps({"lang": "xx", "volume": "loud", "shapes": 3}), encoding="utf-8")
    s, problem = load_settings()
    assert s.lang == "en" and s.volume == Settings().volume and s.shapes is True


def test_rules_search_finds_a_word(tmp_path, monkeypatch):
    root = tmp_path / "assets"
    (root / "rules").mkdir(parents=True)
    text = "# Duel\n\nIntro paragraph.\n\n" + "\n\n".join(f"Filler paragraph {i}." for i in range(80))
    text += "\n\n## Gambling\n\n- Roll the die; a **bonus** point on 4+.\n\n| Roll | Result |\n|---|---|\n| 4 | bonus |\n"
    (root / "rules" / "duel.en.md").write_text(text, encoding="utf-8")
    monkeypatch.setattr(paths, "asset_root", lambda: root)
    app = make_app()
    click_widget(app, "rules")
    app.scenes.top.choose("duel")  # not listed in the picker; opens by id
    step(app)
    rules = app.scenes.top
    assert rules.name == "rules" and not rules.missing
    assert rules.panel.offset == 0
    click(app, rules.search.rect.center)
    for ch in "bonus":
        type_text(app, ch)
    assert rules.hits, "the search finds the word"
    assert "bonus" in rules.current_hit_line().lower()
    assert rules.panel.offset > 0, "the view jumped to the hit"
    first = rules.hit_index
    key(app, pygame.K_RETURN)
    assert rules.hit_index == (first + 1) % len(rules.hits)
    # a table row is rendered as cells
    assert any(ln["cells"] and ln["cells"] != "rule" for ln in rules.lines)


def test_rules_missing_is_friendly(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "asset_root", lambda: tmp_path)
    app = make_app()
    click_widget(app, "rules")
    app.scenes.top.choose("duel")  # not listed in the picker; opens by id
    step(app)
    rules = app.scenes.top
    assert rules.missing and any("not written" in ln["text"] for ln in rules.lines)


def test_game_over_shows_breakdown_and_rematch():
    app = make_app({"game": "duel", "players": 2, "seats": "random,random", "seed": 11})
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=4000)
    over = app.scenes.top
    cols = over.columns()
    assert cols == ["cards", "links", "bonus", "total"]
    bd = over.result["breakdown"]
    assert len(bd) == 2 and all(set(cols) <= set(row) for row in bd)
    assert over.winner_line()
    click_widget(app, "save_replay")
    assert list(paths.replays_dir().glob("duel-11-*.jsonl"))
    seed = over.match.seed
    click_widget(app, "rematch")
    assert names(app) == ["menu", "table"]
    assert app.scenes.top.match.seed == seed + 1


def test_broken_save_shows_dialog_and_keeps_everything():
    bad = paths.saves_dir() / "broken.jsonl"
    bad.write_text('{"type": "header", "format": "something-else"}\n', encoding="utf-8")
    app = make_app()
    click_widget(app, "load")
    load = app.scenes.top
    idx = [p for p, _ in load.items].index(bad)
    click(app, load.row_rect(idx).center)
    assert names(app) == ["menu", "load", "dialog"]
    msg = app.scenes.top.dialog.message
    assert "broken.jsonl" in msg
    key(app, pygame.K_RETURN)
    assert names(app) == ["menu", "load"] and bad.exists()


def test_undo_is_greyed_with_reason_after_a_draw():
    app = make_app({"game": "duel", "players": 2, "seats": "human,random", "seed": 2})
    step(app, 3)
    table = app.scenes.top
    assert not table.undo_btn.enabled and table.undo_btn.tooltip
    human_move(app, table)  # card, cell, then a draw (a barrier)
    wait_for_human(app, table)
    run_until(app, lambda: table.view.acting == 0)
    assert not table.undo_btn.enabled
    assert table.undo_btn.tooltip == table.t("undo.revealed")


def test_text_entry_takes_hungarian_characters():
    app = make_app()
    click_widget(app, "new_game")
    app.scenes.top.choose("duel")  # not listed in the picker; opens by id
    step(app)
    setup = app.scenes.top
    entry = setup.widget("name0")
    click(app, entry.rect.center)
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Győző Űr")
    assert entry.text == "Győző Űr" and setup.names[0] == "Győző Űr"


def test_odd_window_sizes_lay_out():
    app = make_app({"game": "duel", "players": 3, "seats": "human,random,random"})
    for size, got in [((320, 200), (960, 600)), ((3000, 400), (3000, 600)), ((500, 1400), (960, 1400)),
                      ((1920, 1080), (1920, 1080)), ((960, 600), (960, 600)), ((1280, 720), (1280, 720))]:
        app.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        step(app, 2)
        assert app.size == got  # never below the minimum window size
        assert app.scenes.top.size == got
    assert app.running


def test_window_never_opens_below_the_minimum_and_text_stays_readable():
    from game.ui import style
    from game.ui.app import MIN_SIZE

    app = make_app(size=(800, 560))
    step(app, 2)
    assert app.size == MIN_SIZE == (960, 600)
    assert style.fs(14, app.size) >= 12 and style.fs(10, app.size) >= 12
    click_widget(app, "new_game")  # the menu's buttons are reachable and inside the window
    assert names(app)[-1] == "picker"

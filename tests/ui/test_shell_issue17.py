"""Issue 17, "Shell": one move counter and a labelled score everywhere, the window remembered,
a clicked target's tooltip gone, default seat names in the language shown, the log transcript
(`replay --log`) equal to the table's log, setup greying what a player count cannot have, and
the log panel showing its newest line whole."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import paths
from game.engine.core import PER_SEAT, OptionSpec, OptionValue, game_moves
from game.games import get_game
from game.ui import style
from game.ui.app import App
from game.ui.scenes.load import save_info
from game.ui.scenes.menu import autosave_summary
from game.ui.scenes.setup import SetupScene
from game.ui.settings import Settings, load_settings, save_settings
from game.ui.widgets import Button, WidgetGroup
from tests.ui.helpers import click, make_app, step

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    return tmp_path


def _play(match, plies: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(plies):
        match.advance()
        if match.is_over:
            return
        match.submit(rng.choice(match.legal_actions()), player=match.current_player)
    match.advance()


# ----- one move counter, one labelled score ------------------------------------------------
def test_the_table_the_menu_and_running_games_count_the_same_moves(home):
    app = make_app()
    app.new_match("waterdeep", 3, ["human", "random", "random"], None, 4, {})
    table = app.scenes.top
    m = table.match
    _play(m, 120)
    m.autosave()
    table.refresh(animate=False)
    step(app, 1)
    moves = game_moves(m.game, m.states, m.steps)
    assert moves < len(m.steps)  # plies are not moves
    assert table.gamelog.moves == moves
    info = save_info(m.autosave_path, "en")
    assert info.moves == moves
    _path, line = autosave_summary(app)
    assert app.tr("menu.moves", n=moves) in line
    app.close()


def test_running_games_show_the_boards_score_labelled_not_the_end_projection(home):
    app = make_app()
    app.new_match("waterdeep", 2, ["human", "random"], None, 6, {})
    m = app.scenes.top.match
    _play(m, 90)
    assert not m.is_over and any(p.vp for p in m.state.players)
    m.autosave()
    info = save_info(m.autosave_path, "en")
    assert info.figure == "VP so far"
    assert [v for _n, v in info.scores] == [p.vp for p in m.state.players]  # the score track
    # the end scoring (adventurers, gold, the secret Lord bonus) is only the finished game's figure
    totals = [r["total"] for r in m.game.breakdown(m.state)]
    assert totals != [p.vp for p in m.state.players]
    app.close()


# ----- the window is remembered --------------------------------------------------------------
def test_the_window_size_is_remembered_between_runs(home):
    s = load_settings()[0]
    s.window_size = [1000, 680]  # within the dummy driver's 1024x768 desktop
    save_settings(s)
    app = App({"lang": "hu"})  # a real (dummy-driver) window, not headless
    assert app.size == (1000, 680)
    app.resize(980, 640)
    app.close()
    again = load_settings()[0]
    assert again.window_size == [980, 640]
    assert again.lang == "en"  # this run's --lang is not made the default
    assert again.window_pos is None or len(again.window_pos) == 2


def test_a_bad_remembered_window_is_ignored(home):
    (paths.settings_file()).write_text('{"window_size": [5, "x"], "window_pos": "left"}', encoding="utf-8")
    s = load_settings()[0]
    assert s.window_size is None and s.window_pos is None


# ----- a clicked target's tooltip goes away ---------------------------------------------------
def test_a_clicked_buttons_tooltip_disappears_until_the_pointer_leaves(home):
    pygame.init()
    group = WidgetGroup()
    b = group.add(Button("Go", lambda: None, (10, 10, 80, 30), tooltip="does it"))
    other = group.add(Button("Other", lambda: None, (200, 10, 80, 30), tooltip="other"))
    move = lambda pos: group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))  # noqa: E731

    def settle() -> None:  # the hover starts, then the tooltip's delay passes
        group.update(0.01)
        group.update(1.0)

    move(b.rect.center)
    settle()
    assert group.tooltip() is not None
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    settle()
    assert group.tooltip() is None
    move((b.rect.centerx + 3, b.rect.centery))  # still on it: still gone
    settle()
    assert group.tooltip() is None
    move(other.rect.center)
    settle()
    assert group.tooltip() is not None and group.tooltip()[0] == "other"
    move(b.rect.center)
    settle()
    assert group.tooltip() is not None  # back on it later: it shows again


def test_a_clicked_board_targets_tooltip_disappears(home, monkeypatch):
    from game.ui.scenes import table as table_mod

    app = make_app()
    app.new_match("waterdeep", 2, ["human", "random"], None, 5, {})
    t = app.scenes.top
    step(app, 3)
    pos = t.board.center
    monkeypatch.setattr(t.view, "hover_info", lambda p: ("Title", "Body"))
    shown = []
    real = table_mod.draw_tooltip
    monkeypatch.setattr(table_mod, "draw_tooltip", lambda *a, **k: shown.append(a[1]) or real(*a, **k))
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app, 2)
    assert "Body" in shown
    shown.clear()
    monkeypatch.setattr(t.view, "handle_event", lambda e: None)
    click(app, pos, frames=2)
    assert "Body" not in shown
    app.close()


# ----- default seat names follow the language ------------------------------------------------
def test_default_seat_names_follow_the_language_and_typed_ones_stay(home):
    app = make_app()
    app.new_match("waterdeep", 3, ["human", "random", "random"], ["Player 1", "Anna", "Player 3"], 3, {})
    t = app.scenes.top
    assert t.match.names == ["Player 1", "Anna", "Player 3"]
    app.settings.lang = "hu"
    t.on_resume()
    assert t.match.names == ["1. játékos", "Anna", "3. játékos"]
    assert t.ctx.names == t.match.names
    app.close()


# ----- replay --log: the table's log as a transcript -----------------------------------------
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_replay_log_prints_the_log_as_the_table_shows_it(home, tmp_path, lang):
    out = tmp_path / "rep"
    run = [sys.executable, "-m", "game"]
    subprocess.run(run + ["selfplay", "--game", "rogue_agent", "--players", "2", "--seats", "random,random",
                          "--seed", "5", "--games", "1", "--out", str(out)], check=True, capture_output=True, cwd=ROOT)
    path = out / "rogue_agent-5.jsonl"
    done = subprocess.run(run + ["replay", str(path), "--log", "--lang", lang], capture_output=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode("utf-8").splitlines()
    s = load_settings()[0]
    s.lang = lang
    save_settings(s)
    app = make_app()
    assert app.load_match(path)
    table = app.scenes.top
    step(app, 2)
    # one line per entry; an entry the game words on several lines (Rogue's City phase) is shown so
    assert lines == [part for _kind, text in table.log_rows for part in text.split("\n")]
    assert len(lines) > 20
    app.close()


def test_replay_log_of_a_bad_file_is_a_one_line_error(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a replay\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(bad), "--log"], capture_output=True, cwd=ROOT)
    assert done.returncode == 2 and len(done.stderr.decode().strip().splitlines()) == 1
    assert b"Traceback" not in done.stderr


# ----- the setup page --------------------------------------------------------------------------
def test_a_value_the_player_count_cannot_have_is_greyed_with_its_reason(home):
    app = make_app()
    setup = SetupScene(app, "rogue_agent")
    app.scenes.push(setup)
    setup.set_count(2)
    mode = setup.widget("opt_mode")
    assert mode is not None, "the mode option is hidden at 2 players instead of greyed"
    assert "android" in mode.disabled and "3" in mode.disabled["android"]
    assert [v for v, _ in mode.options] == ["agent", "android"]
    setup.set_count(3)
    assert not setup.widget("opt_mode").disabled
    app.close()


def test_a_per_seat_random_entry_is_free_for_every_seat_and_values_have_help(home, monkeypatch):
    game = get_game("duel")
    opt = OptionSpec("random", "a per-seat pick", kind=PER_SEAT, distinct=True,
                     values=(OptionValue("random"), OptionValue("red", colour=(200, 30, 30)),
                             OptionValue("blue", colour=(30, 30, 200))))
    monkeypatch.setitem(game.spec.options, "side", opt)
    app = make_app()
    setup = SetupScene(app, "duel")
    app.scenes.push(setup)
    assert setup.per_seat["side"][:2] == ["random", "random"]
    d = setup.widget("side1")
    assert "random" not in d.disabled  # another seat's "random" takes nothing
    labels = dict(d.options)
    assert labels["random"] == "Random"
    assert d.tips["random"] == "Drawn at random when the game starts."
    assert all(not t.startswith("option.") for t in d.tips.values())  # no catalog key on hover
    app.close()


# ----- the log panel's newest line is whole ------------------------------------------------------
def test_the_log_panels_newest_line_is_in_view_in_the_first_frame(home):
    app = make_app()
    app.new_match("waterdeep", 2, ["human", "random"], None, 8, {})
    t = app.scenes.top
    _play(t.match, 150)
    t.refresh(animate=False)  # no frame has been drawn since the log grew
    lines = t.log_wrapped
    lh = style.font(t._log_fs()).get_linesize()
    panel = t.log_panel
    assert panel.content_height > panel.rect.h  # the log is longer than its panel
    last_bottom = panel.rect.y + style.px(6, t.size) + len(lines) * lh - panel.offset
    assert last_bottom <= panel.rect.bottom
    app.close()


def test_a_remembered_place_keeps_the_window_on_a_single_screen(monkeypatch):
    """Size 1920x1020 remembered at (320, 180) on a 1920x1080 screen opened the window hanging
    320 px off the right and 120 px off the bottom."""
    import os

    import pygame

    from game.ui import app as A
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    A.place_window([320, 180], (1920, 1020))
    assert os.environ["SDL_VIDEO_WINDOW_POS"] == "0,60"
    A.place_window([320, 180], (1280, 720))
    assert os.environ["SDL_VIDEO_WINDOW_POS"] == "320,180"
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080), (1280, 1024)])
    A.place_window([2500, 100], (1280, 720))  # on the second screen: left alone
    assert os.environ["SDL_VIDEO_WINDOW_POS"] == "2500,100"
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)

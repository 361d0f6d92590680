"""Hot-seat Neuroshima: a battle is a public moment. It plays for everyone at the table
before the pass screen hides the board, and while it plays nobody's secret hand is on
screen (the view holds only the public state)."""

from __future__ import annotations

import random
import time

import pytest

from game.engine.core import CHANCE
from game.games.neuroshima.view.hand import is_hidden
from game.games.neuroshima.view.preview import policy
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, click_widget, make_app, names, step, wait_for_human


def press(app, table, wid: str) -> None:
    w = next(w for w in table.ui.widgets if getattr(w, "id", None) == wid)
    assert w.enabled, f"{wid} is disabled"
    click(app, w.rect.center)


def _battle_starts(game, s, a) -> bool:
    after = game.apply(s, a)
    return after.battles > s.battles or (after.phase == "battle_choice" and s.phase != "battle_choice")


def _drive_to_battle(app, table, rng, max_moves: int = 900):
    """Play both humans (instantly) until the acting human's next action starts a battle after
    which another seat decides; returns that action (not yet submitted) or None."""
    m, game = table.match, table.game
    for _ in range(max_moves):
        if names(app)[-1] == "pass":
            click_widget(app, "confirm")
        step(app, 1)
        wait_for_human(app, table)
        if m.is_over:
            return None
        seat = table.acting_seat()
        if seat is None:
            continue
        legal = m.legal_actions()
        a = policy(legal, rng, want_battle=True)
        if _battle_starts(game, m.state, a):
            after = game.apply(m.state, a)
            nxt = game.current_player(after)
            if nxt == CHANCE or (nxt >= 0 and nxt != seat):
                return a
        table.submit(a)
    return None


@pytest.mark.parametrize("seed", [3, 11])
def test_hotseat_battle_plays_before_the_pass_screen(seed, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": "neuroshima", "players": 2, "seats": "human,human", "seed": seed,
                    "options": {"hidden_hands": "yes"}})
    app.settings.anim_speed = "instant"
    step(app, 2)
    table = app.scenes.find(TableScene)
    assert table is not None
    a = _drive_to_battle(app, table, random.Random(seed))
    assert a is not None, "the seeded game reached no battle"
    app.settings.anim_speed = "normal"
    assert table.submit(a)
    assert table.view.busy, "the battle is animated"
    frames = 0
    saw_playback = 0
    while table.view.busy and frames < 2000:
        step(app, 1, dt=1 / 30)
        frames += 1
        if table.view.busy:
            saw_playback += 1
            assert names(app)[-1] == "table", "the pass screen came up in the middle of the battle"
            hands = table.view.state.hands
            assert all(is_hidden(x) for h in hands for x in h), "a secret hand is on screen during the battle"
    assert saw_playback > 10, f"the battle was cut short after {saw_playback} frames"
    # once it has played, the pass screen hides the board (unless the same seat goes on)
    step(app, 5)
    m = table.match
    if not m.is_over and table.needs_pass(m.current_player):
        assert names(app)[-1] == "pass"


def test_replay_last_battle_shows_it_again_then_returns_to_now(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": "neuroshima", "players": 2, "seats": "human,human", "seed": 3})
    app.settings.anim_speed = "instant"
    step(app, 2)
    table = app.scenes.find(TableScene)
    a = _drive_to_battle(app, table, random.Random(3))
    assert a is not None
    table.submit(a)
    step(app, 3)
    if names(app)[-1] == "pass":
        click_widget(app, "confirm")
    m = table.match
    assert table.view.replay_label() == "Replay last battle"
    plies = len(m.steps)
    now = m.game.to_json(table.view.state)
    acting = table.view.acting
    app.settings.anim_speed = "normal"
    press(app, table, "replay")
    assert table.in_replay
    frames = battle_frames = 0
    while table.in_replay and frames < 3000:
        step(app, 1, dt=1 / 30)
        frames += 1
        battle_frames += bool(table.view.play is not None and table.view.play.battle)
    assert battle_frames > 10, "the battle was played again"
    assert not table.in_replay and len(m.steps) == plies, "the match waited"
    assert m.game.to_json(table.view.state) == now and table.view.acting == acting


def test_replay_last_turn_by_default_and_space_ends_it(tmp_path, monkeypatch):
    import pygame

    from tests.ui.helpers import key
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": "duel", "players": 2, "seats": "human,random", "seed": 4})
    app.settings.anim_speed = "instant"
    step(app, 2)
    table = app.scenes.find(TableScene)
    m = table.match
    for _ in range(200):
        if table.acting_seat() == 0 and any(s.player == 1 for s in m.steps):
            break
        if table.acting_seat() == 0:
            table.submit(m.legal_actions()[0])
        step(app, 1)
        wait_for_human(app, table)
    assert table.acting_seat() == 0
    app.settings.anim_speed = "slow"
    first, last = table._replay_range(table.vs_viewer)
    assert all(s.player in (1, CHANCE) for s in m.steps[first:last + 1]) and m.steps[last].player == 1
    press(app, table, "replay")
    assert table.in_replay and table.view.acting is None
    key(app, pygame.K_SPACE)
    assert not table.in_replay and table.view.acting == 0


def test_bot_moves_do_not_cut_a_battle_short(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": "neuroshima", "players": 2, "seats": "human,random", "seed": 3})
    app.settings.anim_speed = "instant"
    app.settings.ai_turns = "fast"
    step(app, 2)
    table = app.scenes.find(TableScene)
    a = _drive_to_battle(app, table, random.Random(3))
    assert a is not None
    app.settings.anim_speed = "normal"
    table.submit(a)
    plies = len(table.match.steps)
    frames = 0
    while table.view.busy and frames < 2000:
        step(app, 1, dt=1 / 30)
        frames += 1
    assert frames > 10, f"the battle was cut short after {frames} frames"
    end = time.monotonic() + 120  # the bot thinks in wall-clock time, in its own process
    while len(table.match.steps) <= plies and time.monotonic() < end:
        step(app, 1, dt=1 / 30)
        time.sleep(0.002)
    assert len(table.match.steps) > plies, "the bot went on playing"


@pytest.mark.parametrize("game_id,size", [("neuroshima", (1280, 720)), ("waterdeep", (1280, 720)),
                                          ("neuroshima", (1920, 1080))])
def test_turn_banner_covers_no_game_information(game_id, size, tmp_path, monkeypatch):
    import pygame
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": game_id, "players": 2, "seats": "human,random", "seed": 1}, size=size)
    step(app, 3)
    table = app.scenes.find(TableScene)
    table.banner = {"seat": 0, "t": 0.6, "text": "Player 1's turn"}  # fully in
    with_banner, without = pygame.Surface(size), pygame.Surface(size)
    table.draw(with_banner)
    saved, table.banner = table.banner, None
    table.draw(without)
    table.banner = saved
    for area in (table.board, table.side, table.strip):
        a, b = with_banner.subsurface(area), without.subsurface(area)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), f"the banner covers {area}"
    top = pygame.Rect(0, 0, size[0], table.board.y)
    assert pygame.image.tobytes(with_banner.subsurface(top), "RGB") != pygame.image.tobytes(without.subsurface(top), "RGB")

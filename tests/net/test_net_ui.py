"""The window's side of network play, headless (SDL dummy drivers, real sockets on 127.0.0.1):
setup's Remote player seat opens the host's lobby; a joiner's Join scene takes a free seat; the
remote table plays from its own view; the host's table waits for the remote seat and shows it as
disconnected when its player leaves; the game ends on both windows."""

from __future__ import annotations

import random
import threading
import time

import pytest

from game.engine.match import REMOTE, Match
from game.games import get_game
from game.net.host import close_table, open_table, play_until_over
from game.net.loopback import BotSeat
from game.ui.scenes.host_table import HostTableScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.lobby import HostLobbyScene, host_new_game
from game.ui.scenes.remote_table import RemoteGameOver, RemoteTableScene
from tests.ui.helpers import make_app, run_until, step


def test_a_window_hosts_a_bot_joins_and_the_game_ends(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app()
    step(app, 2)
    host_new_game(app, "duel", 2, ["random", REMOTE], ["Ann", "Player 2"], 5, {})
    lobby = app.scenes.top
    assert isinstance(lobby, HostLobbyScene) and lobby.server is not None
    step(app, 2)
    assert not lobby.widget("start").enabled
    seat = BotSeat(f"ws://127.0.0.1:{lobby.server.port}", lobby.server.code, 1, "random", 3)
    seat.client.name = "Bob"
    seat.start()
    assert run_until(app, lambda: lobby.widget("start").enabled, patience_s=20)
    lobby.start()
    table = app.scenes.top
    assert isinstance(table, HostTableScene)
    assert table.match.names[1] == "Bob"
    assert run_until(app, lambda: table.match.is_over and seat.over, max_frames=20000, patience_s=90)
    seat.join(5)
    assert seat.mirror is not None and seat.mirror.result["winners"] == table.match.winners()


def test_the_join_scene_takes_a_seat_and_the_remote_table_plays_to_the_end(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    match = Match(get_game("duel"), 2, [REMOTE, "random"], None, {}, 8)
    session, server = open_table(match, [True, False], "ABCD12", "127.0.0.1", 0)
    driver = threading.Thread(target=play_until_over, args=(match, session), daemon=True)
    driver.start()
    app = make_app({"lang": "hu"})
    step(app, 2)
    join = JoinScene(app, f"127.0.0.1:{server.port}", "abcd12", None, "Zoé", auto=True)
    app.scenes.push(join)
    assert run_until(app, lambda: join.phase == "pick", patience_s=20)
    assert join.widget("seat0").enabled and not join.widget("seat1").enabled
    join.take(0)
    assert run_until(app, lambda: isinstance(app.scenes.top, RemoteTableScene), patience_s=20)
    table = app.scenes.top
    rng = random.Random(2)
    end = time.monotonic() + 90
    while not isinstance(app.scenes.top, RemoteGameOver) and time.monotonic() < end:
        step(app, 1, dt=1 / 30)
        acting = table.acting_seat()
        if acting is not None and table.view.legal and not table.view.busy:
            table.submit(rng.choice(table.view.legal))
        time.sleep(0.002)
    assert isinstance(app.scenes.top, RemoteGameOver)
    assert match.is_over and table.match.winners() == match.winners()
    assert table.match.names[0] == "Zoé"
    assert all(line for line in table.log_lines if line) and any(table.log_lines)
    close_table(session, server, 2.0)


GAME_SETUPS = [("waterdeep", 2, {}), ("neuroshima", 2, {"hidden_hands": "yes"}), ("rogue_agent", 3, {"mode": "android"}),
               ("metro2033", 2, {}), ("android", 3, {})]


def _remote_table(app, game_id: str, players: int, options: dict, seed: int):
    """A host in this process (seat 1 remote, the rest random bots) and this app's remote table at seat 1."""
    match = Match(get_game(game_id), players, [REMOTE] + ["random"] * (players - 1), None, options, seed)
    session, server = open_table(match, [True] + [False] * (players - 1), "VIEWS1", "127.0.0.1", 0)
    stop = threading.Event()
    threading.Thread(target=play_until_over, args=(match, session, stop), daemon=True).start()
    join = JoinScene(app, f"127.0.0.1:{server.port}", "VIEWS1", 0, "Remy", auto=True)
    app.scenes.push(join)
    assert run_until(app, lambda: isinstance(app.scenes.top, RemoteTableScene), patience_s=30)
    return match, session, server, stop, app.scenes.top


@pytest.mark.parametrize(("game_id", "players", "options"), GAME_SETUPS, ids=[g[0] for g in GAME_SETUPS])
def test_every_game_plays_at_a_remote_table_from_its_own_view(tmp_path, monkeypatch, game_id, players, options) -> None:
    """The game's own view draws, animates and takes decisions from what the host sent (steps
    without the actions the seat may not know, states it was not shown as None)."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    monkeypatch.setenv("GAMESHELF_RAISE", "1")  # a view that trips over a remote state fails the test
    app = make_app()
    step(app, 2)
    match, session, server, stop, table = _remote_table(app, game_id, players, options, 17)
    rng = random.Random(5)
    decisions = 0
    end = time.monotonic() + 60
    while decisions < 25 and not match.is_over and time.monotonic() < end:
        step(app, 1, dt=1 / 20)
        if table.acting_seat() is not None and table.view.legal and not table.view.busy:
            assert table.view.state == match.view_for(0) or match.is_over or len(match.steps) != len(table.match.steps)
            table.submit(rng.choice(table.view.legal))
            decisions += 1
        time.sleep(0.002)
    step(app, 5)
    assert decisions >= 10 or match.is_over
    table.replay_last()
    step(app, 30)
    if table.match.undo_ok:
        table.undo()
        step(app, 10)
    stop.set()
    close_table(session, server, 1.0)


def test_running_games_resumes_a_network_game_in_its_lobby_with_the_same_code(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app({"lang": "hu"})
    step(app, 2)
    host_new_game(app, "duel", 2, ["human", REMOTE], ["Ann", "Player 2"], 5, {})
    lobby = app.scenes.top
    code, port, save = lobby.server.code, lobby.server.port, lobby.match.autosave_path
    seat = BotSeat(f"ws://127.0.0.1:{port}", code, 1, "random", 3)
    seat.start()
    assert run_until(app, lambda: lobby.widget("start").enabled, patience_s=20)
    lobby.start()
    table = app.scenes.top
    assert run_until(app, lambda: len(table.match.steps) > 0, patience_s=20)
    app.to_menu()  # the host's window leaves the game: it stays a running game
    step(app, 3)
    seat.join(1)
    assert app.load_match(save)  # Running games opens it again
    again = app.scenes.top
    assert isinstance(again, HostLobbyScene) and again.resumed
    assert again.server.code == code and again.match.names[1] == "Bot 2" and again.match.seats[1] == REMOTE
    back = BotSeat(f"ws://127.0.0.1:{again.server.port}", code, 1, "random", 4)
    back.start()
    assert run_until(app, lambda: again.widget("start").enabled, patience_s=20)
    back.join(1)
    app.to_menu()


def test_the_host_hands_a_dropped_seat_to_the_ai_from_its_panel(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    app = make_app()
    step(app, 2)
    host_new_game(app, "duel", 2, ["ai:easy", REMOTE], ["Ann", "Player 2"], 6, {})
    lobby = app.scenes.top
    seat = BotSeat(f"ws://127.0.0.1:{lobby.server.port}", lobby.server.code, 1, "random", 3)
    seat.start()
    assert run_until(app, lambda: lobby.widget("start").enabled, patience_s=20)
    lobby.start()
    table = app.scenes.top
    seat.client.closing = True
    seat.join(1)  # the player closes their window
    assert run_until(app, lambda: not table.connected(1), patience_s=20)
    assert table.t("net.seat.away") in table.seat_label(1)
    table._offer_ai(1)
    dialog = app.scenes.top
    dialog._answer(2)()  # "AI · normal" (the first button waits)
    assert table.match.seats[1] == "ai:normal" and table.t("net.seat.ai") in table.seat_label(1)
    assert run_until(app, lambda: table.match.is_over, max_frames=20000, patience_s=90)


def test_a_refused_join_says_why_in_the_players_language(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    match = Match(get_game("duel"), 2, [REMOTE, "random"], None, {}, 8)
    session, server = open_table(match, [True, False], "RIGHT1", "127.0.0.1", 0)
    app = make_app({"lang": "hu"})
    step(app, 2)
    join = JoinScene(app, f"127.0.0.1:{server.port}", "WRONG1", None, "Zoé", auto=True)
    app.scenes.push(join)
    assert run_until(app, lambda: join.phase == "form" and join.message, patience_s=20)
    assert join.message == join.t("net.join.refused", reason=join.t("net.why.wrong_code"))
    assert "hibás a meghívókód" in join.message
    close_table(session, server, 1.0)

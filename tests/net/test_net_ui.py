"""The window's side of network play, headless (SDL dummy drivers, real sockets on 127.0.0.1):
setup's Remote player seat opens the host's lobby; a joiner's Join scene takes a free seat; the
remote table plays from its own view; the host's table waits for the remote seat and shows it as
disconnected when its player leaves; the game ends on both windows."""

from __future__ import annotations

import random
import threading
import time

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

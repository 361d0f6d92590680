"""Issue 18: a remote player who left can rejoin the same seat from Running games (not only from
Join); the row names the game, the seat and the host; a game seen to its end leaves the list."""
from __future__ import annotations

import random
import threading
import time

from game.engine.match import REMOTE, Match
from game.games import get_game
from game.net import store
from game.net.host import close_table, open_table, play_until_over
from game.ui.scenes.join import JoinScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.remote_table import RemoteGameOver, RemoteTableScene
from tests.ui.helpers import click_widget, make_app, run_until, step


def test_running_games_rejoins_a_joined_network_game_and_forgets_it_at_the_end(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    match = Match(get_game("duel"), 2, [REMOTE, "random"], None, {}, 8)
    session, server = open_table(match, [True, False], "RJ1234", "127.0.0.1", 0)
    threading.Thread(target=play_until_over, args=(match, session), daemon=True).start()
    app = make_app()
    step(app, 2)
    join = JoinScene(app, f"127.0.0.1:{server.port}", "RJ1234", 0, "Zoé", auto=True)
    app.scenes.push(join)
    assert run_until(app, lambda: isinstance(app.scenes.top, RemoteTableScene), patience_s=30)
    assert [g["seat"] for g in store.joined_games()] == [0]
    app.to_menu()  # the player leaves the table (the window stays)
    step(app, 3)
    assert "(1)" in app.scenes.top.widget("running").text and app.scenes.top.widget("running").enabled
    click_widget(app, "running")
    step(app, 3)
    running = app.scenes.top
    assert isinstance(running, LoadScene) and running.items[-1][1] == "joined"
    title, detail, meta = running.joined_lines(len(running.items) - 1)
    assert title == get_game("duel").spec.localized_name("en") and "Zoé" in detail and str(server.port) in meta
    running.rejoin(running.joined_at(len(running.items) - 1))
    assert run_until(app, lambda: isinstance(app.scenes.top, RemoteTableScene), patience_s=30)
    table = app.scenes.top
    assert table.match.seat == 0 and table.match.names[0] == "Zoé"
    rng = random.Random(3)
    end = time.monotonic() + 90
    while not isinstance(app.scenes.top, RemoteGameOver) and time.monotonic() < end:
        step(app, 1, dt=1 / 30)
        if table.acting_seat() is not None and table.view.legal and not table.view.busy:
            table.submit(rng.choice(table.view.legal))
        time.sleep(0.002)
    assert isinstance(app.scenes.top, RemoteGameOver) and match.is_over
    assert store.joined_games() == []  # nothing left to rejoin
    close_table(session, server, 2.0)

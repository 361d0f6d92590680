"""A remote seat's undo, and a dropped seat handed to the AI and taken back (in this process,
real sockets on 127.0.0.1)."""

from __future__ import annotations

import json
import threading
import time

from game.engine.match import REMOTE, Match
from game.games import get_game
from game.net.host import close_table, open_table, play_until_over
from game.net.loopback import BotSeat
from tests.net.nethelp import Seat


def test_a_remote_seat_undoes_its_own_action_and_the_others_see_it_undone(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    match = Match(get_game("waterdeep"), 2, [REMOTE, REMOTE], None, {}, 21)
    session, server = open_table(match, [True, True], "UNDO42", "127.0.0.1", 0)
    stop = threading.Event()
    driver = threading.Thread(target=play_until_over, args=(match, session, stop), daemon=True)
    driver.start()
    url = f"ws://127.0.0.1:{server.port}"
    a, b = Seat(url, "UNDO42", 0, name="Ann"), Seat(url, "UNDO42", 1, name="Ben")
    try:
        end = time.monotonic() + 30
        while not (a.turn.get("legal") or b.turn.get("legal")) and time.monotonic() < end:
            a.drain(0.1)
            b.drain(0.1)
        mover, other = (a, b) if a.turn.get("legal") else (b, a)
        ply = mover.turn["ply"]
        mover.ws.send(json.dumps({"type": "action", "ply": ply, "action": mover.turn["legal"][0]}))
        while mover.turn.get("ply", ply) == ply or not mover.turn:
            mover.recv()
        assert mover.turn["undo"] is True and mover.turn["ply"] > ply
        other.drain(0.5)
        assert other.turn["undo"] is False  # only the seat that acted may take it back
        mover.ws.send(json.dumps({"type": "undo", "ply": mover.turn["ply"]}))
        msg = mover.recv()
        while msg["type"] != "update":
            msg = mover.recv()
        assert msg["keep"] == ply and msg["steps"] == [] and msg["turn"]["legal"]
        other.drain(0.5)
        assert other.turn["ply"] == ply and len(match.steps) == ply
    finally:
        stop.set()
        close_table(session, server, 1.0)


def test_a_dropped_seat_is_played_by_the_ai_and_given_back_when_its_player_returns(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    match = Match(get_game("neuroshima"), 2, [REMOTE, REMOTE], None, {}, 13)
    session, server = open_table(match, [True, True], "HANDAI", "127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.port}"
    first = BotSeat(url, "HANDAI", 0, "random", 1)
    first.start()
    end = time.monotonic() + 20
    while session.book.holder(0) is None and time.monotonic() < end:
        session.pump(wait=0.05)
    session.hand_to_ai(1, "random")  # nobody came for seat 2: the AI stands in
    session.start()
    assert match.seats[1] == "random" and session.kinds()[1] == REMOTE
    stop = threading.Event()
    driver = threading.Thread(target=play_until_over, args=(match, session, stop), daemon=True)
    driver.start()
    while len(match.steps) < 60 and time.monotonic() < end + 60:
        time.sleep(0.05)
    ai_moves = sum(1 for s in match.steps if s.player == 1)
    assert ai_moves > 0
    back = BotSeat(url, "HANDAI", 1, "random", 2)  # the player returns and takes the seat back
    back.start()
    driver.join(120)
    stop.set()
    close_table(session, server, 2.0)
    first.join(5)
    back.join(5)
    assert match.is_over and first.over and back.over
    assert match.seats[1] == REMOTE and back.sent  # the player, not the AI, played the rest

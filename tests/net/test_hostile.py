"""Hostile input is refused and the game goes on: another program, another version or game, a
wrong code, a taken or missing seat, malformed JSON, unknown types, frames over the size limit,
moves out of turn, stale or illegal moves, floods. Each is answered with an error or a closed
connection, logged once on the host, and the game is played to its end."""

from __future__ import annotations

import json
import random
from pathlib import Path

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net import protocol as P
from tests.net.nethelp import Host, Seat, _hello, finish, join, play_to_end, replayed


def _refused(url: str, first: str | bytes) -> tuple[str | None, int | None]:
    """Send one first message; return the error code answered (if any) and the close code."""
    with connect(url, proxy=None, open_timeout=10) as ws:
        ws.send(first)
        code = None
        try:
            while True:
                msg = json.loads(ws.recv(timeout=10))
                if msg["type"] == "error":
                    code = msg["code"]
        except ConnectionClosed as exc:
            return code, exc.rcvd.code if exc.rcvd else None
        except TimeoutError:
            return code, None


def test_hostile_input_is_refused_and_the_game_finishes(tmp_path: Path) -> None:
    out = tmp_path / "game.jsonl"
    host = Host(tmp_path, ["--game", "waterdeep", "--players", "2", "--seats", "remote,remote", "--seed", "9",
                           "--out", str(out), "--code", "GOODCODE"])
    url = host.url
    # before a seat is taken: anything but a proper hello is refused and closed
    assert _refused(url, _hello(code="WRONG1"))[0] == P.WRONG_CODE
    assert _refused(url, json.dumps({"type": "hello", "app": "chess", "code": "GOODCODE"}))[0] == P.NOT_GAMESHELF
    assert _refused(url, _hello(code="GOODCODE", version="0.0.1"))[0] == P.WRONG_VERSION
    assert _refused(url, _hello(code="GOODCODE", protocol=99))[0] == P.WRONG_VERSION
    assert _refused(url, _hello(code="GOODCODE", game="android"))[0] == P.WRONG_GAME
    assert _refused(url, _hello(code="GOODCODE", seat=7))[0] == P.NO_SEAT
    assert _refused(url, "{not json")[0] == P.BAD_JSON
    assert _refused(url, json.dumps({"type": "action", "ply": 0, "action": ["pass"]}))[0] == P.BAD_HELLO
    assert _refused(url, "x" * (P.MAX_CLIENT_FRAME + 10))[1] == 1009  # refused unread

    # the joining side: one clear line and exit 2
    wrong = join(tmp_path, url, "NOTIT", 0, tmp_path / "w.log")
    (rc, err), = finish([wrong], 60)
    assert rc == 2 and "wrong invite code" in err and len(err.strip().splitlines()) == 1

    alice = Seat(url, "goodcode", 0, name="Alice")  # codes are read case-blind
    mallory = Seat(url, "GOODCODE", 1)
    taken = join(tmp_path, url, "GOODCODE", 1, tmp_path / "t.log")
    (rc, err), = finish([taken], 60)
    assert rc == 2 and "taken" in err

    for s in (alice, mallory):
        s.drain(1.0)
    mover, other = (alice, mallory) if alice.turn.get("legal") else (mallory, alice)
    ply = mover.turn["ply"]
    other.ws.send(json.dumps({"type": "action", "ply": ply, "action": mover.turn["legal"][0]}))  # out of turn
    for bad in ("{oops", "[1, 2]", json.dumps({"type": "teleport"}), json.dumps({"type": "hello"})):
        other.ws.send(bad)
    for bad in (["no_such_action", 1], None, {"x": [1] * 50}, "place"):
        mover.ws.send(json.dumps({"type": "action", "ply": ply, "action": bad}))
    mover.ws.send(json.dumps({"type": "action", "ply": ply - 1, "action": mover.turn["legal"][0]}))
    mover.ws.send(json.dumps({"type": "undo", "ply": ply}))
    for s in (alice, mallory):
        s.drain(1.0)
    assert {P.NOT_YOUR_TURN, P.BAD_JSON, P.UNKNOWN_TYPE} <= set(other.errors)
    assert {P.ILLEGAL, P.STALE, P.NO_UNDO} <= set(mover.errors)
    assert mover.turn["ply"] == ply  # nothing of it moved the game

    # a flood closes her connection; she comes back with her token and plays on
    try:
        for _ in range(3000):  # well-formed, each a stale undo: only their number is hostile
            mallory.ws.send(json.dumps({"type": "undo", "ply": -1}))
        mallory.drain(2.0)
    except ConnectionClosed:
        pass
    mallory = Seat(url, "GOODCODE", 1, token=mallory.token)
    try:  # a frame over the limit: closed as well
        mallory.ws.send(json.dumps({"type": "action", "ply": 0, "action": "y" * P.MAX_CLIENT_FRAME}))
        mallory.drain(2.0)
    except ConnectionClosed:
        pass
    mallory = Seat(url, "GOODCODE", 1, token=mallory.token)
    play_to_end([alice, mallory], random.Random(1))

    assert host.wait(30) == 0, host.stderr()
    assert replayed(out).is_over
    log = host.stderr()
    assert log.count("flooding") == 1
    assert sum("not JSON" in line for line in log.splitlines()) <= 2  # once per connection that sent it
    assert sum(": illegal:" in line for line in log.splitlines()) == 1

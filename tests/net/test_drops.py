"""Players drop and come back: a joiner killed mid-game (SIGKILL) and started again for the same
seat finishes the game; a host killed mid-game and started again from its autosave finishes it
with the same joiners (they keep trying to reach it), with the same invite code."""

from __future__ import annotations

import signal
import time
from pathlib import Path

from game.engine.match import Match
from game.games import get_game
from tests.net.nethelp import Host, finish, join, read_log, replayed


def _wait_lines(path: Path, n: int, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.exists() and len(path.read_text().splitlines()) >= n:
            return
        time.sleep(0.05)
    raise AssertionError(f"{path.name} did not reach {n} messages")


def test_a_killed_joiner_takes_its_seat_again_and_finishes(tmp_path: Path) -> None:
    out = tmp_path / "game.jsonl"
    host = Host(tmp_path, ["--game", "waterdeep", "--players", "2", "--seats", "remote,remote", "--seed", "4",
                           "--out", str(out)])
    logs = [tmp_path / "a.log", tmp_path / "b.log"]
    a = join(tmp_path, host.url, host.code, 0, logs[0])
    b = join(tmp_path, host.url, host.code, 1, logs[1])
    _wait_lines(logs[0], 40)
    a.send_signal(signal.SIGKILL)
    a.wait(10)
    killed_at = len(read_log(logs[0]))
    again = join(tmp_path, host.url, host.code, 0, logs[0])
    results = finish([again, b], 180)
    assert host.wait(30) == 0, host.stderr()
    assert [rc for rc, _e in results] == [0, 0], results
    messages = read_log(logs[0])[killed_at:]
    assert messages[0]["type"] == "welcome" and messages[0]["seat"] == 0
    assert messages[1]["type"] == "sync" and messages[1]["turn"]["ply"] > 0  # picked up mid-game
    assert messages[-1]["type"] == "game_over"
    assert replayed(out).is_over
    assert "seat 1 (Player 1) left" in host.stderr()


def test_a_killed_host_resumes_from_its_autosave_and_the_joiners_come_back(tmp_path: Path) -> None:
    out = tmp_path / "game.jsonl"
    host = Host(tmp_path, ["--game", "neuroshima", "--players", "2", "--seats", "remote,random", "--seed", "8",
                           "--out", str(out), "--code", "HOSTCRASH"])
    save = host.autosave()
    log = tmp_path / "a.log"
    a = join(tmp_path, host.url, host.code, 0, log)
    _wait_lines(log, 30)
    host.kill()
    plies_before = len(Match.load(save, get_game).steps)
    assert plies_before > 0 and not Match.load(save, get_game).is_over
    again = Host(tmp_path, ["--resume", str(save)], port=host.port)
    assert (again.url, again.code) == (host.url, "HOSTCRASH")
    results = finish([a], 180)
    assert again.wait(30) == 0, again.stderr()
    assert results[0][0] == 0, results
    messages = read_log(log)
    syncs = [m for m in messages if m["type"] == "sync"]
    assert len(syncs) == 2 and syncs[1]["turn"]["ply"] >= plies_before - 1
    assert messages[-1]["type"] == "game_over"
    final = replayed(out)
    assert final.is_over and len(final.steps) > plies_before

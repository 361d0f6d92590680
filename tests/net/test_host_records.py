"""Issue 20 x 18: a headless host played to its end is recorded like a game in the window,
also when every seat is an AI (one record, mode "network", its replay kept)."""
from __future__ import annotations

import sqlite3

from tests.net.nethelp import Host, join, read_log


def _records(home):
    path = home / "data" / "records.sqlite3"
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT game, mode, players, moves, replay FROM games").fetchall(), \
            con.execute("SELECT name, kind FROM seats ORDER BY seat").fetchall()
    finally:
        con.close()


def test_an_ai_only_headless_host_is_recorded(tmp_path):
    host = Host(tmp_path, ["--game", "waterdeep", "--players", "2", "--seats", "random,greedy", "--seed", "5",
                           "--out", str(tmp_path / "out.jsonl")])
    assert host.wait(240) == 0, host.stderr()
    games, seats = _records(tmp_path)
    assert len(games) == 1 and games[0][:3] == ("waterdeep", "network", 2) and games[0][3] > 10
    assert [k for _n, k in seats] == ["random", "greedy"]


def test_a_remote_game_is_recorded_once(tmp_path):
    host = Host(tmp_path, ["--game", "neuroshima", "--players", "2", "--seats", "remote,random", "--seed", "3"])
    log = tmp_path / "j.jsonl"
    joiner = join(tmp_path, host.url, host.code, 0, log)
    assert host.wait(300) == 0, host.stderr()
    joiner.wait(60)
    assert read_log(log)[-1]["type"] == "game_over"
    games, seats = _records(tmp_path)
    assert len(games) == 1 and games[0][1] == "network" and [k for _n, k in seats] == ["remote", "random"]

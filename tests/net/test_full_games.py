"""A headless host with every seat remote and bot joiners plays whole games of all five games
on 127.0.0.1: the replay it writes verifies, the game is the one a local match with the same
seeds and bot choices plays, and no seat was told anything its player_view did not show."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import make_bot
from game.engine.match import Match
from game.games import get_game
from tests.net.nethelp import ROOT, Host, LeakCheck, env, finish, join, read_log, replayed

# (game, players, options, bots): small, fast bots; the hidden-information variants
CASES = [
    ("waterdeep", 3, [], ["random", "greedy", "random"]),
    ("neuroshima", 2, ["hidden_hands=yes"], ["random", "random"]),
    ("rogue_agent", 3, ["mode=android"], ["random", "random", "random"]),
    ("metro2033", 2, [], ["random", "greedy"]),
    ("android", 3, [], ["random", "random", "random"]),
]
SEED = 11


def _local_game(game_id: str, players: int, options: list[str], bots: list[str]) -> Match:
    """The same game at one screen: the Match's seed, each bot seeded as its joiner."""
    game = get_game(game_id)
    opts = dict(o.split("=", 1) for o in options)
    m = Match(game, players, bots, None, opts, SEED)
    seats = [make_bot(kind, game, i, SEED * 101 + i, players) for i, kind in enumerate(bots)]
    while True:
        m.advance()
        if m.is_over:
            return m
        seat = m.current_player
        m.submit(seats[seat].choose(m.view_for(seat)), seat)


@pytest.mark.parametrize(("game_id", "players", "options", "bots"), CASES, ids=[c[0] for c in CASES])
def test_remote_bots_finish_the_game_and_learn_no_secret(tmp_path: Path, game_id: str, players: int,
                                                         options: list[str], bots: list[str]) -> None:
    out = tmp_path / "game.jsonl"
    args = ["--game", game_id, "--players", str(players), "--seats", ",".join(["remote"] * players),
            "--seed", str(SEED), "--out", str(out)]
    for o in options:
        args += ["--option", o]
    host = Host(tmp_path, args)
    logs = [tmp_path / f"seat{i}.log" for i in range(players)]
    joiners = [join(tmp_path, host.url, host.code, i, logs[i], bots[i], SEED * 101 + i) for i in range(players)]
    results = finish(joiners, 240)
    assert host.wait(30) == 0, host.stderr()
    assert [rc for rc, _e in results] == [0] * players, results

    verify = subprocess.run([sys.executable, "-m", "game", "replay", str(out), "--verify"], capture_output=True,
                            text=True, env=env(tmp_path), cwd=str(ROOT))
    assert verify.returncode == 0, verify.stderr
    assert json.loads(verify.stdout)["verified"] is True

    match = replayed(out)
    local = _local_game(game_id, players, options, bots)
    assert [(s.player, s.action) for s in match.steps] == [(s.player, s.action) for s in local.steps]
    assert json.loads(out.read_text().splitlines()[0])["seats"] == ["remote"] * players

    for seat in range(players):
        messages = read_log(logs[seat])
        assert all("type" in m for m in messages)
        assert messages[-1]["type"] == "game_over"
        assert messages[-1]["winners"] == match.winners()
        check = LeakCheck(match, seat)
        check.check(messages)
        assert check.checked_views >= len(match.steps) // 2

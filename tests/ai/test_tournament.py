"""The tournament tool: Wilson intervals, seat rotation, scoring of draws, and a tiny real run."""

from __future__ import annotations

import json

import pytest

from game import tournament as t


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),  # textbook: p = 0.5, n = 10
        (0, 10, 0.0, 0.2775),  # upper bound z^2 / (n + z^2)
        (10, 10, 0.7225, 1.0),
        (32, 40, 0.6524, 0.8950),  # by hand: centre 0.7737, half-width 0.1213
        (20.5, 40, 0.3634, 0.6594),  # a draw counts half (by hand)
    ],
)
def test_wilson_interval_matches_the_formula(wins, n, low, high):
    lo, hi = t.wilson_interval(wins, n)
    assert lo == pytest.approx(low, abs=1e-4) and hi == pytest.approx(high, abs=1e-4)


def test_wilson_interval_narrows_with_more_games_and_contains_the_rate():
    a = t.wilson_interval(30, 40)
    b = t.wilson_interval(300, 400)
    assert a[0] < 0.75 < a[1] and b[0] < 0.75 < b[1]
    assert b[1] - b[0] < a[1] - a[0]
    assert t.wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        t.wilson_interval(11, 10)


def test_rotation_puts_every_kind_in_every_seat():
    lineup = ["a", "b", "c"]
    seatings = [t.rotation(lineup, r) for r in range(3)]
    assert seatings[0] == ["a", "b", "c"]
    assert seatings[1] == ["c", "a", "b"]
    for seat in range(3):
        assert sorted(s[seat] for s in seatings) == ["a", "b", "c"]
    assert t.rotation(["x", "y"], 1) == ["y", "x"]


def test_plan_plays_both_seat_orders_with_the_same_seed():
    tasks = t.plan(["duel"], [["ai:easy", "random"]], 5, 10, {}, True)
    assert len(tasks) == 6  # 5 rounded up to whole rotations
    by_seed: dict[int, set[int]] = {}
    for task in tasks:
        by_seed.setdefault(task.seed, set()).add(task.rot)
    assert by_seed == {10: {0, 1}, 11: {0, 1}, 12: {0, 1}}
    four = t.plan(["duel"], [t.lineup_for(["greedy", "random"], 4)], 4, 0, {}, True)
    assert [t.rotation(x.lineup, x.rot) for x in four] == [
        ["greedy", "random", "greedy", "random"], ["random", "greedy", "random", "greedy"]] * 2


def test_game_share_splits_a_shared_win():
    seats = ["a", "b"]
    assert t.game_share(seats, [0], "a") == 1.0
    assert t.game_share(seats, [1], "a") == 0.0
    assert t.game_share(seats, [0, 1], "a") == 0.5
    assert t.game_share(["a", "b", "a", "b"], [0, 2], "a") == 1.0


def test_summary_counts_wins_draws_and_losses():
    rows = []
    for winners, seats in (([0], ["a", "b"]), ([0], ["b", "a"]), ([0, 1], ["a", "b"]), ([1], ["b", "a"])):
        rows.append({"game": "g", "lineup": ["a", "b"], "seats": seats, "winners": winners, "plies": 10,
                     "decisions": [2, 3], "think_wall": [0.2, 0.3], "think_cpu": [0.1, 0.3],
                     "think_max": [0.15, 0.2], "iterations": [0, 0]})
    m = t.summarize(rows)["matchups"][0]
    assert (m["wins"], m["draws"], m["losses"], m["score"]) == (2, 1, 1, 2.5)
    assert m["ci95"] == [round(x, 4) for x in t.wilson_interval(2.5, 4)]


def test_a_small_tournament_runs_and_resumes_from_its_log(tmp_path, capsys):
    log = tmp_path / "log.jsonl"
    out = tmp_path / "summary.json"
    argv = ["--game", "duel", "--lineup", "greedy,random", "--games", "4", "--jobs", "1", "--log", str(log),
            "--json", str(out), "--quiet"]
    assert t.main(argv) == 0
    first = json.loads(out.read_text())
    assert first["matchups"][0]["games"] == 4 and len(log.read_text().splitlines()) == 4
    assert "| duel | `greedy` vs `random` | 4 |" in capsys.readouterr().out
    assert t.main(argv) == 0  # everything is in the log: nothing is played again
    assert len(log.read_text().splitlines()) == 4
    assert json.loads(out.read_text())["matchups"] == first["matchups"]
    capsys.readouterr()
    assert t.main([*argv, "--seed", "99", "--report"]) == 0  # report: any seed, nothing played
    assert len(log.read_text().splitlines()) == 4
    assert "| duel | `greedy` vs `random` | 4 |" in capsys.readouterr().out


def test_bad_arguments_exit_2(capsys):
    assert t.main(["--game", "duel", "--lineup", "greedy,wizard"]) == 2
    assert "unknown kind" in capsys.readouterr().err

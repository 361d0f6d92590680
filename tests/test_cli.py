"""The command line contract (architecture section 7)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main


def _run(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_list_prints_the_registered_games(capsys):
    code, out, _ = _run(["list"], capsys)
    games = json.loads(out)
    assert code == 0 and isinstance(games, list)
    for g in games:
        assert {"id", "name", "min_players", "max_players", "options"} <= set(g)


def test_selfplay_prints_the_report_and_writes_replays(tmp_path, capsys):
    code, out, _ = _run(
        ["selfplay", "--game", "duel", "--players", "2", "--seats", "random,greedy", "--seed", "5",
         "--games", "3", "--out", str(tmp_path), "--states"],
        capsys,
    )
    report = json.loads(out)
    assert code == 0
    assert [g["seed"] for g in report["games"]] == [5, 6, 7]
    assert sum(report["wins_by_seat"]) == pytest.approx(3)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["duel-5.jsonl", "duel-6.jsonl", "duel-7.jsonl"]
    code, out, _ = _run(["replay", str(tmp_path / "duel-6.jsonl"), "--verify"], capsys)
    assert code == 0 and json.loads(out)["verified"] is True


@pytest.mark.parametrize(
    "args",
    [
        ["selfplay", "--game", "nope", "--players", "2", "--seats", "random,random"],
        ["selfplay", "--game", "duel", "--players", "2", "--seats", "random"],
        ["selfplay", "--game", "duel", "--players", "9", "--seats", ",".join(["random"] * 9)],
        ["selfplay", "--game", "duel", "--players", "2", "--seats", "random,random", "--option", "x"],
        ["replay", "/no/such/file.jsonl", "--verify"],
        ["--players", "3"],
        ["--bogus"],
        ["--game", "duel", "--players", "2", "--seats", "human,robot"],
    ],
)
def test_mistakes_exit_2_with_one_line(args, capsys):
    code, out, err = _run(args, capsys)
    assert code == 2
    assert err.strip() and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_options_typed_on_the_command_line_take_the_option_type(capsys):
    code, out, _ = _run(
        ["selfplay", "--game", "duel", "--players", "2", "--seats", "random,random", "--option", "bonus_target=6"],
        capsys,
    )
    assert code == 0 and json.loads(out)["games"][0]["plies"] > 0
    code, _, err = _run(
        ["selfplay", "--game", "duel", "--players", "2", "--seats", "random,random", "--option", "bonus_target=9"],
        capsys,
    )
    assert code == 2 and "bonus_target" in err


def test_damaged_file_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"type": "header"', encoding="utf-8")
    code, _, err = _run(["replay", str(bad), "--verify"], capsys)
    assert code == 2 and "truncated" in err


def test_version_and_help_from_a_real_process():
    root = Path(__file__).resolve().parent.parent
    version = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True, text=True, cwd=root)
    assert version.returncode == 0 and "Game Shelf" in version.stdout
    helptext = subprocess.run([sys.executable, "-m", "game", "--help"], capture_output=True, text=True, cwd=root)
    assert helptext.returncode == 0 and "selfplay" in helptext.stdout

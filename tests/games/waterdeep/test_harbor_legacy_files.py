"""Issue 16: replays recorded before the Harbor options existed (A-05's arrival order, Accelerate
Plans' "stop") load, replay and verify exactly as before: their headers lack ``harbor_order`` and
``accelerate_plans``, which then take their legacy values. The fixtures were recorded with the
engine of commit 7557fd5 (random seats, 2-4 players); each shows a difference: a reassignment
queue whose arrival order is not its space order, and/or a "stop" after Accelerate Plans."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.match import Match
from game.engine.replay import ReplayError, read_replay
from game.engine.verify import verify_replay
from game.games import get_game

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("legacy_harbor_*.jsonl"))
NEW_OPTIONS = {"harbor_order": "space", "accelerate_plans": "two"}


def test_there_are_fixtures():
    assert len(FIXTURES) == 3


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_old_replay_loads_and_verifies_with_the_old_readings(path: Path):
    rf = read_replay(path)
    assert not set(NEW_OPTIONS) & set(rf.header["options"])  # written before the options
    summary = verify_replay(rf, get_game, str(path))
    assert summary["verified"] and summary["finished"]
    m = Match.from_replay(rf, get_game, str(path))
    assert m.options["harbor_order"] == "arrival" and m.options["accelerate_plans"] == "up_to_two"
    # the saved start and the rebuilt one are the same JSON (no new field in an old-style state)
    assert json.loads(json.dumps(m.game.to_json(m.initial_state))) == rf.header["initial_state"]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_the_fixture_really_differs_under_the_printed_rules(path: Path, tmp_path: Path):
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["options"].update(NEW_OPTIONS)
    game = get_game("waterdeep")
    m = Match(game, header["players"], header["seats"], None, header["options"], header["seed"], None)
    header["initial_state"] = json.loads(json.dumps(game.to_json(m.initial_state)))
    changed = tmp_path / path.name
    changed.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError):
        verify_replay(read_replay(changed), get_game, str(changed))

"""Save/replay files: round trips, and damaged files refused with one clear line."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.engine.match import Match
from game.engine.replay import ReplayError, read_replay
from game.engine.verify import verify_replay
from game.games import get_game


def _finished_match(tmp_path: Path, seed: int = 1) -> Match:
    game = get_game("duel")
    match = Match(game, 2, ["random", "random"], seed=seed, autosave_path=tmp_path / "auto.jsonl")
    rng = random.Random(seed)
    while True:
        match.advance()
        if match.is_over:
            return match
        match.submit(rng.choice(match.legal_actions()))


def test_round_trip_with_states(tmp_path):
    match = _finished_match(tmp_path)
    path = tmp_path / "game.jsonl"
    match.save(path, with_states=True)
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["type"] == "header" and lines[0]["format"] == "gameshelf-replay"
    assert lines[-1]["type"] == "result"
    assert all("state" in s for s in lines[1:-1])
    assert [s["ply"] for s in lines[1:-1]] == list(range(len(match.steps)))
    summary = verify_replay(read_replay(path), get_game)
    assert summary["verified"] and summary["plies"] == len(match.steps)


def test_unfinished_save_has_no_result_line(tmp_path):
    game = get_game("duel")
    match = Match(game, 2, ["human", "random"], seed=3, autosave_path=tmp_path / "a.jsonl")
    match.advance()
    match.submit(match.legal_actions()[0])
    rf = read_replay(tmp_path / "a.jsonl")
    assert rf.result is None and len(rf.steps) == len(match.steps)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        (b'{"type": "header", "format": "something-else"}\n', "not a Game Shelf save"),
        (b"[1, 2, 3]\n", "expected a JSON object"),
        (b'{"hello": "world"}\n', "not a Game Shelf save"),
    ],
)
def test_foreign_and_empty_files_are_refused(tmp_path, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(ReplayError, match=message):
        Match.load(path, get_game)


def test_truncated_file_is_refused_and_other_saves_survive(tmp_path):
    match = _finished_match(tmp_path)
    good = tmp_path / "good.jsonl"
    match.save(good)
    text = good.read_text(encoding="utf-8")
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(ReplayError, match="truncated|illegal|ply"):
        verify_replay(read_replay(bad), get_game)
    assert good.read_text(encoding="utf-8") == text
    assert verify_replay(read_replay(good), get_game)["verified"]


def test_illegal_step_is_named_by_its_ply(tmp_path):
    match = _finished_match(tmp_path)
    path = tmp_path / "game.jsonl"
    match.save(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    seat_steps = [i for i, line in enumerate(lines) if json.loads(line).get("player") not in ("chance", None)]
    victim = seat_steps[3]
    step = json.loads(lines[victim])
    step["action"] = ["cell", 99, 99]
    lines[victim] = json.dumps(step)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match=f"ply {step['ply']}: illegal step"):
        verify_replay(read_replay(path), get_game)


def test_tampered_result_is_caught(tmp_path):
    match = _finished_match(tmp_path)
    path = tmp_path / "game.jsonl"
    match.save(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    result = json.loads(lines[-1])
    result["scores"] = [s + 1 for s in result["scores"]]
    lines[-1] = json.dumps(result)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="scores"):
        verify_replay(read_replay(path), get_game)


def test_unknown_game_is_refused(tmp_path):
    match = _finished_match(tmp_path)
    path = tmp_path / "game.jsonl"
    match.save(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["game"] = "chess"
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="unknown game"):
        Match.load(path, get_game)

"""The readers' own refusals, one by one (the fuzz tests in tests/test_fuzz_files.py roam wider)."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.match import Match
from game.engine.replay import ReplayError, dumps_lines, loads_json, parse_replay
from game.engine.verify import verify_replay
from game.games import get_game


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[" * 100_000, "nested too deeply"),
        ('{"a": ' * 50_000, "nested too deeply"),
        ("NaN", "not a JSON number"),
        ("[-Infinity]", "not a JSON number"),
        ("1e400", "out of range"),
        ("1" * 5000, "digits"),
        ('{"seed": ' + "9" * 401 + "}", "digits"),
    ],
)
def test_loads_json_refuses_what_json_loads_lets_through_or_crashes_on(text, why):
    with pytest.raises(ValueError, match=why):
        loads_json(text)


def test_loads_json_reads_ordinary_json():
    assert loads_json('{"a": [1, 2.5, -3e2, "x", null, true]}') == {"a": [1, 2.5, -300.0, "x", None, True]}
    assert loads_json(str(10**300)) == 10**300


def _finished(game_id: str = "duel", seed: int = 2) -> Match:
    match = Match(get_game(game_id), 2, ["random", "random"], seed=seed)
    rng = random.Random(seed)
    while True:
        match.advance()
        if match.is_over:
            return match
        match.submit(rng.choice(match.legal_actions()))


def _lines(match: Match) -> list[dict]:
    return [json.loads(x) for x in dumps_lines(match.to_replay()).splitlines()]


def _text(lines: list[dict]) -> str:
    return "\n".join(json.dumps(x) for x in lines) + "\n"


def test_a_changed_initial_state_is_refused():
    lines = _lines(_finished())
    state = lines[0]["initial_state"]
    key = next(k for k, v in state.items() if isinstance(v, int) and not isinstance(v, bool))
    state[key] += 1
    with pytest.raises(ReplayError, match="initial_state"):
        Match.from_replay(parse_replay(_text(lines)), get_game)


def test_the_file_of_another_game_under_this_games_id_is_refused():
    lines = _lines(_finished("waterdeep", 1))
    lines[0]["game"] = "neuroshima"
    with pytest.raises(ReplayError):
        Match.from_replay(parse_replay(_text(lines)), get_game)


@pytest.mark.parametrize(
    "winners", [["a", 1], 7, {"0": 1}, [[0]], [True], None],
)
def test_a_result_line_with_wrong_types_is_a_mismatch_not_a_crash(winners):
    lines = _lines(_finished())
    lines[-1]["winners"] = winners
    with pytest.raises(ReplayError, match="winners"):
        verify_replay(parse_replay(_text(lines)), get_game)


@pytest.mark.parametrize("scores", [[10**300, 1], "ab", [None, 1], 5])
def test_a_result_line_with_absurd_scores_is_a_mismatch(scores):
    lines = _lines(_finished())
    lines[-1]["scores"] = scores
    with pytest.raises(ReplayError, match="scores"):
        verify_replay(parse_replay(_text(lines)), get_game)


@pytest.mark.parametrize(("field", "value"), [("seats", ["human", 3]), ("names", ["a", None]), ("names", "ab")])
def test_header_lists_of_the_wrong_kind_are_refused(field, value):
    lines = _lines(_finished())
    lines[0][field] = value
    with pytest.raises(ReplayError, match=field):
        parse_replay(_text(lines))


def test_a_byte_order_mark_is_tolerated(tmp_path):
    from game.engine.replay import read_replay

    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + dumps_lines(_finished().to_replay()).encode())
    assert verify_replay(read_replay(path), get_game)["verified"] is True

"""Issue 8: a save written by an older version whose moves no longer replay (the rules changed:
forced steps removed, Neuroshima battle rules) is refused in plain words, in English and
Hungarian, and the CLI still answers with one line and exit status 2."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game import __version__
from game.cli import main
from game.engine.match import Match
from game.engine.replay import ReplayError, explain
from game.games import get_game, load_match
from game.i18n import tr


def _save(tmp_path: Path, app_version: str, break_step: bool = True) -> Path:
    """A real Neuroshima save, then edited as an old version would have written it: a step
    the current rules do not allow at that point (what a rule change does to old saves)."""
    game = get_game("neuroshima")
    m = Match(game, 2, ["random", "random"], seed=3, options={})
    rng = random.Random(3)
    for _ in range(12):
        m.advance()
        legal = m.legal_actions()
        if not legal:
            break
        m.submit(rng.choice(legal))
    path = tmp_path / "old.jsonl"
    m.save(path)
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    lines[0]["app_version"] = app_version
    if break_step:
        steps = [x for x in lines if x.get("type") == "step" and x.get("player") != "chance"]
        steps[-1]["action"] = ["no_such_step_any_more", 1]
    path.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n", encoding="utf-8")
    return path


def test_the_version_changed_with_the_rules():
    assert __version__ != "0.1.0"


def test_old_version_save_is_refused_in_plain_words(tmp_path):
    path = _save(tmp_path, "0.1.0")
    with pytest.raises(ReplayError) as info:
        load_match(path)
    msg = str(info.value)
    assert "older version of the Neuroshima" in msg and "can't be resumed" in msg and "0.1.0" in msg
    assert "\n" not in msg
    en = explain(info.value, lambda k, **f: tr(k, "en", **f), "en")
    hu = explain(info.value, lambda k, **f: tr(k, "hu", **f), "hu")
    assert "older version of the Neuroshima" in en and "can't be resumed" in en and "0.1.0" in en
    assert "régebbi változata" in hu and "nem folytatható" in hu and "0.1.0" in hu
    assert "{" not in en + hu


def test_same_version_damage_is_still_called_damage(tmp_path):
    path = _save(tmp_path, __version__)
    with pytest.raises(ReplayError) as info:
        load_match(path)
    assert "illegal step" in str(info.value) and "older version" not in str(info.value)
    assert explain(info.value, lambda k, **f: tr(k, "hu", **f), "hu") == str(info.value)


def test_old_version_save_that_still_replays_loads(tmp_path):
    path = _save(tmp_path, "0.1.0", break_step=False)
    assert load_match(path).steps


def test_cli_one_line_exit_2(tmp_path, capsys):
    path = _save(tmp_path, "0.1.0")
    code = main(["replay", str(path), "--verify"])
    _out, err = capsys.readouterr()
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "older version of the Neuroshima" in err

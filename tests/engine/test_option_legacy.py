"""Issue 16: a rule reading that changes a default keeps the old behaviour as a house rule,
and a save or replay whose header predates the option loads with the old meaning
(``OptionSpec.legacy``), while a header that names the option keeps what it names."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from game.engine.core import NO_LEGACY, GameSpec, OptionSpec, header_options, resolve_options
from game.engine.match import Match
from game.games import get_game


def _spec_with_legacy(legacy: object) -> GameSpec:
    spec = get_game("duel").spec
    opts = dict(spec.options)
    opts["bonus_target"] = dataclasses.replace(opts["bonus_target"], legacy=legacy)
    return dataclasses.replace(spec, options=opts)


def test_missing_option_takes_its_legacy_value():
    spec = _spec_with_legacy(6)
    assert header_options(spec, {}) == {"bonus_target": 6}
    assert resolve_options(spec, header_options(spec, {}))["bonus_target"] == 6


def test_named_option_is_kept_as_written():
    spec = _spec_with_legacy(6)
    assert header_options(spec, {"bonus_target": 3}) == {"bonus_target": 3}


def test_no_legacy_means_the_default():
    spec = _spec_with_legacy(NO_LEGACY)
    assert header_options(spec, {}) == {}
    assert resolve_options(spec, {})["bonus_target"] == 4


def test_a_new_match_ignores_legacy():
    assert OptionSpec(1, "x").legacy is NO_LEGACY
    spec = _spec_with_legacy(6)
    assert resolve_options(spec, {})["bonus_target"] == 4


class _LegacyDuel:
    """Duel whose bonus_target option was added after some files were written (legacy 6)."""

    def __init__(self) -> None:
        self._game = get_game("duel")
        self.spec = _spec_with_legacy(6)

    def __getattr__(self, name: str):
        return getattr(self._game, name)


def test_old_header_without_the_option_replays_with_the_old_meaning(tmp_path: Path):
    game = _LegacyDuel()
    m = Match(game, 2, ["random", "random"], seed=5, options={"bonus_target": 6})
    while not m.is_over:
        m.advance()
        if m.is_over:
            break
        m.submit(m.legal_actions()[0])
    path = tmp_path / "old.jsonl"
    m.save(path)
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    del lines[0]["options"]["bonus_target"]  # as a version before the option wrote it
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    from game.engine.replay import read_replay

    loaded = Match.from_replay(read_replay(path), lambda gid: game)
    assert loaded.options["bonus_target"] == 6
    assert loaded.is_over and [s.action for s in loaded.steps] == [s.action for s in m.steps]

"""Every file a user can open, fuzzed (issue 7): saves and replays (``replay --verify``, ``--load``
and the GUI's loader), settings, campaign progress, and ``--option`` values.

Inputs: random bytes, truncations of a valid file, deep nesting, huge numbers, a wrong type in
any field of a valid file, and a valid file of another game. The command line must answer
with exit status 2 (or 0 for what is really a valid file) and one line, never a traceback;
the loaders must raise only their documented error (``ReplayError`` / ``ValueError``) or
report the problem, and nothing in the user-data folder may change.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import cli, paths
from game.engine.match import Match
from game.engine.replay import ReplayError, dumps_lines, read_replay
from game.games import get_game, load_match
from game.games.neuroshima import campaign as ns_campaign
from game.ui.scenes import campaign as campaign_scene
from game.ui.settings import ANIM_SPEEDS, LANGS, Settings, load_settings

# CI runs the same 40 examples each time; GAMESHELF_FUZZ_EXAMPLES=N explores N fresh ones per test
_EXPLORE = int(os.environ.get("GAMESHELF_FUZZ_EXAMPLES", "0"))
FUZZ = settings(max_examples=_EXPLORE or 40, deadline=None, suppress_health_check=list(HealthCheck),
                derandomize=not _EXPLORE)
GAMES = ("waterdeep", "neuroshima")
ROOT = Path(__file__).resolve().parent.parent


# ----- valid files to start from -----------------------------------------------------------------
def _played(game_id: str, seed: int) -> Match:
    match = Match(get_game(game_id), 2, ["random", "random"], seed=seed)
    rng = random.Random(seed)
    while True:
        match.advance()
        if match.is_over:
            return match
        match.submit(rng.choice(match.legal_actions()))


VALID = {gid: dumps_lines(_played(gid, 5).to_replay()) for gid in GAMES}
# an unfinished save (header and the first steps): quick to replay, so most mutations use it
SHORT = {gid: "\n".join(text.splitlines()[:25]) + "\n" for gid, text in VALID.items()}


def _paths_in(value: Any, prefix: tuple = (), depth: int = 0) -> Iterator[tuple]:
    """Every place in a JSON value (keys of objects, indexes of arrays), a few levels deep."""
    yield prefix
    if depth >= 4:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths_in(v, prefix + (k,), depth + 1)
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            yield from _paths_in(v, prefix + (i,), depth + 1)


def _places(text: str) -> list[tuple[int, tuple]]:
    lines = [json.loads(x) for x in text.splitlines()]
    chosen = [0, 1, 2, 3, len(lines) - 1]
    return [(i, p) for i in sorted(set(chosen)) for p in _paths_in(lines[i]) if p]


PLACES = {(gid, kind): _places(src[gid]) for gid in GAMES for kind, src in (("short", SHORT), ("full", VALID))}


HUGE = ["1e400", "-1e400", "1" * 5000, "-" + "9" * 4400, "NaN", "Infinity", str(10**300), "1e-400"]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8) | st.sampled_from([-1, 0, 1, 2, 5, 10**18, "chance", "", "header", "step", "result"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)


def _set(obj: Any, path: tuple, value: Any) -> None:
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


def _mutated(text: str, line: int, path: tuple, replacement: str) -> str:
    """``text`` with the value at ``path`` of line ``line`` replaced by raw JSON text."""
    lines = text.splitlines()
    obj = json.loads(lines[line])
    marker = "\u0000MARK\u0000"
    _set(obj, path, marker)
    lines[line] = json.dumps(obj).replace(json.dumps(marker), replacement)
    return "\n".join(lines) + "\n"


def _foreign(gid: str) -> str:
    """A valid file of the other game with this game's id in its header."""
    other = next(g for g in GAMES if g != gid)
    lines = SHORT[other].splitlines()
    header = json.loads(lines[0])
    header["game"] = gid
    return "\n".join([json.dumps(header)] + lines[1:]) + "\n"


def hostile_save(gid: str) -> st.SearchStrategy[bytes]:
    """Bytes of a damaged, foreign or absurd save for game ``gid``."""
    valid, short = VALID[gid].encode(), SHORT[gid].encode()
    raw = st.binary(max_size=600)
    truncated = st.integers(0, len(valid)).map(lambda n: valid[:n])
    deep = st.tuples(st.integers(1000, 120_000), st.sampled_from(["[", '{"a":', "[{\"b\":"])).map(
        lambda t: (t[1] * t[0]).encode())
    deep_field = st.tuples(st.sampled_from(PLACES[(gid, "short")]), st.integers(500, 60_000)).map(
        lambda t: _mutated(SHORT[gid], t[0][0], t[0][1], "[" * t[1] + "]" * t[1]).encode())
    huge_field = st.tuples(st.sampled_from(PLACES[(gid, "short")]), st.sampled_from(HUGE)).map(
        lambda t: _mutated(SHORT[gid], t[0][0], t[0][1], t[1]).encode())
    wrong_type = st.tuples(st.sampled_from(PLACES[(gid, "short")]), json_values).map(
        lambda t: _mutated(SHORT[gid], t[0][0], t[0][1], json.dumps(t[1])).encode())
    wrong_result = st.tuples(st.sampled_from(PLACES[(gid, "full")]), json_values | st.sampled_from(HUGE)).map(
        lambda t: _mutated(VALID[gid], t[0][0], t[0][1], t[1] if isinstance(t[1], str) and t[1] in HUGE
                           else json.dumps(t[1])).encode())
    foreign = st.just(_foreign(gid).encode())
    return st.one_of(raw, truncated, deep, deep_field, huge_field, wrong_type, wrong_result, foreign,
                     st.just(short + b"\xff"), st.just(b"\xef\xbb\xbf" + short))


# ----- the user-data folder must not change ------------------------------------------------------
def _snapshot(root: Path) -> dict[str, str]:
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file():
            out[str(p.relative_to(root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


@pytest.fixture(scope="module")
def home() -> Path:
    """The user folder (GAMESHELF_HOME, private to the tests), holding one of everything."""
    root = Path(os.environ["GAMESHELF_HOME"])
    paths.saves_dir().joinpath("kept.jsonl").write_text(SHORT["waterdeep"], encoding="utf-8")
    paths.autosave_file("neuroshima").write_text(SHORT["neuroshima"], encoding="utf-8")
    paths.settings_file().write_text(json.dumps({"lang": "hu", "volume": 0.3}), encoding="utf-8")
    campaign_scene.save_data(campaign_scene.new_data("neuroshima"))
    return root


@pytest.fixture()
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz") / "input.jsonl"


def _one_line(err: str) -> bool:
    return err.count("\n") == 1 and "Traceback" not in err and err.strip() != ""


# ----- saves and replays ------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_replay_verify_answers_every_file_with_status_2_and_one_line(gid, home, scratch, capsys):
    before = _snapshot(home)

    @FUZZ
    @given(data=hostile_save(gid))
    def check(data: bytes) -> None:
        scratch.write_bytes(data)
        capsys.readouterr()
        status = cli.main(["replay", str(scratch), "--verify"])
        out, err = capsys.readouterr()
        if status == 0:  # only a file that is in fact valid (a truncation at a line end, say)
            assert err == "" and json.loads(out)["verified"] is True
            load_match(scratch)
        else:
            assert status == 2 and out == "" and _one_line(err), err

    check()
    assert _snapshot(home) == before


@pytest.mark.parametrize("gid", GAMES)
def test_gui_loader_raises_only_replay_error(gid, home, scratch):
    """``load_match`` is what the GUI's Load and Continue call; ReplayError becomes its dialog."""
    before = _snapshot(home)

    @FUZZ
    @given(data=hostile_save(gid))
    def check(data: bytes) -> None:
        scratch.write_bytes(data)
        try:
            match = load_match(scratch)
        except ReplayError as exc:
            assert str(exc).strip() and "\n" not in str(exc)
            return
        assert match.game.spec.id in GAMES and len(match.steps) <= len(data.splitlines())
        read_replay(scratch)  # what loaded must read back

    check()
    assert _snapshot(home) == before


@pytest.mark.parametrize("gid", GAMES)
def test_load_option_answers_with_status_2_and_one_line(gid, home, scratch, capsys, monkeypatch):
    import game.ui.app as app

    opened = []
    monkeypatch.setattr(app, "run", lambda request: opened.append(request) or 0)
    before = _snapshot(home)

    @settings(FUZZ, max_examples=_EXPLORE or 15)
    @given(data=hostile_save(gid))
    def check(data: bytes) -> None:
        scratch.write_bytes(data)
        capsys.readouterr()
        status = cli.main(["--load", str(scratch)])
        _out, err = capsys.readouterr()
        assert status in (0, 2)
        if status == 2:
            assert _one_line(err), err
        else:
            load_match(scratch)

    check()
    assert _snapshot(home) == before


@pytest.mark.parametrize("args", [["replay", "{f}", "--verify"], ["--load", "{f}"]])
def test_deep_nesting_in_a_real_process_is_one_line(args, tmp_path):
    """The reported case: 100k nested brackets used to end in a RecursionError traceback."""
    deep = tmp_path / "deep.jsonl"
    deep.write_text("[" * 100_000 + "\n", encoding="utf-8")
    env = dict(os.environ, GAMESHELF_HOME=str(tmp_path / "home"))
    argv = [a.replace("{f}", str(deep)) for a in args]
    done = subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=120)
    assert done.returncode == 2 and _one_line(done.stderr) and done.stdout == "", done.stderr
    assert "nested too deeply" in done.stderr


def test_a_valid_file_of_another_game_is_refused():
    for gid in GAMES:
        with pytest.raises(ReplayError):
            load_match_text(_foreign(gid))


def load_match_text(text: str) -> Match:
    from game.engine.replay import parse_replay

    return Match.from_replay(parse_replay(text), get_game)


# ----- settings ---------------------------------------------------------------------------------------
settings_values = json_values | st.sampled_from([10**400, float("inf"), "en", "hu", "fast", "skip", True])
settings_docs = st.one_of(
    st.binary(max_size=300),
    st.dictionaries(st.sampled_from(["lang", "anim_speed", "volume", "mute", "fullscreen", "shapes", "ai_turns",
                                     "other"]), settings_values, max_size=7).map(
        lambda d: json.dumps(d, default=str).replace('"inf"', "1e400").encode()),
    st.sampled_from(HUGE).map(lambda h: ('{"volume": ' + h + ', "lang": "hu"}').encode()),
    st.integers(1000, 100_000).map(lambda n: ('{"lang": ' + "[" * n).encode()),
    st.just(SHORT["waterdeep"].encode()),
)


def test_settings_loader_never_raises_and_keeps_sane_values(home):
    target = paths.settings_file()
    original = target.read_bytes()
    try:
        @FUZZ
        @given(data=settings_docs)
        def check(data: bytes) -> None:
            target.write_bytes(data)
            before = _snapshot(home)
            s, problem = load_settings()
            assert isinstance(s, Settings) and (problem is None or (problem and "\n" not in problem))
            assert s.lang in LANGS and s.anim_speed in ANIM_SPEEDS and 0.0 <= s.volume <= 1.0
            assert all(isinstance(getattr(s, k), bool) for k in ("mute", "fullscreen", "shapes"))
            assert s.effective_volume() >= 0.0 and s.anim_factor >= 0.0
            assert _snapshot(home) == before  # reading settings writes nothing, not even the file read

        check()
    finally:
        target.write_bytes(original)


# ----- campaign progress ---------------------------------------------------------------------------------
def _campaign_text(progress_value: Any | None = None, key: str | None = None, raw: str | None = None) -> str:
    data = campaign_scene.new_data("neuroshima")
    if key is not None:
        target = data["progress"] if key in data["progress"] else data
        target[key] = "\u0000MARK\u0000"
    text = json.dumps(data)
    if key is not None:
        text = text.replace(json.dumps("\u0000MARK\u0000"), raw if raw is not None else json.dumps(progress_value))
    return text


CAMPAIGN_KEYS = sorted(set(ns_campaign.new_campaign()) | {"format", "version", "game", "seats", "names", "match"})
campaign_docs = st.one_of(
    st.binary(max_size=300).map(lambda b: b.decode("latin-1")),
    st.tuples(st.sampled_from(CAMPAIGN_KEYS), json_values).map(lambda t: _campaign_text(t[1], t[0])),
    st.tuples(st.sampled_from(CAMPAIGN_KEYS), st.sampled_from(HUGE)).map(lambda t: _campaign_text(key=t[0], raw=t[1])),
    st.tuples(st.sampled_from(CAMPAIGN_KEYS), st.integers(500, 50_000)).map(
        lambda t: _campaign_text(key=t[0], raw="[" * t[1] + "]" * t[1])),
    st.integers(0, 400).map(lambda n: _campaign_text()[:n]),
    st.just(SHORT["neuroshima"]),
)


def test_campaign_progress_loader_reports_and_never_raises(home):
    target = campaign_scene.progress_file("neuroshima")
    original = target.read_bytes()
    game = get_game("neuroshima")
    try:
        @FUZZ
        @given(text=campaign_docs)
        def check(text: str) -> None:
            target.write_bytes(text.encode("utf-8", "surrogatepass"))
            before = _snapshot(home)
            data, problem = campaign_scene.load_data("neuroshima")
            assert _snapshot(home) == before
            if data is None:
                assert problem is None or "\n" not in problem
                return
            opts = campaign_scene.current_options(data)  # what "Start scenario" does next
            if opts is not None:
                game.initial_state(2, opts)
            assert all(isinstance(n, str) for n in data["names"])

        check()
    finally:
        target.write_bytes(original)


@FUZZ
@given(text=campaign_docs)
def test_campaign_from_json_raises_only_value_error(text):
    try:
        progress = ns_campaign.from_json(text)
    except ValueError as exc:
        assert "\n" not in str(exc)
        return
    if not progress["finished"]:
        get_game("neuroshima").initial_state(2, ns_campaign.scenario_options(progress))


# ----- --option values -----------------------------------------------------------------------------------
def _option_values() -> st.SearchStrategy[list[str]]:
    """``--option K=V`` lists: one hostile value for any option of either game, or a hostile
    campaign carry-over (the option the app writes itself) with a campaign scenario."""
    keys = {gid: list(get_game(gid).spec.options) + ["nonsense"] for gid in GAMES}
    text = st.one_of(st.text(max_size=12), st.sampled_from(HUGE), st.integers(0, 60_000).map(lambda n: "[" * n),
                     json_values.map(json.dumps))
    single = st.sampled_from(GAMES).flatmap(
        lambda g: st.tuples(st.just(g), st.sampled_from(keys[g]), text).map(lambda t: [t[0], f"{t[1]}={t[2]}"]))
    carry_keys = st.sampled_from(["hp", "rewards", "moloch", "first", "free_turns", "reinforcement"])
    carry_value = json_values | st.sampled_from([[20, 20], [[], ["shot"]], ["moloch.juggernaut"], 1, -5, 10**9])
    carry = st.tuples(st.integers(1, 5), st.dictionaries(carry_keys, carry_value, max_size=4), st.sampled_from(HUGE)).map(
        lambda t: ["neuroshima", f"scenario=campaign_{t[0]}",
                   "carry=" + json.dumps(t[1]).replace('"free_turns": 1,', '"free_turns": ' + t[2] + ",")])
    return single | carry


@FUZZ
@given(case=_option_values())
def test_option_values_answer_with_status_2_and_one_line(case, home, capsys):
    gid, *pairs = case
    before = _snapshot(home)
    capsys.readouterr()
    argv = ["selfplay", "--game", gid, "--players", "2", "--seats", "random,random", "--seed", "3"]
    for pair in pairs:
        argv += ["--option", pair]
    status = cli.main(argv)
    out, err = capsys.readouterr()
    if status == 0:
        assert json.loads(out)["games"]
    else:
        assert status == 2 and out == "" and _one_line(err), err
    # the same options straight into the GUI (the window itself is not opened here)
    import game.ui.app as app

    real_run, app.run = app.run, lambda request: 0
    try:
        gui = ["--game", gid, "--players", "2", "--seats", "human,random", "--seed", "3"]
        for pair in pairs:
            gui += ["--option", pair]
        gui_status = cli.main(gui)
    finally:
        app.run = real_run
    _out, err = capsys.readouterr()
    assert gui_status == status and (status == 0 or _one_line(err)), err
    assert _snapshot(home) == before


@pytest.mark.parametrize("gid", GAMES)
def test_load_screen_row_reader_never_raises(gid, home, scratch):
    """The Load screen reads a summary of every file in the saves folder before anything is loaded."""
    from game.ui.scenes.load import SaveInfo, _read_info

    before = _snapshot(home)

    @settings(FUZZ, max_examples=_EXPLORE or 25)
    @given(data=hostile_save(gid))
    def check(data: bytes) -> None:
        scratch.write_bytes(data)
        info = _read_info(scratch, "en")
        assert isinstance(info, SaveInfo) and (info.ok or info.problem)
        assert all(isinstance(n, str) for n in info.players)
        assert info.round is None or isinstance(info.round, int)

    check()
    assert _snapshot(home) == before


def test_gui_load_of_a_bad_file_shows_the_dialog_and_keeps_everything(home, scratch):
    from tests.ui.helpers import make_app, step

    scratch.write_text("[" * 100_000, encoding="utf-8")
    before = _snapshot(home)
    app = make_app()
    try:
        step(app, 2)
        assert app.load_match(scratch) is False
        step(app, 1)
        assert app.scenes.top.name == "dialog"
    finally:
        pygame_quit()
    assert _snapshot(home) == before


def pygame_quit() -> None:
    import pygame

    pygame.quit()

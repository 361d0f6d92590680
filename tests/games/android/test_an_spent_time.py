"""Spec 4.2 (revised): once a detective's Time is all spent, his turn is over. No further action is
offered, not even one that costs 0 Time (a plot action, breaking a Directive, a free Jimmy the
Snitch); only the end of the turn and the answers other players owe remain. Time gained during an
action counts only if it arrives before the Time runs out.

The old reading (0-Time actions stay possible at 0 Time) is the house rule
``spent_time_ends_turn=off``, the meaning of a save or replay written before the option existed."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from game.cli import main as cli_main
from game.engine.match import Match
from game.games import get_game
from tests.games.android.anhelp import GAME, act, at, legal, new_game, settle

FIXTURES = Path(__file__).parent / "fixtures"
OLD_REPLAYS = ("zero_time_6.jsonl", "zero_time_10.jsonl")  # recorded before the rule changed
ORDER_KINDS = {"arm", "disarm"}  # a seat's secret standing orders (8.2.1), not a detective's action


def _detective_actions(s) -> set[tuple]:
    return {a for a in legal(s) if a[0] not in ORDER_KINDS}


def _floyd(time: int, **opts):
    s = new_game(["floyd", "louis", "raymond"], first=0, **opts)
    return at(s, 0, s.players[0].location, time=time)


# ----- the printed rule (default) ----------------------------------------------------------------------
def test_floyd_cannot_break_a_directive_with_no_time_left():
    s = _floyd(0)
    assert s.players[0].directives  # every directive still in play
    assert _detective_actions(s) == {("end",)}


def test_floyd_breaks_the_third_directive_while_he_has_time():
    s = _floyd(1)
    assert ("break", 3) in legal(s)
    s = act(s, "break", 3)
    assert s.time == 3  # the 2 Time arrive before his Time ran out: they count


def test_a_zero_time_plot_action_is_not_offered_at_zero_time():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    kw = dict(favors=(0, 0, 0, 2), plot="louis_mr_li", plot_card="start", good=0, bad=0)
    assert ("plot", 0) in legal(at(s, 0, "tonys_flophouse", time=1, **kw))  # it costs 0 Time
    s = at(s, 0, "tonys_flophouse", time=0, **kw)
    assert _detective_actions(s) == {("end",)}


def _jimmy_free(s):
    return replace(s, track=(("GE02", True),))  # "the next use of Jimmy the Snitch costs 0 Time"


def test_a_free_jimmy_is_not_offered_at_zero_time():
    s = _jimmy_free(new_game(["louis", "rachel", "raymond"], first=0))
    assert ("jimmy",) in legal(at(s, 0, s.jimmy, time=2))
    s = at(s, 0, s.jimmy, time=0)
    assert _detective_actions(s) == {("end",)}


def test_arriving_at_jimmy_with_the_last_time_brings_no_offer():
    s = _jimmy_free(new_game(["louis", "rachel", "raymond"], first=0))
    start = next(a[1] for a in legal(at(s, 0, s.jimmy, time=6)) if a[0] == "move")
    s = at(s, 0, start, time=1)
    assert ("move", s.jimmy) in legal(s)
    s = settle(act(s, "move", s.jimmy))
    for _ in range(20):  # free draws, card windows and the like answer first
        if s.queue[0][0] in ("act", "jimmy_offer") and s.queue[0][1] == 0:
            break
        s = settle(GAME.apply(s, legal(s)[-1]))
    assert s.queue[0] == ("act", 0) and s.time == 0, s.queue[:2]
    assert _detective_actions(s) == {("end",)}


def test_end_turn_and_the_orders_stay():
    s = _floyd(0)
    kinds = {a[0] for a in legal(s)}
    assert "end" in kinds and kinds <= {"end"} | ORDER_KINDS
    s = act(s, "end")
    assert s.active != 0 or s.queue[0][0] != "act"


# ----- the house rule (the old reading) -------------------------------------------------------------------
def test_house_rule_keeps_zero_time_actions():
    s = _floyd(0, spent_time_ends_turn="off")
    assert {("break", 1), ("break", 2), ("break", 3)} <= set(legal(s))


def test_option_and_its_legacy_value():
    opt = GAME.spec.options["spent_time_ends_turn"]
    assert opt.default == "on" and opt.legacy == "off" and set(opt.choices) == {"on", "off"}


def test_an_old_style_game_writes_the_same_state_as_before():
    """A game with the old reading keeps the option out of its state, so its ``to_json`` is what
    the engine wrote before the option existed; the printed rule names itself."""
    old = GAME.to_json(GAME.initial_state(3, {"spent_time_ends_turn": "off", "first_player": "1"}))
    new = GAME.to_json(GAME.initial_state(3, {"first_player": "1"}))
    assert "spent_time_ends_turn" not in json.dumps(old)
    assert "spent_time_ends_turn" in json.dumps(new)


@pytest.mark.parametrize("name", OLD_REPLAYS)
def test_old_replays_load_and_verify(name, tmp_path, capsys):
    path = FIXTURES / name
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert "spent_time_ends_turn" not in header["options"]
    m = Match.load(path, get_game)
    assert m.is_over
    assert dict(m.state.options).get("spent_time_ends_turn", "off") == "off"
    copy = tmp_path / name
    shutil.copy(path, copy)
    assert cli_main(["replay", str(copy), "--verify"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["verified"] is True


@pytest.mark.parametrize("name", OLD_REPLAYS)
def test_the_old_replays_act_after_their_time_is_spent(name):
    """The fixtures hold the difference: a detective acted at 0 Time, which the printed rule forbids."""
    m = Match.load(FIXTURES / name, get_game)
    s = m.initial_state
    acted = False
    for step in m.steps:
        if GAME.current_player(s) == step.player and s.queue[0][0] == "act" and s.time == 0:
            acted |= step.action[0] not in {"end"} | ORDER_KINDS
        s = GAME.apply(s, step.action)
    assert acted
    s2 = GAME.initial_state(m.num_players, {**dict(m.options), "spent_time_ends_turn": "on"})
    assert dict(s2.options)["spent_time_ends_turn"] == "on"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_prompt_says_the_turn_is_over(lang):
    spent, house = _floyd(0), _floyd(0, spent_time_ends_turn="off")
    assert GAME.prompt(spent, lang) != GAME.prompt(house, lang)
    assert ("spent" if lang == "en" else "elfogyott") in GAME.prompt(spent, lang)

"""Issue 16 items 6-8, written from the revised spec (4.2.1, 4.2.7, 2.7; A-16, A-17, A-18): the
printed readings are the defaults, the old readings stay as house rules, and games recorded
before the change (their headers hold the old values, or lack the new option) load, replay and
verify exactly as they did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.core import NO_LEGACY
from game.engine.match import Match
from game.engine.replay import ReplayError, read_replay
from game.engine.verify import verify_replay
from game.games import get_game
from game.games.rogue_agent import engine as E
from game.games.rogue_agent.state import EMPTY, RAState
from tests.games.rogue_agent.helpers import (
    GAME,
    city,
    criminal,
    die,
    informant,
    legal,
    play,
    player,
    replace,
    top,
    turn_of,
)

REPLAYS = Path(__file__).parent / "replays"
FIXTURES = sorted(REPLAYS.glob("*.jsonl"))


def with_options(s: RAState, **opts: str) -> RAState:
    return replace(s, flags=GAME.initial_state(3, opts).flags)


# ----- the options --------------------------------------------------------------------------------
def test_the_printed_readings_are_the_defaults_and_the_old_ones_house_rules() -> None:
    opts = GAME.spec.options
    assert opts["search_blast_informants"].default == "any" and "own" in opts["search_blast_informants"].choices
    assert opts["t_kill_informant_city"].default == "any_attackers_choice"
    assert "own" in opts["t_kill_informant_city"].choices
    patrol = opts["patrol_out_and_back"]
    assert patrol.default == "on" and set(patrol.choices) == {"on", "off"} and patrol.advanced
    assert patrol.legacy == "off"  # a file written before the option meant the old patrol
    # the two older options were always written into headers: a missing one takes the default
    assert opts["search_blast_informants"].legacy is NO_LEGACY


# ----- 4.2.1 Patrol, A-18 revised: PAT-1 ------------------------------------------------------------
def _patrol(**opts: str) -> RAState:
    s = city(police="B3")
    if opts:
        s = with_options(s, **opts)
    s = player(s, 0, pos="B4", ammo=0, vehicle=0)  # no Engine: 2 steps
    return play(turn_of(s, 0), ("move", "B5"))


def test_pat_1_out_and_back_is_legal() -> None:
    s = _patrol()
    assert ("move", "B4") in legal(s)
    s = play(s, ("move", "B4"))
    assert s.players[0].pos == "B4" and top(s)[2] == "main"  # two steps: the patrol is over


def test_pat_1_no_location_twice_within_the_patrol() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="B4", ammo=0, vehicle=2)  # Engine: 3 steps
    assert E.icon_count(s.players[0], "engine")
    s = play(turn_of(s, 0), ("move", "B5"), ("move", "B4"))
    assert top(s)[2] == "patrol"
    assert ("move", "B5") not in legal(s)  # B5 was stepped onto already
    assert ("move", "B3") in legal(s)


def test_pat_1_the_old_reading_stays_as_a_house_rule() -> None:
    s = _patrol(patrol_out_and_back="off")
    assert ("move", "B4") not in legal(s)


def test_a_new_patrol_may_start_where_the_last_one_ended_or_began() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="B4", ammo=0, vehicle=0, fuel=2)
    s = play(turn_of(s, 0), ("move", "B5"), ("stop",), ("move", "B4"))
    assert s.players[0].pos == "B4" and s.players[0].fuel == 1


# ----- 4.2.7 Search, A-17 revised: SRCH-INF ---------------------------------------------------------
def _search_with_two_informants(**opts: str) -> RAState:
    s = city(police="B3")
    if opts:
        s = with_options(s, **opts)
    s = player(s, 0, pos="M4", ammo=0)
    s = informant(s, "M4", 0, 1)  # his own and another player's
    return play(turn_of(s, 0), ("search",), die("Bk"), die("Bk"), ("reroll", 0))


def test_srch_inf_every_informant_present_cancels_a_blast() -> None:
    assert _search_with_two_informants().players[0].stamina == 7


def test_srch_inf_only_other_players_informants_still_cancel() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M4", ammo=0)
    s = informant(s, "M4", 1, 2)
    s = play(turn_of(s, 0), ("search",), die("Bk"), die("Bk"), ("reroll", 0))
    assert s.players[0].stamina == 7


def test_srch_inf_own_only_is_the_house_rule() -> None:
    assert _search_with_two_informants(search_blast_informants="own").players[0].stamina == 6


# ----- 2.7 T_KILL_INFORMANT_CITY, A-16 revised ------------------------------------------------------
def _cantor_vex_fails(**opts: str) -> RAState:
    s = city(police="B3")
    if opts:
        s = with_options(s, **opts)
    s = player(s, 0, pos="M5", ammo=0)
    s = informant(s, "T1", 1)  # only another player's informant in the city
    s = criminal(s, 1, "C35", "M5", face_up=True)
    return play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))


def test_city_retaliation_removes_any_players_informant_of_the_attackers_choice() -> None:
    s = _cantor_vex_fails()
    assert top(s)[:3] == ("D", 0, "kill_any") and legal(s) == [("informant", "T1", 0)]
    s = play(s, ("informant", "T1", 0))
    assert s.slots[E.pidx("T1")] == (EMPTY, EMPTY)


def test_city_retaliation_own_is_the_house_rule() -> None:
    s = _cantor_vex_fails(t_kill_informant_city="own")
    assert top(s)[2] == "main" and s.slots[E.pidx("T1")] == (1, EMPTY)  # none of his own: no effect


# ----- old files -----------------------------------------------------------------------------------
def test_a_game_under_the_old_patrol_has_the_state_it_always_had() -> None:
    """The header's initial_state is compared on load: the new flag is written only when it is not
    the legacy value, so a game set up the old way serialises exactly as before."""
    old = GAME.to_json(GAME.initial_state(2, {"patrol_out_and_back": "off"}))
    assert "patrol_out_and_back" not in json.dumps(old["flags"])
    assert GAME.from_json(old).flag("patrol_out_and_back") is False
    new = GAME.initial_state(2, {})
    assert new.flag("patrol_out_and_back") is True


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_games_recorded_before_the_change_replay_exactly(path: Path) -> None:
    rf = read_replay(path)
    assert "patrol_out_and_back" not in rf.header["options"]
    match = Match.from_replay(rf, get_game)  # the header's initial state is compared here
    assert [s.text for s in match.steps] == [s["text"] for s in rf.steps]  # every step, as logged then
    assert match.is_over and match.scores() == rf.result["scores"] and match.winners() == rf.result["winners"]
    assert verify_replay(rf, get_game)["verified"]  # the final state and the breakdown, exactly


NEW_READING = {
    "ra_patrol": {"patrol_out_and_back": "on"},
    "ra_search": {"search_blast_informants": "any"},
    "ra_retaliation": {"t_kill_informant_city": "any_attackers_choice"},
}


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_the_recorded_games_meet_the_changed_rule(path: Path) -> None:
    """Each fixture reaches the situation its rule changes: under the new reading some decision
    offers other choices or the game goes another way."""
    rf = read_replay(path)
    game = get_game("rogue_agent")
    change = next(v for k, v in NEW_READING.items() if path.stem.startswith(k))
    old = Match.from_replay(rf, get_game)
    start = GAME.initial_state(rf.header["players"], {**rf.header["options"], **change})
    s = start
    for i, step in enumerate(rf.steps):
        before = old.states[i]
        if s.stack[-1][0] == "D" and sorted(game.legal_actions(s)) != sorted(game.legal_actions(before)):
            return
        action = game.decode_action(step["action"])
        try:
            s = game.apply(s, action)
        except Exception:
            return
        if game.to_json(replace(s, flags=())) != game.to_json(replace(old.states[i + 1], flags=())):
            return
    raise AssertionError(f"{path.name}: the new reading changes nothing in this game")


def test_an_old_file_that_no_longer_verifies_is_still_refused() -> None:
    """The fixtures verify because the old readings are kept, not because nothing is checked."""
    rf = read_replay(FIXTURES[0])
    bad = dict(rf.steps[40])
    bad["action"] = ["move", "nowhere"]
    rf2 = replace(rf, steps=[*rf.steps[:40], bad, *rf.steps[41:]])
    with pytest.raises(ReplayError):
        Match.from_replay(rf2, get_game)


def test_the_bots_remove_the_leading_rivals_informant() -> None:
    import random

    from game.games.rogue_agent import heuristics as H

    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0)
    s = player(s, 2, influence=5)
    s = informant(informant(s, "T1", 1), "T3", 0, 2)
    s = criminal(s, 1, "C35", "M5", face_up=True)
    s = play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))
    assert top(s)[2] == "kill_any"
    assert H.choose(GAME, s, legal(s), random.Random(1)) == ("informant", "T3", 1)

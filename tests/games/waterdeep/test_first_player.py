"""Setup steps 11-12: the first player option and the starting gold from the first player."""

from __future__ import annotations

import json

import pytest

from game.games.waterdeep.rules import WaterdeepGame
from tests.games.waterdeep.waterdeep_helpers import CHANCE, G


def _deal(s):
    while G.current_player(s) == CHANCE:
        s = G.apply(s, G.chance_outcomes(s)[0][0])
    return s


def test_option_is_declared_with_random_default():
    opt = WaterdeepGame.spec.options["first_player"]
    assert opt.default == "random"
    assert opt.choices == ("random", "1", "2", "3", "4", "5")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_default_draws_every_seat_with_equal_probability(n):
    s = G.initial_state(n, {})
    assert G.current_player(s) == CHANCE and G.legal_actions(s) == []
    assert all(p.gold == 0 for p in s.players)  # gold comes after the first player (step 12)
    outs = G.chance_outcomes(s)
    assert [o for o, _p in outs] == [("first", seat) for seat in range(n)]
    assert all(abs(p - 1 / n) < 1e-12 for _o, p in outs)
    assert abs(sum(p for _o, p in outs) - 1) < 1e-12
    for seat in range(n):
        t = G.apply(s, ("first", seat))
        assert t.first_player == seat
        gold = [t.players[(seat + k) % n].gold for k in range(n)]
        assert gold == [4 + k for k in range(n)]
        assert G.describe(s, ("first", seat), "en") == f"Player {seat + 1} goes first"
        assert G.describe(s, ("first", seat), "hu") == f"{seat + 1}. játékos kezd"
        assert G.label(s, ("first", seat), "hu") == f"{seat + 1}. játékos kezd"
        assert G.prompt(s, "en") and G.prompt(s, "hu")


def test_random_first_player_starts_the_first_round():
    s = G.apply(G.initial_state(4, {}), ("first", 2))
    s = _deal(s)
    assert s.first_player == 2 and s.round == 1
    assert G.current_player(s) == 2
    assert [p.gold for p in s.players] == [6, 7, 4, 5]


def test_fixed_seat_three_starts_with_four_gold():
    s = G.initial_state(4, {"first_player": "3"})
    assert s.first_player == 2
    assert s.players[2].gold == 4 and s.players[3].gold == 5
    assert [p.gold for p in s.players] == [6, 7, 4, 5]
    assert not any(t[0] == "choose_first" for t in s.stack)
    s = _deal(s)
    assert G.current_player(s) == 2


def test_command_line_values_are_coerced():
    assert G.initial_state(3, {"first_player": 2}).first_player == 1
    assert G.initial_state(3, {"first_player": "1"}).first_player == 0


@pytest.mark.parametrize("bad", ["4", "5"])
def test_seat_beyond_player_count_is_refused(bad):
    with pytest.raises(ValueError, match="first_player"):
        G.initial_state(3, {"first_player": bad})


@pytest.mark.parametrize("bad", ["0", "6", "last", 7])
def test_unknown_value_is_refused(bad):
    with pytest.raises(ValueError, match="first_player"):
        G.initial_state(5, {"first_player": bad})


def test_json_round_trip_before_and_after_the_draw():
    s = G.initial_state(3, {})
    for state in (s, G.apply(s, ("first", 1))):
        j = G.to_json(state)
        assert G.from_json(json.loads(json.dumps(j))) == state

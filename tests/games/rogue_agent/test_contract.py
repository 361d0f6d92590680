"""The shared conformance checks run directly on Rogue Agent (both modes, every player count),
so the engine keeps every promise even before it is registered."""

from __future__ import annotations

import random

import pytest

from game.engine.core import TERMINAL
from game.games.rogue_agent.rules import RogueAgentGame
from tests.conformance.test_conformance import _check_json_round_trip, _check_turn, _check_views

GAME = RogueAgentGame()
CASES = [(n, "agent") for n in (2, 3, 4)] + [(n, "android") for n in (3, 4)]


def _states(n: int, mode: str, seed: int):
    rng = random.Random(seed)
    s = GAME.initial_state(n, {"mode": mode})
    for _ in range(20_000):
        yield s
        p = GAME.current_player(s)
        if p == TERMINAL:
            return
        if p < 0:
            oc = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _ in oc], [w for _, w in oc])[0])
        else:
            s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    pytest.fail("a random game did not end")


@pytest.mark.parametrize(("n", "mode"), CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_game_keeps_every_promise(n: int, mode: str, seed: int) -> None:
    last = None
    for i, s in enumerate(_states(n, mode, seed)):
        _check_turn(GAME, s)
        if i % 5 == 0:
            _check_json_round_trip(GAME, s)
            _check_views(GAME, s, n, random.Random(seed + i))
        last = s
    assert last is not None and GAME.current_player(last) == TERMINAL
    assert len(GAME.returns(last)) == n


def test_android_mode_needs_three_players() -> None:
    with pytest.raises(ValueError):
        GAME.initial_state(2, {"mode": "android"})
    with pytest.raises(ValueError):
        GAME.initial_state(2, {"mode": "robot"})

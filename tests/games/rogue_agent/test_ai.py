"""Rogue Agent odds and bots: the reference odds of spec 2.10 computed from the faces, the optimal
defusal planner (DEF-ODDS), the stored odds table, and the bots finishing games."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.bots import make_bot
from game.engine.core import CHANCE, TERMINAL
from game.games.rogue_agent import content as K
from game.games.rogue_agent import defuse_ai
from game.games.rogue_agent import heuristics as H
from tests.games.rogue_agent.helpers import GAME, bomb, city, criminal, player, turn_of


@pytest.mark.parametrize(
    ("pool", "expected"),
    [
        ((3, 0, 0), (0.875, 0.708, 0.250, 0.0)),
        ((3, 1, 0), (0.896, 0.779, 0.368, 0.090)),
        ((3, 3, 0), (0.928, 0.870, 0.554, 0.300)),
        ((3, 0, 1), (0.896, 0.806, 0.410, 0.132)),
        ((3, 0, 3), (0.928, 0.902, 0.614, 0.430)),
    ],
)
def test_attack_odds_of_the_reference_table(pool, expected) -> None:
    for need, p in enumerate(expected, start=1):
        assert H.p_at_least(*pool, need) == pytest.approx(p, abs=0.0006)


def test_hit_odds_of_an_attack_action() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=1, weapon=2)
    s = criminal(s, 1, "C14", "M5", face_up=True)  # 3 hits
    s = turn_of(s, 0)
    assert H.hit_odds(s, ("attack", 1)) == pytest.approx(H.p_at_least(3, 1, 1, 3))
    assert H.hit_odds(s, ("attack", 1), ammo=0) == pytest.approx(0.368, abs=0.0006)
    assert H.hit_odds(s, ("end",)) is None


def test_def_odds_optimal_planner_at_timer_3() -> None:
    defused, exploded = defuse_ai.odds(3)
    assert defused == pytest.approx(0.715, abs=0.002)
    assert exploded == pytest.approx(0.114, abs=0.002)


@pytest.mark.parametrize(("timer", "defused", "exploded"), [(1, 0.066, 0.539), (2, 0.389, 0.136), (4, 0.739, 0.113)])
def test_planner_objective_matches_the_table(timer: int, defused: float, exploded: float) -> None:
    d, e = defuse_ai.odds(timer)
    assert d - e == pytest.approx(defused - exploded, abs=0.003)


def test_stored_odds_are_the_planners() -> None:
    data = json.loads((K.DATA / "defuse_odds.json").read_text(encoding="utf-8"))
    assert data["faces"] == {c: list(f) for c, f in K.FACES.items()}
    for t, (d, e) in data["odds"].items():
        assert (d, e) == pytest.approx(defuse_ai.odds(int(t)), abs=1e-5)
    s = bomb(city(police="B3"), "M4", 3)
    s = turn_of(player(s, 0, pos="M4"), 0)
    assert H.hit_odds(s, ("defuse", 1)) == pytest.approx(0.7135, abs=0.001)


def test_planner_takes_the_diagonal_of_appendix_a() -> None:
    cols = ((("AMPLIFY", "G"),), (("BLAST", "R"), ("BLAST", "R"), ("AMPLIFY", "K")), (("BLAST", "K"),), (), (), ())
    legal = [("place", "AMPLIFY", "G", i) for i in range(4)]
    best = defuse_ai.choose_placement(cols, (("AMPLIFY", "G"), ("AMPLIFY", "G")), ("R", "K"), 2, legal)
    assert best in (("place", "AMPLIFY", "G", 2), ("place", "AMPLIFY", "G", 0))


def _play(seats: list[str], mode: str, seed: int) -> tuple[float, ...]:
    n = len(seats)
    rng = random.Random(seed)
    s = GAME.initial_state(n, {"mode": mode})
    bots = [make_bot(k, GAME, i, seed + i, n) for i, k in enumerate(seats)]
    while GAME.current_player(s) != TERMINAL:
        p = GAME.current_player(s)
        if p == CHANCE:
            oc = GAME.chance_outcomes(s)
            a = rng.choices([o for o, _ in oc], [w for _, w in oc])[0]
        else:
            a = bots[p].choose(GAME.player_view(s, p))
            assert a in GAME.legal_actions(s)
        s = GAME.apply(s, a)
    return GAME.returns(s)


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(12):
        scores = _play(["greedy", "random"], "agent", seed)
        wins += scores[0] > scores[1]
    assert wins >= 9


def test_easy_ai_finishes_an_android_game() -> None:
    scores = _play(["ai:easy", "greedy", "random"], "android", 4)
    assert len(scores) == 3

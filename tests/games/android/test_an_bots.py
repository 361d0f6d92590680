"""The heuristic bot plays whole games at every player count and beats random play."""

from __future__ import annotations

import random

from game.engine.core import CHANCE, TERMINAL
from game.games.android import heuristics as H
from tests.games.android.anhelp import GAME


def _play(seed: int, n: int, greedy_seats: set[int]):
    rng = random.Random(seed)
    s = GAME.initial_state(n, {})
    while GAME.current_player(s) != TERMINAL:
        p = GAME.current_player(s)
        if p == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _ in outs], [w for _, w in outs])[0])
            continue
        if p in greedy_seats:
            det = GAME.determinize(GAME.player_view(s, p), p, rng)
            a = H.greedy_action(GAME, det, p, rng)
            assert a in GAME.legal_actions(s)
            # the rollout policy and the evaluation work on the same state
            H.rollout_action(GAME, det, GAME.legal_actions(det), rng)
        else:
            a = rng.choice(list(GAME.legal_actions(s)))
        s = GAME.apply(s, a)
    return s


def test_greedy_bots_finish_games_at_every_count():
    for n in (3, 4, 5):
        s = _play(n, n, set(range(n)))
        assert s.over
        assert 0.0 <= H.evaluate(GAME, s, 0) <= 1.0


def test_greedy_beats_random():
    wins = 0
    for seed in range(8):
        s = _play(100 + seed, 3, {0})
        wins += 0 in GAME.winners(s)
    assert wins >= 5


def test_the_evaluation_works_mid_game_on_a_view():
    """The bots' value of an unfinished game reads the breakdown columns (8.14) of a determinized view."""
    from tests.games.android.anhelp import new_game

    s = new_game(["louis", "rachel", "raymond"])
    view = GAME.player_view(s, 0)
    det = GAME.determinize(view, 0, random.Random(1))
    assert 0.0 <= H.evaluate(GAME, det, 0) <= 1.0
    assert isinstance(H.estimate(det, 1), float)

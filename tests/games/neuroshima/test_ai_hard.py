"""ai:hard's leaf value looks at the battle the board would fight (heuristics.battle_evaluate)."""

from __future__ import annotations

import random

from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome
from game.games.neuroshima import heuristics as H
from game.games.neuroshima.battle import battle_steps
from game.games.neuroshima.state import hq_hp

from .nshelp import G


def _positions(seed: int, count: int) -> list:
    """Quiet 2-player positions (main phase, nothing pending) from random games."""
    from game.engine.core import resolve_options

    rng = random.Random(seed)
    out = []
    while len(out) < count:
        s = G.initial_state(2, resolve_options(G.spec, {}))
        while G.current_player(s) != TERMINAL:
            if G.current_player(s) == CHANCE:
                s = G.apply(s, sample_outcome(G.chance_outcomes(s), rng))
                continue
            s = G.apply(s, rng.choice(list(G.legal_actions(s))))
            if s.phase == "main" and not s.pending and not s.battle:
                out.append(s)
    return out


def _units(s, seat: int) -> int:
    return sum(1 for p in s.board if p is not None and p.owner == seat)


def test_a_battle_that_only_hurts_one_side_lowers_its_value():
    checked = 0
    for s in _positions(7, 400):
        after = battle_steps(s, s.turn, (), rest_default=True)[0]
        for loser, winner in ((0, 1), (1, 0)):
            lost_hq = hq_hp(after, loser) < hq_hp(s, loser)
            untouched = hq_hp(after, winner) == hq_hp(s, winner) and _units(after, winner) == _units(s, winner)
            if lost_hq and untouched:
                checked += 1
                assert H.battle_evaluate(G, s, loser) < H.evaluate(G, s, loser)
                assert H.battle_evaluate(G, s, winner) > H.evaluate(G, s, winner)
    assert checked >= 3, "the sample holds one-sided battles"


def test_mid_decision_it_is_the_static_value():
    """A half-placed tile or a waiting battle is not a board to fight over yet."""
    for s in _positions(9, 30):
        legal = [a for a in G.legal_actions(s) if a[0] == "play"]
        if legal:
            mid = G.apply(s, legal[0])
            if mid.pending:
                assert H.battle_evaluate(G, mid, 0) == H.evaluate(G, mid, 0)
                return
    raise AssertionError("no tile placement started in the sample")


def test_hard_uses_it():
    assert H.AI_LEVELS["ai:hard"].evaluate is H.battle_evaluate
    assert H.AI_LEVELS["ai:normal"].evaluate is None

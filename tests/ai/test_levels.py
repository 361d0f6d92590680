"""Difficulty levels: budgets grow from easy to hard, and a normal decision is capped at 2 s.

(Strength itself is measured by ``python -m game.tournament``; see README, AI.)
"""

from __future__ import annotations

import pytest

from game.ai import LEVELS
from game.games import REGISTRY


def _levels(game):
    return getattr(getattr(game, "heuristics", None), "AI_LEVELS", None) or LEVELS


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_budgets_grow_with_the_level(gid):
    levels = _levels(REGISTRY[gid])
    its = [levels[k].budget.iterations for k in ("ai:easy", "ai:normal", "ai:hard")]
    caps = [levels[k].budget.seconds for k in ("ai:easy", "ai:normal", "ai:hard")]
    assert all(x is not None for x in its + caps)
    assert its[0] < its[1] < its[2] and caps[0] <= caps[1] <= caps[2]


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_a_normal_decision_is_capped_at_two_seconds(gid):
    assert _levels(REGISTRY[gid])["ai:normal"].budget.seconds <= 2.0

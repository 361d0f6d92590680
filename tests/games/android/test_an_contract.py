"""The shared conformance checks on more Android games than the suite runs (other seeds)."""

from __future__ import annotations

import random

import pytest

from tests.conformance.test_conformance import _check_json_round_trip, _check_turn, _check_views
from tests.games.android.anhelp import GAME
from tests.games.android.anhelp import walk as _walk


@pytest.mark.parametrize("n", [3, 4, 5])
def test_contract_on_other_seeds(n):
    for seed in (901, 902):
        for i, s in enumerate(_walk(seed * n, n)):
            _check_turn(GAME, s)
            if i % 9 == 0:
                _check_json_round_trip(GAME, s)
                _check_views(GAME, s, n, random.Random(seed + i))

"""Network play sends each seat its own player_view with the game's to_json: every game's
to_json must take a view with hidden parts and from_json must give the same view back; and a
view of a view is the same view (the client's table asks player_view again of what it got)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.engine.match import Match
from game.games import all_games

GAMES = all_games()
CASES = [
    ("waterdeep", 3, {}),
    ("neuroshima", 3, {"hidden_hands": "yes"}),
    ("rogue_agent", 4, {"mode": "android"}),
    ("metro2033", 3, {}),
    ("android", 4, {}),
]


def _states(game: Any, n: int, options: dict, seed: int, every: int):
    rng = random.Random(seed)
    s = game.initial_state(n, game.validate_options(options))
    for ply in range(20_000):
        if ply % every == 0:
            yield s
        p = game.current_player(s)
        if p == TERMINAL:
            yield s
            return
        if p == CHANCE:
            oc = game.chance_outcomes(s)
            s = game.apply(s, rng.choices([o for o, _ in oc], [w for _, w in oc])[0])
        else:
            s = game.apply(s, rng.choice(list(game.legal_actions(s))))


@pytest.mark.parametrize(("game_id", "n", "options"), CASES, ids=[c[0] for c in CASES])
def test_views_with_hidden_parts_survive_json(game_id: str, n: int, options: dict) -> None:
    game = GAMES[game_id]
    hidden_seen = 0
    for s in _states(game, n, options, 7, 9):
        public = game.player_view(s, None)
        for viewer in [None, *range(n)]:
            view = game.player_view(s, viewer)
            text = json.dumps(game.to_json(view))
            hidden_seen += view != s
            assert game.from_json(json.loads(text)) == view
            if viewer is not None:
                assert game.player_view(view, viewer) == view
                assert game.player_view(view, None) == public
    assert hidden_seen, "no view hid anything: the test would not notice a failure"


def test_a_remote_seat_undoes_its_own_actions_like_a_human() -> None:
    game = GAMES["waterdeep"]
    m = Match(game, 2, ["remote", "random"], seed=3)
    m.advance()
    seat = m.current_player
    assert m.is_person(seat) or m.is_person(1 - seat)
    while not m.is_person(m.current_player):
        m.submit(m.legal_actions()[0])
        m.advance()
    seat = m.current_player
    before = len(m.steps)
    m.submit(m.legal_actions()[0], player=seat)
    assert m.can_undo(seat)
    m.undo(seat)
    assert len(m.steps) == before
    assert not m.is_human(seat)  # no pass screen, no local view for it


def test_the_network_package_never_loads_pygame() -> None:
    """game/net runs in a headless host on a server: no window code, no pygame."""
    import subprocess
    import sys

    code = ("import sys, game.net.cli, game.net.host, game.net.client, game.net.loopback, game.net.bench; "
            "print('pygame' in sys.modules, 'game.ui' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]

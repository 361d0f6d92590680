"""Issue 17's shared rule: End turn (or Pass) is always in reach. Every game tells the table which
choice ends the turn (``ends_turn``), so the strip shows it as a button with its shortcut and a
decision with one answer that does not end the turn is taken without asking. In random games of
every game, a turn-ending choice comes up and is always an action the label test names."""
from __future__ import annotations

import random

import pytest

from game.games import REGISTRY


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_game_names_its_end_turn(game_id):
    game = REGISTRY[game_id]
    assert callable(getattr(game, "ends_turn", None)), f"{game_id} has no ends_turn"
    from game.engine.match import Match

    n = game.spec.min_players
    seen = 0
    for seed in (1, 2):
        m = Match(game, n, ["random"] * n, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            m.advance()
            if m.is_over:
                break
            seat = m.current_player
            view = m.view_for(seat)
            legal = m.legal_actions()
            enders = [a for a in legal if game.ends_turn(view, a)]
            assert len(enders) <= 1, f"{game_id}: two End turn choices at once: {enders}"
            for a in enders:
                seen += 1
                assert game.label(view, a, "en") and game.label(view, a, "hu")
            m.submit(rng.choice(legal))
    assert seen > 0, f"{game_id}: no turn-ending choice in 800 random decisions"

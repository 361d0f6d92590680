"""Issue 8: Waterdeep speaks to the viewer as "you": their own agent on a space is "your
agent" (hover and the refused click), never their name in the third person."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match
from game.games.waterdeep.content import BASIC, SPACE_INDEX
from tests.games.waterdeep.test_polish import GAME, make_view


def _own_agent_placed():
    """A placement decision of a seat that already has an agent on a basic space."""
    for seed in range(60):
        m = Match(GAME, 3, ["random"] * 3, seed=seed)
        rng = random.Random(seed)
        m.advance()
        while not m.is_over:
            s = m.state
            seat = m.current_player
            if s.stack and s.stack[-1][0] == "place" and s.stack[-1][2] == "turn":
                own = [sp for sp in BASIC if sp not in ("h1", "h2", "h3") and seat in s.occupancy[SPACE_INDEX[sp]]]
                if own:
                    return m, seat, own[0]
            m.submit(rng.choice(m.legal_actions()))
            m.advance()
    pytest.skip("no such moment in the sample")


@pytest.mark.parametrize("lang,own", [("en", "your agent"), ("hu", "a saját Ügynököd")])
def test_own_agent_is_your_agent(lang, own):
    m, seat, space = _own_agent_placed()
    vs = m.view_for(seat)
    v = make_view(3, lang)
    v.set_state(vs, list(m.legal_actions()), seat, [], None)
    v.draw(pygame.Surface((1280, 720)))
    rect = next(r for t, r in v.elements if t == ("space", space))
    _title, body = v.hover_info(rect.center)
    assert own in body and v.names[seat] not in body, body
    v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    msg = v.message.lower()
    assert ("your agent" if lang == "en" else "saját ügynököd") in msg, v.message
    assert v.names[seat].lower() not in msg

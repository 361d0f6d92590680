"""Hot-seat (issue 9, spec section 7): a pass screen comes before a human decision only when more
than one human plays and the deciding seat's screen would show a secret: its own identity tokens
(Android mode) or a face-down criminal card it investigated."""

from __future__ import annotations

from game.engine.core import HIDDEN
from game.engine.match import Match
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.rogue_agent.state import replace
from tests.games.rogue_agent.ra_view_fixture import state
from tests.ui.helpers import make_app

GAME = RogueAgentGame()


def test_a_seat_with_nothing_secret_needs_no_pass_screen():
    s = state()  # Bence (seat 1) decides; he investigated criminal 6, which is face down
    assert GAME.decision_seat_is_secret(s)
    s2 = replace(s, criminals=tuple(replace(c, investigators=()) for c in s.criminals))
    assert not GAME.decision_seat_is_secret(s2)
    s3 = replace(s2, mode="android", players=tuple(replace(p, tokens=("A", "H")) for p in s2.players))
    assert GAME.decision_seat_is_secret(s3)  # his own identity tokens
    s4 = replace(s3, players=tuple(replace(p, tokens=()) for p in s3.players))
    assert not GAME.decision_seat_is_secret(s4)  # the android limit took the tokens away
    assert not GAME.decision_seat_is_secret(replace(s2, players=tuple(replace(p, tokens=(HIDDEN,))
                                                                      for p in s2.players)))


def test_table_passes_the_screen_only_when_a_secret_would_show():
    app = make_app()
    try:
        m = Match(GAME, 2, ["human", "human"], None, {"mode": "agent"}, 3)
        m.advance()
        app.start_match(m)
        table = app.scenes.top
        cp = m.current_player
        other = 1 - cp
        assert not table.needs_pass(other)  # agent mode, nobody investigated: the seats just play
        android = Match(GAME, 3, ["human"] * 3, None, {"mode": "android"}, 3)
        android.advance()
        app.start_match(android)
        table = app.scenes.top
        seat = android.current_player
        table.viewer = (seat + 1) % 3
        assert table.needs_pass(seat)  # identity tokens are secret
    finally:
        app.close()

"""Issue 17: the Android log's separator names the day as the table's column does ("Day 2 of
12", "2. nap / 12"), not a "Round"/"kör" the game never speaks of."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.mark.parametrize("lang,word", [("hu", "nap"), ("en", "Day")])
def test_the_log_names_the_day(lang, word):
    from game.engine.match import Match
    from game.games import get_game
    from game.ui.app import App

    m = Match(get_game("android"), 3, ["human", "random", "random"], seed=3)
    rng = random.Random(3)
    while m.state.day < 3 and not m.is_over:
        m.advance()
        m.submit(rng.choice(m.legal_actions()), m.current_player)
    app = App({"lang": lang}, size=(1280, 720), headless=True)
    try:
        app.start_match(m)
        app.step(1 / 30)
        table = app.scenes.top if hasattr(app.scenes, "top") else app.scenes.stack[-1]
        table._sync_log()
        seps = [str(r) for r in table.log_rows if "—" in str(r)]
        assert len(seps) >= 2 and all(word in r for r in seps), seps
    finally:
        app.close()

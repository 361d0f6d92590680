"""Issue 17: Rogue Agent's Android mode -- the game-over screen says who was an android, by the
seats' names (the game's ``over_notes`` under the results)."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.match import Match  # noqa: E402
from game.games import get_game  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import make_app, names, run_until, step  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def _finished(mode: str, players: int, seed: int = 5) -> Match:
    m = Match(get_game("rogue_agent"), players, ["human"] + ["random"] * (players - 1), seed=seed,
              options={"mode": mode})
    rng = random.Random(seed)
    while True:
        m.advance()
        if m.is_over:
            return m
        m.submit(rng.choice(m.legal_actions()))


@pytest.mark.parametrize(("mode", "players"), [("android", 3), ("agent", 2)])
def test_game_over_names_the_androids_in_android_mode_only(mode: str, players: int) -> None:
    app = make_app()
    match = _finished(mode, players)
    app.start_match(match)
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=600)
    over = app.scenes.top
    step(app, 2)
    notes = over.notes()
    if mode == "agent":
        assert notes == []
        return
    assert notes[0] == "Identities" and len(notes) == players + 1
    for seat, line in enumerate(notes[1:]):
        assert line.startswith(match.names[seat] + ": ")
        assert line.endswith(": android, exposed") == match.state.players[seat].exposed

"""Issue 20 through the app's own flow: a game that ends at the table is recorded once with
every field (its time at the table included), its game-over screen draws the story chart
beside the results at 1280x720, and a finished save opened later is not recorded again."""
from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.match import Match  # noqa: E402
from game.games import get_game  # noqa: E402
from game.records import default_store  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import make_app, names, run_until  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="skip"))
    yield
    pygame.quit()


def _one_move_from_the_end(game_id: str, players: int, seed: int) -> Match:
    """A match whose next decision (a random bot's) ends the game."""
    game = get_game(game_id)
    seats = ["random"] * players
    full = Match(game, players, seats, ["Anna", "Bela", "Cili"][:players], seed=seed)
    rng = random.Random(seed)
    while True:
        full.advance()
        if full.is_over:
            break
        full.submit(rng.choice(full.legal_actions()))
    last = max(i for i, s in enumerate(full.steps) if s.player >= 0)
    m = Match(game, players, seats, full.names, seed=seed)
    for step in full.steps[:last]:
        if step.player >= 0:
            m.submit(step.action)
        else:
            m.advance()
    m.advance()
    assert not m.is_over
    return m


@pytest.mark.parametrize("game_id,players", [("waterdeep", 2), ("neuroshima", 2)])
def test_a_game_ended_at_the_table_is_recorded_once_with_its_chart(game_id, players):
    app = make_app()
    match = _one_move_from_the_end(game_id, players, seed=11)
    app.start_match(match)
    assert run_until(app, lambda: names(app)[-1] == "gameover", max_frames=900)
    over = app.scenes.top
    over.table.recorder.wait()
    [rec] = default_store().games()
    assert rec.game == game_id and rec.players == players and [s.name for s in rec.seats] == match.names
    assert rec.duration_s > 0 and rec.moves > 10 and rec.replay and rec.story
    assert {s.seat for s in rec.seats if s.winner} == set(match.winners())
    chart = over.story_chart()
    assert chart is not None and over.chart_rect.w > 200
    assert over.card.right <= app.size[0] and over.chart_rect.right <= over.card.right
    app.step(1 / 60)
    app.draw()
    assert chart.points, "the chart was drawn"
    p = chart.points[-1]
    assert chart.hover(p.at) is not None
    app.start_match(over.match)  # the finished game opened again: not a new record
    run_until(app, lambda: names(app)[-1] == "gameover", max_frames=300)
    app.scenes.top.table.recorder.wait()
    assert len(default_store().games()) == 1

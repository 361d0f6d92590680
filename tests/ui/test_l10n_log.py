"""Issue 8: the table's log is words regenerated from the match's steps in the current
language, not stored strings: switching the language in Settings rewrites the whole log, and
a Hungarian log names no card, building or tile in English."""

from __future__ import annotations

import os
import random

import pytest

os.environ["GAMESHELF_RAISE"] = "1"

from game.engine.match import default_names  # noqa: E402
from game.ui.scenes.settings_scene import SettingsScene  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.settings import Settings, save_settings  # noqa: E402
from tests.ui.helpers import make_app, run_until  # noqa: E402
from tests.ui.l10n_names import leaks  # noqa: E402

PLAYERS = {"waterdeep": 3, "neuroshima": 2}
HU_WORDS = {"waterdeep": ("lerak", "ügynök"), "neuroshima": ("lerakja", "eldobja")}


def _lines(table: TableScene) -> list[str]:
    return [x for x in table.log_lines if x]


def _switch(app, table: TableScene, lang: str) -> None:
    """What the Settings screen does: change the language there, then come back."""
    settings = SettingsScene(app, overlay=True)
    app.scenes.push(settings)
    app.step(1 / 60)
    settings.set_lang(lang)
    app.step(1 / 60)
    app.scenes.pop()
    app.step(1 / 60)
    assert app.scenes.top is table


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_log_follows_the_language(game_id, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(lang="en", anim_speed="instant", ai_turns="skip"))
    n = PLAYERS[game_id]
    app = make_app()
    app.new_match(game_id, n, ["human"] + ["random"] * (n - 1), default_names(n, "en"), 4, {})
    table = app.scenes.find(TableScene)
    rng = random.Random(4)
    while len(table.match.steps) < 60:  # the human plays at random; the bots answer
        assert run_until(app, lambda: table.acting_seat() == 0, max_frames=600)
        table.submit(rng.choice(list(table.match.legal_actions())))
    assert run_until(app, lambda: table.acting_seat() == 0, max_frames=600)  # the match waits for us now
    english = _lines(table)
    assert len(english) >= 10
    _switch(app, table, "hu")
    hungarian = _lines(table)
    assert len(hungarian) == len(english)
    assert hungarian != english
    joined = " ".join(hungarian)
    assert all(w in joined for w in HU_WORDS[game_id]), joined[:400]
    assert not leaks(hungarian), leaks(hungarian)
    # a table opened in Hungarian on the same match shows the very same log
    fresh = TableScene(app, table.match)
    fresh.layout(app.size)
    fresh.refresh(animate=False)
    assert _lines(fresh) == hungarian
    # and back: the English log again, word for word
    _switch(app, table, "en")
    assert _lines(table) == english


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_log_wording_never_fails_on_public_views(game_id):
    """The log words every step from the public views around it; it must never need its
    stored English fallback (that would put English into a Hungarian log)."""
    from game.engine.match import Match
    from game.games import get_game

    game = get_game(game_id)
    log_line = getattr(game, "log_line", None)
    for seed in range(2):
        n = PLAYERS[game_id] + seed
        m = Match(game, n, ["random"] * n, seed=seed)
        rng = random.Random(seed)
        m.advance()
        while not m.is_over and len(m.steps) < 500:
            m.submit(rng.choice(list(m.legal_actions())))
            m.advance()
        for i, step in enumerate(m.steps):
            before = game.player_view(m.states[i], None)
            after = game.player_view(m.states[i + 1], None)
            for lang in ("en", "hu"):
                game.describe(before, step.action, lang)  # raises on a wording bug
                if log_line is not None:
                    log_line(before, step.action, after, lang)

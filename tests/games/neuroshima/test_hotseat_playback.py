"""Issue 17, Neuroshima in hidden-hands hot-seat: a battle plays for everyone before the pass
screen; while it plays, the next player's turn banner, "to move" and new draw are not shown yet
(the side column keeps the hands from before it); Replay shows it again after the pass."""

from __future__ import annotations

import random

import pytest

from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, click_widget, make_app, names, step
from tests.ui.test_hotseat_battle import _drive_to_battle


def _press(app, table, wid: str) -> None:
    w = next(w for w in table.ui.widgets if getattr(w, "id", None) == wid)
    assert w.enabled, f"{wid} is disabled"
    click(app, w.rect.center)


@pytest.mark.parametrize("seed", [3, 11])
def test_a_battle_plays_before_the_next_turn_is_shown(seed, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": "neuroshima", "players": 2, "seats": "human,human", "seed": seed,
                    "options": {"hidden_hands": "yes"}})
    app.settings.anim_speed = "instant"
    step(app, 2)
    table = app.scenes.find(TableScene)
    a = _drive_to_battle(app, table, random.Random(seed))
    assert a is not None
    m = table.match
    owner = m.current_player
    held = [len(h) for h in m.state.hands]
    app.settings.anim_speed = "normal"
    assert table.submit(a)
    nxt = m.current_player
    assert nxt != owner and table.view.busy
    frames = 0
    while table.view.busy and frames < 3000:
        assert names(app)[-1] == "table", "the pass screen came in the middle of the battle"
        assert table.shown_seat() == owner, "the next seat is shown as acting during the battle"
        assert table.banner is None or table.banner["seat"] != nxt, "the next turn's banner is up during the battle"
        side = table.view._side()
        assert [len(h) for h in side.hands] == held, "the next player's draw is shown during the battle"
        assert "Battle" in table.view.playback_prompt()
        step(app, 1, dt=1 / 30)
        frames += 1
    assert frames > 60, f"the battle took only {frames} frames at 30 fps"
    step(app, 3)
    assert names(app)[-1] == "pass"
    click_widget(app, "confirm")
    step(app, 2)
    assert table.banner is not None and table.banner["seat"] == nxt
    # Replay shows the battle again, then the table is back where it was
    plies = len(m.steps)
    _press(app, table, "replay")
    assert table.in_replay
    battle_frames = 0
    for _ in range(3000):
        if not table.in_replay:
            break
        step(app, 1, dt=1 / 30)
        battle_frames += bool(table.view.play is not None and table.view.play.battle)
    assert battle_frames > 30 and not table.in_replay and len(m.steps) == plies

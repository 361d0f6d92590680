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


def _battle_needing_the_other_seat(tmp_path):
    """A hidden-hands hot-seat save one step before a battle in which the seat whose turn it is
    not must decide (seed 17: a Battle tile, then the other player's battle choice)."""
    from game.engine.match import Match
    from game.games.neuroshima.rules import NeuroshimaGame
    from game.games.neuroshima.view.preview import policy
    g = NeuroshimaGame()
    m = Match(g, 2, ["human", "human"], seed=17, options={"hidden_hands": "yes"})
    rng = random.Random(17)
    for _ in range(800):
        m.advance()
        seat, legal = m.current_player, m.legal_actions()
        a = policy(legal, rng)
        after = g.apply(m.state, a)
        if (after.phase in ("battle_choice", "medic_choice") and g.current_player(after) not in (seat, -1)
                and m.state.phase not in ("battle_choice", "medic_choice")):
            path = tmp_path / "before_battle.jsonl"
            m.save(path)
            return path, a, seat
        m.submit(a)
    raise AssertionError("seed 17 reached no battle decided by the other seat")


def test_another_seats_battle_decision_is_taken_in_the_open(tmp_path, monkeypatch):
    """Spec 8: the battle is shown to both. A rocket's path or a Medic's save chosen by the seat
    whose turn it is not comes up without a pass screen (nothing secret is drawn: the view is
    public), and the whole battle plays before the pass screen for the next turn."""
    from game.games.neuroshima.view.hand import is_hidden
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    path, action, owner = _battle_needing_the_other_seat(tmp_path)
    app = make_app({"load": str(path)})
    app.settings.anim_speed = "instant"
    step(app, 3)
    if names(app)[-1] == "pass":
        click_widget(app, "confirm")
    step(app, 2)
    table = app.scenes.find(TableScene)
    m = table.match
    assert m.current_player == owner and table.acting_seat() == owner
    assert table.submit(action)
    decisions = 0
    for _ in range(400):
        step(app, 2)
        cp = m.current_player
        if m.state.phase not in ("battle_choice", "medic_choice"):
            break
        assert names(app)[-1] == "table", "a pass screen interrupted the battle"
        assert table.acting_seat() == cp, "the battle decision is offered at the table"
        assert all(is_hidden(x) for h in table.view.state.hands for x in h), "a hand is on screen"
        if cp != owner:
            decisions += 1
        assert table.submit(m.legal_actions()[0])
    assert decisions, "the other seat decided nothing in the battle"
    step(app, 5)
    if not m.is_over and m.current_player not in (owner, -1):
        assert names(app)[-1] == "pass", "the next turn's hand is behind a pass screen"


def test_the_other_seats_battle_buttons_wait_for_the_playback(tmp_path, monkeypatch):
    """While the battle's first part plays (presented as the seat that started it), the strip
    offered the other seat's 'Fire the rocket ...' already, in the starter's colour."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    path, action, owner = _battle_needing_the_other_seat(tmp_path)
    app = make_app({"load": str(path)})
    app.settings.anim_speed = "instant"
    step(app, 3)
    if names(app)[-1] == "pass":
        click_widget(app, "confirm")
    step(app, 2)
    table = app.scenes.find(TableScene)
    m = table.match
    app.settings.anim_speed = "normal"
    assert table.submit(action)
    step(app, 1)
    frames = 0
    while table.view.busy and frames < 3000:
        if m.current_player != owner:
            assert table.strip_choices() == [] and not table.choice_buttons, "buttons during the playback"
        step(app, 1, dt=1 / 30)
        frames += 1
    assert frames > 10
    if m.current_player not in (owner, -1) and m.state.phase in ("battle_choice", "medic_choice"):
        assert table.choice_buttons, "the decision's buttons are there once the battle has played"


def test_after_a_battle_decision_the_log_box_follows_the_rest_of_the_battle(tmp_path, monkeypatch):
    """The rest of a battle after a decision played its volleys while the box still showed the
    battle's first lines ('Initiative 3' under Initiative 1's shots): its beats counted lines
    from the decision, not from the battle's start."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    path, action, owner = _battle_needing_the_other_seat(tmp_path)
    app = make_app({"load": str(path)})
    app.settings.anim_speed = "instant"
    step(app, 3)
    if names(app)[-1] == "pass":
        click_widget(app, "confirm")
    step(app, 2)
    table = app.scenes.find(TableScene)
    m = table.match
    assert table.submit(action)
    step(app, 5)
    assert m.state.phase in ("battle_choice", "medic_choice")
    played = len(m.state.last_battle)
    app.settings.anim_speed = "normal"
    assert table.submit(m.legal_actions()[0])
    pb = table.view.play
    assert pb is not None and pb.beats
    assert pb.lines_shown == played - 1 and all(b.line_index >= played for b in pb.beats)

"""Neuroshima hot-seat: a seat that answers a battle decision inside another seat's turn (a
rocket's path, a Medic's save) is not told "Player 1's turn": the banner says whose decision it
is in battle words ("Battle: Player 1 decides", Hungarian "Csata: 1. játékos dönt")."""

from __future__ import annotations

import random

import pytest

from game.games.neuroshima.view.preview import policy
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click_widget, make_app, names, step, wait_for_human


def drive_to_a_battle_decided_by_another_seat(app, table, rng, max_moves: int = 900):
    """Play both humans until the acting seat's next action starts a battle in which the other
    seat decides first; returns that action (not yet submitted) or None."""
    m, game = table.match, table.game
    for _ in range(max_moves):
        if names(app)[-1] == "pass":
            click_widget(app, "confirm")
        step(app, 1)
        wait_for_human(app, table)
        if m.is_over:
            return None
        seat = table.acting_seat()
        if seat is None:
            continue
        a = policy(m.legal_actions(), rng, want_battle=True)
        after = game.apply(m.state, a)
        if after.phase == "battle_choice" and m.state.phase != "battle_choice" and game.current_player(after) != seat:
            return a
        table.submit(a)
    return None


@pytest.mark.parametrize(("seed", "lang", "words"), [(3, "en", "Battle: {name} decides"),
                                                     (17, "hu", "Csata: {name} dönt")])
def test_a_battle_decision_in_another_seats_turn_has_a_battle_banner(seed, lang, words, tmp_path, monkeypatch):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    app = make_app({"game": "neuroshima", "players": 2, "seats": "human,human", "seed": seed,
                    "options": {"hidden_hands": "yes"}})
    app.settings.anim_speed = "instant"
    app.settings.lang = lang
    step(app, 2)
    table = app.scenes.find(TableScene)
    a = drive_to_a_battle_decided_by_another_seat(app, table, random.Random(seed))
    assert a is not None, "the seeded game reached no battle"
    m = table.match
    starter = m.current_player
    table.submit(a)
    for _ in range(40):
        step(app, 1)
        if names(app)[-1] == "pass":
            click_widget(app, "confirm")
        if m.state.phase == "battle_choice" and m.current_player != starter and table.banner is not None:
            break
    assert m.state.phase == "battle_choice" and m.current_player != starter, "no other seat decides in the battle"
    assert table.banner is not None and table.banner["seat"] == m.current_player
    assert table.banner["text"] == words.format(name=m.names[m.current_player])

"""Issue 17: in Android mode the game-over screen says who was an android -- the exposed players,
and every other player's identity tokens turned up (spec 6; tokens removed face down at the
android limit stay unknown)."""

from __future__ import annotations

from tests.games.rogue_agent.helpers import GAME, city, player


def test_agent_mode_has_no_identities() -> None:
    assert GAME.over_notes(city(), "en") == []


def test_android_mode_names_every_identity() -> None:
    s = city(n=4, mode="android")
    s = player(s, 0, exposed=True, revealed=("A", "A", "H"), tokens=())
    s = player(s, 1, revealed=("H",), tokens=("A", "A"))
    s = player(s, 2, revealed=("H",), tokens=("H", "A"))
    s = player(s, 3, revealed=("H",), tokens=())  # the rest removed face down at the limit
    assert GAME.over_notes(s, "en") == [
        "Identities",
        "Player 1: android, exposed",
        "Player 2: agent (identity tokens: android, android, human; an android, never exposed)",
        "Player 3: agent (identity tokens: android, human, human)",
        "Player 4: agent (identity tokens: human)",
    ]
    hu = GAME.over_notes(s, "hu")
    assert hu[0] == "Ki volt android?" and hu[1] == "1. játékos: android, lelepleződött"
    assert "nem lepleződött le" in hu[2]

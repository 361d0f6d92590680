"""Issue 17: the game-over table's columns ("Jinteki, Haas", "Extras") are explained under it,
one line per column shown, in both languages; the detectives are named."""

from __future__ import annotations

import random

import pytest

from game.engine.core import CHANCE, TERMINAL, game_columns
from game.games.android.rules import AndroidGame

GAME = AndroidGame()


def finished(seed: int = 5):
    rng = random.Random(seed)
    s = GAME.initial_state(3, {})
    while GAME.current_player(s) != TERMINAL:
        if GAME.current_player(s) == CHANCE:
            outs = GAME.chance_outcomes(s)
            a = rng.choices([o for o, _p in outs], [p for _o, p in outs])[0]
        else:
            a = rng.choice(list(GAME.legal_actions(s)))
        s = GAME.apply(s, a)
    return s


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_column_shown_is_explained_under_the_table(lang):
    s = finished()
    notes = GAME.over_notes(s, lang)
    shown = [c for c in game_columns(GAME, GAME.breakdown(s)) if c.key != "total"]
    assert len(notes) == 1 + len(shown)
    for col, line in zip(shown, notes[1:]):
        assert line.startswith(col.label(lang) + ":"), (col.key, line)
        assert any(ch.isdigit() for ch in line) or col.key == "plots"


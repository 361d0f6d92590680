"""Look-and-feel: every text the Neuroshima view draws is at least 14 px at 1280x720.

The font getter is wrapped so every size the view asks for while drawing busy mid-game
states (2 and 4 players, all armies, a battle playback) is recorded."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine.match import Match
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.view import NeuroshimaView
from game.games.neuroshima.view import tiles as TL
from game.games.neuroshima.view.preview import advance, make_ctx
from game.ui.render import fonts

SIZE = (1280, 720)
CASES = [
    (2, "new_york,neojungle", 1), (2, "moloch,borgo", 2), (2, "outpost,hegemony", 3),
    (2, "neojungle,hegemony", 4), (4, "neojungle,borgo,outpost,new_york", 1),
    (4, "moloch,hegemony,outpost,neojungle", 5),
]


@pytest.fixture(scope="module", autouse=True)
def _pg():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


@pytest.fixture()
def sizes(monkeypatch):
    seen: list[int] = []
    real = fonts._load

    def load(weight, size):
        seen.append(int(size))
        return real(weight, size)

    monkeypatch.setattr(fonts, "_load", load)
    fonts._TEXT_CACHE.clear()
    TL._CACHE.clear()
    yield seen
    fonts._TEXT_CACHE.clear()
    TL._CACHE.clear()


def _frame(size):
    w, h = size
    return pygame.Rect(int(w * 0.2), int(h * 0.02), int(w * 0.79), int(h * 0.86))


def _view(game, players):
    v = NeuroshimaView(make_ctx(game, players, SIZE))
    v.layout(_frame(SIZE))
    return v


def _armies_ok(armies: str) -> bool:
    from game.games.neuroshima import content as data
    names = set(getattr(data, "ARMIES", {}) or {})
    return not names or all(a in names for a in armies.split(","))


@pytest.mark.parametrize("players,armies,seed", CASES)
def test_min_font_size_mid_game(sizes, players, armies, seed):
    if not _armies_ok(armies):
        pytest.skip(f"armies {armies} not available")
    screen = pygame.Surface(SIZE)
    for plies, hidden in ((40, True), (70, False)):
        m = Match(NeuroshimaGame(), players, ["random"] * players, seed=seed,
                  options={"armies": armies, "hidden_hands": "yes" if hidden else "no"})
        rng = random.Random(seed)
        advance(m, plies, rng)
        m.advance()
        seat = m.current_player if m.current_player is not None and m.current_player >= 0 else 0
        legal = m.legal_actions()
        v = _view(m.game, players)
        v.set_state(m.view_for(seat), legal, seat if legal else None, [], None)
        v.update(0.016)
        v.draw(screen)
    assert sizes, "no text drawn?"
    assert min(sizes) >= 14, sorted(set(sizes))[:8]


@pytest.mark.parametrize("players", [2, 4])
def test_min_font_size_battle_playback(sizes, players):
    screen = pygame.Surface(SIZE)
    m = Match(NeuroshimaGame(), players, ["random"] * players, seed=1, options={"hidden_hands": "yes"})
    rng = random.Random(1)
    prev, _a, seat = advance(m, 400, rng, want_battle=True, stop_on_battle=True)
    assert seat is not None
    v = _view(m.game, players)
    v.set_state(prev, [], None, [], None)
    m.advance()
    v.set_state(m.view_for(seat), [], None, [], prev)
    total = sum(b.duration for b in v.play.beats) if v.play else 0
    t = 0.0
    while t < total + 0.5:
        v.update(0.1)
        v.draw(screen)
        t += 0.1
    assert min(sizes) >= 14, sorted(set(sizes))[:8]


def test_text_scales_up_with_window(sizes):
    m = Match(NeuroshimaGame(), 2, ["random"] * 2, seed=1, options={"hidden_hands": "yes"})
    advance(m, 60, random.Random(1))
    m.advance()
    mins = []
    for size in (SIZE, (1920, 1080)):
        sizes.clear()
        fonts._TEXT_CACHE.clear()
        TL._CACHE.clear()
        v = NeuroshimaView(make_ctx(m.game, 2, size))
        v.layout(_frame(size))
        v.set_state(m.view_for(0), m.legal_actions(), None, [], None)
        v.update(0.016)
        v.draw(pygame.Surface(size))
        mins.append(min(sizes))
    assert mins[1] > mins[0] >= 14

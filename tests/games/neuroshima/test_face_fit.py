"""Issue 8: every word on every Neuroshima tile face (names, effect pills, HQ and turret marks)
stays inside its box, in English and Hungarian, at every tile size that carries text at
1280x720 (14 px floor) and 1920x1080 (18 px floor)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math

import pygame
import pytest

from game.games.neuroshima.content import ARMIES, TILES, TURRETS
from game.games.neuroshima.view import tiles as TL


@pytest.fixture(scope="module", autouse=True)
def _pg():
    pygame.init()
    yield


def _sizes(m: int) -> list[float]:
    """Every circumradius from the smallest that carries text up to a large info tile."""
    lo = math.ceil(m / TL.TEXT_RATIO)
    return [float(s) for s in range(lo, lo * 3, 1)]


def _army_tiles() -> list[str]:
    names = [n for n, t in TILES.items() if any(n.startswith(a) or getattr(t, "army", None) == a for a in ARMIES)]
    return sorted(set(names) | set(TILES)) + sorted(TURRETS)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("m", [14, 18])
def test_every_face_word_fits(lang, m):
    bad = []
    for name in _army_tiles():
        for S in _sizes(m):
            for ft in TL.face_texts(name, None, S, m, lang):
                assert ft.size >= m
                w = TL.font(ft.size).size(ft.text)[0]
                if w > ft.max_w:
                    bad.append((name, S, ft.text, ft.size, w, round(ft.max_w)))
    worst = {}
    for b in bad:
        worst.setdefault(b[2], b)
    assert not bad, f"{len(bad)} overflowing lines, e.g. {list(worst.values())[:12]}"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_pill_fits_the_hex_body(lang):
    for name, t in TILES.items():
        if t.kind != "module" or not t.effects:
            continue
        for m in (14, 18):
            for S in _sizes(m):
                text, size, w, h = TL.pill_layout(t, S, m, lang)
                body = 2 * (0.95 * S - (TL.pill_y(S, h, m) + h / 2) / math.sqrt(3))  # the hex's width at its foot
                assert w <= min(S * TL.PILL_MAX, body) + 1, (name, S, text)
                assert max(TL.font(size).size(x)[0] for x in text.split("\n")) <= w - 2, (name, S, text)
                assert size >= m


def test_long_hungarian_pill_words_are_whole_on_a_board_tile():
    """ÉLETMENTŐ / MOZGÉKONY on a 1280x720 board tile (60-67 px, 2-4 players) are printed whole."""
    for eff, word in (("medic", "ÉLETMENTŐ"), ("mobility_grant", "MOZGÉKONY")):
        mods = [t for t in TILES.values() if t.kind == "module" and [e for e, _ in t.effects] == [eff]]
        assert mods, eff
        text, size, _w, _h = TL.pill_layout(mods[0], 60.5, 14, "hu")
        assert text == word and size >= 14


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("m", [14, 18])
def test_names_stay_above_the_pill_and_the_initiative(lang, m):
    """A two-line name on a small tile used to run into the effect pill / initiative discs."""
    bad = []
    for name, t in TILES.items():
        if t.kind not in ("soldier", "module"):
            continue
        for S in _sizes(m):
            dim = TL.tile_dim(S)
            limit = dim / 2 + TL.name_floor(t, S, m, lang) + 1
            label = t.name_hu if lang == "hu" else t.name_en
            for ft in TL.face_texts(name, None, S, m, lang):
                if ft.text in label or ft.text.rstrip("-") in label:
                    bottom = ft.centre[1] + TL.font(ft.size).get_height() / 2
                    top = ft.centre[1] - TL.font(ft.size).get_height() / 2
                    if bottom > limit + 0.5 or top < dim / 2 - 0.82 * S:
                        bad.append((name, S, ft.text, round(top - dim / 2), round(bottom - dim / 2)))
    assert not bad, bad[:6]

"""Issue 8: a crowded Waterdeep city (more than 12 buildings in play) keeps every building's
name whole and its icons at >= 14 px at 1280x720; at 1920x1080 all 24 buildings fit whole.

At 1280x720 the city holds whole names up to 17 buildings in play (5 x 5 tiles): beyond that
the 14 px floor and the city's share of the table leave no room (a full-rules game rarely
builds more than about a dozen)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.games.waterdeep.content import BUILDINGS
from game.games.waterdeep.view import board as B
from game.games.waterdeep.view import layout as LY
from game.games.waterdeep.view import paint as P
from tests.games.waterdeep.test_view_text import layouts  # noqa: F401  (the table's real board rects)

MOST_AT_720 = 17


def _whole(L: LY.Layout, lang: str) -> list:
    bad = []
    P.LANG = lang
    try:
        for key in list(BUILDINGS) + list(LY.BASIC_TILES):
            rect = L.lots[0] if key in BUILDINGS else L.tiles[key]
            LY._single_space(L, key, rect)
            corner = L.title_boxes.get(key)
            box = corner or LY.title_box(L, key, rect)
            fit = P.fit_text_block(LY.tile_title(key), L.fs(14), box, bold=True, line_gap=0.9, record=False)
            cx, cy, r = L.slots[key]
            below = cy - r >= box.y + fit.height
            beside = corner is not None and cx - r > box.x + P.font(fit.size, True).size(fit.lines[-1])[0]
            inside = rect.x <= cx - r and cx + r <= rect.right and cy + r <= rect.bottom
            if not fit.complete or fit.size < 14 or not (below or beside) or not inside:
                bad.append((key, rect.size, fit.lines))
    finally:
        P.LANG = "en"
    return bad


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_names_whole_in_a_crowded_city(layouts, lang):  # noqa: F811
    for size, most in (((1280, 720), MOST_AT_720), ((1920, 1080), len(BUILDINGS))):
        board = layouts[size].rect
        for n in range(12, most + 1):
            L = LY.compute(board, size, n)
            assert len(L.lots) >= n, (size, n)
            assert not _whole(L, lang), (size, n, _whole(L, lang)[:3])


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("built", [13, MOST_AT_720])
def test_tile_icons_stay_at_14px_when_crowded(lang, built, tmp_path):
    from game.games.waterdeep.view import preview

    B.ICON_LOG = []
    try:
        preview.render((1280, 720), players=4, plies=60, seed=1, out=str(tmp_path / "wd.png"), lang=lang, built=built)
        log = list(B.ICON_LOG)
    finally:
        B.ICON_LOG = None
        P.LANG = "en"
    assert len(log) >= 6 + built
    small = [x for x in log if x[2] and (x[1] < 14 or x[2] > x[3] + 1)]  # an empty row: the hover has it
    assert not small, small[:5]
    pygame.display.set_mode((64, 64))


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_hall_tile_icons_stay_at_14px(layouts, lang, monkeypatch):  # noqa: F811
    """Builder's Hall tiles (House of Wonder, Smuggler's Dock, Zoarstar had 11-13.7 px icons)."""
    from game.games.waterdeep.view import cards as C

    sizes: list[tuple[str, int, int, int | None]] = []
    real = P.draw_icon_line

    def spy(surface, items, size, pos, ink=P.INK, max_width=None, anchor="midleft"):
        sizes.append((str(items[:2]), size, P.icon_line_width(items, size), max_width))
        return real(surface, items, size, pos, ink, max_width, anchor)

    monkeypatch.setattr(P, "draw_icon_line", spy)
    L = layouts[(1280, 720)]
    for key in BUILDINGS:
        C._hall_face.cache_clear()
        C._hall_face(key, L.hall_cards[0].size, L.fs(14), 4, False, lang)
    C._hall_face.cache_clear()
    assert sizes
    bad = [x for x in sizes if x[1] < 14 or (x[3] is not None and x[2] > x[3] + 1)]
    assert not bad, bad[:5]


def test_harbor_slots_stay_below_its_name(layouts):  # noqa: F811
    for size in ((1280, 720), (1920, 1080)):
        for n in (0, 8, 12, 13, MOST_AT_720, 24):
            L = LY.compute(layouts[size].rect, size, n)
            harbor = L.tiles["harbor"]
            name_h = P.font(L.fs(14), True).get_linesize()
            for sp in ("h1", "h2", "h3"):
                cx, cy, r = L.slots[sp]
                assert cy - r >= harbor.y + L.px(3) + name_h - 2, (size, n, sp)
                assert cy + r <= harbor.bottom, (size, n, sp)

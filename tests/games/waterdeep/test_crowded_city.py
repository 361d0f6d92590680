"""Issue 8: a crowded Waterdeep city (more than 12 buildings in play) keeps every building's
name whole and its icons at >= 14 px at 1280x720; at 1920x1080 all 24 buildings fit whole.

At 1280x720 the full tile face (name, agent slot, icon row) holds up to 17 buildings in play
(5 x 5 tiles); from 18 on, up to all 24, the city switches to compact faces: the whole name
alone (up to three lines at the 14 px floor), the agent slot at the tile's right edge clear of
every line, the owner's colour as frame and bar, the action in the hover card."""
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
        for n in (0, 8, 12, 13, MOST_AT_720, MOST_AT_720 + 1, 21, 24):
            L = LY.compute(layouts[size].rect, size, n)
            harbor = L.tiles["harbor"]
            name_h = P.font(L.fs(14), True).get_linesize()
            box = L.title_boxes.get("harbor")  # compact: the name at the left, the slots beside it
            for sp in ("h1", "h2", "h3"):
                cx, cy, r = L.slots[sp]
                if box is None:
                    assert cy - r >= harbor.y + L.px(3) + name_h - 2, (size, n, sp)
                else:
                    assert cx - r >= box.right and cy - r >= harbor.y, (size, n, sp)
                assert cy + r <= harbor.bottom, (size, n, sp)
            for lang in ("en", "hu"):
                P.LANG = lang
                try:
                    box = LY.compute(layouts[size].rect, size, n).title_boxes.get("harbor")
                    if box is not None:
                        fit = P.fit_text_block("Waterdeep Harbor", L.fs(14), box, True, 2, 0.9, record=False)
                        assert fit.complete and fit.size >= 14, (size, n, lang, fit.lines)
                finally:
                    P.LANG = "en"


# ----- all 24 buildings (compact faces at 1280x720) -----------------------------------------
SIZES = ((1280, 720), (1920, 1080))


def _built(L: LY.Layout, n: int) -> list[str]:
    keys = list(BUILDINGS)[:n]
    LY.lot_rects(L, keys)
    return keys


def _compact_bad(L: LY.Layout, keys: list[str]) -> list:
    """Tiles whose compact face cuts the name, breaks a word, drops below 14 px or puts the slot on a line."""
    bad = []
    for key in list(LY.BASIC_TILES) + keys:
        rect, box = L.tiles[key], L.title_boxes[key]
        fit = P.fit_text_block(LY.tile_title(key), L.fs(14), box, bold=True, max_lines=LY.COMPACT_LINES,
                               line_gap=0.9, record=False)
        cx, cy, r = L.slots[key]
        slot = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        ink = [pygame.Rect(box.x, top, right - box.x, bottom - top) for top, bottom, right in LY.text_bands(box, fit)]
        words = " ".join(fit.lines).replace("- ", "-") == " ".join(P.w(LY.tile_title(key)).split())
        if (not fit.complete or fit.size < 14 or len(fit.lines) > 3 or not words or not rect.contains(slot)
                or not rect.contains(box) or slot.collidelist(ink) != -1
                or any(ln.bottom > rect.bottom or ln.right > rect.right for ln in ink)):
            bad.append((key, rect.size, fit.lines))
    return bad


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_name_whole_up_to_24_buildings(layouts, lang):  # noqa: F811
    """From 12 to all 24 buildings, 1280x720 and 1920x1080: every name whole at >= 14 px,
    tiles inside the city without overlapping, every agent slot on its own tile."""
    P.LANG = lang
    try:
        for size in SIZES:
            for n in range(12, len(BUILDINGS) + 1):
                L = LY.compute(layouts[size].rect, size, n)
                assert len(L.lots) >= n, (size, n)
                keys = _built(L, n)
                if L.compact:
                    assert not _compact_bad(L, keys), (size, n, _compact_bad(L, keys)[:3])
                else:
                    assert not _whole(L, lang), (size, n, _whole(L, lang)[:3])
                    P.LANG = lang
                tiles = [L.tiles[k] for k in list(LY.BASIC_TILES) + ["harbor"] + keys]
                for i, t in enumerate(tiles):
                    assert L.city.contains(t), (size, n, i)
                    assert t.collidelist(tiles[i + 1:]) == -1, (size, n, i)
                for key in list(LY.BASIC_TILES) + keys + ["h1", "h2", "h3"]:
                    cx, cy, r = L.slots[key]
                    assert r >= L.px(8)
                    assert L.spaces[key].collidepoint(cx, cy), (size, n, key)
    finally:
        P.LANG = "en"


def test_1280x720_turns_compact_only_when_crowded(layouts):  # noqa: F811
    L = layouts[(1280, 720)]
    assert not LY.compute(L.rect, (1280, 720), MOST_AT_720).compact  # icons on the tiles while they fit
    assert LY.compute(L.rect, (1280, 720), MOST_AT_720 + 1).compact
    assert not LY.compute(layouts[(1920, 1080)].rect, (1920, 1080), 24).compact


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", SIZES)
def test_table_with_24_buildings_draws_names_whole(lang, size, tmp_path):
    """The real view with every building built: no name cut (``TRUNCATED``), icons drawn at
    >= 14 px, a click on each tile's agent slot lands on that tile's space."""
    import dataclasses

    from game.games.waterdeep.cardtext import building_title
    from game.games.waterdeep.view import WaterdeepView, preview
    from game.ui.game_view import ViewContext
    from game.ui.render import textfit
    from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES

    pygame.init()
    screen = pygame.display.set_mode(size)
    game, m, _prev = preview.make_match(4, 60, 1)
    s = m.state
    m.states[-1] = dataclasses.replace(s, hall=(), buildings=tuple((k, i % 4, i % 3) for i, k in enumerate(BUILDINGS)))
    ctx = ViewContext(game=game, names=["Anna", "Bela", "Csilla", "Dani"], seats=["human"] * 4,
                      colours=list(PLAYER_COLOURS[:4]), shapes=list(PLAYER_SHAPES[:4]), window_size=size, lang=lang)
    B.ICON_LOG = []
    textfit.TRUNCATED.clear()
    try:
        view = WaterdeepView(ctx)
        w, h = size
        k = h / 720
        view.layout(pygame.Rect(0, int(60 * k), w - int(330 * k), h - int(154 * k)))
        view.set_state(m.view_for(0), m.legal_actions() if m.current_player == 0 else [], 0, [], None)
        view.update(1 / 60)
        view.draw(screen)
        cut = set(textfit.TRUNCATED)
        log = list(B.ICON_LOG)
        L = view.L
        names = {building_title(key, lang) for key in list(BUILDINGS) + list(LY.BASIC_TILES)}
        names.add("Vízmélyvára Kikötő" if lang == "hu" else "Waterdeep Harbor")
        assert not names & cut, names & cut
        assert not [c for c in cut if any(c.rstrip("…") and n.startswith(c.rstrip("…")) for n in names)], cut
        assert len(log) >= 6 + len(BUILDINGS)
        small = [x for x in log if x[2] and (x[1] < 14 or x[2] > x[3] + 1)]
        assert not small, small[:5]
        for key in list(BUILDINGS) + list(LY.BASIC_TILES) + ["h1", "h2", "h3"]:
            cx, cy, _r = L.slots[key]
            assert ("space", key) in [t for t, _r in view._hits((cx, cy))], (size, key)
    finally:
        B.ICON_LOG = None
        P.LANG = "en"
        pygame.display.set_mode((64, 64))

"""Whole names at 1280x720: every Waterdeep quest, Intrigue card, Lord and building is drawn
uncut on its card or tile (English and Hungarian), the hovered hand card shows its whole
text, and a 1080p table gives the text more room instead of only larger letters."""

from __future__ import annotations

import os
from types import SimpleNamespace

import pygame
import pytest

from game.games.waterdeep.cardtext import building_title, card_name
from game.games.waterdeep.content import ALL_QUESTS, BASIC, BUILDINGS, INTRIGUE, LORDS
from game.games.waterdeep.view import WaterdeepView
from game.games.waterdeep.view import cards as C
from game.games.waterdeep.view import layout as LY
from game.games.waterdeep.view import paint as P
from game.ui.render import textfit
from game.ui.settings import Settings, save_settings
from tests.ui.helpers import make_app, step

LANGS = ("en", "hu")


def table_layout(size, tmp_path, monkeypatch) -> LY.Layout:
    """The Waterdeep layout inside the real table frame at ``size``."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    app = make_app(size=size)
    app.new_match("waterdeep", 5, ["human"] + ["random"] * 4, None, 3, {})
    step(app, 2)
    table = app.scenes.top
    assert table.name == "table"
    return LY.compute(table.board, size, 12)


@pytest.fixture(scope="module")
def layouts(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    try:
        out = {size: table_layout(size, tmp_path_factory.mktemp("t"), mp) for size in ((1280, 720), (1920, 1080))}
    finally:
        mp.undo()
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    return out


def drawn(fn, lang: str) -> tuple[set[str], set[str]]:
    """(strings drawn, texts cut) while ``fn`` draws in ``lang``."""
    for face in (C._quest_face, C._intrigue_face, C._lord_face, C._hall_face):
        face.cache_clear()  # draw again, not a cached surface
    P.LANG = lang
    P.LOG = set()
    textfit.TRUNCATED.clear()
    try:
        fn()
        return set(P.LOG), set(textfit.TRUNCATED)
    finally:
        P.LOG = None
        P.LANG = "en"


def assert_whole(name: str, seen: set[str], cut: set[str]) -> None:
    assert name not in cut, f"{name!r} was cut"
    prefixes = [s for s in seen if s.endswith("…") and s[:-1].strip()  # a bare "…" ends a cut icon row
                and name.startswith(s[:-1].rstrip("-").rstrip())]
    assert not prefixes, f"{name!r} drawn cut: {prefixes}"


def hand_sizes(L: LY.Layout) -> dict[str, tuple[int, int]]:
    """Card sizes in a crowded hand (4 Intrigue cards, 6 quests): the narrowest they get."""
    lay = LY.hand_layout(L, 4, 6, True)
    return {"intrigue": lay["intrigue"][0].size, "quest": lay["quests"][0].size, "lord": lay["lord"][0].size}


@pytest.mark.parametrize("lang", LANGS)
def test_every_quest_name_is_whole_on_its_cards_at_720p(layouts, lang):
    L = layouts[(1280, 720)]
    sizes = {(L.cliff_cards[0].size, L.fs(14)), (hand_sizes(L)["quest"], L.fs(14))}
    view = SimpleNamespace(reveal_panel=None, reveal_cards=[])
    WaterdeepView._layout_reveal(view, L, SimpleNamespace(reveal=tuple(ALL_QUESTS)[:5], stack=(("bid_pick", 0),)))
    assert len(view.reveal_cards) == 5  # a five-player Bidding War tray
    sizes.add((view.reveal_cards[0][1].size, L.fs(15)))
    for name in ALL_QUESTS:
        shown = card_name(name, lang)
        for size, fsz in sizes:
            seen, cut = drawn(lambda n=name, sz=size, f=fsz: C._quest_face(n, sz, f, False, False, lang), lang)
            assert_whole(shown, seen, cut)
            assert shown in seen


@pytest.mark.parametrize("lang", LANGS)
def test_every_intrigue_and_lord_name_is_whole_at_720p(layouts, lang):
    L = layouts[(1280, 720)]
    sizes = hand_sizes(L)
    fsz = L.fs(14)
    for name in INTRIGUE:
        shown = card_name(name, lang)
        seen, cut = drawn(lambda n=name: C._intrigue_face(n, sizes["intrigue"], fsz, False, False, lang), lang)
        assert_whole(shown, seen, cut)
    for name in LORDS:
        shown = card_name(name, lang)
        seen, cut = drawn(lambda n=name: C._lord_face(n, sizes["lord"], fsz, 0, "", lang), lang)
        assert_whole(shown, seen, cut)
        assert not cut and not any("…" in x for x in seen), (name, seen)  # the bonus is whole too


@pytest.mark.parametrize("lang", LANGS)
def test_every_building_name_is_whole_in_the_hall_and_on_its_tile_at_720p(layouts, lang):
    L = layouts[(1280, 720)]
    fsz = L.fs(14)
    for key in BUILDINGS:
        shown = building_title(key, lang)
        seen, cut = drawn(lambda k=key: C._hall_face(k, L.hall_cards[0].size, fsz, 4, False, lang), lang)
        assert_whole(shown, seen, cut)
    P.LANG = lang
    try:
        for key in list(BUILDINGS) + list(LY.BASIC_TILES):
            rect = L.lots[0] if key in BUILDINGS else L.tiles[key]
            box = LY.title_box(L, key, rect)
            fit = P.fit_text_block(LY.tile_title(key), L.fs(14), box, bold=True, line_gap=0.9)
            assert fit.complete, (key, lang, fit.lines)
            assert fit.size >= 14
            # the agent slot sits below the whole name, inside the tile
            LY._single_space(L, key, rect)
            cx, cy, r = L.slots[key]
            assert cy - r >= box.y + fit.height, (key, lang)
            assert cy + r <= rect.bottom
    finally:
        P.LANG = "en"
    assert all(k in BASIC for k in LY.BASIC_TILES)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hover_card_shows_the_whole_intrigue_text(layouts, lang):
    L = layouts[(1280, 720)]
    sizes = hand_sizes(L)
    fsz = L.fs(15)
    w = int(max(sizes["intrigue"][0] * 1.15, min(sizes["intrigue"][0] * 1.5, L.px(170))))
    for name in INTRIGUE:
        h = C.intrigue_height(name, w, fsz, lang)
        assert h <= L.rect.h
        seen, cut = drawn(lambda n=name, hh=h: C._intrigue_face(n, (w, hh), fsz, True, False, lang), lang)
        assert not cut, (name, cut)
        assert not any(s.endswith("…") for s in seen), (name, seen)


def test_the_small_card_shows_the_whole_text_or_none(layouts):
    """Issue 17: on the small hand card an Intrigue text is whole or not drawn (a hint to point
    at the card instead); the lifted hover card above always has it whole."""
    L = layouts[(1280, 720)]
    size = hand_sizes(L)["intrigue"]
    hinted = 0
    for lang in LANGS:
        for name in INTRIGUE:
            seen, cut = drawn(lambda n=name, lg=lang: C._intrigue_face(n, size, L.fs(14), False, False, lg), lang)
            assert not cut and not any("…" in x for x in seen), (name, lang, cut)
            hinted += C.HOVER_HINT[lang == "hu"] in seen
    assert hinted > 0  # some texts are too long for the small card: they wait for the hover


def test_1080p_shows_more_not_the_same_larger(layouts):
    small, big = layouts[(1280, 720)], layouts[(1920, 1080)]
    grow_window = 1080 / 720
    assert big.scale < grow_window * 0.9  # text grows less than the window...
    assert big.cliff_cards[0].w / small.cliff_cards[0].w > big.scale  # ...than the cards: more room per letter
    assert os.environ.get("SDL_VIDEODRIVER") == "dummy"

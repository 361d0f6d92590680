"""Issue 17 for Lords of Waterdeep: at 960x600 (the smallest window), 1280x720 and 1920x1080, in
English and Hungarian, no name or text on the table ends in "…" and no icon row is cut or
squeezed: every quest, Intrigue card, Lord and building face at the sizes it is drawn, and whole
tables of random games (few and many buildings, small and full hands). What a card has no room
for waits for its hover (the lifted hand card, the tooltip), never a cut half."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

import game.games.waterdeep.view.cards as C
import game.games.waterdeep.view.layout as LY
import game.games.waterdeep.view.paint as P
from game.engine.match import Match
from game.games.waterdeep.cardtext import building_title, card_name
from game.games.waterdeep.content import ALL_QUESTS, BUILDINGS, INTRIGUE, LORDS
from game.games.waterdeep.rules import WaterdeepGame
from game.games.waterdeep.view import WaterdeepView
from game.ui.game_view import ViewContext
from game.ui.render import textfit
from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES
from game.ui.settings import Settings, save_settings
from tests.ui.helpers import make_app, step

GAME = WaterdeepGame()
SIZES = [(960, 600), (1280, 720), (1920, 1080)]
LANGS = ("en", "hu")


def _board(size, tmp_path, monkeypatch) -> pygame.Rect:
    """The board area of the real table scene at ``size``."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path / "home"))
    save_settings(Settings(anim_speed="instant", ai_turns="fast"))
    app = make_app(size=size)
    app.new_match("waterdeep", 4, ["human"] + ["random"] * 3, None, 3, {})
    step(app, 2)
    assert app.scenes.top.name == "table"
    return pygame.Rect(app.scenes.top.board)


@pytest.fixture(scope="module")
def boards(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    try:
        out = {size: _board(size, tmp_path_factory.mktemp("b"), mp) for size in SIZES}
    finally:
        mp.undo()
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    return out


class Spy:
    """Every string drawn, every text cut and every icon row drawn (size, width, room)."""

    def __init__(self, monkeypatch, lang: str) -> None:
        self.rows: list[tuple[str, int, int, int | None]] = []
        real = P.draw_icon_line

        def spy(surface, items, size, pos, ink=P.INK, max_width=None, anchor="midleft"):
            self.rows.append((str(items[:3]), size, P.icon_line_width(items, size), max_width))
            return real(surface, items, size, pos, ink, max_width, anchor)

        monkeypatch.setattr(P, "draw_icon_line", spy)
        for face in (C._quest_face, C._intrigue_face, C._lord_face, C._hall_face):
            face.cache_clear()
        P.LANG, P.LOG = lang, set()
        textfit.TRUNCATED.clear()

    def problems(self, floor: int) -> list:
        cut = sorted(textfit.TRUNCATED) + sorted(s for s in (P.LOG or ()) if "…" in s)
        rows = [r for r in self.rows if r[1] < floor or (r[3] is not None and r[2] > r[3] + 1)]
        return cut + rows

    def close(self) -> None:
        P.LANG, P.LOG = "en", None
        for face in (C._quest_face, C._intrigue_face, C._lord_face, C._hall_face):
            face.cache_clear()


def icon_floor(size) -> int:
    return 10 if size[1] < 720 else 12  # 10 px icons only in the smallest window


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_every_face_is_whole_where_it_is_drawn(boards, size, lang, monkeypatch):
    L = LY.compute(boards[size], size, 3)
    fsz = L.fs(14)
    hands = [LY.hand_layout(L, ni, nq, True) for ni, nq in ((1, 3), (2, 4), (4, 6))]
    quest_sizes = {L.cliff_cards[0].size} | {h["quests"][0].size for h in hands}
    spy = Spy(monkeypatch, lang)
    try:
        named = 0
        for q in ALL_QUESTS:
            for qs in quest_sizes:
                C._quest_face(q, qs, fsz, False, False, lang)
            named += card_name(q, lang) in P.LOG
        for name in INTRIGUE:
            for h in hands:
                C._intrigue_face(name, h["intrigue"][0].size, fsz, False, False, lang)
        for name in LORDS:
            for h in hands:
                C._lord_face(name, h["lord"][0].size, fsz, 0, "", lang)
        for key in BUILDINGS:
            C._hall_face(key, L.hall_cards[0].size, fsz, 4, False, lang)
            assert building_title(key, lang) in P.LOG or P.w(building_title(key, lang)) in P.LOG
        bad = spy.problems(icon_floor(size))
    finally:
        spy.close()
    assert not bad, bad[:8]
    if size != (960, 600):  # from 1280x720 up every quest card carries its whole name
        assert named == len(ALL_QUESTS)


def _matches(count: int, seed: int):
    rng = random.Random(seed)
    for i in range(count):
        n = 2 + i % 4
        m = Match(GAME, n, ["random"] * n, seed=seed * 100 + i)
        m.advance()
        for _ in range(rng.randrange(20, 200)):
            if m.is_over:
                break
            m.submit(rng.choice(m.legal_actions()))
            m.advance()
        if not m.is_over:
            yield m


def _crowd(m, built: int) -> None:
    s = m.state
    have = list(s.buildings)
    keys = [k for k in BUILDINGS if k not in {b[0] for b in have} | {h[0] for h in s.hall}]
    while len(have) < built and keys:
        have.append((keys.pop(0), len(have) % s.num_players, len(have) % 3))
    m.states[-1] = dataclasses.replace(s, buildings=tuple(have))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_whole_tables_of_random_games(boards, size, lang, monkeypatch):
    screen = pygame.display.set_mode(size)
    checked = 0
    for k, m in enumerate(_matches(8, 7 + SIZES.index(size))):
        # at 960x600 the city's names stay whole up to 13 buildings (Hungarian; 20 in English):
        # a fuller city there is a known gap (the tile's hover names it)
        _crowd(m, ((0, 6, 10, 13) if size == (960, 600) else (0, 8, 14, 21))[k % 4])
        seat = m.current_player
        n = len(m.state.players)
        ctx = ViewContext(game=GAME, names=["Anna", "Béla", "Csilla", "Dani", "Emese"][:n], seats=["human"] * n,
                          colours=list(PLAYER_COLOURS[:n]), shapes=list(PLAYER_SHAPES[:n]), window_size=size, lang=lang)
        spy = Spy(monkeypatch, lang)
        try:
            v = WaterdeepView(ctx)
            v.layout(boards[size])
            v.set_state(m.view_for(seat), m.legal_actions(), seat, [], None)
            v.update(1 / 60)
            v.draw(screen)
            bad = spy.problems(icon_floor(size)) + sorted(s for s in v.visible_text if "…" in s)
        finally:
            spy.close()
        assert not bad, (k, len(m.state.buildings), bad[:6])
        checked += 1
    assert checked >= 6

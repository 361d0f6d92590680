"""The Metro map's names, armies and pieces: station names never overlap one another or a
station at any zoom (the Polis and the home stations first, every name once zoomed in), the
hovered station always names itself, and each army stands as a piece with its strength."""

from __future__ import annotations

import pygame
import pytest

from game.games.metro2033 import content as K
from game.games.metro2033.view import POLIS_LABEL
from game.games.metro2033.view import labels as L
from tests.games.metro2033.test_view_table import click, draw_texts, make_view, play_until, show, task_is
from tests.ui import table_harness as H


def _overlaps(plan: dict) -> list[tuple]:
    rects = list(plan.items())
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.rect.colliderect(rb.rect)]


def _covers_a_station(v, plan: dict) -> list[tuple]:
    g = v.renderer
    out = []
    for sid, spot in plan.items():
        for other in K.STATIONS:
            x, y = g.node_pos(other)
            c = (x - g.offset[0], y - g.offset[1])
            if L.circle_hits(spot.rect, c, g.scaled_radius * g.nodes[other].radius):
                out.append((sid, other))
    return out


def _named_wrong(v, plan: dict) -> list[tuple]:
    """Names drawn nearer another station than their own (issue 17: "Pushkinskaya" above
    Barrikadnaya): (name, the station it sits nearest, its own distance, that distance)."""
    g = v.renderer
    centres = {sid: (g.node_pos(sid)[0] - g.offset[0], g.node_pos(sid)[1] - g.offset[1]) for sid in K.STATIONS}
    polis = {sid for sid in K.STATIONS if K.STATIONS[sid].type == "polis"}
    out = []
    for sid, spot in plan.items():
        own = polis if sid == POLIS_LABEL else {sid}
        d_own = min(L.rect_distance(spot.rect, centres[o]) for o in own)
        for other, c in centres.items():
            d = L.rect_distance(spot.rect, c)
            if other not in own and d <= d_own:
                out.append((sid, other, round(d_own, 1), round(d, 1)))
    return out


def _zoom_steps(v):
    """The plan at every zoom step from fitted to full zoom (the + button's factor)."""
    g = v.renderer
    for _ in range(30):
        yield g.zoom, v.name_plan()
        before = g.zoom
        v._zoom(v.map_rect.center, 1.25)
        if g.zoom == before:
            break


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("n", [2, 4, 6])
def test_every_drawn_name_is_nearer_its_own_station_than_any_other(size, n):
    """Issue 17: a station name sits next to its own station or is not drawn; at every zoom
    step of both window sizes each drawn name is nearer its station than any other station,
    and a name drawn away from its station has a visible leader line."""
    from game.games.metro2033.view import Metro2033View
    from tests.games.metro2033.test_view_table import GAME

    v = H.make_view(Metro2033View, GAME, n, size, "en")
    show(v, play_until(task_is("hero_move"), seed=3, n=n, limit=20000))
    steps = 0
    for zoom, plan in _zoom_steps(v):
        steps += 1
        assert plan or zoom <= 1.0
        assert not _named_wrong(v, plan), (zoom, _named_wrong(v, plan)[:3])
        shift = (int(v.renderer.offset[0]), int(v.renderer.offset[1]))
        led = [sid for sid, p in plan.items() if p.leader and sid != POLIS_LABEL
               and v.map_rect.contains(p.rect.move(shift)) and v.map_rect.collidepoint(v.renderer.node_pos(sid))]
        if led:  # a leader line is drawn light on dark, 2 px wide, from the station to the name
            surf = pygame.Surface(size)
            v._draw_names(surf, set())
            sid = led[0]
            x, y = v.renderer.node_pos(sid)
            r = plan[sid].rect.move(int(v.renderer.offset[0]), int(v.renderer.offset[1]))
            end = (min(max(x, r.left), r.right), min(max(y, r.top), r.bottom))
            mid = (int((x + end[0]) / 2), int((y + end[1]) / 2))
            around = [max(surf.get_at((mid[0] + dx, mid[1] + dy))[:3]) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
            assert max(around) > 150, (sid, mid)
    assert steps >= 5  # fitted to full zoom in the + button's steps


def test_a_name_is_not_drawn_beside_a_neighbouring_station():
    """The spot checker itself: a name placed so that another station is nearer is refused."""
    near = L.Nearest({"a": (100, 100), "b": (100, 122)}, margin=2)
    below_a = pygame.Rect(70, 106, 60, 14)  # between a and b, nearer b's centre
    assert not near.names_own(below_a, ("a",))
    above_a = pygame.Rect(70, 80, 60, 14)
    assert near.names_own(above_a, ("a",))
    plan = L.place_labels([L.LabelItem("a", (100, 100), 5, (60, 14))], [((100, 100), 5), ((100, 122), 5)],
                          nearest=near)
    assert "a" in plan and near.names_own(plan["a"].rect, ("a",))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_station_names_never_overlap_at_any_zoom(size, lang):
    v = make_view(size, lang)
    show(v, play_until(task_is("hero_move"), seed=3))
    g = v.renderer
    zoom_steps = 0
    while True:
        plan = v.name_plan()
        assert plan, g.zoom
        assert not _overlaps(plan), (g.zoom, _overlaps(plan)[:3])
        assert not _covers_a_station(v, plan), (g.zoom, _covers_a_station(v, plan)[:3])
        assert not _named_wrong(v, plan), (g.zoom, _named_wrong(v, plan)[:3])
        if g.zoom <= 1.0:  # fitted: the names stay inside the map
            assert all(v.map_rect.contains(p.rect) for p in plan.values())
        if not v._zoom(v.map_rect.center, 1.25) and not g.zoom < g.max_zoom:
            break
        zoom_steps += 1
        if zoom_steps > 20:
            break
    # zoomed in all the way: every station of the game is named
    active = v._active
    assert {sid for sid in K.STATIONS if sid in active} <= set(v.name_plan())


def test_outer_stations_are_named_fitted_where_they_have_room():
    """Fitted, the crowded centre cannot name every station beside it, but the outer stations
    (neither Polis, home nor held) are named where there is room, so the map reads at a glance."""
    v = make_view()
    s = play_until(task_is("hero_move"), seed=3)
    show(v, s)
    full = v.name_plan()
    owner = s.owner_map()
    outer = [sid for sid in full if sid != POLIS_LABEL and K.STATIONS[sid].type != "polis"
             and not K.STATIONS[sid].home and sid not in owner]
    assert len(outer) >= 8


def test_the_hovered_station_always_names_itself():
    v = make_view()
    show(v, play_until(task_is("hero_move"), seed=3))
    plan = v.name_plan()
    unnamed = next(sid for sid in K.STATIONS if sid not in plan and v.renderer.visible(sid)
                   and v._hero_at_pos(tuple(map(int, v.renderer.node_pos(sid)))) is None)
    pos = tuple(map(int, v.renderer.node_pos(unnamed)))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert v.renderer.hover == unnamed
    surf = pygame.Surface((1280, 720))
    v.draw(surf)  # draws the hovered name on top (no error), and the hover text names it
    assert v.hover_info(pos)[0] == K.STATIONS[unnamed].name["en"]


def test_each_army_stands_on_a_held_station_with_its_strength():
    s = play_until(task_is("army"), seed=3)
    v = make_view()
    show(v, s)
    spots = v._army_spots()
    seats = [i for i, p in enumerate(s.players) if p.faction and p.stations]
    assert sorted(seat for seat, _c, _r in spots) == seats
    words = {t for t, _s in draw_texts(v, (1280, 720))}
    for seat, (x, y), _r in spots:
        p = s.players[seat]
        assert v._army_station(seat) in p.stations
        assert str(p.army) in words
        title, body = v.hover_info((int(x), int(y)))
        assert "army" in title and str(p.army) in body
    # a click on an army piece answers nothing illegal
    seat, (x, y), _r = spots[0]
    assert click(v, (int(x), int(y))) in (None, *GAME_LEGAL(s))


def GAME_LEGAL(s):
    from tests.games.metro2033.test_view_table import GAME

    return list(GAME.legal_actions(s))


def test_placing_names_skips_a_spot_that_would_cover_another():
    a = L.LabelItem("a", (100, 100), 5, (60, 16))
    b = L.LabelItem("b", (100, 100), 5, (60, 16))
    plan = L.place_labels([a, b], [((100, 100), 5)])
    assert set(plan) == {"a", "b"} and not plan["a"].rect.colliderect(plan["b"].rect)
    crowd = [L.LabelItem(i, (100, 100), 5, (60, 16)) for i in range(40)]
    near = L.place_labels(crowd, [((100, 100), 5)], bounds=pygame.Rect(0, 0, 200, 200))
    assert 2 <= len(near) < 40 and not _overlaps(near)
    led = L.place_labels(crowd, [((100, 100), 5)], bounds=pygame.Rect(0, 0, 200, 200), far=range(40))
    assert len(near) < len(led) < 40 and not _overlaps(led)
    assert any(p.leader for p in led.values())


def test_the_setup_page_shows_the_map_with_every_home_station():
    from game.games.metro2033.content import FACTIONS
    from game.games.metro2033.view import Metro2033View
    from game.games.metro2033.view import paint as P

    pygame.init()
    pic = Metro2033View.option_preview("faction_choice", "draft", 4, (300, 130))
    assert pic is not None and pic.get_height() == 130 and pic.get_width() <= 300
    colours = {tuple(pic.get_at((x, y)))[:3] for x in range(pic.get_width()) for y in range(pic.get_height())}
    for f in FACTIONS.values():  # each faction's homes in its colour
        assert P.hex_rgb(f["colour"]) in colours, f["name"]["en"]
    assert P.POLIS_GOLD in colours
    assert Metro2033View.option_preview("max_rounds", "30", 4, (300, 130)) is None


def test_the_setup_scene_carries_the_map_picture():
    import os

    from game.ui.app import App
    from game.ui.scenes.setup import SetupScene

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    app = App(None, size=(1280, 720), headless=True)
    try:
        scene = SetupScene(app, "metro2033")
        app.scenes.push(scene)
        app.step(1 / 60)
        assert scene.widget("preview_faction_choice") is not None
    finally:
        app.close()


def _six_view(lang: str, size=(1280, 720)):
    from game.games.metro2033.view import Metro2033View
    from tests.games.metro2033.test_view_table import GAME

    return H.make_view(Metro2033View, GAME, 6, size, lang)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_six_players_each_show_every_figure_in_the_column(lang):
    from game.games.metro2033 import flow

    s = play_until(lambda x: task_is("hero_move")(x) and any(p.wounded for p in x.players), seed=2, n=6, limit=20000)
    v = _six_view(lang)
    show(v, s)
    words = draw_texts(v, (1280, 720))
    rows = {p: r for r, k, p in v.hot if k == "seat"}
    assert sorted(rows) == list(range(6))
    drawn = [t for t, _s in words]
    for seat, p in enumerate(s.players):
        assert v.side.contains(rows[seat])  # the whole row is in view, unscrolled
        for figure in (f"{p.vp()}/{flow.vp_target(p)}", str(p.army), *map(str, p.res),
                       f"{len(p.equipment)}/{flow.eq_limit(s)}", str(len(p.quests))):
            assert any(t.startswith(figure) for t in drawn), (seat, figure)
        title, body = v.hover_info(rows[seat].center)  # the row's hover: the whole panel text
        assert v.ctx.names[seat] in title
    assert v.hover_info(next(r for r, k, _p in v.hot if k == "seat_head").center)[0]


def test_the_column_scrolls_to_what_lies_below():
    s = play_until(lambda x: x.combat is not None and x.round >= 2, seed=2, n=6, limit=40000)
    v = _six_view("en")
    show(v, s)
    draw_texts(v, (1280, 720))
    if v._col_max == 0:
        pytest.skip("the column fits")
    below = {t for t, _s in draw_texts(v, (1280, 720))}
    pos = (v.side.centerx, v.side.bottom - 40)
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(30):
        v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert v.col_scroll == v._col_max > 0
    after = {t for t, _s in draw_texts(v, (1280, 720))}
    assert "Army" in after
    assert all(v.side.contains(r) for r, k, _p in v.hot if k in ("seat", "card", "law"))
    del below


def test_six_players_at_1280x720_cut_no_text_on_the_whole_table():
    import os

    from game.engine.match import Match
    from game.games import get_game
    from game.ui.app import App
    from game.ui.render import textfit

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    game = get_game("metro2033")
    for lang in ("en", "hu"):
        match = Match(game, 6, ["human"] + ["random"] * 5, seed=4)
        import random

        rng = random.Random(4)
        while True:
            match.advance()
            if match.is_over or (len(match.steps) > 200 and match.current_player == 0):
                break
            match.submit(rng.choice(match.legal_actions()), match.current_player)
        app = App({"lang": lang}, size=(1280, 720), headless=True)
        try:
            app.start_match(match)
            textfit.TRUNCATED.clear()
            for _ in range(5):
                app.step(1 / 60)
            assert not textfit.TRUNCATED, sorted(textfit.TRUNCATED)
        finally:
            app.close()


def test_a_fight_before_the_reveal_shows_both_strengths_and_the_cards_bonuses():
    from game.games.metro2033 import flow
    from tests.games.metro2033.test_view_table import GAME

    s = play_until(lambda x: x.combat is not None and x.combat.defender >= 0 and bool(x.stack)
                   and x.stack[-1][0] == "card" and not x.combat.revealed, seed=3, limit=20000)
    seat = GAME.current_player(s)
    v = make_view()
    show(v, s, seat)
    words = " ".join(t for t, _s in draw_texts(v, (1280, 720)))
    att, dfn = flow.combat_strengths(s)
    assert str(att) in words.split() and str(dfn) in words.split()
    for card in v._my_hand():  # each hand card names its bonus against attack, defense and neutral
        vs = K.COMBAT[card]["vs"]
        sub = v._card_sub(card)
        assert f"A+{vs['attack']} D+{vs['defense']} N+{vs['neutral']}" in sub
        assert all(tok in words for tok in sub.split())  # drawn (wrapped over two lines)


def test_a_served_wound_no_longer_shows():
    """Spec 6.6: the wound ends with the hero phase it misses; the panel, the hero's hover and
    the figure then show a hero fit again."""
    from game.games.metro2033.state import hero_wounded

    def served(x):
        return task_is("army")(x) and any(p.hero and p.wounded and not hero_wounded(x, p) for p in x.players)

    s = play_until(served, seed=3, limit=40000)
    seat = next(i for i, p in enumerate(s.players) if p.hero and p.wounded and not hero_wounded(s, p))
    v = make_view()
    show(v, s)
    assert not any("wounded" in line for line in v.panel_lines(v.state, seat))
    assert "Not wounded" in v.hero_info(seat)[1] and not v._wounded(seat)
    s2 = play_until(lambda x: task_is("army")(x) and any(p.hero and hero_wounded(x, p) for p in x.players),
                    seed=3, limit=40000)
    hurt = next(i for i, p in enumerate(s2.players) if p.hero and hero_wounded(s2, p))
    show(v, s2)
    assert any("wounded" in line for line in v.panel_lines(v.state, hurt)) and v._wounded(hurt)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_faction_and_hero_cards_to_pick_keep_their_words_whole(lang):
    from game.games.metro2033 import text as T
    from game.games.metro2033.view import paint as P

    for kind in ("faction", "hero"):
        s = play_until(lambda x, k=kind: bool(x.stack) and x.stack[-1][0] == k, seed=1)
        v = make_view((1280, 720), lang)
        show(v, s)
        picks = [a[1] for a in v.legal if a[0] == kind]
        w = v.side.w - 2 * v.px(10)
        per, ph = v._pick_layout(picks, w)
        cw = min((w - v.px(6) * (per - 1)) // per, v.px(150))
        bold, plain = P.get_font(v.fs(14), True), P.get_font(v.fs(14))
        for c in picks:
            title = P.wrap(T.card_name(c, lang), bold, cw - 12)
            sub = P.wrap(v._card_sub(c), plain, cw - 12)
            assert not any(line.endswith("-") for line in title), title  # no word broken
            band = max(4, ph // 10)
            assert band + 3 + len(title) * bold.get_linesize() + min(2, len(sub)) * plain.get_linesize() <= ph - 5


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_round_track_shows_what_each_coming_round_brings(lang):
    from game.games.metro2033.content import track_space
    from game.games.metro2033.view.texts import tr

    s = play_until(task_is("army"), seed=3)
    v = make_view(lang=lang)
    show(v, s)
    draw_texts(v, (1280, 720))
    cells = {p: r for r, k, p in v.hot if k == "round"}
    assert min(cells) == s.round and len(cells) == 10
    for r_no, rect in cells.items():
        title, body = v.hover_info(rect.center)
        assert str(r_no) in title
        ev = track_space(r_no).get("event")
        if ev:
            assert tr(lang, f"ev.{ev}", r=r_no).lower() == body.lower()
        else:
            assert all(tr(lang, f"res.{k}") in body for k in track_space(r_no)["res"])


def test_a_fight_on_the_table_is_marked_on_the_map():
    s = play_until(lambda x: x.combat is not None and x.combat.station and x.combat.att_unit == "army"
                   and bool(x.stack) and x.stack[-1][0] == "card", seed=3, limit=20000)
    c = s.combat
    v = make_view()
    show(v, s, None)
    assert v._army_station(c.attacker) == c.station  # the attacking army stands at the station it attacks
    # named by the fight box (on the map only where its name fits beside it, nearer it than any other)
    assert K.STATIONS[c.station].name["en"] in {t for t, _s in draw_texts(v, (1280, 720))}
    assert not _named_wrong(v, v.name_plan())
    surf = pygame.Surface((1280, 720))
    v._draw_fight_mark(surf, 0.0)
    x, y = map(int, v.renderer.node_pos(c.station))
    r = int(v.renderer.scaled_radius + 9)
    ring = [tuple(surf.get_at((x + dx, y + dy)))[:3] for dx, dy in ((r, 0), (-r, 0), (0, r), (0, -r))]
    assert any(px[0] > 180 and px[1] < 110 for px in ring)  # red


def test_a_unit_fighting_a_danger_faces_its_card():
    s = play_until(lambda x: x.combat is not None and x.combat.defender < 0 and x.combat.danger
                   and x.combat.att_unit == "army", seed=3, limit=40000)
    v = make_view()
    show(v, s, None)
    words = {t for t, _s in draw_texts(v, (1280, 720))}
    c = s.combat
    assert f"Strength {s.players[c.attacker].army}" in words
    unit = next(r for r, k, p in v.hot if k == "army" and p == c.attacker and v.side.contains(r))
    assert "army" in v.hover_info(unit.center)[0]
    assert click(v, unit.center) is None


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_draft_heading_wraps_inside_the_column(lang):
    """'Választásod: a már választottak melletti zónák' ran past the column at 1280x720 (issue 17:
    no text cut); a heading wraps instead."""
    from game.games.metro2033.view import paint as P

    s = play_until(lambda x: bool(x.stack) and x.stack[-1][0] == "faction" and any(p.faction for p in x.players),
                   seed=7)
    v = make_view((1280, 720), lang)
    show(v, s)
    texts = draw_texts(v, (1280, 720))
    words = v.t("offer.adjacent")
    drawn = [(t, size) for t, size in texts if t and (t in words or t in words.upper())]
    assert drawn
    room = v.side.w - 2 * v.px(10)
    for t, size in drawn:
        assert P.get_font(size, True).size(t)[0] <= room, t

"""The Metro 2033 table view against the real engine: clicks answer only with legal actions,
every station and card has its full text on hover, the map fits the window at first and pans
and zooms, secrets stay with their owner, and the words are the catalog's (en + hu) at 14 px
or more, in characters the bundled font has."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.metro2033 import content as K
from game.games.metro2033 import graph
from game.games.metro2033.rules import Metro2033Game
from game.games.metro2033.view import Metro2033View
from game.games.metro2033.view import paint as P
from game.games.metro2033.view.texts import EN, HU
from tests.ui import table_harness as H
from tests.ui.table_harness import NAMES, click

GAME = Metro2033Game()


def make_view(size=(1280, 720), lang="en", n=4) -> Metro2033View:
    return H.make_view(Metro2033View, GAME, n, size, lang)


def play_until(pred, seed=1, n=4, limit=4000):
    """Random play of the real engine until ``pred(state)`` holds at a decision; the state."""
    rng = random.Random(seed)
    s = GAME.initial_state(n, {})
    for _ in range(limit):
        cp = GAME.current_player(s)
        if cp == TERMINAL:
            break
        if cp == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
            continue
        if pred(s):
            return s
        s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    raise AssertionError("position not reached")


def show(v: Metro2033View, s, seat=None):
    cp = GAME.current_player(s)
    seat = cp if seat is None and cp >= 0 else seat
    legal = list(GAME.legal_actions(s)) if cp >= 0 and cp == seat else []
    v.set_state(GAME.player_view(s, seat), legal, seat if legal else None, [], None)
    return legal


def draw_texts(v: Metro2033View, size) -> set[tuple[str, int]]:
    return H.draw_texts(v, size, P)


def task_is(kind):
    return lambda s: bool(s.stack) and s.stack[-1][0] == kind and s.round >= 1


# ----- clicks ------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["hero_move", "army", "hero_home", "defend", "hero_act"])
def test_station_clicks_answer_only_with_legal_actions(kind):
    pred = task_is(kind) if kind != "hero_home" else (lambda s: bool(s.stack) and s.stack[-1][0] == "hero_home")
    s = play_until(pred, seed=3)
    v = make_view()
    legal = show(v, s)
    answered = set()
    for sid in K.STATIONS:
        x, y = v.renderer.node_pos(sid)
        v.selected = None
        a = click(v, (int(x), int(y)))
        assert a is None or a in legal
        if a is not None:
            answered.add(a)
        elif v.selected is not None:  # several actions at one station: the buttons offer just those
            choices = [act for _l, act in v.extra_choices()] + v.list_actions()
            assert choices and all(c in legal for c in choices)
            answered.update(choices)
    mapped = [a for a in legal if a[0] in ("move", "home", "defend", "attack", "flee", "settle", "paths") and len(a) > 1]
    assert set(mapped) <= answered  # every station choice is reachable on the map
    others = [a for _l, a in v.extra_choices()] + v.list_actions()
    assert all(a in legal for a in others)


def test_a_click_on_a_station_with_nothing_to_do_explains_why():
    s = play_until(task_is("hero_move"), seed=3)
    v = make_view()
    legal = show(v, s)
    lit = {a[1] for a in legal if len(a) > 1 and isinstance(a[1], str)}
    idle = next(st for st in K.STATIONS if st not in lit and v.renderer.visible(st))
    assert click(v, tuple(map(int, v.renderer.node_pos(idle)))) is None
    assert v.message


def test_nothing_is_answered_while_a_bot_decides():
    s = play_until(task_is("army"), seed=5)
    v = make_view()
    v.set_state(GAME.player_view(s, 0), [], None, [], None)
    for sid in list(K.STATIONS)[:40]:
        assert click(v, tuple(map(int, v.renderer.node_pos(sid)))) is None
    assert v.extra_choices() == []


def test_market_cards_are_bought_by_clicking_them():
    from game.games.metro2033 import flow

    s = play_until(lambda s: ("market",) in GAME.legal_actions(s), seed=2, limit=20000)
    seat = GAME.current_player(s)
    s = GAME.apply(flow.setp(s, seat, res=(5, 5, 5)), ("market",))
    assert any(a[0] == "buy" for a in GAME.legal_actions(s))
    v = make_view()
    legal = show(v, s)
    draw_texts(v, (1280, 720))
    cards = [(r, c) for r, kind, c in v.hot if kind == "card" and c in s.market]
    assert cards
    got = [click(v, r.center) for r, _c in cards]
    assert all(a is None or a in legal for a in got)
    assert any(a is not None and a[0] == "buy" for a in got)


# ----- hover ---------------------------------------------------------------------------------------
def test_hovering_a_station_shows_its_full_text():
    s = play_until(task_is("army"), seed=3)
    v = make_view()
    show(v, s)
    owner = s.owner_map()
    st = sorted(owner)[0]
    pos = tuple(map(int, v.renderer.node_pos(st)))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    title, body = v.station_info(st)
    assert title == K.STATIONS[st].name["en"]
    assert NAMES[owner[st]] in body and "Produces" in body
    info = v.hover_info(pos)
    assert info is not None and info[0] in (title, *[K.HEROES[p.hero]["name"]["en"] for p in s.players if p.hero])


def test_hovering_a_hero_lights_its_reach_from_the_engine():
    s = play_until(task_is("army"), seed=3)
    v = make_view()
    show(v, s)
    p = s.players[0]
    spot = next(((bx, by), h) for seat, (bx, by), h in v._hero_spots() if seat == 0)
    pos = (int(spot[0][0]), int(spot[0][1] - spot[1] * 0.5))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    title, body = v.hover_info(pos)
    assert title == K.HEROES[p.hero]["name"]["en"]
    from game.games.metro2033 import flow

    want = graph.hero_reach(p.hero_at, flow.hero_speed(p), flow.active(s)) - {p.hero_at}
    assert v._hover_reach() == want and want


def test_every_card_has_a_full_hover_text_in_both_languages():
    for lang in ("en", "hu"):
        v = make_view(lang=lang)
        show(v, play_until(task_is("army"), seed=3))
        for table in (K.EQUIPMENT, K.QUESTS, K.DANGERS, K.COMBAT, K.LAWS):
            for cid in table:
                title, body = v.card_info(cid)
                assert title == table[cid]["name"][lang] and body


# ----- map: fit, pan, zoom -------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 600)])
def test_the_whole_map_fits_the_window_at_first(size):
    v = make_view(size)
    show(v, play_until(task_is("army"), seed=3))
    g = v.renderer
    assert g.zoom == 1.0
    for sid in K.STATIONS:
        x, y = g.node_pos(sid)
        assert v.map_rect.collidepoint(x, y), sid
    assert not (v.map_rect.colliderect(v.side))


def test_wheel_zooms_at_the_cursor_and_drag_pans():
    v = make_view()
    show(v, play_until(task_is("army"), seed=3))
    g = v.renderer
    st = "teatralnaya"
    before = g.node_pos(st)
    pos = (int(before[0]), int(before[1]))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert g.zoom == pytest.approx(1.44)
    after = g.node_pos(st)
    assert abs(after[0] - before[0]) < 2 and abs(after[1] - before[1]) < 2  # the point under the cursor stays
    assert g.node_at(pos) == st
    # drag on empty map space pans
    empty = next((x, y) for x in range(v.map_rect.x + 5, v.map_rect.right, 7) for y in range(v.map_rect.y + 5, v.map_rect.bottom, 7)
                 if g.node_at((x, y), slack=10) is None and not any(r.collidepoint(x, y) for r, _k in v.buttons)
                 and v._hero_at_pos((x, y)) is None)
    assert click(v, empty) is None
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(empty[0] + 40, empty[1] + 25), rel=(40, 25), buttons=(1, 0, 0)))
    v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(empty[0] + 40, empty[1] + 25), button=1))
    moved = g.node_pos(st)
    assert moved[0] == pytest.approx(after[0] + 40, abs=1) and moved[1] == pytest.approx(after[1] + 25, abs=1)
    # a click after zooming still names the station under the cursor
    assert g.node_at((int(moved[0]), int(moved[1]))) == st
    # zoom has limits, and Fit brings everything back
    for _ in range(30):
        v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert g.zoom == g.max_zoom
    draw_texts(v, (1280, 720))
    fit = next(r for r, k in v.buttons if k == "fit")
    assert click(v, fit.center) is None
    assert g.zoom == 1.0 and g.offset == (0.0, 0.0)


def test_station_names_appear_on_the_map_once_zoomed_in():
    v = make_view()
    show(v, play_until(task_is("army"), seed=3))
    few = len(v.name_plan())
    for _ in range(6):
        v._zoom(tuple(map(int, v.renderer.node_pos("teatralnaya"))), 1.25)
    assert len(v.name_plan()) > few
    words = {t for t, _s in draw_texts(v, (1280, 720))}
    assert "Teatralnaya" in words


# ----- secrets -------------------------------------------------------------------------------------
def test_own_quests_show_only_to_their_owner():
    s = play_until(lambda s: any(p.quests for p in s.players) and bool(s.stack)
                   and s.stack[-1][0] == "army", seed=4, limit=20000)
    owner = next(i for i, p in enumerate(s.players) if p.quests)
    mine = {K.QUESTS[q]["name"]["en"] for q, _r in s.players[owner].quests}
    other = (owner + 1) % s.n
    v = make_view()
    v.set_state(GAME.player_view(s, owner), [], None, [], None)
    v.viewer = owner
    drawn = {t for t, _s in draw_texts(v, (1280, 720))}
    assert any(m in t for m in mine for t in drawn)
    v2 = make_view()
    v2.set_state(GAME.player_view(s, other), [], None, [], None)
    v2.viewer = other
    drawn2 = " ".join(t for t, _s in draw_texts(v2, (1280, 720)))
    theirs = {K.QUESTS[q]["name"]["en"] for q, _r in s.players[other].quests}
    assert not any(m in drawn2 for m in mine - theirs)


def test_combat_cards_flip_together_and_the_strengths_add_up():
    s = play_until(lambda s: s.combat is not None and s.combat.defender >= 0 and s.combat.revealed,
                   seed=3, limit=20000)
    before = play_until(lambda x: x.combat is not None and x.combat.defender >= 0 and bool(x.stack)
                        and x.stack[-1][0] == "card", seed=3, limit=20000)
    v = make_view()
    v.set_state(GAME.player_view(before, None), [], None, [], None)
    v.set_state(GAME.player_view(s, None), [], None, [], GAME.player_view(before, None))
    assert v.busy  # the flip plays
    v.update(0.1)
    draw_texts(v, (1280, 720))
    v.skip_animations()
    assert not v.busy
    texts = {t for t, _s in draw_texts(v, (1280, 720))}
    for card in s.combat.cards:
        assert K.COMBAT[card]["name"]["en"] in " ".join(texts)
    base, total = v._strengths()
    assert base is not None and total is not None
    assert any("=" in t or t == str(total[0]) for t in texts)


# ----- words ---------------------------------------------------------------------------------------
def test_catalogs_have_the_same_keys_and_real_hungarian():
    assert set(EN) == set(HU)
    joined = " ".join(HU.values())
    assert "ő" in joined and "ű" in joined


def _positions():
    yield play_until(task_is("army"), seed=3)
    yield play_until(task_is("hero_act"), seed=4)
    yield play_until(lambda s: s.combat is not None and bool(s.stack) and s.stack[-1][0] == "card", seed=3, limit=20000)


def _all_words(v: Metro2033View, s) -> list[str]:
    texts = [t for t, _s in draw_texts(v, v.ctx.window_size)]
    for seat in range(s.n):
        texts += v.panel_lines(v.state, seat)
        info = v.panel_hover(seat)
        if info:
            texts += list(info)
    for sid in K.STATIONS:
        texts += list(v.station_info(sid))
    for label, _a in v.extra_choices():
        texts.append(label)
    return texts


def test_no_english_content_names_on_the_hungarian_table():
    english = set()
    for table in (K.FACTIONS, K.HEROES, K.EQUIPMENT, K.QUESTS, K.DANGERS, K.COMBAT, K.LAWS):
        for item in table.values():
            if item["name"]["en"] != item["name"]["hu"]:
                english.add(item["name"]["en"])
    english |= {v for k, v in EN.items() if v != HU[k] and len(v) > 6 and "{" not in v}
    for s in _positions():
        v = make_view(lang="hu")
        show(v, s)
        words = " | ".join(_all_words(v, s))
        bad = sorted(e for e in english if e in words)
        assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_text_is_at_least_14px_at_1280x720(lang):
    for s in _positions():
        v = make_view((1280, 720), lang)
        show(v, s)
        sizes = draw_texts(v, (1280, 720))
        assert sizes and min(sz for _t, sz in sizes) >= 14


def test_a_larger_window_shows_larger_text():
    s = play_until(task_is("army"), seed=3)
    small, big = make_view((1280, 720)), make_view((1920, 1080))
    show(small, s)
    show(big, s)
    assert max(sz for _t, sz in draw_texts(big, (1920, 1080))) > max(sz for _t, sz in draw_texts(small, (1280, 720)))


def test_every_character_of_the_views_words_is_in_the_bundled_font():
    from tests.ui.test_glyphs import missing_glyphs

    texts = list(EN.values()) + list(HU.values())
    for lang in ("en", "hu"):
        for s in _positions():
            v = make_view((1280, 720), lang)
            show(v, s)
            texts += _all_words(v, s)
    missing = missing_glyphs(texts)
    assert not missing, missing


def test_hidden_cards_never_reach_the_drawn_words():
    s = play_until(lambda s: s.combat is not None and bool(s.stack) and s.stack[-1][0] == "card"
                   and s.combat.defender >= 0, seed=3, limit=20000)
    c = s.combat
    watcher = next(i for i in range(s.n) if i not in (c.attacker, c.defender))
    v = make_view()
    v.set_state(GAME.player_view(s, watcher), [], None, [], None)
    v.viewer = watcher
    words = " ".join(t for t, _s in draw_texts(v, (1280, 720)))
    for hand in c.hands:
        for card in hand:
            assert K.COMBAT[card]["name"]["en"] not in words
    assert all(x is HIDDEN for h in v.state.combat.hands for x in h)


def test_a_fight_resolved_at_once_still_plays_its_exchange():
    """The defender's card ends the fight in one step: the two cards (public after the reveal),
    the strengths added up and the result still show, and the table waits for them."""
    from game.engine.match import Step

    for seed in range(1, 40):
        s = play_until(lambda x: x.combat is not None and x.combat.defender >= 0 and bool(x.stack)
                       and x.stack[-1][0] == "card" and x.stack[-1][1] == x.combat.defender, seed=seed, limit=20000)
        if s.combat is None or not s.stack:
            continue
        c = s.combat
        card = GAME.legal_actions(s)[0]
        after = GAME.apply(s, card)
        if after.combat is not None or after.fights <= s.fights:
            continue
        v = make_view()
        before = GAME.player_view(s, None)
        v.set_state(before, [], None, [Step(0, c.attacker, ("play", c.cards[0]), "", True)], None)
        assert K.COMBAT[c.cards[0]]["name"]["en"] not in " ".join(t for t, _s in draw_texts(v, (1280, 720)))
        steps = [Step(1, c.defender, card, "", True)]
        v.set_state(GAME.player_view(after, None), [], None, steps, before)
        assert v.busy
        for _ in range(20):
            v.update(0.1)
        assert not v.busy
        words = " ".join(t for t, _s in draw_texts(v, (1280, 720)))
        assert K.COMBAT[card[1]]["name"]["en"] in words and K.COMBAT[c.cards[0]]["name"]["en"] in words
        sa, sd = after.last_fight[7], after.last_fight[8]
        assert f"= {sa}" in words and f"= {sd}" in words
        c = after.last_fight
        if c[9]:  # who won and who lost, by name
            loser = NAMES[c[3]] if c[9] > 0 else NAMES[c[1]]
            assert f"{loser} – " in words and "loses" in words and "wins" in words
        else:
            assert "draw" in words
        return
    pytest.skip("no fight ended in one step in these games")


def reach_by_steps(v: Metro2033View, a) -> bool:
    """Whether the column's amount controls can be set to show ``a`` (then the strip's button takes it)."""
    if a[0] == "recruit":
        for _ in range(10):
            v.step(("recruit", -1))
        for _ in range(10):
            if a in v.stepper_actions():
                return True
            v.step(("recruit", 1))
        return a in v.stepper_actions()
    v.step(("give", a[1]))
    v.step(("get", a[2]))
    for _ in range(40):
        v.step(("amount", -1))
    for _ in range(40):
        if a in v.stepper_actions():
            return True
        v.step(("amount", 1))
    return a in v.stepper_actions()


def test_every_decision_of_whole_games_is_offered_with_distinct_words():
    """At every decision of a few random games (every phase, setup to game over), each legal
    action is reachable on the table (a station, a card, a button or the list), and the
    buttons or list shown together never read the same."""
    kinds = set()
    drawn_kinds: set[tuple] = set()
    for seed in (1, 2):
        rng = random.Random(seed)
        s = GAME.initial_state(4, {})
        v = make_view()
        while GAME.current_player(s) != TERMINAL:
            cp = GAME.current_player(s)
            if cp == CHANCE:
                outs = GAME.chance_outcomes(s)
                s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
                continue
            legal = show(v, s)
            kinds.add(s.stack[-1][0])
            mapped = {a for st in K.STATIONS for a in v.station_actions(st)}
            shown = [a for _l, a in v.extra_choices()] + v.list_actions()
            ex = [a for a in legal if v.stepped(a) and a[0] == "exchange"]
            sample = [a for a in legal if v.stepped(a) and a[0] == "recruit"] + ex[:1] + ex[-1:]
            assert all(reach_by_steps(v, a) for a in sample)  # the controls reach every amount (a sample)
            stepped = {a for a in legal if v.stepped(a)}
            carded = {a for a in legal if v.carded(a)}
            if carded and (s.stack[-1][0], len(carded)) not in drawn_kinds:  # (each kind of card decision once)
                drawn_kinds.add((s.stack[-1][0], len(carded)))
                # each is a card drawn in the column, in view unscrolled, that takes a click
                draw_texts(v, (1280, 720))
                drawn = {p for _r, k, p in v.hot if k in ("card", "hand")}
                assert {a[1] for a in carded} <= drawn, (s.stack[-1], carded - drawn)
            assert set(legal) <= mapped | set(shown) | stepped | carded
            labels = [v.choice_label(a) for a in shown]
            assert len(set(labels)) == len(labels), labels
            s = GAME.apply(s, rng.choice(legal))
    assert {"faction", "hero", "army", "hero_move", "hero_act", "card", "vote"} <= kinds


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_game_over_names_the_winner_and_why(lang):
    rng = random.Random(5)
    s = GAME.initial_state(3, {"max_rounds": "20"})
    while GAME.current_player(s) != TERMINAL:
        cp = GAME.current_player(s)
        if cp == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
        else:
            s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    v = make_view(lang=lang, n=3)
    v.set_state(GAME.player_view(s, None), [], None, [], None)
    words = " ".join(t for t, _s in draw_texts(v, (1280, 720)))
    assert s.winner >= 0 and NAMES[s.winner] in words
    assert (EN if lang == "en" else HU)[f"over.{s.end_reason}"] in words
    assert v.extra_choices() == [] and click(v, v.map_rect.center) is None


def test_a_drag_may_start_on_a_station_with_nothing_to_do():
    s = play_until(task_is("hero_move"), seed=3)
    v = make_view()
    legal = show(v, s)
    v._zoom(v.map_rect.center, 2.0)
    lit = {a[1] for a in legal if len(a) > 1 and isinstance(a[1], str)}
    idle = next(st for st in K.STATIONS if st not in lit and v.renderer.visible(st)
                and v.map_rect.inflate(-80, -80).collidepoint(v.renderer.node_pos(st)))
    x, y = map(int, v.renderer.node_pos(idle))
    assert click(v, (x, y)) is None
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 30, y), rel=(30, 0), buttons=(1, 0, 0)))
    assert v.renderer.node_pos(idle)[0] == pytest.approx(x + 30, abs=1)


def test_a_law_vote_shows_who_voted_how():
    s = play_until(lambda s: bool(s.stack) and s.stack[-1][0] == "vote" and len(s.votes) >= 1, seed=3, limit=40000)
    v = make_view()
    show(v, s)
    words = " ".join(t for t, _s in draw_texts(v, (1280, 720)))
    voter = s.order()[0]
    assert K.LAWS[s.law_new]["name"]["en"] in words and NAMES[voter] in words and "For:" in words


def test_every_action_anchor_lies_on_the_board_and_takes_its_click():
    """Coordinator's request (issue 19): ``action_anchor`` points at the station, card or control
    a click takes an action with; a click at its centre answers that action (a station with
    several actions selects it, and the strip then offers the action)."""
    checked = 0
    surf = pygame.Surface((1280, 720))
    for seed in (1, 2):
        rng = random.Random(seed)
        s = GAME.initial_state(3, {})
        v = make_view(n=3)
        for _ in range(500):
            cp = GAME.current_player(s)
            if cp == TERMINAL:
                break
            if cp == CHANCE:
                outs = GAME.chance_outcomes(s)
                s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
                continue
            legal = show(v, s)
            if rng.random() < 0.25:
                v.draw(surf)  # the column's items are placed while drawing
                for a in rng.sample(legal, min(len(legal), 8)):
                    r = v.action_anchor(a)
                    if r is None:
                        continue
                    assert v.rect.contains(r), (a, r, v.rect)
                    v.selected = None
                    got = click(v, r.center)
                    offered = [x for _l, x in v.extra_choices()] + v.list_actions()
                    assert got == a or (got is None and a in offered), (a, got)
                    v.selected = None
                    checked += 1
            s = GAME.apply(s, rng.choice(legal))
    assert checked > 40


def test_a_card_with_two_prices_offers_both_in_the_strip():
    """1905 Alliance pays a market card with ammo or with mushroom: a click on the card puts
    both prices in the strip (they are no buttons before, the card is the choice)."""
    from game.games.metro2033.state import replace
    from tests.games.metro2033.metro_helpers import make, player, run

    s = make(["alliance_1905", "red_line"], phase="hero")
    s = replace(player(s, 0, res=(0, 3, 3)), market=("kalash", "gas_mask", "metro_map", "medkit"))
    s = run(s, ("market", 0, 0))
    v = make_view(n=2)
    legal = show(v, s, 0)
    draw_texts(v, (1280, 720))
    assert not any(a[0] == "buy" for _l, a in v.extra_choices())
    r = v.action_anchor(("buy", "kalash", "ammo"))
    assert click(v, r.center) is None and v.message
    labels = [c.label for c in v.extra_choices()]
    assert "Buy Kalash (assault rifle) (1 ammo)" in labels and "Buy Kalash (assault rifle) (1 mushroom)" in labels
    assert all(a in legal for _l, a in v.extra_choices())


def test_a_hero_may_stay_put_from_the_strip_too():
    """Staying put is a hero move onto its own station: a newcomer does not guess a click on the
    station the hero stands at, so the strip offers it as well (issue 17: the strip never leaves
    a legal choice unfound)."""
    s = play_until(task_is("hero_move"), seed=3)
    v = make_view()
    legal = show(v, s)
    seat = GAME.current_player(s)
    stay = ("move", s.players[seat].hero_at)
    assert stay in legal
    strip = {a: label for label, a in v.extra_choices()}
    assert stay in strip and strip[stay].startswith("Stay at")
    assert not any(a[0] == "move" and a != stay for a in strip)  # the other moves stay on the map


def test_the_log_says_a_hero_stayed_put():
    """'hero moves to: Teatralnaya' for a hero that stayed at Teatralnaya read as a move."""
    s = play_until(task_is("hero_move"), seed=3)
    seat = GAME.current_player(s)
    here = s.players[seat].hero_at
    assert "hero stays at: " in GAME.describe(s, ("move", here), "en")
    assert "helyben marad" in GAME.describe(s, ("move", here), "hu")
    other = next(a for a in GAME.legal_actions(s) if a[0] == "move" and a[1] != here)
    assert "moves to" in GAME.describe(s, other, "en")

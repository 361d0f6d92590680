"""Standing-order filters (spec 8.2.1): an order has an optional filter - the place the target
stands at, that place's quality or type, the target's Time left at least / at most n - and a
seat's orders (filters included) are its secret (11). The UI steps through the conditions and
arms with the one shown."""

from __future__ import annotations

import pygame
import pytest

from game.engine import IllegalAction
from game.games.android import text as AT
from game.games.android.content import CONTENT, QUALITIES, TYPES
from game.games.android.state import with_player
from game.games.android.twilight import ORDER_FILTERS
from game.games.android.view import AndroidView
from tests.games.android.anhelp import GAME, act, at, legal, new_game, settle
from tests.games.android.test_view import spy_render_text
from tests.ui import table_harness as H
from tests.ui.table_harness import click
from tests.ui.test_glyphs import missing_glyphs

# Out of Fuel (Rachel's dark deck): "when she enters a location", she loses 1 Time.
CARD = "RD4"
FROM, TO = "hab_block_9", "heinlein_market"  # residential, seedy -> business, normal (1 Time apart)


def _entry(f: str, time_after: int):
    """Rachel (seat 0, active) walks FROM -> TO and has ``time_after`` Time left on arrival;
    seat 1 holds Out of Fuel armed with filter ``f``; seat 2 holds nothing. The state after it."""
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", CARD),), orders=((CARD, f),), twilight=0)
    s = with_player(s, 2, hand=(), orders=())
    s = at(s, 0, FROM, time=time_after + 1, hand=())
    assert ("move", TO) in legal(s)
    s = settle(act(s, "move", TO))
    return s


def _fired(f: str, time_after: int) -> bool:
    s = _entry(f, time_after)
    played = s.players[1].hand == ()
    assert s.time == max(0, time_after - 1) if played else s.time == time_after
    return played


def test_the_map_data_has_the_fields_the_filters_name():
    loc = CONTENT.locations[TO]
    assert (loc.type, loc.quality) == ("business", "normal")
    assert (CONTENT.locations[FROM].type, CONTENT.locations[FROM].quality) == ("residential", "seedy")


def test_an_order_without_a_filter_always_fires():
    assert _fired("", 3)


@pytest.mark.parametrize("n", range(1, 7))
def test_time_at_least_n(n):
    assert _fired(f"t{n}", n)
    assert not _fired(f"t{n}", n - 1)


def test_t3_keeps_its_meaning_three_or_more_time():
    assert _fired("t3", 3) and _fired("t3", 5)
    assert not _fired("t3", 2)
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", CARD),), orders=())
    assert ("arm", CARD, "t3") in legal(s)


@pytest.mark.parametrize("n", range(0, 6))
def test_time_at_most_n(n):
    assert _fired(f"u{n}", n)
    assert not _fired(f"u{n}", n + 1)


def test_place_filter_fires_only_where_the_target_stands_when_it_fires():
    assert _fired(f"at:{TO}", 3)
    assert not _fired(f"at:{FROM}", 3)  # the place he left
    assert not _fired("at:selene_exchange", 3)


def test_place_quality_filter():
    assert _fired("q:normal", 3)
    assert not _fired("q:seedy", 3)  # the quality of the place he left
    assert not _fired("q:ritzy", 3)


def test_place_type_filter():
    assert _fired("k:business", 3)
    assert not _fired("k:residential", 3)  # the type of the place he left
    assert not _fired("k:civic", 3)


def test_a_filter_that_does_not_hold_lets_the_next_seat_play():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", CARD),), orders=((CARD, "q:ritzy"),), twilight=0)
    s = with_player(s, 2, hand=(("rachel:dark", CARD),), orders=((CARD, f"at:{TO}"),), twilight=0)
    s = settle(act(at(s, 0, FROM, time=6, hand=()), "move", TO))
    assert s.players[1].hand and not s.players[2].hand and s.time == 4


def test_every_filter_is_offered_for_every_unarmed_dark_card_in_a_stable_order():
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", "RD4"), ("raymond:dark", "YD1")), orders=(("YD1", "u2"),))
    arms = [a for a in legal(s) if a[0] == "arm"]
    assert [a[2] for a in arms] == list(ORDER_FILTERS)
    assert {a[1] for a in arms} == {"RD4"} and ("disarm", "YD1") in legal(s)
    assert list(ORDER_FILTERS[:2]) == ["", "ask"]
    conds = [*(f"t{n}" for n in range(1, 7)), *(f"u{n}" for n in range(6)),
             *(f"q:{q}" for q in sorted(QUALITIES)), *(f"k:{k}" for k in sorted(TYPES)),
             *(f"at:{lid}" for lid in sorted(CONTENT.locations))]
    # a filter, an ask-me marker, or both (8.2.1): the ask forms come after the plain ones
    plain, asks = ORDER_FILTERS[:2 + len(conds)], ORDER_FILTERS[2 + len(conds):]
    assert set(plain) == {"", "ask", *conds} and len(set(ORDER_FILTERS)) == len(ORDER_FILTERS)
    assert list(asks) == [f"ask|{f}" for f in plain[2:]] and set(asks) == {f"ask|{f}" for f in conds}
    s = act(s, "arm", "RD4", "at:napd")
    assert s.players[1].orders == (("YD1", "u2"), ("RD4", "at:napd")) and s.time == 6


def test_an_unknown_filter_is_refused():
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", CARD),), orders=())
    for bad in ("t7", "u6", "t0", "at:nowhere", "q:shiny", "k:castle", "at:", "x"):
        assert ("arm", CARD, bad) not in legal(s)
        with pytest.raises(IllegalAction):
            GAME.apply(s, ("arm", CARD, bad))


@pytest.mark.parametrize("f", ["t4", "u1", "at:napd", "q:seedy", "k:civic", "ask", "", "ask|t3", "ask|at:napd"])
def test_orders_and_their_filters_stay_secret(f):
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", CARD),), orders=())
    after = act(s, "arm", CARD, f)
    for viewer in (0, 2, None):
        view = GAME.player_view(after, viewer)
        assert view.players[1].orders == ()
        assert f"'{f}'" not in repr(view.players[1]) or f == ""
    assert GAME.player_view(after, 1).players[1].orders == ((CARD, f),)
    pub = GAME.player_view(s, None), GAME.player_view(after, None)
    for lang in ("en", "hu"):
        assert GAME.log_line(pub[0], ("arm", CARD, f), pub[1], lang) is None


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_arm_words_say_the_condition(lang):
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", CARD),), orders=())
    words = {f: GAME.describe(s, ("arm", CARD, f), lang) for f in ORDER_FILTERS}
    assert len(set(words.values())) == len(ORDER_FILTERS)  # every condition reads differently
    assert CONTENT.locations["napd"].name[lang] in words["at:napd"]
    assert "4" in words["t4"] and "2" in words["u2"]
    assert AT.QUALITY_NAMES[lang]["ritzy"] in words["q:ritzy"]
    assert AT.TYPE_NAMES[lang]["civic"] in words["k:civic"]
    if lang == "en":
        assert "at least 3" in words["t3"] and "at most 2" in words["u2"]
        assert "ask me" in words["ask|t3"] and "at least 3" in words["ask|t3"]
    for f in ("t3", "at:napd", "q:ritzy"):  # the ask form says both: ask me, and the condition
        assert AT.filter_words(f, lang) in words[f"ask|{f}"] and AT.filter_words("ask", lang) in words[f"ask|{f}"]
    assert not missing_glyphs("".join(words.values()))


# ----- the orders tab ---------------------------------------------------------------------------
def _table(lang="en", size=(1280, 720), orders=()):
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", CARD), ("raymond:dark", "YD1")), orders=orders)
    v = H.make_view(AndroidView, GAME, 3, size, lang)
    v.set_state(GAME.player_view(s, 1), legal(s), 1, [], None)
    surf = pygame.Surface(v.ctx.window_size)
    v.draw(surf)
    click(v, next(r for r, k, p in v.hot if k == "tab" and p == "orders").center)
    v.draw(surf)
    return s, v, surf


def _step(v, surf, cid, part):
    click(v, next(r for r, k, p in v.hot if k == "order_step" and p == (cid, part, 1)).center)
    v.draw(surf)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_selector_steps_through_the_conditions_and_arm_uses_the_one_shown(lang, size):
    s, v, surf = _table(lang, size)
    arm = next(p for r, k, p in v.hot if k == "action" and p[0] == "arm" and p[1] == CARD and p[2] != "ask")
    assert arm == ("arm", CARD, "")  # "always" until the player steps it
    seen = [v.order_pick(CARD)]
    for _ in range(5):  # the kinds: always, Time at least, Time at most, quality, type, place
        _step(v, surf, CARD, "kind")
        seen.append(v.order_pick(CARD))
    assert seen == ["", "t1", "u0", "q:ritzy", "k:business", f"at:{CONTENT.loc_ids[0]}"]
    _step(v, surf, CARD, "value")
    want = f"at:{CONTENT.loc_ids[1]}"
    assert v.order_pick(CARD) == want
    # the condition is drawn in words, and the other card's selector did not move
    assert v.order_pick("YD1") == ""
    assert v.hover_info(next(r for r, k, p in v.hot if k == "order_step" and p[0] == CARD).center)[1] == \
        AT.filter_words(want, lang)
    buttons = {p for r, k, p in v.hot if k == "action" and p[:2] == ("arm", CARD)}
    assert buttons == {("arm", CARD, want), ("arm", CARD, f"ask|{want}")}  # Ask me keeps the condition
    got = click(v, next(r for r, k, p in v.hot if k == "action" and p == ("arm", CARD, want)).center)
    assert got == ("arm", CARD, want) and got in legal(s)
    ask = click(v, next(r for r, k, p in v.hot if k == "action" and p == ("arm", CARD, f"ask|{want}")).center)
    assert ask == ("arm", CARD, f"ask|{want}") and ask in legal(s)
    _step(v, surf, CARD, "kind")  # wraps round to "always"
    assert v.order_pick(CARD) == ""
    buttons = {p for r, k, p in v.hot if k == "action" and p[:2] == ("arm", CARD)}
    assert buttons == {("arm", CARD, ""), ("arm", CARD, "ask")}  # no condition: the plain ask order


def test_every_click_on_the_orders_tab_is_legal_or_nothing():
    s, v, surf = _table()
    ok = set(legal(s))
    for _ in range(3):
        for rect, kind, _p in list(v.hot):
            if kind == "tab":
                continue
            a = click(v, rect.center)
            assert a is None or a in ok
        v.draw(surf)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_an_armed_card_shows_its_condition(lang, monkeypatch):
    s, v, surf = _table(lang, orders=((CARD, "q:seedy"), ("YD1", "ask|t3")))
    drawn: list[str] = []
    spy_render_text(monkeypatch, drawn.append)
    v.version += 1
    v.draw(surf)
    text = " ".join(drawn)
    for f in ("q:seedy", "t3"):
        assert AT.filter_words(f, lang).split()[-1] in text
    assert v.order_status("ask|t3") in text and AT.filter_words("ask", lang) in v.order_status("ask|t3")
    assert v.card_info(CARD)[1].endswith(v.order_status("q:seedy"))
    disarms = {p for r, k, p in v.hot if k == "action" and p[0] in ("arm", "disarm")}
    assert disarms == {("disarm", CARD), ("disarm", "YD1")}


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_condition_word_exists_in_the_font(lang):
    from game.games.android.view.texts import tr

    words = [AT.filter_words(f, lang) for f in ORDER_FILTERS]
    words += [tr(lang, f"fkind.{k}") for k in ("", "t", "u", "q", "k", "at")]
    words += [tr(lang, k) for k in ("fstep.kind", "fstep.value", "fpick_map", "arm.plain", "arm.ask", "disarm_btn")]
    words += [tr(lang, "armed_if", cond="x"), "◀▶"]
    assert not missing_glyphs("".join(words))
    assert all(w and "fkind" not in w and "fstep" not in w for w in words)


# ----- picking the place of a Place condition on the map ------------------------------------------
def _node(v, lid):
    return tuple(int(c) for c in v.renderer.node_pos(lid))


def _to_place_kind(v, surf, cid):
    while not v.order_pick(cid).startswith("at:"):
        _step(v, surf, cid, "kind")


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_click_on_the_map_sets_the_place_and_arm_uses_it(lang, size, monkeypatch):
    s, v, surf = _table(lang, size)
    _to_place_kind(v, surf, CARD)
    assert v.map_pick_card() == CARD
    for lid in (TO, "selene_exchange", FROM):  # a legal move's place, a far one, his own place
        assert v.renderer.visible(lid)
        assert click(v, _node(v, lid)) is None  # no move: the click answers the orders tab
        v.draw(surf)
        assert v.order_pick(CARD) == f"at:{lid}"
        assert v.order_pick("YD1") == ""  # the other card's selector did not move
        name = CONTENT.locations[lid].name[lang]
        info = v.hover_info(next(r for r, k, p in v.hot if k == "order_step" and p[0] == CARD).center)
        assert name in info[1] and info[1] == AT.filter_words(f"at:{lid}", lang)
    drawn: list[str] = []
    spy_render_text(monkeypatch, drawn.append)
    v.version += 1
    v.draw(surf)
    assert v.t("fpick_map") in drawn  # the hint line
    assert any(CONTENT.locations[FROM].name[lang].split()[-1] in t for t in drawn)
    arm = next(r for r, k, p in v.hot if k == "action" and p == ("arm", CARD, f"at:{FROM}"))
    got = click(v, arm.center)
    assert got == ("arm", CARD, f"at:{FROM}") and got in legal(s)


def test_the_map_moves_as_usual_when_no_card_waits_for_a_place():
    s, v, surf = _table()
    assert ("move", TO) in legal(s)
    _step(v, surf, CARD, "kind")  # Time at least: not a place
    assert v.map_pick_card() is None
    assert click(v, _node(v, TO)) is None  # the first click shows the route
    v.draw(surf)
    assert click(v, _node(v, TO)) == ("move", TO)
    assert v.order_pick(CARD) == "t1"
    # a Place selector, but another tab open: the map moves again
    s, v, surf = _table()
    _to_place_kind(v, surf, CARD)
    click(v, next(r for r, k, p in v.hot if k == "tab" and p == "case").center)
    v.draw(surf)
    assert v.map_pick_card() is None
    before = v.order_pick(CARD)
    click(v, _node(v, TO))
    v.draw(surf)
    assert click(v, _node(v, TO)) == ("move", TO) and v.order_pick(CARD) == before


def test_the_map_click_sets_the_card_whose_selector_was_touched_last():
    s, v, surf = _table()
    _to_place_kind(v, surf, CARD)
    _to_place_kind(v, surf, "YD1")
    assert v.map_pick_card() == "YD1"
    click(v, _node(v, TO))
    assert v.order_pick("YD1") == f"at:{TO}" and v.order_pick(CARD) == f"at:{CONTENT.loc_ids[0]}"
    v.draw(surf)
    _step(v, surf, CARD, "value")
    click(v, _node(v, FROM))
    assert v.order_pick(CARD) == f"at:{FROM}" and v.order_pick("YD1") == f"at:{TO}"


# ----- "ask me" with a condition (8.2.1: a trigger or a single order may be "ask me"; an order has
# an optional filter): "ask|<filter>" asks live only while the filter holds --------------------------
def _ask_entry(f: str, time_after: int, twilight: int = 0, seat2: str | None = None, **opts):
    """As ``_entry``, seat 1's order armed ``f``; seat 2 holds a plain order ``seat2`` (or nothing)."""
    s = new_game(["rachel", "louis", "raymond"], first=0, **opts)
    s = with_player(s, 1, hand=(("rachel:dark", CARD),), orders=((CARD, f),), twilight=twilight)
    hand2 = (("rachel:dark", CARD),) if seat2 is not None else ()
    s = with_player(s, 2, hand=hand2, orders=((CARD, seat2),) if seat2 is not None else (), twilight=0)
    s = at(s, 0, FROM, time=time_after + 1, hand=())
    return settle(act(s, "move", TO))


@pytest.mark.parametrize("f,time_after", [("ask|t3", 3), ("ask|t3", 5), ("ask|u2", 2), ("ask|at:" + TO, 3),
                                          ("ask|q:normal", 3), ("ask|k:business", 1)])
def test_a_conditioned_ask_order_asks_live_when_its_condition_holds(f, time_after):
    s = _ask_entry(f, time_after)
    assert s.queue[0][:4] == ("ask", 1, 0, CARD)
    assert legal(s) == [("dark_yes",), ("dark_no",)] and s.time == time_after
    played = settle(act(s, "dark_yes"))
    assert played.players[1].hand == () and played.time == time_after - 1
    held = settle(act(s, "dark_no"))
    assert held.players[1].hand == (("rachel:dark", CARD),) and held.time == time_after


@pytest.mark.parametrize("f,time_after", [("ask|t3", 2), ("ask|u2", 3), ("ask|at:" + FROM, 3),
                                          ("ask|q:seedy", 3), ("ask|k:residential", 3), ("ask|at:napd", 3)])
def test_a_conditioned_ask_order_neither_asks_nor_plays_when_its_condition_fails(f, time_after):
    s = _ask_entry(f, time_after)
    assert all(t[0] != "ask" for t in s.queue) and s.queue[0][:2] == ("act", 0)
    assert s.players[1].hand == (("rachel:dark", CARD),) and s.time == time_after
    # ... and the window goes on to the next seat's matching order
    s = _ask_entry(f, time_after, seat2="")
    assert all(t[0] != "ask" for t in s.queue)
    assert s.players[1].hand and s.players[2].hand == () and s.time == time_after - 1


@pytest.mark.parametrize("time_after", [0, 1, 2, 3, 6])
def test_plain_ask_is_unchanged_it_asks_whatever_the_time(time_after):
    s = _ask_entry("ask", time_after)
    assert s.queue[0][:4] == ("ask", 1, 0, CARD)
    assert legal(s) == [("dark_yes",), ("dark_no",)] and s.time == time_after


def test_a_hollow_prompt_of_a_conditioned_ask_order_only_when_its_condition_holds():
    """ask_me_always_prompts (default on): an ask order whose trigger fires asks even when its card
    cannot be paid (twilight fully light), so a prompt tells nothing - but a conditioned one only
    while its condition holds; without the option it stays silent."""
    s = _ask_entry("ask|t3", 4, twilight=-4)
    assert s.queue[0][:2] == ("ask", 1) and legal(s) == [("dark_no",)]
    s = _ask_entry("ask|t3", 2, twilight=-4)
    assert all(t[0] != "ask" for t in s.queue) and s.time == 2
    s = _ask_entry("ask|t3", 4, twilight=-4, ask_me_always_prompts="off")
    assert all(t[0] != "ask" for t in s.queue) and s.time == 4


def test_a_conditioned_ask_order_asks_once_per_turn_then_plays_as_armed_while_it_holds():
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", CARD),) * 3, orders=((CARD, "ask|k:business"),), twilight=0)
    s = with_player(s, 2, hand=(), orders=())
    s = settle(act(at(s, 0, FROM, time=8, hand=()), "move", TO))
    assert s.queue[0][:2] == ("ask", 1)
    s = settle(act(s, "dark_no"))
    assert len(s.players[1].hand) == 3 and s.time == 7
    s = settle(act(s, "move", FROM))  # residential: the condition fails, nothing is played
    if s.queue[0][0] == "free":
        s = settle(act(s, "skip"))
    assert s.queue[0][:2] == ("act", 0) and len(s.players[1].hand) == 3
    t = s.time
    s = settle(act(s, "move", TO))  # business again: already asked this turn, so it plays as armed
    if s.queue[0][0] == "free":
        s = settle(act(s, "skip"))
    assert all(q[0] != "ask" for q in s.queue)
    assert len(s.players[1].hand) == 2 and s.time == t - 2


def test_arming_a_conditioned_ask_order_stores_it_and_the_log_says_both():
    s = new_game(["rachel", "louis", "raymond"], first=1)
    s = at(s, 1, FROM, time=6, hand=(("rachel:dark", CARD),), orders=())
    assert ("arm", CARD, "ask|at:napd") in legal(s) and ("arm", CARD, "ask|ask") not in legal(s)
    assert ("arm", CARD, "ask|") not in legal(s)
    after = act(s, "arm", CARD, "ask|at:napd")
    assert after.players[1].orders == ((CARD, "ask|at:napd"),) and after.time == 6
    assert legal(after).count(("disarm", CARD)) == 1
    en = GAME.describe(s, ("arm", CARD, "ask|at:napd"), "en")
    assert "ask me" in en and "NAPD" in en
    hu = GAME.describe(s, ("arm", CARD, "ask|at:napd"), "hu")
    assert "kérdezz" in hu and CONTENT.locations["napd"].name["hu"] in hu

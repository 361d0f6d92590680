"""The Android table view against the real engine: clicks answer only with legal actions, a
move shows its route before it is made, every location, suspect and card has its text on
hover, the Hungarian table names no English content, every character exists in the bundled
font, and a seat's hand and hunches are drawn only on its own table."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.rules import AndroidGame
from game.games.android.view import AndroidView
from game.games.android.view.texts import EFFECTS, WORDS
from tests.ui import table_harness as H
from tests.ui.table_harness import click
from tests.ui.test_glyphs import missing_glyphs

GAME = AndroidGame()


def make_view(size=(1280, 720), lang="en", n=4) -> AndroidView:
    return H.make_view(AndroidView, GAME, n, size, lang)


def play_until(pred, seed=1, n=4, limit=5000):
    """Random play of the real engine until ``pred(state)`` holds at a decision; the state."""
    rng = random.Random(seed)
    s = GAME.initial_state(n, {})
    for _ in range(limit):
        cp = GAME.current_player(s)
        if cp == TERMINAL:
            return s
        if cp == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
            continue
        if pred(s):
            return s
        s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    raise AssertionError("the state never came")


def show(v: AndroidView, s, seat: int | None = None) -> None:
    cp = GAME.current_player(s) if seat is None else seat
    acting = cp if cp >= 0 else None
    legal = list(GAME.legal_actions(s)) if acting is not None and seat is None else []
    v.set_state(GAME.player_view(s, cp if cp >= 0 else 0), legal, acting, [], None)
    surf = pygame.Surface(v.ctx.window_size)
    v.draw(surf)


def act_state(seed=1):
    return play_until(lambda s: s.queue[0][0] == "act" and any(a[0] == "move" for a in GAME.legal_actions(s)), seed)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_clicks_answer_only_with_legal_actions(size):
    v = make_view(size)
    rng = random.Random(5)
    for seed in (1, 2, 3):
        s = act_state(seed)
        show(v, s)
        legal = set(GAME.legal_actions(s))
        got = []
        for lid in LOC_IDS:
            x, y = v.renderer.node_pos(lid)
            for _ in range(2):  # a move answers on the second click
                a = click(v, (int(x), int(y)))
                if a is not None:
                    assert a in legal, a
                    got.append(a)
                    show(v, s)
        for _ in range(300):
            a = click(v, (rng.randrange(size[0]), rng.randrange(size[1])))
            assert a is None or a in legal, a
            if a is not None:
                got.append(a)
                show(v, s)
        assert any(a[0] == "move" for a in got)
        show(v, s)  # no move previewed
        strip = {c.action for c in v.extra_choices()}
        assert ("end",) in strip and strip <= legal  # the rest: the strip's buttons (the table draws them)


LOC_IDS = list(CONTENT.locations)


def test_a_move_shows_its_route_before_it_is_made():
    v = make_view()
    s = act_state()
    show(v, s)
    move = next(a for a in GAME.legal_actions(s) if a[0] == "move")
    pos = tuple(int(c) for c in v.renderer.node_pos(move[1]))
    assert click(v, pos) is None
    assert v.selected == move
    assert [tuple(c) for c in v.extra_choices()] == [(v.choice_label(move), move)]  # Confirm in the prompt strip
    v.draw(pygame.Surface(v.ctx.window_size))  # draws the route banner with Confirm / Cancel
    cancel = next(r for r, k, _p in v.hot if k == "cancel")
    assert click(v, cancel.center) is None and v.selected is None
    assert click(v, pos) is None
    v.draw(pygame.Surface(v.ctx.window_size))
    confirm = next(r for r, k, _p in v.hot if k == "confirm")
    assert click(v, confirm.center) == move
    show(v, s)
    assert click(v, pos) is None
    assert click(v, pos) == move  # or a second click on the place
    cost = v.cost_of(move)
    assert cost is not None and 1 <= cost <= s.time


def test_no_clicks_for_a_bot_or_a_finished_game():
    v = make_view()
    s = act_state()
    v.set_state(GAME.player_view(s, 0), [], None, [], None)
    v.draw(pygame.Surface(v.ctx.window_size))
    for lid in LOC_IDS:
        x, y = v.renderer.node_pos(lid)
        assert click(v, (int(x), int(y))) is None


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_location_and_suspect_has_hover_text(lang):
    v = make_view(lang=lang)
    s = act_state()
    show(v, s)
    for lid in LOC_IDS:
        x, y = v.renderer.node_pos(lid)
        info = v.hover_info((int(x), int(y)))
        assert info is not None and info[0] == CONTENT.locations[lid].name[lang]
        assert v.t(f"type.{CONTENT.locations[lid].type}") in info[1]
        assert v.t("square", g=CONTENT.locations[lid].grid) in info[1]
    assert v.t("bank.hit", n=s.bank_of("hit")) in v.location_info(CONTENT.banks["hit"])[1]
    for st in s.suspects:
        title, body = v.suspect_info(st.id)
        assert title == CONTENT.suspects[st.id].name[lang] and body


def _all_view_texts(v: AndroidView, s) -> list[str]:
    out = []
    for lid in LOC_IDS:
        out += list(v.location_info(lid))
    for st in s.suspects:
        out += list(v.suspect_info(st.id))
    for cid in CONTENT.cards:
        out += list(v.card_info(cid))
    for seat in range(len(s.players)):
        out += v.panel_lines(s, seat)
        out += list(v.panel_hover(seat) or ())
    out += [v.choice_label(a) for a in v.legal]
    for seat in range(len(s.players)):
        out += list(v.detective_info(seat))
    for g in CONTENT.groups:
        out += list(v.group_info(g.id))
    out += [v.piece_words(pid) for pid in [*CONTENT.pieces, "centre"]]
    out += list(v.cell_info((2, 2)))
    out += [w for ld in s.leads for w in v.lead_info(ld.id)]
    out += [w for d in range(1, 13) for w in v.day_info(d)]
    out += list(v.hunch_info("guilty")) + list(v.hunch_info("innocent")) + list(v.events_info())
    return out


def test_the_hungarian_table_names_no_english_content():
    v = make_view(lang="hu")
    s = act_state()
    show(v, s)
    texts = "\n".join(_all_view_texts(v, s))
    english = [x.name["en"] for x in CONTENT.locations.values() if x.name["en"] != x.name["hu"]]
    english += [x.name["en"] for x in CONTENT.cards.values() if x.name["en"] != x.name["hu"]]
    english += [x.name["en"] for x in CONTENT.groups if x.name["en"] != x.name["hu"]]
    english += [x.name["en"] for x in CONTENT.detectives.values() if x.name["en"] != x.name["hu"]]
    english += list(WORDS["en"][k] for k in ("suspects", "hand", "actions", "orders_help", "centre_piece"))
    for x in [*CONTENT.locations.values(), *CONTENT.cards.values(), *CONTENT.groups]:
        texts = texts.replace(x.name["hu"], "")  # "NAPD (rendőrség)" holds "NAPD"
    leaked = [e for e in english if e in texts]
    assert not leaked, leaked[:5]


def test_every_view_character_is_in_the_font():
    texts = [w for lang in WORDS for w in WORDS[lang].values()] + ["×◆▼▲−Σ"]
    texts += [w for lang in EFFECTS for w in EFFECTS[lang].values()]  # card hovers
    for lang in ("en", "hu"):
        v = make_view(lang=lang)
        s = act_state()
        show(v, s)
        texts += _all_view_texts(v, s)
    assert not missing_glyphs(texts)


def test_a_seats_hand_and_hunches_are_drawn_only_on_its_own_table():
    s = act_state()
    seat = GAME.current_player(s)
    other = (seat + 1) % len(s.players)
    v = make_view()
    show(v, s)
    mine = sorted(c for _d, c in s.players[seat].hand)
    cards = sorted(p for _r, k, p in v.hot if k == "card")
    assert cards == mine
    assert sorted(p for _r, k, p in v.hot if k == "hunch") == ["guilty", "innocent"]
    # the other seat's view of the same moment: no card of the acting seat, no hunches of it
    v2 = make_view()
    view = GAME.player_view(s, other)
    v2.set_state(view, [], None, [], None)
    v2.viewer = other
    v2.draw(pygame.Surface(v2.ctx.window_size))
    shown = sorted(p for _r, k, p in v2.hot if k == "card")
    assert shown == sorted(c for _d, c in s.players[other].hand)
    assert AT.sus_name(s.players[seat].guilty, "en") not in v2.hunch_info("guilty")[0] or \
        s.players[seat].guilty == s.players[other].guilty
    assert view.players[seat].guilty is HIDDEN


def test_face_down_evidence_shows_its_value_only_to_who_knows_it():
    s = play_until(lambda s: any(not t.face_up for x in s.suspects for t in x.tokens), seed=4)
    sus = next(x for x in s.suspects if any(not t.face_up for t in x.tokens))
    tok = next(t for t in sus.tokens if not t.face_up)
    outsider = next((i for i in range(len(s.players)) if i not in tok.known_by), None)
    if outsider is None:
        pytest.skip("everyone knows it")
    v = make_view()
    v.set_state(GAME.player_view(s, outsider), [], None, [], None)
    body = v.suspect_info(sus.id)[1]
    assert v.t("unknown_token") in body


def test_figures_leads_and_npcs_on_the_map_have_their_hover():
    s = act_state()
    v = make_view()
    show(v, s)
    kinds = {k for _r, k, _p in v.hot}
    assert {"detective", "lead", "npc"} <= kinds
    for r, k, p in v.hot:
        if k in ("detective", "lead", "npc", "warrant", "day"):
            title, body = v.hover_info(r.center)
            assert title and body, (k, p)


def test_map_zooms_and_pans_and_fits_again():
    v = make_view()
    s = act_state()
    show(v, s)
    g = v.renderer
    before = g.node_pos("root")
    v.mouse = v.map_rect.center
    v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert g.zoom > 1.0
    v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=v.map_rect.center, button=3))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(v.map_rect.centerx + 40, v.map_rect.centery),
                                      rel=(40, 0), buttons=(0, 0, 1)))
    assert g.offset != (0.0, 0.0)
    fit = next(r for r, k in v.buttons if k == "fit")
    assert click(v, fit.center) is None
    assert g.zoom == 1.0 and g.node_pos("root") == before


def _first_game_with(pred, seeds=range(1, 30)):
    """The first random game (by seed) that reaches ``pred``: random play reaches a rare
    decision in some games only, and which ones changes with the engine."""
    for seed in seeds:
        s = play_until(lambda x: pred(x), seed=seed, limit=20000)
        if not s.over:
            return s
    raise AssertionError("no game came to it")


def _click_every_hot(v: AndroidView, s, legal) -> list:
    got = []
    for rect, kind, _p in list(v.hot):
        if kind == "tab":
            continue
        for _ in range(3):
            a = click(v, rect.center)
            assert a is None or a in legal, a
            if a is not None:
                got.append(a)
                break
    return got


def test_the_puzzle_tab_places_a_piece_only_where_the_rules_allow():
    s = _first_game_with(lambda s: s.queue[0][0] == "put_piece")
    v = make_view()
    show(v, s)
    assert v.tab == "puzzle"  # the decision opens its tab
    legal = set(GAME.legal_actions(s))
    puts = [a for a in legal if a[0] == "put"]
    assert puts
    cell = (puts[0][1], puts[0][2])
    rect = next(r for r, k, p in v.hot if k == "cell" and p == cell)
    assert click(v, rect.center) is None and v.selected in puts  # a preview first
    label, action = v.extra_choices()[0]
    assert action == v.selected and label
    empty = next(r for r, k, p in v.hot if k == "cell" and all((a[1], a[2]) != p for a in puts))
    assert click(v, empty.center) is None
    assert v.hover_info(rect.center) is not None
    assert _click_every_hot(v, s, legal) is not None


def test_the_orders_tab_arms_and_disarms_with_legal_actions_only():
    s = play_until(lambda s: s.queue[0][0] == "act" and sum(a[0] == "arm" for a in GAME.legal_actions(s)) > 3, seed=2)
    v = make_view()
    show(v, s)
    click(v, next(r for r, k, p in v.hot if k == "tab" and p == "orders").center)
    v.draw(pygame.Surface(v.ctx.window_size))
    assert v.tab == "orders"
    buttons = [(r, p) for r, k, p in v.hot if k == "action" and p[0] == "arm"]
    assert buttons
    assert not any(a[0] == "arm" for a in v.list_actions())  # not twice
    r, a = buttons[0]
    assert click(v, r.center) == a


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_detective_sheet_has_its_hover(lang):
    s = act_state()
    v = make_view(lang=lang)
    show(v, s)
    v.tab = "detectives"
    v.draw(pygame.Surface(v.ctx.window_size))
    seats = [p for r, k, p in v.hot if k == "detective" and v.side.contains(r)]
    assert seats == list(range(len(s.players)))
    for seat in seats:
        title, body = v.detective_info(seat)
        assert title == CONTENT.detectives[s.players[seat].detective].name[lang]
        assert v.t("twilight", n=s.players[seat].twilight) in body
    for gid in [g.id for g in CONTENT.groups]:
        assert all(v.group_info(gid))


def test_a_suspect_row_answers_a_hit_and_the_events_line_has_its_hover():
    s = play_until(lambda s: s.queue[0][0] in ("hit", "alibi", "look") and GAME.current_player(s) >= 0,
                   seed=1, limit=20000)
    v = make_view()
    show(v, s)
    legal = set(GAME.legal_actions(s))
    rows = [(r, p) for r, k, p in v.hot if k == "suspect"]
    answered = [click(v, r.center) for r, _p in rows]
    assert all(a is None or a in legal for a in answered)
    assert any(a is not None for a in answered)
    ev = next(r for r, k, _p in v.hot if k == "events")
    title, body = v.hover_info(ev.center)
    assert title and v.t("specific") in body


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_fight_offers_its_three_tactics_with_their_outcomes(lang):
    s = next(s for seed in range(1, 40) if not (s := play_until(lambda s: s.queue[0][0] == "fight", seed=seed)).over)
    v = make_view(lang=lang)
    show(v, s)
    tactics = [a for a in v.list_actions() if a[0] == "tactic"]
    assert len(tactics) == 3
    for a in tactics:
        assert v.fight_outcome(a) and v.fight_outcome(a) in v.choice_label(a)
    assert len({v.choice_label(a) for a in tactics}) == 3
    assert not missing_glyphs([v.choice_label(a) for a in tactics])


def test_a_place_with_two_ways_there_offers_both():
    def both(s):
        acts = GAME.legal_actions(s) if s.queue[0][0] == "act" else []
        return bool({a[1] for a in acts if a[0] == "move"} & {a[1] for a in acts if a[0] == "fly"})
    s = play_until(both, seed=2, limit=20000)
    assert not s.over
    v = make_view()
    show(v, s)
    legal = GAME.legal_actions(s)
    lid = next(a[1] for a in legal if a[0] == "move" and ("fly", a[1]) in legal)
    pos = tuple(int(c) for c in v.renderer.node_pos(lid))
    assert click(v, pos) is None
    v.draw(pygame.Surface(v.ctx.window_size))
    offered = [p for _r, k, p in v.hot if k == "confirm"]
    assert sorted(offered) == sorted([("fly", lid), ("move", lid)])
    r = next(r for r, k, p in v.hot if k == "confirm" and p == ("fly", lid))
    assert click(v, r.center) == ("fly", lid)


def step_condition_to(v: AndroidView, cid: str, want: str) -> None:
    """Click the orders tab's condition selector of ``cid`` (kind, then value) until it shows ``want``."""
    from game.games.android.twilight import filter_parts

    surf = pygame.Surface(v.ctx.window_size)
    for _ in range(80):
        if v.order_pick(cid) == want:
            return
        part = "kind" if filter_parts(v.order_pick(cid))[0] != filter_parts(want)[0] else "value"
        click(v, scrolled_to(v, "order_step", (cid, part, 1)).center)
        v.draw(surf)
    raise AssertionError(f"the selector never showed {want}")


def scrolled_to(v: AndroidView, kind: str, payload) -> pygame.Rect:
    """The on-screen rect of a hot item of the open tab, scrolling the tab (as the wheel does)
    until it is in view."""
    surf = pygame.Surface(v.ctx.window_size)
    for scroll in [v.tab_scroll] + list(range(0, v.tab_max + v.px(40), v.px(40))):
        v.tab_scroll = min(scroll, v.tab_max)
        v.draw(surf)
        hit = next((r for r, k, p in v.hot if k == kind and p == payload), None)
        if hit is not None:
            return hit
    raise AssertionError(f"no {kind} {payload} on the tab")


def _click_to(v: AndroidView, a) -> object:
    """Answer ``a`` with clicks only, the way a player would reach it on this table."""
    surf = pygame.Surface(v.ctx.window_size)
    v.draw(surf)
    if a[0] in ("arm", "disarm"):
        click(v, next(r for r, k, p in v.hot if k == "tab" and p == "orders").center)
        v.draw(surf)
        if a[0] == "arm":  # "ask|<condition>": Ask me, with that condition shown ("ask": with none)
            step_condition_to(v, a[1], "" if a[2] == "ask" else a[2].removeprefix("ask|"))
        return click(v, scrolled_to(v, "action", a).center)
    if a[0] == "put":
        cell = next(r for r, k, p in v.hot if k == "cell" and p == (a[1], a[2]))
        for _ in range(8):
            got = click(v, cell.center)
            if got is not None:
                return got
            v.draw(surf)
            if v.selected == a:
                return click(v, next(r for r, k, p in v.hot if k == "confirm" and p == a).center)
        raise AssertionError(f"no way to {a}")
    if a[0] == "place":  # the evidence dialog: face down / up (when both are legal), then the suspect's row
        face = [r for r, k, p in v.hot if k == "ev_face" and p == bool(a[2])]
        if face:
            assert click(v, face[0].center) is None
            v.draw(surf)
        return click(v, next(r for r, k, p in v.hot if k == "ev_suspect" and p[0] == a[1]).center)
    lid = v.target_of(a)
    if lid is not None:
        if v.map_pick_card() is not None:  # the orders tab waits for a place: leave it first
            click(v, next(r for r, k, p in v.hot if k == "tab" and p == "case").center)
            v.draw(surf)
        got = click(v, tuple(int(c) for c in v.renderer.node_pos(lid)))
        if got is not None:
            return got
        v.draw(surf)
        return click(v, next(r for r, k, p in v.hot if k == "confirm" and p == a).center)
    if any(act == a for _label, act in v.extra_choices()):
        return a  # a button of the prompt strip (the table frame draws it)
    v.mouse = (v.side.centerx, v.side.bottom - 12)  # over the action list (the wheel over a tab scrolls the tab)
    for _ in range(60):
        hit = next((r for r, k, p in v.hot if k == "action" and p == a), None)
        if hit is not None:
            return click(v, hit.center)
        v.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        v.draw(surf)
    raise AssertionError(f"{a} is nowhere on the table")


@pytest.mark.parametrize("seed", [7])
def test_a_whole_game_is_played_by_clicks_on_the_table(seed):
    """Every decision of every seat is answered through the view (the map, the puzzle, the
    orders tab, the action list), from what that seat may see, until the game is over."""
    rng = random.Random(seed)
    s = GAME.initial_state(4, {})
    v = make_view()
    decisions = 0
    while GAME.current_player(s) != TERMINAL:
        cp = GAME.current_player(s)
        if cp == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
            continue
        legal = list(GAME.legal_actions(s))
        v.viewer = cp
        v.set_state(GAME.player_view(s, cp), legal, cp, [], None)
        want = rng.choice(legal)
        got = _click_to(v, want)
        assert got == want, (want, got)
        s = GAME.apply(s, got)
        decisions += 1
    assert s.over and decisions > 100


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_game_over_names_the_convicted_suspect_and_each_guilt_total(lang):
    from game.games.android import scoring

    s = play_until(lambda s: False, seed=7, limit=20000)
    assert s.over
    v = make_view(lang=lang)
    v.set_state(GAME.player_view(s, 0), [], None, [], None)
    v.draw(pygame.Surface(v.ctx.window_size))
    killer = scoring.murderer(s)
    words = v.verdict()
    assert v.t("over") in words
    assert (v.t("convicted", s=AT.sus_name(killer, lang)) if killer else v.t("nobody")) in words
    for st in s.suspects:
        if st.alive:
            assert v.t("guilt", n=scoring.suspect_total(st)["total"]) in v.suspect_info(st.id)[1]
    assert not missing_glyphs([words] + [v.suspect_info(st.id)[1] for st in s.suspects])


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_long_calendar_shows_two_weeks_of_seven_days(lang, size):
    """5.2 long_calendar: 14 day cells in the column, week 2 set apart from week 1; each day's
    hover names its week and day of the week and what its end brings (a general event every day
    but W1 D1 and the last; plots at D3 and D6); the last two days are the climax and the last
    one closes the case."""
    from dataclasses import replace

    v = make_view(size, lang)
    s = act_state()
    for today in (3, 14):
        show(v, replace(s, calendar="long_calendar", day=today))
        cells = sorted((p, r) for r, k, p in v.hot if k == "day")
        assert [d for d, _r in cells] == list(range(1, 15))
        rects = [r for _d, r in cells]
        assert all(v.side.contains(r) for r in rects), "the strip fits its column"
        steps = [b.x - a.right for a, b in zip(rects, rects[1:])]
        assert steps[6] > max(steps[:6] + steps[7:]), "the week boundary (after day 7) is a wider gap"
        hover = {d: v._item_info("day", d)[1].split("\n") for d in range(1, 15)}
        t = v.t
        assert t("week_day", w=1, k=7) in hover[7] and t("week_day", w=2, k=1) in hover[8]
        for d in range(1, 15):
            assert (t("day.general_event") in hover[d]) == (d not in (1, 14)), (d, hover[d])
            assert (t("day.plot_resolution") in hover[d]) == (d in (3, 6, 10, 13)), (d, hover[d])
            assert (t("climax") in hover[d]) == (d in (13, 14)), (d, hover[d])
            assert (t("day.close") in hover[d]) == (d == 14), (d, hover[d])
            assert (t("today") in hover[d]) == (d == today)
        assert t("day.specific_event") in hover[8] and t("day.week_start") in hover[8]
        assert v._item_info("day", 1)[0] == t("calendar", d=1, n=14)


def test_the_events_line_tells_no_event_yet_from_none_in_effect(monkeypatch):
    """The events line names the events in effect; before the first one "no event yet", after
    events have come and gone "none in effect" (never "no event yet" late in the game)."""
    from dataclasses import replace

    v = make_view()
    s = act_state()
    a, b = [e for e in CONTENT.events if CONTENT.events[e].kind == "general"][:2]
    for track, shown, hidden in (((), v.t("no_events"), v.t("no_events_now")),
                                 (((a, False), (b, False)), v.t("no_events_now"), v.t("no_events")),
                                 (((a, False), (b, True)), v.event_name(b), v.t("no_events_now"))):
        seen: list[str] = []
        spy_render_text(monkeypatch, seen.append)
        show(v, replace(s, track=track))
        words = " ".join(seen)  # a long events line is wrapped between words
        assert shown in words and hidden not in words, (track, seen)


def spy_render_text(monkeypatch, sink) -> None:
    """Record every string any module of the Android view renders (``sink(text)``)."""
    import importlib
    import pkgutil

    import game.games.android.view as pkg

    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        real = getattr(mod, "render_text", None)
        if real is not None:
            monkeypatch.setattr(mod, "render_text", lambda text, *a, _real=real, **k: (sink(str(text)), _real(text, *a, **k))[1])


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_orders_tab_of_a_public_view_says_why_it_is_empty(lang):
    """While a bot plays with two humans at the screen no seat's orders are drawn (issue 17);
    the tab says so instead of staying blank."""
    v = make_view(lang=lang)
    s = play_until(lambda s: s.queue[0][0] == "act", seed=3)
    said: list[str] = []
    real = v._para
    v._para = lambda surface, text, *a, **k: (said.append(text), real(surface, text, *a, **k))[1]
    v.tab = "orders"
    v.set_state(GAME.player_view(s, None), [], None, [], None)
    v.draw(pygame.Surface(v.ctx.window_size))
    assert v.t("orders_hidden") in said
    said.clear()
    show(v, s)  # the seat's own table: its orders, not the notice
    assert v.t("orders_hidden") not in said


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_hint_line_is_drawn_whole_at_1280x720(lang, monkeypatch):
    """'Paklik: kattints egy' ended the Hungarian hint at 1280x720: its third line was dropped."""
    from game.games.android.view import column

    v = make_view(lang=lang)
    s = act_state(1)
    drawn: list[str] = []
    real = column.render_text
    monkeypatch.setattr(column, "render_text", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    show(v, s)
    hint = v.hint()
    assert hint
    tail = hint.split()[-1]
    assert any(line.endswith(tail) for line in drawn), (hint, drawn[-4:])


def test_a_tab_a_decision_opened_closes_with_it():
    """Using a lead opens the Conspiracy tab; once the lead is used as evidence the turn goes on
    and the Case tab (the hand, the decks) is back - the hint said 'Hand: click a lit card' over
    the conspiracy grid. A tab the player opened himself stays."""
    s = play_until(lambda s: s.queue[0][0] == "lead_use", seed=3)
    v = make_view()
    show(v, s)
    assert v.tab == "puzzle"
    rng = random.Random(2)
    s = GAME.apply(s, ("evidence",))
    for _ in range(50):
        cp = GAME.current_player(s)
        if cp >= 0 and s.queue[0][0] == "act":
            break
        if cp == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
        else:
            legal = [a for a in GAME.legal_actions(s) if a[0] not in ("reveal", "dig")] or GAME.legal_actions(s)
            s = GAME.apply(s, rng.choice(list(legal)))
    assert s.queue[0][0] == "act"
    show(v, s)
    assert v.tab == "case"
    click(v, next(r for r, k, p in v.hot if k == "tab" and p == "detectives").center)
    show(v, s)
    assert v.tab == "detectives"


def test_a_refusal_goes_away_once_a_click_is_taken():
    """The reason a far place was refused stayed in the strip under the next move's route
    preview ('Heinlein Colonial Authority is 7 map squares away...' beside 'Go to Wyldside')."""
    v = make_view()
    s = act_state()
    show(v, s)
    reach = {a[1] for a in GAME.legal_actions(s) if a[0] in ("move", "fly")}
    far = next(lid for lid in LOC_IDS if lid not in reach and v.renderer.visible(lid))
    assert click(v, tuple(int(c) for c in v.renderer.node_pos(far))) is None and v.message
    move = next(a for a in GAME.legal_actions(s) if a[0] == "move")
    assert click(v, tuple(int(c) for c in v.renderer.node_pos(move[1]))) is None and v.selected == move
    assert v.message == ""


def test_a_seat_panel_keeps_every_count_within_the_tables_four_lines():
    """The table shows a panel's first four lines (MAX_PANEL_LINES): the active first player's
    Favors were the fifth and never shown. Counts share a line, which the table breaks at " · "."""
    from game.ui.table.panels import MAX_PANEL_LINES

    v = make_view()
    s = act_state(1)
    show(v, s)
    for seat in range(len(s.players)):
        lines = v.panel_lines(GAME.player_view(s, seat), seat)
        assert len(lines) <= MAX_PANEL_LINES, lines
        assert any(v.t("favors", c=0, p=0, so=0, st=0)[:3] in x for x in lines)


def test_nobody_is_first_player_before_it_is_drawn():
    """With a random first player, seat 1 read 'first player' during the setup draws, before the
    draw that picks him (then another seat started)."""
    v = make_view()
    s = play_until(lambda s: any(t[0] == "first" for t in s.queue) and s.queue[0][0] != "first")
    for seat in range(4):
        assert not any(v.t("first") in x for x in v.panel_lines(GAME.player_view(s, seat), seat))
    s = act_state(1)
    assert any(v.t("first") in x for x in v.panel_lines(GAME.player_view(s, s.first_player), s.first_player))

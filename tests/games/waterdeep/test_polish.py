"""Player-facing polish of Lords of Waterdeep: short button labels, the player-panel hover
with every seat's public quests (never another seat's Lord), Hungarian view texts and the
Bidding War tray."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.engine.match import Match
from game.engine.text import personalize
from game.games.waterdeep.cardtext import building_info, intrigue_info, quest_info
from game.games.waterdeep.content import NAME_HU
from game.games.waterdeep.rules import WaterdeepGame
from game.games.waterdeep.view import WaterdeepView
from game.games.waterdeep.words import seat_name
from game.ui.game_view import Choice, GameView, ViewContext
from tests.ui import table_harness as H
from tests.ui.table_harness import display  # noqa: F401  (the module's display fixture)

GAME = WaterdeepGame()


pytestmark = pytest.mark.usefixtures("display")


def make_view(n, lang="en", size=(1280, 720)):
    w, h = size
    return H.make_view(WaterdeepView, GAME, n, size, lang, anim=0.0, rect=pygame.Rect(0, 36, w - 270, h - 120),
                       names=[f"Seat{i}" for i in range(n)], tr=lambda k, **f: k)


def random_decisions(games=14, seed=0):
    """Yield (match, acting seat, its view, legal) at every decision of several random games."""
    for g in range(games):
        n = 2 + g % 4
        m = Match(GAME, n, ["random"] * n, seed=seed + g)
        rng = random.Random(seed + g)
        m.advance()
        while not m.is_over:
            seat = m.current_player
            legal = list(m.legal_actions())
            yield m, seat, m.view_for(seat), legal
            m.submit(rng.choice(legal))
            m.advance()


def test_labels_are_orders_distinct_and_never_name_the_deciding_seat():
    """Issue 17's rule for every choice: an order (not the log line), non-empty, whole (no
    "…"), no ids or reprs, distinct within a decision, with a tooltip."""
    kinds = set()
    checked = 0
    for _m, seat, vs, legal in random_decisions():
        for lang in ("en", "hu"):
            labels = [GAME.label(vs, a, lang) for a in legal]
            assert len(set(labels)) == len(labels), labels
            for a, lab in zip(legal, labels, strict=True):
                assert lab.strip() and "…" not in lab and "_" not in lab and "'," not in lab and "(\'" not in lab, (a, lab)
                assert lab != GAME.describe(vs, a, lang), (a, lab)
                assert seat_name(seat, lang) not in lab, (a, lab)
                tip = GAME.choice_tip(vs, a, lang)
                assert tip.strip() and tip != lab and "_" not in tip, (a, tip)
                kinds.add(a[0])
                checked += 1
    assert checked > 5000
    assert {"place", "pass", "complete", "cube", "quest", "building", "intrigue"} <= kinds


def test_label_examples():
    m = Match(GAME, 3, ["random"] * 3, seed=4)
    m.advance()
    rng = random.Random(4)
    while m.state.stack[-1][0] != "quest_step":
        m.submit(rng.choice(m.legal_actions()))
        m.advance()
    vs = m.view_for(m.current_player)
    assert GAME.label(vs, ("pass",), "en") == "End turn"
    assert GAME.label(vs, ("pass",), "hu") == "Forduló vége"
    assert GAME.choice_tip(vs, ("pass",), "en") == "End your turn without completing a quest."
    assert GAME.describe(vs, ("pass",), "en") == f"Player {m.current_player + 1} completes no quest"
    assert GAME.label(vs, ("cube", "F"), "en") == "Take 1 fighter"
    assert GAME.label(vs, ("cube", "F"), "hu") == "Vegyél el 1 harcost"
    assert GAME.label(vs, ("complete", "Train Bladesingers"), "en") == "Complete Train Bladesingers (3 fighters, 1 wizard)"
    place = replace(vs, stack=vs.stack + (("place", 0, "turn", ""),))
    assert GAME.label(place, ("place", "house_of_wonder"), "en") == "Place on House of Wonder (2 gold)"
    assert GAME.label(place, ("place", "h2"), "en") == "Place on Harbor space 2"
    assert GAME.label(place, ("place", "h2"), "hu") == "Rakj ügynököt: 2. kikötői hely"
    assert GAME.label(place, ("place", "three_pearls"), "en") == "Place on The Three Pearls (2 adventurers)"


def test_prompt_buttons_are_choices_with_orders_tips_and_the_end_of_turn():
    seen, ends = 0, 0
    for m, seat, vs, legal in random_decisions(games=6, seed=50):
        if m.state.stack[-1][0] not in ("quest_step", "gain_choice", "favor", "sa_type", "gift", "bid_pick", "place"):
            continue
        v = make_view(m.num_players)
        v.set_state(vs, legal, seat, [], None)
        for c in v.extra_choices():
            assert isinstance(c, Choice)
            assert c.label == personalize(GAME.label(vs, c.action, "en"), v.names, "en")
            assert c.tip == personalize(GAME.choice_tip(vs, c.action, "en"), v.names, "en") and c.tip
            assert f"Player {seat + 1}" not in c.label and v.names[seat] not in c.label
            assert c.end_turn == (c.action in (("pass",), ("stay",)) and vs.stack[-1][0] in ("quest_step", "place"))
            ends += c.end_turn
            seen += 1
        if seen > 40 and ends > 3:
            break
    assert seen > 10 and ends > 3


def test_panel_hover_contract_default_is_none():
    assert GameView(ViewContext(game=GAME, names=[], seats=[], colours=[], shapes=[])).panel_hover(0) is None


def test_panel_hover_shows_public_quests_and_hides_other_lords():
    checked = 0
    for m, seat, vs, _legal in random_decisions(games=5, seed=80):
        if m.state.round < 2 or m.num_players < 3:
            continue
        for lang in ("en", "hu"):
            v = make_view(m.num_players, lang)
            v.set_state(vs, [], None, [], None)
            v.viewer = seat
            for other, p in enumerate(m.state.players):
                title, body = v.panel_hover(other)
                assert v.names[other] in title
                loc = (lambda n: NAME_HU.get(n, n)) if lang == "hu" else (lambda n: n)  # noqa: E731
                for q in p.quests:
                    assert loc(q) in body
                for q in p.completed:
                    assert loc(q) in body
                for k, o, _st in m.state.buildings:
                    if o == other:
                        from game.games.waterdeep.cardtext import building_title

                        assert building_title(k, lang) in body
                for third, tp in enumerate(m.state.players):
                    if third != seat:
                        assert loc(tp.lord) not in body, (tp.lord, body)
                        for card in tp.intrigue:
                            if card not in m.state.players[seat].intrigue:
                                assert loc(card) not in body
                if other == seat:
                    assert loc(p.lord) in body
                else:
                    assert str(len(p.intrigue)) in body
            checked += 1
        break
    assert checked == 2


def test_table_shows_the_panel_hover_tooltip(monkeypatch):
    from game.ui.scenes import table as table_mod
    from tests.ui.helpers import make_app, step

    shown: list[tuple[str, str | None]] = []
    real = table_mod.draw_tooltip

    def spy(surface, text, pos, size, title=None, max_width=None):
        shown.append((text, title))
        real(surface, text, pos, size, title=title, max_width=max_width)

    monkeypatch.setattr(table_mod, "draw_tooltip", spy)
    app = make_app()
    app.new_match("waterdeep", 3, ["human", "random", "random"], None, 5, {})
    t = app.scenes.top
    for _ in range(60):
        step(app)
        if t.match.state.players[1].quests and t.match.current_player == 0 and not t.view.busy:
            break
    true = t.match.state
    assert true.players[1].quests
    r = t.panel_rect(1)
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    shown.clear()
    step(app, 2)
    assert shown, "no tooltip over the opponent's panel"
    text, title = shown[-1]
    assert t.match.names[1] in (title or "")
    assert any(q in text for q in true.players[1].quests)
    for seat in (1, 2):
        assert true.players[seat].lord not in text
    # the viewer's own panel shows their own Lord; the others' never
    r0 = t.panel_rect(0)
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r0.center, rel=(0, 0), buttons=(0, 0, 0)))
    shown.clear()
    step(app, 2)
    text0 = shown[-1][0]
    assert true.players[0].lord in text0
    assert true.players[1].lord not in text0 and true.players[2].lord not in text0


def test_hungarian_view_texts_differ_from_english():
    m = Match(GAME, 3, ["random"] * 3, seed=7)
    m.advance()
    rng = random.Random(7)
    for _ in range(60):
        m.submit(rng.choice(m.legal_actions()))
        m.advance()
    seat = m.current_player
    vs = m.view_for(seat)
    en, hu = make_view(3, "en"), make_view(3, "hu")
    for v in (en, hu):
        v.set_state(vs, list(m.legal_actions()), seat, [], None)
    for pos in (en.L.cliff_cards[0].center, en.L.spaces["aurora"].center, en.L.hall_cards[0].center, en.L.decks.center):
        a, b = en.hover_info(pos), hu.hover_info(pos)
        assert a and b and a != b
    assert en.panel_hover(1) != hu.panel_hover(1)
    assert "GYP" in hu.panel_hover(1)[1] and "Kocsma" in hu.panel_hover(1)[1]
    assert en.panel_lines(vs, 1) != hu.panel_lines(vs, 1)
    q = vs.cliffwatch[0]
    assert "Jutalom" in quest_info(q, "hu")[1] and "Reward" in quest_info(q, "en")[1]
    assert quest_info(q, "hu")[0] == NAME_HU[q] != q  # card names are translated too (issue 8)
    assert "Ár: " in building_info("tower_of_luck", lang="hu")[1]
    assert "Intrikus kártya" in intrigue_info("Ambush", "hu")[1]


def _bid_pick_match():
    for seed in range(400):
        m = Match(GAME, 3, ["random"] * 3, seed=seed)
        rng = random.Random(seed)
        m.advance()
        while not m.is_over:
            if m.state.stack[-1][0] == "bid_pick":
                return m
            m.submit(rng.choice(m.legal_actions()))
            m.advance()
    pytest.skip("no Bidding War in the sample")


def test_bidding_war_quests_are_hoverable_cards():
    m = _bid_pick_match()
    seat = m.current_player
    vs = m.view_for(seat)
    legal = list(m.legal_actions())
    for lang in ("en", "hu"):
        v = make_view(3, lang)
        v.set_state(vs, legal, seat, [], None)
        assert [q for q, _r in v.reveal_cards] == list(vs.reveal)
        for q, r in v.reveal_cards:
            title, body = v.hover_info(r.center)
            assert title == (NAME_HU[q] if lang == "hu" else q) and ("Reward" in body or "Jutalom" in body)
        q, r = v.reveal_cards[0]
        a = v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
        assert a == ("quest", q) and a in legal
        assert v.extra_choices() == []
        v.draw(pygame.Surface((1280, 720)))
        assert (NAME_HU[q] if lang == "hu" else q) in v.visible_text
    # an onlooker sees the tray too, without being able to pick
    other = (seat + 1) % 3
    v = make_view(3)
    v.set_state(m.view_for(other), [], None, [], None)
    assert v.reveal_cards
    assert v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=v.reveal_cards[0][1].center, button=1)) is None

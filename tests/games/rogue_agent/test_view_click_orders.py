"""Issue 17: a location lit for an order taken by clicking it (which bomb ticks next, which
assassin strikes next) answers a hover with that order and what it does, then the location's
card; it used to show only the card."""

from __future__ import annotations

import pytest

from game.games.rogue_agent import engine as E
from tests.games.rogue_agent.helpers import GAME, bomb, city, legal, replace, top
from tests.games.rogue_agent.test_view_hover import hover
from tests.games.rogue_agent.test_view_table import draw_texts, make_view


def bomb_order():
    s = city(police="B3", director=2)
    s = bomb(bomb(bomb(s, "M4", 3), "M4", 2), "T2", 4)
    s = E.advance(E.push(replace(s, stack=()), ("bombs_tick",)))
    assert top(s)[:3] == ("D", 2, "bomb_order")
    return s


@pytest.mark.parametrize(("lang", "order", "card"), [("en", "Tick the bomb at {place} next", "The bombs here tick now"),
                                                     ("hu", "Ketyegjen következőként a(z) {place} bombája", "")])
def test_a_bomb_to_tick_next_says_what_the_click_does(lang, order, card):
    from game.games.rogue_agent.text import hu_articles, place_name
    s = bomb_order()
    v = make_view(lang=lang)
    v.set_state(s, legal(s), 2, [], None)
    draw_texts(v, (1280, 720))
    pos = v.tile_rect("T2").center
    hover(v, pos)
    title, body = v.hover_info(pos)
    place = place_name(s, "T2", lang)
    want = order.format(place=place)
    assert title == (hu_articles(want) if lang == "hu" else want)
    assert card in body and place in body  # what it does, then the location's card
    assert title == GAME.label(s, ("bomb", "T2"), lang)


def test_a_seat_not_deciding_sees_the_card():
    s = bomb_order()
    v = make_view()
    v.set_state(s, [], None, [], None)
    draw_texts(v, (1280, 720))
    pos = v.tile_rect("T2").center
    hover(v, pos)
    title, _body = v.hover_info(pos)
    from game.games.rogue_agent.text import place_name
    assert title == place_name(s, "T2", "en")

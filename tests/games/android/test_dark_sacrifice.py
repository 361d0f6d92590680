"""Paying a dark card (spec 8.1 "Paying a cost", 8.2.1): a dark card costs a light shift; while
paying, its player may sacrifice other twilight cards - each light card (the opposite colour)
lowers the shift by 1, each dark card (the same colour) raises it by 1 - and the payment must fit
the track (twilight - shift >= -TWILIGHT_HALF). Asked live ("ask me"), a seat chooses its
sacrifices then; an armed order fixes none (the spec's default), so it plays only what it can pay
outright."""

from __future__ import annotations

import pygame
import pytest

from game.games.android.flow import R
from game.games.android.state import with_player
from game.games.android.view import AndroidView
from tests.games.android.anhelp import GAME, act, at, legal, new_game, settle
from tests.ui import table_harness as H

CARD = "RD4"  # Out of Fuel (Rachel's dark deck), cost 1: "when she enters a location", -1 Time
LIGHT = ("louis:light", "LL1")  # one of Louis's own light cards
OTHER_DARK = ("rachel:dark", "RD5")
FROM, TO = "hab_block_9", "heinlein_market"
HALF = R["twilight_half"]


def _entry(order: str, twilight: int, extra: tuple = (LIGHT,)):
    """Rachel (seat 0) walks FROM -> TO with 3 Time; Louis (seat 1) holds Out of Fuel armed with
    ``order`` plus ``extra`` cards, at ``twilight``; Raymond (seat 2) holds nothing."""
    s = new_game(["rachel", "louis", "raymond"], first=0)
    s = with_player(s, 1, hand=(("rachel:dark", CARD),) + extra, orders=((CARD, order),), twilight=twilight)
    s = with_player(s, 2, hand=(), orders=())
    s = at(s, 0, FROM, time=4, hand=())
    return settle(act(s, "move", TO))


def test_asked_live_a_light_card_sacrificed_makes_an_unpayable_dark_card_payable():
    s = _entry("ask", -HALF)  # fully light shifted: cost 1 does not fit without a sacrifice
    assert s.queue[0][0] == "ask" and ("dark_yes",) in legal(s)
    s = act(s, "dark_yes")
    assert s.queue[0][0] == "pay"
    assert ("paid",) not in legal(s), "the full cost does not fit the track"
    assert ("sac", *LIGHT) in legal(s)
    s = act(s, "sac", *LIGHT)
    assert ("paid",) in legal(s)
    s = settle(act(s, "paid"))
    louis = s.players[1]
    assert louis.twilight == -HALF, "the sacrifice paid the whole shift"
    assert louis.hand == () and LIGHT[1] in s.discard_pile(LIGHT[0]) and CARD in s.discard_pile("rachel:dark")
    assert s.time == 2, "Out of Fuel took 1 Time from Rachel (3 left after the move)"


def test_a_dark_card_sacrificed_raises_the_light_shift():
    s = _entry("ask", 0, extra=(OTHER_DARK,))
    s = act(s, "dark_yes")
    assert ("paid",) in legal(s) and ("sac", *OTHER_DARK) in legal(s)
    s = settle(act(act(s, "sac", *OTHER_DARK), "paid"))
    assert s.players[1].twilight == -2, "cost 1 plus 1 for the same-colour sacrifice"


def test_a_sacrifice_that_would_not_fit_the_track_is_not_offered():
    """A shift of 2 would pass the end of the track: with nothing else to sacrifice the card is
    paid at once (no pay step with a single choice)."""
    s = _entry("ask", -HALF + 1, extra=(OTHER_DARK,))
    s = settle(act(s, "dark_yes"))
    assert s.queue[0][0] != "pay"
    assert s.players[1].twilight == -HALF and s.players[1].hand == (OTHER_DARK,) and s.time == 2


def test_an_armed_order_fixes_no_sacrifice_so_an_unpayable_card_stays_in_hand():
    s = _entry("", -HALF)
    assert s.players[1].hand == (("rachel:dark", CARD), LIGHT), "nothing played, nothing sacrificed"
    assert s.time == 3


def test_an_armed_order_pays_the_full_cost_as_before():
    s = _entry("", 0)
    assert s.players[1].twilight == -1 and s.players[1].hand == (LIGHT,) and s.time == 2


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_table_offers_the_sacrifices_and_the_payment(lang):
    """The asked seat pays as for a light card: the strip offers every card it may sacrifice (also
    a click on the card in the hand) and, once the rest fits the track, paying."""
    s = act(_entry("ask", 0, extra=(LIGHT, OTHER_DARK)), "dark_yes")
    v = H.make_view(AndroidView, GAME, 3, (1280, 720), lang)
    v.set_state(GAME.player_view(s, 1), legal(s), 1, [], None)
    v.draw(pygame.Surface(v.ctx.window_size))
    offered = {a for _label, a in v.extra_choices()}
    assert offered == {("sac", *LIGHT), ("sac", *OTHER_DARK), ("paid",)} == set(legal(s))
    assert all(v.choice_label(a) for a in offered)
    assert GAME.prompt(GAME.player_view(s, 1), lang)
    for card in (LIGHT, OTHER_DARK):  # a click on the card in the hand sacrifices it
        r = next(r for r, k, p in v.hot if k == "card" and p == card[1])
        assert H.click(v, r.center) == ("sac", *card)

"""Issue 17 for Android at the table: the turn offers moves on the map, cards in the hand and the
few other actions as the strip's buttons (folded into menus where there are many), End turn
always marked; a click on a card picks it, a second plays it; a refused click on the map says
why with its numbers."""

from __future__ import annotations

import pygame
import pytest

from game.games.android import board, labels
from game.games.android.content import CONTENT
from game.games.android.view import AndroidView
from tests.games.android.anhelp import GAME, at, legal, new_game
from tests.ui import table_harness as H


def _view(s, lang="en", size=(1280, 720)):
    v = H.make_view(AndroidView, GAME, s.num_players, size, lang)
    seat = GAME.current_player(s)
    v.set_state(GAME.player_view(s, seat), legal(s), seat, [], None)
    v.draw(pygame.Surface(size))
    return v


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_turn_strip_folds_cards_and_decks_and_marks_end_turn(lang):
    s = new_game(["louis", "rachel", "raymond"], first=0)
    v = _view(s, lang)
    strip = v.extra_choices()
    ends = [c for c in strip if c.end_turn]
    assert [c.action for c in ends] == [("end",)]
    assert not any(c.action[0] in ("move", "fly", "arm", "disarm") for c in strip)  # the map, the Orders tab
    heads = {c.group.partition("/")[0] for c in strip if c.group}
    singles = [c for c in strip if not c.group]
    assert len(heads) + len(singles) <= 12, "no flat row of more than about a dozen"
    for c in strip:
        if c.action[0] in ("draw", "discard", "play"):
            assert c.group, c
    assert all(c.tip for c in strip)


def test_a_card_click_picks_then_plays():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    play = next((a for a in legal(s) if a[0] == "play"), None)
    if play is None:
        pytest.skip("no playable light card in this deal")
    v = _view(s)
    r = next(r for r, k, p in v.hot if k == "card" and p == play[1])
    assert H.click(v, r.center) is None and v.card_pick == play[1]
    last = v.extra_choices()[-3:]  # the card's Play and Discard, then End turn: never folded into More
    assert {c.action for c in last[:2]} == {play, ("discard", play[1])} and not any(c.group for c in last)
    assert last[2].action == ("end",) and last[2].end_turn
    v.draw(pygame.Surface((1280, 720)))
    r = next(r for r, k, p in v.hot if k == "card" and p == play[1])
    assert H.click(v, r.center) == play


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_refused_click_on_the_map_names_the_rule_and_the_numbers(lang):
    s = new_game(["louis", "rachel", "raymond"], first=0)
    ruler = CONTENT.detectives["louis"].ruler
    here, restricted = next((h, lid) for h in CONTENT.locations for lid in board.ruler_targets(h, ruler)
                            if CONTENT.locations[lid].restricted and not CONTENT.locations[h].restricted)
    s = at(s, 0, here, time=2, passes=0, warrants=())
    why = labels.refusal(s, 0, restricted, lang)
    assert "3" in why and "2" in why and CONTENT.locations[restricted].name[lang] in why, why
    v = _view(s, lang)
    x, y = (int(c) for c in v.renderer.node_pos(restricted))
    assert H.click(v, (x, y)) is None and v.message == why
    assert labels.refusal(at(s, 0, here, time=0), 0, restricted, lang) == labels._o(lang, "no_time")


def test_a_free_or_extra_draw_is_a_click_on_a_lit_deck():
    """Rachel's extra draws at setup and the free ritzy/seedy draw are answered on the decks too."""
    from tests.games.android.test_view import play_until

    s = play_until(lambda s: s.queue[0][0] in ("free", "extra_draw") and any(a[0] == "take" for a in legal(s)))
    v = _view(s)
    takes = {a for a in legal(s) if a[0] == "take"}
    lit = {p for r, k, p in v.hot if k == "action" and p[0] == "take"}
    assert lit == takes and v.t("hint.decks") in v.hint()
    r = next(r for r, k, p in v.hot if k == "action" and p in takes)
    assert H.click(v, r.center) in takes

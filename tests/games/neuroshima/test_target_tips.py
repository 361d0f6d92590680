"""Issue 17: over a lit target the tooltip says what the click does, not the card of the unit
standing there (right-click or F1 still opens that): a rocket's path and what it hits, the
Sharpshooter's target, an air strike's wounded units around the centre under the pointer (and the
tooltip keeps off those 7 lit hexes)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.view.info import tile_text
from tests.ui.table_harness import display  # noqa: F401  (the module's display fixture)

from .nshelp import build, play
from .test_view import T07, _battle_choice_state, _run, new_view

pytestmark = pytest.mark.usefixtures("display")
G = NeuroshimaGame()


def hover(v, h):
    x, y = v.board.center(h)
    pos = (int(x), int(y))
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return v.hover_info(pos)


def view_of(s, prev=None, lang="en", seat=0):
    v = new_view(G, 2, (1280, 720))
    v.ctx.lang = lang
    v.set_state(s, G.legal_actions(s), seat, [], prev)
    _run(v)
    return v


@pytest.mark.parametrize(("lang", "title", "words"), [
    ("en", "Fire the rocket into the {unit}", "It hits {unit}"),
    ("hu", "Lődd a rakétát ebbe: {unit}", "Eltalálja: {unit}")])
def test_a_rocket_target_tells_where_the_rocket_flies_and_what_it_hits(lang, title, words):
    pieces = [("ny.rocket_launcher", (0, 2), 0), ("nj.slicer", (1, 0), 0), ("nj.hq", (-1, 1), 0), ("ny.hq", (2, -2), 0)]
    prev, s = _battle_choice_state(pieces)
    v = view_of(s, prev, lang)
    got = hover(v, (1, 0))
    assert got is not None
    t, body = got
    card_title, _card = tile_text("nj.slicer", lang)
    assert t.startswith(title.format(unit=card_title)) and t != card_title
    assert words.format(unit=card_title) in body
    assert ("Right-click" if lang == "en" else "Jobb klikk") in body


def test_a_sharpshooters_target_names_the_shot():
    prev, s = _battle_choice_state(T07)
    v = view_of(s, prev)
    title, body = hover(v, (0, 1))
    assert title.startswith("Shoot the Slicer") and "The shot hits Slicer" in body


def air_strike_state():
    pieces = [("mo.hq", (-2, 2), 0, 0, 0), ("bo.hq", (2, -2), 0, 0, 1), ("bo.mutant", (0, 0), 0, 0, 1),
              ("bo.mutant", (0, -1), 0, 0, 1), ("mo.clown", (1, 0), 0, 0, 0)]
    s0 = build(pieces, hands=[("mo.air_strike",), ()], turn=0, armies="moloch,borgo")
    return play(s0, ("play", "mo.air_strike"))


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_an_air_strike_centre_lists_the_units_it_wounds_and_its_tooltip_keeps_off_them(lang):
    s = air_strike_state()
    assert ("target", 0, 0) in G.legal_actions(s)
    v = view_of(s, lang=lang)
    title, body = hover(v, (0, 0))
    assert title.startswith("Strike around" if lang == "en" else "Célozd ide a légicsapást")
    mutant = tile_text("bo.mutant", lang)[0]
    clown = tile_text("mo.clown", lang)[0]
    assert body.count(mutant) == 2 and clown in body  # both Mutants and the Clown are wounded, the HQs not
    x, y = v.board.center((0, 0))
    avoid = v.hover_avoid((int(x), int(y)))
    assert avoid is not None
    for h in [(0, 0), (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]:
        assert avoid.collidepoint(v.board.center(h))


def test_a_seat_not_deciding_still_sees_the_unit_card():
    prev, s = _battle_choice_state(T07)
    v = new_view(G, 2, (1280, 720))
    v.set_state(G.player_view(s, 1), [], None, [], None)
    title, _body = hover(v, (0, 1))
    assert title == tile_text("nj.slicer", "en")[0]

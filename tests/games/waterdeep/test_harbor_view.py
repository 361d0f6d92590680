"""Issue 16 on the table: each free Harbor space glows and is clickable like any other space
(4.9.3, A-05 revised), at every window size; its hover says when it is reassigned."""

from __future__ import annotations

from dataclasses import replace

import pytest
from waterdeep_helpers import P, base, occupy, turn

from game.games.waterdeep.rules import WaterdeepGame
from game.games.waterdeep.view import WaterdeepView
from tests.ui import table_harness as H
from tests.ui.table_harness import display  # noqa: F401  (the module's display fixture)

GAME = WaterdeepGame()
pytestmark = pytest.mark.usefixtures("display")
SIZES = [(960, 600), (1280, 720), (1920, 1080)]


def _view(state, size, lang="en"):
    legal = list(GAME.legal_actions(state))
    v = H.make_view(WaterdeepView, GAME, state.num_players, size, lang, 0.0, names=["Anna", "Bela", "Csilla"])
    v.set_state(GAME.player_view(state, 0), legal, 0, [], None)
    return v, legal


@pytest.mark.parametrize("size", SIZES)
def test_each_free_harbor_space_glows_and_takes_a_click(size):
    s = turn(P(occupy(base(3), "h1", 1), 0, intrigue=("Good Faith",)), 0)
    s = replace(s, harbor=((1, "h1", 1),), arrivals=1)
    v, legal = _view(s, size)
    assert ("place", "h2") in legal and ("place", "h3") in legal and ("place", "h1") not in legal
    assert ("space", "h2") in v.ctrl.by_target and ("space", "h3") in v.ctrl.by_target
    assert ("space", "h1") not in v.ctrl.by_target
    for sp in ("h2", "h3"):
        assert H.click(v, v.L.spaces[sp].center) == ("place", sp)
    assert H.click(v, v.L.spaces["h1"].center) is None and "Anna" not in v.message and "taken" in v.message


def test_a_click_on_the_harbor_name_points_to_the_free_spaces():
    s = turn(P(base(3), 0, intrigue=("Good Faith",)), 0)
    v, _legal = _view(s, (1280, 720))
    box = v.L.title_boxes.get("harbor") or v.L.tiles["harbor"]
    pos = next((x, y) for y in range(box.top + 1, box.bottom) for x in range(box.left + 1, box.right)
               if not any(v.L.spaces[sp].collidepoint((x, y)) for sp in ("h1", "h2", "h3"))
               and v.L.tiles["harbor"].collidepoint((x, y)))
    assert H.click(v, pos) is None
    assert "1, 2, 3" in v.message


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_harbor_hover_says_space_order(lang):
    s = turn(P(base(3), 0, intrigue=("Good Faith",)), 0)
    v, _legal = _view(s, (1920, 1080), lang)
    _title, body = v.hover_info(v.L.spaces["h2"].center)
    assert ("Harbor space 2" in body) if lang == "en" else ("2. kikötői hely" in body)
    _title, body = v._info(("harbor",))
    assert ("by space number" in body) if lang == "en" else ("a helyek száma szerint" in body)
    assert "arrival" not in body and "érkezési" not in body


def test_house_rule_hover_keeps_arrival_order():
    assert GAME.initial_state(3, {"harbor_order": "arrival"}).harbor_by_arrival
    s = replace(base(3), harbor_by_arrival=True)
    s = turn(P(s, 0, intrigue=("Good Faith",)), 0)
    v, legal = _view(s, (1280, 720))
    assert [a for a in legal if a[0] == "place" and a[1].startswith("h")] == [("place", "h1")]
    _title, body = v._info(("harbor",))
    assert "arrival order" in body


@pytest.mark.parametrize("size", SIZES)
def test_the_harbor_spaces_glow_below_its_name(size):
    """At 960x600 the free spaces' glow covered the foot of 'Kijátszás' (read 'Kiiátszás')."""
    import pygame
    s = turn(P(base(3), 0, intrigue=("Good Faith",)), 0)
    v, _legal = _view(s, size, "hu")
    v.draw(pygame.Surface(size))
    L = v.L
    if L.title_boxes.get("harbor") is not None:
        return  # a crowded city: the name sits beside the slots
    title_h = int(L.fs(14) * 1.3) + L.px(3)
    for sp in ("h1", "h2", "h3"):
        assert L.spaces[sp].top >= L.tiles["harbor"].y + title_h, (size, sp)
        cx, cy, r = L.slots[sp]
        assert L.spaces[sp].collidepoint(cx, cy - r + 1) and L.spaces[sp].collidepoint(cx, cy + r - 1)

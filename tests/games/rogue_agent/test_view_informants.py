"""A-16 on the table: when a retaliation lets the attacker remove an informant, the removable
informants themselves are ringed and clicking one gives exactly that legal action (any
informant in the city under ``any_attackers_choice``, only the attacker's own by default)."""

from __future__ import annotations

import pygame

from game.games.rogue_agent.view import paint as P
from tests.games.rogue_agent.ra_view_fixture import state
from tests.games.rogue_agent.test_view_table import GAME, click, draw_texts, make_view


def _ring_centre(v, pos: str, slot: int) -> tuple[int, int]:
    x, y, _r = v._informant_rings()[(pos, slot)]
    return x, y


def test_any_informant_choice_rings_every_informant_and_a_click_takes_that_one() -> None:
    s = state(stack=(("D", 1, "kill_any"),))  # slots: T2 (Anna top, Csilla bottom), M4 (Bence)
    legal = list(GAME.legal_actions(s))
    assert sorted(legal) == [("informant", "M4", 0), ("informant", "T2", 0), ("informant", "T2", 1)]
    for lang in ("en", "hu"):
        v = make_view(lang=lang)
        v.set_state(s, legal, 1, [], None)
        draw_texts(v, (1280, 720))
        assert set(v._informant_rings()) == {("T2", 0), ("T2", 1), ("M4", 0)}
        assert click(v, _ring_centre(v, "T2", 1)) == ("informant", "T2", 1)
        assert click(v, _ring_centre(v, "T2", 0)) == ("informant", "T2", 0)
        assert click(v, _ring_centre(v, "M4", 0)) == ("informant", "M4", 0)
        title, body = v.hover_info(_ring_centre(v, "T2", 1))
        assert title == GAME.label(s, ("informant", "T2", 1), lang) and body == GAME.prompt(s, lang)
        assert ("3. játékos" if lang == "hu" else "Player 3") in title
        # the tile itself (away from the slots) offers both of its informants in a menu
        assert click(v, v.tile_rect("T2").center) is None and v.menu is not None
        assert sorted(a for _l, a, _r in v.menu[1]) == [("informant", "T2", 0), ("informant", "T2", 1)]


def test_rings_are_drawn_around_the_informants() -> None:
    s = state(stack=(("D", 1, "kill_any"),))
    v = make_view()
    v.set_state(s, list(GAME.legal_actions(s)), 1, [], None)
    x, y, r = v._informant_rings()[("M4", 0)]
    v.mouse = (x, y)  # the hovered one is ringed in the ink colour
    surf = pygame.Surface((1280, 720))
    v.draw(surf)
    ring = [(dx, dy) for dx in range(-r - 8, r + 9) for dy in range(-r - 8, r + 9)
            if r + 1 < (dx * dx + dy * dy) ** 0.5 <= r + 7]
    assert sum(surf.get_at((x + dx, y + dy))[:3] == P.INK for dx, dy in ring) > 4 * r
    v.set_state(s, [("end",)], 1, [], None)  # no informant decision: nothing ringed
    assert v._informant_rings() == {}


def test_own_informant_choice_rings_only_the_attackers_own() -> None:
    s = state(stack=(("D", 2, "kill_inf"),))  # Csilla: her bottom informant on T2 only
    legal = list(GAME.legal_actions(s))
    assert legal == [("informant", "T2")]
    v = make_view()
    v.set_state(s, legal, 2, [], None)
    draw_texts(v, (1280, 720))
    assert set(v._informant_rings()) == {("T2", 1)}
    assert click(v, _ring_centre(v, "T2", 1)) == ("informant", "T2")

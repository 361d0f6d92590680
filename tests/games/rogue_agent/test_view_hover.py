"""Rogue Agent table, issue 9 "the table": a patrol route is shown before the step is clicked, with
its cost; every disc and figure on a location answers a hover with its own text; the agent board
groups turned-in criminals by syndicate with the bonus they score now."""

from __future__ import annotations

import pygame

from game.games.rogue_agent import content as K
from game.games.rogue_agent.state import Turn
from game.games.rogue_agent.view import panels as PN
from tests.games.rogue_agent.ra_view_fixture import state
from tests.games.rogue_agent.test_view_table import draw_texts, make_view


def hover(v, pos) -> None:
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_hovering_a_patrol_step_draws_the_route_and_its_cost():
    v = make_view()
    s = state(turn=Turn(seat=1, justice=0, patrols=1))  # a second patrol costs 1 fuel
    v.set_state(s, [("move", "T3"), ("move", "M4"), ("end",)], 1, [], None)
    draw_texts(v, (1280, 720))
    hover(v, v.tile_rect("T3").center)
    path, words = v._route(s)
    assert path == ["T2", "T3"]  # Bence stands on T2
    assert "1 fuel" in words and "steps left: 1" in words
    quiet = pygame.Surface((1280, 720))
    hover(v, (5, 5))
    v.draw(quiet)
    shown = pygame.Surface((1280, 720))
    hover(v, v.tile_rect("T3").center)
    v.draw(shown)
    a, b = v.tile_rect("T2").center, v.tile_rect("T3").center
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2 + 1)
    assert shown.get_at(mid) != quiet.get_at(mid)  # the route line between the two locations
    _t, body = v.hover_info(v.tile_rect("T3").center)
    assert body.startswith("Patrol step: 1 fuel")  # the cost is in the location's hover text
    hover(v, v.tile_rect("B1").center)  # not a patrol step: no route
    assert v._route(s) is None


def test_a_running_patrol_shows_the_steps_taken():
    s = state(turn=Turn(seat=1, patrols=1, steps_left=1, visited=("T3", "T2")),
              stack=(("D", 1, "patrol"),))
    v = make_view(lang="hu")
    v.set_state(s, [("move", "M4"), ("stop",)], 1, [], None)
    draw_texts(v, (1280, 720))
    hover(v, v.tile_rect("M4").center)
    path, words = v._route(s)
    assert path == ["T3", "T2", "M4"]
    assert "még 0 lépés" in words and "gengszter" in words  # the Old Quarter (D3) has gangsters
    assert K.TILES["D3"].gangsters


def test_every_piece_on_a_location_has_its_own_hover_text():
    v = make_view()
    v.set_state(state(), [("end",)], 1, [], None)
    draw_texts(v, (1280, 720))
    kinds = {pc[0]: (pc, at) for pc, at, _r in v.piece_spots}
    assert set(kinds) >= {"police", "crim", "assassin", "bomb", "agent"}
    titles = {}
    for kind, (_pc, at) in kinds.items():
        titles[kind] = v.hover_info(at)
    assert titles["bomb"][0] == "Bomb · timer 2"
    assert titles["assassin"][0] == "Assassin" and "2 stamina" in titles["assassin"][1]
    assert titles["police"][0] == "Police squad"
    assert titles["agent"][0] in ("Anna", "Bence", "Csilla")
    assert "#" in titles["crim"][0] or "Criminal" in titles["crim"][0]


def test_turned_in_criminals_are_grouped_by_syndicate_with_the_bonus_now():
    s = state()  # Anna turned in C01 and C09 and holds criminal 4 (C23) in custody
    p = s.players[0]
    lines = PN.syndicate_lines(s, p, "en")
    from game.games.rogue_agent.scoring import syndicate_bonus

    now = syndicate_bonus(("C01", "C09"))
    after = syndicate_bonus(("C01", "C09", "C23"))
    assert f"Syndicate bonus now: {now}" in lines
    assert any(f"{now} → {after}" in x and K.CARDS["C23"].name["en"] in x for x in lines)
    synd = {K.CARDS[c].syndicate for c in ("C01", "C09")}
    assert all(K.SYNDICATE_NAMES[x]["en"] in lines[0] for x in synd)
    hu = PN.syndicate_lines(s, p, "hu")
    assert any("Szindikátus-bónusz most" in x for x in hu)
    _name, body = PN.panel_hover(s, 0, "en", ["Anna", "Bence", "Csilla"], 0)
    assert f"Syndicate bonus now: {now}" in body


def test_a_bomb_disc_shows_its_timer_as_a_readable_number():
    from game.games.rogue_agent.view import paint as P

    P.TEXT_LOG = set()
    try:
        P.bomb_disc(pygame.Surface((80, 80)), (40, 40), 10, 3)  # the disc size at 1280x720
        words = set(P.TEXT_LOG)
    finally:
        P.TEXT_LOG = None
    assert any(w == "3" and size >= 14 for w, size in words)


def test_agent_boards_show_the_syndicate_bonus_of_their_turned_in_criminals():
    from game.games.rogue_agent.scoring import syndicate_bonus

    v = make_view()
    v.set_state(state(), [("end",)], 1, [], None)
    words = {w for w, _size in draw_texts(v, (1280, 720))}
    assert f"= {syndicate_bonus(('C01', 'C09'))}" in words  # Anna's (compact) board

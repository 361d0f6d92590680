"""Board effects on the Rogue Agent table (issue 9, "the table"): a bomb exploding or defused,
an assassin striking, a criminal arrested show on their location for everyone, also when several
steps came between two shown states; the log says the same in words."""

from __future__ import annotations

import pygame

from game.games.rogue_agent import engine as E
from game.games.rogue_agent import text as TX
from game.games.rogue_agent.state import replace
from game.games.rogue_agent.view import effects as FX
from game.games.rogue_agent.view import paint as P
from tests.games.rogue_agent.ra_view_fixture import state
from tests.games.rogue_agent.test_view_table import make_view


def tile_pixels(v, pos: str, surface: pygame.Surface) -> list[tuple[int, int, int]]:
    r = v.tile_rect(pos)
    return [tuple(surface.get_at((x, y)))[:3] for x in range(r.x + 4, r.right - 4, 7)
            for y in range(r.y + 4, r.bottom - 4, 7)]


def warmth(pixels: list[tuple[int, int, int]]) -> float:
    """How orange a patch looks: red minus blue, averaged."""
    return sum(r - b for r, _g, b in pixels) / len(pixels)


def shown(v, s, prev):
    v.set_state(s, [], None, [], prev)
    surf = pygame.Surface((1280, 720))
    v.draw(surf)
    return surf


def play(v, seconds: float) -> None:
    for _ in range(int(seconds * 60)):
        v.update(1 / 60)


def test_an_explosion_flashes_on_its_location_then_ends():
    s1 = state()
    s2 = E.explode(s1, 1)  # the bomb at M4 (Old Quarter in this layout)
    assert not s2.bombs and ("exploded", "M4") in s2.events
    v = make_view()
    calm = shown(v, s2, None)  # the same final state without a playback
    v2 = make_view()
    shown(v2, s1, None)
    v2.set_state(s2, [], None, [], s1)
    assert [(e.kind, e.pos) for e in v2.fx] == [("exploded", "M4")] and v2.busy
    play(v2, FX.FX_TIME * 0.3)
    surf = pygame.Surface((1280, 720))
    v2.draw(surf)
    assert warmth(tile_pixels(v2, "M4", surf)) > warmth(tile_pixels(v, "M4", calm)) + 20
    play(v2, FX.FX_TIME + 0.1)
    assert not v2.fx and not v2.busy


def test_effects_of_every_step_since_the_shown_state_play():
    s1 = state()
    a = E.explode(s1, 1)
    b = replace(E.note(replace(a, events=()), "defused", "B4"), events=())  # a later step cleared events
    c = replace(b, events=())
    assert not c.events
    v = make_view()
    shown(v, s1, None)
    v.set_state(c, [], None, [], s1)
    assert [(e.kind, e.pos) for e in v.fx] == [("exploded", "M4"), ("defused", "B4")]
    assert v.fx[1].delay > v.fx[0].delay  # one after the other
    # nothing plays twice: the next state from this one shows no old effect
    v.set_state(c, [], None, [], c)
    assert v.fx == []


def test_an_arrest_moves_the_disc_to_the_agent_and_says_so():
    s1 = state(criminals=tuple(replace(c, defeated=True) if c.num == 5 else c for c in state().criminals),
               players=tuple(replace(p, pos="M5") if i == 1 else p for i, p in enumerate(state().players)))
    s2 = replace(s1, criminals=tuple(replace(c, pos=None, holder=1) if c.num == 5 else c for c in s1.criminals))
    v = make_view()
    shown(v, s1, None)
    v.set_state(s2, [], None, [], s1)
    assert [(e.kind, e.pos, e.num) for e in v.fx] == [("arrested", "M5", 5)]
    v2 = make_view(lang="hu")
    shown(v2, s1, None)
    v2.set_state(s2, [], None, [], s1)
    P.TEXT_LOG = set()
    try:
        play(v2, FX.FX_TIME * 0.4)
        v2.draw(pygame.Surface((1280, 720)))
        words = {w for w, _ in P.TEXT_LOG}
    finally:
        P.TEXT_LOG = None
    assert "#5 letartóztatva" in words


def test_an_assassin_strike_is_an_event_a_flash_and_a_log_line():
    s1 = state(assassins=("T2",))  # Bence stands on T2, where Anna holds the top informant slot
    s2, lost = E.assassin_task(replace(s1, events=()), "T2")
    assert lost and any(ev[0] == "struck" and ev[1] == "T2" for ev in s2.events)
    words = TX._results(s2, TX.step_story(s1, s2), "en")
    assert any("strikes" in w and "loses 2 stamina" in w for w in words)
    assert any("bérgyilkos" in w for w in TX._results(s2, TX.step_story(s1, s2), "hu"))
    v = make_view()
    shown(v, s1, None)
    v.set_state(s2, [], None, [], s1)
    assert ("struck", "T2") in [(e.kind, e.pos) for e in v.fx]


def test_a_click_or_instant_speed_skips_the_effects():
    s1 = state()
    s2 = E.explode(s1, 1)
    v = make_view()
    shown(v, s1, None)
    v.set_state(s2, [], None, [], s1)
    assert v.busy
    v.skip_animations()
    assert not v.busy
    v0 = make_view(anim=0.0)
    shown(v0, s1, None)
    v0.set_state(s2, [], None, [], s1)
    assert not v0.fx


def test_dice_rolling_redraws_only_the_tray_over_a_kept_still_layer(monkeypatch):
    v = make_view()
    v.set_state(state(), [("move", "B4"), ("end",)], 1, [], None)
    calls = []
    real = v._draw_base
    monkeypatch.setattr(v, "_draw_base", lambda *a: (calls.append(1), real(*a)))
    v.bench_roll()
    surf = pygame.Surface((1280, 720))
    for _ in range(30):
        v.update(1 / 60)
        v.draw(surf)
    assert v.trays and v.trays[0].dice and not v.trays[0].settled  # the dice are rolling
    assert len(calls) == 1
    v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=dict(v.card_rects)[5].center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
    v.draw(surf)  # a hovered card lifts: the still layer is drawn again
    assert len(calls) == 2
    v.set_state(state(round=4), [("end",)], 1, [], None)
    v.draw(surf)
    assert len(calls) == 3


def test_bench_has_a_rogue_agent_table_while_dice_roll():
    from game.ui.headless import scene_builders

    names = [n for n, _b in scene_builders(["rogue_agent"])]
    assert "table:rogue_agent:dice rolling" in names


def test_a_new_phase_or_round_is_announced_on_the_board():
    s1 = state()
    s2 = state(phase="city")
    v = make_view()
    shown(v, s1, None)
    v.set_state(s2, [], None, [], s1)
    assert v.banner is not None and v.banner[0] == "Round 3 / 6 · City phase"
    play(v, 0.4)
    P.TEXT_LOG = set()
    try:
        v.draw(pygame.Surface((1280, 720)))
        words = {w for w, _ in P.TEXT_LOG}
    finally:
        P.TEXT_LOG = None
    assert "Round 3 / 6 · City phase" in words
    play(v, 2.0)
    assert v.banner is None
    v.set_state(s2, [], None, [], s2)  # the same phase: no banner
    assert v.banner is None


def test_an_assassin_walking_the_event_path_slides_from_where_it_was():
    from game.games.rogue_agent import content as K

    path = K.EVENT_PATH
    s1 = state(assassins=(path[3],))
    s2 = state(assassins=(path[4],))
    v = make_view()
    shown(v, s1, None)
    v.set_state(s2, [], None, [], s1)
    assert v.moves[("assassin", path[4], 0)][:2] == [path[3], path[4]]
    s3 = state(assassins=(path[4], path[8]))  # a new one from the Data Stream
    v.set_state(s3, [], None, [], s2)
    assert v.moves[("assassin", path[8], 0)][:2] == ["BAG", path[8]]

"""Issue 20: the story chart draws with the shell's renderer, in the seats' colours, and a
hover over a point names its value; a damaged story draws a plain note instead."""
from __future__ import annotations

import pygame

from game.engine.story import make_story, seat_series
from game.i18n import tr
from game.ui.game_view import DEFAULT_THEME
from game.ui.render.chart import StoryChart

RED, BLUE = (230, 40, 40), (40, 90, 230)


def _chart(story, lang="en"):
    return StoryChart(story, ["Anna", "Bela"], [RED, BLUE], lang, lambda k, **f: tr(k, lang, **f))


def test_points_are_drawn_and_named_on_hover():
    pygame.init()
    story = make_story("round", "vp", seat_series([(1, [3, 0]), (2, [7, 5]), (3, [12, 6])], 2), final=[20, 9])
    chart = _chart(story)
    surface = pygame.Surface((520, 300))
    chart.draw(surface, pygame.Rect(10, 10, 500, 280), DEFAULT_THEME, (1280, 720))
    assert len(chart.points) == 8  # 3 rounds + the final score, two seats
    top = max(chart.points, key=lambda p: p.y)
    assert top.y == 20 and surface.get_at(top.at)[:3] == RED
    title, body = chart.hover(top.at)
    assert title == "Anna" and "Final" in body and "20" in body
    p = next(p for p in chart.points if p.series == 1 and p.x == 2)
    assert chart.hover(p.at) == ("Bela", "Round 2: 5 VP")
    assert chart.hover((0, 0)) is None


def test_hungarian_and_the_marked_murderer():
    pygame.init()
    series = [{"seat": None, "id": "eve", "label": {"en": "Eve", "hu": "Eve"}, "points": [[1, 0], [2, 5]]},
              {"seat": None, "id": "noise", "label": {"en": "Noise", "hu": "Noise"}, "points": [[1, 0], [2, -5]]}]
    chart = _chart(make_story("day", "guilt", series, marked="eve"), "hu")
    surface = pygame.Surface((520, 300))
    chart.draw(surface, pygame.Rect(0, 0, 520, 300), DEFAULT_THEME, (1280, 720))
    title, body = chart.hover(chart.points[1].at)
    assert title == "Eve" and body == "2. nap: bűnösség összesen 5"


def test_a_damaged_story_draws_a_note():
    pygame.init()
    chart = _chart({"series": "nonsense"})
    assert chart.empty
    chart.draw(pygame.Surface((300, 200)), pygame.Rect(0, 0, 300, 200), DEFAULT_THEME, (1280, 720))
    assert chart.points == [] and chart.hover((10, 10)) is None

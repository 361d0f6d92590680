"""Waterdeep score track: markers that share a space (all of them on 0 at the start) stay
visible: no two overlap by more than a small part of a diameter, and the group stays on or
next to its space and inside the board."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from game.games.waterdeep.view import board as B
from game.games.waterdeep.view import layout as LY

ALLOWED_OVERLAP = 0.15  # of a marker's diameter


def _layout(window: tuple[int, int]) -> LY.Layout:
    """The layout the table gives Waterdeep's view at ``window`` (its board panel, roughly)."""
    pygame.init()
    w, h = window
    rect = pygame.Rect(int(w * 0.008), int(h * 0.07), int(w * 0.73), int(h * 0.79))
    return LY.compute(rect, window, 8)


def _overlap(a: tuple[int, int], b: tuple[int, int], r: int) -> float:
    """How far two discs of radius ``r`` overlap, as a part of the diameter (0: they touch)."""
    return max(0.0, 2 * r - math.dist(a, b)) / (2 * r)


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (960, 600)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("vp", [0, 7, 31, 45, 62, 88, 99])
def test_markers_on_one_space_do_not_hide_each_other(window, players, vp):
    L = _layout(window)
    r = B.marker_radius(L)
    pos = B.score_positions(L, [float(vp)] * players)
    for a, b in itertools.combinations(pos, 2):
        assert _overlap(a, b, r) <= ALLOWED_OVERLAP, (a, b, r)
    cell = L.score_cells[vp]
    for p in pos:
        assert L.board.inflate(2, 2).collidepoint(p), "inside the board"
        assert math.dist(p, cell.center) <= 2.6 * L.track_t, "near its space"


def test_a_lone_marker_sits_on_its_space_and_groups_keep_seat_order():
    L = _layout((1280, 720))
    pos = B.score_positions(L, [0.0, 0.0, 0.0, 12.0])
    assert pos[3] == L.score_cells[12].center
    assert pos[0][0] < pos[1][0] < pos[2][0], "the top row spreads left to right, by seat"


def test_start_of_game_five_markers_spread_along_the_top_row():
    L = _layout((1920, 1080))
    pos = B.score_positions(L, [0.0] * 5)
    ys = {p[1] for p in pos}
    xs = [p[0] for p in pos]
    assert max(xs) - min(xs) > 2 * B.marker_radius(L), "spread along the track"
    assert max(ys) - min(ys) <= L.track_t, "and stay on the track's row"

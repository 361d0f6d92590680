"""A small map of a Neuroshima battlefield for the setup page: the board's hexes in the
scenario's terrain colours (forest, water, bunker, ...), the rest plain steel."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine.hexgrid import hex_to_pixel
from game.games.neuroshima.board import SCENARIOS, layout

from . import theme as T


@lru_cache(maxsize=32)
def scenario_thumbnail(scenario: str, players: int, size: tuple[int, int]) -> pygame.Surface | None:
    """The board of ``scenario`` for ``players`` players, fitted into ``size`` (None if unknown)."""
    if scenario not in SCENARIOS or size[0] < 8 or size[1] < 8:
        return None
    lay = layout(scenario, max(2, min(4, players)))
    centres = [hex_to_pixel(q, r, 1.0, flat=True) for q, r in lay.hexes]
    xs, ys = [c[0] for c in centres], [c[1] for c in centres]
    w_units = max(xs) - min(xs) + 2.0
    h_units = max(ys) - min(ys) + math.sqrt(3)
    s = min(size[0] / w_units, size[1] / h_units)
    ox = (size[0] - (max(xs) - min(xs)) * s) / 2 - min(xs) * s
    oy = (size[1] - (max(ys) - min(ys)) * s) / 2 - min(ys) * s
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for (cx, cy), kind in zip(centres, lay.terrain, strict=True):
        fill = T.TERRAIN.get(kind, (T.STEEL, ""))[0] if kind else T.STEEL
        pts = T.flat_corners(cx * s + ox, cy * s + oy, s * 0.94)
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, T.STEEL_LIGHT if not kind else T.lighten(fill, 0.35), pts, 1)
    return surf

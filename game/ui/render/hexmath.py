"""Hex maths for the renderer: layouts, corners and fitting a board into a rect.

Pixel <-> hex conversion and the direction order come from ``game.engine.hexgrid``, the
one source of truth for rules and UI (edge ``i`` of a tile faces ``DIRECTIONS[i]``).
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from game.engine.hexgrid import DIRECTIONS, cube_round, hex_to_pixel, pixel_to_hex  # noqa: F401

SQRT3 = math.sqrt(3.0)
Hex = tuple[int, int]
Point = tuple[float, float]


def corner_angle(i: int, flat: bool) -> float:
    """Angle (radians, screen y down) of corner ``i``."""
    return math.radians(60 * i - (0 if flat else 30))


def hex_corners(center: Point, size: float, flat: bool = False) -> list[Point]:
    cx, cy = center
    return [(cx + size * math.cos(corner_angle(i, flat)), cy + size * math.sin(corner_angle(i, flat)))
            for i in range(6)]


def edge_angle(i: int, flat: bool) -> float:
    """Angle (radians, screen y down) from a hex centre to the middle of edge ``i``."""
    return math.radians((30 if flat else 0) - 60 * i)


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_range(radius: int, center: Hex = (0, 0)) -> list[Hex]:
    """All hexes within ``radius`` (1 -> 7 cells, 2 -> 19, 3 -> 37)."""
    out = []
    for q in range(-radius, radius + 1):
        for r in range(max(-radius, -q - radius), min(radius, -q + radius) + 1):
            out.append((center[0] + q, center[1] + r))
    return out


@dataclass(frozen=True)
class HexLayout:
    """Size (centre-to-corner, px), origin (pixel of hex (0,0)) and orientation."""
    size: float
    origin: Point
    flat: bool = False

    def to_pixel(self, cell: Hex) -> Point:
        return hex_to_pixel(cell[0], cell[1], self.size, self.origin, self.flat)

    def from_pixel(self, pos: Point) -> Hex:
        return pixel_to_hex(pos[0], pos[1], self.size, self.origin, self.flat)

    def corners(self, cell: Hex, scale: float = 1.0) -> list[Point]:
        return hex_corners(self.to_pixel(cell), self.size * scale, self.flat)


def fit_layout(cells: Iterable[Hex], rect: tuple[float, float, float, float], flat: bool = False,
               margin: float = 8.0) -> HexLayout:
    """Largest layout that fits every cell (corners included) into ``rect``, centred."""
    cells = list(cells)
    if not cells:
        return HexLayout(1.0, (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2), flat)
    pts = [p for c in cells for p in hex_corners(hex_to_pixel(c[0], c[1], 1.0, (0, 0), flat), 1.0, flat)]
    min_x, max_x = min(p[0] for p in pts), max(p[0] for p in pts)
    min_y, max_y = min(p[1] for p in pts), max(p[1] for p in pts)
    avail_w, avail_h = max(1.0, rect[2] - 2 * margin), max(1.0, rect[3] - 2 * margin)
    size = min(avail_w / (max_x - min_x), avail_h / (max_y - min_y))
    cx, cy = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
    origin = (cx - size * (min_x + max_x) / 2, cy - size * (min_y + max_y) / 2)
    return HexLayout(size, origin, flat)

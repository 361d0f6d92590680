"""Pure hex maths for the renderer (Red Blob Games, axial coordinates).

Pixel conversion comes from the lead's ``game.engine.hexgrid`` (one source of truth for
rules and UI, same DIRECTIONS order); the private copies below are the fallback when
that module is unavailable, and a test checks both agree.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

SQRT3 = math.sqrt(3.0)
Hex = tuple[int, int]
Point = tuple[float, float]

#: Axial neighbour directions. Edge ``i`` of a tile faces ``DIRECTIONS[i]``.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_to_pixel(q: float, r: float, size: float, origin: Point = (0.0, 0.0), flat: bool = False) -> Point:
    if flat:
        x = size * 1.5 * q
        y = size * (SQRT3 / 2 * q + SQRT3 * r)
    else:
        x = size * (SQRT3 * q + SQRT3 / 2 * r)
        y = size * 1.5 * r
    return (x + origin[0], y + origin[1])


def cube_round(q: float, r: float) -> Hex:
    """Round fractional axial coordinates to the containing hex (via cube coords)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def pixel_to_hex(x: float, y: float, size: float, origin: Point = (0.0, 0.0), flat: bool = False) -> Hex:
    px, py = (x - origin[0]) / size, (y - origin[1]) / size
    if flat:
        q = 2 / 3 * px
        r = -1 / 3 * px + SQRT3 / 3 * py
    else:
        q = SQRT3 / 3 * px - 1 / 3 * py
        r = 2 / 3 * py
    return cube_round(q, r)


try:  # prefer the engine's maths when present
    from game.engine.hexgrid import DIRECTIONS as _ENGINE_DIRECTIONS
    from game.engine.hexgrid import hex_to_pixel as _engine_h2p
    from game.engine.hexgrid import pixel_to_hex as _engine_p2h
except ImportError:  # pragma: no cover - engine not installed
    pass
else:
    if _ENGINE_DIRECTIONS == DIRECTIONS:
        _private_hex_to_pixel, _private_pixel_to_hex = hex_to_pixel, pixel_to_hex
        hex_to_pixel, pixel_to_hex = _engine_h2p, _engine_p2h  # type: ignore[assignment]


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

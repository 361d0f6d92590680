"""Hex grid maths in axial coordinates (q, r), after Red Blob Games' hexagon guide.

Pure: used by rules (neighbours, distance, lines) and by the hex renderer (pixel <-> hex).
Direction i is the neighbour ``DIRECTIONS[i]``; for pointy-top layouts direction 0 is
east and the order goes counter-clockwise on screen (north-east is 1).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SQRT3 = math.sqrt(3.0)


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def neighbor(h: Hex, direction: int) -> Hex:
    d = DIRECTIONS[direction % 6]
    return (h[0] + d[0], h[1] + d[1])


def neighbors(h: Hex) -> list[Hex]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction index from a to an adjacent b, or None if they are not neighbours."""
    d = (b[0] - a[0], b[1] - a[1])
    return DIRECTIONS.index(d) if d in DIRECTIONS else None


def cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight line from a to b inclusive (cube lerp with a nudge)."""
    n = distance(a, b)
    if n == 0:
        return [a]
    aq, ar = a[0] + 1e-6, a[1] + 1e-6
    bq, br = b[0] + 1e-6, b[1] + 1e-6
    return [cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def ray(start: Hex, direction: int, length: int) -> list[Hex]:
    """Hexes met walking from start (excluded) in one direction, ``length`` steps."""
    out = []
    h = start
    for _ in range(length):
        h = neighbor(h, direction)
        out.append(h)
    return out


def ring(center: Hex, radius: int) -> list[Hex]:
    if radius == 0:
        return [center]
    out = []
    h = (center[0] + DIRECTIONS[4][0] * radius, center[1] + DIRECTIONS[4][1] * radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbor(h, side)
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


def hexagon_board(radius: int) -> list[Hex]:
    """All hexes within ``radius`` of (0, 0): radius 2 gives the 19-hex board."""
    return sorted(spiral((0, 0), radius))


def rotate(h: Hex, steps: int, center: Hex = (0, 0)) -> Hex:
    """Rotate h around center by ``steps`` sixths of a turn (counter-clockwise in DIRECTIONS order)."""
    x, z = h[0] - center[0], h[1] - center[1]
    y = -x - z
    for _ in range(steps % 6):
        x, y, z = -y, -z, -x
    return (x + center[0], z + center[1])


def hex_to_pixel(q: float, r: float, size: float, origin: tuple[float, float] = (0.0, 0.0), flat: bool = False) -> tuple[float, float]:
    if flat:
        x = size * 1.5 * q
        y = size * (SQRT3 / 2 * q + SQRT3 * r)
    else:
        x = size * (SQRT3 * q + SQRT3 / 2 * r)
        y = size * 1.5 * r
    return (x + origin[0], y + origin[1])


def pixel_to_hex(x: float, y: float, size: float, origin: tuple[float, float] = (0.0, 0.0), flat: bool = False) -> Hex:
    px, py = x - origin[0], y - origin[1]
    if flat:
        fq = (2.0 / 3 * px) / size
        fr = (-1.0 / 3 * px + SQRT3 / 3 * py) / size
    else:
        fq = (SQRT3 / 3 * px - 1.0 / 3 * py) / size
        fr = (2.0 / 3 * py) / size
    return cube_round(fq, fr)


def corners(cx: float, cy: float, size: float, flat: bool = False) -> list[tuple[float, float]]:
    start = 0.0 if flat else 30.0
    return [
        (cx + size * math.cos(math.radians(start + 60 * i)), cy + size * math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    ]


def iter_region(cells: set[Hex], start: Hex) -> Iterator[Hex]:
    """Flood fill over ``cells`` from start (breadth first)."""
    seen = {start}
    frontier = [start]
    while frontier:
        h = frontier.pop(0)
        yield h
        for n in neighbors(h):
            if n in cells and n not in seen:
                seen.add(n)
                frontier.append(n)

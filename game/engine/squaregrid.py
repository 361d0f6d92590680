"""Square grid maths: (x, y) cells, neighbours, distances, lines, rings. Pure."""

from __future__ import annotations

Cell = tuple[int, int]

ORTHOGONAL: tuple[Cell, ...] = ((1, 0), (0, -1), (-1, 0), (0, 1))
DIAGONAL: tuple[Cell, ...] = ((1, -1), (-1, -1), (-1, 1), (1, 1))


def neighbors4(c: Cell) -> list[Cell]:
    return [(c[0] + dx, c[1] + dy) for dx, dy in ORTHOGONAL]


def neighbors8(c: Cell) -> list[Cell]:
    return [(c[0] + dx, c[1] + dy) for dx, dy in ORTHOGONAL + DIAGONAL]


def manhattan(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def chebyshev(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def in_bounds(c: Cell, width: int, height: int) -> bool:
    return 0 <= c[0] < width and 0 <= c[1] < height


def line(a: Cell, b: Cell) -> list[Cell]:
    """Bresenham's line from a to b inclusive."""
    x0, y0 = a
    x1, y1 = b
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    out = []
    while True:
        out.append((x0, y0))
        if (x0, y0) == (x1, y1):
            return out
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy


def ring(center: Cell, radius: int) -> list[Cell]:
    """Cells at Chebyshev distance exactly ``radius`` (the square ring), clockwise from top-left."""
    if radius == 0:
        return [center]
    cx, cy = center
    out = []
    for x in range(cx - radius, cx + radius + 1):
        out.append((x, cy - radius))
    for y in range(cy - radius + 1, cy + radius + 1):
        out.append((cx + radius, y))
    for x in range(cx + radius - 1, cx - radius - 1, -1):
        out.append((x, cy + radius))
    for y in range(cy + radius - 1, cy - radius, -1):
        out.append((cx - radius, y))
    return out


def cell_to_pixel(c: Cell, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """Centre of a cell in pixels."""
    return (origin[0] + (c[0] + 0.5) * size, origin[1] + (c[1] + 0.5) * size)


def pixel_to_cell(x: float, y: float, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> Cell:
    return (int((x - origin[0]) // size), int((y - origin[1]) // size))

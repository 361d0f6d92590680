"""The conspiracy puzzle (spec 7): piece geometry, legal placements, completed lines, links.

A placed piece is (row, col, piece id, rotation); rotation k turns the piece k quarter turns
clockwise (N -> E -> S -> W). The glued centre piece sits at (2, 2) from the start.
"""

from __future__ import annotations

from game.games.android.content import CONTENT, SIDES

SIZE = 5
CENTRE = (2, 2, "centre", 0)
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
STEP = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}
Placed = tuple[int, int, str, int]


def shape_of(pid: str) -> tuple[str, tuple[str, ...]]:
    if pid == "centre":
        return CONTENT.shapes["centre"]
    return CONTENT.shapes[CONTENT.pieces[pid].shape]


def _turn(side: str, k: int) -> str:
    return SIDES[(SIDES.index(side) + k) % 4]


def ports(pid: str, rot: int) -> frozenset[str]:
    return frozenset(_turn(x, rot) for x in shape_of(pid)[0])


def segments(pid: str, rot: int) -> list[frozenset[str]]:
    return [frozenset(_turn(x, rot) for x in seg) for seg in shape_of(pid)[1]]


def _cells(grid: tuple[Placed, ...]) -> dict[tuple[int, int], Placed]:
    return {(r, c): p for p in grid for r, c in [(p[0], p[1])]}


def distinct_rotations(pid: str) -> list[int]:
    seen, out = set(), []
    for k in range(4):
        key = tuple(sorted(tuple(sorted(seg)) for seg in segments(pid, k)))
        if key not in seen:
            seen.add(key)
            out.append(k)
    return out


def placements(grid: tuple[Placed, ...], pid: str) -> list[tuple[int, int, int]]:
    """Legal (row, col, rotation): an empty cell next to a placed piece, extending a line (7.5)."""
    cells = _cells(grid)
    out = []
    for r in range(SIZE):
        for c in range(SIZE):
            if (r, c) in cells:
                continue
            near = {side: cells.get((r + dr, c + dc)) for side, (dr, dc) in STEP.items()}
            if not any(near.values()):
                continue
            for k in distinct_rotations(pid):
                mine = ports(pid, k)
                if any(nb and side in mine and OPPOSITE[side] in ports(nb[2], nb[3]) for side, nb in near.items()):
                    out.append((r, c, k))
    return out


def lines(diagonals: bool) -> dict[str, list[tuple[int, int]]]:
    out = {f"row{i}": [(i, j) for j in range(SIZE)] for i in range(SIZE)}
    out.update({f"col{j}": [(i, j) for i in range(SIZE)] for j in range(SIZE)})
    if diagonals:
        out["diag0"] = [(i, i) for i in range(SIZE)]
        out["diag1"] = [(i, SIZE - 1 - i) for i in range(SIZE)]
    return out


def completed(grid: tuple[Placed, ...], diagonals: bool) -> set[str]:
    cells = _cells(grid)
    return {name for name, cs in lines(diagonals).items() if all(x in cells for x in cs)}


def _border(r: int, c: int, side: str) -> str | None:
    if side == "N" and r == 0:
        return f"T{c}"
    if side == "S" and r == SIZE - 1:
        return f"B{c}"
    if side == "E" and c == SIZE - 1:
        return f"R{r}"
    if side == "W" and c == 0:
        return f"L{r}"
    return None


def links(grid: tuple[Placed, ...]) -> dict[str, int]:
    """Links per group (7.7): centre sides in the same network as the group's border node."""
    parent: dict[object, object] = {}

    def find(x: object) -> object:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: object, b: object) -> None:
        parent[find(a)] = find(b)

    pos_group = {pos: g.id for g in CONTENT.groups for pos in g.positions}
    cells = _cells(grid)
    for (r, c), (_r, _c, pid, rot) in cells.items():
        for seg in segments(pid, rot):
            first = None
            for side in seg:
                node = (r, c, side)
                find(node)
                if first is not None:
                    union(first, node)
                first = node
        for side in ports(pid, rot):
            b = _border(r, c, side)
            if b is not None:
                union((r, c, side), ("group", pos_group[b]))
                continue
            dr, dc = STEP[side]
            nb = cells.get((r + dr, c + dc))
            if nb and OPPOSITE[side] in ports(nb[2], nb[3]):
                union((r, c, side), (r + dr, c + dc, OPPOSITE[side]))
    centre = [(2, 2, side) for side in SIDES]
    out = {}
    for g in CONTENT.groups:
        node = ("group", g.id)
        out[g.id] = sum(1 for x in centre if x in parent and node in parent and find(x) == find(node))
    return out

"""Station names on the Metro map without overlaps.

The dense centre (the Polis, the Red Line and the Reich's homes within a few millimetres of
each other on a fitted map) cannot show every name at once. Names are placed greedily in
priority order (the Polis and home stations first, then stations with heroes or legal
targets, owned stations and the Hansa ring, then the rest); each tries spots around its
station, first beside it, then further out with a thin leader line, and is left out when
every spot would cover a placed name or another station, or would lie nearer another
station than its own (a name is read as belonging to the nearest station: one drawn nearer a
neighbour names the wrong station). Lower-priority names only take
part once zoomed in far enough for them (``tiers_for_zoom``); the hovered station always
names itself on top.

The layout depends only on the zoom (positions scale, names keep their pixel size): it is
computed with the map unpanned and shifted by the pan offset when drawn.
"""
from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass

import pygame

# the priority tiers (lower = more important)
TIER_KEY, TIER_PLAY, TIER_HELD, TIER_OTHER, TIER_OFF = 0, 1, 2, 3, 4


@dataclass(frozen=True)
class LabelItem:
    id: Hashable
    anchor: tuple[float, float]  # the station's centre
    radius: float  # the station's disc radius on screen
    size: tuple[int, int]  # the name's pixel size (one or two lines)
    owns: tuple[Hashable, ...] = ()  # the stations it names (default: ``id`` alone; the Polis names four)


@dataclass(frozen=True)
class Placed:
    rect: pygame.Rect
    leader: bool  # drawn away from the station: a thin line joins them


def tiers_for_zoom(zoom: float) -> int:
    """The lowest priority tier whose names take part at ``zoom`` (1 = fitted): every station in
    play at any zoom (the placement names the important ones first and leaves out those with
    no room beside their own station), the stations out of play once zoomed in far."""
    return TIER_OTHER if zoom < 3.2 else TIER_OFF


def _spot(w: int, h: int, x: float, y: float, angle: float, d: float) -> pygame.Rect:
    """The w x h rectangle whose side facing (x, y) touches the circle of radius ``d`` at ``angle``."""
    dx, dy = math.cos(angle), math.sin(angle)
    px, py = x + dx * d, y + dy * d
    r = pygame.Rect(0, 0, w, h)
    # move the rectangle so its nearest edge point lies at (px, py), away from the station
    r.center = (round(px + dx * w / 2), round(py + dy * h / 2))
    return r


def candidates(item: LabelItem, gap: int = 3, outward: float | None = None,
               far: bool = True, steps: Sequence[float] = (1.0, 2.0, 3.2)) -> list[tuple[pygame.Rect, bool]]:
    """Spots for a name around its station, best first: below, above, right, left and the four
    diagonals close by; then (``far``) further out with a leader line, in 16 directions, those
    pointing ``outward`` (an angle, away from the crowd) first."""
    x, y = item.anchor
    w, h = item.size
    out: list[tuple[pygame.Rect, bool]] = []
    d = item.radius + gap
    for spot in ({"midtop": (x, y + d)}, {"midbottom": (x, y - d)}, {"midleft": (x + d, y)}, {"midright": (x - d, y)},
                 {"topleft": (x + d * 0.7, y + d * 0.7)}, {"topright": (x - d * 0.7, y + d * 0.7)},
                 {"bottomleft": (x + d * 0.7, y - d * 0.7)}, {"bottomright": (x - d * 0.7, y - d * 0.7)}):
        r = pygame.Rect(0, 0, w, h)
        (key, (px, py)), = spot.items()
        setattr(r, key, (round(px), round(py)))
        out.append((r, False))
    if not far:
        return out
    angles = [k * math.pi / 8 for k in range(16)]
    if outward is not None:
        angles.sort(key=lambda a: abs((a - outward + math.pi) % (2 * math.pi) - math.pi))
    for step in steps:
        for a in angles:
            out.append((_spot(w, h, x, y, a, d + step * (h * 0.8 + 4)), True))
    return out


def circle_hits(rect: pygame.Rect, centre: tuple[float, float], radius: float) -> bool:
    """Whether a rectangle and a disc overlap."""
    nx = min(max(centre[0], rect.left), rect.right)
    ny = min(max(centre[1], rect.top), rect.bottom)
    return (nx - centre[0]) ** 2 + (ny - centre[1]) ** 2 < radius * radius


def rect_distance(rect: pygame.Rect, p: tuple[float, float]) -> float:
    """How far the point ``p`` is from the nearest point of ``rect``."""
    dx = max(rect.left - p[0], 0.0, p[0] - rect.right)
    dy = max(rect.top - p[1], 0.0, p[1] - rect.bottom)
    return math.hypot(dx, dy)


class Nearest:
    """Which station a name drawn in a rectangle is read as belonging to: the one whose centre
    is nearest the rectangle. ``names_own`` holds when the name's own station (one of them) is
    clearly nearer than every other station: every other is at least ``ratio`` times as far,
    plus ``margin`` pixels."""

    def __init__(self, points: Mapping[Hashable, tuple[float, float]], margin: float = 2.0, ratio: float = 1.0) -> None:
        self.ids = list(points)
        self.points = [points[i] for i in self.ids]
        self.cells = [pygame.Rect(round(x), round(y), 1, 1) for x, y in self.points]
        self.index = {sid: k for k, sid in enumerate(self.ids)}
        self.margin = margin
        self.ratio = ratio

    def names_own(self, rect: pygame.Rect, owns: Sequence[Hashable]) -> bool:
        own = [self.index[o] for o in owns if o in self.index]
        if not own:
            return True
        near = min(rect_distance(rect, self.points[k]) for k in own)
        need = near * self.ratio + self.margin
        reach = int(need) + 2
        for k in rect.inflate(2 * reach, 2 * reach).collidelistall(self.cells):
            if k not in own and rect_distance(rect, self.points[k]) < need:
                return False
        return True


def place_labels(items: Sequence[LabelItem], discs: Sequence[tuple[tuple[float, float], float]],
                 bounds: pygame.Rect | None = None, blockers: Sequence[pygame.Rect] = (),
                 pad: int = 2, centre: tuple[float, float] | None = None,
                 far: Sequence[Hashable] = (), must: Sequence[Hashable] = (),
                 nearest: Nearest | None = None) -> dict[Hashable, Placed]:
    """Greedy placement in the given order: each name takes its first spot that overlaps no
    name placed before it, no station disc (centre, radius), no ``blockers`` rectangle, (when
    given) stays inside ``bounds`` and (with ``nearest``) lies nearer its own station than any
    other. Only names in ``far`` may go further out with a leader line (pointing away from
    ``centre``, the middle of the crowd); names in ``must`` go as far out as needed to find room."""
    far_ids, must_ids = set(far), set(must)
    placed: dict[Hashable, Placed] = {}
    taken: list[pygame.Rect] = list(blockers)
    squares = [disc_rect(c, r) for c, r in discs]
    for item in items:
        owns = item.owns or (item.id,)
        outward = None
        if centre is not None:
            outward = math.atan2(item.anchor[1] - centre[1], item.anchor[0] - centre[0])
        steps = (1.0, 2.0, 3.2, 4.6, 6.2, 8.0, 10.0) if item.id in must_ids else (1.0, 2.0, 3.2)
        for rect, leader in candidates(item, outward=outward, far=item.id in far_ids or item.id in must_ids,
                                       steps=steps):
            if bounds is not None and not bounds.contains(rect):
                continue
            if rect.inflate(2 * pad, 2 * pad).collidelist(taken) != -1:
                continue
            if any(circle_hits(rect, *discs[i]) for i in rect.collidelistall(squares)):
                continue
            if nearest is not None and not nearest.names_own(rect, owns):
                continue
            placed[item.id] = Placed(rect, leader)
            taken.append(rect)
            break
    return placed


def disc_rect(centre: tuple[float, float], radius: float) -> pygame.Rect:
    """The square around a station's disc (a quick first test before the exact one)."""
    r = radius + 1
    return pygame.Rect(round(centre[0] - r), round(centre[1] - r), round(2 * r), round(2 * r))

"""Player badges (colour + shape), cubes, coins and score tracks. All surfaces are cached."""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .effects import darken, ink_for, lighten, to_rgb
from .fonts import get_font, render_text

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: Okabe-Ito colour-blind-safe player colours.
PLAYER_COLOURS: tuple[RGB, ...] = (
    (0xE6, 0x9F, 0x00),  # orange
    (0x56, 0xB4, 0xE9),  # sky blue
    (0x00, 0x9E, 0x73),  # bluish green
    (0xF0, 0xE4, 0x42),  # yellow
    (0x00, 0x72, 0xB2),  # blue
    (0xD5, 0x5E, 0x00),  # vermillion
    (0xCC, 0x79, 0xA7),  # reddish purple
)
#: One shape per seat so colour is never the only cue.
PLAYER_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon", "star")

_SS = 4


def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """Polygon for a badge shape (circle is approximated with 48 points)."""
    cx, cy = centre

    def ring(n: int, r: float, start: float) -> list[Point]:
        return [(cx + r * math.cos(start + 2 * math.pi * i / n), cy + r * math.sin(start + 2 * math.pi * i / n))
                for i in range(n)]

    if shape == "circle":
        return ring(48, radius, 0)
    if shape == "square":
        return ring(4, radius * 1.12, math.pi / 4)
    if shape == "triangle":
        pts = ring(3, radius * 1.2, -math.pi / 2)
        return [(x, y + radius * 0.18) for x, y in pts]
    if shape == "diamond":
        return ring(4, radius * 1.15, -math.pi / 2)
    if shape == "hexagon":
        return ring(6, radius * 1.05, 0)
    if shape == "star":
        outer = ring(5, radius * 1.2, -math.pi / 2)
        inner = ring(5, radius * 0.55, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner) for p in pair]
    raise ValueError(f"unknown shape {shape!r}")


@lru_cache(maxsize=512)
def token_surface(colour: RGB, shape: str = "circle", radius: int = 14, label: str = "",
                  shadow: bool = True) -> pygame.Surface:
    """A badge of ``shape`` in ``colour`` with a dark outline and highlight; centre = surface centre."""
    colour = to_rgb(colour)
    pad = max(4, radius // 2)
    dim = radius * 2 + pad * 2
    big = pygame.Surface((dim * _SS, dim * _SS), pygame.SRCALPHA)
    c = (dim * _SS / 2, dim * _SS / 2)
    r = radius * _SS
    if shadow:
        sh = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(sh, (0, 0, 0, 120), shape_points(shape, (c[0] + r * 0.08, c[1] + r * 0.16), r))
        big.blit(pygame.transform.gaussian_blur(sh, max(2, r // 8)), (0, 0))
    pygame.draw.polygon(big, darken(colour, 0.5), shape_points(shape, c, r))
    pygame.draw.polygon(big, colour, shape_points(shape, c, r * 0.84))
    pygame.draw.polygon(big, lighten(colour, 0.28), shape_points(shape, (c[0], c[1] - r * 0.12), r * 0.55))
    pygame.draw.polygon(big, colour, shape_points(shape, (c[0], c[1] + r * 0.05), r * 0.58))
    surf = pygame.transform.smoothscale(big, (dim, dim))
    if label:
        txt = get_font(max(9, int(radius * 0.95)), bold=True).render(label, True, ink_for(colour))
        surf.blit(txt, txt.get_rect(center=(dim / 2, dim / 2 + (radius * 0.12 if shape == "triangle" else 0))))
    return surf


def draw_token(surface: pygame.Surface, pos: Point, colour: RGB, shape: str = "circle", radius: int = 14,
               label: str = "") -> pygame.Rect:
    img = token_surface(tuple(colour), shape, int(radius), label)
    return surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))


def player_token(seat: int, radius: int = 14, label: str = "") -> pygame.Surface:
    """Badge for seat ``seat`` using the shared colour and shape lists."""
    return token_surface(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], PLAYER_SHAPES[seat % len(PLAYER_SHAPES)],
                         radius, label)


@lru_cache(maxsize=256)
def cube_surface(colour: RGB, size: int = 18, label: str = "") -> pygame.Surface:
    """An isometric-ish wooden cube: lit top, two shaded sides."""
    colour = to_rgb(colour)
    s = size * _SS
    dim = int(size * 1.7) * _SS
    big = pygame.Surface((dim, dim), pygame.SRCALPHA)
    cx, cy = dim / 2, dim / 2
    h = s * 0.5
    top = [(cx, cy - s * 0.75), (cx + s * 0.7, cy - s * 0.4), (cx, cy - s * 0.05), (cx - s * 0.7, cy - s * 0.4)]
    left = [top[3], top[2], (cx, cy - s * 0.05 + h * 1.4), (cx - s * 0.7, cy - s * 0.4 + h * 1.4)]
    right = [top[2], top[1], (cx + s * 0.7, cy - s * 0.4 + h * 1.4), (cx, cy - s * 0.05 + h * 1.4)]
    sh = pygame.Surface((dim, dim), pygame.SRCALPHA)
    pygame.draw.ellipse(sh, (0, 0, 0, 110), (cx - s * 0.8, cy + s * 0.25, s * 1.6, s * 0.6))
    big.blit(pygame.transform.gaussian_blur(sh, _SS * 2), (0, 0))
    for poly, tone in ((left, darken(colour, 0.18)), (right, darken(colour, 0.36)), (top, lighten(colour, 0.12))):
        pygame.draw.polygon(big, tone, poly)
        pygame.draw.polygon(big, darken(colour, 0.6), poly, _SS)
    surf = pygame.transform.smoothscale(big, (dim // _SS, dim // _SS))
    if label:
        txt = get_font(max(9, int(size * 0.6)), bold=True).render(label, True, ink_for(lighten(colour, 0.12)))
        surf.blit(txt, txt.get_rect(center=(dim / _SS / 2, (cy - s * 0.4) / _SS)))
    return surf


@lru_cache(maxsize=128)
def coin_surface(radius: int = 14, colour: RGB = (222, 176, 62), label: str = "") -> pygame.Surface:
    """A gold (or any colour) coin with a rim and an optional value."""
    colour = to_rgb(colour)
    pad = max(3, radius // 3)
    dim = (radius + pad) * 2
    big = pygame.Surface((dim * _SS, dim * _SS), pygame.SRCALPHA)
    c = (dim * _SS / 2, dim * _SS / 2)
    r = radius * _SS
    pygame.draw.circle(big, (0, 0, 0, 100), (c[0] + r * 0.06, c[1] + r * 0.14), r)
    big = pygame.transform.gaussian_blur(big, max(2, r // 10))
    pygame.draw.circle(big, darken(colour, 0.45), c, r)
    pygame.draw.circle(big, lighten(colour, 0.15), c, r * 0.9)
    pygame.draw.circle(big, darken(colour, 0.15), c, r * 0.72)
    pygame.draw.circle(big, colour, c, r * 0.66)
    pygame.draw.arc(big, lighten(colour, 0.6), (c[0] - r * 0.82, c[1] - r * 0.82, r * 1.64, r * 1.64),
                    math.radians(100), math.radians(170), _SS * 2)
    surf = pygame.transform.smoothscale(big, (dim, dim))
    if label:
        txt = get_font(max(9, int(radius * 0.95)), bold=True).render(label, True, darken(colour, 0.7))
        surf.blit(txt, txt.get_rect(center=(dim / 2, dim / 2)))
    return surf


@dataclass
class TrackMarker:
    value: int
    colour: RGB
    shape: str = "circle"
    label: str = ""


class Track:
    """A score track of ``length`` spaces around a rect (clockwise from the top-left)
    or along a line; markers on the same space stack with a small offset."""

    def __init__(self, length: int, rect: pygame.Rect | None = None, line: tuple[Point, Point] | None = None,
                 space_colour: RGB = (58, 62, 70), ink: RGB = (225, 225, 225), every: int = 5,
                 wrap: bool = True) -> None:
        if (rect is None) == (line is None):
            raise ValueError("give exactly one of rect or line")
        self.length, self.rect, self.line = length, rect and pygame.Rect(rect), line
        self.space_colour, self.ink, self.every, self.wrap = space_colour, ink, every, wrap
        self.positions = self._layout()
        spacing = min((math.dist(a, b) for a, b in zip(self.positions, self.positions[1:])), default=30)
        self.space = max(10, int(spacing * 0.9))
        self._base: pygame.Surface | None = None

    def _layout(self) -> list[Point]:
        n = self.length
        if self.line is not None:
            (x1, y1), (x2, y2) = self.line
            return [(x1 + (x2 - x1) * i / max(1, n - 1), y1 + (y2 - y1) * i / max(1, n - 1)) for i in range(n)]
        r = self.rect
        perim = 2 * (r.w + r.h)
        pts = []
        for i in range(n):
            d = perim * i / n
            if d < r.w:
                pts.append((r.x + d, r.y))
            elif d < r.w + r.h:
                pts.append((r.right, r.y + d - r.w))
            elif d < 2 * r.w + r.h:
                pts.append((r.right - (d - r.w - r.h), r.bottom))
            else:
                pts.append((r.x, r.bottom - (d - 2 * r.w - r.h)))
        return pts

    def position(self, value: int) -> Point:
        """Centre of the space for ``value`` (wrapping laps when ``wrap``)."""
        i = value % self.length if self.wrap else max(0, min(self.length - 1, value))
        return self.positions[i]

    def _bounds(self) -> pygame.Rect:
        xs = [p[0] for p in self.positions]
        ys = [p[1] for p in self.positions]
        pad = self.space
        return pygame.Rect(int(min(xs)) - pad, int(min(ys)) - pad, int(max(xs) - min(xs)) + 2 * pad,
                           int(max(ys) - min(ys)) + 2 * pad)

    def _render_base(self) -> pygame.Surface:
        """Spaces and numbers, only over the track's bounding box (cheap to blit)."""
        box = self._bounds()
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        s = self.space
        for i, (x, y) in enumerate(self.positions):
            rect = pygame.Rect(0, 0, s, s)
            rect.center = (round(x) - box.x, round(y) - box.y)
            strong = self.every and i % self.every == 0
            pygame.draw.rect(surf, (0, 0, 0, 80), rect.move(1, 2), border_radius=max(2, s // 5))
            pygame.draw.rect(surf, lighten(self.space_colour, 0.12 if strong else 0), rect, border_radius=max(2, s // 5))
            pygame.draw.rect(surf, darken(self.space_colour, 0.4), rect, 1, border_radius=max(2, s // 5))
            if strong:
                txt = render_text(str(i), max(10, int(s * 0.42)), self.ink, weight="semibold")
                surf.blit(txt, txt.get_rect(center=rect.center))
        return surf

    def draw(self, surface: pygame.Surface, markers: Sequence[TrackMarker] = ()) -> None:
        if self._base is None:
            self._base = self._render_base()
        surface.blit(self._base, self._bounds().topleft)
        stacks: dict[int, int] = {}
        radius = max(6, int(self.space * 0.36))
        for m in markers:
            i = m.value % self.length if self.wrap else max(0, min(self.length - 1, m.value))
            k = stacks.get(i, 0)
            stacks[i] = k + 1
            x, y = self.positions[i]
            draw_token(surface, (x + k * radius * 0.35, y - k * radius * 0.55), m.colour, m.shape, radius, m.label)

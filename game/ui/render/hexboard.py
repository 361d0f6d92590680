"""Hex board renderer and hex tile (piece) drawing.

The board base (cells, terrain, outlines) is rendered once per rect/fill change at 2x
and smoothscaled, so a frame is one blit plus cached tile/glow blits.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from .effects import darken, glow, ink_for, lighten, mix, polygon_shadow, to_rgb, vertical_gradient
from .fonts import get_font, render_text
from .hexmath import DIRECTIONS, Hex, HexLayout, Point, edge_angle, fit_layout, hex_corners

RGB = tuple[int, int, int]
EdgeMarker = tuple[str, int]

#: Edge marker kinds understood by :func:`hex_tile_surface`.
EDGE_KINDS = ("melee", "ranged", "armor", "net", "link", "gauss")


@dataclass(frozen=True)
class CellStyle:
    """How a board cell looks: fill colour plus an optional texture and label."""
    fill: RGB = (92, 98, 104)
    texture: str | None = None  # None, "dots", "hatch", "hazard", "waves", "grass"
    label: str = ""


@dataclass(frozen=True)
class HexTile:
    """A hex piece. ``edges[i]`` lists markers on the side facing ``DIRECTIONS[i]``
    before rotation; ``rotation`` turns the markers ``rotation`` sides counter-clockwise
    (towards higher indices) while the text stays upright."""
    colour: RGB
    label: str = ""
    edges: tuple[tuple[EdgeMarker, ...], ...] = ((),) * 6
    initiative: tuple[int, ...] = ()
    rotation: int = 0
    sublabel: str = ""
    ink: RGB | None = None

    def __post_init__(self) -> None:
        edges = tuple(tuple((str(k), int(v)) for k, v in e) for e in self.edges)
        edges = edges + ((),) * (6 - len(edges))
        object.__setattr__(self, "edges", edges[:6])
        object.__setattr__(self, "initiative", tuple(int(i) for i in self.initiative))
        object.__setattr__(self, "colour", to_rgb(self.colour))
        object.__setattr__(self, "rotation", int(self.rotation) % 6)

    def rotated_edges(self) -> tuple[tuple[EdgeMarker, ...], ...]:
        """Markers per drawn side after rotation."""
        out: list[tuple[EdgeMarker, ...]] = [()] * 6
        for i, markers in enumerate(self.edges):
            out[(i + self.rotation) % 6] = markers
        return tuple(out)


# ------------------------------------------------------------------ tile drawing
_TILE_CACHE: dict[tuple, pygame.Surface] = {}
_SS = 3  # supersample factor for tile shapes


def _vec(angle: float, dist: float, centre: Point) -> Point:
    return (centre[0] + math.cos(angle) * dist, centre[1] + math.sin(angle) * dist)


def _along(angle: float, dist: float, offset: float, centre: Point) -> Point:
    """Point ``dist`` from centre towards ``angle`` and ``offset`` along the edge."""
    px, py = _vec(angle, dist, centre)
    return (px - math.sin(angle) * offset, py + math.cos(angle) * offset)


def _spread(count: int, spacing: float) -> list[float]:
    return [(i - (count - 1) / 2) * spacing for i in range(count)]


def _draw_edge(surf: pygame.Surface, kind: str, value: int, angle: float, size: float,
               centre: Point, ink: RGB, accent: RGB, slot: int) -> None:
    """Draw one marker near the side at ``angle``; ``slot`` stacks several markers inward."""
    apothem = size * math.sqrt(3) / 2
    edge = apothem * 0.94 - slot * size * 0.2
    unit = size * 0.135
    count = max(1, value)
    if kind == "melee":
        for off in _spread(min(count, 4), unit * 1.9):
            tip = _along(angle, edge, off, centre)
            base_l = _along(angle, edge - unit * 1.5, off - unit * 0.85, centre)
            base_r = _along(angle, edge - unit * 1.5, off + unit * 0.85, centre)
            pygame.draw.polygon(surf, ink, [tip, base_l, base_r])
    elif kind == "ranged":
        for off in _spread(min(count, 4), unit * 1.9):
            tip = _along(angle, edge, off, centre)
            tail = _along(angle, edge - unit * 2.4, off, centre)
            pygame.draw.line(surf, ink, tail, _along(angle, edge - unit * 0.8, off, centre), max(2, int(unit * 0.45)))
            pygame.draw.polygon(surf, ink, [tip, _along(angle, edge - unit * 1.1, off - unit * 0.7, centre),
                                            _along(angle, edge - unit * 1.1, off + unit * 0.7, centre)])
    elif kind == "gauss":
        tail = _vec(angle, edge - unit * 3.2, centre)
        pygame.draw.line(surf, ink, tail, _vec(angle, edge - unit, centre), max(3, int(unit * 0.8)))
        pygame.draw.polygon(surf, ink, [_vec(angle, edge, centre), _along(angle, edge - unit * 1.3, -unit, centre),
                                        _along(angle, edge - unit * 1.3, unit, centre)])
    elif kind == "armor":
        half = size * 0.34
        a = _along(angle, edge - unit * 0.5, -half, centre)
        b = _along(angle, edge - unit * 0.5, half, centre)
        pygame.draw.line(surf, ink, a, b, max(3, int(unit * 1.1)))
    elif kind == "net":
        half, depth = size * 0.3, unit * 2.2
        for i in range(5):
            t = -half + i * half / 2
            pygame.draw.line(surf, ink, _along(angle, edge, t, centre),
                             _along(angle, edge - depth, t * 0.7, centre), max(1, int(unit * 0.3)))
        for j in range(3):
            d = edge - j * depth / 2
            w = half * (1 - 0.3 * j / 2)
            pygame.draw.line(surf, ink, _along(angle, d, -w, centre), _along(angle, d, w, centre),
                             max(1, int(unit * 0.3)))
    elif kind == "link":
        tip = _vec(angle, edge, centre)
        back = edge - unit * 1.8
        pts = [tip, _along(angle, back, -unit * 1.4, centre), _vec(angle, back + unit * 0.6, centre),
               _along(angle, back, unit * 1.4, centre)]
        pygame.draw.polygon(surf, accent, pts)
        pygame.draw.polygon(surf, ink, pts, max(1, int(unit * 0.35)))
    else:  # unknown kinds still show something rather than nothing
        pygame.draw.circle(surf, ink, _vec(angle, edge - unit, centre), unit)


def _hex_mask_fill(size_px: tuple[int, int], corners: Sequence[Point], top: RGB, bottom: RGB) -> pygame.Surface:
    """A vertical gradient clipped to a polygon (alpha outside)."""
    surf = pygame.Surface(size_px, pygame.SRCALPHA)
    grad = vertical_gradient(size_px, top, bottom)
    surf.blit(grad, (0, 0))
    mask = pygame.Surface(size_px, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def _tile_shapes(tile: HexTile, size: float, flat: bool, dim: int) -> pygame.Surface:
    """The vector part of a tile, drawn at _SS x and smoothscaled to ``dim``."""
    big_dim = dim * _SS
    s = size * _SS
    c = (big_dim / 2, big_dim / 2)
    body = tile.colour
    ink = tile.ink or ink_for(body)
    corners = hex_corners(c, s * 0.95, flat)
    surf = _hex_mask_fill((big_dim, big_dim), corners, lighten(body, 0.22), darken(body, 0.18))
    pygame.draw.polygon(surf, darken(body, 0.45), corners, max(2, int(s * 0.05)))
    pygame.draw.polygon(surf, lighten(body, 0.4), hex_corners(c, s * 0.86, flat), max(1, int(s * 0.015)))
    # centre disc for name and initiative
    pygame.draw.circle(surf, (*darken(body, 0.12), 255), c, s * 0.44)
    pygame.draw.circle(surf, lighten(body, 0.3), c, s * 0.44, max(1, int(s * 0.02)))
    accent = lighten(body, 0.55)
    for side, markers in enumerate(tile.rotated_edges()):
        for slot, (kind, value) in enumerate(markers):
            _draw_edge(surf, kind, value, edge_angle(side, flat), s, c, ink, accent, slot)
    return pygame.transform.smoothscale(surf, (dim, dim))


def _fit_font(text: str, max_w: float, size: int) -> pygame.font.Font:
    """Largest bold font not above ``size`` whose rendering of ``text`` fits ``max_w``."""
    while size > 9 and get_font(size, bold=True).size(text)[0] > max_w:
        size -= 1
    return get_font(size, bold=True)


def _draw_tile_text(surf: pygame.Surface, tile: HexTile, size: float, centre: Point) -> None:
    """Text is drawn at final resolution (not supersampled) so it stays crisp."""
    text_ink = ink_for(darken(tile.colour, 0.12))
    y = centre[1] - (size * 0.08 if tile.initiative else 0)
    if tile.label:
        text = _fit_font(tile.label, size * 0.8, max(10, int(size * 0.3))).render(tile.label, True, text_ink)
        surf.blit(text, text.get_rect(center=(centre[0], y)))
    if tile.sublabel:
        sub = get_font(max(9, int(size * 0.16))).render(tile.sublabel, True, text_ink)
        surf.blit(sub, sub.get_rect(center=(centre[0], y - size * 0.25)))
    if tile.initiative:
        r = max(6.0, size * 0.11)
        for off, value in zip(_spread(len(tile.initiative), r * 2.3), tile.initiative):
            p = (centre[0] + off, centre[1] + size * 0.24)
            pygame.draw.circle(surf, lighten(tile.colour, 0.8), p, r)
            pygame.draw.aacircle(surf, darken(tile.colour, 0.5), p, r, 1)
            n = get_font(max(9, int(r * 1.55)), bold=True).render(str(value), True, (30, 30, 34))
            surf.blit(n, n.get_rect(center=(p[0], p[1] + 0.5)))


def hex_tile_surface(tile: HexTile, size: float, flat: bool = False, shadow: bool = True) -> pygame.Surface:
    """Cached surface of ``tile`` for a board hex of ``size`` px; blit it centred on the cell."""
    key = (tile, round(size, 1), flat, shadow)
    cached = _TILE_CACHE.get(key)
    if cached is not None:
        return cached
    pad = int(size * 0.25) + 4
    dim = int(size * 2) + pad * 2
    out = pygame.Surface((dim, dim), pygame.SRCALPHA)
    centre = (dim / 2, dim / 2)
    if shadow:
        sh, (ox, oy) = polygon_shadow(hex_corners((dim / 2, dim / 2), size * 0.95, flat),
                                      blur=max(2, int(size * 0.08)), alpha=130)
        out.blit(sh, (ox + size * 0.04, oy + size * 0.08))
    out.blit(_tile_shapes(tile, size, flat, dim), (0, 0))
    _draw_tile_text(out, tile, size, centre)
    if len(_TILE_CACHE) > 512:
        _TILE_CACHE.clear()
    _TILE_CACHE[key] = out
    return out


def draw_hex_tile(surface: pygame.Surface, tile: HexTile, centre: Point, size: float,
                  flat: bool = False, lift: float = 0.0) -> pygame.Rect:
    """Blit a cached tile centred at ``centre`` (``lift`` raises it a few px, e.g. on hover)."""
    img = hex_tile_surface(tile, size, flat)
    return surface.blit(img, img.get_rect(center=(centre[0], centre[1] - lift)))


# ------------------------------------------------------------------ board
def _texture(surf: pygame.Surface, kind: str, corners: Sequence[Point], fill: RGB, scale: float) -> None:
    """Terrain texture clipped to the hex via a mask."""
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    tone = (*darken(fill, 0.16), 255)
    light = (*lighten(fill, 0.14), 255)
    step = max(4, int(10 * scale))
    if kind == "dots":
        for x in range(0, box.w, step):
            for y in range((x // step % 2) * step // 2, box.h, step):
                pygame.draw.circle(layer, tone, (x, y), max(1, step // 6))
    elif kind == "hatch":
        for x in range(-box.h, box.w, step):
            pygame.draw.line(layer, tone, (x, box.h), (x + box.h, 0), max(1, step // 6))
    elif kind == "hazard":
        for x in range(-box.h, box.w, step * 2):
            pygame.draw.polygon(layer, (*mix(fill, (230, 190, 40), 0.35), 255),
                                [(x, box.h), (x + step, box.h), (x + step + box.h, 0), (x + box.h, 0)])
    elif kind == "waves":
        for y in range(0, box.h, step):
            pts = [(x, y + math.sin(x / step * 2) * step / 4) for x in range(0, box.w + 4, 4)]
            if len(pts) > 1:
                pygame.draw.lines(layer, light, False, pts, max(1, step // 6))
    elif kind == "grass":
        for x in range(0, box.w, step):
            for y in range(0, box.h, step):
                ox = (x * 7 + y * 3) % step - step / 2
                pygame.draw.line(layer, tone, (x + ox, y + step / 2), (x + ox + 2, y), max(1, step // 8))
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in corners])
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(layer, box.topleft)


class HexBoardRenderer:
    """Fits hex ``cells`` into ``rect``; draws cells, glow highlights, hover and tiles."""

    def __init__(self, cells: Iterable[Hex], rect: pygame.Rect, flat: bool = False,
                 fills: Mapping[Hex, RGB | CellStyle] | None = None, margin: float = 16.0,
                 gap: float = 0.06, default_fill: RGB = (86, 92, 98),
                 highlight_colour: RGB = (255, 214, 102), board_colour: RGB | None = (40, 44, 50)) -> None:
        self.cells: list[Hex] = list(cells)
        self._cell_set = set(self.cells)
        self.flat, self.margin, self.gap = flat, margin, gap
        self.default_fill = default_fill
        self.highlight_colour = highlight_colour
        self.board_colour = board_colour
        self.fills: dict[Hex, CellStyle] = {}
        self.hover: Hex | None = None
        self._base: pygame.Surface | None = None
        self._glow: dict[RGB, tuple[pygame.Surface, Point]] = {}
        self._hover_img: tuple[pygame.Surface, Point] | None = None
        self.rect = pygame.Rect(rect)
        self.layout: HexLayout = fit_layout(self.cells, self.rect, flat, margin)
        self.set_fills(fills or {})

    # -- geometry
    def set_rect(self, rect: pygame.Rect) -> None:
        """Refit into a new rect (window resize); drops cached surfaces."""
        self.rect = pygame.Rect(rect)
        self.layout = fit_layout(self.cells, self.rect, self.flat, self.margin)
        self._invalidate()

    def set_fills(self, fills: Mapping[Hex, RGB | CellStyle]) -> None:
        self.fills = {c: v if isinstance(v, CellStyle) else CellStyle(to_rgb(v)) for c, v in fills.items()}
        self._invalidate()

    def _invalidate(self) -> None:
        self._base = None
        self._glow.clear()
        self._hover_img = None

    @property
    def size(self) -> float:
        return self.layout.size

    def cell_center(self, cell: Hex) -> Point:
        return self.layout.to_pixel(cell)

    def cell_at(self, pos: Point) -> Hex | None:
        cell = self.layout.from_pixel(pos)
        return cell if cell in self._cell_set else None

    def update_hover(self, pos: Point | None) -> Hex | None:
        self.hover = None if pos is None else self.cell_at(pos)
        return self.hover

    # -- cached layers
    def _render_base(self) -> pygame.Surface:
        k = 2
        w, h = self.rect.size
        big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        s = self.layout.size

        def local(cell: Hex, scale: float) -> list[Point]:
            return [((x - ox) * k, (y - oy) * k) for x, y in self.layout.corners(cell, scale)]

        if self.board_colour is not None:
            for cell in self.cells:  # a dark plate under the cells gives the gaps depth
                pygame.draw.polygon(big, (*self.board_colour, 255), local(cell, 1.04))
        for cell in self.cells:
            style = self.fills.get(cell, CellStyle(self.default_fill))
            pts = local(cell, 1 - self.gap)
            top, bottom = lighten(style.fill, 0.08), darken(style.fill, 0.1)
            pygame.draw.polygon(big, (*mix(top, bottom, 0.5), 255), pts)
            if style.texture:
                _texture(big, style.texture, pts, style.fill, s * k / 40)
            pygame.draw.polygon(big, (*lighten(style.fill, 0.22), 255), pts, max(1, int(s * k * 0.03)))
            pygame.draw.polygon(big, (*darken(style.fill, 0.35), 255), pts, max(1, int(s * k * 0.012)))
        base = pygame.transform.smoothscale(big, (w, h))
        for cell in self.cells:
            style = self.fills.get(cell)
            if style and style.label:
                cx, cy = self.cell_center(cell)
                txt = render_text(style.label, max(11, int(s * 0.22)), ink_for(style.fill))
                base.blit(txt, txt.get_rect(center=(cx - ox, cy - oy + s * 0.55)))
        return base

    def _glow_for(self, colour: RGB) -> tuple[pygame.Surface, Point]:
        if colour not in self._glow:
            self._glow[colour] = glow(hex_corners((0, 0), self.size * 0.9, self.flat), colour,
                                      width=max(3, int(self.size * 0.1)), blur=max(3, int(self.size * 0.1)))
        return self._glow[colour]

    def _hover_overlay(self) -> tuple[pygame.Surface, Point]:
        if self._hover_img is None:
            pts = hex_corners((0, 0), self.size * (1 - self.gap), self.flat)
            min_x, min_y = min(p[0] for p in pts) - 2, min(p[1] for p in pts) - 2
            local = [(x - min_x, y - min_y) for x, y in pts]
            surf = pygame.Surface((int(-2 * min_x) + 2, int(-2 * min_y) + 2), pygame.SRCALPHA)
            pygame.draw.polygon(surf, (255, 255, 255, 38), local)
            pygame.draw.polygon(surf, (255, 255, 255, 170), local, 2)
            pygame.draw.aalines(surf, (255, 255, 255, 200), True, local)
            self._hover_img = (surf, (min_x, min_y))
        return self._hover_img

    # -- drawing
    def draw(self, surface: pygame.Surface, tiles: Mapping[Hex, HexTile] | None = None,
             highlights: Iterable[Hex] = (), time: float = 0.0, highlight_colour: RGB | None = None,
             lifted: Hex | None = None) -> None:
        """Draw board, hover, tiles, then glows on ``highlights`` (pulsing with ``time``)."""
        if self._base is None:
            self._base = self._render_base()
        surface.blit(self._base, self.rect.topleft)
        if self.hover is not None:
            img, (ox, oy) = self._hover_overlay()
            cx, cy = self.cell_center(self.hover)
            surface.blit(img, (cx + ox, cy + oy))
        for cell, tile in (tiles or {}).items():
            lift = self.size * 0.06 if cell == lifted or cell == self.hover else 0.0
            draw_hex_tile(surface, tile, self.cell_center(cell), self.size, self.flat, lift)
        colour = highlight_colour or self.highlight_colour
        img, (ox, oy) = self._glow_for(colour)
        img.set_alpha(int(170 + 85 * (0.5 + 0.5 * math.sin(time * 4.0))))
        for cell in highlights:
            cx, cy = self.cell_center(cell)
            surface.blit(img, (cx + ox, cy + oy))


__all__ = ["CellStyle", "HexTile", "HexBoardRenderer", "hex_tile_surface", "draw_hex_tile",
           "EDGE_KINDS", "DIRECTIONS"]

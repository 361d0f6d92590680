"""Graph map renderer: nodes at normalised positions, edges drawn like metro lines.

The map can be panned and zoomed (``zoom_at``, ``pan_by``, ``fit``): ``zoom`` 1 with no
offset fits every node inside ``rect``; positions, hit tests and the cached picture all follow
the view transform, and the offset is clamped so part of the map always stays in view."""
from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from .effects import darken, ink_for, lighten, to_rgb
from .fonts import render_text

RGB = tuple[int, int, int]


@dataclass
class Node:
    id: Hashable
    x: float  # 0..1 across the rect
    y: float  # 0..1 down the rect
    label: str = ""
    colour: RGB = (235, 235, 235)
    radius: float = 1.0  # multiplier of the renderer's node radius


@dataclass
class Edge:
    a: Hashable
    b: Hashable
    colour: RGB | None = None
    width: float = 1.0  # multiplier of the renderer's line width
    dashed: bool = False


class GraphMapRenderer:
    """Fits nodes into ``rect``; parallel edges between the same pair are offset side by side."""

    def __init__(self, nodes: Sequence[Node], edges: Sequence[Edge], rect: pygame.Rect,
                 node_radius: float | None = None, margin: int = 40, edge_colour: RGB = (120, 126, 136),
                 highlight_colour: RGB = (255, 214, 102), label_colour: RGB = (235, 235, 235)) -> None:
        self.nodes = {n.id: n for n in nodes}
        self.edges = list(edges)
        self.margin = margin
        self._radius_opt = node_radius
        self.edge_colour = edge_colour
        self.highlight_colour = highlight_colour
        self.label_colour = label_colour
        self.hover: Hashable | None = None
        self._base: pygame.Surface | None = None
        self.zoom = 1.0
        self.offset = (0.0, 0.0)
        self.min_zoom = 1.0
        self.max_zoom = 4.0
        self.show_labels = True
        self.label_max: int | None = None  # cap of the label size while zoomed in
        self.fast = False  # while dragging: no supersampling (re-render smooth afterwards)
        self.set_rect(rect)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.inner = self.rect.inflate(-2 * self.margin, -2 * self.margin)
        self.node_radius = self._radius_opt or max(6.0, min(self.inner.w, self.inner.h) / 40)
        self._clamp()
        self._base = None

    # ----- view transform (pan and zoom) ------------------------------------------------------
    @property
    def scaled_radius(self) -> float:
        """The node radius on screen at the current zoom."""
        return self.node_radius * self.zoom

    def to_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        cx, cy = self.rect.center
        return (cx + (p[0] - cx) * self.zoom + self.offset[0], cy + (p[1] - cy) * self.zoom + self.offset[1])

    def to_fitted(self, p: tuple[float, float]) -> tuple[float, float]:
        """Screen point -> the point of the fitted (zoom 1) map under it."""
        cx, cy = self.rect.center
        return (cx + (p[0] - cx - self.offset[0]) / self.zoom, cy + (p[1] - cy - self.offset[1]) / self.zoom)

    def fit(self) -> None:
        """Every node in view again (zoom 1, no offset)."""
        self.zoom, self.offset = 1.0, (0.0, 0.0)
        self._base = None

    def zoom_at(self, pos: tuple[float, float], factor: float) -> bool:
        """Zoom by ``factor`` keeping the map point under ``pos`` where it is; False if the
        zoom was already at its limit."""
        z = max(self.min_zoom, min(self.max_zoom, self.zoom * factor))
        if abs(z - self.zoom) < 1e-9:
            return False
        fx, fy = self.to_fitted(pos)
        cx, cy = self.rect.center
        self.zoom = z
        self.offset = (pos[0] - cx - (fx - cx) * z, pos[1] - cy - (fy - cy) * z)
        self._clamp()
        self._base = None
        return True

    def pan_by(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)
        self._clamp()
        self._base = None

    def _clamp(self) -> None:
        """The zoomed map may not leave a gap wider than a quarter of the view at any side."""
        if self.zoom <= 1.0 + 1e-9:
            self.offset = (0.0, 0.0)
            return
        lim_x = self.rect.w * (self.zoom - 1) / 2 + self.rect.w * 0.25
        lim_y = self.rect.h * (self.zoom - 1) / 2 + self.rect.h * 0.25
        self.offset = (max(-lim_x, min(lim_x, self.offset[0])), max(-lim_y, min(lim_y, self.offset[1])))

    def node_pos(self, node_id: Hashable) -> tuple[float, float]:
        n = self.nodes[node_id]
        return self.to_screen((self.inner.x + n.x * self.inner.w, self.inner.y + n.y * self.inner.h))

    def visible(self, node_id: Hashable) -> bool:
        x, y = self.node_pos(node_id)
        return self.rect.collidepoint(x, y)

    def node_at(self, pos: tuple[float, float], slack: float = 4.0) -> Hashable | None:
        """Nearest visible node whose circle (plus ``slack`` px) contains ``pos``."""
        if not self.rect.collidepoint(pos):
            return None
        best, best_d = None, float("inf")
        for nid, n in self.nodes.items():
            x, y = self.node_pos(nid)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= self.scaled_radius * n.radius + slack and d < best_d:
                best, best_d = nid, d
        return best

    def update_hover(self, pos: tuple[float, float] | None) -> Hashable | None:
        self.hover = None if pos is None else self.node_at(pos)
        return self.hover

    def _edge_offsets(self) -> list[float]:
        groups: dict[frozenset, list[int]] = {}
        for i, e in enumerate(self.edges):
            groups.setdefault(frozenset((e.a, e.b)), []).append(i)
        offsets = [0.0] * len(self.edges)
        lw = self.scaled_radius * 0.5
        for idxs in groups.values():
            for k, i in enumerate(idxs):
                offsets[i] = (k - (len(idxs) - 1) / 2) * lw * 1.2
        return offsets

    def _render_base(self) -> pygame.Surface:
        k = 1 if self.fast else 2
        big = pygame.Surface((self.rect.w * k, self.rect.h * k), pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        lw = self.scaled_radius * 0.5
        for e, off in zip(self.edges, self._edge_offsets()):
            (x1, y1), (x2, y2) = self.node_pos(e.a), self.node_pos(e.b)
            length = math.hypot(x2 - x1, y2 - y1) or 1
            nx, ny = -(y2 - y1) / length * off, (x2 - x1) / length * off
            a = ((x1 + nx - ox) * k, (y1 + ny - oy) * k)
            b = ((x2 + nx - ox) * k, (y2 + ny - oy) * k)
            colour = to_rgb(e.colour) if e.colour else self.edge_colour
            width = max(2, int(lw * e.width * k))
            if e.dashed:
                steps = max(1, int(length / (lw * 2)))
                for s in range(0, steps, 2):
                    t0, t1 = s / steps, min(1, (s + 1) / steps)
                    pygame.draw.line(big, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                                     (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)
            else:
                pygame.draw.line(big, darken(colour, 0.4), a, b, width + 2 * k)
                pygame.draw.line(big, colour, a, b, width)
                for p in (a, b):
                    pygame.draw.circle(big, colour, p, width / 2)
        for nid, n in self.nodes.items():
            x, y = self.node_pos(nid)
            c = ((x - ox) * k, (y - oy) * k)
            r = self.scaled_radius * n.radius * k
            pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + 2 * k, c[1] + 3 * k), r + k)
            pygame.draw.circle(big, darken(n.colour, 0.55), c, r)
            pygame.draw.circle(big, n.colour, c, r - 2.5 * k)
            pygame.draw.circle(big, lighten(n.colour, 0.5), (c[0] - r * 0.25, c[1] - r * 0.3), r * 0.3)
        base = big if k == 1 else pygame.transform.smoothscale(big, self.rect.size)
        size = max(14, int(self.scaled_radius * 1.1))
        if self.label_max is not None:
            size = max(14, min(size, self.label_max))
        for nid, n in self.nodes.items():
            if not n.label or not self.show_labels:
                continue
            x, y = self.node_pos(nid)
            txt = render_text(n.label, size, self.label_colour, weight="semibold")
            shadow = render_text(n.label, size, ink_for(self.label_colour), weight="semibold")
            pos = txt.get_rect(midtop=(x - ox, y - oy + self.scaled_radius * n.radius + 3))
            base.blit(shadow, pos.move(1, 1))
            base.blit(txt, pos)
        return base

    def draw(self, surface: pygame.Surface, highlights: Iterable[Hashable] = (), selected: Hashable | None = None,
             time: float = 0.0) -> None:
        if self._base is None:
            self._base = self._render_base()
        old_clip = surface.get_clip()
        surface.set_clip(self.rect if old_clip is None else self.rect.clip(old_clip))
        surface.blit(self._base, self.rect.topleft)
        pulse = 0.5 + 0.5 * math.sin(time * 4.0)
        for nid in highlights:
            x, y = self.node_pos(nid)
            r = self.scaled_radius * self.nodes[nid].radius
            pygame.draw.aacircle(surface, darken(self.highlight_colour, 0.85), (x, y), r + 4 + 3 * pulse, 5)
            pygame.draw.aacircle(surface, self.highlight_colour, (x, y), r + 4 + 3 * pulse, 3)
        if self.hover is not None:
            x, y = self.node_pos(self.hover)
            pygame.draw.aacircle(surface, (255, 255, 255), (x, y), self.scaled_radius * self.nodes[self.hover].radius + 2, 2)
        if selected is not None:
            x, y = self.node_pos(selected)
            pygame.draw.aacircle(surface, lighten(self.highlight_colour, 0.4), (x, y),
                                 self.scaled_radius * self.nodes[selected].radius + 6, 3)
        surface.set_clip(old_clip)

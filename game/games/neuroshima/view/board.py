"""The hex board: a cached steel/rust background with hazard-striped rim and terrain hexes,
then per frame the pieces (cached tile surfaces), markers, glows, hover and the ghost tile."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.ui.render.hexmath import HexLayout

from . import theme as T
from . import tiles as TL
from .theme import darken, lighten

Hex = tuple[int, int]


@dataclass
class Shown:
    """A piece as drawn (during battle playback its damage and presence change step by step)."""
    name: str
    owner: int
    army: str
    rot: int
    dmg: int = 0
    venom: int = 0
    netted: bool = False
    alpha: float = 1.0
    dx: float = 0.0
    dy: float = 0.0
    crack: float = 0.0
    flash: float = 0.0
    hp: int = -1  # HQ hit points shown on the HQ


def _texture_symbol(surf, kind: str, c, s: float, ink) -> None:
    x, y = c
    lw = max(2, int(s * 0.05))
    if kind == "tree":
        for dx in (-0.3, 0.05, 0.35):
            pts = [(x + dx * s, y - 0.42 * s), (x + (dx - 0.2) * s, y + 0.05 * s), (x + (dx + 0.2) * s, y + 0.05 * s)]
            pygame.draw.polygon(surf, ink, pts)
            pygame.draw.line(surf, ink, (x + dx * s, y + 0.05 * s), (x + dx * s, y + 0.18 * s), lw)
    elif kind == "peak":
        pygame.draw.polygon(surf, ink, [(x - 0.55 * s, y + 0.2 * s), (x - 0.15 * s, y - 0.4 * s), (x + 0.1 * s, y - 0.05 * s),
                                        (x + 0.28 * s, y - 0.3 * s), (x + 0.6 * s, y + 0.2 * s)])
        pygame.draw.polygon(surf, (230, 230, 230), [(x - 0.15 * s, y - 0.4 * s), (x - 0.27 * s, y - 0.22 * s), (x - 0.05 * s, y - 0.24 * s)])
    elif kind == "wave":
        for k in range(3):
            yy = y - 0.25 * s + k * 0.22 * s
            pts = [(x + (i / 10 - 0.5) * 1.1 * s, yy + math.sin(i / 10 * math.pi * 3) * 0.06 * s) for i in range(11)]
            pygame.draw.lines(surf, ink, False, pts, lw)
    elif kind == "radiation":
        pygame.draw.circle(surf, ink, c, 0.09 * s)
        for k in range(3):
            a0 = math.radians(-90 + 120 * k - 30)
            pts = [c]
            for j in range(7):
                a = a0 + math.radians(60) * j / 6
                pts.append((x + math.cos(a) * 0.42 * s, y + math.sin(a) * 0.42 * s))
            pygame.draw.polygon(surf, ink, pts)
        pygame.draw.circle(surf, darken(ink, 0.0), c, 0.16 * s, lw)
    elif kind == "tower":
        pygame.draw.rect(surf, ink, (x - 0.12 * s, y - 0.35 * s, 0.24 * s, 0.55 * s))
        pygame.draw.rect(surf, ink, (x - 0.25 * s, y - 0.45 * s, 0.5 * s, 0.14 * s))
    elif kind == "bunker":
        pygame.draw.rect(surf, ink, (x - 0.45 * s, y - 0.2 * s, 0.9 * s, 0.4 * s), border_radius=int(0.15 * s))
        pygame.draw.rect(surf, (20, 20, 20), (x - 0.3 * s, y - 0.06 * s, 0.6 * s, 0.08 * s))
    elif kind == "crate":
        r = pygame.Rect(0, 0, int(0.6 * s), int(0.5 * s))
        r.center = (int(x), int(y))
        pygame.draw.rect(surf, ink, r, lw)
        pygame.draw.line(surf, ink, r.topleft, r.bottomright, lw)
        pygame.draw.line(surf, ink, r.topright, r.bottomleft, lw)
    elif kind == "pit":
        pygame.draw.ellipse(surf, (0, 0, 0), (x - 0.5 * s, y - 0.28 * s, s, 0.56 * s))
        pygame.draw.ellipse(surf, ink, (x - 0.5 * s, y - 0.28 * s, s, 0.56 * s), lw)
    else:
        pygame.draw.line(surf, ink, (x - 0.4 * s, y + 0.3 * s), (x + 0.4 * s, y - 0.3 * s), lw)


class BoardRenderer:
    def __init__(self) -> None:
        self.hexl: HexLayout | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cells: list[Hex] = []
        self.terrain: dict[Hex, str] = {}
        self._bg: pygame.Surface | None = None
        self._bg_key: tuple | None = None
        self._glow: dict[tuple, tuple[pygame.Surface, tuple[float, float]]] = {}
        self.min_text = 14

    # ------------------------------------------------------------- geometry
    def setup(self, rect: pygame.Rect, hexl: HexLayout, cells, terrain: dict[Hex, str]) -> None:
        key = (tuple(rect), hexl, tuple(cells), tuple(sorted(terrain.items())))
        if key != self._bg_key:
            self._bg = None
            self._glow.clear()
        self._bg_key = key
        self.rect, self.hexl, self.cells, self.terrain = pygame.Rect(rect), hexl, list(cells), dict(terrain)

    @property
    def size(self) -> float:
        return self.hexl.size if self.hexl else 30.0

    def center(self, h: Hex) -> tuple[float, float]:
        return self.hexl.to_pixel(h)

    def cell_at(self, pos) -> Hex | None:
        if self.hexl is None:
            return None
        h = self.hexl.from_pixel(pos)
        return h if h in set(self.cells) else None

    # ------------------------------------------------------------- cached background
    def _render_bg(self) -> pygame.Surface:
        k = 2
        w, h = self.rect.size
        big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
        # brushed steel backing with rust blotches
        for y in range(0, h * k, 4):
            t = y / max(1, h * k)
            col = T.mix((50, 56, 62), (30, 34, 38), t)
            pygame.draw.rect(big, col, (0, y, w * k, 4))
        rng = random.Random(13)
        # rust blotches painted small and scaled up: soft for free
        small = pygame.Surface((max(1, w // 8), max(1, h // 8)), pygame.SRCALPHA)
        for _ in range(int(w * h / 9000) + 6):
            rx, ry = rng.uniform(0, w / 8), rng.uniform(0, h / 8)
            rr = rng.uniform(2.5, 11)
            pygame.draw.circle(small, (*T.RUST, rng.randint(14, 34)), (rx, ry), rr)
        big.blit(pygame.transform.smoothscale(pygame.transform.smoothscale(small, (max(1, w // 16), max(1, h // 16))),
                                              (w * k, h * k)), (0, 0))
        for _ in range(int(w * h / 3000)):
            y = rng.uniform(0, h * k)
            x = rng.uniform(0, w * k)
            pygame.draw.line(big, (255, 255, 255, 10), (x, y), (x + rng.uniform(40, 200), y), 1)
        ox, oy = self.rect.topleft
        s = self.size * k

        def pts(cell: Hex, scale: float):
            cx, cy = self.center(cell)
            return T.flat_corners((cx - ox) * k, (cy - oy) * k, s * scale)

        # hazard stripes rim around the whole board shape, then the plate
        stripes = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        step = max(8, int(s * 0.22))
        H = big.get_height()
        stripes.fill((*T.HAZARD_BLACK, 255))
        for x in range(-H, big.get_width(), step * 2):
            pygame.draw.polygon(stripes, (*T.HAZARD_YELLOW, 255), [(x, H), (x + step, H), (x + step + H, 0), (x + H, 0)])
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        for cell in self.cells:
            pygame.draw.polygon(mask, (255, 255, 255, 255), pts(cell, 1.2))
        shadow = pygame.transform.smoothscale(mask, (max(1, w * k // 6), max(1, h * k // 6)))
        shadow.fill((0, 0, 0, 160), special_flags=pygame.BLEND_RGBA_MULT)
        shadow = pygame.transform.gaussian_blur(shadow, max(2, int(s * 0.02)))
        big.blit(pygame.transform.smoothscale(shadow, (w * k, h * k)), (int(s * 0.05), int(s * 0.12)))
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(stripes, (0, 0))
        for cell in self.cells:
            pygame.draw.polygon(big, (22, 24, 26), pts(cell, 1.09))
        for cell in self.cells:
            terr = self.terrain.get(cell, "")
            fill, symbol = T.TERRAIN.get(terr, (T.STEEL, ""))
            poly = pts(cell, 0.95)
            cx, cy = self.center(cell)
            c = ((cx - ox) * k, (cy - oy) * k)
            grad_top, grad_bot = lighten(fill, 0.1), darken(fill, 0.18)
            pygame.draw.polygon(big, T.mix(grad_top, grad_bot, 0.5), poly)
            pygame.draw.polygon(big, grad_top, pts(cell, 0.78))
            pygame.draw.polygon(big, T.mix(grad_top, grad_bot, 0.35), pts(cell, 0.74))
            if symbol:
                _texture_symbol(big, symbol, c, s * 0.9, lighten(fill, 0.35))
            pygame.draw.polygon(big, lighten(fill, 0.25), poly, max(1, int(s * 0.025)))
            pygame.draw.polygon(big, darken(fill, 0.45), pts(cell, 0.99), max(1, int(s * 0.015)))
            for (px_, py_) in pts(cell, 0.84):  # rivets
                pygame.draw.circle(big, darken(fill, 0.35), (px_ + 1, py_ + 2), max(2, s * 0.028))
                pygame.draw.circle(big, lighten(fill, 0.3), (px_, py_), max(2, s * 0.024))
        out = pygame.transform.smoothscale(big, (w, h))
        for cell in self.cells:
            terr = self.terrain.get(cell, "")
            if terr:
                cx, cy = self.center(cell)
                fs = max(self.min_text, int(self.size * 0.2))
                img = TL.font(fs).render(terr.upper(), True, (240, 236, 220))
                r = img.get_rect(center=(cx - ox, cy - oy + self.size * 0.55))
                pygame.draw.rect(out, (20, 20, 20, 200), r.inflate(6, 0), border_radius=4)
                out.blit(img, r)
        return out

    def draw_background(self, surface: pygame.Surface) -> None:
        if self._bg is None:
            self._bg = self._render_bg()
        surface.blit(self._bg, self.rect.topleft)

    # ------------------------------------------------------------- glows and hover
    def glow(self, colour, kind: str = "ring") -> tuple[pygame.Surface, tuple[float, float]]:
        key = (tuple(colour), kind, round(self.size, 1))
        if key not in self._glow:
            s = self.size
            pad = int(s * 0.3)
            dim = int(s * 2) + pad * 2
            surf = pygame.Surface((dim, dim), pygame.SRCALPHA)
            c = (dim / 2, dim / 2)
            if kind == "ring":
                pygame.draw.polygon(surf, (*colour, 45), T.flat_corners(c[0], c[1], s * 0.92))
                pygame.draw.polygon(surf, (*colour, 255), T.flat_corners(c[0], c[1], s * 0.92), max(3, int(s * 0.12)))
                surf = pygame.transform.gaussian_blur(surf, max(2, int(s * 0.08)))
                pygame.draw.polygon(surf, (*lighten(colour, 0.4), 255), T.flat_corners(c[0], c[1], s * 0.9), max(2, int(s * 0.04)))
            elif kind == "outline":
                pygame.draw.polygon(surf, (*colour, 255), T.flat_corners(c[0], c[1], s * 1.0), max(4, int(s * 0.16)))
                surf = pygame.transform.gaussian_blur(surf, max(2, int(s * 0.06)))
                pygame.draw.polygon(surf, (*lighten(colour, 0.3), 255), T.flat_corners(c[0], c[1], s * 0.97), max(3, int(s * 0.06)))
                pygame.draw.polygon(surf, (*lighten(colour, 0.7), 255), T.flat_corners(c[0], c[1], s * 0.97), max(1, int(s * 0.02)))
            elif kind == "hover":
                pygame.draw.polygon(surf, (255, 255, 255, 40), T.flat_corners(c[0], c[1], s * 0.93))
                pygame.draw.aalines(surf, (255, 255, 255, 220), True, T.flat_corners(c[0], c[1], s * 0.93))
                pygame.draw.polygon(surf, (255, 255, 255, 160), T.flat_corners(c[0], c[1], s * 0.93), 2)
            elif kind == "fill":
                pygame.draw.polygon(surf, (*colour, 110), T.flat_corners(c[0], c[1], s * 0.93))
                pygame.draw.polygon(surf, (*colour, 255), T.flat_corners(c[0], c[1], s * 0.93), max(2, int(s * 0.06)))
            self._glow[key] = (surf, (-dim / 2, -dim / 2))
        return self._glow[key]

    def blit_at(self, surface: pygame.Surface, img: pygame.Surface, cell: Hex, alpha: int | None = None,
                dx: float = 0, dy: float = 0) -> None:
        cx, cy = self.center(cell)
        r = img.get_rect(center=(round(cx + dx), round(cy + dy)))
        if alpha is not None and alpha < 255:
            img.set_alpha(alpha)
            surface.blit(img, r)
            img.set_alpha(255)
        else:
            surface.blit(img, r)

    # ------------------------------------------------------------- pieces
    def draw_piece(self, surface: pygame.Surface, cell: Hex, p: Shown, lift: float = 0.0) -> None:
        s = self.size
        img = TL.tile_surface(p.name, p.army, p.rot, s, min_text=self.min_text)
        a = int(255 * max(0.0, min(1.0, p.alpha)))
        if a <= 0:
            return
        self.blit_at(surface, img, cell, a, p.dx, p.dy - lift)
        cx, cy = self.center(cell)
        cx, cy = cx + p.dx, cy + p.dy - lift
        if p.netted:
            ov = TL.net_overlay(s)
            surface.blit(ov, ov.get_rect(center=(round(cx), round(cy))))
        if p.flash > 0:
            fl = self.glow((255, 90, 60), "fill")[0]
            fl.set_alpha(int(255 * min(1.0, p.flash)))
            surface.blit(fl, fl.get_rect(center=(round(cx), round(cy))))
            fl.set_alpha(255)
        if p.crack > 0:
            self._draw_crack(surface, (cx, cy), p.crack)
        if p.hp >= 0:
            hp = TL.font(max(self.min_text, int(s * 0.21))).render(f"{TL.face('mark', 'hq', TL.LANG)} {p.hp}", True, (255, 255, 255))
            r = hp.get_rect(center=(round(cx), round(cy - s * 0.44)))
            pygame.draw.rect(surface, (150, 20, 24), r.inflate(8, 2), border_radius=6)
            pygame.draw.rect(surface, (255, 200, 200), r.inflate(8, 2), 1, border_radius=6)
            surface.blit(hp, r)
        elif p.dmg > 0:
            m = TL.wound_marker(p.dmg, s)
            # by the lower right corner: clear of the name, the initiative and the edge icons
            surface.blit(m, m.get_rect(center=(round(cx + s * 0.45), round(cy + s * 0.62))))
        if p.venom:
            v = TL.venom_marker(s)
            for k in range(p.venom):
                surface.blit(v, v.get_rect(center=(round(cx - s * 0.5 - k * s * 0.08), round(cy - s * 0.02 + k * s * 0.12))))

    def _draw_crack(self, surface, c, t: float) -> None:
        s = self.size
        rng = random.Random(int(c[0] * 7 + c[1] * 13))
        col = (20, 16, 14)
        for _k in range(5):
            a = rng.uniform(0, math.tau)
            pts = [c]
            x, y = c
            for _j in range(3):
                a += rng.uniform(-0.6, 0.6)
                step = s * 0.28 * min(1.0, t * 1.5)
                x, y = x + math.cos(a) * step, y + math.sin(a) * step
                pts.append((x, y))
            pygame.draw.lines(surface, col, False, pts, max(2, int(s * 0.05)))
            pygame.draw.lines(surface, (255, 220, 180), False, pts, 1)

    def draw_foundation(self, surface, cell: Hex, name: str, army: str, under_unit: bool) -> None:
        img = TL.tile_surface(name, army, 0, self.size * (0.96 if not under_unit else 1.0))
        if under_unit:
            # only a hazard rim peeks out from under the unit
            cx, cy = self.center(cell)
            pygame.draw.polygon(surface, T.HAZARD_YELLOW if name.endswith("mine") else (150, 110, 60),
                                T.flat_corners(cx, cy, self.size * 0.99), max(2, int(self.size * 0.06)))
            return
        self.blit_at(surface, img, cell)

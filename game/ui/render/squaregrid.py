"""Square grid renderer: fit cols x rows cells into a rect, hover, highlights, pieces."""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

import pygame

from .effects import darken, lighten, soft_shadow

Cell = tuple[int, int]  # (col, row)
RGB = tuple[int, int, int]


class SquareGridRenderer:
    """A ``cols`` x ``rows`` board of square cells, centred in ``rect``."""

    def __init__(self, cols: int, rows: int, rect: pygame.Rect, light: RGB = (214, 196, 160),
                 dark: RGB = (176, 150, 112), checker: bool = True, margin: int = 12,
                 fills: Mapping[Cell, RGB] | None = None, highlight_colour: RGB = (255, 214, 102)) -> None:
        self.cols, self.rows = cols, rows
        self.light, self.dark, self.checker = light, dark, checker
        self.margin = margin
        self.fills: dict[Cell, RGB] = dict(fills or {})
        self.highlight_colour = highlight_colour
        self.hover: Cell | None = None
        self._base: pygame.Surface | None = None
        self._glow: pygame.Surface | None = None
        self.set_rect(rect)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        avail_w = self.rect.w - 2 * self.margin
        avail_h = self.rect.h - 2 * self.margin
        self.cell = max(1, min(avail_w // self.cols, avail_h // self.rows))
        w, h = self.cell * self.cols, self.cell * self.rows
        self.grid_rect = pygame.Rect(0, 0, w, h)
        self.grid_rect.center = self.rect.center
        self._base = None
        self._glow = None

    def set_fills(self, fills: Mapping[Cell, RGB]) -> None:
        self.fills = dict(fills)
        self._base = None

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        c, r = cell
        return pygame.Rect(self.grid_rect.x + c * self.cell, self.grid_rect.y + r * self.cell, self.cell, self.cell)

    def cell_center(self, cell: Cell) -> tuple[int, int]:
        return self.cell_rect(cell).center

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        if not self.grid_rect.collidepoint(pos):
            return None
        c = int((pos[0] - self.grid_rect.x) // self.cell)
        r = int((pos[1] - self.grid_rect.y) // self.cell)
        return (c, r) if 0 <= c < self.cols and 0 <= r < self.rows else None

    def update_hover(self, pos: tuple[float, float] | None) -> Cell | None:
        self.hover = None if pos is None else self.cell_at(pos)
        return self.hover

    def _render_base(self) -> pygame.Surface:
        pad = 24
        surf = pygame.Surface((self.grid_rect.w + pad * 2, self.grid_rect.h + pad * 2), pygame.SRCALPHA)
        surf.blit(soft_shadow(self.grid_rect.size, 6, 8, 120), (pad - 16 + 3, pad - 16 + 6))
        for r in range(self.rows):
            for c in range(self.cols):
                colour = self.fills.get((c, r)) or (self.dark if self.checker and (c + r) % 2 else self.light)
                rect = pygame.Rect(pad + c * self.cell, pad + r * self.cell, self.cell, self.cell)
                pygame.draw.rect(surf, colour, rect)
                pygame.draw.line(surf, lighten(colour, 0.15), rect.topleft, rect.topright)
                pygame.draw.line(surf, darken(colour, 0.12), rect.bottomleft, rect.bottomright)
        pygame.draw.rect(surf, darken(self.dark, 0.45), (pad - 2, pad - 2, self.grid_rect.w + 4, self.grid_rect.h + 4),
                         3, border_radius=3)
        return surf

    def _glow_img(self) -> pygame.Surface:
        if self._glow is None:
            pad = 10
            s = pygame.Surface((self.cell + pad * 2,) * 2, pygame.SRCALPHA)
            pygame.draw.rect(s, (*self.highlight_colour, 220), (pad, pad, self.cell, self.cell), 6, border_radius=4)
            s = pygame.transform.gaussian_blur(s, 4)
            pygame.draw.rect(s, (*lighten(self.highlight_colour, 0.3), 255), (pad + 2, pad + 2, self.cell - 4,
                                                                           self.cell - 4), 2, border_radius=4)
            self._glow = s
        return self._glow

    def draw(self, surface: pygame.Surface, pieces: Mapping[Cell, pygame.Surface] | None = None,
             highlights: Iterable[Cell] = (), time: float = 0.0) -> None:
        """Draw cells, hover, ``pieces`` (surfaces blitted centred) and pulsing highlights."""
        if self._base is None:
            self._base = self._render_base()
        surface.blit(self._base, (self.grid_rect.x - 24, self.grid_rect.y - 24))
        if self.hover is not None:
            overlay = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
            overlay.fill((255, 255, 255, 50))
            surface.blit(overlay, self.cell_rect(self.hover))
        for cell, img in (pieces or {}).items():
            surface.blit(img, img.get_rect(center=self.cell_center(cell)))
        glow = self._glow_img()
        glow.set_alpha(int(170 + 85 * (0.5 + 0.5 * math.sin(time * 4.0))))
        for cell in highlights:
            rect = self.cell_rect(cell)
            surface.blit(glow, (rect.x - 10, rect.y - 10))

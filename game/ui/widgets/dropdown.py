"""Dropdown: a button showing the choice; opens a list (above if there is no room below)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


class Dropdown(Widget):
    def __init__(self, options: Sequence[tuple[Any, str]], value: Any = None, rect: Any = (0, 0, 0, 0),
                 id: str = "", font_size: int = 18, on_change: Callable[[Any], Any] | None = None,
                 theme: dict | None = None, bounds: pygame.Rect | None = None) -> None:
        super().__init__(rect, id, "", theme)
        self.options = list(options)
        self.value = value if value is not None or not self.options else self.options[0][0]
        self.font_size = font_size
        self.on_change = on_change
        self.open = False
        self.hover_index = -1
        self.bounds = bounds  # window rect, for flipping the list upward

    def label(self) -> str:
        for v, lab in self.options:
            if v == self.value:
                return lab
        return str(self.value)

    def wants_overlay(self) -> bool:
        return self.open

    def _item_h(self) -> int:
        return max(12, self.rect.h)

    def list_rect(self) -> pygame.Rect:
        h = self._item_h() * len(self.options)
        r = pygame.Rect(self.rect.x, self.rect.bottom + 2, self.rect.w, h)
        limit = self.bounds.bottom if self.bounds else 10**6
        if r.bottom > limit and self.rect.y - h - 2 >= 0:
            r.bottom = self.rect.y - 2
        return r

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
            if self.open:
                lr = self.list_rect()
                self.hover_index = (pos[1] - lr.y) // self._item_h() if lr.collidepoint(pos) else -1
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(e, "button", 1) == 1:
            if self.open:
                lr = self.list_rect()
                if lr.collidepoint(pos):
                    i = (pos[1] - lr.y) // self._item_h()
                    if 0 <= i < len(self.options):
                        self.select(self.options[i][0])
                self.open = False
                return True
            if self.rect.collidepoint(pos) and self.enabled and self.options:
                self.open = True
                return True
            return False
        if e.type == pygame.KEYDOWN and self.open and getattr(e, "key", 0) == pygame.K_ESCAPE:
            self.open = False
            return True
        if e.type == pygame.MOUSEWHEEL and self.hovered and not self.open and self.enabled and self.options:
            idx = [v for v, _ in self.options].index(self.value) if self.value in [v for v, _ in self.options] else 0
            idx = max(0, min(len(self.options) - 1, idx - int(getattr(e, "y", 0))))
            self.select(self.options[idx][0])
            return True
        return False

    def select(self, value: Any) -> None:
        changed = value != self.value
        self.value = value
        if changed and self.on_change:
            self.on_change(value)

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w < 4 or self.rect.h < 4:
            return
        fill = self.c("panel_hi") if self.enabled else self.c("panel")
        if self.hovered and self.enabled:
            fill = style.mix(fill, (255, 255, 255), 0.1)
        radius = max(3, self.rect.h // 5)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, self.c("accent") if self.open else self.c("edge"), self.rect, 1, border_radius=radius)
        pad = max(4, self.rect.h // 4)
        arrow = self.rect.h // 4
        ink = self.c("ink") if self.enabled else self.c("ink_faint")
        style.blit_text(surface, self.label(), self.font_size, ink, (self.rect.x + pad, self.rect.centery),
                        "midleft", max_width=self.rect.w - 3 * pad - arrow * 2)
        cx, cy = self.rect.right - pad - arrow, self.rect.centery
        pygame.draw.polygon(surface, ink, [(cx - arrow, cy - arrow // 2), (cx + arrow, cy - arrow // 2), (cx, cy + arrow // 2)])

    def draw_overlay(self, surface: pygame.Surface) -> None:
        lr = self.list_rect()
        style.panel(surface, lr, self.c("panel"), self.c("accent"), radius=6, shadow_offset=4)
        ih = self._item_h()
        pad = max(4, ih // 4)
        for i, (v, lab) in enumerate(self.options):
            r = pygame.Rect(lr.x, lr.y + i * ih, lr.w, ih)
            if i == self.hover_index:
                pygame.draw.rect(surface, self.c("panel_hi"), r.inflate(-4, -2), border_radius=4)
            colour = self.c("accent") if v == self.value else self.c("ink")
            style.blit_text(surface, lab, self.font_size, colour, (r.x + pad, r.centery), "midleft", max_width=r.w - 2 * pad)

"""Slider: a value in [0, 1], by click, drag, wheel or arrow keys while hovered."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui.widgets.base import Widget, event_pos


class Slider(Widget):
    def __init__(self, value: float = 0.5, rect: Any = (0, 0, 0, 0), id: str = "",
                 on_change: Callable[[float], Any] | None = None, theme: dict | None = None) -> None:
        super().__init__(rect, id, "", theme)
        self.value = max(0.0, min(1.0, float(value)))
        self.on_change = on_change
        self.dragging = False

    def _set_from_x(self, x: int) -> None:
        if self.rect.w <= 0:
            return
        v = max(0.0, min(1.0, (x - self.rect.x) / self.rect.w))
        self.set(v)

    def set(self, v: float) -> None:
        v = round(max(0.0, min(1.0, v)), 3)
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        hit = self.rect.inflate(12, 12)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = hit.collidepoint(pos)
            if self.dragging:
                self._set_from_x(pos[0])
                return True
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(e, "button", 1) == 1 and hit.collidepoint(pos):
            if self.enabled:
                self.dragging = True
                self._set_from_x(pos[0])
            return True
        if e.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if e.type == pygame.MOUSEWHEEL and self.hovered and self.enabled:
            self.set(self.value + 0.05 * int(getattr(e, "y", 0)))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w < 4:
            return
        cy = self.rect.centery
        th = max(4, self.rect.h // 4)
        track = pygame.Rect(self.rect.x, cy - th // 2, self.rect.w, th)
        pygame.draw.rect(surface, self.c("bg2"), track, border_radius=th // 2)
        filled = track.copy()
        filled.w = int(track.w * self.value)
        pygame.draw.rect(surface, self.c("accent"), filled, border_radius=th // 2)
        knob = (self.rect.x + int(self.rect.w * self.value), cy)
        r = max(5, self.rect.h // 2 - 1)
        pygame.draw.circle(surface, (0, 0, 0), (knob[0], knob[1] + 2), r)
        pygame.draw.circle(surface, self.c("ink") if self.enabled else self.c("ink_faint"), knob, r)
        if self.hovered or self.dragging:
            pygame.draw.circle(surface, self.c("accent"), knob, r, 2)

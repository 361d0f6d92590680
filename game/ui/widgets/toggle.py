"""Toggle: an on/off switch with its label; the whole row is clickable."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


class Toggle(Widget):
    def __init__(self, label: str, value: bool = False, rect: Any = (0, 0, 0, 0), id: str = "",
                 font_size: int = 18, on_change: Callable[[bool], Any] | None = None, theme: dict | None = None) -> None:
        super().__init__(rect, id, "", theme)
        self.label = label
        self.value = bool(value)
        self.font_size = font_size
        self.on_change = on_change
        self._down = False

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(e, "button", 1) == 1 and self.rect.collidepoint(pos):
            self._down = True
            return True
        if e.type == pygame.MOUSEBUTTONUP and pos is not None and self._down:
            self._down = False
            if self.rect.collidepoint(pos) and self.enabled:
                self.value = not self.value
                if self.on_change:
                    self.on_change(self.value)
            return True
        return False

    def switch_rect(self) -> pygame.Rect:
        h = max(8, int(self.rect.h * 0.62))
        w = int(h * 1.8)
        return pygame.Rect(self.rect.x, self.rect.centery - h // 2, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w < 4 or self.rect.h < 4:
            return
        sr = self.switch_rect()
        fill = self.c("accent") if self.value else self.c("bg2")
        pygame.draw.rect(surface, fill, sr, border_radius=sr.h // 2)
        pygame.draw.rect(surface, self.c("edge"), sr, 1, border_radius=sr.h // 2)
        r = sr.h // 2 - 2
        cx = sr.right - r - 3 if self.value else sr.x + r + 3
        pygame.draw.circle(surface, self.c("ink"), (cx, sr.centery), max(2, r))
        ink = self.c("ink") if not self.hovered else style.mix(self.c("ink"), self.c("accent"), 0.3)
        style.blit_text(surface, self.label, self.font_size, ink, (sr.right + sr.h // 2 + 4, self.rect.centery),
                        "midleft", max_width=max(0, self.rect.right - sr.right - sr.h))

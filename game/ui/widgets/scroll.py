"""ScrollPanel: a clipped view on taller content; mouse wheel, drag on the content or the bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos

DrawContent = Callable[[pygame.Surface, pygame.Rect, int], None]


class ScrollPanel(Widget):
    def __init__(self, rect: Any = (0, 0, 0, 0), id: str = "", draw_content: DrawContent | None = None,
                 content_height: int = 0, step: int = 40, theme: dict | None = None, background: bool = True) -> None:
        super().__init__(rect, id, "", theme)
        self.draw_content = draw_content
        self.content_height = content_height
        self.offset = 0
        self.step = step
        self.background = background
        self._drag: tuple[int, int, bool] | None = None  # (start y, start offset, on the bar)
        self._moved = False

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.h)

    def scroll_to(self, offset: float) -> None:
        self.offset = int(max(0, min(self.max_offset, offset)))

    def scroll_to_end(self) -> None:
        self.offset = self.max_offset

    def bar_rect(self) -> pygame.Rect | None:
        if self.content_height <= self.rect.h or self.rect.h <= 0:
            return None
        w = max(4, self.rect.w // 60 + 4)
        h = max(20, int(self.rect.h * self.rect.h / self.content_height))
        y = self.rect.y + int((self.rect.h - h) * (self.offset / max(1, self.max_offset)))
        return pygame.Rect(self.rect.right - w - 2, y, w, h)

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
            if self._drag is not None:
                y0, off0, on_bar = self._drag
                dy = pos[1] - y0
                if abs(dy) > 3:
                    self._moved = True
                if on_bar:
                    ratio = self.content_height / max(1, self.rect.h)
                    self.scroll_to(off0 + dy * ratio)
                else:
                    self.scroll_to(off0 - dy)
                return True
            return False
        if e.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_to(self.offset - int(getattr(e, "y", 0)) * self.step)
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and pos is not None and self.rect.collidepoint(pos):
            b = getattr(e, "button", 1)
            if b in (4, 5):  # old-style wheel
                self.scroll_to(self.offset + (self.step if b == 5 else -self.step))
                return True
            if b == 1:
                bar = self.bar_rect()
                self._drag = (pos[1], self.offset, bool(bar and bar.inflate(8, 0).collidepoint(pos)))
                self._moved = False
            return False  # let content under the pointer see the click too
        if e.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return self._moved
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        if self.background:
            pygame.draw.rect(surface, self.c("bg2"), self.rect, border_radius=6)
        old = surface.get_clip()
        surface.set_clip(self.rect.clip(old) if old else self.rect)
        if self.draw_content:
            self.draw_content(surface, self.rect, self.offset)
        surface.set_clip(old)
        bar = self.bar_rect()
        if bar:
            pygame.draw.rect(surface, style.mix(self.c("edge"), self.c("ink"), 0.3 if self.hovered else 0.0), bar,
                             border_radius=bar.w // 2)

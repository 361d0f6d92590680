"""Dropdown: a button showing the choice; opens a list that always stays inside the window.

The list opens below the button when it fits, above it when that fits, and otherwise on
the roomier side with only as many rows as fit (the wheel scrolls it). Items may carry a
help text (shown as the tooltip while the item is hovered), a colour swatch (an army's
colour) and a disabled flag with its reason (an army another seat already plays).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


def window_rect() -> pygame.Rect | None:
    surf = pygame.display.get_surface() if pygame.display.get_init() else None
    return surf.get_rect() if surf is not None else None


class Dropdown(Widget):
    def __init__(self, options: Sequence[tuple[Any, str]], value: Any = None, rect: Any = (0, 0, 0, 0),
                 id: str = "", font_size: int = 18, on_change: Callable[[Any], Any] | None = None,
                 theme: dict | None = None, bounds: pygame.Rect | None = None, tooltip: str = "",
                 tips: Mapping[Any, str] | None = None, colours: Mapping[Any, tuple] | None = None,
                 disabled: Mapping[Any, str] | None = None, wheel_changes: bool = True) -> None:
        super().__init__(rect, id, tooltip, theme)
        self.options = list(options)
        self.value = value if value is not None or not self.options else self.options[0][0]
        self.font_size = font_size
        self.on_change = on_change
        self.open = False
        self.hover_index = -1
        self.bounds = bounds  # the window rect (None: the display surface's)
        self.tips = dict(tips or {})  # value -> help text shown while the item is hovered
        self.colours = dict(colours or {})  # value -> swatch colour
        self.disabled = dict(disabled or {})  # value -> why it cannot be chosen now
        self.wheel_changes = wheel_changes  # False inside a scrolling page: the wheel scrolls the page
        self.first = 0  # first visible item when the list scrolls

    def label(self) -> str:
        for v, lab in self.options:
            if v == self.value:
                return lab
        return str(self.value)

    def wants_overlay(self) -> bool:
        return self.open

    def _item_h(self) -> int:
        return max(12, self.rect.h)

    def _bounds(self) -> pygame.Rect:
        return pygame.Rect(self.bounds) if self.bounds is not None else (window_rect() or pygame.Rect(0, 0, 10**6, 10**6))

    def list_rect(self) -> pygame.Rect:
        """Where the open list goes: below, above, or the roomier side, clamped in the window."""
        b = self._bounds()
        ih = self._item_h()
        want = ih * len(self.options)
        below = b.bottom - self.rect.bottom - 4
        above = self.rect.top - b.top - 4
        if want <= below:
            r = pygame.Rect(self.rect.x, self.rect.bottom + 2, self.rect.w, want)
        elif want <= above:
            r = pygame.Rect(self.rect.x, self.rect.top - 2 - want, self.rect.w, want)
        else:
            room = max(below, above)
            rows = max(1, min(len(self.options), room // ih))
            h = rows * ih
            y = self.rect.bottom + 2 if below >= above else self.rect.top - 2 - h
            r = pygame.Rect(self.rect.x, y, self.rect.w, h)
        r.w = min(r.w, b.w)
        r.x = max(b.x, min(r.x, b.right - r.w))
        r.y = max(b.y, min(r.y, b.bottom - r.h)) if r.h <= b.h else b.y
        return r

    def _rows(self) -> int:
        return max(1, self.list_rect().h // self._item_h())

    def _index_at(self, pos: tuple[int, int]) -> int:
        lr = self.list_rect()
        if not lr.collidepoint(pos):
            return -1
        i = self.first + (pos[1] - lr.y) // self._item_h()
        return i if 0 <= i < len(self.options) else -1

    def _scroll_list(self, delta: int) -> None:
        self.first = max(0, min(len(self.options) - self._rows(), self.first + delta))

    def set_open(self, on: bool) -> None:
        self.open = on
        self.hover_index = -1
        if on:  # show the chosen item
            values = [v for v, _ in self.options]
            idx = values.index(self.value) if self.value in values else 0
            rows = self._rows()
            self.first = max(0, min(len(self.options) - rows, idx - rows // 2))

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos) or (self.open and self.list_rect().collidepoint(pos))

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        if self.open:
            i = self._index_at(pos)
            if i >= 0:
                v = self.options[i][0]
                return self.disabled.get(v) or self.tips.get(v, "")
            return ""
        tip = self.tips.get(self.value, "")
        return f"{tip}\n\n{self.tooltip}" if self.tooltip and tip else (self.tooltip or tip)

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
            if self.open:
                self.hover_index = self._index_at(pos)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(e, "button", 1) == 1:
            if self.open:
                i = self._index_at(pos)
                if i >= 0 and self.options[i][0] not in self.disabled:
                    self.select(self.options[i][0])
                elif i >= 0:
                    return True  # a disabled item: the list stays open, its tooltip says why
                self.set_open(False)
                return True
            if self.rect.collidepoint(pos) and self.enabled and self.options:
                self.set_open(True)
                return True
            return False
        if e.type == pygame.KEYDOWN and self.open and getattr(e, "key", 0) == pygame.K_ESCAPE:
            self.set_open(False)
            return True
        if e.type == pygame.MOUSEWHEEL and self.open:
            self._scroll_list(-int(getattr(e, "y", 0)))
            return True
        if e.type == pygame.MOUSEWHEEL and self.wheel_changes and self.hovered and self.enabled and self.options:
            values = [v for v, _ in self.options if v not in self.disabled or v == self.value]
            idx = values.index(self.value) if self.value in values else 0
            idx = max(0, min(len(values) - 1, idx - int(getattr(e, "y", 0))))
            self.select(values[idx])
            return True
        return False

    def select(self, value: Any) -> None:
        changed = value != self.value
        self.value = value
        if changed and self.on_change:
            self.on_change(value)

    def _swatch(self, surface: pygame.Surface, value: Any, x: int, cy: int, h: int) -> int:
        """Draw the value's colour swatch at ``x``; returns the width used."""
        colour = self.colours.get(value)
        if colour is None:
            return 0
        s = max(8, h * 11 // 20)
        r = pygame.Rect(x, cy - s // 2, s, s)
        pygame.draw.rect(surface, tuple(colour)[:3], r, border_radius=max(2, s // 4))
        pygame.draw.rect(surface, style.mix(tuple(colour)[:3], (255, 255, 255), 0.45), r, 1, border_radius=max(2, s // 4))
        return s + max(4, h // 6)

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
        x = self.rect.x + pad + self._swatch(surface, self.value, self.rect.x + pad, self.rect.centery, self.rect.h)
        style.blit_text(surface, self.label(), self.font_size, ink, (x, self.rect.centery),
                        "midleft", max_width=self.rect.right - x - 2 * pad - arrow * 2)
        cx, cy = self.rect.right - pad - arrow, self.rect.centery
        pygame.draw.polygon(surface, ink, [(cx - arrow, cy - arrow // 2), (cx + arrow, cy - arrow // 2), (cx, cy + arrow // 2)])

    def draw_overlay(self, surface: pygame.Surface) -> None:
        lr = self.list_rect()
        style.panel(surface, lr, self.c("panel"), self.c("accent"), radius=6, shadow_offset=4)
        ih = self._item_h()
        pad = max(4, ih // 4)
        old = surface.get_clip()
        surface.set_clip(lr)
        rows = self._rows()
        for i in range(self.first, min(len(self.options), self.first + rows)):
            v, lab = self.options[i]
            r = pygame.Rect(lr.x, lr.y + (i - self.first) * ih, lr.w, ih)
            off = v in self.disabled
            if i == self.hover_index and not off:
                pygame.draw.rect(surface, self.c("panel_hi"), r.inflate(-4, -2), border_radius=4)
            colour = self.c("ink_faint") if off else (self.c("accent") if v == self.value else self.c("ink"))
            x = r.x + pad + self._swatch(surface, v, r.x + pad, r.centery, ih)
            style.blit_text(surface, lab, self.font_size, colour, (x, r.centery), "midleft", max_width=r.right - x - pad)
        surface.set_clip(old)
        if rows < len(self.options):  # a thin bar says the list scrolls
            bw = max(3, ih // 8)
            bh = max(10, lr.h * rows // len(self.options))
            by = lr.y + (lr.h - bh) * self.first // max(1, len(self.options) - rows)
            pygame.draw.rect(surface, self.c("edge"), (lr.right - bw - 2, by, bw, bh), border_radius=bw // 2)

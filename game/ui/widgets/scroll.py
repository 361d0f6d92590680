"""ScrollPanel: a clipped view on taller content; mouse wheel, drag on the content or the bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, WidgetGroup, event_pos

_FADES: dict[tuple, pygame.Surface] = {}

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


class ScrollArea(Widget):
    """A clipped, scrolling page of ordinary widgets (the setup form on a short window).

    Children are laid out in window coordinates as if the page were not scrolled; the area
    moves their rects by the offset. Pointer events outside the visible rect never reach
    a child (a half-hidden button cannot be clicked through the edge), except that an open
    drop-down keeps the events while it is open, and its list is drawn unclipped on top.
    The wheel scrolls the page whenever the pointer is over it.
    """

    def __init__(self, rect: Any = (0, 0, 0, 0), id: str = "", step: int = 48, offset: int = 0,
                 theme: dict | None = None) -> None:
        super().__init__(rect, id, "", theme)
        self.group = WidgetGroup()
        self.step = step
        self.offset = 0
        self._base: dict[int, int] = {}
        self._pending = offset
        self._drag: tuple[int, int] | None = None  # (start y, start offset) while dragging the bar
        self.pad = 8

    # ----- children --------------------------------------------------------------------
    def add(self, *ws: Widget) -> Widget:
        for w in ws:
            self._base[id(w)] = w.rect.y
            w.rect.y -= self.offset
            self.group.add(w)
        return ws[-1]

    def finish(self) -> None:
        """Apply the offset asked for at construction once every child is in."""
        self.scroll_to(self._pending)

    @property
    def content_height(self) -> int:
        bottoms = [self._base[id(w)] + w.rect.h for w in self.group.widgets if w.visible]
        return max(bottoms, default=self.rect.y) - self.rect.y + self.pad

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.h)

    def scroll_to(self, offset: float) -> None:
        self.offset = int(max(0, min(self.max_offset, offset)))
        for w in self.group.widgets:
            w.rect.y = self._base[id(w)] - self.offset

    def scroll_into_view(self, w: Widget) -> None:
        top = self._base[id(w)] - self.rect.y
        if top - self.offset < 0:
            self.scroll_to(top - self.pad)
        elif top + w.rect.h - self.offset > self.rect.h:
            self.scroll_to(top + w.rect.h - self.rect.h + self.pad)

    def visible_rect(self, w: Widget) -> pygame.Rect:
        """The part of a child the player can see (empty when scrolled away)."""
        return w.rect.clip(self.rect)

    # ----- events ----------------------------------------------------------------------
    def _overlay_open(self) -> bool:
        return any(w.visible and w.wants_overlay() for w in self.group.widgets)

    def wants_overlay(self) -> bool:
        return self._overlay_open()

    def bar_rect(self) -> pygame.Rect | None:
        if self.max_offset <= 0 or self.rect.h <= 0:
            return None
        w = max(6, self.rect.w // 120 + 5)
        h = max(24, int(self.rect.h * self.rect.h / self.content_height))
        y = self.rect.y + int((self.rect.h - h) * (self.offset / max(1, self.max_offset)))
        return pygame.Rect(self.rect.right - w - 2, y, w, h)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self._overlay_open():
            return self.group.handle_event(e)
        pos = event_pos(e)
        inside = pos is not None and self.rect.collidepoint(pos)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = inside
            if self._drag is not None:
                y0, off0 = self._drag
                self.scroll_to(off0 + (pos[1] - y0) * self.content_height / max(1, self.rect.h))
                return True
        if e.type == pygame.MOUSEWHEEL:
            if self.hovered and self.max_offset > 0:
                self.scroll_to(self.offset - int(getattr(e, "y", 0)) * self.step)
                return True
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and inside and getattr(e, "button", 1) == 1:
            bar = self.bar_rect()
            if bar is not None and bar.inflate(10, 0).collidepoint(pos):
                self._drag = (pos[1], self.offset)
                return True
        if e.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        if pos is not None and not inside:
            far = pygame.event.Event(e.type, {**e.dict, "pos": (-10**5, -10**5)})
            self.group.handle_event(far)
            return False
        return self.group.handle_event(e)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def hit(self, pos: tuple[int, int]) -> bool:
        if self._overlay_open():
            return any(w.visible and w.wants_overlay() and w.hit(pos) for w in self.group.widgets) or \
                self.rect.collidepoint(pos)
        return self.rect.collidepoint(pos)

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        if not self._overlay_open() and not self.rect.collidepoint(pos):
            return ""
        w = self.group.widget_at(pos)
        return w.tooltip_at(pos) if w is not None else ""

    # ----- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        old = surface.get_clip()
        surface.set_clip(self.rect.clip(old) if old else self.rect)
        for w in self.group.widgets:
            if w.visible and w.rect.colliderect(self.rect):
                w.draw(surface)
        surface.set_clip(old)
        bar = self.bar_rect()
        if bar:
            track = pygame.Rect(bar.x, self.rect.y, bar.w, self.rect.h)
            pygame.draw.rect(surface, self.c("bg2"), track, border_radius=bar.w // 2)
            pygame.draw.rect(surface, style.mix(self.c("edge"), self.c("ink"), 0.35 if self.hovered else 0.1), bar,
                             border_radius=bar.w // 2)
            if self.offset > 0:  # a soft fade says there is more above / below
                self._fade(surface, self.rect.y, True)
            if self.offset < self.max_offset:
                self._fade(surface, self.rect.bottom, False)

    def _fade(self, surface: pygame.Surface, y: int, top: bool) -> None:
        h = max(6, self.rect.h // 30)
        key = (self.rect.w - 12, h, top, self.c("bg2"))
        img = _FADES.get(key)
        if img is None:
            img = pygame.Surface((max(1, key[0]), h), pygame.SRCALPHA)
            for i in range(h):
                a = int(110 * (1 - i / h))
                img.fill((*self.c("bg2"), a), (0, i if top else h - 1 - i, key[0], 1))
            _FADES[key] = img
        surface.blit(img, (self.rect.x, y if top else y - h))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        for w in self.group.widgets:
            if w.visible and w.wants_overlay():
                w.draw_overlay(surface)

"""PopupMenu: the list a strip control opens (a group of choices), with sub-menus and tooltips.

It opens above its anchor (the strip is at the bottom of the window), below it when there is
no room above, and always inside the window; a list taller than the room scrolls with the
wheel. An entry with ``children`` opens its sub-menu beside the list on hover or click. A click
on an entry picks it (the menu closes); a click outside or Esc closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


class PopupMenu(Widget):
    def __init__(self, entries: Sequence[Any], on_pick: Callable[[Any], Any], font_size: int = 17,
                 theme: dict | None = None, id: str = "", bounds: pygame.Rect | None = None) -> None:
        super().__init__((0, 0, 0, 0), id, "", theme)
        self.entries = list(entries)  # objects with .label, .tip, .choice, .children (choices.MenuEntry)
        self.on_pick = on_pick
        self.font_size = font_size
        self.bounds = bounds
        self.open = False
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.first = 0
        self.hover_index = -1
        self.child: PopupMenu | None = None
        self.child_index = -1

    # ----- geometry ----------------------------------------------------------------------
    def _bounds(self) -> pygame.Rect:
        if self.bounds is not None:
            return pygame.Rect(self.bounds)
        surf = pygame.display.get_surface() if pygame.display.get_init() else None
        return surf.get_rect() if surf is not None else pygame.Rect(0, 0, 10**5, 10**5)

    def item_h(self) -> int:
        return style.font(self.font_size).get_linesize() + max(8, self.font_size * 3 // 5)

    def _width(self) -> int:
        pad = max(8, self.font_size * 2 // 3)
        widest = max((style.font(self.font_size).size(e.label)[0] for e in self.entries), default=80)
        return min(self._bounds().w - 8, max(self.anchor.w, widest + 3 * pad + self.font_size))

    def open_at(self, anchor: pygame.Rect, side: bool = False) -> None:
        """Open beside ``anchor``: above/below it, or (a sub-menu, ``side``) to its right/left."""
        self.anchor = pygame.Rect(anchor)
        self.open = True
        self.first = 0
        self.hover_index = -1
        self.close_child()
        b = self._bounds()
        ih = self.item_h()
        w = self._width()
        want = ih * len(self.entries) + 8
        if side:
            x = anchor.right + 2 if anchor.right + 2 + w <= b.right else anchor.x - 2 - w
            h = min(want, b.h - 8)
            y = min(max(b.y + 4, anchor.y - 4), b.bottom - 4 - h)
        else:
            above, below = anchor.top - b.top - 8, b.bottom - anchor.bottom - 8
            room = above if want <= above or above >= below else below
            h = min(want, max(ih + 8, room))
            y = anchor.top - 4 - h if room == above else anchor.bottom + 4
            x = anchor.x
        x = max(b.x + 4, min(x, b.right - 4 - w))
        h = max(ih + 8, (h - 8) // ih * ih + 8)
        self.rect = pygame.Rect(x, y, w, h)

    def close(self) -> None:
        self.open = False
        self.hover_index = -1
        self.close_child()

    def close_child(self) -> None:
        self.child = None
        self.child_index = -1

    def rows(self) -> int:
        return max(1, (self.rect.h - 8) // self.item_h())

    def row_rect(self, i: int) -> pygame.Rect:
        ih = self.item_h()
        return pygame.Rect(self.rect.x + 4, self.rect.y + 4 + (i - self.first) * ih, self.rect.w - 8, ih)

    def index_at(self, pos: tuple[int, int]) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        i = self.first + (pos[1] - self.rect.y - 4) // self.item_h()
        return i if self.first <= i < min(len(self.entries), self.first + self.rows()) else -1

    # ----- widget protocol ---------------------------------------------------------------
    def wants_overlay(self) -> bool:
        return self.open

    def hit(self, pos: tuple[int, int]) -> bool:
        if not self.open:
            return False
        return self.rect.collidepoint(pos) or (self.child is not None and self.child.hit(pos))

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        if self.child is not None and self.child.hit(pos):
            return self.child.tooltip_at(pos)
        i = self.index_at(pos)
        return self.entries[i].tip if i >= 0 else ""

    def _open_child(self, i: int) -> None:
        if self.child_index == i:
            return
        e = self.entries[i]
        self.child = PopupMenu(e.children, self._pick, self.font_size, self.theme, f"{self.id}.{i}", self.bounds)
        self.child.open_at(self.row_rect(i), side=True)
        self.child_index = i

    def _pick(self, choice: Any) -> None:
        self.close()
        self.on_pick(choice)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if not self.open:
            return False
        if self.child is not None and self.child.hit(event_pos(e) or (-1, -1)) and self.child.handle_event(e):
            return True
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hover_index = self.index_at(pos)
            if self.hover_index >= 0 and self.entries[self.hover_index].children:
                self._open_child(self.hover_index)
            elif self.hover_index >= 0:
                self.close_child()
            return self.rect.collidepoint(pos)
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1 and pos is not None:
            i = self.index_at(pos)
            if i < 0:
                if not self.rect.collidepoint(pos):
                    self.close()
                return True
            entry = self.entries[i]
            if entry.children:
                self._open_child(i)
            elif entry.choice is not None:
                self._pick(entry.choice)
            return True
        if e.type == pygame.MOUSEBUTTONUP:
            return self.rect.collidepoint(pos) if pos is not None else False
        if e.type == pygame.MOUSEWHEEL:
            most = max(0, len(self.entries) - self.rows())
            self.first = max(0, min(most, self.first - int(getattr(e, "y", 0))))
            self.close_child()
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pass  # drawn as an overlay, over everything else

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        style.panel(surface, self.rect, self.c("panel"), self.c("accent"), radius=8, shadow_offset=4)
        old = surface.get_clip()
        surface.set_clip(self.rect)
        pad = max(8, self.font_size * 2 // 3)
        for i in range(self.first, min(len(self.entries), self.first + self.rows())):
            e = self.entries[i]
            r = self.row_rect(i)
            if i in (self.hover_index, self.child_index):
                pygame.draw.rect(surface, self.c("panel_hi"), r, border_radius=5)
            style.blit_text(surface, e.label, self.font_size, self.c("ink"), (r.x + pad, r.centery), "midleft",
                            max_width=r.w - 2 * pad - self.font_size)
            if e.children:  # a sub-menu: a small arrow at the row's end
                a = max(3, self.font_size // 4)
                cx, cy = r.right - pad, r.centery
                pygame.draw.polygon(surface, self.c("ink_soft"), [(cx - a, cy - a), (cx, cy), (cx - a, cy + a)])
        surface.set_clip(old)
        if self.rows() < len(self.entries):  # a thin bar says the list scrolls
            n, rows = len(self.entries), self.rows()
            bw = 4
            bh = max(12, (self.rect.h - 8) * rows // n)
            by = self.rect.y + 4 + (self.rect.h - 8 - bh) * self.first // max(1, n - rows)
            pygame.draw.rect(surface, self.c("edge"), (self.rect.right - bw - 3, by, bw, bh), border_radius=2)
        if self.child is not None:
            self.child.draw_overlay(surface)

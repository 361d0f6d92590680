"""Widget base and WidgetGroup (event routing, overlays such as open drop-downs, tooltips)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style


def event_pos(e: pygame.event.Event) -> tuple[int, int] | None:
    pos = getattr(e, "pos", None)
    if pos is None:
        return None
    try:
        return int(pos[0]), int(pos[1])
    except (TypeError, ValueError, IndexError):
        return None


class Widget:
    def __init__(self, rect: pygame.Rect | tuple = (0, 0, 0, 0), id: str = "", tooltip: str = "",
                 theme: dict[str, Any] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.id = id
        self.tooltip = tooltip
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.theme = theme or style.SHELL
        self.font_size = 16

    def set_rect(self, rect: pygame.Rect | tuple) -> None:
        self.rect = pygame.Rect(rect)

    def wants_overlay(self) -> bool:
        """True while the widget draws over others and captures events (an open drop-down)."""
        return False

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is over the widget (an open drop-down's list counts too)."""
        return self.rect.collidepoint(pos)

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        """The tooltip for the pointer at ``pos`` (an item of an open list has its own)."""
        return self.tooltip

    def handle_event(self, e: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_overlay(self, surface: pygame.Surface) -> None:
        pass

    def c(self, key: str) -> tuple[int, int, int]:
        return tuple(self.theme.get(key, style.SHELL.get(key, (255, 0, 255))))[:3]  # type: ignore[return-value]


class WidgetGroup:
    """An ordered set of widgets; events go to an open overlay first, then top-most first."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.hover_time = 0.0
        self.hover_widget: Widget | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.tooltip_delay = 0.45
        self._hover_tip = ""
        self._clicked: Widget | None = None  # a clicked widget's tooltip stays away until the pointer leaves it

    def add(self, *ws: Widget) -> Widget:
        for w in ws:
            self.widgets.append(w)
        return ws[-1] if ws else None  # type: ignore[return-value]

    def clear(self) -> None:
        self.widgets.clear()
        self.hover_widget = None

    def get(self, id: str) -> Widget | None:
        for w in self.widgets:
            if w.id == id:
                return w
        return None

    def __iter__(self):
        return iter(list(self.widgets))

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if pos is not None and e.type == pygame.MOUSEMOTION:
            self.mouse = pos
        if pos is not None and e.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = pos
            self._clicked = self.widget_at(pos)
        for w in reversed(self.widgets):
            if w.visible and w.wants_overlay():
                if w.handle_event(e):
                    return True
                if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
                    return True  # a click outside an open overlay only closes it
        for w in reversed(self.widgets):
            if w.visible and w.handle_event(e):
                return True
        return False

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The top-most widget under ``pos`` (an open overlay first)."""
        for w in reversed(self.widgets):
            if w.visible and w.wants_overlay() and w.hit(pos):
                return w
        for w in reversed(self.widgets):
            if w.visible and w.hit(pos):
                return w
        return None

    def update(self, dt: float) -> None:
        hovered = self.widget_at(self.mouse)
        tip = hovered.tooltip_at(self.mouse) if hovered is not None else ""
        if hovered is not self.hover_widget or tip != self._hover_tip:
            if hovered is not self._clicked or (hovered is not None and hovered.wants_overlay()):
                self._clicked = None  # left the clicked widget (an open list's items have tips of their own)
            self.hover_widget = hovered
            self._hover_tip = tip
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        for w in self.widgets:
            if w.visible:
                w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        for w in self.widgets:
            if w.visible and w.wants_overlay():
                w.draw_overlay(surface)

    def tooltip(self) -> tuple[str, tuple[int, int]] | None:
        w = self.hover_widget
        if w is not None and w is self._clicked and not w.wants_overlay():
            return None  # its target was clicked: the tooltip has done its job
        if w is not None and self._hover_tip and self.hover_time >= self.tooltip_delay:
            return self._hover_tip, self.mouse
        return None


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
                 title: str | None = None, max_width: int | None = None,
                 avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A readable tooltip card near ``pos``, kept inside the window (beside ``avoid``, e.g. an
    enlarged card, when given and there is room on its right or left)."""
    sw, sh = surface.get_size()
    max_width = max_width or max(160, min(sw // 3, size * 28))
    pad = max(6, size // 2)
    lines = style.wrap(text, size, max_width - 2 * pad)
    title_lines = style.wrap(title, size + 2, max_width - 2 * pad, bold=True) if title else []
    lh = style.font(size).get_linesize()
    th = style.font(size + 2, True).get_linesize()
    widths = [style.font(size).size(line)[0] for line in lines] + [style.font(size + 2, True).size(line)[0] for line in title_lines]
    w = min(max_width, max(widths, default=40) + 2 * pad)
    h = len(lines) * lh + len(title_lines) * th + 2 * pad + (pad // 2 if title_lines else 0)
    x = min(max(0, pos[0] + 16), max(0, sw - w - 4))
    y = pos[1] + 20
    if y + h > sh:
        y = max(0, pos[1] - h - 8)
    if avoid is not None and (avoid.right + 8 + w <= sw or avoid.x - 8 - w >= 0):
        x = avoid.right + 8 if avoid.right + 8 + w <= sw else avoid.x - 8 - w
        y = min(max(0, avoid.y), max(0, sh - h - 4))
    rect = pygame.Rect(x, y, w, h)
    style.panel(surface, rect, (250, 246, 236), (120, 110, 90), radius=8, shadow_offset=4)
    yy = y + pad
    for line in title_lines:
        surface.blit(style.text(line, size + 2, (24, 22, 20), True), (x + pad, yy))
        yy += th
    if title_lines:
        yy += pad // 2
    for line in lines:
        surface.blit(style.text(line, size, (40, 38, 34)), (x + pad, yy))
        yy += lh
    return rect


Callback = Callable[..., Any] | None

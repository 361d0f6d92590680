"""Button: hover, pressed, disabled (with a tooltip saying why), primary/normal/ghost/danger."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


def key_cap_width(key: str, font_size: int) -> int:
    """The width a key cap for ``key`` takes on a button (gap included), 0 for none."""
    if not key:
        return 0
    size = max(10, font_size * 3 // 4)
    return style.font(size, True).size(key)[0] + size + max(6, font_size // 2)


class Button(Widget):
    def __init__(self, text: str, on_click: Callable[[], Any] | None = None, rect: Any = (0, 0, 0, 0),
                 id: str = "", kind: str = "normal", font_size: int = 18, tooltip: str = "",
                 enabled: bool = True, theme: dict | None = None, tint: tuple[int, int, int] | None = None,
                 key_hint: str = "", menu_hint: bool = False) -> None:
        super().__init__(rect, id, tooltip, theme)
        self.text = text
        self.on_click = on_click
        self.kind = kind
        self.font_size = font_size
        self.enabled = enabled
        self.pressed = False
        self.tint = tint
        self.disabled_tooltip = tooltip
        self.key_hint = key_hint  # its keyboard shortcut, drawn as a key cap at the right end
        self.menu_hint = menu_hint  # it opens a menu: a small arrow at the right end

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "button", 1) == 1 and pos is not None:
            if self.rect.collidepoint(pos):
                self.hovered = True
                if self.enabled:
                    self.pressed = True
                return True
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1 and pos is not None:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(pos):
                self.click()
                return True
            return was
        return False

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def colours(self) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int] | None]:
        if self.kind == "primary":
            base = self.tint or self.c("accent")
            fill, ink, edge = base, style.ink_on(base), None
        elif self.kind == "danger":
            fill, ink, edge = self.c("danger"), style.ink_on(self.c("danger")), None
        elif self.kind == "ghost":
            fill, ink, edge = self.c("panel"), self.c("ink"), self.c("edge")
        else:
            base = self.tint or self.c("panel_hi")
            fill, ink, edge = base, style.ink_on(base) if self.tint else self.c("ink"), self.c("edge")
        if not self.enabled:
            fill = style.mix(fill, self.c("bg"), 0.6)
            ink = style.mix(ink, fill, 0.55)
        elif self.pressed:
            fill = style.mix(fill, (0, 0, 0), 0.18)
        elif self.hovered:
            fill = style.mix(fill, (255, 255, 255), 0.12)
        return fill, ink, edge

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 2 or self.rect.h <= 2:
            return
        fill, ink, edge = self.colours()
        radius = max(4, self.rect.h // 4)
        r = self.rect.move(0, 1 if self.pressed else 0)
        if self.enabled and not self.pressed:
            style.draw_shadow(surface, r, radius, offset=2, alpha=70)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        if edge is not None:
            pygame.draw.rect(surface, edge, r, 1, border_radius=radius)
        if self.hovered and self.enabled:
            pygame.draw.rect(surface, style.mix(fill, (255, 255, 255), 0.5), r, 2, border_radius=radius)
        extra = key_cap_width(self.key_hint, self.font_size) + (self.font_size if self.menu_hint else 0)
        label = style.fit_text(self.text, self.font_size, r.w - 12 - extra, bold=self.kind == "primary")
        surf = style.text(label, self.font_size, ink, bold=self.kind == "primary")
        surface.blit(surf, surf.get_rect(center=(r.centerx - extra // 2, r.centery)))
        right = r.right - max(6, self.font_size // 2)
        if self.menu_hint:  # opens a menu: a small upward arrow
            a = max(3, self.font_size // 4)
            cx = right - a
            pygame.draw.polygon(surface, ink, [(cx - a, r.centery + a // 2), (cx + a, r.centery + a // 2),
                                               (cx, r.centery - a // 2 - 1)])
            right -= self.font_size
        if self.key_hint:
            self._draw_key_cap(surface, right, r.centery, ink, fill)

    def _draw_key_cap(self, surface: pygame.Surface, right: int, cy: int, ink: tuple, fill: tuple) -> None:
        """The shortcut as a small key cap ("P") at the button's right end."""
        size = max(10, self.font_size * 3 // 4)
        txt = style.text(self.key_hint, size, ink, bold=True)
        w = txt.get_width() + size * 2 // 3
        h = style.font(size, True).get_linesize() + 2
        cap = pygame.Rect(right - w, cy - h // 2, w, h)
        pygame.draw.rect(surface, style.mix(fill, ink, 0.18), cap, border_radius=max(3, h // 4))
        pygame.draw.rect(surface, style.mix(fill, ink, 0.6), cap, 1, border_radius=max(3, h // 4))
        surface.blit(txt, txt.get_rect(center=cap.center))

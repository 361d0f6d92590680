"""Button: hover, pressed, disabled (with a tooltip saying why), primary/normal/ghost/danger."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


class Button(Widget):
    def __init__(self, text: str, on_click: Callable[[], Any] | None = None, rect: Any = (0, 0, 0, 0),
                 id: str = "", kind: str = "normal", font_size: int = 18, tooltip: str = "",
                 enabled: bool = True, theme: dict | None = None, tint: tuple[int, int, int] | None = None) -> None:
        super().__init__(rect, id, tooltip, theme)
        self.text = text
        self.on_click = on_click
        self.kind = kind
        self.font_size = font_size
        self.enabled = enabled
        self.pressed = False
        self.tint = tint
        self.disabled_tooltip = tooltip

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
        label = style.fit_text(self.text, self.font_size, r.w - 12, bold=self.kind == "primary")
        surf = style.text(label, self.font_size, ink, bold=self.kind == "primary")
        surface.blit(surf, surf.get_rect(center=r.center))

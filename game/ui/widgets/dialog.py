"""Dialog: a centred card with a title, a wrapped message and a row of buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button


class Dialog(Widget):
    def __init__(self, title: str, message: str, buttons: Sequence[tuple[str, Callable[[], Any] | None]],
                 id: str = "dialog", theme: dict | None = None, extra: Sequence[Widget] = ()) -> None:
        super().__init__((0, 0, 0, 0), id, "", theme)
        self.title = title
        self.message = message
        self.button_specs = list(buttons)
        self.extra = list(extra)  # widgets placed between message and buttons (a TextEntry)
        self.group = WidgetGroup()
        self._lines: list[str] = []
        self.size = (0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        sw, sh = size
        self.font_size = style.fs(17, size)
        pad = style.px(22, size)
        w = min(sw - 20, max(style.px(420, size), int(sw * 0.38)))
        self._lines = style.wrap(self.message, self.font_size, w - 2 * pad)
        lh = style.font(self.font_size).get_linesize()
        th = style.font(style.fs(24, size), True).get_linesize()
        bh = style.px(44, size)
        extra_h = sum(bh + pad // 2 for _ in self.extra)
        h = pad + th + pad // 2 + len(self._lines) * lh + pad + extra_h + bh + pad
        h = min(h, sh - 10)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (sw // 2, sh // 2)
        self.group.clear()
        y = self.rect.bottom - pad - bh - extra_h
        for wdg in self.extra:
            wdg.set_rect((self.rect.x + pad, y, w - 2 * pad, bh))
            wdg.font_size = self.font_size
            self.group.add(wdg)
            y += bh + pad // 2
        n = max(1, len(self.button_specs))
        gap = style.px(10, size)
        bw = min(style.px(180, size), (w - 2 * pad - gap * (n - 1)) // n)
        x = self.rect.right - pad - n * bw - (n - 1) * gap
        for i, (label, cb) in enumerate(self.button_specs):
            kind = "primary" if i == n - 1 else "normal"
            self.group.add(Button(label, cb, (x, self.rect.bottom - pad - bh, bw, bh), id=f"dialog_btn{i}",
                                  kind=kind, font_size=self.font_size, theme=self.theme))
            x += bw + gap

    def handle_event(self, e: pygame.event.Event) -> bool:
        return self.group.handle_event(e)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        pad = style.px(22, size)
        style.panel(surface, self.rect, self.c("panel"), self.c("edge"), radius=style.px(14, size), shadow_offset=6)
        pygame.draw.rect(surface, self.c("accent"), (self.rect.x, self.rect.y + style.px(14, size), 4,
                                                       max(0, self.rect.h - 2 * style.px(14, size))))
        y = self.rect.y + pad
        tsz = style.fs(24, size)
        style.blit_text(surface, self.title, tsz, self.c("ink"), (self.rect.x + pad, y), bold=True,
                        max_width=self.rect.w - 2 * pad)
        y += style.font(tsz, True).get_linesize() + pad // 2
        lh = style.font(self.font_size).get_linesize()
        for line in self._lines:
            surface.blit(style.text(line, self.font_size, self.c("ink_soft")), (self.rect.x + pad, y))
            y += lh
        self.group.draw(surface)

"""Label: a line (or wrapped paragraph) of text in a rect."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget


class Label(Widget):
    def __init__(self, text: str, rect: Any = (0, 0, 0, 0), font_size: int = 16, colour: Any = None,
                 bold: bool = False, align: str = "left", wrap: bool = False, id: str = "",
                 theme: dict | None = None, max_lines: int = 0) -> None:
        super().__init__(rect, id, "", theme)
        self.text = text
        self.font_size = font_size
        self.colour = colour
        self.bold = bold
        self.align = align
        self.wrap = wrap
        self.max_lines = max_lines  # wrapped text beyond this many lines ends with an ellipsis
        self._cache: tuple | None = None
        self._lines: list[str] = []

    def lines(self) -> list[str]:
        key = (self.text, self.font_size, self.rect.w, self.bold, self.wrap)
        if key != self._cache:
            self._cache = key
            if self.wrap:
                self._lines = style.wrap(self.text, self.font_size, self.rect.w, self.bold)
                if self.max_lines and len(self._lines) > self.max_lines:
                    rest = " ".join(self._lines[self.max_lines - 1:])
                    self._lines = self._lines[: self.max_lines - 1] + [
                        style.fit_text(rest, self.font_size, self.rect.w, self.bold)]
            else:
                self._lines = [style.fit_text(self.text, self.font_size, self.rect.w, self.bold)]
        return self._lines

    def draw(self, surface: pygame.Surface) -> None:
        colour = self.colour or self.c("ink")
        lh = style.font(self.font_size, self.bold).get_linesize()
        y = self.rect.y
        if not self.wrap:
            y = self.rect.centery - lh // 2
        for line in self.lines():
            if y > self.rect.bottom + lh:
                break
            surf = style.text(line, self.font_size, colour, self.bold)
            if self.align == "center":
                x = self.rect.centerx - surf.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - surf.get_width()
            else:
                x = self.rect.x
            surface.blit(surf, (x, y))
            y += lh

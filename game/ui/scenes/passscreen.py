"""Pass-the-screen: an opaque full window in the next human's colour.

It is pushed BEFORE the table gives the view that seat's state, and it is opaque, so the
scene stack does not draw the table (or anything secret) at all while it is up."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import style
from game.ui.render import textfit
from game.ui.scenes.base import UIScene, background
from game.ui.scenes.pause import PauseScene
from game.ui.widgets import Button


class PassScreen(UIScene):
    name = "pass"
    transparent = False

    def __init__(self, app: Any, table: Any, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.colour = table.colours[seat]
        self.name_ = table.match.names[seat]
        self.summary = self._summary()

    def _summary(self) -> list[str]:
        """Public events since this seat's last decision (texts from the public view)."""
        m = self.table.match
        start = 0
        for i in range(len(m.steps) - 1, -1, -1):
            if m.steps[i].player == self.seat:
                start = i + 1
                break
        # the table's public, named log lines; a step told on several lines (Rogue Agent's City
        # phase) gives one entry per line, so the newest lines fit the summary
        return [part for x in self.table.log_lines[start:] if x for part in x.split("\n") if part.strip()]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        bw = min(w - 20, style.px(520, size))
        bh = style.px(64, size)
        self.ui.add(Button(self.t("pass.confirm", name=self.name_), self.confirm, ((w - bw) // 2, int(h * 0.46), bw, bh),
                           id="confirm", kind="primary", font_size=style.fs(22, size), tint=self.colour))
        self.summary = self._summary()

    def confirm(self) -> None:
        self.app.scenes.remove(self)
        self.table.confirm_pass(self.seat)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.ui.handle_event(e):
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_ESCAPE:
            self.app.scenes.push(PauseScene(self.app, self.table))
            return True
        return True  # nothing reaches the table while the screen is passed

    def draw_background(self, surface: pygame.Surface) -> None:
        top = style.mix(self.colour, (14, 16, 20), 0.62)
        bottom = style.mix(self.colour, (8, 10, 12), 0.82)
        surface.blit(background(self.size, top, bottom), (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        w, h = size
        style.draw_badge(surface, (w // 2, int(h * 0.17)), style.px(38, size), self.colour, self.table.shapes[self.seat],
                         self.app.settings.shapes)
        style.blit_text(surface, self.t("pass.title", name=self.name_), style.fs(48, size), (250, 248, 242),
                        (w // 2, int(h * 0.26)), "midtop", bold=True, max_width=w - 20)
        style.blit_text(surface, self.t("pass.hint"), style.fs(18, size), (222, 222, 222),
                        (w // 2, int(h * 0.38)), "midtop", max_width=w - 20)
        if self.summary:
            self._draw_summary(surface)

    MAX_SUMMARY_LINES = 10

    def summary_layout(self) -> tuple[int, list[list[str]], int]:
        """The summary's font size, the newest entries that fit (each wrapped whole into the
        box's width, never cut with an ellipsis) and how many earlier entries are left out."""
        size = self.size
        w, h = size
        f = style.fs(16, size)
        fnt = style.font(f)
        lh = fnt.get_linesize()
        top = int(h * 0.46) + style.px(90, size)
        room = min(self.MAX_SUMMARY_LINES, (h - top - style.px(60, size)) // lh - 1)  # less the heading
        width = self._summary_width() - fnt.size(self.BULLET)[0]
        kept, earlier = textfit.newest_whole(self.summary, fnt, width, room)
        return f, kept, earlier

    BULLET = "· "

    def _summary_width(self) -> int:
        w = self.size[0]
        return min(w - 40, style.px(640, self.size)) - 2 * style.px(16, self.size)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        size = self.size
        w, h = size
        f, kept, earlier = self.summary_layout()
        fnt = style.font(f)
        lh = fnt.get_linesize()
        pad = style.px(16, size)
        bw = self._summary_width() + 2 * pad
        top = int(h * 0.46) + style.px(90, size)
        rows = 1 + sum(len(e) for e in kept) + (1 if earlier else 0)
        rect = pygame.Rect((w - bw) // 2, top, bw, lh * rows + style.px(24, size))
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 90), veil.get_rect(), border_radius=style.px(12, size))
        surface.blit(veil, rect)
        x = rect.x + pad
        y = rect.y + style.px(12, size)
        style.blit_text(surface, self.t("pass.since"), f, (235, 235, 235), (x, y), bold=True, max_width=bw - 2 * pad)
        y += lh
        if earlier:
            style.blit_text(surface, self.t("pass.earlier", n=earlier), f, (180, 180, 180), (x, y))
            y += lh
        indent = fnt.size(self.BULLET)[0]
        for lines in kept:
            for j, line in enumerate(lines):
                style.blit_text(surface, self.BULLET + line if j == 0 else line, f, (215, 215, 215),
                                (x if j == 0 else x + indent, y))
                y += lh

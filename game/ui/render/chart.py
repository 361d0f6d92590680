"""A game's story drawn as a line chart (records issue): one line per seat in its colour (or
per suspect, the murderer marked), rounds / battles / days along the bottom, a hover per point.

It draws a story from ``game.engine.story`` with the shell's own renderer (no plotting
library); the drawn chart is cached until its size or hover point changes.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.story import valid_story
from game.ui import style

RGB = tuple[int, int, int]
# Colours for series that are not seats (Android's suspects): distinct, readable on dark panels.
SERIES_COLOURS: tuple[RGB, ...] = ((86, 180, 233), (230, 159, 0), (0, 158, 115), (240, 228, 66), (204, 121, 167),
                                   (213, 94, 0), (0, 114, 178), (200, 200, 200))
MARK: RGB = (235, 70, 70)


@dataclass(frozen=True)
class Point:
    series: int
    x: float
    y: float
    at: tuple[int, int]


class StoryChart:
    """Draws one story into a rect; ``hover(pos)`` names the point under the mouse."""

    def __init__(self, story: Any, names: Sequence[str], colours: Sequence[RGB], lang: str,
                 tr: Callable[..., str]) -> None:
        self.story = story if valid_story(story) else None
        self.names = list(names)
        self.colours = list(colours)
        self.lang = lang
        self.tr = tr
        self.points: list[Point] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hot: Point | None = None

    @property
    def empty(self) -> bool:
        return self.story is None or not any(s["points"] for s in self.story["series"])

    # ----- words -------------------------------------------------------------------------
    def series_name(self, i: int) -> str:
        s = self.story["series"][i]
        if s.get("seat") is not None and 0 <= s["seat"] < len(self.names):
            return self.names[s["seat"]]
        label = s.get("label") or {}
        return str(label.get(self.lang) or label.get("en") or s.get("id", "?"))

    def series_colour(self, i: int) -> RGB:
        s = self.story["series"][i]
        seat = s.get("seat")
        if seat is not None and 0 <= seat < len(self.colours):
            return tuple(self.colours[seat])  # type: ignore[return-value]
        return SERIES_COLOURS[i % len(SERIES_COLOURS)]

    def title(self) -> str:
        return self.tr(f"chart.title.{self.story['y']}") if self.story else ""

    def x_label(self, x: float) -> str:
        return self.tr(f"chart.x.{self.story['x']}", n=int(x))

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, theme: dict[str, RGB], size: Sequence[int]) -> None:
        self.rect = pygame.Rect(rect)
        self.points = []
        if self.empty:
            style.blit_text(surface, self.tr("chart.empty"), style.fs(15, size), theme["ink_soft"],
                            (rect.x + style.px(8, size), rect.y + style.px(8, size)))
            return
        fsz = style.fs(14, size)
        head = style.text(self.title(), style.fs(16, size), theme["ink"], bold=True)
        surface.blit(head, (rect.x, rect.y))
        legend_h = self._legend(surface, rect, theme, size, fsz, rect.y + head.get_height() + style.px(4, size))
        plot = pygame.Rect(rect.x + style.px(34, size), legend_h + style.px(6, size), 0, 0)
        plot.width = rect.right - plot.x - style.px(8, size)
        plot.height = rect.bottom - plot.y - style.px(22, size)
        if plot.width < 40 or plot.height < 30:
            return
        self._axes(surface, plot, theme, size, fsz)
        self._lines(surface, plot, size)
        if self.hot is not None:
            pygame.draw.circle(surface, theme["ink"], self.hot.at, style.px(6, size), 2)

    def _bounds(self) -> tuple[float, float, float, float]:
        xs = [p[0] for s in self.story["series"] for p in s["points"]]
        ys = [p[1] for s in self.story["series"] for p in s["points"]] + list(self.story.get("final") or [])
        lo, hi = min(min(ys), 0.0), max(max(ys), 1.0)
        x1 = max(xs) + 1 if self.story.get("final") else max(max(xs), min(xs) + 1)  # the final score: one more
        return min(xs), x1, lo, hi

    def _axes(self, surface: pygame.Surface, plot: pygame.Rect, theme: dict[str, RGB], size: Sequence[int],
              fsz: int) -> None:
        x0, x1, y0, y1 = self._bounds()
        pygame.draw.rect(surface, theme["bg2"], plot)
        for frac in (0.0, 0.5, 1.0):
            y = self._to_screen(plot, x0, round(y0 + frac * (y1 - y0)))[1]
            pygame.draw.line(surface, theme["edge"], (plot.x, y), (plot.right, y), 1)
            value = round(y0 + frac * (y1 - y0))
            label = style.text(_num(value), fsz, theme["ink_soft"])
            surface.blit(label, (plot.x - label.get_width() - style.px(4, size), y - label.get_height() // 2))
        if y0 < 0 < y1:
            y = self._to_screen(plot, 0, 0)[1]
            pygame.draw.line(surface, theme["ink_faint"], (plot.x, y), (plot.right, y), 1)
        step = max(1, int((x1 - x0) // 10) or 1)
        last_right = -1
        for x in range(int(x0), int(x1) + 1, step):
            sx = self._to_screen(plot, x, y0)[0]
            text = self.tr("chart.final") if self.story.get("final") and x == int(x1) else str(x)
            label = style.text(text, fsz, theme["ink_soft"])
            lx = sx - label.get_width() // 2
            if lx > last_right:
                surface.blit(label, (lx, plot.bottom + style.px(3, size)))
                last_right = lx + label.get_width() + style.px(4, size)

    def _to_screen(self, plot: pygame.Rect, x: float, y: float) -> tuple[int, int]:
        x0, x1, y0, y1 = self._bounds()
        sx = plot.x + (x - x0) / max(1e-9, x1 - x0) * plot.width
        sy = plot.bottom - (y - y0) / max(1e-9, y1 - y0) * plot.height
        return int(sx), int(sy)

    def _lines(self, surface: pygame.Surface, plot: pygame.Rect, size: Sequence[int]) -> None:
        _, x1, _, _ = self._bounds()
        marked = self.story.get("marked")
        final = self.story.get("final")
        for i, s in enumerate(self.story["series"]):
            colour = self.series_colour(i)
            pts = [self._to_screen(plot, x, y) for x, y in s["points"]]
            if final is not None and s.get("seat") is not None and s["seat"] < len(final):
                pts.append(self._to_screen(plot, x1, final[s["seat"]]))
            width = style.px(4, size) if s.get("id") == marked else style.px(2, size)
            if len(pts) > 1:
                pygame.draw.lines(surface, MARK if s.get("id") == marked else colour, False, pts, max(1, width))
            for j, at in enumerate(pts):
                pygame.draw.circle(surface, colour, at, style.px(3, size))
                x, y = (s["points"][j] if j < len(s["points"]) else (x1, final[s["seat"]]))
                self.points.append(Point(i, x, y, at))

    def _legend(self, surface: pygame.Surface, rect: pygame.Rect, theme: dict[str, RGB], size: Sequence[int],
                fsz: int, top: int) -> int:
        x, y = rect.x, top
        line_h = style.font(fsz).get_linesize()
        marked = self.story.get("marked")
        for i, s in enumerate(self.story["series"]):
            name = self.series_name(i)
            if s.get("id") == marked:
                name = self.tr("chart.murderer", name=name)
            label = style.text(name, fsz, theme["ink"])
            w = label.get_width() + style.px(22, size)
            if x + w > rect.right and x > rect.x:
                x, y = rect.x, y + line_h
            pygame.draw.rect(surface, MARK if s.get("id") == marked else self.series_colour(i),
                             (x, y + line_h // 2 - 3, style.px(12, size), 6))
            surface.blit(label, (x + style.px(16, size), y))
            x += w
        return y + line_h

    # ----- hover -------------------------------------------------------------------------
    def hover(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The point nearest the mouse (within a few pixels): whose, when, how much."""
        best, best_d = None, 14 ** 2
        for p in self.points:
            d = (p.at[0] - pos[0]) ** 2 + (p.at[1] - pos[1]) ** 2
            if d <= best_d:
                best, best_d = p, d
        self.hot = best
        if best is None:
            return None
        final = self.story.get("final") is not None and best.x == self._bounds()[1]
        when = self.tr("chart.final") if final else self.x_label(best.x)
        return self.series_name(best.series), self.tr(f"chart.value.{self.story['y']}", when=when, n=_num(best.y))


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"

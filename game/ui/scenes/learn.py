"""Learn to play (issue 19): pick a game, and its guided first game starts.

A guided first game is a real game of that game at the lesson's fixed seed against ``ai:easy``
(``game.learn``); the table shows the lesson's callouts (``game.ui.table.guide``). It is a
running game like any other: its own autosave, resumable from Running games with the guide's
progress kept in the save's header.
"""
from __future__ import annotations

from typing import Any

import pygame

from game import paths
from game.engine.match import default_names
from game.games import REGISTRY, entry
from game.learn.guide import Guide
from game.learn.headless import lesson_of, new_match
from game.ui import style
from game.ui.scenes.base import UIScene
from game.ui.widgets import Button


def lesson_games() -> list[str]:
    """The published games that have a guided first game, in the registry's order."""
    return [g for g in REGISTRY if getattr(entry(g), "learn", None) is not None
            and getattr(entry(g).learn, "LESSON", None) is not None]


def start_lesson(app: Any, game_id: str) -> None:
    """A new guided first game of ``game_id``, straight to its table (raises KeyError when the
    game has no lesson)."""
    lesson = lesson_of(game_id)
    match = new_match(lesson, default_names(lesson.players, app.settings.lang))
    match.autosave_path = paths.new_autosave_file(game_id)
    match.table_notes["learn"] = Guide(lesson, match.game).to_json()
    try:
        match.autosave()
        paths.prune_finished_autosaves()
    except OSError:
        pass
    app.start_match(match)


class LearnScene(UIScene):
    """One card per game: its name and what its guided first game covers; a click starts it."""

    name = "learn"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.cards: list[tuple[pygame.Rect, str]] = []
        self.hover = (-1, -1)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        ids = lesson_games()
        pad = style.px(16, size)
        top = style.px(150, size)
        bh = style.px(44, size)
        cols = 2 if w >= style.px(900, size) else 1
        cw = min(style.px(520, size), (w - (cols + 1) * pad) // cols)
        rows = (len(ids) + cols - 1) // cols
        ch = max(style.px(92, size), max((self._card_height(g, cw) for g in ids), default=0))
        room = h - top - bh - 3 * pad
        if rows * (ch + pad) > room:
            ch = max(style.px(60, size), room // max(1, rows) - pad)
        x0 = (w - (cols * cw + (cols - 1) * pad)) // 2
        self.cards = []
        for i, gid in enumerate(ids):
            r, c = divmod(i, cols)
            self.cards.append((pygame.Rect(x0 + c * (cw + pad), top + r * (ch + pad), cw, ch), gid))
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, h - bh - pad, style.px(160, size), bh), id="back",
                           font_size=style.fs(18, size)))

    def _texts(self, gid: str, width: int) -> tuple[list[str], list[str]]:
        size = self.size
        inner = width - 2 * style.px(14, size)
        name = REGISTRY[gid].spec.localized_name(self.lang)
        title = style.wrap(name, style.fs(20, size), inner, True)
        desc = style.wrap(self.t(f"learn.{gid}.card"), style.fs(15, size), inner)
        return title, desc

    def _card_height(self, gid: str, width: int) -> int:
        size = self.size
        title, desc = self._texts(gid, width)
        return (2 * style.px(12, size) + len(title) * style.font(style.fs(20, size), True).get_linesize()
                + len(desc) * style.font(style.fs(15, size)).get_linesize() + style.px(4, size))

    def choose(self, gid: str) -> None:
        try:
            start_lesson(self.app, gid)
        except (KeyError, ValueError) as exc:
            self.app.show_dialog(self.t("common.error"), str(exc).strip("'\""), [(self.t("common.ok"), None)])

    def handle_event(self, e: pygame.event.Event) -> bool:
        if super().handle_event(e):
            return True
        pos = getattr(e, "pos", None)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = pos
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1 and pos is not None:
            for r, gid in self.cards:
                if r.collidepoint(pos):
                    self.choose(gid)
                    return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        y = self.draw_title(surface, self.t("learn.title"))
        style.blit_text(surface, self.t("learn.subtitle"), style.fs(16, size), style.SHELL["ink_soft"],
                        (size[0] // 2, y), "midtop", max_width=size[0] - 40)
        pad = style.px(12, size)
        for rect, gid in self.cards:
            hot = rect.collidepoint(self.hover)
            r = rect.move(0, -style.px(3, size)) if hot else rect
            style.panel(surface, r, style.SHELL["panel_hi"] if hot else style.SHELL["panel"],
                        style.SHELL["accent"] if hot else style.SHELL["edge"], radius=style.px(12, size),
                        shadow_offset=style.px(6 if hot else 3, size))
            title, desc = self._texts(gid, rect.w)
            ty = r.y + pad
            f1, f2 = style.fs(20, size), style.fs(15, size)
            for line in title:
                surface.blit(style.text(line, f1, style.SHELL["ink"], True), (r.x + pad + style.px(2, size), ty))
                ty += style.font(f1, True).get_linesize()
            ty += style.px(4, size)
            for line in desc:
                if ty + style.font(f2).get_linesize() > r.bottom:
                    break
                surface.blit(style.text(line, f2, style.SHELL["ink_soft"]), (r.x + pad + style.px(2, size), ty))
                ty += style.font(f2).get_linesize()

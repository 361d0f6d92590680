"""Load: the saves folder and the autosaves, newest first. A bad file opens a dialog that
names the problem; nothing is lost and the list stays."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.ui import style
from game.ui.scenes.base import UIScene, dim
from game.ui.widgets import Button, ScrollPanel


def list_saves() -> list[tuple[Path, str]]:
    out: list[tuple[Path, str]] = []
    for folder, kind in ((paths.saves_dir(), "save"), (paths.autosave_dir(), "auto"), (paths.replays_dir(), "replay")):
        try:
            files = [p for p in folder.glob("*.jsonl") if p.is_file()]
        except OSError:
            continue
        out.extend((p, kind) for p in files)

    def mtime(item: tuple[Path, str]) -> float:
        try:
            return item[0].stat().st_mtime
        except OSError:
            return 0.0

    return sorted(out, key=mtime, reverse=True)


class LoadScene(UIScene):
    name = "load"

    def __init__(self, app: Any, overlay: bool = False) -> None:
        super().__init__(app)
        self.transparent = overlay
        self.items: list[tuple[Path, str]] = []
        self.hover = (-1, -1)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        self.items = list_saves()
        pad = style.px(24, size)
        cw = min(w - 2 * pad, style.px(820, size))
        self.row_h = style.px(54, size)
        top = style.px(120, size)
        bh = style.px(50, size)
        self.panel = ScrollPanel(((w - cw) // 2, top, cw, max(10, h - top - bh - 2 * pad)), id="list",
                                 draw_content=self.draw_rows, content_height=len(self.items) * self.row_h,
                                 step=self.row_h)
        self.ui.add(self.panel)
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, h - bh - pad, style.px(200, size), bh), id="back",
                           font_size=style.fs(18, size)))

    def row_rect(self, i: int) -> pygame.Rect:
        r = self.panel.rect
        return pygame.Rect(r.x, r.y + i * self.row_h - self.panel.offset, r.w, self.row_h)

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = getattr(e, "pos", None)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = pos
        if super().handle_event(e):
            return True
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1 and pos is not None \
                and self.panel.rect.collidepoint(pos):
            for i, (path, _kind) in enumerate(self.items):
                if self.row_rect(i).collidepoint(pos):
                    self.app.load_match(path)
                    return True
        return False

    def draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = self.size
        pad = style.px(14, size)
        f1, f2 = style.fs(18, size), style.fs(14, size)
        for i, (path, kind) in enumerate(self.items):
            r = self.row_rect(i)
            if r.bottom < rect.top or r.top > rect.bottom:
                continue
            if r.collidepoint(self.hover):
                pygame.draw.rect(surface, style.SHELL["panel_hi"], r.inflate(-6, -4), border_radius=8)
            try:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            except OSError:
                when = "?"
            label = {"save": "load.kind_save", "auto": "load.kind_auto", "replay": "load.kind_replay"}[kind]
            style.blit_text(surface, path.stem, f1, style.SHELL["ink"], (r.x + pad, r.y + pad // 2),
                            max_width=r.w - 2 * pad)
            style.blit_text(surface, f"{self.t(label)} · {when}", f2, style.SHELL["ink_soft"],
                            (r.x + pad, r.bottom - pad // 2), "bottomleft", max_width=r.w - 2 * pad)
            pygame.draw.line(surface, style.SHELL["panel"], (r.x + pad, r.bottom - 1), (r.right - pad, r.bottom - 1))
        if not self.items:
            style.blit_text(surface, self.t("load.empty"), f1, style.SHELL["ink_faint"], rect.center, "center",
                            max_width=rect.w - 20)

    def draw(self, surface: pygame.Surface) -> None:
        if self.transparent:
            dim(surface, 200)
        super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self.t("load.title"))

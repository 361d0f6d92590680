"""Rules reference: ``assets/rules/<game>.<lang>.md`` (falls back to English), rendered as
headings, paragraphs, lists and tables; scrollable; a search box jumps between hits."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.games import get_game
from game.ui import style
from game.ui.scenes.base import UIScene, dim
from game.ui.widgets import Button, ScrollPanel, TextEntry


def rules_file(game_id: str, lang: str) -> Path | None:
    for lg in (lang, "en"):
        p = paths.asset("rules", f"{game_id}.{lg}.md")
        if p.is_file():
            return p
    return None


def parse_markdown(text: str) -> list[tuple[str, Any]]:
    """Blocks: ("h1".."h3", text), ("p", text), ("li", (depth, text)), ("table", rows), ("rule", None)."""
    blocks: list[tuple[str, Any]] = []
    para: list[str] = []
    table: list[list[str]] = []

    def flush() -> None:
        nonlocal para, table
        if para:
            blocks.append(("p", " ".join(para)))
            para = []
        if table:
            blocks.append(("table", table))
            table = []

    in_item = False  # the previous line was a list item (or its continuation)
    for raw in text.splitlines():
        line = raw.rstrip()
        s = line.strip()
        was_item, in_item = in_item, False
        if not s:
            flush()
            continue
        if s.startswith("|"):
            if para:
                blocks.append(("p", " ".join(para)))
                para = []
            cells = [c.strip() for c in s.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            table.append([_inline(c) for c in cells])
            continue
        if table:
            flush()
        m = re.match(r"(#{1,6})\s+(.*)", s)
        if m:
            flush()
            blocks.append((f"h{min(3, len(m.group(1)))}", _inline(m.group(2))))
            continue
        m = re.match(r"(\s*)([-*+]|\d+[.)])\s+(.*)", line)
        if m:
            flush()
            depth = len(m.group(1).replace("\t", "    ")) // 2
            bullet = "•" if m.group(2) in "-*+" else m.group(2)
            blocks.append(("li", (depth, bullet, _inline(m.group(3)))))
            in_item = True
            continue
        if re.fullmatch(r"(-{3,}|\*{3,}|_{3,})", s):
            flush()
            blocks.append(("rule", None))
            continue
        if was_item and not para:
            depth, bullet, item = blocks[-1][1]  # a lazy continuation line (CommonMark)
            blocks[-1] = ("li", (depth, bullet, f"{item} {_inline(s)}"))
            in_item = True
            continue
        para.append(_inline(s))
    flush()
    return blocks


def _inline(s: str) -> str:
    s = re.sub(r"\*\*(.+?)\*\*", r"\1", s)
    s = re.sub(r"(?<!\w)[*_](.+?)[*_](?!\w)", r"\1", s)
    s = re.sub(r"`(.+?)`", r"\1", s)
    s = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", s)
    return s


class RulesScene(UIScene):
    name = "rules"
    hides_overlays = True  # over the pause menu: the menu does not show through

    def __init__(self, app: Any, game_id: str, overlay: bool = False, query: str = "",
                 entry: tuple[str, str] | None = None) -> None:
        """``entry`` (title, full text) opens the reference at that component's own entry, shown
        first, with the whole reference below it; ``query`` pre-fills the search box instead."""
        super().__init__(app)
        self.game_id = game_id
        self.entry = entry
        self.transparent = overlay
        self.lines: list[dict[str, Any]] = []
        self.hits: list[int] = []
        self.hit_index = -1
        self.query = "" if entry else query
        self.jump_on_layout = bool(self.query)
        self.missing = False

    def load_blocks(self) -> list[tuple[str, Any]]:
        return self.entry_blocks() + self.document_blocks()

    def entry_blocks(self) -> list[tuple[str, Any]]:
        """The hovered component's own entry: its title, then its full text, paragraph by paragraph."""
        if not self.entry:
            return []
        title, body = self.entry
        paragraphs = [p.strip() for p in str(body).split("\n") if p.strip()]
        return [("h1", str(title)), *[("p", p) for p in paragraphs], ("rule", None)]

    def document_blocks(self) -> list[tuple[str, Any]]:
        path = rules_file(self.game_id, self.lang)
        if path is None:
            self.missing = True
            return []
        try:
            self.missing = False
            return parse_markdown(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            self.missing = True
            return []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        pad = style.px(24, size)
        cw = min(w - 2 * pad, style.px(900, size))
        x0 = (w - cw) // 2
        top = style.px(110, size)
        rh = style.px(40, size)
        fsz = style.fs(17, size)
        sw = min(cw - 2 * rh - 3 * style.px(8, size), style.px(360, size))
        self.search = TextEntry(self.query, (x0, top, sw, rh), id="search", font_size=fsz,
                                placeholder=self.t("rules.search"), on_change=self.set_query,
                                on_submit=lambda _t: self.next_hit(1))
        self.ui.add(self.search)
        bx = x0 + sw + style.px(8, size)
        self.ui.add(Button("▲", lambda: self.next_hit(-1), (bx, top, rh, rh), id="prev", font_size=fsz,
                           tooltip=self.t("rules.prev")))
        self.ui.add(Button("▼", lambda: self.next_hit(1), (bx + rh + style.px(8, size), top, rh, rh), id="next",
                           font_size=fsz, tooltip=self.t("rules.next")))
        self.counter_pos = (bx + 2 * rh + style.px(20, size), top + rh // 2)
        ptop = top + rh + style.px(14, size)
        bh = style.px(48, size)
        self.panel = ScrollPanel((x0, ptop, cw, max(10, h - ptop - bh - 2 * pad // 1)), id="text",
                                 draw_content=self.draw_lines, step=style.px(60, size))
        self.ui.add(self.panel)
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, h - bh - pad // 1, style.px(200, size), bh),
                           id="back", font_size=fsz))
        self.build_lines(cw - style.px(40, size))
        self.panel.content_height = (self.lines[-1]["y"] + self.lines[-1]["h"] + style.px(30, size)) if self.lines else 0
        self.set_query(self.query, jump=self.jump_on_layout)
        self.jump_on_layout = False

    def build_lines(self, width: int) -> None:
        size = self.size
        body = style.fs(17, size)
        sizes = {"h1": style.fs(30, size), "h2": style.fs(24, size), "h3": style.fs(20, size)}
        self.lines = []
        y = style.px(16, size)
        indent_step = style.px(22, size)

        def add(text: str, fsz: int, bold: bool, colour: Any, indent: int = 0, cells: Any = None) -> None:
            nonlocal y
            lh = style.font(fsz, bold).get_linesize()
            self.lines.append({"text": text, "size": fsz, "bold": bold, "colour": colour, "x": indent, "y": y,
                               "h": lh, "cells": cells})
            y += lh

        for kind, data in self.load_blocks():
            if kind in sizes:
                y += style.px(14 if kind != "h3" else 8, size)
                for ln in style.wrap(data, sizes[kind], width, True):
                    add(ln, sizes[kind], True, style.SHELL["accent"] if kind == "h1" else style.SHELL["ink"])
                y += style.px(6, size)
            elif kind == "p":
                for ln in style.wrap(data, body, width):
                    add(ln, body, False, style.SHELL["ink_soft"])
                y += style.px(10, size)
            elif kind == "li":
                depth, bullet, text = data
                ind = indent_step * (depth + 1)
                wrapped = style.wrap(text, body, width - ind - indent_step)
                for j, ln in enumerate(wrapped):
                    add((bullet + "  " if j == 0 else "") + ln, body, False, style.SHELL["ink_soft"],
                        ind if j == 0 else ind + style.font(body).size(bullet + "  ")[0])
                y += style.px(3, size)
            elif kind == "table":
                ncol = max(len(r) for r in data)
                f = style.font(body)
                widths = [0] * ncol
                for r in data:
                    for c, cell in enumerate(r):
                        widths[c] = max(widths[c], f.size(cell)[0])
                gap = style.px(24, size)
                total = sum(widths) + gap * (ncol - 1)
                if total > width:  # squeeze proportionally
                    widths = [max(20, wd * (width - gap * (ncol - 1)) // max(1, sum(widths))) for wd in widths]
                xs = [sum(widths[:c]) + gap * c for c in range(ncol)]
                for j, r in enumerate(data):
                    cells = [(xs[c], widths[c], cell) for c, cell in enumerate(r)]
                    add(" ".join(r), body, j == 0, style.SHELL["ink"] if j == 0 else style.SHELL["ink_soft"],
                        style.px(8, size), cells)
                y += style.px(10, size)
            elif kind == "rule":
                add("", body, False, style.SHELL["edge"], 0, "rule")
        if self.missing:
            add(self.t("rules.missing"), body, False, style.SHELL["ink_soft"])

    # ----- search ----------------------------------------------------------------------
    def set_query(self, text: str, jump: bool = True) -> None:
        self.query = text
        q = text.strip().lower()
        self.hits = [i for i, ln in enumerate(self.lines) if q and q in ln["text"].lower()] if q else []
        self.hit_index = -1
        if jump and self.hits:
            self.next_hit(1)

    def next_hit(self, direction: int) -> None:
        if not self.hits:
            return
        self.hit_index = (self.hit_index + direction) % len(self.hits)
        ln = self.lines[self.hits[self.hit_index]]
        self.panel.scroll_to(ln["y"] - self.panel.rect.h // 3)

    def current_hit_line(self) -> str | None:
        if 0 <= self.hit_index < len(self.hits):
            return self.lines[self.hits[self.hit_index]]["text"]
        return None

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_f and (getattr(e, "mod", 0) & pygame.KMOD_CTRL):
            self.search.focus(True)
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_F3:
            self.next_hit(-1 if getattr(e, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) \
                and not self.search.focused:
            d = self.panel.rect.h * 9 // 10
            self.panel.scroll_to(self.panel.offset + (d if e.key == pygame.K_PAGEDOWN else -d))
            return True
        return super().handle_event(e)

    # ----- drawing ---------------------------------------------------------------------
    def draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = self.size
        pad = style.px(20, size)
        hitset = set(self.hits)
        current = self.hits[self.hit_index] if 0 <= self.hit_index < len(self.hits) else -1
        for i, ln in enumerate(self.lines):
            y = rect.y + ln["y"] - offset
            if y + ln["h"] < rect.y or y > rect.bottom:
                continue
            x = rect.x + pad + ln["x"]
            if i in hitset:
                colour = style.SHELL["accent"] if i == current else style.mix(style.SHELL["accent"], style.SHELL["bg2"], 0.65)
                pygame.draw.rect(surface, colour, (rect.x + 4, y, 5, ln["h"]), border_radius=2)
                if i == current:
                    pygame.draw.rect(surface, style.mix(style.SHELL["accent"], style.SHELL["bg2"], 0.85),
                                     (rect.x + 12, y, rect.w - 24, ln["h"]), border_radius=4)
            if ln["cells"] == "rule":
                pygame.draw.line(surface, style.SHELL["edge"], (x, y + ln["h"] // 2), (rect.right - pad, y + ln["h"] // 2))
            elif ln["cells"]:
                for cx, cw, cell in ln["cells"]:
                    style.blit_text(surface, cell, ln["size"], ln["colour"], (x + cx, y), bold=ln["bold"], max_width=cw)
            else:
                surface.blit(style.text(ln["text"], ln["size"], ln["colour"], ln["bold"]), (x, y))

    def draw(self, surface: pygame.Surface) -> None:
        if self.transparent:
            dim(surface, 215)
        super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        try:
            name = get_game(self.game_id).spec.localized_name(self.lang)
        except KeyError:
            name = self.game_id
        self.draw_title(surface, self.t("rules.title", game=name), style.px(28, self.size))
        if self.query.strip():
            n = len(self.hits)
            text = self.t("rules.hits", i=self.hit_index + 1, n=n) if n else self.t("rules.no_hits")
            style.blit_text(surface, text, style.fs(15, self.size), style.SHELL["ink_soft"], self.counter_pos, "midleft",
                            max_width=max(0, self.size[0] - self.counter_pos[0] - 10))

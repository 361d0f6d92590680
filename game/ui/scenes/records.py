"""Records (Main menu): per game, each participant's record (every AI level, every person by
name), the people's results over time as a chart, the longest and shortest game, and the past
games - open the final board, replay the game, delete a record - with an export to CSV."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.games import REGISTRY
from game.records import GameRecord, default_store, summarize, to_csv
from game.records.report import participant_label
from game.ui import style
from game.ui.render.chart import StoryChart
from game.ui.scenes.base import UIScene
from game.ui.widgets import Button, ScrollPanel
from game.ui.widgets.base import draw_tooltip


def results_story(summary: dict[str, Any]) -> dict[str, Any]:
    """Each person's score game by game (x = the game's number in this game's records)."""
    order = {g["id"]: i + 1 for i, g in enumerate(reversed(summary["games"]))}
    people: dict[str, list[list[float]]] = {}
    for row in summary["over_time"]:
        if row["score"] is not None and row["game_id"] in order:
            people.setdefault(row["name"], []).append([order[row["game_id"]], float(row["score"])])
    series = [{"seat": None, "id": name, "label": {"en": name, "hu": name}, "points": pts}
              for name, pts in people.items()]
    return {"x": "game", "y": "score", "series": series, "marked": None, "final": None}


class RecordsScene(UIScene):
    name = "records"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.store = default_store()
        if self.store.notice:
            app.toast(self.t("records.moved_aside", name=self.store.moved_to.name), seconds=6.0)
        self.records: list[GameRecord] = []
        self.summaries: dict[str, dict[str, Any]] = {}
        self.game: str | None = None
        self.hover = (-1, -1)
        self.chart_tip: tuple[str, str] | None = None
        self.reload()

    # ----- data -------------------------------------------------------------------------
    def reload(self) -> None:
        self.records = self.store.games()
        self.summaries = summarize(self.records)
        if self.game not in self.summaries:
            newest = self.records[-1].game if self.records else None
            self.game = newest if newest in REGISTRY else next(iter(self.summaries), None)

    @property
    def summary(self) -> dict[str, Any] | None:
        return self.summaries.get(self.game) if self.game else None

    def game_rows(self) -> list[dict[str, Any]]:
        return list(self.summary["games"]) if self.summary else []

    def record(self, record_id: int) -> GameRecord | None:
        return next((r for r in self.records if r.id == record_id), None)

    # ----- layout -----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        pad = style.px(24, size)
        bh = style.px(46, size)
        fsz = style.fs(16, size)
        top = style.px(96, size)
        games = [gid for gid in REGISTRY if gid in self.summaries]
        labels = [f"{REGISTRY[g].spec.localized_name(self.lang)} ({self.summaries[g]['played']})" for g in games]
        gap = style.px(6, size)
        while fsz > 14 and sum(style.font(fsz).size(t)[0] + style.px(28, size) for t in labels) + gap * len(labels) \
                > w - 2 * pad:
            fsz -= 1  # every game's tab whole on one row
        x = pad
        for gid, label in zip(games, labels):
            tw = style.font(fsz).size(label)[0] + style.px(28, size)
            b = Button(label, lambda g=gid: self.select(g), (x, top, tw, style.px(40, size)), id=f"tab_{gid}",
                       kind="primary" if gid == self.game else "normal", font_size=fsz)
            self.ui.add(b)
            x += tw + gap
        body_top = top + style.px(52, size)
        self.table_rect = pygame.Rect(pad, body_top, (w - 2 * pad) * 55 // 100, style.px(220, size))
        self.chart_rect = pygame.Rect(self.table_rect.right + pad, body_top, w - pad - self.table_rect.right - pad,
                                      style.px(220, size))
        self.row_h = style.px(44, size)
        list_top = self.table_rect.bottom + style.px(40, size)
        self.panel = ScrollPanel((pad, list_top, w - 2 * pad, max(self.row_h, h - list_top - bh - 2 * pad)), id="games",
                                 draw_content=self.draw_rows, content_height=len(self.game_rows()) * self.row_h,
                                 step=self.row_h)
        self.ui.add(self.panel)
        y = h - bh - pad
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, y, style.px(200, size), bh), id="back",
                           font_size=style.fs(18, size)))
        export = Button(self.t("records.export"), self.export_csv, (w - pad - style.px(260, size), y,
                                                                      style.px(260, size), bh), id="export",
                        font_size=style.fs(18, size), tooltip=self.t("records.export.help"))
        export.enabled = bool(self.records)
        self.ui.add(export)
        self.chart = StoryChart(results_story(self.summary), [], [], self.lang, self.t) if self.summary else None

    def select(self, game_id: str) -> None:
        self.game = game_id
        self.layout(self.size)

    # ----- rows of past games -----------------------------------------------------------
    def row_rect(self, i: int) -> pygame.Rect:
        r = self.panel.rect
        return pygame.Rect(r.x, r.y + i * self.row_h - self.panel.offset, r.w, self.row_h)

    def row_buttons(self, i: int) -> dict[str, pygame.Rect]:
        """The row's own controls, right-aligned: final board, replay, delete."""
        r = self.row_rect(i)
        size = self.size
        bh = self.row_h - style.px(10, size)
        d = pygame.Rect(0, 0, bh, bh)
        bar = self.panel.bar_rect()
        d.midright = ((bar.x if bar is not None else r.right) - style.px(8, size), r.centery)
        bw = style.px(150, size)
        replay = pygame.Rect(d.x - style.px(8, size) - bw, d.y, bw, bh)
        board = pygame.Rect(replay.x - style.px(8, size) - bw, d.y, bw, bh)
        return {"board": board, "replay": replay, "delete": d}

    def row_text(self, g: dict[str, Any]) -> str:
        date = str(g["finished_at"]).replace("T", " ")[:16]
        minutes = max(1, round(float(g["duration_s"]) / 60)) if g["duration_s"] else 0
        winners = ", ".join(g["winners"]) or "-"
        return self.t("records.row", date=date, n=g["players"], winners=winners, moves=g["moves"], minutes=minutes)

    def draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = self.size
        f = style.fs(16, size)
        rows = self.game_rows()
        for i, g in enumerate(rows):
            r = self.row_rect(i)
            if r.bottom < rect.top or r.top > rect.bottom:
                continue
            if r.collidepoint(self.hover):
                pygame.draw.rect(surface, style.SHELL["panel_hi"], r.inflate(-4, -4), border_radius=8)
            btn = self.row_buttons(i)
            style.blit_text(surface, self.row_text(g), f, style.SHELL["ink"], (r.x + style.px(12, size), r.centery),
                            "midleft", max_width=btn["board"].x - r.x - style.px(20, size))
            for key, br in btn.items():
                hot = br.collidepoint(self.hover)
                fill = style.SHELL["danger"] if key == "delete" and hot else \
                    style.SHELL["panel_hi"] if hot else style.SHELL["panel"]
                pygame.draw.rect(surface, fill, br, border_radius=br.h // 4)
                pygame.draw.rect(surface, style.SHELL["edge"], br, 1, border_radius=br.h // 4)
                text = "×" if key == "delete" else self.t(f"records.{key}")
                style.blit_text(surface, text, f, style.SHELL["ink"], br.center, "center", bold=key == "delete",
                                max_width=br.w - 8)
            pygame.draw.line(surface, style.SHELL["panel"], (r.x + 8, r.bottom - 1), (r.right - 8, r.bottom - 1))
        if not rows:
            style.blit_text(surface, self.t("records.none"), style.fs(19, size), style.SHELL["ink_soft"], rect.center,
                            "center", max_width=rect.w - 20)

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = getattr(e, "pos", None)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = pos
            hot = self.chart is not None and self.chart_rect.collidepoint(pos)
            self.chart_tip = self.chart.hover(pos) if hot else None
        if super().handle_event(e):
            return True
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1 and pos is not None \
                and self.panel.rect.collidepoint(pos):
            for i, g in enumerate(self.game_rows()):
                for key, br in self.row_buttons(i).items():
                    if br.collidepoint(pos):
                        getattr(self, f"on_{key}")(g["id"])
                        return True
        return False

    def on_board(self, record_id: int) -> None:
        rec = self.record(record_id)
        if rec is None or not rec.replay or not self.app.load_match(rec.replay):
            self._missing(rec)

    def on_replay(self, record_id: int) -> None:
        rec = self.record(record_id)
        if rec is None or not rec.replay or not self.app.load_match(rec.replay):
            self._missing(rec)
            return
        table = self.app.scenes.top
        start = getattr(table, "replay_whole_game", None)
        if start is not None:
            start()

    def _missing(self, rec: GameRecord | None) -> None:
        """The record's replay file is gone (a load that failed has already said why)."""
        if rec is None or not rec.replay or not Path(rec.replay).exists():
            self.app.toast(self.t("records.no_replay"))

    def on_delete(self, record_id: int) -> None:
        def really() -> None:
            self.store.delete(record_id)
            self.reload()
            self.layout(self.size)

        self.app.show_dialog(self.t("records.delete_title"), self.t("records.delete_body"),
                             [(self.t("common.cancel"), None), (self.t("load.delete"), really)])

    def export_csv(self) -> None:
        path = paths.data_dir() / f"records-{time.strftime('%Y%m%d-%H%M%S')}.csv"
        try:
            path.write_text(to_csv(self.records), encoding="utf-8")
        except OSError as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])
            return
        self.exported = path
        self.app.toast(self.t("records.exported", path=str(path)), seconds=6.0)

    # ----- drawing ----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        self.draw_title(surface, self.t("records.title"), style.px(24, size))
        summary = self.summary
        if summary is None:
            style.blit_text(surface, self.t("records.none"), style.fs(20, size), style.SHELL["ink_soft"],
                            (size[0] // 2, size[1] // 2), "center", max_width=size[0] - 40)
            return
        style.panel(surface, self.table_rect.inflate(style.px(12, size), style.px(12, size)), style.SHELL["panel"],
                    style.SHELL["edge"], radius=style.px(10, size))
        self.draw_participants(surface, self.table_rect, summary)
        style.panel(surface, self.chart_rect.inflate(style.px(12, size), style.px(12, size)), style.SHELL["panel"],
                    style.SHELL["edge"], radius=style.px(10, size))
        if self.chart is not None:
            self.chart.draw(surface, self.chart_rect, style.SHELL, size)
        y = self.table_rect.bottom + style.px(14, size)
        parts = []
        for key in ("longest", "shortest"):
            brief = summary.get(key)
            if brief:
                parts.append(self.t(f"records.{key}", moves=brief["moves"], date=str(brief["finished_at"])[:10],
                                    minutes=round(float(brief["duration_s"]) / 60)))
        style.blit_text(surface, "   ·   ".join(parts), style.fs(15, size), style.SHELL["ink_soft"],
                        (self.table_rect.x, y), max_width=size[0] - 2 * self.table_rect.x)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.chart_tip is not None:
            draw_tooltip(surface, self.chart_tip[1], self.hover, style.fs(15, self.size), title=self.chart_tip[0])

    def draw_participants(self, surface: pygame.Surface, rect: pygame.Rect, summary: dict[str, Any]) -> None:
        size = self.size
        f = style.fs(16, size)
        head = [self.t(f"records.col.{k}") for k in ("player", "played", "won", "shared", "average", "best")]
        widths = [0.34, 0.12, 0.11, 0.13, 0.15, 0.15]
        lh = style.font(f).get_linesize() + style.px(6, size)
        rows = [[participant_label(r, self.t), r["played"], r["won"], r["shared"], _num(r["average_score"]),
                 _num(r["best_score"])] for r in summary["participants"]]
        max_rows = max(1, rect.h // lh - 1)
        for j, row in enumerate([head] + rows[:max_rows]):
            x = rect.x
            y = rect.y + j * lh
            for k, (cell, frac) in enumerate(zip(row, widths)):
                cw = int(rect.w * frac)
                colour = style.SHELL["ink_soft"] if j == 0 else style.SHELL["ink"]
                anchor, at = ("midleft", (x, y + lh // 2)) if k == 0 else ("midright", (x + cw - 6, y + lh // 2))
                style.blit_text(surface, str(cell), f if j else style.fs(14, size), colour, at, anchor,
                                bold=j == 0 or (k == 2 and j > 0), max_width=cw - 8)
                x += cw
            if j == 0:
                pygame.draw.line(surface, style.SHELL["edge"], (rect.x, y + lh - 2), (rect.right, y + lh - 2))


def _num(value: Any) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"

"""Game over: places (1st, 2nd, shared 1st), the figure that decided them and the game's own
score columns; Rematch (seed + 1), Save replay, and View board (or Esc) to hide the results
and look at the final table, with a bar to bring them back or go to the menu."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game import paths
from game.engine.core import ScoreColumn, game_columns, game_places
from game.engine.text import personalize
from game.i18n import has_key
from game.learn.coach import hints_allowed
from game.ui import style
from game.ui.render.chart import StoryChart
from game.ui.scenes.base import UIScene, dim
from game.ui.scenes.campaign import (
    advance_match,
    campaign_for_match,
    campaign_title,
    preview_advance,
    scenario_count,
    sides,
)
from game.ui.table.coach import hints_line
from game.ui.widgets import Button
from game.ui.widgets.base import draw_tooltip


class GameOverScene(UIScene):
    transparent = True
    name = "gameover"

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.result = self.match.result_line()
        self.card = pygame.Rect(0, 0, 0, 0)
        self.saved: str | None = None
        self.hidden = False  # True: the results are put away and the final board shows
        self._columns: list[ScoreColumn] | None = None
        self._places: list[int] | None = None
        self.chart: StoryChart | None = None  # the game's story beside the results (records issue)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_tip: tuple[str, str] | None = None
        self.records_noted = False
        # a campaign scenario (recognised from its options and seed): offer the next scenario
        self.campaign = campaign_for_match(self.match)
        self.campaign_after = preview_advance(self.campaign, self.match.state) if self.campaign else None
        if self.campaign_after is None:
            self.campaign = None

    def score_columns(self) -> list[ScoreColumn]:
        if self._columns is None:  # the final state never changes: work it out once
            self._columns = game_columns(self.match.game, self.result.get("breakdown") or [])
        return self._columns

    def columns(self) -> list[str]:
        return [c.key for c in self.score_columns()]

    def column_label(self, key: str) -> str:
        for c in self.score_columns():
            if c.key == key and c.labels:
                return c.label(self.lang)
        k = f"score.{key}"
        return self.t(k) if has_key(k, self.lang) or has_key(k) else key.replace("_", " ").capitalize()

    def places(self) -> list[int]:
        if self._places is None:
            try:
                self._places = game_places(self.match.game, self.match.state)
            except Exception:  # a game without places: winners first, everyone else second
                won = set(self.result.get("winners", []))
                self._places = [1 if i in won else 2 for i in range(self.match.num_players)]
        return self._places

    def place_text(self, seat: int) -> str:
        places = self.places()
        place = places[seat]
        key = f"over.place_{place}"
        text = self.t(key) if has_key(key) else self.t("over.place_n", n=place)
        return self.t("over.place_shared", place=text) if places.count(place) > 1 else text

    def seat_label(self, seat: int) -> str:
        """The seat's name, and the role it played when the game names one (Android's detective:
        "Anna (Louis Blaine)"), so the results never list a bare "Player 3"."""
        name = self.match.names[seat] if seat < len(self.match.names) else str(seat + 1)
        fn = getattr(self.match.game, "seat_role", None)
        try:
            role = str(fn(self.match.state, seat, self.lang)) if fn else ""
        except Exception:
            role = ""
        return f"{name} ({role})" if role and role != name else name

    def winner_line(self) -> str:
        n = self.match.num_players
        names = [self.seat_label(i) for i in self.result.get("winners", []) if 0 <= i < n]
        if len(names) == 1:
            return self.t("over.winner", name=names[0])
        if names and len(names) == n:
            return self.t("over.draw")
        if names:
            return self.t("over.tie", names=", ".join(names))
        return ""

    def decided_line(self) -> str:
        decisive = [c for c in self.score_columns() if c.decisive]
        if not decisive:
            return ""
        return self.t("over.decided_by", figure=self.column_label(decisive[0].key))

    def notes(self) -> list[str]:
        """Lines a game adds under its results (``game.over_notes(state, lang)``: Rogue Agent's
        Android mode says who was an android), the seats named as everywhere else."""
        fn = getattr(self.match.game, "over_notes", None)
        try:
            lines = list(fn(self.match.state, self.lang)) if fn else []
        except Exception:  # a game's words must never stop the game-over screen
            lines = []
        lines = [personalize(str(x), list(self.match.names), self.lang) for x in lines]
        hints = self.hints_line()
        return lines + [hints] if hints else lines

    def hints_line(self) -> str:
        """Honest results (issue 19): how many hints each seat took, or that hints were off."""
        return hints_line(self.match, self.t)

    def story_chart(self) -> StoryChart | None:
        """The chart of the game's story, worked out once (the final state never changes)."""
        if self.chart is None:
            from game.records.record import story_of

            self.chart = StoryChart(story_of(self.match), list(self.match.names), list(self.table.colours),
                                    self.lang, self.t)
        return None if self.chart.empty else self.chart

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        n = self.match.num_players
        rh = style.px(38, size)
        chart_w = style.px(420, size) if self.story_chart() is not None else 0
        cw = min(w - 20, style.px(860, size) + chart_w)
        if chart_w and cw - chart_w < style.px(600, size):  # too narrow for both: the results alone
            chart_w, cw = 0, min(w - 20, style.px(860, size))
        ch = style.px(150, size) + rh * (n + 1) + style.px(90, size) + (style.px(30, size) if self.campaign else 0)
        ch += len(self.notes()) * style.font(style.fs(15, size)).get_linesize()
        ch = min(max(ch, style.px(420, size) if chart_w else 0), h - 20)
        self.card = pygame.Rect((w - cw) // 2, max(10, (h - ch) // 2), cw, ch)
        pad = style.px(24, size)
        self.chart_rect = pygame.Rect(self.card.right - pad - chart_w + style.px(12, size), self.card.y + pad,
                                      chart_w - style.px(12, size), ch - 2 * pad - style.px(66, size)) \
            if chart_w else pygame.Rect(0, 0, 0, 0)
        self.results_w = cw - chart_w
        bh = style.px(46, size)
        gap = style.px(10, size)
        bw = (cw - 2 * style.px(24, size) - 3 * gap) // 4  # the buttons span the whole card
        y = self.card.bottom - bh - style.px(20, size)
        x = self.card.x + style.px(24, size)
        fsz = style.fs(18, size)
        hidden = self.hidden

        def add(text: str, cb: Any, i: int, id: str, kind: str = "normal") -> None:
            b = Button(self.t(text), cb, (x + i * (bw + gap), y, bw, bh), id=id, font_size=fsz, kind=kind)
            b.visible = not hidden
            self.ui.add(b)

        add("over.menu", self.app.to_menu, 0, "menu", "ghost")
        add("over.view_board", self.toggle_results, 1, "view_board")
        add("over.save_replay", self.save_replay, 2, "save_replay")
        if self.campaign is not None:
            label = "over.campaign_result" if self.campaign_after.get("finished") else "over.campaign_next"
            add(label, self.campaign_next, 3, "campaign_next", "primary")
        else:
            add("over.rematch", self.rematch, 3, "rematch", "primary")
        self.row_h = rh
        # the bar shown while the results are hidden: back to the results, or to the menu
        bw2 = min(style.px(240, size), (w - 3 * gap) // 2)
        self.bar = pygame.Rect(0, 0, 2 * bw2 + 3 * gap, bh + 2 * gap)
        strip = getattr(self.table, "strip", None)  # in the prompt strip, empty once the game is over
        if isinstance(strip, pygame.Rect) and strip.h >= self.bar.h - 2 * gap and strip.w > self.bar.w:
            self.bar.midright = (strip.right - gap, strip.centery)
        else:
            self.bar.midbottom = (w // 2, h - gap)
        for i, (text, cb, id, kind) in enumerate((("over.show_results", self.toggle_results, "show_results", "primary"),
                                                  ("over.menu", self.app.to_menu, "bar_menu", "ghost"))):
            b = Button(self.t(text), cb, (self.bar.x + gap + i * (bw2 + gap), self.bar.y + gap, bw2, bh), id=id,
                       font_size=fsz, kind=kind)
            b.visible = hidden
            self.ui.add(b)

    def toggle_results(self) -> None:
        """Hide the results to look at the final board (or bring them back)."""
        self.hidden = not self.hidden
        self.layout(self.size)

    def campaign_next(self) -> None:
        if self.campaign is not None:
            advance_match(self.app, self.match, self.campaign)

    def campaign_line(self) -> str:
        if self.campaign is None or self.campaign_after is None:
            return ""
        gid = self.match.game.spec.id
        last = (self.campaign_after.get("history") or [{}])[-1]
        dmg = last.get("damage") or ["?", "?"]
        army = sides(self.app, gid)
        return self.t("over.campaign_line", title=campaign_title(self.app, gid), n=self.campaign["progress"]["scenario"],
                      total=scenario_count(gid), a=army[0][1], da=dmg[0], b=army[1][1], db=dmg[1])

    def rematch(self) -> None:
        m = self.match
        self.app.new_match(m.game.spec.id, m.num_players, list(m.seats), list(m.names), m.seed + 1, dict(m.options),
                           self.table.colour_idx, hints=hints_allowed(getattr(m, "table_notes", None)))

    def save_replay(self) -> None:
        m = self.match
        path = paths.replays_dir() / f"{m.game.spec.id}-{m.seed}-{time.strftime('%Y%m%d-%H%M%S')}.jsonl"
        try:
            m.save(path)
        except OSError as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])
            return
        self.saved = str(path)
        self.app.toast(self.t("over.saved", name=path.name))

    def on_back(self) -> bool:
        self.toggle_results()  # Esc puts the results away (and brings them back)
        return True

    def handle_event(self, e: pygame.event.Event) -> bool:
        if super().handle_event(e):
            return True
        if e.type == pygame.MOUSEMOTION:
            chart = self.story_chart()
            hot = chart is not None and not self.hidden and self.chart_rect.collidepoint(e.pos)
            tip = chart.hover(e.pos) if hot else None
            if tip != self.chart_tip:
                self.chart_tip = tip
                self.app.mark_dirty()
        if self.hidden and e.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            try:  # hover on the final board still shows its tooltips
                self.table.handle_event(e)
            except Exception:
                pass
        return True  # modal: no action reaches the finished table

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        if self.hidden:
            style.panel(surface, self.bar, style.SHELL["panel"], style.SHELL["edge"], radius=style.px(12, size),
                        shadow_offset=style.px(4, size))
            super().draw(surface)
            return
        dim(surface, 170)
        style.panel(surface, self.card, style.SHELL["panel"], style.SHELL["accent"], radius=style.px(16, size),
                    shadow_offset=style.px(8, size), width=2)
        pad = style.px(24, size)
        mw = self.results_w - 2 * pad
        left = pygame.Rect(self.card.x, self.card.y, self.results_w, self.card.h)
        y = self.card.y + pad
        self._note_records()
        chart = self.story_chart()
        if chart is not None and self.chart_rect.w:
            pygame.draw.line(surface, style.SHELL["edge"], (self.chart_rect.x - style.px(12, size), self.chart_rect.y),
                             (self.chart_rect.x - style.px(12, size), self.chart_rect.bottom))
            chart.draw(surface, self.chart_rect, style.SHELL, size)
        style.blit_text(surface, self.t("over.title"), style.fs(30, size), style.SHELL["ink"], (left.centerx, y),
                        "midtop", bold=True, max_width=mw)
        y += style.font(style.fs(30, size), True).get_linesize()
        style.blit_text(surface, self.winner_line(), style.fs(20, size), style.SHELL["accent"], (left.centerx, y),
                        "midtop", bold=True, max_width=mw)
        y += style.font(style.fs(20, size), True).get_linesize()
        style.blit_text(surface, self.decided_line(), style.fs(16, size), style.SHELL["ink_soft"],
                        (left.centerx, y), "midtop", max_width=mw)
        y += style.font(style.fs(16, size)).get_linesize() + style.px(10, size)
        n = self.match.num_players
        self.draw_table(surface, pygame.Rect(self.card.x + pad, y, mw, self.row_h * (n + 1)))
        y += self.row_h * (n + 1) + style.px(8, size)
        if self.campaign is not None:
            style.blit_text(surface, self.campaign_line(), style.fs(16, size), style.SHELL["accent"],
                            (left.centerx, y), "midtop", max_width=mw)
            y += style.font(style.fs(16, size)).get_linesize()
        for i, line in enumerate(self.notes()):  # the game's own lines, the first as their heading
            f = style.fs(15, size)
            style.blit_text(surface, line, f, style.SHELL["ink" if i else "ink_soft"], (left.centerx, y), "midtop",
                            bold=i == 0, max_width=mw)
            y += style.font(f).get_linesize()
        super().draw(surface)
        if self.chart_tip is not None:
            title, body = self.chart_tip
            draw_tooltip(surface, body, pygame.mouse.get_pos(), style.fs(16, size), title=title)

    def _note_records(self) -> None:
        """Once the game is recorded: say so if the records file had to be set aside."""
        rec = getattr(self.table, "recorder", None)
        if self.records_noted or rec is None or rec.thread is None or rec.thread.is_alive():
            return
        self.records_noted = True
        if rec.notice:
            self.app.toast(self.t("records.moved_aside", name=rec.notice))

    def _header_lines(self, label: str, size: int, width: int, bold: bool) -> tuple[int, list[str]]:
        """A column heading in at most two lines: a smaller font before anything is dropped
        ("Állóképesség (holtverseny)" lost its second half to a cut third line)."""
        smallest = max(8, style.fs(11, self.size))
        for fs in range(size, smallest - 1, -1):
            lines = style.wrap(label, fs, width, bold)
            if len(lines) <= 2:
                return fs, lines
        lines = style.wrap(label, smallest, width, bold)
        return smallest, lines[:1] + [style.fit_text(" ".join(lines[1:]), smallest, width, bold)]

    def _name_lines(self, names: list[str], size: int, width: int) -> tuple[int, list[list[str]]]:
        """The seats' names and roles in their column, all in one font size: the largest (down to
        a floor) at which every name fits one line; a name still too wide puts its role on a
        second line ("2. játékos" / "(Rachel Beckmann)"); an ellipsis is the last resort."""
        floor = min(size, max(8, style.fs(14, self.size)))
        fits = [fs for fs in range(size, floor - 1, -1)
                if all(style.font(fs, True).size(n)[0] <= width for n in names)]
        fs = fits[0] if fits else floor
        out = []
        for name in names:
            head, sep, role = name.partition(" (")
            lines = [name] if style.font(fs, True).size(name)[0] <= width or not sep else [head, f"({role}"]
            out.append([style.fit_text(x, fs, width, True) for x in lines])
        return fs, out

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = self.size
        cols = self.score_columns()
        rows = self.result.get("breakdown") or []
        places = self.places()
        place_w = rect.w * 17 // 100
        name_w = rect.w * 30 // 100
        x0 = rect.x + place_w + name_w
        cw = (rect.right - x0) // max(1, len(cols))
        f = style.fs(17, size)
        rh = self.row_h
        head = style.fs(14, size)
        style.blit_text(surface, self.t("over.place"), head, style.SHELL["ink_soft"], (rect.x + 4, rect.y + rh // 2),
                        "midleft", max_width=place_w - 6)
        for c, col in enumerate(cols):
            cx = x0 + c * cw + cw // 2
            hs, lines = self._header_lines(self.column_label(col.key), head, cw - 6, col.decisive)
            lh = style.font(hs, col.decisive).get_linesize()
            ty = rect.y + rh // 2 - lh * len(lines) // 2
            for line in lines:
                style.blit_text(surface, line, hs, style.SHELL["ink_soft"], (cx, ty), "midtop",
                                bold=col.decisive, max_width=cw - 6)
                ty += lh
        pygame.draw.line(surface, style.SHELL["edge"], (rect.x, rect.y + rh - 2), (rect.right, rect.y + rh - 2))
        order = sorted(range(len(rows)), key=lambda i: (places[i] if i < len(places) else 99, i))
        br = max(5, rh // 3)
        ns, name_lines = self._name_lines([self.seat_label(seat) for seat in range(len(rows))], f, name_w - 2 * br - 16)
        for j, seat in enumerate(order):
            y = rect.y + (j + 1) * rh
            row = rows[seat]
            first = seat < len(places) and places[seat] == 1
            if first:
                pygame.draw.rect(surface, style.mix(style.SHELL["panel"], style.SHELL["accent"], 0.18),
                                 (rect.x, y + 2, rect.w, rh - 4), border_radius=6)
            style.blit_text(surface, self.place_text(seat), f, style.SHELL["ink"], (rect.x + 8, y + rh // 2),
                            "midleft", bold=first, max_width=place_w - 10)
            colour = self.table.colours[seat] if seat < len(self.table.colours) else style.SHELL["ink"]
            br = max(5, rh // 3)
            nx = rect.x + place_w
            style.draw_badge(surface, (nx + br + 4, y + rh // 2), br, colour, self.table.shapes[seat],
                             self.app.settings.shapes)
            lines = name_lines[seat]
            lh = style.font(ns, first).get_linesize()
            ty = y + rh // 2 - lh * (len(lines) - 1) // 2
            for line in lines:
                style.blit_text(surface, line, ns, style.SHELL["ink"], (nx + 2 * br + 12, ty), "midleft",
                                bold=first, max_width=name_w - 2 * br - 16)
                ty += lh
            for c, col in enumerate(cols):
                v = row.get(col.key, "")
                if isinstance(v, bool):
                    v = self.t("score.yes" if v else "score.no")
                elif isinstance(v, float):
                    v = int(v) if v.is_integer() else round(v, 2)
                style.blit_text(surface, str(v), f, style.SHELL["ink"], (x0 + c * cw + cw // 2, y + rh // 2),
                                "center", bold=col.decisive, max_width=cw - 6)

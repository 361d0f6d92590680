"""The Android table's right column: the calendar, the Time sheet and the events at its top,
the tabs below them (the open tab scrolls when taller than its room) and at its foot a line
saying where this decision's choices are; redrawn only when what it shows changes.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

import pygame

from game.games.android.content import CONTENT
from game.games.android.view.theme import (
    RGB,
    TABS,
    THEME,
)
from game.ui import style
from game.ui.render.effects import darken
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import ellipsize, wrap


class Column:
    """The column's frame: calendar, Time sheet, events, tabs, the hint line."""

    def _draw_side(self, surface: pygame.Surface) -> None:
        """The right column, redrawn only when what it shows changes (a new state, a tab, a
        scroll, a preview, the pointer over it); otherwise last frame's picture and hot spots."""
        r = self.side
        inside = r.collidepoint(self.mouse)
        key = (getattr(self, "version", 0), self.acting, self.viewer, self.tab, self.tab_scroll, self.card_pick,
               self.selected,
               self.face_up, self.mouse if inside else None, tuple(r), surface.get_size(), self.lang)
        hit = self.__dict__.get("_side_cache")
        if hit is not None and hit[0] == key:
            surface.blit(hit[1], r)
            self.hot.extend(hit[2])
            return
        start = len(self.hot)
        self.compact_case = False
        self._paint_side(surface)
        if self.tab == "case" and self.tab_max > 0:  # too tall: fewer headings, one-line decks
            del self.hot[start:]
            self.compact_case = True
            self._paint_side(surface)
        self._side_cache = (key, surface.subsurface(r.clip(surface.get_rect())).copy(), self.hot[start:])

    def _paint_side(self, surface: pygame.Surface) -> None:
        r = self.side
        pygame.draw.rect(surface, THEME["panel"], r, border_radius=8)
        old = surface.get_clip()
        surface.set_clip(r)
        x, w = r.x + self.px(10), r.w - self.px(20)
        y = r.y + self.px(8)
        y = self._draw_calendar(surface, x, y, w)
        y = self._draw_tabs(surface, x, y + self.px(2), w)
        bottom = self._draw_hint(surface, x, w)
        clip = pygame.Rect(r.x, y, r.w, max(0, bottom - y))
        surface.set_clip(clip)
        start = len(self.hot)
        scroll = 0 if self.tab == "puzzle" else self.tab_scroll  # the puzzle fits itself to the room
        top, far = y - scroll, bottom + 100000
        if self.tab == "detectives":
            end = self.draw_detectives(surface, x, top, w, far)
        elif self.tab == "puzzle":
            end = self.draw_puzzle(surface, x, y, w, bottom)
        elif self.tab == "orders":
            end = self.draw_orders(surface, x, top, w, far)
        else:
            end = self._draw_drawn(surface, x, top, w)
            end = self._draw_suspects(surface, x, end, w)
            end = self._draw_decks(surface, x, end + self.px(6), w)
            end = self._draw_private(surface, x, end + self.px(6), w)
        # a tab taller than its room scrolls with the wheel; only what is in view answers clicks
        self.tab_clip, self.tab_max = clip, max(0, end + scroll - bottom)
        self.hot[start:] = [(c, k, p) for rect, k, p in self.hot[start:] if (c := rect.clip(clip)).w and c.h]
        if self.tab_max > scroll:
            img = render_text("▼", self.fs(14), THEME["accent"])
            surface.blit(img, img.get_rect(bottomright=(clip.right - self.px(6), clip.bottom - 2)))
        if scroll:
            img = render_text("▲", self.fs(14), THEME["accent"])
            surface.blit(img, img.get_rect(topright=(clip.right - self.px(6), clip.y + 2)))
        surface.set_clip(old)

    def tab_layout(self, x: int, y: int, w: int) -> tuple[int, list[tuple[str, pygame.Rect, list[str]]], int]:
        """Tabs as wide as their names (the spare room shared out), the largest size at which
        every name fits whole on one line; two lines only if even 14 px does not fit."""
        labels = [(tab, self.t(f"tab.{tab}")) for tab in TABS]
        gap = 3
        room = w - gap * (len(labels) - 1)
        pad = self.px(8)
        size = self.fs(14)
        while size > 14 and sum(get_font(size, bold=True).size(lb)[0] + pad for _t, lb in labels) > room:
            size -= 1
        f = get_font(size, bold=True)
        natural = [f.size(lb)[0] + pad for _t, lb in labels]
        lines = [[lb] for _t, lb in labels]
        if sum(natural) > room:  # 14 px is the floor: the longest names take two lines
            natural = [min(n, room // len(labels)) for n in natural]
            lines = [wrap(lb, f, n - 4) for (_t, lb), n in zip(labels, natural)]
        spare = max(0, room - sum(natural)) // len(labels)
        h = f.get_linesize() * max(len(ls) for ls in lines) + self.px(6)
        out, xx = [], x
        for (tab, _lb), n, ls in zip(labels, natural, lines):
            out.append((tab, pygame.Rect(xx, y, n + spare, h), ls))
            xx += n + spare + gap
        return size, out, h

    def _draw_tabs(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        size, tabs, h = self.tab_layout(x, y, w)
        attention = {"orders": bool(self.order_actions()), "puzzle": bool(self.puzzle_actions())}
        lh = get_font(size, bold=True).get_linesize()
        for tab, r, lines in tabs:
            on = tab == self.tab
            fill = THEME["panel_hi"] if on else darken(THEME["panel"], 0.25)
            pygame.draw.rect(surface, fill, r, border_top_left_radius=6, border_top_right_radius=6)
            edge = THEME["accent"] if (on or attention.get(tab)) else THEME["edge"]
            pygame.draw.rect(surface, edge, r, 2 if attention.get(tab) else 1, border_top_left_radius=6,
                             border_top_right_radius=6)
            ty = r.centery - lh * len(lines) // 2
            for line in lines:
                img = render_text(line, size, THEME["ink"] if on else THEME["ink_soft"], bold=True)
                surface.blit(img, img.get_rect(midtop=(r.centerx, ty)))
                ty += lh
            self.hot.append((r, "tab", tab))
        return y + h + self.px(6)

    def _last_day(self) -> int:
        cal = CONTENT.calendars.get(self.state.calendar) if self.state is not None else None
        return len(cal.days) if cal is not None else 0

    def _line(self, surface: pygame.Surface, label: str, x: int, y: int, w: int, size: int | None = None,
              colour: RGB | None = None, bold: bool = False) -> int:
        size = size or self.fs(15)
        f = get_font(size, bold=bold)
        img = render_text(ellipsize(label, f, w), size, colour or THEME["ink"], bold=bold)
        surface.blit(img, (x, y))
        return y + f.get_linesize()

    def _para(self, surface: pygame.Surface, text: str, x: int, y: int, w: int, size: int | None = None,
              colour: RGB | None = None, bold: bool = False) -> int:
        """``text`` whole on as many lines as it needs: broken between its " · " parts first,
        then between words (never an ellipsis)."""
        size = size or self.fs(15)
        f = get_font(size, bold=bold)
        lines: list[str] = []
        for part in text.split(" · "):
            cand = f"{lines[-1]} · {part}" if lines else part
            if lines and f.size(cand)[0] <= w:
                lines[-1] = cand
            else:
                lines += wrap(part, f, w)
        for line in lines:
            surface.blit(render_text(line, size, colour or THEME["ink"], bold=bold), (x, y))
            y += f.get_linesize()
        return y

    def _draw_calendar(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        n = self._last_day()
        cal = CONTENT.calendars.get(s.calendar)
        y = self._line(surface, self.t("calendar", d=s.day, n=n), x, y, w, self.fs(17), THEME["accent"], True)
        if n <= 0:
            return y
        weeks = cal.weeks if cal is not None else 1
        gap = self.px(6)  # between weeks: a 7-day week (long_calendar) reads as a week
        cw = max(6, (w - (n - weeks) * 2 - (weeks - 1) * gap) // n)
        h = self.px(12)
        for d in range(1, n + 1):
            wk = cal.week_of(d) - 1 if cal is not None else 0
            rr = pygame.Rect(x + (d - 1) * (cw + 2) + wk * (gap - 2), y + 2, cw, h)
            colour = THEME["accent"] if d == s.day else (THEME["panel_hi"] if d > s.day else THEME["edge"])
            pygame.draw.rect(surface, colour, rr, border_radius=3)
            if cal is not None and cal.is_climax(d):
                pygame.draw.rect(surface, THEME["danger"], rr, 2, border_radius=3)
            self.hot.append((rr, "day", d))
        y += h + self.px(4)
        y = self._draw_time_sheet(surface, x, y, w)
        names = [self.event_name(e) for e, on in s.track if on]
        none = self.t("no_events_now" if s.track else "no_events")  # events came and went: none in effect
        label = self.t("events", e=", ".join(names) if names else none)
        nxt = self._para(surface, label, x, y, w, self.fs(14), THEME["ink_soft"])
        self.hot.append((pygame.Rect(x, y, w, nxt - y), "events", None))
        return nxt + self.px(2)

    def _draw_time_sheet(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The Time sheet (spec 4.2): the active detective's Time left as lit pips out of 12."""
        s = self.state
        if not 0 <= s.active < len(s.players):
            return y
        n = 12
        size = self.fs(14)
        label = self.t("time", n=s.time)
        img = render_text(label, size, THEME["ink_soft"], bold=True)
        surface.blit(img, (x, y))
        px0 = x + img.get_width() + self.px(8)
        pw = max(4, (x + w - px0 - (n - 1) * 2) // n)
        ph = max(6, img.get_height() - 8)
        for i in range(n):
            r = pygame.Rect(px0 + i * (pw + 2), y + (img.get_height() - ph) // 2, pw, ph)
            on = i < s.time
            pygame.draw.rect(surface, self.seat_colour(s.active) if on else THEME["panel_hi"], r, border_radius=2)
        self.hot.append((pygame.Rect(x, y, w, img.get_height()), "time", None))
        return y + img.get_height() + self.px(2)

    def hint(self) -> str:
        """One line at the column's foot: where this decision's choices are (lit places, lit
        cards, lit decks, the bar below), so the strip never looks like the only way."""
        if self.acting is None:
            return ""
        parts = []
        targets = self.map_targets()
        if targets:
            parts.append(self.t("hint.map"))
            if any(self.flight_only(lid) for lid in targets):
                parts.append(self.t("legend.fly"))
        if any(self.card_of(a) for a in self.legal):
            parts.append(self.t("hint.cards"))
        if self.tab == "case" and any(a[0] in ("draw", "take") for a in self.legal):
            parts.append(self.t("hint.decks"))
        if self.list_actions():
            parts.append(self.t("hint.strip"))
        return " · ".join(parts)

    def _draw_hint(self, surface: pygame.Surface, x: int, w: int) -> int:
        """The hint, wrapped, at the bottom of the column; returns its top (the tab ends above)."""
        text = self.hint()
        if not text:
            return self.side.bottom - self.px(6)
        size = self.fs(14)
        lines = style.wrap(text, size, w)  # whole: the tab's content ends above it
        lh = get_font(size).get_linesize()
        y = self.side.bottom - self.px(6) - lh * len(lines)
        pygame.draw.line(surface, THEME["edge"], (x, y - self.px(4)), (x + w, y - self.px(4)))
        for line in lines:
            surface.blit(render_text(line, size, THEME["ink_soft"]), (x, y))
            y += lh
        return self.side.bottom - self.px(6) - lh * len(lines) - self.px(8)

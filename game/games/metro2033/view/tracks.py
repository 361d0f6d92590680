"""The Metro table's tables and tracks in the column: one row of figures per player, the round
track ahead, the VP and army tracks with every seat's marker, and the pile counters."""
from __future__ import annotations

import pygame

import game.games.metro2033.view.paint as P
from game.games.metro2033 import flow
from game.games.metro2033.content import CONST, track_space
from game.games.metro2033.view.theme import THEME
from game.ui import style
from game.ui.render.effects import darken


class TracksMixin:
    """Players' rows and the board's tracks (mixed into ``Metro2033View``)."""

    def _draw_seats(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Every seat's public figures as one row each (the player panels beside the table have
        room for only a line or two with many seats): VP, army, the three resources, the hero
        (a red cross when wounded), equipment and quests. Hover a row for the whole panel text."""
        s = self.state
        seats = [i for i, p in enumerate(s.players) if p.faction]
        if not seats:
            return y
        size = self.fs(14)
        f = P.get_font(size)
        row_h = P.line_h(size) + self.px(2)
        icon = row_h * 0.32
        lim = flow.eq_limit(s)
        heads = ["", self.t("tbl.vp"), "army", "pig", "mushroom", "ammo", "hero", self.t("tbl.eq"), self.t("tbl.quests")]
        rows = []
        for seat in seats:
            p = s.players[seat]
            rows.append([seat, f"{p.vp()}/{flow.vp_target(p)}", str(p.army), *(str(n) for n in p.res), seat,
                         f"{len(p.equipment)}/{lim}", f"{len(p.quests)}" + (f" (+{len(p.done)})" if p.done else "")])
        icon_w = int(icon * 2.6)
        widths = [row_h]
        for k in range(1, len(heads)):
            words = [f.size(heads[k])[0] if k in (1, 7, 8) else icon_w]
            words += [f.size(r[k])[0] for r in rows if isinstance(r[k], str)]
            widths.append(max(words) + self.px(4))
        if sum(widths) > w:  # squeeze the gaps first
            widths = [max(1, c - self.px(3)) for c in widths]
        gap = max(0.0, (w - sum(widths)) / (len(widths) - 1))
        xs = [x]
        for c in widths[:-1]:
            xs.append(xs[-1] + c + gap)
        # the header: words or small icons
        for k, head in enumerate(heads):
            cx = xs[k] + widths[k] / 2
            cy = y + row_h / 2
            if head in ("pig", "mushroom", "ammo"):
                P.res_icon(surface, head, (cx, cy), icon)
            elif head == "army":
                pygame.draw.circle(surface, THEME["ink_soft"], (cx, cy), icon * 1.2, 2)
                pygame.draw.circle(surface, THEME["ink_soft"], (cx, cy + icon * 0.4), icon * 1.2, 2)
            elif head == "hero":
                P.hero_figure(surface, (cx, cy + row_h * 0.4), row_h * 0.75, THEME["ink_soft"], "circle", False, False)
            elif head:
                P.text(surface, head, size, THEME["accent"], (cx, cy), "center", bold=True)
        self.hot.append((pygame.Rect(x, y, w, row_h), "seat_head", None))
        y += row_h
        pygame.draw.line(surface, darken(THEME["accent"], 0.5), (x, y), (x + w, y), 1)
        y += self.px(2)
        for r in rows:
            seat = r[0]
            p = s.players[seat]
            rect = pygame.Rect(x, y, w, row_h)
            if s.stack and seat == self.acting or rect.collidepoint(self.mouse):
                pygame.draw.rect(surface, THEME["panel_hi"], rect, border_radius=4)
            cy = y + row_h / 2
            style.draw_badge(surface, (int(xs[0] + widths[0] / 2), int(cy)), int(row_h * 0.4), self._seat_colour(seat),
                             self._shape(seat), self.ctx.show_shapes)
            for k in range(1, len(heads)):
                cx = xs[k] + widths[k] / 2
                if k == 6:
                    if p.hero:
                        P.hero_figure(surface, (cx, y + row_h - 2), row_h * 0.78, self._seat_colour(seat), self._shape(seat),
                                      self._wounded(seat), False)
                    else:
                        P.text(surface, "–", size, THEME["ink_faint"], (cx, cy), "center")
                    continue
                P.text(surface, r[k], size, THEME["ink"] if k > 1 else THEME["accent"], (cx, cy), "center", bold=k == 1)
            self.hot.append((rect, "seat", seat))
            y += row_h
        return y + self.px(8)

    def _track_label_w(self) -> int:
        size = self.fs(14)
        keys = ("round_track.short", "vp_track.short", "army_track.short")
        return max(P.get_font(size, True).size(self.t(k))[0] for k in keys) + self.px(6)

    def _draw_round_track(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The round track from this round on (one loop of its spaces): each space's round number
        and what it brings, resources produced (small tokens) or an event (Dangers from the dark:
        a red mark; a new law: a gold mark); the round limit's space edged in red."""
        s = self.state
        if s.round <= 0:
            return y
        size = self.fs(14)
        lab_w = self._track_label_w()
        limit = s.opt("max_rounds") or 0
        first = s.round
        n = 10
        cell = (w - lab_w - self.px(2)) / n
        ch, ih = self.px(20), self.px(14)
        P.text(surface, self.t("round_track.short"), size, THEME["accent"], (x, y + ch // 2), "midleft", bold=True)
        for k in range(n):
            r_no = first + k
            if limit and r_no > limit:
                break
            r = pygame.Rect(int(x + lab_w + k * cell), y, int(cell) - 2, ch + ih)
            now = k == 0
            pygame.draw.rect(surface, (52, 48, 40) if now else THEME["panel_hi"], r, border_radius=3)
            if now:
                pygame.draw.rect(surface, THEME["accent"], r, 2, border_radius=3)
            elif limit and r_no == limit:
                pygame.draw.rect(surface, THEME["danger"], r, 1, border_radius=3)
            P.text(surface, str(r_no), size, THEME["ink"] if now else THEME["ink_faint"], (r.centerx, y + ch // 2), "center")
            space = track_space(r_no)
            cy = y + ch + ih // 2 - 1
            ev = space.get("event")
            if ev == "danger":
                d = ih * 0.38
                pygame.draw.polygon(surface, THEME["danger"], [(r.centerx, cy - d), (r.centerx + d, cy + d * 0.8),
                                                               (r.centerx - d, cy + d * 0.8)])
            elif ev == "law":
                pygame.draw.rect(surface, P.POLIS_GOLD, pygame.Rect(r.centerx - ih * 0.3, cy - ih * 0.35, ih * 0.6, ih * 0.7),
                                 border_radius=2)
            else:
                res = space.get("res", [])
                for i, kind in enumerate(res):
                    P.res_icon(surface, kind, (r.centerx + (i - (len(res) - 1) / 2) * cell / 3.4, cy), max(2.0, cell / 9))
            self.hot.append((r, "round", r_no))
        return y + ch + ih + self.px(8)

    def _round_info(self, r_no: int) -> tuple[str, str]:
        space = track_space(r_no)
        ev = space.get("event")
        if ev:
            body = self.t(f"ev.{ev}", r=r_no)
        else:
            res = ", ".join(self.t(f"res.{k}") for k in space.get("res", []))
            body = self.t("round.res", r=res) + (" " + self.t("round.double") if space.get("double") else "")
        limit = self.state.opt("max_rounds") if self.state is not None else 0
        if limit and r_no == limit:
            body += "\n" + self.t("round.last")
        return self.t("round.nolimit", r=r_no), body[:1].upper() + body[1:]

    def _draw_decks(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Pile sizes (public counters) when the column has room for them (larger windows)."""
        s = self.state
        size = self.fs(14)
        lines = []
        d = s.decks[s.stage - 1]
        lines.append(self.t("deck.danger", s="II" if s.stage == 2 else "I", n=d.size(), k=len(d.discard)))
        lines.append(self.t("deck.eq", n=len(s.eq_pile), k=len(s.eq_discard)))
        lines.append(self.t("deck.quest", n=len(s.q_pile)))
        lines.append(self.t("deck.law", n=len(s.law_pile)))
        need = P.line_h(self.fs(15), True) + self.px(4) + len(lines) * P.line_h(size)
        if y + self.col_scroll + need > self.side.bottom - self.px(6):  # only when it fits unscrolled
            return y
        y = self._heading(surface, self.t("decks"), x, y, w)
        for line in lines:
            y += P.block(surface, line, size, THEME["ink_soft"], pygame.Rect(x, y, w, 60))
        return y

    def _draw_tracks(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        seats = [i for i, p in enumerate(s.players) if p.faction]
        if not seats:
            return y
        for label, lo, hi, value, marks in (
            (self.t("vp_track"), 0, 10, lambda p: p.vp(), {9: "9", 10: "10"}),
            (self.t("army_track"), 1, CONST["army_max"], lambda p: p.army, {}),
        ):
            size = self.fs(14)
            lab_w = self._track_label_w()
            n = hi - lo + 1
            cell = (w - lab_w - self.px(2)) / n
            ch = self.px(22)
            short = self.t("vp_track.short") if lo == 0 else self.t("army_track.short")
            P.text(surface, short, size, THEME["accent"], (x, y + ch // 2), "midleft", bold=True)
            self.hot.append((pygame.Rect(x, y, lab_w, ch), "track", label))
            x0 = x
            x = x0 + lab_w
            for k in range(n):
                r = pygame.Rect(int(x + k * cell), y, int(cell) - 2, ch)
                goal = (lo + k) in marks
                pygame.draw.rect(surface, (52, 48, 40) if goal else THEME["panel_hi"], r, border_radius=3)
                if goal:
                    pygame.draw.rect(surface, THEME["accent"], r, 1, border_radius=3)
                P.text(surface, str(lo + k), size, THEME["ink_faint"] if not goal else THEME["accent"], r.center, "center")
            y += ch + self.px(2)
            # seat markers under the cells, two abreast
            rad = max(self.px(5), int(min(cell * 0.2, self.px(7))))
            stack: dict[int, int] = {}
            for seat in seats:
                v = max(lo, min(hi, value(s.players[seat])))
                k = stack.get(v, 0)
                stack[v] = k + 1
                cx = int(x + (v - lo) * cell + cell / 2 - 1 + (k % 2 * 2 - 1) * rad * 0.95)
                cy = y + rad + (k // 2) * (rad * 2)
                style.draw_badge(surface, (cx, cy), rad, self._seat_colour(seat), self._shape(seat), self.ctx.show_shapes)
            rows = (max(stack.values()) + 1) // 2 if stack else 1
            y += rows * rad * 2 + self.px(6)
            x = x0
        return y + self.px(4)

"""The Metro table's column: its frame and scrolling, the round and phase, the list of choices too
many for the strip, the viewer's own cards, the event, the law and the Hansa market."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

import game.games.metro2033.view.paint as P
from game.engine.core import HIDDEN
from game.games.metro2033 import text as T
from game.games.metro2033.content import COMBAT, DANGERS, EQUIPMENT, FACTIONS, GOALS, HEROES, QUESTS, name, track_space
from game.games.metro2033.view.theme import RGB, THEME
from game.ui.render.effects import darken


class ColumnMixin:
    """The right-hand column (mixed into ``Metro2033View``)."""

    def _draw_side(self, surface: pygame.Surface) -> None:
        """The column, kept between frames until the state, the pointer's item, the scroll or a
        running flip changes it."""
        if self.flip > 0 or P.TEXT_LOG is not None:
            self._draw_column(surface)
            return
        hovered = next((i for i, (r, _k, _p) in enumerate(self._col_hot) if r.collidepoint(self.mouse)), -1)
        key = (self._gen, self.message, self.acting, self.viewer, self.selected, hovered, self.col_scroll,
               self.list_scroll, self.fight_flash > 0, tuple(self.side), surface.get_size(), self.selected_card)
        if self._col_cache is None or key != self._col_key:
            cache = self._col_cache
            if cache is None or cache.get_size() != surface.get_size():
                cache = pygame.Surface(surface.get_size(), 0, surface)
            cache.fill(THEME["board"], self.side)
            start = len(self.hot)
            self._draw_column(cache)
            self._col_hot = self.hot[start:]
            del self.hot[start:]
            self._col_cache = cache
            hovered = next((i for i, (r, _k, _p) in enumerate(self._col_hot) if r.collidepoint(self.mouse)), -1)
            self._col_key = key[:5] + (hovered,) + key[6:]
        surface.blit(self._col_cache, self.side.topleft, area=self.side)
        self.hot.extend(self._col_hot)

    def _draw_column(self, surface: pygame.Surface) -> None:
        s = self.state
        col = self.side
        old = surface.get_clip()
        surface.set_clip(col)
        pygame.draw.rect(surface, THEME["panel"], col, border_radius=10)
        pad = self.px(10)
        self.col_scroll = max(0, min(self._col_max, self.col_scroll))
        first_hot = len(self.hot)
        self._list_rect = pygame.Rect(0, 0, 0, 0)
        x, y, w = col.x + pad, col.y + pad - self.col_scroll, col.w - 2 * pad
        y = self._draw_status(surface, x, y, w)
        y = self._draw_round_track(surface, x, y, w)
        y = self._draw_seats(surface, x, y, w)
        if self.acting is not None:
            y = self._draw_amounts(surface, x, y, w)
        y = self._draw_private(surface, x, y, w)
        if (s.event_card or any(st for st, _u in (s.defences or ()))) and s.combat is None:
            y = self._draw_event(surface, x, y, w)
        if s.combat is not None or s.last_fight:
            y = self._draw_combat(surface, x, y, w)
        y = self._draw_law(surface, x, y, w)
        if s.combat is None:  # during a fight the fight has the room
            y = self._draw_market(surface, x, y, w)
        y = self._draw_tracks(surface, x, y, w)
        y = self._draw_decks(surface, x, y, w)
        self._col_max = max(0, y + self.col_scroll + pad - col.bottom)
        # what scrolled out of the column answers no hover or click
        self.hot[first_hot:] = [(r.clip(col), k, p) for r, k, p in self.hot[first_hot:] if r.colliderect(col)]
        d = self.px(7)
        if self.col_scroll < self._col_max:  # more below / above: small arrows (the wheel scrolls)
            cx, by = col.right - self.px(14), col.bottom - self.px(5)
            pygame.draw.polygon(surface, THEME["accent"], [(cx - d, by - d), (cx + d, by - d), (cx, by)])
        if self.col_scroll > 0:
            cx, ty = col.right - self.px(14), col.y + self.px(5)
            pygame.draw.polygon(surface, THEME["accent"], [(cx - d, ty + d), (cx + d, ty + d), (cx, ty)])
        surface.set_clip(old)

    def _draw_event(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Dangers from the dark: the revealed danger and each seat's chosen station and defender."""
        s = self.state
        y = self._heading(surface, self.t("event.title"), x, y, w)
        if s.event_card:
            y = self._card_lines(surface, [s.event_card], x, y, w) - self.px(4)
        unit = T.UNIT["hu" if self.lang == "hu" else "en"]
        for seat, (st, u) in enumerate(s.defences or ()):
            if st:
                line = f"{self.who(seat)}: {T.st_name(st, self.lang)} ({unit.get(u, u)})"
                y += P.block(surface, line, self.fs(14), self._ink(self._seat_colour(seat)), pygame.Rect(x, y, w, 60))
        return y + self.px(6)

    def _heading(self, surface: pygame.Surface, label: str, x: int, y: int, w: int) -> int:
        size = self.fs(15)
        text = label.upper() if self.lang == "en" else label
        y += P.block(surface, text, size, THEME["accent"], pygame.Rect(x, y, w, 0), bold=True)  # wrapped: never cut
        pygame.draw.line(surface, darken(THEME["accent"], 0.5), (x, y), (x + w, y), 1)
        return y + self.px(4)

    def _draw_status(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        size = self.fs(16)
        limit = s.opt("max_rounds")
        if s.round <= 0:
            head = self.t("round.setup")
        elif limit:
            head = self.t("round", r=s.round, n=limit)
        else:
            head = self.t("round.nolimit", r=s.round)
        head += " · " + self.t("stage", s="II" if s.stage == 2 else "I")
        y += P.block(surface, head, self.fs(17), THEME["ink"], pygame.Rect(x, y, w, 200), bold=True)
        y += P.block(surface, self.t(f"phase.{s.phase}"), size, THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        nxt = self._next_event() if s.stack and s.round <= 0 else ""  # from round 1 on the round track shows it
        if nxt:
            y += P.block(surface, self.t("next", what=nxt), self.fs(14), THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        return y + self.px(8)

    def _next_event(self) -> str:
        s = self.state
        start = max(1, s.round + (0 if s.phase in ("setup",) else 1))
        for r in range(start, start + 10):
            space = track_space(r)
            ev = space.get("event")
            if ev:
                return self.t(f"ev.{ev}", r=r)
        return ""

    def _card_row(self, surface: pygame.Surface, cards: Sequence[Any], x: int, y: int, w: int, kind: str,
                  accent: RGB, max_h: int | None = None) -> int:
        n = max(1, len(cards))
        gap = self.px(6)
        cw = (w - gap * (n - 1)) // n if n > 1 else min(w, self.px(150))
        cw = min(cw, self.px(150))
        size = self.fs(14)
        ch = max_h or int(P.line_h(size, True) * 3 + P.line_h(size) * 1.5 + self.px(14))
        for i, c in enumerate(cards):
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            hot = r.collidepoint(self.mouse)
            lit = bool(self.card_action(c)) if isinstance(c, str) and self.acting is not None else False
            face = c is not HIDDEN and isinstance(c, str) and bool(c)
            title = T.card_name(c, self.lang) if face else ""
            P.card_box(surface, r, title, self._card_sub(c) if face else "", size, accent, hot, lit, face)
            self.hot.append((r, "card", c))
        return y + ch + self.px(8)

    def _card_sub(self, cid: str) -> str:
        if cid in HEROES:
            return self.t("hero.line", s=HEROES[cid]["str"], v=HEROES[cid]["spd"])
        if cid in FACTIONS:
            return name({"name": FACTIONS[cid]["ability_name"]}, self.lang)
        if cid in EQUIPMENT:
            e = EQUIPMENT[cid]
            return self.t("eq.line", s=e["str"], v=e["spd"])
        if cid in DANGERS:
            d = DANGERS[cid]
            return self.t("danger.line", t=self.t(f"dtype.{d['type']}").capitalize(), s=d["str"])
        if cid in COMBAT:  # the type and the bonus against each type of the other card
            c = COMBAT[cid]
            return self.t("combat.sub", t=self.t(f"ctype.{c['type']}").capitalize(), a=c["vs"]["attack"],
                          d=c["vs"]["defense"], n=c["vs"]["neutral"])
        if cid in QUESTS:  # the goal (the hover has the ability too)
            g = GOALS[QUESTS[cid]["goal"]]
            return g.get(self.lang) or g["en"]
        return ""

    def _draw_private(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Only what the view state shows the viewer: its quests, scouted card, look-ahead and draw."""
        s = self.state
        me = self.viewer
        picks = [a[1] for a in self.legal if a[0] in ("hero", "faction")] if self.acting is not None else []
        if picks:
            drafted = any(p.faction for p in s.players) and any(a[0] == "faction" for a in self.legal)
            y = self._heading(surface, self.t("offer.adjacent" if drafted else "offer.own"), x, y, w)
            per, ph = self._pick_layout(picks, w)
            for k in range(0, len(picks), per):
                y = self._card_row(surface, picks[k:k + per], x, y, w, "card", (120, 160, 200), max_h=ph)
        if s.offer and any(c is not HIDDEN for c in s.offer) and s.offer_owner == me:
            y = self._heading(surface, self.t("offer.own"), x, y, w)
            y = self._card_row(surface, list(s.offer), x, y, w, "card", (120, 160, 200))
        if s.peek and s.peek_owner == me and all(c is not HIDDEN for c in s.peek):
            y = self._heading(surface, self.t("peek.own"), x, y, w)
            y = self._card_lines(surface, list(s.peek), x, y, w)
        if me is None or me >= len(s.players):
            return y
        p = s.players[me]
        quests = [q for q, _r in p.quests if q is not HIDDEN]
        if quests:
            y = self._heading(surface, self.t("quests.own"), x, y, w)
            y = self._card_lines(surface, quests, x, y, w)
        if p.scout and p.scout is not HIDDEN:
            y = self._heading(surface, self.t("scout.own"), x, y, w)
            y = self._card_lines(surface, [p.scout], x, y, w)
        return y

    def _pick_layout(self, picks: Sequence[str], w: int) -> tuple[int, int]:
        """Cards per row and card height for heroes or factions to pick: as many abreast (up to 3)
        as keep every word of every name whole, as tall as the longest name and detail need."""
        size = self.fs(14)
        bold, plain = P.get_font(size, True), P.get_font(size)
        gap = self.px(6)
        for per in (3, 2, 1):
            cw = min((w - gap * (per - 1)) // per, self.px(150))
            inner = cw - 12
            if per > 1 and any(bold.size(word)[0] > inner for c in picks for word in T.card_name(c, self.lang).split()):
                continue
            lines = max(len(P.wrap(T.card_name(c, self.lang), bold, inner)) * bold.get_linesize()
                        + min(2, len(P.wrap(self._card_sub(c), plain, inner))) * plain.get_linesize() for c in picks)
            return per, int((lines + 12) / 0.9) + 1  # card_box: a band of a tenth of the height, 11 px of margins
        return 1, P.line_h(size, True) * 3

    def _card_lines(self, surface: pygame.Surface, cards: Sequence[str], x: int, y: int, w: int) -> int:
        """Cards as one line each (name and detail; hover for the full text, click when legal)."""
        size = self.fs(14)
        for c in cards:
            r = pygame.Rect(x, y, w, P.line_h(size) + self.px(4))
            lit = bool(self.card_action(c)) and self.acting is not None
            if r.collidepoint(self.mouse) or lit:
                pygame.draw.rect(surface, THEME["panel_hi"], r, border_radius=4)
            sub = self._card_sub(c)
            label = T.card_name(c, self.lang) + (f" ({sub})" if sub else "")
            f = P.get_font(size)
            if f.size("◆ " + label)[0] > w - self.px(6):
                label = T.card_name(c, self.lang)
            P.text(surface, "◆ " + label, size, THEME["accent"] if lit else THEME["ink"], (x + self.px(4), r.centery), "midleft")
            self.hot.append((r, "card", c))
            y = r.bottom
        return y + self.px(6)

    def _draw_law(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        y = self._heading(surface, self.t("law"), x, y, w)
        size = self.fs(14)
        start = y
        if s.law_new:
            y += P.block(surface, self.t("law.vote", law=T.card_name(s.law_new, self.lang)), size, THEME["accent"],
                         pygame.Rect(x, y, w, 200), bold=True)
            if s.votes:
                order = s.order()
                yes = [self.who(order[i]) for i, v in enumerate(s.votes) if v > 0 and i < len(order)]
                no = [self.who(order[i]) for i, v in enumerate(s.votes) if v < 0 and i < len(order)]
                y += P.block(surface, self.t("law.votes", y=", ".join(yes) or "–", n=", ".join(no) or "–"), size,
                             THEME["ink_soft"], pygame.Rect(x, y, w, 200))
            self.hot.append((pygame.Rect(x, start, w, y - start), "law", s.law_new))
            start = y
        if s.law:
            y += P.block(surface, T.card_name(s.law, self.lang), size, THEME["ink"], pygame.Rect(x, y, w, 200), bold=True)
            if s.opt("law_duration"):
                y += P.block(surface, self.t("law.until", r=s.law_round + s.opt("law_duration") - 1), size,
                             THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        else:
            y += P.block(surface, self.t("law.none"), size, THEME["ink_soft"], pygame.Rect(x, y, w, 200))
        self.hot.append((pygame.Rect(x, start, w, y - start), "law", s.law))
        return y + self.px(8)

    def _draw_market(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        y = self._heading(surface, self.t("market"), x, y, w)
        if not s.market:
            return y + P.block(surface, self.t("market.empty"), self.fs(14), THEME["ink_soft"], pygame.Rect(x, y, w, 40)) + self.px(8)
        cards = list(s.market)
        gap = self.px(6)
        cw = (w - gap) // 2
        size = self.fs(14)
        bold, plain = P.get_font(size, True), P.get_font(size)
        for k in range(0, len(cards), 2):  # each row as tall as its longer name and detail need
            row = cards[k:k + 2]
            words = max(len(P.wrap(T.card_name(c, self.lang), bold, cw - 12)) for c in row) * bold.get_linesize()
            subs = max(min(2, len(P.wrap(self._card_sub(c), plain, cw - 12))) for c in row) * plain.get_linesize()
            ch = int((words + subs + 12) / 0.9) + 1  # card_box: a band of a tenth of the height and margins
            for i, c in enumerate(row):
                r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
                lit = bool(self.card_action(c)) and self.acting is not None
                P.card_box(surface, r, T.card_name(c, self.lang), self._card_sub(c), size, P.HANSA_BROWN,
                           r.collidepoint(self.mouse), lit)
                self.hot.append((r, "card", c))
            y += ch + gap
        return y + self.px(6)

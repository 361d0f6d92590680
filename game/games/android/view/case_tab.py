"""The Case tab of the Android table: drawn evidence, the suspects with their evidence as the
viewer may know it, the twilight decks as card backs, and the viewer's own hunches and hand
as cards.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import scoring
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.view.theme import (
    DARK,
    FILE_COLOURS,
    LIGHT,
    RGB,
    THEME,
)
from game.ui import style
from game.ui.render.effects import darken, lighten
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import wrap


class CaseTab:
    """Suspects, decks and the viewer's own cards."""

    def _draw_drawn(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """Evidence just drawn by the deciding seat (its own secret until placed)."""
        s = self.state
        codes = [c for c in s.drawn if c is not HIDDEN]
        if not codes or self.acting is None:
            return y
        words = ", ".join(AT._token_words(c, self.lang) for c in codes)
        return self._line(surface, self.t("drawn", v=words), x, y, w, self.fs(15), THEME["accent"], True)

    def _draw_suspects(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        s = self.state
        y = self._line(surface, self.t("suspects"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        size = self.fs(14)
        f = get_font(size)
        lh = f.get_linesize()
        names = {st.id: AT.sus_name(st.id, self.lang) for st in s.suspects}
        name_w = min(int(w * 0.55), max((f.size(n)[0] for n in names.values()), default=0) + self.px(8))
        for st in s.suspects:
            colour = THEME["ink"] if st.alive else THEME["ink_faint"]
            lines = wrap(names[st.id], f, name_w - 4)  # a long name takes two lines, never an ellipsis
            row = pygame.Rect(x, y, w, lh * len(lines) + 2)
            for k, line in enumerate(lines):
                surface.blit(render_text(line, size, colour), (x, y + k * lh))
            if not st.alive:
                pygame.draw.line(surface, THEME["ink_faint"], (x, y + lh // 2), (x + f.size(lines[0])[0], y + lh // 2))
            tx = x + name_w
            if s.over and st.alive and not any(t.code is HIDDEN for t in st.tokens):
                img = render_text(f"Σ {scoring.suspect_total(st)['total']}", size, THEME["accent"], bold=True)
                surface.blit(img, (tx, y))
                tx += img.get_width() + 6
            marks = ("×" * st.hits) + ("◆" * st.alibis)
            if marks:
                img = render_text(marks, size, THEME["danger"])
                surface.blit(img, (tx, y))
                tx += img.get_width() + 4
            ty = y
            for tok in st.tokens:  # chips wrap under themselves when the row is full
                nx = self._token_chip(surface, tok, tx, ty, lh, x + w)
                if nx == tx:
                    tx, ty = x + name_w, ty + lh
                    row.h = max(row.h, ty + lh + 2 - y)
                    nx = self._token_chip(surface, tok, tx, ty, lh, x + w)
                tx = nx
            if self.suspect_actions(st.id):
                pygame.draw.rect(surface, (120, 255, 230), row.inflate(4, 0), 1, border_radius=4)
            self.hot.append((row, "suspect", st.id))
            y += row.h
        return y

    def _token_chip(self, surface: pygame.Surface, tok: Any, x: int, y: int, h: int, limit: int) -> int:
        label = "?" if tok.code is HIDDEN else str(tok.code)
        size = max(14, min(self.fs(14), h - 4))
        img = render_text(label, size, (8, 12, 24), bold=True)
        rr = pygame.Rect(x, y + 1, max(h - 2, img.get_width() + 6), h - 2)
        if rr.right > limit:
            return x
        fill = FILE_COLOURS.get(tok.file, (200, 200, 200))
        if not tok.face_up:
            fill = darken(fill, 0.45)
        pygame.draw.rect(surface, fill, rr, border_radius=4)
        surface.blit(img, img.get_rect(center=rr.center))
        return rr.right + 3

    def deck_row(self) -> list[str]:
        """The decks the viewer's detective may draw from: his own light deck, then every other
        detective's dark deck (spec 8.1), in seat order."""
        s, v = self.state, self.viewer
        if v is None or not 0 <= v < len(s.players):
            return []
        mine = s.players[v].detective
        dets = [p.detective for p in s.players if p.detective]
        keys = [f"{mine}:light"] + [f"{d}:dark" for d in dets if d != mine]
        return [k for k in keys if k in dict(s.decks)]

    def _draw_decks(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The twilight decks as card backs with their sizes: the light one pale, the dark ones
        deep violet; a deck the deciding seat may draw from now (by action, or a free or extra
        draw) is lit and answers a click."""
        keys = self.deck_row()
        if not keys:
            return y
        if not self.compact:  # a short column: the backs speak for themselves (hover names them)
            y = self._line(surface, self.t("decks"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        size = self.fs(14)
        f = get_font(size, bold=True)
        gap = self.px(5)
        cw = (w - gap * (len(keys) - 1)) // len(keys)
        compact = self.compact  # a short column: name and size on one line
        names = self._deck_names(keys, f, (w - gap * (len(keys) - 1)) // len(keys) - 6, compact)
        ch = f.get_linesize() * (1 if compact else 2) + self.px(8)
        for i, key in enumerate(keys):
            det, side = key.split(":")
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            light = side == "light"
            fill, ink = (LIGHT, (10, 20, 40)) if light else (DARK, (236, 226, 255))
            for k in (2, 1):  # a small stack
                pygame.draw.rect(surface, darken(fill, 0.25 * k), r.move(k * 2, k * 2), border_radius=6)
            pygame.draw.rect(surface, fill, r, border_radius=6)
            act = ("draw", key) if ("draw", key) in self.legal else ("take", key)  # by action, or a free draw
            lit = act in self.legal
            pygame.draw.rect(surface, (120, 255, 230) if lit else lighten(fill, 0.3), r, 2 if lit else 1,
                             border_radius=6)
            name = names[i]
            n = str(len(self.state.deck(key)))
            if compact:
                img = render_text(f"{name} {n}", size, ink, bold=True)
                surface.blit(img, img.get_rect(center=r.center))
            else:
                img = render_text(name, size, ink, bold=True)
                surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.px(3))))
                img = render_text(n, size, ink)
                surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.px(3) + f.get_linesize())))
            self.hot.append((r, "action" if lit else "deck", act if lit else key))
        return y + ch + self.px(6)

    def _draw_private(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The viewer's own hunches (a row of two) and hand (three cards a row), every card
        whole: a row is as tall as its longest name."""
        s, v = self.state, self.viewer
        if v is None or not 0 <= v < len(s.players) or s.players[v].guilty is HIDDEN:
            if not s.over:  # a public view (a bot plays, a lead is moved in the open): say why
                y = self._para(surface, self.t("hidden_now"), x, y + self.px(4), w, self.fs(14), THEME["ink_faint"])
            return y
        p = s.players[v]
        hunches: list[tuple[str, Any, str, RGB, RGB]] = []  # (kind, payload, title, fill, ink)
        if p.guilty not in ("", HIDDEN):
            hunches.append(("hunch", "guilty", self.t("guilty", s=AT.sus_name(p.guilty, self.lang)), (110, 30, 50),
                            (255, 230, 236)))
            hunches.append(("hunch", "innocent", self.t("innocent", s=AT.sus_name(p.innocent, self.lang)),
                            (28, 90, 80), (226, 255, 246)))
        hand: list[tuple[str, Any, str, RGB, RGB]] = []
        for _deck, cid in p.hand:
            if cid is HIDDEN:
                continue  # the case closed: hunches are public, hands are not
            c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
            light = c is not None and c.side == "light"
            hand.append(("card", cid, self.card_name(cid), LIGHT if light else DARK,
                         (10, 20, 40) if light else (236, 226, 255)))
        if not hunches and not hand:
            return y
        if not self.compact:
            y = self._line(surface, self.t("hand"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        gap = self.px(5)
        obsessed = p.guilty == p.innocent and p.guilty not in ("", HIDDEN)
        y = self._card_rows(surface, hunches, 2, x, y, w, gap, obsessed)
        return self._card_rows(surface, hand, 3, x, y, w, gap, False)

    def _card_rows(self, surface: pygame.Surface, cards: list, per_row: int, x: int, y: int, w: int, gap: int,
                   obsessed: bool) -> int:
        """``cards`` in rows of ``per_row``, each row as tall as its longest (wrapped) name."""
        size = self.fs(14)
        f = get_font(size)
        lh = f.get_linesize()
        cw = (w - (per_row - 1) * gap) // per_row
        badge_w = get_font(14, bold=True).size("0")[0] + 10
        for start in range(0, len(cards), per_row):
            row = cards[start:start + per_row]
            texts = [wrap(title, f, cw - self.px(10) - (badge_w if kind == "card" else 0)) + (
                ["★" + self.t("obsessed_badge")] if obsessed and kind == "hunch" else [])
                for kind, _p, title, _f, _i in row]
            ch = lh * max(len(t) for t in texts) + self.px(12)
            for i, (card, lines) in enumerate(zip(row, texts)):
                self._hand_card(surface, card, lines, pygame.Rect(x + i * (cw + gap), y, cw, ch), size)
            y += ch + gap
        return y

    def _hand_card(self, surface: pygame.Surface, card: tuple, lines: list[str], r: pygame.Rect, size: int) -> None:
        s, v = self.state, self.viewer
        kind, payload, _title, fill, ink = card
        f = get_font(size)
        head = s.queue[0] if s.queue else ()
        asked = head[3] if len(head) > 3 and head[0] == "ask" and self.acting == v else None
        pygame.draw.rect(surface, darken(fill, 0.4), r.move(0, 2), border_radius=6)
        pygame.draw.rect(surface, fill, r, border_radius=6)
        pygame.draw.rect(surface, lighten(fill, 0.35), r, 1, border_radius=6)
        if kind == "card" and payload in {c for c, _f in s.players[v].orders}:  # an armed order: a bar at the foot
            pygame.draw.rect(surface, (120, 255, 230), pygame.Rect(r.x + 4, r.bottom - 6, r.w - 8, 3), border_radius=2)
        if kind == "card" and payload == asked:  # the dark card this interruption asks about
            pygame.draw.rect(surface, (120, 255, 230), r.inflate(4, 4), 3, border_radius=8)
        elif kind == "card" and self.acting == v and self.card_actions(payload):  # a click uses it
            picked = payload == self.card_pick
            pygame.draw.rect(surface, (120, 255, 230), r.inflate(4, 4) if picked else r, 3 if picked else 2,
                             border_radius=8 if picked else 6)
        c = CONTENT.cards.get(payload) if kind == "card" and isinstance(payload, str) else None
        inner = r.inflate(-self.px(10), -self.px(8))
        if c is not None:  # cost badge
            badge = render_text(str(c.cost), 14, (250, 250, 255) if c.side == "light" else (20, 10, 40), bold=True)
            br = badge.get_rect(topright=(r.right - 4, r.y + 3)).inflate(6, 0)
            pygame.draw.rect(surface, (60, 60, 120) if c.side == "light" else (220, 200, 255), br,
                             border_radius=br.h // 2)
            surface.blit(badge, badge.get_rect(center=br.center))
        ty = inner.y
        for line in lines:
            if line.startswith("★"):  # the obsessed badge (a drawn star: the font has none)
                style.draw_shape(surface, "star", (inner.x + 6, ty + f.get_linesize() // 2), 6, (250, 214, 110))
                img = render_text(line[1:], size, (250, 214, 110), bold=True)
                surface.blit(img, (inner.x + 14, ty))
            else:
                surface.blit(render_text(line, size, ink), (inner.x, ty))
            ty += f.get_linesize()
        self.hot.append((r, kind, payload))

    compact_case = False  # the Case tab did not fit its room: drawn again with fewer headings

    @property
    def compact(self) -> bool:
        """A Case tab taller than the column: no headings over the decks and the hand (their
        cards speak for themselves, hovers name them), one-line deck backs."""
        return self.compact_case

    def _deck_names(self, keys: list[str], f: Any, room: int, compact: bool) -> list[str]:
        """Each deck's detective by first name, or by the shortest beginning that still tells
        the decks apart (Raymond and Rachel: "Ray", "Rac") when the names do not fit."""
        full = []
        for key in keys:
            d = CONTENT.detectives.get(key.split(":")[0])
            full.append(d.name.get(self.lang, d.name["en"]).split(" ")[0] if d else key)

        def extra(i: int) -> int:
            return f.size(" " + str(len(self.state.deck(keys[i]))))[0] if compact else 0

        if all(f.size(n)[0] + extra(i) <= room for i, n in enumerate(full)):
            return full
        for k in range(1, max(len(n) for n in full) + 1):
            short = [n[:k] for n in full]
            if len(set(short)) == len(short):
                return short
        return full

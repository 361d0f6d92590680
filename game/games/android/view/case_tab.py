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
        deep violet; a deck the deciding seat may draw from now is lit and answers a click."""
        keys = self.deck_row()
        if not keys:
            return y
        y = self._line(surface, self.t("decks"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        size = self.fs(14)
        f = get_font(size, bold=True)
        gap = self.px(5)
        cw = (w - gap * (len(keys) - 1)) // len(keys)
        ch = f.get_linesize() * 2 + self.px(8)
        for i, key in enumerate(keys):
            det, side = key.split(":")
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            light = side == "light"
            fill, ink = (LIGHT, (10, 20, 40)) if light else (DARK, (236, 226, 255))
            for k in (2, 1):  # a small stack
                pygame.draw.rect(surface, darken(fill, 0.25 * k), r.move(k * 2, k * 2), border_radius=6)
            pygame.draw.rect(surface, fill, r, border_radius=6)
            act = ("draw", key)
            lit = act in self.legal
            pygame.draw.rect(surface, (120, 255, 230) if lit else lighten(fill, 0.3), r, 2 if lit else 1,
                             border_radius=6)
            d = CONTENT.detectives.get(det)
            name = d.name.get(self.lang, d.name["en"]).split(" ")[0] if d else det
            if f.size(name)[0] > cw - 6:
                name = name[:1]
            img = render_text(name, size, ink, bold=True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.px(3))))
            n = len(self.state.deck(key))
            img = render_text(str(n), size, ink)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + self.px(3) + f.get_linesize())))
            self.hot.append((r, "action" if lit else "deck", act if lit else key))
        return y + ch + self.px(6)

    def _draw_private(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        """The viewer's own hunches and hand, drawn as cards (three a row)."""
        s, v = self.state, self.viewer
        if v is None or not 0 <= v < len(s.players):
            return y
        p = s.players[v]
        if p.guilty is HIDDEN:
            return y  # a decision taken in the open (a lead moved): this view holds none of his secrets
        size = self.fs(14)
        cards: list[tuple[str, Any, str, RGB, RGB]] = []  # (kind, payload, title, fill, ink)
        if p.guilty not in ("", HIDDEN):
            cards.append(("hunch", "guilty", self.t("guilty", s=AT.sus_name(p.guilty, self.lang)), (110, 30, 50),
                          (255, 230, 236)))
            cards.append(("hunch", "innocent", self.t("innocent", s=AT.sus_name(p.innocent, self.lang)),
                          (28, 90, 80), (226, 255, 246)))
        armed = {c for c, _f in p.orders}
        for _deck, cid in p.hand:
            if cid is HIDDEN:
                continue  # the case closed: hunches are public, hands are not
            c = CONTENT.cards.get(cid) if isinstance(cid, str) else None
            light = c is not None and c.side == "light"
            cards.append(("card", cid, self.card_name(cid), LIGHT if light else DARK,
                          (10, 20, 40) if light else (236, 226, 255)))
        if not cards:
            return y
        y = self._line(surface, self.t("hand"), x, y, w, self.fs(16), THEME["ink_soft"], True)
        f = get_font(size)
        gap = self.px(5)
        cw = (w - 2 * gap) // 3
        badge_w = get_font(14, bold=True).size("0")[0] + 10
        texts = [wrap(title, f, cw - self.px(10) - (badge_w if kind == "card" else 0))
                 for kind, _p, title, _f, _i in cards]
        if p.guilty == p.innocent and p.guilty not in ("", HIDDEN):  # obsessed: both hunches on one suspect
            for i, (kind, *_rest) in enumerate(cards):
                if kind == "hunch":
                    texts[i] = texts[i] + ["★" + self.t("obsessed_badge")]
        ch = f.get_linesize() * max(3, *(len(t) for t in texts)) + self.px(10)  # a long name makes every card taller
        head = s.queue[0] if s.queue else ()
        asked = head[3] if len(head) > 3 and head[0] == "ask" and self.acting == v else None
        for i, ((kind, payload, _title, fill, ink), lines) in enumerate(zip(cards, texts)):
            col, row = i % 3, i // 3
            r = pygame.Rect(x + col * (cw + gap), y + row * (ch + gap), cw, ch)
            pygame.draw.rect(surface, darken(fill, 0.4), r.move(0, 2), border_radius=6)
            pygame.draw.rect(surface, fill, r, border_radius=6)
            pygame.draw.rect(surface, lighten(fill, 0.35), r, 1, border_radius=6)
            if kind == "card" and payload in armed:  # an armed standing order: a bright bar at the foot
                bar = pygame.Rect(r.x + 4, r.bottom - 6, r.w - 8, 3)
                pygame.draw.rect(surface, (120, 255, 230), bar, border_radius=2)
            if kind == "card" and payload == asked:  # the dark card this interruption asks about
                pygame.draw.rect(surface, (120, 255, 230), r.inflate(4, 4), 3, border_radius=8)
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
        rows = (len(cards) + 2) // 3
        return y + rows * (ch + gap)

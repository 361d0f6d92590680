"""The Detectives tab of the Android table: each detective's sheet (twilight track, favors,
baggage, specials) and its hover text.

Mixed into ``AndroidView`` (``table.py``): the methods use its state, fonts, words and ``hot`` list."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.games.android.view.theme import (
    DARK_END,
    LIGHT_END,
)
from game.ui.render.effects import mix
from game.ui.render.fonts import get_font, render_text


class DetectivesTab:
    """The detectives' sheets."""

    def draw_detectives(self, surface: pygame.Surface, x: int, y: int, w: int, bottom: int) -> int:
        s = self.state
        size = self.fs(14)
        lh = get_font(size).get_linesize()
        for seat, p in enumerate(s.players):
            if y + lh * 3 > bottom:
                break
            top = y
            xx = x + self.px(10)
            ww = w - self.px(10)
            head = self.who(seat)
            if s.active == seat:
                head += " · " + self.t("time", n=s.time)
            if p.location in CONTENT.locations:
                head += " · " + self.loc_name(p.location)
            y = self._para(surface, head, xx, y, ww, size, self.THEME["ink"], True)
            y = self.twilight_track(surface, p.twilight, xx, y, min(ww, self.px(200)), lh)
            y = self._para(surface, self.sheet_line(seat), xx, y, ww, size, self.THEME["ink_soft"]) + self.px(4)
            pygame.draw.rect(surface, self.seat_colour(seat), (x, top + 2, self.px(5), y - top - 8), border_radius=2)
            self.hot.append((pygame.Rect(x, top, w, y - top), "detective", seat))
        return y

    def twilight_track(self, surface: pygame.Surface, pos: int, x: int, y: int, w: int, h: int) -> int:
        """L4 .. D4 (spec 8.1): light spaces left, dark right, the marker on its space."""
        half = int(CONTENT.rules["twilight_half"])
        n = 2 * half + 1
        cw = max(6, w // n)
        for i in range(n):
            t = i / (n - 1)
            r = pygame.Rect(x + i * cw, y + 3, cw - 2, h - 6)
            pygame.draw.rect(surface, mix(LIGHT_END, DARK_END, t), r, border_radius=3)
            if i - half == pos:
                pygame.draw.rect(surface, self.THEME["accent"], r.inflate(4, 4), 2, border_radius=4)
        label = self.t("twilight", n=pos)
        img = render_text(label, self.fs(14), self.THEME["ink_soft"])
        surface.blit(img, (x + n * cw + self.px(6), y + (h - img.get_height()) // 2))
        return y + h

    def sheet_line(self, seat: int) -> str:
        p = self.state.players[seat]
        c, po, so, st = p.favors
        parts = [self.t("favors", c=c, p=po, so=so, st=st), self.t("cards", n=len(p.hand))]
        if p.trauma:
            parts.append(self.t("trauma", n=p.trauma))
        if p.plot:
            parts.append(self.t("bag", g=p.good, b=p.bad))
        parts += self.special_words(p)
        return " · ".join(parts)

    def special_words(self, p: Any) -> list[str]:
        """The detective's own track (spec 8.15)."""
        out = []
        if p.detective == "caprice":
            out.append(self.t("sanity", n=p.sanity))
        elif p.detective == "rachel":
            out.append(self.t("money", n=f"{p.money:,}"))
        elif p.detective == "louis" and p.mood:
            out.append(self.t(f"mood.{p.mood}"))
        elif p.detective == "floyd":
            out.append(self.t("directives", d=", ".join(str(d) for d in p.directives) or "–"))
        elif p.detective == "raymond":
            out.append(self.t("recovered", n=len(p.recovered)) + (" · " + self.t("wrapped") if p.wrapped else ""))
        return out

    def detective_info(self, seat: int) -> tuple[str, str]:
        s = self.state
        p = s.players[seat]
        det = CONTENT.detectives.get(p.detective)
        lang = self.lang
        lines = []
        if det is not None:
            lines.append(det.title.get(lang, det.title["en"]))
            lines.append(self.t("ruler", n=det.ruler) + " · " + self.t("limit", n=len(p.hand), m=det.hand_limit))
        lines.append(self.t("twilight", n=p.twilight))
        decks: dict[str, int] = {}
        for key, _c in p.hand:
            decks[key] = decks.get(key, 0) + 1
        for key, n in sorted(decks.items()):
            lines.append(f"{AT.deck_name(key, lang)}: {n}")
        c, po, so, st = p.favors
        lines.append(self.t("favors_long", c=c, p=po, so=so, st=st))
        for name, n in p.npc_favors:
            alive = dict(p.npc_alive).get(name, True)
            lines.append(f"{AT.npc_name(name, lang)}: {n}" + ("" if alive else f" ({self.t('dead')})"))
        if p.plot:
            plot = CONTENT.plots.get(p.plot)
            pname = plot.name.get(lang, plot.name["en"]) if plot else p.plot
            lines.append(self.t("plot", p=pname, g=p.good, b=p.bad))
        for pid, key in p.endings:
            plot = CONTENT.plots.get(pid)
            card = plot.cards.get(key) if plot else None
            if card is not None:
                lines.append(self.t("ending", e=card.name.get(lang, card.name["en"]), v=card.vp))
        lines += self.special_words(p)
        lines.append(self.t("tokens_line", j=p.jinteki, h=p.haas, c=p.conspiracy, d=p.passes, w=p.warrants_left))
        if p.trauma:
            lines.append(self.t("trauma", n=p.trauma))
        if p.guilty not in ("", HIDDEN):
            lines.append(self.t("guilty", s=AT.sus_name(p.guilty, lang)) + " · "
                         + self.t("innocent", s=AT.sus_name(p.innocent, lang)))
        return self.who(seat), "\n".join(lines)

"""Dialogs over the Android map: placing drawn evidence on a suspect (spec 14, "evidence
placement dialog") and the closing of the case (spec 8.14: each suspect's files, discards and
guilt total, the convicted murderer, each detective's VP by source).

Mixed into ``AndroidView``: the methods use its state, fonts, words and ``hot`` list. Both
dialogs only read the ``player_view`` the table gave the view."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import HIDDEN
from game.games.android import scoring
from game.games.android import text as AT
from game.games.android.content import CONTENT
from game.ui import style
from game.ui.render.effects import darken, lighten
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import wrap

RGB = tuple[int, int, int]
BREAKDOWN = ("hunches", "plots", "tokens", "conspiracy", "trauma", "extras")  # scoring.breakdown keys


class Dialogs:
    """The evidence dialog and the case-closed board, drawn over the map."""

    face_up = False  # the evidence dialog's face up / face down toggle
    closing_hidden = False  # the case-closed board put away to look at the map

    # ----- evidence --------------------------------------------------------------------------------
    def evidence_actions(self) -> list[Any]:
        return [a for a in self.legal if isinstance(a, tuple) and a and a[0] == "place"]

    def evidence_faces(self) -> list[bool]:
        """The faces the engine allows for this token (face down only under ES3, 10.6.2)."""
        return sorted({bool(a[2]) for a in self.evidence_actions() if len(a) > 2})

    def evidence_choice(self, sid: str) -> Any | None:
        """The legal placement on ``sid`` with the chosen face (the only face when one is allowed)."""
        acts = [a for a in self.evidence_actions() if a[1] == sid]
        return next((a for a in acts if bool(a[2]) == self.face_up), acts[0] if acts else None)

    def evidence_file(self) -> str:
        head = self.state.queue[0] if self.state is not None and self.state.queue else ()
        return head[2] if len(head) > 2 and head[0] == "place" and isinstance(head[2], str) else ""

    def _dialog_box(self, width: int, height: int, area: pygame.Rect | None = None) -> pygame.Rect:
        m = area or self.map_rect
        box = pygame.Rect(0, 0, min(width, m.w - self.px(24)), min(height, m.h - self.px(24)))
        box.center = m.center
        return box

    def _dialog_frame(self, surface: pygame.Surface, box: pygame.Rect, edge: RGB,
                      area: pygame.Rect | None = None) -> None:
        area = area or self.map_rect
        cached = self.__dict__.get("_shade")
        if cached is None or cached.get_size() != area.size:
            cached = pygame.Surface(area.size, pygame.SRCALPHA)
            cached.fill((2, 6, 14, 150))
            self._shade = cached
        surface.blit(cached, area.topleft)
        pygame.draw.rect(surface, (2, 4, 10), box.move(0, 4), border_radius=12)
        pygame.draw.rect(surface, self.THEME["panel"], box, border_radius=12)
        pygame.draw.rect(surface, edge, box, 2, border_radius=12)
        self.hot.append((box, "dialog", None))

    def draw_evidence_dialog(self, surface: pygame.Surface) -> None:
        """The drawn token (its value is the drawer's secret), the file it goes into (fixed by the
        lead), face down / face up, and one row per living suspect: click a row to place it."""
        acts = self.evidence_actions()
        if not acts or self.acting is None:
            return
        s = self.state
        size = self.fs(15)
        f = get_font(size)
        lh = f.get_linesize()
        sids = list(dict.fromkeys(a[1] for a in acts))
        row_h = lh + self.px(14)
        box = self._dialog_box(self.px(560), lh * 4 + len(sids) * (row_h + self.px(4)) + self.px(90))
        self._dialog_frame(surface, box, self.THEME["accent"])
        x, y, w = box.x + self.px(16), box.y + self.px(12), box.w - self.px(32)
        file = self.evidence_file()
        fname = AT.FILE_NAMES[AT._lang(self.lang)].get(file, file)
        codes = [c for c in s.drawn if c is not HIDDEN]
        value = ", ".join(AT._token_words(c, self.lang) for c in codes) or "?"
        y = self._line(surface, self.t("ev.title"), x, y, w, self.fs(18), self.THEME["ink"], True) + self.px(4)
        chip = pygame.Rect(x, y, self.px(54), self.px(40))
        colour = self.FILE_COLOURS.get(file, (200, 200, 200))
        pygame.draw.rect(surface, colour, chip, border_radius=8)
        img = render_text(value, self.fs(20), (8, 12, 24), bold=True)
        chip.w = max(chip.w, img.get_width() + self.px(14))
        pygame.draw.rect(surface, colour, chip, border_radius=8)
        surface.blit(img, img.get_rect(center=chip.center))
        tx = chip.right + self.px(12)
        self._line(surface, self.t("ev.drawn", v=value), tx, y, x + w - tx, size, self.THEME["accent"], True)
        self._line(surface, self.t("ev.file", f=fname), tx, y + lh, x + w - tx, size, self.THEME["ink_soft"])
        y = max(chip.bottom, y + 2 * lh) + self.px(10)
        faces = self.evidence_faces()
        if len(faces) > 1:
            y = self._face_toggle(surface, x, y, w, size) + self.px(8)
        else:  # one face allowed (ES3: face down): a note, not a choice the engine would refuse
            key = "ev.only_up" if faces == [True] else "ev.only_down"
            for line in wrap(self.t(key), get_font(size, bold=True), w):
                y = self._line(surface, line, x, y, w, size, self.THEME["accent"], True)
            y += self.px(6)
        for line in wrap(self.t("ev.pick"), f, w):
            y = self._line(surface, line, x, y, w, size, self.THEME["ink_soft"])
        y += self.px(4)
        for sid in sids:
            y = self._evidence_row(surface, sid, self.evidence_choice(sid), file, x, y, w, row_h) + self.px(4)

    def _face_toggle(self, surface: pygame.Surface, x: int, y: int, w: int, size: int) -> int:
        f = get_font(size, bold=True)
        h = f.get_linesize() + self.px(10)
        half = (w - self.px(8)) // 2
        for k, (up, key) in enumerate(((False, "ev.down"), (True, "ev.up"))):
            r = pygame.Rect(x + k * (half + self.px(8)), y, half, h)
            on = self.face_up == up
            fill = (40, 150, 140) if on else self.THEME["panel_hi"]
            pygame.draw.rect(surface, lighten(fill, 0.15) if r.collidepoint(self.mouse) else fill, r, border_radius=8)
            pygame.draw.rect(surface, self.THEME["accent"] if on else self.THEME["edge"], r, 2 if on else 1,
                             border_radius=8)
            dot = max(4, f.get_linesize() // 4)
            lines = wrap(self.t(key), f, r.w - self.px(16) - 3 * dot)
            if len(lines) > 1:
                r.h = f.get_linesize() * len(lines) + self.px(10)
            ty = r.y + self.px(5)
            for j, line in enumerate(lines):
                img = render_text(line, size, self.THEME["ink"], bold=True)
                rr = img.get_rect(midtop=(r.centerx + dot, ty))
                surface.blit(img, rr)
                if j == 0:  # a radio dot: filled when chosen
                    c = (rr.x - 2 * dot, rr.centery)
                    pygame.draw.circle(surface, self.THEME["ink"], c, dot, 0 if on else 2)
                ty += f.get_linesize()
            self.hot.append((r, "ev_face", up))
            h = max(h, r.h)
        return y + h

    def _evidence_row(self, surface: pygame.Surface, sid: str, action: Any, file: str, x: int, y: int, w: int,
                      h: int) -> int:
        st = next((z for z in self.state.suspects if z.id == sid), None)
        sus = CONTENT.suspects[sid]
        r = pygame.Rect(x, y, w, h)
        hot = r.collidepoint(self.mouse)
        pygame.draw.rect(surface, self.THEME["panel_hi"] if hot else darken(self.THEME["panel_hi"], 0.2), r,
                         border_radius=8)
        pygame.draw.rect(surface, self.THEME["accent"] if hot else self.THEME["edge"], r, 1, border_radius=8)
        size = self.fs(15)
        f = get_font(size, bold=True)
        name = AT.sus_name(sid, self.lang)
        strength = "strong" if sus.strong == file else "weak" if sus.weak == file else "normal"
        tag = self.t(f"ev.{strength}")
        name_w = f.size(name)[0]
        surface.blit(render_text(name, size, self.THEME["ink"], bold=True), (r.x + self.px(10), r.centery - f.get_linesize() // 2))
        tag_img = render_text(tag, 14, (255, 200, 120) if strength != "normal" else self.THEME["ink_faint"])
        tx = r.x + self.px(16) + name_w
        if tx + tag_img.get_width() < r.right - self.px(60):
            surface.blit(tag_img, (tx, r.centery - tag_img.get_height() // 2))
            tx += tag_img.get_width() + self.px(8)
        if st is not None:
            lh = get_font(14).get_linesize()
            chips = [t for t in st.tokens if t.file == file]
            cx = r.right - self.px(10) - sum(max(lh, 22) + 3 for _t in chips)
            for tok in chips:
                cx = self._token_chip(surface, tok, max(cx, tx), r.centery - lh // 2, lh, r.right - self.px(6))
        self.hot.append((r, "ev_suspect", (sid, action)))
        return r.bottom

    def evidence_row_info(self, payload: tuple[str, Any]) -> tuple[str, str]:
        sid, action = payload
        title, body = self.suspect_info(sid)
        return title, self.choice_label(action) + "\n" + body

    # ----- the closing of the case ----------------------------------------------------------------
    def case_closed(self) -> bool:
        s = self.state
        return s is not None and s.over and not any(t.code is HIDDEN for x in s.suspects for t in x.tokens)

    def draw_closing(self, surface: pygame.Surface) -> None:
        """Each suspect's murder computation and each detective's VP by source (spec 8.14); drawn
        once per state (and pointer position over it), then blitted."""
        if not self.case_closed():
            return
        if self.closing_hidden:  # the board is being looked at: just the button back
            self._closing_toggle(surface, self.map_rect.x + self.px(10), self.map_rect.bottom - self.px(44),
                                 "close.show")
            return
        g = self.renderer
        key = (getattr(self, "version", 0), self.mouse, self.lang, tuple(self.rect), g.zoom, g.offset)
        hit = self.__dict__.get("_closing_cache")
        if hit is not None and hit[0] == key:
            surface.blit(hit[1], self.rect)
            self.hot.extend(hit[2])
            return
        start = len(self.hot)
        self._paint_closing(surface)
        self._closing_cache = (key, surface.subsurface(self.rect.clip(surface.get_rect())).copy(), self.hot[start:])

    def _paint_closing(self, surface: pygame.Surface) -> None:
        s = self.state
        size = self.fs(15)
        f = get_font(size)
        lh = f.get_linesize()
        killer = scoring.murderer(s)
        big = get_font(self.fs(19), bold=True).get_linesize() + get_font(self.fs(17), bold=True).get_linesize()
        box = self._dialog_box(self.px(820), big + (lh + 2) * (len(s.suspects) + len(s.players))
                               + get_font(self.fs(14), True).get_linesize() * 3 + self.px(40),
                               self.rect)
        self._dialog_frame(surface, box, (255, 92, 120) if killer else self.THEME["accent"], self.rect)
        x, y, w = box.x + self.px(16), box.y + self.px(12), box.w - self.px(32)
        y = self._line(surface, self.t("close.title"), x, y, w, self.fs(19), self.THEME["ink"], True)
        verdict = self.t("convicted", s=AT.sus_name(killer, self.lang)) if killer else self.t("nobody")
        y = self._line(surface, verdict, x, y, w, self.fs(17), (255, 140, 160) if killer else self.THEME["accent"], True)
        y += self.px(6)
        y = self._closing_suspects(surface, x, y, w, size, killer) + self.px(10)
        self._closing_scores(surface, x, y, w, size)
        self._closing_toggle(surface, box.right - self.px(10), box.y + self.px(10), "close.hide", right=True)

    def _closing_toggle(self, surface: pygame.Surface, x: int, y: int, key: str, right: bool = False) -> None:
        size = self.fs(14)
        f = get_font(size, bold=True)
        label = self.t(key)
        r = pygame.Rect(0, 0, f.size(label)[0] + self.px(20), f.get_linesize() + self.px(8))
        if right:
            r.topright = (x, y)
        else:
            r.topleft = (x, y)
        fill = self.THEME["panel_hi"]
        pygame.draw.rect(surface, lighten(fill, 0.2) if r.collidepoint(self.mouse) else fill, r, border_radius=8)
        pygame.draw.rect(surface, self.THEME["accent"], r, 1, border_radius=8)
        img = render_text(label, size, self.THEME["ink"], bold=True)
        surface.blit(img, img.get_rect(center=r.center))
        self.hot.append((r, "closing", None))

    def _closing_suspects(self, surface: pygame.Surface, x: int, y: int, w: int, size: int, killer: str | None) -> int:
        s = self.state
        f = get_font(size)
        lh = f.get_linesize()
        name_w = max(f.size(AT.sus_name(z.id, self.lang))[0] for z in s.suspects) + self.px(12)
        tot_w = f.size(self.t("guilt", n=-99))[0] + self.px(10)
        for st in s.suspects:
            name = AT.sus_name(st.id, self.lang)
            colour = (255, 140, 160) if st.id == killer else self.THEME["ink"] if st.alive else self.THEME["ink_faint"]
            row = pygame.Rect(x, y, w, lh + 2)
            if st.id == killer:
                pygame.draw.rect(surface, (70, 24, 40), row.inflate(6, 2), border_radius=5)
            surface.blit(render_text(name, size, colour, bold=st.id == killer), (x, y))
            if not st.alive:
                self._line(surface, self.t("dead"), x + name_w, y, w - name_w, size, self.THEME["ink_faint"])
            else:
                calc = scoring.suspect_total(st)
                tx = x + name_w
                marks = ("×" * st.hits) + ("◆" * st.alibis)
                if marks:
                    img = render_text(marks, size, self.THEME["danger"])
                    surface.blit(img, (tx, y))
                    tx += img.get_width() + 4
                for tok in st.tokens:
                    tx = self._token_chip(surface, tok, tx, y, lh, x + w - tot_w)
                drops = [self.t(f"close.{side}", v=v) for side, v in calc["discarded"].items()]
                if drops and tx < x + w - tot_w - self.px(40):
                    self._line(surface, " · ".join(drops), tx + self.px(6), y, x + w - tot_w - tx - self.px(6),
                               self.fs(14), self.THEME["ink_faint"])
                img = render_text(f"Σ {calc['total']:+d}", size, colour, bold=True)
                surface.blit(img, img.get_rect(topright=(x + w, y)))
            self.hot.append((row, "suspect", st.id))
            y += lh + 2
        return y

    def _closing_scores(self, surface: pygame.Surface, x: int, y: int, w: int, size: int) -> int:
        s = self.state
        try:
            rows = scoring.breakdown(s)
            best = max(r["total"] for r in rows)
        except Exception:  # a hunch still hidden in this view: no breakdown to show
            return y
        f = get_font(size)
        lh = f.get_linesize()
        bold = get_font(size, bold=True)
        star = lh // 3
        name_w = max(bold.size(self.who(i))[0] for i in range(len(rows))) + self.px(18) + 3 * star
        heads = self.score_heads(rows)
        cols = list(heads)
        cw = (w - name_w) // len(cols)
        hs = self.fs(14)
        hf = get_font(hs, bold=True)
        wrapped = [wrap(heads[col], hf, cw - 4)[:3] for col in cols]
        for k, lines in enumerate(wrapped):
            for j, line in enumerate(lines):
                img = render_text(line, hs, self.THEME["ink_soft"], bold=True)
                surface.blit(img, img.get_rect(midtop=(x + name_w + k * cw + cw // 2, y + j * hf.get_linesize())))
        y += hf.get_linesize() * max(len(ls) for ls in wrapped) + self.px(4)
        for i, r in enumerate(rows):
            win = r["total"] == best
            pygame.draw.rect(surface, self.seat_colour(i), (x, y + 3, self.px(5), lh - 6), border_radius=2)
            self._line(surface, self.who(i), x + self.px(10), y, name_w - self.px(10), size, self.THEME["ink"], win)
            if win:  # the winner's star (drawn: the font has no star glyph)
                sx = x + self.px(14) + bold.size(self.who(i))[0] + star
                style.draw_shape(surface, "star", (sx, y + lh // 2), star, (250, 214, 110))
            for k, col in enumerate(cols):
                v = int(r.get(col, 0))
                img = render_text(str(v), size, self.THEME["accent"] if col == "total" else self.THEME["ink"],
                                  bold=col == "total")
                surface.blit(img, img.get_rect(midtop=(x + name_w + k * cw + cw // 2, y)))
            self.hot.append((pygame.Rect(x, y, w, lh), "score", i))
            y += lh + 2
        return y

    def score_heads(self, rows: list[dict[str, Any]]) -> dict[str, str]:
        """The game's own VP columns (``score_columns``: the game-over table's), in this language;
        a column every seat has 0 in is left out when the game says so."""
        try:
            columns = list(self.ctx.game.score_columns())
        except Exception:
            columns = []
        lang = AT._lang(self.lang)
        if not columns:
            return {c: self.t(f"close.col.{c}") for c in (*BREAKDOWN, "total")}
        return {c.key: c.labels.get(lang, c.labels.get("en", c.key)) for c in columns
                if not (getattr(c, "hide_if_zero", False) and all(not r.get(c.key) for r in rows))}

    def score_info(self, seat: int) -> tuple[str, str]:
        rows = scoring.breakdown(self.state)
        r = rows[seat]
        p = self.state.players[seat]
        heads = self.score_heads(rows)
        heads.update({c: self.t(f"close.col.{c}") for c in BREAKDOWN if c in r and c not in heads and r.get(c)})
        lines = [f"{label}: {r.get(c, 0)}" for c, label in heads.items()]
        if p.guilty not in ("", HIDDEN):
            lines.append(self.t("guilty", s=AT.sus_name(p.guilty, self.lang)) + " · "
                         + self.t("innocent", s=AT.sus_name(p.innocent, self.lang)))
        return self.who(seat), "\n".join(lines)

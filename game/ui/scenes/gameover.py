"""Game over: winner, scores with the per-seat breakdown, Rematch (seed + 1), Save replay."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game import paths
from game.i18n import has_key
from game.ui import style
from game.ui.scenes.base import UIScene, dim
from game.ui.widgets import Button


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
        from game.ui.scenes.campaign import campaign_for_match, preview_advance

        # a campaign scenario (recognised from its options and seed): offer the next scenario
        self.campaign = campaign_for_match(self.match)
        self.campaign_after = preview_advance(self.campaign, self.match.state) if self.campaign else None
        if self.campaign_after is None:
            self.campaign = None

    def columns(self) -> list[str]:
        keys: list[str] = []
        for row in self.result.get("breakdown") or []:
            for k in row:
                if k not in keys and k != "total":
                    keys.append(k)
        return keys + ["total"]

    def column_label(self, key: str) -> str:
        k = f"score.{key}"
        return self.t(k) if has_key(k, self.lang) or has_key(k) else key.replace("_", " ").capitalize()

    def winner_line(self) -> str:
        names = [self.match.names[i] for i in self.result.get("winners", []) if 0 <= i < self.match.num_players]
        if len(names) == 1:
            return self.t("over.winner", name=names[0])
        if names:
            return self.t("over.tie", names=", ".join(names))
        return ""

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        n = self.match.num_players
        cw = min(w - 20, style.px(780, size))
        rh = style.px(38, size)
        ch = style.px(150, size) + rh * (n + 1) + style.px(90, size)
        ch = min(ch, h - 20)
        self.card = pygame.Rect((w - cw) // 2, max(10, (h - ch) // 2), cw, ch)
        bh = style.px(46, size)
        gap = style.px(10, size)
        bw = (cw - 2 * style.px(24, size) - 2 * gap) // 3
        y = self.card.bottom - bh - style.px(20, size)
        x = self.card.x + style.px(24, size)
        fsz = style.fs(18, size)
        self.ui.add(Button(self.t("over.menu"), self.app.to_menu, (x, y, bw, bh), id="menu", font_size=fsz, kind="ghost"))
        self.ui.add(Button(self.t("over.save_replay"), self.save_replay, (x + bw + gap, y, bw, bh), id="save_replay",
                           font_size=fsz))
        if self.campaign is not None:
            label = "over.campaign_result" if self.campaign_after.get("finished") else "over.campaign_next"
            self.ui.add(Button(self.t(label), self.campaign_next, (x + 2 * (bw + gap), y, bw, bh),
                               id="campaign_next", font_size=fsz, kind="primary"))
        else:
            self.ui.add(Button(self.t("over.rematch"), self.rematch, (x + 2 * (bw + gap), y, bw, bh), id="rematch",
                               font_size=fsz, kind="primary"))
        self.row_h = rh

    def campaign_next(self) -> None:
        from game.ui.scenes.campaign import advance_match

        if self.campaign is not None:
            advance_match(self.app, self.match, self.campaign)

    def campaign_line(self) -> str:
        from game.ui.scenes.campaign import campaign_title, scenario_count, sides

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
                           self.table.colour_idx)

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
        return True  # stay: the buttons say where to go

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 160)
        size = self.size
        style.panel(surface, self.card, style.SHELL["panel"], style.SHELL["accent"], radius=style.px(16, size),
                    shadow_offset=style.px(8, size), width=2)
        pad = style.px(24, size)
        y = self.card.y + pad
        style.blit_text(surface, self.t("over.title"), style.fs(30, size), style.SHELL["ink"], (self.card.centerx, y),
                        "midtop", bold=True, max_width=self.card.w - 2 * pad)
        y += style.font(style.fs(30, size), True).get_linesize()
        style.blit_text(surface, self.winner_line(), style.fs(20, size), style.SHELL["accent"], (self.card.centerx, y),
                        "midtop", bold=True, max_width=self.card.w - 2 * pad)
        y += style.font(style.fs(20, size), True).get_linesize() + style.px(14, size)
        self.draw_table(surface, pygame.Rect(self.card.x + pad, y, self.card.w - 2 * pad, self.row_h * (self.match.num_players + 1)))
        if self.campaign is not None:
            y += self.row_h * (self.match.num_players + 1) + style.px(8, size)
            style.blit_text(surface, self.campaign_line(), style.fs(16, size), style.SHELL["accent"],
                            (self.card.centerx, y), "midtop", max_width=self.card.w - 2 * pad)
        super().draw(surface)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = self.size
        cols = self.columns()
        rows = self.result.get("breakdown") or []
        winners = set(self.result.get("winners", []))
        name_w = rect.w * 34 // 100
        cw = (rect.w - name_w) // max(1, len(cols))
        f = style.fs(17, size)
        rh = self.row_h
        for c, key in enumerate(cols):
            style.blit_text(surface, self.column_label(key), style.fs(15, size), style.SHELL["ink_soft"],
                            (rect.x + name_w + c * cw + cw // 2, rect.y + rh // 2), "center", bold=key == "total",
                            max_width=cw - 6)
        pygame.draw.line(surface, style.SHELL["edge"], (rect.x, rect.y + rh - 2), (rect.right, rect.y + rh - 2))
        order = sorted(range(len(rows)), key=lambda i: -float(rows[i].get("total", 0) or 0))
        for j, seat in enumerate(order):
            y = rect.y + (j + 1) * rh
            row = rows[seat]
            if seat in winners:
                pygame.draw.rect(surface, style.mix(style.SHELL["panel"], style.SHELL["accent"], 0.18),
                                 (rect.x, y + 2, rect.w, rh - 4), border_radius=6)
            colour = self.table.colours[seat] if seat < len(self.table.colours) else style.SHELL["ink"]
            br = max(5, rh // 3)
            style.draw_badge(surface, (rect.x + br + 6, y + rh // 2), br, colour, self.table.shapes[seat],
                             self.app.settings.shapes)
            name = self.match.names[seat] if seat < len(self.match.names) else str(seat)
            style.blit_text(surface, name, f, style.SHELL["ink"], (rect.x + 2 * br + 16, y + rh // 2), "midleft",
                            bold=seat in winners, max_width=name_w - 2 * br - 20)
            for c, key in enumerate(cols):
                v = row.get(key, "")
                if isinstance(v, bool):
                    v = self.t("score.yes" if v else "score.no")
                elif isinstance(v, float) and v.is_integer():
                    v = int(v)
                style.blit_text(surface, str(v), f, style.SHELL["ink"], (rect.x + name_w + c * cw + cw // 2, y + rh // 2),
                                "center", bold=key == "total", max_width=cw - 6)

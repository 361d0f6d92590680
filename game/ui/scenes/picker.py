"""Game picker: every published game as a card (the test game is not listed)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games import REGISTRY, all_games
from game.ui import style
from game.ui.scenes.base import UIScene
from game.ui.scenes.campaign import has_campaign, open_campaign
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Button


class GamePicker(UIScene):
    name = "picker"

    def __init__(self, app: Any, mode: str = "new") -> None:
        super().__init__(app)
        self.mode = mode  # "new": then setup; "rules": then the rules reference
        self.cards: list[tuple[pygame.Rect, str]] = []
        self.hover = (-1, -1)
        self.scroll = 0

    def game_ids(self) -> list[str]:
        """The published games only: the test game stays reachable by id (``--game duel``,
        ``choose("duel")``) but is never offered to players."""
        return [g for g in all_games() if g in REGISTRY]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        ids = self.game_ids()
        pad = style.px(18, size)
        top = style.px(120, size)
        cw = min(style.px(360, size), w - 2 * pad)
        ch = max(style.px(150, size), max((self.card_height(gid, cw) for gid in ids), default=0))
        cols = max(1, min(len(ids), (w - pad) // (cw + pad)))
        total_w = cols * cw + (cols - 1) * pad
        x0 = (w - total_w) // 2
        self.cards = []
        for i, gid in enumerate(ids):
            r, c = divmod(i, cols)
            self.cards.append((pygame.Rect(x0 + c * (cw + pad), top + r * (ch + pad), cw, ch), gid))
        bw, bh = style.px(160, size), style.px(44, size)
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, h - bh - pad, bw, bh), id="back",
                           font_size=style.fs(18, size)))
        self.campaign_buttons: list[tuple[Button, str]] = []
        if self.mode == "new":
            for _r, gid in self.cards:
                if has_campaign(gid):  # any game whose package has a campaign module
                    b = Button(self.t("picker.campaign"), self._open_campaign(gid), (0, 0, 0, 0), id=f"campaign_{gid}",
                               font_size=style.fs(16, size), tooltip=self.t("picker.campaign_tip"), kind="primary")
                    self.ui.add(b)
                    self.campaign_buttons.append((b, gid))
            self._place_campaign_buttons()

    def card_texts(self, gid: str, width: int) -> tuple[list[str], list[str]]:
        """The card's name and description wrapped whole to ``width`` (never cut with "…")."""
        spec = all_games()[gid].spec
        size = self.size
        inner = width - 2 * style.px(16, size)
        title = style.wrap(spec.localized_name(self.lang), style.fs(22, size), inner, True)
        desc = style.wrap(spec.localized_description(self.lang), style.fs(15, size), inner)
        return title, desc

    def card_height(self, gid: str, width: int) -> int:
        """Tall enough for the whole name, the player count, the whole description and, for a game
        with a campaign, the Campaign button below the text."""
        size = self.size
        title, desc = self.card_texts(gid, width)
        f1, f2 = style.font(style.fs(22, size), True), style.font(style.fs(15, size))
        h = 2 * style.px(16, size) + len(title) * f1.get_linesize() + f2.get_linesize() + style.px(4, size)
        h += len(desc) * f2.get_linesize()
        if self.mode == "new":
            if has_campaign(gid):
                h += style.px(32, size) + style.px(8, size)
        return h

    def _open_campaign(self, gid: str):
        def go() -> None:
            open_campaign(self.app, gid)
        return go

    def _place_campaign_buttons(self) -> None:
        size = self.size
        for b, gid in getattr(self, "campaign_buttons", []):
            r = self.card_rect(gid)
            if r is None:
                continue
            bw, bh = max(40, r.w * 42 // 100), style.px(32, size)
            m = style.px(12, size)
            b.rect = pygame.Rect(r.right - bw - m, r.bottom - bh - m, bw, bh)

    def choose(self, gid: str) -> None:
        if self.mode == "rules":
            self.app.scenes.push(RulesScene(self.app, gid))
        else:
            self.app.scenes.push(SetupScene(self.app, gid))

    def card_rect(self, gid: str) -> pygame.Rect | None:
        for r, g in self.cards:
            if g == gid:
                return r.move(0, -self.scroll)
        return None

    def handle_event(self, e: pygame.event.Event) -> bool:
        if super().handle_event(e):
            return True
        pos = getattr(e, "pos", None)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = pos
        if e.type == pygame.MOUSEWHEEL:
            bottom = max((r.bottom for r, _ in self.cards), default=0)
            self.scroll = max(0, min(max(0, bottom - self.size[1] + style.px(90, self.size)),
                                     self.scroll - int(getattr(e, "y", 0)) * 40))
            self._place_campaign_buttons()
            return True
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1 and pos is not None:
            for r, gid in self.cards:
                if r.move(0, -self.scroll).collidepoint(pos):
                    self.choose(gid)
                    return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        self.draw_title(surface, self.t("picker.title_rules" if self.mode == "rules" else "picker.title"))
        games = all_games()
        pad = style.px(16, size)
        for rect, gid in self.cards:
            r = rect.move(0, -self.scroll)
            if r.bottom < 0 or r.top > size[1]:
                continue
            spec = games[gid].spec
            hot = r.collidepoint(self.hover)
            if hot:
                r = r.move(0, -style.px(3, size))
            style.panel(surface, r, style.SHELL["panel_hi"] if hot else style.SHELL["panel"],
                        style.SHELL["accent"] if hot else style.SHELL["edge"], radius=style.px(12, size),
                        shadow_offset=style.px(6 if hot else 3, size))
            y = r.y + pad
            f1 = style.fs(22, size)
            title, desc = self.card_texts(gid, rect.w)
            for line in title:
                surface.blit(style.text(line, f1, style.SHELL["ink"], bold=True), (r.x + pad, y))
                y += style.font(f1, True).get_linesize()
            players = self.t("picker.players", lo=spec.min_players, hi=spec.max_players) \
                if spec.min_players != spec.max_players else self.t("picker.players_fixed", n=spec.min_players)
            tag = players + ("" if gid in REGISTRY else " · " + self.t("picker.test_game"))
            f2 = style.fs(15, size)
            style.blit_text(surface, tag, f2, style.SHELL["accent"], (r.x + pad, y), max_width=r.w - 2 * pad)
            y += style.font(f2).get_linesize() + style.px(4, size)
            for line in desc:
                surface.blit(style.text(line, f2, style.SHELL["ink_soft"]), (r.x + pad, y))
                y += style.font(f2).get_linesize()

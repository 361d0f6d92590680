"""Settings: language, animation speed, volume + mute, fullscreen, shapes, AI turns.

Every change applies at once and is saved (atomic JSON) so nothing is lost on a crash."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import style
from game.ui.scenes.base import UIScene, dim
from game.ui.settings import AI_TURNS, ANIM_SPEEDS
from game.ui.widgets import Button, Dropdown, Label, Slider, Toggle


class SettingsScene(UIScene):
    name = "settings"
    hides_overlays = True

    def __init__(self, app: Any, overlay: bool = False) -> None:
        super().__init__(app)
        self.transparent = overlay
        self.card = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        s = self.app.settings
        w, h = size
        fsz = style.fs(18, size)
        rh = style.px(42, size)
        gap = style.px(12, size)
        cw = min(w - 20, style.px(720, size))
        x0 = (w - cw) // 2
        lw = cw * 45 // 100
        y = style.px(120, size)
        self.card = pygame.Rect(x0 - style.px(24, size), y - style.px(20, size), cw + style.px(48, size), 0)
        bounds = pygame.Rect(0, 0, w, h)

        def row(key: str) -> int:
            nonlocal y
            self.ui.add(Label(self.t(key), (x0, y, lw - gap, rh), fsz, style.SHELL["ink_soft"]))
            top = y
            y += rh + gap
            return top

        top = row("settings.language")
        langs = [("en", "English"), ("hu", "Magyar")]
        self.ui.add(Dropdown(langs, s.lang, (x0 + lw, top, cw - lw, rh), id="lang", font_size=fsz,
                             on_change=self.set_lang, bounds=bounds))
        top = row("settings.anim")
        self.ui.add(Dropdown([(k, self.t("settings.anim_" + k)) for k in ANIM_SPEEDS], s.anim_speed,
                             (x0 + lw, top, cw - lw, rh), id="anim", font_size=fsz,
                             on_change=self._set("anim_speed"), bounds=bounds))
        top = row("settings.volume")
        self.ui.add(Slider(s.volume, (x0 + lw, top + rh // 4, (cw - lw) * 6 // 10, rh // 2), id="volume",
                           on_change=self._set("volume")))
        self.ui.add(Toggle(self.t("settings.mute"), s.mute, (x0 + lw + (cw - lw) * 7 // 10, top, (cw - lw) * 3 // 10, rh),
                           id="mute", font_size=fsz, on_change=self._set("mute")))
        top = row("settings.display")
        self.ui.add(Toggle(self.t("settings.fullscreen"), s.fullscreen, (x0 + lw, top, cw - lw, rh), id="fullscreen",
                           font_size=fsz, on_change=self.set_fullscreen))
        top = row("settings.colourblind")
        self.ui.add(Toggle(self.t("settings.shapes"), s.shapes, (x0 + lw, top, cw - lw, rh), id="shapes",
                           font_size=fsz, on_change=self._set("shapes")))
        top = row("settings.ai_turns")
        self.ui.add(Dropdown([(k, self.t("settings.ai_" + k)) for k in AI_TURNS], s.ai_turns,
                             (x0 + lw, top, cw - lw, rh), id="ai_turns", font_size=fsz,
                             on_change=self._set("ai_turns"), bounds=bounds))
        self.card.h = y - self.card.y + style.px(8, size)
        bh, bw = style.px(50, size), style.px(200, size)
        self.ui.add(Button(self.t("common.done"), self.on_back, ((w - bw) // 2, min(h - bh - 10, y + gap * 2), bw, bh),
                           id="back", kind="primary", font_size=fsz))
        self.ui.widgets.sort(key=lambda wd: isinstance(wd, Dropdown))

    def _set(self, attr: str):
        def f(value: Any) -> None:
            setattr(self.app.settings, attr, value)
            self.app.save_settings()
        return f

    def set_lang(self, lang: str) -> None:
        self.app.settings.lang = lang
        self.app.save_settings()
        self.app.relayout()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.app.save_settings()

    def draw(self, surface: pygame.Surface) -> None:
        if self.transparent:
            dim(surface, 210)
        super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self.t("settings.title"))
        style.panel(surface, self.card, style.SHELL["panel"], style.SHELL["edge"], radius=style.px(14, self.size),
                    shadow_offset=style.px(4, self.size))

"""Pause menu over the table: resume, save (with a name), load, settings, rules, quit to menu.

A bot that is thinking keeps thinking (its move is applied after Resume); quitting cancels it."""

from __future__ import annotations

import re
import time
from typing import Any

import pygame

from game import paths
from game.ui import style
from game.ui.scenes.base import UIScene, column, dim
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.widgets import TextEntry


def safe_filename(name: str) -> str:
    name = re.sub(r"[^\w\- .]", "_", name.strip(), flags=re.UNICODE).strip(" .")
    return name[:60] or "save"


class PauseScene(UIScene):
    transparent = True
    name = "pause"

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.card = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        top = int(size[1] * 0.30)
        rects = column(size, 6, top, width_base=300, h_base=46, gap_base=10)
        self.button("pause.resume", self.on_back, rects[0], "resume", kind="primary")
        self.button("pause.save", self.ask_save, rects[1], "save")
        self.button("pause.load", self.on_load, rects[2], "load")
        self.button("pause.settings", self.on_settings, rects[3], "settings")
        self.button("pause.rules", self.table.open_rules_from_pause if hasattr(self.table, "open_rules_from_pause")
                    else self.on_rules, rects[4], "rules")
        self.button("pause.quit", self.app.to_menu, rects[5], "quit", kind="ghost")
        pad = style.px(28, size)
        r = rects[0].unionall(rects[1:])
        self.card = r.inflate(pad * 2, pad * 2)
        self.card.y -= style.px(56, size)
        self.card.h += style.px(56, size)

    def ask_save(self) -> None:
        default = f"{self.table.game.spec.id}-{time.strftime('%Y%m%d-%H%M%S')}"
        entry = TextEntry(default, id="save_name", max_len=60)
        scene = DialogScene(self.app, self.t("save.title"), self.t("save.message"),
                            [(self.t("common.cancel"), None), (self.t("save.do"), lambda: self.save(entry.text))],
                            extra=[entry])
        self.app.scenes.push(scene)
        entry.select_all()  # the suggested name is selected: typing replaces it
        entry.on_submit = lambda _t: scene._answer(1)()

    def save(self, name: str) -> None:
        path = paths.saves_dir() / (safe_filename(name) + ".jsonl")
        try:
            self.table.match.save(path)
        except OSError as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])
            return
        self.last_saved = path
        self.app.toast(self.t("save.done", name=path.name))

    def on_load(self) -> None:
        self.app.scenes.push(LoadScene(self.app, overlay=True))

    def on_settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app, overlay=True))

    def on_rules(self) -> None:
        self.app.scenes.push(RulesScene(self.app, self.table.game.spec.id, overlay=True))

    def on_resume(self) -> None:
        super().on_resume()
        if self.size != self.app.size or self.ui.get("resume").text != self.t("pause.resume"):
            self.layout(self.app.size)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        style.panel(surface, self.card, style.SHELL["panel"], style.SHELL["edge"], radius=style.px(16, self.size),
                    shadow_offset=style.px(8, self.size))
        style.blit_text(surface, self.t("pause.title"), style.fs(28, self.size), style.SHELL["ink"],
                        (self.card.centerx, self.card.y + style.px(22, self.size)), "midtop", bold=True,
                        max_width=self.card.w - 20)
        super().draw(surface)

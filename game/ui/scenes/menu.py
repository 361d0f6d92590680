"""Main menu: Continue (the newest running game), Running games (pick another one), New
game, Load, Settings, Rules, Quit. Every game in progress keeps its own autosave, so a
new game never wipes one that is still running."""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from game import paths
from game.ui import style
from game.ui.scenes.base import UIScene, column
from game.ui.scenes.campaign import campaign_title, in_progress, open_campaign, scenario_count
from game.ui.scenes.join import JoinScene
from game.ui.scenes.learn import LearnScene
from game.ui.scenes.load import LoadScene, list_joined, save_info
from game.ui.scenes.picker import GamePicker
from game.ui.scenes.records import RecordsScene
from game.ui.scenes.settings_scene import SettingsScene


def autosave_summary(app: Any) -> tuple[Any, str]:
    """(path or None, a line describing it or why Continue is unavailable)."""
    try:
        latest = paths.latest_autosave()
    except OSError:
        latest = None
    if latest is None:
        return None, app.tr("menu.no_autosave")
    try:
        info = save_info(latest, app.settings.lang)  # the Load list's reading: one move count everywhere
        if not info.ok:
            return latest, info.problem[:120]
        age = max(0, int(time.time() - latest.stat().st_mtime))
        when = app.tr("menu.ago_min", n=age // 60) if age >= 60 else app.tr("menu.ago_now")
        state = app.tr("menu.finished") if info.finished else app.tr("menu.moves", n=info.moves)
        return latest, f"{info.game_name} · {state} · {when}"
    except Exception as exc:  # a broken autosave: still offer to try, and say what is wrong
        return latest, str(exc)[:120]


INTRO_S = 2.5  # the emblem turns for this long after the menu opens, then the menu is still


class MainMenu(UIScene):
    name = "menu"

    def animating(self) -> bool:
        return self.t_anim < INTRO_S

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        self.auto_path, self.auto_line = autosave_summary(self.app)
        self.campaign_target = self._campaign_target()
        self.running_count = len(paths.running_autosaves()) + len(list_joined())  # network games joined, too
        # one line per entry (a new menu entry is one more line here), between Running games and Quit
        middle = [("menu.new_game", self.on_new, "new_game"), ("menu.learn", self.on_learn, "learn"),
                  ("menu.join", self.on_join, "join"),
                  ("menu.load", self.on_load, "load"),
                  ("menu.records", self.on_records, "records"), ("menu.settings", self.on_settings, "settings"),
                  ("menu.rules", self.on_rules, "rules")]
        n = len(middle) + 3
        top = int(size[1] * (0.36 if n <= 7 else 0.35))  # below the tagline however many entries
        rects = column(size, n, top, h_base=44 if n <= 7 else (40 if n == 8 else 37), gap_base=8 if n <= 7 else 6)
        b = self.button("menu.continue", self.on_continue, rects[0], "continue", kind="primary")
        if self.auto_path is None and self.campaign_target is None:
            b.enabled = False
            b.tooltip = self.auto_line
        else:
            b.tooltip = self.auto_line
        run = self.button(self.t("menu.running", n=self.running_count), self.on_running, rects[1], "running",
                          raw=True)
        run.enabled = self.running_count > 0
        if not run.enabled:
            run.tooltip = self.t("load.no_running")
        for i, (key, cb, wid) in enumerate(middle):
            self.button(key, cb, rects[2 + i], wid)
        self.button("menu.quit", self.app.quit, rects[-1], "quit", kind="ghost")
        self.t_anim = 0.0

    def _campaign_target(self) -> Any:
        """An unfinished campaign whose progress is newer than the newest autosave (Continue opens it)."""
        try:
            camps = in_progress()
            if not camps:
                return None
            path, data = camps[0]
            if self.auto_path is not None and path.stat().st_mtime < self.auto_path.stat().st_mtime:
                return None
            gid = data["game"]
            self.auto_line = self.t("menu.campaign_line", title=campaign_title(self.app, gid),
                                    n=data["progress"]["scenario"], total=scenario_count(gid))
            return data
        except Exception:
            return None

    def on_continue(self) -> None:
        if self.campaign_target is not None:
            open_campaign(self.app, self.campaign_target["game"])
        elif self.auto_path is not None:
            self.app.load_match(self.auto_path)

    def on_new(self) -> None:
        self.app.scenes.push(GamePicker(self.app, mode="new"))

    def on_learn(self) -> None:
        self.app.scenes.push(LearnScene(self.app))

    def on_join(self) -> None:
        self.app.scenes.push(JoinScene(self.app))

    def on_load(self) -> None:
        self.app.scenes.push(LoadScene(self.app))

    def on_running(self) -> None:
        self.app.scenes.push(LoadScene(self.app, running=True))

    def on_records(self) -> None:
        self.app.scenes.push(RecordsScene(self.app))

    def on_settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app))

    def on_rules(self) -> None:
        self.app.scenes.push(GamePicker(self.app, mode="rules"))

    def on_back(self) -> bool:
        return False  # Esc on the main menu does nothing (Quit is a button)

    def on_resume(self) -> None:
        self.layout(self.app.size)  # the autosave may have changed

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t_anim += dt

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        w, h = size
        # a quiet emblem: six seat badges in a ring
        colours, shapes = style.player_palette()
        cx, cy = w // 2, int(h * 0.13)
        ring = style.px(46, size)
        for i in range(6):
            a = math.radians(60 * i - 90 + min(self.t_anim, INTRO_S) * 12)  # turns a little, then rests
            pos = (int(cx + ring * math.cos(a)), int(cy + ring * math.sin(a)))
            style.draw_badge(surface, pos, style.px(13, size), colours[i % len(colours)], shapes[i % len(shapes)])
        ty = cy + ring + style.px(22, size)
        r = style.blit_text(surface, self.t("app.title"), style.fs(46, size), style.SHELL["ink"], (cx, ty), "midtop",
                            bold=True, max_width=w - 20)
        style.blit_text(surface, self.t("menu.tagline"), style.fs(18, size), style.SHELL["ink_soft"],
                        (cx, r.bottom), "midtop", max_width=w - 20)
        cont = self.widget("continue")
        if cont is not None:
            colour = style.SHELL["ink_soft"]  # body text: >= 4.5:1 also when Continue is unavailable
            # the reason (or what Continue resumes) under the menu, always visible
            last = self.widget("quit")
            style.blit_text(surface, self.auto_line, style.fs(15, size), colour,
                            (cx, last.rect.bottom + style.px(14, size)), "midtop", max_width=w - 20)

"""Match setup: player count, each seat (kind, name, colour+shape), game options, seed."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.engine.match import SEAT_KINDS
from game.games import get_game
from game.ui import style
from game.ui.scenes.base import UIScene
from game.ui.widgets import Button, Dropdown, Label, TextEntry


class SetupScene(UIScene):
    name = "setup"

    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = get_game(game_id)
        spec = self.game.spec
        self.count = spec.min_players
        n_max = spec.max_players
        self.kinds = ["human"] + ["random"] * (n_max - 1)
        self.names = [self.t("setup.default_name", n=i + 1) for i in range(n_max)]
        self.colours = list(range(n_max))
        self.option_values = {k: o.default for k, o in spec.options.items()}
        self.seed = random.randrange(1, 100000)
        self.badges: list[tuple[pygame.Rect, int]] = []
        self.error = ""

    # ----- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ui.clear()
        w, h = size
        fsz = style.fs(18, size)
        rh = style.px(42, size)
        gap = style.px(10, size)
        pad = style.px(24, size)
        cw = min(w - 2 * pad, style.px(860, size))
        x0 = (w - cw) // 2
        y = style.px(120, size)
        spec = self.game.spec
        lw = style.px(200, size)
        self.ui.add(Label(self.t("setup.players"), (x0, y, lw, rh), fsz, style.SHELL["ink_soft"]))
        counts = [(n, str(n)) for n in range(spec.min_players, spec.max_players + 1)]
        self.ui.add(Dropdown(counts, self.count, (x0 + lw, y, style.px(110, size), rh), id="count", font_size=fsz,
                             on_change=self.set_count, bounds=pygame.Rect(0, 0, w, h)))
        y += rh + gap * 2
        self.badges = []
        kind_opts = [(k, self.t("seat." + k.replace(":", "_"))) for k in SEAT_KINDS]
        bw = rh
        name_w = max(60, (cw - bw - gap * 3) * 55 // 100)
        kind_w = max(60, cw - bw - name_w - gap * 3)
        for i in range(self.count):
            self.badges.append((pygame.Rect(x0, y, bw, rh), i))
            self.ui.add(TextEntry(self.names[i], (x0 + bw + gap, y, name_w, rh), id=f"name{i}", font_size=fsz,
                                  max_len=24, on_change=self.item_setter("names", i)))
            self.ui.add(Dropdown(kind_opts, self.kinds[i], (x0 + bw + gap * 2 + name_w, y, kind_w, rh), id=f"kind{i}",
                                 font_size=fsz, on_change=self.item_setter("kinds", i), bounds=pygame.Rect(0, 0, w, h)))
            y += rh + gap
        y += style.px(28, size)
        for key, opt in spec.options.items():
            self.ui.add(Label(self._option_label(key, opt), (x0, y, cw // 2, rh), fsz, style.SHELL["ink_soft"]))
            if opt.choices:
                self.ui.add(Dropdown([(c, str(c)) for c in opt.choices], self.option_values[key],
                                     (x0 + cw // 2, y, cw // 2, rh), id=f"opt_{key}", font_size=fsz,
                                     on_change=self._set_option(key), bounds=pygame.Rect(0, 0, w, h)))
            else:
                self.ui.add(TextEntry(str(self.option_values[key]), (x0 + cw // 2, y, cw // 2, rh), id=f"opt_{key}",
                                      font_size=fsz, on_change=self._set_option(key)))
            y += rh + gap
        self.ui.add(Label(self.t("setup.seed"), (x0, y, cw // 2, rh), fsz, style.SHELL["ink_soft"]))
        self.ui.add(TextEntry(str(self.seed), (x0 + cw // 2, y, cw // 4, rh), id="seed", font_size=fsz, max_len=9,
                              allowed=str.isdigit, on_change=self._set_seed))
        bh = style.px(50, size)
        bwid = style.px(200, size)
        self.ui.add(Button(self.t("common.back"), self.on_back, (pad, h - bh - pad, bwid, bh), id="back", font_size=fsz))
        self.ui.add(Button(self.t("setup.start"), self.start, (w - bwid - pad, h - bh - pad, bwid, bh), id="start",
                           kind="primary", font_size=fsz))
        # drop-downs last so their open lists draw over the rows below
        self.ui.widgets.sort(key=lambda wd: isinstance(wd, Dropdown))

    def _option_label(self, key: str, opt: Any) -> str:
        k = f"option.{self.game_id}.{key}"
        text = self.t(k)
        return text if text != k else (opt.description or key).capitalize()

    # ----- changes ---------------------------------------------------------------------
    def set_count(self, n: int) -> None:
        self.count = int(n)
        self.layout(self.size)

    def _set_option(self, key: str):
        def f(value: Any) -> None:
            self.option_values[key] = value
        return f

    def _set_seed(self, text: str) -> None:
        try:
            self.seed = int(text) if text else 0
        except ValueError:
            pass

    def cycle_colour(self, i: int) -> None:
        colours, _shapes = style.player_palette()
        used = {self.colours[j] for j in range(self.count) if j != i}
        c = self.colours[i]
        for _ in range(len(colours)):
            c = (c + 1) % len(colours)
            if c not in used:
                break
        self.colours[i] = c

    def start(self) -> None:
        n = self.count
        names = [(self.names[i].strip() or self.t("setup.default_name", n=i + 1)) for i in range(n)]
        try:
            self.app.new_match(self.game_id, n, self.kinds[:n], names, self.seed, dict(self.option_values),
                               self.colours[:n])
        except (ValueError, KeyError) as exc:
            self.app.show_dialog(self.t("common.error"), str(exc), [(self.t("common.ok"), None)])

    def handle_event(self, e: pygame.event.Event) -> bool:
        if super().handle_event(e):
            return True
        if e.type == pygame.MOUSEBUTTONUP and getattr(e, "button", 1) == 1:
            pos = getattr(e, "pos", None)
            for r, i in self.badges:
                if pos is not None and r.collidepoint(pos):
                    self.cycle_colour(i)
                    return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        size = self.size
        self.draw_title(surface, self.t("setup.title", game=self.game.spec.localized_name(self.lang)))
        colours, shapes = style.player_palette()
        for r, i in self.badges:
            c = colours[self.colours[i] % len(colours)]
            pygame.draw.rect(surface, style.SHELL["panel"], r, border_radius=r.h // 4)
            style.draw_badge(surface, r.center, int(r.h * 0.36), c, shapes[self.colours[i] % len(shapes)],
                             self.app.settings.shapes)
        if self.badges:
            r = self.badges[-1][0]
            style.blit_text(surface, self.t("setup.colour_hint"), style.fs(14, size), style.SHELL["ink_faint"],
                            (r.x, r.bottom + style.px(4, size)), max_width=size[0] - r.x - 10)

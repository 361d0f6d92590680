"""The table's layout: where the board, the side column, the panels, the log and the strip go.

Everything scales with the window (``style.px``); the board gets most of it, the side column
holds one panel per seat and the collapsible log, the strip runs along the bottom.
"""
from __future__ import annotations

import pygame

from game.ui import style
from game.ui.widgets import Button, ScrollPanel


class TableLayout:
    """Rectangles and the fixed buttons of the table frame (a part of ``TableScene``)."""

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.ctx.window_size = size
        self.ctx.lang = self.app.settings.lang
        w, h = size
        pad = style.px(12, size)
        self.pad = pad
        self.top_h = style.px(48, size)
        self.strip_h = style.px(70, size)
        side_w = int(max(style.px(220, size), min(w * 0.24, style.px(340, size))))
        side_w = min(side_w, max(80, w * 2 // 5))
        self.side = pygame.Rect(w - side_w - pad, self.top_h + pad, side_w, max(10, h - self.top_h - self.strip_h - 3 * pad))
        self.board = pygame.Rect(pad, self.top_h + pad, max(10, self.side.x - 2 * pad), self.side.h)
        self.strip = pygame.Rect(pad, h - self.strip_h - pad, max(10, w - 2 * pad), self.strip_h)
        n = self.match.num_players
        line_h = style.font(style.fs(14, size)).get_linesize()
        ph = style.px(8, size) + style.font(style.fs(18, size), True).get_linesize() + line_h * (1 + self.panel_lines_shown) + style.px(6, size)
        gap = style.px(10, size)
        max_panels_h = self.side.h * 7 // 10
        if n * (ph + gap) > max_panels_h:
            ph = max(style.px(40, size), max_panels_h // n - gap)
        self.panel_rects = [pygame.Rect(self.side.x, self.side.y + i * (ph + gap), self.side.w, ph) for i in range(n)]
        log_top = self.side.y + n * (ph + gap) + gap
        self.log_header = pygame.Rect(self.side.x, log_top, self.side.w, style.px(34, size))
        self.log_panel = ScrollPanel((self.side.x, self.log_header.bottom + 4, self.side.w,
                                      max(0, self.side.bottom - self.log_header.bottom - 4)), id="log",
                                     draw_content=self.draw_log, step=style.px(40, size), theme=self.th)
        self.log_wrap_key = ()
        self.view.layout(self.board)
        self._build_widgets()
        self._static = None

    def _build_widgets(self) -> None:
        size = self.size
        self.ui.clear()
        bh = style.px(34, size)
        bw = style.px(104, size)
        y = (self.top_h - bh) // 2 + style.px(4, size)
        x = self.size[0] - self.pad - bw
        fsz = style.fs(16, size)
        self.menu_btn = self.ui.add(Button(self.t("table.menu"), self.open_pause, (x, y, bw, bh), id="menu",
                                           font_size=fsz, theme=self.th))
        x -= bw + style.px(8, size)
        self.undo_btn = self.ui.add(Button(self.t("table.undo"), self.undo, (x, y, bw, bh), id="undo", font_size=fsz,
                                           theme=self.th))
        x -= bw + style.px(8, size)
        self.replay_btn = self.ui.add(Button(self.t("table.replay"), self.replay_last,
                                             (x - bw - style.px(8, size), y, bw, bh), id="replay", font_size=fsz,
                                             theme=self.th, tooltip=self._replay_tip()))
        self.rules_btn = self.ui.add(Button(self.t("table.rules"), self.open_rules, (x, y, bw, bh), id="rules",
                                            font_size=fsz, theme=self.th))
        self.hint_btn = self.ui.add(self.coach.make_button((x - 2 * (bw + style.px(8, size)), y, bw, bh), fsz, self.th))
        lh = self.log_header
        tb = style.px(28, size)
        self.log_btn = self.ui.add(Button("−" if self.log_open else "+", self.toggle_log,
                                          (lh.right - tb - 4, lh.centery - tb // 2, tb, tb), id="log_toggle",
                                          font_size=fsz, theme=self.th, kind="ghost",
                                          tooltip=self.t("table.log_toggle")))
        self.log_panel.visible = self.log_open
        self.ui.add(self.log_panel)
        self._build_choices()
        self._update_undo()

    def top_bar_left(self) -> int:
        """Where the top bar's buttons begin (the game's name and move count end before it)."""
        return min(self.replay_btn.rect.x, self.hint_btn.rect.x)

    def panel_rect(self, seat: int) -> pygame.Rect:
        """Where seat's panel is drawn now (the active seat's is lifted to the left)."""
        rect = self.panel_rects[seat]
        if seat == self.match.current_player:
            return rect.move(-style.px(10, self.size), -style.px(2, self.size))
        return rect

    def panel_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(len(self.panel_rects)):
            if self.panel_rect(seat).collidepoint(pos):
                return seat
        return None

    def panel_text_width(self) -> int:
        """The width a panel's count lines get (as ``draw_panels`` lays them out), or 0 before layout."""
        side = getattr(self, "side", None)
        if side is None:
            return 0
        size = self.size
        pad, br = style.px(12, size), style.px(17, size)
        text_x = pad + br + style.px(4, size) + br + style.px(10, size)
        return max(0, side.w - text_x - pad - style.px(22, size))

    def board_shadow(self, radius: int) -> pygame.Surface:
        """The board panel's drop shadow, kept by the table and rebuilt only when the board's
        size changes (the shared size cache may be cleared by many small shadows)."""
        key = (self.board.size, radius)
        if getattr(self, "_board_shadow", (None, None))[0] != key:
            self._board_shadow = (key, style.shadow(self.board.size, radius))
        return self._board_shadow[1]

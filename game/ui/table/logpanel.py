"""The game log panel of the table: the log's rows, their wrapping and drawing.

The log lines come from ``game.ui.gamelog.GameLog`` (one line per public step, round
separators); the panel wraps them to its width, keeps the newest line in view and can be folded.
"""
from __future__ import annotations

import pygame

from game.ui import style
from game.ui.gamelog import round_key


class LogPanel:
    """The collapsible game log in the side column (a part of ``TableScene``)."""

    def _sync_log(self) -> None:
        m = self.match
        if self.gamelog.sync(m.states, m.steps, m.names, self.lang) or not self.log_rows:
            self.log_lines = self.gamelog.step_lines()
            self.log_rows = self.gamelog.rows(lambda n: self.t(self._round_key(), n=n))
        self.log_wrap_key = ()
        self._wrapped_log()  # wrapped and scrolled now: the next frame shows the newest line whole

    def _round_key(self) -> str:
        return round_key(self.game, self.lang)

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.log_btn.text = "−" if self.log_open else "+"
        self.log_panel.visible = self.log_open

    def draw_log_header(self, surface: pygame.Surface) -> None:
        size = self.size
        r = self.log_header
        if r.bottom > self.side.bottom + 4:
            return
        style.blit_text(surface, self.t("table.log"), style.fs(16, size), self.th["ink_soft"], (r.x + style.px(4, size), r.centery),
                        "midleft", bold=True, max_width=r.w - style.px(40, size))

    def _log_fs(self) -> int:
        """The log's text size: 14 px at 720 p, growing at half the window's rate, so a
        larger window shows more lines rather than the same lines larger."""
        k = style.ui_scale(self.size)
        return max(14, int(round(14 * (1 + (k - 1) * 0.5)))) if k > 1 else style.fs(14, self.size)

    def _wrapped_log(self) -> list[tuple[str, str]]:
        size = self.size
        f = self._log_fs()
        key = (len(self.log_rows), self.log_panel.rect.w, f, self.lang)
        if key != self.log_wrap_key:
            out: list[tuple[str, str]] = []
            width = self.log_panel.rect.w - style.px(24, size)
            for kind, line in self.log_rows:
                if kind == "round":
                    out.append((kind, style.fit_text(line, f, width, bold=True)))
                    continue
                parts = style.wrap(line, f, width)
                out.extend([(kind, parts[0])] + [(kind, "  " + p) for p in parts[1:]])
            self.log_wrapped = out
            at_end = self.log_panel.offset >= self.log_panel.max_offset - 2
            self.log_panel.content_height = len(out) * style.font(f).get_linesize() + style.px(12, size)
            if at_end:
                self.log_panel.scroll_to_end()
            self.log_wrap_key = key
        return self.log_wrapped

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        size = self.size
        f = self._log_fs()
        lh = style.font(f).get_linesize()
        lines = self._wrapped_log()
        offset = self.log_panel.offset  # wrapping may just have scrolled to the newest line
        first = max(0, offset // lh - 1)
        y = rect.y + style.px(6, size) + first * lh - offset
        last_line = max((i for i, (k, _t) in enumerate(lines) if k == "line"), default=-1)
        for i in range(first, len(lines)):
            if y > rect.bottom:
                break
            kind, text = lines[i]
            if kind == "round":  # a separator: centred, gold leaf, between two faint rules
                img = style.text(text, f, self.th["accent"], True)
                cx = rect.x + rect.w // 2
                surface.blit(img, img.get_rect(midtop=(cx, y)))
                rule_y = y + lh // 2
                half = img.get_width() // 2 + style.px(8, size)
                for x0, x1 in ((rect.x + style.px(10, size), cx - half), (cx + half, rect.right - style.px(14, size))):
                    if x1 > x0:
                        pygame.draw.line(surface, self.th["edge"], (x0, rule_y), (x1, rule_y), 1)
            else:
                colour = self.th["ink"] if i >= last_line - 1 else self.th["ink_soft"]
                surface.blit(style.text(text, f, colour), (rect.x + style.px(10, size), y))
            y += lh
        if not lines:
            style.blit_text(surface, self.t("table.log_empty"), f, self.th["ink_soft"],
                            (rect.x + style.px(10, size), rect.y + style.px(8, size)), max_width=rect.w - 20)

"""The prompt strip: the current decision's prompt, its choices as buttons, a refused click's reason.

The strip along the bottom is tinted with the active seat's colour. It says what to decide
("Anna: Place an agent"), shows the choices that are not on the board as buttons, and under
the prompt the reason a click was refused.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import CHANCE, game_prompt
from game.engine.text import personalize
from game.ui import style
from game.ui.widgets import Button


def draw_warning_icon(surface: pygame.Surface, midleft: tuple[int, int], size: int, colour: Any) -> int:
    """A warning triangle with an exclamation mark, drawn as shapes (the bundled font has no
    warning sign glyph); returns the width it takes, gap included."""
    h = max(8, int(size * 0.9))
    w = int(h * 1.12)
    x, cy = midleft
    top = cy - h // 2
    pygame.draw.polygon(surface, colour, [(x + w / 2, top), (x + w, top + h), (x, top + h)])
    bar = max(2, h // 7)
    cx = x + w / 2
    pygame.draw.rect(surface, (255, 255, 255), (round(cx - bar / 2), top + h * 0.32, bar, h * 0.38))
    pygame.draw.rect(surface, (255, 255, 255), (round(cx - bar / 2), top + h * 0.76, bar, bar))
    return w + max(4, size // 3)

class PromptStrip:
    """The bottom strip: prompt, choice buttons, why-not line (a part of ``TableScene``)."""

    def _build_choices(self) -> None:
        for b in self.choice_buttons:
            if b in self.ui.widgets:
                self.ui.widgets.remove(b)
        self.choice_buttons = []
        choices = self.view.extra_choices() if self.view.acting is not None else []
        self.choice_sig = [(str(label), action) for label, action in choices]
        if not choices:
            return
        size = self.size
        bh = style.px(44, size)
        gap = style.px(10, size)
        fsz = style.fs(17, size)
        x = self.strip.right - style.px(14, size)
        seat = self.match.current_player
        tint = self.colours[seat] if 0 <= seat < len(self.colours) else None
        for i, (label, action) in enumerate(reversed(choices)):
            w = max(style.px(110, size), style.font(fsz, True).size(label)[0] + style.px(32, size))
            x -= w
            b = Button(label, (lambda a=action: self.submit(a)), (x, self.strip.centery - bh // 2, w, bh),
                       id=f"choice{len(choices) - 1 - i}", kind="primary", font_size=fsz, theme=self.th, tint=tint)
            self.ui.add(b)
            self.choice_buttons.append(b)
            x -= gap

    def _requery_choices(self) -> None:
        """A step of a gesture inside the view (a move previewed, a piece turned) may change the
        choices of the strip: ask the view again after every such step, not only on a new state."""
        try:
            want = self.view.extra_choices() if self.view.acting is not None else []
            sig = [(str(label), action) for label, action in want]
        except Exception:
            return
        if sig != getattr(self, "choice_sig", None):
            self._build_choices()

    def _prompt_text(self) -> str:
        m = self.match
        cp = m.current_player
        if m.is_over:
            return self.t("table.game_over")
        if cp == CHANCE:
            return self.t("table.rolling")
        name = m.names[cp]
        if not m.is_human(cp):
            return self.t("table.thinking", name=name)
        if self.needs_pass(cp):
            return self.t("table.waiting_pass", name=name)
        try:
            p = game_prompt(self.game, self.vs, self.lang)
        except Exception:
            p = ""
        p = personalize(p, m.names, self.lang)
        return f"{name}: {p}" if p else self.t("table.your_move", name=name)

    def draw_strip(self, surface: pygame.Surface) -> None:
        size = self.size
        m = self.match
        cp = m.current_player
        r = self.strip
        colour = self.colours[cp] if 0 <= cp < len(self.colours) else self.th["edge"]
        fill = style.mix(self.th["panel"], colour, 0.30 if cp >= 0 else 0.0)
        style.panel(surface, r, fill, colour, radius=style.px(14, size), shadow_offset=style.px(4, size),
                    width=max(2, style.px(2, size)))
        pad = style.px(16, size)
        x = r.x + pad
        if cp >= 0:
            br = max(6, min(style.px(18, size), r.h // 3))
            style.draw_badge(surface, (x + br, r.centery), br, colour, self.shapes[cp], self.app.settings.shapes)
            x += 2 * br + style.px(14, size)
        right = min((b.rect.x for b in self.choice_buttons), default=r.right - pad) - pad
        ink = style.ink_on(fill)
        prompt = self.prompt
        if self.thinking_seat is not None and cp == self.thinking_seat:
            prompt += "." * (1 + int(self.clock * 3) % 3)
        f1 = style.fs(21, size)
        msg = self.view.message
        if msg:
            style.blit_text(surface, prompt, f1, ink, (x, r.centery - style.px(2, size)), "bottomleft", bold=True,
                            max_width=max(0, right - x))
            warn = style.mix(ink, self.th["danger"], 0.55) if style.luminance(fill) < 0.2 else (120, 30, 20)
            warn = style.readable(warn, fill)  # the why-not line reads on any seat's tint (>= 4.5:1)
            f2 = style.fs(16, size)
            top = r.centery + style.px(2, size)
            icon_w = draw_warning_icon(surface, (x, top + style.font(f2).get_linesize() // 2), f2, warn)
            style.blit_text(surface, msg, f2, warn, (x + icon_w, top), "topleft",
                            max_width=max(0, right - x - icon_w))
        else:
            style.blit_text(surface, prompt, f1, ink, (x, r.centery), "midleft", bold=True, max_width=max(0, right - x))

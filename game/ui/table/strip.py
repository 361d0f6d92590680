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
from game.ui.choices import Choice, StripItem, complete_choices, menu_tip, plan_strip
from game.ui.widgets import Button
from game.ui.widgets.button import key_cap_width
from game.ui.widgets.menu import PopupMenu


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


def draw_info_icon(surface: pygame.Surface, midleft: tuple[int, int], size: int, colour: Any) -> int:
    """A small "i" in a ring (what the table did for the player); returns its width, gap included."""
    rad = max(5, int(size * 0.45))
    x, cy = midleft
    c = (x + rad, cy)
    pygame.draw.circle(surface, colour, c, rad, max(1, rad // 4))
    bar = max(2, rad // 3)
    pygame.draw.rect(surface, colour, (c[0] - bar // 2, cy - rad // 6, bar, rad * 2 // 3))
    pygame.draw.rect(surface, colour, (c[0] - bar // 2, cy - rad // 2 - bar // 2, bar, bar))
    return 2 * rad + max(4, size // 3)


def key_code(name: str) -> int | None:
    """The pygame key of a shortcut's name ("P", "Enter", "F2"), or None."""
    names = {"enter": "return", "esc": "escape", "del": "delete"}
    try:
        return pygame.key.key_code(names.get(name.lower(), name.lower()))
    except (ValueError, pygame.error):
        return None


def _same(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False


class PromptStrip:
    """The bottom strip: prompt, choice buttons, why-not line (a part of ``TableScene``)."""

    def strip_choices(self) -> list[Choice]:
        """The decision's choices as the strip shows them (see ``game.ui.choices``)."""
        if self.view.acting is None or self.in_replay:
            return []
        if self.view.busy and self.shown_seat() != self.view.acting:
            return []  # a playback presents the seat that acted: the next one's buttons come after it
        try:
            items = self.view.extra_choices()
        except Exception as exc:
            self.app._report(exc)
            items = []
        return complete_choices(items, self.game, self.vs, self.view.legal, self.lang, self.t("table.end_turn"))

    def _item_width(self, item: StripItem) -> int:
        size = self.size
        fsz = style.fs(17, size)
        key = item.choice.key if item.choice is not None else ""
        text_w = style.font(fsz, True).size(item.label)[0] + key_cap_width(key, fsz) + (fsz if item.menu else 0)
        return min(self.strip.w // 2, max(style.px(110, size), text_w + style.px(32, size)))

    def _row_fits(self, row: list[StripItem]) -> bool:
        """Whether the row of controls leaves the prompt its room (a third of the strip)."""
        gap = style.px(10, self.size)
        need = sum(self._item_width(i) + gap for i in row) + style.px(14, self.size)
        return need <= self.strip.w - max(style.px(300, self.size), self.strip.w // 3)

    def _build_choices(self) -> None:
        for w in self.choice_buttons + self.choice_menus:
            if w in self.ui.widgets:
                self.ui.widgets.remove(w)
        self.choice_buttons, self.choice_menus, self.choice_items = [], [], []
        choices = self.strip_choices()
        self.strip_choice_list = choices
        self.choice_sig = [(c.label, c.action) for c in choices]  # what the strip offers: (label, action)
        self.choice_key = [(c.label, c.action, c.tip, c.key, c.end_turn, c.group) for c in choices]
        if not choices:
            return
        size = self.size
        bh = style.px(44, size)
        gap = style.px(10, size)
        fsz = style.fs(17, size)
        items = plan_strip(choices, self.t("table.more_choices"), fits=self._row_fits)
        x = self.strip.right - style.px(14, size)
        seat = self.match.current_player
        tint = self.colours[seat] if 0 <= seat < len(self.colours) else None
        n = len(items)
        for i, item in enumerate(reversed(items)):
            w = self._item_width(item)
            x -= w
            rect = (x, self.strip.centery - bh // 2, w, bh)
            idx = n - 1 - i
            if item.choice is not None:
                c = item.choice
                b = Button(item.label, (lambda a=c.action: self.submit(a)), rect, id=f"choice{idx}", kind="primary",
                           font_size=fsz, theme=self.th, tint=tint, tooltip=item.tip, key_hint=c.key)
            else:
                menu = PopupMenu(item.menu, lambda ch: self.submit(ch.action), font_size=fsz, theme=self.th,
                                 id=f"choice{idx}.menu")
                b = Button(item.label, None, rect, id=f"choice{idx}", kind="primary", font_size=fsz, theme=self.th,
                           tint=tint, tooltip=menu_tip(item, lambda k: self.t("table.menu_more", n=k)), menu_hint=True)
                b.on_click = lambda m=menu, btn=b: self._toggle_menu(m, btn.rect)
                self.choice_menus.append(menu)
            self.ui.add(b)
            self.choice_buttons.append(b)
            self.choice_items.append(item)
            x -= gap
        self.choice_buttons.reverse()  # left to right, like choice_sig
        self.choice_items.reverse()
        for menu in self.choice_menus:  # after the buttons: an open menu is drawn over them
            self.ui.add(menu)

    def _toggle_menu(self, menu: PopupMenu, anchor: pygame.Rect) -> None:
        if menu.open:
            menu.close()
            return
        for other in self.choice_menus:
            other.close()
        menu.open_at(anchor)

    def _requery_choices(self) -> None:
        """A step of a gesture inside the view (a move previewed, a piece turned) may change the
        choices of the strip: ask the view again after every such step, not only on a new state."""
        try:
            want = self.strip_choices()
        except Exception:
            return
        key = [(c.label, c.action, c.tip, c.key, c.end_turn, c.group) for c in want]
        if key != getattr(self, "choice_key", None):
            self._build_choices()

    def strip_key(self, e: pygame.event.Event) -> bool:
        """A choice's shortcut (End turn's "P", or the key a view gave a choice) takes it."""
        if e.type != pygame.KEYDOWN or getattr(e, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        pressed = getattr(e, "key", None)
        for c in getattr(self, "strip_choice_list", []):
            if c.key and key_code(c.key) == pressed:
                self.submit(c.action)
                return True
        return False

    def strip_anchor(self, action: Any) -> pygame.Rect | None:
        """Where the strip offers ``action``: its button, or the button of the menu holding it."""
        for b, item in zip(self.choice_buttons, self.choice_items):
            if any(_same(action, a) for a in item.actions()):
                return pygame.Rect(b.rect)
        return None

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
        cp = self.shown_seat()  # mid-playback: the seat that acted, not yet the next one
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
        playing = getattr(self.view, "playback_prompt", None) if self.view.busy else None
        if playing is not None:  # a battle plays: say so, not the next decision
            try:
                prompt = str(playing()) or prompt
            except Exception:
                pass
        elif self.thinking_seat is not None and cp == self.thinking_seat:
            prompt += "." * (1 + int(self.clock * 3) % 3)
        f1 = style.fs(21, size)
        msg = self.view.message
        line = msg or self.forced_note
        if not line:
            style.blit_text(surface, prompt, f1, ink, (x, r.centery), "midleft", bold=True, max_width=max(0, right - x))
            return
        style.blit_text(surface, prompt, f1, ink, (x, r.centery - style.px(2, size)), "bottomleft", bold=True,
                        max_width=max(0, right - x))
        if msg:  # why the click was refused: warning colour, readable on any seat's tint (>= 4.5:1)
            colour = style.mix(ink, self.th["danger"], 0.55) if style.luminance(fill) < 0.2 else (120, 30, 20)
            colour = style.readable(colour, fill)
        else:  # what the table took for the player
            colour = ink
        f2 = style.fs(16, size)
        top = r.centery + style.px(2, size)
        mid = (x, top + style.font(f2).get_linesize() // 2)
        icon_w = draw_warning_icon(surface, mid, f2, colour) if msg else draw_info_icon(surface, mid, f2, colour)
        room = max(0, right - x - icon_w)
        if style.font(f2).size(line)[0] <= room:
            style.blit_text(surface, line, f2, colour, (x + icon_w, top), "topleft", max_width=room)
        else:  # too long for the room the buttons leave: the whole text in a bubble over the strip
            self.draw_strip_bubble(surface, line, colour if msg else self.th["ink"], bool(msg))

    def draw_strip_bubble(self, surface: pygame.Surface, text: str, colour: Any, warning: bool) -> None:
        """A line too long for the strip, shown whole just above it (the board's lower edge)."""
        size = self.size
        r = self.strip
        f = style.fs(16, size)
        pad = style.px(10, size)
        width = min(r.w - 2 * pad, style.px(760, size))
        lines = style.wrap(text, f, width - 2 * pad - f * 2)[:4]
        lh = style.font(f).get_linesize()
        h = lh * len(lines) + 2 * pad
        w = max(style.font(f).size(t)[0] for t in lines) + 2 * pad + f * 2
        box = pygame.Rect(r.x + style.px(12, size), r.y - h - style.px(6, size), w, h)
        fill = style.mix(self.th["panel"], (0, 0, 0), 0.15)
        edge = self.th["danger"] if warning else self.th["accent"]
        style.panel(surface, box, fill, edge, radius=style.px(10, size), shadow_offset=style.px(3, size))
        ink = style.readable(colour, fill)
        icon = draw_warning_icon if warning else draw_info_icon
        icon(surface, (box.x + pad, box.y + pad + lh // 2), f, ink)
        y = box.y + pad
        for t in lines:
            style.blit_text(surface, t, f, ink, (box.x + pad + f * 2, y))
            y += lh

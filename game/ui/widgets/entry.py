"""TextEntry: one line of text typed through TEXTINPUT events (so ő, ű and IME text work)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import style
from game.ui.widgets.base import Widget, event_pos


class TextEntry(Widget):
    def __init__(self, text: str = "", rect: Any = (0, 0, 0, 0), id: str = "", font_size: int = 18,
                 max_len: int = 40, on_change: Callable[[str], Any] | None = None,
                 on_submit: Callable[[str], Any] | None = None, placeholder: str = "",
                 allowed: Callable[[str], bool] | None = None, theme: dict | None = None) -> None:
        super().__init__(rect, id, "", theme)
        self.text = text
        self.font_size = font_size
        self.max_len = max_len
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder
        self.allowed = allowed
        self.focused = False
        self.cursor = len(text)
        self.blink = 0.0
        self.all_selected = False  # the whole text is selected: typing replaces it

    def focus(self, on: bool = True) -> None:
        if on == self.focused:
            return
        self.focused = on
        self.cursor = len(self.text)
        try:
            if on:
                pygame.key.start_text_input()
            # stop_text_input is left to the app: other entries may take focus next
        except pygame.error:
            pass

    def select_all(self) -> None:
        """Focus and select the whole text (a suggested name: typing replaces it)."""
        self.focus(True)
        self.all_selected = bool(self.text)
        self.cursor = len(self.text)

    def _take_selection(self) -> bool:
        """Delete the selected text; True if there was a selection."""
        if not self.all_selected:
            return False
        self.all_selected = False
        self.text, self.cursor = "", 0
        return True

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        self.cursor = len(self.text)

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def handle_event(self, e: pygame.event.Event) -> bool:
        pos = event_pos(e)
        if e.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(e, "button", 1) == 1:
            inside = self.rect.collidepoint(pos)
            if inside and self.enabled:
                self.focus(True)
                self.all_selected = False
                return True
            if self.focused:
                self.focus(False)
            return False
        if not self.focused or not self.enabled:
            return False
        if e.type == pygame.TEXTINPUT:
            new = "".join(ch for ch in str(getattr(e, "text", "")) if ch.isprintable())
            if self.allowed:
                new = "".join(ch for ch in new if self.allowed(ch))
            if new:
                self._take_selection()
            room = self.max_len - len(self.text)
            if new and room > 0:
                new = new[:room]
                self.text = self.text[: self.cursor] + new + self.text[self.cursor:]
                self.cursor += len(new)
                self._changed()
            return True
        if e.type == pygame.KEYDOWN:
            key = getattr(e, "key", 0)
            mod = getattr(e, "mod", 0)
            if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self._take_selection():
                self._changed()
            elif key == pygame.K_a and mod & pygame.KMOD_CTRL:
                self.all_selected = bool(self.text)
            elif key == pygame.K_BACKSPACE:
                if self.cursor > 0:
                    self.text = self.text[: self.cursor - 1] + self.text[self.cursor:]
                    self.cursor -= 1
                    self._changed()
            elif key == pygame.K_DELETE:
                if self.cursor < len(self.text):
                    self.text = self.text[: self.cursor] + self.text[self.cursor + 1:]
                    self._changed()
            elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END) and self.all_selected:
                self.all_selected = False
                self.cursor = 0 if key in (pygame.K_LEFT, pygame.K_HOME) else len(self.text)
            elif key == pygame.K_LEFT:
                self.cursor = max(0, self.cursor - 1)
            elif key == pygame.K_RIGHT:
                self.cursor = min(len(self.text), self.cursor + 1)
            elif key == pygame.K_HOME:
                self.cursor = 0
            elif key == pygame.K_END:
                self.cursor = len(self.text)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit:
                    self.on_submit(self.text)
            elif key == pygame.K_ESCAPE or key == pygame.K_TAB:
                self.focus(False)
                return key == pygame.K_TAB
            else:
                # printable keys arrive as TEXTINPUT; swallow their KEYDOWN so shortcuts don't fire
                return bool(getattr(e, "unicode", "")) and str(e.unicode).isprintable()
            return True
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w < 4 or self.rect.h < 4:
            return
        fill = style.mix(self.c("bg2"), self.c("panel"), 0.3)
        edge = self.c("accent") if self.focused else (style.mix(self.c("edge"), (255, 255, 255), 0.2)
                                                     if self.hovered else self.c("edge"))
        radius = max(3, self.rect.h // 5)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, edge, self.rect, 2 if self.focused else 1, border_radius=radius)
        pad = max(4, self.rect.h // 4)
        f = style.font(self.font_size)
        inner = self.rect.w - 2 * pad
        shown = self.text or (self.placeholder if not self.focused else "")
        colour = self.c("ink") if self.text else self.c("ink_faint")
        # keep the cursor visible: scroll left part off when too long
        start = 0
        if self.focused and f.size(self.text[: self.cursor])[0] > inner:
            while start < self.cursor and f.size(self.text[start: self.cursor])[0] > inner:
                start += 1
            shown = self.text[start:]
        shown = style.fit_text(shown, self.font_size, inner) if shown else ""
        ty = self.rect.centery - f.get_linesize() // 2
        if shown and self.focused and self.all_selected:
            sel = pygame.Rect(self.rect.x + pad - 2, ty, f.size(shown)[0] + 4, f.get_linesize())
            pygame.draw.rect(surface, style.mix(self.c("accent"), fill, 0.6), sel, border_radius=3)  # ink stays >= 4.5:1
        if shown:
            surface.blit(style.text(shown, self.font_size, colour), (self.rect.x + pad, ty))
        if self.focused and self.blink < 0.6:
            cx = self.rect.x + pad + f.size(self.text[start: self.cursor])[0]
            cx = min(cx, self.rect.right - pad)
            pygame.draw.line(surface, self.c("ink"), (cx, ty + 2), (cx, ty + f.get_linesize() - 2), 2)

"""The table's input: keys, clicks and what the mouse is over.

Esc opens the pause menu, Ctrl+Z undoes, Space skips the running animation, L folds the log,
F1 opens the rules (at the hovered component's entry); everything else goes to the game's view,
whose answer (an action) is submitted.
"""
from __future__ import annotations

import pygame

from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene


class TableInput:
    """Events of the table scene (a part of ``TableScene``)."""

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION and getattr(e, "pos", None) is not None:
            self.mouse = e.pos
        if e.type == pygame.MOUSEBUTTONDOWN and getattr(e, "pos", None) is not None:
            self.mouse = e.pos
            self.tip_clicked = (e.pos, self.hovered_component())  # a clicked target's tooltip goes away
        if self.coach.handle_event(e) or (self.guide is not None and self.guide.handle_event(e)):
            return True  # the hint's and the lesson's bubbles lie over the table
        if self.ui.handle_event(e):
            return True
        if self.in_replay and (e.type == pygame.KEYDOWN and getattr(e, "key", 0) in (pygame.K_SPACE, pygame.K_ESCAPE)
                               or e.type == pygame.MOUSEBUTTONDOWN
                               and self.board.collidepoint(getattr(e, "pos", (-1, -1)))):
            self.end_replay()
            return True
        if e.type == pygame.KEYDOWN:
            key = getattr(e, "key", 0)
            mod = getattr(e, "mod", 0)
            if key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if key == pygame.K_z and mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if key == pygame.K_SPACE:
                self.view.skip_animations()
                return True
            if key == pygame.K_l and not mod & pygame.KMOD_CTRL:
                self.toggle_log()
                return True
            if key == pygame.K_F1:
                self.open_rules(self.hovered_component())
                return True
            if self.strip_key(e):
                return True
        if e.type == pygame.MOUSEBUTTONDOWN and self.view.busy and self.board.collidepoint(getattr(e, "pos", (-1, -1))):
            self.view.skip_animations()
            return True
        try:
            action = self.view.handle_event(e)
        except Exception as exc:
            self.app._report(exc)
            return True
        if action is not None:
            self.submit(action)
            return True
        if e.type != pygame.MOUSEMOTION:
            self._requery_choices()
        return False

    def hovered_component(self) -> tuple[str, str] | None:
        """(title, full text) of what the mouse is over on the board or a panel, or None."""
        try:
            if self.board.collidepoint(self.mouse):
                info = self.view.hover_info(self.mouse)
            else:
                seat = self.panel_at(self.mouse)
                info = self.view.panel_hover(seat) if seat is not None else None
        except Exception:
            return None
        return (str(info[0]), str(info[1])) if info else None

    def open_pause(self) -> None:
        self.app.scenes.push(PauseScene(self.app, self))

    def open_rules(self, entry: tuple[str, str] | None = None) -> None:
        """The rules reference; over a component, opened at that component's own entry."""
        self.app.scenes.push(RulesScene(self.app, self.game.spec.id, overlay=True, entry=entry))

"""A modal dialog over the current scene (message + buttons; Esc or Enter answer it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.scene import Scene
from game.ui.scenes.base import dim
from game.ui.widgets import Dialog, Widget


class DialogScene(Scene):
    transparent = True
    name = "dialog"
    hides_overlays = True

    def __init__(self, app: Any, title: str, message: str,
                 buttons: Sequence[tuple[str, Callable[[], Any] | None]] | None = None,
                 extra: Sequence[Widget] = ()) -> None:
        super().__init__(app)
        specs = list(buttons or [(app.tr("common.ok"), None)])
        self.callbacks = [cb for _l, cb in specs]
        self.dialog = Dialog(title, message, [(label, self._answer(i)) for i, (label, _cb) in enumerate(specs)],
                             extra=extra)
        self.closed = False

    def _answer(self, i: int) -> Callable[[], None]:
        def go() -> None:
            if self.closed:
                return
            self.closed = True
            self.app.scenes.remove(self)
            cb = self.callbacks[i]
            if cb is not None:
                cb()
        return go

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.dialog.layout(size)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.dialog.handle_event(e):
            return True
        if e.type == pygame.KEYDOWN:
            key = getattr(e, "key", 0)
            if key == pygame.K_ESCAPE:
                self._answer(0)()  # the first button is the cautious one
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._answer(len(self.callbacks) - 1)()
        return True  # modal: nothing reaches the scene below

    def update(self, dt: float) -> None:
        self.dialog.update(dt)

    def ambient(self) -> bool:
        return any(getattr(w, "focused", False) for w in self.dialog.extra)  # a blinking cursor

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        self.dialog.draw(surface)

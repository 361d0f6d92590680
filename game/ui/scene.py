"""Scenes and the scene stack (Tuxemon ``State`` / Arcade ``View``).

The top scene gets events first. Drawing starts at the highest opaque scene and goes up, so
a transparent overlay (pause, dialog, game over) shows the scene below it, and an opaque one
(pass-the-screen) hides it completely: nothing below an opaque scene is drawn at all. An
overlay with ``hides_overlays`` (settings, load, a dialog) shows only the base scene under
it, never another overlay's buttons.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame


class SceneHost(Protocol):
    """What a scene needs of the program that runs it: settings, translation, the window size
    and the stack it lives on. ``game.ui.app.App`` is one; a scene never imports it (the
    scenes sit below the application, which imports them)."""

    settings: Any
    scenes: SceneStack

    @property
    def size(self) -> tuple[int, int]: ...

    def tr(self, key: str, **fmt: Any) -> str: ...


class Scene:
    transparent: bool = False
    # an overlay that hides the other overlays under it (settings over the pause menu shows
    # the dimmed table, not the pause menu's buttons through it)
    hides_overlays: bool = False
    name: str = "scene"

    def __init__(self, app: Any) -> None:
        self.app: Any = app  # a SceneHost; scenes also call the App's navigation (start_match, to_menu)
        self.size: tuple[int, int] = app.size

    # helpers
    @property
    def lang(self) -> str:
        return self.app.settings.lang

    def t(self, key: str, **fmt: Any) -> str:
        return self.app.tr(key, **fmt)

    @property
    def is_top(self) -> bool:
        return self.app.scenes.top is self

    # lifecycle
    def on_enter(self) -> None:
        self.layout(self.app.size)

    def on_exit(self) -> None:
        pass

    def on_resume(self) -> None:
        """Called when the scene above this one was popped."""
        if self.size != self.app.size:
            self.layout(self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        """(Re)build the layout for a window of ``size``; called on enter, resize, language change."""
        self.size = size

    def handle_event(self, e: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def fixed_update(self, dt: float) -> None:
        """Physics step at a fixed rate (the app's accumulator)."""

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # redraw policy (the app draws only when something changed or moves, see App.step)
    def animating(self) -> bool:
        """Something moves now (a tween, dice, a banner): draw at the full frame rate."""
        return False

    def ambient(self) -> bool:
        """A slow, endless effect (a pulsing glow, a blinking cursor): the idle frame rate
        (a few frames a second) is enough."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self):
        return iter(list(self.scenes))

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            was_top = scene is self.top
            self.scenes.remove(scene)
            scene.on_exit()
            if was_top and self.scenes:
                self.scenes[-1].on_resume()

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            old = self.scenes.pop()
            old.on_exit()
        return self.push(scene)

    def clear(self, then: Scene | None = None) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        if then is not None:
            self.push(then)

    def find(self, cls: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, cls):
                return s
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].transparent:
                start = i
                break
        shown = self.scenes[start:]
        for i in range(len(shown) - 1, 0, -1):
            if shown[i].transparent and shown[i].hides_overlays:
                return [shown[0], *shown[i:]]  # the base scene, then this overlay and above
        return shown

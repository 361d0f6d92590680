"""Drive the App with real pygame events, headless."""

from __future__ import annotations

import time

import pygame

from game.ui.app import App


def make_app(options=None, size=(1280, 720)) -> App:
    return App(options, size=size, headless=True)


def step(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def click(app: App, pos, button: int = 1, frames: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    step(app, frames)


def click_widget(app: App, wid: str, frames: int = 1) -> None:
    w = app.scenes.top.widget(wid)
    assert w is not None, f"no widget {wid!r} in {app.scenes.top.name}"
    assert w.enabled, f"widget {wid!r} is disabled"
    click(app, w.rect.center, frames=frames)


def key(app: App, k: int, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
    app.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    step(app, frames)


def type_text(app: App, text: str) -> None:
    app.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    step(app)


def names(app: App) -> list[str]:
    return [s.name for s in app.scenes]


def run_until(app: App, cond, max_frames: int = 3000, dt: float = 1 / 30, patience_s: float = 60.0) -> bool:
    """Step until ``cond()``: at most ``max_frames`` frames, then (a bot thinking in its own
    process on a slow machine) on at a slower pace until ``patience_s`` of wall-clock time."""
    end = time.monotonic() + patience_s
    for _frame in range(max_frames):
        if cond():
            return True
        app.step(dt)
    while not cond() and time.monotonic() < end:
        app.step(dt)
        time.sleep(0.005)
    return cond()


def wait_for_human(app: App, table, timeout_s: float = 120.0) -> None:
    """Step until a human seat may act (or the match is over). A bot thinks in its own process
    in wall-clock time (its first decision also pays that process's start-up), so frames alone
    are no measure: a fast frame loop can outrun a slow machine's bot."""
    end = time.monotonic() + timeout_s
    while table.acting_seat() is None and not table.match.is_over and time.monotonic() < end:
        if names(app)[-1] == "pass":
            click_widget(app, "confirm")
        app.step(1 / 60)
        time.sleep(0.002)

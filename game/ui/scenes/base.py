"""UIScene: a scene made of widgets, with the shell background, a title and tooltips."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import style
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup
from game.ui.widgets.base import draw_tooltip

_BACKGROUNDS: dict[tuple, pygame.Surface] = {}


def background(size: tuple[int, int], top: tuple[int, int, int] = style.SHELL["bg"],
               bottom: tuple[int, int, int] = style.SHELL["bg2"]) -> pygame.Surface:
    """A vertical gradient with a faint diagonal weave, cached per size and colours."""
    key = (size, top, bottom)
    surf = _BACKGROUNDS.get(key)
    if surf is None:
        w, h = max(1, size[0]), max(1, size[1])
        small = pygame.Surface((1, 64))
        for y in range(64):
            small.set_at((0, y), style.mix(top, bottom, y / 63))
        surf = pygame.transform.smoothscale(small, (w, h)).convert() if pygame.display.get_surface() else \
            pygame.transform.smoothscale(small, (w, h))
        weave = pygame.Surface((w, h), pygame.SRCALPHA)
        step = max(12, h // 30)
        for x in range(-h, w, step):
            pygame.draw.line(weave, (255, 255, 255, 6), (x, 0), (x + h, h))
        surf.blit(weave, (0, 0))
        if len(_BACKGROUNDS) > 12:
            _BACKGROUNDS.clear()
        _BACKGROUNDS[key] = surf
    return surf


class UIScene(Scene):
    title_key: str = ""

    def item_setter(self, attr: str, index: int) -> Any:
        """A callback that stores a widget's value into ``self.<attr>[index]`` (looked up
        at call time, so a list replaced later still receives it)."""
        return lambda value: getattr(self, attr).__setitem__(index, value)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.ui = WidgetGroup()

    def button(self, key_or_text: str, cb: Any, rect: Any, id: str, kind: str = "normal", raw: bool = False,
               **kw: Any) -> Button:
        label = key_or_text if raw else self.t(key_or_text)
        b = Button(label, cb, rect, id=id, kind=kind, font_size=style.fs(18, self.size), **kw)
        self.ui.add(b)
        return b

    def widget(self, id: str) -> Any:
        return self.ui.get(id)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.ui.handle_event(e):
            return True
        if e.type == pygame.KEYDOWN and getattr(e, "key", 0) == pygame.K_ESCAPE:
            return self.on_back()
        return False

    def on_back(self) -> bool:
        if len(self.app.scenes) > 1:
            self.app.scenes.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def ambient(self) -> bool:
        """A focused text field blinks its cursor: redraw at the idle frame rate."""
        return any(getattr(w, "focused", False) for w in self.ui.widgets)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(background(self.size), (0, 0))

    def draw_title(self, surface: pygame.Surface, text: str, y: int | None = None) -> int:
        size = self.size
        f = style.fs(34, size)
        y = style.px(36, size) if y is None else y
        r = style.blit_text(surface, text, f, style.SHELL["ink"], (size[0] // 2, y), "midtop", bold=True,
                            max_width=size[0] - 20)
        pygame.draw.line(surface, style.SHELL["accent"], (size[0] // 2 - style.px(40, size), r.bottom + style.px(6, size)),
                         (size[0] // 2 + style.px(40, size), r.bottom + style.px(6, size)), max(1, style.px(3, size)))
        return r.bottom + style.px(18, size)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.transparent:
            self.draw_background(surface)
        self.draw_content(surface)
        self.ui.draw(surface)
        tip = self.ui.tooltip()
        if tip:
            draw_tooltip(surface, tip[0], tip[1], style.fs(15, self.size))

    def draw_content(self, surface: pygame.Surface) -> None:
        pass


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is under an overlay."""
    key = ("dim", surface.get_size(), alpha)
    veil = _BACKGROUNDS.get(key)  # type: ignore[arg-type]
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((8, 10, 12, alpha))
        _BACKGROUNDS[key] = veil  # type: ignore[index]
    surface.blit(veil, (0, 0))


def column(size: tuple[int, int], n: int, top: int, width_base: int = 340, h_base: int = 50,
           gap_base: int = 12) -> list[pygame.Rect]:
    """``n`` centred button rects stacked from ``top``, squeezed to fit short windows."""
    w = min(size[0] - 20, style.px(width_base, size))
    h = style.px(h_base, size)
    gap = style.px(gap_base, size)
    avail = size[1] - top - style.px(20, size)
    if n and (h + gap) * n > avail:
        h = max(14, avail // n - 4)
        gap = 4
    x = (size[0] - w) // 2
    return [pygame.Rect(x, top + i * (h + gap), w, h) for i in range(n)]

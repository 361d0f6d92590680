"""Shared setup for the game views' table tests (one copy instead of one per game).

A view under test is built as the table builds it: a ``ViewContext`` with the seats' names,
Okabe-Ito colours and shapes, a settings stand-in (animation speed, shapes on), laid out in the
board area that ``game/ui/scenes/table.py`` gives it. The helpers send the pointer events the
table sends, collect the texts a paint module records, and play animations out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.ui.game_view import ViewContext
from game.ui.render.tokens import PLAYER_COLOURS, PLAYER_SHAPES

NAMES = ("Anna", "Bence", "Csilla", "Dani", "Emese", "Ferenc")


def board_rect(w: int, h: int) -> pygame.Rect:
    """The table's board area for a window of w x h (as game/ui/scenes/table.py lays it out)."""
    k = max(0.45, min(h / 720.0, w / 1100.0, 3.0))
    side_w = int(max(220 * k, min(w * 0.24, 340 * k)))
    pad, top, strip = int(12 * k), int(48 * k), int(70 * k)
    return pygame.Rect(pad, top + pad, w - side_w - 3 * pad, h - top - strip - 3 * pad)


def settings(anim: float = 1.0, shapes: bool = True) -> SimpleNamespace:
    """What a view reads of the player's settings."""
    return SimpleNamespace(anim_factor=anim, shapes=shapes)


def make_ctx(game: Any, n: int, size: tuple[int, int] = (1280, 720), lang: str = "en", anim: float = 1.0,
             names: Iterable[str] | None = None, **extra: Any) -> ViewContext:
    """A context for ``n`` human seats (names default to Anna, Bence, ...); ``extra`` passes
    other ViewContext fields (tr, sound, fonts)."""
    names = list(names) if names is not None else list(NAMES[:n])
    return ViewContext(game=game, names=names, seats=["human"] * n, colours=list(PLAYER_COLOURS[:n]),
                       shapes=list(PLAYER_SHAPES[:n]), lang=lang, window_size=size, settings=settings(anim),
                       **extra)


def make_view(view_cls: Callable[[ViewContext], Any], game: Any, n: int, size: tuple[int, int] = (1280, 720),
              lang: str = "en", anim: float = 1.0, rect: pygame.Rect | None = None, **ctx: Any) -> Any:
    """A ``view_cls`` for ``n`` seats, laid out in ``rect`` (default: the table's board area)."""
    pygame.init()
    v = view_cls(make_ctx(game, n, size, lang, anim, **ctx))
    v.layout(rect if rect is not None else board_rect(*size))
    return v


def hover(v: Any, pos: tuple[int, int]) -> Any:
    """The pointer moves to ``pos``."""
    return v.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(v: Any, pos: tuple[int, int], move: bool = True) -> Any:
    """A left click at ``pos`` (after moving there, as a real pointer does, unless ``move`` is
    False); returns what the view answers (an action or None)."""
    if move:
        hover(v, pos)
    return v.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def draw_texts(v: Any, size: tuple[int, int], paint: Any, caches: Iterable[Any] = ()) -> set[tuple[str, int]]:
    """The (text, size) pairs ``paint.TEXT_LOG`` records while ``v`` draws one frame
    (``caches`` are emptied first, so cached surfaces are drawn again)."""
    for cache in caches:
        cache.clear()
    paint.TEXT_LOG = set()
    try:
        v.draw(pygame.Surface(size))
        return paint.TEXT_LOG
    finally:
        paint.TEXT_LOG = None


def play_out(v: Any, limit: float = 3.0, dt: float = 1 / 60, size: tuple[int, int] | None = (1280, 720)) -> float:
    """Update (and draw, unless ``size`` is None) until the view is no longer busy or ``limit``
    seconds have passed; the seconds it took."""
    surface = pygame.Surface(size) if size is not None else None
    t = 0.0
    while v.busy and t < limit:
        v.update(dt)
        if surface is not None:
            v.draw(surface)
        t += dt
    return t


def show_match(v: Any, m: Any, prev: Any = None) -> None:
    """Give the view the match's position as the seat to move sees it (no seat to move: seat
    0's view, nothing to decide)."""
    m.advance()
    seat = m.current_player
    if seat is None or seat < 0:
        v.set_state(m.view_for(0), [], None, [], prev)
        return
    legal = m.legal_actions()
    v.set_state(m.view_for(seat), legal, seat if legal else None, [], prev)


@pytest.fixture(scope="module")
def display():
    """A small real display, for views that convert surfaces (use with
    ``pytestmark = pytest.mark.usefixtures("display")`` after importing it)."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield

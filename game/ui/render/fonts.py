"""Font loading and cached text surfaces.

Source Sans Pro comes from the PyPI package ``font_source_sans_pro`` (SIL OFL), so it
is a real dependency rather than a copied file. If it is missing we fall back to
pygame's bundled default font, which also covers Hungarian (ő, ű).
"""
from __future__ import annotations

import os
from collections import OrderedDict
from functools import lru_cache

import pygame

from .linebreak import wrap

_WEIGHT_FILES = {
    "regular": "SourceSansPro-Regular.ttf",
    "semibold": "SourceSansPro-Semibold.ttf",
    "bold": "SourceSansPro-Bold.ttf",
}

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def font_path(weight: str = "regular") -> str | None:
    """Path of the TTF for ``weight`` or None when the package is unavailable."""
    try:
        import font_source_sans_pro  # type: ignore[import-untyped]
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(font_source_sans_pro.__file__), "files", _WEIGHT_FILES[weight])
    return path if os.path.exists(path) else None


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


_quit_hook_armed = False


def _arm_quit_hook() -> None:
    """Fonts die with ``pygame.quit()``: forget every cached one when it happens.

    pygame calls a registered quit function once and then drops it, so the hook is armed
    again whenever a font is cached after a quit."""
    global _quit_hook_armed
    if not _quit_hook_armed:
        pygame.register_quit(forget_fonts)
        _quit_hook_armed = True


def forget_fonts() -> None:
    global _quit_hook_armed
    _quit_hook_armed = False
    _load.cache_clear()


@lru_cache(maxsize=256)
def _load(weight: str, size: int) -> pygame.font.Font:
    _ensure_init()
    _arm_quit_hook()
    path = font_path(weight)
    if path is not None:
        try:
            return pygame.font.Font(path, size)
        except (OSError, pygame.error):
            pass
    font = pygame.font.Font(None, size)
    font.bold = weight != "regular"
    return font


def get_font(size: int, bold: bool = False, weight: str | None = None) -> pygame.font.Font:
    """Font of ``size`` px; ``weight`` ("regular"/"semibold"/"bold") overrides ``bold``."""
    chosen = weight or ("bold" if bold else "regular")
    if chosen not in _WEIGHT_FILES:
        raise ValueError(f"unknown font weight {chosen!r}")
    return _load(chosen, max(1, int(size)))


_TEXT_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 2048


def render_text(text: str, size: int, colour: Colour, bold: bool = False,
                weight: str | None = None) -> pygame.Surface:
    """Anti-aliased text surface, cached (LRU) so per-frame drawing never re-renders."""
    key = (text, int(size), tuple(colour), bold, weight)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    surf = get_font(size, bold, weight).render(text, True, colour)
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_MAX:
        _TEXT_CACHE.popitem(last=False)
    return surf


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; keeps explicit newlines; over-long words break with a hyphen
    (``linebreak.wrap``, shared by every game)."""
    return wrap(text, font, width)

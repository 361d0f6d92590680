"""Tooltip panel: title + wrapped body near the mouse, kept inside the window.

Sizes are given at 1280x720 and scale with the window height; body text is >= 16 px
there and the default colours have a contrast ratio well above 4.5:1.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from .effects import contrast_ratio, soft_shadow
from .fonts import get_font, wrap_text

RGB = tuple[int, int, int]

BACKGROUND: RGB = (28, 30, 36)
TITLE_INK: RGB = (255, 226, 150)
BODY_INK: RGB = (236, 236, 240)
BORDER: RGB = (96, 102, 116)

_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def ui_scale(surface: pygame.Surface) -> float:
    """1.0 at 720 px high, growing with the window."""
    return max(0.75, surface.get_height() / 720)


def tooltip_surface(title: str, body: str, width: int = 340, scale: float = 1.0,
                    accent: RGB | None = None) -> pygame.Surface:
    """The panel (shadow included), cached by content and scale."""
    key = (title, body, width, round(scale, 2), accent)
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    pad = int(12 * scale)
    inner_w = int(width * scale) - 2 * pad
    title_font = get_font(int(20 * scale), bold=True)
    body_font = get_font(int(17 * scale))
    title_lines = wrap_text(title, title_font, inner_w) if title else []
    body_lines = wrap_text(body, body_font, inner_w) if body else []
    line_h = body_font.get_linesize()
    h = pad * 2 + len(title_lines) * title_font.get_linesize() + len(body_lines) * line_h
    if title_lines and body_lines:
        h += int(6 * scale)
    w = int(width * scale)
    # shrink to the widest line for short tooltips
    widest = max([title_font.size(t)[0] for t in title_lines] + [body_font.size(t)[0] for t in body_lines] + [40])
    w = min(w, widest + 2 * pad)
    blur = int(8 * scale)
    shadow = soft_shadow((w, h), int(8 * scale), blur, 140)
    off = blur * 2
    surf = pygame.Surface((w + off * 2, h + off * 2), pygame.SRCALPHA)
    surf.blit(shadow, (0, int(3 * scale)))
    panel = pygame.Rect(off, off, w, h)
    pygame.draw.rect(surf, (*BACKGROUND, 246), panel, border_radius=int(8 * scale))
    pygame.draw.rect(surf, accent or BORDER, panel, max(1, int(1.5 * scale)), border_radius=int(8 * scale))
    y = off + pad
    for line in title_lines:
        surf.blit(title_font.render(line, True, TITLE_INK), (off + pad, y))
        y += title_font.get_linesize()
    if title_lines and body_lines:
        pygame.draw.line(surf, BORDER, (off + pad, y + 2 * scale), (off + w - pad, y + 2 * scale))
        y += int(6 * scale)
    for line in body_lines:
        surf.blit(body_font.render(line, True, BODY_INK), (off + pad, y))
        y += line_h
    _CACHE[key] = surf
    if len(_CACHE) > 64:
        _CACHE.popitem(last=False)
    return surf


def tooltip_rect(panel_size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect,
                 offset: tuple[int, int] = (18, 22)) -> pygame.Rect:
    """Place a panel below-right of the mouse, flipping/clamping to stay inside ``bounds``."""
    rect = pygame.Rect((mouse[0] + offset[0], mouse[1] + offset[1]), panel_size)
    if rect.right > bounds.right:
        rect.right = mouse[0] - offset[0] // 2
    if rect.bottom > bounds.bottom:
        rect.bottom = mouse[1] - offset[1] // 2
    return rect.clamp(bounds)


def draw_tooltip(surface: pygame.Surface, mouse: tuple[int, int], title: str, body: str = "",
                 width: int = 340, accent: RGB | None = None) -> pygame.Rect:
    """Draw a tooltip near ``mouse`` inside ``surface``; returns the panel's rect."""
    scale = ui_scale(surface)
    img = tooltip_surface(title, body, width, scale, accent)
    off = int(8 * scale) * 2
    inner = (img.get_width() - 2 * off, img.get_height() - 2 * off)
    rect = tooltip_rect(inner, mouse, surface.get_rect())
    surface.blit(img, (rect.x - off, rect.y - off))
    return rect


class Tooltip:
    """A tooltip bound to content; ``draw`` each frame while hovering."""

    def __init__(self, title: str, body: str = "", width: int = 340, accent: RGB | None = None) -> None:
        self.title, self.body, self.width, self.accent = title, body, width, accent

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> pygame.Rect:
        return draw_tooltip(surface, mouse, self.title, self.body, self.width, self.accent)


assert contrast_ratio(BODY_INK, BACKGROUND) >= 4.5 and contrast_ratio(TITLE_INK, BACKGROUND) >= 4.5

"""Shared look of the shell: colours, sizes that scale with the window, text and badges.

Sizes are given at the 1280x720 reference and scaled by the window height (never below the
minimum, so text stays readable at 14 px at 1280x720 and above). Text goes through the
renderers' cached ``render_text`` when present, so per-frame drawing never re-renders glyphs.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence

import pygame

try:  # the renderers' fonts (Source Sans Pro from PyPI, cached)
    from game.ui.render.fonts import get_font as _get_font
except ImportError:  # pragma: no cover - only before the renderers exist
    _get_font = None

RGB = tuple[int, int, int]

# The shell's own theme (menus, setup, dialogs): a calm dark slate table with warm brass accents.
SHELL: dict[str, RGB] = {
    "bg": (27, 34, 40),
    "bg2": (18, 23, 28),
    "panel": (40, 49, 57),
    "panel_hi": (52, 63, 73),
    "edge": (78, 92, 104),
    "ink": (236, 232, 222),
    "ink_soft": (168, 176, 182),
    "ink_faint": (118, 128, 136),
    "accent": (222, 176, 92),
    "accent_ink": (30, 24, 14),
    "danger": (214, 96, 78),
    "danger_ink": (242, 140, 122),  # error text on the shell's dark panels (>= 4.5:1)
    "ok": (96, 186, 130),
    "board": (33, 41, 48),
    "shadow": (0, 0, 0),
}

# Okabe-Ito: colour-blind-safe player colours; every seat also carries a shape.
OKABE_ITO: list[RGB] = [
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (204, 121, 167),  # reddish purple
]
SHAPES: list[str] = ["circle", "square", "triangle", "diamond", "hexagon", "star"]


def player_palette() -> tuple[list[RGB], list[str]]:
    """Player colours and shapes: the renderers' tokens module when it exists, else ours."""
    try:
        from game.ui.render import tokens  # type: ignore[attr-defined]

        colours = [tuple(c)[:3] for c in tokens.PLAYER_COLOURS]  # type: ignore[attr-defined]
        shapes = list(tokens.PLAYER_SHAPES)  # type: ignore[attr-defined]
        if colours and shapes:
            return colours, shapes  # type: ignore[return-value]
    except Exception:
        pass
    return list(OKABE_ITO), list(SHAPES)


def ui_scale(size: Sequence[int]) -> float:
    """Scale factor against 1280x720, by height but bounded by width for very narrow windows."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    return max(0.45, min(h / 720.0, w / 1100.0, 3.0))


def fs(base: float, size: Sequence[int]) -> int:
    """A font size: ``base`` px at 720 px high, scaled, never below 12 px (the smallest
    window, 960x600, would otherwise shrink 14 px text to 11)."""
    return max(12, int(round(base * ui_scale(size))))


def px(base: float, size: Sequence[int]) -> int:
    return max(1, int(round(base * ui_scale(size))))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    if _get_font is not None:
        return _get_font(size, bold)
    return _fallback_font(int(size), bool(bold))


_FALLBACK: dict[tuple[int, bool], pygame.font.Font] = {}


def _fallback_font(size: int, bold: bool) -> pygame.font.Font:
    key = (size, bold)
    if key not in _FALLBACK:
        if not pygame.font.get_init():
            pygame.font.init()
        if not _FALLBACK:
            pygame.register_quit(_FALLBACK.clear)  # these fonts die with pygame.quit()
        f = pygame.font.Font(None, size)
        f.bold = bold
        _FALLBACK[key] = f
    return _FALLBACK[key]


_TEXT: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def text(s: str, size: int, colour: Sequence[int], bold: bool = False) -> pygame.Surface:
    """Cached anti-aliased text surface (LRU of 3000 entries)."""
    key = (s, int(size), tuple(colour), bool(bold))
    surf = _TEXT.get(key)
    if surf is not None:
        _TEXT.move_to_end(key)
        return surf
    surf = font(size, bold).render(s, True, tuple(colour)[:3])
    _TEXT[key] = surf
    if len(_TEXT) > 3000:
        _TEXT.popitem(last=False)
    return surf


def fit_text(s: str, size: int, width: int, bold: bool = False) -> str:
    """Shorten ``s`` with an ellipsis until it fits ``width`` pixels."""
    f = font(size, bold)
    if width <= 0:
        return ""
    if f.size(s)[0] <= width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…" if lo else ""


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Word wrap; over-long words break with a hyphen (the shared ``render.textfit``)."""
    from game.ui.render.textfit import wrap as _wrap

    return _wrap(s, font(size, bold), max(8, width))


def blit_text(surface: pygame.Surface, s: str, size: int, colour: Sequence[int], pos: tuple[int, int],
              anchor: str = "topleft", bold: bool = False, max_width: int | None = None) -> pygame.Rect:
    if max_width is not None:
        s = fit_text(s, size, max_width, bold)
    surf = text(s, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    t = max(0.0, min(1.0, t))
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def luminance(c: Sequence[int]) -> float:
    def ch(v: float) -> float:
        v = v / 255.0
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def ink_on(bg: Sequence[int]) -> RGB:
    """Dark or light ink, whichever has the higher contrast on ``bg`` (>= 4.5 wherever possible;
    a fixed luminance threshold put white on light colours such as a pale diamond)."""
    dark, light = (20, 20, 24), (245, 243, 238)
    return dark if contrast_ratio(dark, bg) >= contrast_ratio(light, bg) else light


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(colour: Sequence[int], bg: Sequence[int], ratio: float = 4.5) -> RGB:
    """``colour`` moved towards white or black just enough to read on ``bg`` (body text:
    4.5:1), keeping its hue as far as possible (an army's blue on slate, an error line)."""
    c = (int(colour[0]), int(colour[1]), int(colour[2]))
    if contrast_ratio(c, bg) >= ratio:
        return c
    target = ink_on(bg)
    for i in range(1, 21):
        m = mix(c, target, i / 20)
        if contrast_ratio(m, bg) >= ratio:
            return m
    return target


_SHADOWS: dict[tuple[int, int, int, int], pygame.Surface] = {}


def shadow(size: tuple[int, int], radius: int, alpha: int = 90) -> pygame.Surface:
    """A soft drop shadow (a few stacked translucent rounded rects), cached by size."""
    key = (size[0], size[1], radius, alpha)
    surf = _SHADOWS.get(key)
    if surf is None:
        pad = max(2, radius // 2 + 4)
        surf = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
        steps = 5
        for i in range(steps):
            grow = pad - i * pad // steps
            r = pygame.Rect(pad - grow, pad - grow, size[0] + 2 * grow, size[1] + 2 * grow)
            pygame.draw.rect(surf, (0, 0, 0, alpha // steps), r, border_radius=radius + grow)
        if len(_SHADOWS) > 300:
            _SHADOWS.clear()
        _SHADOWS[key] = surf
    return surf


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int = 4, alpha: int = 90,
                covered: bool = False, surf: pygame.Surface | None = None) -> None:
    """Blit the soft shadow of ``rect`` (from the size cache, or ``surf`` when the caller keeps
    its own). ``covered``: the caller fills ``rect`` opaquely right after, so only the ring that
    stays visible is blitted; for the full-window board panel that is about a tenth of the
    pixels of the whole shadow (an alpha blit of the whole 1400x850 surface cost several ms a
    frame at 1920x1080)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    s = surf if surf is not None else shadow((rect.w, rect.h), radius, alpha)
    pad = (s.get_width() - rect.w) // 2
    dest = (rect.x - pad, rect.y - pad + offset)
    if not covered:
        surface.blit(s, dest)
        return
    for area in shadow_ring(s.get_size(), pad, offset, radius, rect.size):
        surface.blit(s, (dest[0] + area.x, dest[1] + area.y), area)


def shadow_ring(shadow_size: tuple[int, int], pad: int, offset: int, radius: int,
                size: tuple[int, int]) -> list[pygame.Rect]:
    """The parts of a shadow surface (in its own coordinates) not hidden by an opaque rounded
    rect of ``size`` and corner ``radius`` drawn over it: a band above and below (which hold
    the rounded corners) and a strip each side between them."""
    sw, sh = shadow_size
    w, h = size
    r = min(max(0, radius), w // 2, h // 2)
    top = max(0, min(sh, pad - offset + r))  # shadow rows above the panel's straight sides
    bottom = max(top, min(sh, pad - offset + h - r))  # first row below them
    parts = [pygame.Rect(0, 0, sw, top), pygame.Rect(0, bottom, sw, sh - bottom),
             pygame.Rect(0, top, pad, bottom - top), pygame.Rect(pad + w, top, sw - pad - w, bottom - top)]
    return [a for a in parts if a.w > 0 and a.h > 0]


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: Sequence[int], edge: Sequence[int] | None = None,
          radius: int = 10, shadow_offset: int = 0, width: int = 1, shadow_surf: pygame.Surface | None = None) -> None:
    """An opaque rounded panel with an optional drop shadow (only its visible ring is drawn)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow_offset:
        draw_shadow(surface, rect, radius, shadow_offset, covered=True, surf=shadow_surf)  # draw.rect overwrites
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


def shape_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = center
    if shape == "square":
        k = r * 0.85
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)) + r * 0.15)
                for a in (-90, 30, 150)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "hexagon":
        return [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + 36 * i)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    return []


def draw_shape(surface: pygame.Surface, shape: str, center: tuple[float, float], r: float,
               colour: Sequence[int], outline: Sequence[int] | None = None) -> None:
    if r < 1:
        return
    if shape == "circle" or shape not in SHAPES:
        pygame.draw.circle(surface, colour, (int(center[0]), int(center[1])), int(r))
        if outline is not None:
            pygame.draw.circle(surface, outline, (int(center[0]), int(center[1])), int(r), max(1, int(r // 8)))
        return
    pts = shape_points(shape, center, r)
    pygame.draw.polygon(surface, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, max(1, int(r // 8)))


def draw_badge(surface: pygame.Surface, center: tuple[int, int], r: int, colour: Sequence[int], shape: str,
               show_shape: bool = True) -> None:
    """A seat badge: a disc of the seat colour with its shape in dark ink on it."""
    if r < 2:
        return
    pygame.draw.circle(surface, (0, 0, 0), (center[0], center[1] + max(1, r // 8)), r)
    pygame.draw.circle(surface, colour, center, r)
    pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.45), center, r, max(1, r // 9))
    if show_shape:
        draw_shape(surface, shape, center, r * 0.5, ink_on(colour))


def reset_caches() -> None:
    """Forget fonts and text surfaces (after pygame.quit() + init() they are invalid)."""
    _TEXT.clear()
    _FALLBACK.clear()
    _SHADOWS.clear()
    try:
        from game.ui.render import fonts as _fonts

        _fonts._load.cache_clear()
        getattr(_fonts, "_TEXT_CACHE", {}).clear()
    except Exception:
        pass

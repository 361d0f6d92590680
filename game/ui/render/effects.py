"""Small drawing helpers shared by the renderers: colours, gradients, soft shadows,
anti-aliased polygons. Everything expensive returns a surface meant to be cached."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

import pygame

RGB = tuple[int, int, int]
Point = tuple[float, float]


def to_rgb(colour: object) -> RGB:
    """Accept '#rrggbb', (r, g, b[, a]) or pygame.Color."""
    c = pygame.Color(colour)  # type: ignore[arg-type]
    return (c.r, c.g, c.b)


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def lighten(c: Sequence[int], t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def darken(c: Sequence[int], t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def luminance(c: Sequence[int]) -> float:
    """WCAG relative luminance."""
    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (ch(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_for(background: Sequence[int]) -> RGB:
    """Near-black or near-white, whichever reads better on ``background``."""
    dark, light = (24, 24, 28), (250, 250, 250)
    return dark if contrast_ratio(dark, background) >= contrast_ratio(light, background) else light


def vertical_gradient(size: tuple[int, int], top: Sequence[int], bottom: Sequence[int]) -> pygame.Surface:
    """Cheap gradient: a 1-pixel-wide column scaled to ``size``."""
    w, h = max(1, size[0]), max(1, size[1])
    column = pygame.Surface((1, h))
    for y in range(h):
        column.set_at((0, y), mix(top, bottom, y / max(1, h - 1)))
    return pygame.transform.scale(column, (w, h))


def aa_polygon(surface: pygame.Surface, points: Sequence[Point], colour: Sequence[int],
               width: int = 0) -> None:
    """Filled (width 0) or outlined polygon with anti-aliased edges."""
    if width == 0:
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.aalines(surface, colour, True, points)
    else:
        pygame.draw.polygon(surface, colour, points, width)
        pygame.draw.aalines(surface, colour, True, points)


def supersample(draw: callable, size: tuple[int, int], factor: int = 3) -> pygame.Surface:
    """Call ``draw(surface, factor)`` on a surface ``factor`` times larger, then
    smoothscale down: gives anti-aliased fills for shapes pygame can't AA itself."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    draw(big, factor)
    return pygame.transform.smoothscale(big, size)


@lru_cache(maxsize=128)
def soft_shadow(size: tuple[int, int], radius: int = 10, blur: int = 8, alpha: int = 110) -> pygame.Surface:
    """Blurred rounded-rect shadow, padded by ``blur * 2`` on every side."""
    pad = blur * 2
    surf = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), (pad, pad, *size), border_radius=radius)
    return pygame.transform.gaussian_blur(surf, blur) if blur > 0 else surf


def polygon_shadow(points: Iterable[Point], blur: int = 6, alpha: int = 110) -> tuple[pygame.Surface, Point]:
    """Blurred polygon shadow and the offset of its top-left from the polygon's frame."""
    pts = list(points)
    pad = blur * 2 + 2
    min_x = min(p[0] for p in pts) - pad
    min_y = min(p[1] for p in pts) - pad
    w = int(max(p[0] for p in pts) - min_x + pad) + 1
    h = int(max(p[1] for p in pts) - min_y + pad) + 1
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(surf, (0, 0, 0, alpha), [(x - min_x, y - min_y) for x, y in pts])
    if blur > 0:
        surf = pygame.transform.gaussian_blur(surf, blur)
    return surf, (min_x, min_y)


def glow(points: Sequence[Point], colour: Sequence[int], width: int = 4, blur: int = 6) -> tuple[pygame.Surface, Point]:
    """A blurred, coloured outline (for highlighted legal targets)."""
    pad = blur * 2 + width + 2
    min_x = min(p[0] for p in points) - pad
    min_y = min(p[1] for p in points) - pad
    w = int(max(p[0] for p in points) - min_x + pad) + 1
    h = int(max(p[1] for p in points) - min_y + pad) + 1
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    local = [(x - min_x, y - min_y) for x, y in points]
    pygame.draw.polygon(surf, (*colour[:3], 90), local)
    pygame.draw.polygon(surf, (*colour[:3], 255), local, width * 2)
    surf = pygame.transform.gaussian_blur(surf, blur)
    pygame.draw.polygon(surf, (*lighten(colour, 0.35), 255), local, max(2, width // 2))
    pygame.draw.aalines(surf, (*lighten(colour, 0.35), 255), True, local)
    return surf, (min_x, min_y)


def noise_texture(size: tuple[int, int], base: Sequence[int], amount: int = 8, seed: int = 7) -> pygame.Surface:
    """A subtle speckled felt texture for table backgrounds (deterministic)."""
    import random
    rng = random.Random(seed)
    small = pygame.Surface((max(1, size[0] // 4), max(1, size[1] // 4)))
    small.fill(base)
    for x in range(small.get_width()):
        for y in range(small.get_height()):
            d = rng.randint(-amount, amount)
            small.set_at((x, y), tuple(max(0, min(255, v + d)) for v in base[:3]))
    return pygame.transform.smoothscale(small, size)

"""Drawing helpers of the Metro 2033 table: line colours, resource icons, hero figures,
small cards and text that records itself for the tests (``TEXT_LOG``)."""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import style
from game.ui.render.effects import darken, lighten
from game.ui.render.fonts import get_font, render_text
from game.ui.render.textfit import wrap

RGB = tuple[int, int, int]

# Moscow metro line colours (line number -> colour), the "lamps" of the dark tunnels.
LINE_COLOURS: dict[int, RGB] = {
    1: (228, 35, 19), 2: (79, 176, 79), 3: (0, 114, 186), 4: (30, 188, 239), 5: (145, 81, 51),
    6: (240, 126, 36), 7: (148, 62, 144), 8: (255, 205, 28), 9: (173, 172, 172), 10: (190, 209, 44),
}
POLIS_GOLD: RGB = (249, 168, 37)
HANSA_BROWN: RGB = (150, 98, 70)
RES_COLOURS: dict[str, RGB] = {"pig": (236, 150, 160), "mushroom": (222, 196, 150), "ammo": (214, 170, 60)}

TEXT_LOG: set[tuple[str, int]] | None = None  # when a set, every (string, size) drawn is recorded (tests)


def hex_rgb(h: str) -> RGB:
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def text(surface: pygame.Surface, s: str, size: int, colour: Sequence[int], pos: tuple[float, float],
         anchor: str = "topleft", bold: bool = False) -> pygame.Rect:
    if TEXT_LOG is not None:
        TEXT_LOG.add((s, int(size)))
    img = render_text(s, int(size), tuple(colour), bold=bold)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def shadow_text(surface: pygame.Surface, s: str, size: int, colour: Sequence[int], pos: tuple[float, float],
                anchor: str = "topleft", bold: bool = False) -> pygame.Rect:
    text(surface, s, size, (0, 0, 0), (pos[0] + 1, pos[1] + 1), anchor, bold)
    return text(surface, s, size, colour, pos, anchor, bold)


def block(surface: pygame.Surface, s: str, size: int, colour: Sequence[int], rect: pygame.Rect,
          bold: bool = False, max_lines: int = 99) -> int:
    """Wrapped text (never cut mid-word without a hyphen) inside ``rect``; returns the height used."""
    f = get_font(size, bold)
    lines = wrap(s, f, rect.w)[:max_lines]
    y = rect.y
    for line in lines:
        text(surface, line, size, colour, (rect.x, y), bold=bold)
        y += f.get_linesize()
    return y - rect.y


def line_h(size: int, bold: bool = False) -> int:
    return get_font(size, bold).get_linesize()


def res_icon(surface: pygame.Surface, res: str, centre: tuple[float, float], r: float) -> None:
    """A tiny drawn token: pig (pink snout), mushroom (cap and stem), ammo (brass cartridge);
    ``any`` (Polis) shows the three side by side in small."""
    x, y = centre
    r = max(3.0, r)
    if res == "any":
        for i, k in enumerate(("pig", "mushroom", "ammo")):
            res_icon(surface, k, (x + (i - 1) * r * 1.1, y), r * 0.6)
        return
    col = RES_COLOURS.get(res, (200, 200, 200))
    ink = (40, 30, 28)
    if res == "pig":
        pygame.draw.circle(surface, ink, (x, y), r + 1)
        pygame.draw.circle(surface, col, (x, y), r)
        pygame.draw.ellipse(surface, darken(col, 0.25), pygame.Rect(x - r * 0.5, y - r * 0.3, r, r * 0.7))
        for dx in (-0.2, 0.2):
            pygame.draw.circle(surface, ink, (x + dx * r, y + 0.05 * r), max(1, r * 0.12))
    elif res == "mushroom":
        stem = pygame.Rect(0, 0, max(2, r * 0.6), r)
        stem.midtop = (int(x), int(y))
        pygame.draw.rect(surface, ink, stem.inflate(2, 2), border_radius=2)
        pygame.draw.rect(surface, (240, 232, 210), stem, border_radius=2)
        cap = pygame.Rect(x - r, y - r * 0.8, r * 2, r * 1.6)
        pygame.draw.ellipse(surface, ink, cap.inflate(2, 2))
        pygame.draw.ellipse(surface, (190, 90, 60), cap)
        pygame.draw.circle(surface, (245, 235, 220), (x - r * 0.35, y - r * 0.3), max(1, r * 0.2))
    else:
        body = pygame.Rect(0, 0, max(3, r * 0.9), r * 1.9)
        body.center = (int(x), int(y))
        pygame.draw.rect(surface, ink, body.inflate(2, 2), border_radius=int(body.w // 2))
        pygame.draw.rect(surface, col, body, border_radius=int(body.w // 2))
        pygame.draw.line(surface, darken(col, 0.4), (body.left, body.centery + r * 0.2), (body.right - 1, body.centery + r * 0.2), 1)


def hero_figure(surface: pygame.Surface, base: tuple[float, float], h: float, colour: RGB, shape: str,
                wounded: bool, show_shape: bool = True) -> pygame.Rect:
    """A standing pawn in the seat's colour with its shape on the chest; a wounded hero carries
    a red cross. ``base`` is the bottom centre; returns the figure's rectangle."""
    x, y = base
    w = h * 0.62
    head_r = h * 0.2
    body = [(x - w / 2, y), (x + w / 2, y), (x + w * 0.28, y - h * 0.62), (x - w * 0.28, y - h * 0.62)]
    ink = (12, 12, 14)
    pygame.draw.polygon(surface, ink, [(px_ + (1 if px_ > x else -1), py) for px_, py in body])
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, ink, body, 1)
    hc = (x, y - h * 0.62 - head_r * 0.8)
    pygame.draw.circle(surface, ink, hc, head_r + 1)
    pygame.draw.circle(surface, lighten(colour, 0.15), hc, head_r)
    if show_shape:
        style.draw_shape(surface, shape, (x, y - h * 0.3), h * 0.16, style.ink_on(colour))
    if wounded:
        c = (x + w * 0.5, y - h * 0.85)
        s = max(3, h * 0.16)
        pygame.draw.circle(surface, (250, 250, 250), c, s * 1.3)
        pygame.draw.line(surface, (210, 30, 30), (c[0] - s, c[1]), (c[0] + s, c[1]), max(2, int(s * 0.6)))
        pygame.draw.line(surface, (210, 30, 30), (c[0], c[1] - s), (c[0], c[1] + s), max(2, int(s * 0.6)))
    return pygame.Rect(int(x - w / 2), int(y - h - head_r), int(w), int(h + head_r))


def card_box(surface: pygame.Surface, rect: pygame.Rect, title: str, sub: str, size: int, accent: RGB,
             hot: bool = False, lit: bool = False, face_up: bool = True, squeeze: float = 1.0) -> None:
    """A small card: a dark face with a coloured band, its name wrapped whole and one detail
    line; ``squeeze`` < 1 draws it narrowed around its centre (a flip in progress)."""
    r = rect.copy()
    if squeeze < 1.0:
        r.w = max(2, int(rect.w * abs(squeeze)))
        r.centerx = rect.centerx
    style.draw_shadow(surface, r, 8, offset=3, alpha=80)
    if not face_up:
        pygame.draw.rect(surface, (44, 40, 52), r, border_radius=8)
        pygame.draw.rect(surface, accent, r.inflate(-8, -8), 2, border_radius=6)
        if r.w > 20:
            pygame.draw.circle(surface, accent, r.center, min(r.w, r.h) // 6, 2)
        pygame.draw.rect(surface, lighten(accent, 0.3) if hot else (90, 90, 100), r, 2, border_radius=8)
        return
    pygame.draw.rect(surface, (30, 33, 40), r, border_radius=8)
    band = pygame.Rect(r.x, r.y, r.w, max(4, r.h // 10))
    pygame.draw.rect(surface, accent, band, border_top_left_radius=8, border_top_right_radius=8)
    if squeeze >= 0.999:
        inner = pygame.Rect(r.x + 6, band.bottom + 3, r.w - 12, r.h - band.h - 8)
        used = block(surface, title, size, (238, 234, 224), inner, bold=True, max_lines=3)
        if sub:
            block(surface, sub, size, (196, 200, 204), pygame.Rect(inner.x, inner.y + used + 2, inner.w, inner.h - used),
                  max_lines=2)
    edge = (255, 214, 102) if lit else (lighten(accent, 0.35) if hot else (84, 90, 100))
    pygame.draw.rect(surface, edge, r, 3 if lit else 2, border_radius=8)


def glow_ring(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: RGB, t: float) -> None:
    pulse = 0.5 + 0.5 * math.sin(t * 4.0)
    pygame.draw.aacircle(surface, colour, centre, r + 3 + 3 * pulse, 3)

"""The side column: HQ toughness tracks, the viewer's held tiles (with discard buttons and the
rotation control) and the other seats' held tiles (face down when the rules hide them)."""
from __future__ import annotations

import math

import pygame

from game.engine.core import HIDDEN
from game.ui.render.fonts import render_text

from . import theme as T
from . import tiles as TL
from .layout import TableLayout
from .theme import darken, lighten


def is_hidden(x) -> bool:
    return x is HIDDEN or repr(x) == "HIDDEN"


def text(surface, s: str, size: int, colour, pos, anchor: str = "topleft", bold: bool = False,
         max_w: int | None = None, min_size: int | None = None) -> pygame.Rect:
    """Text that fits ``max_w``: shrunk first (not below ``min_size``, by default 14 px or the
    size asked if smaller), cut with an ellipsis only as the last resort (its hover has it whole)."""
    img = render_text(s, size, tuple(colour), bold=bold)
    floor = min(size, 14) if min_size is None else min(size, min_size)
    while max_w is not None and img.get_width() > max_w and size > floor:
        size -= 1
        img = render_text(s, size, tuple(colour), bold=bold)
    if max_w is not None and img.get_width() > max_w:
        while len(s) > 2 and render_text(s + "…", size, tuple(colour), bold=bold).get_width() > max_w:
            s = s[:-1]
        img = render_text(s + "…", size, tuple(colour), bold=bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def hazard_bar(surface, rect: pygame.Rect) -> None:
    """A thin yellow/black hazard stripe band."""
    old = surface.get_clip()
    surface.set_clip(rect.clip(old) if old else rect)
    pygame.draw.rect(surface, T.HAZARD_BLACK, rect)
    step = max(6, rect.h)
    for x in range(rect.x - rect.h, rect.right, step * 2):
        pygame.draw.polygon(surface, T.HAZARD_YELLOW, [(x, rect.bottom), (x + step, rect.bottom),
                                                       (x + step + rect.h, rect.y), (x + rect.h, rect.y)])
    surface.set_clip(old)


def steel_panel(surface, rect: pygame.Rect, radius: int = 8, lit: bool = False, tint=None) -> None:
    base = T.mix(T.STEEL, tint, 0.25) if tint is not None else T.STEEL
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(surface, darken(base, 0.25), rect, border_radius=radius)
    pygame.draw.rect(surface, lighten(base, 0.3) if lit else lighten(base, 0.08), rect, 2 if lit else 1,
                     border_radius=radius)


def button(surface, rect: pygame.Rect, label: str, size: int, hot: bool = False, enabled: bool = True,
           accent=None) -> None:
    fill = (78, 86, 94) if enabled else (46, 50, 54)
    if hot and enabled:
        fill = lighten(fill, 0.15)
    if accent is not None and enabled:
        fill = T.mix(fill, accent, 0.45)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(1, 2), border_radius=6)
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    pygame.draw.rect(surface, lighten(fill, 0.35) if enabled else (70, 74, 78), rect, 1, border_radius=6)
    text(surface, label, size, T.INK if enabled else (130, 134, 138), rect.center, "center", bold=True,
         max_w=rect.w - 6)


def draw_arrow_icon(surface, rect: pygame.Rect, clockwise: bool, colour) -> None:
    cx, cy = rect.center
    r = rect.h * 0.28
    a0, a1 = (math.radians(200), math.radians(480)) if clockwise else (math.radians(-20), math.radians(260))
    pts = [(cx + r * math.cos(a0 + (a1 - a0) * i / 16), cy + r * math.sin(a0 + (a1 - a0) * i / 16)) for i in range(17)]
    pygame.draw.lines(surface, colour, False, pts, max(2, rect.h // 12))
    end = pts[-1]
    ang = a1 + (math.pi / 2 if clockwise else -math.pi / 2)
    size = rect.h * 0.16
    tip = (end[0] + math.cos(ang) * size, end[1] + math.sin(ang) * size)
    left = (end[0] + math.cos(ang + 2.3) * size, end[1] + math.sin(ang + 2.3) * size)
    right = (end[0] + math.cos(ang - 2.3) * size, end[1] + math.sin(ang - 2.3) * size)
    pygame.draw.polygon(surface, colour, [tip, left, right])


# ---------------------------------------------------------------- HQ tracks
_TRACK_CACHE: dict[tuple, pygame.Surface] = {}


def track_surface(army: str, hp: int, w: int, h: int, active: bool, eliminated: bool) -> pygame.Surface:
    key = (army, hp, w, h, active, eliminated)
    img = _TRACK_CACHE.get(key)
    if img is not None:
        return img
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = T.army_colour(army)
    bar = pygame.Rect(h + 4, h // 5, w - h - 4 - int(h * 1.5), h - 2 * (h // 5))
    pygame.draw.rect(img, (14, 16, 18), bar.inflate(4, 4), border_radius=4)
    seg = bar.w / 20
    for k in range(20):
        r = pygame.Rect(int(bar.x + k * seg) + 1, bar.y, max(1, int(seg) - 1), bar.h)
        if k < hp:
            col = lighten(colour, 0.1) if k % 5 != 4 else lighten(colour, 0.35)
            pygame.draw.rect(img, col, r)
            pygame.draw.line(img, lighten(colour, 0.5), r.topleft, r.topright)
        else:
            pygame.draw.rect(img, (44, 40, 40), r)
    c = (h // 2, h // 2)
    pygame.draw.circle(img, darken(colour, 0.5), c, h // 2)
    pygame.draw.circle(img, colour, c, h // 2 - 2)
    pygame.draw.circle(img, lighten(colour, 0.5) if active else darken(colour, 0.5), c, h // 2, 2)
    let = TL.font(int(h * 0.62)).render(T.army_letter(army), True, T.ink_for(colour))
    img.blit(let, let.get_rect(center=c))
    num = TL.font(max(14, int(h * 0.62))).render(str(hp), True, (255, 120, 110) if hp <= 5 else T.INK)
    img.blit(num, num.get_rect(midright=(w - 2, h // 2)))
    if eliminated:
        pygame.draw.line(img, (230, 60, 50), (bar.x, bar.bottom), (bar.right, bar.y), 3)
    if len(_TRACK_CACHE) > 200:
        _TRACK_CACHE.clear()
    _TRACK_CACHE[key] = img
    return img


def draw_tracks(surface, lay: TableLayout, armies, hps, turn: int, eliminated, names) -> None:
    for seat, r in enumerate(lay.tracks):
        if seat >= len(armies):
            break
        active = seat == turn
        if active:
            pygame.draw.rect(surface, (70, 66, 50), r.inflate(6, 4), border_radius=6)
            pygame.draw.rect(surface, T.HAZARD_YELLOW, r.inflate(6, 4), 2, border_radius=6)
        surface.blit(track_surface(armies[seat], hps[seat], r.w, r.h, active,
                                   bool(eliminated[seat]) if eliminated else False), r.topleft)


# ---------------------------------------------------------------- hands
def draw_hand_tile(surface, cell: pygame.Rect, name, army: str, size: float, lift: float = 0.0,
                   glow=None, dim: bool = False, min_text: int = 14) -> None:
    cx, cy = cell.centerx, cell.centery - lift
    if glow is not None:
        pts = T.flat_corners(cx, cy, size * 1.04)
        pygame.draw.polygon(surface, glow, pts, max(3, int(size * 0.1)))
    img = TL.back_surface(army, size) if is_hidden(name) else TL.tile_surface(name, army, 0, size, min_text=min_text)
    if dim:
        img = img.copy()
        img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def draw_empty_slot(surface, cell: pygame.Rect, size: float) -> None:
    pts = T.flat_corners(cell.centerx, cell.centery, size * 0.95)
    pygame.draw.polygon(surface, (30, 34, 38), pts)
    pygame.draw.polygon(surface, (70, 76, 82), pts, 1)

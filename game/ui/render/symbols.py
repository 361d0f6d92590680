"""Vector symbols for dice faces, tiles and tracks: shapes, never font glyphs.

Every symbol is a function ``draw(surface, rect, ink, bg)`` drawing into ``rect`` (a square
works best) with ``ink`` on a background ``bg`` (used to cut holes: the eyes of a skull, the
window of a car). ``dice.py`` looks names up here, so a die face may name any of these
(``Face("blast")``, ``Face(("fuel", "fuel"))`` for a double symbol), and boards draw the same
pictures with :func:`symbol_surface` (supersampled, cached).

Names: blast, amplify, car, fuel, ammo, evidence, pistol, agent, heal, credit, upgrade (an
arrow), up_vehicle, up_weapon, up_agent, bomb, target, person, eye, vest, engine, flame,
shield_human, shield_android, clock, informant.
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

RGB = tuple[int, int, int]
Draw = Callable[[pygame.Surface, pygame.Rect, RGB, RGB], None]
Pt = tuple[float, float]

SYMBOLS: dict[str, Draw] = {}


def symbol(name: str) -> Callable[[Draw], Draw]:
    def deco(fn: Draw) -> Draw:
        SYMBOLS[name] = fn
        return fn
    return deco


def _geo(rect: pygame.Rect) -> tuple[float, float, float, int]:
    r = min(rect.w, rect.h) / 2
    return rect.centerx, rect.centery, r, max(2, int(r * 0.16))


def _pts(cx: float, cy: float, r: float, pts: list[Pt]) -> list[Pt]:
    return [(cx + x * r, cy + y * r) for x, y in pts]


def star_points(cx: float, cy: float, r: float, n: int, inner: float, turn: float = 0.0) -> list[Pt]:
    out = []
    for i in range(n * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + math.pi * i / n + turn
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


@symbol("blast")
def _blast(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.polygon(s, ink, star_points(cx, cy, r, 9, 0.52, 0.12))
    pygame.draw.polygon(s, bg, star_points(cx, cy, r * 0.5, 7, 0.55, 0.3))
    pygame.draw.circle(s, ink, (cx, cy), r * 0.17)


@symbol("amplify")
def _amplify(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    w = 0.2
    for sign in (1, -1):
        a = math.pi / 4 * sign
        ca, sa = math.cos(a), math.sin(a)
        quad = [(-0.85, -w), (0.85, -w), (0.85, w), (-0.85, w)]
        pygame.draw.polygon(s, ink, [(cx + r * (x * ca - y * sa), cy + r * (x * sa + y * ca)) for x, y in quad])


@symbol("car")
def _car(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    body = pygame.Rect(0, 0, int(r * 1.9), int(r * 0.62))
    body.center = (int(cx), int(cy + r * 0.22))
    pygame.draw.rect(s, ink, body, border_radius=max(1, int(r * 0.18)))
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(-0.55, 0.0), (-0.32, -0.42), (0.38, -0.42), (0.62, 0.0)]))
    pygame.draw.polygon(s, bg, _pts(cx, cy, r, [(-0.4, -0.04), (-0.25, -0.3), (-0.03, -0.3), (-0.03, -0.04)]))
    pygame.draw.polygon(s, bg, _pts(cx, cy, r, [(0.06, -0.04), (0.06, -0.3), (0.31, -0.3), (0.46, -0.04)]))
    pygame.draw.rect(s, ink, (cx - r * 0.18, cy - r * 0.62, r * 0.36, r * 0.16), border_radius=max(1, int(r * 0.05)))
    for dx in (-0.55, 0.55):
        pygame.draw.circle(s, ink, (cx + r * dx, cy + r * 0.55), r * 0.27)
        pygame.draw.circle(s, bg, (cx + r * dx, cy + r * 0.55), r * 0.11)


@symbol("fuel")
def _fuel(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A jerrycan with a spout."""
    cx, cy, r, lw = _geo(rect)
    can = pygame.Rect(0, 0, int(r * 1.2), int(r * 1.5))
    can.center = (int(cx + r * 0.08), int(cy + r * 0.18))
    pygame.draw.rect(s, ink, can, border_radius=max(1, int(r * 0.16)))
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(-0.52, -0.5), (-0.8, -0.95), (-0.58, -1.0), (-0.3, -0.56)]))
    pygame.draw.rect(s, bg, (cx - r * 0.02, cy - r * 0.44, r * 0.4, r * 0.16), border_radius=max(1, int(r * 0.06)))
    pygame.draw.line(s, bg, (cx - r * 0.3, cy - r * 0.08), (cx + r * 0.45, cy + r * 0.75), max(1, lw // 2 + 1))
    pygame.draw.line(s, bg, (cx + r * 0.45, cy - r * 0.08), (cx - r * 0.3, cy + r * 0.75), max(1, lw // 2 + 1))


@symbol("ammo")
def _ammo(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A cartridge standing upright."""
    cx, cy, r, _lw = _geo(rect)
    w = r * 0.62
    pygame.draw.rect(s, ink, (cx - w / 2, cy - r * 0.2, w, r * 1.05))
    pygame.draw.ellipse(s, ink, (cx - w / 2, cy - r * 0.95, w, r * 1.3))
    pygame.draw.rect(s, ink, (cx - w * 0.62, cy + r * 0.82, w * 1.24, r * 0.16))
    pygame.draw.line(s, bg, (cx - w / 2, cy - r * 0.12), (cx + w / 2, cy - r * 0.12), max(1, int(r * 0.09)))


@symbol("evidence")
def _evidence(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A magnifying glass."""
    cx, cy, r, lw = _geo(rect)
    c = (cx - r * 0.2, cy - r * 0.2)
    pygame.draw.line(s, ink, (cx + r * 0.25, cy + r * 0.25), (cx + r * 0.85, cy + r * 0.85), int(lw * 2.2))
    pygame.draw.circle(s, ink, c, r * 0.62)
    pygame.draw.circle(s, bg, c, r * 0.42)
    pygame.draw.circle(s, ink, (c[0] - r * 0.14, c[1] - r * 0.14), r * 0.1)


@symbol("pistol")
def _pistol(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.rect(s, ink, (cx - r * 0.9, cy - r * 0.5, r * 1.8, r * 0.42), border_radius=max(1, int(r * 0.08)))
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(0.25, -0.15), (0.85, -0.15), (0.75, 0.85), (0.3, 0.85)]))
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(-0.05, -0.1), (0.25, -0.1), (0.25, 0.3), (0.02, 0.3)]))
    pygame.draw.rect(s, ink, (cx - r * 0.9, cy - r * 0.62, r * 0.14, r * 0.14))


@symbol("agent")
def _agent(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A person in a hat and coat (the agent)."""
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy - r * 0.3), r * 0.3)
    pygame.draw.ellipse(s, ink, (cx - r * 0.62, cy - r * 0.62, r * 1.24, r * 0.2))
    pygame.draw.rect(s, ink, (cx - r * 0.32, cy - r * 0.88, r * 0.64, r * 0.34), border_radius=max(1, int(r * 0.08)))
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(-0.72, 0.95), (-0.55, 0.12), (0.55, 0.12), (0.72, 0.95)]))
    pygame.draw.polygon(s, bg, _pts(cx, cy, r, [(-0.1, 0.12), (0.1, 0.12), (0.0, 0.5)]))


@symbol("person")
def _person(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy - r * 0.45), r * 0.36)
    pygame.draw.rect(s, ink, (cx - r * 0.75, cy + r * 0.02, r * 1.5, r * 0.92),
                     border_top_left_radius=int(r * 0.6), border_top_right_radius=int(r * 0.6))


informant = SYMBOLS["informant"] = _person


@symbol("heal")
def _heal(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A round first-aid badge with the cross cut out: it stays unlike the amplify X when
    the die lies turned 45 degrees."""
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.95)
    a, b = r * 0.18, r * 0.58
    pygame.draw.rect(s, bg, (cx - a, cy - b, 2 * a, 2 * b))
    pygame.draw.rect(s, bg, (cx - b, cy - a, 2 * b, 2 * a))


@symbol("credit")
def _credit(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A chip: a coin with notches and a diamond."""
    cx, cy, r, lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.9)
    pygame.draw.circle(s, bg, (cx, cy), r * 0.62)
    for i in range(6):
        a = i * math.pi / 3
        pygame.draw.circle(s, bg, (cx + r * 0.77 * math.cos(a), cy + r * 0.77 * math.sin(a)), r * 0.09)
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(0, -0.4), (0.28, 0), (0, 0.4), (-0.28, 0)]))


@symbol("upgrade")
def _upgrade(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(0, -0.9), (0.8, 0.05), (0.32, 0.05), (0.32, 0.85),
                                                 (-0.32, 0.85), (-0.32, 0.05), (-0.8, 0.05)]))


def _with_arrow(inner: Draw) -> Draw:
    """An upgrade: the thing, with a small arrow pointing up in the top-right corner."""
    def draw(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
        side = min(rect.w, rect.h)
        main = pygame.Rect(0, 0, int(side * 0.8), int(side * 0.8))
        main.bottomleft = (rect.centerx - side // 2, rect.centery + side // 2)
        inner(s, main, ink, bg)
        arrow = pygame.Rect(0, 0, int(side * 0.46), int(side * 0.46))
        arrow.topright = (rect.centerx + side // 2, rect.centery - side // 2)
        pygame.draw.circle(s, bg, arrow.center, arrow.w * 0.55)
        _upgrade(s, arrow, ink, bg)
    return draw


SYMBOLS["up_vehicle"] = _with_arrow(_car)
SYMBOLS["up_weapon"] = _with_arrow(_pistol)
SYMBOLS["up_agent"] = _with_arrow(_agent)


@symbol("bomb")
def _bomb(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx - r * 0.15, cy + r * 0.22), r * 0.7)
    pygame.draw.rect(s, ink, (cx + r * 0.1, cy - r * 0.62, r * 0.32, r * 0.32))
    pygame.draw.line(s, ink, (cx + r * 0.32, cy - r * 0.52), (cx + r * 0.55, cy - r * 0.68), lw)
    pygame.draw.polygon(s, ink, star_points(cx + r * 0.66, cy - r * 0.72, r * 0.24, 5, 0.45))
    pygame.draw.circle(s, bg, (cx - r * 0.4, cy - r * 0.04), r * 0.13)


@symbol("target")
def _target(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """Cross-hairs: the assassin."""
    cx, cy, r, lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.68, lw)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.16)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(s, ink, (cx + dx * r * 0.35, cy + dy * r * 0.35), (cx + dx * r * 0.98, cy + dy * r * 0.98), lw)


@symbol("eye")
def _eye(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.ellipse(s, ink, (cx - r * 0.95, cy - r * 0.55, r * 1.9, r * 1.1))
    pygame.draw.circle(s, bg, (cx, cy), r * 0.38)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.2)


@symbol("vest")
def _vest(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """Body armour."""
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(-0.35, -0.9), (-0.12, -0.55), (0.12, -0.55), (0.35, -0.9),
                                                 (0.8, -0.6), (0.7, 0.9), (-0.7, 0.9), (-0.8, -0.6)]))
    pygame.draw.line(s, bg, (cx, cy - r * 0.45), (cx, cy + r * 0.85), max(1, int(r * 0.08)))


@symbol("engine")
def _engine(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    """A speed chevron pair: the engine upgrade."""
    cx, cy, r, _lw = _geo(rect)
    for dx in (-0.45, 0.15):
        pygame.draw.polygon(s, ink, _pts(cx, cy, r, [(dx, -0.8), (dx + 0.35, -0.8), (dx + 0.8, 0), (dx + 0.35, 0.8),
                                                     (dx, 0.8), (dx + 0.45, 0)]))


@symbol("flame")
def _flame(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    outer = [(0, -0.95), (0.35, -0.4), (0.3, -0.7), (0.75, -0.05), (0.7, 0.5), (0.35, 0.9), (-0.35, 0.9),
             (-0.72, 0.45), (-0.6, -0.15), (-0.3, 0.1), (-0.35, -0.45)]
    pygame.draw.polygon(s, ink, _pts(cx, cy, r, outer))
    pygame.draw.polygon(s, bg, _pts(cx, cy, r, [(0, -0.1), (0.3, 0.35), (0.2, 0.75), (-0.2, 0.75), (-0.3, 0.35)]))


def _shield_outline(cx: float, cy: float, r: float) -> list[Pt]:
    return _pts(cx, cy, r, [(-0.8, -0.8), (0.8, -0.8), (0.75, 0.1), (0, 0.95), (-0.75, 0.1)])


@symbol("shield_human")
def _shield_human(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.polygon(s, ink, _shield_outline(cx, cy, r))
    pygame.draw.circle(s, bg, (cx, cy - r * 0.3), r * 0.2)
    pygame.draw.polygon(s, bg, _pts(cx, cy, r, [(-0.38, 0.35), (-0.3, 0.0), (0.3, 0.0), (0.38, 0.35)]))


@symbol("shield_android")
def _shield_android(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, lw = _geo(rect)
    pygame.draw.polygon(s, ink, _shield_outline(cx, cy, r))
    head = pygame.Rect(0, 0, int(r * 0.7), int(r * 0.55))
    head.center = (int(cx), int(cy - r * 0.15))
    pygame.draw.rect(s, bg, head, border_radius=max(1, int(r * 0.08)))
    for dx in (-0.16, 0.16):
        pygame.draw.circle(s, ink, (cx + r * dx, cy - r * 0.17), r * 0.08)
    pygame.draw.line(s, bg, (cx, cy - r * 0.42), (cx, cy - r * 0.6), max(1, lw // 2))


@symbol("clock")
def _clock(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.9)
    pygame.draw.circle(s, bg, (cx, cy), r * 0.7)
    pygame.draw.line(s, ink, (cx, cy), (cx, cy - r * 0.5), lw)
    pygame.draw.line(s, ink, (cx, cy), (cx + r * 0.38, cy + r * 0.1), lw)


@symbol("skull")
def _skull(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx, cy - r * 0.15), r * 0.72)
    pygame.draw.rect(s, ink, (cx - r * 0.4, cy + r * 0.3, r * 0.8, r * 0.55), border_radius=max(1, int(r * 0.1)))
    for dx in (-0.3, 0.3):
        pygame.draw.circle(s, bg, (cx + r * dx, cy - r * 0.12), r * 0.21)
    pygame.draw.polygon(s, bg, [(cx, cy + r * 0.12), (cx - r * 0.1, cy + r * 0.3), (cx + r * 0.1, cy + r * 0.3)])


@symbol("star")
def _star(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.polygon(s, ink, star_points(cx, cy + r * 0.06, r * 0.95, 5, 0.45))


@symbol("heart")
def _heart(s: pygame.Surface, rect: pygame.Rect, ink: RGB, bg: RGB) -> None:
    cx, cy, r, _lw = _geo(rect)
    pygame.draw.circle(s, ink, (cx - r * 0.42, cy - r * 0.2), r * 0.48)
    pygame.draw.circle(s, ink, (cx + r * 0.42, cy - r * 0.2), r * 0.48)
    pygame.draw.polygon(s, ink, [(cx - r * 0.88, cy - r * 0.05), (cx + r * 0.88, cy - r * 0.05), (cx, cy + r * 0.9)])


def draw_symbol(surface: pygame.Surface, name: str, rect: pygame.Rect, ink: RGB, bg: RGB = (255, 255, 255)) -> bool:
    """Draw symbol ``name`` into ``rect``; False if there is no such symbol.

    ``"name*2"`` draws the symbol twice, overlapping on the diagonal (a double symbol)."""
    if name.endswith("*2") and name[:-2] in SYMBOLS:
        rect = pygame.Rect(rect)
        side = int(min(rect.w, rect.h) * 0.66)
        a = pygame.Rect(rect.centerx - min(rect.w, rect.h) // 2, rect.centery - min(rect.w, rect.h) // 2, side, side)
        b = pygame.Rect(0, 0, side, side)
        b.bottomright = (rect.centerx + min(rect.w, rect.h) // 2, rect.centery + min(rect.w, rect.h) // 2)
        draw_symbol(surface, name[:-2], a, ink, bg)
        pygame.draw.rect(surface, bg, b.inflate(-side // 10, -side // 10), border_radius=side // 5)
        draw_symbol(surface, name[:-2], b.inflate(-side // 6, -side // 6), ink, bg)
        return True
    fn = SYMBOLS.get(name)
    if fn is None:
        return False
    fn(surface, pygame.Rect(rect), tuple(ink)[:3], tuple(bg)[:3])
    return True


_CACHE: dict[tuple, pygame.Surface] = {}


def symbol_surface(name: str, size: int, ink: RGB, bg: RGB | None = None) -> pygame.Surface:
    """Symbol ``name`` on a transparent ``size`` px square, drawn 4x and smoothed.

    Holes are cut with ``bg`` when given, else they are transparent."""
    key = (name, size, tuple(ink), tuple(bg) if bg else None)
    img = _CACHE.get(key)
    if img is None:
        k = 4
        big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
        hole = (1, 2, 3)
        if bg is None:
            draw_symbol(big, name, big.get_rect(), ink, hole)
            big.set_colorkey(None)
            px = pygame.PixelArray(big)
            px.replace(pygame.Color(*hole, 255), pygame.Color(0, 0, 0, 0))
            del px
        else:
            draw_symbol(big, name, big.get_rect(), ink, bg)
        img = pygame.transform.smoothscale(big, (max(1, size), max(1, size)))
        if len(_CACHE) > 2000:
            _CACHE.clear()
        _CACHE[key] = img
    return img


__all__ = ["SYMBOLS", "draw_symbol", "symbol_surface", "star_points"]

"""Drawing the guide's and the coach's callouts: a highlight on the part of the table that
matters, and a speech bubble beside it that never covers it.

``place_bubble`` tries the four sides of the target (below, above, right, left), keeps the
bubble inside the window and off the target, and prefers the side that covers the least of
what else must stay visible (the prompt strip); ``Bubble`` lays out and draws the words, its
buttons and a pointer towards the target; ``draw_highlight`` rings the target (pulsing) as a
glowing legal target is drawn.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import style
from game.ui.widgets import Button
from game.ui.widgets.button import key_cap_width

GAP = 14  # between the target and the bubble (scaled)


def draw_highlight(surface: pygame.Surface, rect: pygame.Rect, colour: Sequence[int], clock: float,
                   size: tuple[int, int]) -> None:
    """A pulsing ring (and a soft glow) around ``rect``: "here"."""
    pad = style.px(5, size)
    ring = rect.inflate(2 * pad, 2 * pad)
    pulse = 0.5 + 0.5 * math.sin(clock * 4.0)
    glow = pygame.Surface((ring.w + 24, ring.h + 24), pygame.SRCALPHA)
    for i, alpha in enumerate((40, 28, 16)):
        r = pygame.Rect(12 - 4 * i, 12 - 4 * i, ring.w + 8 * i, ring.h + 8 * i)
        pygame.draw.rect(glow, (*colour[:3], int(alpha * (0.6 + 0.4 * pulse))), r, width=max(2, style.px(4, size)),
                         border_radius=style.px(10, size) + 4 * i)
    surface.blit(glow, (ring.x - 12, ring.y - 12))
    width = max(2, style.px(3, size)) + int(pulse * 2)
    pygame.draw.rect(surface, (20, 16, 10), ring.inflate(2, 2), width=width + 2, border_radius=style.px(10, size))
    pygame.draw.rect(surface, colour, ring, width=width, border_radius=style.px(10, size))


def place_bubble(bubble: tuple[int, int], target: pygame.Rect | None, bounds: pygame.Rect,
                 avoid: Sequence[pygame.Rect] = (), size: tuple[int, int] = (1280, 720),
                 home: pygame.Rect | None = None) -> pygame.Rect:
    """Where a bubble of size ``bubble`` goes: beside ``target`` (never on it), inside
    ``bounds``, covering as little of ``avoid`` as it can. No target: centred near the top of
    ``home`` (the board)."""
    w, h = min(bubble[0], bounds.w), min(bubble[1], bounds.h)
    if target is None:
        area = home or bounds
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (area.centerx, area.y + style.px(24, size))
        return r.clamp(bounds)
    gap = style.px(GAP, size)
    keep = target.inflate(2 * style.px(6, size), 2 * style.px(6, size))
    options = [
        pygame.Rect(target.centerx - w // 2, target.bottom + gap, w, h),  # below
        pygame.Rect(target.centerx - w // 2, target.top - gap - h, w, h),  # above
        pygame.Rect(target.right + gap, target.centery - h // 2, w, h),  # right
        pygame.Rect(target.left - gap - w, target.centery - h // 2, w, h),  # left
    ]
    best, best_cost = None, None
    for order, r in enumerate(options):
        r = r.clamp(bounds)
        if r.colliderect(keep):
            continue
        cost = sum(_overlap(r, a) for a in avoid) * 4 + order
        if best_cost is None or cost < best_cost:
            best, best_cost = r, cost
    if best is not None:
        return best
    return _far_corner(w, h, target, bounds)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def _far_corner(w: int, h: int, target: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """No side has room: the corner of the window farthest from the target (still off it if
    the window allows)."""
    corners = [pygame.Rect(bounds.x, bounds.y, w, h), pygame.Rect(bounds.right - w, bounds.y, w, h),
               pygame.Rect(bounds.x, bounds.bottom - h, w, h), pygame.Rect(bounds.right - w, bounds.bottom - h, w, h)]
    return max(corners, key=lambda r: (not r.colliderect(target),
                                       math.dist(r.center, target.center)))


@dataclass
class Bubble:
    """A callout's words laid out for one width: title, body lines, a footer of buttons."""

    title: str
    body: str
    size: tuple[int, int]
    accent: tuple[int, int, int] = style.SHELL["accent"]
    buttons: list[Button] = field(default_factory=list)
    note: str = ""  # a small line above the buttons (the lesson's progress, the coach's level)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def __post_init__(self) -> None:
        s = self.size
        self.f_title, self.f_body, self.f_note = style.fs(18, s), style.fs(16, s), style.fs(14, s)
        self.pad = style.px(14, s)
        self.width = min(style.px(430, s), max(style.px(300, s), s[0] * 34 // 100))
        inner = self.width - 2 * self.pad
        self.title_lines = style.wrap(self.title, self.f_title, inner, True)[:2] if self.title else []
        self.body_lines = []
        for para in self.body.split("\n"):
            self.body_lines += style.wrap(para, self.f_body, inner) if para else [""]
        self.body_lines = self.body_lines[:9]
        self.button_h = style.px(34, s) if self.buttons else 0

    @property
    def height(self) -> int:
        lt = style.font(self.f_title, True).get_linesize()
        lb = style.font(self.f_body).get_linesize()
        h = 2 * self.pad + lt * len(self.title_lines) + lb * len(self.body_lines)
        if self.title_lines and self.body_lines:
            h += style.px(4, self.size)
        if self.note:
            h += style.font(self.f_note).get_linesize() + style.px(4, self.size)
        if self.buttons:
            h += self.button_h + style.px(10, self.size)
        return h

    def place(self, rect: pygame.Rect) -> None:
        """Put the bubble at ``rect`` and its buttons along its bottom, right-aligned."""
        self.rect = pygame.Rect(rect)
        gap = style.px(8, self.size)
        x = self.rect.right - self.pad
        y = self.rect.bottom - self.pad - self.button_h
        for b in reversed(self.buttons):
            text_w = style.font(b.font_size, True).size(b.text)[0] + key_cap_width(b.key_hint, b.font_size)
            w = min(self.rect.w - 2 * self.pad, text_w + style.px(28, self.size))
            x -= w
            b.rect = pygame.Rect(x, y, w, self.button_h)
            x -= gap

    def draw(self, surface: pygame.Surface, target: pygame.Rect | None) -> None:
        r = self.rect
        s = self.size
        fill = style.SHELL["panel"]
        if target is not None:
            self._pointer(surface, target, fill)
        style.panel(surface, r, fill, self.accent, radius=style.px(12, s), shadow_offset=style.px(5, s),
                    width=max(2, style.px(2, s)))
        pygame.draw.rect(surface, self.accent, (r.x, r.y + style.px(10, s), style.px(5, s), r.h - style.px(20, s)),
                         border_radius=3)
        y = r.y + self.pad
        x = r.x + self.pad + style.px(4, s)
        lt = style.font(self.f_title, True).get_linesize()
        for line in self.title_lines:
            surface.blit(style.text(line, self.f_title, style.readable(self.accent, fill), True), (x, y))
            y += lt
        if self.title_lines:
            y += style.px(4, s)
        lb = style.font(self.f_body).get_linesize()
        for line in self.body_lines:
            surface.blit(style.text(line, self.f_body, style.SHELL["ink"]), (x, y))
            y += lb
        if self.note:
            y += style.px(4, s)
            style.blit_text(surface, self.note, self.f_note, style.SHELL["ink_soft"], (x, y),
                            max_width=r.w - 2 * self.pad)
        for b in self.buttons:
            b.draw(surface)

    def _pointer(self, surface: pygame.Surface, target: pygame.Rect, fill: Sequence[int]) -> None:
        """A small triangle from the bubble's nearest edge towards the target."""
        r = self.rect
        s = self.size
        half = style.px(10, s)
        tx = max(r.x + 2 * half, min(r.right - 2 * half, target.centerx))
        ty = max(r.y + 2 * half, min(r.bottom - 2 * half, target.centery))
        if target.bottom <= r.top:
            base = [(tx - half, r.top + 2), (tx + half, r.top + 2)]
            tip = (tx, max(target.bottom + 2, r.top - style.px(GAP, s) + 2))
        elif target.top >= r.bottom:
            base = [(tx - half, r.bottom - 2), (tx + half, r.bottom - 2)]
            tip = (tx, min(target.top - 2, r.bottom + style.px(GAP, s) - 2))
        elif target.right <= r.left:
            base = [(r.left + 2, ty - half), (r.left + 2, ty + half)]
            tip = (max(target.right + 2, r.left - style.px(GAP, s) + 2), ty)
        elif target.left >= r.right:
            base = [(r.right - 2, ty - half), (r.right - 2, ty + half)]
            tip = (min(target.left - 2, r.right + style.px(GAP, s) - 2), ty)
        else:
            return
        pygame.draw.polygon(surface, self.accent, [base[0], tip, base[1]])

    def handle_event(self, e: pygame.event.Event) -> bool:
        """Its buttons first; a click anywhere on the bubble stays with it (never the board below)."""
        for b in self.buttons:
            if b.handle_event(e):
                return True
        pos = getattr(e, "pos", None)
        return (e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pos is not None
                and self.rect.collidepoint(pos))

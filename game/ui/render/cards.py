"""Cards: face/back rendering, flip and slide animations, hand fan, hover lift and zoom.

Rendered faces and rotated images are cached per card, so a static hand costs one blit
per card (plus its shadow) per frame.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from .effects import darken, ink_for, lighten, soft_shadow, to_rgb, vertical_gradient
from .fonts import get_font, wrap_text
from .tween import Parallel, Tween, ease_in_out_sine, ease_out_cubic

RGB = tuple[int, int, int]
Point = tuple[float, float]
FaceDrawer = Callable[[pygame.Surface], None]

__all__ = ["CardFace", "Card", "Hand", "fan_layout", "wrap_text", "draw_card_zoom", "render_card_face"]


@dataclass(frozen=True)
class CardFace:
    """Data for the default face: a title band, wrapped body text and a footer."""
    title: str = ""
    body: str = ""
    colour: RGB = (238, 230, 212)
    accent: RGB = (122, 84, 48)
    footer: str = ""
    cost: str = ""


def _rounded_card(size: tuple[int, int], top: RGB, bottom: RGB, border: RGB, radius: int) -> pygame.Surface:
    """A gradient rounded rectangle with a border (alpha outside the corners)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(vertical_gradient(size, top, bottom), (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.rect(surf, border, (0, 0, w, h), max(1, w // 60), border_radius=radius)
    return surf


def render_card_face(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    """Default face: title band in the accent colour, body text wrapped to the card."""
    w, h = size
    radius = max(4, w // 14)
    colour, accent = to_rgb(face.colour), to_rgb(face.accent)
    surf = _rounded_card(size, lighten(colour, 0.25), darken(colour, 0.06), darken(accent, 0.3), radius)
    pad = max(5, w // 16)
    band_h = max(18, int(h * 0.15))
    band = pygame.Rect(pad, pad, w - 2 * pad, band_h)
    pygame.draw.rect(surf, accent, band, border_radius=max(3, radius // 2))
    pygame.draw.line(surf, lighten(accent, 0.35), (band.x + 3, band.y + 1), (band.right - 4, band.y + 1))
    title_font = get_font(max(10, int(band_h * 0.62)), bold=True)
    title = face.title
    while title and title_font.size(title)[0] > band.w - 8 - (band_h if face.cost else 0):
        title = title[:-1]
    if title != face.title:
        title = title[:-1] + "…"
    txt = title_font.render(title, True, ink_for(accent))
    surf.blit(txt, txt.get_rect(midleft=(band.x + 6, band.centery)))
    if face.cost:
        cr = band_h * 0.55
        centre = (band.right - cr - 2, band.centery)
        pygame.draw.circle(surf, lighten(accent, 0.7), centre, cr)
        pygame.draw.aacircle(surf, darken(accent, 0.4), centre, cr, 1)
        c = get_font(max(10, int(cr * 1.3)), bold=True).render(face.cost, True, darken(accent, 0.5))
        surf.blit(c, c.get_rect(center=centre))
    body_font = get_font(max(10, int(h * 0.072)))
    ink = ink_for(colour)
    y = band.bottom + pad
    for line in wrap_text(face.body, body_font, w - 2 * pad - 4):
        if y + body_font.get_linesize() > h - pad - (body_font.get_linesize() if face.footer else 0):
            break
        surf.blit(body_font.render(line, True, ink), (pad + 2, y))
        y += body_font.get_linesize()
    if face.footer:
        f = get_font(max(10, int(h * 0.065)), weight="semibold").render(face.footer, True, darken(accent, 0.2))
        surf.blit(f, f.get_rect(midbottom=(w / 2, h - pad)))
    return surf


def render_card_back(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    """A patterned back: diagonal lattice inside an inset frame."""
    w, h = size
    radius = max(4, w // 14)
    surf = _rounded_card(size, lighten(colour, 0.12), darken(colour, 0.2), darken(colour, 0.5), radius)
    inset = pygame.Rect(0, 0, w, h).inflate(-w // 7, -w // 7)
    pattern = pygame.Surface(inset.size, pygame.SRCALPHA)
    step = max(6, w // 9)
    tone = (*lighten(colour, 0.22), 120)
    for x in range(-inset.h, inset.w + inset.h, step):
        pygame.draw.aaline(pattern, tone, (x, 0), (x + inset.h, inset.h))
        pygame.draw.aaline(pattern, tone, (x + inset.h, 0), (x, inset.h))
    surf.blit(pattern, inset)
    pygame.draw.rect(surf, lighten(colour, 0.35), inset, 2, border_radius=max(3, radius // 2))
    pygame.draw.circle(surf, lighten(colour, 0.35), inset.center, w * 0.16, 2)
    pygame.draw.circle(surf, darken(colour, 0.1), inset.center, w * 0.16 - 2)
    return surf


class Card:
    """A card sprite. ``pos`` is its centre, ``angle`` degrees (counter-clockwise),
    ``lift`` px raised above the table (hover), ``flip_t`` 0..1 during a flip."""

    def __init__(self, face: CardFace | FaceDrawer, size: tuple[int, int] = (120, 168), face_up: bool = True,
                 back_colour: RGB = (50, 72, 112), pos: Point = (0.0, 0.0), angle: float = 0.0,
                 key: Hashable | None = None, info: tuple[str, str] | None = None) -> None:
        self.face, self.size, self.face_up = face, (int(size[0]), int(size[1])), face_up
        self.back_colour = to_rgb(back_colour)
        self.pos: Point = pos
        self.angle, self.lift, self.flip_t = angle, 0.0, 0.0
        self.key = key
        self.info = info  # (title, body) for tooltips; defaults to the CardFace text
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._images: dict[tuple, pygame.Surface] = {}

    # -- surfaces
    def face_surface(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        """Face at ``size`` (re-rendered, not scaled, so large copies stay crisp)."""
        size = size or self.size
        if size not in self._faces:
            if isinstance(self.face, CardFace):
                self._faces[size] = render_card_face(self.face, size)
            else:
                surf = _rounded_card(size, (246, 242, 232), (226, 220, 206), (90, 80, 70), max(4, size[0] // 14))
                self.face(surf)
                self._faces[size] = surf
        return self._faces[size]

    def back_surface(self) -> pygame.Surface:
        if self._back is None:
            self._back = render_card_back(self.size, self.back_colour)
        return self._back

    @property
    def showing_face(self) -> bool:
        return self.face_up != (self.flip_t > 0.5)

    def image(self) -> pygame.Surface:
        """Current look (face/back, flip squash, rotation), cached by quantised state."""
        sx = round(abs(math.cos(math.pi * self.flip_t)), 2)
        key = (self.showing_face, round(self.angle * 2) / 2, sx)
        img = self._images.get(key)
        if img is None:
            img = self.face_surface() if self.showing_face else self.back_surface()
            if sx < 1:
                img = pygame.transform.smoothscale(img, (max(1, int(self.size[0] * sx)), self.size[1]))
            if key[1]:
                img = pygame.transform.rotozoom(img, key[1], 1.0)
            if len(self._images) > 48:
                self._images.clear()
            self._images[key] = img
        return img

    def _shadow(self) -> pygame.Surface:
        key = ("shadow", round(self.angle * 2) / 2)
        img = self._images.get(key)
        if img is None:
            img = soft_shadow(self.size, max(4, self.size[0] // 14), 7, 120)
            if key[1]:
                img = pygame.transform.rotozoom(img, key[1], 1.0)
            self._images[key] = img
        return img

    # -- geometry
    @property
    def rect(self) -> pygame.Rect:
        """Axis-aligned bounds of the drawn (rotated, lifted) card."""
        r = self.image().get_rect()
        r.center = (round(self.pos[0]), round(self.pos[1] - self.lift))
        return r

    def contains(self, point: Point) -> bool:
        """Exact hit test in the card's rotated frame."""
        dx, dy = point[0] - self.pos[0], point[1] - (self.pos[1] - self.lift)
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= self.size[0] / 2 and abs(ly) <= self.size[1] / 2

    # -- animation
    def flip(self, duration: float = 0.3) -> Tween:
        """Tween that squashes the card to zero width, swaps sides and opens it again."""
        def done() -> None:
            self.face_up = not self.face_up
            self.flip_t = 0.0
        return Tween(self, "flip_t", 0.0, 1.0, duration, ease_in_out_sine, on_done=done)

    def slide_to(self, pos: Point, duration: float = 0.3, angle: float | None = None) -> Parallel:
        group = Parallel(Tween(self, "pos", None, tuple(pos), duration, ease_out_cubic))
        if angle is not None:
            group.add(Tween(self, "angle", None, angle, duration, ease_out_cubic))
        return group

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        shadow = self._shadow()
        off = 3 + self.lift * 0.5
        surface.blit(shadow, shadow.get_rect(center=(self.pos[0] + off * 0.5, self.pos[1] + off)))
        img = self.image()
        return surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1] - self.lift))))


def fan_layout(n: int, rect: pygame.Rect, card_size: tuple[int, int], max_angle: float = 14.0,
               overlap: float = 0.72) -> list[tuple[float, float, float]]:
    """Centres and angles (x, y, degrees) of ``n`` cards fanned inside ``rect``.

    Cards tilt outward along a gentle arc; the rotated bounds of each card stay inside
    ``rect`` (when the rect is at least as large as one card).
    """
    if n <= 0:
        return []
    w, h = card_size
    angles = [0.0] if n == 1 else [max_angle * (1 - 2 * i / (n - 1)) * min(1.0, (n - 1) / 6) for i in range(n)]

    def half_extents(deg: float) -> tuple[float, float]:
        a = math.radians(abs(deg))
        return ((w * math.cos(a) + h * math.sin(a)) / 2, (w * math.sin(a) + h * math.cos(a)) / 2)

    hx_max = max(half_extents(a)[0] for a in angles)
    hy_max = max(half_extents(a)[1] for a in angles)
    span = max(0.0, rect.w - 2 * hx_max)
    step = min(w * overlap, span / (n - 1)) if n > 1 else 0.0
    x0 = rect.centerx - step * (n - 1) / 2
    arc = min(h * 0.12, max(0.0, rect.h - 2 * hy_max))
    out = []
    for i, angle in enumerate(angles):
        t = 0.0 if n == 1 else (2 * i / (n - 1) - 1)
        hx, hy = half_extents(angle)
        y = rect.centery - arc / 2 + arc * t * t
        y = min(max(y, rect.top + hy), rect.bottom - hy) if rect.h >= 2 * hy else rect.centery
        out.append((x0 + step * i, y, angle))
    return out


class Hand:
    """A fanned hand of cards in ``rect`` with hover lift and a zoomed copy."""

    def __init__(self, rect: pygame.Rect, cards: Sequence[Card] = (), max_angle: float = 12.0,
                 lift: float = 24.0) -> None:
        self.rect = pygame.Rect(rect)
        self.cards: list[Card] = list(cards)
        self.max_angle, self.lift_px = max_angle, lift
        self.hovered: Card | None = None
        self.layout()

    def targets(self) -> list[tuple[float, float, float]]:
        size = self.cards[0].size if self.cards else (1, 1)
        return fan_layout(len(self.cards), self.rect, size, self.max_angle)

    def layout(self, duration: float = 0.0) -> list:
        """Place cards at their fan positions; with ``duration`` return slide animations instead."""
        anims = []
        for card, (x, y, a) in zip(self.cards, self.targets()):
            if duration > 0:
                anims.append(card.slide_to((x, y), duration, a))
            else:
                card.pos, card.angle = (x, y), a
        return anims

    def update_hover(self, pos: Point | None) -> Card | None:
        self.hovered = None
        if pos is not None:
            for card in reversed(self.cards):  # top-most first
                if card.contains(pos) or (card.lift and card.contains((pos[0], pos[1] + card.lift))):
                    self.hovered = card
                    break
        return self.hovered

    def update(self, dt: float) -> None:
        """Ease each card's lift towards its target (hovered cards rise)."""
        k = 1 - math.exp(-dt * 18)
        for card in self.cards:
            target = self.lift_px if card is self.hovered else 0.0
            card.lift += (target - card.lift) * k
            if abs(card.lift - target) < 0.3:
                card.lift = target

    def draw(self, surface: pygame.Surface) -> None:
        """Cards left to right; the hovered one last so it sits on top of its neighbours."""
        for card in self.cards:
            if card is not self.hovered:
                card.draw(surface)
        if self.hovered is not None:
            self.hovered.draw(surface)

    def draw_zoom(self, surface: pygame.Surface, scale: float = 2.2) -> None:
        if self.hovered is not None and self.hovered.showing_face:
            draw_card_zoom(surface, self.hovered, scale=scale)


def draw_card_zoom(surface: pygame.Surface, card: Card, anchor: Point | None = None, scale: float = 2.2) -> pygame.Rect:
    """A large, readable copy of ``card``'s face above ``anchor`` (default: above the card),
    kept inside the surface."""
    size = (int(card.size[0] * scale), int(card.size[1] * scale))
    size = (min(size[0], int(surface.get_height() * 0.9 * size[0] / size[1])), min(size[1], int(surface.get_height() * 0.9)))
    face = card.face_surface(size)
    ax, ay = anchor or (card.pos[0], card.pos[1] - card.lift - card.size[1] / 2 - 12)
    rect = face.get_rect(midbottom=(round(ax), round(ay)))
    rect.clamp_ip(surface.get_rect().inflate(-16, -16))
    shadow = soft_shadow(size, max(6, size[0] // 14), 12, 150)
    surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 4, rect.centery + 8)))
    return surface.blit(face, rect)

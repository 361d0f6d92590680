"""Rogue Agent table: where everything goes inside the view's rect (pure geometry, recomputed on resize and
when the active seat changes).

Left column: the round and influence track on top, the 3-5-5 city grid (its two empty top
corners hold the Data Stream bag and the criminal deck), below it the criminal cards (or the
bomb board during a defusal) and the dice tray. Right column: one agent board per seat, the
active one enlarged."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import style

POSITIONS: dict[str, tuple[int, int]] = {
    "T1": (0, 1), "T2": (0, 2), "T3": (0, 3),
    "M1": (1, 0), "M2": (1, 1), "HQ": (1, 2), "M4": (1, 3), "M5": (1, 4),
    "B1": (2, 0), "B2": (2, 1), "B3": (2, 2), "B4": (2, 3), "B5": (2, 4),
}


@dataclass
class Layout:
    rect: pygame.Rect
    scale: float
    track: pygame.Rect = field(default_factory=pygame.Rect)
    city: pygame.Rect = field(default_factory=pygame.Rect)
    tile: int = 40
    tiles: dict[str, pygame.Rect] = field(default_factory=dict)
    bag: pygame.Rect = field(default_factory=pygame.Rect)
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    bottom: pygame.Rect = field(default_factory=pygame.Rect)
    cards: pygame.Rect = field(default_factory=pygame.Rect)
    tray: pygame.Rect = field(default_factory=pygame.Rect)
    tray_title: pygame.Rect = field(default_factory=pygame.Rect)
    cards_title: pygame.Rect = field(default_factory=pygame.Rect)
    boards: list[pygame.Rect] = field(default_factory=list)
    big: int | None = None  # the seat whose board is enlarged

    def fs(self, base: float) -> int:
        """A font size: ``base`` at 720p, never below 14 px; above 720p text grows at half the
        window's rate, so a bigger window shows more rather than the same bigger."""
        k = self.scale if self.scale <= 1 else 1 + (self.scale - 1) * 0.5
        return max(14, int(round(base * k)))

    def px(self, base: float) -> int:
        return max(1, int(round(base * self.scale)))


def compute(rect: pygame.Rect, window: tuple[int, int], seats: int, big: int | None) -> Layout:
    rect = pygame.Rect(rect)
    L = Layout(rect=rect, scale=style.ui_scale(window), big=big)
    pad = L.px(8)
    track_h = max(L.fs(15) + L.px(12), L.px(30))
    right_w = max(L.px(230), min(int(rect.w * 0.28), int(rect.w * 0.4)))
    left = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - right_w - 3 * pad, rect.h - 2 * pad)
    L.track = pygame.Rect(left.x, left.y, left.w, track_h)
    body = pygame.Rect(left.x, L.track.bottom + pad, left.w, left.bottom - L.track.bottom - pad)
    bottom_h = max(L.px(118), int(body.h * 0.26))
    city_area = pygame.Rect(body.x, body.y, body.w, body.h - bottom_h - pad)
    L.tile = max(20, min(city_area.w // 5, city_area.h // 3))
    L.city = pygame.Rect(0, 0, L.tile * 5, L.tile * 3)
    L.city.midtop = city_area.midtop
    L.tiles = {p: pygame.Rect(L.city.x + c * L.tile, L.city.y + r * L.tile, L.tile, L.tile).inflate(-L.px(4), -L.px(4))
               for p, (r, c) in POSITIONS.items()}
    L.bag = pygame.Rect(L.city.x, L.city.y, L.tile, L.tile).inflate(-L.px(10), -L.px(10))
    L.deck = pygame.Rect(L.city.x + 4 * L.tile, L.city.y, L.tile, L.tile).inflate(-L.px(10), -L.px(10))
    L.bottom = pygame.Rect(body.x, L.city.bottom + pad, body.w, max(10, body.bottom - L.city.bottom - pad))
    title_h = L.fs(14) + L.px(6)
    tray_w = min(int(L.bottom.w * 0.4), int((L.bottom.h - title_h) * 1.7))
    L.tray_title = pygame.Rect(L.bottom.right - tray_w, L.bottom.y, tray_w, title_h)
    L.tray = pygame.Rect(L.bottom.right - tray_w, L.bottom.y + title_h, tray_w, max(10, L.bottom.h - title_h))
    L.cards = pygame.Rect(L.bottom.x, L.bottom.y + title_h, max(10, L.bottom.w - tray_w - pad), L.bottom.h - title_h)
    L.cards_title = pygame.Rect(L.bottom.x, L.bottom.y, L.cards.w, title_h)
    # agent boards: the enlarged one gets about twice the height of the others
    col = pygame.Rect(left.right + pad, rect.y + pad, right_w, rect.h - 2 * pad)
    gap = L.px(6)
    weights = [2.1 if s == big else 1.0 for s in range(seats)]
    avail = col.h - gap * max(0, seats - 1)
    y = col.y
    L.boards = []
    for w in weights:
        h = int(avail * w / max(1.0, sum(weights)))
        L.boards.append(pygame.Rect(col.x, y, col.w, h))
        y += h + gap
    return L

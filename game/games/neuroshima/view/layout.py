"""Where everything goes inside the view's rect: the hex board on the left, a side column
with the HQ toughness tracks, the viewer's hand (with discard and rotation buttons) and the
other seats' hands. Pure geometry, recomputed on every resize."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import style
from game.ui.render.hexmath import HexLayout, fit_layout


@dataclass
class TableLayout:
    rect: pygame.Rect
    board: pygame.Rect
    side: pygame.Rect
    hex: HexLayout
    scale: float
    tracks: list[pygame.Rect] = field(default_factory=list)
    hand_title: pygame.Rect = field(default_factory=pygame.Rect)
    hand_slots: list[pygame.Rect] = field(default_factory=list)  # square cells for the viewer's tiles
    hand_size: float = 40.0
    discard_buttons: list[pygame.Rect] = field(default_factory=list)
    rot_left: pygame.Rect = field(default_factory=pygame.Rect)
    rot_ok: pygame.Rect = field(default_factory=pygame.Rect)
    rot_right: pygame.Rect = field(default_factory=pygame.Rect)
    others: list[pygame.Rect] = field(default_factory=list)
    other_size: float = 20.0
    banner: pygame.Rect = field(default_factory=pygame.Rect)
    log: pygame.Rect = field(default_factory=pygame.Rect)

    def fs(self, base: float) -> int:
        """Font size for ``base`` px at 720p, never below 14 px at 1280x720. Above 720p text
        grows at half the window's rate, so a larger window shows more, not the same larger."""
        k = self.scale if self.scale <= 1 else 1 + (self.scale - 1) * 0.5
        return max(14 if base >= 14 else 10, int(round(base * k)))

    def px(self, base: float) -> int:
        return max(1, int(round(base * self.scale)))

    def log_room(self, turning: bool) -> pygame.Rect:
        """The battle log's box: below the rotation controls while a tile is turned, else from
        their row down (the log grows into the room they leave)."""
        if turning or not self.rot_left.h:
            return self.log
        top = self.rot_left.y
        return pygame.Rect(self.log.x, top, self.log.w, max(0, self.log.bottom - top))


def compute(rect: pygame.Rect, cells, num_players: int, window_size) -> TableLayout:
    rect = pygame.Rect(rect)
    scale = style.ui_scale(window_size)
    pad = max(4, int(8 * scale))
    # the board is about as wide as tall: give it a square-ish region, the rest to the side column
    cells = list(cells)
    unit = fit_layout(cells, pygame.Rect(0, 0, 1000, 1000), flat=True, margin=0)
    xs = [unit.to_pixel(c)[0] for c in cells]
    ys = [unit.to_pixel(c)[1] for c in cells]
    aspect = ((max(xs) - min(xs)) / unit.size + 2.0) / ((max(ys) - min(ys)) / unit.size + 1.75) if cells else 1.0
    side_w = rect.w - int(rect.h * aspect * 1.02)
    # at least 31%: three hand tiles big enough for 14 px names
    side_w = max(160, int(rect.w * 0.31), min(side_w, int(rect.w * 0.42)))
    board = pygame.Rect(rect.x, rect.y, rect.w - side_w, rect.h)
    side = pygame.Rect(board.right, rect.y, side_w, rect.h).inflate(-pad * 2, -pad * 2)
    hexl = fit_layout(list(cells), board, flat=True, margin=max(10, int(18 * scale)))
    lay = TableLayout(rect=rect, board=board, side=side, hex=hexl, scale=scale)
    # HQ tracks
    row_h = max(26, int(30 * scale))
    y = side.y
    lay.tracks = []
    for _ in range(num_players):
        lay.tracks.append(pygame.Rect(side.x, y, side.w, row_h))
        y += row_h + max(3, int(4 * scale))
    y += pad
    # the viewer's hand: up to 3 tiles in a row
    title_h = int(lay.fs(16) * 1.25) + int(lay.fs(14) * 1.2) + pad
    lay.hand_title = pygame.Rect(side.x, y, side.w, title_h)
    y += title_h
    gap = max(4, int(8 * scale))
    cell = min((side.w - 2 * gap) // 3, int(rect.h * 0.2))
    lay.hand_size = cell / 2.15
    x0 = side.x + (side.w - (3 * cell + 2 * gap)) // 2
    lay.hand_slots = [pygame.Rect(x0 + k * (cell + gap), y, cell, cell) for k in range(3)]
    y += cell
    bh = max(22, int(24 * scale))
    lay.discard_buttons = [pygame.Rect(r.x + r.w // 8, y + 2, r.w - r.w // 4, bh) for r in lay.hand_slots]
    y += bh + pad
    # other seats' hands
    rb = max(32, int(38 * scale))
    rest = max(0, side.bottom - y - rb - lay.fs(14) - pad * 2)
    n_other = max(1, num_players - 1)
    oh = min(max(40, int(rest * 0.6) // n_other), int(rect.h * 0.13))
    lay.others = [pygame.Rect(side.x, y + k * oh, side.w, oh - pad // 2) for k in range(num_players - 1)]
    lay.other_size = max(12.0, min((oh - pad) / 2.2, side.w * 0.55 / 3 / 2.2))
    y += oh * (num_players - 1) + pad
    # rotation controls, under which the battle log starts; the log takes their row as well
    # whenever nothing is being turned (``log_room``)
    total = rb * 2 + rb * 2 + gap * 2
    rx = side.x + (side.w - total) // 2
    lay.rot_left = pygame.Rect(rx, y, rb, rb)
    lay.rot_ok = pygame.Rect(lay.rot_left.right + gap, y, rb * 2, rb)
    lay.rot_right = pygame.Rect(lay.rot_ok.right + gap, y, rb, rb)
    y += rb + lay.fs(14) + pad * 2
    lay.log = pygame.Rect(side.x, y, side.w, max(0, side.bottom - y))
    # battle banner in the free top-left corner of the board
    bw = min(board.w - 2 * pad, max(250, int(board.w * 0.36)))
    lay.banner = pygame.Rect(board.x + pad, board.y + pad, bw, max(40, int(46 * scale)))
    return lay

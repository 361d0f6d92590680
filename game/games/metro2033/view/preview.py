"""A small Metro map for the setup page: the tunnels in their line colours on the dark, each
faction's zone softly tinted with its three home stations in the faction's colour, the Polis
in gold and the Hansa ring in brown (the factions themselves are drafted at the table)."""

from __future__ import annotations

from functools import lru_cache

import pygame

import game.games.metro2033.view.paint as P
from game.games.metro2033.content import EDGES, FACTIONS, STATIONS


@lru_cache(maxsize=16)
def map_thumbnail(size: tuple[int, int]) -> pygame.Surface | None:
    """The whole map fitted into ``size`` (None when too small to read)."""
    h = size[1]
    w = min(size[0], int(h * 1.15))  # the map's own shape (the page centres the picture)
    size = (w, h)
    if w < 40 or h < 40:
        return None
    xs = [st.x for st in STATIONS.values()]
    ys = [st.y for st in STATIONS.values()]
    pad = max(6, min(w, h) // 14)
    k = min((w - 2 * pad) / max(1, max(xs) - min(xs)), (h - 2 * pad) / max(1, max(ys) - min(ys)))
    ox = (w - (max(xs) - min(xs)) * k) / 2 - min(xs) * k
    oy = (h - (max(ys) - min(ys)) * k) / 2 - min(ys) * k

    def at(sid: str) -> tuple[float, float]:
        st = STATIONS[sid]
        return (st.x * k + ox, st.y * k + oy)

    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (12, 13, 16), surf.get_rect(), border_radius=8)
    tint = pygame.Surface(size, pygame.SRCALPHA)
    dot = max(2.0, k * 1.3)
    for sid, st in STATIONS.items():
        col = P.hex_rgb(FACTIONS[st.zone]["colour"]) if st.zone in FACTIONS else (
            P.POLIS_GOLD if st.zone == "polis" else P.HANSA_BROWN)
        pygame.draw.circle(tint, (*col, 60), at(sid), dot * 3.2)
    surf.blit(tint, (0, 0))
    lw = max(1, round(k * 0.7))
    for e in EDGES:
        a, b = STATIONS[e.a], STATIONS[e.b]
        line = a.line if a.line == b.line or a.line != 5 else b.line
        col = (120, 120, 126) if e.kind == "transfer" else P.LINE_COLOURS.get(line, (150, 150, 150))
        pygame.draw.line(surf, col, at(e.a), at(e.b), lw)
    for sid, st in STATIONS.items():
        c = at(sid)
        if st.home:
            col = P.hex_rgb(FACTIONS[st.home]["colour"])
            pygame.draw.circle(surf, (245, 245, 245), c, dot * 1.9)
            pygame.draw.circle(surf, col, c, dot * 1.45)
        elif st.type == "polis":
            pygame.draw.circle(surf, P.POLIS_GOLD, c, dot * 1.5)
        elif st.type == "hansa":
            pygame.draw.circle(surf, P.HANSA_BROWN, c, dot * 1.1)
        else:
            pygame.draw.circle(surf, P.LINE_COLOURS.get(st.line, (160, 160, 160)), c, dot * 0.8)
    return surf

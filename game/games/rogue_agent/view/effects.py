"""Board effects of the Rogue Agent table: what the steps since the last shown state did to the
city, played on the locations for everyone (a public moment, like Neuroshima's battle).

The engine numbers every event in ``state.fx``; the view plays the ones newer than the state it
showed last: a bomb exploding (a blast and a shock ring; a destroyed location's flaming side
fades in), a bomb defused, an assassin striking, a criminal defeated, arrested, leaving the city,
an agent taken to the Hospital, an android exposed. Arrests have no event: they are read from the
two states (the criminal's disc leaves the city for an agent's custody).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.games.rogue_agent import content as K
from game.games.rogue_agent.view import paint as P
from game.games.rogue_agent.view.controller import criminal_pos
from game.games.rogue_agent.view.texts import t
from game.ui import style

FX_TIME = 1.3  # seconds one effect plays
FX_STAGGER = 0.45  # seconds between the starts of effects that happened one after the other
FX_MAX = 6  # at most this many are played (the log keeps every one)

# effect kind -> (colour, symbol, catalog key of its words)
LOOK: dict[str, tuple[tuple[int, int, int], str, str]] = {
    "exploded": ((255, 140, 40), "blast", "fx.exploded"),
    "destroyed": ((255, 96, 40), "flame", "fx.destroyed"),
    "defused": ((110, 230, 160), "", "fx.defused"),
    "struck": ((235, 70, 70), "target", "fx.struck"),
    "defeated": ((220, 60, 60), "blast", "fx.defeated"),
    "arrested": ((84, 222, 255), "agent", "fx.arrested"),
    "left": ((200, 120, 255), "", "fx.left"),
    "gone": ((200, 120, 255), "", "fx.gone"),
    "ticked": ((255, 190, 60), "", "fx.ticked"),
    "skull": ((235, 235, 235), "skull", "fx.skull"),
    "exposed": ((255, 92, 196), "", "fx.exposed"),
}


SOUND = {"exploded": "hit", "destroyed": "hit", "struck": "hit", "defeated": "hit", "defused": "place",
         "arrested": "place", "skull": "card_slide"}


@dataclass
class Effect:
    kind: str
    pos: str  # where it plays
    delay: float  # seconds before it starts
    num: int = 0  # a criminal's number, when it is about one
    elapsed: float = 0.0
    sounded: bool = False  # its sound played when it started

    @property
    def k(self) -> float:
        """Progress 0..1 (negative: not started yet)."""
        return (self.elapsed - self.delay) / FX_TIME

    @property
    def done(self) -> bool:
        return self.elapsed - self.delay >= FX_TIME


def effects_between(prev: Any, s: Any) -> list[Effect]:
    """The effects to play going from the shown state ``prev`` to ``s`` (both views)."""
    if prev is None or s is None:
        return []
    seen = prev.fx[-1][0] if getattr(prev, "fx", ()) else -1
    out: list[tuple[str, str, int]] = []
    for ev in getattr(s, "fx", ()):
        if ev[0] <= seen or len(ev) < 2:
            continue
        kind = ev[1]
        arg = ev[2] if len(ev) > 2 else None
        if kind in ("exploded", "defused", "destroyed", "struck") and arg in K.POS_ORDER:
            out.append((kind, arg, 0))
        elif kind == "defeated" and isinstance(arg, int):
            where = criminal_pos(s, arg) or criminal_pos(prev, arg)
            if where:
                out.append((kind, where, arg))
        elif kind == "left" and isinstance(arg, int):
            where = criminal_pos(prev, arg) or K.EVENT_PATH[-1]
            out.append((kind, where, arg))
        elif kind in ("skull", "exposed") and isinstance(arg, int) and 0 <= arg < len(s.players):
            if s.players[arg].pos in K.POS_ORDER:
                out.append((kind, s.players[arg].pos, arg))
    before = {c.num: c for c in prev.criminals}
    for c in s.criminals:  # arrests: a disc in the city before, in an agent's custody now
        b = before.get(c.num)
        if b is not None and b.pos is not None and c.pos is None and c.holder >= 0:
            out.append(("arrested", b.pos, c.num))
    effects: list[Effect] = []
    for i, (kind, pos, num) in enumerate(out[-FX_MAX:]):
        delay = i * FX_STAGGER
        for e in effects:  # one location shows one effect at a time, in the order they happened
            if e.pos == pos:
                delay = max(delay, e.delay + FX_TIME * 0.85)
        effects.append(Effect(kind, pos, delay, num))
    return effects


def _ring(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int],
          alpha: int, width: int) -> None:
    if radius <= 0 or alpha <= 0:
        return
    size = 2 * radius + 2 * width + 4
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(img, (*colour, max(0, min(255, alpha))), (size // 2, size // 2), radius, max(1, width))
    surface.blit(img, img.get_rect(center=centre))


def _check(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: tuple[int, int, int]) -> None:
    x, y = centre
    pts = [(x - size * 0.45, y), (x - size * 0.12, y + size * 0.35), (x + size * 0.5, y - size * 0.4)]
    pygame.draw.lines(surface, (0, 0, 0), False, [(px + 2, py + 2) for px, py in pts], max(3, size // 5))
    pygame.draw.lines(surface, colour, False, pts, max(3, size // 6))


def draw_effect(surface: pygame.Surface, rect: pygame.Rect, eff: Effect, lang: str, L: Any,
                intact: pygame.Surface | None = None) -> None:
    """One effect on the location ``rect``. ``intact``: the location's undestroyed picture (a
    destroyed location fades from it to its flaming side)."""
    k = eff.k
    if k < 0 or k >= 1:
        return
    colour, symbol, key = LOOK.get(eff.kind, ((255, 255, 255), "", ""))
    fade = 1.0 - k
    if eff.kind == "destroyed" and intact is not None:
        img = intact.copy()
        img.set_alpha(int(255 * max(0.0, 1.0 - k * 1.6)))
        surface.blit(img, rect)
    flash = pygame.Surface(rect.size, pygame.SRCALPHA)
    pulse = 0.5 + 0.5 * math.sin(k * math.pi * (4 if eff.kind == "exploded" else 2))
    flash.fill((*colour, int((70 + 90 * pulse) * fade)))
    surface.blit(flash, rect)
    c = rect.center
    big = max(rect.w, rect.h)
    if eff.kind in ("exploded", "destroyed"):  # a shock wave over the neighbours
        _ring(surface, c, int(big * (0.3 + 1.1 * k)), colour, int(230 * fade), max(3, L.px(5)))
        _ring(surface, c, int(big * (0.15 + 0.7 * k)), (255, 230, 160), int(200 * fade), max(2, L.px(3)))
    else:
        _ring(surface, c, int(big * (0.25 + 0.35 * k)), colour, int(220 * fade), max(2, L.px(4)))
    icon = max(16, int(min(rect.w, rect.h) * (0.42 + 0.12 * math.sin(k * math.pi))))
    if eff.kind == "defused":
        _check(surface, (c[0], c[1] - rect.h // 10), icon, colour)
    elif eff.kind in ("left", "gone", "exposed", "ticked"):
        pass
    elif symbol:
        P.sym(surface, symbol, (c[0], c[1] - rect.h // 10), icon, colour)
    if key:
        words = t(key, lang, n=eff.num)
        size = L.fs(15)
        w = rect.w + L.px(30)
        box = pygame.Rect(0, 0, min(w, style.font(size, True).size(words)[0] + L.px(12)), size + L.px(8))
        box.midbottom = (c[0], rect.bottom - L.px(4))
        band = pygame.Surface(box.size, pygame.SRCALPHA)
        band.fill((10, 12, 20, int(220 * min(1.0, fade * 2))))
        surface.blit(band, box)
        P.text(surface, words, size, colour, box.center, "center", bold=True, max_width=box.w - L.px(6))

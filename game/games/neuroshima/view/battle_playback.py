"""Battle playback: turns the state's battle event log (``State.last_battle``) into timed beats
(phase banner, volleys of shots and strikes, deaths) applied step by step to the shown board.

Also replays the small steps between two states outside battles (a tile dropping in, a unit
sliding to another hex, a unit removed by an instant tile), with the same machinery.
Obeys a speed multiplier (0 = instant) and can be finished at once (``finish``).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.games.neuroshima.content import TILES

from . import theme as T
from . import tiles as TL
from .board import BoardRenderer, Shown
from .texts import t as _t

Hex = tuple[int, int]
RANGED = ("ranged", "shotgun", "rocket", "gauss", "turret")
# seconds at normal speed: a volley stays long enough to follow every line of fire and strike
HITS_S = 1.3
DEATHS_S = 0.7


@dataclass
class Beat:
    kind: str
    duration: float
    events: list = field(default_factory=list)
    line_index: int = -1  # last battle log line covered by this beat
    apply: Callable[[], None] | None = None
    started: bool = False


@dataclass
class Floater:
    text: str
    cell: Hex
    colour: tuple
    age: float = 0.0
    life: float = 0.9


class Playback:
    """A queue of beats over a dict of shown pieces."""

    def __init__(self, shown: dict[Hex, Shown], sound: Any = None, battle: bool = False, lang: str = "en") -> None:
        self.shown = shown
        self.lang = lang
        self.beats: list[Beat] = []
        self.t = 0.0
        self.sound = sound
        self.battle = battle
        self.phase: int | None = None
        self.phase_label = ""
        self.phases: list[int] = []
        self.lines_shown = -1
        self.floaters: list[Floater] = []
        self.owner = -1

    # ------------------------------------------------------------------ queue
    @property
    def done(self) -> bool:
        return not self.beats and not self.floaters

    def _play(self, name: str) -> None:
        snd = self.sound
        if snd is not None and hasattr(snd, "play"):
            try:
                snd.play(name)
            except Exception:
                pass

    def update(self, dt: float) -> None:
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.life]
        while self.beats and dt > 0:
            b = self.beats[0]
            if not b.started:
                self._start(b)
            step = min(dt, b.duration - self.t)
            self.t += step
            dt -= step
            self._animate(b, self.t / b.duration if b.duration > 0 else 1.0)
            if self.t >= b.duration - 1e-9:
                self._end(b)
                self.beats.pop(0)
                self.t = 0.0
            else:
                break

    def finish(self) -> None:
        while self.beats:
            b = self.beats.pop(0)
            if not b.started:
                self._start(b, quiet=True)
            self._end(b)
        self.t = 0.0
        self.floaters.clear()

    # ------------------------------------------------------------------ beat life cycle
    def _start(self, b: Beat, quiet: bool = False) -> None:
        b.started = True
        if b.kind == "phase":
            self.phase = b.events[0][1]
            self.phase_label = _t("battle.phase", self.lang, p=self.phase)
            netted = set(map(tuple, b.events[0][2])) if len(b.events[0]) > 2 else set()
            for cell, p in self.shown.items():
                p.netted = cell in netted
        elif b.kind == "start":
            self.phase_label = _t("battle.start", self.lang)
        elif b.kind == "battle":
            self.phase_label = _t("battle.banner", self.lang)
            if not quiet:
                self._play("chime")
        self.lines_shown = max(self.lines_shown, b.line_index)

    def _end(self, b: Beat) -> None:
        if b.kind == "hits":
            for ev in b.events:
                if ev[0] == "hit":
                    _k, _src, tgt, amount, _kind, _sname, _tname, absorbed = ev
                    p = self.shown.get(tuple(tgt)) if tgt is not None else None
                    if p is not None and not absorbed and amount > 0:
                        p.dmg += amount
                        if p.hp >= 0:
                            p.hp = max(0, 20 - p.dmg)
                    if p is not None:
                        p.flash = 0.0
                elif ev[0] == "venom":
                    p = self.shown.get(tuple(ev[1]))
                    if p is not None:
                        p.venom += 1
            for p in self.shown.values():
                p.dx = p.dy = 0.0
        elif b.kind == "deaths":
            for ev in b.events:
                if ev[0] == "killed":
                    self.shown.pop(tuple(ev[1]), None)
        elif b.kind == "arrive":
            for ev in b.events:
                p = self.shown.get(ev[1])
                if p is not None:
                    p.alpha, p.dy, p.dx = 1.0, 0.0, 0.0
        elif b.kind == "slide":
            for ev in b.events:
                p = self.shown.get(ev[2])
                if p is not None:
                    p.dx = p.dy = 0.0
        elif b.kind == "end":
            self.phase_label = ""
            self.phase = None
            for p in self.shown.values():
                p.netted = False
        if b.apply is not None:
            b.apply()

    def _animate(self, b: Beat, t: float) -> None:
        if b.kind == "hits":
            impact = 0.45
            for ev in b.events:
                if ev[0] != "hit":
                    continue
                _k, src, tgt, amount, kind, _sname, _tname, absorbed = ev
                tp = self.shown.get(tuple(tgt)) if tgt is not None else None
                if src is not None and kind == "melee":
                    sp = self.shown.get(tuple(src))
                    if sp is not None and tgt is not None:
                        dq, dr = tgt[0] - src[0], tgt[1] - src[1]
                        vx, vy = 1.5 * dq, math.sqrt(3) * (dr + dq / 2)
                        norm = math.hypot(vx, vy) or 1.0
                        lunge = math.sin(min(1.0, t / (impact * 2)) * math.pi) * 0.32
                        sp.dx, sp.dy = vx / norm * lunge * self._size, vy / norm * lunge * self._size
                if tp is not None:
                    tp.flash = max(0.0, 1.0 - abs(t - impact) * 4) if t >= impact - 0.1 else 0.0
            if t >= impact and not getattr(b, "_sounded", False):
                b._sounded = True
                self._play("hit")
                for ev in b.events:
                    if ev[0] == "hit" and ev[2] is not None:
                        txt = _t("float.medic", self.lang) if ev[7] else f"-{ev[3]}"
                        col = (140, 230, 255) if ev[7] else (255, 90, 70)
                        self.floaters.append(Floater(txt, tuple(ev[2]), col))
                    elif ev[0] == "venom":
                        self.floaters.append(Floater(_t("float.venom", self.lang), tuple(ev[1]), T.VENOM))
                    elif ev[0] == "explode":
                        self.floaters.append(Floater(_t("float.boom", self.lang), tuple(ev[1]), (255, 170, 40)))
        elif b.kind == "deaths":
            for ev in b.events:
                if ev[0] == "killed":
                    p = self.shown.get(tuple(ev[1]))
                    if p is not None:
                        p.crack = min(1.0, t * 2)
                        p.alpha = 1.0 if t < 0.4 else max(0.0, 1.0 - (t - 0.4) / 0.6)
        elif b.kind == "arrive":
            for ev in b.events:
                p = self.shown.get(ev[1])
                if p is not None:
                    e = 1 - (1 - t) ** 3
                    p.alpha = min(1.0, t * 2.5)
                    p.dy = -(1 - e) * self._size * 0.45
        elif b.kind == "slide":
            for ev in b.events:
                p = self.shown.get(ev[2])
                if p is not None:
                    e = 1 - (1 - t) ** 3
                    p.dx, p.dy = ev[3][0] * (1 - e), ev[3][1] * (1 - e)

    _size = 40.0

    # ------------------------------------------------------------------ drawing
    def attack_lines(self) -> list[tuple[Hex, Hex, str]]:
        """(attacker hex, target hex, kind) of every attack of the running volley: each one is
        drawn as a line from the attacker to its target (a tracer for ranged, a strike for melee)."""
        if not (self.beats and self.beats[0].kind == "hits" and self.beats[0].started):
            return []
        return [(tuple(ev[1]), tuple(ev[2]), ev[4]) for ev in self.beats[0].events
                if ev[0] == "hit" and ev[1] is not None and ev[2] is not None and tuple(ev[1]) != tuple(ev[2])]

    def draw(self, surface: pygame.Surface, board: BoardRenderer) -> None:
        lines = self.attack_lines()
        if lines:
            t = self.t / max(1e-6, self.beats[0].duration)
            for src, tgt, kind in lines:
                a, b = board.center(src), board.center(tgt)
                if kind in RANGED:
                    self._draw_aim(surface, a, b, kind, board.size)
                    self._draw_shot(surface, a, b, min(1.0, t / 0.45), kind, board.size)
                else:
                    self._draw_strike(surface, a, b, t, board.size)
        for f in self.floaters:
            cx, cy = board.center(f.cell)
            k = f.age / f.life
            fsz = max(18, int(board.size * 0.42))
            img = TL.font(fsz).render(f.text, True, f.colour)
            y = cy - board.size * (0.1 + 0.5 * k)
            alpha = int(255 * (1 - max(0.0, k - 0.6) / 0.4))
            pill = img.get_rect(center=(round(cx), round(y))).inflate(fsz // 2, 2)
            bg = pygame.Surface(pill.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (12, 12, 14, int(alpha * 0.85)), bg.get_rect(), border_radius=pill.h // 2)
            pygame.draw.rect(bg, (*f.colour, alpha), bg.get_rect(), 2, border_radius=pill.h // 2)
            surface.blit(bg, pill)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=pill.center))

    @staticmethod
    def _draw_aim(surface, a, b, kind: str, size: float) -> None:
        """A thin line of fire from the shooter to its target for the whole volley."""
        colour = {"gauss": (130, 220, 255), "rocket": (255, 150, 80)}.get(kind, (255, 226, 120))
        w = max(3, int(size * 0.06))
        pygame.draw.line(surface, (20, 16, 12), a, b, w + 4)
        pygame.draw.line(surface, T.mix(colour, (60, 50, 40), 0.2), a, b, w)
        pygame.draw.circle(surface, colour, a, max(3, int(size * 0.12)), max(2, w))
        # an arrowhead on the target's edge: who shoots whom reads at a glance
        dx, dy = b[0] - a[0], b[1] - a[1]
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        tip = (b[0] - ux * size * 0.45, b[1] - uy * size * 0.45)
        hs = size * 0.22
        head = [tip, (tip[0] - ux * hs - uy * hs * 0.6, tip[1] - uy * hs + ux * hs * 0.6),
                (tip[0] - ux * hs + uy * hs * 0.6, tip[1] - uy * hs - ux * hs * 0.6)]
        pygame.draw.polygon(surface, (20, 16, 12), head)
        pygame.draw.polygon(surface, colour, [((x - tip[0]) * 0.8 + tip[0], (y - tip[1]) * 0.8 + tip[1]) for x, y in head])

    @staticmethod
    def _draw_strike(surface, a, b, t: float, size: float) -> None:
        """Melee: a wedge thrust from the attacker's edge into the target, then slash marks on it."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        px_, py_ = -uy, ux
        reach = max(0.4, min(1.0, t / 0.45))
        start = (a[0] + ux * size * 0.55, a[1] + uy * size * 0.55)
        tip = (start[0] + (b[0] - ux * size * 0.6 - start[0]) * reach,  # stops at the target's edge
               start[1] + (b[1] - uy * size * 0.6 - start[1]) * reach)
        half = size * 0.13
        wedge = [(start[0] + px_ * half, start[1] + py_ * half), tip, (start[0] - px_ * half, start[1] - py_ * half)]
        pygame.draw.polygon(surface, (250, 248, 240), wedge)
        pygame.draw.polygon(surface, (20, 16, 12), wedge, 2)
        if t < 0.4:
            return
        k = min(1.0, (t - 0.4) / 0.2)
        ln = size * 0.6 * k
        w = max(3, int(size * 0.08))
        for off in (-0.22, 0.0, 0.22):
            cx, cy = b[0] + px_ * size * off, b[1] + py_ * size * off
            p0 = (cx - (ux + px_) * ln / 2, cy - (uy + py_) * ln / 2)
            p1 = (cx + (ux + px_) * ln / 2, cy + (uy + py_) * ln / 2)
            pygame.draw.line(surface, (20, 10, 8), p0, p1, w + 3)
            pygame.draw.line(surface, (255, 96, 72), p0, p1, w)

    def _draw_shot(self, surface, a, b, t: float, kind: str, size: float) -> None:
        if t <= 0:
            return
        colour = {"gauss": (130, 220, 255), "rocket": (255, 150, 80), "shotgun": (255, 200, 120)}.get(kind, (255, 236, 150))
        head = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        tail_t = max(0.0, t - 0.35)
        tail = (a[0] + (b[0] - a[0]) * tail_t, a[1] + (b[1] - a[1]) * tail_t)
        w = max(2, int(size * (0.09 if kind == "gauss" else 0.05)))
        pygame.draw.line(surface, (40, 20, 10), tail, head, w + 3)
        pygame.draw.line(surface, colour, tail, head, w)
        pygame.draw.circle(surface, (255, 255, 240), head, max(3, int(size * 0.07)))
        if t >= 1.0:
            pygame.draw.circle(surface, colour, b, max(4, int(size * 0.25)), max(2, int(size * 0.05)))


# ---------------------------------------------------------------------- building beats
def battle_beats(events, speed_hint: float = 1.0) -> list[Beat]:
    """Group the event log into beats: a banner per phase, one volley per phase, one death roll."""
    beats: list[Beat] = []
    group: list = []
    group_kind = ""
    group_last = -1

    def flush() -> None:
        nonlocal group, group_kind
        if group:
            dur = HITS_S if group_kind == "hits" else DEATHS_S
            beats.append(Beat(group_kind, dur, list(group), line_index=group_last))
        group, group_kind = [], ""

    for i, ev in enumerate(events):
        kind = ev[0]
        if kind == "battle":
            flush()
            beats.append(Beat("battle", 0.8, [ev], line_index=i))
        elif kind == "start":
            flush()
            beats.append(Beat("start", 0.6, [ev], line_index=i))
        elif kind == "phase":
            flush()
            beats.append(Beat("phase", 0.6, [ev], line_index=i))
        elif kind in ("hit", "venom", "medic", "explode"):
            if group_kind != "hits":
                flush()
                group_kind = "hits"
            group.append(ev)
            group_last = i
        elif kind in ("killed", "found_destroyed"):
            if group_kind != "deaths":
                flush()
                group_kind = "deaths"
            group.append(ev)
            group_last = i
        else:
            flush()
            beats.append(Beat("note", 0.45, [ev], line_index=i))
    flush()
    beats.append(Beat("end", 0.5, [], line_index=len(events) - 1))
    return beats


def pre_battle_board(after: dict[Hex, Shown], events, before: dict[Hex, Shown] | None,
                     armies) -> dict[Hex, Shown]:
    """The board as it stood when the battle began, rebuilt from the board after it and the log."""
    shown = {h: Shown(**vars(p)) for h, p in after.items()}
    dmg: dict[Hex, int] = {}
    venom: dict[Hex, int] = {}
    for ev in events:
        if ev[0] == "hit" and ev[2] is not None and not ev[7]:
            dmg[tuple(ev[2])] = dmg.get(tuple(ev[2]), 0) + max(0, int(ev[3]))
        elif ev[0] == "venom":
            venom[tuple(ev[1])] = venom.get(tuple(ev[1]), 0) + 1
    killed = {}
    for ev in events:
        if ev[0] == "killed":
            killed[tuple(ev[1])] = ev
    for h, ev in killed.items():
        _k, _h, name, owner, _cause = ev
        prev = (before or {}).get(h)
        rot = prev.rot if prev is not None and prev.name == name else 0
        army = TILES[name].army if name in TILES else (armies[owner] if owner < len(armies) else "")
        p = Shown(name=name, owner=owner, army=army, rot=rot)
        if prev is not None and prev.name == name:
            p.venom = prev.venom
        p.dmg = 0
        shown[h] = p
    for h, p in shown.items():
        if h in killed:
            prev = (before or {}).get(h)
            p.dmg = prev.dmg if prev is not None and prev.name == p.name else 0
        else:
            p.dmg = max(0, p.dmg - dmg.get(h, 0))
            p.venom = max(0, p.venom - venom.get(h, 0))
        if p.name in TILES and TILES[p.name].kind == "hq":
            p.hp = max(0, 20 - p.dmg)
        p.netted = False
    return shown

"""Rogue Agent table: the City phase played back on the board, one event at a time.

The engine tells everything public that happens in ``state.story`` (criminals stepping along the
event path, assassins fleeing, moving on and striking, the police squad moving and what it
removes, bombs ticking and exploding, agents sent to the Hospital, the new director). Between the
state the table showed and the new one, ``build`` turns those entries into a timeline: every
piece of the board gets a track (where it stands, when it slides where, a bomb's timer), every
event a caption (the log's own words) and a flash on its location. While it plays, the board's
pieces are drawn from the tracks instead of the new state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.games.rogue_agent import content as K
from game.games.rogue_agent import text as TX
from game.games.rogue_agent.view import effects as FX
from game.games.rogue_agent.view import paint as P

BEAT = 0.6  # seconds between two events of the City phase
SLIDE = 0.4  # seconds a piece takes from one location to the next
BAG = "BAG"  # the Data Stream bag: a piece sliding there leaves the board

# how long after its start the next event follows (the rest: one BEAT)
PAUSE = {"city": 0.8, "strike": 1.5, "exploded": 2.0, "police": 1.3, "director": 1.2}


@dataclass
class Track:
    """One piece during the playback."""

    look: tuple  # ("crim", num, defeated) | ("assassin",) | ("bomb",) | ("police",) | ("agent", seat)
    at: str  # where it stands before its first leg (a position, or BAG)
    legs: list[tuple[float, str, str]] = field(default_factory=list)  # (start, from, to)
    timers: list[tuple[float, int]] = field(default_factory=list)  # a bomb's timer from a time on

    def where(self, t: float) -> tuple[str, str, float]:
        """(from, to, progress 0..1) at time ``t``; at rest: (pos, pos, 1)."""
        pos = self.at
        for start, src, dst in self.legs:
            if t < start:
                break
            if t < start + SLIDE:
                return src, dst, (t - start) / SLIDE
            pos = dst
        return pos, pos, 1.0

    def last(self) -> str:
        return self.legs[-1][2] if self.legs else self.at

    def timer(self, t: float) -> int:
        shown = 0
        for start, value in self.timers:
            if start <= t:
                shown = value
        return shown


@dataclass
class Playback:
    tracks: dict[tuple, Track]
    captions: list[tuple[float, str]]  # (start, words)
    effects: list[FX.Effect]
    director: tuple[float, int] | None  # (when, seat): the bag changes hands
    total: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.total

    def caption(self) -> tuple[str, float] | None:
        """The caption showing now and how far into it (seconds)."""
        now = None
        for start, words in self.captions:
            if start <= self.elapsed:
                now = (words, self.elapsed - start)
        return now


def new_entries(prev: Any, s: Any) -> tuple[tuple, ...]:
    seen = prev.story[-1][0] if getattr(prev, "story", ()) else -1
    return tuple(e[1:] for e in getattr(s, "story", ()) if e[0] > seen)


def build(prev: Any, s: Any, lang: str) -> Playback | None:
    """The City phase between ``prev`` and ``s`` (both views) as a timeline, or None when the
    steps between them did not run one."""
    if prev is None or s is None or len(prev.players) != len(s.players):
        return None
    entries = new_entries(prev, s)
    if not entries or not (prev.phase == "city" or any(e[0] == "city" for e in entries)):
        return None
    b = _Builder(prev, s, lang)
    for i, ev in enumerate(entries):
        b.event(entries, i, ev)
    return b.result()


class _Builder:
    def __init__(self, prev: Any, s: Any, lang: str) -> None:
        self.s, self.lang = s, lang
        self.t = 0.0
        self.tracks: dict[tuple, Track] = {}
        for c in prev.criminals:
            if c.pos is not None:
                self.tracks[("crim", c.num)] = Track(("crim", c.num, c.defeated), c.pos)
        for i, pos in enumerate(prev.assassins):
            self.tracks[("assassin", i)] = Track(("assassin",), pos)
        for bm in prev.bombs:
            self.tracks[("bomb", bm.id)] = Track(("bomb",), bm.pos, timers=[(0.0, bm.timer)])
        if prev.police in K.POS_ORDER:
            self.tracks[("police",)] = Track(("police",), prev.police)
        for seat, p in enumerate(prev.players):
            if p.pos in K.POS_ORDER:
                self.tracks[("agent", seat)] = Track(("agent", seat), p.pos)
        self.captions: list[tuple[float, str]] = []
        self.flashes: list[tuple[float, str, str, int]] = []  # (start, kind, pos, number)
        self.director: tuple[float, int] | None = None

    def _move(self, key: tuple, dst: str, at: float | None = None) -> None:
        tr = self.tracks.get(key)
        if tr is not None and tr.last() != BAG:
            tr.legs.append((self.t if at is None else at, tr.last(), dst))

    def _at(self, kind: str, pos: str) -> list[tuple]:
        return [k for k, tr in self.tracks.items() if k[0] == kind and tr.last() == pos]

    def event(self, entries: tuple, i: int, ev: tuple) -> None:
        kind = ev[0]
        words = TX.story_line(self.s, entries, i, self.lang)
        if not words:
            return
        self.captions.append((self.t, words))
        getattr(self, f"_{kind}", lambda _ev: None)(ev)
        self.t += PAUSE.get(kind, BEAT)

    def _moved(self, ev: tuple) -> None:
        self._move(("crim", ev[1]), ev[3])

    def _gone(self, ev: tuple) -> None:
        self.flashes.append((self.t, "gone", ev[2], ev[1]))
        self._move(("crim", ev[1]), BAG, self.t + SLIDE)

    def _left(self, ev: tuple) -> None:
        tr = self.tracks.get(("crim", ev[1]))
        pos = tr.last() if tr is not None else K.EVENT_PATH[-1]
        self.flashes.append((self.t, "left", pos, ev[1]))
        self._move(("crim", ev[1]), BAG, self.t + SLIDE)

    def _fled(self, ev: tuple) -> None:
        for key in self._at("assassin", ev[1])[:1]:
            self._move(key, ev[2] or BAG)

    def _assassin_moved(self, ev: tuple) -> None:
        self._fled(ev)

    def _strike(self, ev: tuple) -> None:
        self.flashes.append((self.t, "struck", ev[1], 0))

    def _police(self, ev: tuple) -> None:
        self._move(("police",), ev[2])
        for key in self._at("assassin", ev[2]) + self._at("bomb", ev[2]):
            self._move(key, BAG, self.t + SLIDE + 0.2)

    def _ticked(self, ev: tuple) -> None:
        bombs = self._at("bomb", ev[1])
        key = next((k for k in bombs if self.tracks[k].timer(self.t) == ev[2] + 1), bombs[0] if bombs else None)
        if key is not None:
            self.tracks[key].timers.append((self.t + 0.15, ev[2]))
        self.flashes.append((self.t, "ticked", ev[1], ev[2]))

    def _exploded(self, ev: tuple) -> None:
        self.flashes.append((self.t, "exploded", ev[1], 0))
        for key in self._at("bomb", ev[1]) + self._at("assassin", ev[1]) + self._at("crim", ev[1]):
            self._move(key, BAG, self.t + 0.3)

    def _skull(self, ev: tuple) -> None:
        seat = ev[1]
        if 0 <= seat < len(self.s.players) and self.s.players[seat].pos in K.POS_ORDER:
            self._move(("agent", seat), self.s.players[seat].pos, self.t + 0.5)
            self.flashes.append((self.t + 0.5, "skull", self.s.players[seat].pos, seat))

    def _exposed(self, ev: tuple) -> None:
        seat = ev[1]
        if 0 <= seat < len(self.s.players) and self.s.players[seat].pos in K.POS_ORDER:
            self.flashes.append((self.t, "exposed", self.s.players[seat].pos, seat))

    def _director(self, ev: tuple) -> None:
        self.director = (self.t, ev[1])

    def result(self) -> Playback:
        effects = [FX.Effect(kind, pos, start, num) for start, kind, pos, num in self.flashes]
        end = max([self.t + 0.2] + [e.delay + FX.FX_TIME for e in effects])
        return Playback(self.tracks, self.captions, effects, self.director, end)


# ----- drawing ---------------------------------------------------------------------------------
def spots(L: Any, r: pygame.Rect, has_slots: bool, pieces: list[tuple]) -> list[tuple[tuple, tuple[int, int], int]]:
    """Where pieces standing on a location are drawn, in order, left to right from its bottom left
    corner (clear of the informant slots): (piece, centre, radius). A bomb with a timer takes
    room for its timer die (``("bomb", id, True)``)."""
    size = max(12, int(r.h * 0.18))
    rad = size // 2
    slot_w = rad * 2 + 2 if has_slots else 0
    x0 = x = r.x + L.px(4) + rad
    y = r.bottom - L.px(4) - rad
    right = r.right - slot_w - L.px(4)
    out = []
    for piece in pieces:
        out.append((piece, (x, y), rad))
        x += size + 2
        if x + rad > right:
            x, y = x0, y - size - 2
        if piece[0] == "bomb" and len(piece) > 2 and piece[2] and x != x0:  # room for its timer die
            x += rad
            if x + rad > right:
                x, y = x0, y - size - 2
    return out


ORDER = {"police": 0, "crim": 1, "assassin": 2, "bomb": 3, "agent": 4}


def _rest_spots(view: Any, L: Any, s: Any, pb: Playback) -> dict[tuple, tuple[int, int]]:
    """Every piece's spot if each stood where it is heading (pieces on the way keep their place
    at the destination, so nothing jumps when they arrive)."""
    by_pos: dict[str, list[tuple]] = {}
    for key, tr in pb.tracks.items():
        src, dst, _k = tr.where(pb.elapsed)
        if dst != BAG:
            by_pos.setdefault(dst, []).append(key)
    out: dict[tuple, tuple[int, int]] = {}
    for pos, keys in by_pos.items():
        r = L.tiles.get(pos)
        if r is None:
            continue
        keys.sort(key=lambda k: (ORDER[k[0]], k[1:]))
        tid = s.layout[K.POS_ORDER.index(pos)]
        slots = bool(K.TILES[tid].slots) if tid in K.TILES else False
        pieces = [(*k, pb.tracks[k].timer(pb.elapsed) > 0) if k[0] == "bomb" else k for k in keys]
        for piece, centre, _rad in spots(L, r, slots, pieces):
            out[piece[:2] if piece[0] == "bomb" else piece] = centre
    return out


def draw(surface: pygame.Surface, view: Any, L: Any, s: Any, pb: Playback) -> None:
    """The pieces as they stand at this moment of the playback, the moving ones on their way."""
    rad = max(6, int(L.tile * 0.09))
    rest = _rest_spots(view, L, s, pb)
    for key, tr in sorted(pb.tracks.items(), key=lambda kv: ORDER[kv[0][0]]):
        src, dst, k = tr.where(pb.elapsed)
        if dst == BAG and k >= 1:
            continue
        end = L.bag.center if dst == BAG else rest.get(key, L.tiles[dst].center if dst in L.tiles else None)
        if end is None:
            continue
        if k >= 1:
            at = end
        else:
            start = L.tiles[src].center if src in L.tiles else L.bag.center
            e = k * k * (3 - 2 * k)
            at = (int(start[0] + (end[0] - start[0]) * e),
                  int(start[1] + (end[1] - start[1]) * e - rad * 1.5 * (1 - abs(2 * e - 1))))
        _piece(surface, view, s, tr, at, rad)


def _piece(surface: pygame.Surface, view: Any, s: Any, tr: Track, at: tuple[int, int], rad: int) -> None:
    look = tr.look
    if look[0] == "crim":
        P.criminal_disc(surface, at, rad, look[1], look[2])
    elif look[0] == "assassin":
        P.assassin_disc(surface, at, rad)
    elif look[0] == "bomb":
        P.bomb_disc(surface, at, rad, tr.timer(view.playback.elapsed))
    elif look[0] == "police":
        P.police_badge(surface, at, rad)
    elif look[0] == "agent" and look[1] < len(s.players):
        p = s.players[look[1]]
        P.agent_figure(surface, at, rad, view.colours[look[1] % len(view.colours)],
                       view.shapes[look[1] % len(view.shapes)], p.exposed, len(p.custody))

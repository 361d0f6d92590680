"""Immutable state of a Neuroshima Hex match.

The board is a tuple indexed by hex index (see ``board.Layout``): ``None`` or a ``Piece``.
Foundations (Mine, Roots) live in a parallel tuple. Hands, piles and discards are tuples of
tile ids; draw piles are kept sorted (the order is hidden and drawing is a chance outcome).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .board import Layout, layout
from .content import TILES


class Piece(NamedTuple):
    name: str  # tile id
    owner: int  # seat
    rot: int
    dmg: int = 0
    venom: tuple[int, ...] = ()  # seats owning the venom markers on it
    rewards: tuple[str, ...] = ()
    uid: int = 0


class Found(NamedTuple):
    name: str
    owner: int


class _Lay:
    """``State.lay``: the board layout, looked up once per state object and then kept in the
    instance dict (a non-data descriptor, so later reads are plain attribute reads; ``replace``
    carries it over unless the scenario or player count changes). Not a dataclass field: it
    takes no part in equality, hashing, repr or JSON."""

    def __get__(self, obj: Any, cls: Any = None) -> Layout:
        if obj is None:
            return self  # type: ignore[return-value]
        lay = layout(obj.scenario, obj.num_players)
        obj.__dict__["lay"] = lay
        return lay


@dataclass(frozen=True)
class State:
    num_players: int
    armies: tuple[str, ...]
    scenario: str
    board: tuple[Any, ...]
    found: tuple[Any, ...]
    hands: tuple[tuple[Any, ...], ...]
    piles: tuple[tuple[Any, ...], ...]
    discards: tuple[tuple[str, ...], ...]
    turn: int
    phase: str  # first, setup phases, draw, discard, main, over
    pending: tuple = ()  # the decision in progress
    first: int = 0
    turns_taken: tuple[int, ...] = ()
    draw_target: int = 3
    used: frozenset = frozenset()
    ending: int = -1  # seat who drew his last tile, -1 if not yet
    final_left: tuple[int, ...] = ()  # seats that still take a final turn
    overtime: int = 0  # 0 no, 1 overtime turns, 2 done
    overtime_left: tuple[int, ...] = ()
    pools: tuple[tuple[str, ...], ...] = ()
    fresh: tuple[tuple[str, ...], ...] = ()  # rewards won this turn (not placeable yet)
    wh: tuple[tuple[int, bool], ...] = ()  # per warehouse: (wounds, tokens still inside)
    turrets: tuple[tuple[str, int, int], ...] = ()  # (turret id, hex index, rotation)
    hp_start: tuple[int, ...] = ()
    eliminated: tuple[bool, ...] = ()
    last_battle: tuple = ()
    battles: int = 0
    next_uid: int = 1
    setup: tuple = ()
    winners: tuple[int, ...] = ()
    options: tuple = ()  # sorted (key, value) pairs of rule variants
    carry: tuple = ()  # campaign carry-over details, as (key, value) pairs
    teams: tuple[int, ...] = ()  # team id per seat in team play, () when everyone fights everyone
    # a battle waiting for a player decision (phase "battle_choice"), () otherwise:
    # (owner, continuation, phase, turn, pending before the battle, recorded choices,
    #  decision = (seat, kind, (q, r), options, default option, info per option))
    battle: tuple = ()

    lay = _Lay()  # no annotation on purpose: not a dataclass field

    def opt(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default


_new = object.__new__
_set = object.__setattr__


def replace(s: State, **changes: Any) -> State:
    """A faster ``dataclasses.replace`` for the frozen State (it has no ``__post_init__``): copy
    the instance dict and update it. The cached layout goes when the board shape may change."""
    new = _new(State)
    d = s.__dict__.copy()
    d.update(changes)
    if "scenario" in changes or "num_players" in changes:
        d.pop("lay", None)
    _set(new, "__dict__", d)
    return new


def setv(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def friendly(teams: tuple, a: int, b: int) -> bool:
    """Same seat, or allied seats in team play."""
    return a == b or (bool(teams) and teams[a] == teams[b])


def tile(name: str):
    return TILES[name]


def hq_index(s: State, seat: int) -> int:
    for i, p in enumerate(s.board):
        if p is not None and p.owner == seat and TILES[p.name].kind == "hq":
            return i
    return -1


def hq_hp(s: State, seat: int) -> int:
    if s.eliminated and s.eliminated[seat]:
        return 0
    i = hq_index(s, seat)
    if i < 0:
        return s.hp_start[seat] if s.hp_start else 20
    return max(0, 20 - s.board[i].dmg)


def is_allied_piece(s: State, p: Piece) -> bool:
    """A piece of another army controlled by this seat (campaign allies)."""
    return TILES[p.name].army != s.armies[p.owner]

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


@dataclass(frozen=True, slots=True)
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

    @property
    def lay(self) -> Layout:
        return layout(self.scenario, self.num_players)

    def opt(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default


_FIELDS: tuple[str, ...] = ()
_new = object.__new__
_set = object.__setattr__


def replace(s: State, **changes: Any) -> State:
    """A faster ``dataclasses.replace`` for the frozen, slotted State (generated below)."""
    raise NotImplementedError


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


_FIELDS = tuple(f.name for f in __import__("dataclasses").fields(State))


def _make_replace():
    lines = ["def replace(s, **c):", "    new = _new(State)"]
    for name in _FIELDS:
        lines.append(f"    _set(new, {name!r}, s.{name})")
    lines += ["    for k, v in c.items():", "        _set(new, k, v)", "    return new"]
    ns = {"_new": _new, "_set": _set, "State": State}
    exec("\n".join(lines), ns)
    fn = ns["replace"]
    fn.__doc__ = "A faster dataclasses.replace for the frozen, slotted State."
    return fn


replace = _make_replace()  # noqa: F811

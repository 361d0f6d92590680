"""Rogue Agent: the immutable game state (frozen dataclasses and tuples) and its JSON form.

See the module docstring of ``rules.py`` for the layout and the decision sequence.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from game.engine.core import HIDDEN

EMPTY = -1  # an empty informant slot / nobody


@dataclass(frozen=True)
class Player:
    pos: str  # position id (T1..B5, HQ)
    fuel: int
    ammo: int
    evidence: int
    vehicle: int
    weapon: int
    agent: int
    stamina: int
    credits: int
    influence: int
    informants: int  # informants still in the supply
    custody: tuple[int, ...] = ()  # criminal numbers under the figure
    turned_in: tuple[str, ...] = ()  # card ids, public
    clocks: tuple[tuple[str, int], ...] = ()  # (clock effect, criminal number)
    tokens: tuple[Any, ...] = ()  # hidden identity tokens "A"/"H" (HIDDEN to others)
    revealed: tuple[str, ...] = ()  # revealed identity tokens
    revealed_round: bool = False  # revealed a token this round (6.2)
    exposed: bool = False  # an android (Android mode)
    ends: tuple[str, ...] = ()  # tracks whose end space has paid its +1 influence


@dataclass(frozen=True)
class Criminal:
    num: int  # disc number 1..6
    card: Any  # card id; HIDDEN in a view while face down and not investigated by the viewer
    face_up: bool
    investigators: tuple[int, ...]  # seats with an investigation marker (public)
    defeated: bool
    pos: str | None  # city position, or None while in custody
    holder: int  # seat holding it in custody, or EMPTY
    placed_round: int


@dataclass(frozen=True)
class Bomb:
    id: int
    pos: str
    timer: int


@dataclass(frozen=True)
class BombBoard:
    """The bomb board during a defusal: columns of (symbol, colour) cells, top first."""

    bomb: int
    timer: int
    cols: tuple[tuple[tuple[str, str], ...], ...]
    pool: tuple[str, ...]  # colours of the custom dice not on the board
    to_place: tuple[tuple[str, str], ...] = ()  # (symbol, colour) rolled, still to place
    defused: bool = False


@dataclass(frozen=True)
class Turn:
    seat: int = EMPTY
    justice: int = 0  # justice (or underground) actions taken
    used: tuple[tuple[str, str], ...] = ()  # (action, position) pairs used this turn
    patrols: int = 0  # patrols started
    steps_left: int = 0  # steps left in the running patrol (0: none running)
    visited: tuple[str, ...] = ()  # positions visited by the running patrol
    done: bool = False  # second justice action taken: only Reinforce or End turn remain
    over: bool = False  # the turn has ended (End turn, Reinforce)


@dataclass(frozen=True)
class RAState:
    num_players: int
    mode: str  # "agent" or "android"
    rounds: int
    round: int
    phase: str  # setup, time, action, city, over
    director: int
    first_player: int
    bank: int
    layout: tuple[str, ...]  # tile id per position in content.POS_ORDER ("" until dealt)
    destroyed: tuple[str, ...]  # destroyed positions (Android mode)
    slots: tuple[tuple[int, int], ...]  # (top, bottom) informant owner per position
    police: str  # position of the police squad ("" before setup)
    players: tuple[Player, ...]
    criminals: tuple[Criminal, ...]  # in play (city or custody), by number
    assassins: tuple[str, ...]  # positions of assassin discs (sorted multiset)
    bombs: tuple[Bomb, ...]
    bag: tuple[str, ...]  # Data Stream: "A", "B", "C1".."C6" (sorted)
    deck: tuple[Any, ...]  # criminal deck (sorted; HIDDEN in views)
    out_pile: tuple[Any, ...]  # out-of-play cards (HIDDEN if they left face down)
    drawn: tuple[str, ...] = ()  # discs drawn in the Time phase, not yet placed
    time_dice: tuple[int, ...] = ()  # regular dice rolled for them, not yet assigned
    turn: Turn = Turn()
    board: BombBoard | None = None
    roll: tuple[tuple[str, str], ...] = ()  # last roll of the acting side: (colour, face)
    roll2: tuple[tuple[str, str], ...] = ()  # last roll of the defending side (steal, fights)
    stack: tuple[tuple[Any, ...], ...] = ()  # tasks, top last (rules.py docstring)
    limit_reached: bool = False  # android limit reached (6.3)
    next_bomb: int = 1
    cut: bool = False  # the active player hit the skull: unwind his turn (4.0.4 step 5)
    reveals: tuple[tuple[int, int, int], ...] = ()  # queued forced reveals (seat, trigger, screener)
    events: tuple[tuple[Any, ...], ...] = ()  # what the last step caused, for the log and the view:
    # ("hits", k), ("defeated", n), ("retaliation", n, effect), ("assassin", stopped 0/1),
    # ("exploded", pos), ("defused", pos), ("destroyed", pos), ("skull", seat), ("exposed", seat),
    # ("left", n), ("struck", pos, seats hurt) -- cleared at every step
    flags: tuple[tuple[str, Any], ...] = ()
    fx: tuple[tuple[Any, ...], ...] = ()  # the same events, numbered (serial, *event), the last FX_KEEP
    # kept across steps: the view plays the board effects (explosions, defusals, assassin strikes)
    # of every step since the state it showed last, even when several steps came between

    def flag(self, name: str) -> Any:
        return dict(self.flags)[name]


def tup(x: Any) -> Any:
    """JSON lists back to tuples, recursively (tasks and cells are tuples)."""
    if isinstance(x, list):
        return tuple(tup(v) for v in x)
    return x


def _enc(x: Any) -> Any:
    if x is HIDDEN:
        return None
    if isinstance(x, tuple):
        return [_enc(v) for v in x]
    if hasattr(x, "__dataclass_fields__"):
        return {f.name: _enc(getattr(x, f.name)) for f in fields(x)}
    return x


def _dec_hidden(x: Any) -> Any:
    return HIDDEN if x is None else x


def to_json(s: RAState) -> Any:
    return _enc(s)


def from_json(j: Any) -> RAState:
    try:
        d = dict(j)
        d["players"] = tuple(
            Player(**{**p, **{k: tup(p.get(k, ())) for k in ("custody", "turned_in", "clocks", "revealed", "ends")},
                      "tokens": tuple(_dec_hidden(t) for t in p["tokens"])})
            for p in j["players"]
        )
        d["criminals"] = tuple(
            Criminal(**{**c, "card": _dec_hidden(c["card"]), "investigators": tup(c["investigators"])})
            for c in j["criminals"]
        )
        d["bombs"] = tuple(Bomb(**b) for b in j["bombs"])
        d["turn"] = Turn(**{k: tup(v) for k, v in j["turn"].items()})
        if j["board"] is not None:
            d["board"] = BombBoard(**{k: tup(v) for k, v in j["board"].items()})
        d.setdefault("events", [])
        d.setdefault("fx", [])
        for k in ("layout", "destroyed", "slots", "assassins", "bag", "drawn", "time_dice", "roll", "roll2",
                  "stack", "flags", "reveals", "events", "fx"):
            d[k] = tup(j[k])
        d["deck"] = tuple(_dec_hidden(c) for c in j["deck"])
        d["out_pile"] = tuple(_dec_hidden(c) for c in j["out_pile"])
        return RAState(**d)
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"not a Rogue Agent state: {exc}") from exc


def replace(obj: Any, /, **changes: Any) -> Any:
    """``dataclasses.replace`` for these frozen dataclasses, without calling ``__init__``: the
    bots' search copies states hundreds of thousands of times and ``dataclasses.replace`` took
    two thirds of its time. Unknown field names are still refused."""
    cls = type(obj)
    bad = changes.keys() - cls.__dataclass_fields__.keys()
    if bad:
        raise TypeError(f"{cls.__name__} has no field {sorted(bad)[0]!r}")
    new = object.__new__(cls)
    d = new.__dict__
    d.update(obj.__dict__)
    d.update(changes)
    return new


def setp(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


__all__ = ["EMPTY", "Player", "Criminal", "Bomb", "BombBoard", "Turn", "RAState", "replace", "tup", "setp",
           "to_json", "from_json"]

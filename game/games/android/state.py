"""Android state: immutable values only (frozen dataclasses and tuples).

See the module docstring of ``rules.py`` for the layout and the decision sequence.
``encode``/``decode`` give the exact JSON round trip of any state or view.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from game.engine.core import HIDDEN

Task = tuple  # ("act", seat), ("draw", seat, deck), ... (see rules.py)


@dataclass(frozen=True)
class Token:
    """An evidence token on a suspect sheet. ``code`` is "+3", "-2", "W" (surprise witness),
    "P" (perjury), or HIDDEN in a view of a face-down token the viewer has not seen."""

    code: Any
    file: str
    face_up: bool
    placer: int
    known_by: tuple[int, ...]  # seats that know the value (sorted)


@dataclass(frozen=True)
class SuspectState:
    id: str
    alive: bool = True
    hits: int = 0
    alibis: int = 0
    tokens: tuple[Token, ...] = ()


@dataclass(frozen=True)
class Lead:
    id: str  # "testimony:eve", "physical:raymond", "document:raymond"
    kind: str  # the file it feeds: testimony / physical / document
    colour: str  # the location type of its start location (fixed for the game)
    location: str | None  # None: removed from the game


@dataclass(frozen=True)
class Player:
    detective: str
    location: str
    twilight: int = 0
    hand: tuple[tuple[str, Any], ...] = ()  # (deck key, card id or HIDDEN)
    favors: tuple[int, int, int, int] = (0, 0, 0, 0)  # corp, political, society, street
    npc_favors: tuple[tuple[str, int], ...] = ()
    npc_alive: tuple[tuple[str, bool], ...] = ()
    trauma: int = 0
    jinteki: int = 0
    haas: int = 0
    conspiracy: int = 0
    passes: int = 0
    warrants: tuple[str, ...] = ()  # restricted locations holding one of his warrants
    warrants_left: int = 2
    guilty: Any = ""  # suspect id, HIDDEN in others' views
    innocent: Any = ""
    plot: str = ""  # current plot id ("" = none)
    plot_card: str = ""  # start / cross+ / cross- / ++ / +- / -+ / --
    good: int = 0
    bad: int = 0
    played_plots: tuple[str, ...] = ()
    endings: tuple[tuple[str, str], ...] = ()  # ending cards kept for scoring (plot id, ending key)
    used: tuple[str, ...] = ()  # location / event / plot-action uses this round
    turn_used: tuple[str, ...] = ()  # once-per-turn things (plot conditions, Jimmy, reading)
    money: int = 0
    sanity: int = 0
    mood: str = ""  # Louis: "bad" / "good"
    directives: tuple[int, ...] = ()  # Floyd: directives still in play (1, 2, 3)
    wrapped: bool = False  # Raymond: "Wrapped Up in Himself" in play
    memory: Any = ""  # the Memory card this (non-Raymond) seat holds; HIDDEN to others
    memory_shown: bool = False  # revealed when Raymond entered its location
    memories_seen: tuple[tuple[int, Any], ...] = ()  # (holder seat, Memory card) this seat looked at
    recovered: tuple[str, ...] = ()  # Raymond: recovered memories
    li_debt: bool = False  # Louis: "Mr. Li Calls in a Debt" waits for his next turn
    pile: int = 0  # hero marker on the puzzle ladder: 0 shift, 1 favor, 2 baggage, -1 none
    orders: tuple[tuple[str, str], ...] = ()  # standing orders: (dark card id, filter); secret
    reviewed: tuple[tuple[str, Any], ...] = ()  # the hand at this seat's last orders review; secret


@dataclass(frozen=True)
class AState:
    num_players: int
    murder: str
    calendar: str
    options: tuple[tuple[str, Any], ...]
    players: tuple[Player, ...]
    suspects: tuple[SuspectState, ...]
    leads: tuple[Lead, ...]
    queue: tuple[Task, ...]  # head = what happens next (a decision, chance or automatic step)
    day: int = 1
    first_player: int = 0
    active: int = -1  # seat whose turn it is (-1 outside turns)
    turns_taken: int = 0
    time: int = 0  # Time left of the active player
    crime_hero: int = -1  # seat whose hero marker is on the crime-scene marker
    lily: str = ""
    jimmy: str = ""
    evidence_pile: tuple[Any, ...] = ()  # sorted multiset of codes; HIDDEN entries in views
    drawn: tuple[Any, ...] = ()  # evidence just drawn by the active decision's seat
    # per drawn token: the seats that already knew it (seen on top with peek_pile, or returned with keep_best)
    drawn_known: tuple[tuple[int, ...], ...] = ()
    pile_top: tuple[tuple[Any, tuple[int, ...]], ...] = ()  # known top of the evidence pile: (code, seats who know)
    # tokens returned face down to the bottom (keep_best, 8.15.3), bottom-most first: (code, seats who know)
    pile_bottom: tuple[tuple[Any, tuple[int, ...]], ...] = ()
    hunch_pool: tuple[Any, ...] = ()  # hunches not yet dealt / left in the box
    decks: tuple[tuple[str, tuple[Any, ...]], ...] = ()  # deck key -> face-down cards (multiset)
    discards: tuple[tuple[str, tuple[str, ...]], ...] = ()  # deck key -> face-up cards at the bottom
    detective_pool: tuple[str, ...] = ()  # detectives not yet dealt (random assignment)
    memory_pool: tuple[Any, ...] = ()  # Memory cards not dealt (box, unseen)
    event_deck: tuple[Any, ...] = ()  # general events still face down (multiset)
    event_discards: tuple[str, ...] = ()
    track: tuple[tuple[str, bool], ...] = ()  # general-event track: newest first, (id, active)
    specific: Any = ""  # the chosen murder-specific event (HIDDEN until it is resolved)
    specific_active: bool = False
    specific_done: bool = False  # the murder's special event has been turned face up
    bank: tuple[tuple[str, int], ...] = ()
    grid: tuple[tuple[int, int, str, int], ...] = ()  # placed puzzle pieces (row, col, id, rotation)
    piles: tuple[tuple[Any, ...], ...] = ((), (), ())  # shift, favor, baggage piles (multisets)
    piece: tuple[Any, ...] = ()  # the piece being revealed: (seat, pile, id); id HIDDEN to others
    tossed: tuple[str, ...] = ()  # discarded puzzle pieces (face up)
    lines_done: tuple[str, ...] = ()  # completed rows / columns / diagonals
    asked: tuple[int, ...] = ()  # seats already asked live ("ask me") during this turn
    log: tuple[tuple[Any, ...], ...] = ()  # last public notes (for describe of automatic steps)
    over: bool = False

    def opt(self, key: str) -> Any:
        return dict(self.options)[key]

    def deck(self, key: str) -> tuple[Any, ...]:
        return dict(self.decks).get(key, ())

    def discard_pile(self, key: str) -> tuple[str, ...]:
        return dict(self.discards).get(key, ())

    def bank_of(self, key: str) -> int:
        return dict(self.bank).get(key, 0)

    def suspect(self, sid: str) -> SuspectState:
        return next(x for x in self.suspects if x.id == sid)

    def lead_at(self, loc: str) -> Lead | None:
        return next((ld for ld in self.leads if ld.location == loc), None)


# ----- small immutable helpers ---------------------------------------------------------------------
def set_at(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def set_key(pairs: tuple[tuple[str, Any], ...], key: str, v: Any) -> tuple[tuple[str, Any], ...]:
    out = [(k, x) for k, x in pairs if k != key]
    out.append((key, v))
    return tuple(sorted(out, key=lambda kv: kv[0]))


def with_player(s: AState, seat: int, **kw: Any) -> AState:
    return replace(s, players=set_at(s.players, seat, replace(s.players[seat], **kw)))


def with_suspect(s: AState, sus: SuspectState) -> AState:
    return replace(s, suspects=tuple(sus if x.id == sus.id else x for x in s.suspects))


def multiset_remove(t: tuple, v: Any) -> tuple:
    i = t.index(v)
    return t[:i] + t[i + 1:]


def multiset_add(t: tuple, *vs: Any) -> tuple:
    return tuple(sorted(t + vs))


# ----- JSON ------------------------------------------------------------------------------------------
_CLASSES = {c.__name__: c for c in (Token, SuspectState, Lead, Player, AState)}
_HIDDEN_JSON = "?hidden"


def encode(v: Any) -> Any:
    if v is HIDDEN:
        return _HIDDEN_JSON
    if is_dataclass(v):
        out = {"_t": type(v).__name__}
        out.update({f.name: encode(getattr(v, f.name)) for f in fields(v)})
        return out
    if isinstance(v, tuple | list):
        return [encode(x) for x in v]
    return v


def decode(j: Any) -> Any:
    if j == _HIDDEN_JSON:
        return HIDDEN
    if isinstance(j, dict):
        cls = _CLASSES.get(j.get("_t", ""))
        if cls is None:
            raise ValueError(f"unknown Android state record {j.get('_t')!r}")
        return cls(**{k: decode(v) for k, v in j.items() if k != "_t"})
    if isinstance(j, list):
        return tuple(decode(x) for x in j)
    return j

"""The immutable Metro 2033 state (frozen dataclasses of tuples; see rules.py for the layout)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from game.engine.core import HIDDEN

RES_INDEX = {"pig": 0, "mushroom": 1, "ammo": 2}


@dataclass(frozen=True)
class Player:
    faction: str = ""
    hero: str = ""
    res: tuple[int, int, int] = (0, 0, 0)  # pig, mushroom, ammo
    army: int = 2
    stations: tuple[str, ...] = ()  # sorted
    hero_at: str = ""
    equipment: tuple[str, ...] = ()
    quests: tuple[tuple[Any, int], ...] = ()  # uncompleted: (quest id or HIDDEN, round drawn)
    done: tuple[str, ...] = ()  # completed quests (face up)
    wounded: int = 0  # the round whose hero phase the hero misses (0: not wounded)
    scout: Any = ""  # scouted danger card (HIDDEN to others), "" none
    scout_round: int = 0
    quest_round: int = 0  # round of the last quest taken
    refresh_round: int = 0  # round of the last market refresh
    effects: tuple[str, ...] = ()  # quest abilities in force until the end of the round
    used: tuple[str, ...] = ()  # completed quests whose ability was used this round
    events: tuple[str, ...] = ()  # event goals (G5, G7, G8) met since the last checkpoint

    def vp(self) -> int:
        return len(self.stations) + len(self.done)

    def r(self, res: str) -> int:
        return self.res[RES_INDEX[res]]


@dataclass(frozen=True)
class Deck:
    """A danger deck: ``top`` and ``bottom`` are (card, knowers) in order (cards someone placed or
    looked at); ``pile`` is the shuffled rest (kept sorted: its order is drawn as chance)."""

    top: tuple[tuple[Any, tuple[int, ...]], ...] = ()
    pile: tuple[Any, ...] = ()
    bottom: tuple[tuple[Any, tuple[int, ...]], ...] = ()
    discard: tuple[str, ...] = ()

    def size(self) -> int:
        return len(self.top) + len(self.pile) + len(self.bottom)


@dataclass(frozen=True)
class Combat:
    purpose: str = ""  # army_station, hero_station, army_hero, hero_hero, event, hunt
    attacker: int = -1
    att_unit: str = ""  # army / hero
    defender: int = -1  # -1: a danger or a neutral Polis station
    def_unit: str = ""
    station: str = ""
    danger: str = ""  # revealed danger card
    hands: tuple[tuple[Any, ...], tuple[Any, ...]] = ((), ())  # attacker's, defender's
    cards: tuple[Any, Any] = ("", "")  # chosen cards
    revealed: bool = False
    result: int = 0  # +1 attacker won, -1 lost, 0 draw
    strengths: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class State:
    n: int
    opts: tuple[Any, ...]  # max_rounds, law_duration, event_penalty, wound_skips, min3_polis, hero_rules
    players: tuple[Player, ...]
    first: int = 0
    round: int = 0
    stage: int = 1
    phase: str = "setup"
    stack: tuple[tuple[Any, ...], ...] = ()
    free_factions: tuple[str, ...] = ()
    free_heroes: tuple[str, ...] = ()
    eq_pile: tuple[str, ...] = ()
    eq_discard: tuple[str, ...] = ()
    market: tuple[str, ...] = ()
    q_pile: tuple[Any, ...] = ()
    q_discard: tuple[Any, ...] = ()
    law_pile: tuple[str, ...] = ()
    law_under: tuple[str, ...] = ()
    law: str = ""
    law_round: int = 0
    law_new: str = ""  # the law being voted on
    votes: tuple[int, ...] = ()  # +1 for / -1 against per seat that voted
    decks: tuple[Deck, Deck] = (Deck(), Deck())
    offer: tuple[Any, ...] = ()  # cards being chosen from (a quest draw is private)
    offer_owner: int = -1
    peek: tuple[Any, ...] = ()  # danger cards looked at (Anna / Forewarned): private
    peek_owner: int = -1
    combat: Combat | None = None
    event_card: str = ""  # the danger revealed by Dangers from the dark
    defences: tuple[tuple[str, str], ...] = ()  # per seat (station, unit) for that event
    turn_done: tuple[int, ...] = ()  # seats whose hero turn has started this hero phase
    fights: int = 0  # combats fought so far (the log reports each new one)
    last_fight: tuple[Any, ...] = ()  # purpose, attacker, att_unit, defender, def_unit, station, danger, str, str, result
    winner: int = -1
    end_reason: str = ""  # "vp", "polis", "limit"

    @property
    def num_players(self) -> int:
        return self.n

    def owner_map(self) -> dict[str, int]:
        return {st: i for i, p in enumerate(self.players) for st in p.stations}

    def order(self) -> list[int]:
        return [(self.first + i) % self.n for i in range(self.n)]

    def opt(self, key: str) -> Any:
        return self.opts[OPT_KEYS.index(key)]


OPT_KEYS = ("max_rounds", "law_duration", "event_penalty", "wound_skips", "min3_polis", "hero_rules")


# ----- JSON ---------------------------------------------------------------------------------------
def _enc(v: Any) -> Any:
    if v is HIDDEN:
        return v
    if isinstance(v, (Player, Deck, Combat)):
        return {f.name: _enc(getattr(v, f.name)) for f in fields(v)}
    if isinstance(v, tuple):
        return [_enc(x) for x in v]
    return v


def _tup(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tup(x) for x in v)
    return v


def to_json(s: State) -> dict:
    out = {f.name: _enc(getattr(s, f.name)) for f in fields(s)}
    return out


def from_json(j: dict) -> State:
    if not isinstance(j, dict) or "players" not in j:
        raise ValueError("not a Metro 2033 state")
    kw = {}
    for f in fields(State):
        v = j[f.name]
        if f.name == "players":
            v = tuple(Player(**{k: _tup(x) for k, x in p.items()}) for p in v)
        elif f.name == "decks":
            v = tuple(Deck(**{k: _tup(x) for k, x in d.items()}) for d in v)
        elif f.name == "combat":
            v = None if v is None else Combat(**{k: _tup(x) for k, x in v.items()})
        else:
            v = _tup(v)
        kw[f.name] = v
    return State(**kw)


__all__ = ["Player", "Deck", "Combat", "State", "replace", "to_json", "from_json", "OPT_KEYS", "RES_INDEX"]

"""The immutable Metro 2033 state (frozen dataclasses of tuples; see rules.py for the layout)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from game.engine.core import HIDDEN
from game.games.metro2033.content import (
    CONST,
    DANGERS,
    EQUIPMENT,
    FACTIONS,
    HEROES,
    LAWS,
    QUESTS,
    STATIONS,
    ZONE_NAMES,
)
from game.games.metro2033.graph import active_stations

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
    # open quests kept while their goal already held (spec 5.8): they count once it is achieved
    # again, i.e. after a checkpoint found the goal unmet (private, like the quests themselves)
    waiting: tuple[str, ...] = ()

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
        i = OPT_KEYS.index(key)
        return self.opts[i] if i < len(self.opts) else OPT_LEGACY[key]


OPT_KEYS = ("max_rounds", "law_duration", "event_penalty", "wound_skips", "min3_polis", "hero_rules",
            "quest_after_draw", "abilities_any_decision")
# Options added after games were saved (issue 16): an ``opts`` tuple that ends before them (an older
# game, or a new one that plays by the old reading) means these values.
OPT_LEGACY = {"quest_after_draw": False, "abilities_any_decision": False}


def packed_opts(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """``values`` (one per OPT_KEYS) without the trailing ones that equal their legacy value, so a
    game played by the old readings keeps the state (and the JSON) an older version wrote."""
    out = list(values)
    while len(out) > len(OPT_KEYS) - len(OPT_LEGACY) and out[-1] == OPT_LEGACY[OPT_KEYS[len(out) - 1]]:
        out.pop()
    return tuple(out)


# ----- JSON ---------------------------------------------------------------------------------------
HIDDEN_JSON = "?hidden"  # a secret in a player's view (network play sends views); no card id starts with "?"


def _enc(v: Any) -> Any:
    if v is HIDDEN:
        return HIDDEN_JSON
    if isinstance(v, (Player, Deck, Combat)):
        return {f.name: _enc(getattr(v, f.name)) for f in fields(v) if not _omitted(v, f.name)}
    if isinstance(v, tuple):
        return [_enc(x) for x in v]
    return v


def _omitted(v: Any, key: str) -> bool:
    """A field newer than some saved games is written only when it is in use (issue 16)."""
    return isinstance(v, Player) and key == "waiting" and not v.waiting


def _tup(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tup(x) for x in v)
    return HIDDEN if v == HIDDEN_JSON else v


def _en(table: dict, key: Any) -> Any:
    """The English name of a content item; a hidden or unknown one is named as such."""
    if key is HIDDEN:
        return "hidden"
    item = table.get(key)
    return item["name"]["en"] if item else key


def hero_wounded(s: State, p: Player) -> bool:
    """The hero is wounded until the end of the hero phase it misses (spec 6.6)."""
    if not p.wounded:
        return False
    return p.wounded > s.round or (p.wounded == s.round and s.phase in ("events", "mobilize", "army", "hero"))


def _player_json(s: State, p: Player) -> dict:
    target = CONST["vp_target_red_line"] if p.faction == "red_line" else CONST["vp_target"]
    return {
        "faction": _en(FACTIONS, p.faction) if p.faction else None,
        "faction_id": p.faction or None,
        "hero": _en(HEROES, p.hero) if p.hero else None,
        "hero_id": p.hero or None,
        "hero_station": STATIONS[p.hero_at].name["en"] if p.hero_at else None,
        "hero_station_id": p.hero_at or None,
        "hero_wounded": hero_wounded(s, p),
        "pigs": p.res[0],
        "mushrooms": p.res[1],
        "ammo": p.res[2],
        "army": p.army,
        "vp": p.vp(),
        "vp_target": target,
        "stations": [STATIONS[x].name["en"] for x in p.stations],
        "equipment": [_en(EQUIPMENT, e) for e in p.equipment],
        "completed_quests": [_en(QUESTS, q) for q in p.done],
        "quests": [_en(QUESTS, q) for q, _r in p.quests],
        "scouted_danger": _en(DANGERS, p.scout) if p.scout else None,
    }


PHASE_NAMES = {
    "setup": "Setup", "events": "Events", "mobilize": "Mobilization", "army": "Army actions",
    "hero": "Hero actions", "end": "End of round", "over": "Game over",
}


def readable(s: State) -> dict:
    """The fields analysis tools read (issue 10, replay state), in plain English names."""
    owner = s.owner_map()
    act = active_stations(p.faction for p in s.players if p.faction)
    stations = [
        {
            "id": sid,
            "name": st.name["en"],
            "owner": owner.get(sid),
            "zone": ZONE_NAMES[st.zone]["en"],
            "zone_id": st.zone,
            "type": st.type,
            "resource": st.res,
            "active": sid in act,
        }
        for sid, st in sorted(STATIONS.items())
    ]
    return {
        "round": s.round,
        "stage": s.stage,
        "phase": s.phase,
        "phase_name": PHASE_NAMES.get(s.phase, s.phase),
        "first_player": s.first,
        "law": _en(LAWS, s.law) if s.law else None,
        "law_since_round": s.law_round if s.law else None,
        "stations": stations,
        "players": [_player_json(s, p) for p in s.players],
        "market": [_en(EQUIPMENT, e) for e in s.market],
        "winner": s.winner if s.winner >= 0 else None,
        "end_reason": s.end_reason or None,
    }


def to_json(s: State) -> dict:
    """The readable fields first, then the whole engine state under ``engine`` (for from_json)."""
    out = readable(s)
    out["engine"] = {f.name: _enc(getattr(s, f.name)) for f in fields(s)}
    return out


def from_json(j: dict) -> State:
    if isinstance(j, dict) and isinstance(j.get("engine"), dict):
        j = j["engine"]
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

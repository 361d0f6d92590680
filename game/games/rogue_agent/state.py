"""Rogue Agent: the immutable game state (frozen dataclasses and tuples) and its JSON form.

See the module docstring of ``rules.py`` for the layout and the decision sequence.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.engine.core import HIDDEN

EMPTY = -1  # an empty informant slot / nobody
CONSTANT_DEFAULTS: dict[str, str] = {"discs_drawn": "2-2-3", "identity_pool": "6A-6H"}  # see RAState.flag
# Rule flags newer than some saves: a state without one plays by its legacy value (the rule those saves
# were played under), and the flag is stored only when it differs from it (``stored_flags``).
LEGACY_FLAGS: dict[str, Any] = {"patrol_out_and_back": False}


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
    story: tuple[tuple[Any, ...], ...] = field(default=(), compare=False, repr=False)  # (serial, *event):
    # everything public that happened, in order, the last STORY_KEEP (engine.board.tell) -- the City
    # phase's steps too; words for the log, moves for the view. Not part of the state's value: left
    # out of equality and of the JSON (an older save's final state stays what it was).

    def flag(self, name: str) -> Any:
        """A rule flag (spec 9.3). The data constants chosen by an option (``discs_drawn``,
        ``identity_pool``) are stored only when not the default, so a default game's state (and an
        older save) stays as it was."""
        flags = dict(self.flags)
        if name in flags:
            return flags[name]
        return LEGACY_FLAGS[name] if name in LEGACY_FLAGS else CONSTANT_DEFAULTS[name]


def stored_flags(flags: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The flags a state keeps: a flag at its legacy value is left out (read back as that value),
    so a game set up under the old rule has the state, and the JSON, it always had."""
    return tuple(sorted((k, v) for k, v in flags.items() if not (k in LEGACY_FLAGS and v == LEGACY_FLAGS[k])))


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


# ----- JSON (architecture 8: plain English names, for replays and analysis tools) ---------------
# ``to_json`` writes every field of the state, renamed and completed where a reader needs it:
# places are position ids (T1..B5, HQ) under "location"; ``locations`` lists the 13 tiles (id =
# position, tile, name, district, destroyed, informant owners top first); ``police`` is the police
# squad's district number (``police_position`` its position); a player's ``informants`` are the
# positions of his informants in the city (``informants_in_supply`` the ones he still holds);
# ``custody`` and ``turned_in`` name the criminals (``custody_numbers`` / ``turned_in_cards`` keep
# the disc numbers and card ids); ``identity`` lists the Android-mode tokens, revealed first (token
# None: one the viewer cannot see); ``criminals`` (those on the board), assassins and bombs carry
# their "location"; ``criminals_in_custody`` lists the others (location None, ``holder`` the seat).
# ``from_json`` reads this form back exactly (and the older raw dataclass form).
TOKEN_WORDS = {"A": "android", "H": "human"}
TOKEN_CODES = {v: k for k, v in TOKEN_WORDS.items()}


def _content() -> Any:
    from game.games.rogue_agent import content  # late import: content loads the data files

    return content


def _card_name(card: Any) -> str | None:
    cards = _content().CARDS
    if not isinstance(card, str) or card.lstrip("?") not in cards:
        return None
    return str(cards[card.lstrip("?")].name["en"])


def _player_json(s: RAState, seat: int, p: Player) -> dict[str, Any]:
    order = _content().POS_ORDER
    d = _enc(p)
    loc = d.pop("pos")
    supply = d.pop("informants")
    tokens, revealed = d.pop("tokens"), d.pop("revealed")
    out: dict[str, Any] = {"location": loc, **d}
    out["informants"] = [order[i] for i, cell in enumerate(s.slots) for o in cell if o == seat]
    out["informants_in_supply"] = supply
    out["custody"] = [_card_name(c.card) for n in p.custody for c in s.criminals if c.num == n]
    out["custody_numbers"] = list(p.custody)
    out["turned_in"] = [_card_name(c) for c in p.turned_in]
    out["turned_in_cards"] = list(p.turned_in)
    if s.mode == "android":
        out["identity"] = [{"token": TOKEN_WORDS.get(t), "revealed": True} for t in revealed] + [
            {"token": TOKEN_WORDS.get(t), "revealed": False} for t in tokens]
    return out


def _locations_json(s: RAState) -> list[dict[str, Any]]:
    k = _content()
    out = []
    for i, pos in enumerate(k.POS_ORDER):
        tile = k.TILES.get(s.layout[i])
        out.append({
            "id": pos,
            "tile": tile.id if tile else None,
            "name": tile.name["en"] if tile else None,
            "district": tile.number if tile and tile.number else None,
            "destroyed": pos in s.destroyed,
            "informants": [o for o in s.slots[i] if o != EMPTY],
        })
    return out


def to_json(s: RAState) -> Any:
    k = _content()
    d = _enc(s)
    d["players"] = [_player_json(s, seat, p) for seat, p in enumerate(s.players)]
    d["locations"] = _locations_json(s)
    for c, cj in zip(s.criminals, d["criminals"], strict=True):
        cj["location"] = cj.pop("pos")
        cj["name"] = _card_name(c.card)
    d["criminals_in_custody"] = [cj for cj in d["criminals"] if cj["location"] is None]
    d["criminals"] = [cj for cj in d["criminals"] if cj["location"] is not None]  # those on the board
    for bj in d["bombs"]:
        bj["location"] = bj.pop("pos")
    d["assassins"] = [{"location": a} for a in s.assassins]
    d.pop("story", None)
    d["police_position"] = s.police
    d["police"] = k.TILES[s.layout[k.POS_ORDER.index(s.police)]].number if s.police else None
    return d


def _player_from_json(p: dict[str, Any]) -> Player:
    p = dict(p)
    if "location" in p:  # the named form
        p["pos"] = p.pop("location")
        p["informants"] = p.pop("informants_in_supply")
        p["custody"] = p.pop("custody_numbers")
        p["turned_in"] = p.pop("turned_in_cards")
        ident = p.pop("identity", [])
        p["revealed"] = [TOKEN_CODES[t["token"]] for t in ident if t["revealed"]]
        p["tokens"] = [TOKEN_CODES.get(t["token"]) for t in ident if not t["revealed"]]
    return Player(**{**p, **{k: tup(p.get(k, ())) for k in ("custody", "turned_in", "clocks", "revealed", "ends")},
                     "tokens": tuple(_dec_hidden(t) for t in p["tokens"])})


def _criminal_from_json(c: dict[str, Any]) -> Criminal:
    c = dict(c)
    c.pop("name", None)
    if "location" in c:
        c["pos"] = c.pop("location")
    return Criminal(**{**c, "card": _dec_hidden(c["card"]), "investigators": tup(c["investigators"])})


def _bomb_from_json(b: dict[str, Any]) -> Bomb:
    b = dict(b)
    if "location" in b:
        b["pos"] = b.pop("location")
    return Bomb(**b)


def from_json(j: Any) -> RAState:
    try:
        d = dict(j)
        d.pop("locations", None)
        if "police_position" in d:
            d["police"] = d.pop("police_position")
        d["assassins"] = [a["location"] if isinstance(a, dict) else a for a in j["assassins"]]
        d["players"] = tuple(_player_from_json(p) for p in j["players"])
        crims = list(j["criminals"]) + list(d.pop("criminals_in_custody", []))
        d["criminals"] = tuple(sorted((_criminal_from_json(c) for c in crims), key=lambda c: c.num))
        d["bombs"] = tuple(_bomb_from_json(b) for b in j["bombs"])
        d["turn"] = Turn(**{k: tup(v) for k, v in j["turn"].items()})
        if j["board"] is not None:
            d["board"] = BombBoard(**{k: tup(v) for k, v in j["board"].items()})
        d.setdefault("events", [])
        d.setdefault("fx", [])
        for k in ("layout", "destroyed", "slots", "assassins", "bag", "drawn", "time_dice", "roll", "roll2",
                  "stack", "flags", "reveals", "events", "fx"):
            d[k] = tup(d[k])
        d["deck"] = tuple(_dec_hidden(c) for c in j["deck"])
        d["out_pile"] = tuple(_dec_hidden(c) for c in j["out_pile"])
        return RAState(**d)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
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

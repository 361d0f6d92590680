"""The rules contract every game implements (architecture section 2).

Pure Python: nothing here may import pygame or pymunk.

A game is a stateless object; all state lives in immutable values (frozen dataclasses,
tuples, frozensets) that ``apply`` returns anew. Randomness is never drawn inside the
rules: a state whose ``current_player`` is ``CHANCE`` lists its outcomes with
probabilities and the Match samples one with its own seeded RNG.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

JSON = Any
CHANCE = -1
TERMINAL = -2


class _Hidden:
    """Marker that replaces a secret in a player's view (a card face, a tile in a pile)."""

    _instance: _Hidden | None = None

    def __new__(cls) -> _Hidden:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "HIDDEN"

    def __reduce__(self) -> str:
        return "HIDDEN"


HIDDEN = _Hidden()


class IllegalAction(ValueError):
    """Raised by ``apply`` (or the Match) with a message a player can read."""


RGB = tuple[int, int, int]


class _NoLegacy:
    """Marker: an option with no older meaning (``OptionSpec.legacy``)."""

    def __repr__(self) -> str:
        return "NO_LEGACY"


NO_LEGACY: Any = _NoLegacy()

# Option kinds (``OptionSpec.kind``): what the setup screen builds for an option.
CHOICE = "choice"  # one value of ``choices`` (a drop-down)
PER_SEAT = "per_seat"  # one value per seat, joined by ``separator`` ("new_york,neojungle")
TEXT = "text"  # free text or a number, validated by the game
OPTION_KINDS = (CHOICE, PER_SEAT, TEXT)


@dataclass(frozen=True)
class OptionValue:
    """One value of an option as a player sees it.

    ``label`` and ``help`` are message-catalog keys (every language); empty means the
    conventional keys ``option.<game>.<key>.<value>`` and ``option.<game>.<key>.<value>.help``.
    A value that names a seat (``seat``, 0-based) is labelled with that seat's name: its
    catalog texts get ``{name}`` and ``{n}`` (1-based), and it is offered only when that seat
    plays. ``colour`` is the game's own colour for the value (an army's colour); a seat
    that picks it takes it when the option has ``seat_colours``. ``shared`` lets any number of
    seats take the value of a ``distinct`` PER_SEAT option ("random": dealt at the start).
    """

    value: Any
    label: str = ""
    help: str = ""
    colour: RGB | None = None
    seat: int | None = None
    min_players: int = 0
    max_players: int = 99
    hidden: bool = False  # accepted from the command line and files, never offered in setup
    shared: bool = False  # several seats may take it although the option is distinct

    def offered(self, players: int) -> bool:
        lo = max(self.min_players, (self.seat + 1) if self.seat is not None else 0)
        return not self.hidden and lo <= players <= self.max_players


def seat_values(max_players: int, label: str, help: str) -> tuple[OptionValue, ...]:
    """Values "1".."max_players" naming the seats (for "who starts" options)."""
    return tuple(OptionValue(str(i + 1), label, help, seat=i) for i in range(max_players))


@dataclass(frozen=True)
class OptionSpec:
    """One game option, passed with ``--option K=V`` and shown by the setup screen.

    The command-line and replay encoding is ``default``/``choices`` (unchanged by the
    presentation fields). The rest says how setup shows it: ``label``/``help`` are catalog
    keys (empty: ``option.<game>.<key>`` and ``option.<game>.<key>.help``), ``values`` gives
    every offered value its own label, help and metadata, ``advanced`` puts it under the
    "Advanced rules" fold, ``hidden`` keeps it off the screen entirely (data the app writes
    itself, such as a campaign's carry-over). ``players`` limits the player counts for which
    the option is offered (team play: 4 only). ``only_when`` names other options' values the
    option depends on (``(("mode", "android"),)``: offered only in Android mode); setup hides it
    otherwise and the game keeps its default. For ``PER_SEAT`` options ``distinct`` forbids
    two seats the same value and ``seat_colours`` makes every seat take its value's colour.

    ``legacy`` is the value a save or replay meant when its header does not name the option
    at all: it was written before the option existed, so the game then behaved as this value
    says (a rule reading that later became a non-default house rule). ``NO_LEGACY`` (the
    default): such a file takes ``default`` like a command line that omits the option.
    """

    default: Any
    description: str
    choices: tuple[Any, ...] | None = None  # None: free text, validated by the game
    label: str = ""
    help: str = ""
    kind: str = CHOICE
    values: tuple[OptionValue, ...] = ()
    advanced: bool = False
    hidden: bool = False
    players: tuple[int, int] | None = None
    distinct: bool = False
    seat_colours: bool = False
    separator: str = ","
    only_when: tuple[tuple[str, Any], ...] = ()
    legacy: Any = NO_LEGACY

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"unknown option kind {self.kind!r}")
        if self.kind == CHOICE and self.choices is None:
            object.__setattr__(self, "kind", TEXT)

    def value_info(self, value: Any) -> OptionValue:
        """The metadata of one value (a bare ``OptionValue`` when none was declared)."""
        for v in self.values:
            if v.value == value or str(v.value).lower() == str(value).lower():
                return v
        return OptionValue(value)

    def offered_values(self, players: int) -> list[OptionValue]:
        """The values setup offers for this player count, in declaration order."""
        pool = list(self.choices) if self.kind == CHOICE and self.choices is not None else \
            [v.value for v in self.values]
        return [info for info in (self.value_info(c) for c in pool) if info.offered(players)]

    def offered(self, players: int, chosen: Mapping[str, Any] | None = None) -> bool:
        """Whether setup shows this option at all for ``players`` players, given the values
        ``chosen`` so far for the other options (``only_when``; None: not checked)."""
        if self.hidden:
            return False
        if chosen is not None and not self.applies(chosen):
            return False
        if self.players and not self.players[0] <= players <= self.players[1]:
            return False
        return self.kind == TEXT or len(self.offered_values(players)) > 1 or self.kind == PER_SEAT

    def applies(self, chosen: Mapping[str, Any]) -> bool:
        """Whether the options this one depends on have the values it needs."""
        return all(str(chosen.get(k, "")).lower() == str(v).lower() for k, v in self.only_when)

    def split(self, value: Any) -> list[str]:
        """A PER_SEAT value as its per-seat entries."""
        return [p.strip() for p in str(value).split(self.separator) if p.strip()]

    def join(self, entries: Sequence[Any]) -> str:
        return self.separator.join(str(e) for e in entries)

    def to_json(self) -> JSON:
        out: dict[str, Any] = {"default": self.default, "description": self.description}
        if self.choices is not None:
            out["choices"] = list(self.choices)
        out["kind"] = self.kind
        out["advanced"] = self.advanced
        out["hidden"] = self.hidden
        if self.players:
            out["players"] = list(self.players)
        if self.only_when:
            out["only_when"] = {k: v for k, v in self.only_when}
        if self.kind == PER_SEAT:
            out["distinct"] = self.distinct
            out["seat_colours"] = self.seat_colours
        return out


@dataclass(frozen=True)
class GameSpec:
    id: str
    name: str
    min_players: int
    max_players: int
    has_chance: bool
    hidden_info: bool
    board_kind: str  # "hex", "square", "graph", "city", "cards"
    description: str = ""
    names: Mapping[str, str] = field(default_factory=dict)  # lang -> localised name
    descriptions: Mapping[str, str] = field(default_factory=dict)  # lang -> description
    options: Mapping[str, OptionSpec] = field(default_factory=dict)

    def localized_name(self, lang: str) -> str:
        return self.names.get(lang, self.name)

    def localized_description(self, lang: str) -> str:
        return self.descriptions.get(lang, self.description)

    def option_keys(self, key: str) -> tuple[str, str]:
        """Catalog keys of an option's label and help text."""
        opt = self.options[key]
        base = f"option.{self.id}.{key}"
        return opt.label or base, opt.help or base + ".help"

    def value_keys(self, key: str, value: Any) -> tuple[str, str]:
        """Catalog keys of one value's label and help text."""
        info = self.options[key].value_info(value)
        base = f"option.{self.id}.{key}.{str(info.value).lower()}"
        return info.label or base, info.help or base + ".help"


S = TypeVar("S")
A = TypeVar("A")


@runtime_checkable
class Game(Protocol):
    """What the Match, the AI and the UI need from a game's rules."""

    spec: GameSpec

    def initial_state(self, num_players: int, options: Mapping[str, Any]) -> Any: ...
    def current_player(self, s: Any) -> int: ...
    def legal_actions(self, s: Any) -> Sequence[Any]: ...
    def chance_outcomes(self, s: Any) -> Sequence[tuple[Any, float]]: ...
    def apply(self, s: Any, a: Any) -> Any: ...
    def returns(self, s: Any) -> tuple[float, ...]: ...
    def player_view(self, s: Any, viewer: int | None) -> Any: ...
    def determinize(self, view: Any, viewer: int, rng: random.Random) -> Any: ...
    def describe(self, s: Any, a: Any, lang: str) -> str: ...
    def encode_action(self, a: Any) -> JSON: ...
    def decode_action(self, j: JSON) -> Any: ...
    def to_json(self, s: Any) -> JSON: ...
    def from_json(self, j: JSON) -> Any: ...


class GameBase:
    """Optional helpers and defaults; a game may subclass it and override what it needs.

    Beyond the Protocol, the shell uses these (all with safe defaults here):
    - ``prompt(s, lang)``: one line naming the current decision ("Place an agent").
    - ``label(s, a, lang)``: a short button label for a choice ("Confirm", "End turn");
      default: the log line from ``describe``.
    - ``breakdown(s)``: per seat, the parts of the final score (dicts of plain names).
    - ``winners(s)``: seats that won (default: the highest returns).
    - ``reveals_information(before, action, after)``: True makes the step an undo barrier.
    - ``decision_seat_is_secret(s)``: whether a pass-the-screen is needed (default spec.hidden_info).
    - ``log_line(before, action, after, lang)``: the log's line for a step, or None to leave it
      out (default: ``describe``); ``log_round(s)``: the round, for the log's separators.
    """

    spec: GameSpec

    def prompt(self, s: Any, lang: str) -> str:
        return ""

    def label(self, s: Any, a: Any, lang: str) -> str:
        return self.describe(s, a, lang)  # type: ignore[attr-defined]

    def breakdown(self, s: Any) -> list[dict[str, Any]]:
        return [{"total": r} for r in self.returns(s)]  # type: ignore[attr-defined]

    def winners(self, s: Any) -> list[int]:
        scores = self.returns(s)  # type: ignore[attr-defined]
        best = max(scores)
        return [i for i, v in enumerate(scores) if v == best]

    def reveals_information(self, before: Any, action: Any, after: Any) -> bool:
        return False

    def log_line(self, before: Any, action: Any, after: Any, lang: str) -> str | None:
        """The game log's words for one step, from the public views around it. None leaves
        the step out: a pick that the confirm after it describes in one line, a chance step
        nobody needs to read. Places are named in words, never coordinates. Default: describe."""
        return self.describe(before, action, lang)  # type: ignore[attr-defined]

    def log_round(self, s: Any) -> int | None:
        """The round ``s`` is in, for the log's separators ("— Round 3 —"); None: no rounds."""
        return None

    def validate_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and refuse unknown keys or values with IllegalAction-like ValueError."""
        return resolve_options(self.spec, options)


def resolve_options(spec: GameSpec, options: Mapping[str, Any]) -> dict[str, Any]:
    unknown = sorted(set(options) - set(spec.options))
    if unknown:
        known = ", ".join(sorted(spec.options)) or "none"
        raise ValueError(f"unknown option {unknown[0]!r} for {spec.id} (known: {known})")
    resolved: dict[str, Any] = {}
    for key, opt in spec.options.items():
        resolved[key] = _coerce_option(key, opt, options.get(key, opt.default))
    return resolved


def header_options(spec: GameSpec, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a save or replay header stands for: every option the header does not
    name takes its ``legacy`` value (the behaviour of the version that wrote the file), so an
    old file loads, replays and verifies exactly as before. Named options are kept as written."""
    filled = dict(options)
    for key, opt in spec.options.items():
        if key not in filled and opt.legacy is not NO_LEGACY:
            filled[key] = opt.legacy
    return filled


def _coerce_option(key: str, opt: OptionSpec, value: Any) -> Any:
    """Match a value typed on the command line ("1", "true") to the option's own type."""
    if opt.choices is not None:
        for choice in opt.choices:
            if choice == value or str(choice).lower() == str(value).lower():
                return choice
        allowed = ", ".join(str(c) for c in opt.choices)
        raise ValueError(f"option {key}={value!r} is not one of: {allowed}")
    default = opt.default
    try:
        if isinstance(default, bool):
            if str(value).lower() not in ("true", "false"):
                raise ValueError
            return str(value).lower() == "true"
        if isinstance(default, int):
            return int(value)
        if isinstance(default, float):
            return float(value)
    except ValueError:
        raise ValueError(f"option {key}={value!r} should be a {type(default).__name__}") from None
    return value if isinstance(value, str) or default is None else str(value)


def game_log_line(game: Any, before: Any, action: Any, after: Any, lang: str) -> str | None:
    """``game.log_line`` when the game has one, else its ``describe``."""
    fn = getattr(game, "log_line", None)
    return fn(before, action, after, lang) if fn else game.describe(before, action, lang)


def is_move(game: Any, before: Any, action: Any, after: Any, player: Any) -> bool:
    """Whether a step counts as a move: a player's decision that gets a line in the public log
    (chance steps and the parts of a merged decision do not). ``before``/``after`` are the
    public views (``player_view(state, None)``) around the step. The one definition of the move
    counter: the table, the menu, Running games and the records all count with it."""
    if not isinstance(player, int) or isinstance(player, bool) or player < 0:
        return False
    try:
        return game_log_line(game, before, action, after, "en") is not None
    except Exception:  # a game's wording must never stop the count: the decision still counts
        return True


def game_moves(game: Any, states: Sequence[Any], steps: Sequence[Any]) -> int:
    """The moves of a whole match (``states[i]`` is the state before ``steps[i]``)."""
    def public(s: Any) -> Any:
        try:
            return game.player_view(s, None)
        except Exception:
            return s

    count = 0
    for i, step in enumerate(steps):
        if not isinstance(step.player, int) or step.player < 0:
            continue
        after = states[i + 1] if i + 1 < len(states) else states[i]
        count += is_move(game, public(states[i]), step.action, public(after), step.player)
    return count


def game_log_round(game: Any, s: Any) -> int | None:
    fn = getattr(game, "log_round", None)
    return fn(s) if fn else None


def game_prompt(game: Any, s: Any, lang: str) -> str:
    fn = getattr(game, "prompt", None)
    return fn(s, lang) if fn else ""


def game_breakdown(game: Any, s: Any) -> list[dict[str, Any]]:
    fn = getattr(game, "breakdown", None)
    if fn:
        return fn(s)
    return [{"total": r} for r in game.returns(s)]


@dataclass(frozen=True)
class ScoreColumn:
    """One column of the game-over table, declared by the game (``score_columns``).

    ``key`` names a field of each ``breakdown`` row; ``labels`` maps a language to the
    column's heading. ``decisive`` marks the figure that decided the places (shown bold
    and named under the winner). ``hide_if_zero`` drops the column when every seat has
    0, False or nothing in it (campaign rewards in a plain skirmish, say).
    """

    key: str
    labels: Mapping[str, str]
    decisive: bool = False
    hide_if_zero: bool = False

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get("en") or self.key


DEFAULT_COLUMNS = (ScoreColumn("total", {"en": "Score", "hu": "Pontszám"}, decisive=True),)


def game_columns(game: Any, rows: Sequence[Mapping[str, Any]]) -> list[ScoreColumn]:
    """The columns worth showing for these breakdown rows, in the game's order."""
    fn = getattr(game, "score_columns", None)
    cols = list(fn()) if fn else [ScoreColumn(k, {}, decisive=k == "total") for k in _row_keys(rows)]
    return [c for c in cols if not (c.hide_if_zero and all(not r.get(c.key) for r in rows))]


def _row_keys(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    keys: list[str] = []
    for row in rows:
        keys += [k for k in row if k not in keys and k != "total"]
    return keys + ["total"]


def rank_places(winners: Sequence[int], keys: Sequence[Any]) -> list[int]:
    """1-based places, ties shared (1, 1, 3): the winners first, the rest by ``keys``
    (higher is better; equal keys share a place)."""
    won = set(winners)
    n = len(keys)
    places = []
    for i in range(n):
        if i in won:
            places.append(1)
            continue
        better = sum(1 for j in range(n) if j != i and (j in won or keys[j] > keys[i]))
        places.append(1 + better)
    return places


def game_places(game: Any, s: Any) -> list[int]:
    """Each seat's place at the end (1 = first; a shared place repeats)."""
    fn = getattr(game, "places", None)
    if fn:
        return list(fn(s))
    return rank_places(game_winners(game, s), list(game.returns(s)))


def game_winners(game: Any, s: Any) -> list[int]:
    fn = getattr(game, "winners", None)
    if fn:
        return list(fn(s))
    scores = game.returns(s)
    best = max(scores)
    return [i for i, v in enumerate(scores) if v == best]

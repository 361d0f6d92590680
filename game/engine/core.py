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


@dataclass(frozen=True)
class OptionSpec:
    """One game option passed with ``--option K=V``."""

    default: Any
    description: str
    choices: tuple[Any, ...] | None = None  # None: free text, validated by the game

    def to_json(self) -> JSON:
        out: dict[str, Any] = {"default": self.default, "description": self.description}
        if self.choices is not None:
            out["choices"] = list(self.choices)
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


def game_prompt(game: Any, s: Any, lang: str) -> str:
    fn = getattr(game, "prompt", None)
    return fn(s, lang) if fn else ""


def game_breakdown(game: Any, s: Any) -> list[dict[str, Any]]:
    fn = getattr(game, "breakdown", None)
    if fn:
        return fn(s)
    return [{"total": r} for r in game.returns(s)]


def game_winners(game: Any, s: Any) -> list[int]:
    fn = getattr(game, "winners", None)
    if fn:
        return list(fn(s))
    scores = game.returns(s)
    best = max(scores)
    return [i for i, v in enumerate(scores) if v == best]

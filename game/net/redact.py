"""What a seat may learn of a step: decided from the game's ``player_view`` alone.

A view animates from the steps between two states (``steps_since_last``), and a step's action
may carry a secret: the card another seat drew, the combat card it played face down. The host
sends a seat a step's action only when that seat could tell it anyway from what it sees: no
other candidate of that moment (another chance outcome, another legal action of the seat that
acted) gives the seat the same view afterwards. Otherwise the seat gets the step without its
action (the view animates it from the two views, as it does for any move it cannot see).

So hot-seat and network never disagree: both are decided by ``player_view``, in one place.
A decision with very many candidates is not examined (``MAX_CANDIDATES``): its action is sent
only to the seat that took it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from game.engine.core import CHANCE, game_log_line, game_log_round

MAX_CANDIDATES = 40
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"(:?)')  # a string and whether it is a key (compact JSON)


def _candidates(game: Any, before: Any, player: int) -> list[Any]:
    if player == CHANCE:
        return [o for o, _p in game.chance_outcomes(before)]
    return list(game.legal_actions(before))


def seats_that_see(game: Any, before: Any, action: Any, after: Any, player: int, viewers: Sequence[int],
                   hides: Callable[[int, set[str]], bool] | None = None) -> set[int]:
    """The seats among ``viewers`` that may be told ``action`` (the step before -> after).

    A seat may be told it when it could tell it anyway: no other candidate of that moment gives
    the seat the same view afterwards, and the action names nothing the seat does not see
    (``hides(seat, names)``: whether one of the names is a thing of the game that the seat's
    views around the step do not show; "discard q07" would say which quest lay in the slot the
    seat saw emptied).
    """
    sees = {v for v in viewers if v == player}
    rest = [v for v in viewers if v != player]
    if not rest:
        return sees
    try:
        candidates = _candidates(game, before, player)
        if len(candidates) > MAX_CANDIDATES:
            return sees
        mine = {v: game.player_view(after, v) for v in rest}
        blind = _blind(game, before, candidates, action, rest, mine, game.player_view(after, None))
        if hides is not None:
            named = strings_in(game.encode_action(action))
            blind |= {v for v in rest if v not in blind and hides(v, named)}
    except Exception:  # a game that cannot answer: tell nobody else
        return sees
    return sees | (set(rest) - blind)


def _blind(game: Any, before: Any, candidates: Sequence[Any], action: Any, rest: Sequence[int],
           mine: dict[int, Any], public_after: Any) -> set[int]:
    """The seats that cannot tell ``action`` from another candidate of the true state."""
    blind: set[int] = set()
    for other in candidates:
        if other == action:
            continue
        outcome = game.apply(before, other)
        if game.player_view(outcome, None) != public_after:
            continue  # the public view already tells these two apart, so does every seat's
        blind |= {v for v in rest if v not in blind and game.player_view(outcome, v) == mine[v]}
        if len(blind) == len(rest):
            break
    return blind


def strings_in(j: Any) -> set[str]:
    """Every string value in a JSON value (the names it holds; keys are structure); read from its text,
    which ``json.dumps`` writes far faster than a walk over the value."""
    return strings_in_text(json.dumps(j, ensure_ascii=False, separators=(",", ":")))


def holds(text: str, name: str) -> bool:
    """Whether compact JSON text holds ``name`` as a string value (not only as a key)."""
    quoted = json.dumps(name, ensure_ascii=False)
    return any(quoted + end in text for end in (",", "]", "}"))


def strings_in_text(text: str) -> set[str]:
    """The same, of a value already written as JSON text (compact, not ASCII-escaped)."""
    return {value for value, colon in _STRING.findall(text) if not colon}


def log_words(game: Any, public_before: Any, action: Any, public_after: Any,
              languages: Sequence[str]) -> dict[str, str] | None:
    """The game log's line for a step in every language (from the public views, as the table
    words it), or None when the log leaves the step out."""
    out: dict[str, str] = {}
    for lang in languages:
        try:
            text = game_log_line(game, public_before, action, public_after, lang)
        except Exception:  # a game's wording never stops the game
            text = None
        if text:
            out[lang] = str(text)
    return out or None


def log_round(game: Any, public_state: Any) -> int | None:
    try:
        r = game_log_round(game, public_state)
    except Exception:
        return None
    return int(r) if isinstance(r, int) and r > 0 else None

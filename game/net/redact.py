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

from collections.abc import Sequence
from typing import Any

from game.engine.core import CHANCE, game_log_line, game_log_round

MAX_CANDIDATES = 40


def _candidates(game: Any, before: Any, player: int) -> list[Any]:
    if player == CHANCE:
        return [o for o, _p in game.chance_outcomes(before)]
    return list(game.legal_actions(before))


def seats_that_see(game: Any, before: Any, action: Any, after: Any, player: int,
                   viewers: Sequence[int]) -> set[int]:
    """The seats among ``viewers`` that may be told ``action`` (the step before -> after)."""
    sees = {v for v in viewers if v == player}
    rest = [v for v in viewers if v != player]
    if not rest:
        return sees
    try:
        others = [c for c in _candidates(game, before, player) if c != action]
    except Exception:  # a game that cannot list them: tell nobody else
        return sees
    if len(others) >= MAX_CANDIDATES:
        return sees
    public_after = game.player_view(after, None)
    mine = {v: game.player_view(after, v) for v in rest}
    blind: set[int] = set()  # seats that cannot tell the action from another candidate
    for other in others:
        try:
            outcome = game.apply(before, other)
        except Exception:
            return sees
        if game.player_view(outcome, None) != public_after:
            continue  # the public view already tells these two apart, so does every seat's
        blind |= {v for v in rest if v not in blind and game.player_view(outcome, v) == mine[v]}
        if len(blind) == len(rest):
            break
    return sees | (set(rest) - blind)


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

"""The coach: the move ``ai:normal`` would make for the seat to move, and a one-line reason.

Fair by construction: it is given only that seat's ``player_view`` and decides as the bots do
(determinizing the view itself). The same seed gives the same move as an ``ai:normal`` seat
would choose from that view. The reason comes from the game's own words (its ``learn`` module's
``reason``), else the action's label. Pure: no pygame; the table runs it in its bot worker.
"""
from __future__ import annotations

import threading
from typing import Any

from game.ai import make_bot
from game.ai.bots import uncapped

COACH_LEVEL = "ai:normal"


def hint_seed(match_seed: int, seat: int, ply: int) -> int:
    """The seed of the hint asked at ``ply`` by ``seat``: fixed, so asking again gives the same."""
    return (int(match_seed) * 1_000_003 + seat * 7919 + ply * 31) % (2**31)


def coach_bot(game: Any, seat: int, num_players: int, seed: int, capped: bool = True) -> Any:
    """The bot that answers a hint: ``ai:normal`` for that seat (the table sends it with the
    seat's view to its bot worker, so the window never waits)."""
    bot = make_bot(COACH_LEVEL, game, seat, seed, num_players)
    return bot if capped else uncapped(bot)


def think_seconds(bot: Any) -> float | None:
    """The bot's time cap (what a progress bar fills towards), None when it has none."""
    budget = getattr(getattr(bot, "config", None), "budget", None)
    seconds = getattr(budget, "seconds", None)
    return float(seconds) if seconds else None


def hint(game: Any, view: Any, seat: int, num_players: int, seed: int,
         cancel: threading.Event | None = None, capped: bool = True) -> Any:
    """The move ``ai:normal`` takes for ``seat`` from its own ``view`` (``capped=False``: its
    iteration budget without the seconds cap, so the same on any machine)."""
    return coach_bot(game, seat, num_players, seed, capped).choose(view, cancel)


def reason(game: Any, learn_module: Any, view: Any, action: Any, seat: int, lang: str) -> str:
    """Why: the game's own reason for this move from the seat's view, else its label."""
    fn = getattr(learn_module, "reason", None) if learn_module is not None else None
    if fn is not None:
        try:
            text = fn(game, view, action, seat, lang)
            if text:
                return str(text)
        except Exception:
            pass
    try:
        return str(game.label(view, action, lang))
    except Exception:
        return ""


# ----- honest: the hints each seat took, kept in the save's header (Match.table_notes) ---------
def hints_taken(notes: Any, num_players: int) -> list[int]:
    """Hints taken per seat as the save keeps them (malformed or missing: none)."""
    raw = notes.get("hints") if isinstance(notes, dict) else None
    out = [0] * num_players
    if isinstance(raw, list):
        for i, x in enumerate(raw[:num_players]):
            if isinstance(x, int) and not isinstance(x, bool) and x > 0:
                out[i] = x
    return out


def count_hint(notes: dict[str, Any], seat: int, num_players: int) -> list[int]:
    """One more hint for ``seat``; returns the new counts (stored back in ``notes``)."""
    counts = hints_taken(notes, num_players)
    if 0 <= seat < num_players:
        counts[seat] += 1
    notes["hints"] = counts
    return counts


def hints_allowed(notes: Any) -> bool:
    """Hints are on unless the table switched them off at setup."""
    return not (isinstance(notes, dict) and notes.get("hints_off") is True)

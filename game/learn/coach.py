"""The coach: the move ``ai:normal`` would make for the seat to move, and a one-line reason.

Fair by construction: it is given only that seat's ``player_view`` and decides as the bots do
(determinizing the view itself). The same seed gives the same move as an ``ai:normal`` seat
would choose from that view. The reason comes from the game's own words (its ``learn`` module's
``reason``), else the action's label; ``weighed_reason`` adds what the search weighed at the root
(the move's and the runner-up's share of the look-ahead and their mean value). Pure: no pygame;
the table runs it in its bot worker.
"""
from __future__ import annotations

import threading
from typing import Any

from game.ai import make_bot
from game.ai.bots import uncapped
from game.i18n.messages import tr

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


def weighed_of(bot: Any, action: Any) -> list[tuple[Any, ...]]:
    """What the coach's bot weighed, when its first entry is ``action``; else none (a single legal
    move, a cancelled search). The tree search (``MCTSBot.last_weighed``) gives ``(action,
    visits, mean value)``, best first; a game's own planner bot (Android's ``last_weighed_vp``)
    gives ``(action, playouts, mean score)`` in VP, returned as ``(..., "vp")``."""
    planned = list(getattr(bot, "last_weighed_vp", None) or [])
    if planned:
        try:
            ok = planned[0][0] == action and planned[0][1] > 0
        except (TypeError, IndexError):
            ok = False
        return [(a, n, v, "vp") for a, n, v in planned] if ok else []
    weighed = list(getattr(bot, "last_weighed", None) or [])
    try:
        return weighed if weighed and weighed[0][0] == action and weighed[0][1] > 0 else []
    except (TypeError, IndexError):
        return []


def _percent(value: float) -> int:
    return max(0, min(100, round(float(value) * 100)))


def weighed_reason(game: Any, view: Any, weighed: list[tuple[Any, int, float]], lang: str) -> str:
    """One sentence from the search's root: the chances the look-ahead gives the seat after this
    move, in how many trial games, and the same for the next best move (named by its label).
    The mean value is the games' win-chance estimate in [0, 1] (0.8 for a won finished game plus
    a margin share), so it reads as a chance, not as a count of wins."""
    if not weighed:
        return ""
    if len(weighed[0]) > 3:
        return _planned_reason(game, view, weighed, lang)
    _a, n, v = weighed[0]
    if len(weighed) < 2 or weighed[1][1] <= 0:
        return tr("coach.reason_weighed_one", lang, v=_percent(v), n=n)
    other, m, w = weighed[1]
    try:
        name = str(game.label(view, other, lang))
    except Exception:
        name = ""
    if not name:
        return tr("coach.reason_weighed_one", lang, v=_percent(v), n=n)
    return tr("coach.reason_weighed", lang, v=_percent(v), n=n, other=name, w=_percent(w), m=m)


def _vp(value: float, lang: str) -> str:
    text = f"{float(value):+.1f}"
    return text.replace(".", ",") if lang == "hu" else text


def _planned_reason(game: Any, view: Any, weighed: list[tuple[Any, ...]], lang: str) -> str:
    """A planner bot's numbers: the score of this move's plan (expected final VP less half the
    rivals' average, as Android's planner scores) in so many playouts, and the runner-up's."""
    _a, n, v = weighed[0][:3]
    name = ""
    if len(weighed) > 1 and weighed[1][1] > 0:
        try:
            name = str(game.label(view, weighed[1][0], lang))
        except Exception:
            name = ""
    if not name:
        return tr("coach.reason_planned_one", lang, v=_vp(v, lang), n=n)
    _o, m, w = weighed[1][:3]
    return tr("coach.reason_planned", lang, v=_vp(v, lang), n=n, other=name, w=_vp(w, lang), m=m)


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

"""Which steps the table's game log shows for Lords of Waterdeep, and its rounds (pure).

One line per decision that matters: a quest step where the player completes nothing is left
out, and so are chance steps nobody needs to read (a Lord dealt face down, an Intrigue card
drawn face down: the player panels show the counts). Public reveals stay: a new quest at
Cliffwatch Inn, a building in Builder's Hall, a quest a player receives, who goes first.
"""

from __future__ import annotations

from typing import Any

SILENT_DECKS = ("lord", "intrigue")


def log_line(game: Any, before: Any, action: Any, after: Any, lang: str) -> str | None:
    a = tuple(action)
    kind = a[0] if a else ""
    if kind == "pass":
        return None
    if kind == "draw":
        task = before.stack[-1] if getattr(before, "stack", None) else ()
        deck = task[1] if len(task) > 1 else (a[1] if len(a) > 1 else "")
        if deck in SILENT_DECKS:
            return None
    return game.describe(before, a, lang)


def log_round(s: Any) -> int | None:
    r = getattr(s, "round", 0)
    return r if isinstance(r, int) and r >= 1 else None

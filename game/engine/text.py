"""How rules name seats in words, and how the shell puts the players' own names in.

Rules know seats, not people: their log lines and prompts say "Player 2" (English) or
"2. játékos" (Hungarian) through ``seat_label``. The table then swaps in the names the
players typed with ``personalize``, so the rules stay pure and names stay out of replays.
"""

from __future__ import annotations

from collections.abc import Sequence


def seat_label(seat: int, lang: str) -> str:
    return f"{seat + 1}. játékos" if lang == "hu" else f"Player {seat + 1}"


def personalize(text: str, names: Sequence[str], lang: str) -> str:
    """Replace every seat label in ``text`` with that seat's name (highest seat first, so
    "Player 1" never eats the start of "Player 10")."""
    for seat in reversed(range(len(names))):
        text = text.replace(seat_label(seat, lang), names[seat])
    return text

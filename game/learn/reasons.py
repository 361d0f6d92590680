"""Helpers for the coach's one-line reasons: what a move does to the seat's own position.

Reasons are worked out from the seat's own view only (never the true state): the view is
determinized with a fixed seed (as a bot does) and the move applied, so the seat's own figures
before and after can be compared. Pure: no pygame.
"""
from __future__ import annotations

import random
from typing import Any

from game.engine.core import CHANCE, TERMINAL
from game.engine.match import sample_outcome


def outcome(game: Any, view: Any, seat: int, action: Any, seed: int = 0, settle: bool = False) -> tuple[Any, Any]:
    """(state before, state after ``action``) on one determinization of ``view``; with ``settle``
    random outcomes right after the move are sampled too (a seeded, repeatable guess)."""
    rng = random.Random(seed)
    before = game.determinize(view, seat, rng)
    after = game.apply(before, action)
    if settle:
        for _ in range(50):
            if game.current_player(after) != CHANCE:
                break
            after = game.apply(after, sample_outcome(game.chance_outcomes(after), rng))
    return before, after


def play_out(game: Any, state: Any, until: Any, chooser: Any, seed: int = 0, limit: int = 400) -> Any:
    """Play ``state`` on with ``chooser(state) -> action`` for the seats and seeded chance until
    ``until(state)`` holds, the game ends or ``limit`` steps pass (a look-ahead for a reason)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(state):
            return state
        who = game.current_player(state)
        if who == TERMINAL:
            return state
        if who == CHANCE:
            state = game.apply(state, sample_outcome(game.chance_outcomes(state), rng))
        else:
            state = game.apply(state, chooser(state))
    return state


def join_words(parts: list[str], lang: str) -> str:
    """'A, B and C' / 'A, B és C'."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + (" és " if lang == "hu" else " and ") + parts[-1]

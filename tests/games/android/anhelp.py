"""Helpers for Android rules tests: a set-up game with chosen detectives, chance resolved."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from game.engine.core import CHANCE, TERMINAL
from game.games.android.rules import AndroidGame
from game.games.android.state import AState, with_player

GAME = AndroidGame()


def settle(s: AState, pick: Any = None) -> AState:
    """Resolve chance nodes (first outcome, or ``pick(outcomes)``) until a seat must decide."""
    while GAME.current_player(s) == CHANCE:
        outs = [o for o, _p in GAME.chance_outcomes(s)]
        s = GAME.apply(s, pick(outs) if pick else outs[0])
    return s


def new_game(dets: list[str], first: int = 0, **opts: Any) -> AState:
    """A game after setup, at the first player's first decision (Rachel's extra draws taken
    from her own light deck)."""
    s = GAME.initial_state(len(dets), {"detectives": ",".join(dets), "first_player": str(first + 1), **opts})
    for _ in range(50):
        s = settle(s)
        head = s.queue[0]
        if head[0] == "act":
            return s
        opts = GAME.legal_actions(s)
        s = GAME.apply(s, ("done",) if ("done",) in opts else opts[0])
    raise AssertionError("setup did not reach the first turn")


def at(s: AState, seat: int, location: str, time: int | None = None, **kw: Any) -> AState:
    """Put a seat's detective somewhere and make it the acting seat with ``time`` Time."""
    s = with_player(s, seat, location=location, **kw)
    s = replace(s, active=seat, queue=(("act", seat),) + s.queue[1:])
    return replace(s, time=s.time if time is None else time)


def act(s: AState, *a: Any) -> AState:
    return GAME.apply(s, tuple(a))


def legal(s: AState) -> list[tuple]:
    return list(GAME.legal_actions(s))


def moves(s: AState) -> set[str]:
    return {a[1] for a in legal(s) if a[0] == "move"}


def walk(seed: int, n: int) -> Iterator[AState]:
    """Every state of a random game (chance drawn by its odds, decisions uniformly), the final one
    included."""
    rng = random.Random(seed)
    s = GAME.initial_state(n, {})
    while GAME.current_player(s) != TERMINAL:
        yield s
        if GAME.current_player(s) == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
        else:
            s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    yield s


def play_random(seed: int, n: int) -> AState:
    """The end of a random game (``walk``)."""
    return deque(walk(seed, n), maxlen=1)[0]


def end_turns_until(s: AState, day: int) -> AState:
    """Every seat ends its turns at once (other decisions: a skip, else the first choice) until
    the first turn of ``day``."""
    for _ in range(600):
        s = settle(s)
        if s.day == day and s.queue[0][0] == "act" and s.turns_taken == 0:
            return s
        opts = legal(s)
        s = act(s, "end") if s.queue[0][0] == "act" else GAME.apply(s, opts[-1] if ("skip",) in opts else opts[0])
    raise AssertionError("day not reached")

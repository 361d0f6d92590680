"""Rogue Agent's story for the records chart: each agent's score at the end of each round."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.story import Story, by_step, make_story, seat_series


def story(game: Any, states: Sequence[Any]) -> Story:
    """The score as the game-over screen counts it (influence, informants, syndicates), round by round."""
    if not states:
        return make_story("round", "vp", [])
    points = by_step(states, lambda s: s.round, lambda s: [row["total"] for row in game.breakdown(s)], first=1)
    return make_story("round", "vp", seat_series(points, states[-1].num_players))


def sides(state: Any) -> list[str | None]:
    """Agents have no faction (an android's identity is not a side: it stays out of the records)."""
    return [None] * state.num_players


def side_label(side: str, lang: str) -> str:
    return side

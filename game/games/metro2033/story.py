"""Metro 2033's story for the records chart: each faction's VP at the end of each round."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.story import Story, by_step, make_story, seat_series
from game.games.metro2033.text import card_name


def story(game: Any, states: Sequence[Any]) -> Story:
    """VP (stations and completed quests) round by round, as the game-over screen counts them."""
    if not states:
        return make_story("round", "vp", [])
    points = by_step(states, lambda s: s.round, lambda s: [row["total"] for row in game.breakdown(s)], first=1)
    return make_story("round", "vp", seat_series(points, states[-1].n))


def sides(state: Any) -> list[str | None]:
    """Each seat's faction (drafted or chosen)."""
    return [p.faction or None for p in state.players]


def side_label(side: str, lang: str) -> str:
    return card_name(side, lang)

"""Lords of Waterdeep's story for the records chart: each seat's VP at the end of each round."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.story import Story, by_step, make_story, seat_series


def story(game: Any, states: Sequence[Any]) -> Story:
    """VP on the score track round by round; ``final`` is the end scoring (adventurers, gold, Lord)."""
    if not states:
        return make_story("round", "vp", [])
    points = by_step(states, lambda s: s.round, lambda s: [p.vp for p in s.players], first=1)
    last = states[-1]
    final = game.returns(last) if game.current_player(last) < 0 else None
    return make_story("round", "vp", seat_series(points, last.num_players), final=final)


def sides(state: Any) -> list[str | None]:
    """Nothing to name per seat beyond its colour (a Lord stays secret in the records too)."""
    return [None] * state.num_players


def side_label(side: str, lang: str) -> str:
    return side

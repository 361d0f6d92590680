"""Neuroshima Hex's story for the records chart: each HQ's toughness after each battle."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.story import Story, by_step, make_story, seat_series
from game.games.neuroshima.content import army_name


def story(game: Any, states: Sequence[Any]) -> Story:
    """HQ toughness battle by battle (0: before the first battle)."""
    if not states:
        return make_story("battle", "hq", [])
    points = by_step(states, lambda s: s.battles, lambda s: [row["hq_hp"] for row in game.breakdown(s)])
    return make_story("battle", "hq", seat_series(points, states[-1].num_players))


def sides(state: Any) -> list[str | None]:
    """Each seat's army."""
    return [str(a) for a in state.armies]


def side_label(side: str, lang: str) -> str:
    try:
        return army_name(side, lang)
    except KeyError:
        return side

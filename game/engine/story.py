"""A game's story for the records chart: one series of points per seat (or per suspect), by round.

Each game says how its story goes in ``game/games/<id>/story.py`` (``story(game, states)``),
registered on its registry line. A story is plain JSON, so it is kept in the records database
and drawn by the shell's own chart renderer::

    {"x": "round" | "battle" | "day", "y": "vp" | "hq" | "guilt",
     "series": [{"seat": 0, "id": "seat0", "label": None, "points": [[1, 3], [2, 7], ...]},
                {"seat": None, "id": "vinnie", "label": {"en": "Vinnie", "hu": "Vinnie"}, ...}],
     "marked": "vinnie" | None, "final": [41, 37, ...] | None}

``final`` is each seat's final score when it differs from the last point (Waterdeep's end
scoring); ``marked`` is a series to single out (Android's murderer). Pure: no pygame.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Story = dict[str, Any]


def by_step(states: Sequence[Any], key_of: Callable[[Any], int], values_of: Callable[[Any], Sequence[float]],
            first: int | None = None) -> list[tuple[int, list[float]]]:
    """The values of the last state of each run of equal keys (a round, a day, a battle count),
    in order; ``first`` keeps only keys from that one on (a set-up round 0 is dropped)."""
    points: list[tuple[int, list[float]]] = []
    for s in states:
        key = key_of(s)
        if first is not None and key < first:
            continue
        values = [float(v) for v in values_of(s)]
        if points and points[-1][0] == key:
            points[-1] = (key, values)
        else:
            points.append((key, values))
    return points


def seat_series(points: list[tuple[int, list[float]]], seats: int) -> list[dict[str, Any]]:
    """One series per seat from ``by_step``'s points."""
    return [{"seat": i, "id": f"seat{i}", "label": None,
             "points": [[x, values[i]] for x, values in points if i < len(values)]} for i in range(seats)]


def make_story(x: str, y: str, series: list[dict[str, Any]], marked: str | None = None,
               final: Sequence[float] | None = None) -> Story:
    return {"x": x, "y": y, "series": series, "marked": marked,
            "final": [float(v) for v in final] if final is not None else None}


def valid_story(story: Any) -> bool:
    """Whether a stored story has the shape the chart reads (a damaged record draws nothing)."""
    if not isinstance(story, dict) or not isinstance(story.get("series"), list):
        return False
    for s in story["series"]:
        if not isinstance(s, dict) or not isinstance(s.get("points"), list):
            return False
        for p in s["points"]:
            if not (isinstance(p, list) and len(p) == 2 and all(isinstance(v, (int, float)) for v in p)):
                return False
    return True

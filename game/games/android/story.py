"""Android's story for the records chart: each suspect's guilt total day by day, the murderer marked."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.story import Story, by_step, make_story
from game.games.android.content import CONTENT
from game.games.android.scoring import murderer, suspect_total


def story(game: Any, states: Sequence[Any]) -> Story:
    """Every suspect's total as the case would close on that day (spec 8.14 steps 2-4); the series
    of the murderer the closing named is ``marked``."""
    if not states:
        return make_story("day", "guilt", [])
    ids = [x.id for x in states[-1].suspects]  # the suspects are dealt during the set-up
    points = by_step([s for s in states if len(s.suspects) == len(ids)], lambda s: s.day,
                     lambda s: [_total(s, sid) for sid in ids])
    series = [{"seat": None, "id": sid, "label": {lang: CONTENT.suspects[sid].name[lang] for lang in ("en", "hu")},
               "points": [[x, values[i]] for x, values in points]} for i, sid in enumerate(ids)]
    last = states[-1]
    return make_story("day", "guilt", series, marked=murderer(last) if last.over else None)


def _total(s: Any, sid: str) -> float:
    sus = next(x for x in s.suspects if x.id == sid)
    return float(suspect_total(sus)["total"])


def sides(state: Any) -> list[str | None]:
    """Each seat's detective."""
    return [p.detective or None for p in state.players]


def side_label(side: str, lang: str) -> str:
    det = CONTENT.detectives.get(side)
    return det.name["hu" if lang == "hu" else "en"] if det else side

"""Learning Lords of Waterdeep: the guided first round and the coach's reasons.

The learner plays seat 0 (first player) against ``ai:easy``; the guide teaches the first
round: placing agents, taking a quest, adventurers, Intrigue, buildings, completing a quest and
the Harbor's reassignment. Words: ``learn.waterdeep.*`` in the catalogs.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai import make_bot
from game.games.waterdeep.rules import WaterdeepGame
from game.games.waterdeep.text import local_name, space_name
from game.i18n import tr
from game.learn.lesson import Lesson, Step, prefer

RULES = WaterdeepGame()


def _task(view: Any) -> tuple:
    return tuple(view.stack[-1]) if getattr(view, "stack", None) else ("",)


def _decision(kind: str, phase: str | None = None):
    def when(view: Any, legal: Sequence[Any]) -> bool:
        return _task(view)[0] == kind and (phase is None or view.phase == phase)

    return when


def _greedy(view: Any, legal: Sequence[Any]) -> Any:
    seat = _task(view)[1] if len(_task(view)) > 1 and isinstance(_task(view)[1], int) else 0
    choice = make_bot("greedy", RULES, seat, 1, view.num_players).choose(view)
    return choice if choice in legal else None


def _space(action: Any) -> str:
    return str(action[1]) if isinstance(action, tuple) and len(action) > 1 else ""


def _space_fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    return {"space": space_name(_space(action), lang)} if action else {}


def _lord_fmt(view: Any, action: Any, lang: str) -> dict[str, Any]:
    lord = view.players[0].lord
    return {"lord": local_name(str(lord), lang)}


STEPS = (
    Step("first_agent", lambda v, legal: _task(v)[0] == "place" and v.phase == "placement",
         prefer(lambda a: a[0] == "place" and a[1] in ("cw1", "cw2"), fallback=_greedy), _lord_fmt),
    Step("quest", _decision("take_faceup_quest"), prefer(fallback=_greedy)),
    Step("adventurers", lambda v, legal: _task(v)[0] == "place" and v.phase == "placement",
         prefer(lambda a: a[0] == "place" and a[1] in ("field_of_triumph", "blackstaff", "plinth", "grinning_lion"),
                fallback=_greedy), _space_fmt),
    Step("castle", lambda v, legal: _task(v)[0] == "place" and v.phase == "placement"
         and any(a == ("place", "castle") for a in legal),
         prefer(lambda a: a == ("place", "castle"), fallback=_greedy), _space_fmt),
    Step("harbor", lambda v, legal: _task(v)[0] == "place" and v.phase == "placement"
         and any(_space(a).startswith("h") for a in legal),
         prefer(fallback=_greedy), _space_fmt),
    Step("intrigue", _decision("play_intrigue"), prefer(fallback=_greedy)),
    Step("building", _decision("buy_building"), prefer(fallback=_greedy)),
    Step("gain", _decision("gain_choice"), prefer(fallback=_greedy)),
    Step("complete", _decision("quest_step"), prefer(lambda a: a[0] != "end", fallback=_greedy)),
    Step("reassign", lambda v, legal: v.phase == "reassign" and _task(v)[0] == "place",
         prefer(fallback=_greedy), _space_fmt),
)


def _over(view: Any) -> bool:
    return view.round >= 2 or view.phase == "over"


def opponent_note(before: Any, action: Any, after: Any, lang: str) -> str | None:
    """What the other seat just did, in the guide's words, when it matters to a beginner."""
    if not isinstance(action, tuple) or not action:
        return None
    if action == ("place", "castle"):
        return tr("learn.waterdeep.note.castle", lang)
    if action[0] == "take_faceup_quest":
        return tr("learn.waterdeep.note.quest", lang, quest=local_name(str(action[-1]), lang))
    if action[0] == "quest_step" and action[-1] != "end" and len(action) > 1:
        return tr("learn.waterdeep.note.complete", lang)
    return None


def reason(game: Any, view: Any, action: Any, seat: int, lang: str) -> str | None:
    """The coach's one line: what the move brings the seat (its quest completed, its VP)."""
    label = game.label(view, action, lang)
    if isinstance(action, tuple) and action and action[0] == "quest_step" and action[-1] != "end":
        return tr("learn.reason.complete", lang, move=label)
    return tr("learn.reason.default", lang, move=label)


LESSON = Lesson(game="waterdeep", players=2, seats=("human", "ai:easy"), seed=7, steps=STEPS, until=_over,
                opponent_note=opponent_note, options={"first_player": "1"})

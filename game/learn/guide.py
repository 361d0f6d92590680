"""The guide of a guided first game: which callout the learner sees now, and what a choice did.

``Guide`` follows a Match from the learner's seat: at each of the learner's decisions it finds
the lesson's step for it (``callout``), and after the learner acts it words the outcome — the
suggestion taken, or another legal choice explained from the game's own log line
(``after_move``). After other seats act it adds the lesson's note on what they did. Its
progress is plain data (``to_json``/``from_json``) kept in the save, so the lesson resumes.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.core import game_log_line
from game.engine.text import personalize
from game.learn.lesson import Lesson, Step

Tr = Callable[..., str]


@dataclass(frozen=True)
class Callout:
    """What the guide says now: a title and two or three sentences, and the suggested action
    (highlighted on the table) — or, for a note, no action."""

    step: str
    title: str
    body: str
    action: Any = None
    kind: str = "step"  # "step" (a decision), "feedback" (after a choice), "note" (another seat), "done"


@dataclass
class Guide:
    lesson: Lesson
    game: Any
    done: set[str] = field(default_factory=set)
    moves: int = 0  # the learner's decisions taken while guided
    callouts: int = 0
    finished: bool = False  # the guided part is over (or skipped)
    skipped: bool = False
    current: Callout | None = None

    # ----- the learner's decision --------------------------------------------------------
    def callout(self, view: Any, legal: Sequence[Any], tr: Tr, lang: str) -> Callout | None:
        """The callout for the learner's decision now (None: nothing to teach here)."""
        self._check_end(view)
        if self.finished:
            return None
        step = self.lesson.step_for(view, legal, frozenset(self.done))
        if step is None:
            return None
        action = step.suggest(view, legal)
        self.current = self._words(step, view, action, tr, lang)
        return self.current

    def _words(self, step: Step, view: Any, action: Any, tr: Tr, lang: str) -> Callout:
        try:
            fmt = dict(step.fmt(view, action, lang))
        except Exception:
            fmt = {}
        fmt.setdefault("choice", self._label(view, action, lang) if action is not None else "")
        base = f"learn.{self.lesson.game}.{step.id}"
        return Callout(step.id, tr(base + ".title", **fmt), tr(base + ".body", **fmt), action)

    def _label(self, view: Any, action: Any, lang: str) -> str:
        try:
            return str(self.game.label(view, action, lang))
        except Exception:
            return ""

    def after_move(self, before: Any, action: Any, after: Any, tr: Tr, lang: str,
                   names: Sequence[str] = ()) -> Callout | None:
        """The learner acted: mark the step taught; if it was not the suggestion, say what it did."""
        current, self.current = self.current, None
        self.moves += 1
        if current is None:
            self._check_end(after)
            return None
        self.done.add(current.step)
        feedback = None
        if current.action is not None and action != current.action:
            did = self._log(before, action, after, lang, names) or self._label(before, action, lang)
            feedback = Callout(current.step, tr("learn.other_choice.title"),
                               tr("learn.other_choice.body", did=did, suggested=current.title), None, "feedback")
        self._check_end(after)
        return feedback

    def _log(self, before: Any, action: Any, after: Any, lang: str, names: Sequence[str]) -> str:
        try:
            line = game_log_line(self.game, before, action, after, lang)
        except Exception:
            return ""
        return personalize(str(line), list(names), lang) if line else ""

    # ----- the other seats ---------------------------------------------------------------
    def after_other(self, before: Any, action: Any, after: Any, lang: str) -> str | None:
        """A note on another seat's move (the lesson's words), while the guide is on."""
        if self.finished:
            return None
        try:
            return self.lesson.opponent_note(before, action, after, lang)
        except Exception:
            return None

    def _check_end(self, view: Any) -> None:
        try:
            over = bool(self.lesson.until(view))
        except Exception:
            over = False
        if over or self.moves >= self.lesson.max_guided_moves:
            self.finished = True

    def skip(self) -> None:
        self.finished = self.skipped = True

    # ----- saved with the game -----------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"game": self.lesson.game, "done": sorted(self.done), "moves": self.moves,
                "callouts": self.callouts, "finished": self.finished, "skipped": self.skipped}

    def restore(self, data: Any) -> None:
        if not isinstance(data, dict):
            return
        self.done = {str(x) for x in data.get("done") or [] if isinstance(x, str)}
        self.moves = int(data.get("moves") or 0)
        self.callouts = int(data.get("callouts") or 0)
        self.finished = bool(data.get("finished"))
        self.skipped = bool(data.get("skipped"))

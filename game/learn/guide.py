"""The guide of a guided first game: which callout the learner sees now, and what a choice did.

``Guide`` follows a Match from the learner's seat. It opens with the lesson's welcome
(``intro``); at each of the learner's decisions it finds the lesson's step for it
(``callout``); after the learner acts it words the outcome — the suggestion taken, or another
legal choice explained from the game's own log line and the step's catalog sentence
(``after_move``); after another seat acts it adds the lesson's note on what they did and why
it matters (``after_other``); when the guided part is over it says so once (``farewell``).
Its progress is plain data (``to_json``/``restore``) kept in the save, so the lesson resumes.
Pure: no pygame. Every word comes from the catalogs (``learn.<game>.*``, ``learn.*``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.core import game_log_line
from game.engine.text import personalize
from game.i18n import has_key
from game.learn.lesson import Lesson, Step

Tr = Callable[..., str]

STEP, FEEDBACK, NOTE, INTRO, DONE = "step", "feedback", "note", "intro", "done"


@dataclass(frozen=True)
class Callout:
    """What the guide says now: a title and two or three sentences, and the action it is about
    (the suggested choice, highlighted on the table; for a note the other seat's move; for
    feedback, the intro and the farewell none)."""

    step: str
    title: str
    body: str
    action: Any = None
    kind: str = STEP  # STEP (a decision), FEEDBACK (after a choice), NOTE (another seat), INTRO, DONE

    @property
    def waits(self) -> bool:
        """A message the learner reads and dismisses (the table holds the bots meanwhile); a step
        callout is answered by taking a choice."""
        return self.kind != STEP


@dataclass
class Guide:
    lesson: Lesson
    game: Any
    done: set[str] = field(default_factory=set)
    moves: int = 0  # the learner's decisions taken while guided
    callouts: int = 0  # callouts shown (counted by whoever shows them)
    finished: bool = False  # the guided part is over (or skipped)
    skipped: bool = False
    greeted: bool = False  # the welcome was said
    farewell_said: bool = False
    current: Callout | None = None

    # ----- the beginning and the end ---------------------------------------------------
    def intro(self, tr: Tr) -> Callout | None:
        """The lesson's welcome, once: what game this is, who plays whom, how the guide works."""
        if self.greeted or self.finished:
            return None
        self.greeted = True
        base = f"learn.{self.lesson.game}.intro"
        return Callout("intro", tr(base + ".title"), tr(base + ".body"), None, INTRO)

    def farewell(self, tr: Tr) -> Callout | None:
        """Once the guided part is over (not skipped): what was learnt and what comes next."""
        if not self.finished or self.skipped or self.farewell_said:
            return None
        self.farewell_said = True
        base = f"learn.{self.lesson.game}.done"
        return Callout("done", tr(base + ".title"), tr(base + ".body"), None, DONE)

    # ----- the learner's decision --------------------------------------------------------
    def callout(self, view: Any, legal: Sequence[Any], tr: Tr, lang: str) -> Callout | None:
        """The callout for the learner's decision now (None: nothing to teach here)."""
        self._check_end(view)
        if self.finished:
            self.current = None
            return None
        step = self.lesson.step_for(view, legal, frozenset(self.done))
        if step is None:
            self.current = None
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
        base = f"learn.{step.words}" if step.words else f"learn.{self.lesson.game}.{step.id}"
        if step.repeat and step.id in self.done and has_key(base + ".again.body"):
            base += ".again"  # a decision met again: a shorter reminder, not the whole lesson twice
        return Callout(step.id, tr(base + ".title", **fmt), tr(base + ".body", **fmt), action)

    def _label(self, view: Any, action: Any, lang: str) -> str:
        try:
            return str(self.game.label(view, action, lang))
        except Exception:
            return ""

    def after_move(self, before: Any, action: Any, after: Any, tr: Tr, lang: str,
                   names: Sequence[str] = ()) -> list[Callout]:
        """The learner acted: mark the step taught; if it was not the suggestion, say what it did
        (the game's log line) and, from the step's catalog sentence, what that means; then what
        the move led to, when the lesson has a word for it (a battle's result)."""
        current, self.current = self.current, None
        if self.finished:
            return []
        self.moves += 1
        said: list[Callout] = []
        if current is not None:
            self.done.add(current.step)
            if current.action is not None and action != current.action:
                did = self._log(before, action, after, lang, names) or self._label(before, action, lang)
                other = f"learn.{self.lesson.game}.{current.step}.other"
                why = tr(other) if has_key(other) else tr("learn.other_choice.why")
                said.append(Callout(current.step, tr("learn.other_choice.title"),
                                    tr("learn.other_choice.body", did=did.rstrip("."), why=why), action, FEEDBACK))
        said += self._outcome(before, action, after, tr, lang, names)
        self._check_end(after)
        return said

    def _log(self, before: Any, action: Any, after: Any, lang: str, names: Sequence[str]) -> str:
        try:
            line = game_log_line(self.game, before, action, after, lang)
        except Exception:
            return ""
        return personalize(str(line), list(names), lang) if line else ""

    # ----- the other seats ---------------------------------------------------------------
    def after_other(self, before: Any, action: Any, after: Any, tr: Tr, lang: str,
                    names: Sequence[str] = ()) -> list[Callout]:
        """The lesson's note on another seat's move (what they did, why it matters) and on what
        it led to, while the guide is on; none when the move needs no word."""
        if self.finished:
            return []
        said = self._note(self.lesson.opponent_note, "learn.note.title", before, action, after, tr, lang, names)
        said += self._outcome(before, action, after, tr, lang, names)
        self._check_end(after)
        return said

    def after_chance(self, before: Any, after: Any, tr: Tr, lang: str, names: Sequence[str] = ()) -> list[Callout]:
        """Random outcomes drawn (a danger card, a die): what they led to, when it matters."""
        if self.finished:
            return []
        said = self._outcome(before, None, after, tr, lang, names)
        self._check_end(after)
        return said

    def _outcome(self, before: Any, action: Any, after: Any, tr: Tr, lang: str, names: Sequence[str]) -> list[Callout]:
        return self._note(self.lesson.outcome_note, "learn.outcome.title", before, action, after, tr, lang, names)

    def _note(self, fn: Any, title: str, before: Any, action: Any, after: Any, tr: Tr, lang: str,
              names: Sequence[str]) -> list[Callout]:
        try:
            text = fn(before, action, after, lang)
        except Exception:
            text = None
        if not text:
            return []
        return [Callout("note", tr(title), personalize(str(text), list(names), lang), action, NOTE)]

    def _check_end(self, view: Any) -> None:
        try:
            over = bool(self.lesson.until(view))
        except Exception:
            over = False
        if over or self.moves >= self.lesson.max_guided_moves:
            self.finished = True

    def skip(self) -> None:
        self.finished = self.skipped = True
        self.current = None

    # ----- saved with the game -----------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"game": self.lesson.game, "done": sorted(self.done), "moves": self.moves,
                "callouts": self.callouts, "finished": self.finished, "skipped": self.skipped,
                "greeted": self.greeted, "farewell": self.farewell_said}

    def restore(self, data: Any) -> None:
        """Progress read back from a save (anything malformed is ignored, never an error)."""
        if not isinstance(data, dict):
            return
        done = data.get("done")
        self.done = {x for x in done if isinstance(x, str)} if isinstance(done, list) else set()
        self.moves = _count(data.get("moves"))
        self.callouts = _count(data.get("callouts"))
        self.finished = data.get("finished") is True
        self.skipped = data.get("skipped") is True
        self.greeted = data.get("greeted") is True
        self.farewell_said = data.get("farewell") is True


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**6 else 0

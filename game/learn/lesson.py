"""What a guided first game is made of: a fixed table and the steps that teach its first round.

A lesson is rules, not a recorded list of moves: each ``Step`` names the decision it teaches (a
predicate on the learner's own view), suggests a legal action for it (a deterministic rule),
and its words (catalog keys ``learn.<game>.<step>.title`` / ``.body``, formatted with
``fmt``). So when the learner takes another legal choice the guide simply carries on from the
new position. ``until`` says when the guided part is over (the end of the first round...);
``opponent_note`` words what another seat just did and why it matters. Pure: no pygame.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

View = Any
Action = Any
Suggest = Callable[[View, Sequence[Action]], Action | None]


@dataclass(frozen=True)
class Step:
    """One guided decision."""

    id: str  # catalog keys learn.<game>.<id>.title / .body
    when: Callable[[View, Sequence[Action]], bool]
    suggest: Suggest
    fmt: Callable[[View, Action, str], dict[str, Any]] = lambda view, action, lang: {}
    repeat: bool = False  # teach it at every such decision of the guided part, not only the first
    words: str = ""  # shared catalog words ``learn.<words>.*`` instead of ``learn.<game>.<id>.*``


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seats: tuple[str, ...]  # seat 0 is the learner ("human"); the others ai:easy
    seed: int
    steps: tuple[Step, ...]
    until: Callable[[View], bool]  # the guided part is over (read on the public view)
    opponent_note: Callable[[View, Action, View, str], str | None] = lambda before, action, after, lang: None
    # what any move (the learner's too) led to, when it matters: a battle's result
    outcome_note: Callable[[View, Action, View, str], str | None] = lambda before, action, after, lang: None
    options: dict[str, Any] = field(default_factory=dict)
    learner: int = 0
    max_guided_moves: int = 80  # a guard: the guided part of any lesson is shorter

    def step_for(self, view: View, legal: Sequence[Action], done: frozenset[str]) -> Step | None:
        """The step that teaches this decision: the first whose decision it is and that was not
        taught yet (or that repeats)."""
        for step in self.steps:
            if (step.repeat or step.id not in done) and step.when(view, legal):
                return step
        return None


def bot_choice(game: Any, seat: int = 0, kind: str = "greedy", seed: int = 1) -> Suggest:
    """A suggestion rule: what the ``kind`` bot (the greedy one by default, fast and plain)
    chooses for ``seat`` from the view, with a fixed seed so the same view gets the same
    suggestion; None when its answer is not among ``legal``."""
    from game.ai import make_bot

    def suggest(view: View, legal: Sequence[Action]) -> Action | None:
        bot = make_bot(kind, game, seat, seed, getattr(view, "num_players", None) or game.spec.max_players)
        choice = bot.choose(view)
        return choice if choice in legal else None

    return suggest


def sentence(text: str) -> str:
    """A prompt as a sentence in a callout: a full stop added unless it ends in one already."""
    t = str(text).strip()
    return t if not t or t[-1] in ".?!…:" else t + "."


def any_decision(view: View, legal: Sequence[Action]) -> bool:
    """The catch-all step's decision: any real choice (more than one legal action)."""
    return len(legal) > 1


def prefer(*rules: Callable[[Action], bool], fallback: Suggest | None = None) -> Suggest:
    """A suggestion rule: the first legal action matching the first rule that matches any, else
    ``fallback`` (e.g. the greedy bot's choice), else the first legal action."""
    def suggest(view: View, legal: Sequence[Action]) -> Action | None:
        for rule in rules:
            for action in legal:
                if rule(action):
                    return action
        if fallback is not None:
            choice = fallback(view, legal)
            if choice is not None:
                return choice
        return legal[0] if legal else None

    return suggest

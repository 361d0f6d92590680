"""``python -m game learn --game G --headless``: the guided game's script played to its end.

The learner's seat takes every suggested choice; the other seats are the lesson's bots deciding
from their own views. Prints nothing itself: ``run`` returns the contract's JSON object, or
raises ``LessonError`` naming the callout whose suggestion is missing or illegal.
"""
from __future__ import annotations

from typing import Any

from game.ai import make_bot
from game.ai.bots import uncapped
from game.engine.match import Match
from game.games import entry, get_game
from game.i18n import tr
from game.learn.guide import Guide


class LessonError(Exception):
    """A guided step points at a choice that is not legal (or at none)."""


def lesson_of(game_id: str) -> Any:
    e = entry(game_id)
    module = getattr(e, "learn", None) if e is not None else None
    if module is None or getattr(module, "LESSON", None) is None:
        raise KeyError(game_id)
    return module.LESSON


def new_match(lesson: Any, names: list[str] | None = None) -> Match:
    game = get_game(lesson.game)
    return Match(game, lesson.players, list(lesson.seats), names, dict(lesson.options), lesson.seed)


def lesson_bots(lesson: Any, game: Any) -> dict[int, Any]:
    """The other seats' bots, seeded by the lesson and without the seconds cap: the same game on any
    machine, in the headless run and at the table (as long as the learner takes the suggestions)."""
    return {s: uncapped(make_bot(kind, game, s, lesson.seed + 101 * s, lesson.players))
            for s, kind in enumerate(lesson.seats) if s != lesson.learner}


def run(game_id: str, lang: str = "en", said: list[Any] | None = None) -> dict[str, Any]:
    """Play the lesson's script (every suggestion taken); ``said`` collects every callout."""
    lesson = lesson_of(game_id)
    match = new_match(lesson)
    game = match.game
    guide = Guide(lesson, game)
    bots = lesson_bots(lesson, game)
    fallback = make_bot("greedy", game, lesson.learner, lesson.seed, lesson.players)

    def say(key: str, **fmt: Any) -> str:
        return tr(key, lang, **fmt)

    def count(callout: Any) -> int:
        """Callouts shown (one, none or a list of them), collected in ``said`` when asked."""
        shown = [c for c in (callout if isinstance(callout, list) else [callout]) if c is not None]
        if said is not None:
            said.extend(shown)
        return len(shown)

    guide.callouts += count(guide.intro(say))
    while not guide.finished:
        drawn = match.view_for(None)
        if match.advance():  # random outcomes (a fight's danger card) may end something worth a word
            guide.callouts += count(guide.after_chance(drawn, match.view_for(None), say, lang, match.names))
            if guide.finished:
                break
        if match.is_over:
            guide.finished = True
            break
        seat = match.current_player
        view = match.view_for(seat)
        legal = match.legal_actions()
        before = match.view_for(None)
        if seat == lesson.learner:
            callout = guide.callout(view, legal, say, lang)
            if callout is not None:
                guide.callouts += count(callout)
                if callout.action is None or callout.action not in legal:
                    raise LessonError(f"{game_id}: callout {callout.step!r} points at "
                                      f"{'no choice' if callout.action is None else repr(callout.action)}, "
                                      "which is not a legal choice here")
                action = callout.action
            else:
                action = fallback.choose(view)
            match.submit(action)
            guide.callouts += count(guide.after_move(before, action, match.view_for(None), say, lang, match.names))
        else:
            action = bots[seat].choose(view)
            match.submit(action)
            guide.callouts += count(guide.after_other(before, action, match.view_for(None), say, lang, match.names))
    guide.callouts += count(guide.farewell(say))
    return {"game": game_id, "callouts": guide.callouts, "steps": guide.moves, "finished": guide.finished}

"""Issue 19: every guided decision gets words of its own, saying what this part of the table is
and why a player would choose it. The catch-all "Your choice" callout (step ``choice``, catalog
``learn.choice.*``) only repeats the game's prompt, so it must not be what a learner meets inside
the guided part: not on the scripted path, and not after taking other legal choices (fixed seeds).
A failure names the game, the decision's prompt and the seed: give that decision a Step with words."""
from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.engine.core import game_prompt
from game.games import REGISTRY, entry
from game.i18n import tr
from game.learn.guide import Guide
from game.learn.headless import lesson_of, new_match, run

LESSONS = [g for g in REGISTRY if getattr(entry(g), "learn", None) is not None]
GENERIC = "choice"


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_no_scripted_decision_gets_the_generic_callout(game_id, lang):
    said = []
    run(game_id, lang, said)
    generic = [c.body for c in said if c.kind == "step" and c.step == GENERIC]
    assert not generic, generic


def _recovery_generic(game_id: str, seed: int, lang: str = "en") -> list[str]:
    """The learner takes a random other legal choice at every guided step (the other seats play
    at random, as in the recovery test); the prompts of the decisions worded only generically."""
    lesson = lesson_of(game_id)
    m = new_match(lesson)
    guide = Guide(lesson, m.game)
    rng = random.Random(seed)
    bots = {s: make_bot("random", m.game, s, seed + s, lesson.players) for s in range(lesson.players)}
    say = lambda k, **f: tr(k, lang, **f)  # noqa: E731
    generic: list[str] = []
    while not guide.finished and not m.is_over:
        m.advance()
        if m.is_over:
            break
        seat, legal = m.current_player, m.legal_actions()
        before = m.view_for(None)
        if seat == lesson.learner:
            view = m.view_for(seat)
            c = guide.callout(view, legal, say, lang)
            if c is not None and c.step == GENERIC:
                generic.append(str(game_prompt(m.game, view, lang)))
            if c is not None:  # every word from the catalogs, every placeholder filled
                text = c.title + " " + c.body
                assert c.title and c.body and "learn." not in text and "{" not in text, (c.step, text)
            others = [a for a in legal if c is None or a != c.action]
            action = rng.choice(others or legal)
            m.submit(action)
            guide.after_move(before, action, m.view_for(None), say, lang, m.names)
        else:
            m.submit(bots[seat].choose(m.view_for(seat)))
    return generic


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_decision_after_other_choices_gets_the_generic_callout(game_id, seed):
    generic = _recovery_generic(game_id, seed)
    assert not generic, (game_id, seed, generic)


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_reminder_for_a_decision_met_again_exists_in_both_languages(game_id):
    """A repeating step may have shorter words for the second time (``<step>.again.*``): both
    languages, title and body, and only for steps that repeat."""
    from game.i18n import has_key

    for step in lesson_of(game_id).steps:
        base = f"learn.{step.words}" if step.words else f"learn.{game_id}.{step.id}"
        again = [has_key(f"{base}.again.{part}", lang) for part in ("title", "body") for lang in ("en", "hu")]
        assert all(again) or not any(again), step.id
        assert step.repeat or not any(again), step.id


def test_metro_words_the_defence_the_heros_annex_and_a_second_defence_of_their_own():
    """Metro's round at the lesson seed: the defence card, the hero's annex, and the second defence
    (a shorter reminder, ``.again``) each have words of their own (they got "Your choice")."""
    said = []
    run("metro2033", "en", said)
    steps = [c for c in said if c.kind == "step"]
    defences = [c for c in steps if c.step == "defend_card"]
    assert [c.step for c in steps].count("annex_hero") == 1
    assert len(defences) == 2 and defences[0].body != defences[1].body
    assert defences[1].title == tr("learn.metro2033.defend_card.again.title", "en")
    assert defences[1].body.startswith(tr("learn.metro2033.defend_card.again.body", "en", choice="")[:30])

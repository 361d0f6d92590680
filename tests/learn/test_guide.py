"""Issue 19, the pure part: each guided script stays legal for its seed, the guide carries on
after any other legal choice, the coach decides from the seat's view only and as ai:normal
would at the same seed, and the headless contract prints one JSON line."""
from __future__ import annotations

import json
import random

import pytest

from game.ai import make_bot
from game.ai.bots import uncapped
from game.cli import main
from game.engine.match import Match
from game.games import REGISTRY, entry
from game.i18n import tr
from game.learn.coach import hint, hint_seed
from game.learn.guide import Guide
from game.learn.headless import lesson_of, new_match, run

LESSONS = [g for g in REGISTRY if getattr(entry(g), "learn", None) is not None]


def test_every_listed_game_has_a_lesson():
    assert "waterdeep" in LESSONS


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_script_stays_legal_and_finishes(game_id):
    result = run(game_id)
    assert result["finished"] is True and result["callouts"] >= 5 and result["steps"] >= 3


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_guide_recovers_from_another_choice_at_every_step(game_id, seed):
    """At every guided step the learner takes a random OTHER legal choice; every callout that
    follows still suggests a legal action, and a feedback callout explains each departure."""
    lesson = lesson_of(game_id)
    m = new_match(lesson)
    guide = Guide(lesson, m.game)
    rng = random.Random(seed)
    bots = {s: make_bot("random", m.game, s, seed + s, lesson.players) for s in range(lesson.players)}
    feedback = departures = 0
    while not guide.finished and not m.is_over:
        m.advance()
        if m.is_over:
            break
        seat, legal = m.current_player, m.legal_actions()
        before = m.view_for(None)
        if seat == lesson.learner:
            c = guide.callout(m.view_for(seat), legal, lambda k, **f: tr(k, "en", **f), "en")
            if c is not None:
                assert c.action in legal, f"{c.step} suggests an illegal move"
                assert c.title and c.body and "learn." not in c.title + c.body
            others = [a for a in legal if c is None or a != c.action]
            action = rng.choice(others or legal)
            departures += c is not None and action != c.action
            m.submit(action)
            fb = guide.after_move(before, action, m.view_for(None), lambda k, **f: tr(k, "en", **f), "en", m.names)
            feedback += fb is not None
        else:
            m.submit(bots[seat].choose(m.view_for(seat)))
    assert guide.finished or m.is_over
    assert feedback == departures > 0


@pytest.mark.parametrize("game_id", ["waterdeep", "neuroshima"])
def test_the_coach_is_ai_normal_from_the_seats_view(game_id):
    game = REGISTRY[game_id]
    m = Match(game, 2, ["human", "random"], seed=3)
    rng = random.Random(3)
    for _ in range(6):
        m.advance()
        if m.current_player == 0:
            break
        m.submit(rng.choice(m.legal_actions()))
    seat = m.current_player
    view = m.view_for(seat)
    seed = hint_seed(m.seed, seat, len(m.steps))
    move = hint(game, view, seat, 2, seed, capped=False)
    assert move in m.legal_actions()
    assert move == uncapped(make_bot("ai:normal", game, seat, seed, 2)).choose(view)
    assert hint(game, view, seat, 2, seed, capped=False) == move  # asked again: the same


def test_headless_cli_contract(capsys):
    assert main(["learn", "--game", "waterdeep", "--headless"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert data["game"] == "waterdeep" and data["finished"] is True and data["callouts"] > 0 and data["steps"] > 0


def test_headless_names_a_broken_callout(monkeypatch, capsys):
    import dataclasses

    from game.games.waterdeep import learn

    bad = dataclasses.replace(learn.STEPS[0], suggest=lambda view, legal: ("place", "nowhere"))
    monkeypatch.setattr(learn, "LESSON", dataclasses.replace(learn.LESSON, steps=(bad,) + learn.STEPS[1:]))
    assert main(["learn", "--game", "waterdeep", "--headless"]) == 1
    err = capsys.readouterr().err
    assert "first_agent" in err and "not a legal choice" in err


def test_unknown_game_is_refused(capsys):
    assert main(["learn", "--game", "chess", "--headless"]) == 2

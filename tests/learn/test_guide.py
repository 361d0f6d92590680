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
from game.i18n import has_key, tr
from game.learn.coach import coach_bot, hint, hint_seed, reason, weighed_of, weighed_reason
from game.learn.guide import Guide
from game.learn.headless import lesson_of, new_match, run

LESSONS = [g for g in REGISTRY if getattr(entry(g), "learn", None) is not None]


def test_every_listed_game_has_a_lesson():
    assert "waterdeep" in LESSONS


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_script_stays_legal_and_finishes(game_id, lang):
    said = []
    result = run(game_id, lang, said)
    assert result["finished"] is True and result["callouts"] >= 5 and result["steps"] >= 3
    assert result["callouts"] == len(said)
    assert said[0].kind == "intro" and said[-1].kind == "done"
    for c in said:  # every word from the catalogs, every placeholder filled
        text = c.title + " " + c.body
        assert c.title and c.body and "learn." not in text and "{" not in text and "}" not in text, text
    assert len({c.step for c in said if c.kind == "step"}) >= 4  # a lesson teaches several decisions


# The core loop issue 19 names for each game: the steps its guided script must teach when the
# learner follows the suggestions (Waterdeep's first round: placing, the Castle, the Harbor and its
# Intrigue card, taking a quest at Cliffwatch Inn and completing one; ...).
CORE_LOOP = {
    "waterdeep": {"first_agent", "castle", "harbor", "intrigue", "inn", "quest", "complete"},
    "neuroshima": {"hq", "first_tile", "hex", "end", "discard", "battle"},
    "rogue_agent": {"assign", "search", "white", "reroll", "patrol", "attack"},
    "metro2033": {"faction", "keep", "hero", "home", "recruit", "army", "combat", "annex", "move", "hero_act"},
    "android": {"turn", "follow", "use_lead", "place", "card", "end", "lead_move"},
}


@pytest.mark.parametrize("game_id", sorted(CORE_LOOP))
def test_the_script_teaches_the_whole_core_loop(game_id):
    said = []
    run(game_id, "en", said)
    taught = {c.step for c in said if c.kind == "step"}
    assert CORE_LOOP[game_id] <= taught, sorted(CORE_LOOP[game_id] - taught)
    assert any(c.kind == "note" for c in said)  # the rival's moves get a word


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_step_has_its_words_in_both_languages(game_id):
    lesson = lesson_of(game_id)
    for lang in ("en", "hu"):
        for part in ("intro.title", "intro.body", "done.title", "done.body", "card"):
            assert has_key(f"learn.{game_id}.{part}", lang), part
        for step in lesson.steps:
            base = f"learn.{step.words}" if step.words else f"learn.{game_id}.{step.id}"
            assert has_key(base + ".title", lang) and has_key(base + ".body", lang), (step.id, lang)


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
            said = guide.after_move(before, action, m.view_for(None), lambda k, **f: tr(k, "en", **f), "en", m.names)
            feedback += sum(c.kind == "feedback" for c in said)
        else:
            m.submit(bots[seat].choose(m.view_for(seat)))
    assert guide.finished or m.is_over
    assert feedback == departures > 0


def _decision(game_id, seed, plies=12):
    """A random position where seat 0 decides among several moves (the learner's seat)."""
    game = REGISTRY[game_id]
    n = max(2, game.spec.min_players)
    m = Match(game, n, ["human"] + ["random"] * (n - 1), seed=seed)
    rng = random.Random(seed)
    for ply in range(400):
        m.advance()
        if m.current_player == 0 and len(m.legal_actions()) > 1 and ply >= plies:
            return m
        m.submit(rng.choice(m.legal_actions()))
    raise AssertionError("no decision of seat 0 found")


class _Spy:
    """The game as the coach's bot sees it, recording every state it determinizes."""

    def __init__(self, game):
        self.game, self.inputs = game, []

    def determinize(self, view, viewer, rng):
        self.inputs.append(view)
        return self.game.determinize(view, viewer, rng)

    def __getattr__(self, name):
        return getattr(self.game, name)


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_the_coach_is_ai_normal_from_the_seats_view(game_id):
    """The hint is legal, the same as ai:normal's choice at the same seed, the same when asked
    again, and every state the coach's search looks at is a determinization of the seat's own
    view (as tests check the bots: it never reads the true state)."""
    m = _decision(game_id, 3)
    game, seat = m.game, m.current_player
    view = m.view_for(seat)
    seed = hint_seed(m.seed, seat, len(m.steps))
    spy = _Spy(game)
    move = coach_bot(spy, seat, m.num_players, seed, capped=False).choose(view)
    assert move in m.legal_actions()
    assert spy.inputs and all(x is view for x in spy.inputs)
    assert move == uncapped(make_bot("ai:normal", game, seat, seed, m.num_players)).choose(view)
    assert hint(game, view, seat, m.num_players, seed, capped=False) == move  # asked again: the same


@pytest.mark.parametrize("game_id", ["waterdeep", "neuroshima", "rogue_agent"])
def test_the_coach_says_what_its_search_weighed(game_id):
    """A small choice (a colour, a facing, which adventurer) had only a generic reason: the coach
    now words what ai:normal weighed at the root, its chances after the move and after the
    runner-up (named), from the seat's own view (issue 19: 'a reason from what the bot weighed')."""
    m = _decision(game_id, 4)
    game, seat = m.game, m.current_player
    view = m.view_for(seat)
    bot = coach_bot(game, seat, m.num_players, hint_seed(m.seed, seat, len(m.steps)), capped=False)
    move = bot.choose(view)
    weighed = weighed_of(bot, move)
    assert weighed and weighed[0][0] == move and len(weighed) == 2
    assert all(n > 0 and 0.0 <= v <= 1.0 for _a, n, v in weighed)
    runner_up = weighed[1][0]
    assert runner_up != move and runner_up in m.legal_actions()
    for lang in ("en", "hu"):
        text = weighed_reason(game, view, weighed, lang)
        assert "%" in text and str(weighed[0][1]) in text and game.label(view, runner_up, lang) in text, text
        assert "{" not in text and "coach." not in text
    assert weighed_of(bot, runner_up) == []  # never the numbers of another move


def test_the_android_coach_says_what_its_planner_weighed():
    """Android's ai:normal is a planner, not the tree search: its hint words the score of the
    move's plan (expected VP less half the rivals' average) and the runner-up plan, from the
    planner's own numbers (read after it chose; its choices do not change)."""
    game = REGISTRY["android"]
    m = Match(game, 3, ["human"] * 3, seed=7)
    rng = random.Random(7)
    for _ply in range(28):  # the seed-7 position where the planner weighs two plans
        m.advance()
        m.submit(rng.choice(m.legal_actions()))
    m.advance()
    seat = m.current_player
    view = m.view_for(seat)
    bot = coach_bot(game, seat, m.num_players, 1028, capped=False)
    move = bot.choose(view)
    weighed = weighed_of(bot, move)
    assert weighed and weighed[0][0] == move and len(weighed) == 2 and weighed[0][3] == "vp"
    assert weighed[0][2] >= weighed[1][2] and all(e[1] > 0 for e in weighed)
    for lang in ("en", "hu"):
        text = weighed_reason(game, view, weighed, lang)
        assert game.label(view, weighed[1][0], lang) in text and str(weighed[0][1]) in text, text
        assert "%" not in text and "{" not in text and "coach." not in text
    assert weighed_of(bot, weighed[1][0]) == []  # never the numbers of another move


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_coach_gives_a_reason_in_words_for_any_move(game_id):
    module = entry(game_id).learn
    for seed in (5, 6):
        m = _decision(game_id, seed, plies=seed * 3)
        view = m.view_for(0)
        for action in m.legal_actions()[:12]:
            for lang in ("en", "hu"):
                text = reason(m.game, module, view, action, 0, lang)
                assert text and "{" not in text and "learn." not in text, (action, text)


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


def test_a_rival_tile_next_to_your_hq_is_called_a_threat():
    """Neuroshima: the note on a rival tile placed beside the learner's HQ says what it means."""
    said = []
    run("neuroshima", "en", said)
    assert any(c.kind == "note" and "next to your HQ" in c.body for c in said)


def test_rogue_agent_teaches_the_second_white_die_and_the_attacks_ammo_in_words_of_their_own():
    """The second white die and the ammo for an attack got the catch-all "Your choice" callout."""
    said = []
    assert run("rogue_agent", "en", said)["finished"]
    steps = [c.step for c in said]
    assert "white2" in steps and "attack_ammo" in steps
    assert not any(c.step == "choice" and c.action and c.action[0] in ("colour", "ammo") for c in said)
    white2 = said[steps.index("white2")]
    assert white2.action[0] == "colour" and "{" not in white2.body


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rogue_agents_city_note_says_what_this_city_phase_did(seed):
    """The note listed every possible City-phase effect ("assassins struck, bombs ticked...")
    whatever happened; it now words the phase's public story: where the police went, who directs."""
    from game.games.rogue_agent.learn import outcome_note
    from game.games.rogue_agent.text import place_name

    game = REGISTRY["rogue_agent"]
    m = Match(game, 2, ["human"] * 2, seed=seed)
    rng = random.Random(seed)
    before = m.view_for(None)
    while m.view_for(None).round < 2:
        before = m.view_for(None)
        if not m.advance():
            m.submit(rng.choice(m.legal_actions()))
    after = m.view_for(None)
    for lang in ("en", "hu"):
        text = outcome_note(before, None, after, lang)
        assert text and text != tr("learn.rogue_agent.note.city", lang) and "{" not in text
        assert place_name(after, after.police, lang) in text
    moved = [e for e in after.story if e[1] == "moved"]
    text = outcome_note(before, None, after, "en")
    assert all(f"criminal {e[2]} stepped on" in text for e in moved)
    assert ("assassin" in text) == any(e[1] in ("strike", "assassin_moved", "fled") for e in after.story
                                       if e[0] > max(x[0] for x in after.story if x[1] == "city"))


def test_metro_lesson_recruits_and_wins_its_first_attack():
    """The recruit step suggested "Recruit nobody" (the greedy plan's choice): a tutorial must
    teach recruiting. It recruits, and the round's army attack (with combat cards) is won and
    the station annexed."""
    said = []
    assert run("metro2033", "en", said)["finished"]
    by_step = {c.step: c for c in reversed(said)}
    assert by_step["recruit"].action[0] == "recruit" and by_step["recruit"].action[1] > 0
    assert by_step["army"].action[0] == "attack" and "combat" in by_step and "annex" in by_step
    won = [c for c in said if c.kind == "note" and c.body.endswith(tr("learn.metro2033.note.fight_won", "en", fight="")[2:])]
    assert won, [c.body for c in said if c.kind == "note"]

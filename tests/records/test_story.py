"""Issue 20: the game's story - the chart's points equal the scores the replay gives at each
round (VP), battle (HQ toughness) or day (each suspect's guilt total)."""
from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.engine.story import valid_story
from game.games import entry, get_game


def play(game_id: str, players: int, seed: int) -> Match:
    m = Match(get_game(game_id), players, ["random"] * players, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.advance()
        if not m.is_over:
            m.submit(rng.choice(m.legal_actions()))
    return m


def last_of_each(match: Match, key, value):
    """Independent count: walk the replay's states, keep the last value for each key."""
    seen: dict[int, list[float]] = {}
    for s in match.states:
        seen[key(s)] = [float(v) for v in value(s)]
    return seen


@pytest.mark.parametrize("game_id,players,key,value", [
    ("waterdeep", 3, lambda s: s.round, lambda s: [p.vp for p in s.players]),
    ("rogue_agent", 3, lambda s: s.round, lambda s: [r["total"] for r in get_game("rogue_agent").breakdown(s)]),
    ("metro2033", 3, lambda s: s.round, lambda s: [r["total"] for r in get_game("metro2033").breakdown(s)]),
    ("neuroshima", 2, lambda s: s.battles, lambda s: [r["hq_hp"] for r in get_game("neuroshima").breakdown(s)]),
])
def test_chart_points_are_the_replay_scores(game_id, players, key, value):
    m = play(game_id, players, 4)
    story = entry(game_id).story.story(m.game, m.states)
    assert valid_story(story)
    expected = last_of_each(m, key, value)
    for seat, series in enumerate(story["series"]):
        assert series["seat"] == seat
        got = {x: y for x, y in series["points"]}
        assert got == {k: v[seat] for k, v in expected.items() if k in got}
        assert max(got) == max(expected)
    if game_id == "waterdeep":
        assert story["final"] == list(m.scores())
    if game_id == "neuroshima":
        assert story["series"][0]["points"][0][0] == 0  # the HQs before the first battle


def test_android_story_marks_the_murderer_and_follows_the_days():
    from game.games.android.scoring import murderer, suspect_total

    m = play("android", 3, 7)
    story = entry("android").story.story(m.game, m.states)
    assert valid_story(story) and story["x"] == "day"
    last = m.state
    assert story["marked"] == murderer(last)
    for series in story["series"]:
        sus = next(x for x in last.suspects if x.id == series["id"])
        assert series["points"][-1] == [last.day, float(suspect_total(sus)["total"])]
        assert series["label"]["en"] and series["label"]["hu"]
    days = [x for x, _ in story["series"][0]["points"]]
    assert days == sorted(set(days)) and days[-1] == last.day


def test_a_damaged_story_is_not_drawn():
    assert not valid_story({"series": [{"points": [[1, "x"]]}]})
    assert not valid_story(None)

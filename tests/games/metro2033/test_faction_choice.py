"""Issue 17: factions chosen on the setup page (option faction_choice=choose) beside the printed
draft (the default). Each seat takes its chosen faction, a seat left to "random" draws one of the
rest as a chance draw (so replays hold it), each faction at most once, and a pair of factions
whose zones do not connect cannot play alone; the hero draft, the start bonuses and the rest of
the setup are the printed ones."""

from __future__ import annotations

import random

import pytest

from game.engine.core import CHANCE
from game.engine.match import Match
from game.games.metro2033 import flow
from game.games.metro2033.content import FACTION_IDS
from tests.games.metro2033.metro_helpers import G


def _through_chance(s, seed=1, stop=lambda s: False):
    rng = random.Random(seed)
    while G.current_player(s) == CHANCE and not stop(s):
        outs = G.chance_outcomes(s)
        s = G.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
    return s


def test_the_draft_stays_the_default():
    s = _through_chance(G.initial_state(3, {}))
    assert s.stack[-1][0] == "faction" and not any(p.faction for p in s.players)
    s2 = _through_chance(G.initial_state(3, {"seat_factions": "red_line,arbat,bandits"}))  # ignored without "choose"
    assert s2.stack[-1][0] == "faction"


def test_chosen_factions_are_taken_and_the_hero_draft_follows():
    s = _through_chance(G.initial_state(3, {"faction_choice": "choose", "seat_factions": "arbat,red_line,bandits",
                                            "first_player": "1"}))
    assert [p.faction for p in s.players] == ["arbat", "red_line", "bandits"]  # zones need not border
    assert s.players[1].res[0] == 2  # the Red Line's start bonus (+2 pig)
    kinds = {t[0] for t in s.stack}
    assert "faction" not in kinds and "hero" in kinds
    assert set(s.players[2].stations) == {"novokuznetskaya", "tretyakovskaya_6", "tretyakovskaya_8"}


def test_a_random_seat_draws_one_of_the_rest_as_a_chance_draw():
    s = G.initial_state(3, {"faction_choice": "choose", "seat_factions": "red_line,random,random", "first_player": "1"})
    s = flow.advance(s)
    assert G.current_player(s) == CHANCE and s.stack[-1][0] == "draw_faction"
    outs = G.chance_outcomes(s)
    assert sorted(o[1] for o, _p in outs) == sorted(f for f in FACTION_IDS if f != "red_line")
    assert abs(sum(p for _o, p in outs) - 1) < 1e-9 and len({p for _o, p in outs}) == 1
    s = _through_chance(s)
    got = [p.faction for p in s.players]
    assert got[0] == "red_line" and len(set(got)) == 3 and all(got)


def test_the_last_random_draw_keeps_the_map_in_one_piece():
    for seed in range(30):
        s = _through_chance(G.initial_state(2, {"faction_choice": "choose", "seat_factions": "alliance_1905,random"}), seed)
        assert s.players[1].faction != "baumansky"
        assert flow.playable_factions([p.faction for p in s.players])


@pytest.mark.parametrize("value,words", [
    ("red_line,red_line", "one player only"),
    ("red_line,moscow", "unknown faction"),
    ("alliance_1905,baumansky", "do not connect"),
    ("red_line,arbat,bandits", "names 3 factions for 2 players"),
])
def test_impossible_choices_are_refused_in_words(value, words):
    with pytest.raises(ValueError, match=words):
        G.initial_state(2, {"faction_choice": "choose", "seat_factions": value})


def test_a_game_with_chosen_factions_replays(tmp_path):
    m = Match(G, 3, ["random"] * 3, seed=5, options={"faction_choice": "choose", "seat_factions": "bandits,random,arbat"})
    rng = random.Random(5)
    for _ in range(400):
        m.advance()
        if m.is_over:
            break
        m.submit(rng.choice(m.legal_actions()), m.current_player)
    assert m.state.players[0].faction == "bandits" and m.state.players[2].faction == "arbat"
    path = tmp_path / "chosen.jsonl"
    m.save(path)
    again = Match.load(path, lambda _gid: G)
    assert G.to_json(again.state) == G.to_json(m.state)


def test_the_game_over_names_each_seats_faction():
    """Game over lists "Player 2 (Red Line)", not a bare "Player 2" (issue 17, as Android names
    its detectives); no faction yet, no role."""
    s = _through_chance(G.initial_state(2, {"faction_choice": "choose", "seat_factions": "red_line,bandits"}))
    assert G.seat_role(s, 0, "en") == "Red Line" and G.seat_role(s, 1, "hu") == "Banditák"
    assert G.seat_role(G.initial_state(2, {}), 0, "en") == ""


def test_the_log_names_a_faction_chosen_at_setup():
    """A faction chosen on the setup page gets no draft line: the home-stations line names it."""
    from game.games.metro2033.text import consequence_parts

    before = G.initial_state(2, {"faction_choice": "choose", "seat_factions": "red_line,bandits"})
    after = _through_chance(before)
    words = " ".join(consequence_parts(before, after, "en"))
    assert "(Red Line) home stations" in words and "(Bandits) home stations" in words

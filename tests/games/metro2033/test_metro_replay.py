"""Replay state (issue 10): the names ``to_json`` gives analysis tools and the result breakdown."""

from __future__ import annotations

import json
import random

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.metro2033.content import POLIS

from .metro_helpers import G, homes, make, player

PLAYER_KEYS = {"faction", "hero", "hero_station", "hero_wounded", "pigs", "mushrooms", "ammo", "army", "vp",
               "completed_quests", "quests"}


def _random_game(n: int, seed: int, plies: int | None = None):
    rng = random.Random(seed)
    s = G.initial_state(n, {"first_player": "1"})
    k = 0
    while G.current_player(s) != TERMINAL and (plies is None or k < plies):
        if G.current_player(s) == CHANCE:
            outs = G.chance_outcomes(s)
            s = G.apply(s, rng.choices([o for o, _p in outs], [p for _o, p in outs])[0])
        else:
            s = G.apply(s, rng.choice(list(G.legal_actions(s))))
        k += 1
    return s


def test_to_json_names_the_replay_fields():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], law="truce", law_round=3,
             market=("kalash", "bastard", "duplet", "helsing"))
    s = player(s, 0, res=(1, 2, 3), army=4, done=("q01",), quests=(("q05", 2),),
               stations=tuple(sorted(homes("red_line") + ("arbatskaya",))), wounded=s.round)
    j = json.loads(json.dumps(G.to_json(s)))
    assert (j["round"], j["stage"], j["phase"], j["first_player"]) == (3, 1, "army", 0)
    assert j["phase_name"] == "Army actions"
    assert j["law"] == "Truce Between Stations"
    assert j["market"] == ["Kalash (assault rifle)", "Bastard (SMG)", "Duplet (double-barrel shotgun)",
                           "Helsing (crossbow)"]
    p = j["players"][0]
    assert PLAYER_KEYS <= set(p)
    assert (p["faction"], p["hero"], p["hero_station"]) == ("Red Line", "Hunter", "Okhotny Ryad")
    assert p["hero_wounded"] is True and j["players"][1]["hero_wounded"] is False
    assert (p["pigs"], p["mushrooms"], p["ammo"], p["army"], p["vp"]) == (1, 2, 3, 4, 5)
    assert p["completed_quests"] == ["Hold the Perimeter"] and p["quests"] == ["Conscription"]
    by_name = {st["name"]: st for st in j["stations"]}
    assert len(j["stations"]) == 90
    assert by_name["Arbatskaya"]["owner"] == 0 and by_name["Arbatskaya"]["zone"] == "Polis"
    assert by_name["Tverskaya"]["owner"] == 1 and by_name["Tverskaya"]["zone"] == "Fourth Reich"
    assert by_name["Lubyanka"]["owner"] is None and by_name["Kurskaya (Hansa)"]["zone"] == "Hansa"
    assert G.from_json(j) == s


def test_no_law_is_null():
    assert G.to_json(make(["red_line", "fourth_reich"]))["law"] is None


def test_a_wound_ends_with_the_hero_phase_it_misses():
    s = player(make(["red_line", "fourth_reich"], phase="end"), 0, wounded=3)
    assert G.to_json(s)["players"][0]["hero_wounded"] is False
    s = player(make(["red_line", "fourth_reich"], phase="end"), 0, wounded=4)  # wounded in its own turn
    assert G.to_json(s)["players"][0]["hero_wounded"] is True


def test_breakdown_per_seat():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 1, stations=tuple(sorted(homes("fourth_reich") + POLIS[:2])), done=("q01", "q03"))
    rows = G.breakdown(s)
    assert rows[1]["stations"] == 5 and rows[1]["quests"] == 2 and rows[1]["polis"] == 2 and rows[1]["total"] == 7
    assert rows[0] == {**rows[0], "stations": 3, "quests": 0, "polis": 0, "total": 3}


def test_finished_random_game_round_trips_and_adds_up():
    s = _random_game(4, 7)
    assert G.current_player(s) == TERMINAL
    j = json.loads(json.dumps(G.to_json(s)))
    assert G.from_json(j) == s
    assert j["winner"] in range(4)
    rows = G.breakdown(s)
    for seat, (p, row) in enumerate(zip(j["players"], rows)):
        owned = [st for st in j["stations"] if st["owner"] == seat]
        assert row["stations"] == len(owned) and row["quests"] == len(p["completed_quests"])
        assert row["polis"] == sum(1 for st in owned if st["zone"] == "Polis")
        assert row["total"] == p["vp"] == row["stations"] + row["quests"]


def test_player_view_json_hides_other_quests():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 1, quests=(("q05", 2),), scout="d1_hot_spot", scout_round=3)
    v = G.to_json(G.player_view(s, 0))
    assert v["players"][1]["quests"] == ["hidden"] and v["players"][1]["scouted_danger"] == "hidden"
    own = G.to_json(G.player_view(s, 1))
    assert own["players"][1]["quests"] == ["Conscription"] and own["players"][1]["scouted_danger"] == "Hot Spot"
    assert G.player_view(s, 0).players[1].quests[0][0] is HIDDEN


def test_a_saved_replay_loads_and_names_the_fields(tmp_path):
    """The replay writer (architecture 8) stores to_json in the header and the result line."""
    from game.engine.match import Match
    from game.games import get_game

    m = Match(G, 3, ["random", "random", "random"], options={"first_player": "2"}, seed=5)
    rng = random.Random(5)
    for _ in range(400):
        m.advance()
        if m.is_over:
            break
        if m.current_player >= 0:
            m.submit(rng.choice(m.legal_actions()))
    path = tmp_path / "metro.jsonl"
    m.save(path, with_states=True)
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    head = lines[0]["initial_state"]
    assert head["first_player"] == 1 and head["round"] == 0 and head["law"] is None
    last = lines[-1]["state"]
    assert {"round", "stage", "phase", "first_player", "law", "stations", "players", "market"} <= set(last)
    assert PLAYER_KEYS <= set(last["players"][0])
    again = Match.load(path, get_game)
    assert again.state == m.state

"""The replay/analysis JSON of a Rogue Agent state (architecture section 8: plain English names)
and the result breakdown; player views hide what spec section 7 keeps secret."""

from __future__ import annotations

import json
import random
from collections import Counter

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.engine.match import Match
from game.games.rogue_agent import content as K
from game.games.rogue_agent.rules import RogueAgentGame
from tests.games.rogue_agent.helpers import assassin, bomb, city, criminal, informant, player, replace

GAME = RogueAgentGame()


def _scene(mode: str = "agent"):
    s = city(n=4, mode=mode, police="B1")  # Appendix B layout: B1 = Foundry, district 4
    s = player(s, 1, pos="B5", tokens=("A", "H"), revealed=("A",)) if mode == "android" else player(s, 1, pos="B5")
    s = informant(informant(s, "T2", 0, 1), "M4", 1)
    s = criminal(s, 3, "C14", "B4")
    s = criminal(s, 5, "C01", None, face_up=True, defeated=True, holder=1)
    s = player(s, 1, turned_in=("C09", "C41"))
    s = bomb(s, "M4", 2)
    s = assassin(s, "B5")
    return replace(s, destroyed=("T3",) if mode == "android" else ())


def test_to_json_names_the_fields_analysis_tools_read() -> None:
    j = GAME.to_json(_scene("android"))
    assert (j["mode"], j["round"], j["phase"], j["director"]) == ("android", 1, "action", 0)
    assert j["police"] == 4  # the district number (police on B1 = Foundry, district 4)
    p = j["players"][1]
    for key in ("influence", "stamina", "credits", "fuel", "ammo", "evidence"):
        assert isinstance(p[key], int)
    assert sorted(p["informants"]) == ["M4", "T2"]  # positions of his informants in the city
    assert p["custody"] == ["Lotus Mei"] and p["turned_in"] == ["Skiv", "Deckhand Zero"]
    assert Counter((t["token"], t["revealed"]) for t in p["identity"]) == Counter(
        {("android", True): 1, ("android", False): 1, ("human", False): 1})
    locs = {loc["id"]: loc for loc in j["locations"]}
    assert len(locs) == 13 and locs["T2"]["informants"] == [0, 1] and locs["T2"]["name"] == "Skyline"
    assert locs["T3"]["destroyed"] and not locs["T2"]["destroyed"]
    assert [c["location"] for c in j["criminals"]] == ["B4"]  # on the board
    assert j["criminals"][0]["name"] == "Terrorist Jack"
    assert [(c["num"], c["holder"], c["location"]) for c in j["criminals_in_custody"]] == [(5, 1, None)]
    assert {c["location"] for c in j["criminals"]} <= set(locs)
    assert j["assassins"] == [{"location": "B5"}]
    assert [(b["location"], b["timer"]) for b in j["bombs"]] == [("M4", 2)]
    json.dumps(j)  # plain JSON


def test_agent_mode_has_no_identity() -> None:
    j = GAME.to_json(_scene("agent"))
    assert all("identity" not in p for p in j["players"])


def test_json_round_trip_of_the_scene_and_its_views() -> None:
    for mode in ("agent", "android"):
        s = _scene(mode)
        for v in (s, GAME.player_view(s, 1), GAME.player_view(s, 2), GAME.player_view(s, None)):
            text = json.dumps(GAME.to_json(v))
            assert GAME.from_json(json.loads(text)) == v
            assert json.dumps(GAME.to_json(GAME.from_json(json.loads(text)))) == text


def test_result_breakdown_names_the_parts_of_the_score() -> None:
    match = Match(GAME, 2, ["random", "random"], seed=5)
    rng = random.Random(2)
    while not match.is_over:
        match.advance()
        if match.is_over:
            break
        match.submit(rng.choice(match.legal_actions()))
    rows = match.result_line()["breakdown"]
    assert len(rows) == 2
    for r in rows:
        assert {"influence", "informants", "syndicates", "total"} <= set(r)
        assert r["total"] == r["influence"] + r["informants"] + r["syndicates"]


def test_player_view_hides_tokens_deck_and_unseen_cards() -> None:
    """Spec 7: identity tokens are the owner's; deck order and face-down cards nobody's (except the
    investigator); the Data Stream's composition is public, never an order of draws."""
    s = _scene("android")
    s = replace(s, criminals=tuple(replace(c, investigators=(2,)) if c.num == 3 else c for c in s.criminals))
    j0 = GAME.to_json(GAME.player_view(s, 0))
    hidden = [t for t in j0["players"][1]["identity"] if not t["revealed"]]
    assert hidden and all(t["token"] is None for t in hidden)
    assert all(c is None for c in j0["deck"])
    jack = next(c for c in j0["criminals"] if c["num"] == 3)
    assert jack["card"] is None and jack["name"] is None
    j2 = GAME.to_json(GAME.player_view(s, 2))
    assert next(c for c in j2["criminals"] if c["num"] == 3)["name"] == "Terrorist Jack"
    j1 = GAME.to_json(GAME.player_view(s, 1))
    assert sorted(t["token"] for t in j1["players"][1]["identity"]) == ["android", "android", "human"]
    assert j0["bag"] == sorted(j0["bag"])  # a multiset: no draw order to leak


def test_a_random_android_game_round_trips_every_view() -> None:
    s = GAME.initial_state(3, {"mode": "android"})
    rng = random.Random(4)
    for i in range(4000):
        who = GAME.current_player(s)
        if i % 25 == 0 or who == TERMINAL:
            for v in (s, GAME.player_view(s, i % 3)):
                j = GAME.to_json(v)
                assert GAME.from_json(json.loads(json.dumps(j))) == v
                assert not any(c is HIDDEN for c in j["deck"])
        if who == TERMINAL:
            break
        if who == CHANCE:
            outs = GAME.chance_outcomes(s)
            s = GAME.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
        else:
            s = GAME.apply(s, rng.choice(list(GAME.legal_actions(s))))
    assert GAME.current_player(s) == TERMINAL
    assert len(GAME.to_json(s)["locations"]) == len(K.POS_ORDER)

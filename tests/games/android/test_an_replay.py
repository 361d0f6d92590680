"""Replay state (architecture 8): ``to_json`` names its fields in plain English, round-trips, and a
player's view names none of the others' secrets (spec 11); the result breakdown's columns (8.14)."""

from __future__ import annotations

import json

from game.engine.core import HIDDEN, TERMINAL
from game.games.android.content import CONTENT
from game.games.android.state import Token, with_player, with_suspect
from tests.games.android.anhelp import GAME, new_game, walk

H = "?hidden"
BREAKDOWN_KEYS = {"hunches", "plots", "tokens", "conspiracy", "trauma", "extras", "total"}


def _states(seed: int, n: int, every: int = 40):
    """Every ``every``-th state of a random game, and its end."""
    for i, s in enumerate(walk(seed, n)):
        if i % every == 0 or GAME.current_player(s) == TERMINAL:
            yield s


def test_to_json_names_the_replay_fields():
    s = new_game(["louis", "rachel", "raymond"], first=1)
    s = with_player(s, 0, jinteki=1, haas=2, conspiracy=1, trauma=3, favors=(1, 0, 2, 0),
                    plot="louis_krausey", plot_card="cross+", good=2, bad=1,
                    endings=(("louis_mr_li", "++"),))
    eve = s.suspect("eve")
    s = with_suspect(s, eve.__class__(eve.id, tokens=(Token("+3", "physical", True, 0, (0,)),
                                                       Token("W", "document", False, 1, (1,)))))
    j = json.loads(json.dumps(GAME.to_json(s)))
    assert j["day"] == 1 and j["week"] == 1 and j["first_player"] == 1
    assert "murderer" in j
    assert isinstance(j["puzzle"], list) and j["puzzle"][0]["piece"] == "centre"
    sus = next(x for x in j["suspects"] if x["id"] == "eve")
    assert sus["name"] == CONTENT.suspects["eve"].name["en"] and sus["alive"] is True
    assert sus["evidence"] == [3, -5]
    p = j["players"][0]
    assert p["detective"] == "louis" and p["location"] == s.players[0].location
    assert p["time"] == 0 and j["players"][1]["time"] == s.time  # seat 1 is taking its turn
    assert p["vp_tokens"] == {"jinteki": 1, "haas": 2, "conspiracy": 1}
    assert p["favors"] == [1, 0, 2, 0] and p["trauma"] == 3
    assert p["plots"][0]["plot"] == "louis_krausey" and p["plots"][0]["baggage"] == {"good": 2, "bad": 1}
    assert p["plots"][1]["plot"] == "louis_mr_li" and p["plots"][1]["ending"] is True
    assert p["hunches"] == {"guilty": s.players[0].guilty, "innocent": s.players[0].innocent}
    assert p["hand"] == [CONTENT.cards[c].name["en"] for _k, c in s.players[0].hand]
    assert GAME.from_json(j) == s


def test_the_murderer_is_named_in_the_true_state_only():
    s = new_game(["louis", "rachel", "raymond"], first=0)
    eve = s.suspect("eve")
    s = with_suspect(s, eve.__class__(eve.id, tokens=(Token("+5", "physical", False, 1, (1,)),
                                                       Token("+4", "document", False, 1, (1,)),
                                                       Token("+4", "testimony", False, 1, (1,)))))
    assert GAME.to_json(s)["murderer"] == "eve"
    assert GAME.to_json(GAME.player_view(s, 1))["murderer"] is None  # he knows, but the view never says
    assert GAME.to_json(GAME.player_view(s, 0))["murderer"] is None


def test_round_trip_and_no_leaks_over_random_games():
    for seed, n in ((3, 3), (4, 5)):
        for s in _states(seed, n):
            j = json.loads(json.dumps(GAME.to_json(s)))
            assert GAME.from_json(j) == s
            if s.over:
                continue
            for viewer in range(n):
                v = GAME.player_view(s, viewer)
                jv = json.loads(json.dumps(GAME.to_json(v)))
                assert GAME.from_json(jv) == v
                hidden_token = any(not t.face_up and viewer not in t.known_by for x in s.suspects for t in x.tokens)
                if hidden_token:
                    assert jv["murderer"] is None
                for i, p in enumerate(jv["players"]):
                    if i == viewer:
                        continue
                    assert all(c == H for c in p["hand"])
                    assert all(pair[1] == H for pair in p["hand_cards"])
                    assert p["orders"] == [] and p["reviewed"] == []
                    assert p["hunches"]["guilty"] in (H, None) and p["hunches"]["innocent"] in (H, None)
                    if s.players[i].memory and not s.players[i].memory_shown:
                        assert p["memory"] == H
                for x, sx in zip(jv["suspects"], s.suspects, strict=True):
                    for val, t in zip(x["evidence"], sx.tokens, strict=True):
                        assert (val == H) == (not t.face_up and viewer not in t.known_by)


def test_breakdown_columns_add_up():
    for seed in (1, 2):
        s = list(_states(seed, 4, every=10_000))[-1]
        assert s.over
        for row in GAME.breakdown(s):
            assert set(row) == BREAKDOWN_KEYS
            assert row["total"] == sum(v for k, v in row.items() if k != "total")
        assert [c.key for c in GAME.score_columns()] == ["hunches", "plots", "tokens", "conspiracy", "trauma",
                                                        "extras", "total"]


def test_breakdown_conspiracy_holds_the_tokens_and_the_favors_the_links_value(monkeypatch):
    """8.14: each conspiracy token 4 VP; a favor is worth 0 + the links of the group valuing its type."""
    from game.games.android import scoring

    s = new_game(["louis", "rachel", "raymond"], first=0)
    group = next(g for g in CONTENT.groups if g.per_link[0] == "favor")
    lk = {g.id: 0 for g in CONTENT.groups}
    lk[group.id] = 1
    monkeypatch.setattr(scoring, "links", lambda _s: lk)
    favors = [0, 0, 0, 0]
    favors[("corp", "political", "society", "street").index(group.per_link[1])] = 3
    s = with_player(s, 0, conspiracy=2, favors=tuple(favors), npc_favors=(), jinteki=0, haas=0)
    row = scoring.breakdown(s)[0]
    assert row["conspiracy"] == 2 * 4 + 3 * group.per_link[2]
    assert row["tokens"] == 0
    assert HIDDEN is not None

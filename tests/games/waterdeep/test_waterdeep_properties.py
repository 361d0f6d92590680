"""Content validation, seeded random games, JSON round trip, views and determinization."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from waterdeep_helpers import CHANCE, TERMINAL, G, base, play_random

from game.engine.core import HIDDEN, IllegalAction
from game.games.waterdeep import content
from game.games.waterdeep.content import BUILDINGS, INTRIGUE_DECK, MANDATORY, QUEST_DECK, QUESTS


def test_content_counts():
    assert len(content.LORDS) == 11 and len(QUESTS) == 60 and len(INTRIGUE_DECK) == 50
    assert len(BUILDINGS) == 24 and len(content.BASIC) == 13
    assert sum(q.plot for q in QUESTS.values()) == 15
    assert Counter(q.type for q in QUESTS.values()) == {t: 12 for t in content.QUEST_TYPES}
    kinds = Counter(content.INTRIGUE[n].type for n in INTRIGUE_DECK)
    assert kinds == {"Attack": 12, "Utility": 32, "Mandatory Quest": 6}
    assert BUILDINGS["dragon_tower"].cost == 4 and BUILDINGS["helmstar_warehouse"].action == (
        ("gain", (0, 0, 2, 0), 2),
    )
    spy = QUESTS["Spy on the House of Light"]
    assert spy.req == (0, 3, 2, 0) and spy.req_gold == 2 and spy.rew_gold == 6


def test_content_validation_rejects_bad_data(monkeypatch):
    bad = [{"id": "L01", "name": "X", "bonus": "quest_types", "types": ["Arcana"], "vp_each": 4}]
    monkeypatch.setattr(content, "_load", lambda name: bad)
    with pytest.raises(content.ContentError, match="two quest types"):
        content._load_lords()
    monkeypatch.setattr(
        content,
        "_load",
        lambda name: [{"key": "x", "name": "X", "name_hu": "X", "cost": -1, "action": [], "owner": []}],
    )
    with pytest.raises(content.ContentError, match="non-negative"):
        content._load_buildings()
    with pytest.raises(content.ContentError, match="bad resource"):
        content.parse_res_string("t", "Q2")


def _check_invariants(s) -> None:
    for i, cube in enumerate("CFRW"):
        total = s.supply[i] + sum(p.cubes[i] for p in s.players)
        total += sum(st for k, _o, st in s.buildings if BUILDINGS[k].stock_kind == cube)
        assert total == 25
    quests = Counter(s.quest_deck) + Counter(s.quest_discard) + Counter(s.cliffwatch) + Counter(s.reveal)
    intrigue = Counter(s.intrigue_deck) + Counter(s.intrigue_discard)
    intrigue += Counter(t[2] for t in s.stack if t[0] == "mandatory_target")
    for p in s.players:
        quests += Counter(q for q in p.quests if q in QUESTS) + Counter(p.completed)
        intrigue += Counter(p.intrigue) + Counter(q for q in p.quests if q in MANDATORY)
        assert p.pool >= 0 and p.gold >= 0 and min(p.cubes) >= 0
    assert quests == Counter(QUEST_DECK)
    assert intrigue == Counter(INTRIGUE_DECK)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_finish(n):
    for seed in range(60):
        rng = random.Random(seed * 10 + n)
        s = G.initial_state(n, {})
        while G.current_player(s) != TERMINAL:
            _check_invariants(s)
            if G.current_player(s) == CHANCE:
                outs = G.chance_outcomes(s)
                assert abs(sum(p for _o, p in outs) - 1) < 1e-9
                s = G.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
                continue
            legal = G.legal_actions(s)
            assert legal and len(set(legal)) == len(legal) and legal == G.legal_actions(s)
            a = legal[rng.randrange(len(legal))]
            assert G.describe(s, a, "en") and G.describe(s, a, "hu") and G.prompt(s, "en")
            s = G.apply(s, a)
        assert s.round == 8 and len(G.returns(s)) == n and G.winners(s)


def test_option_variants_play():
    s, _plies = play_random(3, 5, {"building_costs": "public", "reward_triggers": True})
    assert s.public_costs and s.reward_triggers and not s.stack
    with pytest.raises(ValueError):
        G.initial_state(3, {"nope": 1})
    with pytest.raises(ValueError):
        G.initial_state(6, {})


def test_illegal_actions_refused():
    s = G.initial_state(3, {})
    while G.current_player(s) == CHANCE:
        s = G.apply(s, G.chance_outcomes(s)[0][0])
    with pytest.raises(IllegalAction):
        G.apply(s, ("place", "nowhere"))
    with pytest.raises(IllegalAction):
        G.apply(s, ("pass",))
    s2 = G.initial_state(3, {"first_player": "1"})
    with pytest.raises(IllegalAction):
        G.apply(s2, ("draw", "lord", "Nobody"))
    s3 = G.initial_state(3, {})
    with pytest.raises(IllegalAction):
        G.apply(s3, ("first", 3))


def _states(n: int, seed: int, every: int = 7):
    rng = random.Random(seed)
    s = G.initial_state(n, {})
    k = 0
    while G.current_player(s) != TERMINAL:
        if k % every == 0:
            yield s
        k += 1
        if G.current_player(s) == CHANCE:
            outs = G.chance_outcomes(s)
            s = G.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
        else:
            legal = G.legal_actions(s)
            s = G.apply(s, legal[rng.randrange(len(legal))])
    yield s


def test_json_round_trip_and_required_fields():
    for s in _states(4, 3):
        j = G.to_json(s)
        assert G.from_json(json.loads(json.dumps(j))) == s
        for key in ("round", "first_player", "cliffwatch", "builders_hall", "players"):
            assert key in j
        for p in j["players"]:
            assert set(p["adventurers"]) == {"cleric", "fighter", "rogue", "wizard"}
            for key in ("gold", "vp", "lord", "agents", "quests", "completed_quests", "intrigue", "buildings"):
                assert key in p
    for a in (("place", "aurora"), ("steal", 2, "F"), ("pass",)):
        assert G.decode_action(json.loads(json.dumps(G.encode_action(a)))) == a
    with pytest.raises(ValueError):
        G.decode_action({"x": 1})
    with pytest.raises(ValueError):
        G.from_json({"round": 1})


def test_player_view_hides_other_lords_and_intrigue():
    for s in _states(3, 11, every=13):
        for viewer in (0, 1, 2, None):
            v = G.player_view(s, viewer)
            for seat, p in enumerate(v.players):
                if seat == viewer:
                    assert p == s.players[seat]
                else:
                    assert all(c is HIDDEN for c in p.intrigue) and len(p.intrigue) == len(s.players[seat].intrigue)
                    if s.stack and s.players[seat].lord:
                        assert p.lord is HIDDEN
            assert all(c is HIDDEN for c in v.intrigue_deck) and all(c is HIDDEN for c in v.lords_unused)
            j = G.to_json(v)
            if viewer is not None and s.stack:
                others = [p for i, p in enumerate(j["players"]) if i != viewer]
                assert all(p["lord"] is None or not s.players[0].lord for p in others)


def test_determinize_agrees_with_view():
    rng = random.Random(1)
    for s in _states(4, 21, every=11):
        for viewer in range(4):
            v = G.player_view(s, viewer)
            d = G.determinize(v, viewer, rng)
            assert G.player_view(d, viewer) == v
            _check_invariants(d)
            lords = [p.lord for p in d.players if p.lord] + list(d.lords_unused)
            assert sorted(lords) == sorted(content.LORD_DECK)
            if G.current_player(d) not in (TERMINAL, CHANCE):
                assert G.legal_actions(d)


def test_view_after_game_end_reveals_lords():
    s, _ = play_random(2, 4)
    v = G.player_view(s, 0)
    assert v.players[1].lord == s.players[1].lord
    assert G.current_player(s) == TERMINAL and G.legal_actions(s) == []


def test_reveals_information_on_draws():
    s = replace(base(3), stack=(("quest_step", 0), ("place", 0, "turn", "")))
    s = replace(s, players=tuple(replace(p, pool=2) for p in s.players))
    after = G.apply(s, ("place", "castle"))
    assert G.reveals_information(s, ("place", "castle"), after)
    s2 = G.apply(s, ("place", "aurora"))
    assert not G.reveals_information(s, ("place", "aurora"), s2)


def test_no_pygame_imported():
    import subprocess
    import sys

    code = "import sys, game.games.waterdeep.rules, game.games.waterdeep.heuristics; print('pygame' in sys.modules or 'pymunk' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

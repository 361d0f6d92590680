"""Further rules of sections 4-6 beyond the worked examples."""

from __future__ import annotations

import random
from dataclasses import replace

from waterdeep_helpers import AMB, CHANCE, G, P, base, build, draw, hall, occupy, run, turn

from game.games.waterdeep import flow, legality
from game.games.waterdeep.content import SPACE_INDEX


def opts(s):
    return list(G.legal_actions(s))


def test_sample_wares_on_zoarstar_copies_an_opponent_space():
    s = hall(base(3), ("zoarstar", 0), ("northgate", 0), ("waymoot", 2))
    s = occupy(s, "castle", 1)
    s = P(s, 0, intrigue=("Sample Wares",), pool=2)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Sample Wares"))
    assert ("building", "zoarstar") in opts(s)
    s = run(s, ("building", "zoarstar"), ("copy", "castle"))
    s = run(draw(s, "Ambush"), ("pass",))
    assert s.first_player == 0 and s.players[0].intrigue == ("Ambush",)


def test_sample_wares_waymoot_takes_the_tile_tokens():
    s = hall(base(3), ("waymoot", 2), ("northgate", 0), ("golden_horn", 3))
    s = replace(P(s, 0, intrigue=("Sample Wares",), pool=2), cliffwatch=("Prison Break",))
    # the only face-up quest is taken without a question (issue 8)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Sample Wares"), ("building", "waymoot"))
    s = run(draw(s, "Repel Seawraiths"), ("pass",))
    assert s.players[0].vp == 2 and dict(s.hall)["waymoot"] == 0 and "Prison Break" in s.players[0].quests


def test_orb_on_harbor_links_for_reassignment():
    s = occupy(base(3), "h1", 1)
    s = replace(s, harbor=((1, "h1", 1),), arrivals=1)
    s = P(s, 0, plots=("plot:magisters_orb",), intrigue=("Good Faith",), pool=1)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Good Faith"), ("opponent", 2), ("pass",))
    assert s.occupancy[SPACE_INDEX["h1"]] == (1, 0) and s.links == ((1, "orb", 0),)
    s = replace(s, players=tuple(replace(p, pool=0) for p in s.players))
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    assert G.current_player(s) == 1
    s = run(s, ("place", "aurora"), ("pass",))
    assert G.current_player(s) == 0 and ("stay",) in opts(s)


def test_bidding_war_picks_in_order():
    s = P(base(3), 1, intrigue=("Bidding War",))
    s = run(turn(s, 1), ("place", "h1"), ("intrigue", "Bidding War"))
    for q in ("Prison Break", "Repel Seawraiths", "Bolster City Guard"):
        s = draw(s, q)
    assert G.current_player(s) == 1 and len(opts(s)) == 3
    s = run(s, ("quest", "Bolster City Guard"))
    assert G.current_player(s) == 2
    s = run(s, ("quest", "Prison Break"))
    # the last quest goes to the last player without a question (issue 8)
    s = run(s, ("pass",))
    assert [p.quests for p in s.players] == [("Repel Seawraiths",), ("Bolster City Guard",), ("Prison Break",)]


def test_special_assignment_reveals_until_type():
    s = P(base(3), 0, intrigue=("Special Assignment",))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Special Assignment"), ("type", "Piety"))
    s = draw(s, "Prison Break")
    s = draw(s, "Repel Seawraiths")
    assert s.reveal == ("Prison Break", "Repel Seawraiths")
    s = run(draw(s, "Create a Shrine to Oghma"), ("pass",))
    assert s.players[0].quests == ("Create a Shrine to Oghma",)
    assert {"Prison Break", "Repel Seawraiths"} <= set(s.quest_discard) and s.reveal == ()


def test_call_for_adventurers_order():
    s = P(base(3), 1, intrigue=("Call for Adventurers",))
    s = run(turn(s, 1), ("place", "h1"), ("intrigue", "Call for Adventurers"), ("cube", "W"), ("cube", "C"))
    assert G.current_player(s) == 2
    s = run(s, ("cube", "F"))
    assert G.current_player(s) == 0
    s = run(s, ("cube", "R"), ("pass",))
    assert [p.cubes for p in s.players] == [(0, 0, 1, 0), (1, 0, 0, 1), (0, 1, 0, 0)]


def test_rogue_on_gold_plot_triggers_on_actions_only():
    s = P(base(3), 0, plots=("plot:rogue_on_gold_gain",), pool=2)
    s = run(turn(s, 0), ("place", "aurora"), ("pass",))
    assert s.players[0].gold == 4 and s.players[0].cubes == (0, 0, 1, 0)
    s = build(s, "house_of_the_moon", 0)
    s = replace(s, cliffwatch=("Prison Break",))
    s = run(turn(s, 1), ("place", "house_of_the_moon"))  # the only face-up quest: no question
    s = run(draw(s, "Repel Seawraiths"), ("pass",))
    assert s.players[0].gold == 6 and s.players[0].cubes == (0, 0, 1, 0)  # owner benefit: no rogue


def test_defend_the_tower_of_luck_at_round_start():
    s = P(base(3, round_no=1), 2, plots=("plot:start_round_gain_any",))
    s = flow.advance(replace(s, stack=(("round_end",),)))
    assert G.current_player(s) == 2 and s.stack[-1][0] == "gain_choice"
    s = run(s, ("cube", "W"))
    assert s.players[2].cubes == (0, 0, 0, 1) and G.current_player(s) == 0


def test_infiltrate_builders_hall_only_on_buys():
    s = hall(base(3), ("northgate", 1), ("stone_house", 0), ("zoarstar", 0))
    s = P(s, 0, plots=("plot:vp_on_buy_building",), gold=3, pool=2)
    s = run(turn(s, 0), ("place", "builders_hall"))  # Northgate is the only one P1 can pay: no question
    s = run(draw(s, "waymoot"), ("pass",))
    assert s.players[0].vp == 5
    s = P(s, 0, quests=("Lure Artisans of Mirabar",), cubes=(1, 1, 1, 0), gold=2)
    s = run(turn(s, 0), ("place", "plinth"), ("complete", "Lure Artisans of Mirabar"), ("building", "stone_house"))
    s = draw(s, "caravan_court")
    assert s.players[0].vp == 5 + 4 and ("stone_house", 0, 0) in s.buildings


def test_tax_collection_gives_to_the_player_of_the_card():
    s = P(P(base(3), 0, intrigue=("Tax Collection",)), 1, gold=5)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Tax Collection"))
    assert G.current_player(s) == 1 and opts(s) == [("give",), ("decline",)]
    s = run(s, ("give",), ("pass",))  # P3 has no gold: not asked
    assert s.players[0].gold == 8 and s.players[1].gold == 1 and s.players[1].vp == 4


def test_miracle_swap_and_sleeper_agent():
    s = P(base(3), 0, plots=("plot:miracle_swap_to_cleric", "plot:vp_on_play_intrigue"), cubes=(0, 2, 0, 0))
    s = P(s, 0, intrigue=("Good Faith",))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Good Faith"))
    assert s.players[0].vp == 2 and opts(s) == [("swap", "F"), ("no_swap",)]
    s = run(s, ("swap", "F"), ("opponent", 1), ("pass",))
    assert s.players[0].cubes == (3, 1, 0, 0) and s.players[0].miracle_used


def test_payment_spaces_and_harbor_need_means():
    s = build(build(base(3), "three_pearls", 1), "smugglers_dock", 1)
    s = P(s, 0, cubes=(1, 0, 0, 0), gold=1, intrigue=("Change of Plans",))
    places = legality.place_options(s, 0, "turn")
    for space in ("three_pearls", "smugglers_dock", "h1", "builders_hall"):
        assert ("place", space) not in places
    s = P(s, 0, cubes=(1, 1, 0, 0), gold=2, quests=("Prison Break",))
    places = legality.place_options(s, 0, "turn")
    for space in ("three_pearls", "smugglers_dock", "h1"):
        assert ("place", space) in places


def test_recall_agent_makes_a_skipped_player_eligible():
    s = occupy(base(3), "aurora", 0)
    s = P(s, 0, intrigue=("Recall Agent",), pool=1)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Recall Agent"))
    assert set(opts(s)) == {("recall", "aurora"), ("recall", "h1")}
    s = run(s, ("recall", "aurora"), ("pass",))
    assert s.players[0].pool == 1 and s.occupancy[SPACE_INDEX["aurora"]] == ()


def test_determinize_during_a_mandatory_quest_play():
    s = P(base(3), 0, intrigue=("Quell Riots", "Ambush"), lord="Mirt the Moneylender")
    s = P(P(s, 1, lord="Nindil Jalbuck", intrigue=("Tax Collection",)), 2, lord="Larissa Neathal")
    s = replace(
        s,
        lords_unused=tuple(sorted(set(s.lords_unused) - {"Mirt the Moneylender", "Nindil Jalbuck", "Larissa Neathal"})),
    )
    deck = list(s.intrigue_deck)
    for c in ("Quell Riots", "Ambush", "Tax Collection"):
        deck.remove(c)
    s = replace(s, intrigue_deck=tuple(deck))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Quell Riots"))
    v = G.player_view(s, 2)
    d = G.determinize(v, 2, random.Random(0))
    assert G.player_view(d, 2) == v and len(d.intrigue_deck) == len(s.intrigue_deck)
    assert "Quell Riots" not in d.players[0].intrigue + d.players[1].intrigue + d.intrigue_deck


def test_ambassador_can_be_copied_by_its_holder():
    s = build(base(3), "zoarstar", 2)
    s = replace(occupy(s, "castle", AMB), ambassador="board", ambassador_holder=0)
    s = run(turn(s, 0), ("place", "zoarstar"))
    assert ("copy", "castle") in opts(s)
    assert G.current_player(run(s, ("copy", "castle"))) == CHANCE


def test_zoarstar_during_reassignment_links_to_a_queued_harbor_agent():
    s = build(base(3), "zoarstar", 2)
    s = occupy(occupy(s, "h1", 0), "h2", 1)
    s = replace(
        s, harbor=((1, "h1", 0), (2, "h2", 1)), arrivals=2, players=tuple(replace(p, pool=0) for p in s.players)
    )
    s = P(s, 0, intrigue=("Good Faith",))
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    assert G.current_player(s) == 0
    s = run(s, ("place", "zoarstar"))
    assert opts(s) == [("copy", "h2")]  # h1 is not queued any more: it is the agent moving now
    s = run(s, ("copy", "h2"), ("intrigue", "Good Faith"), ("opponent", 2), ("pass",))
    assert [e[0] for e in s.queue] == ["zoar"] and G.current_player(s) == 1
    s = run(s, ("place", "aurora"), ("pass",))
    assert G.current_player(s) == 0 and ("stay",) in opts(s)
    s = run(s, ("place", "plinth"), ("pass",))
    assert s.round == 2


def test_linked_agent_not_reassigned_when_its_harbor_agent_left():
    s = build(base(3), "zoarstar", 2)
    s = occupy(s, "zoarstar", 0)
    s = replace(s, harbor=(), links=((1, "zoar", 0),), arrivals=1, players=tuple(replace(p, pool=0) for p in s.players))
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    assert s.round == 2  # nobody was asked


def test_orb_joins_a_sample_wares_agent_in_builders_hall():
    s = hall(base(3), ("fetlock_court", 1), ("northgate", 0), ("stone_house", 0))
    s = occupy(s, "fetlock_court", 1)
    s = P(s, 0, pool=2)
    assert ("place", "fetlock_court") not in legality.place_options(s, 0, "turn")
    s = P(s, 0, plots=("plot:magisters_orb",))
    s = run(turn(s, 0), ("place", "fetlock_court"), ("pass",))
    assert s.players[0].cubes == (0, 2, 0, 1) and s.players[0].orb_used and dict(s.hall)["fetlock_court"] == 1
    assert s.occupancy[SPACE_INDEX["fetlock_court"]] == (1, 0) and all(p.vp == 0 for p in s.players)

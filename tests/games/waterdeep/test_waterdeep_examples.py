"""Every worked example of spec section 8 (T-01 .. T-27) as a test."""

from __future__ import annotations

from dataclasses import replace

import pytest
from waterdeep_helpers import AMB, CHANCE, G, P, base, build, draw, hall, occupy, run, turn

from game.engine.core import IllegalAction
from game.games.waterdeep import flow, legality, scoring
from game.games.waterdeep.content import SPACE_INDEX
from game.games.waterdeep.engine import t_reassign_start
from game.games.waterdeep.state import WDState


def occ(s: WDState, space: str) -> tuple:
    return s.occupancy[SPACE_INDEX[space]]


def opts(s: WDState) -> list:
    return list(G.legal_actions(s))


# ----- T-01 .. T-03 setup ---------------------------------------------------------------


def _setup_only(n: int) -> WDState:
    s = flow.initial_state(n, first_player=0)
    while s.stack[-1][0] == "draw":
        s = flow.apply_chance(s, flow.chance_outcomes(s)[0][0])
    assert s.stack == (("round_start", 1),) and s.round == 1
    return s


def test_t01_setup_counts_four_players():
    s = _setup_only(4)
    for p in s.players:
        assert p.pool == 2 and p.lord and len(p.quests) == 2 and len(p.intrigue) == 2 and p.vp == 0
    assert [p.gold for p in s.players] == [4, 5, 6, 7]
    assert len(s.cliffwatch) == 4 and len(s.quest_deck) == 48 and len(s.intrigue_deck) == 42
    assert len(s.building_stack) == 21 and [t for _k, t in s.hall] == [0, 0, 0]
    assert s.supply == (25, 25, 25, 25) and len(s.lords_unused) == 7
    assert len({p.lord for p in s.players}) == 4
    assert scoring.breakdown(s)[0]["vp"] == 0


@pytest.mark.parametrize("n,gold", [(2, [4, 5]), (3, [4, 5, 6]), (5, [4, 5, 6, 7, 8])])
def test_t02_starting_gold(n, gold):
    s = _setup_only(n)
    assert [p.gold for p in s.players] == gold
    assert len(s.quest_deck) == 60 - 2 * n - 4 and len(s.intrigue_deck) == 50 - 2 * n


@pytest.mark.parametrize("n,before", [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_t03_agents_by_count_and_round_five(n, before):
    s = base(n, round_no=4)
    assert all(p.pool == before for p in s.players)
    s = flow.advance(replace(s, stack=(("round_start",),)))
    assert s.round == 5
    assert all(p.pool == before + 1 for p in s.players)


# ----- T-04 .. T-06 ------------------------------------------------------------------------


def test_t04_builders_hall_tokens_accumulate_and_go_to_buyer():
    s = base(3, round_no=0)
    s = hall(s, ("helmstar_warehouse", 0), ("dragon_tower", 0), ("caravan_court", 0))
    s = flow.advance(replace(s, stack=(("round_start",),)))
    assert s.round == 1 and [t for _k, t in s.hall] == [1, 1, 1]
    s = flow.advance(replace(s, stack=(("round_start",),)))
    assert s.round == 2 and [t for _k, t in s.hall] == [2, 2, 2]
    s = P(s, 0, gold=5)
    s = turn(s, 0)
    s = run(s, ("place", "builders_hall"), ("building", "helmstar_warehouse"))
    s = draw(s, "northgate")
    assert s.players[0].gold == 2 and s.players[0].vp == 2
    assert ("helmstar_warehouse", 0, 0) in s.buildings
    assert s.hall[-1] == ("northgate", 0)
    assert ("place", "helmstar_warehouse") in legality.place_options(s, 1, "turn")
    s = run(s, ("pass",))
    s = flow.advance(replace(s, stack=(("round_start",),)))
    assert dict(s.hall) == {"dragon_tower": 3, "caravan_court": 3, "northgate": 1}


def test_t05_helmstar_action_and_owner_benefit():
    s = build(base(2), "helmstar_warehouse", 0)
    s = P(s, 1, gold=3)
    t = run(turn(s, 1), ("place", "helmstar_warehouse"), ("pass",))
    assert t.players[0].cubes == (0, 0, 1, 0)
    assert t.players[1].cubes == (0, 0, 2, 0) and t.players[1].gold == 5
    own = run(turn(s, 0), ("place", "helmstar_warehouse"), ("pass",))
    assert own.players[0].cubes == (0, 0, 2, 0) and own.players[0].gold == 2
    assert own.players[0].cubes[0] == 0 and t.players[1].cubes[0] == 0  # never a cleric


def test_t06_spy_on_the_house_of_light():
    spy = "Spy on the House of Light"
    s = P(base(3), 0, quests=(spy,), cubes=(0, 3, 2, 0), gold=5, vp=10)
    s = run(turn(s, 0), ("place", "aurora"))
    assert ("complete", spy) in opts(s)
    supply = s.supply
    s = run(s, ("complete", spy))
    p = s.players[0]
    assert p.cubes == (0, 0, 0, 0) and p.gold == 13 and p.vp == 16
    assert p.completed == (spy,) and G.to_json(s)["players"][0]["completed_quests"][0]["type"] == "Commerce"
    assert s.supply == (supply[0], supply[1] + 3, supply[2] + 2, supply[3])
    for cubes in ((0, 3, 1, 0), (2, 3, 0, 0)):
        t = run(turn(P(base(3), 0, quests=(spy,), cubes=cubes, gold=5), 0), ("place", "aurora"))
        assert ("complete", spy) not in opts(t)


# ----- T-07 .. T-09 ------------------------------------------------------------------------


def test_t07_lack_of_faith():
    s = base(3)
    s = P(s, 0, intrigue=("Lack of Faith",), cubes=(2, 0, 0, 0))
    s = P(P(s, 1, cubes=(3, 0, 0, 0)), 2, cubes=(0, 1, 0, 0))
    s = run(turn(s, 0), ("place", "h1"))
    assert opts(s) == [("intrigue", "Lack of Faith")]
    s = run(s, ("intrigue", "Lack of Faith"))
    assert s.players[1].cubes[0] == 2 and s.players[2].cubes == (0, 1, 0, 0)
    assert s.players[0].vp == 2 and s.players[0].cubes[0] == 2
    assert "Lack of Faith" in s.intrigue_discard


def test_t08_mandatory_quest_blocks_other_quests():
    stamp, train = "Stamp Out Cultists", "Train Bladesingers"
    s = P(base(3), 0, intrigue=(stamp,))
    s = P(s, 1, quests=(train,), cubes=(1, 3, 1, 1), lord="Piergeiron the Paladinson")
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", stamp), ("opponent", 1), ("pass",))
    assert s.players[1].quests == (train, stamp)
    s = run(turn(s, 1), ("place", "field_of_triumph"))
    assert opts(s) == [("complete", stamp), ("pass",)]
    s = run(s, ("complete", stamp))
    assert s.players[1].vp == 2 and stamp in s.intrigue_discard and s.players[1].completed == ()
    assert G.current_player(s) != 1 or not any(a[0] == "complete" for a in opts(s))
    s = run(turn(s, 1), ("place", "plinth"))
    assert ("complete", train) in opts(s)
    assert scoring.lord_bonus(s, 1) == 0


def test_t09_cliffwatch_inn():
    a, b, c, d = "Domesticate Owlbears", "Bolster City Guard", "Raid Orc Stronghold", "Quell Riots"
    d = "Train Bladesingers"
    e, f, g2, h, i = (
        "Create a Shrine to Oghma",
        "Deliver an Ultimatum",
        "Prison Break",
        "Seal Gate to Cyric's Realm",
        "Repel Seawraiths",
    )
    s = replace(base(3), cliffwatch=(a, b, c, d))
    s = run(turn(s, 0), ("place", "cw1"), ("quest", b))
    s = draw(s, e)
    assert s.players[0].quests == (b,) and s.players[0].gold == 2 and set(s.cliffwatch) == {a, c, d, e}
    s = run(s, ("pass",))
    s = run(turn(s, 1), ("place", "cw3"))
    assert set(s.quest_discard) >= {a, c, d, e} and s.cliffwatch == ()
    for card in (f, g2, h, i):
        s = draw(s, card)
    assert set(opts(s)) == {("quest", q) for q in (f, g2, h, i)}
    s = run(s, ("quest", g2))
    assert G.current_player(s) == CHANCE
    s = run(draw(s, "Ambush Artor Morlin"), ("pass",))
    assert s.players[1].quests == (g2,) and set(s.cliffwatch) == {f, h, i, "Ambush Artor Morlin"}


# ----- T-10 .. T-12 ------------------------------------------------------------------------


def _harbor_round(n: int = 3) -> WDState:
    s = base(n)
    s = occupy(occupy(occupy(s, "h1", 1), "h2", 0), "h3", 2)
    s = replace(s, harbor=((1, "h1", 1), (2, "h2", 0), (3, "h3", 2)), arrivals=3)
    return replace(s, players=tuple(replace(p, pool=0) for p in s.players))


def test_t10_reassignment_order_and_optional():
    s = flow.advance(replace(_harbor_round(), stack=(("reassign_start",),)))
    assert G.current_player(s) == 1
    assert ("stay",) in opts(s) and not any(a[1:2] and a[1] in ("h1", "h2", "h3") for a in opts(s))
    s = run(s, ("place", "aurora"), ("pass",))
    assert G.current_player(s) == 0 and occ(s, "h1") == ()
    s = run(s, ("stay",))
    assert occ(s, "h2") == (0,) and G.current_player(s) == 2
    s = run(s, ("place", "plinth"), ("pass",))
    assert s.round == 2


def test_t11_no_passing_and_skipping():
    s = base(3)
    s = replace(
        s, players=(replace(s.players[0], pool=1), replace(s.players[1], pool=0), replace(s.players[2], pool=1))
    )
    s = flow.advance(replace(s, stack=(("placement", 0, 0),)))
    assert G.current_player(s) == 0
    assert all(a[0] == "place" for a in opts(s))
    with pytest.raises(IllegalAction):
        G.apply(s, ("pass",))
    s = run(s, ("place", "aurora"), ("pass",))
    assert G.current_player(s) == 2  # P2 skipped
    s = P(s, 1, pool=1)  # an agent came back (Recall Agent)
    s = run(s, ("place", "plinth"), ("pass",))
    assert G.current_player(s) == 1


def test_t12_accelerate_plans_one_quest_per_turn():
    q1, q2 = "Train Bladesingers", "Domesticate Owlbears"
    s = P(base(3), 0, pool=2, intrigue=("Accelerate Plans",), quests=(q1, q2), cubes=(1, 3, 0, 3))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Accelerate Plans"))
    # the only Harbor agent returns without a question (issue 8: no forced single choices)
    assert occ(s, "h1") == () and s.players[0].pool == 2
    s = run(s, ("place", "field_of_triumph"), ("place", "plinth"))
    assert ("complete", q1) in opts(s) and ("complete", q2) in opts(s)
    s = run(s, ("complete", q1))
    assert not s.stack and s.players[0].completed == (q1,)
    assert occ(s, "h1") == () and s.harbor == () and s.players[0].pool == 0


# ----- T-13 Heroes' Garden -------------------------------------------------------------------


def _garden() -> WDState:
    s = build(base(3), "heroes_garden", 1)
    return replace(P(s, 0, cubes=(1, 0, 0, 2)), cliffwatch=("Domesticate Owlbears", "Bolster City Guard"))


def test_t13_heroes_garden_bonus():
    owl = "Domesticate Owlbears"
    s = run(turn(_garden(), 0), ("place", "heroes_garden"), ("quest", owl))
    s = run(draw(s, "Prison Break"), ("complete", owl))
    assert s.players[1].vp == 2
    assert s.players[0].vp == 12 and s.players[0].cubes == (0, 1, 0, 0) and s.players[0].gold == 2


def test_t13_heroes_garden_variants():
    owl = "Domesticate Owlbears"
    s = P(_garden(), 0, quests=("Stamp Out Cultists",))
    s = run(turn(s, 0), ("place", "heroes_garden"), ("quest", owl))
    s = draw(s, "Prison Break")
    assert ("complete", owl) not in opts(s)
    s = run(turn(_garden(), 0), ("place", "heroes_garden"), ("quest", owl))
    s = run(draw(s, "Prison Break"), ("pass",))
    s = run(turn(s, 0), ("place", "aurora"), ("complete", owl))
    assert s.players[0].vp == 8


# ----- T-14 The Ambassador -------------------------------------------------------------------


def test_t14a_palace_and_ambassador_turn():
    s = build(base(3, round_no=3), "palace_of_waterdeep", 2)
    s = run(turn(s, 1), ("place", "palace_of_waterdeep"), ("pass",))
    assert s.players[2].vp == 2 and s.ambassador == "held" and s.ambassador_holder == 1
    s = flow.advance(replace(s, stack=(("round_end",),)))
    assert s.round == 4 and G.current_player(s) == 1 and s.stack[-1][2] == "amb"
    s = run(s, ("place", "aurora"))
    assert occ(s, "aurora") == (AMB,)
    assert s.players[1].gold == 4
    # nothing completable: no quest question (issue 8); the first player's turn follows
    assert G.current_player(s) == 0 and s.stack[-1][2] == "turn"


def test_t14b_palace_takes_ambassador_off_the_board():
    s = build(base(3, round_no=4), "palace_of_waterdeep", 0)
    s = replace(occupy(s, "field_of_triumph", AMB), ambassador="board", ambassador_holder=1)
    s = run(turn(s, 2), ("place", "palace_of_waterdeep"), ("pass",))
    assert occ(s, "field_of_triumph") == () and s.ambassador == "held" and s.ambassador_holder == 2
    assert ("place", "field_of_triumph") in legality.place_options(s, 0, "turn")
    s = flow.advance(replace(s, stack=(("round_end",),)))  # T-14 (g)
    assert s.round == 5 and s.ambassador_holder == 2 and G.current_player(s) == 2
    s = run(s, ("place", "aurora"), ("pass",))
    s = flow.advance(replace(s, stack=(("round_end",),)))
    assert s.ambassador == "palace" and s.ambassador_holder == -1


def test_t14c_first_player_holding_the_ambassador_takes_two_turns():
    s = build(base(3, round_no=2), "palace_of_waterdeep", 0)
    s = replace(s, ambassador="held", ambassador_holder=1, first_player=1)
    s = flow.advance(replace(s, stack=(("round_end",),)))
    assert G.current_player(s) == 1 and s.stack[-1][2] == "amb"
    s = run(s, ("place", "aurora"), ("pass",))
    assert G.current_player(s) == 1 and s.stack[-1][2] == "turn"


def test_t14d_ambassador_at_harbor_is_not_reassigned():
    s = build(base(3), "palace_of_waterdeep", 0)
    s = replace(P(s, 1, intrigue=("Good Faith",)), ambassador="held", ambassador_holder=1)
    s = run(turn(s, 1, mode="amb"), ("place", "h1"), ("intrigue", "Good Faith"), ("opponent", 0), ("pass",))
    assert s.players[1].cubes[0] == 2 and occ(s, "h1") == (AMB,)
    q = t_reassign_start(s, ("reassign_start",))
    assert q.queue == ()


def test_t14e_ambassador_on_holders_own_building():
    s = build(base(3), "caravan_court", 1, stock=2)
    s = replace(s, ambassador="held", ambassador_holder=1)
    s = run(turn(s, 1, mode="amb"), ("place", "caravan_court"), ("pass",))
    assert s.players[1].cubes == (0, 2, 0, 0)


def test_t14f_palace_discarded_removes_the_ambassador():
    s = build(base(3), "palace_of_waterdeep", 1)
    s = hall(s, ("northgate", 0), ("tower_of_luck", 0), ("stone_house", 0))
    s = replace(occupy(s, "field_of_triumph", AMB), ambassador="board", ambassador_holder=0)
    s = P(s, 1, intrigue=("Real Estate Deal",))
    # the Palace is P2's only building: discarded without a question (issue 8)
    s = run(turn(s, 1), ("place", "h1"), ("intrigue", "Real Estate Deal"))
    s = run(s, ("building", "northgate"))
    s = run(draw(s, "zoarstar"), ("pass",))
    assert s.ambassador == "gone" and occ(s, "field_of_triumph") == ()
    assert [k for k, _o, _st in s.buildings] == ["northgate"]


# ----- T-15, T-16 -----------------------------------------------------------------------------


def test_t15_zoarstar_copies_a_harbor_space():
    s = build(base(3), "zoarstar", 2)
    s = replace(occupy(occupy(s, "h1", 1), "h2", 2), harbor=((1, "h1", 1), (2, "h2", 2)), arrivals=2)
    s = P(s, 0, intrigue=("Good Faith",))
    s = run(turn(s, 0), ("place", "zoarstar"))
    assert s.players[2].vp == 2
    assert opts(s) == [("copy", "h1"), ("copy", "h2")]
    s = run(s, ("copy", "h1"), ("intrigue", "Good Faith"), ("opponent", 1), ("pass",))
    assert s.players[0].cubes[0] == 2 and s.links == ((1, "zoar", 0),)
    s = replace(s, players=tuple(replace(p, pool=0) for p in s.players))
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    assert [e[3] for e in s.queue] == [0, 2]  # P2 is being asked now; then P1 (linked), then P3
    assert G.current_player(s) == 1
    s = run(s, ("place", "aurora"), ("pass",))
    assert G.current_player(s) == 0
    s = run(s, ("place", "plinth"), ("pass",))
    assert occ(s, "zoarstar") == () and G.current_player(s) == 2


def test_t16_sample_wares():
    s = hall(base(3), ("fetlock_court", 2), ("golden_horn", 0), ("northgate", 0))
    s = P(P(s, 0, intrigue=("Sample Wares",), pool=2), 1, intrigue=("Sample Wares",), pool=2)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Sample Wares"), ("building", "fetlock_court"), ("pass",))
    assert s.players[0].cubes == (0, 2, 0, 1) and dict(s.hall)["fetlock_court"] == 2
    assert occ(s, "fetlock_court") == (0,) and all(p.vp == 0 for p in s.players)
    s = run(turn(s, 1), ("place", "h2"), ("intrigue", "Sample Wares"))
    assert ("building", "fetlock_court") not in opts(s)
    s = run(s, ("building", "golden_horn"), ("pass",))
    assert s.players[1].gold == 0
    s = P(s, 2, gold=8)
    s = run(turn(s, 2), ("place", "builders_hall"), ("building", "fetlock_court"))
    s = run(draw(s, "zoarstar"), ("pass",))
    assert s.players[2].gold == 0 and s.players[2].vp == 2 and s.players[0].vp == 0
    assert occ(s, "fetlock_court") == (0,)
    assert ("place", "fetlock_court") not in legality.place_options(s, 1, "turn")


# ----- T-17 .. T-21 --------------------------------------------------------------------------


def test_t17_research_chronomancy_during_reassignment():
    s = occupy(occupy(base(3), "h2", 0), "aurora", 0)
    s = replace(s, harbor=((1, "h2", 0),), arrivals=1, players=tuple(replace(p, pool=0) for p in s.players))
    s = P(s, 0, quests=("Research Chronomancy",), cubes=(0, 0, 0, 1), gold=4)
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    s = run(s, ("place", "blackstaff"), ("complete", "Research Chronomancy"))
    assert set(opts(s)) == {("recall", "aurora"), ("recall", "blackstaff")}
    s = run(s, ("recall", "aurora"))
    assert s.players[0].vp == 4 and s.players[0].cubes[3] == 1 and occ(s, "aurora") == ()
    assert s.stack[-1][:3] == ("place", 0, "chrono")
    assert not any(a[1] in ("h1", "h2", "h3") for a in opts(s)) and ("place", "aurora") in opts(s)
    s = run(s, ("place", "aurora"))
    assert s.round == 2 and s.players[0].gold == 4  # no further quest step; the round ended


def test_t17_chronomancy_in_placement_returns_to_pool():
    s = P(base(3), 0, quests=("Research Chronomancy",), cubes=(0, 0, 0, 1), gold=4, pool=1)
    s = run(turn(s, 0), ("place", "blackstaff"), ("complete", "Research Chronomancy"))
    # the only placed agent returns without a question (issue 8: no forced single choices)
    assert not s.stack and s.players[0].pool == 1 and occ(s, "blackstaff") == ()


def test_t18_change_of_plans():
    s = P(base(3), 0, intrigue=("Change of Plans",), quests=("Prison Break", "Repel Seawraiths"))
    s = P(s, 1, quests=("Bolster City Guard",))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Change of Plans"))
    assert opts(s) == [("quest", "Prison Break"), ("quest", "Repel Seawraiths")]
    s = run(s, ("quest", "Prison Break"))
    assert s.players[0].vp == 6 and G.current_player(s) == 1
    assert opts(s) == [("quest", "Bolster City Guard"), ("pass",)]
    s = run(s, ("quest", "Bolster City Guard"))
    assert s.players[1].vp == 3 and not s.stack  # P3 was not asked (nor P1: nothing to complete)
    assert {"Prison Break", "Bolster City Guard"} <= set(s.quest_discard)
    empty = P(base(3), 0, intrigue=("Change of Plans",))
    assert not legality.card_playable(empty, 0, "Change of Plans")
    assert ("place", "h1") not in legality.place_options(empty, 0, "turn")


def test_t19_magisters_orb():
    s = occupy(base(3), "castle", 1)
    s = P(s, 0, plots=("plot:magisters_orb",), completed=("Recover the Magister's Orb",), pool=3)
    s = run(turn(s, 0), ("place", "castle"))
    s = run(draw(s, "Ambush"), ("pass",))
    assert s.first_player == 0 and s.players[0].intrigue == ("Ambush",) and occ(s, "castle") == (1, 0)
    s = occupy(s, "aurora", 2)
    assert ("place", "aurora") not in legality.place_options(s, 0, "turn")
    s = flow.advance(replace(s, stack=(("round_end",),)))
    s = occupy(s, "aurora", 2)
    assert ("place", "aurora") in legality.place_options(s, 0, "turn")


def test_t20_recruit_lieutenant():
    s = P(base(3, round_no=2), 0, quests=("Recruit Lieutenant",), cubes=(1, 5, 1, 1), pool=2)
    s = run(turn(s, 0), ("place", "aurora"), ("complete", "Recruit Lieutenant"))
    assert s.players[0].pool == 2 and s.players[0].lieutenant
    s = flow.advance(replace(s, stack=(("round_end",),)))
    assert s.round == 3 and s.players[0].pool == 4
    s = flow.advance(replace(s, round=4, stack=(("round_end",),)))
    assert s.round == 5 and s.players[0].pool == 5


def test_t21_quest_deck_reshuffle():
    discard = (
        "Prison Break",
        "Repel Seawraiths",
        "Bolster City Guard",
        "Raid Orc Stronghold",
        "Quell Mercenary Uprising",
    )
    s = P(base(3), 0, completed=("Domesticate Owlbears", "Train Bladesingers", "Ambush Artor Morlin"))
    s = replace(s, quest_deck=(), quest_discard=discard, cliffwatch=())
    s = flow.advance(replace(s, stack=(("draw", "quest", "cliff", -1, ""),)))
    outs = G.chance_outcomes(s)
    assert sorted(o[2] for o, _p in outs) == sorted(discard) and all(abs(p - 0.2) < 1e-9 for _o, p in outs)
    assert s.quest_discard == ()
    s = replace(s, quest_deck=(), quest_discard=())
    s = flow.advance(replace(s, stack=(("draw", "quest", "cliff", -1, ""),)))
    assert not s.stack and s.cliffwatch == ()


# ----- T-22 .. T-27 --------------------------------------------------------------------------


def test_t22_final_scoring_with_khelben():
    done = ("Domesticate Owlbears", "Study the Illusk Arch", "Repel Seawraiths", "Spy on the House of Light")
    s = P(base(3), 0, lord="Khelben Arunsun, the Blackstaff", vp=80, completed=done, cubes=(2, 1, 0, 3), gold=9)
    row = G.breakdown(s)[0]
    assert set(row) == {"vp", "adventurers", "gold", "lord", "total"}
    assert row == {"vp": 80, "adventurers": 6, "gold": 4, "lord": 12, "total": 102}


def test_t23_tie_break_on_gold():
    s = base(3)
    s = P(P(s, 0, lord="Larissa Neathal", vp=99, gold=7), 1, lord="Mirt the Moneylender", vp=99, gold=6)
    s = P(s, 2, lord="Nindil Jalbuck", vp=10)
    assert G.returns(s)[:2] == (102.0, 102.0) and G.winners(s) == [0]
    s = P(s, 1, gold=7)
    assert G.winners(s) == [0, 1]


def test_t24_supply_shortage_owner_first():
    s = build(base(3), "fetlock_court", 1)
    s = replace(s, supply=(25, 3, 25, 1))
    s = run(turn(s, 0), ("place", "fetlock_court"))
    assert G.current_player(s) == 1 and opts(s) == [("cube", "F"), ("cube", "W")]
    s = run(s, ("cube", "W"), ("pass",))
    assert s.players[1].cubes == (0, 0, 0, 1) and s.players[0].cubes == (0, 2, 0, 0)


def test_t25_accumulation():
    s = hall(base(3, round_no=3), ("caravan_court", 0), ("northgate", 0), ("stone_house", 0))
    s = P(s, 0, gold=4)
    s = run(turn(s, 0), ("place", "builders_hall"), ("building", "caravan_court"))
    s = run(draw(s, "zoarstar"), ("pass",))
    assert ("caravan_court", 0, 2) in s.buildings
    s = flow.advance(replace(s, stack=(("round_end",),)))
    assert s.round == 4 and ("caravan_court", 0, 4) in s.buildings
    s = run(turn(s, 1), ("place", "caravan_court"), ("pass",))
    assert s.players[1].cubes == (0, 4, 0, 0) and s.players[0].cubes == (0, 1, 0, 0)
    assert ("caravan_court", 0, 0) in s.buildings


def test_t26_stone_house_and_larissa():
    s = build(build(build(base(3), "stone_house", 0), "northgate", 0), "caravan_court", 1)
    s = hall(s, ("zoarstar", 0), ("waymoot", 0), ("yawning_portal", 0))
    s = run(turn(s, 1), ("place", "stone_house"), ("pass",))
    assert s.players[1].gold == 3 and s.players[0].gold == 2
    s = P(s, 0, lord="Larissa Neathal")
    assert scoring.lord_bonus(s, 0) == 12


def test_t27_plot_trigger_scope():
    s = P(base(3), 0, plots=("plot:fighter_on_fighter_gain",), pool=3)
    s = run(turn(s, 0), ("place", "field_of_triumph"), ("pass",))
    assert s.players[0].cubes[1] == 3
    s = build(s, "house_of_heroes", 0)
    s = run(turn(s, 1), ("place", "house_of_heroes"), ("cube", "F"), ("pass",))
    assert s.players[0].cubes[1] == 4
    s = P(s, 0, quests=("Heal Fallen Gray Hand Soldiers",), cubes=(2, 4, 0, 1), gold=4)
    s = run(turn(s, 0), ("place", "aurora"), ("complete", "Heal Fallen Gray Hand Soldiers"))
    assert s.players[0].cubes[1] == 10

"""The Zoarstar, Bribe Agent and Prison Break as printed; no question without a choice (issue 8).

Printed texts (seed appendix 1 and the public card lists, spec 5.2 / 5.11 / 6.2):
- The Zoarstar: "Choose an action space that holds an opponent's agent. Use that action space
  as if your agent were on it." An occupied Zoarstar is such a space. Resolution (A-08 style):
  a copy chain passes through The Zoarstar at most once, so the copy made by The Zoarstar's
  action *as a copy* cannot pick The Zoarstar again (that would loop forever).
- Bribe Agent: pay 2 gold, then the same choice (it may therefore pick an occupied Zoarstar).
- Prison Break: reward 14 VP, 2 fighters, and you *may* play an Intrigue card.
"""

from __future__ import annotations

from waterdeep_helpers import G, P, base, build, draw, occupy, run, turn

from game.games.waterdeep import flow, legality
from game.games.waterdeep.content import SPACES

ORB = "plot:magisters_orb"


def opts(s):
    return list(G.legal_actions(s))


def _zoar_table():
    """P3 owns The Zoarstar, P2's agent is on it, P3's agent is on Castle Waterdeep."""
    s = build(base(3), "zoarstar", 2)
    return occupy(occupy(s, "zoarstar", 1), "castle", 2)


def test_bribe_agent_may_copy_an_occupied_zoarstar():
    s = P(_zoar_table(), 0, intrigue=("Bribe Agent",), gold=2)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Bribe Agent"))
    assert ("copy", "zoarstar") in opts(s) and ("copy", "castle") in opts(s)
    s = run(s, ("copy", "zoarstar"))
    assert s.players[2].vp == 2  # the Zoarstar's owner benefit
    # the Zoarstar's action, used through the copy: any other opponent space, not itself again
    assert opts(s) == [("copy", "castle")]
    s = run(draw(run(s, ("copy", "castle")), "Ambush"), ("pass",))
    assert s.players[0].gold == 0 and s.first_player == 0 and s.players[0].intrigue == ("Ambush",)
    assert s.links == ()  # no agent of P1 stands on The Zoarstar


def test_bribe_agent_copying_zoarstar_onto_the_harbor_links_nothing():
    s = occupy(P(_zoar_table(), 0, intrigue=("Bribe Agent", "Good Faith"), gold=2), "h2", 1)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Bribe Agent"), ("copy", "zoarstar"), ("copy", "h2"))
    s = run(s, ("intrigue", "Good Faith"), ("opponent", 1))
    assert s.players[0].cubes[0] == 2 and s.links == ()


def test_zoarstar_copies_the_zoarstar_once_through_the_magisters_orb():
    s = P(_zoar_table(), 0, plots=(ORB,), pool=1)
    assert ("place", "zoarstar") in opts(turn(s, 0))
    s = run(turn(s, 0), ("place", "zoarstar"))
    assert s.players[2].vp == 2
    assert set(opts(s)) == {("copy", "zoarstar"), ("copy", "castle")}
    s = run(s, ("copy", "zoarstar"))
    assert s.players[2].vp == 4 and opts(s) == [("copy", "castle")]
    s = draw(run(s, ("copy", "castle")), "Ambush")
    assert s.first_player == 0 and s.players[0].intrigue == ("Ambush",)


def test_zoarstar_is_no_target_without_an_opponent_or_without_anything_to_copy():
    s = occupy(build(base(3), "zoarstar", 2), "zoarstar", 0)  # only P1's own agent
    s = occupy(s, "castle", 1)
    assert "zoarstar" not in legality.copy_targets(s, 0)
    lonely = occupy(build(base(3), "zoarstar", 2), "zoarstar", 1)  # nothing else to copy
    assert legality.copy_targets(lonely, 0) == []
    assert not legality.card_playable(P(lonely, 0, intrigue=("Bribe Agent",), gold=5), 0, "Bribe Agent")


def test_bribe_agent_judges_the_copy_after_paying():
    s = build(base(3), "zoarstar", 2)
    s = occupy(s, "builders_hall", 1)
    s = P(s, 0, intrigue=("Bribe Agent",), gold=5)  # 5 - 2 = 3 gold left: too little for 4
    s = s.__class__(**{**s.__dict__, "hall": (("caravan_court", 0), ("golden_horn", 0))})
    assert not legality.card_playable(s, 0, "Bribe Agent")
    assert legality.card_playable(P(s, 0, gold=6), 0, "Bribe Agent")


# ----- Prison Break ---------------------------------------------------------------------------


def _prison(intrigue: tuple[str, ...]):
    s = P(base(3), 0, quests=("Prison Break",), cubes=(0, 0, 4, 2), gold=2, intrigue=intrigue)
    return run(turn(s, 0), ("place", "plinth"), ("complete", "Prison Break"))


def test_prison_break_play_is_optional():
    s = _prison(("Good Faith",))
    assert s.players[0].vp == 14 and s.players[0].cubes[1] == 2
    assert set(opts(s)) == {("intrigue", "Good Faith"), ("no_play",)}
    kept = run(s, ("no_play",))
    assert kept.players[0].intrigue == ("Good Faith",) and not kept.stack
    played = run(s, ("intrigue", "Good Faith"), ("opponent", 1))
    assert played.players[0].intrigue == () and played.players[0].cubes[0] == 3  # Plinth 1 + 2


def test_prison_break_without_a_playable_card_asks_nothing():
    s = _prison(("Change of Plans",))  # no uncompleted quest left: not playable
    assert not s.stack and s.players[0].intrigue == ("Change of Plans",)


# ----- issue 8: no question without a choice ---------------------------------------------------


def test_no_quest_question_when_nothing_is_completable():
    s = P(base(3), 0, quests=("Bolster City Guard",))
    s = turn(s, 0)
    s = G.apply(s, ("place", "aurora"))
    assert not s.stack  # the turn ended: no "complete a quest or pass" decision
    ready = P(base(3), 0, quests=("Train Bladesingers",), cubes=(0, 3, 0, 1))
    ready = G.apply(turn(ready, 0), ("place", "aurora"))
    assert opts(ready) == [("complete", "Train Bladesingers"), ("pass",)]


def test_skipped_quest_step_ends_heroes_garden_immediacy():
    owl = "Domesticate Owlbears"
    s = build(base(3), "heroes_garden", 1)
    s = s.__class__(**{**s.__dict__, "cliffwatch": (owl,)})
    s = run(turn(s, 0), ("place", "heroes_garden"))  # the only face-up quest: taken at once
    s = draw(s, "Prison Break")
    assert not s.stack and s.garden == "" and owl in s.players[0].quests  # not completable now: no bonus later
    s = run(turn(P(s, 0, cubes=(1, 0, 0, 2)), 0), ("place", "aurora"), ("complete", owl))
    assert s.players[0].vp == 8


def test_two_player_opponent_choice_is_not_asked():
    s = P(base(2), 0, intrigue=("Conscription",))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Conscription"))
    assert not s.stack
    assert s.players[0].cubes[1] == 2 and s.players[1].cubes[1] == 1


def test_reassignment_with_nowhere_to_go_is_not_asked():
    s = P(base(3), 0, intrigue=("Good Faith",), pool=1)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Good Faith"), ("opponent", 1))
    # every other space full: the Harbor agent has nowhere to go, so no "stay" question
    for sp in SPACES[:13]:
        if sp != "h1" and not s.occupancy[SPACES.index(sp)]:
            s = occupy(s, sp, 1)
    s = flow.advance(s.__class__(**{**s.__dict__, "stack": (("reassign_start",),)}))
    assert s.round == 2 and s.phase == "placement"  # straight on to the next round


# ----- Khelben's printed name -------------------------------------------------------------------


def test_khelben_has_his_printed_name_and_old_saves_still_load():
    from game.games.waterdeep.content import LORDS

    assert "Khelben Arunsun, the Blackstaff" in LORDS and "Khelben Arunsun" not in LORDS
    assert LORDS["Khelben Arunsun, the Blackstaff"].types == ("Arcana", "Warfare")
    s = P(base(3), 0, lord="Khelben Arunsun, the Blackstaff")
    j = G.to_json(s)
    j["players"][0]["lord"] = "Khelben Arunsun"  # written by an older version
    assert G.from_json(j).players[0].lord == "Khelben Arunsun, the Blackstaff"
    assert G.decode_action(["draw", "lord", "Khelben Arunsun"]) == ("draw", "lord", "Khelben Arunsun, the Blackstaff")

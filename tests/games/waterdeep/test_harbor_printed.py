"""Issue 16, Lords of Waterdeep (spec 4.9.3, 4.10, 5.11, A-05 revised): the player picks any
free Harbor space; reassignment goes by space number 1, 2, 3; Accelerate Plans assigns 2 agents
with no "stop". The earlier readings stay as house rules (``harbor_order=arrival``,
``accelerate_plans=up_to_two``), and a file written before the options existed replays with
them (``OptionSpec.legacy``)."""

from __future__ import annotations

from dataclasses import replace

from waterdeep_helpers import G, P, occupy, run, turn

from game.games.waterdeep import flow
from game.games.waterdeep.content import SPACE_INDEX
from game.games.waterdeep.state import WDState

HARBOR_SPACES = [("place", "h1"), ("place", "h2"), ("place", "h3")]


def blank(n: int = 3, **options) -> WDState:
    """A dealt game, every player reset to a blank slate, with the given options."""
    s = G.initial_state(n, {"first_player": "1", **options})
    pool = s.players[0].pool
    players = tuple(replace(p, gold=0, vp=0, cubes=(0, 0, 0, 0), quests=(), intrigue=(), pool=pool) for p in s.players)
    return replace(s, players=players, stack=(), round=1, phase="placement")


def opts(s: WDState) -> list:
    return list(G.legal_actions(s))


def occ(s: WDState, space: str) -> tuple:
    return s.occupancy[SPACE_INDEX[space]]


# ----- 4.9.3: any unoccupied Harbor space --------------------------------------------------


def test_every_free_harbor_space_is_a_choice():
    s = turn(P(blank(), 0, intrigue=("Good Faith",)), 0)
    assert [a for a in opts(s) if a in HARBOR_SPACES] == HARBOR_SPACES


def test_a_higher_harbor_space_can_be_picked_while_a_lower_one_is_free():
    s = turn(P(occupy(blank(), "h1", 1), 0, intrigue=("Good Faith",)), 0)
    assert [a for a in opts(s) if a in HARBOR_SPACES] == [("place", "h2"), ("place", "h3")]
    s = run(s, ("place", "h3"), ("intrigue", "Good Faith"), ("opponent", 1))
    assert occ(s, "h3") == (0,) and occ(s, "h2") == ()


def test_old_reading_offers_only_the_lowest_free_harbor_space():
    s = turn(P(blank(harbor_order="arrival"), 0, intrigue=("Good Faith",)), 0)
    assert [a for a in opts(s) if a in HARBOR_SPACES] == [("place", "h1")]


# ----- 4.10: reassignment by space number ---------------------------------------------------


def _recall_frees_h1(s: WDState) -> WDState:
    """P1 on h1, P2 on h2, P1 on h3 plays Recall Agent and takes back the h1 agent; P3 then
    places on h1. Arrival order: P2 (h2), P1 (h3), P3 (h1); space order: P3, P2, P1."""
    s = P(s, 0, intrigue=("Good Faith", "Recall Agent"), pool=2)
    s = P(s, 1, intrigue=("Good Faith",), pool=1)
    s = P(s, 2, intrigue=("Good Faith",), pool=1)
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Good Faith"), ("opponent", 1))
    s = run(turn(s, 1), ("place", "h2"), ("intrigue", "Good Faith"), ("opponent", 2))
    s = run(turn(s, 0), ("place", "h3"), ("intrigue", "Recall Agent"), ("recall", "h1"))
    assert occ(s, "h1") == () and s.players[0].pool == 1
    s = run(turn(s, 2), ("place", "h1"), ("intrigue", "Good Faith"), ("opponent", 0))
    s = P(s, 0, pool=0)
    return flow.advance(replace(s, stack=(("reassign_start",),)))


def _reassigned_in_order(s: WDState) -> list[int]:
    order = []
    free = ["aurora", "plinth", "field_of_triumph"]
    while s.stack and s.stack[-1][0] == "place" and s.stack[-1][2] == "reassign":
        seat = G.current_player(s)
        order.append(seat)
        s = run(s, ("place", free.pop(0)), ("pass",))
    return order


def test_reassignment_goes_by_space_number_not_arrival():
    s = _recall_frees_h1(blank())
    assert G.prompt(s, "en") == "Reassign your agent from Harbor space 1 or let it stay"
    assert _reassigned_in_order(s) == [2, 1, 0]


def test_reassignment_by_space_number_when_a_higher_space_was_taken_first():
    s = P(blank(), 0, intrigue=("Good Faith",))
    s = P(s, 1, intrigue=("Good Faith",))
    s = run(turn(s, 0), ("place", "h3"), ("intrigue", "Good Faith"), ("opponent", 1))
    s = run(turn(s, 1), ("place", "h1"), ("intrigue", "Good Faith"), ("opponent", 2))
    s = replace(s, players=tuple(replace(p, pool=0) for p in s.players))
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    assert _reassigned_in_order(s) == [1, 0]


def test_old_reading_reassigns_in_arrival_order():
    s = _recall_frees_h1(blank(harbor_order="arrival"))
    assert _reassigned_in_order(s) == [1, 0, 2]


def test_linked_zoarstar_agent_follows_its_harbor_agent_in_space_order():
    s = P(blank(), 0, intrigue=("Good Faith",))
    s = P(s, 1, intrigue=("Good Faith", "Good Faith"))
    s = replace(s, buildings=(("zoarstar", 2, 0),))
    s = run(turn(s, 0), ("place", "h3"), ("intrigue", "Good Faith"), ("opponent", 1))
    s = run(turn(s, 1), ("place", "h2"), ("intrigue", "Good Faith"), ("opponent", 2))
    s = run(turn(s, 1), ("place", "zoarstar"), ("copy", "h3"), ("intrigue", "Good Faith"), ("opponent", 2))
    s = replace(s, players=tuple(replace(p, pool=0) for p in s.players))
    s = flow.advance(replace(s, stack=(("reassign_start",),)))
    # h2 (seat 1), then h3 (seat 0), then the Zoarstar agent linked to h3 (seat 1)
    assert _reassigned_in_order(s) == [1, 0, 1]


# ----- 5.11: Accelerate Plans assigns 2 agents ------------------------------------------------


def _accelerate(pool: int, **options) -> WDState:
    s = P(blank(**options), 0, pool=pool, intrigue=("Accelerate Plans",))
    return run(turn(s, 0), ("place", "h1"), ("intrigue", "Accelerate Plans"))


def test_accelerate_plans_offers_no_stop_before_either_agent():
    s = _accelerate(3)
    assert occ(s, "h1") == () and s.players[0].pool == 3
    first = opts(s)
    assert first and ("stop",) not in first and all(a[0] == "place" for a in first)
    assert G.prompt(s, "en") == "Accelerate Plans: place your first of 2 agents"
    s = run(s, ("place", "field_of_triumph"))
    assert G.prompt(s, "en") == "Accelerate Plans: place your second agent"
    second = opts(s)
    assert second and ("stop",) not in second and all(a[0] == "place" for a in second)
    s = run(s, ("place", "plinth"))
    assert s.players[0].pool == 1 and occ(s, "field_of_triumph") == (0,) and occ(s, "plinth") == (0,)


def test_accelerate_plans_may_go_to_the_harbor_again():
    s = P(blank(), 0, pool=3, intrigue=("Accelerate Plans", "Good Faith"))
    s = run(turn(s, 0), ("place", "h1"), ("intrigue", "Accelerate Plans"))
    assert ("place", "h1") in opts(s) and ("place", "h3") in opts(s)


def test_accelerate_plans_assigns_one_when_the_pool_runs_out():
    s = _accelerate(1)  # the Harbor agent comes back: one agent in the pool
    assert s.players[0].pool == 1
    s = run(s, ("place", "field_of_triumph"))
    assert s.players[0].pool == 0 and not (s.stack and s.stack[-1][0] == "place" and s.stack[-1][1] == 0)


def test_old_reading_may_stop_after_accelerate_plans():
    s = _accelerate(3, accelerate_plans="up_to_two")
    assert ("stop",) in opts(s)
    s = run(s, ("stop",))
    assert s.players[0].pool == 3

"""Second audit of the Metro 2033 engine, statement by statement from the spec
(/work/shared/rules/metro_2033.md). Each test names the section it checks; the expected values
come from the spec text, not from the code."""

from __future__ import annotations

import pytest

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.metro2033 import basics
from game.games.metro2033.content import POLIS, STATIONS
from game.games.metro2033.state import Deck, replace

from .metro_helpers import G, act, homes, legal, make, player, run, top

ALL6 = ["red_line", "fourth_reich", "arbat", "alliance_1905", "baumansky", "bandits"]


def draw_all(s, pick=None):
    """Resolve chance steps: ``pick`` maps a step to a chosen outcome, else the first one."""
    while G.current_player(s) == CHANCE:
        outs = [o for o, _p in G.chance_outcomes(s)]
        s = G.apply(s, pick(s, outs) if pick else outs[0])
    return s


# ----- section 4: setup ------------------------------------------------------------------------------
def _setup(n: int, first: int):
    return G.initial_state(n, {"first_player": str(first + 1)})


def test_s4_first_player_may_pick_any_faction_and_hero_draft_has_no_adjacency():
    """Spec 4 step 2: the first player chooses any of the 6; step 5: heroes without restriction."""
    s = _setup(2, 1)
    assert G.current_player(s) == 1 and len(legal(s)) == 6
    s = act(s, ("faction", "baumansky"))
    assert sorted(a[1] for a in legal(s)) == ["bandits", "red_line"]  # neighbours of Baumansky (3.4)
    s = act(s, ("faction", "bandits"))
    s = draw_all(s)
    # hero draft starts with the player to the right of the first player (seat 0) with all 6 heroes
    assert top(s) == ("hero", 0) and len(legal(s)) == 6


def test_s4_hero_is_placed_on_one_of_its_home_stations():
    s = _setup(2, 0)
    s = act(s, ("faction", "red_line"), ("faction", "fourth_reich"))
    s = draw_all(s)
    while top(s)[0] != "hero":
        s = draw_all(act(s, legal(s)[0]))
    s = act(s, ("hero", "hunter"))
    assert sorted(a[1] for a in legal(s)) == sorted(homes(s.players[top(s)[1]].faction))


def test_s4_after_setup_vp_3_army_2_market_4_no_law_no_scout():
    """Spec 4 steps 3, 7 and the engine notes: VP 3, army 2 (Baumansky 3), 4 market cards, no law,
    empty danger discards, nobody holds a scouted card; round 1 starts with the events phase."""
    s = _setup(3, 0)
    s = act(s, ("faction", "red_line"), ("faction", "baumansky"), ("faction", "bandits"))
    while s.phase == "setup":
        s = draw_all(s)
        if s.phase == "setup":
            s = act(s, legal(s)[0])
        s = draw_all(s)
    assert s.round == 1
    assert len(s.market) == 4 and s.law == "" and s.decks[0].discard == () and s.decks[1].discard == ()
    for p in s.players:
        assert p.vp() == 3 and p.scout == "" and p.hero_at in homes(p.faction)
        assert p.army == (3 if p.faction == "baumansky" else 2)
    assert s.stage == 1


# ----- section 5: order of play ------------------------------------------------------------------------
def test_s5_every_phase_runs_clockwise_from_the_first_player():
    """Spec 5: in every phase players act one after another clockwise from the first player."""
    s = make(["red_line", "fourth_reich", "bandits"], first=1, round_no=1, phase="end")
    for seat in range(3):
        s = player(s, seat, res=(9, 9, 9), army=6)
    s = run(s, ("round_start",))  # round 2: production, no decision
    assert s.round == 2 and s.phase == "mobilize"
    seen = []
    while s.phase in ("mobilize", "army"):
        seen.append((s.phase, top(s)[0], G.current_player(s)))
        a = legal(s)[0] if top(s)[0] != "army" else ("pass",)
        s = draw_all(act(s, a))
    assert seen == [("mobilize", "upkeep", 1), ("mobilize", "recruit", 1), ("mobilize", "upkeep", 2),
                    ("mobilize", "recruit", 2), ("mobilize", "upkeep", 0), ("mobilize", "recruit", 0),
                    ("army", "army", 1), ("army", "army", 2), ("army", "army", 0)]
    assert s.phase == "hero" and top(s) == ("hero_move", 1)


def test_s5_1_round_two_produces_pig_and_mushroom_only():
    """Spec 5.1 round track: round 2 = pig + mushroom; every regular station with that resource
    produces 1; ammo stations produce nothing."""
    s = make(["red_line", "fourth_reich"], round_no=1, phase="end")
    s = run(s, ("round_start",))
    assert s.players[0].res == (1, 1, 0) and s.players[1].res == (1, 1, 0)


def test_s5_1_1_neutral_hansa_abandoned_produce_nothing_polis_only_for_its_owner():
    s = make(["red_line", "fourth_reich"], round_no=3, phase="end")  # round 4: ammo + pig
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("lubyanka",))))
    s = run(s, ("round_start",))
    assert s.round == 4 and s.players[0].res == (1, 0, 2) and s.players[1].res == (1, 0, 1)


# ----- 5.1.2 dangers from the dark -----------------------------------------------------------------------
def _event(factions, **kw):
    s = make(factions, round_no=3, phase="events", **kw)
    return s


def _event_run(s):
    tasks = [("defend", seat) for seat in s.order()] + [("draw_danger", "event"), ("event_fights",)]
    return run(s, *tasks)


def test_s5_1_2_only_own_stations_and_the_hero_only_where_it_stands():
    s = _event(["red_line", "fourth_reich"])
    s = player(s, 0, hero_at="teatralnaya")
    s = _event_run(s)
    assert top(s) == ("defend", 0)
    opts = set(legal(s))
    assert opts == {("defend", st, "army") for st in homes("red_line")} | {("defend", "teatralnaya", "hero")}


def test_s5_1_2_a_lost_station_costs_no_unit_by_default_a2():
    """A2 default: losing a station to Dangers from the dark costs only the station (army keeps
    its strength, a defending hero is not wounded)."""
    s = _event(["red_line", "fourth_reich"])
    s = player(s, 0, army=3, stations=tuple(sorted(homes("red_line") + ("lubyanka",))))
    s = player(s, 1, hero_at="tverskaya")
    s = act(_event_run(s), ("defend", "lubyanka", "army"), ("defend", "tverskaya", "hero"),
            ("card", "d1_nosalis_pack"))
    assert "lubyanka" not in s.players[0].stations and s.players[0].army == 3
    assert "tverskaya" not in s.players[1].stations and s.players[1].wounded == 0


def test_s5_1_2_option_event_loss_unit_penalty():
    """A2 option true: the literal reading, the losing army -1 / the losing hero is wounded."""
    s = _event(["red_line", "fourth_reich"], opts=(30, 3, True, True, False, False))
    s = player(s, 0, army=3, stations=tuple(sorted(homes("red_line") + ("lubyanka",))))
    s = player(s, 1, hero_at="tverskaya", stations=tuple(sorted(homes("fourth_reich") + ("trubnaya",))))
    s = act(_event_run(s), ("defend", "lubyanka", "army"), ("defend", "tverskaya", "hero"),
            ("card", "d1_nosalis_pack"))
    if top(s) and top(s)[0] == "flee":
        s = act(s, legal(s)[0])
    assert s.players[0].army == 2
    assert s.players[1].wounded == s.round and s.players[1].hero_at in homes("fourth_reich")


def test_s5_1_2_no_scouted_card_for_the_event():
    """5.1.2 step 5 / 5.4.4: a scouted card may not be put on top for Dangers from the dark."""
    s = _event(["red_line", "fourth_reich"])
    s = player(s, 0, scout="d1_giant_rats", scout_round=2)
    s = _event_run(s)
    s = act(s, ("defend", homes("red_line")[0], "army"),
            ("defend", homes("fourth_reich")[0], "army"))
    assert G.current_player(s) == CHANCE  # the top card is revealed, no use_scout question


def test_s5_1_2_everyone_fights_the_same_card_and_min3_runs_right_after_each_fight():
    """5.1.2 step 4: a station lost triggers the minimum-3 rule immediately after that player's
    fight; the remaining players still fight the same revealed card."""
    s = _event(["red_line", "fourth_reich"])
    s = player(s, 1, army=5)
    s = act(_event_run(s), ("defend", "teatralnaya", "army"), ("defend", "tverskaya", "army"),
            ("card", "d1_nosalis"))
    # seat 0 (army 2) loses Teatralnaya and drops to 2 stations: it settles before seat 1 fights
    assert top(s) == ("min3", 0)
    assert s.players[1].res == (0, 0, 0)
    s = act(s, ("settle", "teatralnaya"))
    assert s.players[1].res == (2, 0, 0)  # 5 beats 4: 2 pig from the same card
    assert "d1_nosalis" in s.decks[0].discard and s.event_card == ""


def test_s5_1_2_draw_gives_nothing_and_win_gives_the_reward():
    s = _event(["red_line", "fourth_reich"])
    s = player(s, 0, army=3)
    s = player(s, 1, army=4)
    s = act(_event_run(s), ("defend", "teatralnaya", "army"), ("defend", "tverskaya", "army"),
            ("card", "d1_raiders"))
    assert s.players[0].res == (0, 0, 0) and len(s.players[0].stations) == 3  # 3 vs 3: draw
    assert s.players[1].res == (1, 0, 1)  # 4 beats 3: 1 ammo + 1 pig


def test_s5_1_2_a_wounded_hero_may_defend_a16():
    s = _event(["red_line", "fourth_reich"])
    s = player(s, 0, hero_at="teatralnaya", wounded=3)
    s = _event_run(s)
    assert ("defend", "teatralnaya", "hero") in legal(s)


# ----- 5.1.3 law ------------------------------------------------------------------------------------------
def _vote(s, votes, card="martial_law"):
    s = replace(s, law_pile=(card,), law_under=())
    s = run(s, ("draw_law",), *[("vote", seat) for seat in s.order()], ("law_resolve",))
    s = act(s, ("card", card))
    return act(s, *[("vote", v) for v in votes])


def test_s5_1_3_votes_count_stations_and_a_law_takes_effect_at_once():
    """Martial Law accepted in the events phase already spares this round's upkeep."""
    s = make(["red_line", "fourth_reich"], round_no=5, phase="events")
    s = player(s, 0, army=8, res=(0, 0, 0))
    s = _vote(s, [True, False])  # 3 : 3 is a tie ...
    assert s.law == ""
    s = make(["red_line", "fourth_reich"], round_no=5, phase="events")
    s = player(s, 0, army=8, res=(0, 0, 0), stations=tuple(sorted(homes("red_line") + ("lubyanka",))))
    s = _vote(s, [True, False])  # 4 : 3
    assert s.law == "martial_law" and s.law_round == 5
    s = run(s, ("upkeep", 0), ("recruit", 0))
    assert top(s) == ("recruit", 0) and s.players[0].army == 8


def test_s5_1_3_rejected_law_goes_under_the_deck_and_no_law_stays_no_law():
    s = make(["red_line", "fourth_reich"], round_no=5, phase="events")
    s = _vote(s, [False, True])
    assert s.law == "" and s.law_under == ("martial_law",)


def test_s5_1_3_law_until_replaced_option():
    """Option law_duration_rounds = replaced: the literal seed reading, no expiry."""
    s = make(["red_line", "fourth_reich"], phase="end", round_no=9, law="truce", law_round=5,
             opts=(30, 0, False, True, False, False))
    s = run(s, ("end_round",))
    assert s.law == "truce"


def test_s5_1_3_law_drawn_from_under_the_deck_when_the_pile_is_empty():
    """5.9: discarded laws go under the law deck; they come back in the order they went under."""
    s = make(["red_line", "fourth_reich"], round_no=5, phase="events")
    s = replace(s, law_pile=(), law_under=("truce", "free_passage"))
    s = run(s, ("draw_law",), ("vote", 0), ("vote", 1), ("law_resolve",))
    assert s.law_new == "truce"


# ----- 5.3 army actions ------------------------------------------------------------------------------------
def test_s5_3_army_may_pass_or_gather_one_resource_a14():
    s = run(make(["red_line", "fourth_reich"]), ("army", 0))
    assert ("pass",) in legal(s)
    assert {a for a in legal(s) if a[0] == "gather"} == {("gather", "pig"), ("gather", "mushroom"), ("gather", "ammo")}
    assert act(s, ("gather", "mushroom")).players[0].res == (0, 1, 0)


def test_s5_3_hansa_and_abandoned_stations_are_never_targets():
    s = make(ALL6)
    for seat in range(6):
        for t in basics.attack_targets(s, seat):
            assert STATIONS[t].type in ("regular", "polis")
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("chistye_prudy",))))
    assert "turgenevskaya" not in basics.attack_targets(s, 0)  # abandoned, adjacent


def test_s5_3_army_attacks_a_hero_on_an_abandoned_or_neutral_polis_station_a6():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"])
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("chistye_prudy",))))
    s = player(s, 1, hero_at="turgenevskaya")
    assert 1 in basics.hero_targets_for_army(s, 0)
    s = player(s, 1, hero_at="arbatskaya")
    assert 1 in basics.hero_targets_for_army(s, 0)
    s = player(s, 1, hero_at="kurskaya_h")  # Hansa protects
    assert 1 not in basics.hero_targets_for_army(s, 0)


def test_s5_3_army_attacks_a_hero_on_one_of_its_own_stations():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"])
    s = player(s, 1, hero_at="teatralnaya")
    assert 1 in basics.hero_targets_for_army(s, 0)


def test_s6_3_army_beats_hero_may_destroy_one_card_and_wounds_it():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "anna"], law="code_of_honour")
    s = player(s, 0, army=6)
    s = player(s, 1, hero_at="arbatskaya", equipment=("kalash", "gas_mask"))
    s = act(run(s, ("army", 0)), ("attack_hero", 1))
    assert top(s) == ("destroy", 0, 1) and ("none",) in legal(s)
    s = act(s, ("destroy", "kalash"))
    if top(s) and top(s)[0] == "flee":
        s = act(s, ("flee", "tverskaya"))
    p = s.players[1]
    assert p.equipment == ("gas_mask",) and p.wounded == s.round and p.hero_at in homes("fourth_reich")
    assert "kalash" in s.eq_discard


def test_s6_3_army_loses_to_a_hero_and_drops_one():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"], law="code_of_honour")
    s = player(s, 0, army=3)
    s = player(s, 1, hero_at="arbatskaya", equipment=("kalash",))  # 4 + 2 = 6
    s = act(run(s, ("army", 0)), ("attack_hero", 1))
    assert s.players[0].army == 2 and s.players[1].wounded == 0 and s.players[1].equipment == ("kalash",)


def test_s6_3_army_beats_a_station_defended_by_the_hero_a3():
    """A3: a defending hero that loses only costs the station (not wounded, nothing taken)."""
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"], law="code_of_honour")
    s = player(s, 0, army=8, res=(0, 0, 0))
    s = player(s, 1, hero_at="tverskaya", equipment=("kalash",))
    s = act(run(s, ("army", 0)), ("attack", "tverskaya"))
    assert top(s) == ("defender", 1)
    s = act(s, ("unit", "hero"))  # 4 + 2 = 6 against 8
    assert "tverskaya" not in s.players[1].stations
    assert s.players[1].wounded == 0 and s.players[1].equipment == ("kalash",)
    assert s.players[1].hero_at == "tverskaya"  # heroes are never moved by a change of ownership


def test_s6_3_army_loses_a_station_attack_and_drops_one_defender_keeps_all():
    s = make(["red_line", "fourth_reich"], law="code_of_honour")
    s = player(s, 0, army=3)
    s = player(s, 1, army=5)
    s = act(run(s, ("army", 0)), ("attack", "tverskaya"))
    assert s.players[0].army == 2 and s.players[1].army == 5 and "tverskaya" in s.players[1].stations


def test_s6_1_draw_against_a_danger_changes_nothing_and_the_card_is_discarded():
    s = player(make(["red_line", "fourth_reich"]), 0, army=3)
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_raiders"))
    assert s.players[0].army == 3 and "lubyanka" not in s.players[0].stations
    assert s.players[0].res == (0, 0, 0) and s.decks[0].discard == ("d1_raiders",)


def test_s5_6_winner_who_cannot_pay_leaves_the_station_neutral():
    s = player(make(["red_line", "fourth_reich"]), 0, army=5, res=(0, 1, 0))
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_giant_rats"))
    # reward 1 pig + 1 mushroom held = exactly the neutral cost: annex offered
    assert top(s)[0] == "annex"
    s = player(make(["red_line", "fourth_reich"]), 0, army=5, res=(0, 0, 0))
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_giant_rats"))
    assert not s.stack and "lubyanka" not in s.players[0].stations and s.players[0].res == (1, 0, 0)


@pytest.mark.parametrize(("law", "res", "left"), [
    ("", (1, 1, 0), (0, 0, 0)),
    ("colonization_act", (1, 1, 0), (0, 1, 0)),
])
def test_s5_6_neutral_capture_costs(law, res, left):
    s = replace(player(make(["red_line", "fourth_reich"]), 0, army=5, res=res), law=law)
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_mould"))  # reward 1 mushroom
    r = s.players[0].res
    s = act(s, ("annex", True))
    assert "lubyanka" in s.players[0].stations
    spent = tuple(a - b for a, b in zip(r, s.players[0].res))
    assert spent == ((1, 1, 0) if not law else (1, 0, 0))


def test_s5_6_colonization_act_does_not_cheapen_an_enemy_station():
    s = replace(make(["red_line", "fourth_reich"]), law="colonization_act")
    s = replace(s, law="colonization_act")
    assert basics.annex_cost(s, 0, "tverskaya", 1) == {"mushroom": 1}
    assert basics.annex_cost(s, 0, "lubyanka", 0) == {"pig": 1}


def test_s5_6_settlers_make_even_the_decree_ammo_free():
    s = replace(make(["red_line", "fourth_reich"]), law="polis_council_decree")
    assert basics.annex_cost(s, 0, "arbatskaya", 0) == {"mushroom": 1, "pig": 1, "ammo": 1}
    assert basics.annex_cost(s, 0, "arbatskaya", 1) == {"mushroom": 1, "ammo": 1}
    s = player(s, 0, effects=("A6",))
    assert basics.annex_cost(s, 0, "arbatskaya", 0) == {}


def test_s5_6_annex_gives_vp_and_losing_takes_it():
    s = make(["red_line", "fourth_reich"], law="code_of_honour")
    s = player(s, 0, army=8, res=(0, 1, 0))
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "tverskaya"), ("annex", True))
    assert s.players[0].vp() == 4 and s.players[1].vp() == 2 and top(s) == ("min3", 1)


# ----- 5.4 hero actions ------------------------------------------------------------------------------------
def _hero(factions, heroes, seat=0, **kw):
    s = make(factions, heroes=heroes, phase="hero", **kw)
    return s


def test_s5_4_no_move_after_an_action_and_zero_moves_allowed():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = run(s, ("hero_move", 0))
    here = s.players[0].hero_at
    assert ("move", here) in legal(s)  # a move of 0 edges
    s = act(s, ("move", "lubyanka"))
    assert top(s) == ("hero_act", 0) and not any(a[0] == "move" for a in legal(s))


def test_s5_4_speed_counts_equipment_and_quest_speed():
    """3.7: speed = base + equipment speed + temporary modifiers, minimum 0."""
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="okhotny_ryad", equipment=("pkm", "vsv"))  # 2 - 2 - 1 => 0
    s = run(s, ("hero_move", 0))
    assert [a for a in legal(s) if a[0] == "move"] == [("move", "okhotny_ryad")]
    s = player(s, 0, equipment=("handcar",))  # 2 + 2 = 4 edges
    reach = {a[1] for a in legal(run(s, ("hero_move", 0))) if a[0] == "move"}
    assert "chistye_prudy" in reach and "krasnye_vorota" in reach and "komsomolskaya" in reach


def test_s5_4_a_hero_may_pass_through_and_stop_on_a_station_with_an_enemy_hero():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="okhotny_ryad")
    s = player(s, 1, hero_at="lubyanka")
    reach = {a[1] for a in legal(run(s, ("hero_move", 0))) if a[0] == "move"}
    assert {"lubyanka", "chistye_prudy"} <= reach


@pytest.mark.parametrize(("station", "ok"), [
    ("lubyanka", True),            # neutral regular
    ("turgenevskaya", True),       # abandoned (A9)
    ("arbatskaya", True),          # uncontrolled Polis (A9)
    ("teatralnaya", False),        # own
    ("tverskaya", False),          # enemy
    ("kurskaya_h", False),         # Hansa
])
def test_s5_4_4_scout_only_on_a_neutral_station(station, ok):
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at=station)
    assert (("scout",) in legal(run(s, ("hero_act", 0)))) == ok


def test_s5_4_4_second_scout_returns_the_first_card_to_the_bottom():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"], round_no=6)
    s = player(s, 0, hero_at="lubyanka", scout="d1_hot_spot", scout_round=5)
    s = act(run(s, ("hero_act", 0)), ("scout",))
    assert s.decks[0].bottom[-1][0] == "d1_hot_spot"
    s = act(s, ("card", "d1_mould"))
    assert s.players[0].scout == "d1_mould" and s.players[0].scout_round == 6


def test_s5_4_4_scouted_card_is_not_usable_in_the_same_round_nor_for_polis_or_hunt():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], round_no=6)
    s = player(s, 0, scout="d1_giant_rats", scout_round=6, army=8)
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"))
    assert G.current_player(s) == CHANCE  # same round: no use_scout question
    s = player(make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], round_no=6), 0,
               scout="d1_giant_rats", scout_round=5, army=8)
    s = act(run(s, ("army", 0)), ("attack", "arbatskaya"))
    assert top(s) != ("use_scout", 0)  # neutral Polis: no card is drawn
    s = replace(player(s, 0, hero_at="lubyanka"), phase="hero", stack=(), combat=None)
    s = act(run(s, ("hero_act", 0)), ("hunt",))
    assert G.current_player(s) == CHANCE and s.players[0].scout == "d1_giant_rats"


def test_s5_4_4_scouted_card_survives_a_reshuffle_a8():
    """A8: if the danger deck was reshuffled meanwhile, the card goes on top of the new pile."""
    s = make(["red_line", "fourth_reich"], round_no=6)
    s = player(s, 0, scout="d1_giant_rats", scout_round=5, army=8)
    s = replace(s, decks=(Deck(pile=(), discard=("d1_hot_spot", "d1_mould")), s.decks[1]))
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("yes",))
    assert s.last_fight[6] == "d1_giant_rats"
    s = make(["red_line", "fourth_reich"], round_no=6)  # reshuffled into a new pile meanwhile
    s = player(s, 0, scout="d1_giant_rats", scout_round=5, army=8)
    s = replace(s, decks=(Deck(pile=("d1_hot_spot", "d1_mould")), s.decks[1]))
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("yes",))
    assert s.last_fight[6] == "d1_giant_rats" and s.decks[0].pile == ("d1_hot_spot", "d1_mould")


def test_s5_4_4_and_5_7_scouted_stage_one_card_goes_back_with_its_deck():
    s = make(["red_line", "fourth_reich"], phase="end", round_no=6)
    s = player(s, 1, scout="d1_giant_rats", scout_round=6)
    s = player(s, 0, done=("q01", "q03", "q05"))
    s = run(s, ("end_round",))
    assert s.stage == 2 and s.players[1].scout == ""
    d0 = s.decks[0]
    assert "d1_giant_rats" in d0.pile + tuple(c for c, _k in d0.top + d0.bottom)


def test_s5_4_5_hero_cannot_attack_own_hansa_or_abandoned_station():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    for st in ("teatralnaya", "kurskaya_h", "turgenevskaya"):
        s = player(s, 0, hero_at=st)
        assert ("attack",) not in legal(run(s, ("hero_act", 0))), st
    s = player(s, 0, hero_at="arbatskaya")
    assert ("attack",) in legal(run(s, ("hero_act", 0)))


def test_s6_1_hero_against_neutral_polis_has_no_vs_type_bonus_and_loses_wounded():
    """6.1: vs neutral Polis = hero + equipment strength, no vs-type bonus, against 7;
    6.3: a hero that loses is wounded."""
    s = _hero(["red_line", "fourth_reich"], ["hunter", "miller"])
    s = player(s, 0, hero_at="arbatskaya", equipment=("duplet", "night_vision"))  # 4+1+0, vs P +4
    s = act(run(s, ("hero_act", 0)), ("attack",))
    if top(s) and top(s)[0] == "flee":
        s = act(s, legal(s)[0])
    assert s.last_fight[7:] == (5, 7, -1)
    assert s.players[0].wounded == s.round + 1 or s.players[0].wounded == s.round
    assert s.players[0].hero_at in homes("red_line")


def test_s6_1_equipment_vs_type_only_against_that_type_and_danger_property():
    s = _hero(["red_line", "fourth_reich"], ["hunter", "miller"])
    s = player(s, 0, hero_at="lubyanka", equipment=("duplet",))  # 4 + 1, +2 vs physical
    won = act(run(s, ("hero_act", 0)), ("attack",), ("card", "d1_nosalis_pack"))  # physical 5
    assert won.last_fight[7:] == (7, 5, 1)
    drew = act(run(s, ("hero_act", 0)), ("attack",), ("card", "d1_amoebae"))  # biological 5
    assert drew.last_fight[7:] == (5, 5, 0)
    lurk = act(run(s, ("hero_act", 0)), ("attack",), ("card", "d1_lurker"))  # 4, +1 vs hero
    assert lurk.last_fight[7:] == (7, 5, 1)
    s2 = player(make(["red_line", "fourth_reich"]), 0, army=4)
    rats = act(run(s2, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_plague_rats"))  # 4, +1 vs army
    assert rats.last_fight[7:] == (4, 5, -1)
    lurk_army = act(run(s2, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_lurker"))
    assert lurk_army.last_fight[7:] == (4, 4, 0)


def test_s6_1_hero_duel_uses_no_vs_type_bonus():
    s = _hero(["red_line", "fourth_reich"], ["hunter", "miller"], law="code_of_honour")
    s = player(s, 0, hero_at="lubyanka", equipment=("duplet",))
    s = player(s, 1, hero_at="lubyanka", equipment=("kalash",))
    s = act(run(s, ("hero_act", 0)), ("duel", 1))
    assert s.last_fight[7:] == (5, 5, 0)


def test_s6_3_hero_duel_defender_wins_and_may_take_from_the_attacker():
    s = _hero(["red_line", "fourth_reich"], ["artyom", "hunter"], law="code_of_honour", turn_done=(0,))
    s = player(s, 0, hero_at="lubyanka", equipment=("handcar",))
    s = player(s, 1, hero_at="lubyanka")
    s = act(run(s, ("hero_act", 0)), ("duel", 1))  # 2 against 4
    assert top(s) == ("take", 1, 0) and G.current_player(s) == 1
    s = act(s, ("take", "handcar"))
    assert s.players[1].equipment == ("handcar",) and s.players[0].equipment == ()
    s = act(s, ("flee", "teatralnaya"))
    assert s.players[0].wounded == s.round + 1 and s.players[0].hero_at in homes("red_line")


def test_s6_6_flee_to_a_controlled_home_else_any_controlled_station():
    s = _hero(["red_line", "fourth_reich"], ["artyom", "hunter"], law="code_of_honour")
    s = player(s, 0, hero_at="lubyanka", stations=("chistye_prudy", "kuznetsky_most", "teatralnaya"))
    s = player(s, 1, hero_at="lubyanka", stations=tuple(sorted(homes("fourth_reich") + ("okhotny_ryad",))))
    s = act(run(s, ("hero_act", 0)), ("duel", 1))  # Artyom 2 loses to Hunter 4
    if top(s) and top(s)[0] == "take":
        s = act(s, ("none",))
    assert s.players[0].hero_at == "teatralnaya"  # the only home it controls
    s = _hero(["red_line", "fourth_reich"], ["artyom", "hunter"], law="code_of_honour")
    s = player(s, 0, hero_at="lubyanka", stations=("chistye_prudy", "kuznetsky_most", "lubyanka"))
    s = player(s, 1, hero_at="lubyanka")
    s = act(run(s, ("hero_act", 0)), ("duel", 1))
    assert top(s) == ("flee", 0)
    assert {a[1] for a in legal(s)} == {"chistye_prudy", "kuznetsky_most", "lubyanka"}


def test_s6_6_wounded_in_phase_3_misses_this_rounds_hero_phase_only():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"], law="code_of_honour", round_no=4)
    s = player(s, 0, army=6)
    s = player(s, 1, hero_at="arbatskaya")
    s = act(run(s, ("army", 0)), ("attack_hero", 1))
    if top(s) and top(s)[0] == "flee":
        s = act(s, legal(s)[0])
    assert s.players[1].wounded == 4
    s = replace(s, phase="hero")
    s = run(s, ("hero_move", 1))
    assert not s.stack  # no turn in round 4
    s = replace(s, round=5)
    assert legal(run(s, ("hero_move", 1)))


# ----- 5.4.1 market ------------------------------------------------------------------------------------------
def test_s5_4_1_third_card_in_stage_one_forces_a_discard_limit_three_in_stage_two():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 3, 3), equipment=("kalash", "bastard"))
    s = replace(s, market=("duplet", "helsing", "pkm", "vsv"))
    s = act(run(s, ("hero_act", 0)), ("market",), ("buy", "duplet", "ammo+mushroom"))
    assert top(s) == ("eq_discard", 0)
    s2 = replace(_hero(["red_line", "fourth_reich"], ["miller", "hunter"]), stage=2)
    s2 = player(s2, 0, hero_at="kurskaya_h", res=(0, 3, 3), equipment=("kalash", "bastard"))
    s2 = replace(s2, market=("duplet", "helsing", "pkm", "vsv"))
    s2 = act(run(s2, ("hero_act", 0)), ("market",), ("buy", "duplet", "ammo+mushroom"))
    assert top(s2) == ("market", 0, 1)


def test_s5_4_1_refresh_reshuffles_the_discard_including_the_cards_just_discarded():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 0, 1))
    s = replace(s, market=("duplet", "helsing", "pkm", "vsv"), eq_pile=("kalash", "saiga"), eq_discard=())
    s = act(run(s, ("hero_act", 0)), ("market",), ("refresh",))
    s = draw_all(s)
    assert len(s.market) == 4 and s.players[0].res == (0, 0, 0)
    assert {"kalash", "saiga"} <= set(s.market)


def test_s5_4_1_1905_alliance_refresh_still_costs_one_ammo():
    s = _hero(["alliance_1905", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="krasnopresnenskaya_h", res=(0, 1, 0))
    s = replace(s, market=("duplet", "helsing", "pkm", "vsv"))
    s = act(run(s, ("hero_act", 0)), ("market",))
    assert ("refresh",) not in legal(s)


def test_s5_4_1_declining_to_buy_spends_the_action():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 2, 2))
    s = replace(s, market=("duplet", "helsing", "pkm", "vsv"))
    s = act(run(s, ("hero_act", 0)), ("market",), ("done",))
    assert not s.stack and s.players[0].res == (0, 2, 2)


# ----- 5.4.2 / 5.4.3 -----------------------------------------------------------------------------------------
def test_s5_4_2_quest_costs_one_ammo_one_mushroom_keeps_one_discards_other():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 1, 1))
    s = act(run(s, ("hero_act", 0)), ("quest",), ("card", "q01"), ("card", "q09"))
    assert s.players[0].res == (0, 0, 0)
    s = act(s, ("keep", "q09"))
    assert [q for q, _r in s.players[0].quests] == ["q09"] and "q01" in s.q_discard


def test_s5_4_2_only_one_card_left_is_kept():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 1, 1))
    s = replace(s, q_pile=("q07",), q_discard=())
    s = draw_all(act(run(s, ("hero_act", 0)), ("quest",)))
    assert legal(s) == [("keep", "q07")]
    s = replace(s, q_pile=(), q_discard=(), offer=(), stack=())
    s = player(s, 0, quest_round=0, res=(0, 1, 1))
    assert ("quest",) not in legal(run(s, ("hero_act", 0)))


def test_s5_4_3_exchange_one_type_for_one_other_type():
    s = _hero(["red_line", "fourth_reich"], ["miller", "hunter"])
    s = player(s, 0, hero_at="kurskaya_h", res=(3, 0, 1))
    opts = [a for a in legal(run(s, ("hero_act", 0))) if a[0] == "exchange"]
    assert ("exchange", "pig", "ammo", 3) in opts and ("exchange", "ammo", "mushroom", 1) in opts
    assert all(a[1] != a[2] and a[3] >= 1 for a in opts)
    s = act(run(s, ("hero_act", 0)), ("exchange", "pig", "mushroom", 2))
    assert s.players[0].res == (1, 2, 1)
    s = player(s, 0, hero_at="lubyanka")
    assert not any(a[0] == "exchange" for a in legal(run(s, ("hero_act", 0))))


# ----- 5.5 end of round -------------------------------------------------------------------------------------
def test_s5_5_effects_end_first_player_passes_left_round_advances():
    s = make(["red_line", "fourth_reich", "bandits"], phase="end", round_no=4, first=2)
    s = player(s, 0, effects=("A1",), used=("q14",), done=("q14",))
    s = run(s, ("end_round",))
    assert s.first == 0 and s.round == 5
    assert s.players[0].effects == () and s.players[0].used == ()


def test_s5_5_victory_is_checked_before_the_round_limit():
    s = make(["red_line", "fourth_reich"], phase="end", round_no=30)
    s = player(s, 1, done=tuple(f"q{i:02d}" for i in range(1, 8)))  # 10 VP
    s = player(s, 0, done=tuple(f"q{i:02d}" for i in range(10, 16)))  # 9 VP: the Red Line qualifies too
    s = run(s, ("end_round",))
    assert G.winners(s) == [0] and s.end_reason == "vp"


def test_s5_5_nine_vp_wins_only_for_the_red_line():
    s = make(["fourth_reich", "red_line"], phase="end", first=0)
    s = player(s, 0, done=tuple(f"q{i:02d}" for i in range(1, 7)))  # Reich 9 VP
    assert G.current_player(run(s, ("end_round",))) != TERMINAL
    s = player(s, 1, done=tuple(f"q{i:02d}" for i in range(10, 16)))  # Red Line 9 VP
    s = run(s, ("end_round",))
    assert G.winners(s) == [1]


def test_s5_5_polis_win_and_vp_win_coincide_clockwise_from_first_a4():
    s = make(["red_line", "fourth_reich", "bandits"], phase="end", first=1)
    s = player(s, 2, stations=tuple(sorted(homes("bandits") + POLIS)))  # all 4 Polis, 7 VP
    s = player(s, 0, done=tuple(f"q{i:02d}" for i in range(1, 7)))  # Red Line 9 VP
    s = run(s, ("end_round",))
    assert G.winners(s) == [2] and s.end_reason == "polis"  # seat 2 is closer to seat 1 than seat 0


def test_s5_5_round_limit_off_means_no_end():
    s = make(["red_line", "fourth_reich"], phase="end", round_no=30, opts=(0, 3, False, True, False, False))
    s = run(s, ("end_round",))
    assert G.current_player(s) != TERMINAL and s.round == 31


def test_s5_5_options_reach_the_engine():
    s = G.initial_state(2, {"first_player": "1", "max_rounds": "off", "law_duration_rounds": "replaced",
                            "event_loss_unit_penalty": True, "wound_skips_current_phase": False,
                            "min3_allow_polis": True, "station_hero_defence_uses_hero_rules": True})
    assert s.opts == (0, 0, True, False, True, True, True, True)
    d = G.initial_state(2, {"first_player": "1"})
    assert d.opts == (0, 0, False, True, False, False, True, True)  # issue 16: the printed rules
    old = G.initial_state(2, {"first_player": "1", "max_rounds": "30", "law_duration_rounds": "3",
                              "quest_completion": "next_round", "quest_ability_timing": "own_turn"})
    assert old.opts == (30, 3, False, True, False, False)  # as a file written before issue 16 holds it


# ----- 5.7 stages ---------------------------------------------------------------------------------------------
def test_s5_7_stage_two_uses_the_stage_two_deck():
    s = replace(make(["red_line", "fourth_reich"]), stage=2)
    s = player(s, 0, army=8)
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"))
    outs = {o[1] for o, _p in G.chance_outcomes(s)}
    assert outs and all(c.startswith("d2_") for c in outs)


def test_s5_7_stage_two_begins_only_at_the_end_of_a_round():
    s = make(["red_line", "fourth_reich"], round_no=4)
    s = player(s, 0, done=("q01", "q03", "q05"))
    s = run(s, ("checkpoint",))
    assert s.stage == 1


def test_s5_7_reentering_stage_two_repeats_the_grant():
    s = replace(make(["red_line", "fourth_reich"], phase="end"), stage=1)
    s = player(s, 1, done=("q01", "q03", "q05"), equipment=("kalash",))
    s = replace(s, decks=(s.decks[0], Deck(pile=("d2_shrimp",), discard=("d2_demon",))))
    s = run(s, ("end_round",))
    assert s.stage == 2 and top(s) == ("draw_eq", 1, "offer")
    d1 = s.decks[1]
    assert sorted(d1.pile) == ["d2_demon", "d2_shrimp"] and d1.discard == ()  # draw + discard together


def test_s5_7_return_to_stage_one_right_after_a_capture_a7():
    """A7: immediately after the VP change, not at the end of the round."""
    s = replace(make(["red_line", "fourth_reich"], law="code_of_honour"), stage=2)
    s = player(s, 0, army=8, res=(0, 1, 0))
    s = player(s, 1, stations=tuple(sorted(homes("fourth_reich") + ("trubnaya", "tsvetnoy_bulvar",
                                                                      "dostoyevskaya"))),
               equipment=("kalash", "bastard", "duplet"), hero_at="trubnaya")
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "tverskaya"), ("annex", False))
    assert s.stage == 1 and top(s) == ("eq_discard", 1)


# ----- 5.8 quests ----------------------------------------------------------------------------------------------
def test_s5_8_g5_from_a_danger_of_five_not_from_the_polis_seven():
    s = make(["red_line", "fourth_reich"], round_no=6)
    s = player(s, 0, army=8, quests=(("q09", 4),))
    won = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "arbatskaya"))
    assert won.players[0].done == ()
    won = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "lubyanka"), ("card", "d1_nosalis_pack"))
    while won.stack and top(won)[0] in ("any", "combat_quest"):
        won = act(won, legal(won)[-1] if top(won)[0] == "any" else ("done",))
    assert won.players[0].done == ("q09",)


def test_s5_8_g5_in_dangers_from_the_dark():
    s = make(["red_line", "fourth_reich"], round_no=3, phase="events")
    s = player(s, 0, army=6, quests=(("q10", 2),))
    s = run(s, ("defend", 0), ("defend", 1), ("draw_danger", "event"), ("event_fights",))
    s = act(s, ("defend", "teatralnaya", "army"), ("defend", "tverskaya", "army"), ("card", "d1_amoebae"))
    s = draw_all(s)
    while s.stack and top(s)[0] in ("combat_quest", "keep_eq", "eq_discard"):
        s = draw_all(act(s, ("done",) if top(s)[0] == "combat_quest" else legal(s)[0]))
    assert s.players[0].done == ("q10",)


def test_s5_8_g7_only_for_a_station_taken_from_a_player():
    s = make(["red_line", "fourth_reich"], law="code_of_honour", round_no=6)
    s = player(s, 0, army=8, res=(1, 2, 0), quests=(("q13", 4),))
    left = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "tverskaya"), ("annex", False))
    while left.stack and top(left)[0] == "min3":
        left = act(left, legal(left)[0])
    assert left.players[0].done == ()  # won but not annexed
    took = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "tverskaya"), ("annex", True))
    while took.stack and top(took)[0] == "min3":
        took = act(took, legal(took)[0])
    assert took.players[0].done == ("q13",)


def test_s5_8_min3_settling_does_not_count_for_g7_but_for_state_goals():
    s = make(["red_line", "fourth_reich"], law="code_of_honour", round_no=6)
    s = player(s, 0, army=8, res=(0, 1, 0))
    s = player(s, 1, quests=(("q13", 4), ("q17", 4)), stations=("arbatskaya", "pushkinskaya", "tverskaya"),
               hero_at="pushkinskaya")
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "tverskaya"), ("done",), ("annex", True))
    assert top(s) == ("min3", 1)
    s = act(s, ("settle", "trubnaya"))
    # zones: fourth_reich + polis = 2 -> G9 not met; G7 never
    assert s.players[1].done == ()


def test_s5_8_g9_polis_counts_as_a_zone_and_g6():
    s = make(["red_line", "fourth_reich"], round_no=6)
    s = player(s, 0, quests=(("q17", 4), ("q11", 4)),
               stations=tuple(sorted(homes("red_line") + ("arbatskaya", "chekhovskaya"))))
    s = run(s, ("checkpoint",))
    assert sorted(s.players[0].done) == ["q11", "q17"]


def test_s5_8_g8_event_before_the_first_checkpoint_does_not_count():
    """5.8 by the house rule quest_completion=next_round (make's opts): event goals count only for
    events after the quest's first checkpoint (the revised default: test_revised_rules)."""
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "artyom"], phase="hero", round_no=5,
             law="code_of_honour", turn_done=(1,))
    s = player(s, 0, hero_at="lubyanka", quests=(("q15", 5),))  # drawn this round
    s = player(s, 1, hero_at="lubyanka")
    s = act(run(s, ("hero_act", 1), ("checkpoint",)), ("duel", 0))  # Artyom 2 loses to Hunter 4
    while s.stack:
        s = act(s, legal(s)[0])
    s = run(replace(s, round=6), ("checkpoint",))
    assert s.players[0].done == ()


def test_s5_8_a_completed_quest_ability_costs_one_ammo_an_open_one_is_discarded():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, quests=(("q05", 1),), done=("q13",), res=(0, 0, 1))
    s = run(s, ("army", 0))
    assert ("quest_use", "q05") in legal(s) and ("quest_use", "q13") in legal(s)
    a = act(s, ("quest_use", "q13"))
    assert a.players[0].done == ("q13",) and a.players[0].res == (0, 0, 0) and "A5" in a.players[0].effects
    b = act(s, ("quest_use", "q05"))
    assert b.players[0].quests == () and "q05" in b.q_discard and b.players[0].res == (0, 0, 1)
    s0 = run(player(s, 0, res=(0, 0, 0)), ("army", 0))
    assert ("quest_use", "q13") not in legal(s0)


def test_s5_8_guides_lift_the_hansa_tunnel_limit():
    s = make(ALL6)
    s = player(s, 4, stations=tuple(sorted(homes("baumansky") + ("marksistskaya",))), effects=("A5",))
    assert "serpukhovskaya" in basics.attack_targets(s, 4)


# ----- 6.2 combat procedure and 8 hidden information ------------------------------------------------------------
def test_s6_2_defender_unit_then_quests_attacker_first_then_deal():
    s = make(["fourth_reich", "red_line"], heroes=["miller", "hunter"])
    s = player(s, 0, army=4, quests=(("q14", 1),))
    s = player(s, 1, hero_at="teatralnaya", quests=(("q07", 1),))
    s = act(run(s, ("army", 0)), ("attack", "teatralnaya"))
    assert top(s) == ("defender", 1)
    s = act(s, ("unit", "hero"))
    assert top(s) == ("combat_quest", 0)
    s = act(s, ("done",))
    assert top(s) == ("combat_quest", 1)
    s = act(s, ("done",))
    assert G.current_player(s) == CHANCE and top(s) == ("deal",)
    outs = G.chance_outcomes(s)
    assert len(outs) == 140  # C(7,3) * C(4,3): three each, the seventh aside
    s = act(s, outs[0][0])
    assert top(s)[:2] == ("card", 0)


def test_s8_the_seventh_card_and_unplayed_cards_stay_hidden_after_the_reveal():
    s = make(["fourth_reich", "red_line"])
    s = player(s, 0, army=2)
    s = player(s, 1, army=8)
    s = act(run(s, ("army", 0)), ("attack", "teatralnaya"),
            ("deal", ("ambush", "assault", "evasion"), ("breakthrough", "counterattack", "flank_attack")),
            ("play", "assault"))
    c = s.combat
    s2 = act(s, ("play", "flank_attack"))
    for viewer in (None, 0, 1):
        v = G.player_view(s, viewer)
        assert "hold_the_line" not in str(v.combat)
    assert c is not None
    assert s2.last_fight[7:] == (2 + 1 + 2, 8 + 1, -1)  # Storm Troopers +1; Assault vs attack +2
    assert s2.players[0].army == 1


def test_s8_anna_knowledge_is_private():
    s = make(["red_line", "fourth_reich"], heroes=["anna", "hunter"], phase="hero", turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("radio",), ("card", "d1_mould"), ("card", "d1_hot_spot"), ("card", "d1_raiders"))
    assert G.player_view(s, 1).peek == (HIDDEN, HIDDEN, HIDDEN)
    assert sorted(G.player_view(s, 0).peek) == ["d1_hot_spot", "d1_mould", "d1_raiders"]
    s = act(s, ("order", "d1_raiders", "d1_mould", "d1_hot_spot"))
    assert [c for c, _k in G.player_view(s, 1).decks[0].top] == [HIDDEN] * 3
    assert [c for c, _k in G.player_view(s, 0).decks[0].top] == ["d1_raiders", "d1_mould", "d1_hot_spot"]


def test_s8_public_items_stay_public():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, res=(1, 2, 3), equipment=("kalash",), done=("q01",), quests=(("q02", 1),), scout="d1_mould")
    s = replace(s, market=("duplet", "helsing", "pkm", "vsv"), law="truce")
    v = G.player_view(s, 1)
    p = v.players[0]
    assert p.res == (1, 2, 3) and p.equipment == ("kalash",) and p.done == ("q01",)
    assert len(p.quests) == 1 and p.scout is HIDDEN  # the count is public, the card is not
    assert v.market == s.market and v.law == "truce" and v.decks[0].discard == s.decks[0].discard


# ----- 10 A23 option: a hero defending a station by the hero-against-hero rules ------------------------------------
def _a23(att_eq: tuple):
    s = make(["fourth_reich", "red_line"], heroes=["miller", "hunter"], phase="hero",
             opts=(30, 3, False, True, False, True), law="code_of_honour", turn_done=(0,))
    s = player(s, 0, hero_at="teatralnaya", equipment=att_eq, res=(0, 1, 0))
    s = player(s, 1, hero_at="teatralnaya", equipment=("saiga",))
    return act(run(s, ("hero_act", 0)), ("attack",), ("unit", "hero"))


def test_a23_option_attacker_wins_takes_a_card_and_wounds_the_defender():
    s = _a23(("kalash", "vsv"))  # 8 against 6
    assert top(s) == ("take", 0, 1)
    s = act(s, ("take", "saiga"))
    assert top(s) == ("eq_discard", 0)  # three cards in stage I
    s = act(s, ("discard", "vsv"))
    while top(s) and top(s)[0] == "flee":
        s = act(s, legal(s)[0])
    assert s.players[1].wounded and s.players[1].equipment == ()
    assert top(s) == ("annex", 0, "teatralnaya", 1)


def test_a23_option_attacker_loses_the_defender_may_take_instead_of_discard():
    s = _a23(("kalash",))  # 5 against 6
    assert top(s) == ("take", 1, 0) and ("none",) in legal(s)
    s = act(s, ("take", "kalash"))
    assert s.players[1].equipment == ("saiga", "kalash") and s.players[0].equipment == ()
    assert s.players[0].wounded


# ----- more statements: bank (A11), dangers' rewards (A20, A21), hero abilities (7.6) ---------------------------------
def test_a11_production_in_seat_order_from_the_first_player_until_the_bank_runs_out():
    s = make(["red_line", "fourth_reich", "bandits"], round_no=1, phase="end", first=1)
    s = player(s, 2, res=(34, 0, 0))  # one pig left in the bank
    s = run(s, ("round_start",))  # round 2: pig + mushroom; seat 1 is first
    assert s.players[1].res[0] == 1 and s.players[0].res[0] == 0 and s.players[2].res[0] == 34


def test_a11_a_reward_is_limited_by_the_bank():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 1, res=(34, 0, 0))
    s = player(s, 0, army=5)
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"), ("card", "d1_watchman"))  # reward 2 pig
    assert s.players[0].res[0] == 1


def test_a21_equipment_reward_over_the_limit_is_discarded_at_once():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], phase="hero", turn_done=(0,))
    s = player(s, 0, hero_at="lubyanka", equipment=("kalash", "pkm"))  # 4+2+4 = 10
    s = act(run(s, ("hero_act", 0)), ("hunt",), ("card", "d1_amoebae"))  # reward: equipment
    assert G.current_player(s) == CHANCE
    s = act(s, ("card", "saiga"))
    assert top(s) == ("eq_discard", 0) and {a[1] for a in legal(s)} == {"kalash", "pkm", "saiga"}


def test_a20_stage_two_grant_with_a_short_equipment_deck_draws_what_exists():
    s = make(["red_line", "fourth_reich"], phase="end")
    s = player(s, 0, done=("q01", "q03", "q05"))
    s = replace(s, eq_pile=("kalash",), eq_discard=())
    s = run(s, ("end_round",))
    assert s.stage == 2
    s = act(s, ("card", "kalash"))
    assert legal(s) == [("keep", "kalash")]  # only one card to keep
    s = act(s, ("keep", "kalash"))
    assert s.players[1].equipment == ("kalash",)
    s = draw_all(s)
    assert s.players[0].equipment == () and s.round == 4


def test_s7_6_hunter_loses_the_hunt_and_is_wounded():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], phase="hero", turn_done=(0,))
    s = player(s, 0, hero_at="lubyanka")
    s = act(run(s, ("hero_act", 0)), ("hunt",), ("card", "d1_nosalis_pack"))  # 4 against 5
    if top(s) and top(s)[0] == "flee":
        s = act(s, legal(s)[0])
    assert s.players[0].wounded == s.round + 1 and "d1_nosalis_pack" in s.decks[0].discard


def test_s7_6_hunter_may_hunt_on_any_non_hansa_station_but_not_on_hansa():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], phase="hero", turn_done=(0,))
    for st, ok in (("teatralnaya", True), ("tverskaya", True), ("turgenevskaya", True), ("kurskaya_h", False)):
        s = player(s, 0, hero_at=st)
        assert (("hunt",) in legal(run(s, ("hero_act", 0)))) == ok, st


def test_s7_6_khan_second_scout_returns_the_old_card():
    s = make(["red_line", "fourth_reich"], heroes=["khan", "hunter"], phase="hero", round_no=6, turn_done=(0,))
    s = player(s, 0, scout="d1_hot_spot", scout_round=5)
    s = act(run(s, ("hero_act", 0)), ("paths", "savyolovskaya"))
    assert s.decks[0].bottom[-1][0] == "d1_hot_spot"
    s = act(s, ("card", "d1_mould"))
    assert s.players[0].scout == "d1_mould"


def test_s7_6_khan_moving_to_a_controlled_or_hansa_station_does_not_scout():
    s = make(["red_line", "fourth_reich"], heroes=["khan", "hunter"], phase="hero", turn_done=(0,))
    for st in ("tverskaya", "kurskaya_h"):
        t = act(run(s, ("hero_act", 0)), ("paths", st))
        assert t.players[0].hero_at == st and t.players[0].scout == "" and not t.stack


def test_s7_6_abilities_are_the_heros_one_action():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "hunter"], phase="hero", turn_done=(0,))
    s = player(s, 0, army=4)
    s = act(run(s, ("hero_act", 0)), ("drill",))
    assert not s.stack and s.players[0].army == 5


def test_s7_5_storm_troopers_do_not_help_against_a_danger_or_in_defence():
    s = make(["fourth_reich", "red_line"], law="code_of_honour")
    s = player(s, 0, army=3)
    d = act(run(s, ("army", 0)), ("attack", "tsvetnoy_bulvar"), ("card", "d1_raiders"))
    assert d.last_fight[7:] == (3, 3, 0)
    s = player(s, 1, army=4)
    t = act(run(s, ("army", 1)), ("attack", "tverskaya"))
    assert t.last_fight[7:] == (4, 3, 1)


def test_s5_3_gather_ammo2_with_one_ammo_left_in_the_bank_gives_one():
    s = make(["baumansky", "red_line"])
    s = player(s, 1, res=(0, 0, 34))
    s = act(run(s, ("army", 0)), ("gather", "ammo2"))
    assert s.players[0].res == (0, 0, 1)


def test_s5_7_min3_replacement_counts_before_the_return_to_stage_one():
    """5.7: the stage check runs after the VP change is fully resolved, including a minimum-3
    replacement: 3 stations + 3 quests = 6 VP, loses one, settles one => still 6 VP, stage II stays."""
    s = replace(make(["red_line", "fourth_reich"], law="code_of_honour"), stage=2)
    s = player(s, 0, army=8, res=(0, 1, 0))
    s = player(s, 1, done=("q01", "q03", "q05"), hero_at="trubnaya")
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "tverskaya"), ("annex", True))
    assert top(s) == ("min3", 1) and s.stage == 2
    s = act(s, ("settle", "trubnaya"))
    assert s.stage == 2 and s.players[1].vp() == 6


def test_s5_1_2_event_in_stage_two_reveals_a_stage_two_card():
    s = replace(make(["red_line", "fourth_reich"], round_no=3, phase="events"), stage=2)
    s = run(s, ("defend", 0), ("defend", 1), ("draw_danger", "event"), ("event_fights",))
    s = act(s, ("defend", "teatralnaya", "army"), ("defend", "tverskaya", "army"))
    assert all(o[1].startswith("d2_") for o, _p in G.chance_outcomes(s))


def test_a10_option_min3_allow_polis_adds_neutral_polis_to_the_fallback():
    zone = [st for st, info in STATIONS.items() if info.zone == "baumansky" and info.type == "regular"]
    others = tuple(sorted(x for x in zone if x not in homes("baumansky")))
    for allow in (False, True):
        s = make(["red_line", "baumansky"], opts=(30, 3, False, True, allow, False))
        s = player(s, 0, stations=tuple(sorted(homes("red_line") + others + ("kurskaya",))))
        s = player(s, 1, stations=("baumanskaya", "chkalovskaya"))
        s = run(s, ("checkpoint",))
        opts = {a[1] for a in legal(s)}
        assert bool(opts & set(POLIS)) == allow and "lubyanka" in opts


def test_a10_own_zone_first_even_with_the_polis_option():
    s = make(["red_line", "baumansky"], opts=(30, 3, False, True, True, False))
    s = player(s, 1, stations=("baumanskaya", "chkalovskaya"))
    s = run(s, ("checkpoint",))
    assert {STATIONS[a[1]].zone for a in legal(s)} == {"baumansky"}


# ----- 3.2 inactive zones ---------------------------------------------------------------------------------------
def test_s3_2_inactive_zones_are_closed_to_armies_heroes_khan_and_min3():
    s = make(["red_line", "fourth_reich"], heroes=["khan", "hunter"], phase="hero", turn_done=(0,))
    act_set = basics.active(s)
    assert "novokuznetskaya" not in act_set and "kurskaya" not in act_set
    assert not {"novokuznetskaya", "kurskaya", "kitay_gorod_7"} & set(basics.attack_targets(s, 0))
    paths = {a[1] for a in legal(run(s, ("hero_act", 0))) if a[0] == "paths"}
    assert paths and paths <= act_set and "novokuznetskaya" not in paths
    s = player(s, 0, hero_at="kuznetsky_most", equipment=("handcar",))
    moves = {a[1] for a in legal(run(s, ("hero_move", 0))) if a[0] == "move"}
    assert "kitay_gorod_7" not in moves and moves <= act_set
    s = player(s, 1, stations=("chekhovskaya", "pushkinskaya"))
    s = run(s, ("checkpoint",))
    assert top(s) == ("min3", 1) and all(a[1] in act_set for a in legal(s))


# ----- whole random games: every card and station accounted for at every step (2, 5.9, 10 A12) -----------------------
def _conserved(s) -> list[str]:
    from collections import Counter

    from game.games.metro2033.content import DANGER_DECK, EQUIPMENT, LAW_IDS, QUESTS

    errs = []
    owned = [st for p in s.players for st in p.stations]
    if len(owned) != len(set(owned)):
        errs.append("a station owned twice")
    if any(STATIONS[st].type not in ("regular", "polis") for st in owned):
        errs.append("a Hansa or abandoned station owned")
    for p in s.players:
        if not 1 <= p.army <= 8 or min(p.res) < 0 or len(p.stations) > 12:
            errs.append(f"bad player {p}")
    for k in range(3):
        if sum(p.res[k] for p in s.players) > 35:
            errs.append("bank overdrawn")
    for k in (0, 1):
        d = s.decks[k]
        cards = list(d.pile) + [c for c, _w in d.top + d.bottom] + list(d.discard) + list(s.peek)
        cards += [p.scout for p in s.players if p.scout]
        cards += [c for c in {s.event_card, s.combat.danger if s.combat else ""} if c and c not in d.discard]
        cards = [c for c in cards if basics.deck_of_card(c) == k]
        if Counter(cards) != Counter(DANGER_DECK[k + 1]):
            errs.append(f"danger deck {k + 1} not whole")
    eq = list(s.eq_pile) + list(s.eq_discard) + list(s.market) + [e for p in s.players for e in p.equipment]
    eq += [c for c in s.offer if c in EQUIPMENT]
    if Counter(eq) != Counter(list(EQUIPMENT)):
        errs.append("equipment not whole")
    qs = list(s.q_pile) + list(s.q_discard) + [q for p in s.players for q, _r in p.quests]
    qs += [q for p in s.players for q in p.done] + [c for c in s.offer if c in QUESTS]
    if Counter(qs) != Counter(list(QUESTS)):
        errs.append("quests not whole")
    laws = list(s.law_pile) + list(s.law_under) + [x for x in (s.law, s.law_new) if x]
    if Counter(laws) != Counter(LAW_IDS):
        errs.append("laws not whole")
    return errs


@pytest.mark.parametrize(("n", "seed", "options"), [
    (2, 11, {}),
    (4, 12, {"station_hero_defence_uses_hero_rules": True, "event_loss_unit_penalty": True,
             "min3_allow_polis": True, "wound_skips_current_phase": False, "law_duration_rounds": "replaced"}),
    (6, 13, {}),
])
def test_random_games_keep_every_card_and_station(n, seed, options):
    import random

    rng = random.Random(seed)
    s = G.initial_state(n, options)
    steps = 0
    while G.current_player(s) != TERMINAL:
        if G.current_player(s) == CHANCE:
            outs = G.chance_outcomes(s)
            a = rng.choices([o for o, _p in outs], [p for _o, p in outs])[0]
        else:
            a = rng.choice(list(G.legal_actions(s)))
        s = G.apply(s, a)
        steps += 1
        assert not _conserved(s), (steps, s.round, s.phase, _conserved(s))
    assert G.winners(s) and s.players[G.winners(s)[0]].vp() >= 0


def test_s6_6_wounded_in_its_own_hero_turn_misses_the_next_rounds_hero_phase_t05():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], phase="hero", round_no=4, turn_done=(0,))
    s = player(s, 0, hero_at="lubyanka")
    s = act(run(s, ("hero_act", 0)), ("hunt",), ("card", "d1_nosalis_pack"))
    s = act(s, ("flee", "teatralnaya"))
    assert s.players[0].wounded == 5
    r5 = replace(s, round=5, turn_done=())
    assert not run(r5, ("hero_move", 0)).stack  # no move, no action in round 5
    r6 = replace(s, round=6, turn_done=())
    assert legal(run(r6, ("hero_move", 0)))
    assert G.to_json(replace(r5, phase="end"))["players"][0]["hero_wounded"] is False

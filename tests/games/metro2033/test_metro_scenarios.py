"""The test scenarios of spec section 9, written from the spec's text (T01-T36; T25, T29 and
T30 live in test_metro_map.py)."""

from __future__ import annotations

import pytest

from game.engine.core import CHANCE, TERMINAL, IllegalAction
from game.games.metro2033 import basics
from game.games.metro2033.content import POLIS, STATIONS
from game.games.metro2033.state import Deck, replace

from .metro_helpers import G, act, homes, legal, make, player, run, top

ALL6 = ["red_line", "fourth_reich", "arbat", "alliance_1905", "baumansky", "bandits"]


# ----- mobilization -------------------------------------------------------------------------------
def test_t01_upkeep_seed_example():
    """T01: army 7, 1 pig: keep 6 and pay 1, or dismiss to 5 and pay nothing; keeping 7 is illegal."""
    s = player(make(["red_line", "fourth_reich"]), 0, army=7, res=(1, 0, 0))
    s = run(s, ("upkeep", 0))
    assert sorted(a[1] for a in legal(s)) == [5, 6]
    six = act(s, ("keep", 6))
    assert six.players[0].army == 6 and six.players[0].r("pig") == 0
    five = act(s, ("keep", 5))
    assert five.players[0].army == 5 and five.players[0].r("pig") == 1


def test_t02_upkeep_table():
    """T02 (spec 5.2 upkeep table: 1-5 free, 6: 1 pig, 7: 2, 8: 3)."""
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=8, res=(5, 0, 0)), ("upkeep", 0))
    assert sorted(a[1] for a in legal(s)) == [5, 6, 7, 8]
    s = act(s, ("keep", 8))
    assert s.players[0].army == 8 and s.players[0].r("pig") == 2
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=6, res=(0, 0, 0)), ("upkeep", 0))
    assert legal(s) == [("keep", 5)]  # must drop to 5
    s = act(s, ("keep", 5))
    assert s.players[0].army == 5


@pytest.mark.parametrize("army", [1, 2, 5])
def test_t02_small_army_pays_nothing_and_keeps_its_strength(army):
    """An army of 5 or less costs nothing: upkeep offers no reason to dismiss troops (seed: one
    reduces the army only to a level one can or wants to pay), so the army is kept as it is."""
    s = player(make(["red_line", "fourth_reich"]), 0, army=army, res=(2, 0, 0))
    s = run(s, ("upkeep", 0), ("recruit", 0))
    assert top(s) == ("recruit", 0)  # no upkeep decision at all
    assert s.players[0].army == army and s.players[0].r("pig") == 2


def test_upkeep_under_martial_law_is_free():
    s = player(make(["red_line", "fourth_reich"], law="martial_law"), 0, army=8, res=(0, 0, 0))
    s = run(s, ("upkeep", 0), ("recruit", 0))
    assert top(s) == ("recruit", 0) and s.players[0].army == 8


def test_t03_recruit_cap_and_general_mobilization():
    s = run(player(make(["red_line", "fourth_reich"]), 0, army=6, res=(2, 0, 3)), ("recruit", 0))
    assert max(a[1] for a in legal(s)) == 2
    s = act(s, ("recruit", 2))
    assert s.players[0].army == 8 and s.players[0].res == (0, 0, 1)
    s = make(["red_line", "fourth_reich"], law="general_mobilization")
    s = run(player(s, 0, army=6, res=(0, 0, 3)), ("recruit", 0))
    assert max(a[1] for a in legal(s)) == 2


# ----- combat examples (seed) ------------------------------------------------------------------------
def _t04(defender_card: str, attacker_card: str):
    """Reich hero Miller (Str 3 + Kalash) on Smolenskaya (Arbat home); Arbat army 6, 5 stations."""
    s = make(["fourth_reich", "arbat"], heroes=["miller", "hunter"], phase="hero", round_no=4)
    s = player(s, 0, hero_at="smolenskaya_ap", equipment=("kalash",), res=(0, 3, 0))
    s = player(s, 1, army=6, stations=tuple(sorted(homes("arbat") + ("park_pobedy", "vystavochnaya"))),
               hero_at="park_pobedy")
    s = replace(s, turn_done=(0,))
    s = run(s, ("hero_act", 0))
    s = act(s, ("attack",))
    assert G.current_player(s) == CHANCE  # the combat cards are dealt
    hands = (tuple(sorted({attacker_card, "assault", "flank_attack"} - {defender_card})),)
    att = tuple(sorted({attacker_card} | ({"assault", "flank_attack", "breakthrough", "counterattack"}
                                          - {attacker_card, defender_card}) ))[:3]
    if attacker_card not in att:
        att = (attacker_card,) + att[:2]
    att = tuple(sorted(att))
    rest = [c for c in ("ambush", "evasion", "hold_the_line", "counterattack", "breakthrough",
                        "assault", "flank_attack") if c not in att]
    dfn = tuple(sorted([defender_card] + [c for c in rest if c != defender_card][:2]))
    del hands
    s = act(s, ("deal", att, dfn), ("play", attacker_card), ("play", defender_card))
    return s


def test_t04_combat_example_draw():
    s = _t04("ambush", "counterattack")
    assert s.players[1].stations.count("smolenskaya_ap") == 1
    assert s.players[0].wounded == 0 and s.players[0].equipment == ("kalash",)


def test_t05_attack_card_loses_to_ambush():
    s = _t04("ambush", "breakthrough")
    # Arbat 6+3 = 9 beats Reich 5+2 = 7: the Arbat player picks the hero's card to discard
    assert top(s)[0] == "strip" and G.current_player(s) == 1
    s = act(s, ("discard", "kalash"))
    assert top(s) == ("flee", 0)  # the Reich player picks the home station
    s = act(s, ("flee", "tverskaya"))
    p = s.players[0]
    assert p.equipment == () and p.wounded == s.round + 1  # wounded in its own phase-4 turn
    assert p.hero_at == "tverskaya"
    assert "smolenskaya_ap" in s.players[1].stations


def test_t06_evasion_loses_to_counterattack():
    s = _t04("evasion", "counterattack")
    assert "smolenskaya_ap" not in s.players[1].stations and len(s.players[1].stations) == 4
    assert top(s)[0] == "annex" and ("annex", True) in legal(s)
    s = act(s, ("annex", True))
    assert "smolenskaya_ap" in s.players[0].stations and s.players[0].r("mushroom") == 2  # paid 1 mushroom


# ----- reach ---------------------------------------------------------------------------------------
def test_t07_polis_pass_through():
    s = make(["fourth_reich", "red_line"])
    assert "ploshchad_revolyutsii" in basics.attack_targets(s, 0)
    s = player(s, 1, stations=tuple(sorted(homes("red_line") + ("borovitskaya",))))
    assert "ploshchad_revolyutsii" not in basics.attack_targets(s, 0)


def test_t08_hansa_tunnel_limit_and_free_passage():
    s = make(["baumansky", "red_line"])
    s = player(s, 0, stations=tuple(sorted(homes("baumansky") + ("marksistskaya",))))
    s = player(s, 1, stations=homes("red_line"))
    # bandits' zone is not in play in a 2-player Baumansky/Red Line game: use all six zones
    s6 = make(ALL6)
    s6 = player(s6, 4, stations=tuple(sorted(homes("baumansky") + ("marksistskaya",))))
    t = basics.attack_targets(s6, 4)
    assert "paveletskaya" in t and "serpukhovskaya" not in t
    s6b = player(s6, 4, stations=tuple(sorted(s6.players[4].stations + ("paveletskaya",))))
    assert "serpukhovskaya" in basics.attack_targets(s6b, 4)
    s6c = replace(s6, law="free_passage")
    assert "serpukhovskaya" in basics.attack_targets(s6c, 4)


# ----- setup ----------------------------------------------------------------------------------------
def _setup(n: int, first: int):
    return G.initial_state(n, {"first_player": str(first + 1)})


def test_t09_faction_draft_adjacency():
    s = _setup(3, 0)
    assert top(s) == ("faction", 0)
    s = act(s, ("faction", "alliance_1905"))
    assert sorted(a[1] for a in legal(s)) == ["arbat", "fourth_reich"]
    s = act(s, ("faction", "fourth_reich"))
    assert sorted(a[1] for a in legal(s)) == ["arbat", "red_line"]


@pytest.mark.parametrize(("first", "factions", "heroes"), [(0, [0, 1, 2, 3], [3, 2, 1, 0]), (2, [2, 3, 0, 1], [1, 0, 3, 2])])
def test_t10_hero_draft_order(first, factions, heroes):
    s = _setup(4, first)
    picked = []
    chain = ["red_line", "fourth_reich", "alliance_1905", "arbat"]
    for f in chain:
        picked.append(G.current_player(s))
        s = act(s, ("faction", f))
    assert picked == factions
    order = []
    while top(s) and top(s)[0] != "hero":
        s = _settle(s)
    for _ in range(4):
        order.append(G.current_player(s))
        s = act(s, legal(s)[0])  # a hero
        s = act(s, legal(s)[0])  # its home station
        while top(s) and top(s)[0] not in ("hero",) and G.current_player(s) == CHANCE:
            s = _settle(s)
        if top(s) and top(s)[0] not in ("hero",):
            break
    assert order == heroes


def _settle(s):
    """Resolve a pending chance step or setup keep with the first option."""
    if G.current_player(s) == CHANCE:
        return G.apply(s, G.chance_outcomes(s)[0][0])
    return G.apply(s, legal(s)[0])


def test_t11_round_one_production():
    s = make(["alliance_1905", "red_line", "bandits"], round_no=0, phase="end")
    s = player(s, 0, res=(0, 2, 0))
    s = player(s, 1, res=(2, 0, 0))
    s = player(s, 2, res=(0, 0, 2))
    s = run(s, ("round_start",))
    assert s.round == 1
    assert s.players[0].res == (2, 4, 2) and s.players[1].res == (4, 2, 2) and s.players[2].res == (2, 2, 4)


def test_t12_polis_production_is_one_unit_of_choice():
    s = make(["red_line", "fourth_reich"], round_no=1, phase="end")
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("arbatskaya",))))
    s = run(s, ("round_start",))  # round 2: pig + mushroom
    assert s.round == 2 and top(s) == ("polis_res", 0, "arbatskaya", 1)
    assert sorted(a[1] for a in legal(s)) == ["mushroom", "pig"]
    before = s.players[0].res
    s = act(s, ("produce", "pig"))
    assert s.players[0].res[0] == before[0] + 1 and s.players[0].res[1] == before[1]


# ----- events ---------------------------------------------------------------------------------------
def test_t13_law_vote_tie_keeps_the_old_law():
    s = make(["red_line", "fourth_reich", "alliance_1905"], round_no=4, phase="end", law="truce", law_round=4)
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("lubyanka", "kuznetsky_most"))))
    s = player(s, 2, stations=tuple(sorted(homes("alliance_1905")))[:2])
    s = replace(s, law_pile=("martial_law",), law_under=())
    s = run(s, ("draw_law",), ("vote", 0), ("vote", 1), ("vote", 2), ("law_resolve",))
    s = act(s, ("card", "martial_law"))
    s2 = act(s, ("vote", True), ("vote", False), ("vote", False))
    assert s2.law == "truce" and s2.law_under == ("martial_law",)
    s3 = act(s, ("vote", True), ("vote", False), ("vote", True))
    assert s3.law == "martial_law" and s3.law_under == ("truce",)


def test_t13_arbat_diplomats():
    s = make(["arbat", "red_line"], round_no=4, phase="end")
    s = player(s, 1, stations=tuple(sorted(homes("red_line") + ("lubyanka",))))  # 4 votes vs Arbat 3+2
    s = replace(s, law_pile=("martial_law",))
    s = run(s, ("draw_law",), ("vote", 0), ("vote", 1), ("law_resolve",))
    s = act(s, ("card", "martial_law"), ("vote", True), ("vote", False))
    assert s.law == "martial_law" and top(s) == ("any", 0, 1)
    s = act(s, ("take", "ammo"))
    assert s.players[0].r("ammo") == 1


def test_t14_dangers_from_the_dark():
    s = make(["red_line", "fourth_reich"], heroes=["hunter", "miller"], round_no=3, phase="events")
    s = player(s, 0, army=4)
    s = player(s, 1, hero_at="chekhovskaya", equipment=("duplet",))
    s = run(s, ("defend", 0), ("defend", 1), ("draw_danger", "event"), ("event_fights",))
    s = act(s, ("defend", "okhotny_ryad", "army"), ("defend", "chekhovskaya", "hero"), ("card", "d1_nosalis"))
    assert "okhotny_ryad" in s.players[0].stations and s.players[0].res == (0, 0, 0)  # 4 vs 4: draw
    assert s.players[1].res == (2, 0, 0)  # 3+1+2 = 6 beats 4: 2 pig
    assert "d1_nosalis" in s.decks[0].discard


def test_t15_minimum_three_stations():
    s = make(["red_line", "baumansky"])
    s = player(s, 0, army=8, res=(0, 2, 0))
    s = replace(s, law="code_of_honour")
    s = run(s, ("army", 0), ("checkpoint",))
    s = act(s, ("attack", "kurskaya"))
    assert top(s)[0] == "annex"
    left = act(s, ("annex", False))
    assert top(left) == ("min3", 1) and ("settle", "kurskaya") in legal(left)
    left = act(left, ("settle", "kurskaya"))
    assert len(left.players[1].stations) == 3 and left.players[1].vp() == 3
    taken = act(s, ("annex", True))
    assert "kurskaya" in taken.players[0].stations and top(taken) == ("min3", 1)
    assert ("settle", "kurskaya") not in legal(taken) and ("settle", "elektrozavodskaya") in legal(taken)


def test_t16_army_loss_floor():
    s = player(make(["red_line", "fourth_reich"]), 0, army=2)
    s = run(s, ("army", 0))
    s = act(s, ("attack", "lubyanka"), ("card", "d1_nosalis_pack"))
    assert s.players[0].army == 1
    s = run(s, ("army", 0))
    s = act(s, ("attack", "lubyanka"), ("card", "d1_radiation_storm"))
    assert s.players[0].army == 1


def test_t17_neutral_polis_defends_with_seven():
    s = player(make(["red_line", "fourth_reich"]), 0, army=7, res=(1, 1, 1))
    d = act(run(s, ("army", 0)), ("attack", "arbatskaya"))
    assert "arbatskaya" not in d.players[0].stations and d.players[0].army == 7 and not d.stack
    w = act(run(player(s, 0, army=8), ("army", 0)), ("attack", "arbatskaya"))
    assert top(w)[0] == "annex"
    w = act(w, ("annex", True))
    assert "arbatskaya" in w.players[0].stations and w.players[0].res == (0, 0, 1)
    dec = replace(player(s, 0, army=8), law="polis_council_decree")
    dec = act(run(dec, ("army", 0)), ("attack", "arbatskaya"), ("annex", True))
    assert dec.players[0].res == (0, 0, 0)


# ----- end of round ---------------------------------------------------------------------------------
def _vp(s, seat, n):
    """Give ``seat`` n VP through completed quests on top of its three stations."""
    return player(s, seat, done=tuple(f"q{i:02d}" for i in range(1, n - 2)))


def test_t18_victory_tie_break_clockwise_from_first():
    s = make(["alliance_1905", "fourth_reich", "arbat", "red_line"], first=2, phase="end")
    s = _vp(_vp(s, 0, 10), 3, 9)
    s = run(s, ("end_round",))
    assert G.current_player(s) == TERMINAL and G.winners(s) == [3]
    s = make(["alliance_1905", "fourth_reich", "arbat", "red_line"], first=0, phase="end")
    s = run(_vp(_vp(s, 0, 10), 3, 9), ("end_round",))
    assert G.winners(s) == [0]


def test_t19_polis_victory():
    s = make(["red_line", "fourth_reich"], phase="end")
    s = player(s, 1, stations=tuple(sorted(homes("fourth_reich") + POLIS)))
    s = run(s, ("end_round",))
    assert G.winners(s) == [1] and s.end_reason == "polis"
    s = make(["red_line", "fourth_reich"], phase="end")
    s = player(s, 1, stations=tuple(sorted(homes("fourth_reich") + POLIS[:3])))
    assert G.current_player(run(s, ("end_round",))) != TERMINAL


def test_t20_stage_two_and_immediate_return():
    s = make(["red_line", "fourth_reich", "arbat", "bandits"], phase="end")
    s = _vp(s, 1, 6)
    s = run(s, ("end_round",))
    assert s.stage == 2 and s.first == 1
    assert top(s)[0] == "draw_eq" and top(s)[1] == 1  # the new first player draws first
    # Dangers from the dark in stage II: seat 1 (exactly 6 VP) loses a station
    s = make(["red_line", "fourth_reich", "arbat", "bandits"], phase="events", stage=2)
    s = player(s, 1, stations=tuple(sorted(homes("fourth_reich") + ("tsvetnoy_bulvar",))), done=("q01", "q02"))
    for seat in (0, 2, 3):
        s = player(s, seat, army=5)
    s = player(s, 2, equipment=("kalash", "bastard", "duplet"))
    s = run(s, ("defend", 0), ("defend", 1), ("defend", 2), ("defend", 3), ("draw_danger", "event"), ("event_fights",))
    s = act(s, *[("defend", homes(f)[0], "army") for f in ("red_line", "fourth_reich", "arbat", "bandits")])
    s = act(s, ("card", "d2_shrimp"))  # strength 5: seat 1's army of 2 loses, armies of 5 draw
    assert s.players[1].vp() == 5 and s.stage == 1
    assert top(s) == ("eq_discard", 2)
    s = act(s, ("discard", "bastard"))
    assert len(s.players[2].equipment) == 2
    assert s.players[3].r("pig") == 2  # the Bandits (5+2) still fight the revealed stage II card
    assert "d2_shrimp" in s.decks[1].discard and s.decks[0].discard == ()


def test_t21_hero_against_hero():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "artyom"], phase="hero")
    s = player(s, 0, hero_at="lubyanka", equipment=("kalash",))
    s = player(s, 1, hero_at="lubyanka", equipment=("handcar", "gas_mask"))
    s = replace(s, law="code_of_honour", turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("duel", 1))
    assert top(s) == ("take", 0, 1)
    assert ("none",) in legal(s)
    s = act(s, ("take", "gas_mask"), ("flee", "tverskaya"))
    assert s.players[0].equipment == ("kalash", "gas_mask")
    assert s.players[1].hero_at == "tverskaya" and s.players[1].wounded


def test_t22_hero_protection():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "artyom"], phase="hero")
    s = player(s, 0, hero_at="kurskaya_h")
    s = player(s, 1, hero_at="kurskaya_h")
    s = replace(s, turn_done=(0,))
    assert ("duel", 1) not in legal(run(s, ("hero_act", 0)))
    s = player(s, 0, hero_at="tverskaya", army=8)
    s = player(s, 1, hero_at="tverskaya")
    acts = legal(run(s, ("hero_act", 0)))
    assert ("duel", 1) not in acts and ("attack",) in acts
    assert 1 not in basics.hero_targets_for_army(s, 0)


def test_t23_market():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "artyom"], phase="hero")
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 2, 3))
    s = replace(s, market=("kalash", "bastard", "duplet", "helsing"), turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("market",), ("refresh",))
    while G.current_player(s) == CHANCE:
        s = G.apply(s, G.chance_outcomes(s)[0][0])
    assert len(s.market) == 4 and s.players[0].r("ammo") == 2
    assert ("refresh",) not in legal(s)
    first, second = sorted(set(s.market))[:2]
    s = act(s, ("buy", first, "ammo+mushroom"), ("buy", second, "ammo+mushroom"))
    assert s.players[0].res == (0, 0, 0) and len(s.players[0].equipment) == 2
    s = act(s, ("done",))
    while G.current_player(s) == CHANCE:
        s = G.apply(s, G.chance_outcomes(s)[0][0])
    assert len(s.market) == 4


def test_t24_scouting_and_its_use_next_round():
    s = make(["red_line", "bandits"], heroes=["miller", "artyom"], phase="hero", round_no=5)
    s = player(s, 1, hero_at="polyanka", army=8, res=(0, 1, 0))
    s = replace(s, turn_done=(1,))
    s = act(run(s, ("hero_act", 1)), ("scout",), ("card", "d1_giant_rats"))
    assert s.players[1].scout == "d1_giant_rats" and s.players[1].scout_round == 5
    assert G.player_view(s, 0).players[1].scout != "d1_giant_rats"
    s = replace(s, round=6, phase="army")
    s = act(run(s, ("army", 1)), ("attack", "paveletskaya"))
    assert top(s) == ("use_scout", 1)
    s = act(s, ("yes",))  # no draw: the scouted card is on top and is fought (8 beats 2)
    assert G.current_player(s) != CHANCE and top(s)[0] == "annex"
    assert s.combat.danger == "d1_giant_rats" and s.players[1].scout == "" and s.players[1].r("pig") == 1
    # not used by the end of the next round: to the bottom of the deck
    s2 = replace(player(s, 1, scout="d1_hot_spot", scout_round=5), round=6, phase="end")
    s2 = run(s2, ("end_round",))
    assert s2.players[1].scout == "" and s2.decks[0].bottom[-1][0] == "d1_hot_spot"


def test_t26_one_quest_per_round():
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "miller"], phase="hero")
    s = player(s, 0, res=(0, 4, 4), hero_at="lubyanka")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("quest",), ("card", "q01"), ("card", "q03"), ("keep", "q01"))
    assert s.players[0].quest_round == s.round
    s = player(s, 0, effects=("A7",), hero_at="kurskaya_h")
    assert ("quest",) not in legal(run(s, ("hero_act", 0)))


def test_t27_quest_completion_after_a_capture():
    s = make(["red_line", "fourth_reich"], round_no=6)
    s = player(s, 0, army=8, res=(1, 1, 0), quests=(("q01", 4), ("q02", 5)),
               stations=tuple(sorted(homes("red_line") + ("lubyanka", "kuznetsky_most"))))
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "chistye_prudy"), ("card", "d1_giant_rats"))
    assert top(s) == ("combat_quest", 0)  # quest abilities may be declared once the danger is seen
    assert set(legal(s)) == {("done",), ("quest_use", "q01"), ("quest_use", "q02")}
    s = act(s, ("done",))
    assert top(s) == ("annex", 0, "chistye_prudy", 0)
    s = act(s, ("annex", True))
    p = s.players[0]
    assert top(s) == ("complete", 0, "G1")  # two G1 quests: the owner picks one
    s = act(s, ("complete", "q01"))
    p = s.players[0]
    assert p.done == ("q01",) and p.vp() == 6 + 1
    assert [q for q, _r in p.quests] == ["q02"]
    s = run(s, ("checkpoint",))
    assert s.players[0].done == ("q01",)  # same goal: never completes


def test_t28_completed_quest_ability_once_per_round():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, done=("q14",), res=(0, 0, 2))
    s = act(run(s, ("army", 0)), ("quest_use", "q14"))
    assert s.players[0].effects == ("A1",) and s.players[0].r("ammo") == 1
    assert ("quest_use", "q14") not in legal(s)


def test_t31_wounded_before_its_turn():
    base = make(["red_line", "fourth_reich", "bandits"], heroes=["hunter", "miller", "artyom"], phase="hero")
    base = player(base, 0, hero_at="lubyanka", equipment=("pkm",))
    base = player(base, 2, hero_at="lubyanka")
    base = replace(base, law="code_of_honour", turn_done=(0,))
    s = act(run(base, ("hero_act", 0), ("hero_move", 1), ("hero_move", 2)), ("duel", 2), ("flee", "novokuznetskaya"))
    assert s.players[2].hero_at == "novokuznetskaya" and s.players[2].wounded == base.round
    s = act(s, ("move", s.players[1].hero_at), ("end",))  # seat 1's turn
    assert not s.stack  # seat 2 had no turn
    alt = replace(base, opts=(30, 3, False, False, False, False))
    s = act(run(alt, ("hero_act", 0), ("hero_move", 2)), ("duel", 2), ("flee", "novokuznetskaya"))
    assert s.players[2].wounded == base.round + 1 and top(s) == ("hero_move", 2)


def test_t32_quest_not_completed_in_the_round_drawn():
    """T32 as the spec still words it: the house rule quest_completion=next_round (make's opts)."""
    s = make(["red_line", "fourth_reich"], heroes=["artyom", "miller"], phase="hero", round_no=4)
    s = player(s, 0, army=7, res=(0, 1, 1), hero_at="kurskaya_h")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0), ("checkpoint",)), ("quest",), ("card", "q05"), ("card", "q06"), ("keep", "q05"))
    assert s.players[0].done == () and not s.stack
    s = run(replace(s, round=5), ("checkpoint",))
    assert s.players[0].done == ("q05",)


def test_t33_round_limit():
    s = make(["red_line", "fourth_reich", "arbat"], phase="end", round_no=30)
    s = _vp(s, 0, 8)
    s = _vp(s, 1, 9)
    s = _vp(s, 2, 9)
    s = player(s, 1, stations=tuple(sorted(s.players[1].stations[:2] + ("arbatskaya",))))
    s = run(s, ("end_round",))
    assert G.winners(s) == [1] and s.end_reason == "limit"


def test_t34_hero_attacks_a_station_defended_by_a_hero():
    def start(ok: bool):
        s = make(["fourth_reich", "red_line"], heroes=["miller", "hunter"], phase="hero")
        s = player(s, 0, hero_at="teatralnaya", equipment=("kalash",), res=(0, 1, 0))
        s = player(s, 1, hero_at="teatralnaya", equipment=("saiga",))
        s = replace(s, law="code_of_honour", turn_done=(0,))
        s = act(run(s, ("hero_act", 0)), ("attack",), ("unit", "hero"))
        return s

    s = start(True)  # 5 against 4+2 = 6: Red Line wins
    assert top(s) == ("strip", 1, 0)
    s = act(s, ("discard", "kalash"))
    assert s.players[0].equipment == () and s.players[0].wounded and s.players[1].equipment == ("saiga",)
    assert "G8" in s.players[1].events or s.players[1].events == ()
    s = make(["fourth_reich", "red_line"], heroes=["miller", "hunter"], phase="hero")
    s = player(s, 0, hero_at="teatralnaya", equipment=("kalash", "vsv"), res=(0, 1, 0))
    s = player(s, 1, hero_at="teatralnaya", equipment=("saiga",))
    s = replace(s, law="code_of_honour", turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("attack",), ("unit", "hero"))  # 3+2+3 = 8 beats 6
    assert "teatralnaya" not in s.players[1].stations and s.players[1].wounded == 0
    assert s.players[1].equipment == ("saiga",) and top(s) == ("annex", 0, "teatralnaya", 1)
    s = act(s, ("annex", True))
    assert "teatralnaya" in s.players[0].stations and s.players[0].r("mushroom") == 0


def test_t35_capture_sequence_reward_pays_the_cost():
    s = make(["bandits", "red_line"])
    s = player(s, 0, army=4, res=(0, 1, 0))
    s = act(run(s, ("army", 0)), ("attack", "paveletskaya"), ("card", "d1_raiders"))
    assert top(s)[0] == "annex" and s.players[0].res == (1, 1, 1)
    s = act(s, ("annex", True))
    assert "paveletskaya" in s.players[0].stations and s.players[0].res == (0, 0, 1)


def test_t36_law_expiry():
    """T36: the house rule law_duration_rounds=3 (make's opts); by default laws stay until replaced."""
    s = make(["red_line", "fourth_reich"], phase="end", round_no=7, law="truce", law_round=5)
    s6 = run(replace(s, round=6), ("end_round",))
    assert s6.law == "truce"
    s7 = run(s, ("end_round",))
    assert s7.law == "" and s7.law_under[-1] == "truce"


def test_truce_forbids_attacks_on_players_only():
    s = replace(make(["fourth_reich", "red_line"]), law="truce")
    t = basics.attack_targets(s, 0)
    assert "okhotny_ryad" not in t and "tsvetnoy_bulvar" in t


def test_illegal_action_is_refused_with_a_message():
    s = run(make(["red_line", "fourth_reich"]), ("army", 0))
    with pytest.raises(IllegalAction):
        G.apply(s, ("attack", "planernaya"))


def test_danger_deck_reshuffles_when_empty():
    s = make(["red_line", "fourth_reich"])
    s = replace(s, decks=(Deck(pile=(), discard=("d1_giant_rats", "d1_hot_spot")), s.decks[1]))
    s = player(s, 0, army=5)
    s = act(run(s, ("army", 0)), ("attack", "lubyanka"))
    assert G.current_player(s) == CHANCE
    assert {o[1] for o, _p in G.chance_outcomes(s)} == {"d1_giant_rats", "d1_hot_spot"}


def test_smugglers_cache_gives_two_resources_before_the_army_acts():
    s = make(["red_line", "fourth_reich"])
    s = player(s, 0, quests=(("q03", 1),))
    s = act(run(s, ("army", 0)), ("quest_use", "q03"))
    assert top(s) == ("any", 0, 1)
    s = act(s, ("take", "pig"), ("take", "ammo"))
    assert top(s) == ("army", 0) and s.players[0].res == (1, 0, 1) and s.players[0].quests == ()


def test_quest_ability_declared_in_a_fight_against_a_player():
    """Veteran Troops (+2 army) declared before the combat cards turn a 4-4 fight into a win."""
    s = make(["fourth_reich", "red_line"], law="code_of_honour")
    s = player(s, 0, army=3, quests=(("q14", 1),))
    s = player(s, 1, army=4)
    s = act(run(s, ("army", 0)), ("attack", "teatralnaya"))
    assert top(s) == ("combat_quest", 0)
    s = act(s, ("quest_use", "q14"))  # nothing else to declare: the fight follows at once
    assert s.players[0].effects == ("A1",)
    assert "teatralnaya" not in s.players[1].stations  # 3+1+2 = 6 beats 4


def test_t31_field_hospital_lets_the_wounded_hero_act():
    s = make(["red_line", "fourth_reich", "bandits"], heroes=["hunter", "miller", "artyom"], phase="hero")
    s = player(s, 2, wounded=s.round, quests=(("q06", 1),), hero_at="novokuznetskaya")
    s = run(s, ("hero_move", 2))
    assert set(legal(s)) == {("end",), ("quest_use", "q06")}
    s = act(s, ("quest_use", "q06"))
    assert s.players[2].wounded == 0 and ("move", "novokuznetskaya") in legal(s)


# ----- section 9, the rest of each scenario's text ------------------------------------------------------
@pytest.mark.parametrize(("card", "total"), [("breakthrough", 7), ("assault", 6), ("flank_attack", 8)])
def test_t05_every_attack_card_loses_to_ambush(card, total):
    """T05: Ambush vs an attack card = +3 => Arbat 9; Reich 7 / 6 / 8 => all lose."""
    s = _t04("ambush", card)
    assert s.last_fight[7:] == (total, 9, -1)
    assert top(s) == ("strip", 1, 0)


def test_t06_the_winner_may_leave_the_station_neutral():
    s = act(_t04("evasion", "counterattack"), ("annex", False))
    assert s.last_fight[7:] == (7, 6, 1)
    assert "smolenskaya_ap" not in s.players[0].stations + s.players[1].stations
    assert s.players[1].vp() == 4 and s.players[0].r("mushroom") == 3


def _first_option(s):
    if G.current_player(s) == CHANCE:
        return G.apply(s, G.chance_outcomes(s)[0][0])
    return G.apply(s, legal(s)[0])


def test_t11_round_one_from_a_real_setup():
    """T11 with the whole set-up: start bonuses, then the doubled round-1 production."""
    s = _setup(6, 0)
    for f in ("alliance_1905", "fourth_reich", "red_line", "baumansky", "bandits", "arbat"):
        s = act(s, ("faction", f))
    while s.phase != "mobilize":
        s = _first_option(s)
    res = {p.faction: p.res for p in s.players}
    assert res["alliance_1905"] == (2, 4, 2) and res["red_line"] == (4, 2, 2) and res["bandits"] == (2, 2, 4)
    for f in ("fourth_reich", "arbat", "baumansky"):
        assert res[f] == (2, 2, 2), f
    by = {p.faction: p for p in s.players}
    assert by["baumansky"].army == 3 and by["red_line"].army == 2
    assert len(by["fourth_reich"].equipment) == 1 and len(by["arbat"].quests) == 1
    red = [i for i, p in enumerate(s.players) if p.faction == "red_line"][0]
    s = run(s, ("recruit", red))
    assert ("recruit", 2) in legal(s)
    s = act(s, ("recruit", 2))
    p = s.players[red]
    assert p.army == 4 and basics.can_pay(p, mushroom=1, pig=1)


def test_t12_polis_in_round_seven_yields_one_unit_of_any_resource():
    s = make(["red_line", "fourth_reich"], round_no=6, phase="end")
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + ("arbatskaya",))))
    s = run(s, ("round_start",))  # round 7: pig + mushroom + ammo
    assert s.round == 7 and top(s) == ("polis_res", 0, "arbatskaya", 1)
    assert sorted(a[1] for a in legal(s)) == ["ammo", "mushroom", "pig"]
    before = s.players[0].res
    s = act(s, ("produce", "ammo"))
    assert s.players[0].res == (before[0], before[1], before[2] + 1)


def test_t15c_fallback_to_any_active_zone_then_wait():
    s = make(["red_line", "baumansky"])
    s = player(s, 0, army=8, res=(0, 2, 0))
    zone = [st for st, info in STATIONS.items() if info.zone == "baumansky" and info.type == "regular"]
    others = tuple(sorted(x for x in zone if x not in homes("baumansky")))
    s = player(s, 0, stations=tuple(sorted(homes("red_line") + others)))  # the zone is full
    s = replace(s, law="code_of_honour")
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "kurskaya"), ("annex", True))
    assert top(s) == ("min3", 1)
    opts = {a[1] for a in legal(s)}
    assert "lubyanka" in opts and not opts & set(POLIS)  # any active faction zone, Polis excluded
    assert all(STATIONS[x].zone in ("red_line", "baumansky") for x in opts)
    # nothing neutral anywhere: stays at 2, takes one as soon as one becomes neutral
    s = make(["red_line", "baumansky"])
    every = [st for st, info in STATIONS.items() if info.zone in ("red_line", "baumansky")
             and info.type == "regular" and st not in ("baumanskaya", "chkalovskaya")]
    s = player(s, 0, stations=tuple(sorted(every)), army=8, res=(0, 2, 0))
    s = player(s, 1, stations=("baumanskaya", "chkalovskaya"))
    s = run(s, ("checkpoint",))
    assert not s.stack and len(s.players[1].stations) == 2
    s = player(s, 0, stations=tuple(x for x in s.players[0].stations if x != "lubyanka"))
    s = run(s, ("checkpoint",))
    assert legal(s) == [("settle", "lubyanka")]


def test_t21_taking_a_third_card_forces_a_discard():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "artyom"], phase="hero")
    s = player(s, 0, hero_at="lubyanka", equipment=("kalash", "duplet"))
    s = player(s, 1, hero_at="lubyanka", equipment=("handcar", "gas_mask"))
    s = replace(s, law="code_of_honour", turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("duel", 1), ("take", "gas_mask"))
    assert top(s) == ("eq_discard", 0)
    assert {a[1] for a in legal(s)} == {"kalash", "duplet", "gas_mask"}
    s = act(s, ("discard", "duplet"))
    assert sorted(s.players[0].equipment) == ["gas_mask", "kalash"]


def test_t22_owner_chooses_the_defender_on_its_own_station():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "artyom"], phase="hero")
    s = player(s, 0, hero_at="tverskaya")
    s = player(s, 1, hero_at="tverskaya")
    s = replace(s, turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("attack",))
    assert top(s) == ("defender", 1) and set(legal(s)) == {("unit", "army"), ("unit", "hero")}


def test_t23_refreshing_after_buying_is_illegal():
    s = make(["red_line", "fourth_reich"], heroes=["miller", "artyom"], phase="hero")
    s = player(s, 0, hero_at="kurskaya_h", res=(0, 2, 3))
    s = replace(s, market=("kalash", "bastard", "duplet", "helsing"), turn_done=(0,))
    s = act(run(s, ("hero_act", 0)), ("market",))
    assert ("refresh",) in legal(s)
    s = act(s, ("buy", "kalash", "ammo+mushroom"))
    assert ("refresh",) not in legal(s) and ("buy", "bastard", "ammo+mushroom") in legal(s)


def test_t24_scouted_card_on_serpukhovskaya_or_kept_for_the_hero():
    """T24 as written: scout on abandoned Polyanka in round r; in round r+1 the army attacks
    Serpukhovskaya; D may be put on top there, or kept for the hero's attack that round."""
    s = make(["red_line", "bandits"], heroes=["miller", "artyom"], phase="hero", round_no=5)
    s = player(s, 1, hero_at="polyanka", army=8, res=(2, 2, 0),
               stations=tuple(sorted(homes("bandits") + ("paveletskaya",))))
    s = replace(s, turn_done=(1,))
    s = act(run(s, ("hero_act", 1)), ("scout",), ("card", "d1_nosalis"))
    assert s.players[1].scout == "d1_nosalis"
    r6 = replace(s, round=6, phase="army")
    used = act(run(r6, ("army", 1)), ("attack", "serpukhovskaya"))
    assert top(used) == ("use_scout", 1)
    used = act(used, ("yes",))
    assert used.combat.danger == "d1_nosalis" and G.current_player(used) != CHANCE
    kept = act(run(r6, ("army", 1)), ("attack", "serpukhovskaya"), ("no",))
    assert G.current_player(kept) == CHANCE and kept.players[1].scout == "d1_nosalis"
    kept = act(kept, ("card", "d1_giant_rats"), ("annex", True))
    kept = replace(run(kept, ("combat_end",)), phase="hero", turn_done=(1,))
    kept = player(kept, 1, hero_at="tulskaya", army=8)
    kept = act(run(kept, ("hero_act", 1)), ("attack",))
    assert top(kept) == ("use_scout", 1)
    kept = act(kept, ("yes",))
    assert kept.combat.danger == "d1_nosalis" and kept.players[1].scout == ""


def test_t27_completion_then_a_same_goal_quest_only_for_its_ability():
    s = make(["red_line", "fourth_reich"], round_no=6)
    s = player(s, 0, army=8, res=(1, 1, 0), quests=(("q01", 4),),
               stations=tuple(sorted(homes("red_line") + ("lubyanka", "kuznetsky_most"))))
    s = act(run(s, ("army", 0), ("checkpoint",)), ("attack", "chistye_prudy"), ("card", "d1_giant_rats"))
    s = act(s, ("done",), ("annex", True)) if top(s)[0] == "combat_quest" else act(s, ("annex", True))
    p = s.players[0]
    assert p.done == ("q01",) and p.quests == () and p.vp() == 5 + 2
    s = player(s, 0, quests=(("q02", 6),))
    s = run(replace(s, round=7), ("checkpoint",), ("army", 0))
    assert s.players[0].done == ("q01",)
    assert ("quest_use", "q02") in legal(s)
    s = act(s, ("quest_use", "q02"))
    assert "A6" in s.players[0].effects and s.players[0].quests == ()


def test_t32_goal_must_still_hold_and_same_goal_completes_once():
    s = make(["red_line", "fourth_reich"], round_no=4)
    s = player(s, 0, res=(4, 4, 4), quests=(("q03", 4),))
    s = player(s, 0, res=(4, 4, 3))  # spent before the next checkpoint
    s = run(replace(s, round=5), ("checkpoint",))
    assert s.players[0].done == ()
    s = player(s, 0, army=7, quests=(("q05", 3), ("q06", 3)))
    s = run(s, ("checkpoint",))
    assert top(s) == ("complete", 0, "G3") and set(legal(s)) == {("complete", "q05"), ("complete", "q06")}
    s = act(s, ("complete", "q06"))
    assert s.players[0].done == ("q06",) and [q for q, _r in s.players[0].quests] == ["q05"]
    assert s.players[0].vp() == 4


def test_t33_without_polis_quests_then_clockwise_decide():
    s = make(["red_line", "fourth_reich", "arbat"], phase="end", round_no=30)
    s = _vp(_vp(_vp(s, 0, 8), 1, 9), 2, 9)
    s = player(s, 1, done=s.players[1].done[:-1])
    s = player(s, 1, stations=tuple(sorted(s.players[1].stations + ("tsvetnoy_bulvar",))))  # 9 VP, 5 quests
    s = run(s, ("end_round",))
    # shortfall 1 each (Red Line 8 of 9), no Polis: 5, 5 and 6 completed quests => seat 2
    assert G.winners(s) == [2]
    for first, winner in ((1, 1), (2, 2), (0, 1)):
        s = make(["red_line", "fourth_reich", "arbat"], phase="end", round_no=30, first=first)
        s = _vp(_vp(_vp(s, 0, 8), 1, 9), 2, 9)  # seats 1 and 2: shortfall 1, 6 quests each
        s = run(s, ("end_round",))
        assert G.winners(s) == [winner]  # clockwise from the first player


def test_t34_both_defending_and_attacking_heroes_count_for_g8():
    def start(att_eq: tuple):
        s = make(["fourth_reich", "red_line"], heroes=["miller", "hunter"], phase="hero", round_no=5)
        s = player(s, 0, hero_at="teatralnaya", equipment=att_eq, res=(0, 1, 0), quests=(("q15", 3),))
        s = player(s, 1, hero_at="teatralnaya", equipment=("saiga",), quests=(("q16", 3),))
        s = replace(s, law="code_of_honour", turn_done=(0,))
        return act(run(s, ("hero_act", 0), ("checkpoint",)), ("attack",), ("unit", "hero"))

    lost = act(start(("kalash",)), ("discard", "kalash"), ("flee", "tverskaya"))
    assert lost.players[1].done == ("q16",) and lost.players[0].done == ()
    won = act(start(("kalash", "vsv")), ("annex", True))
    assert top(won) == ("min3", 1)  # the Red Line, down to 2 stations, settles first
    won = act(won, legal(won)[0])
    assert won.players[0].done == ("q15",) and won.players[1].done == ()


def test_quest_ability_in_mobilization():
    """Spec 5.8: abilities may be used in the owner's own turn in any phase, e.g. Smugglers' Cache
    to pay for recruits."""
    s = make(["red_line", "fourth_reich"], phase="mobilize")
    s = player(s, 0, quests=(("q03", 1),), res=(0, 0, 0))
    s = run(s, ("upkeep", 0), ("recruit", 0))
    assert ("quest_use", "q03") in legal(s) and ("recruit", 1) not in legal(s)
    s = act(s, ("quest_use", "q03"), ("take", "pig"), ("take", "ammo"))
    assert top(s) == ("recruit", 0) and ("recruit", 1) in legal(s)
    s = act(s, ("recruit", 1))
    assert s.players[0].army == 3 and s.players[0].res == (0, 0, 0)


def test_a_quest_goal_reached_by_an_ability_completes_at_that_checkpoint():
    """Spec 5.8: goals are checked after each atomic action, e.g. Smugglers' Cache filling G2
    before the army's action spends the resources."""
    s = make(["red_line", "fourth_reich"], round_no=5)
    s = player(s, 0, res=(3, 4, 4), quests=(("q03", 2), ("q04", 2)))
    s = act(run(s, ("army", 0), ("checkpoint",)), ("quest_use", "q03"), ("take", "pig"), ("take", "mushroom"))
    assert top(s) == ("army", 0) and s.players[0].done == ("q04",)

"""Second rules audit of the Rogue Agent engine, statement by statement from the spec
(/work/shared/rules/rogue_agent.md); each test names the section it checks. It covers rule
statements that test_audit.py, test_derived.py (8.4), test_appendix_b.py (8.3) and test_defusal.py
(8.1/8.2) leave open.
"""

from __future__ import annotations

import random

from game.engine.core import CHANCE, HIDDEN, TERMINAL
from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent.state import EMPTY
from tests.games.rogue_agent.helpers import (
    GAME,
    assassin,
    bomb,
    city,
    criminal,
    die,
    informant,
    legal,
    play,
    player,
    replace,
    top,
    turn_of,
)

# Appendix B layout (helpers.APPENDIX_B): T1 Armory, T2 D6, T3 Archive, M1 Hospital, M2 D3, HQ, M4 D2,
# M5 Bazaar, B1 D4, B2 Motor Pool, B3 D5, B4 Terminal, B5 D1.
# Event path: T1 M2 M1 B1 B2 B3 B4 B5 M5 M4 T3 T2.


def _kinds(s, seat: int = 0) -> set[str]:
    return {a[0] for a in legal(s)}


def _run(s, *tasks):
    """Run automatic tasks on a state with an empty stack."""
    return E.advance(E.push(replace(s, stack=()), *tasks))


# ----- 3 Setup ---------------------------------------------------------------------------------------
def _set_up(n: int, mode: str = "agent", seed: int = 1):
    s = GAME.initial_state(n, {"mode": mode})
    rng = random.Random(seed)
    while GAME.current_player(s) == CHANCE and top(s)[1] != "disc":
        outs = [o for o, _p in GAME.chance_outcomes(s)]
        s = GAME.apply(s, rng.choice(outs))
    return s


def test_3_setup_of_players_city_bank_and_bag() -> None:
    """3.1-3.3: HQ in the centre, the six districts on T2 M2 M4 B3 B1 B5, every agent on HQ with fuel,
    ammo and evidence 2, upgrades 0, stamina 7, 4 credits, 7 informants, influence 0; bank 25 - 4n;
    the bag holds 4 bombs, 4 assassins and criminal discs 1-6; police on a district; 46 cards."""
    for n in (2, 3, 4):
        s = _set_up(n, seed=n)
        assert top(s)[:2] == ("R", "disc") and s.round == 1
        assert s.layout[E.pidx("HQ")] == K.HQ_TILE
        for pos in ("T2", "M2", "M4", "B3", "B1", "B5"):
            assert E.tile(s, pos).kind == "district"
        for p in s.players:
            assert (p.pos, p.fuel, p.ammo, p.evidence) == ("HQ", 2, 2, 2)
            assert (p.vehicle, p.weapon, p.agent, p.stamina, p.credits, p.informants, p.influence) == (
                0, 0, 0, 7, 4, 7, 0)
        assert s.bank == 25 - 4 * n
        assert sorted(s.bag) == sorted(["A"] * 4 + ["B"] * 4 + [f"C{i}" for i in range(1, 7)])
        assert E.tile(s, s.police).kind == "district" and len(s.deck) == 46


def test_3_4_android_setup_deals_three_tokens_each() -> None:
    for n, pool in ((3, (5, 4)), (4, (6, 6))):
        s = _set_up(n, "android", seed=n)
        assert all(len(p.tokens) == 3 for p in s.players)
        dealt = [t for p in s.players for t in p.tokens]
        assert dealt.count("A") <= pool[0] and dealt.count("H") <= pool[1]
        assert s.rounds == 8


# ----- 4.1 Time phase ------------------------------------------------------------------------------
def test_4_1_step_1_round_marker_and_reveal_flags() -> None:
    s = city(n=4, mode="android", round_=2)
    s = player(s, 1, revealed_round=True)
    s = _run(s, ("round_start",))
    assert s.round == 3 and s.phase == "time" and not any(p.revealed_round for p in s.players)
    assert [t for t in s.stack if t[:2] == ("R", "disc")] == [("R", "disc")] * 3  # 4 players: 3 discs


def test_4_1_a_29_a_nearly_empty_bag_gives_what_it_holds() -> None:
    s = city(n=4)
    s = replace(s, bag=("A",))
    s = _run(s, ("round_start",))
    assert [t for t in s.stack if t[:2] == ("R", "disc")] == [("R", "disc")]


def test_4_1_placement_triggers_nothing() -> None:
    """4.1: placing an assassin where an agent and his informant stand hurts nobody; a criminal is
    placed unruly and face down with placed_round = this round."""
    s = city(police="B3", round_=2)
    s = player(s, 0, pos="M2")  # M2 = district 3
    s = informant(s, "M2", 0)
    s = replace(s, phase="time", drawn=("A", "C2"), time_dice=(3, 3))
    s = replace(s, bag=tuple(x for x in s.bag if x not in ("A", "C2")) + ("A",))
    s = _run(s, ("time_assign",))
    assert top(s)[:2] == ("R", "card")
    s = play(s, ("card", "C05"))
    assert s.assassins == ("M2",) and s.players[0].stamina == 7 and s.slots[E.pidx("M2")] == (0, EMPTY)
    c = E.crim(s, 2)
    assert (c.pos, c.face_up, c.defeated, c.placed_round, c.card) == ("M2", False, False, 2, "C05")


def test_4_1_director_assigns_the_dice() -> None:
    """4.1 step 4: the director (not the first player) assigns each rolled die to a disc."""
    s = city(n=3, police="B3", director=2)
    s = replace(s, phase="time", drawn=("A", "B"), time_dice=(2, 5))
    s = replace(s, bag=tuple(sorted(s.bag[2:])))
    s = _run(s, ("time_assign",))
    assert top(s)[:3] == ("D", 2, "assign") and set(legal(s)) == {("assign", 2), ("assign", 5)}
    s = play(s, ("assign", 5))  # the assassin to district 5 (B3), the bomb to district 2 (M4)
    assert s.assassins == ("B3",)
    assert top(s)[:3] == ("R", "d6", "bomb")
    s = play(s, ("d6", 6))
    assert [(b.pos, b.timer) for b in s.bombs] == [("M4", 6)]


def test_4_1_a_28_empty_deck_reshuffles_the_out_of_play_cards() -> None:
    s = city(police="B3")
    s = replace(s, deck=(), out_pile=("C01", "?C07"), phase="time", drawn=("C2",), time_dice=(3,))
    s = _run(s, ("time_assign",))
    assert {o[1] for o, _p in GAME.chance_outcomes(s)} == {"C01", "C07"}
    s2 = replace(s, stack=())
    s2 = _run(replace(s2, deck=(), out_pile=(), drawn=("C3",), time_dice=(3,)), ("time_assign",))
    assert E.crim(s2, 3) is None and "C3" in s2.bag


# ----- 4.2 Justice-action limits -------------------------------------------------------------------
def test_4_2_one_attack_per_location_but_another_at_a_new_location() -> None:
    """4.2: never the same justice action twice at the same location (two criminals there -> one
    attack); the same action at another location is allowed; an assassin attack is an Attack too."""
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0, stamina=7)
    s = criminal(s, 1, "C01", "M5", face_up=True)
    s = criminal(s, 2, "C25", "M5", face_up=True)
    s = criminal(s, 3, "C17", "M4", face_up=True)
    s = assassin(s, "M5")
    s = play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))  # fails
    acts = legal(s)
    assert ("attack", 2) not in acts and ("attack_assassin",) not in acts
    s = play(s, ("move", "M4"))  # D2: 2 gangsters, no ammo -> 2 stamina (1 lost to C01 already)
    assert s.players[0].stamina == 4
    s = play(s, ("stop",))
    assert ("attack", 3) in legal(s)


def test_4_2_police_location_forbids_justice_not_investigate() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="B3", ammo=2, evidence=2, credits=4)  # B3 = D5: search and a weapon good
    s = criminal(s, 1, "C01", "B3")
    s = criminal(s, 2, "C25", "B3", face_up=True, defeated=True)
    s = bomb(s, "B3", 3)
    s = assassin(s, "B3")
    kinds = _kinds(turn_of(s, 0))
    assert not kinds & {"attack", "attack_assassin", "arrest", "search", "buy", "defuse"}
    assert "investigate" in kinds


def test_4_2_two_bombs_one_defusal_two_defeated_one_arrest() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M4", stamina=7)
    s = criminal(s, 1, "C01", "M4", face_up=True, defeated=True)
    s = criminal(s, 2, "C25", "M4", face_up=True, defeated=True)
    s = play(turn_of(s, 0), ("arrest", 1))
    assert ("arrest", 2) not in legal(s)
    s = city(police="B3")
    s = player(s, 0, pos="M4")
    s = bomb(s, "M4", 5)
    s = bomb(s, "M4", 5)
    s = play(turn_of(s, 0), ("defuse", 1))
    faces = ["CREDIT:k"] * 3
    s = play(s, *[die("AMMO2:r")] * 3, *[die("FUEL2:g")] * 3, *[die(f) for f in faces])
    assert top(s)[2] == "wire"
    s = play(s, ("stop",))
    assert [b.timer for b in s.bombs] == [5, 5]
    assert not [a for a in legal(s) if a[0] == "defuse"]


def test_4_2_reinforce_allowed_after_the_second_justice_action() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="T1", credits=5)  # Armory
    s = play(turn_of(s, 0), ("buy", 0), ("done",))
    s = play(s, ("search",), ("colour", "R"), die("AMMO2:r"), die("AMMO2:r"), ("reroll", 0))
    acts = legal(s)
    assert set(acts) == {("reinforce",), ("end",)}


# ----- 4.2.1 Patrol ---------------------------------------------------------------------------------
def test_4_2_1_two_steps_and_a_fight_on_the_way() -> None:
    """4.2.1: up to 2 steps; every entered location (intermediate too) fights its gangsters."""
    s = city(police="B1")
    s = player(s, 0, pos="HQ", ammo=0)
    s = play(turn_of(s, 0), ("move", "T2"))  # D6: 1 gangster
    assert s.players[0].stamina == 6 and top(s)[2] == "patrol"
    s = play(s, ("move", "T1"))
    assert top(s)[2] == "main" and s.turn.steps_left == 0


def test_4_2_1_engine_gives_a_third_step() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="HQ", ammo=0, vehicle=2)
    s = play(turn_of(s, 0), ("move", "T2"), ("move", "T1"))
    assert top(s)[2] == "patrol" and ("move", "M2") in legal(s)
    s = play(s, ("move", "M2"))
    assert top(s)[2] == "main"


def test_4_2_1_further_patrols_cost_one_fuel_each() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="T3", fuel=1, ammo=0)
    s = play(turn_of(s, 0), ("move", "T2"), ("stop",))  # first patrol: free
    assert s.players[0].fuel == 1
    s = play(s, ("move", "T1"), ("stop",))  # second: 1 fuel
    assert s.players[0].fuel == 0
    assert not [a for a in legal(s) if a[0] == "move"]  # a third needs fuel


def test_4_2_1_a_skull_ends_the_patrol_and_the_turn() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="HQ", ammo=0, stamina=1)
    s = play(turn_of(s, 0), ("move", "T2"))
    assert s.players[0].pos == "M1" and s.players[0].stamina == 4  # Hospital, heart space
    assert top(s) == () or top(s)[:2] != ("D", 0)


# ----- 4.2.2 Investigate ----------------------------------------------------------------------------
def test_4_2_2_investigate_through_an_informant_and_privately() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="HQ", evidence=3)
    s = informant(s, "M5", 0)
    s = criminal(s, 1, "C12", "M5")
    s = criminal(s, 2, "C13", "M4")  # no informant there
    s = criminal(s, 3, "C14", "M5", face_up=True)
    s = turn_of(s, 0)
    assert [a for a in legal(s) if a[0] == "investigate"] == [("investigate", 1)]
    s = play(s, ("investigate", 1))
    assert s.players[0].evidence == 1 and E.crim(s, 1).investigators == (0,)
    assert not [a for a in legal(s) if a[0] == "investigate"]  # 1 evidence left
    mine, other = GAME.player_view(s, 0), GAME.player_view(s, 1)
    assert E.crim(mine, 1).card == "C12" and E.crim(other, 1).card is HIDDEN
    assert E.crim(other, 1).investigators == (0,)  # markers are public
    assert E.crim(other, 3).card == "C14"


# ----- 4.2.3 Attack ---------------------------------------------------------------------------------
def _dice_pool(s) -> list[str]:
    return sorted(t[2] for t in s.stack if t[:2] == ("R", "die"))


def test_4_2_3_dice_three_red_one_green_per_pistol_one_black_per_ammo() -> None:
    for weapon, greens in ((1, 0), (2, 1), (4, 2), (6, 3)):
        s = city(police="B3")
        s = player(s, 0, pos="M5", ammo=5, weapon=weapon)
        s = criminal(s, 1, "C01", "M5", face_up=True)
        s = play(turn_of(s, 0), ("attack", 1))
        assert legal(s) == [("ammo", k) for k in range(4)]  # at most 3 black
        s = play(s, ("ammo", 3))
        assert _dice_pool(s) == sorted(["R"] * 3 + ["G"] * greens + ["K"] * 3)
        assert s.players[0].ammo == 2


def test_4_2_3_success_defeats_and_anyone_may_arrest() -> None:
    """4.2.3: enough hits -> both discs defeated, attacker +1; a defeated criminal no longer moves
    and can be arrested by anyone at its location (4.2.4)."""
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0)
    s = player(s, 1, pos="M5")
    s = criminal(s, 1, "C01", "M5", face_up=True)
    s = play(turn_of(s, 0), ("attack", 1), die("Br"), die("AMMO2:r"), die("AMMO2:r"))
    assert E.crim(s, 1).defeated and s.players[0].influence == 1
    s = E.criminal_step(s, 1)
    assert E.crim(s, 1).pos == "M5"
    s = play(turn_of(replace(s, stack=()), 1), ("arrest", 1))
    assert s.players[1].custody == (1,) and E.crim(s, 1).pos is None and E.crim(s, 1).holder == 1


def test_4_2_3_assassin_needs_two_hits() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0)  # Bazaar: not safe for an agent
    s = assassin(s, "M5")
    s = play(turn_of(s, 0), ("attack_assassin",), die("Br"), die("AMMO2:r"), die("AMMO2:r"))
    assert s.assassins == ("M5",) and s.players[0].stamina == 5 and s.players[0].influence == 0


# ----- 4.2.6 Turn in ---------------------------------------------------------------------------------
def test_4_2_6_turn_in_everything_rewards_from_a_short_bank() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="HQ", credits=4)
    s = criminal(s, 1, "C03", None, face_up=True, defeated=True, holder=0)  # reward 2
    s = criminal(s, 2, "C08", None, face_up=True, defeated=True, holder=0)  # reward 4
    s = replace(s, bank=3)
    s = turn_of(s, 0)
    assert [a for a in legal(s) if a[0] == "turnin"] == [("turnin",)]  # no partial turn-in
    s = play(s, ("turnin",))
    p = s.players[0]
    assert p.custody == () and sorted(p.turned_in) == ["C03", "C08"]
    assert p.credits == 7 and s.bank == 0  # 6 earned, 3 left in the bank: take what is left
    assert "C1" in s.bag and "C2" in s.bag and not s.criminals and p.influence == 0


def test_4_2_6_turn_in_only_at_hq() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5")
    s = criminal(s, 1, "C03", None, face_up=True, defeated=True, holder=0)
    assert "turnin" not in _kinds(turn_of(s, 0))


# ----- 4.2.7 Search ---------------------------------------------------------------------------------
def _search(pos: str, **kw):
    s = city(police="B1")
    s = player(s, 0, pos=pos, **kw)
    return play(turn_of(s, 0), ("search",))


def test_4_2_7_hq_white_pairs_take_two_different_colours() -> None:
    s = _search("HQ")
    assert set(legal(s)) == {("colour", "R"), ("colour", "G"), ("colour", "K")}
    s = play(s, ("colour", "K"))
    assert set(legal(s)) == {("colour", "R"), ("colour", "G")}
    s = play(s, ("colour", "G"))
    assert _dice_pool(s) == ["G", "G", "K", "K"]


def test_4_2_7_scout_gives_a_second_reroll() -> None:
    s = play(_search("T3", agent=2), die("CREDIT:k"), die("Bk"), ("reroll", 2), die("Bk"))
    assert top(s)[:3] == ("D", 0, "reroll")
    s = play(_search("T3", agent=0), die("CREDIT:k"), die("Bk"), ("reroll", 2), die("Bk"))
    assert top(s)[:3] != ("D", 0, "reroll")


def test_4_2_7_armor_cancels_one_blast() -> None:
    s = play(_search("T3", agent=4, ammo=0, stamina=7), die("Bk"), die("Bk"), ("reroll", 0))
    assert s.players[0].stamina == 6


def test_4_2_7_safe_location_ignores_every_blast() -> None:
    s = play(_search("M1", stamina=7), die("Bg"), die("Bg"), ("reroll", 0))  # Hospital, G2
    assert s.players[0].stamina == 7


def test_4_2_7_credit_gives_two_from_a_limited_bank_and_amplify_doubles() -> None:
    s = _search("T3", credits=0)
    s = replace(s, bank=3)
    s = play(s, die("CREDIT:k"), die("Xk"), ("reroll", 0))
    assert top(s)[:3] == ("D", 0, "amp")
    s = play(s, ("amp", 0))  # doubled: +4, but the bank holds 3
    assert s.players[0].credits == 3 and s.bank == 0


def test_4_2_7_amplify_may_cancel_a_blast() -> None:
    s = play(_search("T3", stamina=7, ammo=0), die("Bk"), die("Xk"), ("reroll", 0))
    assert ("amp", "cancel") in legal(s)
    s = play(s, ("amp", "cancel"))
    assert s.players[0].stamina == 7


def test_4_2_7_upgrade_symbol_moves_the_upgrade_track() -> None:
    s = play(_search("T3"), die("UP_AGENT:k"), die("EVIDENCE2:k"), ("reroll", 0))
    assert s.players[0].agent == 1 and s.players[0].evidence == 4


# ----- 4.2.8 Buy ------------------------------------------------------------------------------------
def test_4_2_8_hq_sells_influence_for_six_evidence() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="HQ", evidence=5)
    assert "buy" not in _kinds(turn_of(s, 0))
    s = player(s, 0, evidence=8)
    s = play(turn_of(s, 0), ("buy", 0))
    assert s.players[0].evidence == 2 and s.players[0].influence == 1
    assert ("buy", 0) not in legal(s)  # 2 evidence left


def test_4_2_8_upgrade_to_the_end_of_the_track_pays_one_influence() -> None:
    """2.5: a marker arriving on the right-end space gives +1 influence (upgrades too)."""
    s = city(police="B3")
    s = player(s, 0, pos="T1", weapon=5, credits=2)
    s = play(turn_of(s, 0), ("buy", 1))
    assert s.players[0].weapon == 6 and s.players[0].influence == 1
    assert ("buy", 1) in legal(s)  # more is allowed; the excess is lost
    s = play(s, ("buy", 1))
    assert s.players[0].weapon == 6 and s.players[0].influence == 1 and s.players[0].credits == 0


# ----- 4.2.10 Reinforce ------------------------------------------------------------------------------
def test_4_2_10_reinforce_takes_the_free_bottom_slot_then_none_is_left() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", credits=4)
    s = informant(s, "M5", 1)
    s = play(turn_of(s, 0), ("reinforce",))
    assert s.slots[E.pidx("M5")] == (1, 0)
    s = city(police="B3")
    s = player(s, 0, pos="M5", credits=4)
    s = informant(s, "M5", 1, 2)
    assert "reinforce" not in _kinds(turn_of(s, 0))
    s = player(city(police="B3"), 0, pos="HQ", credits=4)  # no slots at HQ
    assert "reinforce" not in _kinds(turn_of(s, 0))
    s = player(city(police="B3"), 0, pos="M5", credits=1)
    assert "reinforce" not in _kinds(turn_of(s, 0))
    s = player(city(police="B3"), 0, pos="M5", credits=4, informants=0)
    assert "reinforce" not in _kinds(turn_of(s, 0))


# ----- 4.2.5 Steal ---------------------------------------------------------------------------------
def test_4_2_5_no_defence_dice_when_the_stealer_took_all_three() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", fuel=3)
    s = player(s, 1, pos="M5", fuel=3)
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 0), ("steal", 1), ("fuel", 3))
    assert top(s)[:2] == ("R", "die") and s.players[1].fuel == 3


def test_4_2_5_target_picks_its_dice_after_the_stealer() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M5", fuel=3)
    s = player(s, 1, pos="M5", fuel=3)
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 0), ("steal", 1), ("fuel", 1))
    assert top(s)[:3] == ("D", 1, "defend_fuel") and legal(s) == [("fuel", 0), ("fuel", 1), ("fuel", 2)]


# ----- 4.2.3 step 2 reveal effects and step 5 retaliations ------------------------------------------
def _attack(card: str, *, marker: bool = False, face_up: bool = False, **kw):
    s = city(police="B3")
    s = player(s, 0, pos="M5", **{"evidence": 0, **kw})  # no evidence: no investigation before the reveal
    s = criminal(s, 1, card, "M5", face_up=face_up)
    if marker:
        s = E.set_crim(s, replace(E.crim(s, 1), investigators=(0,)))
    return play(turn_of(s, 0), ("attack", 1))


def test_4_2_3_reveal_wound_to_the_skull_ends_the_attack_and_the_turn() -> None:
    s = _attack("C04", stamina=1, ammo=2, influence=1)  # Jade Knife Li: R_WOUND_1
    p = s.players[0]
    assert p.pos == "M1" and p.stamina == 4 and p.influence == 0 and p.ammo == 2
    c = E.crim(s, 1)
    assert c.face_up and not c.defeated and not [t for t in s.stack if t[:2] == ("R", "die")]
    assert GAME.current_player(s) != 0 or top(s)[2] != "main"


def test_4_2_3_red_reveal_applies_only_without_a_marker() -> None:
    s = _attack("C20", ammo=3)  # Dice Marlowe: R_DISARM, lose 2 ammo
    assert s.players[0].ammo == 1 and legal(s) == [("ammo", 0), ("ammo", 1)]
    s = _attack("C20", ammo=3, evidence=0, marker=True)
    assert s.players[0].ammo == 3
    s = _attack("C17", credits=3)  # Goldie Quick: R_BRIBE
    assert s.players[0].credits == 2


def test_4_2_3_white_reveal_applies_only_with_a_marker() -> None:
    s = _attack("C03", credits=0, marker=True)  # Madame Xiu: W_CREDITS_2
    assert s.players[0].credits == 2
    s = _attack("C03", credits=0)
    assert s.players[0].credits == 0
    s = _attack("C27", stamina=4, marker=True)  # Doc Verdant: W_HEAL_2
    assert s.players[0].stamina == 6
    s = _attack("C26", evidence=0, marker=True)  # Rusty Calloway: W_EVIDENCE_2
    assert s.players[0].evidence == 2


def test_4_2_3_reveal_only_once_at_the_flip() -> None:
    s = _attack("C20", ammo=3, face_up=True)  # already face up: no reveal effect
    assert s.players[0].ammo == 3


def _fail(card: str, **kw):
    s = _attack(card, face_up=True, ammo=0, **kw)
    return play(s, die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))


def test_4_2_3_retaliations_hit_the_attacker() -> None:
    assert _fail("C04").players[0].stamina == 5  # T_WOUND_2
    assert _fail("C25", fuel=3).players[0].fuel == 1  # T_LOSE_FUEL_2
    assert _fail("C19", evidence=1).players[0].evidence == 0  # T_LOSE_EVIDENCE_2 (as many as he has)
    s = _fail("C03", credits=3)  # T_PAY_2
    assert s.players[0].credits == 1
    assert _fail("C09", influence=0).players[0].influence == 0  # T_LOSE_INFLUENCE_1, not below 0
    assert _fail("C09", influence=2).players[0].influence == 1
    assert _fail("C06").players[0].tokens == ()  # T_REVEAL_ID: ignored in Agent mode
    assert not _fail("C06").reveals


def test_4_2_3_retaliation_removes_the_top_informant_here_bottom_moves_up() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M4", ammo=0)
    s = informant(s, "M4", 1, 2)
    s = criminal(s, 1, "C07", "M4", face_up=True)  # T_KILL_INFORMANT_HERE
    s = play(turn_of(s, 0), ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))
    assert s.slots[E.pidx("M4")] == (2, EMPTY)


def test_4_2_3_escape_moves_the_criminal_one_step() -> None:
    s = _fail("C18")  # Ace Navarro: T_ESCAPE; M5 -> M4 on the path
    assert E.crim(s, 1).pos == "M4" and not E.crim(s, 1).defeated


# ----- 4.3 City phase --------------------------------------------------------------------------------
def test_4_2_action_phase_starts_with_the_director_clockwise() -> None:
    s = city(n=3, police="B3", director=2)
    s = _run(s, ("action_phase",))
    turns = [t[1] for t in reversed(s.stack) if t[0] == "turn_start"]
    assert top(s)[:3] == ("D", 2, "main") and turns == [0, 1]


def test_4_3_1_no_checks_where_the_police_stands() -> None:
    s = city(police="M4")  # pretend the police is on D2 (M4)
    s = criminal(s, 1, "C01", "M5")
    s = assassin(s, "M4")
    s = bomb(s, "M4", 1)
    s = E.criminal_step(s, 1)
    assert E.crim(s, 1).pos == "M4" and s.assassins == ("M4",) and s.bombs[0].timer == 1


def test_4_3_1_bomb_check_lowers_the_timer() -> None:
    s = city(police="B1")
    s = criminal(s, 1, "C01", "M5")
    s = bomb(s, "M4", 3)
    s = E.criminal_step(s, 1)
    assert s.bombs[0].timer == 2


def test_4_3_2_informants_that_absorb_the_whole_task_let_the_assassin_move_on() -> None:
    """4.3.2: 2 stamina - 1 per own informant; an agent who lost nothing has not "lost stamina",
    so the activation goes on; the task still removes the top informant (bottom moves up)."""
    s = city(police="B1")
    s = player(s, 0, pos="B2")
    s = informant(s, "B2", 0, 0)
    s = player(s, 1, pos="B3")
    s = assassin(s, "B2")  # path B2 -> B3
    s = _run(replace(s, phase="city"), ("assassins_act",))
    assert s.players[0].stamina == 7 and s.slots[E.pidx("B2")] == (0, EMPTY)
    assert s.players[1].stamina == 5 and s.assassins == ("B3",)


def test_4_3_2_an_unruly_criminal_stops_the_task() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="M5")
    s = informant(s, "M5", 1)
    s = criminal(s, 1, "C01", "M5")
    s = assassin(s, "M5")  # path M5 -> M4 -> T3
    s = _run(replace(s, phase="city"), ("assassins_act",))
    assert s.players[0].stamina == 7 and s.slots[E.pidx("M5")] == (1, EMPTY)
    assert s.assassins == ("M4",)  # moved once, nobody on T3: no second move


def test_4_3_2_assassin_leaving_the_path_goes_to_the_bag() -> None:
    s = city(police="B1")
    bag = len(s.bag)
    s = assassin(s, "T2")  # the last path location
    s = _run(replace(s, phase="city"), ("assassins_act",))
    assert s.assassins == () and len(s.bag) == bag


def test_4_3_3_police_goes_from_6_to_1_and_clears_only_assassins_and_bombs() -> None:
    s = city(police="T2")  # D6
    s = assassin(s, "B5")  # D1
    s = bomb(s, "B5", 4)
    s = criminal(s, 1, "C01", "B5")
    s = _run(replace(s, phase="city"), ("police_move",))
    assert s.police == "B5" and s.assassins == () and s.bombs == ()
    assert E.crim(s, 1).pos == "B5" and s.bag.count("A") == 4 and s.bag.count("B") == 4


def test_4_3_5_director_passes_clockwise_first_player_marker_stays() -> None:
    s = city(n=3, director=2)
    s = _run(s, ("new_director",))
    assert s.director == 0 and s.first_player == 2


# ----- 4.4 Bomb explosion ----------------------------------------------------------------------------
def test_4_4_explosion_informants_discs_and_every_player_around() -> None:
    s = city(n=4, mode="android", police="B1")
    s = player(s, 0, pos="M4", stamina=7)
    s = player(s, 1, pos="T3", exposed=True, tokens=(), revealed=("A", "A"))  # androids are players too
    s = player(s, 2, pos="HQ")  # adjacent but safe
    s = player(s, 3, pos="M5", exposed=True, tokens=(), revealed=("A", "A"))  # the android shield
    s = informant(s, "M4", 2, 3)
    s = assassin(s, "M4")
    s = criminal(s, 1, "C01", "M4", face_up=True, defeated=True)
    s = bomb(s, "M4", 1)
    s = E.tick(s, s.bombs[0].id)
    assert [p.stamina for p in s.players] == [3, 5, 7, 7]
    assert s.slots[E.pidx("M4")] == (EMPTY, EMPTY) and s.assassins == () and not s.criminals
    assert s.bag.count("B") == 4 and s.bag.count("A") == 4 and "C1" in s.bag


# ----- 5 Game end ----------------------------------------------------------------------------------
def test_5_game_ends_after_the_city_phase_of_the_last_round() -> None:
    for mode, n, last in (("agent", 2, 6), ("android", 3, 8)):
        s = city(n=n, mode=mode, round_=last)
        s = _run(replace(s, phase="city"), ("round_start",))
        assert GAME.current_player(s) == TERMINAL and s.phase == "over"
        s = city(n=n, mode=mode, round_=last - 1)
        s = _run(replace(s, phase="city"), ("round_start",))
        assert s.round == last and GAME.current_player(s) == CHANCE


def test_5_score_counts_informants_and_turned_in_syndicates_not_custody() -> None:
    s = city(n=2, police="B3")
    s = player(s, 0, influence=3, turned_in=("C01", "C02", "C41"))  # RED x2 + wild -> RED 3 = 6
    s = informant(s, "M5", 0, 0)
    s = criminal(s, 1, "C03", None, face_up=True, defeated=True, holder=0)  # custody: no score
    row = GAME.breakdown(s)[0]
    assert (row["influence"], row["informants"], row["syndicates"], row["total"]) == (3, 2, 6, 11)


def test_5_only_wild_criminals_form_one_group() -> None:
    s = city(n=2, police="B3")
    s = player(s, 0, turned_in=("C41", "C42"))
    assert GAME.breakdown(s)[0]["syndicates"] == 3


# ----- 6 Android mode ------------------------------------------------------------------------------
def _droid(n: int = 4, police: str = "B1"):
    s = city(n=n, mode="android", police=police)
    return replace(s, players=tuple(replace(p, tokens=("H", "H", "A")) for p in s.players))


def _expose(s, seat: int, **kw):
    return player(s, seat, exposed=True, tokens=(), revealed=("A", "A"), **kw)


def test_6_2_trigger_4_police_nearby_reveals_from_the_director_clockwise() -> None:
    s = replace(_droid(), director=2)
    s = player(s, 0, pos="B2")  # adjacent to B3 (district 5), where the police arrives from D4
    s = player(s, 1, pos="T1")  # far away
    s = player(s, 2, pos="B3")
    s = _expose(s, 3, pos="B4")  # exposed: no longer reveals
    s = _run(replace(s, phase="city"), ("police_move",))
    assert s.police == "B3"
    assert top(s)[:3] == ("D", 2, "reveal")
    s = play(s, ("reveal", "H"))
    assert top(s)[:3] == ("D", 0, "reveal")
    s = play(s, ("reveal", "H"))
    assert not [t for t in s.stack if t[:1] == ("D",)]


def test_6_3_three_players_one_android_removes_every_hidden_token() -> None:
    s = _droid(n=3)
    s = player(s, 0, pos="T1", evidence=4)
    s = player(s, 1, pos="T1", tokens=("A", "H"), revealed=("A",))
    s = play(turn_of(s, 0), ("screen", 1), ("reveal", "A"))
    assert s.players[1].exposed and s.limit_reached
    assert all(p.tokens == () for p in s.players)
    s = player(s, 0, evidence=8)
    assert not [a for a in legal(s) if a[0] == "screen"]


def test_6_2_a_player_reveals_at_most_once_per_round() -> None:
    s = _droid()
    s = player(s, 0, pos="T1", evidence=8)
    s = player(s, 1, pos="T1")
    s = play(turn_of(s, 0), ("screen", 1), ("reveal", "H"))
    assert ("screen", 1) not in legal(s) and s.players[0].evidence == 4


def test_6_2_skull_forces_a_reveal() -> None:
    s = _droid()
    s = player(s, 0, pos="HQ", ammo=0, stamina=1)
    s = play(turn_of(s, 0), ("move", "T2"))
    assert top(s)[:3] == ("D", 0, "reveal")


def test_6_2_screening_not_after_the_second_justice_action() -> None:
    s = _droid()
    s = player(s, 0, pos="T1", evidence=8, credits=5)
    s = player(s, 1, pos="T1")
    s = play(turn_of(s, 0), ("buy", 0), ("done",))
    assert ("screen", 1) in legal(s)  # between the first and second justice action
    s = play(s, ("search",), ("colour", "R"), die("AMMO2:r"), die("AMMO2:r"), ("reroll", 0))
    assert ("screen", 1) not in legal(s)


def test_6_4_exposure_removes_informants_bottom_moves_up_and_custody() -> None:
    s = _droid()
    s = player(s, 0, pos="T1", evidence=4)
    s = player(s, 1, pos="T1", tokens=("A", "H"), revealed=("A",), influence=2)
    s = informant(s, "M4", 1, 2)
    s = informant(s, "M5", 3, 1)
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 0), ("screen", 1), ("reveal", "A"))
    assert s.slots[E.pidx("M4")] == (2, EMPTY) and s.slots[E.pidx("M5")] == (3, EMPTY)
    assert s.players[1].custody == () and "C1" in s.bag
    assert s.players[1].influence == 1 and s.players[0].influence == 1


def test_6_5_underground_actions_once_per_location_and_two_in_all() -> None:
    s = _droid()
    s = _expose(s, 0, pos="T1", credits=4)  # Armory
    s = play(turn_of(s, 0), ("search",), ("colour", "R"), die("AMMO2:r"), die("AMMO2:r"), ("reroll", 0))
    assert ("search",) not in legal(s) and ("attack_location",) in legal(s)
    s = play(s, ("move", "M2"), ("ammo", 0), ("stop",))  # D3: 1 gangster, androids fight too
    assert s.players[0].stamina == 6
    assert ("search",) in legal(s)
    s = play(s, ("search",), ("colour", "R"), die("AMMO2:r"), die("AMMO2:r"), ("reroll", 0))
    assert not _kinds(s) & {"search", "buy", "attack_location", "attack_agent"}


def test_6_5_no_investigate_screen_reinforce_or_justice_for_androids() -> None:
    s = _droid()
    s = _expose(s, 0, pos="M5", evidence=8, credits=8)
    s = player(s, 1, pos="M5")
    s = criminal(s, 1, "C01", "M5")
    s = criminal(s, 2, "C25", "M5", face_up=True, defeated=True)
    s = assassin(s, "M5")
    kinds = _kinds(turn_of(s, 0))
    assert not kinds & {"investigate", "screen", "reinforce", "attack", "arrest", "attack_assassin", "steal"}
    assert {"attack_agent", "attack_location", "search", "buy"} <= kinds


def test_6_5_d_only_locations_with_informant_slots_and_not_destroyed() -> None:
    for pos in ("HQ", "M1"):
        s = _expose(_droid(), 0, pos=pos)
        assert "attack_location" not in _kinds(turn_of(s, 0))
    s = replace(_expose(_droid(), 0, pos="M2"), destroyed=("M2",))
    assert "attack_location" not in _kinds(turn_of(s, 0))


def test_6_5_c_agent_on_the_human_shield_cannot_be_attacked() -> None:
    s = _expose(_droid(), 0, pos="HQ")
    s = player(s, 1, pos="HQ")
    assert "attack_agent" not in _kinds(turn_of(s, 0))


def test_6_5_c_android_attack_defender_fuel_cars_and_skull_bonus() -> None:
    s = _droid()
    s = _expose(s, 0, pos="T1", ammo=0, influence=0)
    s = player(s, 1, pos="T1", stamina=2, fuel=1, influence=1)
    s = play(turn_of(s, 0), ("attack_agent", 1))
    assert top(s)[:3] == ("D", 1, "defend_fuel")
    s = play(s, ("fuel", 1), die("Br"), die("Br"), die("Br"), die("CAR:g"))
    assert s.players[1].pos == "M1" and s.players[1].stamina == 4 and s.players[1].influence == 0
    assert s.players[0].influence == 1 and s.players[0].stamina == 7


def test_6_6_destroyed_location_costs_agents_one_androids_nothing_and_removes_criminals() -> None:
    s = replace(_droid(), destroyed=("M2",))
    s = player(s, 0, pos="T1", vehicle=4)  # Shield: still loses 1 (cannot be prevented)
    s = play(turn_of(s, 0), ("move", "M2"))
    assert s.players[0].stamina == 6
    s = replace(_expose(_droid(), 0, pos="T1"), destroyed=("M2",))
    s = play(turn_of(s, 0), ("move", "M2"))
    assert s.players[0].stamina == 7
    s = replace(_droid(), destroyed=("M2",))
    s = criminal(s, 1, "C01", "T1")  # path T1 -> M2
    s = E.criminal_step(s, 1)
    assert E.crim(s, 1) is None and "C1" in s.bag


def test_6_6_nothing_to_do_on_a_destroyed_location() -> None:
    s = replace(_droid(), destroyed=("B5",))  # D1 had goods and a search icon
    s = player(s, 0, pos="B5", credits=8, evidence=4)
    s = bomb(s, "B5", 4)
    kinds = _kinds(turn_of(s, 0))
    assert not kinds & {"search", "buy", "reinforce", "investigate"}
    assert "defuse" in kinds  # a bomb on a destroyed district stays and can be defused


def test_6_7_agent_attacks_android_cars_cancel_skull_pays_the_agent() -> None:
    s = _droid()
    s = player(s, 0, pos="T1", ammo=0, influence=0)
    s = _expose(s, 1, pos="T1", stamina=1, fuel=0, influence=3)
    s = turn_of(s, 0)
    assert ("attack_android", 1) in legal(s)
    s = play(s, ("attack_android", 1), die("Br"), die("AMMO2:r"), die("AMMO2:r"))
    assert s.players[1].pos == "M1" and s.players[1].stamina == 4 and s.players[1].influence == 2
    assert s.players[0].influence == 1


def test_6_7_no_attack_on_an_android_on_the_android_shield_or_at_the_police() -> None:
    s = _droid(police="B1")
    s = player(s, 0, pos="B1")
    s = _expose(s, 1, pos="B1")
    assert "attack_android" not in _kinds(turn_of(s, 0))


# ----- 7 Hidden information ---------------------------------------------------------------------------
def test_7_views_hide_others_tokens_the_deck_and_cards_gone_face_down() -> None:
    s = _droid()
    s = player(s, 1, tokens=("A", "H"), revealed=("A",))
    s = criminal(s, 1, "C01", "T2", placed_round=0)  # leaves the city face down
    s = E.criminal_step(s, 1)
    for viewer in (0, 1, None):
        v = GAME.player_view(s, viewer)
        assert all(c is HIDDEN for c in v.deck)
        assert all(c is HIDDEN for c in v.out_pile)
        for seat, p in enumerate(v.players):
            assert all(t is HIDDEN for t in p.tokens) == (seat != viewer)
        assert v.players[1].revealed == ("A",)
    assert "C01" not in repr(GAME.to_json(GAME.player_view(s, 0)))


# ----- further statements ---------------------------------------------------------------------------
def test_4_1_a_26_bomb_on_a_destroyed_district_assassin_back_to_the_bag() -> None:
    s = replace(_droid(n=3, police="B3"), destroyed=("M2",))  # M2 = district 3
    s = replace(s, phase="time", drawn=("B", "A"), time_dice=(3, 3))
    s = replace(s, bag=tuple(sorted(s.bag[1:4] + s.bag[5:])))  # one A and one B out of the bag
    bag = sorted(s.bag)
    s = _run(s, ("time_assign",))
    s = play(s, ("d6", 2))
    assert [(b.pos, b.timer) for b in s.bombs] == [("M2", 2)]
    assert s.assassins == () and sorted(s.bag) == sorted(bag + ["A"])


def test_2_6_a_removed_informant_goes_to_the_box_not_to_its_owner() -> None:
    s = city(police="B1")
    s = player(s, 1, informants=6)
    s = informant(s, "B2", 1)
    s = assassin(s, "B2")
    s = _run(replace(s, phase="city"), ("assassins_act",))
    assert s.slots[E.pidx("B2")] == (EMPTY, EMPTY) and s.players[1].informants == 5


def test_4_0_4_retaliation_to_the_skull_ends_the_turn() -> None:
    s = _fail("C04", stamina=2, influence=1)  # T_WOUND_2
    p = s.players[0]
    assert (p.pos, p.stamina, p.influence) == ("M1", 4, 0)
    assert not (top(s)[:2] == ("D", 0))


def test_c_exposed_failed_assassin_attack_without_informant_reduction() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="M4", ammo=0, clocks=(("C_EXPOSED", 6),))
    s = informant(s, "M4", 0)
    s = assassin(s, "M4")
    s = play(turn_of(s, 0), ("attack_assassin",), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))
    assert s.players[0].stamina == 5


def test_4_0_2_android_safe_on_the_bazaar_not_at_hq() -> None:
    s = _expose(_droid(), 0, pos="M5", stamina=7)  # Bazaar: W2
    s = play(turn_of(s, 0), ("search",), ("colour", "R"), die("Br"), die("Br"), ("reroll", 0))
    assert s.players[0].stamina == 7
    s = _expose(_droid(), 0, pos="HQ", stamina=7, ammo=0)
    s = play(turn_of(s, 0), ("search",), ("colour", "R"), ("colour", "K"),
             die("Br"), die("Br"), die("CREDIT:k"), die("CREDIT:k"), ("reroll", 0))
    assert s.players[0].stamina == 5


def test_4_3_4_bombs_tick_and_explode_at_zero() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="B4")
    s = bomb(s, "B5", 1)
    s = _run(replace(s, phase="city"), ("bombs_tick",))
    assert not s.bombs and s.players[0].stamina == 5


def test_a_24_assassin_at_the_hospital_cannot_hurt_agents() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="M1")  # Hospital, on the path (M2 -> M1 -> B1)
    s = assassin(s, "M1")
    s = _run(replace(s, phase="city"), ("assassins_act",))
    assert s.players[0].stamina == 7 and s.assassins == ("B1",)


def test_4_2_5_androids_neither_steal_nor_are_stolen_from() -> None:
    s = _droid()
    s = player(s, 0, pos="T1", fuel=3)
    s = _expose(s, 1, pos="T1")
    s = criminal(s, 1, "C01", None, face_up=True, defeated=True, holder=0)
    assert "steal" not in _kinds(turn_of(s, 0))
    assert "steal" not in _kinds(turn_of(s, 1))

"""Rules audit of the engine against the spec (/work/shared/rules/rogue_agent.md), section by section.

Each test is written from the rule text it cites; the ones added for a divergence failed first.
"""

from __future__ import annotations

from game.games.rogue_agent import engine as E
from tests.games.rogue_agent.helpers import (
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


# ----- 4.2 decision point (c): Investigate between naming an attack's target and the reveal ---------
def test_4_2_c_investigate_before_the_reveal_of_the_second_justice_attack() -> None:
    """4.2: Investigate may be inserted in the middle of another action, at point (c) of an attack;
    the second justice action is still running then (only *after* it is the turn limited)."""
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0, evidence=2)
    s = criminal(s, 1, "C12", "M5")  # W_INTEL: the white reveal needs the attacker's marker
    s = turn_of(s, 0)
    s = replace(s, turn=replace(s.turn, justice=1, used=(("search", "M5"),)))
    s = play(s, ("attack", 1))
    assert top(s)[:3] == ("D", 0, "pre_attack")
    s = play(s, ("investigate", 1))
    assert s.players[0].evidence == 0
    # the marker makes the white W_INTEL reveal apply: a free black die joins the three red
    assert sorted(t[2] for t in s.stack if t[:2] == ("R", "die")) == ["K", "R", "R", "R"]


def test_4_2_no_investigation_after_the_second_justice_action() -> None:
    """4.2: after the second justice action only Reinforce or End turn."""
    s = city(police="B3")
    s = player(s, 0, pos="M5", ammo=0, evidence=4)
    s = criminal(s, 1, "C01", "M5", face_up=True)
    s = criminal(s, 2, "C12", "M5")
    s = turn_of(s, 0)
    s = replace(s, turn=replace(s.turn, justice=1, used=(("search", "M5"),)))
    s = play(s, ("attack", 1), die("AMMO2:r"), die("AMMO2:r"), die("AMMO2:r"))  # fails: T_WOUND_1
    assert top(s)[:3] == ("D", 0, "main")
    assert not [a for a in legal(s) if a[0] == "investigate"]


# ----- 4.2.3 / 2.7 R_TICK: a reveal tick that blows the target away ends the attack ------------------
def test_4_2_3_red_tick_explosion_removes_the_target_and_ends_the_attack() -> None:
    """2.7 R_TICK (every bomb -1, explode at 0) and 4.4 step 2 (criminal discs at the bomb's location go
    to the Data Stream): the named target has left play, so no dice are rolled and no ammo is spent."""
    s = city(police="B3")
    s = player(s, 0, pos="M4", ammo=2, stamina=7, evidence=0)
    s = bomb(s, "M4", 1)
    s = criminal(s, 1, "C29", "M4")  # Senora Cobre: R_TICK
    s = play(turn_of(s, 0), ("attack", 1))
    assert E.crim(s, 1) is None and "C1" in s.bag
    assert s.players[0].stamina == 3 and s.players[0].ammo == 2  # 4 lost at the bomb, no ammo asked for
    assert top(s)[:3] == ("D", 0, "main") and s.turn.justice == 1


# ----- 4.2.7 step 3: the searcher orders the dice -------------------------------------------------
def _search_here(pos: str, **kw) -> object:
    s = city(police="B3")
    s = player(s, 0, pos=pos, **kw)
    return play(turn_of(s, 0), ("search",))


def test_4_2_7_ammo_won_by_the_search_can_cancel_its_blast() -> None:
    """4.2.7 step 3: every die resolves in an order the player chooses, and a blast is cancelled by
    1 per ammo spent: AMMO x2 first (0 -> 2), then 1 ammo cancels the blast."""
    s = play(_search_here("B1", ammo=0), die("AMMO2:r"), die("Br"), ("reroll", 0))  # B1 = Foundry (D4), R2
    assert top(s)[:3] == ("D", 0, "search_ammo") and ("ammo", 1) in legal(s)
    s = play(s, ("ammo", 1))
    assert (s.players[0].ammo, s.players[0].stamina) == (1, 7)


def test_4_2_7_declining_the_won_ammo_costs_the_stamina() -> None:
    s = play(_search_here("B1", ammo=0), die("AMMO2:r"), die("Br"), ("reroll", 0), ("ammo", 0))
    assert (s.players[0].ammo, s.players[0].stamina) == (2, 6)


def test_4_2_7_heal_is_not_wasted_at_full_stamina() -> None:
    """4.2.7 step 3 (order chosen by the player): at 7, the blast first (6) and then HEAL (7)."""
    s = play(_search_here("T2", stamina=7, ammo=0), die("Bg"), die("HEAL:g"), ("reroll", 0))  # T2 = D6, G2
    assert s.players[0].stamina == 7


def test_4_2_7_heal_first_still_avoids_the_skull() -> None:
    """SRCH-G (8.4): HEAL before BLAST avoids a skull at stamina 1."""
    s = play(_search_here("T2", stamina=1, ammo=0), die("Bg"), die("HEAL:g"), ("reroll", 0))
    assert s.players[0].stamina == 1 and s.players[0].pos == "T2"


# ----- 6.5 D with 4.0.4 step 5: a skull in one's own turn stops the action in progress -------------
def _android_location_attack(stamina: int):
    s = city(n=4, mode="android", police="B1")
    s = player(s, 0, pos="M4", exposed=True, tokens=("H",), revealed=("A", "A"), ammo=1, stamina=stamina,
               influence=2)
    s = bomb(s, "M4", 4)
    s = play(turn_of(s, 0), ("attack_location",), ("ammo", 1))
    return play(s, die("Br"), die("Br"), die("Xr"), die("Xk"))  # 4 hits, no informants there


def test_6_5_d_android_skulled_by_the_bomb_of_the_location_does_not_destroy_it() -> None:
    """6.5 D: the bombs there explode first (the android is hit too); 4.0.4 step 5: a skull in his
    own turn ends the turn at once and nothing further of the action resolves: no destruction, no +1."""
    s = _android_location_attack(stamina=4)
    p = s.players[0]
    assert p.pos == "M1" and p.stamina == 4  # Hospital (M1 in this layout), heart space
    assert "M4" not in s.destroyed and p.influence == 1  # skull -1, and no +1 for destroying
    assert not s.bombs


def test_6_5_d_android_who_survives_the_blast_destroys_the_location() -> None:
    s = _android_location_attack(stamina=5)
    assert "M4" in s.destroyed and s.players[0].influence == 3 and s.players[0].stamina == 1


# ----- 6.5: an android's two underground actions do not end his patrolling --------------------------
def test_6_5_android_may_patrol_after_his_second_underground_action() -> None:
    """6.5: an android's turn may contain Patrol (agents' rules) and at most two underground actions;
    the "only Reinforce or End turn" of 4.2 follows the second *justice* action, which androids never take."""
    s = city(n=4, mode="android", police="B1")
    s = player(s, 0, pos="T1", exposed=True, tokens=(), revealed=("A", "A"), credits=4)  # T1 = Armory
    s = turn_of(s, 0)
    s = play(s, ("search",), ("colour", "R"), die("AMMO2:r"), die("UP_WEAPON:r"), ("reroll", 0))
    s = play(s, ("buy", 0), ("done",))
    assert s.turn.justice == 2
    acts = legal(s)
    assert ("move", "T2") in acts and ("move", "M2") in acts
    assert not [a for a in acts if a[0] in ("search", "buy", "attack_agent", "attack_location")]


def test_4_2_agent_may_not_patrol_after_his_second_justice_action() -> None:
    s = city(n=4, mode="android", police="B1")
    s = player(s, 0, pos="T1", credits=4)
    s = turn_of(s, 0)
    s = play(s, ("search",), ("colour", "R"), die("AMMO2:r"), die("UP_WEAPON:r"), ("reroll", 0))
    s = play(s, ("buy", 0), ("done",))
    assert not [a for a in legal(s) if a[0] == "move"] and ("end",) in legal(s)


# ----- 2.7 clock effects and A-15 expiry ------------------------------------------------------------
def _failed_attack(card: str, seat: int = 0, pos: str = "M5"):
    s = city(police="B3")
    s = player(s, seat, pos=pos, ammo=0)
    s = criminal(s, 4, card, pos, face_up=True)
    return play(turn_of(s, seat), ("attack", 4), die("AMMO2:r"), die("AMMO2:r"), die("UP_WEAPON:r"))


def test_a_15_clock_lasts_through_the_city_phase_and_ends_at_the_attackers_next_turn() -> None:
    s = _failed_attack("C10")  # Patch Delaney: C_HUNTED
    assert s.players[0].clocks == (("C_HUNTED", 4),)
    s = play(s, ("end",))
    assert s.players[0].clocks == (("C_HUNTED", 4),)  # the turn's end does not end it
    s = E.advance(E.push(replace(s, stack=(), phase="action"), ("turn_start", 0), ("main", 0)))
    assert s.players[0].clocks == ()


def test_a_15_clock_ends_when_the_criminal_leaves_the_city() -> None:
    s = _failed_attack("C10", pos="T2")  # T2: the last path location
    s = E.advance(E.push(replace(s, stack=(), phase="city"), ("city_move", 4)))
    assert E.crim(s, 4) is None and s.players[0].clocks == ()


def test_c_exposed_informants_do_not_reduce_a_gangster_fight() -> None:
    """C_EXPOSED: the targeted agent's informants give no protection (gangsters included)."""
    s = city(police="B1")
    s = player(s, 0, pos="B2", ammo=0, clocks=(("C_EXPOSED", 4),))  # B2 Motor Pool -> B3 Canal Heights (3)
    s = informant(s, "B3", 0)
    s = play(turn_of(s, 0), ("move", "B3"))
    assert s.players[0].stamina == 7 - 3


def test_c_no_cover_hq_does_not_shield_from_an_adjacent_explosion() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="HQ", clocks=(("C_NO_COVER", 4),))
    s = player(s, 1, pos="HQ")
    s = bomb(s, "M4", 1)
    s = E.tick(s, s.bombs[0].id)
    assert s.players[0].stamina == 5 and s.players[1].stamina == 7


def test_c_marked_steal_at_a_safe_location_and_no_defence_dice() -> None:
    s = city(police="B1")
    s = player(s, 0, pos="HQ", fuel=2)
    s = player(s, 1, pos="HQ", fuel=3, clocks=(("C_MARKED", 4),))
    s = criminal(s, 2, "C01", None, face_up=True, defeated=True, holder=1)
    s = play(turn_of(s, 0), ("steal", 1), ("fuel", 2))
    assert top(s)[:2] == ("R", "die") and s.players[1].fuel == 3  # straight to the roll
    s = play(s, die("CAR:g"), die("HEAL:g"))
    assert s.players[0].custody == (2,) and s.players[1].custody == ()


# ----- further rules without a test so far -------------------------------------------------------
def test_4_2_10_reinforce_at_the_police_location_fills_the_top_free_slot_and_ends_the_turn() -> None:
    s = city(police="B3")
    s = player(s, 0, pos="B3", credits=2)  # the police's district: no justice actions, Reinforce allowed
    s = informant(s, "B3", 1)
    s = turn_of(s, 0)
    assert not [a for a in legal(s) if a[0] in ("search", "buy")]
    s = play(s, ("reinforce",))
    assert s.slots[E.pidx("B3")] == (1, 0) and s.players[0].credits == 0 and s.players[0].informants == 6
    assert top(s) == ()  # the turn ended (only its turn_end remained)


def _assassin_from_t1(second_agent_at: str):
    s = city(police="B1")
    for seat in (0, 1, 2):
        s = player(s, seat, pos="HQ")
    s = player(s, 1, pos=second_agent_at)
    s = assassin(s, "T1")  # path T1 -> M2 -> M1
    return E.advance(E.push(replace(s, stack=(), phase="city"), ("assassins_act",)))


def test_4_3_2_assassin_moves_a_second_time_only_towards_an_agent() -> None:
    """4.3.2: task; nobody hurt -> one step and a task; still nobody -> a second step only if an agent
    stands on the next path location."""
    assert _assassin_from_t1("HQ").assassins == ("M2",)
    s = _assassin_from_t1("M1")  # M1 is the Hospital: the agent there is safe
    assert s.assassins == ("M1",) and s.players[1].stamina == 7


def test_4_1_criminal_placed_on_a_destroyed_district_goes_back_without_a_card() -> None:
    s = city(n=3, mode="android", police="B1")
    s = replace(s, destroyed=("M2",), phase="time", drawn=("C2",), time_dice=(3,))  # M2 = district 3
    deck = s.deck
    s = E.advance(E.push(replace(s, stack=()), ("time_assign",)))
    assert E.crim(s, 2) is None and "C2" in s.bag and s.deck == deck


def test_6_2_screening_reaches_a_player_where_the_screener_has_an_informant() -> None:
    s = city(n=4, mode="android", police="B1")
    s = player(s, 0, pos="HQ", evidence=4)
    s = player(s, 1, pos="T1", tokens=("A", "H", "H"))
    s = player(s, 2, pos="T3", tokens=("A", "A", "H"))
    s = informant(s, "T1", 0)
    s = turn_of(s, 0)
    screens = [a for a in legal(s) if a[0] == "screen"]
    assert screens == [("screen", 1)]
    s = play(s, ("screen", 1))
    assert top(s)[:3] == ("D", 1, "reveal") and s.players[0].evidence == 0


def test_6_5_underground_actions_are_allowed_where_the_police_stands() -> None:
    s = city(n=4, mode="android", police="B1")
    s = player(s, 0, pos="B1", exposed=True, tokens=(), revealed=("A", "A"), credits=2)  # B1 = Foundry
    s = turn_of(s, 0)
    assert ("search",) in legal(s) and ("attack_location",) in legal(s)

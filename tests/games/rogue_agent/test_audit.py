"""Rules audit of the engine against the spec (/work/shared/rules/rogue_agent.md), section by section.

Each test is written from the rule text it cites; the ones added for a divergence failed first.
"""

from __future__ import annotations

from game.games.rogue_agent import engine as E
from tests.games.rogue_agent.helpers import bomb, city, criminal, die, legal, play, player, replace, top, turn_of


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

"""Spec 8.3: Appendix B (City, Time and Action phase) mapped onto the stand-in layout.

Seats: grey 0 (director), yellow 1, purple 2 -- clockwise grey -> yellow -> purple.
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
    play,
    player,
    replace,
    top,
)

GREY, YELLOW, PURPLE = 0, 1, 2


def _given():
    s = city(n=3, police="B1", round_=2, director=GREY)
    s = player(s, GREY, pos="T1")
    s = player(s, YELLOW, pos="T2", stamina=7, fuel=3, ammo=1, evidence=2, credits=4)
    s = player(s, PURPLE, pos="HQ")
    s = informant(s, "T2", GREY, PURPLE)
    s = bomb(s, "M4", 2)
    s = informant(s, "M4", YELLOW)
    s = criminal(s, 6, "C01", "M5")
    s = criminal(s, 3, "C14", "B4")
    s = assassin(s, "B5")
    return s


def _city_phase():
    s = _given()
    s = E.push(replace(s, phase="city"), ("city_move", 1), ("city_move", 2), ("city_move", 3), ("city_move", 4),
               ("city_move", 5), ("city_move", 6))
    return E.advance(s)


def test_step_1_criminals_move_and_the_assassin_flees_twice() -> None:
    s = _city_phase()
    assert E.crim(s, 3).pos == "B5" and E.crim(s, 6).pos == "M4"
    assert s.assassins == ("T3",)
    assert s.bombs[0].timer == 1


def test_whole_city_phase_then_time_phase() -> None:
    s = _given()
    s = E.advance(E.push(replace(s, stack=()), ("city_phase",)))
    # step 2: the assassin hurts yellow on T2 and removes grey's informant; purple's moves up
    assert s.assassins == ("T2",)
    assert s.players[YELLOW].stamina == 5
    assert s.slots[E.pidx("T2")] == (PURPLE, -1)
    # step 3: the police moves from district 4 to district 5
    assert s.police == "B3"
    # step 4: the bomb in district 2 exploded: yellow's informant gone, criminal 6 back in the bag
    assert not s.bombs and E.crim(s, 6) is None
    assert s.slots[E.pidx("M4")] == (-1, -1)
    assert s.bag.count("B") == 4 and "C6" in s.bag
    assert s.out_pile == ("?C01",)  # out of play; it left face down, so it stays secret (section 7)
    from game.engine.core import HIDDEN
    from tests.games.rogue_agent.helpers import GAME

    assert GAME.player_view(s, YELLOW).out_pile == (HIDDEN,)
    assert s.players[PURPLE].stamina == 7  # adjacent but safe at HQ
    # step 5: yellow is the new director; Time phase of round 3 draws two discs
    assert s.director == YELLOW and s.round == 3 and s.phase == "time"
    assert top(s)[:2] == ("R", "disc")
    s = play(s, ("disc", "B"), ("disc", "C2"), ("d6", 3), ("d6", 5))
    assert top(s)[:3] == ("D", YELLOW, "assign")
    s = play(s, ("assign", 3), ("d6", 4), ("card", "C05"))
    assert E.crim(s, 2).pos == "B3" and not E.crim(s, 2).defeated and not E.crim(s, 2).face_up
    assert E.crim(s, 2).card == "C05"
    assert s.police == "B3"  # the criminal stays next to the police
    assert [(b.pos, b.timer) for b in s.bombs] == [("M2", 4)]
    return_state = s
    assert top(return_state)[:3] == ("D", YELLOW, "main")


def test_yellows_turn() -> None:
    s = _given()
    s = E.advance(E.push(replace(s, stack=()), ("city_phase",)))
    s = play(s, ("disc", "B"), ("disc", "C2"), ("d6", 3), ("d6", 5), ("assign", 3), ("d6", 4), ("card", "C05"))
    p = s.players[YELLOW]
    assert (p.fuel, p.ammo, p.evidence, p.credits, p.stamina) == (3, 1, 2, 4, 5)
    # 1. free patrol T2 -> HQ
    s = play(s, ("move", "HQ"), ("stop",))
    # 2. search HQ with a red pair and a black pair; X doubles the ammo; the blast is ignored at HQ
    s = play(s, ("search",), ("colour", "R"))
    assert ("colour", "R") not in E.options(s)  # two pairs of one colour would need four dice
    s = play(s, ("colour", "K"), die("AMMO2:r"), die("Br"), die("Xk"), die("EVIDENCE2:k"), ("reroll", 0), ("amp", 0))
    p = s.players[YELLOW]
    assert (p.ammo, p.evidence, p.stamina) == (5, 4, 5)
    # 3. patrol (1 fuel) to district 2: two gangsters, 2 ammo spent
    s = play(s, ("move", "M4"), ("ammo", 2), ("stop",))
    assert (s.players[YELLOW].fuel, s.players[YELLOW].ammo, s.players[YELLOW].stamina) == (2, 3, 5)
    # 4. patrol (1 fuel) M4 -> B4 -> B5: district 1 costs 2 stamina
    s = play(s, ("move", "B4"), ("move", "B5"), ("ammo", 0))
    assert (s.players[YELLOW].fuel, s.players[YELLOW].stamina) == (1, 3)
    # 5. investigate criminal 3 (Terrorist Jack)
    s = play(s, ("investigate", 3))
    assert s.players[YELLOW].evidence == 2 and E.crim(s, 3).investigators == (YELLOW,)
    # 6. attack: the red reveal is not applied (yellow's marker), 3 red + 1 black, 2 hits < 3
    s = play(s, ("attack", 3))
    assert E.crim(s, 3).face_up and E.crim(s, 3).investigators == ()
    assert s.bombs[0].timer == 4  # R_TICK skipped
    s = play(s, ("ammo", 1), die("Br"), die("Br"), die("AMMO2:r"), die("EVIDENCE2:k"))
    assert s.bombs[0].timer == 3  # retaliation: every bomb -1
    # 7. reinforce at district 1; the turn ends
    s = play(s, ("reinforce",))
    p = s.players[YELLOW]
    assert (p.fuel, p.ammo, p.evidence, p.credits, p.stamina, p.influence) == (1, 2, 2, 2, 3, 0)
    assert s.slots[E.pidx("B5")][0] == YELLOW
    c = E.crim(s, 3)
    assert c.face_up and not c.defeated and c.pos == "B5"
    assert top(s)[:3] == ("D", PURPLE, "main")

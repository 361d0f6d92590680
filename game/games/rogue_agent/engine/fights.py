"""Rogue Agent engine: contests between players -- Steal (spec 4.2.5), android and agent fights (6.5 C,
6.7) and an android's attack on a location (6.5 D).
"""

from __future__ import annotations

from game.games.rogue_agent.engine.board import (
    bag_add,
    crim,
    has_clock,
    icon_count,
    note,
    pidx,
    push,
    set_crim,
    set_player,
)
from game.games.rogue_agent.engine.bombs import explode
from game.games.rogue_agent.engine.dice import attack_colours, cars, hits_of, roll_tasks
from game.games.rogue_agent.engine.procedures import (
    gain_influence,
    lose,
    lose_stamina,
    remove_criminal,
    remove_informant,
)
from game.games.rogue_agent.engine.stack import action, auto, decision
from game.games.rogue_agent.engine.turn import use_justice
from game.games.rogue_agent.state import EMPTY, RAState, replace


@action("steal")
def a_steal(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "steal")
    top = min(3, s.players[seat].fuel)
    if top == 0:
        return push(s, ("defend", seat, a[1], 0, "steal"))
    return push(s, ("D", seat, "steal_fuel", a[1]))


@decision("steal_fuel")
def o_steal_fuel(s: RAState, seat: int, target: int) -> list[tuple]:
    return [("fuel", k) for k in range(min(3, s.players[seat].fuel) + 1)]


@decision("steal_fuel")
def d_steal_fuel(s: RAState, seat: int, a: tuple, target: int) -> RAState:
    return push(lose(s, seat, "fuel", a[1]), ("defend", seat, target, a[1], "steal"))


@auto
def t_defend(s: RAState, seat: int, target: int, used: int, why: str) -> RAState:
    """The defender may buy the remaining green dice with fuel (steal, android fights)."""
    left = 3 - used
    tp = s.players[target]
    if left > 0 and tp.fuel > 0 and not has_clock(s, target, "C_MARKED"):
        return push(s, ("D", target, "defend_fuel", seat, used, why))
    return push(s, ("duel_roll", seat, target, used, 0, why))


@decision("defend_fuel")
def o_defend_fuel(s: RAState, seat: int, attacker: int, used: int, why: str) -> list[tuple]:
    return [("fuel", k) for k in range(min(3 - used, s.players[seat].fuel) + 1)]


@decision("defend_fuel")
def d_defend_fuel(s: RAState, seat: int, a: tuple, attacker: int, used: int, why: str) -> RAState:
    return push(lose(s, seat, "fuel", a[1]), ("duel_roll", attacker, seat, used, a[1], why))


@auto
def t_duel_roll(s: RAState, seat: int, target: int, used: int, defence: int, why: str) -> RAState:
    s = replace(s, roll=(), roll2=())
    if why == "steal":
        mine = ["G"] * used
    else:  # an android fight: ``used`` counts the attacker's green dice, ammo already paid
        mine = attack_colours(s.players[seat], int(why.split(":")[1]))
    return push(s, *roll_tasks(mine), *roll_tasks(["G"] * defence, 1), ("duel_resolve", seat, target, why))


@auto
def t_duel_resolve(s: RAState, seat: int, target: int, why: str) -> RAState:
    if why == "steal":
        n = max(0, cars(s.roll) - cars(s.roll2))
        custody = s.players[target].custody
        if n >= len(custody):
            for num in custody:
                s = take(s, seat, target, num)
            return s
        return push(s, *[("D", seat, "take", target)] * n)
    hits = max(0, hits_of(s.roll) - cars(s.roll2))
    s = note(s, "hits", hits)
    old = s.players[target].stamina
    s, lost = lose_stamina(s, target, hits)
    if lost and lost == old:  # the target hit the skull: the winner of the fight +1 (6.2.1)
        s = gain_influence(s, seat, 1)
    return s


def take(s: RAState, seat: int, target: int, num: int) -> RAState:
    tp = s.players[target]
    s = set_player(s, target, custody=tuple(n for n in tp.custody if n != num))
    s = set_player(s, seat, custody=s.players[seat].custody + (num,))
    c = crim(s, num)
    assert c is not None
    return set_crim(s, replace(c, holder=seat))


@decision("take")
def o_take(s: RAState, seat: int, target: int) -> list[tuple]:
    return [("take", n) for n in s.players[target].custody]


@decision("take")
def d_take(s: RAState, seat: int, a: tuple, target: int) -> RAState:
    return take(s, seat, target, a[1])


@action("attack_agent")
def a_attack_agent(s: RAState, seat: int, a: tuple) -> RAState:
    return _fight(use_justice(s, "attack_agent"), seat, a[1])


@action("attack_android")
def a_attack_android(s: RAState, seat: int, a: tuple) -> RAState:
    return _fight(use_justice(s, "attack_android"), seat, a[1])


def _fight(s: RAState, seat: int, target: int) -> RAState:
    if min(3, s.players[seat].ammo) == 0:
        return push(s, ("fight_go", seat, target, 0))
    return push(s, ("D", seat, "fight_ammo", target))


@decision("fight_ammo")
def o_fight_ammo(s: RAState, seat: int, target: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(3, s.players[seat].ammo) + 1)]


@decision("fight_ammo")
def d_fight_ammo(s: RAState, seat: int, a: tuple, target: int) -> RAState:
    return push(s, ("fight_go", seat, target, a[1]))


@auto
def t_fight_go(s: RAState, seat: int, target: int, ammo: int) -> RAState:
    s = lose(s, seat, "ammo", ammo)
    greens = min(3, icon_count(s.players[seat], "pistol"))
    return push(s, ("defend", seat, target, greens, f"fight:{ammo}"))


@action("attack_location")
def a_attack_location(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "attack_location")
    target = ("location", 0, 0, 0)
    if min(3, s.players[seat].ammo) == 0:
        return push(s, ("atk_roll", seat, target, 0, 0), ("loc_resolve", seat))
    return push(s, ("D", seat, "loc_ammo"))


@decision("loc_ammo")
def o_loc_ammo(s: RAState, seat: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(3, s.players[seat].ammo) + 1)]


@decision("loc_ammo")
def d_loc_ammo(s: RAState, seat: int, a: tuple) -> RAState:
    return push(s, ("atk_roll", seat, ("location", 0, 0, 0), 0, a[1]), ("loc_resolve", seat))


@auto
def t_loc_resolve(s: RAState, seat: int) -> RAState:
    pos = s.players[seat].pos
    hits = hits_of(s.roll)
    for _ in range(2):
        if hits >= 1 and s.slots[pidx(pos)][0] != EMPTY:
            s = remove_informant(s, pos, 0)
            hits -= 1
    if hits < 2:
        return s
    for b in [b.id for b in s.bombs if b.pos == pos]:
        s = explode(s, b)
    if s.cut:  # the blast sent the android to the skull: nothing further of the action (4.0.4 step 5)
        return s
    s = bag_add(s, *["A" for x in s.assassins if x == pos])
    s = replace(s, assassins=tuple(x for x in s.assassins if x != pos))
    for c in [c for c in s.criminals if c.pos == pos]:
        s = remove_criminal(s, c.num)
    s = note(replace(s, destroyed=tuple(sorted(s.destroyed + (pos,), key=pidx))), "destroyed", pos)
    return gain_influence(s, seat, 1)

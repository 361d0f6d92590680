"""Rogue Agent engine: the Attack justice action (spec 4.2.3) on criminals and assassins -- the reveal
effects, the roll and the retaliations of 2.7.
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import (
    Task,
    bag_add,
    card_of,
    crim,
    note,
    pidx,
    push,
    set_crim,
    set_player,
)
from game.games.rogue_agent.engine.city import criminal_step
from game.games.rogue_agent.engine.dice import attack_colours, hits_of, roll_tasks
from game.games.rogue_agent.engine.procedures import (
    gain,
    gain_influence,
    hurt,
    informant_positions,
    lose,
    lose_stamina,
    pay,
    queue_reveal,
    remove_criminal,
    remove_informant,
    remove_own_informant,
)
from game.games.rogue_agent.engine.stack import action, auto, decision
from game.games.rogue_agent.engine.turn import a_investigate, can_investigate, use_justice
from game.games.rogue_agent.state import EMPTY, RAState, replace


@action("attack")
def a_attack(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "attack")
    s = push(s, ("atk_reveal", seat, a[1]))
    c = crim(s, a[1])
    if c is not None and not c.face_up and can_investigate(s, seat, in_attack=True):
        s = push(s, ("D", seat, "pre_attack", a[1]))
    return s


@decision("pre_attack")
def o_pre_attack(s: RAState, seat: int, num: int) -> list[tuple]:
    return [("investigate", n) for n in can_investigate(s, seat, in_attack=True)] + [("proceed",)]


@decision("pre_attack")
def d_pre_attack(s: RAState, seat: int, a: tuple, num: int) -> RAState:
    if a[0] == "proceed":
        return s
    s = a_investigate(s, seat, a)
    if can_investigate(s, seat, in_attack=True):
        s = push(s, ("D", seat, "pre_attack", num))
    return s


@action("attack_assassin")
def a_attack_assassin(s: RAState, seat: int, a: tuple) -> RAState:
    s = use_justice(s, "attack")
    return push(s, *ammo_then_roll(s, seat, ("assassin", 0, 0, 0)))


def ammo_then_roll(s: RAState, seat: int, target: tuple, intel: int = 0) -> list[Task]:
    p = s.players[seat]
    top = min(p.ammo, 3 - intel)
    if top <= 0:
        return [("atk_roll", seat, target, intel, 0)]
    return [("D", seat, "atk_ammo", target, intel)]


@decision("atk_ammo")
def o_atk_ammo(s: RAState, seat: int, target: tuple, intel: int) -> list[tuple]:
    return [("ammo", k) for k in range(min(s.players[seat].ammo, 3 - intel) + 1)]


@decision("atk_ammo")
def d_atk_ammo(s: RAState, seat: int, a: tuple, target: tuple, intel: int) -> RAState:
    return push(s, ("atk_roll", seat, target, intel, a[1]))


@auto
def t_atk_roll(s: RAState, seat: int, target: tuple, intel: int, ammo: int) -> RAState:
    s = lose(s, seat, "ammo", ammo)
    colours = attack_colours(s.players[seat], ammo, intel)
    s = replace(s, roll=(), roll2=())
    return push(s, *roll_tasks(colours), ("atk_resolve", seat, target))


@auto
def t_atk_reveal(s: RAState, seat: int, num: int) -> RAState:
    c = crim(s, num)
    if c is None or c.pos != s.players[seat].pos or c.defeated:
        return s
    mod = intel = 0
    if not c.face_up:
        marked = seat in c.investigators
        s = set_crim(s, replace(c, face_up=True, investigators=()))
        code = K.CARDS[c.card].reveal
        if code and code.startswith("R_") and not marked or code and code.startswith("W_") and marked:
            if code == "R_SLIP":
                return criminal_step(s, num)
            if code == "R_KILL_INFORMANT":
                kill = kill_informant_tasks(s, seat)
                return push(s, *kill, *ammo_then_roll(s, seat, ("criminal", num, 0, 0)))
            if code == "R_TICK":  # the tick may blow the target away: then the attack ends
                return push(s, ("bombs_tick", None, seat), ("atk_go", seat, num))
            s, mod, intel = reveal_effect(s, seat, code)
            if s.cut:
                return s
    return push(s, *ammo_then_roll(s, seat, ("criminal", num, mod, 0), intel))


@auto
def t_atk_go(s: RAState, seat: int, num: int) -> RAState:
    """Go on to the dice only if the target is still an unruly criminal at the attacker's location."""
    c = crim(s, num)
    if c is None or c.pos != s.players[seat].pos or c.defeated:
        return s
    return push(s, *ammo_then_roll(s, seat, ("criminal", num, 0, 0)))


def reveal_effect(s: RAState, seat: int, code: str) -> tuple[RAState, int, int]:
    mod = intel = 0
    if code.startswith(("R_WOUND_", "W_")) and code[-1].isdigit():
        n = int(code[-1])
        if code.startswith("R_WOUND"):
            s, _ = lose_stamina(s, seat, n)
        else:
            track = {"W_EVIDENCE_2": "evidence", "W_AMMO_2": "ammo", "W_CREDITS_2": "credits",
                     "W_HEAL_2": "stamina"}[code]
            s = gain(s, seat, track, n)
    elif code == "R_TOUGH":
        mod = 1
    elif code == "W_WEAK":
        mod = -1
    elif code == "W_INTEL":
        intel = 1
    elif code == "R_DISARM":
        s = lose(s, seat, "ammo", 2)
    elif code == "R_BRIBE":
        s = pay(s, seat, 1)
    return s, mod, intel


def kill_informant_tasks(s: RAState, seat: int) -> list[Task]:
    where = informant_positions(s, seat)
    if not where:
        return []
    return [("D", seat, "kill_inf")]


@decision("kill_inf")
def o_kill_inf(s: RAState, seat: int) -> list[tuple]:
    return [("informant", p) for p in informant_positions(s, seat)]


@decision("kill_inf")
def d_kill_inf(s: RAState, seat: int, a: tuple) -> RAState:
    return remove_own_informant(s, seat, a[1])


@auto
def t_atk_resolve(s: RAState, seat: int, target: tuple) -> RAState:
    hits = hits_of(s.roll)
    kind = target[0]
    s = note(s, "hits", hits)
    if kind == "assassin":
        pos = s.players[seat].pos
        if hits >= 2 and pos in s.assassins:
            rest = list(s.assassins)
            rest.remove(pos)
            s = note(s, "assassin", 1)
            return gain_influence(bag_add(replace(s, assassins=tuple(rest)), "A"), seat, 1)
        s = note(s, "assassin", 0)
        s, _ = hurt(s, seat, 2, pos, informants=True, hunted=False)
        return s
    if kind != "criminal":
        return s
    num, mod = target[1], target[2]
    c = crim(s, num)
    if c is None:
        return s
    need = max(1, K.CARDS[c.card].hits + mod)
    if hits >= need:
        return gain_influence(note(set_crim(s, replace(c, defeated=True)), "defeated", num), seat, 1)
    return retaliate(note(s, "retaliation", num, K.CARDS[c.card].retaliation or ""), seat, num)


def retaliate(s: RAState, seat: int, num: int) -> RAState:
    code = card_of(s, num).retaliation
    if not code:
        return s
    if code in K.CLOCK_EFFECTS:
        return set_player(s, seat, clocks=s.players[seat].clocks + ((code, num),))
    if code.startswith("T_WOUND_"):
        s, _ = lose_stamina(s, seat, int(code[-1]))
        return s
    if code == "T_KILL_INFORMANT_CITY":
        if s.flag("t_kill_informant_city") == "any_attackers_choice":
            return push(s, ("D", seat, "kill_any")) if any_informants(s) else s
        return push(s, *kill_informant_tasks(s, seat))
    if code == "T_KILL_INFORMANT_HERE":
        pos = s.players[seat].pos
        return remove_informant(s, pos, 0) if s.slots[pidx(pos)][0] != EMPTY else s
    if code.startswith("T_LOSE_") and code != "T_LOSE_INFLUENCE_1":
        return lose(s, seat, code.split("_")[2].lower(), 2)
    if code == "T_PAY_2":
        return pay(s, seat, 2)
    if code == "T_TICK_ALL":
        return push(s, ("bombs_tick", None, seat))
    if code == "T_ESCAPE":
        return criminal_step(s, num)
    if code == "T_DROP_CUSTODY":
        return push(s, ("D", seat, "drop")) if s.players[seat].custody else s
    if code == "T_LOSE_INFLUENCE_1":
        return gain_influence(s, seat, -1)
    if code == "T_REVEAL_ID":
        return queue_reveal(s, seat, 2)
    return s


def any_informants(s: RAState) -> list[tuple[str, int]]:
    """Every informant in the city, any owner, as (position, slot 0 top / 1 bottom): the
    attacker's choice under ``t_kill_informant_city = any_attackers_choice`` (spec 2.7, A-16).
    A bottom informant of the same owner as the top one is the same choice (the result is
    the same), so it is listed once."""
    out: list[tuple[str, int]] = []
    for p in K.POS_ORDER:
        top, bottom = s.slots[pidx(p)]
        if top != EMPTY:
            out.append((p, 0))
        if bottom != EMPTY and bottom != top:
            out.append((p, 1))
    return out


@decision("kill_any")
def o_kill_any(s: RAState, seat: int) -> list[tuple]:
    return [("informant", p, slot) for p, slot in any_informants(s)]


@decision("kill_any")
def d_kill_any(s: RAState, seat: int, a: tuple) -> RAState:
    return remove_informant(s, a[1], a[2])


@decision("drop")
def o_drop(s: RAState, seat: int) -> list[tuple]:
    return [("drop", n) for n in s.players[seat].custody]


@decision("drop")
def d_drop(s: RAState, seat: int, a: tuple) -> RAState:
    return remove_criminal(s, a[1])

"""Rogue Agent engine: identity tokens in Android mode (spec 6.2-6.4) -- revealing, exposure, the
android limit and Screening.
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import note, pidx, push, set_player
from game.games.rogue_agent.engine.procedures import drop_custody, gain_influence, lose, remove_own_informant
from game.games.rogue_agent.engine.stack import action, auto, decision
from game.games.rogue_agent.state import EMPTY, RAState, replace


def can_reveal(s: RAState, seat: int) -> bool:
    p = s.players[seat]
    return s.mode == "android" and not s.limit_reached and not p.exposed and bool(p.tokens) and not p.revealed_round


def reveal(s: RAState, seat: int, kind: str, trigger: int, screener: int) -> RAState:
    p = s.players[seat]
    tokens = list(p.tokens)
    tokens.remove(kind)
    s = set_player(s, seat, tokens=tuple(tokens), revealed=p.revealed + (kind,), revealed_round=True)
    if s.players[seat].revealed.count("A") >= 2:
        s = expose(s, seat)
        if trigger == 3 and screener != EMPTY:
            s = gain_influence(gain_influence(s, screener, 1), seat, -1)
    return s


def expose(s: RAState, seat: int) -> RAState:
    s = drop_custody(s, seat)
    for pos in K.POS_ORDER:
        while seat in s.slots[pidx(pos)]:
            s = remove_own_informant(s, seat, pos)
    s = note(set_player(s, seat, exposed=True), "exposed", seat)
    if sum(p.exposed for p in s.players) >= K.ANDROID_LIMIT[s.num_players]:
        s = replace(s, limit_reached=True, players=tuple(replace(p, tokens=()) for p in s.players))
    return s


@auto
def t_reveal_req(s: RAState, seat: int, trigger: int, screener: int) -> RAState:
    if not can_reveal(s, seat):
        return s
    return push(s, ("D", seat, "reveal", trigger, screener))


@action("screen")
def a_screen(s: RAState, seat: int, a: tuple) -> RAState:
    s = lose(s, seat, "evidence", 4)
    return push(s, ("reveal_req", a[1], 3, seat))


@decision("reveal")
def o_reveal(s: RAState, seat: int, trigger: int, screener: int) -> list[tuple]:
    return [("reveal", k) for k in sorted(set(s.players[seat].tokens))]


@decision("reveal")
def d_reveal(s: RAState, seat: int, a: tuple, trigger: int, screener: int) -> RAState:
    return reveal(s, seat, a[1], trigger, screener)

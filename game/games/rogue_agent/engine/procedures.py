"""Rogue Agent engine: the shared procedures of spec 4.0 -- tracks, credits and influence (4.0.5),
informants (4.0.7), criminals leaving play (4.0.6), stamina and the skull (4.0.3, 4.0.4), and
queueing an identity reveal (6.2).
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import (
    bag_add,
    crim,
    has_clock,
    hospital,
    note,
    pidx,
    protect,
    safe,
    set_player,
)
from game.games.rogue_agent.state import EMPTY, RAState, replace, setp


def gain_influence(s: RAState, seat: int, k: int) -> RAState:
    return set_player(s, seat, influence=max(0, s.players[seat].influence + k))


def gain(s: RAState, seat: int, track: str, k: int) -> RAState:
    """Move a marker right (capped); arriving on the end space from below gives +1 influence."""
    p = s.players[seat]
    if track == "stamina":
        return set_player(s, seat, stamina=min(K.STAMINA_MAX, p.stamina + k))
    if track == "credits":
        got = min(k, s.bank)
        return replace(set_player(s, seat, credits=p.credits + got), bank=s.bank - got)
    if track == "influence":
        return gain_influence(s, seat, k)
    top = int(K.TRACKS[track]["max"])
    old = getattr(p, track)
    new = min(top, old + k)
    s = set_player(s, seat, **{track: new})
    if new == top and old < top:
        if s.flag("end_bonus_first_time_only") and track in p.ends:
            return s
        s = gain_influence(set_player(s, seat, ends=tuple(sorted(set(p.ends) | {track}))), seat, 1)
    return s


def lose(s: RAState, seat: int, track: str, k: int) -> RAState:
    p = s.players[seat]
    return set_player(s, seat, **{track: max(0, getattr(p, track) - k)})


def pay(s: RAState, seat: int, k: int) -> RAState:
    p = s.players[seat]
    k = min(k, p.credits)
    return replace(set_player(s, seat, credits=p.credits - k), bank=s.bank + k)


def remove_informant(s: RAState, pos: str, slot: int) -> RAState:
    top, bottom = s.slots[pidx(pos)]
    cell = (bottom, EMPTY) if slot == 0 else (top, EMPTY)
    return replace(s, slots=setp(s.slots, pidx(pos), cell))


def clear_informants(s: RAState, pos: str) -> RAState:
    return replace(s, slots=setp(s.slots, pidx(pos), (EMPTY, EMPTY)))


def informant_positions(s: RAState, seat: int) -> list[str]:
    return [p for p in K.POS_ORDER if seat in s.slots[pidx(p)]]


def remove_own_informant(s: RAState, seat: int, pos: str) -> RAState:
    top, _bottom = s.slots[pidx(pos)]
    return remove_informant(s, pos, 0 if top == seat else 1)


def end_clocks(s: RAState, num: int) -> RAState:
    players = tuple(replace(p, clocks=tuple(c for c in p.clocks if c[1] != num)) for p in s.players)
    return replace(s, players=players)


def remove_criminal(s: RAState, num: int) -> RAState:
    c = crim(s, num)
    if c is None:
        return s
    s = replace(s, criminals=tuple(x for x in s.criminals if x.num != num))
    if c.holder != EMPTY:
        p = s.players[c.holder]
        s = set_player(s, c.holder, custody=tuple(n for n in p.custody if n != num))
    s = bag_add(s, f"C{num}")
    card = K.CARDS[c.card]
    if card.exit == "X_RETURN_DECK":
        s = replace(s, deck=tuple(sorted(s.deck + (card.id,))))
    else:
        s = replace(s, out_pile=s.out_pile + (card.id if c.face_up else "?" + card.id,))
    return end_clocks(s, num)


def drop_custody(s: RAState, seat: int) -> RAState:
    for n in s.players[seat].custody:
        s = remove_criminal(s, n)
    return s


def lose_stamina(s: RAState, seat: int, n: int) -> tuple[RAState, int]:
    """Apply a loss already reduced; returns the new state and the stamina actually lost."""
    if n <= 0:
        return s, 0
    p = s.players[seat]
    lost = min(n, p.stamina)
    s = set_player(s, seat, stamina=p.stamina - lost)
    if s.players[seat].stamina == 0:
        s = skull(s, seat)
    return s, lost


def skull(s: RAState, seat: int) -> RAState:
    s = note(gain_influence(s, seat, -1), "skull", seat)
    s = drop_custody(s, seat)
    s = set_player(s, seat, pos=hospital(s), stamina=K.HEART)
    if s.phase == "action" and s.turn.seat == seat:
        s = replace(s, cut=True)
    return queue_reveal(s, seat, 1)


def hurt(s: RAState, seat: int, base: int, pos: str, *, informants: bool, hunted: bool) -> tuple[RAState, int]:
    """An assassin task / bomb / failed assassin attack on one player (reductions of 4.0.3)."""
    if safe(s, seat, pos):
        return s, 0
    loss = base - (protect(s, seat, pos) if informants else 0)
    if loss >= 1 and hunted and has_clock(s, seat, "C_HUNTED"):
        loss += 1
    return lose_stamina(s, seat, max(0, loss))


def queue_reveal(s: RAState, seat: int, trigger: int, screener: int = EMPTY) -> RAState:
    if s.mode != "android" or s.players[seat].exposed:
        return s
    return replace(s, reveals=s.reveals + ((seat, trigger, screener),))

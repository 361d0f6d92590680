"""Rogue Agent engine: the City phase (spec 4.3) -- criminals move along the event path, assassins
strike, the police squad moves, bombs tick, a new director.
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import (
    bag_add,
    crim,
    district_pos,
    event_order,
    is_agent,
    is_destroyed,
    note,
    order_from,
    pidx,
    push,
    set_crim,
    tell,
    tile,
)
from game.games.rogue_agent.engine.bombs import tick
from game.games.rogue_agent.engine.procedures import hurt, queue_reveal, remove_criminal, remove_informant
from game.games.rogue_agent.engine.stack import auto, decision
from game.games.rogue_agent.state import EMPTY, RAState, replace


def next_on_path(pos: str) -> str | None:
    if pos not in K.EVENT_PATH:
        return None
    i = K.EVENT_PATH.index(pos)
    return K.EVENT_PATH[i + 1] if i + 1 < len(K.EVENT_PATH) else None


def unruly_at(s: RAState, pos: str) -> bool:
    return any(c.pos == pos and not c.defeated for c in s.criminals)


def criminal_step(s: RAState, num: int) -> RAState:
    c = crim(s, num)
    if c is None or c.pos is None or c.defeated:
        return s
    new = next_on_path(c.pos)
    if new is None:
        if c.placed_round == s.round and c.pos == K.EVENT_PATH[-1]:
            new = K.EVENT_PATH[0]
        else:
            return remove_criminal(note(s, "left", num), num)
    if is_destroyed(s, new):
        return remove_criminal(tell(s, "gone", num, new), num)
    s = tell(s, "moved", num, c.pos, new)
    s = set_crim(s, replace(c, pos=new, placed_round=0))
    if s.police == new:
        return s
    s = assassins_flee(s, new)
    for b in [b.id for b in s.bombs if b.pos == new]:
        s = tick(s, b)
    return s


def assassins_flee(s: RAState, pos: str) -> RAState:
    count = s.assassins.count(pos)
    if not count:
        return s
    s = replace(s, assassins=tuple(a for a in s.assassins if a != pos))
    for _ in range(count):
        where: str | None = pos
        while where is not None and unruly_at(s, where):
            where = next_on_path(where)
            if where is not None and is_destroyed(s, where):
                where = None
        s = tell(s, "fled", pos, where or "")
        s = bag_add(s, "A") if where is None else replace(s, assassins=s.assassins + (where,))
    return replace(s, assassins=tuple(sorted(s.assassins, key=pidx)))


def assassin_task(s: RAState, pos: str) -> tuple[RAState, bool]:
    if s.police == pos or unruly_at(s, pos):
        return s, False
    any_lost = False
    hit: list[int] = []
    losses: list[tuple[int, int]] = []
    for seat in event_order(s):
        if s.players[seat].pos == pos and is_agent(s, seat):
            s, lost = hurt(s, seat, 2, pos, informants=True, hunted=True)
            any_lost = any_lost or lost > 0
            if lost > 0:
                hit.append(seat)
                losses.append((seat, lost))
    informant = s.slots[pidx(pos)][0]
    if informant != EMPTY:
        s = remove_informant(s, pos, 0)
        hit.append(-1)  # an informant removed
    if hit:  # the story: (where, (seat, stamina lost) each, whose informant was removed or -1)
        s = tell(note(s, "struck", pos, tuple(hit), told=False), "strike", pos, tuple(losses), informant)
    return s, any_lost


def activate_assassin(s: RAState, pos: str) -> RAState:
    """One activation; returns the state with the assassin at its final place (or in the bag)."""
    s, lost = assassin_task(s, pos)
    for step in (2, 3):
        if lost:
            break
        nxt = next_on_path(pos)
        if step == 3 and (nxt is None or not any(p.pos == nxt and not p.exposed for p in s.players)):
            break
        if nxt is None or is_destroyed(s, nxt):
            return bag_add(tell(s, "assassin_moved", pos, ""), "A")
        s = tell(s, "assassin_moved", pos, nxt)
        pos = nxt
        s, lost = assassin_task(s, pos)
    return replace(s, assassins=tuple(sorted(s.assassins + (pos,), key=pidx)))


@auto
def t_city_phase(s: RAState) -> RAState:
    s = tell(replace(s, phase="city"), "city")
    moves = [("city_move", n) for n in range(1, 7)]
    return push(s, *moves, ("assassins_act",), ("police_move",), ("bombs_tick",), ("new_director",),
                ("round_start",))


@auto
def t_city_move(s: RAState, num: int) -> RAState:
    return criminal_step(s, num)


@auto
def t_assassins_act(s: RAState, todo: tuple | None = None) -> RAState:
    """Every assassin activates once; the director picks the order when they stand apart (4.3.2)."""
    if todo is None:
        todo = tuple(sorted(s.assassins, key=pidx))
    if not todo:
        return s
    if len(set(todo)) >= 2:
        return push(s, ("D", s.director, "assassin_order", todo))
    return _activate_next(s, todo, todo[0])


def _activate_next(s: RAState, todo: tuple, pos: str) -> RAState:
    rest = list(todo)
    rest.remove(pos)
    if pos in s.assassins:
        left = list(s.assassins)
        left.remove(pos)
        s = activate_assassin(replace(s, assassins=tuple(left)), pos)
    return push(s, ("assassins_act", tuple(rest)))


@decision("assassin_order")
def o_assassin_order(s: RAState, seat: int, todo: tuple) -> list[tuple]:
    return [("assassin", p) for p in sorted(set(todo), key=pidx)]


@decision("assassin_order")
def d_assassin_order(s: RAState, seat: int, a: tuple, todo: tuple) -> RAState:
    return _activate_next(s, todo, a[1])


@auto
def t_police_move(s: RAState) -> RAState:
    number = tile(s, s.police).number % 6 + 1
    pos = district_pos(s, number)
    s = tell(s, "police", s.police, pos, s.assassins.count(pos), sum(1 for b in s.bombs if b.pos == pos))
    s = replace(s, police=pos)
    s = bag_add(s, *["A" for a in s.assassins if a == pos], *["B" for b in s.bombs if b.pos == pos])
    s = replace(s, assassins=tuple(a for a in s.assassins if a != pos), bombs=tuple(b for b in s.bombs if b.pos != pos))
    if s.flag("police_removes_criminals"):
        for c in [c for c in s.criminals if c.pos == pos]:
            s = remove_criminal(tell(s, "gone", c.num, pos), c.num)
    if s.mode == "android" and not s.limit_reached:
        near = (pos,) + K.ADJ[pos]
        for seat in order_from(s, s.director):
            if s.players[seat].pos in near:
                s = queue_reveal(s, seat, 4)
    return s


@auto
def t_new_director(s: RAState) -> RAState:
    seat = (s.director + 1) % s.num_players
    return tell(replace(s, director=seat), "director", seat)

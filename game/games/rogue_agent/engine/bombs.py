"""Rogue Agent engine: bombs -- ticking and the explosion with its chain (spec 4.4), and the order of
ticks when bombs stand at several locations (4.3.4, a card's tick).
"""

from __future__ import annotations

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import bag_add, event_order, note, pidx, push, tell
from game.games.rogue_agent.engine.procedures import clear_informants, drop_custody, hurt, remove_criminal
from game.games.rogue_agent.engine.stack import auto, decision
from game.games.rogue_agent.state import EMPTY, Bomb, RAState, replace


def bomb(s: RAState, bid: int) -> Bomb | None:
    return next((b for b in s.bombs if b.id == bid), None)


def explode(s: RAState, bid: int) -> RAState:
    first = bomb(s, bid)
    if first is None:
        return s
    loc = first.pos
    s = note(s, "exploded", loc)
    chain = [first.id] + [b.id for b in s.bombs if b.pos == loc and b.id != first.id]
    returned: set[int] = set()
    losses: list[tuple[int, int]] = []
    for b in chain:
        s = clear_informants(s, loc)
        s = bag_add(s, *["A" for a in s.assassins if a == loc])
        s = replace(s, assassins=tuple(a for a in s.assassins if a != loc))
        for c in [c for c in s.criminals if c.pos == loc]:
            s = remove_criminal(s, c.num)
        for seat in event_order(s):
            where = s.players[seat].pos
            if where == loc:
                s, lost = hurt(s, seat, 4, where, informants=False, hunted=True)
            elif where in K.ADJ[loc]:
                s, lost = hurt(s, seat, 2, where, informants=False, hunted=True)
            else:
                lost = 0
            if lost:
                losses.append((seat, lost))
            if lost and seat not in returned:
                returned.add(seat)
                s = drop_custody(s, seat)
        s = replace(s, bombs=tuple(x for x in s.bombs if x.id != b), board=None if s.board and s.board.bomb == b
                    else s.board)
        s = bag_add(s, "B")
    return tell(s, "blast", loc, tuple(losses), len(chain))  # (seat, stamina lost) by every bomb of the chain


def tick(s: RAState, bid: int) -> RAState:
    b = bomb(s, bid)
    if b is None:
        return s
    if b.timer <= 1:
        return explode(s, bid)
    s = tell(s, "ticked", b.pos, b.timer - 1)
    return replace(s, bombs=tuple(replace(x, timer=x.timer - 1) if x.id == bid else x for x in s.bombs))


@auto
def t_bombs_tick(s: RAState, todo: tuple | None = None, chooser: int = EMPTY) -> RAState:
    """Every bomb ticks once. When bombs stand at different locations the order is chosen: by
    the director in the City phase (4.3.4), by the attacker for a card's tick (2.7)."""
    if todo is None:
        todo = tuple(b.id for b in s.bombs)
    todo = tuple(b for b in todo if bomb(s, b) is not None)
    if not todo:
        return s
    places = {bomb(s, b).pos for b in todo}  # type: ignore[union-attr]
    if len(places) >= 2:
        who = s.director if chooser == EMPTY else chooser
        return push(s, ("D", who, "bomb_order", todo, chooser))
    return _tick_place(s, todo, bomb(s, todo[0]).pos, chooser)  # type: ignore[union-attr]


def _tick_place(s: RAState, todo: tuple, pos: str, chooser: int) -> RAState:
    here = [b for b in todo if (x := bomb(s, b)) is not None and x.pos == pos]
    for b in here:
        s = tick(s, b)
    return push(s, ("bombs_tick", tuple(b for b in todo if b not in here), chooser))


@decision("bomb_order")
def o_bomb_order(s: RAState, seat: int, todo: tuple, chooser: int = EMPTY) -> list[tuple]:
    places = {b.pos for b in s.bombs if b.id in todo}
    return [("bomb", p) for p in sorted(places, key=pidx)]


@decision("bomb_order")
def d_bomb_order(s: RAState, seat: int, a: tuple, todo: tuple, chooser: int = EMPTY) -> RAState:
    return _tick_place(s, todo, a[1], chooser)

"""Rogue Agent engine: setup (spec 3), the round and the Time phase (4.1: discs drawn, the director's
dice) and the order of the Action phase's turns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.games.rogue_agent import content as K
from game.games.rogue_agent.engine.board import (
    Task,
    bag_add,
    district_pos,
    is_destroyed,
    order_from,
    pidx,
    push,
    set_player,
)
from game.games.rogue_agent.engine.stack import auto, decision
from game.games.rogue_agent.state import EMPTY, Bomb, Player, RAState, Turn, replace, stored_flags


def initial_state(n: int, mode: str, flags: Mapping[str, Any] | None = None) -> RAState:
    """The setup tasks; ``flags`` overrides the rule flags of spec 9.3 (the game's options)."""
    board = K.TRACKS
    players = tuple(
        Player(
            pos=K.HQ_POS,
            fuel=int(board["fuel"]["start"]),
            ammo=int(board["ammo"]["start"]),
            evidence=int(board["evidence"]["start"]),
            vehicle=0,
            weapon=0,
            agent=0,
            stamina=K.STAMINA_MAX,
            credits=K.START_CREDITS,
            influence=0,
            informants=K.INFORMANTS,
        )
        for _ in range(n)
    )
    layout = tuple(K.HQ_TILE if p == K.HQ_POS else "" for p in K.POS_ORDER)
    s = RAState(
        num_players=n, mode=mode, rounds=K.ROUNDS[mode], round=0, phase="setup", director=0, first_player=0,
        bank=K.BANK_TOTAL - K.START_CREDITS * n, layout=layout, destroyed=(),
        slots=tuple((EMPTY, EMPTY) for _ in K.POS_ORDER), police="", players=players, criminals=(),
        assassins=(), bombs=(), bag=K.BAG_START, deck=K.CARD_IDS, out_pile=(),
        flags=stored_flags({**K.FLAGS, **(flags or {})}),
    )
    tasks: list[Task] = [("R", "tile", p) for p in K.DISTRICT_POS + K.GENERAL_POS]
    tasks += [("R", "police"), ("R", "director")]
    if mode == "android":
        tasks += [("R", "token", seat) for seat in range(n) for _ in range(K.TOKENS_PER_PLAYER)]
    tasks.append(("round_start",))
    return push(s, *tasks)


@auto
def t_round_start(s: RAState) -> RAState:
    if s.round >= s.rounds:
        return replace(s, phase="over", stack=())
    players = tuple(replace(p, revealed_round=False) for p in s.players)
    s = replace(s, round=s.round + 1, phase="time", players=players, drawn=(), time_dice=())
    k = min(K.discs_drawn(s.num_players, s.flag("discs_drawn")), len(s.bag))
    return push(s, *[("R", "disc")] * k, ("time_roll",))


@auto
def t_time_roll(s: RAState) -> RAState:
    return push(s, *[("R", "d6", "time")] * len(s.drawn), ("time_assign",))


@auto
def t_time_assign(s: RAState) -> RAState:
    if not s.drawn:
        return push(s, ("action_phase",))
    if len(set(s.time_dice)) == 1:
        return place_disc(push(s, ("time_assign",)), s.time_dice[0])
    return push(s, ("D", s.director, "assign"), ("time_assign",))


def place_disc(s: RAState, value: int) -> RAState:
    """The director puts the next drawn disc on district ``value`` (4.1 step 4)."""
    disc = s.drawn[0]
    dice = list(s.time_dice)
    dice.remove(value)
    s = replace(s, drawn=s.drawn[1:], time_dice=tuple(dice))
    pos = district_pos(s, value)
    if disc == "B":
        b = Bomb(s.next_bomb, pos, 0)
        s = replace(s, bombs=s.bombs + (b,), next_bomb=s.next_bomb + 1)
        return push(s, ("R", "d6", "bomb", b.id))
    if is_destroyed(s, pos):
        return bag_add(s, disc)
    if disc == "A":
        return replace(s, assassins=tuple(sorted(s.assassins + (pos,), key=pidx)))
    num = int(disc[1:])
    if not s.deck:
        reshuffle = tuple(sorted(c.lstrip("?") for c in s.out_pile))
        s = replace(s, deck=reshuffle, out_pile=())
    if not s.deck:
        return bag_add(s, disc)
    return push(s, ("R", "card", num, pos))


@auto
def t_action_phase(s: RAState) -> RAState:
    s = replace(s, phase="action")
    tasks: list[Task] = []
    for seat in order_from(s, s.director):
        tasks += [("turn_start", seat), ("main", seat), ("turn_end", seat)]
    return push(s, *tasks, ("city_phase",))


@auto
def t_turn_start(s: RAState, seat: int) -> RAState:
    s = set_player(s, seat, clocks=())
    return replace(s, turn=Turn(seat=seat))


@auto
def t_turn_end(s: RAState, seat: int) -> RAState:
    return replace(s, turn=Turn(), roll=(), roll2=())


@auto
def t_main(s: RAState, seat: int) -> RAState:
    if s.turn.over:
        return s
    kind = "patrol" if s.turn.steps_left > 0 else "main"
    return push(s, ("D", seat, kind), ("main", seat))


@decision("assign")
def o_assign(s: RAState, seat: int) -> list[tuple]:
    return [("assign", v) for v in sorted(set(s.time_dice))]


@decision("assign")
def d_assign(s: RAState, seat: int, a: tuple) -> RAState:
    return place_disc(s, a[1])

"""Rogue Agent engine: the task stack -- the registries of automatic tasks, decisions and turn actions,
and ``advance``/``options``/``decide``, which run it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.rogue_agent.engine.board import push
from game.games.rogue_agent.engine.dice import chance_outcomes
from game.games.rogue_agent.state import RAState, replace

AUTO: dict[str, Callable[..., RAState]] = {}


def auto(fn: Callable[..., RAState]) -> Callable[..., RAState]:
    AUTO[fn.__name__.removeprefix("t_")] = fn
    return fn


OPTIONS: dict[str, Callable[..., list[tuple]]] = {}


DECIDE: dict[str, Callable[..., RAState]] = {}


def decision(kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        (OPTIONS if fn.__name__.startswith("o_") else DECIDE)[kind] = fn
        return fn

    return wrap


def advance(s: RAState) -> RAState:
    while True:
        if s.cut:
            s = _cut_turn(s)
        if s.reveals:
            tasks = [("reveal_req", seat, trig, scr) for seat, trig, scr in s.reveals]
            s = push(replace(s, reveals=()), *tasks)
        if not s.stack:
            return replace(s, phase="over")
        top = s.stack[-1]
        if top[0] in ("D", "R"):
            if top[0] == "R" and not chance_outcomes(s):
                s = replace(s, stack=s.stack[:-1])
                continue
            return s
        s = AUTO[top[0]](replace(s, stack=s.stack[:-1]), *top[1:])


def _cut_turn(s: RAState) -> RAState:
    """The active player hit the skull in his own turn: drop the rest of the turn."""
    seat = s.turn.seat
    stack = list(s.stack)
    while stack and stack[-1] != ("turn_end", seat):
        stack.pop()
    return replace(s, stack=tuple(stack), cut=False, board=None, turn=replace(s.turn, over=True))


def options(s: RAState) -> list[tuple]:
    top = s.stack[-1]
    seat, kind = top[1], top[2]
    return OPTIONS[kind](s, seat, *top[3:])


def decide(s: RAState, a: tuple) -> RAState:
    top = s.stack[-1]
    s = replace(s, stack=s.stack[:-1])
    return DECIDE[top[2]](s, top[1], a, *top[3:])


ACTIONS: dict[str, Callable[[RAState, int, tuple], RAState]] = {}


def action(kind: str) -> Callable[[Callable[..., RAState]], Callable[..., RAState]]:
    def wrap(fn: Callable[..., RAState]) -> Callable[..., RAState]:
        ACTIONS[kind] = fn
        return fn

    return wrap

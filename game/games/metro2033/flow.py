"""Metro 2033 rules, the top floor: the task loop that runs a game.

The state carries a stack of tasks (tuples, top = last). ``advance`` runs automatic tasks until
a decision or a real chance draw is on top. ``options`` lists a decision's legal actions,
``decide`` applies one, ``chance_outcomes``/``apply_chance`` handle draws. Each task kind is
handled by the module of its part of the rules, whose dispatch tables are merged here:

- ``basics``: state edits and shared rule queries (and the "any resource" choice);
- ``draws``: chance draws and the decks;
- ``quests``: quest goals, checkpoints, quest abilities and the law vote;
- ``combat``: attacks, duels and their consequences;
- ``rounds``: setup, Events, Mobilization, Army actions, End of round;
- ``heroes``: the hero phase and the equipment limit.

The queries the table view reads (``active``, ``combat_strengths``, ``eq_limit``,
``hero_base_strength``, ``hero_speed``, ``vp_target``, ``setp``) are re-exported here.
"""

from __future__ import annotations

from game.games.metro2033 import basics, combat, draws, heroes, quests, rounds
from game.games.metro2033.basics import (
    Task,
    active,
    eq_limit,
    hero_base_strength,
    hero_speed,
    pop,
    push,
    setp,
    vp_target,
)
from game.games.metro2033.combat import combat_strengths
from game.games.metro2033.draws import DRAWS, apply_chance, auto_draw, chance_outcomes, is_real_chance
from game.games.metro2033.rounds import initial_state, playable_factions
from game.games.metro2033.state import State, replace

DECISIONS = (
    "faction", "hero", "hero_home", "keep_eq", "keep_q", "polis_res", "defend", "vote", "upkeep",
    "recruit", "army", "use_scout", "defender", "card", "annex", "any", "eq_discard", "flee", "strip",
    "take", "destroy", "min3", "hero_move", "hero_act", "market", "order", "complete", "combat_quest",
)
_PARTS = (basics, draws, quests, combat, rounds, heroes)
AUTO = {k: f for part in _PARTS for k, f in getattr(part, "AUTO", {}).items()}
OPTIONS = {k: f for part in _PARTS for k, f in getattr(part, "OPTIONS", {}).items()}
DECIDE = {k: f for part in _PARTS for k, f in getattr(part, "DECIDE", {}).items()}


def advance(s: State) -> State:
    while s.stack:
        kind = s.stack[-1][0]
        if kind in DECISIONS:
            if options(s):
                return s
            s, task = pop(s)  # nothing to decide (no station to defend, a wounded hero, ...)
            if kind == "hero_move" and task[1] not in s.turn_done:
                s = replace(s, turn_done=s.turn_done + (task[1],))
            continue
        if kind in DRAWS:
            if is_real_chance(s):
                return s
            s = auto_draw(s)
            continue
        s, task = pop(s)
        s = AUTO[kind](s, task)
    return s


def options(s: State) -> list[Task]:
    task = s.stack[-1]
    return OPTIONS[task[0]](s, task)


def decider(s: State) -> int:
    task = s.stack[-1]
    return task[1]


def decide(s: State, a: Task) -> State:
    s, task = pop(s)
    return DECIDE[task[0]](s, task, a)


__all__ = [
    "DECISIONS", "DRAWS", "Task", "active", "advance", "apply_chance", "chance_outcomes", "combat_strengths",
    "decide", "decider", "eq_limit", "hero_base_strength", "hero_speed", "initial_state", "options",
    "playable_factions", "push",
    "setp", "vp_target",
]

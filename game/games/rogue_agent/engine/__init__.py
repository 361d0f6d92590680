"""Rogue Agent: the rules engine, pure (spec sections 3, 4, 6), one module per part of the rules.

``stack.advance`` runs automatic tasks from the top of ``state.stack`` until a decision ("D") or a
chance step ("R") is on top. ``options`` lists a decision's actions, ``decide`` applies one,
``chance_outcomes``/``apply_chance`` do the same for chance steps. Handlers push tasks in the
order they should run (``push``). Automatic effects that need no choice (explosions, assassin
tasks, criminal moves) resolve at once in plain functions.

The modules, from the floor up (each imports only those above it in this list):

* ``board``: reading and editing the state, the event notes;
* ``procedures``: spec 4.0's shared procedures (tracks, informants, criminals leaving, the skull);
* ``dice``: every chance step and reading rolled dice; ``stack``: the task registries and the loop;
* ``bombs`` (4.4), ``city`` (the City phase, 4.3), ``rounds`` (setup, the Time phase, turn order);
* ``turn``: the turn's menu, patrols, investigate, arrest, turn in, buy, reinforce (4.2);
* ``attack`` (4.2.3), ``fights`` (steal and the android fights), ``search`` (4.2.7),
  ``defusal`` (4.2.9), ``identities`` (Android mode's tokens, 6.2-6.4).

This face imports every module so that their tasks, decisions and actions are registered.
"""

from game.games.rogue_agent.engine import attack, defusal, fights, identities, search  # noqa: F401 (registers)
from game.games.rogue_agent.engine.board import (
    crim,
    district_pos,
    has_clock,
    hospital,
    icon_count,
    is_destroyed,
    last_roll,
    note,
    own_informants,
    pidx,
    push,
    safe,
    set_crim,
    set_player,
    tile,
)
from game.games.rogue_agent.engine.bombs import explode, tick
from game.games.rogue_agent.engine.city import assassin_task, criminal_step
from game.games.rogue_agent.engine.defusal import can_add, circuit_dice, line, new_column
from game.games.rogue_agent.engine.dice import apply_chance, chance_outcomes, hits_of
from game.games.rogue_agent.engine.procedures import gain, lose
from game.games.rogue_agent.engine.rounds import initial_state
from game.games.rogue_agent.engine.stack import advance, decide, options

__all__ = [
    "advance",
    "apply_chance",
    "assassin_task",
    "can_add",
    "chance_outcomes",
    "circuit_dice",
    "crim",
    "criminal_step",
    "decide",
    "district_pos",
    "explode",
    "gain",
    "has_clock",
    "hits_of",
    "hospital",
    "icon_count",
    "initial_state",
    "is_destroyed",
    "last_roll",
    "line",
    "lose",
    "new_column",
    "note",
    "options",
    "own_informants",
    "pidx",
    "push",
    "safe",
    "set_crim",
    "set_player",
    "tick",
    "tile",
]

"""Helpers to build exact Lords of Waterdeep scenario states for the tests."""

from __future__ import annotations

import random
from dataclasses import replace

from game.engine.core import CHANCE, TERMINAL
from game.games.waterdeep import flow
from game.games.waterdeep.content import SPACE_INDEX, SPACES
from game.games.waterdeep.rules import WaterdeepGame
from game.games.waterdeep.state import AMB, Player, WDState, set_at, upd

G = WaterdeepGame()
__all__ = [
    "G",
    "AMB",
    "base",
    "P",
    "turn",
    "run",
    "draw",
    "build",
    "occupy",
    "hall",
    "play_random",
    "CHANCE",
    "TERMINAL",
]


def base(n: int = 3, round_no: int = 1) -> WDState:
    """A dealt game with every player reset to a blank slate (pool of agents kept)."""
    s = G.initial_state(n, {"first_player": "1"})
    pool = s.players[0].pool
    players = tuple(replace(p, gold=0, vp=0, cubes=(0, 0, 0, 0), quests=(), intrigue=(), pool=pool) for p in s.players)
    return replace(s, players=players, stack=(), round=round_no, phase="placement")


def P(s: WDState, seat: int, **kw) -> WDState:
    return upd(s, seat, **kw)


def turn(s: WDState, seat: int, mode: str = "turn") -> WDState:
    """Start one turn of seat: place an agent, then the optional quest."""
    return flow.advance(replace(s, stack=(("quest_step", seat), ("place", seat, mode, ""))))


NO_OPS = {("pass",), ("stay",), ("no_play",)}


def run(s: WDState, *actions: tuple) -> WDState:
    """Apply the actions in order. A "pass"/"stay" that is not offered is skipped: the engine
    no longer asks for a quest completion when none is possible, nor for a reassignment with
    nowhere to go (issue 8), and the scenarios were written when it always asked."""
    for a in actions:
        if a in NO_OPS and (not s.stack or (G.current_player(s) != CHANCE and a not in G.legal_actions(s))):
            continue
        s = G.apply(s, a)
    return s


def draw(s: WDState, card: str) -> WDState:
    assert G.current_player(s) == CHANCE, s.stack[-1:]
    return G.apply(s, ("draw", s.stack[-1][1], card))


def build(s: WDState, key: str, owner: int, stock: int = 0) -> WDState:
    s = replace(
        s,
        buildings=s.buildings + ((key, owner, stock),),
        building_stack=tuple(k for k in s.building_stack if k != key),
        hall=tuple(h for h in s.hall if h[0] != key),
    )
    if key == "palace_of_waterdeep" and s.ambassador == "unbuilt":
        s = replace(s, ambassador="palace")
    return s


def hall(s: WDState, *tiles: tuple[str, int]) -> WDState:
    keys = {k for k, _t in tiles}
    stack = tuple(k for k in s.building_stack + tuple(k for k, _ in s.hall) if k not in keys)
    return replace(s, hall=tuple(tiles), building_stack=tuple(sorted(stack)))


def occupy(s: WDState, space: str, *codes: int) -> WDState:
    i = SPACE_INDEX[space]
    return replace(s, occupancy=set_at(s.occupancy, i, s.occupancy[i] + codes))


def play_random(n: int, seed: int, options: dict | None = None) -> tuple[WDState, int]:
    rng = random.Random(seed)
    s = G.initial_state(n, options or {})
    plies = 0
    while G.current_player(s) != TERMINAL:
        if G.current_player(s) == CHANCE:
            outs = G.chance_outcomes(s)
            s = G.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
        else:
            legal = G.legal_actions(s)
            s = G.apply(s, legal[rng.randrange(len(legal))])
        plies += 1
    return s, plies


assert len(SPACES) == 37 and isinstance(Player(), Player)

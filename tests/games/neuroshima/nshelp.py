"""Helpers to build exact Neuroshima states for the scenario tests."""

from __future__ import annotations

from dataclasses import replace

from game.games.neuroshima.battle import run_battle
from game.games.neuroshima.derive import derive
from game.games.neuroshima.rules import NeuroshimaGame
from game.games.neuroshima.state import Found, Piece, State

G = NeuroshimaGame()
OWNER = {"ny": 0, "nj": 1}


def build(pieces=(), found=(), scenario="skirmish", turn=0, hands=None, armies="new_york,neojungle",
          players=2, phase="main", **opts) -> State:
    """pieces: (tile id, (q, r), rotation[, damage[, owner]]); found: (tile id, (q, r)[, owner])."""
    options = {"armies": armies, "scenario": scenario, "first_player": "1", **opts}
    s = G.initial_state(players, options)
    lay = s.lay
    board = [None] * len(lay.hexes)
    uid = 1
    for spec in pieces:
        name, h, rot = spec[0], spec[1], spec[2]
        dmg = spec[3] if len(spec) > 3 else 0
        owner = spec[4] if len(spec) > 4 else OWNER[name.split(".")[0]]
        board[lay.index[h]] = Piece(name, owner, rot, dmg, (), (), uid)
        uid += 1
    fnd = [None] * len(lay.hexes)
    for spec in found:
        owner = spec[2] if len(spec) > 2 else OWNER[spec[0].split(".")[0]]
        fnd[lay.index[spec[1]]] = Found(spec[0], owner)
    hands = hands or [(), ()] + [()] * (players - 2)
    return replace(s, board=tuple(board), found=tuple(fnd), setup=(), phase=phase, pending=(), turn=turn,
                   hands=tuple(tuple(h) for h in hands), next_uid=uid, turns_taken=(1,) * players)


def at(s: State, h):
    return s.board[s.lay.index[h]]


def idx(s: State, h) -> int:
    return s.lay.index[h]


def dv(s: State):
    return derive(s.lay, s.armies, s.board, s.found, s.teams)


def battle(s: State, owner: int = 0, choices: dict | None = None) -> State:
    return run_battle(s, owner, choices or {})


def play(s: State, *actions) -> State:
    for a in actions:
        s = G.apply(s, a)
    return s


def hits(s: State, src=None, tgt=None) -> list:
    return [e for e in s.last_battle if e[0] == "hit" and (src is None or e[1] == src) and (tgt is None or e[2] == tgt)]

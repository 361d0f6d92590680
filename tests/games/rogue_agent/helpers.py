"""Scenario builders for Rogue Agent rules tests: a hand-made city, a turn in progress,
and a driver that feeds scripted dice, draws and choices through the real ``apply``."""

from __future__ import annotations

from typing import Any

from game.engine.core import CHANCE, TERMINAL
from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent.rules import RogueAgentGame
from game.games.rogue_agent.state import EMPTY, Bomb, Criminal, RAState, Turn, replace, setp

GAME = RogueAgentGame()

# The Appendix B layout of spec 8.3.
APPENDIX_B = {
    "T1": "ARMORY", "T2": "D6", "T3": "ARCHIVE", "M1": "HOSPITAL", "M2": "D3", "HQ": "HQ", "M4": "D2",
    "M5": "BAZAAR", "B1": "D4", "B2": "MOTOR_POOL", "B3": "D5", "B4": "TERMINAL", "B5": "D1",
}

SYM = {"B": "BLAST", "X": "AMPLIFY"}


def die(code: str) -> tuple:
    """'Br' -> a red blast; 'Xg' -> a green amplify; 'AMMO2:r' -> a red ammo face."""
    if ":" in code:
        face, colour = code.split(":")
    else:
        face, colour = SYM[code[0]], code[1]
    return ("die", {"r": "R", "g": "G", "k": "K"}[colour], face)


def city(n: int = 3, mode: str = "agent", layout: dict[str, str] | None = None, police: str = "B1",
         round_: int = 1, director: int = 0) -> RAState:
    s = E.initial_state(n, mode)
    lay = layout or APPENDIX_B
    return replace(s, layout=tuple(lay[p] for p in K.POS_ORDER), police=police, stack=(), phase="action",
                   round=round_, director=director, first_player=director)


def player(s: RAState, seat: int, **kw: Any) -> RAState:
    return E.set_player(s, seat, **kw)


def criminal(s: RAState, num: int, card: str, pos: str | None, *, face_up: bool = False, defeated: bool = False,
             holder: int = EMPTY, placed_round: int = 0) -> RAState:
    c = Criminal(num, card, face_up, (), defeated, pos, holder, placed_round)
    bag = list(s.bag)
    bag.remove(f"C{num}")
    deck = tuple(x for x in s.deck if x != card)
    s = replace(s, criminals=tuple(sorted(s.criminals + (c,), key=lambda x: x.num)), bag=tuple(bag), deck=deck)
    if holder != EMPTY:
        s = E.set_player(s, holder, custody=s.players[holder].custody + (num,))
    return s


def bomb(s: RAState, pos: str, timer: int) -> RAState:
    bag = list(s.bag)
    bag.remove("B")
    b = Bomb(s.next_bomb, pos, timer)
    return replace(s, bombs=s.bombs + (b,), next_bomb=s.next_bomb + 1, bag=tuple(bag))


def assassin(s: RAState, pos: str) -> RAState:
    bag = list(s.bag)
    bag.remove("A")
    return replace(s, assassins=tuple(sorted(s.assassins + (pos,), key=E.pidx)), bag=tuple(bag))


def informant(s: RAState, pos: str, top: int, bottom: int = EMPTY) -> RAState:
    for seat in (top, bottom):
        if seat != EMPTY:
            s = E.set_player(s, seat, informants=s.players[seat].informants - 1)
    return replace(s, slots=setp(s.slots, E.pidx(pos), (top, bottom)))


def turn_of(s: RAState, seat: int) -> RAState:
    """Start ``seat``'s Action-phase turn (its main menu on top)."""
    s = replace(s, phase="action", turn=Turn(seat=seat), stack=(("turn_end", seat), ("main", seat)))
    return E.advance(s)


def play(s: RAState, *steps: Any) -> RAState:
    """Apply scripted steps: a chance outcome where the state waits for chance, else a decision."""
    for a in steps:
        who = GAME.current_player(s)
        assert who != TERMINAL, f"the game is over before {a!r}"
        if who == CHANCE:
            legal = [o for o, _p in GAME.chance_outcomes(s)]
            assert a in legal, f"{a!r} is not a possible outcome of {s.stack[-1]!r}: {legal}"
        else:
            legal = list(GAME.legal_actions(s))
            assert a in legal, f"{a!r} is not legal at {s.stack[-1]!r}: {legal}"
        s = GAME.apply(s, a)
    return s


def top(s: RAState) -> tuple:
    return s.stack[-1] if s.stack else ()


def legal(s: RAState) -> list[tuple]:
    return list(GAME.legal_actions(s))

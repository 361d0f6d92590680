"""Build Metro 2033 positions for scenario tests (spec section 9) and drive them."""

from __future__ import annotations

from typing import Any

from game.games.metro2033 import flow
from game.games.metro2033.content import FACTIONS
from game.games.metro2033.rules import Metro2033Game
from game.games.metro2033.state import Player, State, replace

G = Metro2033Game()
HEROES_BY_DEFAULT = ("miller", "hunter", "artyom", "khan", "anna", "sasha")


def homes(faction: str) -> tuple[str, ...]:
    return tuple(sorted(FACTIONS[faction]["homes"]))


def make(
    factions: list[str],
    heroes: list[str] | None = None,
    first: int = 0,
    round_no: int = 3,
    phase: str = "army",
    opts: tuple = (30, 3, False, True, False, False),
    **kw: Any,
) -> State:
    """Every seat on its three home stations, army 2, no resources, hero on its first home.

    ``opts`` defaults to the readings before issue 16 (round limit 30, laws for 3 rounds, quests
    complete from the round after their draw, abilities only in the owner's turns and fights);
    ``test_revised_rules.DEFAULTS`` are a new game's."""
    heroes = heroes or list(HEROES_BY_DEFAULT[: len(factions)])
    s = flow.initial_state(len(factions), opts, first)
    players = tuple(
        Player(faction=f, hero=h, stations=homes(f), hero_at=homes(f)[0], army=2)
        for f, h in zip(factions, heroes)
    )
    s = replace(s, players=players, stack=(), phase=phase, round=round_no, free_factions=(), free_heroes=())
    return replace(s, **kw) if kw else s


def player(s: State, seat: int, **kw: Any) -> State:
    return flow.setp(s, seat, **kw)


def run(s: State, *tasks: tuple) -> State:
    """Put ``tasks`` on an empty stack and run until a decision or draw."""
    return flow.advance(flow.push(replace(s, stack=()), *tasks))


def act(s: State, *actions: tuple) -> State:
    for a in actions:
        s = G.apply(s, a)
    return s


def top(s: State) -> tuple:
    return s.stack[-1] if s.stack else ()


def legal(s: State) -> list:
    return list(G.legal_actions(s))

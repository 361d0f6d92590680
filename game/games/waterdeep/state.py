"""Immutable Lords of Waterdeep state and small copy-on-write helpers.

Decks are sorted tuples (multisets): a draw is a chance outcome "which card comes next",
so the state never stores an order. Pending work lives in ``stack`` as small tuples
(tasks); the top of the stack is the last element (see engine.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")


def replace(obj: T, **changes: Any) -> T:
    """dataclasses.replace without its per-call introspection (the states have no
    __post_init__ or slots): copy the field dict and update it. About 10x faster."""
    new = _new(type(obj))
    d = obj.__dict__.copy()
    d.update(changes)
    _set(new, "__dict__", d)
    return new


_new = object.__new__
_set = object.__setattr__  # the frozen classes refuse plain attribute assignment


AMB = 9  # occupant code of the Ambassador on a space (an opponent's agent for everyone)


@dataclass(frozen=True)
class Player:
    gold: int = 0
    vp: int = 0
    cubes: tuple[int, int, int, int] = (0, 0, 0, 0)  # C, F, R, W
    lord: Any = ""  # lord name, "" before the deal, HIDDEN in a view
    intrigue: tuple[Any, ...] = ()  # sorted card names (HIDDEN entries in a view)
    quests: tuple[str, ...] = ()  # active quests, Mandatory Quests included
    completed: tuple[str, ...] = ()  # completed quests (never Mandatory ones), in order
    plots: tuple[str, ...] = ()  # ongoing plot effect keys
    pool: int = 0  # agents in the Agent Pool (the Lieutenant included)
    lieutenant: bool = False
    orb_used: bool = False
    miracle_used: bool = False


@dataclass(frozen=True)
class WDState:
    num_players: int
    round: int  # 1..8 (1 during the setup deal)
    first_player: int
    players: tuple[Player, ...]
    occupancy: tuple[tuple[int, ...], ...]  # per space index (content.SPACES): occupant codes
    buildings: tuple[tuple[str, int, int], ...]  # in play: (key, owner, stock), in order entered
    hall: tuple[tuple[str, int], ...]  # Builder's Hall: (key, vp tokens)
    building_stack: tuple[str, ...]
    cliffwatch: tuple[str, ...]
    quest_deck: tuple[str, ...]
    quest_discard: tuple[str, ...]
    intrigue_deck: tuple[Any, ...]
    intrigue_discard: tuple[str, ...]
    lords_unused: tuple[Any, ...]
    supply: tuple[int, int, int, int]
    ambassador: str = "unbuilt"  # unbuilt / palace / held / board / gone
    ambassador_holder: int = -1
    harbor: tuple[tuple[int, str, int], ...] = ()  # Harbor agents: (arrival number, space, occupant code)
    links: tuple[tuple[int, str, int], ...] = ()  # (arrival number, "zoar"/"orb", seat)
    arrivals: int = 0
    queue: tuple[tuple, ...] = ()  # reassignment queue
    reveal: tuple[str, ...] = ()  # quests shown by Bidding War / Special Assignment
    garden: str = ""  # quest taken at Heroes' Garden this turn
    fired: tuple[str, ...] = ()  # plot triggers already used by the current action
    phase: str = "setup"  # setup / round_start / ambassador / placement / reassign / over
    stack: tuple[tuple, ...] = ()
    public_costs: bool = False  # option building_costs=public
    reward_triggers: bool = False  # option: quest rewards also trigger plot effects
    harbor_by_arrival: bool = False  # option harbor_order=arrival: the earlier reading of A-05
    accelerate_may_stop: bool = False  # option accelerate_plans=up_to_two: the earlier reading of 5.11


def set_at(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1 :]


def remove_one(t: tuple, v: Any) -> tuple:
    i = t.index(v)
    return t[:i] + t[i + 1 :]


def insert_sorted(t: tuple, v: Any) -> tuple:
    return tuple(sorted(t + (v,)))


def upd(s: WDState, seat: int, **kw: Any) -> WDState:
    """Replace fields of one player."""
    return replace(s, players=set_at(s.players, seat, replace(s.players[seat], **kw)))


def push(s: WDState, *tasks: tuple) -> WDState:
    """Push tasks; the first one given runs first (ends on top)."""
    return replace(s, stack=s.stack + tuple(reversed(tasks)))

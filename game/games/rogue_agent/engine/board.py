"""Rogue Agent engine: reading and editing the state (positions, tiles, players, criminals, the Data
Stream) and the event notes the log and the view play back.
"""

from __future__ import annotations

from typing import Any

from game.games.rogue_agent import content as K
from game.games.rogue_agent.state import EMPTY, Criminal, Player, RAState, replace, setp

Task = tuple


def push(s: RAState, *tasks: Task) -> RAState:
    """Schedule tasks to run in the given order (the first one runs next)."""
    return replace(s, stack=s.stack + tuple(reversed(tasks)))


FX_KEEP = 24  # numbered events kept in state.fx for the view's board effects
STORY_KEEP = 96  # numbered entries kept in state.story (a City phase tells many)


def note(s: RAState, *event: Any, told: bool = True) -> RAState:
    """Record an event of this step (state.events) for the log and the view; ``fx`` keeps it
    numbered across steps so the view can play every effect since the state it showed. The story
    gets it too (``told=False``: a ``tell`` with more detail follows instead)."""
    serial = s.fx[-1][0] + 1 if s.fx else 0
    s = replace(s, events=s.events + (tuple(event),), fx=(s.fx + ((serial, *event),))[-FX_KEEP:])
    return tell(s, *event) if told else s


def tell(s: RAState, *event: Any) -> RAState:
    """Add to the story: everything public that happens, numbered, in order (``state.story``, not
    saved). The log words each step's new entries; the view plays them back on the board."""
    serial = s.story[-1][0] + 1 if s.story else 0
    return replace(s, story=(s.story + ((serial, *event),))[-STORY_KEEP:])


def pidx(pos: str) -> int:
    return K.POS_ORDER.index(pos)


def tile(s: RAState, pos: str) -> K.Tile:
    return K.TILES[s.layout[pidx(pos)]]


def pos_of_tile(s: RAState, tile_id: str) -> str:
    return K.POS_ORDER[s.layout.index(tile_id)]


def district_pos(s: RAState, number: int) -> str:
    return pos_of_tile(s, K.DISTRICT_TILES[number - 1])


def hospital(s: RAState) -> str:
    return pos_of_tile(s, K.HOSPITAL_TILE)


def set_player(s: RAState, seat: int, **kw: Any) -> RAState:
    return replace(s, players=setp(s.players, seat, replace(s.players[seat], **kw)))


def order_from(s: RAState, start: int) -> list[int]:
    return [(start + i) % s.num_players for i in range(s.num_players)]


def event_order(s: RAState) -> list[int]:
    """4.0.9: the active player in the Action phase, else the director, then clockwise."""
    start = s.turn.seat if s.phase == "action" and s.turn.seat != EMPTY else s.director
    return order_from(s, start)


def has_clock(s: RAState, seat: int, code: str) -> bool:
    return any(c == code for c, _n in s.players[seat].clocks)


def is_agent(s: RAState, seat: int) -> bool:
    return not s.players[seat].exposed


def is_destroyed(s: RAState, pos: str) -> bool:
    return pos in s.destroyed


def safe(s: RAState, seat: int, pos: str) -> bool:
    """4.0.2: the human shield protects agents, the android shield exposed androids."""
    if is_destroyed(s, pos) or has_clock(s, seat, "C_NO_COVER"):
        return False
    shield = tile(s, pos).shield
    return shield == ("android" if s.players[seat].exposed else "human")


def own_informants(s: RAState, seat: int, pos: str) -> int:
    return sum(1 for o in s.slots[pidx(pos)] if o == seat)


def protect(s: RAState, seat: int, pos: str) -> int:
    """Informant reductions (none under C_EXPOSED)."""
    return 0 if has_clock(s, seat, "C_EXPOSED") else own_informants(s, seat, pos)


def icon_count(p: Player, icon: str) -> int:
    return sum(1 for i, track, at in K.ICONS if i == icon and getattr(p, track) >= at)


def crim(s: RAState, num: int) -> Criminal | None:
    return next((c for c in s.criminals if c.num == num), None)


def set_crim(s: RAState, c: Criminal) -> RAState:
    return replace(s, criminals=tuple(c if x.num == c.num else x for x in s.criminals))


def bag_add(s: RAState, *discs: str) -> RAState:
    return replace(s, bag=tuple(sorted(s.bag + discs)))


def card_of(s: RAState, num: int) -> K.Card:
    c = crim(s, num)
    assert c is not None and isinstance(c.card, str)
    return K.CARDS[c.card]


def last_roll(s: RAState) -> tuple[tuple[str, str], ...]:
    """The dice of the last roll (colour R/G/K, face symbol), for the dice tray."""
    return s.roll

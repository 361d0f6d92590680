"""Android rules: moving and arriving (spec 4, 8.2 order of arrival): Time costs, dropships, free
ritzy/seedy draws, Lily Lockwell and Jimmy the Snitch.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import HIDDEN
from game.games.android import board
from game.games.android.content import CONTENT
from game.games.android.economy import _plot_trigger
from game.games.android.flow import (
    LOC,
    _end_event,
    _face_down_tokens,
    _modifier,
    _note,
    _prepend,
    _push,
    dark_keys_for,
    deck_available,
    hand_limit,
    light_key,
    time_spent,
)
from game.games.android.state import AState, Player, set_at, with_player, with_suspect


def _move_cost(s: AState, p: Player, to: str) -> int:
    base = 2 if board.is_beanstalk_step(p.location, to) and _modifier(s, "beanstalk_2_time") else 1
    return board.entry_cost(p, to, base)


def _may_enter(p: Player, to: str) -> bool:
    return not (3 in p.directives and LOC[to].quality == "seedy")  # Floyd's Third Directive


def _move_targets(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    ruler = CONTENT.detectives[p.detective].ruler
    return [lid for lid in board.ruler_targets(p.location, ruler)
            if _may_enter(p, lid) and _move_cost(s, p, lid) <= s.time]


def _fly_targets(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    if p.passes < 1 or _modifier(s, "no_dropships"):
        return []
    surcharge = s.opt("dropship_restricted_surcharge") == "on"
    out = []
    for lid in CONTENT.loc_ids:
        if lid == p.location or not _may_enter(p, lid):
            continue
        cost = board.entry_cost(p, lid) if surcharge else 1
        if cost <= s.time:
            out.append(lid)
    return out


def _seedy(s: AState, to: str) -> bool:
    loc = LOC[to]
    return loc.quality == "seedy" or (loc.city == "moon" and _modifier(s, "moon_seedy"))


def _enter_triggers(s: AState, p: Player, to: str) -> tuple[str, ...]:
    loc = LOC[to]
    out = ["enter_location", f"enter_type({loc.type})"]
    if _seedy(s, to):
        out.append("enter_seedy")
    if loc.quality == "ritzy":
        out.append("enter_ritzy")
    if loc.restricted:
        out.append("enter_restricted")
    return tuple(out)


def _arrive(s: AState, seat: int, to: str, window: bool = True) -> AState:
    """Entering a location, in the order of 8.2: arrive, free draw, the card window (only for the
    active player's own moves), then Lily, Jimmy, Memory cards and plot conditions ("arrive2")."""
    frm = s.players[seat].location
    s = with_player(s, seat, location=to)
    p = s.players[seat]
    loc = LOC[to]
    tasks: list[tuple] = []
    if len(p.hand) < hand_limit(p):
        if loc.quality == "ritzy" and deck_available(s, light_key(p)):
            tasks.append(("free", seat, "light"))
        elif _seedy(s, to) and any(deck_available(s, k) for k in dark_keys_for(s, seat)):
            tasks.append(("free", seat, "dark"))
    if window:
        tasks.append(("window", seat, _enter_triggers(s, p, to), ("move", frm)))
    tasks.append(("arrive2", seat, frm, to))
    return _prepend(s, *tasks)


def _auto_arrive2(s: AState, head: tuple) -> AState:
    _k, seat, _frm, to = head
    s = _push(s)
    p = s.players[seat]
    tasks: list[tuple] = []
    if to == s.lily and s.time > 0:
        tasks.append(("lily", seat))
    if to == s.jimmy:
        tasks.append(("jimmy_offer", seat))
    if p.detective == "raymond":
        for i, other in enumerate(s.players):
            if other.memory not in ("", HIDDEN) and CONTENT.memories[other.memory]["location"] == to:
                s = with_player(s, i, memory_shown=True)
        # 8.15.5: he may recover a memory there in the turn he entered (while he stays)
        s = with_player(s, seat, turn_used=s.players[seat].turn_used + (f"entered:{to}",))
    s = _plot_trigger(s, seat, "enter", loc=to, seedy=_seedy(s, to))
    return _prepend(s, *tasks) if tasks else s


def _legal_free(s: AState, head: tuple) -> list[tuple]:
    seat, kind = head[1], head[2]
    p = s.players[seat]
    if kind == "light":
        keys = [light_key(p)]
    else:
        keys = dark_keys_for(s, seat)
    return [("take", k) for k in keys if deck_available(s, k)] + [("skip",)]


def _apply_free(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "skip":
        return _push(s)
    return _push(s, ("draw", head[1], a[1]))


def _legal_lily(s: AState, head: tuple) -> list[tuple]:
    if s.time <= 0:
        return []
    return [("flip", sid, i) for sid, i in _face_down_tokens(s)] or [("ok",)]


def _apply_lily(s: AState, head: tuple, a: tuple) -> AState:
    s = replace(s, time=s.time - 1)
    if a[0] == "flip":
        sus = s.suspect(a[1])
        t = sus.tokens[a[2]]
        s = with_suspect(s, replace(sus, tokens=set_at(sus.tokens, a[2], replace(t, face_up=True))))
        s = _note(s, "flip", head[1], a[1], t.code)
    return _push(s, ("move_npc", head[1], "lily"))


def _legal_move_npc(s: AState, head: tuple) -> list[tuple]:
    return [("npc_to", lid) for lid in board.npc_destinations(s, head[2])]


def _apply_move_npc(s: AState, head: tuple, a: tuple) -> AState:
    s = replace(s, lily=a[1]) if head[2] == "lily" else replace(s, jimmy=a[1])
    return _push(s)


def _jimmy_cost(s: AState) -> int:
    return 0 if _modifier(s, "jimmy_free") else 1


def _legal_jimmy_offer(s: AState, head: tuple) -> list[tuple]:
    if "jimmy" in s.players[head[1]].turn_used or s.time < _jimmy_cost(s) or time_spent(s):
        return []
    return [("jimmy_yes",), ("jimmy_no",)]


def _apply_jimmy_offer(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "jimmy_no":
        return _push(s)
    return _start_jimmy(_push(s), head[1])


def _start_jimmy(s: AState, seat: int) -> AState:
    free = _modifier(s, "jimmy_free")
    n = 2 if free else 1
    s = replace(s, time=s.time - (0 if free else 1))
    if free:
        s = _end_event(s, "GE02")
    p = s.players[seat]
    s = with_player(s, seat, turn_used=p.turn_used + ("jimmy",))
    return _prepend(s, *[("jimmy_look", seat)] * n, ("move_npc", seat, "jimmy"))

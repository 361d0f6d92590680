"""Android rules: one detective's turn: Time at its start, the daytime actions of the "act"
decision (spec 4) and the end of the turn.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import IllegalAction
from game.games.android import board
from game.games.android.abilities import (
    _ability_actions,
    _event_actions,
    _plot_actions,
    _use_ability,
    _use_event,
    _use_plot_action,
)
from game.games.android.cards import _playable_light
from game.games.android.content import CONTENT
from game.games.android.economy import _bank_add, _plot_trigger, _shift
from game.games.android.evidence import _follow
from game.games.android.flow import (
    LOC,
    _note,
    _prepend,
    _push,
    dark_keys_for,
    deck_available,
    hand_limit,
    light_key,
    time_spent,
)
from game.games.android.movement import _arrive, _fly_targets, _move_cost, _move_targets
from game.games.android.payment import _start_play
from game.games.android.specials import _apply_break, _apply_jimmy, _apply_reading, _apply_recover, _special_actions
from game.games.android.state import AState, set_key, with_player
from game.games.android.twilight import _apply_arm, _order_actions, _reviews


def _auto_turn(s: AState, head: tuple) -> AState:
    seat = head[1]
    p = s.players[seat]
    t = CONTENT.detectives[p.detective].time
    if 3 in p.directives:
        t += 1
    s = replace(s, active=seat, time=t, asked=())
    # a plot condition fires at most once per turn, whoever's turn it is (10.0)
    s = replace(s, players=tuple(replace(q, turn_used=tuple(x for x in q.turn_used if not x.startswith("cond")))
                                 for q in s.players))
    s = with_player(s, seat, turn_used=())
    if p.wrapped:
        s = _shift(s, seat, +1)
    s = _plot_trigger(s, seat, "turn_start")
    tasks: list[tuple] = _reviews(s, seat) + [("window", seat, ("turn_start",), ())]
    if p.li_debt:
        s = with_player(s, seat, li_debt=False)
        tasks.append(("li_debt", seat))
    return _push(s, *tasks, ("act", seat))


def _legal_act(s: AState, head: tuple) -> list[tuple]:
    seat = head[1]
    if time_spent(s):  # his turn is over (4.2): he may still edit his secret standing orders (8.2.1)
        return _order_actions(s, seat) + [("end",)]
    p = s.players[seat]
    acts: list[tuple] = []
    acts += [("move", lid) for lid in _move_targets(s, seat)]
    acts += [("fly", lid) for lid in _fly_targets(s, seat)]
    lead = s.lead_at(p.location)
    if lead and s.time >= 1:
        acts.append(("follow",))
    if s.time >= 1 and len(p.hand) < hand_limit(p):
        for key in [light_key(p)] + dark_keys_for(s, seat):
            if deck_available(s, key):
                acts.append(("draw", key))
    if s.time >= 1:
        acts += [("discard", c) for c in sorted({c for _k, c in p.hand})]
    if p.location == CONTENT.murders[s.murder].crime_scene and s.crime_hero != seat and s.time >= 1:
        acts.append(("jump",))
    acts += [("play", c) for c in _playable_light(s, seat)]
    acts += _ability_actions(s, seat)
    acts += _event_actions(s, seat)
    acts += _plot_actions(s, seat)
    acts += _special_actions(s, seat)
    acts += _order_actions(s, seat)
    acts.append(("end",))
    return acts


def _apply_act(s: AState, head: tuple, a: tuple) -> AState:
    seat = head[1]
    p = s.players[seat]
    kind = a[0]
    if kind == "move":
        s = replace(s, time=s.time - _move_cost(s, p, a[1]))
        return _arrive(s, seat, a[1])
    if kind == "fly":
        surcharge = s.opt("dropship_restricted_surcharge") == "on"
        cost = board.entry_cost(p, a[1]) if surcharge else 1
        s = with_player(replace(s, time=s.time - cost), seat, passes=p.passes - 1)
        return _arrive(_bank_add(s, "dropship", 1), seat, a[1])
    if kind == "follow":
        return _follow(replace(s, time=s.time - 1), seat)
    if kind == "draw":
        return _prepend(replace(s, time=s.time - 1), ("draw", seat, a[1]))
    if kind == "discard":
        return _discard(replace(s, time=s.time - 1), seat, a[1])
    if kind == "jump":
        return _note(replace(s, time=s.time - 1, crime_hero=seat), "jump", seat)
    if kind == "ability":
        return _use_ability(s, seat, a)
    if kind == "event":
        return _use_event(s, seat, a)
    if kind == "plot":
        return _use_plot_action(s, seat, a)
    if kind == "play":
        return _start_play(s, seat, a[1])
    if kind in SPECIAL_APPLY:
        return SPECIAL_APPLY[kind](s, seat, a)
    if kind == "end":
        return _end_turn(s, seat)
    raise IllegalAction(f"{a!r} is not allowed now")


def _discard(s: AState, seat: int, card: str) -> AState:
    p = s.players[seat]
    i = next(i for i, (_k, c) in enumerate(p.hand) if c == card)
    key = p.hand[i][0]
    s = with_player(s, seat, hand=p.hand[:i] + p.hand[i + 1:])
    return replace(s, discards=set_key(s.discards, key, s.discard_pile(key) + (card,)))


def _end_turn(s: AState, seat: int) -> AState:
    return _push(s, ("window", seat, ("turn_end",), ()), ("finish_turn", seat))


def _auto_finish_turn(s: AState, head: tuple) -> AState:
    seat = head[1]
    s = _push(s)
    s = with_player(s, seat, reviewed=tuple(sorted(s.players[seat].hand)))  # he had the screen
    p = s.players[seat]
    if p.detective == "caprice" and LOC[p.location].quality == "ritzy":
        s = with_player(s, seat, sanity=min(3, p.sanity + 1))
    s = _plot_trigger(s, seat, "turn_end")
    s = replace(s, time=0, turns_taken=s.turns_taken + 1)
    if s.turns_taken >= s.num_players:
        return _prepend(replace(s, active=-1), ("end_day",))
    return _prepend(s, ("turn", (seat + 1) % s.num_players))


SPECIAL_APPLY = {"reading": _apply_reading, "break": _apply_break, "recover": _apply_recover, "jimmy": _apply_jimmy,
                 "arm": _apply_arm, "disarm": _apply_arm}

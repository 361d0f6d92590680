"""Android rules: the calendar (spec 5): start and end of a day, the week change, general and
specific events (8.7), plot resolution (8.4) and closing the case.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import HIDDEN
from game.games.android.content import CONTENT
from game.games.android.economy import _gain_trauma, _return_baggage
from game.games.android.flow import R, _note, _order, _prepend, _push, cal, npc_alive
from game.games.android.state import AState, multiset_remove, set_key, with_player


def _auto_start_day(s: AState, _head: tuple) -> AState:
    c = cal(s)
    day = c.day(s.day)
    tasks: list[tuple] = []
    for sym in day.start:
        if sym == "week_start":
            s = _week_start(s)
            tasks += [("plot", i) for i in _order(s)]
        elif sym == "specific_event":
            tasks.append(("event_now", "specific"))
    players = tuple(replace(p, used=()) for p in s.players)
    s = replace(s, players=players, turns_taken=0, active=-1)
    return _push(s, *tasks, ("turn", s.first_player))


def _week_start(s: AState) -> AState:
    w = cal(s).week_of(s.day)
    murder = CONTENT.murders[s.murder]
    s = replace(s, lily=murder.lily[min(w, 2) - 1], jimmy=murder.jimmy[min(w, 2) - 1])
    for i, p in enumerate(s.players):
        endings = p.endings + ((p.plot, p.plot_card),) if p.plot and p.plot_card in ("++", "+-", "-+", "--") else p.endings
        s = _return_baggage(s, i)
        s = with_player(s, i, endings=endings, plot="", plot_card="", good=0, bad=0)
    return s


def _auto_end_day(s: AState, _head: tuple) -> AState:
    c = cal(s)
    ended = s.day
    if ended < c.last_day:  # 5 step 1: the day marker advances first, then the events of the day just played
        s = replace(s, day=ended + 1)
    tasks: list[tuple] = []
    for sym in sorted(c.day(ended).end, key=_symbol_rank):  # 5.1: general, specific, then plots
        if sym == "general_event":
            tasks.append(("gen_event",))
        elif sym == "plot_resolution":
            tasks += [("plot_resolve", i) for i in _order(s)]
    tasks.append(("close",) if ended >= c.last_day else ("new_day",))
    s = replace(s, players=tuple(replace(p, used=()) for p in s.players))
    return _push(s, *tasks)


SYMBOL_ORDER = ("general_event", "specific_event", "plot_resolution")


def _symbol_rank(sym: str) -> int:
    """5.1 / 5.2: a day with several symbols resolves them in this order, whatever the data order."""
    return SYMBOL_ORDER.index(sym) if sym in SYMBOL_ORDER else len(SYMBOL_ORDER)


def _auto_new_day(s: AState, _head: tuple) -> AState:
    first = s.crime_hero if s.crime_hero >= 0 else s.first_player
    s = replace(s, first_player=first)  # 5 step 3 (the day marker moved in step 1)
    s = _expire_events(s)
    return _push(s, ("start_day",))


def _expire_events(s: AState) -> AState:
    if s.specific_active and s.specific not in ("", HIDDEN):
        until = CONTENT.events[s.specific].data.get("ability", {}).get("until")  # (week, day of the week)
        if until and s.day > cal(s).week_start(until[0]) + until[1] - 1:
            s = replace(s, specific_active=False)
    return s


def _general_event(s: AState, eid: str) -> AState:
    deck = s.event_deck
    if not deck:
        deck, s = tuple(sorted(s.event_discards)), replace(s, event_discards=())
    s = replace(s, event_deck=multiset_remove(deck, eid))
    track = s.track
    if len(track) >= 2:
        s = replace(s, event_discards=s.event_discards + (track[-1][0],))
        track = track[:1]
    ev = CONTENT.events[eid]
    active = _event_applies(s, ev)
    s = replace(s, track=((eid, active),) + track)
    s = _note(s, "event", eid)
    return _event_immediate(s, ev) if active else s


def _event_applies(s: AState, ev) -> bool:
    """An event whose NPC is dead or belongs to a detective not in the game ends at once."""
    if not ev.npc:
        only = ev.data.get("ability", {}).get("only")
        return not only or any(p.detective == only for p in s.players) or bool(ev.data["ability"].get("others"))
    for p in s.players:
        if ev.npc in dict(p.npc_alive):
            return npc_alive(p, ev.npc)
    return False


def _event_immediate(s: AState, ev) -> AState:
    tasks: list[tuple] = []
    for op in ev.data.get("immediate", ()):
        k = op[0]
        if k == "first_player" and op[1] == "hit":
            tasks.append(("hit", s.first_player))
        elif k == "first_player" and op[1] == "move_lead":
            if not cal(s).is_climax(s.day):
                tasks.append(("any_lead", s.first_player))
        elif k == "remove_alibi_most":
            tasks.append(("unalibi", s.first_player))
        elif k == "detective_choice":
            who = next((i for i, p in enumerate(s.players) if p.detective == op[1]), None)
            if who is not None:
                s = with_player(s, who, li_debt=True)
        elif k == "hit_most_hit":
            tasks += [("hit_most", s.first_player)] * int(op[1])
        elif k == "each_player_evidence":
            for i in _order(s):
                tasks += [("ev", i), ("place", i, op[1], "down")]  # ES3: face down (10.6.2)
    if "immediate" in ev.data and ev.kind == "general":
        s = replace(s, track=tuple((e, False if e == ev.id else act) for e, act in s.track))
    return _prepend(s, *tasks) if tasks else s


def _auto_event_now(s: AState, _head: tuple) -> AState:
    ev = CONTENT.events[s.specific]
    s = replace(s, specific_active="ability" in ev.data, specific_done=True)
    s = _note(s, "event", ev.id)
    return _event_immediate(_push(s), ev)


def _auto_plot_resolve(s: AState, head: tuple) -> AState:
    seat = head[1]
    p = s.players[seat]
    if not p.plot or p.plot_card in ("++", "+-", "-+", "--"):
        return _push(s)
    positive = p.good > p.bad
    nxt = {"start": ("cross+", "cross-"), "cross+": ("++", "+-"), "cross-": ("-+", "--")}[p.plot_card]
    card = nxt[0] if positive else nxt[1]
    s = _return_baggage(s, seat)
    s = with_player(s, seat, plot_card=card)
    if p.detective == "louis":
        s = with_player(s, seat, mood="good" if positive else "bad")
    s = _note(s, "plot_card", seat, p.plot, card)
    if card in ("++", "+-", "-+", "--"):
        s = _ending_effect(s, seat, CONTENT.plots[p.plot].cards[card].effect)
    return _push(s)


def _ending_effect(s: AState, seat: int, effect: tuple) -> AState:
    p = s.players[seat]
    for op in effect:
        k = op[0]
        if k == "npc_dies":
            owner = next((i for i, o in enumerate(s.players) if op[1] in dict(o.npc_alive)), None)
            if owner is not None:
                o = s.players[owner]
                s = with_player(s, owner, npc_alive=set_key(o.npc_alive, op[1], False),
                                npc_favors=tuple((n, 0 if n == op[1] else c) for n, c in o.npc_favors))
            # 8.7, 8.10: events involving a dead NPC end at once
            s = replace(s, track=tuple((e, act and CONTENT.events[e].npc != op[1]) for e, act in s.track))
        elif k == "trauma":
            s = _gain_trauma(s, seat, int(op[1]))
        elif k == "set_sanity":
            s = with_player(s, seat, sanity=int(op[1]))
        elif k == "restore_directives":
            s = with_player(s, seat, directives=(1, 2, 3))
        elif k == "lose_npc_favors":
            s = with_player(s, seat, npc_favors=tuple((n, 0 if n == op[1] else c) for n, c in p.npc_favors))
        elif k == "money":
            s = with_player(s, seat, money=min(R["money_max"], p.money + int(op[1])))
        elif k == "set_money":
            s = with_player(s, seat, money=int(op[1]))
        p = s.players[seat]
    return s


def _auto_close(s: AState, _head: tuple) -> AState:
    for i, p in enumerate(s.players):
        if p.plot and p.plot_card in ("++", "+-", "-+", "--"):
            s = with_player(s, i, endings=p.endings + ((p.plot, p.plot_card),), plot="", plot_card="")
    return replace(s, queue=(), over=True, active=-1)

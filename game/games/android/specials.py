"""Android rules: the detectives' specials (8.15): Caprice's psychic reading, Floyd's directives,
Raymond's memories, and asking Jimmy the Snitch again.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import HIDDEN
from game.games.android.abilities import _resolve_effect
from game.games.android.conspiracy import _dig
from game.games.android.content import CONTENT, FILES
from game.games.android.economy import _baggage, _plot_trigger
from game.games.android.evidence import _learn_suspect
from game.games.android.flow import _prepend, deck_available, hand_limit, living
from game.games.android.movement import _jimmy_cost, _start_jimmy
from game.games.android.state import AState, with_player


def _special_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    out: list[tuple] = []
    if p.detective == "caprice" and s.time >= 1 and p.sanity > -3 and "reading" not in p.turn_used:
        out += [("reading", x.id, f) for x in living(s) for f in FILES if any(t.file == f for t in x.tokens)]
    if p.detective == "floyd":
        out += [("break", d) for d in p.directives]
    if p.detective == "raymond" and s.time >= 1:
        for other in s.players:
            m = other.memory
            if other.memory_shown and m not in ("", HIDDEN) and CONTENT.memories[m]["location"] == p.location \
                    and f"entered:{p.location}" in p.turn_used \
                    and m not in p.recovered:
                out.append(("recover", m))
    if p.location == s.jimmy and "jimmy" not in p.turn_used and s.time >= _jimmy_cost(s):
        out.append(("jimmy",))
    return out


def _apply_reading(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    s = with_player(replace(s, time=s.time - 1), seat, sanity=p.sanity - 1, turn_used=p.turn_used + ("reading",))
    s = _plot_trigger(s, seat, "psychic_reading")
    return _learn_suspect(s, seat, a[1], a[2])


def _apply_break(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    s = with_player(s, seat, directives=tuple(d for d in p.directives if d != a[1]))
    s = _plot_trigger(s, seat, "break_directive")
    s = _baggage(s, seat, "bad", 1)
    if a[1] == 1:  # up to two hits
        return _prepend(s, ("hit", seat, "opt"), ("hit", seat, "opt"))
    if a[1] == 2:
        return _prepend(_dig(_dig(s, seat), seat), ("favor_any", seat))
    return replace(s, time=s.time + 2)


def _apply_recover(s: AState, seat: int, a: tuple) -> AState:
    holder = next(i for i, o in enumerate(s.players) if o.memory == a[1])
    p = s.players[seat]
    rec = p.recovered + (a[1],)
    s = with_player(replace(s, time=s.time - 1), seat, recovered=rec, wrapped=p.wrapped and len(rec) < 2)
    s = with_player(s, holder, memory="", memory_shown=False)
    s = _plot_trigger(s, seat, "recover")
    s = _resolve_effect(s, seat, tuple(tuple(x) for x in CONTENT.memories[a[1]]["reward"] if x[0] != "peek_suspect"))
    tasks = []
    if any(x[0] == "peek_suspect" for x in CONTENT.memories[a[1]]["reward"]):
        tasks.append(("jimmy_look", seat))
    h = s.players[holder]
    if len(h.hand) < hand_limit(h) and deck_available(s, "raymond:dark"):
        tasks.append(("draw", holder, "raymond:dark"))
    return _prepend(s, *tasks) if tasks else s


def _apply_jimmy(s: AState, seat: int, a: tuple) -> AState:
    return _start_jimmy(s, seat)

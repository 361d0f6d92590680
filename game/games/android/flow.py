"""Android rules: the work queue and the small queries every rules module shares.

The queue's head says what happens next (see ``rules.py``); ``_push`` replaces it by follow-up
tasks, ``_prepend`` runs tasks before it. Nothing here decides a rule of its own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.engine.core import HIDDEN
from game.games.android.content import CONTENT
from game.games.android.state import AState, Player, SuspectState

R = CONTENT.rules
LOC = CONTENT.locations
CHANCE_TASKS = {"deal_det", "hunch", "plot", "draw", "specific", "first", "memory", "ev", "gen_event", "piece",
                "ptop"}
AUTO_TASKS = {"setup", "turn", "end_day", "start_day", "plot_resolve", "close", "event_now", "window", "go",
              "arrive2", "finish_turn", "new_day"}
FORCED_WHEN_SINGLE = {"hit_most", "unalibi"}  # event choices that only break ties


def _push(s: AState, *tasks: tuple) -> AState:
    """Replace the head with ``tasks`` (run in order), keeping the rest."""
    return replace(s, queue=tuple(tasks) + s.queue[1:])


def _prepend(s: AState, *tasks: tuple) -> AState:
    """Put ``tasks`` before the head (the head runs again afterwards)."""
    return replace(s, queue=tuple(tasks) + s.queue)


def _note(s: AState, *note: Any) -> AState:
    return replace(s, log=(s.log + (note,))[-8:])


def cal(s: AState):
    return CONTENT.calendars[s.calendar]


# Options a save may predate: the value an older file meant, kept out of the state's options so
# such a game writes the same state as before the option existed (spec 4.2 revised, issue 16)
LEGACY_OPTIONS = {"spent_time_ends_turn": "off"}


def opt_or_legacy(s: AState, key: str) -> str:
    """An option's value in ``s``; a state without it (an older game) has its legacy value."""
    return str(dict(s.options).get(key, LEGACY_OPTIONS[key]))


def time_spent(s: AState) -> bool:
    """Spec 4.2: once all his Time is spent (0 Time) the detective's turn is over: no further
    action, not even one that costs 0 Time. House rule ``spent_time_ends_turn=off``: the old
    reading, 0-Time actions stay possible."""
    return s.time <= 0 and opt_or_legacy(s, "spent_time_ends_turn") == "on"


def hand_limit(p: Player) -> int:
    return CONTENT.detectives[p.detective].hand_limit


def deck_available(s: AState, key: str) -> bool:
    return bool(s.deck(key)) or bool(s.discard_pile(key))


def light_key(p: Player) -> str:
    return f"{p.detective}:light"


def dark_keys_for(s: AState, seat: int) -> list[str]:
    """Dark decks a seat may draw from: those of the other detectives in play."""
    me = s.players[seat].detective
    return [f"{p.detective}:dark" for p in s.players if p.detective != me and p.detective]


def living(s: AState) -> list[SuspectState]:
    return [x for x in s.suspects if x.alive]


def npc_alive(p: Player, name: str) -> bool:
    return dict(p.npc_alive).get(name, False)


def _order(s: AState) -> list[int]:
    return [(s.first_player + k) % s.num_players for k in range(s.num_players)]


def pile_size(s: AState) -> int:
    return len(s.evidence_pile) + len(s.pile_top) + len(s.pile_bottom)


def _face_down_tokens(s: AState) -> list[tuple[str, int]]:
    return [(x.id, i) for x in s.suspects if x.alive for i, t in enumerate(x.tokens) if not t.face_up]


def _modifier(s: AState, name: str) -> bool:
    return any(active and CONTENT.events[e].data.get("modifier") == name for e, active in s.track)


def _active_events(s: AState) -> list[str]:
    out = [e for e, active in s.track if active]
    if s.specific_active and s.specific not in ("", HIDDEN):
        out.append(s.specific)
    return out


def _end_event(s: AState, eid: str) -> AState:
    if eid == s.specific:
        return replace(s, specific_active=False)
    return replace(s, track=tuple((e, False if e == eid else act) for e, act in s.track))

"""Android rules: abilities a detective uses on his own turn: location abilities (9.5), event
abilities (8.7) and plot actions (8.3), and the effect list they resolve.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from game.games.android.content import CONTENT, FAVORS
from game.games.android.economy import (
    _baggage,
    _bank_add,
    _npc_type,
    _pay,
    _pay_options,
    _plot_card,
    _plot_trigger,
    _shift,
    gain_favor,
    gain_npc_favor,
)
from game.games.android.evidence import _evidence_tasks, _legal_peek, _legal_warrant
from game.games.android.flow import (
    LOC,
    _active_events,
    _end_event,
    _prepend,
    _push,
    deck_available,
    hand_limit,
    light_key,
    living,
    pile_size,
)
from game.games.android.state import AState, Player, with_player


def _ability_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    loc = LOC[p.location]
    if not loc.abilities or loc.id in p.used:
        return []
    out = []
    for ab in loc.abilities:
        if ab.time > s.time or not _effect_possible(s, seat, ab.effect):
            continue
        if ab.id == "humanity_labor" and 1 in p.directives:
            continue  # Floyd's First Directive: no hits
        if not ab.cost:
            out.append(("ability", ab.id, ""))
        else:
            out += [("ability", ab.id, how) for how in _pay_options(s, seat, ab.cost[0], True)]
    return out


def _effect_possible(s: AState, seat: int, effect: tuple) -> bool:
    p = s.players[seat]
    for op in effect:
        k = op[0]
        if k == "favor" and s.bank_of(op[1]) < 1:
            return False
        if k == "dropship" and s.bank_of("dropship") < 1:
            return False
        if k == "warrant" and not _legal_warrant(s, ("warrant", seat)):
            return False
        if k == "hit" and (not living(s) or s.bank_of("hit") < 1):
            return False
        if k == "alibi" and (not living(s) or s.bank_of("alibi") < 1):
            return False
        if k == "heal" and p.trauma < 1:
            return False
        if k == "remove_bad" and p.bad < 1:
            return False
        if k == "token" and s.bank_of(op[1]) < 1:
            return False
        if k == "peek" and not _legal_peek(s, ("peek", seat)):
            return False
        if k == "draw" and (len(p.hand) >= hand_limit(p) or not deck_available(s, light_key(p))):
            return False
        if k == "good" and (not p.plot or p.plot_card in ("++", "+-", "-+", "--")):
            return False
    return True


def _ability(aid: str):
    return next(ab for loc in LOC.values() for ab in loc.abilities if ab.id == aid)


def _use_ability(s: AState, seat: int, a: tuple) -> AState:
    ab = _ability(a[1])
    p = s.players[seat]
    s = with_player(replace(s, time=s.time - ab.time), seat, used=p.used + (p.location,))
    if a[2]:
        s = _pay(s, seat, a[2])
    s = _plot_trigger(s, seat, "use_ability", loc=p.location)
    return _prepend(s, ("window", seat, ("use_ability",), ()), ("go", seat, ab.effect))


def _resolve_effect(s: AState, seat: int, effect: tuple) -> AState:
    tasks: list[tuple] = []
    for op in effect:
        k = op[0]
        if k == "favor":
            s = gain_favor(s, seat, op[1], int(op[2]))
        elif k == "npc_favor":
            s = gain_npc_favor(s, seat, op[1], int(op[2]))
        elif k == "good":
            s = _baggage(s, seat, "good", int(op[1]))
        elif k == "bad_on":
            who = next((i for i, p in enumerate(s.players) if p.detective == op[1]), None)
            if who is not None:
                s = _baggage(s, who, "bad", int(op[2]))
        elif k == "remove_bad":
            p = s.players[seat]
            n = min(p.bad, int(op[1]))
            s = _bank_add(with_player(s, seat, bad=p.bad - n), "baggage", n)
        elif k == "dropship":
            if s.bank_of("dropship") > 0:
                s = _bank_add(with_player(s, seat, passes=s.players[seat].passes + 1), "dropship", -1)
        elif k == "warrant":
            tasks.append(("warrant", seat))
        elif k == "hit":
            tasks += [("hit", seat)] * int(op[1])
        elif k == "alibi":
            tasks += [("alibi", seat)] * int(op[1])
        elif k == "heal":
            p = s.players[seat]
            s = with_player(s, seat, trauma=max(0, p.trauma - int(op[1])))
        elif k == "shift":
            s = _shift(s, seat, -int(op[3]) if op[2] == "light" else int(op[3]))
        elif k == "token":
            if s.bank_of(op[1]) > 0:
                p = s.players[seat]
                s = _bank_add(with_player(s, seat, **{op[1]: getattr(p, op[1]) + 1}), op[1], -1)
        elif k == "peek":
            tasks += [("peek", seat)] * int(op[1])
        elif k == "draw":
            tasks.append(("draw", seat, light_key(s.players[seat])))
        elif k == "sanity":
            p = s.players[seat]
            s = with_player(s, seat, sanity=max(-3, min(3, p.sanity + int(op[1]))))
        elif k == "evidence":
            if pile_size(s) and living(s):
                tasks += _evidence_tasks(s, seat, op[1])
        elif k == "look_memory":
            tasks.append(("look_memory", seat))
    return _prepend(s, *tasks) if tasks else s


def _event_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    for eid in _active_events(s):
        ab = CONTENT.events[eid].data.get("ability")
        if not ab or ab["location"] != p.location or eid in p.used or ab["time"] > s.time:
            continue
        effect = _event_effect(ab, p)
        if effect is None or not _effect_possible(s, seat, effect):
            continue
        out.append(("event", eid))
    return out


def _event_effect(ab: dict, p: Player) -> tuple | None:
    only = ab.get("only")
    if only and p.detective != only:
        others = ab.get("others")
        return tuple(tuple(x) for x in others) if others else None
    return tuple(tuple(x) for x in ab["effect"])


def _use_event(s: AState, seat: int, a: tuple) -> AState:
    eid = a[1]
    ev = CONTENT.events[eid]
    ab = ev.data["ability"]
    p = s.players[seat]
    s = with_player(replace(s, time=s.time - ab["time"]), seat, used=p.used + (eid,))
    effect = _event_effect(ab, p) or ()
    if ab.get("first_only") and (not ab.get("only") or ab["only"] == p.detective):
        s = _end_event(s, eid)
    return _prepend(s, ("window", seat, ("use_ability",), ()), ("go", seat, effect))


def _plot_actions(s: AState, seat: int) -> list[tuple]:
    p = s.players[seat]
    card = _plot_card(p)
    if card is None or card.is_ending:
        return []
    out = []
    for i, r in enumerate(card.rules):
        if r.kind != "action" or r.location != p.location or f"plot{i}" in p.used or r.time > s.time:
            continue
        if r.money and p.money < r.money:
            continue
        need = Counter(r.favors)
        if any(p.favors[FAVORS.index(t)] + sum(c for nm, c in p.npc_favors if _npc_type(p, nm) == t) < k
               for t, k in need.items()):
            continue
        out.append(("plot", i))
    return out


def _use_plot_action(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    card = _plot_card(p)
    r = card.rules[a[1]]
    s = with_player(replace(s, time=s.time - r.time), seat, used=p.used + (f"plot{a[1]}",),
                    money=p.money - r.money)
    for t in r.favors:  # normal favors first, then NPC favors of that type
        opts = _pay_options(s, seat, t, False)
        s = _pay(s, seat, opts[0])
    return _prepend(s, ("window", seat, ("use_ability",), ()), ("go", seat, (("good", r.n),) + r.extra))


def _legal_favor_any(s: AState, head: tuple) -> list[tuple]:
    return [("favor", t) for t in FAVORS if s.bank_of(t) > 0]


def _apply_favor_any(s: AState, head: tuple, a: tuple) -> AState:
    return _push(gain_favor(s, head[1], a[1]))

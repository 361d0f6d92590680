"""Android rules: light cards (8.1): which ones may be played now, the end of a card's payment
(a light card's dark shift and effect; a dark card played live hands over to ``twilight``), and
the effects (moves, reveals, peeks at the pile, memories).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from game.games.android import board
from game.games.android.abilities import _resolve_effect
from game.games.android.content import CONTENT
from game.games.android.economy import _baggage, _plot_trigger, _shift
from game.games.android.evidence import _follow, _legal_peek
from game.games.android.flow import LOC, R, _face_down_tokens, _note, _prepend, _push, light_key, living, pile_size
from game.games.android.movement import _arrive, _may_enter
from game.games.android.payment import _card_cost, _shift_due
from game.games.android.state import AState, set_at, set_key, with_player, with_suspect
from game.games.android.twilight import resolve_dark

SUPPORTED_LIGHT = {"peek_pile", "peek_suspect", "sanity", "good", "good_if_plot", "favor", "shift", "move", "follow_here",
                   "keep_best", "peek", "time", "npc_favor", "bad", "remove_alibi", "money", "hit", "reveal",
                   "look_memory", "evidence"}


def _playable_light(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    if s.time < 1:
        return []
    out = []
    for cid in sorted({c for k, c in p.hand if k == light_key(p)}):
        card = CONTENT.cards[cid]
        # a response card only adds effects, so playing it between steps equals playing it in the
        # light window of the step before (8.2); the window itself follows a dark card
        if card.timing not in ("action", "response") or any(op[0] not in SUPPORTED_LIGHT for op in card.ops):
            continue
        if p.mood == "bad" and "Family" in card.traits:
            continue
        opposite = sum(1 for k, _c in p.hand if k.endswith(":dark"))
        if p.twilight + max(0, _card_cost(p, cid) - opposite) > R["twilight_half"]:
            continue
        if _card_possible(s, seat, card.ops):
            out.append(cid)
    return out


def _card_possible(s: AState, seat: int, ops: tuple) -> bool:
    p = s.players[seat]
    for op in ops:
        k = op[0]
        if k == "follow_here" and not s.lead_at(p.location):
            return False
        if k == "move" and not _effect_targets(s, seat, int(op[1])):
            return False
        if k == "remove_alibi" and not any(x.alibis for x in living(s)):
            return False
        if k == "money" and int(op[1]) < 0 and p.money < -int(op[1]):
            return False
        if k in ("hit", "peek_suspect", "evidence") and not living(s):
            return False
        if k == "hit" and s.bank_of("hit") < 1:
            return False
        if k == "peek" and not _legal_peek(s, ("peek", seat)):
            return False
        if k == "reveal" and not _face_down_tokens(s):
            return False
        if k == "look_memory" and not _legal_look_memory(s, ("look_memory", seat)):
            return False
        if k in ("evidence", "peek_pile") and not pile_size(s):
            return False
    return True


def _apply_pay(s: AState, head: tuple, a: tuple) -> AState:
    _k, seat, cid, opp, same, _where = head[:6]
    if a[0] == "sac":
        p = s.players[seat]
        i = p.hand.index((a[1], a[2]))
        s = with_player(s, seat, hand=p.hand[:i] + p.hand[i + 1:])
        s = replace(s, discards=set_key(s.discards, a[1], s.discard_pile(a[1]) + (a[2],)))
        if a[1].endswith(":dark"):
            owner = next((j for j, o in enumerate(s.players) if f"{o.detective}:dark" == a[1]), None)
            if owner is not None:
                s = _plot_trigger(s, owner, "dark_card_sacrificed")
        is_opp = a[1].endswith(":dark") != (_where == "dark")
        return replace(s, queue=(("pay", seat, cid, opp + is_opp, same + (not is_opp)) + head[5:],) + s.queue[1:])
    p = s.players[seat]
    if _where == "dark":
        target, ctx = head[6], head[7]
        return resolve_dark(_shift(_push(s), seat, -_shift_due(p, cid, opp, same)), seat, target, cid, ctx)
    s = _shift(s, seat, _shift_due(p, cid, opp, same))
    key = light_key(p)
    s = replace(s, discards=set_key(s.discards, key, s.discard_pile(key) + (cid,)))
    card = CONTENT.cards[cid]
    s = _plot_trigger(s, seat, "play_light", family="Family" in card.traits)
    s = _note(_push(s), "played", seat, cid)
    if _where == "window":  # played inside a window: no new window
        return _card_effect(s, seat, card.ops)
    return _prepend(s, ("window", seat, ("play_light",), ()), ("go", seat, ("card", cid)))


def _card_effect(s: AState, seat: int, ops: tuple) -> AState:
    tasks: list[tuple] = []
    simple: list[tuple] = []
    for op in ops:
        k = op[0]
        p = s.players[seat]
        if k == "peek_suspect":
            tasks += [("jimmy_look", seat)] * int(op[1])
        elif k == "good_if_plot":
            if p.plot == op[1]:
                s = _baggage(s, seat, "good", 1)
        elif k == "time":
            s = replace(s, time=max(0, s.time + int(op[1])))
        elif k == "bad":
            s = _baggage(s, seat, "bad", int(op[1]))
        elif k == "remove_alibi":
            tasks += [("rm_alibi", seat)] * int(op[1])
        elif k == "money":
            s = with_player(s, seat, money=max(0, min(R["money_max"], p.money + int(op[1]))))
        elif k == "move":
            tasks.append(("effect_move", seat, int(op[1])))
        elif k == "follow_here":
            if s.lead_at(p.location):
                s = _follow(s, seat, own=False)  # an effect: no follow_up window (8.2)
        elif k == "keep_best":
            s = with_player(s, seat, turn_used=p.turn_used + ("keep_best",))
        elif k == "reveal":
            tasks += [("flip_any", seat)] * int(op[1])
        elif k == "look_memory":
            tasks.append(("look_memory", seat))
        elif k == "peek_pile":
            n = int(op[1])
            top = tuple((c, tuple(sorted(set(kn) | {seat}))) if i < n else (c, kn)
                        for i, (c, kn) in enumerate(s.pile_top))
            s = replace(s, pile_top=top)
            need = min(max(0, n - len(top)), len(s.evidence_pile))
            tasks += [("ptop", seat)] * need + [("top_order", seat, n)]
        elif k == "favor" and op[1] == "any":
            tasks.append(("favor_any", seat))
        elif k == "hit":
            tasks += [("hit", seat)] * int(op[1])
        else:
            simple.append(op)
    if simple:
        s = _resolve_effect(s, seat, tuple(simple))
    return _prepend(s, *tasks) if tasks else s


def _effect_targets(s: AState, seat: int, reach: int) -> list[str]:
    """move(r): a free move within r in the same city, or one Beanstalk step; never into a
    restricted location without the mover's warrant (spec 13, item 5)."""
    p = s.players[seat]
    here = p.location
    if here in board.BEANSTALK:
        cands = board.beanstalk_neighbours(here)
    else:
        cands = [lid for lid, loc in LOC.items() if lid != here and loc.city == LOC[here].city
                 and board.dist(LOC[here], loc) <= reach]
    return [lid for lid in cands if _may_enter(p, lid) and not (LOC[lid].restricted and lid not in p.warrants)]


def _legal_effect_move(s: AState, head: tuple) -> list[tuple]:
    return [("move", lid) for lid in _effect_targets(s, head[1], head[2])]


def _apply_effect_move(s: AState, head: tuple, a: tuple) -> AState:
    return _arrive(_push(s), head[1], a[1], window=False)  # an effect: no card window (8.2)


def _legal_rm_alibi(s: AState, head: tuple) -> list[tuple]:
    return [("unalibi", x.id) for x in living(s) if x.alibis > 0]


def _legal_flip_any(s: AState, head: tuple) -> list[tuple]:
    return [("flip", sid, i) for sid, i in _face_down_tokens(s)]


def _apply_flip_any(s: AState, head: tuple, a: tuple) -> AState:
    sus = s.suspect(a[1])
    t = sus.tokens[a[2]]
    s = with_suspect(s, replace(sus, tokens=set_at(sus.tokens, a[2], replace(t, face_up=True))))
    return _push(_note(s, "flip", head[1], a[1], t.code))


def _legal_top_order(s: AState, head: tuple) -> list[tuple]:
    """peek_pile: put the looked-at tokens back on top in any order."""
    k = min(head[2], len(s.pile_top))
    codes = [c for c, _kn in s.pile_top[:k]]
    return [("top_order",) + p for p in sorted(set(permutations(codes)))] if k > 1 else []


def _apply_top_order(s: AState, head: tuple, a: tuple) -> AState:
    k = len(a) - 1
    pool = list(s.pile_top[:k])
    new = []
    for code in a[1:]:
        i = next(i for i, (c, _kn) in enumerate(pool) if c == code)
        new.append(pool.pop(i))
    return _push(replace(s, pile_top=tuple(new) + s.pile_top[k:]))


def _legal_look_memory(s: AState, head: tuple) -> list[tuple]:
    seat = head[1]
    seen = {h for h, _m in s.players[seat].memories_seen}
    return [("memory_of", i) for i, o in enumerate(s.players)
            if i != seat and o.memory not in ("",) and not o.memory_shown and i not in seen]


def _apply_look_memory(s: AState, head: tuple, a: tuple) -> AState:
    p = s.players[head[1]]
    seen = p.memories_seen + ((a[1], s.players[a[1]].memory),)
    return _push(with_player(s, head[1], memories_seen=seen))


def _auto_go(s: AState, head: tuple) -> AState:
    """Resolve what a window let through: an ability's effect or a light card's."""
    seat, what = head[1], head[2]
    s = _push(s)
    if what and what[0] == "card":
        return _card_effect(s, seat, CONTENT.cards[what[1]].ops)
    return _resolve_effect(s, seat, what)

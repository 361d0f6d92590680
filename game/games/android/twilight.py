"""Android rules: dark cards (8.1, 8.2, 8.2.1): standing orders, the card window after a trigger
and its priority, the live "ask me" question, cancel, fights and the response light window.
"""

from __future__ import annotations

from dataclasses import replace

from game.games.android.content import CONTENT, QUALITIES, TYPES
from game.games.android.economy import _baggage, _gain_trauma, _pay, _pay_options, _plot_trigger, _shift
from game.games.android.flow import R, _note, _order, _prepend, _push, light_key
from game.games.android.payment import _card_cost, _legal_pay, _start_play
from game.games.android.state import AState, set_at, set_key, with_player, with_suspect

# Standing-order filters (8.2.1), the one table of them: "" always, "ask" ask me live, then
# "t<n>" the target (the active detective) has at least n Time, "u<n>" at most n Time, and the
# target's place: "q:<quality>", "k:<type>", "at:<place id>" (qualities, types and places from the
# map data). "t3" keeps its old spelling and meaning, so old saves and replays still verify.
# An order may also be "ask me" AND have a filter (8.2.1): "ask|<filter>" asks live, but only
# when <filter> holds; plain "ask" (no filter) stays as it was. These come after the plain ones.
TIME_AT_LEAST = tuple(range(1, 7))
TIME_AT_MOST = tuple(range(0, 6))
PLAIN_FILTERS: tuple[str, ...] = (
    "", "ask",
    *(f"t{n}" for n in TIME_AT_LEAST), *(f"u{n}" for n in TIME_AT_MOST),
    *(f"q:{q}" for q in QUALITIES), *(f"k:{k}" for k in TYPES), *(f"at:{lid}" for lid in CONTENT.loc_ids),
)
ORDER_FILTERS: tuple[str, ...] = (*PLAIN_FILTERS, *(f"ask|{f}" for f in PLAIN_FILTERS if f not in ("", "ask")))


def split_ask(f: str) -> tuple[bool, str]:
    """An order's filter as (ask me?, condition): "ask" -> (True, ""), "ask|t3" -> (True, "t3"),
    "t3" -> (False, "t3"), "" -> (False, "")."""
    if f == "ask":
        return True, ""
    if f.startswith("ask|"):
        return True, f[4:]
    return False, f


def filter_parts(f: str) -> tuple[str, str]:
    """A plain filter string as (kind, argument): ("", ""), ("ask", ""), ("t", "3"), ("u", "2"),
    ("q", "ritzy"), ("k", "civic"), ("at", "napd"). (An "ask|..." filter: split_ask first.)"""
    if f in ("", "ask"):
        return f, ""
    if ":" in f:
        kind, _, arg = f.partition(":")
        return kind, arg
    return f[:1], f[1:]


def _order_actions(s: AState, seat: int) -> list[tuple]:
    """Arm or disarm the dark cards in hand (free, on one's own turn; secret)."""
    p = s.players[seat]
    held = sorted({c for k, c in p.hand if k.endswith(":dark")})
    armed = {c for c, _f in p.orders}
    out: list[tuple] = []
    for cid in held:
        if cid in armed:
            out.append(("disarm", cid))
        else:
            out += [("arm", cid, f) for f in ORDER_FILTERS]
    return out


def _apply_arm(s: AState, seat: int, a: tuple) -> AState:
    p = s.players[seat]
    if a[0] == "arm":
        return with_player(s, seat, orders=p.orders + ((a[1], a[2]),))
    return with_player(s, seat, orders=tuple(o for o in p.orders if o[0] != a[1]))


def _matches(s: AState, order: tuple[str, str], target: int) -> bool:
    """The order's filter holds now: the target's Time left (``s.time``, his own turn) or the
    place he stands at when the trigger fires (after a move: the place he entered)."""
    kind, arg = filter_parts(split_ask(order[1])[1])  # an ask order: its condition decides
    if kind == "t":
        return s.time >= int(arg)
    if kind == "u":
        return s.time <= int(arg)
    here = s.players[target].location
    if kind == "at":
        return here == arg
    loc = CONTENT.locations.get(here)
    if kind == "q":
        return loc is not None and loc.quality == arg
    if kind == "k":
        return loc is not None and loc.type == arg
    return True


def _auto_window(s: AState, head: tuple) -> AState:
    """One dark card at most: the first seat in priority order (first player, clockwise, the
    active player skipped) whose first matching armed order it can pay plays it.

    An "ask" or "ask|<filter>" order asks its seat live instead (once per seat and turn; the
    latter only while its filter holds). With the option ``ask_me_always_prompts`` (default on)
    an ask order whose trigger fires (and whose filter holds) asks even when its card cannot be
    played now (another detective's deck, unpayable), so that a prompt tells the other players
    nothing (8.2.1); then only "hold back" is offered."""
    _k, target, triggers, ctx = head[:4]
    start = head[4] if len(head) > 4 else 0
    s = _push(s)
    always = s.opt("ask_me_always_prompts") == "on"
    order = _order(s)
    for idx in range(start, len(order)):
        seat = order[idx]
        if seat == target:
            continue
        p = s.players[seat]
        live = tuple(o for o in p.orders if any(c == o[0] for _k2, c in p.hand))
        if live != p.orders:
            s = with_player(s, seat, orders=live)
        hollow = ""
        for od in live:
            cid = od[0]
            asks_now = split_ask(od[1])[0] and seat not in s.asked
            if not _order_playable(s, seat, od, target, triggers, sacrifices=asks_now):
                if (always and not hollow and split_ask(od[1])[0] and CONTENT.cards[cid].timing in triggers
                        and _matches(s, od, target)):
                    hollow = cid
                continue
            if asks_now:
                # one live question per seat and turn (8.2.1); later ones use the order as armed
                s = replace(s, asked=s.asked + (seat,))
                return _prepend(s, ("ask", seat, target, cid, triggers, ctx, idx + 1))
            return _play_dark(s, seat, target, cid, ctx)
        if hollow and seat not in s.asked:
            s = replace(s, asked=s.asked + (seat,))
            return _prepend(s, ("ask", seat, target, hollow, triggers, ctx, idx + 1))
    return s


def _order_playable(s: AState, seat: int, order: tuple[str, str], target: int, triggers: tuple,
                    sacrifices: bool = False) -> bool:
    """The order's card is a dark card of the target, in hand, fits the trigger and its filter, and
    its cost can be paid: by an armed order with no sacrifices (the order fixes none, 8.2.1), when
    the seat is asked live (``sacrifices``) also with the light cards it may sacrifice (8.1)."""
    p = s.players[seat]
    cid = order[0]
    card = CONTENT.cards[cid]
    if (f"{s.players[target].detective}:dark", cid) not in p.hand:
        return False
    if card.timing not in triggers or not _matches(s, order, target):
        return False
    discount = sum(1 for k, _c in p.hand if not k.endswith(":dark")) if sacrifices else 0
    return p.twilight - max(0, card.cost - discount) >= -R["twilight_half"]


def _reviews(s: AState, active: int) -> list[tuple]:
    """Option "between_turns": before a turn, each other seat holding dark cards of the active
    detective whose hand changed since its last review may edit its orders (8.2.1)."""
    if s.opt("orders_review") != "between_turns":
        return []
    deck = f"{s.players[active].detective}:dark"
    out = []
    for seat in _order(s):
        p = s.players[seat]
        if seat != active and any(k == deck for k, _c in p.hand) and tuple(sorted(p.hand)) != p.reviewed:
            out.append(("review", seat, active))
    return out


def _legal_review(s: AState, head: tuple) -> list[tuple]:
    return _order_actions(s, head[1]) + [("done",)]


def _apply_review(s: AState, head: tuple, a: tuple) -> AState:
    seat = head[1]
    if a[0] == "done":
        p = s.players[seat]
        s = with_player(s, seat, reviewed=tuple(sorted(p.hand)))
        return _push(replace(s, asked=s.asked + (seat,)))  # its one hand-off of this turn
    return _apply_arm(s, seat, a)


def _legal_ask(s: AState, head: tuple) -> list[tuple]:
    _k, seat, target, cid, triggers = head[:5]
    if not _order_playable(s, seat, (cid, "ask"), target, triggers, sacrifices=True):
        return [("dark_no",)]  # asked only so that the prompt reveals nothing (ask_me_always_prompts)
    return [("dark_yes",), ("dark_no",)]


def _apply_ask(s: AState, head: tuple, a: tuple) -> AState:
    """Played live, the card is paid like a light card (8.1): sacrifices one by one ("pay" with
    where="dark"), then "paid" light shifts the rest and the card resolves."""
    _k, seat, target, cid, triggers, ctx, nxt = head
    if a[0] == "dark_yes":
        s = _take_dark(_push(s), seat, cid)
        pay = ("pay", seat, cid, 0, 0, "dark", target, ctx)
        if _legal_pay(s, pay) == [("paid",)]:  # nothing to sacrifice: paid at once, as an order pays
            return resolve_dark(_shift(s, seat, -CONTENT.cards[cid].cost), seat, target, cid, ctx)
        return _prepend(s, pay)
    return replace(s, queue=(("window", target, triggers, ctx, nxt),) + s.queue[1:])


def _take_dark(s: AState, seat: int, cid: str) -> AState:
    """The dark card leaves its player's hand (and its order, unless he holds another copy)."""
    p = s.players[seat]
    key = f"{CONTENT.cards[cid].detective}:dark"
    i = p.hand.index((key, cid))
    rest = p.hand[:i] + p.hand[i + 1:]
    return with_player(s, seat, hand=rest, orders=tuple(o for o in p.orders if o[0] != cid or (key, cid) in rest))


def _play_dark(s: AState, seat: int, target: int, cid: str, ctx: tuple) -> AState:
    """An armed order plays its card: the full cost as a light shift, no sacrifices (8.2.1)."""
    s = _take_dark(s, seat, cid)
    return resolve_dark(_shift(s, seat, -CONTENT.cards[cid].cost), seat, target, cid, ctx)


def resolve_dark(s: AState, seat: int, target: int, cid: str, ctx: tuple) -> AState:
    """A paid dark card: to the bottom of its deck, then its effects on the target."""
    card = CONTENT.cards[cid]
    key = f"{card.detective}:dark"
    s = replace(s, discards=set_key(s.discards, key, s.discard_pile(key) + (cid,)))
    s = _note(s, "dark", seat, target, cid)
    s = _plot_trigger(s, target, "dark_card_played")
    tasks: list[tuple] = []
    for op in card.ops:
        k = op[0]
        if k == "cancel":
            s = _cancel(s, target, ctx)
        elif k == "flip_last" and ctx and ctx[0] == "token":
            sus = s.suspect(ctx[1])
            if ctx[2] < len(sus.tokens):
                t = sus.tokens[ctx[2]]
                s = with_suspect(s, replace(sus, tokens=set_at(sus.tokens, ctx[2], replace(t, face_up=True))))
        elif k == "fight":
            tasks.append(("fight", target, cid))
        else:
            s = _hurt(s, target, (op,))
    if _responses(s, target):
        tasks.append(("light_window", target))
    return _prepend(s, *tasks) if tasks else s


def _cancel(s: AState, target: int, ctx: tuple) -> AState:
    """8.2.2: the cancelled action does not happen; what was paid stays paid."""
    nxt = s.queue[0] if s.queue else ("",)
    if nxt[0] == "arrive2":
        s = with_player(s, target, location=nxt[2])  # back where he came from, no arrival effects
        return replace(s, queue=s.queue[1:])
    if nxt[0] == "go":
        return replace(s, queue=s.queue[1:])
    return s


def _hurt(s: AState, target: int, ops: tuple) -> AState:
    """Dark-card and fight effects on their target (the active detective)."""
    for op in ops:
        k = op[0]
        p = s.players[target]
        if k == "else":
            first, alt = op[1], op[2]
            if _can_pay_loss(s, target, first):
                s = _hurt(s, target, (first,))
            else:
                s = _hurt(s, target, (alt,))
        elif k == "time":
            s = replace(s, time=max(0, s.time + int(op[1])))
        elif k == "sanity":
            s = with_player(s, target, sanity=max(-3, min(3, p.sanity + int(op[1]))))
        elif k == "bad":
            s = _baggage(s, target, "bad", int(op[1]))
        elif k == "trauma":
            s = _gain_trauma(s, target, int(op[1]))
        elif k == "shift":
            s = _shift(s, target, int(op[3]) if op[2] == "dark" else -int(op[3]))
        elif k == "lose_favor":
            opts = _pay_options(s, target, op[1], False)
            if opts:
                s = _pay(s, target, opts[0])
        elif k == "money":
            s = with_player(s, target, money=max(0, p.money + int(op[1])))
    return s


def _can_pay_loss(s: AState, target: int, op: tuple) -> bool:
    p = s.players[target]
    if op[0] == "lose_favor":
        return bool(_pay_options(s, target, op[1], False))
    if op[0] == "money":
        return p.money >= -int(op[1])
    return True


def _legal_fight(s: AState, head: tuple) -> list[tuple]:
    return [("tactic", t) for t in ("fight", "flee", "talk")]


def _apply_fight(s: AState, head: tuple, a: tuple) -> AState:
    ops = CONTENT.cards[head[2]].ops[0][1][a[1]]
    return _hurt(_push(s), head[1], ops)


def _responses(s: AState, seat: int) -> list[str]:
    """Response light cards the active player could play now (1 Time + a payable cost)."""
    p = s.players[seat]
    if s.time < 1 or s.active != seat:
        return []
    out = []
    opposite = sum(1 for k, _c in p.hand if k.endswith(":dark"))
    for cid in sorted({c for k, c in p.hand if k == light_key(p)}):
        card = CONTENT.cards[cid]
        if card.timing != "response" or (p.mood == "bad" and "Family" in card.traits):
            continue
        if p.twilight + max(0, _card_cost(p, cid) - opposite) <= R["twilight_half"]:
            out.append(cid)
    return out


def _legal_light_window(s: AState, head: tuple) -> list[tuple]:
    cards = _responses(s, head[1])
    return [("respond", c) for c in cards] + [("pass",)] if cards else []


def _apply_light_window(s: AState, head: tuple, a: tuple) -> AState:
    if a[0] == "pass":
        return _push(s)
    return _start_play(_push(s), head[1], a[1], in_window=True)

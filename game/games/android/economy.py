"""Android rules: what a detective gains and pays (favors, NPC favors, money, the banks), baggage on
the plot card, the twilight shift and trauma, and the plot conditions (8.3) that react to them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.games.android.content import CONTENT, FAVORS
from game.games.android.flow import LOC, R, npc_alive
from game.games.android.state import AState, Player, set_at, set_key, with_player


def _bank_add(s: AState, key: str, n: int) -> AState:
    return replace(s, bank=set_key(s.bank, key, s.bank_of(key) + n))


def gain_favor(s: AState, seat: int, ftype: str, n: int = 1) -> AState:
    n = min(n, s.bank_of(ftype))
    if n <= 0:
        return s
    p = s.players[seat]
    i = FAVORS.index(ftype)
    s = with_player(s, seat, favors=set_at(p.favors, i, p.favors[i] + n))
    return _bank_add(s, ftype, -n)


def gain_npc_favor(s: AState, seat: int, name: str, n: int = 1) -> AState:
    p = s.players[seat]
    have = dict(p.npc_favors)
    if name not in have or not npc_alive(p, name):
        return s
    n = min(n, R["npc_favor_tokens"] - have[name])
    return with_player(s, seat, npc_favors=set_key(p.npc_favors, name, have[name] + max(0, n)))


def _npc_type(p: Player, name: str) -> str | None:
    det = CONTENT.detectives[p.detective]
    return next((npc.favor for npc in det.npcs if npc.name == name), None)


def _pay_options(s: AState, seat: int, ftype: str, money_ok: bool) -> list[str]:
    """Ways to pay one favor of ``ftype`` ("any" = any type): "f:corp", "npc:Name", "money"."""
    p = s.players[seat]
    types = FAVORS if ftype == "any" else (ftype,)
    out = [f"f:{t}" for t in types if p.favors[FAVORS.index(t)] > 0]
    out += [f"npc:{n}" for n, c in p.npc_favors if c > 0 and _npc_type(p, n) in types]
    if money_ok and p.detective == "rachel" and p.money >= 1000:
        out.append("money")
    return out


def _pay(s: AState, seat: int, how: str) -> AState:
    p = s.players[seat]
    if how == "money":
        return with_player(s, seat, money=p.money - 1000)
    kind, _, name = how.partition(":")
    if kind == "f":
        i = FAVORS.index(name)
        s = with_player(s, seat, favors=set_at(p.favors, i, p.favors[i] - 1))
        return _bank_add(s, name, 1)
    have = dict(p.npc_favors)[name]
    s = with_player(s, seat, npc_favors=set_key(p.npc_favors, name, have - 1))
    return _plot_trigger(s, seat, "spend_npc", npc=name)


def _baggage(s: AState, seat: int, side: str, n: int) -> AState:
    """Put baggage on a seat's current plot card; none on an ending card or without a plot."""
    p = s.players[seat]
    if not p.plot or p.plot_card in ("++", "+-", "-+", "--"):
        return s
    n = min(n, s.bank_of("baggage"))
    if n <= 0:
        return s
    s = with_player(s, seat, **{side: getattr(p, side) + n})
    return _bank_add(s, "baggage", -n)


def _shift(s: AState, seat: int, n: int) -> AState:
    half = R["twilight_half"]
    p = s.players[seat]
    return with_player(s, seat, twilight=max(-half, min(half, p.twilight + n)))


def _gain_trauma(s: AState, seat: int, n: int) -> AState:
    s = with_player(s, seat, trauma=s.players[seat].trauma + n)
    return _plot_trigger(s, seat, "gain_trauma")


def _return_baggage(s: AState, seat: int) -> AState:
    p = s.players[seat]
    return _bank_add(with_player(s, seat, good=0, bad=0), "baggage", p.good + p.bad)


def _plot_card(p: Player):
    if not p.plot:
        return None
    return CONTENT.plots[p.plot].cards[p.plot_card]


def _plot_trigger(s: AState, seat: int, trig: str, **ctx: Any) -> AState:
    p = s.players[seat]
    card = _plot_card(p)
    if card is None or card.is_ending:
        return s
    for i, r in enumerate(card.rules):
        if r.kind != "on" or f"cond{i}" in p.turn_used:
            continue
        if _condition(s, p, r.when, trig, ctx):
            s = _baggage(s, seat, r.side, r.n)
            p = s.players[seat]
            s = with_player(s, seat, turn_used=p.turn_used + (f"cond{i}",))
            p = s.players[seat]
    return s


def _condition(s: AState, p: Player, when: str, trig: str, ctx: dict) -> bool:
    loc = LOC[p.location]
    w = when
    if trig == "enter":
        if w == "enter_seedy":
            return bool(ctx.get("seedy"))
        if w == "enter_ritzy":
            return loc.quality == "ritzy"
        if w.startswith("enter_type("):
            return loc.type == w[len("enter_type("):-1]
        return False
    if trig == "follow_up":
        if w == "follow_up":
            return True
        if w.startswith("follow_up if location in district ") or w.startswith("follow_up in district "):
            return loc.district == w.split()[-1]
        if w == "follow_up on the Moon":
            return loc.city == "moon"
        return False
    if trig == "turn_start":
        if w == "turn_start":
            return True
        if w == "turn_start if detective on the Moon":
            return loc.city == "moon"
        if w == "turn_start if money = $0":
            return p.money == 0
        if w == "turn_start if money < $2,000":
            return p.money < 2000
        if w == "turn_start if Sanity <= -2":
            return p.sanity <= -2
        if w.startswith("turn_start if") and "fully dark" in w:
            return p.twilight >= R["twilight_half"]
        if w == "turn_start if Louis has no street favor":
            return not _pay_options(s, s.players.index(p), "street", False)
        return False
    if trig == "turn_end":
        if w in ("turn_end at ritzy", "turn_end at seedy"):
            return loc.quality == w.split()[-1]
        if w == "turn_end with Time left >= 2":
            return s.time >= 2
        return False
    if trig == "use_ability":
        if w.startswith("use_ability at "):
            return ctx.get("loc") == w.split()[-1]
        return w.startswith("use_ability")
    if trig == "place_evidence":
        return w == "place_evidence(face up)" and bool(ctx.get("face_up"))
    if trig == "spend_npc":
        return w == f"spend_npc_favor({ctx.get('npc')})"
    if trig == "play_light":
        return w == "play_light" or (w == "play_light(Family)" and bool(ctx.get("family")))
    if trig in ("place_hit", "gain_trauma", "reveal_information", "dark_card_sacrificed", "dark_card_played"):
        return w == trig
    if trig == "recover":
        return w == "recover a memory"
    if trig == "psychic_reading":
        return w.startswith("psychic reading")
    if trig == "break_directive":
        return w == "break a Directive"
    return False

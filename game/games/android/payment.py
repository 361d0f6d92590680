"""Android rules: paying for a twilight card (8.1): its cost (Louis's mood), the sacrifices that
lower or raise the shift, whether the shift fits the track, and the start of a light card's play.
Both card modules need this: ``cards`` (light cards) and ``twilight`` (dark cards and windows).
"""

from __future__ import annotations

from dataclasses import replace

from game.games.android.content import CONTENT
from game.games.android.flow import R, _prepend, light_key
from game.games.android.state import AState, Player, with_player


def _card_cost(p: Player, cid: str) -> int:
    card = CONTENT.cards[cid]
    c = card.cost
    return max(0, c - 1) if p.mood == "good" and card.side == "light" else c  # Louis in a good mood: his light cards


def _start_play(s: AState, seat: int, cid: str, in_window: bool = False) -> AState:
    p = s.players[seat]
    i = next(i for i, (k, c) in enumerate(p.hand) if c == cid and k == light_key(p))
    s = with_player(replace(s, time=s.time - 1), seat, hand=p.hand[:i] + p.hand[i + 1:])
    return _prepend(s, ("pay", seat, cid, 0, 0, "window" if in_window else ""))


def _shift_due(p: Player, cid: str, opposite: int, same: int) -> int:
    return max(0, _card_cost(p, cid) - opposite) + same


def _fits(p: Player, shift: int, dark_card: bool) -> bool:
    """A light card is paid by a dark shift, a dark card by a light shift (8.1): on the track?"""
    half = R["twilight_half"]
    return p.twilight - shift >= -half if dark_card else p.twilight + shift <= half


def _legal_pay(s: AState, head: tuple) -> list[tuple]:
    """Sacrifice a card (the opposite colour lowers the shift by 1, the same colour raises it by 1)
    while the payment can still fit the track, or pay. ``head[5] == "dark"``: a dark card played
    live from an "ask me" prompt (its opposite colour is light)."""
    _k, seat, cid, opp, same, where = head[:6]
    dark_card = where == "dark"
    p = s.players[seat]
    left_opp = sum(1 for k, _c in p.hand if k.endswith(":dark") != dark_card)
    out = []
    for key, c in sorted(set(p.hand)):
        is_opp = key.endswith(":dark") != dark_card
        o2, s2 = opp + is_opp, same + (not is_opp)
        if _fits(p, _shift_due(p, cid, o2 + left_opp - is_opp, s2), dark_card):
            out.append(("sac", key, c))
    if _fits(p, _shift_due(p, cid, opp, same), dark_card):
        out.append(("paid",))
    return out

"""Rogue Agent table: the chance of success it shows when an attack or a defusal is hovered, computed from
the dice faces in the data files (``content.FACES``) through the engine's exact hit
distribution (``heuristics.hits_distribution``), with what this seat may know about the target:

* a criminal: its toughness, or for a face-down card the viewer has not seen the average over the
  cards still unseen, with the red reveal effects that would strike on the flip (R_TOUGH +1 hit,
  R_SLIP: no roll at all, R_DISARM: 2 ammo fewer); a card the viewer investigated applies its
  white effect (W_WEAK −1 hit, W_INTEL +1 black die, W_AMMO_2 +2 ammo);
* an assassin: 2 hits; an android attacking a location: 2 hits left after each informant on its
  slots cancelled one (6.5 D);
* an android fight (6.5 C, 6.7): at least one hit the defender's patrol cars do not cancel, the
  defender buying every green die he can with fuel (the worst case) or none;
* a defusal: defused / exploded / stopped under optimal play (``heuristics.defuse_odds``).

Pure (no pygame): numbers in, numbers out.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.games.rogue_agent import content as K
from game.games.rogue_agent import defuse_ai as D
from game.games.rogue_agent import heuristics as H
from game.games.rogue_agent.engine import has_clock, icon_count, pidx


def _seat(s: Any) -> int | None:
    top = s.stack[-1] if s is not None and s.stack else ()
    return top[1] if len(top) > 1 and top[0] == "D" else None


def _greens(p: Any) -> int:

    return min(3, icon_count(p, "pistol"))


def _p(greens: int, black: int, need: int) -> float:
    return H.p_at_least(3, greens, max(0, min(3, black)), max(0, need))


def _criminal_chance(s: Any, seat: int, num: int, ammo: int) -> float | None:
    c = next((c for c in s.criminals if c.num == num), None)
    if c is None:
        return None
    p = s.players[seat]
    g = _greens(p)
    known = isinstance(c.card, str) and c.card in K.CARDS
    if c.face_up and known:
        return _p(g, min(ammo, p.ammo), K.CARDS[c.card].hits)
    if known and seat in c.investigators:  # the white icon strikes for an investigator
        card = K.CARDS[c.card]
        return _card_chance(card.hits, card.reveal if (card.reveal or "").startswith("W_") else "", g, p.ammo, ammo)
    seen = {x.card for x in s.criminals if isinstance(x.card, str)}
    seen |= {x for q in s.players for x in q.turned_in}
    seen |= {x.lstrip("?") for x in s.out_pile if isinstance(x, str)}
    unseen = [x for x in K.CARDS.values() if x.id not in seen] or list(K.CARDS.values())
    total = 0.0
    for card in unseen:  # the red icon strikes for an attacker who did not investigate
        code = card.reveal if (card.reveal or "").startswith("R_") else ""
        total += _card_chance(card.hits, code, g, p.ammo, ammo)
    return total / len(unseen)


def _card_chance(hits: int, code: str, greens: int, have: int, ammo: int) -> float:
    """One card's chance with its reveal effect ``code`` (only the ones that change the odds)."""
    need, intel = hits, 0
    if code == "R_SLIP":
        return 0.0  # the criminal slips away before any die is rolled
    if code == "R_TOUGH":
        need += 1
    elif code == "W_WEAK":
        need = max(1, need - 1)
    elif code == "W_INTEL":
        intel = 1
    if code == "R_DISARM":
        have = max(0, have - 2)
    elif code == "W_AMMO_2":
        have += 2
    black = min(ammo, have, 3 - intel) + intel
    return _p(greens, black, need)


def _fight_chance(s: Any, seat: int, target: int, ammo: int, defended: bool) -> float:
    """P(hits − defender's patrol cars ≥ 1)."""

    g = _greens(s.players[seat])
    tp = s.players[target]
    dg = 0
    if defended and not has_clock(s, target, "C_MARKED"):
        dg = min(3 - g, tp.fuel)
    hits = H.hits_distribution(3, g, min(3, ammo))
    cars = _cars(dg)
    return sum(ph * pc for h, ph in hits for c, pc in cars if h - c >= 1)


@lru_cache(maxsize=8)
def _cars(greens: int) -> tuple[tuple[int, float], ...]:
    q = sum(1 for f in K.FACES["G"] if f == "CAR") / len(K.FACES["G"])
    dist = {0: 1.0}
    for _ in range(greens):
        nxt: dict[int, float] = {}
        for k, pk in dist.items():
            nxt[k + 1] = nxt.get(k + 1, 0.0) + pk * q
            nxt[k] = nxt.get(k, 0.0) + pk * (1 - q)
        dist = nxt
    return tuple(sorted(dist.items()))


def chance(s: Any, a: tuple, ammo: int | None = None, defended: bool = True) -> float | None:
    """The acting seat's chance that ``a`` succeeds; ``ammo``: ammo spent (default: as much as
    helps, up to 3); None when ``a`` is not an attack."""
    seat = _seat(s)
    if seat is None or not a:
        return None
    p = s.players[seat]
    spend = min(3, p.ammo) if ammo is None else min(3, ammo, p.ammo)
    kind = a[0]
    if kind == "attack" and len(a) > 1:
        return _criminal_chance(s, seat, int(a[1]), 3 if ammo is None else ammo)
    if kind == "attack_assassin":
        return _p(_greens(p), spend, 2)
    if kind == "attack_location":

        top, bottom = s.slots[pidx(p.pos)]
        return _p(_greens(p), spend, 2 + (top >= 0) + (bottom >= 0))
    if kind in ("attack_android", "attack_agent") and len(a) > 1 and 0 <= int(a[1]) < len(s.players):
        return _fight_chance(s, seat, int(a[1]), spend, defended)
    if kind == "defuse" and len(a) > 1:
        b = next((b for b in s.bombs if b.id == a[1]), None)
        return H.defuse_odds(b.timer)[0] if b else None
    return None


def defusal(s: Any, bomb_id: int) -> tuple[float, float, float] | None:
    """(defused, exploded, stopped) of a defusal of this bomb under optimal play."""
    b = next((b for b in s.bombs if b.id == bomb_id), None)
    if b is None:
        return None
    d, e = H.defuse_odds(b.timer)
    return d, e, max(0.0, 1.0 - d - e)


def wire_key(s: Any) -> tuple | None:
    """The bomb board of a "cut another wire / stop" decision, as a hashable key (None: none)."""
    top = s.stack[-1] if s is not None and s.stack else ()
    b = getattr(s, "board", None)
    if b is None or len(top) < 3 or top[0] != "D" or top[2] != "wire":
        return None
    cols = tuple(b.cols) + tuple(() for _ in range(K.BOMB_COLS - len(b.cols)))
    return cols, tuple(b.pool), b.timer


def wire_odds(key: tuple) -> tuple[float, float, float]:
    """(defused, exploded) if another wire is cut and then played optimally, and the chance the
    destabilisation check explodes the bomb if the player stops now (the optimal planner of
    ``defuse_ai``, from the dice faces). A few seconds with many dice left: call it off the
    drawing thread."""

    cols, pool, timer = key
    board = D.canon(cols)
    counts = tuple(pool.count(c) for c in D.COLOURS)
    stop_exploded = 1.0 - D.check_pass(D._circuit(board))
    if not sum(counts):
        return 0.0, 1.0, stop_exploded
    d, e = D.cut_wire(board, counts, timer)
    return d, e, stop_exploded

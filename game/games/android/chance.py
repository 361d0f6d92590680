"""Android rules: the chance nodes: their outcomes (distinct values weighted by count) and what
applying one does (deals, draws, the evidence pile, events, puzzle pieces).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from game.engine.core import IllegalAction
from game.games.android.calendar import _general_event
from game.games.android.conspiracy import _benefit_tasks, _drew_piece
from game.games.android.content import CONTENT
from game.games.android.flow import _note, _push, hand_limit
from game.games.android.state import AState, multiset_remove, set_key, with_player


def _outcomes(s: AState) -> list[tuple[tuple, float]]:
    head = s.queue[0]
    kind = head[0]
    if kind == "deal_det":
        return _uniform([("det", d) for d in s.detective_pool])
    if kind == "hunch":
        pool = [h for h in s.hunch_pool if h.startswith(head[2])]
        return _weighted(pool, "hunch")
    if kind == "plot":
        return _uniform([("plot", pid) for pid in _plot_choices(s, head[1])])
    if kind == "draw":
        key = head[2]
        cards = s.deck(key) or s.discard_pile(key)
        p = s.players[head[1]]
        if len(p.hand) >= hand_limit(p):
            return []
        return _weighted(list(cards), "card")
    if kind == "specific":
        return _uniform([("specific", e) for e in CONTENT.murders[s.murder].specific_events])
    if kind == "first":
        return _uniform([("first", i) for i in range(s.num_players)])
    if kind == "memory":
        return _weighted(list(s.memory_pool), "memory")
    if kind == "ev":
        if s.pile_top:
            return [(("token", s.pile_top[0][0]), 1.0)]
        if not s.evidence_pile and s.pile_bottom:  # the returned tokens come last, top-most first
            return [(("token", s.pile_bottom[-1][0]), 1.0)]
        return _weighted(list(s.evidence_pile), "token")
    if kind == "ptop":
        return _weighted(list(s.evidence_pile), "token")
    if kind == "gen_event":
        deck = s.event_deck or tuple(sorted(s.event_discards))
        return _weighted(list(deck), "event")
    if kind == "piece":
        pile = s.players[head[1]].pile
        return _weighted(list(s.piles[pile]), "piece") if pile >= 0 else []
    return []


def _uniform(items: list[tuple]) -> list[tuple[tuple, float]]:
    return [(it, 1 / len(items)) for it in items] if items else []


def _weighted(values: list[Any], tag: str) -> list[tuple[tuple, float]]:
    counts = Counter(values)
    total = len(values)
    return [((tag, v), c / total) for v, c in sorted(counts.items())]


def _plot_choices(s: AState, seat: int) -> list[str]:
    p = s.players[seat]
    det = CONTENT.detectives[p.detective]
    left = [pid for pid in det.plots if pid not in p.played_plots]
    if not p.played_plots:  # the week-1 draw: Caprice leaves "Descent into Madness" out
        return [pid for pid in left if not CONTENT.plots[pid].excluded_from_start]
    forced = [pid for pid in left if CONTENT.plots[pid].excluded_from_start]
    if p.detective == "caprice" and p.sanity <= -2 and forced:
        return forced
    return left


def _apply_chance(s: AState, a: tuple) -> AState:
    head = s.queue[0]
    kind = head[0]
    if kind == "deal_det":
        s = with_player(s, head[1], detective=a[1])
        return _push(replace(s, detective_pool=multiset_remove(s.detective_pool, a[1])))
    if kind == "hunch":
        field = head[2]
        s = with_player(s, head[1], **{field: a[1].split("_", 1)[1]})
        return _push(replace(s, hunch_pool=multiset_remove(s.hunch_pool, a[1])))
    if kind == "plot":
        p = s.players[head[1]]
        s = with_player(s, head[1], plot=a[1], plot_card="start", good=0, bad=0,
                        played_plots=p.played_plots + (a[1],))
        return _push(_note(s, "plot", head[1], a[1]))
    if kind == "draw":
        return _push(_draw_card(s, head[1], head[2], a[1]))
    if kind == "specific":
        return _push(replace(s, specific=a[1]))
    if kind == "first":
        return _push(replace(s, first_player=a[1], crime_hero=a[1]))
    if kind == "memory":
        s = with_player(s, head[1], memory=a[1])
        return _push(replace(s, memory_pool=multiset_remove(s.memory_pool, a[1])))
    if kind == "ev":
        known = _drawn_known(s)
        if s.pile_top:  # whoever saw it on top still knows it (11)
            return _push(replace(s, pile_top=s.pile_top[1:], drawn=s.drawn + (a[1],),
                                 drawn_known=known + (s.pile_top[0][1],)))
        if not s.evidence_pile and s.pile_bottom:
            return _push(replace(s, pile_bottom=s.pile_bottom[:-1], drawn=s.drawn + (a[1],),
                                 drawn_known=known + (s.pile_bottom[-1][1],)))
        return _push(replace(s, evidence_pile=multiset_remove(s.evidence_pile, a[1]), drawn=s.drawn + (a[1],),
                             drawn_known=known + ((),)))
    if kind == "ptop":
        s = replace(s, evidence_pile=multiset_remove(s.evidence_pile, a[1]), pile_top=s.pile_top + ((a[1], (head[1],)),))
        return _push(s)
    if kind == "gen_event":
        return _general_event(_push(s), a[1])  # its tasks run next
    if kind == "piece":
        return _push(_drew_piece(s, head[1], a[1]), *_benefit_tasks(s, head[1]))
    raise IllegalAction(f"{a!r} is not a possible outcome here")


def _drawn_known(s: AState) -> tuple[tuple[int, ...], ...]:
    """The knowers of the tokens drawn so far, one entry per drawn token."""
    known = s.drawn_known[: len(s.drawn)]
    return known + ((),) * (len(s.drawn) - len(known))


def _draw_card(s: AState, seat: int, key: str, card: str) -> AState:
    deck = s.deck(key)
    if not deck:  # the face-up cards at the bottom are shuffled into a new deck first (FAQ)
        deck = tuple(sorted(s.discard_pile(key)))
        s = replace(s, discards=set_key(s.discards, key, ()))
    deck = multiset_remove(deck, card)
    if not deck and s.discard_pile(key):
        deck = tuple(sorted(s.discard_pile(key)))
        s = replace(s, discards=set_key(s.discards, key, ()))
    s = replace(s, decks=set_key(s.decks, key, deck))
    p = s.players[seat]
    return with_player(s, seat, hand=p.hand + ((key, card),))

"""Hidden information (spec 11): what each seat sees, and determinizing a view."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from game.engine.core import HIDDEN
from game.games.android.content import CONTENT
from game.games.android.state import AState


def player_view(s: AState, viewer: int | None) -> AState:
    players = []
    for i, p in enumerate(s.players):
        if i == viewer:
            players.append(p)
            continue
        hand = tuple((k, HIDDEN) for k, _c in p.hand)
        memory = p.memory if (p.memory == "" or p.memory_shown) else HIDDEN
        seen_by = tuple((h, HIDDEN) for h, _m in p.memories_seen)
        if s.over:  # the closing of the case shows every hunch (8.14, 11)
            players.append(replace(p, hand=hand, orders=(), reviewed=(), memories_seen=seen_by, memory=memory))
            continue
        players.append(replace(p, hand=hand, orders=(), reviewed=(), memories_seen=seen_by, guilty=HIDDEN if p.guilty else "",
                               innocent=HIDDEN if p.innocent else "", memory=memory))
    suspects = tuple(replace(x, tokens=tuple(
        t if (t.face_up or s.over or (viewer is not None and viewer in t.known_by)) else replace(t, code=HIDDEN)
        for t in x.tokens)) for x in s.suspects)
    drawer = s.queue[0][1] if s.queue and len(s.queue[0]) > 1 and isinstance(s.queue[0][1], int) else None
    known = s.drawn_known + ((),) * (len(s.drawn) - len(s.drawn_known))
    drawn = tuple(c if viewer is not None and (drawer == viewer or viewer in kn) else HIDDEN
                  for c, kn in zip(s.drawn, known, strict=False))
    piece = s.piece
    if piece and piece[0] != viewer:
        piece = (piece[0], piece[1], HIDDEN)
    specific = s.specific if (s.specific == "" or s.specific_done) else HIDDEN
    queue = s.queue
    if queue and queue[0][0] == "ask" and queue[0][1] != viewer:  # the asked seat's card is its secret
        queue = (queue[0][:3] + (HIDDEN,) + queue[0][4:],) + queue[1:]
    return replace(
        s, players=tuple(players), suspects=suspects, drawn=drawn, queue=queue,
        evidence_pile=tuple(HIDDEN for _ in s.evidence_pile),
        pile_top=tuple((c if viewer in kn else HIDDEN, kn) for c, kn in s.pile_top),
        pile_bottom=tuple((c if viewer in kn else HIDDEN, kn) for c, kn in s.pile_bottom),
        hunch_pool=tuple(HIDDEN for _ in s.hunch_pool),
        decks=tuple((k, tuple(HIDDEN for _ in v)) for k, v in s.decks),
        memory_pool=tuple(HIDDEN for _ in s.memory_pool),
        event_deck=tuple(HIDDEN for _ in s.event_deck),
        specific=specific, piece=piece,
        piles=tuple(tuple(HIDDEN for _ in pile) for pile in s.piles),
    )


def determinize(view: AState, viewer: int, rng: random.Random) -> AState:
    s = view
    s = _fill_hunches(s, viewer, rng)
    s = _fill_evidence(s, rng)
    s = _fill_cards(s, rng)
    s = _fill_memories(s, rng)
    pool = [e for e in CONTENT.general_events if e not in s.event_discards and e not in {t for t, _a in s.track}]
    rng.shuffle(pool)
    s = replace(s, event_deck=tuple(sorted(pool[: len(s.event_deck)])))
    s = _fill_pieces(s, rng)
    s = _fill_asked_card(s)
    if s.specific is HIDDEN:
        s = replace(s, specific=rng.choice(CONTENT.murders[s.murder].specific_events))
    return s


def _deal(slots: int, pool: list, rng: random.Random) -> tuple[list, list]:
    rng.shuffle(pool)
    return pool[:slots], pool[slots:]


def _fill_hunches(s: AState, viewer: int, rng: random.Random) -> AState:
    players = list(s.players)
    for field in ("guilty", "innocent"):
        pool = [x.id for x in s.suspects]
        for p in players:
            v = getattr(p, field)
            if v not in ("", HIDDEN):
                pool.remove(v)
        hidden = [i for i, p in enumerate(players) if getattr(p, field) is HIDDEN]
        rng.shuffle(pool)
        for i in hidden:
            players[i] = replace(players[i], **{field: pool.pop()})
    # the undealt hunches: whatever is left of each colour
    dealt = {("guilty", p.guilty) for p in players} | {("innocent", p.innocent) for p in players}
    left = sorted(f"{c}_{x.id}" for x in s.suspects for c in ("guilty", "innocent") if (c, x.id) not in dealt)
    return replace(s, players=tuple(players), hunch_pool=tuple(left))


def _fill_evidence(s: AState, rng: random.Random) -> AState:
    unseen = Counter(CONTENT.evidence_mix)
    for x in s.suspects:
        for t in x.tokens:
            if t.code is not HIDDEN:
                unseen[t.code] -= 1
    for c in s.drawn:
        if c is not HIDDEN:
            unseen[c] -= 1
    for c, _kn in s.pile_top + s.pile_bottom:
        if c is not HIDDEN:
            unseen[c] -= 1
    pool = [c for c, n in unseen.items() for _ in range(n)]
    rng.shuffle(pool)
    it = iter(pool)
    suspects = tuple(replace(x, tokens=tuple(replace(t, code=next(it)) if t.code is HIDDEN else t for t in x.tokens))
                     for x in s.suspects)
    drawn = tuple(next(it) if c is HIDDEN else c for c in s.drawn)
    top = tuple((next(it) if c is HIDDEN else c, kn) for c, kn in s.pile_top)
    bottom = tuple((next(it) if c is HIDDEN else c, kn) for c, kn in s.pile_bottom)
    pile = tuple(sorted(next(it) for _ in s.evidence_pile))
    return replace(s, suspects=suspects, drawn=drawn, evidence_pile=pile, pile_top=top, pile_bottom=bottom)


def _fill_cards(s: AState, rng: random.Random) -> AState:
    players = list(s.players)
    decks = []
    for key, deck in s.decks:
        pool = Counter(CONTENT.decks[key])
        pool.subtract(s.discard_pile(key))
        for p in players:
            for k, c in p.hand:
                if k == key and c is not HIDDEN:
                    pool[c] -= 1
        cards = [c for c, n in pool.items() for _ in range(n)]
        rng.shuffle(cards)
        it = iter(cards)
        for i, p in enumerate(players):
            if any(k == key and c is HIDDEN for k, c in p.hand):
                players[i] = replace(p, hand=tuple((k, next(it)) if (k == key and c is HIDDEN) else (k, c)
                                                   for k, c in p.hand))
        decks.append((key, tuple(sorted(next(it) for _ in deck))))
    return replace(s, players=tuple(players), decks=tuple(decks))


def _fill_memories(s: AState, rng: random.Random) -> AState:
    if not any(p.memory is HIDDEN for p in s.players) and HIDDEN not in s.memory_pool and \
            not any(m is HIDDEN for p in s.players for _h, m in p.memories_seen):
        return s
    mine = {h: m for p in s.players for h, m in p.memories_seen if m is not HIDDEN}
    players = list(s.players)
    for h, m in mine.items():  # what the viewer looked at is what that seat holds
        if players[h].memory is HIDDEN:
            players[h] = replace(players[h], memory=m)
    known = {p.memory for p in players if p.memory not in ("", HIDDEN)}
    for p in players:
        known |= set(p.recovered)
    pool = [m for m in CONTENT.memories if m not in known]
    rng.shuffle(pool)
    players = [replace(p, memory=pool.pop()) if p.memory is HIDDEN else p for p in players]
    spare = sorted(CONTENT.memories)
    players = [replace(p, memories_seen=tuple(
        (h, (players[h].memory or spare[0]) if m is HIDDEN else m) for h, m in p.memories_seen)) for p in players]
    return replace(s, players=tuple(players), memory_pool=tuple(sorted(pool[: len(s.memory_pool)])))


def _fill_asked_card(s: AState) -> AState:
    """Another seat's live "ask" question: a card of its (determinized) hand that fits the trigger."""
    head = s.queue[0] if s.queue else ()
    if not head or head[0] != "ask" or head[3] is not HIDDEN:
        return s
    hand = [c for _k, c in s.players[head[1]].hand]
    fits = [c for c in hand if CONTENT.cards[c].timing in head[4]]
    cid = (fits or hand or [HIDDEN])[0]
    return replace(s, queue=(head[:3] + (cid,) + head[4:],) + s.queue[1:])


def _fill_pieces(s: AState, rng: random.Random) -> AState:
    gone = {pid for _r, _c, pid, _k in s.grid} | set(s.tossed)
    if s.piece and s.piece[2] is not HIDDEN:
        gone.add(s.piece[2])
    piles = []
    piece = s.piece
    for i, name in enumerate(("shift", "favor", "baggage")):
        pool = sorted(pid for pid, pc in CONTENT.pieces.items() if pc.pile == name and pid not in gone)
        rng.shuffle(pool)
        if piece and piece[2] is HIDDEN and piece[1] == i:
            piece = (piece[0], piece[1], pool.pop())
        piles.append(tuple(sorted(pool[: len(s.piles[i])])))
    return replace(s, piles=tuple(piles), piece=piece)

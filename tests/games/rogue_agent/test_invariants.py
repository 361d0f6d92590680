"""Invariants of the components (spec 2.1, 2.5, 2.6, 2.8, 4.0.4, 6.3, 6.6) checked at every decision
of seeded random games in both modes and every player count: nothing is created or lost."""

from __future__ import annotations

import random

import pytest

from game.engine.core import CHANCE, TERMINAL
from game.games.rogue_agent import content as K
from game.games.rogue_agent import engine as E
from game.games.rogue_agent.rules import RogueAgentGame

G = RogueAgentGame()


def check(s) -> list[str]:  # noqa: C901 - one list of invariants
    """25 credits (2.6), 4 bombs + 4 assassins + discs 1-6 (2.8), 46 cards, 7 informants each (2.1),
    tracks in range (2.5), never left on the skull (4.0.4), nothing on a destroyed tile (6.6), the
    android limit (6.3)."""
    errs = []
    tot = sum(p.credits for p in s.players) + s.bank
    if tot != K.BANK_TOTAL:
        errs.append(f"credits {tot}")
    b = s.bag.count("B") + len(s.bombs) + s.drawn.count("B")
    a = s.bag.count("A") + len(s.assassins) + s.drawn.count("A")
    if b != 4 or a != 4:
        errs.append(f"discs B{b} A{a}")
    for n in range(1, 7):
        k = s.bag.count(f"C{n}") + s.drawn.count(f"C{n}") + sum(1 for c in s.criminals if c.num == n)
        if k != 1 and not (k == 0 and any(t[:3] == ("R", "card", n) for t in s.stack)):
            errs.append(f"C{n} x{k}")
    cards = (
        [c.card for c in s.criminals]
        + [c.lstrip("?") for c in s.out_pile]
        + list(s.deck)
        + [c for p in s.players for c in p.turned_in]
    )
    if len(cards) != 46 or len(set(cards)) != 46:
        errs.append(f"cards {len(cards)} {len(set(cards))}")
    for seat, p in enumerate(s.players):
        city = sum(1 for cell in s.slots for o in cell if o == seat)
        if p.informants < 0 or city + p.informants > 7:
            errs.append(f"inf {seat}")
        if not 1 <= p.stamina <= 7:
            errs.append(f"stamina {seat} {p.stamina}")
        if p.influence < 0:
            errs.append("influence<0")
        for t in ("fuel", "ammo", "evidence"):
            if not 0 <= getattr(p, t) <= 8:
                errs.append(f"{t} {seat}")
        for t in ("vehicle", "weapon", "agent"):
            if not 0 <= getattr(p, t) <= 6:
                errs.append(f"{t} {seat}")
        for n in p.custody:
            c = E.crim(s, n)
            if c is None or c.holder != seat or c.pos is not None or not c.defeated:
                errs.append(f"custody {seat} {n}")
        if p.exposed and p.custody:
            errs.append("android custody")
        if p.exposed and city:
            errs.append("android informants")
    for c in s.criminals:
        if (c.pos is None) == (c.holder == -1):
            errs.append(f"crim where {c}")
        if c.pos is not None and (c.pos in s.destroyed or c.pos == "HQ"):
            errs.append(f"crim at {c.pos}")
        if c.holder != -1 and c.num not in s.players[c.holder].custody:
            errs.append("holder")
    for a in s.assassins:
        if a in s.destroyed or a == "HQ":
            errs.append(f"assassin at {a}")
    for bb in s.bombs:
        if (
            not (s.board and s.board.bomb == bb.id)
            and not 1 <= bb.timer <= 6
            and not any(t[:3] == ("R", "d6", "bomb") for t in s.stack)
        ):
            errs.append(f"bomb timer {bb}")
    if s.police and E.tile(s, s.police).kind != "district":
        errs.append("police")
    for i, (top, bot) in enumerate(s.slots):
        if top == -1 and bot != -1:
            errs.append("slot order")
        if K.POS_ORDER[i] in s.destroyed and (top, bot) != (-1, -1):
            errs.append("informant on destroyed")
    if s.mode == "android":
        ex = sum(p.exposed for p in s.players)
        if ex > K.ANDROID_LIMIT[s.num_players]:
            errs.append("limit")
        if s.limit_reached and any(p.tokens for p in s.players):
            errs.append("tokens after limit")
        for p in s.players:
            if p.exposed != (p.revealed.count("A") >= 2):
                errs.append("exposed flag")
    return errs


@pytest.mark.parametrize(("mode", "n"), [("agent", 2), ("agent", 3), ("agent", 4), ("android", 3), ("android", 4)])
@pytest.mark.parametrize("seed", [0, 1])
def test_components_are_conserved_in_random_games(mode: str, n: int, seed: int) -> None:
    rng = random.Random(seed)
    s = G.initial_state(n, {"mode": mode})
    for _ in range(20000):
        who = G.current_player(s)
        if who == TERMINAL:
            return
        if who == CHANCE:
            outs = G.chance_outcomes(s)
            s = G.apply(s, rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
        else:
            acts = list(G.legal_actions(s))
            busy = [a for a in acts if a[0] not in ("end", "stop", "proceed", "done")]
            s = G.apply(s, rng.choice(busy if busy and rng.random() < 0.93 else acts))
        if s.stack and s.stack[-1][0] in ("D", "R"):
            assert check(s) == [], s.stack[-1]
    pytest.fail("the game did not end")

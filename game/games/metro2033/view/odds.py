"""Fight odds for the Metro table's hovers (issue 17, like Rogue Agent's): the chance to win,
draw or lose an attack, a duel, a hunt or a defence, from what the viewer may know.

The strengths are always the engine's own (``flow.combat_strengths`` on the fight as it would
stand), so every ability, equipment bonus, quest effect and law counts. What is uncertain is
averaged: the danger card an attack on a neutral station will reveal (any card of the current
stage's deck the viewer has not seen elsewhere, or the top card when the viewer knows it), and
the combat cards of a fight between players (before the deal: any two different cards of the
seven; once the viewer holds its hand: each of its cards against the four it does not hold).
Pure Python, no drawing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from game.engine.core import HIDDEN
from game.games.metro2033 import flow
from game.games.metro2033.content import COMBAT_IDS, DANGER_DECK, STATIONS
from game.games.metro2033.state import Combat, State, replace


@dataclass(frozen=True)
class Odds:
    win: float
    draw: float
    lose: float
    why: str  # what the chance rests on: "danger", "known", "polis", "cards", "hand", "honour"
    n: int = 0  # how many danger cards or combat cards it is averaged over
    hero_may_defend: bool = False  # the owner's hero stands there: it may defend instead of the army


def _tally(pairs: list[tuple[int, int]], why: str, n: int) -> Odds | None:
    if not pairs:
        return None
    w = sum(1 for a, d in pairs if a > d)
    dr = sum(1 for a, d in pairs if a == d)
    k = len(pairs)
    return Odds(w / k, dr / k, (k - w - dr) / k, why, n)


def _strengths(s: State, c: Combat) -> tuple[int, int]:
    return flow.combat_strengths(replace(s, combat=c))


def danger_pool(s: State, viewer: int | None) -> tuple[list[str], bool]:
    """The danger cards the next draw may be, with their weights, and whether the card is known
    to ``viewer`` (a card it placed on top or looked at)."""
    k = s.stage - 1
    d = s.decks[k]
    if d.top:
        card = d.top[0][0]
        if card is not HIDDEN and (viewer is None or viewer in d.top[0][1]):
            return [card], True
    if d.size() == 0:
        return list(d.discard), False  # the discard pile is shuffled into a new deck
    pool = Counter(DANGER_DECK[k + 1])
    pool.subtract(c for c, _w in d.top + d.bottom if c is not HIDDEN)
    pool.subtract(d.discard)
    pool.subtract(p.scout for p in s.players if p.scout and p.scout is not HIDDEN)
    pool.subtract(c for c in (s.event_card, s.combat.danger if s.combat else "") if c)
    pool.subtract(c for c in s.peek if c is not HIDDEN)
    return sorted(pool.elements()), False


def vs_danger(s: State, seat: int, unit: str, station: str, purpose: str, viewer: int | None) -> Odds | None:
    cards, known = danger_pool(s, viewer)
    c = Combat(purpose=purpose, attacker=seat, att_unit=unit, station=station)
    pairs = [_strengths(s, replace(c, danger=card)) for card in cards]
    return _tally(pairs, "known" if known else "danger", len(cards))


def vs_polis(s: State, seat: int, unit: str, station: str) -> Odds | None:
    c = Combat(purpose=f"{unit}_station", attacker=seat, att_unit=unit, station=station)
    return _tally([_strengths(s, c)], "polis", 1)


def vs_player(s: State, att: int, att_unit: str, dfn: int, def_unit: str, station: str, purpose: str) -> Odds | None:
    """A fight between players before the deal: any ordered pair of two different combat cards
    (each side is dealt 3 of the 7 and plays one); under Code of Honour no cards at all."""
    c = Combat(purpose=purpose, attacker=att, att_unit=att_unit, defender=dfn, def_unit=def_unit, station=station)
    if s.law == "code_of_honour":
        return _tally([_strengths(s, c)], "honour", 0)
    pairs = [_strengths(s, replace(c, cards=(a, b), revealed=True)) for a, b in permutations(COMBAT_IDS, 2)]
    return _tally(pairs, "cards", len(COMBAT_IDS))


def action_odds(s: State, seat: int, a: Any, viewer: int | None) -> Odds | None:
    """The odds of the fight a legal action starts (None: the action starts no fight)."""
    if not isinstance(a, tuple) or not a:
        return None
    kind = a[0]
    p = s.players[seat]
    if kind == "attack":
        unit = "army" if len(a) > 1 else "hero"
        station = a[1] if len(a) > 1 else p.hero_at
        owner = s.owner_map().get(station)
        if owner is None:
            if STATIONS[station].type == "polis":
                return vs_polis(s, seat, unit, station)
            return vs_danger(s, seat, unit, station, f"{unit}_station", viewer)
        # the owner defends with its army (or its hero, when it stands there: its choice)
        o = vs_player(s, seat, unit, owner, "army", station, f"{unit}_station")
        if o is not None and s.players[owner].hero_at == station:
            o = replace(o, hero_may_defend=True)
        return o
    if kind in ("attack_hero", "duel"):
        unit = "army" if kind == "attack_hero" else "hero"
        target = a[1]
        return vs_player(s, seat, unit, target, "hero", s.players[target].hero_at, f"{unit}_hero")
    if kind == "hunt":
        return vs_danger(s, seat, "hero", p.hero_at, "hunt", viewer)
    if kind == "defend":
        return _defence_odds(s, seat, a[1], a[2], viewer)
    return None


def _defence_odds(s: State, seat: int, station: str, unit: str, viewer: int | None) -> Odds | None:
    """Dangers from the dark: the unit against the card that will be revealed."""
    if s.event_card:
        c = Combat(purpose="event", attacker=seat, att_unit=unit, station=station, danger=s.event_card)
        return _tally([_strengths(s, c)], "known", 1)
    return vs_danger(s, seat, unit, station, "event", viewer)


def hand_odds(s: State, viewer: int, card: str) -> Odds | None:
    """During the combat-card choice: the viewer's card against each card it does not hold."""
    c = s.combat
    if c is None or c.defender < 0 or viewer not in (c.attacker, c.defender):
        return None
    i = 0 if viewer == c.attacker else 1
    hand = tuple(x for x in c.hands[i] if x is not HIDDEN)
    if card not in hand:
        return None
    others = [x for x in COMBAT_IDS if x not in hand]
    pairs = []
    for x in others:
        cards = (card, x) if i == 0 else (x, card)
        att, dfn = _strengths(s, replace(c, cards=cards, revealed=True))
        pairs.append((att, dfn) if i == 0 else (dfn, att))  # the viewer's side first: its win
    return _tally(pairs, "hand", len(others))

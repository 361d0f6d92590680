"""Metro 2033 rules: the chance draws and the decks (spec 5.9, 5.4.4, 5.7).

Every randomness is a chance draw: piles are kept as sorted multisets and each card drawn is a
chance outcome (``is_real_chance``, ``chance_outcomes``, ``apply_chance``); a draw whose card is
already known (a card placed on top, the law deck's underside) or impossible runs as
``auto_draw``. Also the danger decks' known top and bottom (scouting, Forewarned/Anna's order)
and the deck swaps of the stage changes.
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Any

from game.games.metro2033 import graph
from game.games.metro2033.basics import Task, deck_of_card, pop, push, set_deck, setp
from game.games.metro2033.content import COMBAT_IDS
from game.games.metro2033.state import Deck, State, replace

DRAWS = ("draw_eq", "draw_q", "draw_law", "draw_danger", "deal", "first", "draw_faction")


def _reshuffle_eq(s: State) -> State:
    if not s.eq_pile and s.eq_discard:
        return replace(s, eq_pile=tuple(sorted(s.eq_discard)), eq_discard=())
    return s


def _reshuffle_q(s: State) -> State:
    if not s.q_pile and s.q_discard:
        return replace(s, q_pile=tuple(sorted(s.q_discard)), q_discard=())
    return s


def _danger_ready(s: State) -> State:
    """Before drawing from the current danger deck: reshuffle its discard pile if it is empty."""
    k = s.stage - 1
    d = s.decks[k]
    if d.size() == 0 and d.discard:
        s = set_deck(s, k, Deck(pile=tuple(sorted(d.discard))))
    return s


def is_real_chance(s: State) -> bool:
    task = s.stack[-1]
    kind = task[0]
    if kind == "first" or kind == "deal":
        return True
    if kind == "draw_eq":
        return len(s.eq_pile) > 0
    if kind == "draw_q":
        return len(s.q_pile) > 0
    if kind == "draw_law":
        return len(s.law_pile) > 0
    if kind == "draw_danger":
        d = s.decks[s.stage - 1]
        return not d.top and len(d.pile) > 0
    if kind == "draw_faction":
        return len(faction_draws(s)) > 1
    return False


def faction_draws(s: State) -> list[str]:
    """The factions a seat left to chance at setup may draw: any free one, except that the last
    draw must leave a map whose zones connect (spec 3.2)."""
    chosen = [p.faction for p in s.players if p.faction]
    last = sum(1 for t in s.stack if t[0] == "draw_faction") == 1
    free = sorted(s.free_factions)
    if not last:
        return free
    ok = [f for f in free if graph.connected(graph.active_stations(chosen + [f]))]
    return ok or free


def chance_outcomes(s: State) -> list[tuple[Task, float]]:
    task = s.stack[-1]
    kind = task[0]
    if kind == "first":
        return [(("first", i), 1 / s.n) for i in range(s.n)]
    if kind == "draw_faction":
        fs = faction_draws(s)
        return [(("faction", f), 1 / len(fs)) for f in fs]
    if kind == "deal":
        out = []
        for mine in combinations(COMBAT_IDS, 3):
            rest = [c for c in COMBAT_IDS if c not in mine]
            for theirs in combinations(rest, 3):
                out.append(("deal", tuple(sorted(mine)), tuple(sorted(theirs))))
        return [(o, 1 / len(out)) for o in out]
    pile = {
        "draw_eq": s.eq_pile,
        "draw_q": s.q_pile,
        "draw_law": s.law_pile,
        "draw_danger": s.decks[s.stage - 1].pile,
    }[kind]
    cards = sorted(set(pile))
    return [(("card", c), pile.count(c) / len(pile)) for c in cards]


def _remove(pile: tuple, card: Any) -> tuple:
    i = pile.index(card)
    return pile[:i] + pile[i + 1 :]


def apply_chance(s: State, a: Task) -> State:
    s, task = pop(s)
    kind = task[0]
    if kind == "first":
        return replace(s, first=a[1])
    if kind == "draw_faction":
        return _take_faction(s, task[1], a[1])
    if kind == "deal":
        c = s.combat
        assert c is not None
        return replace(s, combat=replace(c, hands=(a[1], a[2])))
    card = a[1]
    if kind == "draw_eq":
        return _got_eq(replace(s, eq_pile=_remove(s.eq_pile, card)), task, card)
    if kind == "draw_q":
        return replace(s, q_pile=_remove(s.q_pile, card), offer=s.offer + (card,), offer_owner=task[1])
    if kind == "draw_law":
        return replace(s, law_pile=_remove(s.law_pile, card), law_new=card)
    k = s.stage - 1
    d = s.decks[k]
    s = set_deck(s, k, replace(d, pile=_remove(d.pile, card)))
    return _got_danger(s, task, card)


def _take_faction(s: State, seat: int, f: str) -> State:
    s = setp(s, seat, faction=f)
    return replace(s, free_factions=tuple(x for x in s.free_factions if x != f))


def auto_draw(s: State) -> State:
    """A draw task whose card is already determined (or impossible)."""
    fs = faction_draws(s) if s.stack[-1][0] == "draw_faction" else []
    s, task = pop(s)
    kind = task[0]
    if kind == "draw_faction":
        return _take_faction(s, task[1], fs[0])
    if kind == "draw_eq":
        s = _reshuffle_eq(s)
        if s.eq_pile:
            return push(s, task)
        return s  # nothing left to draw
    if kind == "draw_q":
        s = _reshuffle_q(s)
        return push(s, task) if s.q_pile else s
    if kind == "draw_law":
        if s.law_under:
            return replace(s, law_under=s.law_under[1:], law_new=s.law_under[0])
        return s
    # danger
    s = _danger_ready(s)
    k = s.stage - 1
    d = s.decks[k]
    if d.top:
        card = d.top[0][0]
        return _got_danger(set_deck(s, k, replace(d, top=d.top[1:])), task, card)
    if d.pile:
        return push(s, task)
    if d.bottom:
        card = d.bottom[0][0]
        return _got_danger(set_deck(s, k, replace(d, bottom=d.bottom[1:])), task, card)
    return s


def _got_eq(s: State, task: Task, card: str) -> State:
    dest = task[2]
    if dest == "market":
        return replace(s, market=s.market + (card,))
    if dest == "offer":
        return replace(s, offer=s.offer + (card,), offer_owner=task[1])
    seat = task[1]  # "hero": onto the hero (a danger's reward)
    p = s.players[seat]
    return push(setp(s, seat, equipment=p.equipment + (card,)), ("limit", seat))


def _got_danger(s: State, task: Task, card: str) -> State:
    dest = task[1]
    if dest == "combat":
        assert s.combat is not None
        return replace(s, combat=replace(s.combat, danger=card))
    if dest == "event":
        return replace(s, event_card=card)
    if dest == "scout":
        return setp(s, task[2], scout=card, scout_round=s.round)
    # peek
    return replace(s, peek=s.peek + (card,), peek_owner=task[2])


def _return_scouts(s: State, k: int) -> State:
    """Scouted cards of deck ``k`` go back into its pile (the deck is set aside)."""
    d = s.decks[k]
    for seat, p in enumerate(s.players):
        if p.scout and deck_of_card(p.scout) == k:
            d = replace(d, pile=tuple(sorted(d.pile + (p.scout,))))
            s = setp(s, seat, scout="", scout_round=0)
    return set_deck(s, k, d)


def _merged(d: Deck) -> Deck:
    cards = d.pile + tuple(c for c, _k in d.top) + tuple(c for c, _k in d.bottom) + d.discard
    return Deck(pile=tuple(sorted(cards)))


def enter_stage2(s: State) -> State:
    s = _return_scouts(s, 0)
    s = set_deck(s, 1, _merged(s.decks[1]))
    return replace(s, stage=2, peek=(), peek_owner=-1)


def stage_back(s: State) -> State:
    s = _return_scouts(s, 1)
    s = set_deck(s, 0, _merged(s.decks[0]))
    s = replace(s, stage=1, peek=(), peek_owner=-1)
    tasks = [("limit", seat) for seat in s.order() if len(s.players[seat].equipment) > 2]
    return push(s, *tasks)


def scout_to_bottom(s: State, seat: int) -> State:
    p = s.players[seat]
    k = deck_of_card(p.scout)
    d = s.decks[k]
    s = set_deck(s, k, replace(d, bottom=d.bottom + ((p.scout, (seat,)),)))
    return setp(s, seat, scout="", scout_round=0)


def start_scout(s: State, seat: int) -> State:
    if s.players[seat].scout:
        s = scout_to_bottom(s, seat)
    return push(s, ("draw_danger", "scout", seat))


def peek_tasks(s: State, seat: int) -> list[Task]:
    k = min(3, s.decks[s.stage - 1].size() + len(s.decks[s.stage - 1].discard))
    return [("draw_danger", "peek", seat)] * k + [("order", seat)]


def _o_yesno(s: State, task: Task) -> list[Task]:
    return [("yes",), ("no",)]


def _d_use_scout(s: State, task: Task, a: Task) -> State:
    if a[0] != "yes":
        return s
    seat = task[1]
    p = s.players[seat]
    k = s.stage - 1
    d = s.decks[k]
    s = set_deck(s, k, replace(d, top=((p.scout, (seat,)),) + d.top))
    return setp(s, seat, scout="", scout_round=0)


def _o_order(s: State, task: Task) -> list[Task]:
    return [("order",) + perm for perm in sorted(set(permutations(s.peek)))]


def _d_order(s: State, task: Task, a: Task) -> State:
    seat = task[1]
    k = s.stage - 1
    d = s.decks[k]
    top = tuple((c, (seat,)) for c in a[1:])
    s = set_deck(s, k, replace(d, top=top + d.top))
    return replace(s, peek=(), peek_owner=-1)


# the flow's dispatch (what is legal at each decision)
OPTIONS = {
    "use_scout": _o_yesno,
    "order": _o_order,
}


# the flow's dispatch (applying a decision)
DECIDE = {
    "use_scout": _d_use_scout,
    "order": _d_order,
}

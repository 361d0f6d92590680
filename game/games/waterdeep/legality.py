"""Which action spaces, copies and Intrigue cards are legal (spec 4.5, 5.2, 5.10, 6.4)."""

from __future__ import annotations

from collections.abc import Iterator

from game.games.waterdeep.content import (
    ALWAYS_PLAYABLE,
    BUILDINGS,
    HARBOR,
    INTRIGUE,
    PUBLIC_COSTS,
    SPACE_INDEX,
    SPACES,
)
from game.games.waterdeep.state import AMB, WDState, remove_one, upd

ORB = "plot:magisters_orb"


def cost(s: WDState, key: str) -> int:
    if s.public_costs and key in PUBLIC_COSTS:
        return PUBLIC_COSTS[key]
    return BUILDINGS[key].cost


def built(s: WDState) -> dict[str, tuple[int, int]]:
    """key -> (owner, stock) of advanced buildings in play."""
    return {k: (o, st) for k, o, st in s.buildings}


def owner_of(s: WDState, space: str) -> int:
    for k, o, _st in s.buildings:
        if k == space:
            return o
    return -1


def action_ok(s: WDState, seat: int, space: str, ctx: str) -> bool:
    """L3/L4: can ``seat`` resolve the action of ``space`` (ctx: agent / amb / copy / sample)?"""
    if space in HARBOR:
        return has_playable(s, seat, ctx)
    if space == "builders_hall":
        gold = s.players[seat].gold
        return any(cost(s, k) <= gold for k, _t in s.hall)
    if space in ("house_of_wonder", "smugglers_dock"):
        return s.players[seat].gold >= 2
    if space == "three_pearls":
        return sum(s.players[seat].cubes) >= 2
    if space == "zoarstar":
        # Z1/Z2: some other space holds an opponent's agent whose action seat could use. The
        # copy made by The Zoarstar's action never picks The Zoarstar again (a copy chain goes
        # through it at most once), so only the other spaces count here.
        return bool(copy_targets(s, seat, zoarstar=False))
    return True


def has_playable(s: WDState, seat: int, ctx: str) -> bool:
    hand = s.players[seat].intrigue
    for name in hand:
        if name in ALWAYS_PLAYABLE:
            return True
    return any(card_playable(s, seat, name, ctx) for name in set(hand))


def card_playable(s: WDState, seat: int, name: str, ctx: str = "now") -> bool:
    """6.4 "Playable when". ctx "agent": the seat's agent is about to go onto a Harbor space."""
    if name in ALWAYS_PLAYABLE:
        return True
    if name not in INTRIGUE:  # a hidden card in a public view
        return False
    p = s.players[seat]
    eff = INTRIGUE[name].effect
    if eff == "change_of_plans":
        return bool(p.quests)
    if eff == "accelerate_plans":
        return ctx == "agent" or any(seat in s.occupancy[SPACE_INDEX[h]] for h in HARBOR)
    if eff == "bribe_agent":
        if p.gold < 2:
            return False
        # judged after paying: 2 gold less, and this card is no longer in the hand (so a
        # copied Harbor space needs another card, and the recursion ends with the hand)
        after = upd(s, seat, gold=p.gold - 2, intrigue=remove_one(p.intrigue, name))
        return bool(copy_targets(after, seat))
    if eff == "real_estate_deal":
        if not s.hall:
            return False
        return any(o == seat and not s.occupancy[SPACE_INDEX[k]] for k, o, _st in s.buildings)
    if eff == "sample_wares":
        pool = p.pool - (1 if ctx == "agent" else 0)
        # the sampled tile is judged without this card in the hand (ends the recursion
        # Sample Wares -> The Zoarstar -> a Harbor copy -> Sample Wares)
        return pool >= 1 and bool(sample_targets(upd(s, seat, intrigue=remove_one(p.intrigue, name)), seat))
    return False


def playable_cards(s: WDState, seat: int) -> list[str]:
    return sorted(n for n in set(s.players[seat].intrigue) if card_playable(s, seat, n))


def sample_targets(s: WDState, seat: int) -> list[str]:
    return [k for k, _t in s.hall if not s.occupancy[SPACE_INDEX[k]] and action_ok(s, seat, k, "sample")]


def _queued_arrival(s: WDState, space: str) -> int:
    """Arrival number of the agent on a Harbor space that still waits in the queue, or -1."""
    for no, sp, _code in s.harbor:
        if sp == space:
            for entry in s.queue:
                if entry[0] == "h" and entry[1] == no:
                    return no
    return -1


def copy_targets(s: WDState, seat: int, zoarstar: bool = True) -> list[str]:
    """Spaces holding an opponent's agent (the Ambassador counts) whose action seat may use.

    The Zoarstar itself is a target when an opponent's agent is on it (printed text: "an
    action space containing an opponent's agent"), unless ``zoarstar`` is False: the copy
    made by The Zoarstar's own action as a copy may not pick it again (no endless chain)."""
    in_play = built(s)
    hall = {k for k, _t in s.hall}
    out = []
    for i, occ in enumerate(s.occupancy):
        if not occ or all(c == seat for c in occ):
            continue
        space = SPACES[i]
        if space == "zoarstar" and not zoarstar:
            continue
        if i >= 13 and space not in in_play and space not in hall:
            continue
        if space in HARBOR:
            if s.phase == "reassign" and _queued_arrival(s, space) < 0:
                continue
        if action_ok(s, seat, space, "copy"):
            out.append(space)
    return out


def place_options(s: WDState, seat: int, mode: str) -> list[tuple]:
    """Legal ("place", space) actions for an agent of seat (mode amb: the Ambassador)."""
    return list(_place_iter(s, seat, mode))


def can_place(s: WDState, seat: int, mode: str) -> bool:
    """``bool(place_options(s, seat, mode))``, stopping at the first legal space."""
    return next(_place_iter(s, seat, mode), None) is not None


def _place_iter(s: WDState, seat: int, mode: str) -> Iterator[tuple]:
    p = s.players[seat]
    amb = mode == "amb"
    reassigning = s.phase == "reassign"
    orb = not amb and ORB in p.plots and not p.orb_used
    ctx = "amb" if amb else "agent"
    in_play = built(s)
    harbor_free_seen = False
    occupancy = s.occupancy
    hall = {k for k, _t in s.hall} if orb else ()
    # without the Orb an unbuilt building is never a choice: visit the basic spaces and the
    # buildings in play only (in SPACES order, so the list comes out the same)
    visit = enumerate(SPACES) if orb else _spaces_in_play(s)
    for i, space in visit:
        occ = occupancy[i]
        if i >= 13 and space not in in_play:
            # M3: the Orb may join an opponent's Sample Wares agent on a Builder's Hall tile
            if space in hall and occ and any(c != seat for c in occ) and action_ok(s, seat, space, ctx):
                yield ("place", space)
            continue
        if space in HARBOR:
            if reassigning:
                continue
            if not occ:
                if harbor_free_seen and s.harbor_by_arrival:
                    continue  # the earlier reading of A-05: only the lowest free Harbor space
                harbor_free_seen = True
                if has_playable(s, seat, ctx):
                    yield ("place", space)
            elif orb and any(c != seat for c in occ) and has_playable(s, seat, ctx):
                yield ("place", space)
            continue
        if occ and not (orb and any(c != seat for c in occ)):
            continue
        if action_ok(s, seat, space, ctx):
            yield ("place", space)


_BASIC = tuple(enumerate(SPACES[:13]))


def _spaces_in_play(s: WDState) -> list[tuple[int, str]]:
    """(index, space) of the basic spaces and the buildings in play, in SPACES order."""
    if not s.buildings:
        return list(_BASIC)
    return list(_BASIC) + sorted({(SPACE_INDEX[k], k) for k, _o, _st in s.buildings})


def own_agent_spaces(s: WDState, seat: int, harbor_only: bool = False) -> list[str]:
    spaces = HARBOR if harbor_only else SPACES
    return [sp for sp in spaces if seat in s.occupancy[SPACE_INDEX[sp]]]


def ambassador_space(s: WDState) -> int:
    for i, occ in enumerate(s.occupancy):
        if AMB in occ:
            return i
    return -1

"""Android map rules: movement targets and costs, lead and NPC destinations (pure)."""

from __future__ import annotations

from game.games.android.content import CONTENT, dist
from game.games.android.state import AState, Player

LOC = CONTENT.locations
BEANSTALK = CONTENT.beanstalk


def beanstalk_neighbours(here: str) -> list[str]:
    i = BEANSTALK.index(here)
    return [BEANSTALK[j] for j in (i - 1, i + 1) if 0 <= j < len(BEANSTALK)]


def ruler_targets(here: str, ruler: int) -> list[str]:
    """Locations reachable with one ordinary move (9.4), before the restricted surcharge."""
    if here in BEANSTALK:
        out = beanstalk_neighbours(here)
        for city, gate in CONTENT.gates.items():
            if here == gate:
                out += [lid for lid, loc in LOC.items() if loc.city == city and dist(LOC[here], loc) <= ruler]
        return out
    city = LOC[here].city
    out = [lid for lid, loc in LOC.items() if loc.city == city and lid != here and dist(LOC[here], loc) <= ruler]
    gate = CONTENT.gates[city]
    if dist(LOC[here], LOC[gate]) <= ruler:
        out.append(gate)
    return out


def is_beanstalk_step(here: str, to: str) -> bool:
    return here in BEANSTALK and to in BEANSTALK


def entry_cost(p: Player, to: str, base: int = 1) -> int:
    """Time to enter ``to``: 3 into a restricted location without his own warrant (4.8)."""
    loc = LOC[to]
    if loc.restricted and to not in p.warrants:
        return CONTENT.rules["restricted_cost"]
    return base


def district_of(loc: str) -> str:
    return LOC[loc].district


def lead_destinations(s: AState, lead_id: str, mover: int) -> list[str]:
    """The 4 constraints of 6.2: new, same colour, no lead there, not the mover's district
    unless nothing else is legal."""
    lead = next(ld for ld in s.leads if ld.id == lead_id)
    taken = {ld.location for ld in s.leads if ld.location}
    cands = [lid for lid, loc in LOC.items()
             if lid != lead.location and loc.type == lead.colour and lid not in taken]
    home = district_of(s.players[mover].location)
    far = [lid for lid in cands if LOC[lid].district != home]
    return far or cands


def npc_destinations(s: AState, which: str) -> list[str]:
    """Lily / Jimmy: same type, another district, never onto the other one (8.8)."""
    here = s.lily if which == "lily" else s.jimmy
    other = s.jimmy if which == "lily" else s.lily
    loc = LOC[here]
    return [lid for lid, x in LOC.items()
            if lid not in (here, other) and x.type == loc.type and x.district != loc.district]

"""JSON form of the state (plain English field names) and of actions; exact round trip."""

from __future__ import annotations

from typing import Any

from game.engine.core import HIDDEN
from game.games.waterdeep.content import (
    AGENTS_BY_PLAYERS,
    ALL_QUESTS,
    BUILDINGS,
    CUBE_NAMES,
    CUBES,
    LORD_ALIASES,
    NAME_TO_BUILDING,
    SPACES,
)
from game.games.waterdeep.state import Player, WDState


def _h(v: Any) -> Any:
    return None if v is HIDDEN else v


def _u(v: Any) -> Any:
    return HIDDEN if v is None else v


def _tup(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tup(x) for x in v)
    return v


def _lst(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_lst(x) for x in v]
    return _h(v)


def _quest(name: str) -> dict[str, Any]:
    q = ALL_QUESTS[name]
    return {"name": name, "type": q.type}


def player_json(s: WDState, seat: int) -> dict[str, Any]:
    p = s.players[seat]
    return {
        "gold": p.gold,
        "vp": p.vp,
        "adventurers": {CUBE_NAMES[c]: p.cubes[i] for i, c in enumerate(CUBES)},
        "lord": None if p.lord is HIDDEN else p.lord,
        "agents": AGENTS_BY_PLAYERS[s.num_players] + (1 if s.round >= 5 else 0),
        "agents_in_pool": p.pool,
        "lieutenant": p.lieutenant,
        "quests": [_quest(q) for q in p.quests],
        "completed_quests": [_quest(q) for q in p.completed],
        "intrigue": [_h(c) for c in p.intrigue],
        "buildings": [BUILDINGS[k].name for k, o, _st in s.buildings if o == seat],
        "plot_effects": list(p.plots),
        "magisters_orb_used": p.orb_used,
        "miracle_used": p.miracle_used,
    }


def to_json(s: WDState) -> dict[str, Any]:
    return {
        "num_players": s.num_players,
        "round": s.round,
        "first_player": s.first_player,
        "phase": s.phase,
        "cliffwatch": list(s.cliffwatch),
        "builders_hall": [BUILDINGS[k].name for k, _t in s.hall],
        "builders_hall_vp_tokens": [t for _k, t in s.hall],
        "players": [player_json(s, i) for i in range(s.num_players)],
        "buildings_in_play": [{"name": BUILDINGS[k].name, "owner": o, "stock": st} for k, o, st in s.buildings],
        "occupancy": {SPACES[i]: list(occ) for i, occ in enumerate(s.occupancy) if occ},
        "building_stack": [BUILDINGS[k].name for k in s.building_stack],
        "quest_deck": list(s.quest_deck),
        "quest_discard": list(s.quest_discard),
        "intrigue_deck": [_h(c) for c in s.intrigue_deck],
        "intrigue_discard": list(s.intrigue_discard),
        "unused_lords": [_h(c) for c in s.lords_unused],
        "supply": {CUBE_NAMES[c]: s.supply[i] for i, c in enumerate(CUBES)},
        "ambassador": {"location": s.ambassador, "holder": s.ambassador_holder},
        "harbor_arrivals": _lst(s.harbor),
        "harbor_links": _lst(s.links),
        "arrival_count": s.arrivals,
        "reassignment_queue": _lst(s.queue),
        "revealed_quests": list(s.reveal),
        "heroes_garden_quest": s.garden,
        "triggered_this_action": list(s.fired),
        "pending": _lst(s.stack),
        "options": _options_json(s),
    }


# The Harbor readings of issue 16 are written only when they differ from the reading a state
# written before them stood for, so such a state's JSON stays exactly what it was (a saved
# header's initial_state is compared on load), and a missing field reads as that old reading.
LEGACY_HARBOR_BY_ARRIVAL = True
LEGACY_ACCELERATE_MAY_STOP = True


def _options_json(s: WDState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "building_costs": "public" if s.public_costs else "seed",
        "quest_rewards_trigger_plots": s.reward_triggers,
    }
    if s.harbor_by_arrival != LEGACY_HARBOR_BY_ARRIVAL:
        out["harbor_order"] = "arrival" if s.harbor_by_arrival else "space"
    if s.accelerate_may_stop != LEGACY_ACCELERATE_MAY_STOP:
        out["accelerate_plans"] = "up_to_two" if s.accelerate_may_stop else "two"
    return out


def _lord(name: Any) -> Any:
    """A lord name from a save, written before the printed name was used."""
    return LORD_ALIASES.get(name, name) if isinstance(name, str) else name


def _player(j: dict[str, Any]) -> Player:
    return Player(
        gold=int(j["gold"]),
        vp=int(j["vp"]),
        cubes=tuple(int(j["adventurers"][CUBE_NAMES[c]]) for c in CUBES),  # type: ignore[arg-type]
        lord=_lord(_u(j["lord"])),
        intrigue=tuple(_u(c) for c in j["intrigue"]),
        quests=tuple(q["name"] for q in j["quests"]),
        completed=tuple(q["name"] for q in j["completed_quests"]),
        plots=tuple(j["plot_effects"]),
        pool=int(j["agents_in_pool"]),
        lieutenant=bool(j["lieutenant"]),
        orb_used=bool(j["magisters_orb_used"]),
        miracle_used=bool(j["miracle_used"]),
    )


def _reading(opts: dict[str, Any], key: str, old: str, new: str, legacy: bool) -> bool:
    """True for the old reading; a state written before the option stands for ``legacy``."""
    value = opts.get(key)
    if value is None:
        return legacy
    if value not in (old, new):
        raise ValueError(f"{key} must be {new!r} or {old!r}, not {value!r}")
    return value == old


def from_json(j: dict[str, Any]) -> WDState:
    try:
        occ = [()] * len(SPACES)
        for space, codes in j["occupancy"].items():
            occ[SPACES.index(space)] = tuple(int(c) for c in codes)
        opts = j.get("options", {})
        return WDState(
            num_players=int(j["num_players"]),
            round=int(j["round"]),
            first_player=int(j["first_player"]),
            players=tuple(_player(p) for p in j["players"]),
            occupancy=tuple(occ),
            buildings=tuple(
                (NAME_TO_BUILDING[b["name"]], int(b["owner"]), int(b["stock"])) for b in j["buildings_in_play"]
            ),
            hall=tuple(
                (NAME_TO_BUILDING[n], int(t))
                for n, t in zip(j["builders_hall"], j["builders_hall_vp_tokens"], strict=False)
            ),
            building_stack=tuple(NAME_TO_BUILDING[n] for n in j["building_stack"]),
            cliffwatch=tuple(j["cliffwatch"]),
            quest_deck=tuple(j["quest_deck"]),
            quest_discard=tuple(j["quest_discard"]),
            intrigue_deck=tuple(_u(c) for c in j["intrigue_deck"]),
            intrigue_discard=tuple(j["intrigue_discard"]),
            lords_unused=tuple(_lord(_u(c)) for c in j["unused_lords"]),
            supply=tuple(int(j["supply"][CUBE_NAMES[c]]) for c in CUBES),  # type: ignore[arg-type]
            ambassador=str(j["ambassador"]["location"]),
            ambassador_holder=int(j["ambassador"]["holder"]),
            harbor=_tup(j["harbor_arrivals"]),
            links=_tup(j["harbor_links"]),
            arrivals=int(j["arrival_count"]),
            queue=_tup(j["reassignment_queue"]),
            reveal=tuple(j["revealed_quests"]),
            garden=str(j["heroes_garden_quest"]),
            fired=tuple(j["triggered_this_action"]),
            phase=str(j["phase"]),
            stack=_tup(j["pending"]),
            public_costs=opts.get("building_costs") == "public",
            reward_triggers=bool(opts.get("quest_rewards_trigger_plots", False)),
            harbor_by_arrival=_reading(opts, "harbor_order", "arrival", "space", LEGACY_HARBOR_BY_ARRIVAL),
            accelerate_may_stop=_reading(opts, "accelerate_plans", "up_to_two", "two", LEGACY_ACCELERATE_MAY_STOP),
        )
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"not a Lords of Waterdeep state: {exc!r}") from exc

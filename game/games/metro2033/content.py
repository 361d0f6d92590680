"""Metro 2033 content, loaded once from ``data/*.json`` and checked at load.

Every stand-in value of the spec lives in the data files, not in code, so printed values can
replace them. A broken file raises ``ContentError`` naming the file and the problem.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("data")
RESOURCES = ("pig", "mushroom", "ammo")
DANGER_TYPES = ("physical", "biological", "radioactive")
CARD_TYPES = ("attack", "defense", "neutral")
STATION_TYPES = ("regular", "polis", "hansa", "abandoned")


class ContentError(ValueError):
    """A data file is missing a field or contradicts itself."""


@dataclass(frozen=True)
class Station:
    id: str
    name: dict
    zone: str
    type: str
    home: str | None
    res: str | None
    line: int
    x: int
    y: int


@dataclass(frozen=True)
class Edge:
    a: str
    b: str
    kind: str  # tunnel / transfer
    hansa: bool  # a Hansa tunnel (both ends Hansa, kind tunnel)


def _load(name: str) -> Any:
    path = DATA / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError(f"{name}: cannot read ({exc})") from None


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise ContentError(msg)


def _names(items: list[dict], file: str) -> None:
    for it in items:
        n = it.get("name")
        _need(isinstance(n, dict) and n.get("en") and n.get("hu"), f"{file}: {it.get('id')} needs en and hu names")


def _load_map() -> tuple[dict[str, Station], tuple[Edge, ...]]:
    raw = _load("map.json")
    stations: dict[str, Station] = {}
    _names(raw["stations"], "map.json")
    for s in raw["stations"]:
        _need(s["id"] not in stations, f"map.json: station {s['id']} twice")
        _need(s["type"] in STATION_TYPES, f"map.json: {s['id']} has unknown type {s['type']}")
        _need(s["res"] in RESOURCES + ("any", None), f"map.json: {s['id']} has unknown resource {s['res']}")
        stations[s["id"]] = Station(**s)
    edges = []
    seen = set()
    for a, b, kind, hansa in raw["edges"]:
        _need(a in stations and b in stations, f"map.json: edge {a}-{b} names an unknown station")
        _need(kind in ("tunnel", "transfer"), f"map.json: edge {a}-{b} has unknown kind {kind}")
        key = frozenset((a, b))
        _need(key not in seen and a != b, f"map.json: edge {a}-{b} twice")
        seen.add(key)
        both = stations[a].type == "hansa" and stations[b].type == "hansa" and kind == "tunnel"
        _need(bool(hansa) == both, f"map.json: edge {a}-{b} has a wrong Hansa-tunnel flag")
        edges.append(Edge(a, b, kind, bool(hansa)))
    return stations, tuple(edges)


STATIONS, EDGES = _load_map()
STATION_IDS = tuple(sorted(STATIONS))
NEIGHBOURS: dict[str, tuple[tuple[str, bool], ...]] = {
    sid: tuple(
        sorted([(e.b, e.hansa) for e in EDGES if e.a == sid] + [(e.a, e.hansa) for e in EDGES if e.b == sid])
    )
    for sid in STATIONS
}
POLIS = tuple(sorted(s for s, st in STATIONS.items() if st.type == "polis"))

_f = _load("factions.json")
_names(_f["factions"], "factions.json")
FACTIONS: dict[str, dict] = {f["id"]: f for f in _f["factions"]}
FACTION_IDS = tuple(f["id"] for f in _f["factions"])
ZONE_ADJ: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _f["zone_adjacency"].items()}
ZONE_NAMES: dict[str, dict] = {**{f: FACTIONS[f]["name"] for f in FACTION_IDS}, **_f["zones"]}
for _fid, _fac in FACTIONS.items():
    _need(len(_fac["homes"]) == 3, f"factions.json: {_fid} needs 3 home stations")
    _need(
        sorted(STATIONS[h].res for h in _fac["homes"]) == sorted(RESOURCES),
        f"factions.json: {_fid}'s homes must produce one pig, one mushroom and one ammo",
    )
    for _h in _fac["homes"]:
        _need(STATIONS[_h].home == _fid and STATIONS[_h].zone == _fid, f"factions.json: {_h} is no home of {_fid}")

_h = _load("heroes.json")
_names(_h["heroes"], "heroes.json")
HEROES: dict[str, dict] = {h["id"]: h for h in _h["heroes"]}
HERO_IDS = tuple(h["id"] for h in _h["heroes"])

_c = _load("cards.json")
for _k in ("dangers_1", "dangers_2", "equipment", "quests", "combat", "laws"):
    _names(_c[_k], "cards.json")
DANGERS: dict[str, dict] = {d["id"]: d for d in _c["dangers_1"] + _c["dangers_2"]}
DANGER_DECK = {1: tuple(d["id"] for d in _c["dangers_1"]), 2: tuple(d["id"] for d in _c["dangers_2"])}
EQUIPMENT: dict[str, dict] = {e["id"]: e for e in _c["equipment"]}
QUESTS: dict[str, dict] = {q["id"]: q for q in _c["quests"]}
GOALS: dict[str, dict] = _c["quest_goals"]
ABILITIES: dict[str, dict] = _c["quest_abilities"]
COMBAT: dict[str, dict] = {c["id"]: c for c in _c["combat"]}
COMBAT_IDS = tuple(c["id"] for c in _c["combat"])
LAWS: dict[str, dict] = {law["id"]: law for law in _c["laws"]}
LAW_IDS = tuple(law["id"] for law in _c["laws"])
for _d in DANGERS.values():
    _need(_d["type"] in DANGER_TYPES, f"cards.json: danger {_d['id']} has unknown type")
    _need(set(_d["reward"]) <= set(RESOURCES) | {"any", "equipment", "army"}, f"cards.json: {_d['id']} reward")
    _need(_d["property"] in (None, "hero", "army"), f"cards.json: {_d['id']} property")
for _q in QUESTS.values():
    _need(_q["goal"] in GOALS and _q["ability"] in ABILITIES, f"cards.json: quest {_q['id']} goal/ability")
for _cc in COMBAT.values():
    _need(_cc["type"] in CARD_TYPES and set(_cc["vs"]) == set(CARD_TYPES), f"cards.json: combat {_cc['id']}")
_need(len(COMBAT) == 7, "cards.json: there must be 7 combat cards")
_need(len(DANGER_DECK[1]) == 18 and len(DANGER_DECK[2]) == 18, "cards.json: 18 dangers per stage")
_need(len(EQUIPMENT) == 18 and len(QUESTS) == 18 and len(LAWS) == 7, "cards.json: 18 equipment, 18 quests, 7 laws")

CONST: dict[str, Any] = _load("constants.json")
ROUND_TRACK: tuple[dict, ...] = tuple(CONST["round_track"])


def track_space(round_no: int) -> dict:
    """The round-track space of round ``round_no`` (START only in round 1, then T1..T9 looping)."""
    if round_no <= 1:
        return ROUND_TRACK[0]
    loop = len(ROUND_TRACK) - 1
    return ROUND_TRACK[((round_no - 2) % loop) + 1]


def name(item: dict, lang: str) -> str:
    return item["name"].get(lang) or item["name"]["en"]

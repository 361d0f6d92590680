"""Lords of Waterdeep content: loads the data tables once and validates them at import.

Everything the rules need is precomputed here into small immutable lookups so that
``apply`` never parses data. A broken data file raises ``ContentError`` with a clear message.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

CUBES = "CFRW"  # cleric, fighter, rogue, wizard: the order of every cube tuple
CUBE_NAMES = {"C": "cleric", "F": "fighter", "R": "rogue", "W": "wizard"}
QUEST_TYPES = ("Arcana", "Commerce", "Piety", "Skullduggery", "Warfare")
INTRIGUE_TYPES = ("Attack", "Utility", "Mandatory Quest")
CUBE_LIMIT = 25


class ContentError(ValueError):
    """A data table is missing, malformed or inconsistent."""


@dataclass(frozen=True)
class Quest:
    name: str
    qid: str
    type: str  # one of QUEST_TYPES, or "Mandatory"
    req: tuple[int, int, int, int]
    req_gold: int
    vp: int
    rew: tuple[int, int, int, int]
    rew_gold: int
    rew_intrigue: int
    special: str  # "" or an effect key
    plot: bool

    @property
    def mandatory(self) -> bool:
        return self.type == "Mandatory"


@dataclass(frozen=True)
class Intrigue:
    name: str
    type: str
    count: int
    effect: str
    params: tuple[tuple[str, Any], ...]

    def param(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Lord:
    name: str
    lid: str
    bonus: str  # "quest_types" or "buildings"
    types: tuple[str, ...]
    vp_each: int


@dataclass(frozen=True)
class Building:
    key: str
    name: str
    name_hu: str
    cost: int
    stock_kind: str  # "" none, "C"/"F"/"R"/"W" cubes, "G" gold, "VP" tokens
    stock_amount: int
    action: tuple[tuple, ...]
    owner: tuple[tuple, ...]


@dataclass(frozen=True)
class BasicSpace:
    space: str
    building: str
    name: str
    name_hu: str
    action: tuple[tuple, ...]


STEP_ARITY = {
    "gain": 1,
    "gain_choice": 2,
    "pay_gold": 1,
    "return_any": 1,
    "take_stock": 0,
    "vp": 1,
    "draw_intrigue": 1,
    "take_faceup_quest": 0,
    "first_player": 0,
    "buy_building": 0,
    "play_intrigue": 0,
    "take_ambassador": 0,
    "copy_space": 0,
    "heroes_garden": 0,
    "gold_per_building": 0,
    "cliffwatch_reset": 0,
}

QUEST_SPECIALS = {
    "",
    "return_own_agent",
    "draw_quest_from_deck",
    "free_building_from_builders_hall",
    "free_building_from_stack",
    "opponent_gains_gold_4",
    "take_faceup_quest",
    "vp_per_controlled_building_2",
    "play_intrigue_now",
}
PLOT_EFFECTS = {
    "plot:intrigue_on_wizard_gain",
    "plot:magisters_orb",
    "plot:bonus_on_complete_arcana",
    "plot:rogue_on_gold_gain",
    "plot:bonus_on_complete_commerce",
    "plot:vp_on_buy_building",
    "plot:start_round_gain_any",
    "plot:miracle_swap_to_cleric",
    "plot:bonus_on_complete_piety",
    "plot:gold_on_rogue_gain",
    "plot:bonus_on_complete_skullduggery",
    "plot:vp_on_play_intrigue",
    "plot:fighter_on_fighter_gain",
    "plot:bonus_on_complete_warfare",
    "plot:lieutenant",
}
INTRIGUE_EFFECTS = {
    "attack_each": {"cube", "else"},
    "bribe_agent": set(),
    "steal_adventurer": set(),
    "accelerate_plans": set(),
    "bidding_war": set(),
    "call_for_adventurers": set(),
    "call_in_a_favor": set(),
    "change_of_plans": set(),
    "gain_and_gift": {"gain", "gift"},
    "real_estate_deal": set(),
    "recall_agent": set(),
    "gain_and_request": {"gain", "give", "vp"},
    "sample_wares": set(),
    "special_assignment": set(),
    "mandatory": {"requires", "vp"},
}


# English card/building name -> its Hungarian name (the optional "name_hu" of every data row).
# Only words for people: the rules key everything by the English name.
NAME_HU: dict[str, str] = {}


def _load(name: str) -> list[dict[str, Any]]:
    path = DATA_DIR / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError(f"waterdeep data {name}: cannot read ({exc})") from exc
    if not isinstance(data, list):
        raise ContentError(f"waterdeep data {name}: expected a list")
    for i, o in enumerate(data):
        if isinstance(o, dict) and "name_hu" in o:
            if not isinstance(o["name_hu"], str) or not o["name_hu"].strip():
                raise ContentError(f"waterdeep data {name}[{i}]: name_hu must be a non-empty string")
            NAME_HU[str(o.get("name"))] = o["name_hu"]
    return data


def _keys(where: str, obj: dict[str, Any], required: set[str], optional: set[str] = frozenset()) -> None:
    if not isinstance(obj, dict):
        raise ContentError(f"{where}: expected an object, got {obj!r}")
    missing = required - set(obj)
    unknown = set(obj) - required - set(optional)
    if missing:
        raise ContentError(f"{where}: missing key(s) {sorted(missing)}")
    if unknown:
        raise ContentError(f"{where}: unknown key(s) {sorted(unknown)}")


def _count(where: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ContentError(f"{where}: expected a non-negative integer, got {value!r}")
    return value


def _res(where: str, d: dict[str, Any], allowed: str) -> tuple[tuple[int, int, int, int], int]:
    if not isinstance(d, dict):
        raise ContentError(f"{where}: expected a resource object")
    for k in d:
        if k not in allowed:
            raise ContentError(f"{where}: unknown resource {k!r}")
    cubes = tuple(_count(f"{where}.{c}", d.get(c, 0)) for c in CUBES)
    return cubes, _count(f"{where}.G", d.get("G", 0))  # type: ignore[return-value]


def parse_res_string(where: str, text: str) -> tuple[tuple[int, int, int, int], int]:
    """'F2 W1 G2' -> ((0, 2, 0, 1), 2)."""
    d: dict[str, int] = {}
    for part in text.split():
        kind, num = part[0], part[1:]
        if kind not in "CFRWG" or not num.isdigit():
            raise ContentError(f"{where}: bad resource {part!r}")
        d[kind] = d.get(kind, 0) + int(num)
    return _res(where, d, "CFRWG")


def _steps(where: str, raw: Any) -> tuple[tuple, ...]:
    if not isinstance(raw, list) or not raw:
        raise ContentError(f"{where}: expected a non-empty list of steps")
    out = []
    for i, step in enumerate(raw):
        w = f"{where}[{i}]"
        if not isinstance(step, list) or not step or step[0] not in STEP_ARITY:
            raise ContentError(f"{w}: unknown step {step!r}")
        name, args = step[0], step[1:]
        if len(args) != STEP_ARITY[name]:
            raise ContentError(f"{w}: {name} takes {STEP_ARITY[name]} argument(s)")
        if name == "gain":
            cubes, gold = parse_res_string(w, args[0])
            out.append(("gain", cubes, gold))
        elif name == "gain_choice":
            n = _count(w, args[0])
            types = args[1]
            if not isinstance(types, str) or not types or any(t not in CUBES for t in types):
                raise ContentError(f"{w}: bad cube types {types!r}")
            out.append(("gain_choice", n, types))
        elif args:
            out.append((name, _count(w, args[0])))
        else:
            out.append((name,))
    return tuple(out)


def _load_lords() -> dict[str, Lord]:
    lords: dict[str, Lord] = {}
    for i, o in enumerate(_load("lords.json")):
        w = f"lords.json[{i}]"
        _keys(w, o, {"id", "name", "bonus", "vp_each"}, {"types", "name_hu"})
        if o["bonus"] == "quest_types":
            types = tuple(o.get("types", ()))
            if len(types) != 2 or any(t not in QUEST_TYPES for t in types):
                raise ContentError(f"{w}: needs two quest types, got {types!r}")
        elif o["bonus"] == "buildings":
            types = ()
        else:
            raise ContentError(f"{w}: unknown bonus {o['bonus']!r}")
        if o["name"] in lords:
            raise ContentError(f"{w}: duplicate lord {o['name']!r}")
        lords[o["name"]] = Lord(o["name"], o["id"], o["bonus"], types, _count(w, o["vp_each"]))
    if len(lords) != 11:
        raise ContentError(f"lords.json: expected 11 lords, found {len(lords)}")
    pairs = {frozenset(lo.types) for lo in lords.values() if lo.types}
    if len(pairs) != 10:
        raise ContentError("lords.json: the 10 two-type lords must cover 10 distinct pairs")
    return lords


def _load_quests() -> dict[str, Quest]:
    quests: dict[str, Quest] = {}
    for i, o in enumerate(_load("quests.json")):
        w = f"quests.json[{i}]"
        _keys(w, o, {"id", "name", "type", "requires", "vp", "reward", "plot"}, {"special", "name_hu"})
        if o["type"] not in QUEST_TYPES:
            raise ContentError(f"{w}: unknown quest type {o['type']!r}")
        req, req_gold = _res(f"{w}.requires", o["requires"], "CFRWG")
        rew_d = dict(o["reward"])
        intr = _count(f"{w}.reward.intrigue", rew_d.pop("intrigue", 0))
        rew, rew_gold = _res(f"{w}.reward", rew_d, "CFRWG")
        special = o.get("special", "")
        plot = o["plot"]
        if plot is not (special in PLOT_EFFECTS):
            raise ContentError(f"{w}: plot flag and special {special!r} disagree")
        if not plot and special not in QUEST_SPECIALS:
            raise ContentError(f"{w}: unknown special effect {special!r}")
        if sum(req) + req_gold == 0:
            raise ContentError(f"{w}: a quest must require something")
        if o["name"] in quests:
            raise ContentError(f"{w}: duplicate quest {o['name']!r}")
        quests[o["name"]] = Quest(
            o["name"], o["id"], o["type"], req, req_gold, _count(w, o["vp"]), rew, rew_gold, intr, special, plot
        )
    if len(quests) != 60:
        raise ContentError(f"quests.json: expected 60 quests, found {len(quests)}")
    for t in QUEST_TYPES:
        n = sum(1 for q in quests.values() if q.type == t)
        p = sum(1 for q in quests.values() if q.type == t and q.plot)
        if n != 12 or p != 3:
            raise ContentError(f"quests.json: type {t} needs 12 quests (3 plot), has {n} ({p} plot)")
    if len({q.special for q in quests.values() if q.plot}) != 15:
        raise ContentError("quests.json: the 15 plot quests need 15 distinct effects")
    return quests


def _load_intrigue() -> tuple[dict[str, Intrigue], dict[str, Quest]]:
    cards: dict[str, Intrigue] = {}
    mandatory: dict[str, Quest] = {}
    for i, o in enumerate(_load("intrigue.json")):
        w = f"intrigue.json[{i}]"
        eff = o.get("effect")
        if eff not in INTRIGUE_EFFECTS:
            raise ContentError(f"{w}: unknown intrigue effect {eff!r}")
        _keys(w, o, {"name", "type", "count", "effect"} | INTRIGUE_EFFECTS[eff], {"name_hu"})
        if o["type"] not in INTRIGUE_TYPES:
            raise ContentError(f"{w}: unknown intrigue type {o['type']!r}")
        if (o["type"] == "Mandatory Quest") != (eff == "mandatory"):
            raise ContentError(f"{w}: mandatory type and effect disagree")
        params = []
        for k in sorted(INTRIGUE_EFFECTS[eff]):
            v = o[k]
            if k in ("gain", "gift", "give", "requires"):
                v = _res(f"{w}.{k}", v, "CFRWG")
            elif k == "cube" and v not in CUBES:
                raise ContentError(f"{w}: bad cube {v!r}")
            elif k == "else" and v not in ("fighter", "intrigue", "gold2", "vp2"):
                raise ContentError(f"{w}: bad fallback {v!r}")
            params.append((k, v))
        if o["name"] in cards:
            raise ContentError(f"{w}: duplicate intrigue card {o['name']!r}")
        card = Intrigue(o["name"], o["type"], _count(w, o["count"]), eff, tuple(params))
        cards[o["name"]] = card
        if eff == "mandatory":
            req, gold = card.param("requires")
            mandatory[card.name] = Quest(
                card.name, "", "Mandatory", req, gold, card.param("vp"), (0, 0, 0, 0), 0, 0, "", False
            )
    counts = {t: sum(c.count for c in cards.values() if c.type == t) for t in INTRIGUE_TYPES}
    if counts != {"Attack": 12, "Utility": 32, "Mandatory Quest": 6}:
        raise ContentError(f"intrigue.json: expected 12 Attack / 32 Utility / 6 Mandatory, got {counts}")
    return cards, mandatory


def _load_buildings() -> dict[str, Building]:
    out: dict[str, Building] = {}
    for i, o in enumerate(_load("buildings.json")):
        w = f"buildings.json[{i}]"
        _keys(w, o, {"key", "name", "name_hu", "cost", "action", "owner"}, {"stock"})
        cost = _count(f"{w}.cost", o["cost"])
        if not 1 <= cost <= 20:
            raise ContentError(f"{w}: implausible cost {cost}")
        kind, amount = "", 0
        if "stock" in o:
            st = o["stock"]
            kind = "VP" if st.startswith("VP") else st[:1]
            num = st[2:] if kind == "VP" else st[1:]
            if kind not in ("C", "F", "R", "W", "G", "VP") or not num.isdigit() or int(num) <= 0:
                raise ContentError(f"{w}: bad stock {st!r}")
            amount = int(num)
        action = _steps(f"{w}.action", o["action"])
        if ("take_stock",) in action and not kind:
            raise ContentError(f"{w}: take_stock without stock")
        if o["key"] in out:
            raise ContentError(f"{w}: duplicate building {o['key']!r}")
        out[o["key"]] = Building(
            o["key"], o["name"], o["name_hu"], cost, kind, amount, action, _steps(f"{w}.owner", o["owner"])
        )
    if len(out) != 24:
        raise ContentError(f"buildings.json: expected 24 advanced buildings, found {len(out)}")
    return out


def _load_spaces() -> dict[str, BasicSpace]:
    out: dict[str, BasicSpace] = {}
    for i, o in enumerate(_load("basic_spaces.json")):
        w = f"basic_spaces.json[{i}]"
        _keys(w, o, {"space", "building", "name", "name_hu", "action"})
        out[o["space"]] = BasicSpace(
            o["space"], o["building"], o["name"], o["name_hu"], _steps(f"{w}.action", o["action"])
        )
    if len(out) != 13 or len({b.building for b in out.values()}) != 9:
        raise ContentError("basic_spaces.json: expected 13 action spaces on 9 basic buildings")
    return out


LORDS = _load_lords()
QUESTS = _load_quests()
INTRIGUE, MANDATORY = _load_intrigue()
BUILDINGS = _load_buildings()
BASIC = _load_spaces()

# Names older saves and replays may hold -> the printed name (Khelben's card title).
LORD_ALIASES: dict[str, str] = {"Khelben Arunsun": "Khelben Arunsun, the Blackstaff"}
ALL_QUESTS: dict[str, Quest] = {**QUESTS, **MANDATORY}
LORD_DECK: tuple[str, ...] = tuple(sorted(LORDS))
QUEST_DECK: tuple[str, ...] = tuple(sorted(QUESTS))
INTRIGUE_DECK: tuple[str, ...] = tuple(sorted(n for n, c in INTRIGUE.items() for _ in range(c.count)))
BUILDING_STACK: tuple[str, ...] = tuple(sorted(BUILDINGS))
HARBOR = ("h1", "h2", "h3")
SPACES: tuple[str, ...] = tuple(BASIC) + tuple(BUILDINGS)
SPACE_INDEX: dict[str, int] = {sp: i for i, sp in enumerate(SPACES)}
NAME_TO_BUILDING: dict[str, str] = {b.name: k for k, b in BUILDINGS.items()}
AGENTS_BY_PLAYERS = {2: 4, 3: 3, 4: 2, 5: 2}
ALWAYS_PLAYABLE = frozenset(
    n
    for n, c in INTRIGUE.items()
    if c.effect not in ("bribe_agent", "accelerate_plans", "change_of_plans", "real_estate_deal", "sample_wares")
)
# The public alternative costs of A-02 (option building_costs=public).
PUBLIC_COSTS = {"dragon_tower": 3, "house_of_good_spirits": 3}

if len(INTRIGUE_DECK) != 50 or len(QUEST_DECK) != 60 or len(LORD_DECK) != 11 or len(BUILDING_STACK) != 24:
    raise ContentError("waterdeep content: deck sizes are wrong")

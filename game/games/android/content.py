"""Android content: the data files of ``data/`` loaded once and validated at import.

Everything the rules need is turned into small immutable lookups here, so ``apply`` never
parses data. A broken data file raises ``ContentError`` naming the file and the problem.
Names are given in English and Hungarian (the seed rulebook is Russian; the meaning is kept).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

FILES = ("physical", "document", "testimony")
FAVORS = ("corp", "political", "society", "street")
TYPES = ("business", "civic", "nightlife", "religious", "residential")
QUALITIES = ("ritzy", "normal", "seedy")
CITIES = ("earth", "beanstalk", "moon")
PILES = ("shift", "favor", "baggage")
SIDES = "NESW"
BONUS_KINDS = ("hit", "move_lead", "dropship", "extra_piece")


class ContentError(ValueError):
    """A data table is missing, malformed or inconsistent."""


def _load(name: str) -> Any:
    path = DATA_DIR / f"{name}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"android: data file {path.name} is missing") from None
    except json.JSONDecodeError as e:
        raise ContentError(f"android: {path.name} is not valid JSON ({e})") from None


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise ContentError(f"android content: {msg}")


def _names(obj: Any, where: str) -> dict[str, str]:
    _need(isinstance(obj, dict) and obj.get("en") and obj.get("hu"), f"{where}: needs an English and a Hungarian name")
    return {"en": obj["en"], "hu": obj["hu"]}


@dataclass(frozen=True)
class Ability:
    id: str
    time: int
    cost: tuple[str, ...]  # favor types ("any" = any type)
    effect: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class Location:
    id: str
    name: dict[str, str]
    grid: str
    city: str
    district: str
    type: str
    quality: str
    major: bool
    restricted: bool
    x: int
    y: int
    abilities: tuple[Ability, ...]


@dataclass(frozen=True)
class Npc:
    name: str
    favor: str | None
    start_side: str


@dataclass(frozen=True)
class Detective:
    id: str
    name: dict[str, str]
    title: dict[str, str]
    start: str
    ruler: int
    time: int
    hand_limit: int
    leads: dict[str, str]  # physical / document -> start location
    warrants: tuple[str, ...]
    start_tokens: dict[str, int]
    plots: tuple[str, ...]
    npcs: tuple[Npc, ...]


@dataclass(frozen=True)
class Suspect:
    id: str
    name: dict[str, str]
    strong: str
    normal: str
    weak: str


@dataclass(frozen=True)
class Murder:
    id: str
    name: dict[str, str]
    crime_scene: str
    lily: tuple[str, str]
    jimmy: tuple[str, str]
    calendar: str
    specific_events: tuple[str, ...]
    suspects: tuple[tuple[str, str], ...]  # (suspect id, testimony lead start)


@dataclass(frozen=True)
class PlotRule:
    kind: str  # "action" or "on"
    side: str  # good / bad
    n: int
    text: str
    location: str = ""
    time: int = 0
    favors: tuple[str, ...] = ()
    money: int = 0
    when: str = ""
    extra: tuple[tuple[Any, ...], ...] = ()


@dataclass(frozen=True)
class PlotCard:
    key: str  # start / cross+ / cross- / ++ / +- / -+ / --
    name: dict[str, str]
    rules: tuple[PlotRule, ...] = ()
    vp: int = 0
    effect: tuple[tuple[Any, ...], ...] = ()

    @property
    def is_ending(self) -> bool:
        return self.key in ("++", "+-", "-+", "--")


@dataclass(frozen=True)
class Plot:
    id: str
    detective: str
    name: dict[str, str]
    excluded_from_start: bool
    cards: dict[str, PlotCard]


@dataclass(frozen=True)
class TwilightCard:
    id: str
    detective: str
    side: str
    name: dict[str, str]
    cost: int
    timing: str
    effect: str
    traits: tuple[str, ...]
    copies: int
    ops: tuple[Any, ...] = ()  # the effect in the mini-language of spec 10.0, parsed


def _frozen(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_frozen(x) for x in v)
    if isinstance(v, dict):
        return {k: _frozen(x) for k, x in v.items()}
    return v


@dataclass(frozen=True)
class Piece:
    id: str
    pile: str
    shape: str
    bonuses: tuple[str, ...]


@dataclass(frozen=True)
class Group:
    id: str
    name: dict[str, str]
    positions: tuple[str, ...]
    per_link: tuple[Any, ...]


@dataclass(frozen=True)
class Event:
    id: str
    kind: str
    name: dict[str, str]
    npc: str | None
    data: dict[str, Any]


@dataclass(frozen=True)
class Day:
    week: int
    day: int
    start: tuple[str, ...]
    end: tuple[str, ...]


@dataclass(frozen=True)
class Calendar:
    weeks: int
    days_per_week: int
    climax_length: int
    days: tuple[Day, ...]

    @property
    def last_day(self) -> int:
        return self.weeks * self.days_per_week

    def week_start(self, w: int) -> int:
        return self.days_per_week * (w - 1) + 1

    def week_of(self, d: int) -> int:
        return (d - 1) // self.days_per_week + 1

    def day_of_week(self, d: int) -> int:
        return (d - 1) % self.days_per_week + 1

    def is_climax(self, d: int) -> bool:
        return d > self.last_day - self.climax_length

    def day(self, d: int) -> Day:
        return self.days[d - 1]


# ----- loading ------------------------------------------------------------------------------------
def _locations(raw: dict[str, Any]) -> tuple[dict[str, Location], dict[str, Any]]:
    locs: dict[str, Location] = {}
    districts = {d["id"]: d for d in raw["districts"]}
    for r in raw["locations"]:
        lid = r["id"]
        _need(lid not in locs, f"map.json: location {lid} twice")
        _need(r["type"] in TYPES, f"map.json: {lid} has unknown type {r['type']}")
        _need(r["quality"] in QUALITIES, f"map.json: {lid} has unknown quality {r['quality']}")
        _need(r["city"] in CITIES, f"map.json: {lid} has unknown city {r['city']}")
        _need(r["district"] in districts, f"map.json: {lid} has unknown district {r['district']}")
        x, y = int(r["x"]), int(r["y"])
        _need(x % 100 and y % 100, f"map.json: {lid} lies on a grid line")
        cell = "ABCDEFGHIJKL"[x // 100] + str(y // 100 + 1)
        _need(cell == r["grid"], f"map.json: {lid} is drawn in {cell}, not {r['grid']}")
        abilities = tuple(
            Ability(a["id"], int(a["time"]), tuple(a["cost"]), tuple(tuple(e) for e in a["effect"]))
            for a in r.get("abilities", ())
        )
        _need(not abilities or r["major"], f"map.json: minor location {lid} has an ability")
        locs[lid] = Location(lid, _names(r["name"], lid), r["grid"], r["city"], r["district"], r["type"],
                             r["quality"], bool(r["major"]), bool(r["restricted"]), x, y, abilities)
    for lid in raw["beanstalk"]:
        _need(lid in locs and locs[lid].city == "beanstalk", f"map.json: Beanstalk station {lid} is not a Beanstalk location")
    return locs, districts


def dist(a: Location, b: Location) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)


def _connected(ids: list[str], locs: dict[str, Location], reach: float) -> bool:
    if not ids:
        return True
    seen = {ids[0]}
    todo = [ids[0]]
    while todo:
        here = locs[todo.pop()]
        for other in ids:
            if other not in seen and dist(here, locs[other]) <= reach:
                seen.add(other)
                todo.append(other)
    return len(seen) == len(ids)


def _plots(raw: dict[str, Any], locs: dict[str, Location]) -> dict[str, Plot]:
    plots: dict[str, Plot] = {}
    for p in raw["plots"]:
        cards: dict[str, PlotCard] = {}
        for key in ("start", "cross+", "cross-"):
            c = p[key]
            rules = []
            for side in ("good", "bad"):
                for r in c[side]:
                    if r["kind"] == "action":
                        _need(r["location"] in locs, f"plots.json: {p['id']} {key} names unknown location {r['location']}")
                        rules.append(PlotRule("action", "good", int(r["good"]), r["text"], r["location"], int(r["time"]),
                                              tuple(r["favors"]), int(r["money"]), "", tuple(tuple(e) for e in r["extra"])))
                    else:
                        rules.append(PlotRule("on", r["side"], int(r["n"]), r["text"], when=r["when"]))
            cards[key] = PlotCard(key, _names(c["name"], f"{p['id']} {key}"), tuple(rules))
        _need(set(p["ends"]) == {"++", "+-", "-+", "--"}, f"plots.json: {p['id']} needs four endings")
        for key, e in p["ends"].items():
            cards[key] = PlotCard(key, _names(e["name"], f"{p['id']} {key}"), (), int(e["vp"]),
                                  tuple(tuple(x) for x in e.get("effect", ())))
        plots[p["id"]] = Plot(p["id"], p["detective"], _names(p["name"], p["id"]), bool(p["excluded_from_start"]), cards)
    return plots


def _calendar(raw: dict[str, Any]) -> dict[str, Calendar]:
    out = {}
    for name, c in raw["presets"].items():
        days = tuple(Day(d["week"], d["day"], tuple(d["start"]), tuple(d["end"])) for d in c["days"])
        cal = Calendar(int(c["weeks"]), int(c["days_per_week"]), int(c["climax_length"]), days)
        _need(len(days) == cal.last_day, f"calendar.json: {name} has {len(days)} days, not {cal.last_day}")
        _need(not days[0].start and not days[0].end, f"calendar.json: {name}: day 1 of week 1 must have no symbol")
        for w in range(1, cal.weeks + 1):
            plot_days = [d.day for d in days if d.week == w and "plot_resolution" in d.end]
            # the second ends the week's plot: on its last day, or the day before it (long_calendar, 5.2)
            _need(len(plot_days) == 2 and plot_days[1] >= cal.days_per_week - 1,
                  f"calendar.json: {name}: week {w} needs two plot resolutions, the second on its last day")
        spec_days = [i + 1 for i, d in enumerate(days) if "specific_event" in d.start + d.end]
        _need(spec_days == [cal.week_start(2)] and "specific_event" in days[cal.week_start(2) - 1].start,
              f"calendar.json: {name}: exactly one specific event, at the start of week 2")
        out[name] = cal
    return out


class Content:
    """Every table, validated. One instance (``CONTENT``) is built at import."""

    def __init__(self) -> None:
        m = _load("map")
        self.locations, self.districts = _locations(m)
        self.loc_ids = tuple(self.locations)
        self.beanstalk: tuple[str, ...] = tuple(m["beanstalk"])
        self.gates: dict[str, str] = dict(m["gates"])
        self.banks: dict[str, str] = dict(m["banks"])
        for kind, lid in self.banks.items():
            _need(lid in self.locations, f"map.json: bank {kind} at unknown location {lid}")
        self.rules: dict[str, Any] = _load("rules")
        self.calendars = _calendar(_load("calendar"))
        ev = _load("evidence")
        self.evidence_mix: dict[str, int] = dict(ev["tokens"])
        self.evidence_value: dict[str, int] = dict(ev["values"])
        _need(sum(self.evidence_mix.values()) == 60, "evidence.json: the mix must hold 60 tokens")
        _need(set(self.evidence_mix) == set(self.evidence_value), "evidence.json: every token kind needs a value")
        s = _load("suspects")
        self.suspects = {r["id"]: Suspect(r["id"], _names(r["name"], r["id"]), r["strong"], r["normal"], r["weak"])
                         for r in s["suspects"]}
        for sus in self.suspects.values():
            _need(sorted((sus.strong, sus.normal, sus.weak)) == sorted(FILES), f"suspects.json: {sus.id} files")
        self.murders = {}
        for r in s["murders"]:
            mu = Murder(r["id"], _names(r["name"], r["id"]), r["crime_scene"], tuple(r["lily"]), tuple(r["jimmy"]),
                        r["calendar"], tuple(r["specific_events"]), tuple(tuple(x) for x in r["suspects"]))
            _need(len(mu.suspects) >= 6, f"suspects.json: murder {mu.id} lists fewer than 6 suspects")
            _need(mu.calendar in self.calendars, f"suspects.json: murder {mu.id} uses unknown calendar {mu.calendar}")
            for sid, lid in mu.suspects:
                _need(sid in self.suspects and lid in self.locations, f"suspects.json: {mu.id}: bad suspect row {sid}/{lid}")
            for lid in (mu.crime_scene, *mu.lily, *mu.jimmy):
                _need(lid in self.locations, f"suspects.json: {mu.id} names unknown location {lid}")
            self.murders[mu.id] = mu
        self.hunches: tuple[str, ...] = tuple(s["hunches"])
        d = _load("detectives")
        self.detectives: dict[str, Detective] = {}
        for r in d["detectives"]:
            det = Detective(r["id"], _names(r["name"], r["id"]), _names(r["title"], r["id"]), r["start"], int(r["ruler"]),
                            int(r["time"]), int(r["hand_limit"]), dict(r["leads"]), tuple(r["warrants"]),
                            dict(r["start_tokens"]), tuple(r["plots"]),
                            tuple(Npc(n["name"], n["favor"], n["start_side"]) for n in r["npcs"]))
            _need(det.start in self.locations, f"detectives.json: {det.id} starts at unknown {det.start}")
            for lid in (*det.leads.values(), *det.warrants):
                _need(lid in self.locations, f"detectives.json: {det.id} names unknown location {lid}")
            for npc in det.npcs:
                _need(npc.start_side in ("alive", "dead"), f"detectives.json: {det.id}: NPC {npc.name} start_side")
                _need(npc.favor in (None, *FAVORS), f"detectives.json: {det.id}: NPC {npc.name} favor type")
            self.detectives[det.id] = det
        self.detective_ids = tuple(self.detectives)
        self.memories = {r["id"]: r for r in d["memories"]}
        self.npc_hu: dict[str, str] = dict(d["npc_hu"])
        self.plots = _plots(_load("plots"), self.locations)
        for det in self.detectives.values():
            want = 2 if det.id == "raymond" else 3
            _need(len(det.plots) == want, f"detectives.json: {det.id} needs {want} plots")
            for pid in det.plots:
                _need(pid in self.plots and self.plots[pid].detective == det.id, f"{det.id}: unknown plot {pid}")
        _need(any(self.plots[p].excluded_from_start for p in self.detectives["caprice"].plots),
              "plots.json: Caprice needs a plot excluded from the first draw")
        tw = _load("twilight")
        self.cards = {}
        for r in tw["cards"]:
            c = TwilightCard(r["id"], r["detective"], r["side"], _names(r["name"], r["id"]), int(r["cost"]), r["timing"],
                             r["effect"], tuple(r["traits"]), int(r["copies"]), _frozen(r.get("ops", [])))
            _need(c.side in ("light", "dark") and c.detective in self.detectives, f"twilight.json: bad card {c.id}")
            _need(not any(op[0] == "cancel" for op in c.ops) or c.timing.startswith("enter_")
                  or c.timing in ("board_beanstalk", "use_ability", "play_light"),
                  f"twilight.json: {c.id} may cancel only a move, an ability or a light card (8.2.2), not {c.timing}")
            self.cards[c.id] = c
        self.decks: dict[str, tuple[str, ...]] = {}  # "caprice:light" -> card ids with copies (sorted)
        for det in self.detectives:
            for side in ("light", "dark"):
                self.decks[f"{det}:{side}"] = tuple(sorted(
                    c.id for c in self.cards.values() if c.detective == det and c.side == side for _ in range(c.copies)))
                _need(self.decks[f"{det}:{side}"], f"twilight.json: {det} has no {side} cards")
        pz = _load("puzzle")
        self.shapes = {k: (v["ports"], tuple(v["segments"])) for k, v in pz["shapes"].items()}
        self.pieces = {}
        for r in pz["pieces"]:
            pc = Piece(r["id"], r["pile"], r["shape"], tuple(r["bonuses"]))
            _need(pc.pile in PILES and pc.shape in self.shapes, f"puzzle.json: bad piece {pc.id}")
            _need(all(b in BONUS_KINDS for b in pc.bonuses), f"puzzle.json: {pc.id} has an unknown bonus")
            self.pieces[pc.id] = pc
        _need(len(self.pieces) == 24, "puzzle.json: 24 pieces expected")
        self.groups = tuple(Group(g["id"], _names(g["name"], g["id"]), tuple(g["positions"]), tuple(g["per_link"]))
                            for g in pz["groups"])
        border = [p for g in self.groups for p in g.positions]
        _need(sorted(border) == sorted(f"{e}{i}" for e in "TRBL" for i in range(5)),
              "puzzle.json: the groups must own the 20 border sides exactly once")
        self.events = {}
        for r in _load("events")["events"]:
            data = {k: v for k, v in r.items() if k not in ("id", "kind", "name", "npc")}
            self.events[r["id"]] = Event(r["id"], r["kind"], _names(r["name"], r["id"]), r.get("npc"), data)
        self.general_events = tuple(sorted(e for e, v in self.events.items() if v.kind == "general"))
        for mu in self.murders.values():
            for e in mu.specific_events:
                _need(e in self.events and self.events[e].kind == "specific", f"{mu.id}: unknown specific event {e}")
        self._check_map()

    def _check_map(self) -> None:
        locs = self.locations
        earth = [lid for lid, loc in locs.items() if loc.city == "earth"]
        moon = [lid for lid, loc in locs.items() if loc.city == "moon"]
        short = min(d.ruler for d in self.detectives.values())
        _need(_connected(earth, locs, short), "map.json: Earth is not connected for the shortest ruler")
        _need(_connected(moon, locs, short), "map.json: the Moon is not connected for the shortest ruler")
        for city, gate in self.gates.items():
            pool = earth if city == "earth" else moon
            _need(any(dist(locs[gate], locs[x]) <= short for x in pool), f"map.json: gate {gate} unreachable")
        for mu in self.murders.values():
            starts = [lid for _s, lid in mu.suspects]
            for det in self.detectives.values():
                starts += list(det.leads.values())
            _need(len(starts) == len(set(starts)), f"{mu.id}: two leads start on the same location")

    def name(self, obj: Any, lang: str) -> str:
        return obj.name.get(lang) or obj.name["en"]


CONTENT = Content()

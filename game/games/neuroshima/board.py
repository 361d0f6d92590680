"""Board geometry, terrain and scenarios (spec sections 1.2, 4, 6.1, 7.4, 7.5).

Hexes use axial coordinates ``(q, r)``; board direction ``d`` (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW)
matches the spec's edge numbering. A ``Layout`` is built once per (scenario, players) and cached:
it holds the hex list, an index, a neighbour table and the per-hex terrain properties, so the rules
work with small integer hex indices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

DIRS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DIR_NAMES = ("N", "NE", "SE", "S", "SW", "NW")

TERRAIN_TYPES = ("forest", "mountain", "water", "wasteland", "base", "bunker", "warehouse", "cliff", "pit")
PROPERTIES = {
    "dense", "tall", "gloomy", "poisonous", "jungle", "rocky", "fortress", "watchtower", "deep",
    "whirlpool", "swamp", "flat", "radioactive", "closed", "defence", "turrets", "panel", "narrow",
    "hidden", "reward", "deadly",
}
TERRAIN_HU = {
    "forest": "erdő", "mountain": "hegy", "water": "víz", "wasteland": "pusztaság", "base": "bázis",
    "bunker": "bunker", "warehouse": "raktár", "cliff": "szirt", "pit": "verem",
}


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def radius_hexes(radius: int) -> list[tuple[int, int]]:
    return [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
            if max(abs(q), abs(r), abs(q + r)) <= radius]


BASE_19 = radius_hexes(2)
EXTRA_23 = [(3, -2), (3, -1), (-3, 1), (-3, 2)]


@dataclass(frozen=True)
class Warehouse:
    hex: tuple[int, int]
    strength: int
    tokens: tuple[str, ...]
    armies: tuple[str, ...]  # armies allowed to damage it


@dataclass(frozen=True)
class Scenario:
    id: str
    name_en: str
    name_hu: str
    terrain: dict = field(default_factory=dict)  # (q, r) -> (type, plate)
    properties: dict = field(default_factory=dict)  # type -> tuple of properties
    warehouses: tuple[Warehouse, ...] = ()
    turrets: tuple[tuple[str, tuple[int, int], int], ...] = ()  # preset (id, hex, rotation)
    campaign: int = 0
    narrow_mode: str = "seat"  # "seat": controller may enter; "army": only the guard's army
    description_en: str = ""
    description_hu: str = ""


def _map(rows: dict[str, list[tuple[int, int]]]) -> dict:
    out = {}
    for code, hexes in rows.items():
        kind = {"Fd": "forest", "W": "wasteland", "P": "pit", "M": "mountain", "B": "bunker",
                "X": "base", "C": "base", "H1": "warehouse", "H2": "warehouse", "H3": "warehouse",
                "D": "water", "S": "water", "R": "mountain", "V": "water"}[code]
        for h in hexes:
            out[h] = (kind, code)
    return out


_S1 = _map({"Fd": [(0, -2), (-1, -1), (1, -2), (0, -1)], "W": [(0, 1), (-1, 2), (1, 1), (0, 2)], "P": [(2, -1)]})
_S2 = _map({"M": [(-2, 0), (-1, 0), (-2, 1)]})
_S3 = _map({"B": [(2, -2), (1, -1), (2, -1), (1, 0)], "H1": [(-2, 1)], "H2": [(-2, 2)]})
_S4 = _map({"B": [(0, -2), (-1, -1), (1, -2), (0, -1)], "H3": [(2, -2)]})
_S5 = _map({"X": [(0, -1), (-1, 0), (1, -1)], "C": [(0, 0)], "Fd": [(-2, 1), (-2, 2), (-1, 2)]})
_WILD = _map({"R": [(0, -1)], "D": [(1, 1)], "S": [(-1, 2)], "P": [(2, -1)], "V": [(-2, 0)]})

_CAMPAIGN_TOKENS = ("first_aid", "mobility", "accelerator")

SCENARIOS: dict[str, Scenario] = {}


def _add(s: Scenario) -> None:
    SCENARIOS[s.id] = s


_add(Scenario("skirmish", "Skirmish (plain board)", "Csetepaté (sima tábla)",
              description_en="The base game on an empty board.", description_hu="Alapjáték üres táblán."))
_add(Scenario("forest_skirmish", "Skirmish: haunted forest", "Csetepaté: kísértetjárta erdő", _S1,
              {"forest": ("dense", "tall", "gloomy", "poisonous"), "wasteland": ("radioactive",), "pit": ("deadly",)},
              description_en="Dense, tall, gloomy, poisonous forest; radioactive wasteland; a pit.",
              description_hu="Sűrű, magas, komor, mérgező erdő; rádióaktív pusztaság; verem."))
_add(Scenario("wild_skirmish", "Skirmish: rocks and water", "Csetepaté: sziklák és víz", {
    **_WILD, (1, 1): ("water", "D"), (-1, 2): ("water", "S"), (-2, 0): ("water", "V")},
    {"mountain": ("rocky", "fortress", "watchtower"), "water": (), "pit": ("deadly",)},
    description_en="Rocky fortress mountain, deep water, swamp, whirlpool and a pit.",
    description_hu="Sziklás erődhegy, mély víz, ingovány, örvény és verem."))
_add(Scenario("base_skirmish", "Skirmish: abandoned base", "Csetepaté: elhagyott bázis", _S5,
              {"base": ("closed", "tall", "turrets", "panel", "defence"), "forest": ("dense", "jungle")},
              turrets=(("turret.mg", (0, -1), 2), ("turret.cannon", (-1, 0), 4)),
              description_en="A base with a defence system, two turrets and a control panel.",
              description_hu="Bázis védelmi rendszerrel, két toronnyal és vezérlő panellel."))
_add(Scenario("bunker_skirmish", "Skirmish: the bunker", "Csetepaté: a bunker", _S3,
              {"bunker": ("narrow", "fortress"), "warehouse": ("closed", "tall", "reward")},
              warehouses=(Warehouse((-2, 1), 3, ("first_aid", "punch"), ()), Warehouse((-2, 2), 3, ("shot", "explosives"), ())),
              description_en="A narrow fortress bunker and two warehouses anyone may break into.",
              description_hu="Szűk erőd-bunker és két raktár, amelyet bárki feltörhet."))
_add(Scenario("campaign_1", "Campaign 1: The First Encounter", "Hadjárat 1: Az első találkozás", _S1,
              {"forest": ("dense", "jungle"), "wasteland": ("flat",), "pit": ("deadly",)}, campaign=1))
_add(Scenario("campaign_2", "Campaign 2: Steel Convoy", "Hadjárat 2: Acél konvoj", _S2,
              {"mountain": ("watchtower",)}, campaign=2))
_add(Scenario("campaign_3", "Campaign 3: Attack the Bunker!", "Hadjárat 3: Támadd a bunkert!", _S3,
              {"bunker": ("narrow", "fortress"), "warehouse": ("closed", "tall", "reward")},
              warehouses=(Warehouse((-2, 1), 3, _CAMPAIGN_TOKENS, ("new_york",)),
                          Warehouse((-2, 2), 3, _CAMPAIGN_TOKENS, ("new_york",))), campaign=3))
_add(Scenario("campaign_4", "Campaign 4: Reckless Mission", "Hadjárat 4: Vakmerő küldetés", _S4,
              {"bunker": ("narrow", "fortress", "hidden"), "warehouse": ("closed", "tall", "reward")},
              warehouses=(Warehouse((2, -2), 6, ("radio",), ("new_york",)),), campaign=4, narrow_mode="army"))
_add(Scenario("campaign_5", "Campaign 5: The Battle of Babel 13", "Hadjárat 5: A Babel 13 csatája", _S5,
              {"base": ("closed", "tall", "turrets", "panel"), "forest": ("dense",)}, campaign=5))

# the wild skirmish's water hexes have different properties: handled per plate code
_PLATE_PROPS = {"wild_skirmish": {"D": ("deep",), "S": ("swamp",), "V": ("whirlpool",)}}


@dataclass(frozen=True)
class Layout:
    scenario: str
    hexes: tuple[tuple[int, int], ...]
    index: dict
    nb: tuple[tuple[int, ...], ...]  # nb[i][d] -> neighbour index or -1
    terrain: tuple[str, ...]  # terrain type per hex ("" plain)
    plate: tuple[str, ...]
    props: tuple[frozenset, ...]
    countable: tuple[int, ...]  # hexes that must hold a unit for a full board
    warehouses: tuple[Warehouse, ...]
    wh_index: dict  # hex index -> warehouse number
    panel: int  # control panel hex index or -1
    narrow_mode: str
    plates: dict  # plate code -> tuple of hex indices
    all_props: frozenset = frozenset()  # every terrain property on this board (quick "none here" tests)

    def has(self, i: int, prop: str) -> bool:
        return prop in self.props[i]

    def line(self, i: int, d: int) -> list[int]:
        out = []
        j = self.nb[i][d]
        while j >= 0:
            out.append(j)
            j = self.nb[j][d]
        return out


@lru_cache(maxsize=64)
def layout(scenario_id: str, players: int) -> Layout:
    sc = SCENARIOS[scenario_id]
    hexes = list(BASE_19)
    if players >= 4:
        hexes += EXTRA_23
    hexes.sort()
    index = {h: i for i, h in enumerate(hexes)}
    nb = tuple(tuple(index.get((q + dq, r + dr), -1) for dq, dr in DIRS) for q, r in hexes)
    terrain, plate, props = [], [], []
    plate_props = _PLATE_PROPS.get(scenario_id, {})
    for h in hexes:
        kind, code = sc.terrain.get(h, ("", ""))
        p = set(sc.properties.get(kind, ()))
        p |= set(plate_props.get(code, ()))
        if code == "C":
            p = {"panel"}
        elif kind == "base":
            p.discard("panel")
        if kind == "pit":
            p.add("deadly")
        if kind == "warehouse":
            p |= {"closed", "tall", "reward"}
        unknown = p - PROPERTIES
        if unknown:
            raise ValueError(f"scenario {scenario_id}: unknown terrain property {sorted(unknown)[0]}")
        terrain.append(kind)
        plate.append(code)
        props.append(frozenset(p))
    for h in sc.terrain:
        if h not in index:
            raise ValueError(f"scenario {scenario_id}: terrain hex {h} is off the board")
    countable = tuple(i for i in range(len(hexes)) if not ({"closed", "deadly"} & props[i]))
    wh_index = {}
    for k, w in enumerate(sc.warehouses):
        if w.hex not in index or terrain[index[w.hex]] != "warehouse":
            raise ValueError(f"scenario {scenario_id}: warehouse {w.hex} not on a warehouse hex")
        wh_index[index[w.hex]] = k
    panel = next((i for i in range(len(hexes)) if "panel" in props[i]), -1)
    plates: dict[str, list[int]] = {}
    for i, code in enumerate(plate):
        if code:
            plates.setdefault(code, []).append(i)
    return Layout(scenario_id, tuple(hexes), index, nb, tuple(terrain), tuple(plate), tuple(props),
                  countable, sc.warehouses, wh_index, panel, sc.narrow_mode,
                  {k: tuple(v) for k, v in plates.items()}, frozenset().union(*props))


def triangles(lay: Layout) -> list[tuple[int, int, int]]:
    """Every set of 3 mutually adjacent on-board hexes, as sorted index triples."""
    out = set()
    for i in range(len(lay.hexes)):
        for d in range(6):
            a, b = lay.nb[i][d], lay.nb[i][(d + 1) % 6]
            if a >= 0 and b >= 0:
                out.add(tuple(sorted((i, a, b))))
    return sorted(out)


def direction_between(lay: Layout, a: int, b: int) -> int:
    for d in range(6):
        if lay.nb[a][d] == b:
            return d
    return -1
